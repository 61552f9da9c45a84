package eval

import (
	"math"
	"strings"
	"testing"
)

func TestScorePAN(t *testing.T) {
	for _, tc := range []struct {
		name                string
		pairs               []AlignmentPair
		prec, rec, gran, pd float64
	}{
		{"perfect", []AlignmentPair{{Truth: []Case{{0, 100, 0, 100}}, Detected: []Case{{0, 100, 0, 100}}}}, 1, 1, 1, 1},
		{"nothing found", []AlignmentPair{{Truth: []Case{{0, 100, 0, 100}}}}, 0, 0, 1, 0},
		{"half found", []AlignmentPair{{Truth: []Case{{0, 100, 0, 100}}, Detected: []Case{{0, 50, 0, 50}}}}, 1, 0.5, 1, 2.0 / 3},
		// Two detections of one case: full recall and precision, granularity 2.
		{"split", []AlignmentPair{{Truth: []Case{{0, 100, 0, 100}}, Detected: []Case{{0, 50, 0, 50}, {50, 100, 50, 100}}}}, 1, 1, 2, 1 / math.Log2(3)},
		// A detection that overlaps in A only detects nothing.
		{"wrong place", []AlignmentPair{{Truth: []Case{{0, 100, 0, 100}}, Detected: []Case{{0, 100, 200, 300}}}}, 0, 0, 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc := ScorePAN(tc.pairs)
			for _, c := range []struct {
				what      string
				got, want float64
			}{{"precision", sc.Precision, tc.prec}, {"recall", sc.Recall, tc.rec}, {"granularity", sc.Granularity, tc.gran}, {"plagdet", sc.Plagdet, tc.pd}} {
				if math.Abs(c.got-c.want) > 1e-9 {
					t.Errorf("%s = %v, want %v", c.what, c.got, c.want)
				}
			}
		})
	}
}

// TestSynthesizeTruth checks the recorded edits: every case maps parent
// text to copy text that shares its words, and every substitution's
// replacement is in the copy.
func TestSynthesizeTruth(t *testing.T) {
	var originals []Doc
	for i := range 16 {
		text := ""
		for p := range 6 {
			text += "Paragraph " + string(rune('a'+p)) + " of story " + string(rune('a'+i)) + " tells how Varnholm officials met Varnholm ministers on Monday to discuss the ferry.\n"
		}
		originals = append(originals, Doc{ID: string(rune('a' + i)), Text: text})
	}
	docs := Synthesize(originals, SynthOptions{Level: Heavy, Seed: 1, MaxCopies: 6, Chain: 0.5, Dated: true})
	undated := Synthesize(originals, SynthOptions{Level: Heavy, Seed: 1, MaxCopies: 6, Chain: 0.5})
	for i := range docs {
		if docs[i].Text != undated[i].Text || undated[i].Date != "" {
			t.Fatalf("dates changed the texts, or undated texts have dates")
		}
	}
	byID := map[string]Doc{}
	for _, d := range docs {
		byID[d.ID] = d
	}
	chained := 0
	for _, d := range docs {
		if d.Parent == "" {
			continue
		}
		parent, ok := byID[d.Parent]
		if !ok {
			t.Fatalf("%s: parent %s not generated", d.ID, d.Parent)
		}
		if parent.Family != d.Family {
			t.Errorf("%s: parent %s of another family", d.ID, d.Parent)
		}
		if parent.Parent != "" {
			chained++
		}
		if d.Date == "" || d.Date <= parent.Date {
			t.Errorf("%s dated %q, not after its parent's %q", d.ID, d.Date, parent.Date)
		}
		for _, c := range d.Cases {
			a, b := parent.Text[c.AStart:c.AEnd], d.Text[c.BStart:c.BEnd]
			if a == "" || b == "" {
				t.Errorf("%s: empty case %+v", d.ID, c)
			}
		}
		for _, s := range d.Subs {
			if !contains(parent.Text, s.From) || !contains(d.Text, s.To) {
				t.Errorf("%s: substitution %v not in the texts", d.ID, s)
			}
		}
	}
	if chained == 0 {
		t.Error("Chain 0.5 made no copy of a copy")
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
