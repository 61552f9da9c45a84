package engine

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/store"
)

// derivedFromView is what a full View says readers should be shown:
// the entries, and each story's articles, groups and title.
func derivedFromView(t *testing.T, pl *Pipeline) ([]Entry, map[int]Story) {
	t.Helper()
	v, err := pl.View(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	entries := make([]Entry, len(v.Stories))
	byID := map[int]Story{}
	for i, s := range v.Stories {
		entries[i] = s.Entry()
		byID[s.ID] = s
	}
	return entries, byID
}

// storyString names what a story page is built from.
func storyString(s Story) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %q:", s.ID, s.Title)
	for _, a := range s.Articles {
		fmt.Fprintf(&b, " %s/%s", a.ID, s.Group[a.ID])
	}
	return b.String()
}

// checkDerived checks that what pl reads (StoryList, StoryByID,
// Recurring, Aliases) is what a View of the same store gives.
func checkDerived(t *testing.T, reader, writer *Pipeline) {
	t.Helper()
	ctx := context.Background()
	wantEntries, wantStories := derivedFromView(t, writer)
	got, err := reader.StoryList(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != fmt.Sprint(wantEntries) {
		t.Fatalf("story list:\n got %v\nwant %v", got, wantEntries)
	}
	for id, want := range wantStories {
		s, _, ok, err := reader.StoryByID(ctx, id)
		if err != nil || !ok {
			t.Fatalf("story %d: ok %v, %v", id, ok, err)
		}
		if storyString(s) != storyString(want) {
			t.Errorf("story %d:\n got %s\nwant %s", id, storyString(s), storyString(want))
		}
	}
	bp, err := reader.Recurring(ctx)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := writer.View(ctx)
	if want := Boilerplate(v.Stories); bp.Recurring() != want.Recurring() {
		t.Errorf("%d recurring sentences read, %d counted", bp.Recurring(), want.Recurring())
	}
	aliases, err := reader.Aliases(ctx)
	if err != nil {
		t.Fatal(err)
	}
	writer.aliases, writer.nameSubs = nil, nil // counted again from the substitutions
	want, err := writer.nameAliases(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !maps.Equal(aliases, want) {
		t.Errorf("aliases %v, want %v", aliases, want)
	}
}

// TestDerivedState checks that a new process reads what readers are
// shown from what the writer stored — the same as a full View gives —
// without reading every article, after each of several ingests, the
// last ones by writers that start from what an earlier one stored.
func TestDerivedState(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	st, pl := examplesStore(t, path)
	docs := eval.Fixture(30, 3, 60, 6, 3)
	for i := 0; i < len(docs); i += len(docs) / 3 {
		if i >= len(docs)/3 { // a new writer process
			st.Close()
			st, pl = openAt(t, path)
			defer st.Close()
		}
		ingestDocs(t, pl, docs[i:min(i+len(docs)/3, len(docs))])
		if ok, err := st.Derived(ctx); !ok || err != nil {
			t.Fatalf("after an ingest the derived state is not current (%v)", err)
		}
		// A new process over the same file reads it.
		st2, pl2 := openAt(t, path)
		checkDerived(t, pl2, pl)
		// The sites' furniture makes relations found through it stop
		// holding as the collection grows: the case a reader must read
		// right.
		if broken, all := brokenRelations(t, st); broken == 0 {
			t.Errorf("none of %d relations stored as no longer holding", all)
		}
		if pl2.rows != nil {
			t.Errorf("the reader read every article (%d)", len(pl2.rows))
		}
		st2.Close()
	}
}

// TestStaleDerivedState checks that a reader finding the derived state
// behind the store (a writer between two commits, a crash) shows what a
// View does and writes nothing, and that the next writer derives it.
func TestStaleDerivedState(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	st, _ := examplesStore(t, path)
	// What a crash between the story commit and the derivation leaves.
	if _, err := st.PutStories(ctx, map[int64]int{1: 9999}, "test"); err != nil {
		t.Fatal(err)
	}
	st.Close()
	ro, err := store.OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	reader, err := Open(ctx, ro)
	if err != nil {
		t.Fatal(err)
	}
	list, err := reader.StoryList(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(list, func(e Entry) bool { return e.ID == 9999 }) {
		t.Errorf("a stale reader's list lacks the story the store holds: %v", list)
	}
	checkDerived(t, reader, reader)
	if ok, _ := ro.Derived(ctx); ok {
		t.Error("a reader derived")
	}
	ro.Close()
	st2, pl2 := openAt(t, path) // a writer: derives when it opens
	defer st2.Close()
	if ok, err := st2.Derived(ctx); !ok || err != nil {
		t.Fatalf("the writer did not derive (%v)", err)
	}
	checkDerived(t, pl2, pl2)
}

// TestIncrementalDerive checks that a writer adding articles a few at a
// time derives only the stories it wrote to, and that what it stores is
// what a full View gives, relations that stop holding as the sites'
// furniture grows common included.
func TestIncrementalDerive(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	st, pl := examplesStore(t, path)
	docs := eval.Fixture(40, 3, 60, 6, 5)
	half := len(docs) / 2
	ingestDocs(t, pl, docs[:half])
	st.Close()
	st, pl = openAt(t, path) // a new writer: it derives what it writes
	defer st.Close()
	steps := 0
	for i := half; i < len(docs); i += 9 {
		ingestDocs(t, pl, docs[i:min(i+9, len(docs))])
		steps++
		if pl.fullDerives != 0 {
			t.Fatalf("step %d: %d derivations from a full View", steps, pl.fullDerives)
		}
		if i/9%4 != 0 && i+9 < len(docs) {
			continue // checked every fourth step and at the end
		}
		st2, pl2 := openAt(t, path)
		checkDerived(t, pl2, pl)
		st2.Close()
		pl.fullDerives = 0 // checkDerived reads the writer's View, not a derivation
	}
	broken, all := brokenRelations(t, st)
	t.Logf("%d writes, %d articles, %d of %d relations stored as no longer holding", steps, len(docs), broken, all)
	if broken == 0 {
		t.Error("no relation stopped holding: the case is not tested")
	}
}

// ingestDocs ingests docs through pl as one JSONL file.
func ingestDocs(t *testing.T, pl *Pipeline, docs []eval.Doc) {
	t.Helper()
	var b bytes.Buffer
	if err := eval.WriteJSONL(&b, docs); err != nil {
		t.Fatal(err)
	}
	if _, err := pl.Ingest(context.Background(), article.ReadFrom("fixture.jsonl", &b), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
}

// brokenRelations counts the relations st stores as no longer holding,
// and all it stores.
func brokenRelations(t *testing.T, st *store.Store) (broken, all int) {
	t.Helper()
	pairs, err := st.Pairs(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range pairs {
		if r.Judged && !r.Holds {
			broken++
		}
	}
	return broken, len(pairs)
}
