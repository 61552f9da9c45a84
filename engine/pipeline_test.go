package engine

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/store"
)

func groupsString(t *testing.T, pl *Pipeline) string {
	t.Helper()
	s, err := pl.Syndication(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var gs []string
	for _, g := range s.Groups {
		gs = append(gs, strings.Join(g.Articles, ","))
	}
	return strings.Join(gs, " | ")
}

// TestRestartKeepsDedup ingests in two processes' worth of pipelines: the
// second, opened on the same store, must relate its articles to those of
// the first (the index is restored from stored sketches) and give the same
// groups as one pipeline over everything.
func TestRestartKeepsDedup(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	files := []string{"../examples/meridian-wire-2.txt", "../examples/coastal-post-independent.txt", "../examples/radio-ostrava.jsonl"}
	later := []string{"../examples/northstar-daily.txt", "../examples/ostravia-today.rss", "../examples/valley-herald-copy.txt"}

	one, _ := store.Open(filepath.Join(dir, "one.db"))
	defer one.Close()
	pl, err := Open(ctx, one)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pl.Ingest(ctx, article.Read(append(files, later...), nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	want := groupsString(t, pl)

	path := filepath.Join(dir, "two.db")
	two, _ := store.Open(path)
	pl, _ = Open(ctx, two)
	if _, err := pl.Ingest(ctx, article.Read(files, nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	two.Close()
	two, _ = store.Open(path)
	defer two.Close()
	pl, err = Open(ctx, two)
	if err != nil {
		t.Fatal(err)
	}
	if pl.det.Len() != 0 {
		t.Fatalf("the index holds %d articles before anything needed it", pl.det.Len())
	}
	if err := pl.restore(ctx); err != nil {
		t.Fatal(err)
	}
	if pl.det.Len() != 4 {
		t.Fatalf("restored %d articles; want 4", pl.det.Len())
	}
	if _, err := pl.Ingest(ctx, article.Read(later, nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	if got := groupsString(t, pl); got != want || !strings.Contains(got, "ostraviatoday-2026-0312-ferry") {
		t.Errorf("groups after a restart\n got %s\nwant %s", got, want)
	}
}

// TestCatchUpAfterCrash simulates a crash between the article commit and
// the dedup commit: articles without sketches are processed on Open, in
// batches when there are more than one batch's worth (the copy, last,
// must still find its original, first).
func TestCatchUpAfterCrash(t *testing.T) {
	ctx := context.Background()
	var pair []*article.Article
	for a, err := range article.Read([]string{"../examples/meridian-wire-2.txt", "../examples/valley-herald-copy.txt"}, nil) {
		if err != nil {
			t.Fatal(err)
		}
		pair = append(pair, a)
	}
	for _, fillers := range []int{0, catchUpBatch + 5} {
		st, _ := store.Open(filepath.Join(t.TempDir(), "c.db"))
		defer st.Close()
		arts := []*article.Article{pair[0]}
		for i := range fillers {
			text := fmt.Sprintf("Filler report %d: council %d met on item %d and adjourned.", i, i*7, i*13)
			arts = append(arts, &article.Article{ID: fmt.Sprintf("filler-%d", i), Title: "Filler", Source: "F",
				Text: text, Hash: sha256.Sum256([]byte(text)), Words: 10, Ingested: time.Unix(1700000000, 0).UTC()})
		}
		arts = append(arts, pair[1])
		if _, _, err := st.Put(ctx, arts); err != nil { // stored, never deduplicated
			t.Fatal(err)
		}
		pl, err := Open(ctx, st)
		if err != nil {
			t.Fatal(err)
		}
		if pl.det.Len() != len(arts) {
			t.Errorf("%d fillers: %d articles through dedup; want %d", fillers, pl.det.Len(), len(arts))
		}
		if got := groupsString(t, pl); got != pair[0].ID+","+pair[1].ID {
			t.Errorf("%d fillers: groups after catch-up: %q", fillers, got)
		}
		// and the articles stored without a story are placed
		for _, a := range arts {
			if _, ok, err := pl.StoryOf(ctx, a.ID); err != nil || !ok {
				t.Errorf("%d fillers: %s in no story after catch-up (%v)", fillers, a.ID, err)
				break
			}
		}
	}
}

// TestOldSketchesAreReplaced: a store written before word hashes changed
// (schema 6) holds sketches and relations made with the old hashes. On
// opening it, they are dropped and recomputed, so that the stored
// articles relate to each other as before and to articles added after.
func TestOldSketchesAreReplaced(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	pl, _ := Open(ctx, st)
	first := []string{"../examples/meridian-wire-2.txt", "../examples/coastal-post-independent.txt"}
	if _, err := pl.Ingest(ctx, article.Read(first, nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	// What a schema-6 store holds: sketches of other hashes, and a
	// relation found through them.
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`UPDATE sketches SET samples = x'0100000002000000'`,
		`INSERT INTO relations(a, b, kind, jaccard, cont_a, cont_b, passages, longest, shared) VALUES (1, 2, 'near-duplicate', 0.9, 0.9, 0.9, 1, 50, x'01000000')`,
		`DROP TABLE story_state`, `DROP INDEX story_changes_from`, `DROP INDEX articles_source`,
		`ALTER TABLE relations DROP COLUMN holds`, `DROP TABLE story_list`, `DROP TABLE recurring`, `DROP TABLE alias_classes`, `DROP TABLE checkpoint`, `DROP TABLE sentence_counts`, `DROP TABLE frequent_samples`,
		`ALTER TABLE articles DROP COLUMN catchline`,
		`PRAGMA user_version = 6`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(q, err)
		}
	}
	db.Close()

	st, err = store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	caughtUp := 0
	pl, err = OpenWith(ctx, st, OpenOptions{OnCatchUp: func(done int) { caughtUp = done }})
	if err != nil {
		t.Fatal(err)
	}
	if caughtUp != len(first) {
		t.Errorf("caught up on %d articles, want %d", caughtUp, len(first))
	}
	if got := groupsString(t, pl); got != "" {
		t.Errorf("groups of an original and an independent report: %q", got)
	}
	if _, err := pl.Ingest(ctx, article.Read([]string{"../examples/valley-herald-copy.txt"}, nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for a, err := range article.Read(append(first, "../examples/valley-herald-copy.txt"), nil) {
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, a.ID)
	}
	if got, want := groupsString(t, pl), ids[0]+","+ids[2]; got != want {
		t.Errorf("the copy ingested after the migration: groups %q, want %q", got, want)
	}
}

// TestCreditLinesRemembered: a text prepared again with the credit lines
// the pipeline remembers sets aside the words that finding them anew
// does, for texts with none, one and several lines, in any order of
// articles.
func TestCreditLinesRemembered(t *testing.T) {
	texts := []string{
		"Police said the bridge was closed on Monday.\nNo one was hurt.",
		"LONDON (Reuters) - Police said the bridge was closed on Monday.\n(Reporting by Jane Doe; Editing by John Roe)",
		"By Mark Wilkinson, PA News\nPolice said the bridge was closed.\nAdditional reporting by AFP\n© Copyright AP 2017",
		"",
	}
	noBoiler := func(_ string, toks []uint32) []bool { return make([]bool, len(toks)) }
	var c creditLines
	for round := range 2 { // the first finds the lines, the second remembers them
		for i := len(texts) - 1; i >= 0; i-- {
			text := texts[i]
			doc := uint32(3 * i) // sparse, and in descending order
			want := prepareText(text, "", nil, noBoiler)
			want.credit()
			got := prepareText(text, "", nil, noBoiler)
			c.ignore(doc, got)
			set := 0
			for w := range want.text.Words() {
				if got.text.Boilerplate(w) != want.text.Boilerplate(w) {
					t.Errorf("round %d, text %d, word %d: set aside %v, want %v", round, i, w, got.text.Boilerplate(w), want.text.Boilerplate(w))
				}
				if want.text.Boilerplate(w) {
					set++
				}
			}
			if i == 1 && set == 0 {
				t.Errorf("text %d: no credit line set aside", i)
			}
			if !got.credited {
				t.Errorf("text %d: not marked credited", i)
			}
		}
	}
}
