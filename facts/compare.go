package facts

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/storywire/storywire/internal/unionfind"
)

// Doc is an article of a story, for Compare.
type Doc struct {
	ID string
	// Group is the article's independent source: its syndication
	// group's id, or its own id when it has no copies.
	Group string
	Text  string
	// Extracted, when not nil, is the text's extraction as stored at
	// ingest; Compare extracts the text itself otherwise.
	Extracted *Extraction
}

// Extraction is what Compare reads from one article: its counts and its
// quotations. It is what the engine stores per article.
type Extraction struct {
	Quantities []Quantity `json:"quantities"`
	Quotes     []Quote    `json:"quotes"`
}

// Extract reads the counts and quotations of text.
func Extract(text string) Extraction {
	return Extraction{Quantities: Quantities(text), Quotes: Quotes(text)}
}

// extractAll returns each doc's extraction, stored or made now, once.
func extractAll(docs []Doc) []Extraction {
	out := make([]Extraction, len(docs))
	for i, d := range docs {
		if d.Extracted != nil {
			out[i] = *d.Extracted
		} else {
			out[i] = Extract(d.Text)
		}
	}
	return out
}

// The verdicts of a quantity group.
const (
	Agree         = "agree"
	Conflict      = "conflict"
	Granularity   = "different-granularity"
	Approximate   = "approximate"
	SingleSource  = "single-source"
	verdictsOrder = "conflict different-granularity approximate agree single-source"
)

// Value is one value of a quantity group and who gives it.
type Value struct {
	Value  float64   `json:"value"`
	Approx bool      `json:"approx"`
	Parts  []float64 `json:"parts,omitempty"`
	// Text is the wording of its first occurrence.
	Text     string   `json:"text"`
	Articles []string `json:"articles"`
	// At is where each article gives it: the byte range of its words,
	// one entry an article, in the order of Articles.
	At []Place `json:"at"`
	// Independent is the number of independent sources that give it.
	Independent int `json:"independent_sources"`
	low, high   float64
}

// Place is where an article gives a value: the byte range of its words.
type Place struct {
	Article string `json:"article"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
}

// Group is a set of claims about one counted thing.
type Group struct {
	Thing     string  `json:"thing"`
	Qualifier string  `json:"qualifier,omitempty"`
	Role      string  `json:"role"`
	Values    []Value `json:"values"`
	Verdict   string  `json:"verdict"`
	// Note shows the arithmetic or the approximation behind the verdict
	// ("308 + 331 = 639 vs 600").
	Note string `json:"note,omitempty"`
	// stated holds, by article, every value the article states of this
	// thing, subsets ("three of the eight") included.
	stated map[string][]float64
}

// Report is the comparison of a story's facts.
type Report struct {
	Quantities []Group       `json:"quantities"`
	Quotes     []QuoteGroup  `json:"quotes"`
	Entities   []EntityGroup `json:"entities"`
}

// Compare extracts the facts of the docs and compares them across
// sources. aliases (may be nil) maps a name to the name it stands for
// ("Daesh" → "Islamic State"), as learned from substitutions.
func Compare(docs []Doc, aliases map[string]string) Report {
	return CompareWith(docs, NewAliases(aliases))
}

// Aliases are names that stand for each other, prepared once for the
// comparisons of many stories: each name's class, and a replacer that
// puts every name of a class in a text in its class's place.
type Aliases struct {
	class map[string]string
	rep   *strings.Replacer
}

// NewAliases prepares the name pairs of Compare.
func NewAliases(pairs map[string]string) *Aliases {
	class := aliasClasses(pairs)
	names := make([]string, 0, len(class))
	for n := range class {
		names = append(names, n)
	}
	// longest first, so that "Islamic State group" is replaced before
	// "Islamic State"; then in order, for one result whatever the map's
	// order
	slices.SortFunc(names, func(a, b string) int {
		if len(a) != len(b) {
			return len(b) - len(a)
		}
		return strings.Compare(a, b)
	})
	oldnew := make([]string, 0, 2*len(names))
	for _, n := range names {
		oldnew = append(oldnew, n, class[n])
	}
	return &Aliases{class: class, rep: strings.NewReplacer(oldnew...)}
}

// CompareWith is Compare with prepared aliases (nil: none).
func CompareWith(docs []Doc, aliases *Aliases) Report {
	if aliases == nil {
		aliases = NewAliases(nil)
	}
	var r Report
	x := extractAll(docs)
	r.Quantities = compareQuantities(docs, x)
	r.Quotes = compareQuotes(docs, x, aliases)
	r.Entities = compareEntities(docs, aliases.class)
	return r
}

// aliasClasses turns pairs of names that stand for each other into a map
// from every name of a class to one representative (the smallest), so
// that chains and both directions ("Daesh" → "Islamic State" and
// "Islamic State" → "Daesh") end in one name.
func aliasClasses(pairs map[string]string) map[string]string {
	// Number the names in order, so that a class's least number is its
	// smallest name.
	var names []string
	for a, b := range pairs {
		names = append(names, a, b)
	}
	slices.Sort(names)
	names = slices.Compact(names)
	num := make(map[string]int, len(names))
	for i, n := range names {
		num[n] = i
	}
	sets := unionfind.New(len(names))
	for a, b := range pairs {
		sets.Join(num[a], num[b])
	}
	out := make(map[string]string, len(names))
	for i, n := range names {
		if r := sets.Find(i); r != i {
			out[n] = names[r]
		}
	}
	return out
}

// groupKey is the identity of the thing a quantity counts: unqualified
// counts of people under one role are one group ("600 people" and "308
// militants and 331 civilians" leaving in one convoy).
func groupKey(q Quantity) (thing, qual, role string) {
	thing = q.Thing
	// Counts of people in one event are compared as people when the
	// noun is generic, the count a breakdown or a vague figure: "600
	// people", "308 militants and 331 civilians" and "several hundred
	// militants" leaving in one convoy. Precise counts of a kind of
	// people ("3 children") keep their kind; without a role nothing
	// says two kinds of people are one group.
	if q.Person && q.Qualifier == "" && q.Role != "" && (q.Composite || q.Approx) {
		thing = "people"
	}
	role = q.Role
	if q.Year != "" {
		role += " in " + q.Year // another event: "the last accident, in 2009, killed 18"
	}
	return thing, q.Qualifier, role
}

func compareQuantities(docs []Doc, x []Extraction) []Group {
	type key struct{ thing, qual, role string }
	groups := map[key]*Group{}
	var order []key
	groupOf := map[string]string{}
	for i, d := range docs {
		groupOf[d.ID] = d.Group
		if groupOf[d.ID] == "" {
			groupOf[d.ID] = d.ID
		}
		for _, q := range x[i].Quantities {
			if q.Part {
				continue // counted in its breakdown
			}
			t, ql, rl := groupKey(q)
			k := key{t, ql, rl}
			g := groups[k]
			if g == nil {
				g = &Group{Thing: t, Qualifier: ql, Role: rl, stated: map[string][]float64{}}
				groups[k] = g
				order = append(order, k)
			}
			g.stated[d.ID] = append(g.stated[d.ID], q.Value)
			if !q.Subset { // a part of another count is no claim of its own
				addValue(g, d.ID, q)
			}
		}
	}
	var out []Group
	for _, k := range order {
		g := groups[k]
		if len(g.Values) == 0 {
			continue
		}
		for i := range g.Values {
			seen := map[string]bool{}
			for _, a := range g.Values[i].Articles {
				seen[groupOf[a]] = true
			}
			g.Values[i].Independent = len(seen)
		}
		g.Verdict, g.Note = verdict(g)
		if g.Verdict == Agree && sources(*g, groupOf) < 2 {
			g.Verdict = SingleSource // copies of one text agreeing say nothing
		}
		out = append(out, *g)
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if ra, rb := strings.Index(verdictsOrder, a.Verdict), strings.Index(verdictsOrder, b.Verdict); ra != rb {
			return ra < rb
		}
		return articles(a) > articles(b)
	})
	return out
}

// addValue adds a claim of article id to g, merging equal values.
func addValue(g *Group, id string, q Quantity) {
	for i := range g.Values {
		v := &g.Values[i]
		if v.Value == q.Value && v.Approx == q.Approx && slices.Equal(v.Parts, q.Parts) {
			if !slices.Contains(v.Articles, id) {
				v.Articles = append(v.Articles, id)
				v.At = append(v.At, Place{id, q.Start, q.End})
			}
			return
		}
	}
	g.Values = append(g.Values, Value{Value: q.Value, Approx: q.Approx, Parts: q.Parts, Text: q.Text, Articles: []string{id},
		At: []Place{{id, q.Start, q.End}}, low: q.Low, high: q.High})
}

// sources counts the independent sources of a group.
func sources(g Group, groupOf map[string]string) int {
	seen := map[string]bool{}
	for _, v := range g.Values {
		for _, a := range v.Articles {
			seen[groupOf[a]] = true
		}
	}
	return len(seen)
}

// articles counts the distinct articles of a group.
func articles(g Group) int {
	seen := map[string]bool{}
	for _, v := range g.Values {
		for _, a := range v.Articles {
			seen[a] = true
		}
	}
	return len(seen)
}

// verdict judges a group's values: exact values that differ conflict,
// unless one is a breakdown (a sum of parts) and the other a total — a
// different granularity; a vague value agrees approximately when it
// covers the exact ones and conflicts when it does not.
func verdict(g *Group) (string, string) {
	if articles(*g) < 2 {
		return SingleSource, ""
	}
	var exact, vague, totals, sums []Value
	for _, v := range g.Values {
		switch {
		case v.Approx:
			vague = append(vague, v)
		case len(v.Parts) > 1:
			sums = append(sums, v)
			exact = append(exact, v)
		default:
			totals = append(totals, v)
			exact = append(exact, v)
		}
	}
	var notes []string
	result := Agree
	distinct := func(vs []Value) []float64 {
		var out []float64
		for _, v := range vs {
			if !slices.Contains(out, v.Value) {
				out = append(out, v.Value)
			}
		}
		return out
	}
	if d := distinct(totals); len(d) > 1 && disputed(g, totals) {
		result = Conflict
		notes = append(notes, joinNumbers(d, " vs "))
	}
	for _, s := range sums {
		for _, t := range distinct(totals) {
			if t != s.Value {
				if result == Agree {
					result = Granularity
				}
				notes = append(notes, fmt.Sprintf("%s = %s vs %s", joinNumbers(s.Parts, " + "), number(s.Value), number(t)))
			}
		}
	}
	if d := distinct(sums); len(d) > 1 {
		result = Conflict
		notes = append(notes, joinNumbers(d, " vs "))
	}
	for _, v := range vague {
		covers := true
		for _, e := range exact {
			if e.Value < v.low || e.Value > v.high {
				covers = false
			}
		}
		switch {
		case !covers:
			result = Conflict
			notes = append(notes, fmt.Sprintf("%q does not cover %s", v.Text, joinNumbers(distinct(exact), ", ")))
		case len(exact) > 0:
			if result == Agree {
				result = Approximate
			}
			notes = append(notes, fmt.Sprintf("%q is approximate", v.Text))
		default:
			if result == Agree && len(vague) > 1 {
				result = Approximate
			}
		}
	}
	return result, strings.Join(notes, "; ")
}

// disputed reports whether two of the precise values are in dispute:
// given by different articles, neither of which also states the other's
// value. An article that gives both (8 injured, and 7 found injured on
// arrival; 3 of 8 charges dropped) reports two facts, not a dispute.
func disputed(g *Group, vs []Value) bool {
	for _, x := range vs {
		for _, y := range vs {
			if x.Value == y.Value {
				continue
			}
			for _, a := range x.Articles {
				for _, b := range y.Articles {
					if a != b && !slices.Contains(g.stated[a], y.Value) && !slices.Contains(g.stated[b], x.Value) {
						return true
					}
				}
			}
		}
	}
	return false
}

func joinNumbers(xs []float64, sep string) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = number(x)
	}
	return strings.Join(s, sep)
}

// number formats a count without needless decimals.
func number(x float64) string {
	if x == math.Trunc(x) && math.Abs(x) < 1e15 {
		return strconv.FormatInt(int64(x), 10)
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}
