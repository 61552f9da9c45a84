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
	// Source is whose text it is (the credited agency, else the
	// outlet) and Date the day it was published ("2006-10-02"); either
	// may be "". An event's figures given on different days are updates,
	// not a dispute, and one source's later figure supersedes its own.
	Source string
	Date   string
	Text   string
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
	Superseded    = "superseded"
	verdictsOrder = "conflict different-granularity superseded approximate agree single-source"
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
	// day is each article's publication day, source its source ("" unknown).
	day, source map[string]string
	// rising holds the sources whose figures never fall from one of their
	// articles to the next: a toll updated, not contradicted.
	rising map[string]bool
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
	dayOf := map[string]string{}
	sourceOf := map[string]string{}
	person := personKeys(x)
	// a copy that names no source has its syndication group's
	groupSource := map[string]string{}
	for _, d := range docs {
		if d.Source != "" && d.Group != "" && groupSource[d.Group] == "" {
			groupSource[d.Group] = d.Source
		}
	}
	for i, d := range docs {
		if d.Source == "" {
			d.Source = groupSource[d.Group] // a copy: the caller's docs stay as they are
		}
		groupOf[d.ID] = d.Group
		if groupOf[d.ID] == "" {
			groupOf[d.ID] = d.ID
		}
		dayOf[d.ID] = day(d.Date)
		sourceOf[d.ID] = d.Source
		for _, q := range x[i].Quantities {
			if q.Part {
				continue // counted in its breakdown
			}
			if k, ok := person[q.Qualifier]; ok && isAge(q.Thing) {
				q.Qualifier = k
			}
			if q.Year != "" && q.Year == year(d.Date) {
				q.Year = "" // the article's own year: its own event
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
		g.day, g.source = dayOf, sourceOf
		g.rising = risingSources(g, docs, sourceOf)
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
	if d := distinct(totals); len(d) > 1 {
		if disputed(g, totals) {
			result = Conflict
			notes = append(notes, joinNumbers(d, " vs "))
		} else if n := updates(g, totals); n != "" {
			result = Superseded
			notes = append(notes, n)
		}
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
					if a != b && !slices.Contains(g.stated[a], y.Value) && !slices.Contains(g.stated[b], x.Value) && sameTime(g, a, b) {
						return true
					}
				}
			}
		}
	}
	return false
}

// sameTime reports whether articles a and b speak of one time: an
// event's count (a group with a role: killed, injured, evacuated) changes
// from one day's report to the next, so only the same day's figures, or
// figures of undated articles, can dispute. Ages, distances and other
// counts without an event are the same whenever they are given.
func sameTime(g *Group, a, b string) bool {
	if g.Role == "" || g.day == nil {
		return true
	}
	if sa := g.source[a]; sa != "" && sa == g.source[b] && g.rising[sa] {
		return false // one source's versions: the later updates the earlier
	}
	da, db := g.day[a], g.day[b]
	return da == "" || db == "" || da == db
}

// risingSources returns the sources of g whose values, read in the order
// of their dated articles (by date, then as they came), never fall.
func risingSources(g *Group, docs []Doc, sourceOf map[string]string) map[string]bool {
	last := map[string]float64{}
	out := map[string]bool{}
	order := make([]int, len(docs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return docs[order[i]].Date < docs[order[j]].Date })
	for _, i := range order {
		d := docs[i]
		vs := g.stated[d.ID]
		src := sourceOf[d.ID]
		if src == "" || len(vs) == 0 || d.Date == "" {
			continue // an undated version gives no order to break
		}
		lo, hi := slices.Min(vs), slices.Max(vs)
		prev, seen := last[src]
		if !seen {
			out[src] = true
		} else if lo < prev {
			out[src] = false
		}
		last[src] = max(prev, hi)
	}
	return out
}

// updates describes an event count that changed from day to day or from
// one version of a source to the next, the values in the order of their
// first day ("32 (1998-11-23) → 36 → 85 (1998-12-05)").
func updates(g *Group, vs []Value) string {
	type dated struct {
		v   float64
		day string
	}
	var ds []dated
	for _, v := range vs {
		first := ""
		for _, a := range v.Articles {
			if d := g.day[a]; d != "" && (first == "" || d < first) {
				first = d
			}
		}
		ds = append(ds, dated{v.Value, first})
	}
	// in the order of days; one day's versions of a source in the order
	// the articles came
	sort.SliceStable(ds, func(i, j int) bool { return ds[i].day < ds[j].day })
	parts := make([]string, len(ds))
	for i, d := range ds {
		parts[i] = number(d.v)
		if d.day != "" && (i == 0 || i == len(ds)-1) {
			parts[i] += " (" + d.day + ")"
		}
	}
	return strings.Join(parts, " → ")
}

// day is the day of a date in "YYYY-MM-DD…" form, or "".
func day(date string) string {
	if len(date) >= 10 && date[4] == '-' && date[7] == '-' {
		return date[:10]
	}
	return ""
}

// year is the year of a date in "YYYY-…" form, or "".
func year(date string) string {
	if len(date) >= 4 {
		return date[:4]
	}
	return ""
}

func isAge(thing string) bool {
	return thing == thingAge || thing == thingAgeWeeks || thing == thingAgeMonth
}

// personKeys maps the surname-only keys of ages ("Johnson") to the one
// full key of the story that ends with it ("K. Johnson"), so that "Kevin
// Johnson, 25" and "Johnson, 24" meet; a surname two people share stays
// alone.
func personKeys(x []Extraction) map[string]string {
	full := map[string][]string{}
	for _, e := range x {
		for _, q := range e.Quantities {
			if isAge(q.Thing) {
				if _, sur, ok := strings.Cut(q.Qualifier, " "); ok && !slices.Contains(full[sur], q.Qualifier) {
					full[sur] = append(full[sur], q.Qualifier)
				}
			}
		}
	}
	out := map[string]string{}
	for sur, keys := range full {
		if len(keys) == 1 {
			out[sur] = keys[0]
		}
	}
	return out
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
