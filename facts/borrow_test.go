package facts

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
)

func TestBorrowReadings(t *testing.T) {
	boats := "Marine commandos boarded the pirate boat near the coast and seized nine motorboats on Tuesday."
	gote := "Goteborg, Sweden's second-largest city with 435,000 people, lies on the west coast of the country."
	fire := "The fire at the disco killed 35 people in Goteborg, police said on Friday morning."
	for _, tc := range []struct {
		name, read, text string // read: the article whose counts are borrowed
		want             string // the counts text borrows: value thing/role text, "" for none
	}{
		{"a noun phrase no rule reads", boats, "Marine commandos boarded the pirate boat, seizing nine fast and powerful motorboats near the coast.",
			`9 motorboat/aboard "nine fast and powerful motorboats"`},
		{"capitals", boats, "MARINE COMMANDOS BOARDED THE PIRATE BOAT AND SEIZED NINE MOTORBOATS NEAR THE COAST.",
			`9 motorboat/aboard "NINE MOTORBOATS"`},
		{"sentences too unlike", boats, "Nine fast and powerful motorboats were sold at auction.", ""},
		{"no noun in the number's words", boats, "Marine commandos boarded the pirate boat near the coast; nine of the motorboats sank.", ""},
		{"a number that is no count", boats, "Marine commandos boarded the pirate boat near the coast on Dec. 9 and counted the motorboats.", ""},
		{"a score", boats, "Marine commandos boarded the pirate boat near the coast after a 9-14 start with motorboats.", ""},
		// no noun: the same figure, ten or more, in a sentence told alike
		{"the same figure, no noun", gote, "Goteborg, with 435,000 is Sweden's second-largest city, on the west coast of the country.", `435000 population/ "435,000"`},
		{"another figure, no noun", gote, "Goteborg, with 436,000 is Sweden's second-largest city, on the west coast of the country.", ""},
		{"a time", fire, "The fire at the disco in Goteborg broke out at 4:35, police said on Friday morning.", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			docs := []Doc{{ID: "a", Text: tc.read}, {ID: "b", Text: tc.text}}
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

// Borrowing reads from extractions as the store keeps them: compacted,
// through JSON, with no sentence bounds.
func TestBorrowFromStoredExtractions(t *testing.T) {
	texts := []string{
		"The navy said it had foiled a hijack attempt. Marine commandos boarded the pirate boat near the coast and seized nine motorboats on Tuesday.",
		"Marine commandos boarded the pirate boat, seizing nine fast and powerful motorboats near the coast.",
	}
	var docs []Doc
	for i, text := range texts {
		b, err := json.Marshal(Extract(text).Compact(text))
		if err != nil {
			t.Fatal(err)
		}
		var x Extraction
		if err := json.Unmarshal(b, &x); err != nil {
			t.Fatal(err)
		}
		docs = append(docs, Doc{ID: fmt.Sprint(i), Text: text, Extracted: &x})
	}
	if !slices.ContainsFunc(Compare(docs, nil).Quantities, func(g Group) bool {
		return g.Thing == "motorboat" && len(g.Values) == 1 && len(g.Values[0].Articles) == 2
	}) {
		t.Errorf("stored extractions: %+v", Compare(docs, nil).Quantities)
	}
}
