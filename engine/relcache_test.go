package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"iter"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/store"
)

// What a writer keeps of the relations to judge them again (judge.go)
// and its substitution totals, read between its batches and extended by
// each, are what the store holds.
func TestRelationsCacheIsTheStore(t *testing.T) {
	ctx := context.Background()
	pl := freshPipeline(t)
	st := pl.st
	if err := pl.loadJudgements(ctx); err != nil { // kept, empty
		t.Fatal(err)
	}
	if _, err := pl.Aliases(ctx); err != nil {
		t.Fatal(err)
	}
	seeds := filepath.Join("..", "..", "shared", "seeds")
	for _, path := range []string{filepath.Join("..", "examples"), seeds} {
		opts := IngestOptions{BatchSize: 3, OnBatch: func(Progress) {
			if err := pl.loadJudgements(ctx); err != nil {
				t.Error(err)
			}
			if _, err := pl.Aliases(ctx); err != nil {
				t.Error(err)
			}
		}}
		if _, err := pl.Ingest(ctx, article.Read([]string{path}, nil), opts); err != nil {
			t.Fatal(err)
		}
	}
	if !pl.judged.loaded {
		t.Fatal("the writer's relations are not kept")
	}
	kept := map[[2]string]string{}
	for i, r := range pl.judged.rels {
		kept[[2]string{pl.det.ID(r.a), pl.det.ID(r.b)}] = fmt.Sprint(r.kind, pl.judged.samples(i))
	}
	fresh := &Pipeline{st: st, busy: store.ErrBusy} // reads anew
	want, err := fresh.relations(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(want) < 10 {
		t.Fatalf("only %d relations stored", len(want))
	}
	if len(kept) != len(want) || len(pl.judged.rels) != len(want) {
		t.Fatalf("%d relations kept (%d distinct), %d stored", len(pl.judged.rels), len(kept), len(want))
	}
	for _, r := range want {
		if got, w := kept[[2]string{r.A, r.B}], fmt.Sprint(r.Kind, r.Shared); got != w {
			t.Fatalf("%s–%s: kept %q, stored %q", r.A, r.B, got, w)
		}
	}
	if pl.nameSubs == nil {
		t.Fatal("the writer's substitution counts are not cached")
	}
	got, err := pl.Aliases(ctx)
	if err != nil {
		t.Fatal(err)
	}
	wantAliases, err := fresh.Aliases(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(wantAliases) == 0 || !maps.Equal(got, wantAliases) {
		t.Fatalf("cached aliases %v, the store's %v", got, wantAliases)
	}
}

// Titles kept from one View to the next are the titles the stories'
// articles give, as articles join them.
func TestViewTitlesKept(t *testing.T) {
	ctx := context.Background()
	pl := freshPipeline(t)
	check := func() {
		t.Helper()
		v, err := pl.View(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range v.Stories {
			arts := make([]*article.Article, len(s.Articles))
			for i, r := range s.Articles {
				arts[i] = &r.Article
			}
			if want := StoryTitle(arts); s.Title != want {
				t.Errorf("story %d (%d articles): title %q, its articles give %q", s.ID, len(arts), s.Title, want)
			}
		}
	}
	opts := IngestOptions{BatchSize: 2, OnBatch: func(Progress) { check() }}
	for _, path := range []string{filepath.Join("..", "examples"), filepath.Join("..", "..", "shared", "seeds")} {
		if _, err := pl.Ingest(ctx, article.Read([]string{path}, nil), opts); err != nil {
			t.Fatal(err)
		}
	}
	check()
	if len(pl.titles) < 3 {
		t.Fatalf("%d titles kept", len(pl.titles))
	}
}

// A writer's kept rows are the store's, labels merged into a stored
// article included.
func TestRowsKeptAreTheStore(t *testing.T) {
	ctx := context.Background()
	pl := freshPipeline(t)
	st := pl.st
	jsonl := func(lines ...string) iter.Seq2[*article.Article, error] {
		return article.Read([]string{"-"}, strings.NewReader(strings.Join(lines, "\n")))
	}
	same := func() {
		t.Helper()
		kept, err := pl.allRows(ctx)
		if err != nil {
			t.Fatal(err)
		}
		want, err := st.All(ctx, true)
		if err != nil {
			t.Fatal(err)
		}
		if len(kept) != len(want) {
			t.Fatalf("%d rows kept, %d stored", len(kept), len(want))
		}
		for i := range want {
			k, w := kept[i], want[i]
			if k.Seq != w.Seq || k.ID != w.ID || k.Text != w.Text || !slices.Equal(k.Labels, w.Labels) {
				t.Fatalf("row %d: kept %s %v, stored %s %v", i, k.ID, k.Labels, w.ID, w.Labels)
			}
		}
	}
	a := `{"id":"a","text":"The council approved the tram line to the university district on Monday after a long debate."}`
	b := `{"id":"b","text":"Ostrava FC beat Kessarine Rovers 3-1 on Friday evening to reach the cup semi-final for the first time."}`
	for _, in := range []iter.Seq2[*article.Article, error]{
		jsonl(a),
		jsonl(b),
		jsonl(`{"id":"a","cluster":"trams","text":"The council approved the tram line to the university district on Monday after a long debate."}`),
	} {
		if _, err := pl.Ingest(ctx, in, IngestOptions{}); err != nil {
			t.Fatal(err)
		}
		same()
	}
	if rows, _ := pl.allRows(ctx); len(rows[0].Labels) == 0 {
		t.Fatal("the label merged into a stored article is not seen")
	}
}

// What a writer keeps of which relations hold is what the index says
// now, also as a site's footer becomes common enough to be boilerplate
// and the relations found through it stop holding.
func TestHoldingKeptIsHolds(t *testing.T) {
	ctx := context.Background()
	pl := freshPipeline(t)
	footer := "Copyright Alpha Post, all rights reserved. Sign up for our morning newsletter to get the day's headlines from the valley and the coast, and follow Alpha Post on every network for breaking news, weather warnings and traffic alerts."
	words := strings.Fields("council budget school election voters farmers prices bridge station hospital doctors nurses teachers strike union talks treaty border army rebels village mayor market traders bank rates inflation exports factory workers wages plant energy grid power outage winter flood drought crops harvest museum artist festival concert team coach match final league season injury record")
	var lines []string
	x := uint64(11)
	for i := range 160 {
		var w []string
		for range 30 {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			w = append(w, words[x%uint64(len(words))])
		}
		b, _ := json.Marshal(map[string]string{"id": fmt.Sprintf("p%03d", i), "source": "Alpha Post",
			"text": fmt.Sprintf("Item %d. %s.\n\n%s", i, strings.Join(w, " "), footer)})
		lines = append(lines, string(b))
	}
	flips, checked := 0, 0
	var before map[[2]string]bool
	opts := IngestOptions{BatchSize: 10, OnBatch: func(Progress) {
		rels, err := pl.relations(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if err := pl.loadJudgements(ctx); err != nil {
			t.Fatal(err)
		}
		pl.judge()
		kept := map[[2]string]bool{}
		for _, r := range pl.judged.rels {
			if !r.known {
				t.Fatalf("%s–%s not judged", pl.det.ID(r.a), pl.det.ID(r.b))
			}
			kept[[2]string{pl.det.ID(r.a), pl.det.ID(r.b)}] = r.holds
		}
		if len(kept) != len(rels) {
			t.Fatalf("%d relations judged, %d stored", len(kept), len(rels))
		}
		now := map[[2]string]bool{}
		for _, r := range rels {
			k := [2]string{r.A, r.B}
			now[k] = pl.det.Holds(r)
			if kept[k] != now[k] {
				t.Fatalf("%s–%s: kept %v, Holds %v", r.A, r.B, kept[k], now[k])
			}
			if h, ok := before[k]; ok && h != now[k] {
				flips++
			}
			checked++
		}
		before = now
	}}
	if _, err := pl.Ingest(ctx, article.Read([]string{"-"}, strings.NewReader(strings.Join(lines, "\n"))), opts); err != nil {
		t.Fatal(err)
	}
	if flips == 0 {
		t.Fatalf("no relation stopped holding in %d checks: the test says nothing", checked)
	}
}
