package engine

import (
	"context"
	"iter"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/store"
)

// A writer's cached relations and substitution totals, read between its
// batches and extended by each, are what the store holds, in its order.
func TestRelationsCacheIsTheStore(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	pl, err := Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pl.relations(ctx); err != nil { // cached, empty
		t.Fatal(err)
	}
	if _, err := pl.Aliases(ctx); err != nil {
		t.Fatal(err)
	}
	seeds := filepath.Join("..", "..", "shared", "seeds")
	for _, path := range []string{filepath.Join("..", "examples"), seeds} {
		opts := IngestOptions{BatchSize: 3, OnBatch: func(Progress) {
			if _, err := pl.relations(ctx); err != nil {
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
	cached, err := pl.relations(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if pl.rels == nil {
		t.Fatal("the writer's relations are not cached")
	}
	fresh := &Pipeline{st: st, busy: store.ErrBusy} // reads anew
	want, err := fresh.relations(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(want) < 10 {
		t.Fatalf("only %d relations stored", len(want))
	}
	if !slices.EqualFunc(cached, want, func(a, b dedup.Relation) bool {
		return a.A == b.A && a.B == b.B && a.Kind == b.Kind && a.Jaccard == b.Jaccard && a.Passages == b.Passages && slices.Equal(a.Shared, b.Shared)
	}) {
		t.Fatalf("cached relations differ from the store's:\n%v\n%v", cached, want)
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
	st, err := store.Open(filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	pl, err := Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
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
	st, err := store.Open(filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	pl, err := Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
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
