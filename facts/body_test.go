package facts

import (
	"fmt"
	"slices"
	"testing"
)

func TestBodyMeasures(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string // thing/holder=value "text"
	}{
		// a description set off after a name: one holder for the run
		{"Mr Jones, 5ft 9in and 11st 7lb, said he was hurt.", []string{`height in feet/Jones=5.75 "5ft 9in"`, `stones in weight/Jones=11.5 "11st 7lb"`}},
		{"He felt threatened by Mr Jones, who is 5ft 9in and weighs 11 1/2st.", []string{`height in feet/Jones=5.75 "5ft 9in"`, `stones in weight/Jones=11.5 "11 1/2st"`}},
		// the name after it, past "tall"; "is"; an apposition with "a"
		{"Flame-haired 6ft 6ins tall Delany was cleared.", []string{`height in feet/Delany=6.5 "6ft 6ins"`}},
		{"Prosecutors said the video showed the force used by 13st 7lbs Guscott.", []string{`stones in weight/Guscott=13.5 "13st 7lbs"`}},
		{"Deputies said that Orozco is 5-foot-8,135 pounds.", []string{`height in feet/Orozco=5.6667 "5-foot-8"`}},
		{"Collier, a 6-foot-7 offensive lineman, spoke.", []string{`height in feet/Collier=6.5833 "6-foot-7"`}},
		{"Comeaux, a 6-foot, 200-pound black male, escaped.", []string{`pounds in weight/=200 "200-pound black male"`, `height in feet/Comeaux=6 "6-foot"`}},
		{"But 6ft 1in Guscott's coupe ran the light.", []string{`height in feet/Guscott=6.0833 "6ft 1in"`}},
		// a newborn's weight in pounds and ounces
		{"Meg Mathews gave birth to a 7lb 6oz daughter, Anais.", []string{`pounds in weight/baby=7.375 "7lb 6oz"`}},
		{"He wept at the emergence of his daughter, who weighed 7lb 2oz.", []string{`pounds in weight/baby=7.125 "7lb 2oz"`}},
		// no one's: a fish, a measure with no holder, an ordinal
		{"They landed a 20lb 6oz carp. The 6ft 1in, l3st 7lb England ace left. The 21st Battalion left.", nil},
		{"The men were between 5ft 8in and 5ft 9in tall.", nil},
	} {
		var got []string
		for _, q := range Quantities(tc.text) {
			if q.Thing == thingHeight || q.Thing == thingStone || q.Thing == thingWeight {
				got = append(got, fmt.Sprintf("%s/%s=%.5g %q", q.Thing, q.Qualifier, q.Value, q.Text))
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q:\n got %q\nwant %q", tc.text, got, tc.want)
		}
	}
}

// Heights and weights are compared by holder, and a dispute is told in
// the units the papers used.
func TestBodyDispute(t *testing.T) {
	docs := []Doc{
		{ID: "a", Source: "Sun", Text: "Mr Jones, 5ft 9in and 11st, told jurors he waited. But 6ft 1in Guscott's coupe ran the light."},
		{ID: "b", Source: "Telegraph", Text: "Guscott felt threatened by Mr Jones, who is 5ft 9in and weighs 11 1/2st."},
		{ID: "c", Source: "PA", Text: "His wife gave birth to the 7lb 6oz baby at the Portland Hospital."},
		{ID: "d", Source: "Independent", Text: "The 7lb 2oz girl was born at 1.17pm."},
	}
	var got []string
	for _, g := range Compare(docs, nil).Quantities {
		if g.Thing == thingHeight || g.Thing == thingStone || g.Thing == thingWeight {
			got = append(got, fmt.Sprintf("%s/%s %s %s", g.Thing, g.Qualifier, g.Verdict, g.Note))
		}
	}
	slices.Sort(got)
	want := []string{
		"height in feet/Guscott single-source ",
		"height in feet/Jones agree ",
		"pounds in weight/baby conflict 7lb 6oz vs 7lb 2oz",
		"stones in weight/Jones conflict 11st vs 11st 7lb",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}
