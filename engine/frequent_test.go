package engine

import (
	"context"
	"database/sql"
	"path/filepath"
	"slices"
	"testing"

	"github.com/storywire/storywire/align"
	"github.com/storywire/storywire/eval"
)

// TestStoredBoilerplate: a reader sees every stored text's boilerplate
// through the stored sample counts exactly as the writer's dedup index
// does — after a first write, after later ones, after a writer that
// stopped before deriving from its last write is caught up as the next
// one opens the store, and after a store that had no counts (one from
// before them) is counted as a writer opens it — and it loads no index
// to do so.
func TestStoredBoilerplate(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	st, pl := openAt(t, path)
	docs := eval.Fixture(40, 3, 60, 6, 5)
	half := len(docs) / 2
	ingestDocs(t, pl, docs[:half])
	check := func(step string) {
		t.Helper()
		st2, reader := openAt(t, path)
		defer st2.Close()
		boiler, err := reader.boilerplate(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if reader.restored {
			t.Errorf("%s: the reader loaded the dedup index", step)
		}
		if err := pl.restore(ctx); err != nil {
			t.Fatal(err)
		}
		rows, err := st.All(ctx, true)
		if err != nil {
			t.Fatal(err)
		}
		marked := 0
		for _, r := range rows {
			h := align.NewText(r.Text).Hashes()
			want, got := pl.det.Boilerplate(r.Text, h), boiler(r.Text, h)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: %s: the stored counts mark other boilerplate than the index", step, r.ID)
			}
			for _, b := range want {
				if b {
					marked++
				}
			}
		}
		t.Logf("%s: %d articles, %d words marked as boilerplate", step, len(rows), marked)
		if marked == 0 {
			t.Errorf("%s: no boilerplate: the case is not tested", step)
		}
	}
	check("first write")
	exec := func(qs ...string) {
		t.Helper()
		db, err := sql.Open("sqlite", "file:"+path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		for _, q := range qs {
			if _, err := db.Exec(q); err != nil {
				t.Fatal(q, err)
			}
		}
	}
	// the counts as the first write left them, to put back below
	exec(`CREATE TABLE kept_samples AS SELECT * FROM frequent_samples`,
		`CREATE TABLE kept_state AS SELECT sketched FROM story_state`)
	for i := half; i < len(docs); i += 40 {
		ingestDocs(t, pl, docs[i:min(i+40, len(docs))])
	}
	check("later writes")

	// A writer stopped after storing the later articles and before
	// deriving from them: the counts are the first write's, the
	// derived state behind the store.
	st.Close()
	exec(`DELETE FROM frequent_samples`, `INSERT INTO frequent_samples SELECT * FROM kept_samples`,
		`UPDATE story_state SET sketched = (SELECT sketched FROM kept_state), derived = writes - 1`)
	st, pl = openAt(t, path)
	check("caught up on opening")

	st.Close()
	exec(`DELETE FROM frequent_samples`, `UPDATE story_state SET sketched = -1`)
	st, pl = openAt(t, path)
	defer st.Close()
	check("counted on opening")
}
