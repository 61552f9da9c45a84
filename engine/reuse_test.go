package engine

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/provenance"
	"github.com/storywire/storywire/store"
)

func TestDerivations(t *testing.T) {
	row := func(seq int64, id, date, text string) *store.Row {
		return &store.Row{Article: article.Article{ID: id, Date: date, Text: text}, Seq: seq}
	}
	wire := "A deep-sea diver who suffered a broken back in an accident hundreds of feet under the North Sea has received 115,000 pounds in an out-of-court settlement, it was revealed today. Andrew Binney, 46, fractured his back in two places after a crane on a support ship lowered a metal lifting frame on top of him."
	rewrite := "A diver who suffered a broken back in an accident under the North Sea has won 115,000 pounds. Andrew Binney, 46, fractured his back when a crane lowered a frame on top of him, a court heard yesterday."
	other := "Divers face growing risks on North Sea rigs, a union report warned yesterday, citing accidents on support vessels and long hours in decompression."
	s := Story{Articles: []*store.Row{
		row(1, "paper", "2000-03-02", rewrite), // ingested first, published a day later
		row(2, "wire", "2000-03-01", wire),
		row(3, "other", "2000-03-02", other),
	}}
	ds := Derivations(s, nil, nil)
	if len(ds) != 1 {
		t.Fatalf("derivations %+v, want one: paper from wire", ds)
	}
	d := ds[0]
	if d.Article != "paper" || d.From != "wire" || d.Degree != dedup.WhollyDerived || d.Share < 0.5 {
		t.Errorf("got %+v, want paper wholly derived from wire", d)
	}
	// A dedup relation that says more than the phrases (a verbatim copy)
	// decides the share.
	rel := dedup.Relation{A: "wire", B: "paper", Kind: dedup.Contains, ContainedBInA: 0.97}
	if ds := Derivations(s, []dedup.Relation{rel}, nil); len(ds) != 1 || ds[0].Share != 0.97 {
		t.Errorf("with a relation: %+v, want the relation's share 0.97", ds)
	}
}

func TestDerivationsFollowTheTree(t *testing.T) {
	// Two undated copies of one text, the copy ingested first: their
	// group's tree, not the order of ingest, says which is the source.
	text := "Ferry capsizes in storm on Lake Varn, at least 41 dead, as rescuers search the water through the night for survivors of the Solenne."
	s := Story{Articles: []*store.Row{
		{Article: article.Article{ID: "copy", Text: text + " Local officials mourned."}, Seq: 1},
		{Article: article.Article{ID: "wire", Text: text}, Seq: 2},
	}}
	tree := provenance.Tree{Nodes: []provenance.Node{{ID: "wire"}, {ID: "copy", Parent: "wire", Depth: 1}}}
	ds := Derivations(s, nil, []provenance.Tree{tree})
	if len(ds) != 1 || ds[0].Article != "copy" || ds[0].From != "wire" {
		t.Errorf("derivations %+v, want copy from wire only", ds)
	}
	if ds := Derivations(s, nil, nil); len(ds) != 1 || ds[0].Article != "wire" {
		t.Errorf("without the tree, ingest order: %+v", ds)
	}
}

func TestMayBeSource(t *testing.T) {
	row := func(seq int64, date, source, credit string) *store.Row {
		return &store.Row{Article: article.Article{Date: date, Source: source, Credit: credit}, Seq: seq}
	}
	for _, c := range []struct {
		name   string
		a, b   *store.Row
		source bool // a may be b's source
	}{
		{"earlier day", row(2, "2000-03-01", "", ""), row(1, "2000-03-02", "", ""), true},
		{"later day", row(1, "2000-03-02", "", ""), row(2, "2000-03-01", "", ""), false},
		{"same day: ingest order", row(1, "2000-03-01", "", ""), row(2, "2000-03-01", "", ""), true},
		{"same day, ingested after", row(2, "2000-03-01", "", ""), row(1, "2000-03-01", "", ""), false},
		{"times of one form", row(2, "2000-03-01T19:40:00Z", "", ""), row(1, "2000-03-01T18:05:00Z", "", ""), false},
		{"a time and a date of its day: ingest order", row(1, "2000-03-01T19:40:00Z", "", ""), row(2, "2000-03-01", "", ""), true},
		{"undated: ingest order", row(2, "", "", ""), row(1, "2000-03-01", "", ""), false},
		{"undated: a republication is not the agency's source", row(1, "2026-03-12", "The Daily Harbour", "Meridian"), row(2, "", "", "Meridian"), false},
		{"undated: the agency's text is the republication's", row(2, "", "", "Meridian"), row(1, "2026-03-12", "The Daily Harbour", "Meridian"), true},
		{"undated: another agency's text decides nothing", row(2, "", "", "AFP"), row(1, "", "The Daily Harbour", "Meridian"), false},
		{"days apart, within a rewrite's reach", row(2, "2000-03-01", "", ""), row(1, "2000-03-04", "", ""), true},
		{"months apart", row(2, "2007-02-06", "", ""), row(1, "2007-10-19", "", ""), false},
		{"dates before credits", row(1, "2026-03-13", "", "Meridian"), row(2, "2026-03-12", "The Daily Harbour", "Meridian"), false},
	} {
		if got := mayBeSource(c.a, c.b); got != c.source {
			t.Errorf("%s: mayBeSource = %v", c.name, got)
		}
	}
}

// BenchmarkDerivations measures the reuse pass of one story of 50
// articles of 400 words each: every article against every earlier one.
func BenchmarkDerivations(b *testing.B) {
	var s Story
	words := strings.Fields("the harbour council said on monday that the ferry line would reopen after the storm damaged its piers and crews worked through the night to clear the wreckage from the northern channel")
	for i := range 50 {
		var sb strings.Builder
		for w := range 400 {
			sb.WriteString(words[(w*7+i*w/13)%len(words)])
			sb.WriteByte(' ')
		}
		s.Articles = append(s.Articles, &store.Row{Article: article.Article{ID: strconv.Itoa(i), Text: sb.String()}, Seq: int64(i)})
	}
	b.ReportAllocs()
	for b.Loop() {
		Derivations(s, nil, nil)
	}
}

// FuzzHoldsWordOf: masthead's allocation-free test of a side agrees with
// lower-casing and splitting both strings, whatever their letters.
func FuzzHoldsWordOf(f *testing.F) {
	for _, c := range [][2]string{
		{"Follow Island Mail.", "Island Mail"},
		{"The Daily", "The Daily Record"},
		{"Coastal:", "coastal record"},
		{"Islamic State", "Summit News"},
		{"ÉCHO du Nord", "L'Écho du nord"},
		{"Straße", "STRASSE"},
		{"KELVIN", "\u212aelvin"},
		{"...", "."},
		{"", "x"},
		{"a\xffb c", "A\xffB"},
	} {
		f.Add(c[0], c[1])
	}
	f.Fuzz(func(t *testing.T, side, outlet string) {
		own := strings.Fields(strings.ToLower(outlet))
		want := false
		for _, w := range strings.Fields(strings.ToLower(side)) {
			if slices.Contains(own, strings.TrimRight(w, ".,:;'’")) {
				want = true
			}
		}
		if got := holdsWordOf(side, outlet); got != want {
			t.Errorf("holdsWordOf(%q, %q) = %v, want %v", side, outlet, got, want)
		}
	})
}
