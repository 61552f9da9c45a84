package eval

import "testing"

func TestPhrasing(t *testing.T) {
	for _, tc := range []struct {
		text string
		v    float64
		want string
	}{
		{"Police said 20 dead and 4,210 confirmed cases.", 4210, PhrasingNoun},
		{"Police said 20 dead.", 20, PhrasingNoun},
		{"The death toll rose to 20.", 20, PhrasingBare},
		{"The toll, 20, was", 20, PhrasingBare},
		{"a 40-foot boat", 40, PhrasingModifier},
		{"a 15-year-old boy", 15, PhrasingModifier},
		{"the jury split 9-3", 9, PhrasingRange},
		{"the jury split 9-3", 3, PhrasingRange},
		{"five to six shots and 10 to 12 more", 10, PhrasingRange},
		{"between 300 and 400 people", 300, PhrasingRange},
		{"23 pirates (12 Somali and 11 Yemeni)", 12, PhrasingBrackets},
		{"90 of the 102 people", 90, PhrasingOf},
		{"Seventeen people died", 17, PhrasingSpelled},
		{"a dozen people died", 12, PhrasingSpelled},
		{"some 4.5 million people", 4.5e6, PhrasingNoun},
		{"a $2.6bn deal", 2.6e9, PhrasingNoun},
		{"dozens of people", 36, PhrasingElse},
		// a figure is found whole: 20 is not the 20 of 2012 or 1.20
		{"In 2012 it cost 1.20 euros; 20 came.", 20, PhrasingNoun},
		{"It was 3.5 metres long", 3.5, PhrasingNoun},
		{"It cost -17 degrees", -17, PhrasingNoun},
	} {
		if got := Phrasing(tc.text, tc.v); got != tc.want {
			t.Errorf("Phrasing(%q, %g) = %q, want %q", tc.text, tc.v, got, tc.want)
		}
	}
}

func TestUnreadPhrasings(t *testing.T) {
	texts := map[string]string{
		"a": "The death toll rose to 20. A 40-foot boat sank.",
		"b": "Twenty people died when a 40-foot boat sank.",
	}
	gold := []FactCluster{{Cluster: "c", Groups: []FactGroup{
		{Thing: "dead", Verdict: "agree", Values: []FactValue{{Article: "a", Value: 20}, {Article: "b", Value: 20}}},
		{Thing: "feet", Verdict: "agree", Values: []FactValue{{Article: "a", Value: 40}, {Article: "b", Value: 40}}},
	}}}
	// the boat's length is found; of the toll only b's figure was read
	pred := []FactCluster{{Cluster: "c", Groups: []FactGroup{
		{Thing: "feet", Verdict: "agree", Values: []FactValue{{Article: "a", Value: 40}, {Article: "b", Value: 40}}},
		{Thing: "people", Verdict: "single-source", Values: []FactValue{{Article: "b", Value: 20}}},
	}}}
	got := UnreadPhrasings(gold, pred, func(id string) string { return texts[id] })
	if len(got) != 1 || got[PhrasingBare] != 1 {
		t.Errorf("UnreadPhrasings = %v, want one figure with no word after it", got)
	}
}
