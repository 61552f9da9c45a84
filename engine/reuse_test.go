package engine

import (
	"strconv"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
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
	ds := Derivations(s, nil)
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
	if ds := Derivations(s, []dedup.Relation{rel}); len(ds) != 1 || ds[0].Share != 0.97 {
		t.Errorf("with a relation: %+v, want the relation's share 0.97", ds)
	}
}

func TestPublishedBefore(t *testing.T) {
	for _, c := range []struct {
		da     string
		sa     int64
		db     string
		sb     int64
		before bool
	}{
		{"2000-03-01", 2, "2000-03-02", 1, true},
		{"2000-03-02", 1, "2000-03-01", 2, false},
		{"2000-03-01", 1, "2000-03-01", 2, true}, // same day: ingest order
		{"2000-03-01", 2, "2000-03-01", 1, false},
		{"2000-03-01T19:40:00Z", 2, "2000-03-01T18:05:00Z", 1, false}, // times of one form
		{"2000-03-01T19:40:00Z", 1, "2000-03-01", 2, true},            // one undated time: ingest order
		{"", 2, "2000-03-01", 1, false},
	} {
		if got := publishedBefore(c.da, c.sa, c.db, c.sb); got != c.before {
			t.Errorf("publishedBefore(%q,%d,%q,%d) = %v", c.da, c.sa, c.db, c.sb, got)
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
		Derivations(s, nil)
	}
}
