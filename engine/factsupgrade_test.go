package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/facts"
	"github.com/storywire/storywire/store"
)

// A store whose extractions older facts rules made is brought up to the
// current rules by its next writer, a batch at a time, and not by a read.
func TestFactsUpgradedByWriter(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	st, pl := openAt(t, path)
	first := []string{"../examples/meridian-wire-1.txt", "../examples/meridian-wire-2.txt", "../examples/coastal-post-independent.txt", "../examples/radio-ostrava.jsonl"}
	if _, err := pl.Ingest(ctx, article.Read(first, nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	// as an older build left them
	rows, err := st.FactsAfter(ctx, 0, 100)
	if err != nil || len(rows) < 4 {
		t.Fatalf("%d stored extractions, %v", len(rows), err)
	}
	old := map[int64][]byte{}
	for _, r := range rows {
		old[r.Seq] = []byte(`{"version":1,"quantities":[],"quotes":[]}`)
	}
	if err := st.PutBatch(ctx, store.Batch{Facts: old}); err != nil {
		t.Fatal(err)
	}
	st.Close()

	versions := func(st *store.Store) map[int]int {
		t.Helper()
		rows, err := st.FactsAfter(ctx, 0, 1000)
		if err != nil {
			t.Fatal(err)
		}
		n := map[int]int{}
		for _, r := range rows {
			var x facts.Extraction
			if err := json.Unmarshal(r.Extraction, &x); err != nil {
				t.Fatal(err)
			}
			n[x.Version]++
		}
		return n
	}
	// a reader's story read makes nothing again
	st, pl = openAt(t, path)
	defer st.Close()
	stories, err := pl.Stories(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range stories {
		if _, err := pl.Facts(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	if n := versions(st); n[facts.ExtractVersion] != 0 {
		t.Fatalf("a read stored extractions: %v", n)
	}
	// the next write does
	if _, err := pl.Ingest(ctx, article.Read([]string{"../examples/northstar-daily.txt"}, nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	if n := versions(st); n[1] != 0 || n[facts.ExtractVersion] != len(rows)+1 {
		t.Fatalf("after a write, extractions by version: %v, want all %d of version %d", n, len(rows)+1, facts.ExtractVersion)
	}
}

// The walk resumes where it stopped and ends once no older extraction is
// left: budgets of two over five stale rows take three batches.
func TestFactsUpgradeWalks(t *testing.T) {
	ctx := context.Background()
	pl := freshPipeline(t)
	st := pl.Store()
	files := []string{"../examples/meridian-wire-1.txt", "../examples/meridian-wire-2.txt", "../examples/coastal-post-independent.txt",
		"../examples/northstar-daily.txt", "../examples/valley-herald-copy.txt"}
	if _, err := pl.Ingest(ctx, article.Read(files, nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	rows, _ := st.FactsAfter(ctx, 0, 100)
	old := map[int64][]byte{}
	for _, r := range rows {
		old[r.Seq] = []byte(`{"version":1}`)
	}
	if err := st.PutBatch(ctx, store.Batch{Facts: old}); err != nil {
		t.Fatal(err)
	}
	pl.factsAt, pl.factsDone = 0, false
	var made []int
	for range 5 {
		x := map[int64][]byte{}
		if err := pl.upgradeFacts(ctx, 2, x); err != nil {
			t.Fatal(err)
		}
		if err := st.PutBatch(ctx, store.Batch{Facts: x}); err != nil {
			t.Fatal(err)
		}
		made = append(made, len(x))
	}
	if want := []int{2, 2, 1, 0, 0}; fmt.Sprint(made) != fmt.Sprint(want) || !pl.factsDone {
		t.Fatalf("made %v a batch (done %v), want %v and done", made, pl.factsDone, want)
	}
}
