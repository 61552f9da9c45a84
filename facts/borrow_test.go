package facts

import (
	"fmt"
	"testing"
)

func TestBorrowReadings(t *testing.T) {
	read := "Marine commandos boarded the pirate boat near the coast and seized nine motorboats on Tuesday."
	for _, tc := range []struct {
		name, text string
		want       string // the counts borrowed: value thing/role text, "" for none
	}{
		{"a noun phrase no rule reads", "Marine commandos boarded the pirate boat, seizing nine fast and powerful motorboats near the coast.",
			`9 motorboat/aboard "nine fast and powerful motorboats"`},
		{"capitals", "MARINE COMMANDOS BOARDED THE PIRATE BOAT NEAR THE COAST AND SEIZED NINE MOTORBOATS.",
			`9 motorboat/aboard "NINE MOTORBOATS"`},
		{"sentences too unlike", "Nine fast and powerful motorboats were sold at auction.", ""},
		{"no noun in the number's words", "Marine commandos boarded the pirate boat near the coast; nine of the motorboats sank.", ""},
		{"a number that is no count", "Marine commandos boarded the pirate boat near the coast on Dec. 9 and counted the motorboats.", ""},
		{"a score", "Marine commandos boarded the pirate boat near the coast after a 9-14 start with motorboats.", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			docs := []Doc{{ID: "a", Text: read}, {ID: "b", Text: tc.text}}
			x := extractAll(docs)
			before := len(x[1].Quantities)
			y := borrowReadings(docs, x, newSentenceSplits(docs))
			if len(x[1].Quantities) != before {
				t.Fatal("borrowReadings changed its input")
			}
			got := ""
			for _, q := range y[1].Quantities {
				if !readAt(x[1].Quantities, q) {
					got += fmt.Sprintf("%v %s/%s %q", q.Value, q.Thing, q.Role, q.Text)
				}
			}
			if got != tc.want {
				t.Errorf("borrowed %s, want %s", got, tc.want)
			}
		})
	}
	if y := borrowReadings([]Doc{{ID: "b", Text: "Nine fast and powerful motorboats."}}, nil, nil); y != nil {
		t.Error("an article alone borrowed")
	}
}

// readAt reports whether qs holds a count at q's words.
func readAt(qs []Quantity, q Quantity) bool {
	for _, p := range qs {
		if p.Start == q.Start && p.End == q.End {
			return true
		}
	}
	return false
}
