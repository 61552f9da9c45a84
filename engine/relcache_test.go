package engine

import (
	"context"
	"maps"
	"path/filepath"
	"slices"
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
	if pl.subTotals == nil {
		t.Fatal("the writer's substitution totals are not cached")
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
