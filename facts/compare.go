package facts

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/internal/unionfind"
	"github.com/storywire/storywire/textproc"
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
	// ingest; Compare extracts the text itself otherwise, and when it is
	// of another ExtractVersion.
	Extracted *Extraction
}

// Extraction is what Compare reads from one article: its counts and its
// quotations. It is what the engine stores per article.
type Extraction struct {
	// Version is the ExtractVersion that made it: an extraction stored
	// by other rules is made again, not compared with today's.
	Version    int        `json:"version,omitempty"`
	Quantities []Quantity `json:"quantities"`
	Quotes     []Quote    `json:"quotes"`
}

// ExtractVersion numbers the extraction rules; it changes whenever what
// Extract reads from a text changes.
const ExtractVersion = 265

// Extract reads the counts and quotations of text.
func Extract(text string) Extraction {
	return Extraction{Version: ExtractVersion, Quantities: Quantities(text), Quotes: Quotes(text)}
}

// Compact returns x without the words of each count and quotation that
// text, the text x was read from, holds at their offsets: what the
// engine stores, read back with Expand. A count or quotation whose words
// the offsets would not give back keeps them.
func (x Extraction) Compact(text string) Extraction {
	x.Quantities = slices.Clone(x.Quantities)
	for i, q := range x.Quantities {
		if q.Text == spanText(text, q.Start, q.End, false) {
			x.Quantities[i].Text = ""
		}
	}
	x.Quotes = slices.Clone(x.Quotes)
	for i, q := range x.Quotes {
		if q.Text == spanText(text, q.Start, q.End, true) {
			x.Quotes[i].Text = ""
		}
	}
	return x
}

// Expand returns x with the words Compact left out taken from text again.
func (x Extraction) Expand(text string) Extraction {
	x.Quantities = slices.Clone(x.Quantities)
	for i, q := range x.Quantities {
		if q.Text == "" {
			x.Quantities[i].Text = spanText(text, q.Start, q.End, false)
		}
	}
	x.Quotes = slices.Clone(x.Quotes)
	for i, q := range x.Quotes {
		if q.Text == "" {
			x.Quotes[i].Text = spanText(text, q.Start, q.End, true)
		}
	}
	return x
}

// spanText is text[start:end] (trimmed for a quotation), or "" when the
// offsets do not fall in text.
func spanText(text string, start, end int, trim bool) string {
	if start < 0 || end > len(text) || start > end {
		return ""
	}
	if trim {
		return strings.TrimSpace(text[start:end])
	}
	return text[start:end]
}

// extractAll returns each doc's extraction, stored or made now, once.
func extractAll(docs []Doc) []Extraction {
	out := make([]Extraction, len(docs))
	for i, d := range docs {
		if d.Extracted != nil && d.Extracted.Version == ExtractVersion {
			out[i] = d.Extracted.Expand(d.Text)
		} else {
			out[i] = Extract(d.Text)
		}
	}
	return out
}

// The verdicts of a quantity group.
const (
	Agree        = "agree"
	Conflict     = "conflict"
	Granularity  = "different-granularity"
	Approximate  = "approximate"
	SingleSource = "single-source"
	Superseded   = "superseded"
	// DifferentThing is a group whose articles give different figures
	// that no two of them speak of as one fact: a roundup's places,
	// counts a month apart, last year's toll beside this one. Nothing is
	// agreed or disputed.
	DifferentThing = "different-thing"
	verdictsOrder  = "conflict different-granularity superseded approximate agree different-thing single-source"
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
	// Context is, for money and measures that neither a name nor an
	// event narrows, the word their figures stand beside in most of the
	// articles that give them ("fined" for "fined £4 million", "trial"
	// for "a three-week trial"), else the name their sentences share
	// ("BNP Paribas"): what or whose the figure is, as the texts say.
	Context string `json:"context,omitempty"`
	// stated holds, by article, every value the article states of this
	// thing, subsets ("three of the eight") included.
	stated map[string][]float64
	// claims holds, by article, the values it gives here with the words
	// of their sentences, to tell which of two articles' values speak of
	// one fact; ids lists the articles in the order they came.
	claims map[string][]claim
	ids    []string
	// day is each article's publication day, source its source ("" unknown);
	// dayNumber the day as days since 1970, for the dated articles.
	day, source map[string]string
	dayNumber   map[string]int
	// rising holds the sources whose figures never fall from one of their
	// articles to the next: a toll updated, not contradicted.
	rising map[string]bool
	// sums holds, story-wide, each article's sums of money with the
	// index of the sentence that gives each, sorted by value (witnessed).
	sums map[string][]sumAt
	// apart is set by verdict when the group's figures were never set
	// against each other (too far apart, or of other times) while each
	// was agreed on: facts of one kind, shown as groups of their own.
	apart bool
}

// sumAt is a sum of money an article gives and the index of its
// sentence.
type sumAt struct {
	value float64
	sent  int
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

// CompareWith is Compare with prepared aliases (nil: none).
func CompareWith(docs []Doc, aliases *Aliases) Report {
	if aliases == nil {
		aliases = NewAliases(nil)
	}
	var r Report
	x := extractAll(docs)
	sents := newSentenceSplits(docs)
	r.Quantities = compareQuantities(docs, borrowReadings(docs, x, sents), sents)
	r.Quotes = compareQuotes(docs, x, aliases)
	r.Entities = compareEntities(docs, aliases.class)
	return r
}

// sentenceSplits are the sentences of each doc of a comparison, split
// on first need and once: borrowing readings and grouping claims both
// read them.
type sentenceSplits struct {
	docs  []Doc
	split [][]textproc.Sentence
}

func newSentenceSplits(docs []Doc) *sentenceSplits {
	return &sentenceSplits{docs: docs, split: make([][]textproc.Sentence, len(docs))}
}

// of returns doc i's sentences.
func (s *sentenceSplits) of(i int) []textproc.Sentence {
	if s.split[i] == nil {
		s.split[i] = textproc.Sentences(s.docs[i].Text)
	}
	return s.split[i]
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
	if q.Person && q.Qualifier == "" && q.Role != "" && (q.Composite && q.Thing == "people" || q.Approx) {
		thing = "people"
	}
	role = q.Role
	if agoYear(q.Year) {
		role += " " + q.Year // "killed 16 months ago", where the article's date is unknown
	} else if q.Year != "" {
		role += " in " + q.Year // another event: "the last accident, in 2009, killed 18"
	}
	if thing == "people" && q.Role != "" && nationality(q.Qualifier) && !q.Partitive {
		// "four Israelis" killed are among the people killed: one group,
		// where the pair is a different granularity (nation), no dispute
		return thing, "", role
	}
	return thing, q.Qualifier, role
}

// unscoped reports whether a counted thing says too little of what is
// counted for two different figures of it to dispute one fact: "others"
// count whatever their article counted before, with or without a verb
// ("killing four and wounding six others" and "three were found dead
// and seven others taken to hospital" agree on ten). Such counts are
// grouped by value only: the same figure may be one fact, different
// ones are none that can be judged. (Plain "people" is not unscoped:
// "22 people" and "17 people" signing off each tweet are a dispute that
// nothing in the words tells from "400 people" and "150 people" counted
// at different moments of a fire.) Men and women counted with no event
// ("two men with Simpson", "four men charged", "seven men blew
// themselves up") are as many groups as sentences.
func unscoped(thing, qual, role string) bool {
	if isAmount(thing) && role != "" {
		return false // an amount of one event or year: "spilled 5,035 tons in 1995"
	}
	return qual == "" && (thing == "other" || byValue(thing) || role == "" && (thing == "man" || thing == "woman"))
}

func compareQuantities(docs []Doc, x []Extraction, sents *sentenceSplits) []Group {
	type key struct {
		thing, qual, role string
		value             float64 // of an unscoped count (unscoped)
		part              int     // of an unscoped count: its occurrences whose sentences share words
	}
	groups := map[key]*Group{}
	var order []key
	groupOf := map[string]string{}
	dayOf := map[string]string{}
	dayNumber := map[string]int{}
	sourceOf := map[string]string{}
	lower := &lowerCase{docs: docs}
	x = plainNames(x, docs, lower)
	person := personKeys(x, docs, lower)
	// a copy that names no source has its syndication group's
	groupSource := map[string]string{}
	for _, d := range docs {
		if d.Source != "" && d.Group != "" && groupSource[d.Group] == "" {
			groupSource[d.Group] = d.Source
		}
	}
	// A count of a kind with no verb of its own ("4 students") is the
	// count of the one thing the story says happened to that kind, when
	// it says only one ("4 students injured").
	roles := map[[2]string]map[string]bool{}
	for i, d := range docs {
		for _, q := range x[i].Quantities {
			if q.Part || q.Subset || q.Partitive {
				continue // no claim of its own, or one of a part: it lends no role to its whole
			}
			nq := normalized(q, d, person)
			if t, _, rl := groupKey(nq); rl != "" && nq.Role != "" { // a year alone ("eight counts ... in 2011") is no event
				k := [2]string{t, nq.Qualifier} // "four Israelis" killed lend their role to Israelis
				if roles[k] == nil {
					roles[k] = map[string]bool{}
				}
				roles[k][rl] = true
			}
		}
	}
	// A distance given with no place ("260 kilometres west of the Indian
	// capital") is of the one place the story gives that distance from
	// ("260 kilometres from New Delhi"), where it gives it from one only.
	type distance struct {
		unit  string
		value float64
	}
	var placesOf map[distance]string // the place of a unit and figure, "\x00" where several; made on first need
	for _, qs := range x {
		for _, q := range qs.Quantities {
			if isDistance(q.Thing) && q.Qualifier != "" {
				if placesOf == nil {
					placesOf = map[distance]string{}
				}
				k := distance{q.Thing, q.Value}
				if p, ok := placesOf[k]; ok && p != q.Qualifier {
					placesOf[k] = "\x00"
				} else {
					placesOf[k] = q.Qualifier
				}
			}
		}
	}
	// keyOf is the group key of quantity q of doc d (without its part).
	keyOf := func(q Quantity, d Doc) key {
		q = normalized(q, d, person)
		if isDistance(q.Thing) && q.Qualifier == "" {
			if p := placesOf[distance{q.Thing, q.Value}]; p != "" && p != "\x00" {
				q.Qualifier = p
			}
		}
		t, ql, rl := groupKey(q)
		if rs := roles[[2]string{t, ql}]; rl == "" && q.Year == "" && !q.Partitive && len(rs) == 1 && !unscoped(t, ql, "") {
			for r := range rs {
				// A year alone says nothing happened; a role of a year's
				// event ("captured in 2014") is not lent to a count
				// that names no year: "dozens of Lebanese soldiers
				// were seen manning positions" today.
				if !strings.Contains(r, " in ") {
					q.Role = r
					_, ql, rl = groupKey(q) // a nation's people, with the role, join that event's people
				}
			}
		}
		if isAmount(t) {
			// "five million gallons of effluent", "of sewage", "of
			// chemicals", "66,000 barrels": one spill, however a source
			// calls what spilled; compared by value only, so an amount
			// of another thing joins only where its figure and words
			// are the same
			unit, _, _ := strings.Cut(t, " of ")
			t = unit + " of …"
			if q.Year != "" {
				rl = "in " + q.Year // "released 5,035 tons of oil" and "5,035 tons of crude was leaked" in 1995: one spill, whatever verb is read
			}
		}
		k := key{t, ql, rl, 0, 0}
		if unscoped(t, ql, rl) {
			k.value = q.Value
		}
		return k
	}
	// The occurrences of one unscoped value are one fact only where their
	// sentences share a word besides the figure: "$31,213" as the
	// average cost of a wedding in two reports is one, "five years" for
	// two men's sentences is two.
	sentsOf := sents.of
	// Each quantity's key, made once; the words of the sentences of
	// unscoped ones, made once for the test below and its claim.
	type occurrence struct{ doc, q int }
	keys := make([][]key, len(docs))
	byValue := map[key][]occurrence{}
	for i, d := range docs {
		keys[i] = make([]key, len(x[i].Quantities))
		for j, q := range x[i].Quantities {
			k := keyOf(q, d)
			keys[i][j] = k
			if unscoped(k.thing, k.qual, k.role) || roleless(k.thing, k.qual, k.role) {
				byValue[k] = append(byValue[k], occurrence{i, j})
			}
		}
	}
	ctxs := map[occurrence]sentenceWords{}
	ctxOf := func(o occurrence) sentenceWords {
		c, ok := ctxs[o]
		if !ok {
			q := x[o.doc].Quantities[o.q]
			c = contextOf(docs[o.doc].Text, sentsOf(o.doc), q.Start, q.End)
		}
		return c
	}
	// A figure given to fewer digits ("420 million dollars") and in full
	// ("420.7 million dollars"), two exact figures within a hundredth of
	// each other ("19,350 feet" and "19,356 feet" up the mountain), or a
	// vague figure ("about $76,000") and the one exact figure it covers
	// ("$75,000"), where two sentences share the words of one fact: the
	// finer figure's occurrences join the coarser one's, and the verdict
	// judges the pair. A vague figure that covers two exact ones joins
	// neither: it would set them against each other.
	var unscopedKeys []key
	for k := range byValue {
		if k.value != 0 {
			unscopedKeys = append(unscopedKeys, k)
		}
	}
	slices.SortFunc(unscopedKeys, func(a, b key) int {
		return cmp.Or(strings.Compare(a.thing, b.thing), strings.Compare(a.qual, b.qual), strings.Compare(a.role, b.role), cmp.Compare(a.value, b.value))
	})
	kept := func(o occurrence) sentenceWords { // ctxOf, kept for the loop below
		c, ok := ctxs[o]
		if !ok {
			c = ctxOf(o)
			ctxs[o] = c
		}
		return c
	}
	vagueOnly := func(k key) bool {
		return !slices.ContainsFunc(byValue[k], func(o occurrence) bool { return !x[o.doc].Quantities[o.q].Approx })
	}
	// coversAll: every occurrence of the vague figure k covers v. Ranges
	// of one low end are one key ("$140-$150 million" and "$140 million
	// to $160 million"); a figure only the wider covers joins neither,
	// as it would be set against the narrower.
	coversAll := func(k key, v float64) bool {
		return !slices.ContainsFunc(byValue[k], func(o occurrence) bool {
			q := x[o.doc].Quantities[o.q]
			return v < q.Low || v > q.High
		})
	}
	// oneFact: a figure of fine and one of coarse in sentences alike, the
	// first covered by the second unless the figures are near
	oneFact := func(fine, coarse key, near bool) bool {
		return slices.ContainsFunc(byValue[fine], func(a occurrence) bool {
			return slices.ContainsFunc(byValue[coarse], func(b occurrence) bool {
				qa, qb := x[a.doc].Quantities[a.q], x[b.doc].Quantities[b.q]
				if !near && (qa.Approx || qa.Value < qb.Low || qa.Value > qb.High || spread(qb)) {
					return false
				}
				return sharedWords(kept(a).stems, kept(b).stems) >= rolelessShared
			})
		})
	}
	// framed: two exact figures, each the only one of its unit in its
	// sentence, of sentences alike that put the same word right before
	// or after them ("was fined £4 million for" and "was fined £4.4m
	// for", "a three-week trial" and "a two-week trial"): one fact told
	// two ways, a dispute for the verdict to show.
	framed := func(fine, coarse key) bool {
		return slices.ContainsFunc(byValue[fine], func(a occurrence) bool {
			qa := x[a.doc].Quantities[a.q]
			if qa.Approx || !aloneInSentence(x[a.doc].Quantities, a.q, sentsOf(a.doc)) {
				return false
			}
			pa, na := wordsBeside(docs[a.doc].Text, qa.Start, qa.End, currencyThings[qa.Thing])
			if pa == "" && na == "" {
				return false
			}
			return slices.ContainsFunc(byValue[coarse], func(b occurrence) bool {
				qb := x[b.doc].Quantities[b.q]
				if a.doc == b.doc || qb.Approx {
					return false
				}
				pb, nb := wordsBeside(docs[b.doc].Text, qb.Start, qb.End, currencyThings[qb.Thing])
				return (pa != "" && strings.EqualFold(pa, pb) || na != "" && strings.EqualFold(na, nb)) &&
					sharedWords(kept(a).stems, kept(b).stems) >= rolelessShared && aloneInSentence(x[b.doc].Quantities, b.q, sentsOf(b.doc))
			})
		})
	}
	// sole: two figures of a speed or of a sum of money, each the only
	// value of its unit its article gives, about or exact, in sentences
	// alike ("plunged into a crowd at about 50mph" and "hit Adam Kirby
	// at 70mph", of one model plane; "85 million euros of jewels" and
	// "jewels valued at 80 million euros", of one robbery): one fact told
	// two ways, a dispute for the verdict to show. A story with several
	// speeds or sums in one text names several things; a sum in brackets
	// converts the one before it, at a rate of the day. (Not lengths:
	// two exact heights far apart in sentences alike, "found the bodies
	// at 19,350 feet" and "at 19,700 feet", may be two camps.)
	sole := func(fine, coarse key) bool {
		only := func(o occurrence, k key) bool {
			q := x[o.doc].Quantities[o.q]
			if q.Approx && bound(q.Text) {
				return false // "more than 100 mph", "up to 120": no figure of its own to dispute
			}
			if currencyThings[q.Thing] && strings.HasSuffix(strings.TrimRight(docs[o.doc].Text[:q.Start], " "), "(") {
				return false // "1bn yen ($8.3m)": a conversion, at the day's rate, of the figure before it
			}
			return !slices.ContainsFunc(x[o.doc].Quantities, func(q Quantity) bool {
				return q.Thing == k.thing && q.Value != k.value && !q.Part && !q.Composite
			})
		}
		return slices.ContainsFunc(byValue[fine], func(a occurrence) bool {
			return only(a, fine) && slices.ContainsFunc(byValue[coarse], func(b occurrence) bool {
				return a.doc != b.doc && only(b, coarse) && sharedWords(kept(a).stems, kept(b).stems) >= rolelessShared
			})
		})
	}
	// nearby: two figures of a share or of a sum of money in two
	// articles, within half again of each other, with a word of content
	// among the four either side of each in common ("interest rates of
	// 40 percent" and "interest rates were hiked to 50 percent") and
	// sentences alike: one fact given two values, a dispute for the
	// verdict to judge.
	windows := map[occurrence][]string{} // windowWords of each figure nearby reads, made once
	windowOf := func(o occurrence) []string {
		w, ok := windows[o]
		if !ok {
			q := x[o.doc].Quantities[o.q]
			w = windowWords(docs[o.doc].Text, q.Start, q.End, besideWords)
			windows[o] = w
		}
		return w
	}
	nearby := func(fine, coarse key) bool {
		// gives reports whether doc i gives a figure v of k's thing: an
		// article that gives both figures tells two facts
		gives := func(i int, k key, v float64) bool {
			return slices.ContainsFunc(x[i].Quantities, func(q Quantity) bool { return q.Thing == k.thing && q.Value == v })
		}
		// ambiguous reports whether another figure of o's unit in o's
		// sentence has a word beside it in common with w, the words
		// beside the figure o is matched with: in "$250,000 in fines
		// ..., or $100,000 in fines" either might be the one.
		ambiguous := func(o occurrence, w []string) bool {
			qs := x[o.doc].Quantities
			if aloneInSentence(qs, o.q, sentsOf(o.doc)) {
				return false
			}
			sent := kept(o).start
			for j, q := range qs {
				if other := (occurrence{o.doc, j}); j != o.q && q.Thing == qs[o.q].Thing && kept(other).start == sent && sharedWords(windowOf(other), w) > 0 {
					return true
				}
			}
			return false
		}
		return slices.ContainsFunc(byValue[fine], func(a occurrence) bool {
			qa := x[a.doc].Quantities[a.q]
			if qa.Approx && (bound(qa.Text) || isRange(qa)) || gives(a.doc, coarse, coarse.value) {
				return false
			}
			wa := windowOf(a)
			return len(wa) > 0 && slices.ContainsFunc(byValue[coarse], func(b occurrence) bool {
				qb := x[b.doc].Quantities[b.q]
				if a.doc == b.doc || qb.Approx && (bound(qb.Text) || isRange(qb)) || gives(b.doc, fine, fine.value) {
					return false
				}
				wb := windowOf(b)
				return sharedWords(wa, wb) > 0 && sharedWords(kept(a).stems, kept(b).stems) >= rolelessShared &&
					!ambiguous(a, wb) && !ambiguous(b, wa)
			})
		})
	}
	joins := map[key]key{} // fine → coarse
	for i, coarse := range unscopedKeys {
		vague := vagueOnly(coarse)
		var fines []key
		same := func(k key) bool { return k.thing == coarse.thing && k.qual == coarse.qual && k.role == coarse.role }
		first := i
		for first > 0 && same(unscopedKeys[first-1]) {
			first--
		}
		for _, fine := range unscopedKeys[first:] {
			if !same(fine) {
				break
			}
			if fine == coarse {
				continue
			}
			near := roundingOf(coarse.thing, coarse.value, fine.value) || nearly(coarse.value, fine.value) && coarse.value < fine.value
			if (near || vague && !vagueOnly(fine) && coversAll(coarse, fine.value)) && oneFact(fine, coarse, near) ||
				!near && !vague && coarse.value < fine.value && fine.value <= 2*coarse.value && isMeasure(coarse.thing) && coarse.thing != "times" && !isTech(coarse.thing) && framed(fine, coarse) ||
				!near && coarse.value < fine.value && fine.value <= 2*coarse.value && (isSpeed(coarse.thing) || currencyThings[coarse.thing]) && coarse.qual == "" && coarse.role == "" && sole(fine, coarse) {
				fines = append(fines, fine)
			}
		}
		if len(fines) == 1 {
			if _, taken := joins[fines[0]]; !taken {
				joins[fines[0]] = coarse
			}
		}
	}
	// Then shares and sums that no rule above joined: one figure told
	// two ways in words alike (nearby), the pairs nearest in value first,
	// each figure in one pair at most.
	taken := map[key]bool{} // in a join already, either side
	for fine, coarse := range joins {
		taken[fine], taken[coarse] = true, true
	}
	free := func(k key) bool {
		return !taken[k] && !vagueOnly(k) && k.qual == "" && k.role == "" && (k.thing == thingPercent || currencyThings[k.thing])
	}
	type pair struct{ coarse, fine key }
	var pairs []pair
	for i, coarse := range unscopedKeys {
		if !free(coarse) {
			continue
		}
		for _, fine := range unscopedKeys[i+1:] {
			if fine.thing != coarse.thing || fine.role != coarse.role || fine.value > 1.5*coarse.value {
				break
			}
			if free(fine) && !roundingOf(coarse.thing, coarse.value, fine.value) && !nearly(coarse.value, fine.value) && nearby(fine, coarse) {
				pairs = append(pairs, pair{coarse, fine})
			}
		}
	}
	slices.SortStableFunc(pairs, func(p, q pair) int { return cmp.Compare(p.fine.value/p.coarse.value, q.fine.value/q.coarse.value) })
	for _, p := range pairs {
		if !taken[p.coarse] && !taken[p.fine] {
			joins[p.fine] = p.coarse
			taken[p.coarse], taken[p.fine] = true, true
		}
	}
	for _, fine := range unscopedKeys {
		coarse, ok := joins[fine]
		if !ok {
			continue
		}
		if _, moved := byValue[coarse]; !moved {
			continue // itself joined to another
		}
		for _, o := range byValue[fine] {
			keys[o.doc][o.q] = coarse
		}
		byValue[coarse] = append(byValue[coarse], byValue[fine]...)
		delete(byValue, fine)
	}
	for k, occ := range byValue {
		if len(occ) < 2 {
			continue
		}
		for _, o := range occ {
			ctxs[o] = ctxOf(o)
		}
		least := 1 // words two sentences share to give one fact
		if !unscoped(k.thing, k.qual, k.role) {
			least = rolelessShared
		}
		sets := unionfind.New(len(occ))
		for a := range occ {
			for b := a + 1; b < len(occ); b++ {
				qa, qb := x[occ[a].doc].Quantities[occ[a].q], x[occ[b].doc].Quantities[occ[b].q]
				need := least
				if qa.Value == qb.Value && !qa.Approx && !qb.Approx && significantDigits(qa.Value) >= 3 {
					// one exact figure of three significant digits or
					// more ("£195 million", "2,177 suspects") is told
					// alike by chance hardly ever: "the £195 million Autumn
					// schedule" and "launching his latest £195 million
					// programme line-up"
					need = 1
				}
				if sets.Find(a) != sets.Find(b) && sharedWords(ctxs[occ[a]].stems, ctxs[occ[b]].stems) >= need {
					sets.Join(a, b)
				}
			}
		}
		for n, o := range occ {
			k.part = sets.Find(n)
			keys[o.doc][o.q] = k
		}
	}
	groupFor := func(k key, q Quantity) *Group {
		g := groups[k]
		if g == nil {
			// a year alone is the role " in 1995": shown "in 1995"
			g = &Group{Thing: k.thing, Qualifier: k.qual, Role: strings.TrimSpace(k.role), stated: map[string][]float64{}, claims: map[string][]claim{}}
			if isAmount(q.Thing) {
				g.Thing = q.Thing // its first source's words: "gallons of effluent"
			}
			groups[k] = g
			order = append(order, k)
		}
		return g
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
		if t, err := time.Parse(time.DateOnly, dayOf[d.ID]); err == nil {
			if ledeYesterday(d.Text) {
				// a morning paper's "was jailed yesterday": the news is of
				// the day before it was printed, the wire's day
				t = t.AddDate(0, 0, -1)
				dayOf[d.ID] = t.Format(time.DateOnly)
			}
			dayNumber[d.ID] = int(t.Unix() / 86400)
		}
		sourceOf[d.ID] = d.Source
		for j, q := range x[i].Quantities {
			k := keys[i][j]
			q = normalized(q, d, person)
			if q.Qualifier == Someone {
				continue // an age of someone the story gives it to no one else
			}
			g := groupFor(k, q)
			g.stated[d.ID] = append(g.stated[d.ID], q.Value)
			claimIn := func(g *Group) {
				if _, ok := g.claims[d.ID]; !ok {
					g.ids = append(g.ids, d.ID)
				}
				w := ctxOf(occurrence{i, j})
				c := claim{v: addValue(g, d.ID, q), sent: w.start, ctx: w.stems, places: w.places, days: w.days, nation: nationOf(q, k.qual), offence: offenceAfter(chargeWords(d.Text, q)), all: allCharges(d.Text, q), stage: q.Stage, mods: modifiers(d.Text, q), since: w.since, part: q.Portion, toll: hasStem(w.stems, "toll"), now: q.Now}
				c.beside[0], c.beside[1] = wordsBeside(d.Text, q.Start, q.End, currencyThings[q.Thing])
				g.claims[d.ID] = append(g.claims[d.ID], c)
			}
			if !q.Subset { // a part of another count is no claim of its own
				claimIn(g)
			} else if w := wholeOf(x[i].Quantities, j); w >= 0 {
				// "17 of the top 20 North American retailers": a claim of
				// its own among the counts of as many out of as many
				whole := x[i].Quantities[w]
				sk := key{thing: k.thing, qual: strings.TrimSpace(k.qual + " of " + FormatFigure(whole.Value)), role: k.role}
				h := groupFor(sk, q)
				h.stated[d.ID] = append(h.stated[d.ID], q.Value)
				claimIn(h)
				// and a figure the article gives beside its whole: "20
				// million out of 30 million people voted for Khatami"
				// disputes no other article's 20 million who voted
				wg := groupFor(keys[i][w], normalized(whole, d, person))
				wg.stated[d.ID] = append(wg.stated[d.ID], q.Value)
			}
		}
	}
	gs := make([]*Group, len(order))
	for i, k := range order {
		gs[i] = groups[k]
	}
	// every article's sums of money, whatever they are of, by value,
	// for witnessed
	sums := map[string][]sumAt{}
	for i, d := range docs {
		ss := sentsOf(i)
		for _, q := range x[i].Quantities {
			if currencyThings[q.Thing] {
				k := sort.Search(len(ss), func(j int) bool { return ss[j].End > q.Start })
				sums[d.ID] = append(sums[d.ID], sumAt{q.Value, k})
			}
		}
		slices.SortFunc(sums[d.ID], func(a, b sumAt) int { return cmp.Compare(a.value, b.value) })
	}
	var out []Group
	var textOf map[string]string // for the words beside a group's figures, made on first need
	for _, g := range joinAlike(joinLone(joinYears(gs), groupOf)) {
		j := judge(g, docs, groupOf, dayOf, sourceOf, dayNumber, sums)
		if j.Qualifier == "" && j.Role == "" && isMeasure(j.Thing) && len(j.ids) > 1 {
			if textOf == nil {
				textOf = make(map[string]string, len(docs))
				for _, d := range docs {
					textOf[d.ID] = d.Text
				}
			}
			j.Context = contextWord(&j, textOf)
		}
		stages := valueStages(&j)
		if !j.apart {
			if j.Context == "" {
				j.Context = oneStage(stages).String() // "charge (convicted)"
			}
			out = append(out, j) // most groups: no slice to make
			continue
		}
		for _, h := range splitApart(j) {
			if h.Context == "" {
				h.Context = stages[h.Values[0].Value].String() // "charge (convicted)", "charge (charged)"
			}
			out = append(out, h)
		}
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

// valueStages returns, for a group of charges, the stage of the case
// each of its figures is told at where every claim of it tells the same
// one (NoStage otherwise), or nil for other groups: the word that tells
// its rows apart when splitApart makes one of each figure.
func valueStages(g *Group) map[float64]Stage {
	if !chargeThing(g.Thing) {
		return nil
	}
	m := map[float64]Stage{}
	for _, id := range g.ids {
		for _, c := range g.claims[id] {
			v := g.Values[c.v].Value
			if s, ok := m[v]; !ok {
				m[v] = c.stage
			} else if s != c.stage {
				m[v] = NoStage
			}
		}
	}
	return m
}

// oneStage returns the stage every figure of stages is told at, or
// NoStage.
func oneStage(stages map[float64]Stage) Stage {
	one := NoStage
	for _, s := range stages {
		if s == NoStage || one != NoStage && s != one {
			return NoStage
		}
		one = s
	}
	return one
}

// splitApart returns g as one group, or, where g is apart and two or
// more of its figures are each given by two independent sources, a group
// for each of those ("killed around 6,000" in last year's quake, "13
// people died" in November's blast: two facts, a row each). A figure
// only one source gives stays with the first, listed beside the agreed
// figure as the story's fact table does.
func splitApart(g Group) []Group {
	agreed := 0 // the figures two independent sources give
	for _, v := range g.Values {
		if v.Independent >= 2 {
			agreed++
		}
	}
	if agreed < 2 {
		return []Group{g}
	}
	out := make([]Group, 0, agreed)
	var lone []Value
	for _, v := range g.Values {
		if v.Independent < 2 {
			lone = append(lone, v)
			continue
		}
		h := g
		h.Values, h.Note, h.Verdict, h.apart = []Value{v}, "", Agree, false
		out = append(out, h)
	}
	out[0].Values = append(out[0].Values, lone...)
	return out
}

// joinLone returns the groups with claims, each figure of a group of one
// source (one article, or copies of one text) moved into the one group
// of its thing that holds the same
// figure from other articles: the same figure of one thing told with
// other words around it ("9,610 votes" and "9,610 votes ahead";
// "$76,328, the average cost" and "the average wedding cost $76,328";
// a figure of a kind of people joins people's where it is distinctive
// ("675,000 villagers" and "675,000 people fled") or both befell the
// same ("16 shoppers" and "16 people" killed in one bombing), but not
// the other way: "102 people" may be passengers and crew).
// A figure of another thing joins a group that gives only that figure
// when their sentences share two words besides it ("six siblings, her
// family said" and "her family said the girl was one of six
// children"): another wording of the thing, not another fact; a group
// holding other figures too is left alone, where a joined figure would
// be set against them.
// Groups of one article each are joined the same way. Where the value
// is common (fewer than three significant digits: 2, 40, 260, 1,500)
// the two must also name the same event, or one name none and their
// sentences share three words besides the figure ("A total of 31 fire
// apparatus arrived" and "a total of 31 fire trucks were at the hotel
// fire"), and what narrows the count must be the same or unsaid in one
// ("11 Israelis injured" and "11 people injured"). Ages keep to their
// people (personKeys). Only equal values are joined, so no disagreement
// is made here.
func joinLone(gs []*Group, groupOf map[string]string) []*Group {
	// single: a group one source gives, in one article or in copies of
	// one text ("86 seats" in two copies of one AP story)
	single := func(g *Group) bool {
		if len(g.ids) == 0 || isAge(g.Thing) || isStat(g.Thing) {
			return false
		}
		for _, id := range g.ids[1:] {
			if groupOf[id] != groupOf[g.ids[0]] {
				return false
			}
		}
		return true
	}
	fits := func(a, b *Group, v float64) bool {
		if a == b || len(b.ids) == 0 || slices.ContainsFunc(a.ids, func(id string) bool { return !onlyVagueCovering(b, id, v) }) {
			return false
		}
		if (a.Thing == b.Thing || unitOf(a.Thing) == unitOf(b.Thing)) && (sizeUnit(a.Thing) || sizeUnit(b.Thing)) && a.Role == b.Role && nearSize(a, b, v) {
			// "the 26,330-foot mountain", "the 26,291-foot peak": one
			// size, told two ways; "the 8,027-meter mountain" and "the
			// 26,291-foot (8,013 m) peak", one a modifier, one not
			return true
		}
		if a.Thing != b.Thing && !(distinctive(v) && b.Thing == "people" && isPerson(a.Thing)) && !(onlyValue(b, v) && sameSentenceWords(a, b, v, 2)) &&
			!(b.Thing == "people" && isPerson(a.Thing) && a.Role != "" && sameEvent(a.Role, b.Role)) {
			return false
		}
		if (a.Thing == thingChildren || b.Thing == thingChildren) && !(isPerson(a.Thing) || a.Thing == thingChildren) {
			return false // "two bowling balls" are no one's two children, whatever words their sentences share
		}
		if chargeThing(a.Thing) != chargeThing(b.Thing) && (isPerson(a.Thing) || isPerson(b.Thing)) {
			return false // "charged with killing two young women": the women are no charges, whatever words their sentences share (attacks may be: "four indecent attacks")
		}
		if unitOf(a.Thing) != unitOf(b.Thing) {
			return false // "scores of people" are no "40 mph" gusts, whatever words their sentences share
		}
		if !slices.ContainsFunc(b.Values, func(x Value) bool { return x.Value == v }) {
			return false
		}
		if unscoped(a.Thing, a.Qualifier, a.Role) && !distinctive(v) && !(a.Thing == thingPercent && b.Thing == thingPercent && b.Qualifier != "" && sameSentenceWords(a, b, v, alikeWords)) {
			return false // kept apart by their words (compareQuantities); "as much as 56 percent" joins "some 56 percent of the vote" told alike
		}
		if a.Thing == b.Thing && sizeUnit(a.Thing) && a.Role == b.Role && sameSentenceWords(a, b, v, 1) {
			return true // "a 27-inch touchscreen", "a 27-inch display": one object's size, its noun told otherwise
		}
		return distinctive(v) || (sameEvent(a.Role, b.Role) || (a.Role == "" || b.Role == "") && sameSentenceWords(a, b, v, alikeWords)) &&
			(a.Qualifier == b.Qualifier || a.Qualifier == "" || b.Qualifier == "")
	}
	for _, g := range gs {
		for vi := 0; single(g) && vi < len(g.Values); vi++ {
			v := g.Values[vi].Value
			var to []*Group
			for _, b := range gs {
				if !single(b) && fits(g, b, v) {
					to = append(to, b)
				}
			}
			if len(to) == 0 { // other groups of one article, when they are one fact
				for _, b := range gs {
					if single(b) && fits(g, b, v) {
						to = append(to, b)
					}
				}
				for i := 1; i < len(to); i++ {
					if !fits(to[0], to[i], v) {
						to = nil
					}
				}
				to = to[:min(1, len(to))]
			}
			if len(to) == 1 {
				moveValue(g, to[0], v)
				vi-- // the values after it moved down
			}
		}
	}
	out := gs[:0]
	for _, g := range gs {
		if len(g.ids) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// unitOf returns the unit a figure of thing is measured in ("mph",
// "tons" of "tons of oil"), "" for a count: figures in two units are
// never one fact.
func unitOf(thing string) string {
	if thing == thingPopulation {
		return "" // a count of people: "a population of 18,000" and "a community of 18,000 people"
	}
	if isAmount(thing) {
		unit, _, _ := strings.Cut(thing, " of ")
		return unit
	}
	if isMeasure(thing) || isDistance(thing) {
		if u, ok := modifierUnits[thing]; ok {
			return u // "a 40,000-mile trip" and "40,000 miles"
		}
		return thing
	}
	return ""
}

// modifierUnits are the units of sizes used as modifiers (measureUnits),
// as the plural a measure of them is read under.
var modifierUnits = map[string]string{"foot": "feet", "metre": "metres", "meter": "metres", "mile": "miles",
	"kilometre": "kilometres", "kilometer": "kilometres", "inch": "inches", "ton": "tons", "tonne": "tonnes",
	"acre": "acres", "storey": "stories", "story": "stories", "yard": "yards", "degree": "degrees"}

// joinYears returns the groups with claims, each group of no year moved
// into the one group of its thing, qualifier and event that a year
// narrows, when every figure it gives is one that group gives: "the
// bombings killed 191 people" in one article and "the 2004 bombings,
// which killed 191 people" in another are one fact. A story with two
// years of the thing (last year's floods and 2004's) keeps its groups,
// and so does one whose unnarrowed figures differ from the year's.
func joinYears(gs []*Group) []*Group {
	for _, g := range gs {
		if _, narrowed := yearRole(g.Role); len(g.ids) == 0 || narrowed {
			continue
		}
		var to *Group
		for _, h := range gs {
			if base, narrowed := yearRole(h.Role); h != g && len(h.ids) > 0 && h.Thing == g.Thing && h.Qualifier == g.Qualifier && narrowed && base == g.Role {
				if to != nil {
					to = nil
					break
				}
				to = h
			}
		}
		if to == nil || slices.ContainsFunc(g.Values, func(v Value) bool {
			return !slices.ContainsFunc(to.Values, func(w Value) bool { return w.is(v.Value, v.Approx, v.Parts) })
		}) || !slices.ContainsFunc(g.Values, func(v Value) bool { return distinctive(v.Value) }) && slices.ContainsFunc(g.ids, func(id string) bool { return len(to.claims[id]) > 0 }) {
			// an article that gives a small figure both of the year and
			// of no year tells two events: "The blast killed two, the
			// assailants" and "an attack 16 months ago that killed the
			// two suicide bombers"
			continue
		}
		mergeGroup(g, to)
	}
	// A figure one article dates and another tells in the same words
	// undated ("killed 13 last November", "explosions outside courts in
	// three northern cities that killed 13") is one fact, though the
	// undated article's other figures keep its group apart. It takes
	// more shared words than joinAlike: a story's own toll and an
	// earlier attack's are told in the same words of bombs and deaths.
	for _, g := range gs {
		if _, narrowed := yearRole(g.Role); len(g.ids) == 0 || narrowed {
			continue
		}
		for _, h := range gs {
			if base, narrowed := yearRole(h.Role); h == g || len(h.ids) == 0 || !narrowed || base != g.Role || h.Thing != g.Thing || h.Qualifier != g.Qualifier {
				continue
			}
			for _, v := range values(g.Values) {
				if slices.ContainsFunc(h.Values, func(w Value) bool { return w.Value == v }) && toldDated(g, h, v) {
					moveValue(g, h, v)
				}
			}
		}
	}
	return withClaims(gs)
}

// toldDated reports whether a claim of value v in g, of no year, is told
// as one of v in h, narrowed to a year: their sentences share
// datedAlikeWords words and put it in no other place, and the undated
// one names no day of the week (Monday's toll is the story's own).
func toldDated(g, h *Group, v float64) bool {
	for _, cg := range g.claims {
		for _, x := range cg {
			if g.Values[x.v].Value != v || x.days != 0 {
				continue
			}
			for _, ch := range h.claims {
				if slices.ContainsFunc(ch, func(y claim) bool {
					return h.Values[y.v].Value == v && sharedWords(x.ctx, y.ctx) >= datedAlikeWords && !otherPlaces(x, y)
				}) {
					return true
				}
			}
		}
	}
	return false
}

// withClaims returns the groups of gs that still hold claims.
func withClaims(gs []*Group) []*Group {
	out := gs[:0]
	for _, g := range gs {
		if len(g.ids) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// mergeGroup moves every claim of g into to, each of whose values to
// holds already, and leaves g empty.
func mergeGroup(g, to *Group) {
	for _, id := range g.ids {
		for _, c := range g.claims[id] {
			moveClaim(to, id, c, g.Values[c.v])
		}
		to.stated[id] = append(to.stated[id], g.stated[id]...)
	}
	g.ids, g.Values, g.claims, g.stated = nil, nil, nil, nil
}

// alikeWords is how many words two sentences giving one figure of
// people must share for joinAlike to take them for one fact.
const alikeWords = 2

// datedAlikeWords is how many words an undated figure's sentence must
// share with a dated one's for joinYears to take them for one fact.
const datedAlikeWords = 5

// joinAlike returns the groups with claims, each group that gives one
// figure only moved into the one larger group that gives it too where
// both count people ("29 suspects" on trial, "29 defendants", "the 29
// people who go on trial"), one thing under another event word or
// name ("four commuter trains" aboard which bombs exploded, "the four
// trains"), or two nouns of things in sentences sharing a word more
// ("12 films", "12 movies"; "four kidnappings", "four attacks"): the
// same figure, in sentences sharing alikeWords words, and
// never in one sentence (where two nouns count two things: "two
// vehicles ... two embassies"). Only equal figures are joined, so no
// disagreement is made here; ages, measures and the counts kept apart
// by their sentences (unscoped) are left alone.
func joinAlike(gs []*Group) []*Group {
	// the groups that may join: counts giving one figure only
	one := make([]bool, len(gs))
	for i, g := range gs {
		one[i] = len(g.Values) == 1 && len(g.Values[0].Parts) < 2 && !isAge(g.Thing) && !isStat(g.Thing) && !isMeasure(g.Thing) &&
			!isAmount(g.Thing) && !unscoped(g.Thing, g.Qualifier, g.Role)
	}
	for ai, a := range gs {
		if !one[ai] || len(a.ids) == 0 {
			continue
		}
		v := a.Values[0]
		var to *Group
		for bi, b := range gs {
			if b == a || !one[bi] || len(b.ids) == 0 {
				continue
			}
			need := alikeWords // words the two sentences share
			if a.Thing != b.Thing && !(isPerson(a.Thing) && isPerson(b.Thing)) {
				if isPerson(a.Thing) || isPerson(b.Thing) || a.Thing == "people" || b.Thing == "people" {
					continue // a kind of people keeps its own rules
				}
				need++ // two nouns of things: a word more
			}
			if n, m := len(a.ids), len(b.ids); n > m || n == m && bi > ai {
				continue // the smaller moves, and of two alike the later
			}
			if !b.Values[0].is(v.Value, v.Approx, v.Parts) || !bothDated(a.Role, b.Role) ||
				oneSentence(a, b) || !sameSentenceWords(a, b, v.Value, need) {
				continue
			}
			if to != nil {
				to = nil // two groups it might be: neither
				break
			}
			to = b
		}
		if to != nil {
			mergeGroup(a, to)
		}
	}
	return withClaims(gs)
}

// oneSentence reports whether a sentence holds claims of both a and b.
func oneSentence(a, b *Group) bool {
	for id, ca := range a.claims {
		for _, x := range ca {
			if slices.ContainsFunc(b.claims[id], func(y claim) bool { return y.sent == x.sent }) {
				return true
			}
		}
	}
	return false
}

// sameEvent reports whether a lone figure's role a may be told of the
// event of role b: the same role, or b that role narrowed to a year ("the
// four murder victims" of the people "killed in 2005").
func sameEvent(a, b string) bool {
	base, narrowed := yearRole(b)
	return a == b || a != "" && narrowed && base == a
}

// bothDated reports whether two roles are both narrowed to a year, or
// neither is: "two men" arrested today are not the "two worshipers"
// killed in 2006, whatever words their sentences share (two years may
// be one event a source misdates: "On Jan. 29, 2006" for 2007's Eilat
// bombing).
func bothDated(a, b string) bool {
	_, na := yearRole(a)
	_, nb := yearRole(b)
	return na == nb
}

// yearRole returns a group's role without the year its claims were
// narrowed to, and whether it ends in one: "killed" for "killed in
// 2004", "" for "in 1995".
func yearRole(role string) (string, bool) {
	if i := strings.LastIndex(role, " in "); i >= 0 {
		if month, y, ok := strings.Cut(role[i+4:], " "); ok && monthOf(month) > 0 && len(y) == 4 {
			return role[:i], true // "killed in September 2005"
		}
	}
	n := len(role)
	if n < len("in 2004") || role[n-7:n-4] != "in " || n > 7 && role[n-8] != ' ' {
		return "", false
	}
	for _, c := range role[n-4:] {
		if c < '0' || c > '9' {
			return "", false
		}
	}
	return strings.TrimSpace(role[:n-len("in 2004")]), true
}

// aloneInSentence reports whether qs[j] is the only figure of its
// thing in its sentence, sents[k] the sentence that holds it.
func aloneInSentence(qs []Quantity, j int, sents []textproc.Sentence) bool {
	k := sort.Search(len(sents), func(i int) bool { return sents[i].End > qs[j].Start })
	if k == len(sents) {
		return true
	}
	for i, q := range qs {
		if i != j && q.Thing == qs[j].Thing && q.Start >= sents[k].Start && q.Start < sents[k].End {
			return false
		}
	}
	return true
}

// wordsBeside returns the words of text right before start and right
// after end when they are words of content: "" for a function word, a
// word of relative time or of a figure's vagueness (two times from
// "the first four days" and "five days later" may count from
// different moments), or a punctuation mark between. After money, the
// word after "in" is the one ("$350,000 in fines").
func wordsBeside(text string, start, end int, money bool) (before, after string) {
	content := func(w string) string {
		if !besideContent(strings.ToLower(w)) {
			return "" // "at least seven years": "least" tells how sure, not what
		}
		return w
	}
	if w := wordBefore(text, start, isWordByte); w != "" {
		before = content(w)
	}
	if w := wordAfter(text, end, isWordByte); w != "" {
		after = content(w)
		if money && strings.EqualFold(w, "in") { // money "in" what it is: "$350,000 in fines", "£2,000 in compensation"
			i := end + len(text[end:]) - len(strings.TrimLeft(text[end:], " ")) // where "in" starts
			after = content(wordAfter(text, i+len(w), isWordByte))
		}
	}
	return before, after
}

// besideContent reports whether lw, a lower-case word beside a figure,
// says what the figure is: not a function word, a word of relative time
// or of the figure's vagueness, a number word or a word notBeside.
// "above" bounds a figure before it and says where it stands after it
// ("the river was two feet above"): content.
func besideContent(lw string) bool {
	return len(lw) >= 3 && !textproc.IsStopword(lw) && !relativeTime[lw] && (!approxBefore[lw] || lw == "above") &&
		!adverbs[lw] && numberWords[lw] == 0 && !notBeside[lw]
}

// wordBefore returns the word of text that ends at i, past spaces,
// inWord telling its bytes; "" where a mark stands between.
func wordBefore(text string, i int, inWord func(byte) bool) string {
	for i > 0 && text[i-1] == ' ' {
		i--
	}
	j := i
	for j > 0 && inWord(text[j-1]) {
		j--
	}
	return text[j:i]
}

// wordAfter is wordBefore for the word that starts at i.
func wordAfter(text string, i int, inWord func(byte) bool) string {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	j := i
	for j < len(text) && inWord(text[j]) {
		j++
	}
	return text[i:j]
}

// notBeside are words next to a figure that say nothing of what it is
// of: how sure it is ("at least"), when it was told ("yesterday"), or
// that there is more ("another", "plus").
var notBeside = map[string]bool{"least": true, "most": true, "just": true, "only": true, "yesterday": true,
	"tonight": true, "another": true, "every": true, "each": true, "plus": true, "well": true, "back": true,
	// how sure the source is: "probably 20 seconds"
	"probably": true, "possibly": true, "apparently": true, "reportedly": true, "allegedly": true, "likely": true,
	"certainly": true, "definitely": true}

// relativeTime are the words that make a time one from or to some
// moment ("five days later", "48 seconds left"): two such times may
// count from different ones.
var relativeTime = map[string]bool{"first": true, "next": true, "last": true, "later": true, "earlier": true,
	"past": true, "previous": true, "ago": true, "before": true, "after": true, "remaining": true, "left": true}

// onlyVagueCovering reports whether article id gives in group g no
// figure but vague ones that cover v ("hundreds of thousands of villagers
// fled" beside its "675,000 villagers"), or none: then v may join g as
// the article's exact word for the same fact.
func onlyVagueCovering(g *Group, id string, v float64) bool {
	for _, c := range g.claims[id] {
		if x := g.Values[c.v]; !x.Approx || v < x.low || v > x.high {
			return false
		}
	}
	return true
}

// nearSize reports whether a claim of value v in group a and one of a
// figure within a hundredth of it (nearly) in group b have sentences
// sharing a word besides them.
func nearSize(a, b *Group, v float64) bool {
	return claimsShare(a, b, v, 1, func(w float64) bool { return nearly(w, v) })
}

// onlyValue reports whether every figure of group g is v.
func onlyValue(g *Group, v float64) bool {
	for _, x := range g.Values {
		if x.Value != v {
			return false
		}
	}
	return true
}

// sameSentenceWords reports whether a claim of value v in group a and
// one in group b have sentences sharing at least n words besides it.
func sameSentenceWords(a, b *Group, v float64, n int) bool {
	return claimsShare(a, b, v, n, func(w float64) bool { return w == v })
}

// claimsShare reports whether a claim of value v in group a and one in
// group b whose value matches have sentences sharing at least n words.
func claimsShare(a, b *Group, v float64, n int, matches func(float64) bool) bool {
	for _, ca := range a.claims {
		for _, x := range ca {
			if a.Values[x.v].Value != v {
				continue
			}
			for _, cb := range b.claims {
				for _, y := range cb {
					if matches(b.Values[y.v].Value) && sharedWords(x.ctx, y.ctx) >= n {
						return true
					}
				}
			}
		}
	}
	return false
}

// hasStem reports whether the sorted stems of a context hold s.
func hasStem(stems []string, s string) bool {
	_, ok := slices.BinarySearch(stems, s)
	return ok
}

// sharedWords counts the words two sorted contexts (contextOf) share.
func sharedWords(a, b []string) int {
	n := 0
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] == b[j]:
			n++
			i++
			j++
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return n
}

// distinctive reports a figure with three significant digits or more:
// two reports giving it of one thing give one fact.
func distinctive(v float64) bool {
	v = math.Abs(v)
	for v != math.Trunc(v) && v < 1e15 {
		v *= 10
	}
	for v >= 10 && math.Mod(v, 10) == 0 {
		v /= 10
	}
	return v >= 100
}

// moveValue moves the claims of value v, and its statements, from group
// g (of one source: one article or copies of one text) into group to; g
// keeps the rest, and loses each article that has nothing left.
func moveValue(g, to *Group, v float64) {
	index := map[int]int{} // g's value index → its index in what g keeps
	var values []Value
	ids := g.ids[:0]
	for _, id := range g.ids {
		var keep []claim
		for _, c := range g.claims[id] {
			x := g.Values[c.v]
			if x.Value != v {
				i, ok := index[c.v]
				if !ok {
					i = len(values)
					index[c.v] = i
					values = append(values, x)
				}
				c.v = i
				keep = append(keep, c)
				continue
			}
			moveClaim(to, id, c, x)
		}
		var stated []float64
		for _, x := range g.stated[id] {
			if x == v {
				to.stated[id] = append(to.stated[id], x)
			} else {
				stated = append(stated, x)
			}
		}
		g.stated[id], g.claims[id] = stated, keep
		if len(keep) > 0 {
			ids = append(ids, id)
		}
	}
	g.ids, g.Values = ids, values
	if len(ids) == 0 {
		g.ids, g.Values = nil, nil
	}
}

// moveClaim adds claim c of article id, of value x, to group to: under
// to's value that is x (a new one where to has none), article id among
// the value's articles.
func moveClaim(to *Group, id string, c claim, x Value) {
	i := slices.IndexFunc(to.Values, func(y Value) bool { return y.is(x.Value, x.Approx, x.Parts) })
	if i < 0 {
		to.Values = append(to.Values, Value{Value: x.Value, Approx: x.Approx, Parts: x.Parts, Text: x.Text, low: x.low, high: x.high})
		i = len(to.Values) - 1
	}
	y := &to.Values[i]
	for j, a := range x.Articles {
		if a == id && !slices.Contains(y.Articles, a) {
			y.Articles = append(y.Articles, a)
			y.At = append(y.At, x.At[j])
		}
	}
	c.v = i
	if to.claims[id] == nil {
		to.ids = append(to.ids, id)
	}
	to.claims[id] = append(to.claims[id], c)
}

// normalized is q as compareQuantities groups it: an age under its
// person's key, a count of children under its parent's, and a year
// that is the article's own dropped.
func normalized(q Quantity, d Doc, person people) Quantity {
	if personHeld(q) {
		q.Qualifier = person.key(q)
	}
	if parent := person.parentOf(q, d.ID); parent != "" {
		q.Thing, q.Qualifier = thingChildren, parent+"'s" // "S. Jones's children"
	}
	q.Year = relativeYear(q.Year, d.Date) // "16 months ago": the year it was
	if q.Year != "" && q.Year == year(d.Date) {
		q.Year = "" // the article's own year: its own event
	}
	return q
}

// personHeld reports whether q is a figure of one person, keyed by
// that person's name: an age, a player's statistic, a height or weight.
func personHeld(q Quantity) bool {
	return isAge(q.Thing) || isStat(q.Thing) || isBody(q)
}

// judge counts the independent sources of each value of g and gives g
// its verdict.
func judge(g *Group, docs []Doc, groupOf, dayOf, sourceOf map[string]string, dayNumber map[string]int, sums map[string][]sumAt) Group {
	for i := range g.Values {
		seen := map[string]bool{}
		for _, a := range g.Values[i].Articles {
			seen[groupOf[a]] = true
		}
		g.Values[i].Independent = len(seen)
	}
	g.day, g.source, g.dayNumber, g.sums = dayOf, sourceOf, dayNumber, sums
	g.rising = risingSources(g, docs, sourceOf)
	explainBreakdowns(g)
	g.Verdict, g.Note = verdict(g)
	if (g.Verdict == Agree || g.Verdict == Approximate) && sources(*g, groupOf) < 2 {
		// Copies of one text agreeing, or giving one vague figure
		// ("dozens more") in each copy, compare nothing across sources.
		g.Verdict, g.Note = SingleSource, ""
	}
	return *g
}

// contextWord returns Group.Context for g, a group of money or a
// measure that nothing else narrows: the word of content right before
// or after its figures in more of its articles than any other, two at
// least; "" where no word is shared. textOf holds the articles' texts.
func contextWord(g *Group, textOf map[string]string) string {
	byWord := map[string]map[string]bool{} // a word → the articles that put it beside a figure
	var order []string
	for _, v := range g.Values {
		for _, at := range v.At {
			t := textOf[at.Article]
			if at.Start < 0 || at.End > len(t) || at.Start > at.End {
				continue
			}
			before, after := wordsBeside(t, at.Start, at.End, currencyThings[g.Thing])
			for _, w := range [2]string{before, after} {
				if w = strings.ToLower(w); w == "" {
					continue
				}
				if byWord[w] == nil {
					byWord[w] = map[string]bool{}
					order = append(order, w)
				}
				byWord[w][at.Article] = true
			}
		}
	}
	best := ""
	for _, w := range order {
		if n := len(byWord[w]); n >= 2 && n > len(byWord[best]) {
			best = w
		}
	}
	if best == "" {
		best = sharedName(g, textOf)
	}
	return best
}

// sharedName returns the name that the sentences of more of g's
// articles hold than any other, two at least, the nearest to the figures
// of those ("BNP Paribas could lose up to 350 million euros (470 million
// dollars)", "BNP Paribas has estimated ... could lead to euro350
// million ($466.9 million)"): whose money or measure it is, where no
// word beside the figures says; "" where none is shared. A name is a
// run of capitalized words past the sentence's first, or one word of
// it ("Hentsch" of "Banque Benedict Hentsch"), not a month, a day or a
// nationality.
func sharedName(g *Group, textOf map[string]string) string {
	type seen struct {
		articles map[string]bool
		dist     int // the least distance to a figure, summed over articles
	}
	byName := [2]map[string]*seen{{}, {}} // whole runs, and their words
	var order [2][]string
	add := func(part int, name, article string, dist int) {
		if len(name) < 3 || textproc.InLower(months, name) || textproc.InLower(weekdays, name) ||
			!strings.Contains(name, " ") && (nationality(name) || textproc.IsStopwordFold(name)) {
			return // a month, a day, a nation, or a word such as "The" that opens a sentence the bytes did not show
		}
		n := byName[part][name]
		if n == nil {
			n = &seen{articles: map[string]bool{}}
			byName[part][name] = n
			order[part] = append(order[part], name)
		}
		if !n.articles[article] {
			n.articles[article] = true
			n.dist += dist
		}
	}
	sentenceEnd := func(t string, i int) bool { return t[i] == '.' && (i+1 == len(t) || t[i+1] == ' ' || t[i+1] == '\n') }
	for _, v := range g.Values {
		for _, at := range v.At {
			t := textOf[at.Article]
			if at.Start < 0 || at.End > len(t) || at.Start > at.End {
				continue
			}
			from, to := at.Start, at.End // the sentence around the figure
			for from > 0 && !sentenceEnd(t, from-1) && at.Start-from < 300 {
				from--
			}
			for to < len(t) && !sentenceEnd(t, to) && to-at.End < 300 {
				to++
			}
			// runs of capitalized words, read off the bytes: most of a
			// sentence's words are not names, and none is lower-cased
			first := true // the sentence's opening word
			runStart, runEnd := -1, -1
			flush := func() {
				if runStart < 0 {
					return
				}
				name := strings.TrimSuffix(strings.TrimSuffix(t[runStart:runEnd], "'s"), "'") // "Geneva's"
				if !strings.Contains(name, " ") && (SpelledNumber(name) > 0 || inLowerCase(t, name)) {
					// one capitalized word the text also writes in lower
					// case, or a number: a sentence's opening word
					// ("Authorities said", "Two weeks later"), no name
					runStart = -1
					return
				}
				add(0, name, at.Article, max(at.Start-runEnd, runStart-at.End))
				// each run of its words, at its own distance: "Sao
				// Paulo" of "Sao Paulo Bovespa" and of "Sao Paulo's"
				var starts, ends []int
				for ws := runStart; ws < runStart+len(name); {
					we := ws + strings.IndexByte(name[ws-runStart:]+" ", ' ')
					starts, ends = append(starts, ws), append(ends, we)
					ws = we + 1
				}
				for a := range starts {
					for b := a; b < len(ends); b++ {
						add(1, t[starts[a]:ends[b]], at.Article, max(at.Start-ends[b], starts[a]-at.End))
					}
				}
				runStart = -1
			}
			for i := from; i < to; {
				r, n := utf8.DecodeRuneInString(t[i:])
				if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
					if r != ' ' || runStart >= 0 && i+1 < to && !unicode.IsUpper(rune(t[i+1])) {
						flush() // a mark, or a space before a word in lower case
					}
					i += n
					continue
				}
				j := i + n
				for j < to && (isWordByte(t[j]) || (t[j] == '\'' || t[j] == '-' || t[j] == '.') && j+1 < to && isWordByte(t[j+1])) {
					j++
				}
				upper := unicode.IsUpper(r) && !(i >= at.Start && i < at.End)
				if upper && first && textproc.IsStopword(strings.ToLower(t[i:j])) {
					upper = false // "The" opening the sentence is no name; "BNP" is
				}
				first = false
				switch {
				case upper && runStart < 0:
					runStart, runEnd = i, j
				case upper:
					runEnd = j
				default:
					flush()
				}
				i = j
			}
			flush()
		}
	}
	for part := range byName { // a whole name two sentences share, else a word of one
		best := ""
		for _, name := range order[part] {
			n, b := byName[part][name], byName[part][best]
			switch {
			case len(n.articles) < 2:
			case b == nil || len(n.articles) > len(b.articles),
				len(n.articles) == len(b.articles) && strings.Count(name, " ") > strings.Count(best, " "),
				len(n.articles) == len(b.articles) && strings.Count(name, " ") == strings.Count(best, " ") && (n.dist < b.dist || n.dist == b.dist && len(name) > len(best)):
				best = name
			}
		}
		if best != "" {
			return best
		}
	}
	return ""
}

// inLowerCase reports whether text holds the capitalized word w
// ("Authorities") in lower case too, as a word of its own: a common
// word, which a capital opening a sentence does not make a name. It
// allocates nothing: it looks for w past its first letter.
func inLowerCase(text, w string) bool {
	if len(w) < 2 || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	first, tail := w[0]+'a'-'A', w[1:]
	for i := 1; i < len(text); {
		k := strings.Index(text[i:], tail)
		if k < 0 {
			return false
		}
		k += i
		if text[k-1] == first && (k-1 == 0 || !isWordByte(text[k-2])) && (k+len(tail) == len(text) || !isWordByte(text[k+len(tail)])) {
			return true
		}
		i = k + 1
	}
	return false
}

// is reports whether v is the value given: the same figure, as vague,
// from the same parts.
func (v Value) is(value float64, approx bool, parts []float64) bool {
	return v.Value == value && v.Approx == approx && slices.Equal(v.Parts, parts)
}

// addValue adds a claim of article id to g, merging equal values, and
// returns the index of its value.
func addValue(g *Group, id string, q Quantity) int {
	for i := range g.Values {
		v := &g.Values[i]
		if v.is(q.Value, q.Approx, q.Parts) {
			if !slices.Contains(v.Articles, id) {
				v.Articles = append(v.Articles, id)
				v.At = append(v.At, Place{id, q.Start, q.End})
			}
			return i
		}
	}
	g.Values = append(g.Values, Value{Value: q.Value, Approx: q.Approx, Parts: q.Parts, Text: q.Text, Articles: []string{id},
		At: []Place{{id, q.Start, q.End}}, low: q.Low, high: q.High})
	return len(g.Values) - 1
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

// verdict judges a group's values by comparing the claims of each pair
// of articles that speak of one fact (align): exact values that differ
// conflict, unless one is a breakdown (a sum of parts) and the other a
// total — a different granularity — or the two are of different days or
// one source's versions (superseded); a vague value agrees approximately
// when it covers the exact one and conflicts when it does not, and
// agrees with the same vague value ("some 80 percent" in each). Values
// of one group that no two articles pair ("14 injured" in last month's
// collapse beside "8 injured" today) are different facts, not a dispute;
// so are two paired values an order of magnitude apart (farApart). A
// group whose figures were each agreed on and never weighed against each
// other is marked apart, and splitApart gives each its own group.
func verdict(g *Group) (string, string) {
	if articles(*g) < 2 {
		return SingleSource, ""
	}
	if g.Qualifier == "" && g.Role == "" && playNouns[g.Thing] {
		// "five points during a 15-2 run", "played in 10 games": a game's
		// figures held by no player are several players', several games'
		return severalThings(g)
	}
	if severalPeople(g) {
		// their ages agree where two articles give one, and are set
		// against each other only where two articles name as many
		// people and differ in one: "an 11-year-old boy ... a
		// 15-year-old boy" against "an 11-year-old boy ... a
		// 14-year-old boy"
		if d := oddAges(g); len(d) > 1 {
			return Conflict, joinNumbers(d, " vs ")
		}
		// each person's age a row of its own where sources agree on each:
		// "the woman", 20 and 26, are two women
		return severalThings(g)
	}
	if sizeUnit(g.Thing) && g.Qualifier != "" && (g.Thing == "yard" || productSize(g) || slices.ContainsFunc(g.ids, func(id string) bool {
		return slices.ContainsFunc(g.claims[id], func(c claim) bool { return len(sentenceValues(g, id, c)) > 1 })
	})) {
		// a sentence that gives two sizes of the noun ("the 15-inch and
		// 17-inch MacBook Pro") shows it names several things, a product
		// line's models, and yards as a modifier are a game's plays and
		// places on the field ("a 41-yard touchdown pass", "the 16-yard
		// line"): each size a row of its own, none disputed
		return severalThings(g)
	}
	const (
		agree = iota
		approximate
		superseded
		granularity
		conflict
	)
	result := agree
	var notes []string
	note := func(r int, n string) {
		result = max(result, r)
		if !slices.Contains(notes, n) {
			notes = append(notes, n)
		}
	}
	// exact figures a vague one does not cover, by its words, shown in
	// one note ("\"more than 190\" does not cover 162, 155 or 173")
	var uncovered map[string][]float64
	notCovered := func(vague string, v float64) {
		result = conflict
		p := strconv.Quote(vague) + " does not cover "
		if uncovered == nil {
			uncovered = map[string][]float64{}
		}
		if slices.Contains(uncovered[vague], v) {
			return
		}
		uncovered[vague] = append(uncovered[vague], v)
		n := p + orList(g.Thing, uncovered[vague])
		if i := slices.IndexFunc(notes, func(s string) bool { return strings.HasPrefix(s, p) }); i >= 0 {
			notes[i] = n
			return
		}
		notes = append(notes, n)
	}
	var disputed, updated []Value // values of conflicting, of updated pairs
	offence := ""                 // the offence every disputed pair's counts of charges are of
	offenceRead := false          // offence is set
	agreed := false               // two articles give one figure as one fact
	weighed := false              // two unlike figures were set against each other
	// A source whose figures only rise has its last one; an earlier one
	// (the wire's 23 killed before its 41) is its own update, not a
	// dispute with another source's 43.
	latest := map[string]float64{}
	for id, vs := range g.stated {
		if src := g.source[id]; src != "" && g.rising[src] && len(vs) > 0 {
			latest[src] = max(latest[src], slices.Max(vs))
		}
	}
	// outdated reports whether every article giving v has since given a
	// higher figure of its own.
	outdated := func(v Value) bool {
		for _, id := range v.Articles {
			src := g.source[id]
			if src == "" || !g.rising[src] || len(v.Parts) > 1 || v.Value >= latest[src] {
				return false
			}
		}
		return len(v.Articles) > 0
	}
	addOnce := func(vs []Value, v Value) []Value {
		for _, w := range vs {
			if w.Value == v.Value && w.Approx == v.Approx {
				return vs
			}
		}
		return append(vs, v)
	}
	for i, a := range g.ids {
		for _, b := range g.ids[i+1:] {
			if apartInTime(g, a, b) {
				continue // one thing at two times: no dispute, no update
			}
			for _, p := range align(g.claims[a], g.claims[b]) {
				x, y := g.Values[g.claims[a][p[0]].v], g.Values[g.claims[b][p[1]].v]
				if farApart(x, y) {
					continue
				}
				if x.Value != y.Value && isAge(g.Thing) && anyoneNoun[g.Qualifier] && sharedWords(g.claims[a][p[0]].ctx, g.claims[b][p[1]].ctx) < rolelessShared {
					continue // "a 50-year-old man" who tipped off the police, "a 48-year-old man" shot: two men
				}
				if x.Value != y.Value && g.claims[a][p[0]].now != g.claims[b][p[1]].now {
					continue // "Danielle Cable, now 21," and "Danielle Cable, 17," on the night: two times
				}
				if x.Value != y.Value && g.claims[a][p[0]].part != g.claims[b][p[1]].part {
					continue // "two of the statues" against "four statues": a part and its whole
				}
				if sa, sb := g.claims[a][p[0]].stage, g.claims[b][p[1]].stage; sa != sb && sa != NoStage && sb != NoStage {
					continue // "convicted on seven counts" and "arrested on 10 charges": two stages of a case
				}
				if currencyThings[g.Thing] && max(x.Value, y.Value) >= 1.25*min(x.Value, y.Value) && witnessed(g, x.Value, y.Value) {
					// an article gives both sums, in sentences of their
					// own: two sums ("a £4,000 commission from Ian
					// Greer", "a £10,000 fee from Mobil")
					continue
				}
				if x.Value != y.Value {
					weighed = true
				}
				if x.Value != y.Value && sameTime(g, a, b) {
					// "six charges of ill treatment and two of common
					// assault" against "eight charges"
					n, sums, ok := partsOf(g, a, g.claims[a][p[0]], g.claims[b][p[1]])
					if n == "" && ok {
						n, sums, ok = partsOf(g, b, g.claims[b][p[1]], g.claims[a][p[0]])
					}
					if !ok {
						continue
					}
					if n != "" && sums {
						agreed = true // "6 + 2 = 8": the parts told as their whole
						note(agree, n)
						continue
					}
					if n != "" {
						note(granularity, n)
						continue
					}
				}
				if coarse, full := x, y; !x.Approx && !y.Approx {
					if !roundingOf(g.Thing, x.Value, y.Value) {
						coarse, full = y, x
					}
					if roundingOf(g.Thing, coarse.Value, full.Value) {
						note(approximate, fmt.Sprintf("%q is %q rounded", coarse.Text, full.Text))
						continue
					}
				}
				if x.Approx != y.Approx {
					vague, exact, own := x, y, a
					if y.Approx {
						vague, exact, own = y, x, b
					}
					if slices.ContainsFunc(g.claims[own], func(c claim) bool {
						v := g.Values[c.v]
						return !v.Approx && (v.Value < vague.low || v.Value > vague.high)
					}) {
						// "eight soldiers" and "dozens of soldiers" in one
						// article: the vague figure counts something else.
						continue
					}
					switch {
					case (exact.Value < vague.low || exact.Value > vague.high) && !sameTime(g, a, b) && !fell(g, a, b, x, y):
						// "more than 12,000" a day after "10,000": a toll
						// that grew, as between two exact figures.
						updated = addOnce(addOnce(updated, x), y)
						result = max(result, superseded)
					case (otherMods(g.claims[a][p[0]], g.claims[b][p[1]]) || dayAndToll(g.claims[a][p[0]], g.claims[b][p[1]]) ||
						thingsTogether(g, g.claims[a][p[0]], g.claims[b][p[1]])) && (exact.Value < vague.low || exact.Value > vague.high):
						// "about 25,000 special police" and "40 thousand
						// policemen": other police
					case (exact.Value*vagueApart < vague.low || exact.Value > vague.high*vagueApart) && !toldInOneSentence(g.claims[a][p[0]], g.claims[b][p[1]]):
						// "dozens of children" (one man's) and "439
						// children" (taken from a ranch): a vague figure
						// is a source's word for about so many, not for a
						// third or three times as many, unless one
						// sentence tells both ("dozens of people were
						// killed", "the attack killed 500 people")
					case exact.Value < vague.low || exact.Value > vague.high:
						notCovered(vague.Text, exact.Value)
					default:
						note(approximate, fmt.Sprintf("%q is approximate", vague.Text))
					}
					continue
				}
				if x.Approx && x.Value == y.Value {
					agreed = true // one vague figure, given alike: "some 80 percent" in each
					continue
				}
				if x.Approx {
					if ca, cb := g.claims[a][p[0]], g.claims[b][p[1]]; twoEstimates(g, x, y) && sameTime(g, a, b) &&
						(g.source[a] == "" || g.source[a] != g.source[b]) && !otherMods(ca, cb) && !alsoGiven(g, a, b, ca, cb) {
						// "about 240,000 barrels" and "about 260,000
						// barrels" spilled: two sources' estimates of
						// one fact, which differ
						disputed = addOnce(addOnce(disputed, x), y)
						result = max(result, conflict)
						continue
					}
					note(approximate, "") // two vague figures
					continue
				}
				if x.Value == y.Value {
					agreed = true
					continue
				}
				ca, cb := g.claims[a][p[0]], g.claims[b][p[1]]
				if roundup(g.stated[a]) && !ca.toll || roundup(g.stated[b]) && !cb.toll {
					// one of the two counts the thing place by place (not
					// in its toll: "a total death toll of five")
					continue
				}
				if otherMods(ca, cb) {
					continue // "5,000 troops" and "more than 1,000 combat troops": other troops
				}
				if ca.offence != cb.offence && !(ca.stage != NoStage && ca.stage == cb.stage && !ca.all && !cb.all && distinct(g.stated[a]) == 1 && distinct(g.stated[b]) == 1) {
					// "three charges of indecent assault" against "two
					// counts of rape", or against "all four counts":
					// charges of another offence, or of all of them; but
					// two articles' only counts of the charges a case
					// came to at one stage are its whole ("convicted on
					// seven charges", "convicted on eight charges of
					// sexually abusing boys")
					continue
				}
				if dayAndToll(ca, cb) || ca.days != 0 && cb.days != 0 && ca.days&cb.days == 0 {
					// "eight died on Sunday" is a day's part of "the
					// toll rose to 13", and not Tuesday's six
					continue
				}
				for _, c := range [][2]claim{{ca, cb}, {cb, ca}} {
					if v := g.Values[c[1].v]; len(c[0].parts) > 1 && len(v.Parts) < 2 {
						note(granularity, fmt.Sprintf("%s = %s vs %s", joinNumbers(c[0].parts, " + "), FormatFigure(g.Values[c[0].v].Value), FormatFigure(v.Value)))
					}
				}
				xs, ys := len(x.Parts) > 1, len(y.Parts) > 1
				switch {
				case xs && !ys:
					note(granularity, fmt.Sprintf("%s = %s vs %s", joinNumbers(x.Parts, " + "), FormatFigure(x.Value), FormatFigure(y.Value)))
				case ys && !xs:
					note(granularity, fmt.Sprintf("%s = %s vs %s", joinNumbers(y.Parts, " + "), FormatFigure(y.Value), FormatFigure(x.Value)))
				case ca.nation != cb.nation && !slices.Contains(g.stated[a], y.Value) && !slices.Contains(g.stated[b], x.Value) && sameTime(g, a, b):
					// "five Americans" against "23 people" killed: a
					// part of the count, or a count told another way
					one, other := claimWords(x, ca), claimWords(y, cb)
					if one > other {
						one, other = other, one // each pair once, whichever article came first
					}
					note(granularity, one+" vs "+other)
				case !isAge(g.Thing) && otherPlaces(ca, cb):
					// two places, two facts: marches in two cities
				case toldApart(g, ca, cb):
					// two facts: two sets of people, two votes
				case !xs && ca.toll && cb.toll && g.source[a] != "" && g.source[a] == g.source[b] && !slices.Contains(g.stated[a], y.Value) && !slices.Contains(g.stated[b], x.Value):
					// one wire's toll in two versions of a day ("has
					// reached 83", then "reached 85 on Saturday"): its update
					updated = addOnce(addOnce(updated, x), y)
					result = max(result, superseded)
				case !alsoGiven(g, a, b, ca, cb) && (xs || sameTime(g, a, b)):
					disputed = addOnce(addOnce(disputed, x), y)
					result = max(result, conflict)
					if !offenceRead {
						offence, offenceRead = ca.offence, true // (ca's is cb's: charges of two offences were passed over)
					} else if offence != ca.offence {
						offence = "" // disputes of two offences, or of one and of none: none named
					}
				case !xs && (!sameTime(g, a, b) || g.day[a] != "" && g.day[b] != "") && !fell(g, a, b, x, y) && !slices.Contains(g.stated[a], y.Value) && !slices.Contains(g.stated[b], x.Value):
					updated = addOnce(addOnce(updated, x), y)
					result = max(result, superseded)
				case !xs:
					// undated, one article giving both figures: two facts,
					// neither an update nor a dispute of the other
				}
			}
		}
	}
	if len(disputed) > 0 {
		slices.SortStableFunc(disputed, func(x, y Value) int { return cmpIndex(g, x, y) })
		// The dispute as it stands: a figure its own source has since
		// raised is shown as that source's update, beside the dispute.
		current, old := disputed, []Value(nil)
		for _, v := range disputed {
			if outdated(v) {
				old = append(old, v)
			}
		}
		if len(disputed)-len(old) >= 2 {
			current = slices.DeleteFunc(slices.Clone(disputed), outdated)
			raisedTo := map[float64]bool{} // each outdated figure's source's last
			for _, v := range old {
				for _, id := range v.Articles {
					raisedTo[latest[g.source[id]]] = true
				}
			}
			for _, w := range g.Values {
				if raisedTo[w.Value] {
					old = addOnce(old, w)
				}
			}
		} else {
			old = nil
		}
		// a disputed figure's own words show it vague ("about 240,000
		// barrels"): no note says so again beside the dispute
		notes = slices.DeleteFunc(notes, func(n string) bool {
			return slices.ContainsFunc(current, func(v Value) bool { return v.Approx && n == fmt.Sprintf("%q is approximate", v.Text) })
		})
		// each figure once, though given exactly and vaguely ("some 75
		// kilometres", "75 kilometres")
		var figures []float64
		for _, v := range current {
			if !slices.Contains(figures, v.Value) {
				figures = append(figures, v.Value)
			}
		}
		lead := []string{joinFigures(g.Thing, figures, " vs ")}
		if offence != "" {
			lead[0] += " " + offence // "5 vs 6 of criminal mischief": which of a list of charges
		}
		if len(old) > 0 {
			lead = append(lead, updates(g, old))
		}
		notes = append(lead, notes...)
	} else if len(updated) > 0 {
		notes = append([]string{updates(g, updated)}, notes...)
	}
	notes = slices.DeleteFunc(notes, func(n string) bool { return n == "" })
	// one note for a vague figure near some figures and far from others:
	// "\"over 50\" is approximate but does not cover 80 or 35", not two
	for vague := range uncovered {
		quoted := strconv.Quote(vague)
		i := slices.Index(notes, quoted+" is approximate")
		j := slices.IndexFunc(notes, func(n string) bool { return strings.HasPrefix(n, quoted+" does not cover ") })
		if i >= 0 && j >= 0 {
			notes[i] += " but" + notes[j][len(quoted):]
			notes = slices.Delete(notes, j, j+1)
		}
	}
	if result == agree && !agreed && distinct(values(g.Values)) > 1 {
		return DifferentThing, ""
	}
	g.apart = result == agree && agreed && !weighed && distinct(values(g.Values)) > 1 && !slices.ContainsFunc(g.Values, func(v Value) bool { return len(v.Parts) > 1 })
	return []string{Agree, Approximate, Superseded, Granularity, Conflict}[result], strings.Join(notes, "; ")
}

// productSize reports whether g's sizes name a product by its name, as
// "the 15-inch MacBook Pro" and "the 13-inch MacBook Pro" do: two
// models, never one size disputed.
func productSize(g *Group) bool {
	return slices.ContainsFunc(g.Values, func(v Value) bool {
		w := v.Text[strings.LastIndexByte(v.Text, ' ')+1:]
		r, _ := utf8.DecodeRuneInString(w)
		return unicode.IsUpper(r) && strings.EqualFold(w, g.Qualifier)
	})
}

// witnessed reports whether an article of the story gives both sums x
// and y, each in a sentence without the other, whatever group its sums
// were read under ("a £10,000 fee" and "a £4,000 commission"): two
// sums, which no article disputes with the other.
func witnessed(g *Group, x, y float64) bool {
	at := func(ss []sumAt, v float64) []sumAt { // the sums of value v, ss sorted by value
		i := sort.Search(len(ss), func(i int) bool { return ss[i].value >= v })
		j := i
		for j < len(ss) && ss[j].value == v {
			j++
		}
		return ss[i:j]
	}
	for _, ss := range g.sums {
		xs := at(ss, x)
		if len(xs) == 0 {
			continue
		}
		for _, sy := range at(ss, y) {
			if slices.ContainsFunc(xs, func(sx sumAt) bool { return sx.sent != sy.sent }) {
				return true
			}
		}
	}
	return false
}

// alsoGiven reports whether article a gives cb's figure too, or b
// ca's: then the two articles' figures are two facts, neither disputing
// the other, unless the pair is told in one frame ("the elevator car,
// which was eight stories below" and "the elevator car, which was six
// stories below") that the article's own claim of the other figure
// lacks ("plunging eight stories down"), in sentences told alike: the
// article disputes the other about the fact the pair speaks of,
// whatever else it says.
func alsoGiven(g *Group, a, b string, ca, cb claim) bool {
	x, y := g.Values[ca.v].Value, g.Values[cb.v].Value
	aGives, bGives := slices.Contains(g.stated[a], y), slices.Contains(g.stated[b], x)
	if !aGives && !bGives {
		return false
	}
	var frame [2]string // the words the pair shares beside its figures
	for i := range frame {
		if ca.beside[i] != "" && strings.EqualFold(ca.beside[i], cb.beside[i]) {
			frame[i] = ca.beside[i]
		}
	}
	// told alike: most words of the shorter sentence in the longer, not
	// only the frame ("Gigante died while serving a 12-year sentence" in
	// a Missouri prison and "Genovese ran his family from behind bars
	// while serving a 15-year sentence": one frame, two men)
	if n := sharedWords(ca.ctx, cb.ctx); frame == [2]string{} || n < alikeWords || 2*n <= min(len(ca.ctx), len(cb.ctx)) {
		return true
	}
	// framedOtherwise: the article's claims of figure v, each told
	// without the pair's frame
	framedOtherwise := func(id string, v float64) bool {
		n := 0
		for _, c := range g.claims[id] {
			if g.Values[c.v].Value != v {
				continue
			}
			n++
			for i := range frame {
				if frame[i] != "" && strings.EqualFold(frame[i], c.beside[i]) {
					return false
				}
			}
		}
		return n > 0
	}
	return aGives && !framedOtherwise(a, y) || bGives && !framedOtherwise(b, x)
}

// partsOf compares a figure that parts a total with another source's
// figure: where article id gives c's figure and others of g in c's
// sentence ("more than 350 flights were called off at O'Hare and more
// than 150 at Midway", "six charges of ill treatment and two of common
// assault"), they are the parts of one count. The other claim's figure
// is their whole when it is as large as their sum ("more than 600 at
// Chicago's two airports", "eight charges") and every place its
// sentence puts it in or at is named in the parts' sentence: the note
// says so. Below the sum it may be one part told otherwise, or a whole
// that disputes them; of a thing that is no count (a share, a
// magnitude), the figures are no parts of a sum: nothing is said (ok
// false). note is "" and ok true where c's sentence gives one figure.
// sums reports whether the whole is exactly the sum of exact parts: the
// two tell one count alike ("6 + 2 = 8"), no granularity to flag.
func partsOf(g *Group, id string, c, other claim) (note string, sums, ok bool) {
	y := g.Values[other.v]
	parts := sentenceValues(g, id, c)
	if len(parts) < 2 || slices.Contains(g.stated[id], y.Value) || sameOffence(c, other) {
		return "", false, true // (two counts of one offence: no parts and their whole)
	}
	sum := 0.0
	for _, v := range parts {
		sum += v
	}
	if y.Value < sum || !(Quantity{Thing: g.Thing}).IsCount() {
		return "", false, false
	}
	if y.Approx {
		most := 0.0 // the most the parts may sum to: "more than 350" and "more than 150" may be 750
		for _, o := range g.claims[id] {
			if v := g.Values[o.v]; o.sent == c.sent {
				most += max(v.high, v.Value)
			}
		}
		if y.low > most {
			return "", false, false // "three ... and five women" are no parts of "dozens of women prisoners"
		}
	}
	for _, p := range other.places {
		if _, found := slices.BinarySearch(c.ctx, p); !found {
			return "", false, false // "15 killed in Idlib and nine in Aleppo" are no part of "104 killed in Homs"
		}
	}
	sums = !y.Approx && y.Value == sum && !slices.ContainsFunc(g.claims[id], func(o claim) bool {
		return o.sent == c.sent && g.Values[o.v].Approx
	})
	if sums {
		return joinNumbers(parts, " + ") + " = " + FormatFigure(y.Value), true, true
	}
	return joinNumbers(parts, " + ") + " vs " + FormatFigure(y.Value), false, true
}

// sentenceValues returns the distinct values article id gives in g in
// the sentence of its claim c.
func sentenceValues(g *Group, id string, c claim) []float64 {
	if len(g.claims[id]) < 2 {
		return nil // most articles give a group one figure: no slice to make
	}
	var vs []float64
	for _, o := range g.claims[id] {
		if v := g.Values[o.v]; o.sent == c.sent && !slices.Contains(vs, v.Value) {
			vs = append(vs, v.Value)
		}
	}
	return vs
}

// oddAges returns the ages of a group of several people that two
// articles dispute: each names as many people, two at least, and all
// their ages but one each agree. The ages are in the group's order.
func oddAges(g *Group) []float64 {
	var out []float64
	for i, a := range g.ids {
		as := slices.Compact(slices.Sorted(slices.Values(g.stated[a])))
		for _, b := range g.ids[i+1:] {
			bs := slices.Compact(slices.Sorted(slices.Values(g.stated[b])))
			if len(as) != len(bs) || len(as) < 2 {
				continue
			}
			onlyA := slices.DeleteFunc(slices.Clone(as), func(v float64) bool { return slices.Contains(bs, v) })
			onlyB := slices.DeleteFunc(slices.Clone(bs), func(v float64) bool { return slices.Contains(as, v) })
			if len(onlyA) == 1 && len(onlyB) == 1 {
				for _, v := range []float64{onlyA[0], onlyB[0]} {
					if !slices.Contains(out, v) {
						out = append(out, v)
					}
				}
			}
		}
	}
	slices.SortStableFunc(out, func(x, y float64) int {
		return slices.IndexFunc(g.Values, func(v Value) bool { return v.Value == x }) - slices.IndexFunc(g.Values, func(v Value) bool { return v.Value == y })
	})
	return out
}

// severalPeople reports whether g holds the ages of several people under
// one word: a person named by a role ("the woman", "the boy") whom one
// article gives two ages, as a story of several victims does ("a
// 30-year-old woman ... a month later a 26-year-old woman").
func severalPeople(g *Group) bool {
	if !isAge(g.Thing) || g.Qualifier == "" {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(g.Qualifier); !unicode.IsLower(r) {
		return false // a name
	}
	for _, vs := range g.stated {
		if distinct(vs) > 1 {
			return true
		}
	}
	return false
}

// chargeWords returns the words of text after count q when q counts
// charges, where what they are of is said, or "": a slice of text for
// offenceAfter.
func chargeWords(text string, q Quantity) string {
	if q.Thing != "charge" || q.End >= len(text) {
		return ""
	}
	return text[q.End:min(len(text), q.End+80)]
}

// allCharges reports a count of charges that text says is all of
// them: "all four counts", "all the 12 charges".
func allCharges(text string, q Quantity) bool {
	if !chargeThing(q.Thing) || q.Start > len(text) {
		return false
	}
	before := strings.ToLower(strings.TrimRight(text[max(0, q.Start-9):q.Start], " "))
	before = strings.TrimSuffix(before, " the")
	return before == "all" || strings.HasSuffix(before, " all")
}

// modifiers returns the lower-case words that stand between the number
// of count q and its noun and narrow what it counts ("more than 1,000
// combat troops": "combat"; "seven top Russian government officials":
// "government top"), sorted and joined; "" for other figures. Words of
// vagueness, numbers, names and nationalities (the qualifier's), event
// words ("wounded civilians") and words of more or other are left out.
func modifiers(text string, q Quantity) string {
	if isDistance(q.Thing) {
		return bearing(text, q.End)
	}
	if !q.IsCount() || q.Partitive || q.Subset || q.Composite || q.End > len(text) || q.Start >= q.End {
		return unknownMods
	}
	if w := pickedOutOf(text, q); w != "" {
		return "one of, " + w // "one of seven defendants facing sentences", "the first of 29 defendants to take the stand"
	}
	span := text[q.Start:q.End]
	if sp := strings.IndexByte(span, ' '); sp < 0 || strings.IndexByte(span[sp+1:], ' ') < 0 {
		// a number and its noun, most counts: "191 people", "sixty-five more"
		if sp >= 0 && increments[strings.ToLower(span[sp+1:])] {
			return "more"
		}
		return ""
	}
	toks := tokenize(span, 0)
	first := 0 // past the last word of the number
	for k := range toks {
		if isNumberAt(toks, k) || numberWords[toks[k].lower] > 0 || scales[toks[k].lower] > 0 {
			first = k + 1
		}
	}
	var out []string
	for k := first; k < len(toks); k++ { // past the number; the last word is the noun
		w := toks[k].lower
		if increments[w] {
			out = append(out, "more") // "12 more people", "sixty-five more": added to a count, not one
			continue
		}
		if r, _ := utf8.DecodeRuneInString(toks[k].s); k+1 == len(toks) || !unicode.IsLower(r) || approxBefore[w] || notNarrowing[w] ||
			cueRole(toks, k) != "" || isNumberCompound(w) || describing(w) || strings.ContainsRune(w, '-') {
			continue
		}
		out = append(out, singular(w))
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

// bearing returns the compass direction that follows a distance ending
// at end ("1,200 miles (1,900 kilometers) east of Jakarta": "east"), or
// unknownMods: two distances from one place in directions more than 45
// degrees apart are of two places (East Timor, Aceh), and dispute
// nothing (otherMods).
func bearing(text string, end int) string {
	s := text[end:min(len(text), end+60)]
	for n := 0; n < 4; n++ {
		s = strings.TrimLeft(s, " ;)") // ")": the end of a conversion the distance is in
		if strings.HasPrefix(s, "(") { // a conversion: "(1,900 kilometers)"
			if c := strings.IndexByte(s, ')'); c >= 0 {
				s = s[c+1:]
				continue
			}
			return unknownMods
		}
		i := 0
		for i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z' || s[i] == '-') {
			i++
		}
		w := strings.ToLower(strings.Replace(s[:i], "-", "", 1)) // "north-east"
		if w == "due" {
			s = s[i:]
			continue
		}
		if _, ok := compass[w]; ok {
			return w
		}
		return unknownMods
	}
	return unknownMods
}

// compass are the directions bearing reads, by their angle.
var compass = map[string]int{"north": 0, "northeast": 45, "east": 90, "southeast": 135, "south": 180,
	"southwest": 225, "west": 270, "northwest": 315}

// describing reports whether w, before a counted noun, describes the
// ones counted rather than saying which ones they are: participles and
// adjectives of manner or degree ("retired", "suspected", "recovering",
// "near-simultaneous", "senior", "young"), which sources add or drop
// about one set of people or things.
func describing(w string) bool {
	return describingWords[w] || endsIn(w, "ed", "ing", "ous", "ive", "ful", "less", "able", "ible")
}

var describingWords = map[string]bool{"senior": true, "young": true, "old": true, "elderly": true, "major": true,
	"big": true, "small": true, "large": true, "key": true, "main": true, "prominent": true, "innocent": true,
	"unarmed": true, "top": true, "former": true, "current": true, "possible": true, "alleged": true, "likely": true,
	"few": true, "several": true, "various": true, "different": true, "separate": true, "similar": true}

// increments are the words after a number that make it a count added to
// another ("12 more people", "five new cases"), which no total disputes.
var increments = map[string]bool{"more": true, "additional": true, "further": true, "new": true, "extra": true}

// pickedOutOf returns, for a count that one of its members is picked out
// of ("one of seven defendants", "the first of 29 defendants"), the
// word right after its noun when a clause that narrows it starts there
// ("facing sentences of 40,000 years", "to take the stand", "who
// died"); "" otherwise. Such counts are as many as the clause says, and
// two of them narrowed by other clauses dispute nothing.
func pickedOutOf(text string, q Quantity) string {
	before := strings.ToLower(text[max(0, q.Start-10):q.Start])
	if !strings.HasSuffix(before, "one of ") && !strings.HasSuffix(before, "first of ") && !strings.HasSuffix(before, "last of ") {
		return ""
	}
	w := wordAfter(text, q.End, isWordByte)
	switch lw := strings.ToLower(w); {
	case lw == "who" || lw == "that" || lw == "which" || lw == "to" || strings.HasSuffix(lw, "ing") || strings.HasSuffix(lw, "ed"):
		return lw
	}
	return ""
}

// unknownMods stands for the modifiers of a figure whose words are not
// read for them (a part, a breakdown): it narrows nothing.
const unknownMods = "\x00"

// otherMods reports whether two claims' counts are narrowed by other
// words (modifiers), where both are known.
func otherMods(x, y claim) bool {
	if a, ok := compass[x.mods]; ok {
		if b, ok := compass[y.mods]; ok {
			// "90 miles north" and "125 miles northwest" of Las Vegas may
			// be one place; east and northwest of Jakarta are two
			d := (a - b + 360) % 360
			return min(d, 360-d) > 45
		}
	}
	return x.mods != y.mods && x.mods != unknownMods && y.mods != unknownMods
}

// notNarrowing are the words between a number and its noun that say
// nothing of which ones are counted (increments are read apart).
var notNarrowing = map[string]bool{"of": true, "a": true, "an": true, "the": true, "at": true, "least": true, "as": true,
	"many": true, "much": true, "to": true, "and": true, "or": true, "other": true, "total": true, "all": true,
	"dozen": true, "dozens": true, "hundreds": true, "thousands": true, "millions": true, "some": true, "just": true,
	"only": true, "almost": true, "nearly": true}

// sameOffence reports whether two claims of charges name one offence
// ("five counts of fifth degree criminal mischief", "six counts of
// criminal mischief").
func sameOffence(x, y claim) bool { return x.offence != "" && x.offence == y.offence }

// offenceAfter returns what the charges whose words after them are s
// are of (offenceOf), or "".
func offenceAfter(s string) string {
	if s == "" {
		return ""
	}
	return offenceOf(tokenize(s, 0), 0)
}

// wholeOf returns the index of the count of the whole that the subset
// count qs[j] is part of, when its words give it ("17 of the top 20
// retailers": 20) or the count right before it does ("146 plant
// species, of which 75 are rare": 146), or -1 ("three of them").
func wholeOf(qs []Quantity, j int) int {
	q := qs[j]
	if j+1 < len(qs) && qs[j+1].Start > q.Start && qs[j+1].End <= q.End && qs[j+1].Value > q.Value {
		return j + 1
	}
	if p := j - 1; p >= 0 && q.Partitive && qs[p].Thing == q.Thing && qs[p].Value > q.Value && qs[p].End <= q.Start && q.Start-qs[p].End <= 16 {
		return p // "146 plant species, of which 75 are rare": the count just before
	}
	return -1
}

// nearly reports two figures within a hundredth of each other: figures
// of one measure that two sources give differently, not two measures.
func nearly(a, b float64) bool {
	return a != b && math.Abs(a-b) < 0.01*max(math.Abs(a), math.Abs(b))
}

// minRounded is the least figure that roundingOf tells rounded, but for
// shares: one given with "million" or "billion", where news drops
// decimals.
const minRounded = 1e6

// roundingOf reports whether coarse is full given to fewer digits, as
// news writes them: a share in percent, else a figure in millions or
// billions, of two digits or more, full adding decimals that coarse cuts
// ("420 million" of "420.7 million", "13 billion" of "13.9 billion",
// "89 percent" of "89.4 percent") or rounds to the nearest ("26 million"
// of "25.5 million"). A figure of one digit is no rounding ("4 million"
// against "4.7 million" disputes it), nor one of as many digits ("$160
// million" against "$165 million").
func roundingOf(thing string, coarse, full float64) bool {
	scale := 1.0
	switch {
	case coarse == full:
		return false
	case thing == thingPercent:
	case coarse < minRounded || full < minRounded:
		return false
	case coarse >= 1e9:
		scale = 1e9
	default:
		scale = 1e6
	}
	digits := func(v float64) (n int, place float64) {
		var buf [32]byte
		s := strconv.AppendFloat(buf[:0], v/scale, 'f', -1, 64)
		n, place = len(s), scale
		if dot := slices.Index(s, '.'); dot >= 0 {
			n--
			place /= math.Pow(10, float64(len(s)-dot-1))
		}
		return n, place
	}
	nc, place := digits(coarse)
	nf, _ := digits(full)
	if nc < 2 || nf <= nc {
		return false
	}
	if coarse < full {
		return full-coarse < place // cut
	}
	return coarse-full <= place/2 // rounded up
}

// nationOf returns the nationality a count of people was of when its
// group (of qualifier qual) counts people of every nation, or "".
func nationOf(q Quantity, qual string) string {
	if qual == "" && q.Qualifier != "" && nationality(q.Qualifier) {
		return q.Qualifier
	}
	return ""
}

// claimWords names a claim's figure for a note: "4 Israeli", "3".
func claimWords(v Value, c claim) string {
	if c.nation != "" {
		return FormatFigure(v.Value) + " " + c.nation
	}
	return FormatFigure(v.Value)
}

// dayAndToll reports whether of two claims one counts a toll, a total or
// a running count since a date and the other a day's count (its
// sentence gives the event a day of the week): the day's figure is a
// part of the toll, not a dispute of it.
func dayAndToll(x, y claim) bool {
	toll := func(c claim) bool {
		_, a := slices.BinarySearch(c.ctx, "toll")
		_, b := slices.BinarySearch(c.ctx, "total")
		return a || b
	}
	return toll(x) && !toll(y) && y.days != 0 || toll(y) && !toll(x) && x.days != 0 ||
		x.since != y.since && (x.days != 0 || y.days != 0) // "300 killed since Feb. 15" and "61 killed on Monday"
}

// sayingVerbs are the verbs a report's day follows when it dates the
// report, not the event ("officials said Tuesday").
var sayingVerbs = map[string]bool{"said": true, "says": true, "say": true, "reported": true, "reports": true, "told": true,
	"announced": true, "added": true, "confirmed": true, "stated": true}

// apart is the ratio beyond which two figures of one group are taken
// for different facts: sources disputing a figure give 41 and 43, 25
// and 30, 1 and 4, not 3 and 64 districts or "hundreds of teen-agers"
// and 3 teen-agers, which the group's words brought together.
const apart = 10

// vagueApart is the ratio beyond which an exact figure lies too far
// outside a vague one's bounds ("about 800", "dozens") to dispute it:
// the two count different things. Sources that dispute a vague figure
// stay near it ("more than 300" against 163, "about 20,000" against
// 15,000).
const vagueApart = 3

// toldInOneSentence reports whether the sentence of one claim says
// nothing the other's does not: each word of the shorter is in the
// longer.
func toldInOneSentence(x, y claim) bool {
	n := min(len(x.ctx), len(y.ctx))
	return n > 0 && sharedWords(x.ctx, y.ctx) == n
}

// farApart reports whether two values are an order of magnitude apart
// (apart), so that their sentences cannot dispute one fact: the least
// the larger admits against the most the smaller does ("dozens" admits
// 24, "hundreds" 200).
func farApart(x, y Value) bool {
	if x.Value > y.Value {
		x, y = y, x
	}
	hi, lo := max(x.high, x.Value), y.Value
	if y.low > 0 {
		lo = min(lo, y.low)
	}
	return hi > 0 && lo > apart*hi
}

// cmpIndex orders two values of g as they stand in g.Values.
func cmpIndex(g *Group, x, y Value) int {
	at := func(v Value) int {
		return slices.IndexFunc(g.Values, func(w Value) bool { return w.Value == v.Value && w.Approx == v.Approx })
	}
	return at(x) - at(y)
}

func values(vs []Value) []float64 {
	out := make([]float64, len(vs))
	for i, v := range vs {
		out[i] = v.Value
	}
	return out
}

// explainBreakdowns folds a breakdown into the total its article gives
// beside it ("312 people - 287 passengers and 25 crew"): one claim, whose
// parts are also compared with other sources' totals.
func explainBreakdowns(g *Group) {
	for a, cs := range g.claims {
		for i := 0; i < len(cs); i++ {
			c := g.Values[cs[i].v]
			if len(c.Parts) < 2 {
				continue
			}
			t := slices.IndexFunc(cs, func(t claim) bool {
				v := g.Values[t.v]
				return len(v.Parts) < 2 && !v.Approx && v.Value == c.Value
			})
			if t < 0 {
				continue
			}
			cs[t].parts = c.Parts
			cs = slices.Delete(cs, i, i+1)
			i--
		}
		g.claims[a] = cs
	}
}

// claim is a value an article gives in a group, with the words of its
// sentence that say what the value is about.
type claim struct {
	v      int      // index in Group.Values
	sent   int      // where its sentence starts in its article
	ctx    []string // distinct stems, sorted
	places []string // the names its sentence puts things in or at
	days   uint8    // the days of the week its sentence gives the event (eventDays)
	// all is set on a count of charges that says it is all of them
	// ("all four counts"): the whole, which one offence's count is a
	// part of
	all bool
	// stage is its count's Stage: charges at two stages dispute nothing
	stage Stage
	// nation is the nationality its count was of, in a group of people
	// of all nations ("four Israelis" among the people killed)
	nation string
	// offence is, for a count of charges, what the words after it say
	// the charges were of (offenceOf), read once: charges of two
	// offences, or of one and of none named, dispute nothing; "" for
	// other counts and charges of no offence named.
	offence string
	// parts are the breakdown the article gives of this total.
	parts []float64
	// since is set on a running total counted from a date (sentenceWords)
	since bool
	// mods are the words that narrow a count between its number and its
	// noun ("combat" troops, "special" police, "top government"
	// officials), sorted: counts narrowed otherwise count other things.
	mods string
	// beside are the words of content right before and right after the
	// figure's words (wordsBeside): its frame, "was eight stories below"
	beside [2]string
	// part is set on a part of a whole no figure counts ("eight of the
	// houses", Quantity.Portion): no figure of the whole disputes it
	part bool
	// toll is set where its sentence gives a toll ("the death toll ...
	// has reached 83"): a wire's tolls of one day are its updates
	toll bool
	// now is its Quantity's Now: an age of the report's day
	now bool
}

// align pairs the claims of two articles that speak of one fact: each
// with the other article's claim whose sentence is most alike, when
// that choice is mutual and unique. Two articles that each give one
// value in the group are paired whatever their words.
func align(as, bs []claim) [][2]int {
	best := func(x claim, ys []claim) int {
		bi, bsim, tie := -1, -1.0, false
		for i, y := range ys {
			s := cosine(x.ctx, y.ctx)
			if y.v == x.v {
				s += 1e-9 // an equal value wins a tie: the same fact
			}
			if sameOffence(x, y) {
				s += 1e-6 // "five counts of criminal mischief" of a list of charges: the count of that offence
			}
			switch {
			case s > bsim:
				bi, bsim, tie = i, s, false
			case s == bsim && (y.sent != ys[bi].sent || y.v == ys[bi].v):
				// several figures of one sentence tie as one, its first
				// standing for it ("350 at O'Hare and 150 at Midway")
				tie = true
			}
		}
		if tie {
			return -1
		}
		return bi
	}
	var out [][2]int
	for i, x := range as {
		j := best(x, bs)
		if j >= 0 && best(bs[j], as) == i {
			out = append(out, [2]int{i, j})
		}
	}
	if len(out) < 2 {
		return out
	}
	// A figure an article repeats is one fact: paired with two figures
	// of the other article ("60 people dead" in the lead and "60 people
	// were killed ... in the bombings" against the story's "35" and an
	// earlier attack's "43", told further down), it keeps the pair told
	// first, as news tells its own event before the background.
	first := func(p [2]int) int { return as[p[0]].sent + bs[p[1]].sent }
	slices.SortStableFunc(out, func(p, q [2]int) int { return cmp.Compare(first(p), first(q)) })
	kept := out[:0] // the pairs are few: a scan of those kept, no map
	for _, p := range out {
		va, vb := as[p[0]].v, bs[p[1]].v
		if !slices.ContainsFunc(kept, func(k [2]int) bool {
			ka, kb := as[k[0]].v, bs[k[1]].v
			return ka == va && kb != vb || kb == vb && ka != va
		}) {
			kept = append(kept, p)
		}
	}
	slices.SortFunc(kept, func(p, q [2]int) int { return cmp.Compare(p[0], q[0]) })
	return kept
}

// cosine is the cosine of two sorted sets of stems.
func cosine(x, y []string) float64 {
	if len(x) == 0 || len(y) == 0 {
		return 0
	}
	n := 0
	for i, j := 0, 0; i < len(x) && j < len(y); {
		switch c := strings.Compare(x[i], y[j]); {
		case c == 0:
			n++
			i++
			j++
		case c < 0:
			i++
		default:
			j++
		}
	}
	return float64(n) / math.Sqrt(float64(len(x)*len(y)))
}

// dayOfSaying reports whether the words after a day of the week, rest,
// open what was said on it: "told The Associated Press early Monday
// afternoon that six people were killed", "announced Tuesday that".
func dayOfSaying(rest string) bool {
	w := wordAfter(rest, 0, isLetterByte)
	switch w {
	case "morning", "afternoon", "evening", "night":
		w = wordAfter(rest, strings.Index(rest, w)+len(w), isLetterByte)
	}
	return w == "that"
}

// sentenceWords are what the sentence of a figure says around it: the
// stems of its content words, sorted (a stem is a word's first five
// letters, lower case, so that "collapsed" meets "collapse"), and, as a
// bit set, the days of the week it names as when something happened (a
// day right after a verb of saying, "said Tuesday", "reported on
// Tuesday", is when it was said, and left out).
type sentenceWords struct {
	start  int // where the sentence starts in its text
	stems  []string
	days   uint8
	places []string // the stems of the names after "in" and "at"
	// since is set where the sentence counts from a date ("since Feb.
	// 15", "since March", "since 2011"): a running total
	since bool
}

// contextOf returns the words of the sentence that holds
// text[start:end], the figure's own words left out of its stems, in one
// pass over the sentence.
func contextOf(text string, sents []textproc.Sentence, start, end int) sentenceWords {
	k := sort.Search(len(sents), func(i int) bool { return sents[i].End > start })
	if k == len(sents) {
		return sentenceWords{start: -1 - start} // in no sentence: its own
	}
	s, base := text[sents[k].Start:sents[k].End], sents[k].Start
	// about a stem per eight bytes of the sentence: one allocation
	out := sentenceWords{start: base, stems: make([]string, 0, len(s)/8+1)}
	var p1, p2 string // the two words before, "" past a mark or a figure
	place := false    // the word before was "in" or "at"
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			if !unicode.IsSpace(r) {
				p1, p2 = "", ""
			}
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if !unicode.IsLetter(r) {
				break
			}
			j += n
		}
		w := strings.ToLower(s[i:j])
		if base+i >= end || base+j <= start {
			if len(w) >= 3 && !textproc.IsStopword(w) {
				out.stems = append(out.stems, prefix(w, 5))
			}
		}
		if p1 == "since" && (months[w] || weekdays[w]) {
			out.since = true // "since Feb. 15", "since Monday"
		}
		// a day of the week, unless a verb of saying dates the report by it
		if strings.HasSuffix(w, "day") && !sayingVerbs[p1] && !(p1 == "on" && sayingVerbs[p2]) && !dayOfSaying(s[j:]) {
			if d := slices.Index(dayNames, w); d >= 0 {
				out.days |= 1 << d
			}
		}
		// a place the sentence puts something in or at ("at O'Hare", "in the Idlib area")
		switch { // r is the word's first letter
		case place && unicode.IsUpper(r) && len(w) >= 3 && !months[w] && !weekdays[w]: // "in the Monday attack" is a time
			out.places = append(out.places, prefix(w, 5))
			place = false
		case place && (unicode.IsUpper(r) || w == "the"):
			// "O'" of "O'Hare", "the" of "in the Idlib area": the place
			// is the next word
		default:
			place = w == "in" || w == "at"
		}
		p1, p2 = w, p1
		i = j
		if w == "since" && j+1 < len(s) && s[j] == ' ' && s[j+1] >= '1' && s[j+1] <= '9' {
			out.since = true // "since 2011"
		}
	}
	slices.Sort(out.stems)
	out.stems = slices.Compact(out.stems)
	return out
}

// besideWords is how many words either side of a figure windowWords
// reads.
const besideWords = 4

// isRange reports whether q is read as its low end with a higher one
// above: a range ("43% to 44%", "between 20 and 30 percent") or a lower
// bound, no one figure to set against another's.
func isRange(q Quantity) bool {
	return q.Approx && q.Value == q.Low && q.High > q.Low
}

// timeWords are words of when, beside a figure, that say nothing of
// what it counts ("2.8 percent this year", "2 percent for this year").
var timeWords = map[string]bool{"year": true, "years": true, "month": true, "months": true, "week": true, "weeks": true,
	"day": true, "days": true, "today": true, "annual": true, "annually": true, "yearly": true, "season": true}

// worthWords are words that say a figure is a price, an estimate or a
// share, not of what: "a deal worth $184 million" and "a contract worth
// $150 million" may be two teams' offers.
var worthWords = map[string]bool{"worth": true, "cost": true, "costs": true, "costing": true, "price": true, "priced": true,
	"value": true, "valued": true, "total": true, "totaling": true, "totalling": true, "reported": true, "reportedly": true,
	"estimated": true, "start": true, "starts": true, "starting": true, "rate": true, "share": true}

// windowWords returns the stems (contextOf's) of the words of content
// among the n words either side of text[start:end], sorted, stopping at
// a sentence's end.
func windowWords(text string, start, end, n int) []string {
	var out []string
	add := func(w string) {
		if w == "" || w[0] < 'a' || w[0] > 'z' {
			return // a name, a figure: what the story is about, not what the figure is
		}
		if lw := strings.ToLower(w); besideContent(lw) && !timeWords[lw] && !worthWords[lw] && scales[lw] == 0 && !currencyWord(lw) && lw != "percent" && lw != "cent" {
			out = append(out, prefix(lw, 5))
		}
	}
	i := start
	for k := 0; k < n; k++ {
		for i > 0 && (text[i-1] == ' ' || text[i-1] == ',' || text[i-1] == '"' || text[i-1] == '$' || text[i-1] == '\'') {
			i--
		}
		if i == 0 || !isWordByte(text[i-1]) {
			break // a sentence's or a clause's mark
		}
		w := wordBefore(text, i, isWordByte)
		add(w)
		i -= len(w)
	}
	j := end
	for k := 0; k < n; k++ {
		for j < len(text) && (text[j] == ' ' || text[j] == ',' || text[j] == '"' || text[j] == '\'') {
			j++
		}
		if j == len(text) || !isWordByte(text[j]) {
			break
		}
		w := wordAfter(text, j, isWordByte)
		add(w)
		j += len(w)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// prefix returns the first n letters of w (all of a shorter w), as a
// substring: no copy.
func prefix(w string, n int) string {
	for i := range w { // i steps over the start of each rune
		if n == 0 {
			return w[:i]
		}
		n--
	}
	return w
}

// roundupFigures is how many different figures of one thing make an
// article a roundup.
const roundupFigures = 4

// roundup reports whether an article states roundupFigures or more different
// figures of one group's thing: a roundup that counts it place by place
// or day by day ("62 in Poland, 24 in Romania, 21 in Bulgaria"), whose
// figures say nothing of which one another article's figure disputes.
func roundup(stated []float64) bool { return distinct(stated) >= roundupFigures }

// distinct counts the different figures of vs.
func distinct(vs []float64) int {
	n := 0
	for i, v := range vs {
		if !slices.Contains(vs[:i], v) {
			n++
		}
	}
	return n
}

// distantDays is how many days apart two articles' figures of one
// thing may be and still be one fact at one time, disputed or updated:
// a toll rises over days of reports, while a magazine's count of a
// topic's animals, patients or trials a month later is another count.
const distantDays = 7

// apartInTime reports whether articles a and b were published more than
// distantDays apart, both dated. Sizes (an age, a distance, a
// magnitude, a tanker's tonnage) are the same whenever they are given;
// a share ("percent of patients") is not.
func apartInTime(g *Group, a, b string) bool {
	if isAge(g.Thing) || measureUnits[g.Thing] && g.Thing != thingPercent || isDistance(g.Thing) {
		return false
	}
	da, okA := g.dayNumber[a]
	db, okB := g.dayNumber[b]
	return okA && okB && max(da-db, db-da) > distantDays
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
	if pastYear(g.Role, g.day[a]) && pastYear(g.Role, g.day[b]) {
		return true // "meteors per hour in 1966", told in 1998: one past fact, no report updates it
	}
	if sa := g.source[a]; sa != "" && sa == g.source[b] && g.rising[sa] {
		return false // one source's versions: the later updates the earlier
	}
	da, db := g.day[a], g.day[b]
	return da == "" || db == "" || da == db
}

// courtesyBefore reports whether the name before an age at start
// ("Mr Walters, 52") follows a courtesy title, which says whether a
// man or a woman is meant where a couple shares the surname.
func courtesyBefore(text string, start int) bool {
	i := start
	for i > 0 && strings.IndexByte(" ,(", text[i-1]) >= 0 {
		i--
	}
	name := wordBefore(text, i, func(c byte) bool { return c > ' ' && c != ',' && c != '(' })
	title := wordBefore(text, i-len(name), func(c byte) bool { return isLetterByte(c) || c == '.' })
	return textproc.InLower(courtesyTitles, strings.TrimSuffix(title, "."))
}

// courtesyTitles say whether a man or a woman is named.
var courtesyTitles = map[string]bool{"mr": true, "mrs": true, "ms": true, "miss": true}

// pastYear reports whether role dates its figure to a year before that
// of day, an article's date ("2006-01-02").
func pastYear(role, day string) bool {
	if len(day) < 4 {
		return false
	}
	if _, ok := yearRole(role); !ok {
		return false
	}
	y := role[len(role)-4:]
	return y < day[:4]
}

// fell reports whether, of articles a and b (giving x and y), the later
// gives the smaller figure, when they are of two sources: a toll grows
// from one day's report to the next, so another source's lower figure a
// day later ("224 people" after "more than 250") disputes it rather than
// updating it. A source's own falling figures are left to risingSources.
func fell(g *Group, a, b string, x, y Value) bool {
	da, db := g.day[a], g.day[b]
	if da == "" || db == "" || da == db || g.source[a] != "" && g.source[a] == g.source[b] {
		return false
	}
	if da > db {
		x, y = y, x
	}
	return y.Value < x.Value
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
	// a figure given twice in a row, exact and vague ("150 others",
	// "roughly 150 injured"), is one step, on its first day
	ds = slices.CompactFunc(ds, func(a, b dated) bool { return a.v == b.v })
	parts := make([]string, len(ds))
	for i, d := range ds {
		parts[i] = FormatFigure(d.v)
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

// ledeYesterday reports whether text's opening sentences tell their news
// as of the day before ("was jailed for life yesterday"), as a morning
// paper tells the day the wire reported.
func ledeYesterday(text string) bool {
	lede := text[:min(len(text), 400)]
	return strings.Contains(lede, " yesterday")
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

// people tells the key each age is compared under (personKeys).
type people struct {
	surname map[string]string  // surname-only key → the story's one full key
	role    map[roleAge]string // a role's age → the key it is compared under
	// described holds the ages of definite descriptions that are a
	// role's, not the person's their sentence was read to name
	described map[roleAge]string
	// someone holds, by age, the one key the story gives that age, for
	// the ages of someone a sentence does not say
	someone map[roleAge]string
	known   map[string]string // a real name's key → the key of the name the story uses (realNames)
	// spelt maps a full key to the key of the same name spelt the way
	// most of the story's figures spell it ("D. Raite" → "D. Rait")
	spelt map[string]string
	// owners holds whose children each count of children counts, where
	// its sentence says, and parents the parents they name, by surname
	// (childrenOwners)
	owners  map[ownedAt]string
	parents map[string]*parent
}

// parent is what a story's counts of children say of one parent: the
// key it is shown by, "mother's" or "father's" where a count says
// which ("" where none does, "?" where they disagree), and the number
// of children each count gives.
type parent struct {
	key, kind string
	values    []float64
}

// childrenOwners reads whose children each count of children of x
// counts (childrenOwner; docs[i] the text x[i] was read from), each name
// keyed as the story's people are (nameKey: "Bonehead - real name Paul
// Arthurs" is one parent), and returns them by where the count stands,
// with the parents they name by surname; nil maps where none does.
func (p people) childrenOwners(x []Extraction, docs []Doc) (map[ownedAt]string, map[string]*parent) {
	var owners map[ownedAt]string
	var parents map[string]*parent
	for i, e := range x {
		for _, q := range e.Quantities {
			if !ofChildren(q) {
				continue
			}
			owner := childrenOwner(docs[i].Text, q)
			if owner == "" {
				continue
			}
			if owner != Someone {
				owner = p.nameKey(owner)
			}
			if owners == nil {
				owners = map[ownedAt]string{}
			}
			owners[ownedAt{docs[i].ID, q.Start}] = owner
			if owner == Someone {
				continue
			}
			sur := owner[strings.LastIndexByte(owner, ' ')+1:]
			if parents == nil {
				parents = map[string]*parent{}
			}
			par := parents[sur]
			if par == nil {
				par = &parent{key: owner, kind: q.Qualifier}
				parents[sur] = par
			}
			if len(owner) > len(par.key) {
				par.key = owner // "S. Jones" rather than "Jones"
			}
			if q.Qualifier != par.kind && par.kind != "" && q.Qualifier != "" {
				par.kind = "?"
			} else if par.kind == "" {
				par.kind = q.Qualifier
			}
			if !slices.Contains(par.values, q.Value) {
				par.values = append(par.values, q.Value)
			}
		}
	}
	return owners, parents
}

// ownedAt is where a count of children stands: its article and offset.
type ownedAt struct {
	article string
	start   int
}

// ofChildren reports whether q counts someone's children, with no event
// (not sons or daughters: a father of two sons may have three children).
func ofChildren(q Quantity) bool {
	return q.Role == "" && q.Year == "" && (q.Thing == thingChildren || q.Thing == "child" && q.Qualifier == "")
}

// parentOf returns the key of the parent whose children q counts, where
// the story names parents of children: the one q names; else the one
// parent the story gives as many children ("the couple's two children"
// are Sandra Jones's, whom "mother-of-two Sandra Jones" names); else,
// for a father's or a mother's ("the father-of-three"), the story's one
// father or one mother named. "" where no parent is sure.
func (p people) parentOf(q Quantity, article string) string {
	if len(p.parents) == 0 || !ofChildren(q) {
		return ""
	}
	owner := p.owners[ownedAt{article, q.Start}]
	if owner == "" && q.Thing != thingChildren {
		return "" // "two children were in the car": whose is not told
	}
	if owner != "" && owner != Someone {
		return p.parents[owner[strings.LastIndexByte(owner, ' ')+1:]].key
	}
	var byValue, byKind *parent
	nValue, nKind := 0, 0
	for _, par := range p.parents {
		if slices.Contains(par.values, q.Value) {
			byValue, nValue = par, nValue+1
		}
		if q.Thing == thingChildren && par.kind == q.Qualifier {
			byKind, nKind = par, nKind+1
		}
	}
	switch {
	case nValue == 1:
		return byValue.key
	case nValue == 0 && nKind == 1:
		return byKind.key
	}
	return ""
}

// roleAge is an age given to a role ("mom", "gunman"), not a name.
type roleAge struct {
	role, thing string
	value       float64
}

// key returns the key q's age is compared under.
func (p people) key(q Quantity) string {
	if r, ok := p.described[roleAge{q.Qualifier, q.Thing, q.Value}]; ok && q.Described {
		return r
	}
	if q.Qualifier == Someone {
		if k, ok := p.someone[roleAge{"", q.Thing, q.Value}]; ok {
			return k
		}
		return Someone
	}
	k := q.Qualifier
	if _, ok := p.surname[k]; !ok {
		if r, ok := p.role[roleAge{q.Qualifier, q.Thing, q.Value}]; ok {
			k = r
		}
	}
	return p.nameKey(k)
}

// nameKey returns the key a person's name k is compared under: a
// surname alone as the story's one full key with it, a spelling as the
// story's most used one, a real name as the name the story uses
// ("Albert Johnson" is Prodigy).
func (p people) nameKey(k string) string {
	if s, ok := p.surname[k]; ok {
		k = s
	}
	if v, ok := p.spelt[k]; ok {
		k = v
	}
	if n, ok := p.known[k]; ok {
		return n
	}
	return k
}

// spellings returns, for the full keys of the story's ages that another
// key spells otherwise — the same initial, surnames of four letters or
// more one letter apart ("Duncan Raite" and "Duncan Rait") — the key
// the most figures use (of two used as often, the first in order). An
// age under a surname alone counts for the full key surname gives it
// ("Davies, 51" beside "Rahmlee Davies", against eight "Davis, 51").
func spellings(x []Extraction, surname map[string]string) map[string]string {
	uses := map[string]int{}
	for _, e := range x {
		for _, q := range e.Quantities {
			if !isAge(q.Thing) {
				continue
			}
			if strings.Contains(q.Qualifier, " ") {
				uses[q.Qualifier]++
			} else if k := surname[q.Qualifier]; k != "" {
				uses[k]++
			}
		}
	}
	if len(uses) < 2 {
		return nil
	}
	keys := slices.Sorted(maps.Keys(uses))
	var out map[string]string
	for i, a := range keys {
		for _, b := range keys[i+1:] {
			if !spelledOtherwise(a, b) {
				continue
			}
			from, to := b, a
			if uses[b] > uses[a] {
				from, to = a, b
			}
			if out == nil {
				out = map[string]string{}
			}
			if _, ok := out[from]; !ok {
				out[from] = to
			}
		}
	}
	return out
}

// spelledOtherwise reports whether two full keys are one name spelt two
// ways: the same initial, surnames of four letters or more one letter
// apart ("M. Mathews", "M. Matthews").
func spelledOtherwise(a, b string) bool {
	ia, sa, _ := strings.Cut(a, " ")
	ib, sb, _ := strings.Cut(b, " ")
	return ia == ib && len(sa) >= 4 && len(sb) >= 4 && oneEdit(sa, sb)
}

// oneSpelling reports whether full keys are one person's name, each
// the first spelt otherwise (spelledOtherwise).
func oneSpelling(keys []string) bool {
	for _, k := range keys[1:] {
		if !spelledOtherwise(keys[0], k) {
			return false
		}
	}
	return true
}

// oneEdit reports whether a and b differ by one letter inserted,
// deleted or changed.
func oneEdit(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(b)-len(a) > 1 {
		return false
	}
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	if len(a) == len(b) {
		return i < len(a) && a[i+1:] == b[i+1:]
	}
	return a[i:] == b[i+1:]
}

// personKeys tells the key each age of a story is compared under. A
// surname-only key ("Johnson") goes to the one full key of the story
// that ends with it ("K. Johnson"), so that "Kevin Johnson, 25" and
// "Johnson, 24" meet; a surname two people share goes to the one of them
// given the same age, else stays alone. An age
// given to a role ("the 21-year-old mom") goes to the person given that
// age, when the story names exactly one ("Amal Al-Rahabi, 21"); with no
// such person, the role ages of that value meet under the first role
// (sharedRole: "the 11-year-old girl", "the 11-year-old student"; never
// a man's and a woman's). Either only ever joins equal values: a
// different age given to a role cannot be told to be the same person's.
func personKeys(x []Extraction, docs []Doc, lower *lowerCase) people {
	full := map[string][]string{}
	for _, e := range x {
		for _, q := range e.Quantities {
			if personHeld(q) {
				if _, sur, ok := strings.Cut(q.Qualifier, " "); ok && !slices.Contains(full[sur], q.Qualifier) {
					full[sur] = append(full[sur], q.Qualifier)
				}
			}
		}
	}
	p := people{surname: map[string]string{}, role: map[roleAge]string{}}
	// A real name a text gives beside the name the story goes by
	// ("Prodigy, born Albert Johnson") is that name's key, where no two
	// texts map it to two names.
	var known map[string]string
	for _, d := range docs {
		for real, name := range realNames(d.Text) {
			if known == nil {
				known = map[string]string{}
			}
			if k, ok := known[real]; ok && k != name {
				known[real] = "" // two names: neither
			} else if !ok {
				known[real] = name
			}
		}
	}
	// A surname no figure gives in full ("Wade had 20") goes to the one
	// person the story's texts name in full with it ("Dwyane Wade"),
	// read only when there is such a surname; a first name that is no
	// surname of the story ("Devin was 41") to the one person named in
	// full with that first name ("Devin Lima").
	var inFull, firstInFull map[string][]string
	for _, e := range x {
		for _, q := range e.Quantities {
			sur := q.Qualifier
			if !personHeld(q) || sur == "" || strings.Contains(sur, " ") || !unicode.IsUpper([]rune(sur)[0]) || full[sur] != nil {
				continue
			}
			if inFull == nil && !namedWithAnother(docs, sur) {
				continue // "The Solenne, a 40-year-old vessel": no text can name it in full
			}
			if inFull == nil {
				inFull, firstInFull = map[string][]string{}, map[string][]string{}
				add := func(m map[string][]string, name, key string) {
					if !slices.Contains(m[name], key) {
						m[name] = append(m[name], key)
					}
				}
				for _, d := range docs {
					bySurname, byFirst := namesInFull(d.Text)
					var described map[string]bool // "Librarians John": no one's full name (plainNames)
					for first, key := range byFirst {
						if lower.descriptor(first) {
							if described == nil {
								described = map[string]bool{}
							}
							described[key] = true
						}
					}
					for sur, key := range bySurname {
						if !described[key] {
							add(inFull, sur, key)
						}
					}
					for first, key := range byFirst {
						if !described[key] {
							add(firstInFull, first, key)
						}
					}
				}
			}
			if keys := inFull[sur]; len(keys) == 1 && keys[0] != "" {
				p.surname[sur] = keys[0]
			} else if keys := firstInFull[sur]; inFull[sur] == nil && len(keys) >= 1 && keys[0] != "" && oneSpelling(keys) {
				// "Meg, 34," to Meg Mathews, whom another text spells
				// Matthews: one person (spellings maps the two to one key)
				p.surname[sur] = keys[0]
			}
		}
	}
	type age struct {
		thing string
		value float64
	}
	given := map[string][]age{} // the ages each full key is given
	for sur, keys := range full {
		if len(keys) == 1 {
			p.surname[sur] = keys[0]
			continue
		}
		for _, k := range keys {
			given[k] = nil
		}
	}
	p.spelt = spellings(x, p.surname) // its surnames mapped first: "Davies, 51" spells "R. Davies"
	// A surname two people share goes to the one of them given the same
	// age ("Roberts, 32" with "Charles Roberts, 32" and "Marie Roberts,
	// 28").
	for _, e := range x {
		for _, q := range e.Quantities {
			if _, ok := given[q.Qualifier]; ok && isAge(q.Thing) {
				given[q.Qualifier] = append(given[q.Qualifier], age{q.Thing, q.Value})
			}
		}
	}
	for i, e := range x {
		var own map[string][]string // the text's own people by surname, kin set aside (fullNames)
		for _, q := range e.Quantities {
			keys := full[q.Qualifier]
			if !isAge(q.Thing) || len(keys) < 2 {
				continue
			}
			to := ""
			for _, k := range keys {
				if slices.Contains(given[k], age{q.Thing, q.Value}) {
					if to != "" {
						to = ""
						break
					}
					to = k
				}
			}
			if to == "" && !courtesyBefore(docs[i].Text, q.Start) {
				// else the one of them its own text names in full, not as
				// someone's kin: "Qin, 44" beside "Qin Yongmin" and "his
				// brother Qin Xiaoguang"
				if own == nil {
					own = fullNames(docs[i].Text)
				}
				for _, k := range own[q.Qualifier] {
					if slices.Contains(keys, k) {
						if to != "" {
							to = ""
							break
						}
						to = k
					}
				}
			}
			if to != "" {
				p.role[roleAge{q.Qualifier, q.Thing, q.Value}] = to
			}
		}
	}
	for real, name := range known {
		if k, ok := p.surname[name]; ok {
			name = k // "Daniels" is "S. Daniels" where she is named in full
		}
		if name != "" && name != real {
			if p.known == nil {
				p.known = map[string]string{}
			}
			p.known[real] = name
		}
	}
	p.owners, p.parents = p.childrenOwners(x, docs)
	isRole := func(q Quantity) bool {
		r, _ := utf8.DecodeRuneInString(q.Qualifier)
		return q.Qualifier != "" && !unicode.IsUpper(r)
	}
	named := map[age][]string{}   // the named people of each age, story-wide
	namings := map[age][]int{}    // how often the story gives each of them (named) each age
	roles := map[age][][]string{} // by article, the roles of each age
	anyDescribed := false         // a description gave an age (q.Described)
	for _, e := range x {
		own := map[age][]string{}
		for _, q := range e.Quantities {
			if !isAge(q.Thing) || q.Qualifier == "" || q.Qualifier == Someone {
				continue
			}
			a := age{q.Thing, q.Value}
			if isRole(q) {
				if !slices.Contains(own[a], q.Qualifier) {
					own[a] = append(own[a], q.Qualifier)
				}
			} else if q.Described {
				anyDescribed = true
			} else if k := p.key(q); slices.Contains(named[a], k) {
				namings[a][slices.Index(named[a], k)]++
			} else {
				named[a] = append(named[a], k)
				namings[a] = append(namings[a], 1)
			}
		}
		for a, rs := range own {
			roles[a] = append(roles[a], rs)
		}
	}
	for a, byArticle := range roles {
		to, only := "", []string(nil)
		switch len(named[a]) {
		case 1:
			to = named[a][0]
		case 0:
			to, only = sharedRole(byArticle)
		}
		if to == "" {
			continue
		}
		for _, rs := range byArticle {
			for _, r := range rs {
				if only == nil || slices.Contains(only, r) {
					p.role[roleAge{r, a.thing, a.value}] = to
				}
			}
		}
	}
	// An age of someone the sentence does not say ("ploughed into the
	// 16-year-old on a pavement") is the one person's the story gives
	// that age by name or role, when there is one.
	for a, ks := range named {
		if k := mostNamedWith(ks, namings[a]); k != "" {
			ks = []string{k} // "Felt, 95" in most texts, "Santa Rosa" read as a name once
		}
		p.someoneIs(a.thing, a.value, ks...)
	}
	for a, byArticle := range roles {
		for _, rs := range byArticle {
			for _, r := range rs {
				if to, ok := p.role[roleAge{r, a.thing, a.value}]; ok {
					r = to
				}
				p.someoneIs(a.thing, a.value, r)
			}
		}
	}
	for k, to := range p.someone {
		if to == "" {
			delete(p.someone, k) // two people of that age: whose is unsure
		}
	}
	if !anyDescribed {
		return p
	}
	// A definite description's age ("The 45-year-old divorcee had met
	// him") that another text gives a role ("raped a 45-year-old
	// divorcee"), while the texts name the person the description was
	// read to be with another age ("Banfield, 33"), is the role's: the
	// description speaks of someone else. An age the texts give no other
	// way stays the person's, a dispute to show.
	byName := map[string][]age{} // the ages each key is given by name
	for a, ks := range named {
		for _, k := range ks {
			byName[k] = append(byName[k], a)
		}
	}
	for _, e := range x {
		for _, q := range e.Quantities {
			if !q.Described || !isAge(q.Thing) {
				continue
			}
			a := age{q.Thing, q.Value}
			k := p.key(q)
			if len(byName[k]) == 0 || slices.Contains(byName[k], a) || len(roles[a]) == 0 {
				continue
			}
			r := roles[a][0][0]
			if to, ok := p.role[roleAge{r, a.thing, a.value}]; ok {
				r = to
			}
			if p.described == nil {
				p.described = map[roleAge]string{}
			}
			p.described[roleAge{q.Qualifier, q.Thing, q.Value}] = r
		}
	}
	return p
}

// someoneIs notes keys as people the story gives the age value of
// thing: p.someone holds the one such key, or "" once there are two.
func (p *people) someoneIs(thing string, value float64, keys ...string) {
	if p.someone == nil {
		p.someone = map[roleAge]string{}
	}
	k := roleAge{"", thing, value}
	for _, key := range keys {
		if to, ok := p.someone[k]; !ok {
			p.someone[k] = key
		} else if to != key {
			p.someone[k] = ""
		}
	}
}

// namedWithAnother reports whether some text of docs puts a name part
// right before the word w ("Ana Goncalves") or right after it ("Devin
// Lima"), as a name in full that ends or starts with w needs; where
// none does, reading every text's names in full (namesInFull) cannot
// give w a key.
func namedWithAnother(docs []Doc, w string) bool {
	for _, d := range docs {
		t := d.Text
		for from := 0; ; {
			k := strings.Index(t[from:], w)
			if k < 0 {
				break
			}
			k += from
			from = k + len(w)
			if k > 0 && isWordByte(t[k-1]) || from < len(t) && isWordByte(t[from]) {
				continue // within another word
			}
			if w := wordBefore(t, k, nameByte); w != "" && isNamePart(w) {
				return true
			}
			if w := wordAfter(t, from, func(c byte) bool { return c != '.' && nameByte(c) }); w != "" && isNamePart(w) {
				return true
			}
		}
	}
	return false
}

// nameByte reports a byte of a word of a name: a letter or a digit, or
// the initial's dot, the hyphen and the apostrophe names hold.
func nameByte(c byte) bool { return isWordByte(c) || c == '.' || c == '-' || c == '\'' }

// sharedRole returns the role that the role ages of one value, listed
// by article, meet under, and the roles that meet there: those of the
// articles that give the value to one role only, two such articles at
// least, under the first one's ("the 28-year-old daughter", "a
// 28-year-old woman"); "" where there are fewer, or where those roles
// are of a man and of a woman. An article that gives the value to two
// roles ("The 28-year-old woman ...", "a 28-year-old man with Down's
// Syndrome") speaks of two people: its other role stays apart.
func sharedRole(byArticle [][]string) (string, []string) {
	var one []string // the roles of the articles with one role, first-come
	n := 0
	for _, rs := range byArticle {
		if len(rs) == 1 {
			n++
			if !slices.Contains(one, rs[0]) {
				one = append(one, rs[0])
			}
		}
	}
	if n < 2 || slices.ContainsFunc(one, maleRole) && slices.ContainsFunc(one, femaleRole) {
		return "", nil
	}
	return one[0], one
}

// maleRole and femaleRole report nouns of one person that say the sex:
// a man and a woman of one age are two people.
func maleRole(r string) bool {
	switch r {
	case "man", "boy", "father", "dad", "son", "husband", "brother", "boyfriend", "grandfather", "uncle", "nephew",
		"grandson", "stepson", "widower", "lad", "gentleman", "fiance":
		return true
	}
	return false
}

func femaleRole(r string) bool {
	switch r {
	case "woman", "girl", "mother", "mom", "mum", "daughter", "wife", "sister", "girlfriend", "grandmother", "aunt",
		"niece", "granddaughter", "stepdaughter", "widow", "lady", "actress", "fiancee", "divorcee", "housewife":
		return true
	}
	return false
}

// joinFigures is joinNumbers for figures of thing, money with its sign
// or its currency ("£4,000,000 vs £4,400,000", "3.8 trillion rupiah"
// as "3,800,000,000,000 rupiah").
func joinFigures(thing string, xs []float64, sep string) string {
	sign := ""
	switch thing {
	case "dollars":
		sign = "$"
	case "pounds":
		sign = "£"
	case "euros":
		sign = "€"
	}
	if sign == "" && !currencyThings[thing] {
		if body := bodyFigure(thing, xs[0]); body != "" {
			s := make([]string, len(xs))
			for i, x := range xs {
				s[i] = cmp.Or(bodyFigure(thing, x), FormatFigure(x))
			}
			return strings.Join(s, sep) // "7lb 6oz vs 7lb 2oz"
		}
		return joinNumbers(xs, sep)
	}
	s := make([]string, len(xs))
	for i, x := range xs {
		if sign != "" {
			s[i] = sign + FormatFigure(x)
		} else {
			s[i] = FormatFigure(x) + " " + thing
		}
	}
	return strings.Join(s, sep)
}

func joinNumbers(xs []float64, sep string) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = FormatFigure(x)
	}
	return strings.Join(s, sep)
}

// orList writes figures of thing as a list read aloud: "162", "162 or
// 155", "162, 155 or 173", "£249,000".
func orList(thing string, xs []float64) string {
	last := joinFigures(thing, xs[len(xs)-1:], "")
	if len(xs) == 1 {
		return last
	}
	return joinFigures(thing, xs[:len(xs)-1], ", ") + " or " + last
}

// FormatFigure formats a figure as a reader writes it: without needless
// decimals, its thousands parted by commas ("1,500,000 vs 967,000",
// not "1500000 vs 967000").
func FormatFigure(x float64) string {
	if x == math.Trunc(x) && math.Abs(x) < 1e15 {
		d := strconv.FormatInt(int64(math.Abs(x)), 10)
		var b strings.Builder
		if x < 0 {
			b.WriteByte('-')
		}
		for i := range len(d) {
			if i > 0 && (len(d)-i)%3 == 0 {
				b.WriteByte(',')
			}
			b.WriteByte(d[i])
		}
		return b.String()
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}

// roleless reports a count of things, not people, that says nothing of
// what befell them and that nothing narrows ("13 root servers", "20
// cats", "186 cities"): its figures are one fact across articles only
// where their sentences tell the same thing, rolelessShared words in
// common besides the count ("found 66 dogs, including 55 pit bulls, and
// a rape stand" and "54 pit bulls were recovered, along with a rape
// stand"); "the 13 root servers" and "two root servers that VeriSign
// operates" are two facts, not a dispute; so are shares and amounts of
// money with no role, whatever they are of ("80 percent of all toys"
// are made in China, "60 percent of all product recalls" are of goods
// made there). People have their own words for what befell them, and
// are kept to them (unscoped).
func roleless(thing, qual, role string) bool {
	if role == "" && (thing == thingPercent || currencyThings[thing] && qual == "") {
		// "80 percent of all toys" and "60 percent of all recalls"; two
		// jackpots. Money its words say what for ("a £2.5 million
		// Victorian mansion", "a £3 million mansion") is scoped by that.
		return true
	}
	return role == "" && qual == "" && !isPerson(thing) && !isAge(thing) && !isStat(thing) && thing != "people"
}

// significantDigits counts the digits of x from its first to its last
// non-zero one: 3 for 195,000,000 and 1.95, 1 for 3,000.
func significantDigits(x float64) int {
	var buf [32]byte
	n, last := 0, 0 // digits from the first non-zero one; the count at the last non-zero one
	for _, c := range strconv.AppendFloat(buf[:0], math.Abs(x), 'f', -1, 64) {
		if c < '0' || c > '9' || c == '0' && n == 0 {
			continue // the point, leading zeros
		}
		n++
		if c != '0' {
			last = n
		}
	}
	return last
}

// spread reports whether q is a range of two figures more than four
// times apart ("sentences of between six and 75 years", "3 to 75
// feet"): a spread over several things more often than an estimate of
// one, which covers no exact figure of its own.
func spread(q Quantity) bool {
	return isRange(q) && q.High > 4*q.Low
}

// rolelessShared is how many words two sentences of roleless counts
// share to give one fact (docs/BENCHMARKS.md has the setting's
// neighbourhood).
const rolelessShared = 3

// twoEstimates reports whether x and y, two vague figures of g, are
// estimates that differ: each a figure told "about" (its range a tenth
// either side, approximate's; not a bound such as "more than 30", half
// above it, nor a vague word such as "hundreds"), neither the
// other's rounding, the larger at most twice the smaller (further apart,
// they are more likely two things than two views of one).
func twoEstimates(g *Group, x, y Value) bool {
	estimate := func(v Value) bool {
		return v.low < v.Value && v.Value < v.high && v.low >= 0.8*v.Value && v.high <= 1.2*v.Value
	}
	lo, hi := min(x.Value, y.Value), max(x.Value, y.Value)
	return estimate(x) && estimate(y) && hi <= 2*lo && !roundingOf(g.Thing, lo, hi) && !roundingOf(g.Thing, hi, lo)
}

// severalThings is the verdict of g, whose figures are of several
// things of one name (several people's ages, a product line's sizes):
// agreed, each figure two articles give a row of its own (g.apart), or
// of different things where no two articles give one.
func severalThings(g *Group) (string, string) {
	for _, v := range g.Values {
		if len(v.Articles) > 1 {
			g.apart = distinct(values(g.Values)) > 1
			return Agree, ""
		}
	}
	return DifferentThing, ""
}

// bound reports whether the words of a vague figure bound it ("more
// than 100 mph", "up to 120"), as approximate reads them, rather than
// estimate it ("about 50mph", "roughly 160,000", "nearly 50").
func bound(text string) bool {
	for _, b := range []string{"more than", "over", "up to", "under", "at least", "less than", "fewer than", "at most",
		"as many as", "as much as", "as high as"} {
		if len(text) > len(b) && strings.EqualFold(text[:len(b)], b) && text[len(b)] == ' ' {
			return true
		}
	}
	return false
}

// totalled reports whether a claim's sentence sums its figures over
// several things or times ("Playing in a combined 157 games with the
// Angels and Braves, Teixeira had 33 homers", "altogether", "a
// cumulative 40", "on aggregate"), which a figure of one of them does
// not dispute. ("Overall" is left out: as often "the overall medal
// leader" as a sum.)
func totalled(c claim) bool {
	for _, w := range [...]string{"aggre", "altog", "combi", "cumul"} {
		if hasStem(c.ctx, w) {
			return true
		}
	}
	return false
}

// toldApart reports whether claims x and y of g, of two figures, are two
// facts rather than one disputed: a player's figures or a count of
// things nothing befell, where another article gives both; otherwise
// their sentences telling other things:
// counts of a kind of people nothing befell ("could not evacuate the two
// foreign journalists", "the four journalists came under fire") unless
// the sentences share two words; counts of voters, of which a story
// holds many votes ("only two Republicans voted no" on the budget, "14
// Republicans" for an amendment), unless they share three.
func toldApart(g *Group, x, y claim) bool {
	if totalled(x) != totalled(y) {
		// "a combined 157 games with the Angels and Braves" against "54
		// games with the Angels": a sum over several against one of them
		return true
	}
	switch {
	case isAge(g.Thing):
		// ages decades apart are of two people or two times ("his
		// 12-year-old daughter", "the 12-year-old Clive" of a childhood,
		// against "Barwell, 42"): a report's slip is a year or a swap
		// of digits ("23" for "32"), never twice the age and ten years
		a, b := g.Values[x.v].Value, g.Values[y.v].Value
		return max(a, b) >= 10+min(a, b) && max(a, b) > 1.5*min(a, b)
	case g.Thing == thingMagnitude:
		// magnitudes more than one apart are two quakes (an aftershock,
		// last year's): agencies' readings of one differ by tenths
		// ("4.4" preliminary, "4.2"; "6.1" against "5.9")
		return math.Abs(g.Values[x.v].Value-g.Values[y.v].Value) > 1
	case isStat(g.Thing) || playedSpan(g):
		// a player's figures are of a game, a season, a career or the
		// weeks since one ("13 homers in 54 games with the Angels", "33
		// homers" in the season), and so are the games and seasons they
		// play: two differ as one figure only where their sentences tell
		// the same thing and no article gives both
		return !alikeSentences(x, y, statShared) || givenTogether(g, x, y)
	case thingsTogether(g, x, y):
		return true
	case g.Role == "voted":
		return !alikeSentences(x, y, rolelessShared)
	case g.Role == "" && g.Qualifier == "" && isPerson(g.Thing) && g.Thing != "people":
		return !alikeSentences(x, y, 2)
	}
	return false
}

// playedSpan reports whether g counts games, seasons or a fight's
// rounds: spans of a player's or a team's career, which a sports story
// counts for many ("took Detroit to six games", "eighth loss in 10
// games"; "stopped Rahman in seven rounds", a bout that "went eight
// rounds"), kept apart as a player's figures are. Rounds seized are
// ammunition, with a role of their own.
func playedSpan(g *Group) bool {
	base, narrowed := yearRole(g.Role)
	return g.Thing == "game" || g.Thing == "season" || g.Thing == "round" && (g.Role == "" || narrowed && base == "")
}

// statShared is how many words the sentences of a player's two figures
// share to tell one figure: a game's report repeats its teams' and
// players' names in every sentence, so a word more than other roleless
// counts ("Ty Lawson posted 15 points and eight assists in the win"
// over Boston College is another game than "Ty Lawson added 16 points
// for the Tar Heels").
const statShared = rolelessShared + 1

// thingsTogether reports whether x and y count things, not people, and
// an article gives both figures: "the 13 root servers" and "two root
// servers that VeriSign operates", where a third article gives "two of
// the 13"; one haul's "about 300 rounds" and five operations' "923
// rounds", given together by the navy's statement.
func thingsTogether(g *Group, x, y claim) bool {
	return !isPerson(g.Thing) && g.Thing != "people" && !isAge(g.Thing) && !isMeasure(g.Thing) && givenTogether(g, x, y)
}

// givenTogether reports whether an article of g states the figures of
// both x and y: they are then two facts the story tells, whichever
// articles give them alone.
func givenTogether(g *Group, x, y claim) bool {
	a, b := g.Values[x.v].Value, g.Values[y.v].Value
	return slices.ContainsFunc(g.ids, func(id string) bool {
		return slices.Contains(g.stated[id], a) && slices.Contains(g.stated[id], b)
	})
}

// alikeSentences reports whether the sentences of claims x and y share
// n words, or every word of the shorter: "The panel has four retired
// military officers" and "three retired senior military officers".
func alikeSentences(x, y claim, n int) bool {
	m := sharedWords(x.ctx, y.ctx)
	return m >= n || m > 0 && m == min(len(x.ctx), len(y.ctx))
}

// otherPlaces reports whether the sentences of x and y each put their
// figure in a place the other's does not name: "20,000 people marched
// in Thessaloniki" and "10,000 people marched in Heraklion" are two
// marches; "12 members of the extended Daya family were killed" in an
// earlier strike in Zeitoun and "a shell hit a house in the Beach
// refugee camp, killing at least seven members of one family" two
// strikes. A person's age is his wherever the sentence puts him, and
// the caller keeps ages out.
func otherPlaces(x, y claim) bool {
	if len(x.places) == 0 || len(y.places) == 0 {
		return false
	}
	named := func(c claim, p string) bool { _, ok := slices.BinarySearch(c.ctx, p); return ok }
	for _, p := range x.places {
		if named(y, p) {
			return false
		}
	}
	for _, p := range y.places {
		if named(x, p) {
			return false
		}
	}
	return true
}

// mostNamedWith returns the key of keys the story gives an age most
// often (n, by key), where it gives it at least twice and twice as often
// as any other key: the person the age belongs to, over a name read
// wrongly once; "" where no key stands out so.
func mostNamedWith(keys []string, n []int) string {
	best, bn, second := "", 0, 0
	for i, c := range n {
		switch {
		case c > bn:
			best, bn, second = keys[i], c, bn
		case c > second:
			second = c
		}
	}
	if bn >= 2 && bn >= 2*second {
		return best
	}
	return ""
}

// anyoneNoun are the nouns of a person that say nothing of who: ages
// held by them ("a 50-year-old man", "a 48-year-old man") dispute each
// other only in sentences told alike.
var anyoneNoun = map[string]bool{"man": true, "woman": true, "person": true, "boy": true, "girl": true}

// playNouns are the things of a game's figures as plain counts read them
// (stat.go reads them with their player): held by no player, they count
// several players' and several games' ("12 points", "10 games" dispute
// nothing). Not yards, runs or goals, which other news counts too ("100
// yards from the scene").
var playNouns = map[string]bool{"point": true, "points": true, "game": true, "rebound": true, "rebounds": true,
	"assist": true, "assists": true, "touchdown": true, "touchdowns": true}
