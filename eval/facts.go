package eval

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
)

// FactAnnotations are hand annotations of the facts of story clusters,
// as kept under testdata/facts: article ids and values only, never text.
type FactAnnotations struct {
	Set string `json:"set"`
	// Data says where the articles are: "seeds" (../shared/seeds, ids
	// are the files' three-digit prefixes), "examples" (ids are file
	// names without extension, or the item's own id for feeds and
	// JSONL), or a JSONL file path relative to the repository root.
	Data     string        `json:"data"`
	Guide    string        `json:"guide,omitempty"`
	Clusters []FactCluster `json:"clusters"`
}

// FactCluster is the annotation (or the prediction) of one cluster.
type FactCluster struct {
	Cluster  string   `json:"cluster"`
	Articles []string `json:"articles"`
	// Quantities are every count each article states.
	Quantities []FactValue `json:"quantities"`
	// Groups are the claims about one thing that several articles make,
	// with the verdict.
	Groups []FactGroup `json:"groups"`
}

// FactValue is a count an article states.
type FactValue struct {
	Article string  `json:"article"`
	Value   float64 `json:"value"`
	Approx  bool    `json:"approx,omitempty"`
}

// FactGroup is a group of claims and its verdict.
type FactGroup struct {
	Thing   string      `json:"thing"`
	Role    string      `json:"role,omitempty"`
	Values  []FactValue `json:"values"`
	Verdict string      `json:"verdict"`
	// Note is a prediction's arithmetic or disputed values.
	Note string `json:"note,omitempty"`
}

// ReadFactAnnotations reads an annotation file.
func ReadFactAnnotations(path string) (FactAnnotations, error) {
	var a FactAnnotations
	b, err := os.ReadFile(path)
	if err != nil {
		return a, err
	}
	if err := json.Unmarshal(b, &a); err != nil {
		return a, fmt.Errorf("%s: %w", path, err)
	}
	return a, nil
}

// FactScore is the score of fact extraction and comparison.
type FactScore struct {
	// Extraction: counts matched by article and value.
	GoldValues, PredValues, MatchedValues int
	ExtractP, ExtractR, ExtractF1         float64
	// Disagreements: groups with verdict conflict or
	// different-granularity.
	GoldConflicts, PredConflicts int
	ConflictP, ConflictR         float64
	// MatchedPred and MatchedGold count the disagreements matched.
	MatchedPred, MatchedGold int
	// Groups: a gold group is found when one predicted group holds two
	// of its values (an agreement: values of every article it names).
	GoldGroups, FoundGroups int
	Found                   float64
	// Flags: a gold disagreement is flagged when a predicted group that
	// finds it carries a disagreement verdict; flag precision is over
	// the predicted disagreements that hold two annotated values.
	Flagged                 int
	FlagR                   float64
	PredFlags, CorrectFlags int
	FlagP                   float64
}

// disagreement reports whether a verdict flags sources that disagree.
func disagreement(v string) bool { return v == "conflict" || v == "different-granularity" }

// ScoreFacts scores predicted clusters against gold ones (by cluster
// name). A predicted count matches a gold count of the same article and
// value (each used once); a predicted disagreement matches a gold one
// when they share values of at least two articles.
func ScoreFacts(gold, pred []FactCluster) FactScore {
	var s FactScore
	byName := byCluster(pred)
	for _, g := range gold {
		p := byName[g.Cluster]
		s.GoldValues += len(g.Quantities)
		if len(g.Quantities) > 0 { // annotated for groups only otherwise
			s.PredValues += len(p.Quantities)
		}
		left := map[FactValue]int{}
		for _, v := range g.Quantities {
			left[FactValue{Article: v.Article, Value: v.Value}]++
		}
		for _, v := range p.Quantities {
			k := FactValue{Article: v.Article, Value: v.Value}
			if left[k] > 0 {
				left[k]--
				s.MatchedValues++
			}
		}
		var gd, pd []FactGroup
		for _, x := range g.Groups {
			if disagreement(x.Verdict) {
				gd = append(gd, x)
			}
		}
		for _, x := range p.Groups {
			if disagreement(x.Verdict) {
				pd = append(pd, x)
			}
		}
		for _, y := range g.Groups {
			s.GoldGroups++
			found, flagged := foundFlagged(p, y)
			if found {
				s.FoundGroups++
			}
			if flagged && disagreement(y.Verdict) {
				s.Flagged++
			}
		}
		for _, x := range pd {
			annotated, correct := false, false
			for _, y := range g.Groups {
				if held(x, y) >= 2 {
					annotated = true
					correct = correct || disagreement(y.Verdict)
				}
			}
			if !annotated {
				annotated = held(x, FactGroup{Values: allValues(g.Groups)}) >= 2
			}
			if annotated {
				s.PredFlags++
				if correct {
					s.CorrectFlags++
				}
			}
		}
		s.GoldConflicts += len(gd)
		s.PredConflicts += len(pd)
		for _, x := range pd {
			for _, y := range gd {
				if sameClaims(x, y) {
					s.MatchedPred++
					break
				}
			}
		}
		for _, y := range gd {
			for _, x := range pd {
				if sameClaims(x, y) {
					s.MatchedGold++
					break
				}
			}
		}
	}
	s.ExtractP, s.ExtractR, s.ExtractF1 = prf(s.MatchedValues, s.PredValues, s.MatchedValues, s.GoldValues)
	s.ConflictP, s.ConflictR, _ = prf(s.MatchedPred, s.PredConflicts, s.MatchedGold, s.GoldConflicts)
	s.Found, _, _ = prf(s.FoundGroups, s.GoldGroups, 0, 0)
	s.FlagP, s.FlagR, _ = prf(s.CorrectFlags, s.PredFlags, s.Flagged, s.GoldConflicts)
	return s
}

// FactMisses says why annotated groups were missed, by class, so that
// a held-out set's losses can be told apart without reading them: a
// group not found had a value no predicted group holds (Unread: the
// figure was not extracted there, or not as that value) or had all its
// values read but spread over groups (Split). A disagreement not
// flagged was judged otherwise where one predicted group holds two of
// its differing figures (Verdict: the dispute was in view); else its
// differing figures sit in different groups (Split) or one was read
// nowhere (Unread). FalseFlags are the predicted disagreements
// ScoreFacts counts against precision. SplitThing and SplitRole say
// what kept the groups of a split (either kind) apart: the predicted
// groups holding its values name different things ("deaths",
// "people"), or one thing with different events ("killed",
// "injured"); the rest name one thing and event, kept apart by
// qualifier, time or value.
type FactMisses struct {
	NotFoundUnread, NotFoundSplit                     int
	UnflaggedUnread, UnflaggedSplit, UnflaggedVerdict int
	FalseFlags                                        int
	SplitThing, SplitRole                             int
}

// ClassifyFactMisses counts the misses of pred against gold by class
// (FactMisses).
func ClassifyFactMisses(gold, pred []FactCluster) FactMisses {
	var m FactMisses
	byName := byCluster(pred)
	for _, g := range gold {
		p := byName[g.Cluster]
		read := readValues(p)
		for _, y := range g.Groups {
			found, flagged := foundFlagged(p, y)
			unread := slices.ContainsFunc(y.Values, func(v FactValue) bool { return !read[FactValue{Article: v.Article, Value: v.Value}] })
			switch {
			case !found && unread:
				m.NotFoundUnread++
			case !found:
				m.NotFoundSplit++
				m.splitBy(p, y)
			}
			if !disagreement(y.Verdict) || flagged {
				continue
			}
			switch {
			case slices.ContainsFunc(p.Groups, func(x FactGroup) bool { return holdsDispute(x, y) }):
				m.UnflaggedVerdict++
			case unread:
				m.UnflaggedUnread++
			default:
				m.UnflaggedSplit++
				m.splitBy(p, y)
			}
		}
	}
	s := ScoreFacts(gold, pred)
	m.FalseFlags = s.PredFlags - s.CorrectFlags
	return m
}

// splitBy counts what keeps apart the predicted groups that hold the
// values of gold group y: their things, else their events.
func (m *FactMisses) splitBy(p FactCluster, y FactGroup) {
	var in []FactGroup
	for _, x := range p.Groups {
		if held(x, y) > 0 {
			in = append(in, x)
		}
	}
	switch {
	case slices.ContainsFunc(in, func(x FactGroup) bool { return x.Thing != in[0].Thing }):
		m.SplitThing++
	case slices.ContainsFunc(in, func(x FactGroup) bool { return x.Role != in[0].Role }):
		m.SplitRole++
	}
}

// readValues returns the figures (article and value) the groups of p
// hold.
func readValues(p FactCluster) map[FactValue]bool {
	read := map[FactValue]bool{}
	for _, x := range p.Groups {
		for _, v := range x.Values {
			read[FactValue{Article: v.Article, Value: v.Value}] = true
		}
	}
	return read
}

// byCluster indexes clusters by name.
func byCluster(cs []FactCluster) map[string]FactCluster {
	m := map[string]FactCluster{}
	for _, c := range cs {
		m[c.Cluster] = c
	}
	return m
}

// foundFlagged reports whether a group of p finds gold group y, and
// whether one that does carries a disagreement.
func foundFlagged(p FactCluster, y FactGroup) (found, flagged bool) {
	for _, x := range p.Groups {
		if finds(x, y) {
			found = true
			flagged = flagged || disagreement(x.Verdict)
		}
	}
	return found, flagged
}

// holdsDispute reports whether predicted group x holds two values of
// gold group y that differ.
func holdsDispute(x, y FactGroup) bool {
	var in []float64
	for _, b := range y.Values {
		if slices.ContainsFunc(x.Values, func(a FactValue) bool { return a.Article == b.Article && a.Value == b.Value }) {
			in = append(in, b.Value)
		}
	}
	return slices.ContainsFunc(in, func(v float64) bool { return len(in) > 0 && v != in[0] })
}

// held counts the values of gold group y that predicted group x holds
// (same article, same value).
func held(x, y FactGroup) int {
	n := 0
	for _, b := range y.Values {
		for _, a := range x.Values {
			if a.Article == b.Article && a.Value == b.Value {
				n++
				break
			}
		}
	}
	return n
}

// finds reports whether predicted group x finds gold group y: it holds
// two of y's values, and for an agreement a value of every article y
// names.
func finds(x, y FactGroup) bool {
	if held(x, y) < 2 {
		return false
	}
	if y.Verdict != "agree" {
		return true
	}
	for _, b := range y.Values {
		ok := false
		for _, a := range x.Values {
			if a.Article == b.Article && a.Value == b.Value {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

func allValues(gs []FactGroup) []FactValue {
	var out []FactValue
	for _, g := range gs {
		out = append(out, g.Values...)
	}
	return out
}

// sameClaims reports whether two groups share values of two articles.
func sameClaims(x, y FactGroup) bool {
	shared := map[string]bool{}
	for _, a := range x.Values {
		for _, b := range y.Values {
			if a.Article == b.Article && a.Value == b.Value {
				shared[a.Article] = true
			}
		}
	}
	return len(shared) >= 2
}

// prf is precision, recall and F1 when the matches counted on the
// predicted side (mp of pred) and on the gold side (mg of gold) differ,
// as when one predicted group may match several gold ones.
func prf(mp, pred, mg, gold int) (p, r, f float64) {
	if pred > 0 {
		p = float64(mp) / float64(pred)
	}
	if gold > 0 {
		r = float64(mg) / float64(gold)
	}
	if p+r > 0 {
		f = 2 * p * r / (p + r)
	}
	return p, r, f
}
