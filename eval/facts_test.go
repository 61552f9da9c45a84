package eval

import "testing"

// TestClassifyFactMisses: each way an annotated group can be missed is
// counted under its class, and a found, flagged group under none; a
// split, by what keeps its groups apart.
func TestClassifyFactMisses(t *testing.T) {
	v := func(a string, x float64) FactValue { return FactValue{Article: a, Value: x} }
	gold := []FactCluster{{Cluster: "c", Groups: []FactGroup{
		{Thing: "unread", Verdict: "agree", Values: []FactValue{v("a", 1), v("b", 1)}},                        // b's 1 read nowhere
		{Thing: "split", Verdict: "agree", Values: []FactValue{v("a", 2), v("b", 2)}},                         // in two groups
		{Thing: "verdict", Verdict: "conflict", Values: []FactValue{v("a", 3), v("b", 4)}},                    // found, agreed
		{Thing: "split conflict", Verdict: "conflict", Values: []FactValue{v("a", 5), v("b", 6)}},             // in two groups
		{Thing: "unread conflict", Verdict: "conflict", Values: []FactValue{v("a", 7), v("b", 8)}},            // b's 8 read nowhere
		{Thing: "flagged", Verdict: "conflict", Values: []FactValue{v("a", 9), v("b", 10)}},                   // found and flagged
		{Thing: "found, split", Verdict: "conflict", Values: []FactValue{v("a", 12), v("b", 12), v("c", 13)}}, // the 12s found, 13 apart
		{Thing: "agreed", Verdict: "agree", Values: []FactValue{v("a", 11), v("b", 11)}},                      // found
	}}}
	pred := []FactCluster{{Cluster: "c", Groups: []FactGroup{
		{Verdict: "single-source", Values: []FactValue{v("a", 1)}},
		{Thing: "deaths", Verdict: "single-source", Values: []FactValue{v("a", 2)}}, // split by thing
		{Thing: "people", Verdict: "single-source", Values: []FactValue{v("b", 2)}},
		{Verdict: "agree", Values: []FactValue{v("a", 3), v("b", 4)}},
		{Thing: "people", Role: "killed", Verdict: "single-source", Values: []FactValue{v("a", 5)}}, // split by event
		{Thing: "people", Role: "injured", Verdict: "single-source", Values: []FactValue{v("b", 6)}},
		{Verdict: "single-source", Values: []FactValue{v("a", 7)}},
		{Verdict: "conflict", Values: []FactValue{v("a", 9), v("b", 10)}},
		{Verdict: "conflict", Values: []FactValue{v("a", 11), v("b", 11)}}, // a false flag
		{Verdict: "agree", Values: []FactValue{v("a", 12), v("b", 12)}},
		{Verdict: "single-source", Values: []FactValue{v("c", 13)}},
	}}}
	// "split conflict" is split twice, not found and not flagged
	got := ClassifyFactMisses(gold, pred)
	want := FactMisses{NotFoundUnread: 2, NotFoundSplit: 2, UnflaggedUnread: 1, UnflaggedSplit: 2, UnflaggedVerdict: 1, FalseFlags: 1, SplitThing: 1, SplitRole: 2}
	if got != want {
		t.Errorf("ClassifyFactMisses = %+v, want %+v", got, want)
	}
}
