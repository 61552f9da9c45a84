package engine

import (
	"bytes"
	"context"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/store"
)

// TestOverlappedWrites checks that an ingest whose batches are analysed
// once the next is read (the next one's candidates read meanwhile) and
// written while the next is analysed (no OnBatch) stores what one that
// writes each batch before reading the next (OnBatch set) does: the same
// relations with their substitutions and holds, facts, stories and
// search index. Small batches, so that a copy's source is often in the
// batch still being written.
func TestOverlappedWrites(t *testing.T) {
	ctx := context.Background()
	var jsonl bytes.Buffer
	if err := eval.WriteJSONL(&jsonl, eval.Fixture(40, 3, 60, 6, 13)); err != nil {
		t.Fatal(err)
	}
	type state struct {
		rels    []store.Relation
		facts   map[int64][]byte
		stories map[string]int
		hits    []store.Hit
		batches int
	}
	ingest := func(overlap bool) state {
		st, pl := openAt(t, filepath.Join(t.TempDir(), "s.db"))
		defer st.Close()
		var s state
		opt := IngestOptions{BatchSize: 7, OnProgress: func(Progress) { s.batches++ }}
		if !overlap {
			opt.OnBatch = func(Progress) {}
		}
		p, err := pl.Ingest(ctx, article.ReadFrom("fixture.jsonl", bytes.NewReader(jsonl.Bytes())), opt)
		if err != nil {
			t.Fatal(err)
		}
		if s.rels, err = st.Relations(ctx); err != nil {
			t.Fatal(err)
		}
		seqs := make([]int64, p.Added)
		for i := range seqs {
			seqs[i] = int64(i + 1)
		}
		if s.facts, err = st.Facts(ctx, seqs); err != nil {
			t.Fatal(err)
		}
		if s.stories, err = st.StoryOf(ctx); err != nil {
			t.Fatal(err)
		}
		if s.hits, err = st.Search(ctx, "said", 200); err != nil {
			t.Fatal(err)
		}
		if len(s.facts) != p.Added || len(s.stories) != p.Added {
			t.Fatalf("%d articles added, %d with facts, %d in stories", p.Added, len(s.facts), len(s.stories))
		}
		return s
	}
	sync, over := ingest(false), ingest(true)
	if sync.batches < 20 || len(sync.rels) < 100 || len(sync.hits) == 0 {
		t.Fatalf("%d batches, %d relations, %d search hits: the case is not tested", sync.batches, len(sync.rels), len(sync.hits))
	}
	if !reflect.DeepEqual(sync.rels, over.rels) {
		t.Errorf("relations differ: %d written in turn, %d overlapped", len(sync.rels), len(over.rels))
	}
	if !reflect.DeepEqual(sync.facts, over.facts) {
		t.Error("facts differ")
	}
	if !reflect.DeepEqual(sync.stories, over.stories) {
		t.Error("stories differ")
	}
	if !reflect.DeepEqual(sync.hits, over.hits) {
		t.Error("search hits differ")
	}
}
