package facts

import (
	"slices"
	"testing"
)

func TestNames(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Fighters of Islamic State left Arsal on Monday, Hassan Nasrallah said.", []string{"Islamic State", "Arsal", "Hassan Nasrallah"}},
		// a site's navigation bar left in the text names nobody
		{"River Gazette | Home | News | World | Sport | Opinion\n\nThe army said Arsal was clear.", []string{"Arsal"}},
		// nor do a quotation's first word, a dateline in capitals, a time
		// zone or a contraction
		{"SAN FRANCISCO 2007-02-08 04:10:56 UTC  VeriSign said. \"It's the perfect crime,\" Crain said. \"We're looking.\" It is among the stewards of DNS, Crain said. NATO agreed with NATO.",
			[]string{"VeriSign", "Crain", "DNS", "NATO"}},
		// an initial inside a name, and the dots of an abbreviation, are
		// the name's
		{"The shoes missed George W. Bush, who met U.S. troops in Baghdad.", []string{"George W. Bush", "U.S.", "Baghdad"}},
		// a particle inside a name, and an "and" inside a body's; not
		// between two names
		{"In Rio de Janeiro, Luiz Inacio Lula da Silva met the Food and Drug Administration and Sweden and Norway.",
			[]string{"Rio de Janeiro", "Luiz Inacio Lula da Silva", "Food and Drug Administration", "Sweden", "Norway"}},
	} {
		var got []string
		for _, n := range Names(c.text) {
			got = append(got, n.Name)
		}
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("Names(%q) = %q, lacks %q", c.text, got, w)
			}
		}
		for _, bad := range []string{"Home", "News", "River Gazette", "Opinion", "It", "We're", "UTC", "FRANCISCO", "SAN FRANCISCO", "George", "U.S", "Rio", "Janeiro", "Food", "Drug Administration", "Sweden and Norway"} {
			if slices.Contains(got, bad) {
				t.Errorf("Names(%q) = %q holds %q", c.text, got, bad)
			}
		}
	}
}

// A name at a sentence's end whose space after the full stop was lost
// ("Thomas Marshall.He used") is the name alone.
func TestNameBeforeLostSpace(t *testing.T) {
	_, byFirst := namesInFull("Roberts murdered 12-year-old Thomas Marshall.He used the boy's necklace.")
	if got := byFirst["Thomas"]; got != "T. Marshall" {
		t.Errorf("Thomas: %q, want T. Marshall", got)
	}
}
