package store

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/textproc"
)

func newArticle(id, text string, labels ...string) *article.Article {
	return &article.Article{ID: id, Text: text, Title: "t " + id, Source: "S", Hash: sha256.Sum256([]byte(text)),
		Words: 2, Labels: labels, Ingested: time.Unix(1700000000, 0).UTC(),
		Origin: article.Origin{Path: "p.jsonl", Line: 3, Format: "jsonl", SHA256: "ab"}}
}

func openTemp(t *testing.T) *Store {
	t.Helper()
	st, err := Open(filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func TestPutOutcomes(t *testing.T) {
	ctx := context.Background()
	st := openTemp(t)
	tests := []struct {
		name  string
		batch []*article.Article
		want  []Outcome
		count int
	}{
		{"new", []*article.Article{newArticle("a", "alpha", "c1"), newArticle("b", "beta")}, []Outcome{Added, Added}, 2},
		{"same again", []*article.Article{newArticle("a", "alpha")}, []Outcome{Unchanged}, 2},
		{"new label", []*article.Article{newArticle("a", "alpha", "c2")}, []Outcome{Unchanged}, 2},
		{"conflict", []*article.Article{newArticle("b", "different")}, []Outcome{Conflict}, 2},
		{"conflict inside one batch", []*article.Article{newArticle("c", "gamma"), newArticle("c", "delta")}, []Outcome{Added, Conflict}, 3},
	}
	for _, tt := range tests {
		got, _, err := st.Put(ctx, tt.batch)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: outcomes %v; want %v", tt.name, got, tt.want)
		}
		if n, _ := st.Count(ctx); n != tt.count {
			t.Errorf("%s: count %d; want %d", tt.name, n, tt.count)
		}
	}
	a, err := st.Get(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a.Labels, []string{"c1", "c2"}) || a.Text != "alpha" || a.Origin.Where() != "p.jsonl:3" {
		t.Errorf("Get(a) = %+v", a)
	}
	wire := newArticle("w", "The hearing was adjourned until tomorrow.")
	wire.Catchline = "COURTS Attack"
	if _, _, err := st.Put(ctx, []*article.Article{wire}); err != nil {
		t.Fatal(err)
	}
	if w, err := st.Get(ctx, "w"); err != nil || w.Catchline != "COURTS Attack" {
		t.Errorf("Get(w): catch-line %q, %v", w.Catchline, err)
	}
	b, _ := st.Get(ctx, "b")
	if b.Text != "beta" {
		t.Errorf("conflicting put replaced the stored text: %q", b.Text)
	}
	if _, err := st.Get(ctx, "zzz"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Get(unknown) error %v; want ErrNotFound", err)
	}
	rows, err := st.All(ctx, false)
	if err != nil || len(rows) != 4 || rows[0].ID != "a" || rows[2].ID != "c" || rows[3].Catchline != "COURTS Attack" || rows[0].Text != "" {
		t.Errorf("All = %v, %v", rows, err)
	}
	if err := st.Check(ctx); err != nil {
		t.Error(err)
	}
}

func TestReopenKeepsDataAndSchema(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	st, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := st.Put(ctx, []*article.Article{newArticle("a", "alpha")}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	st, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var v int
	st.pool.QueryRow(`PRAGMA user_version`).Scan(&v)
	if v != SchemaVersion {
		t.Errorf("schema version %d; want %d", v, SchemaVersion)
	}
	if n, _ := st.Count(ctx); n != 1 {
		t.Errorf("count after reopen %d; want 1", n)
	}
}

func TestOpenRefusesNewerSchemaAndDirectories(t *testing.T) {
	dir := t.TempDir()
	if _, err := Open(dir); err == nil {
		t.Error("Open(directory) succeeded")
	}
	path := filepath.Join(dir, "s.db")
	st, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	st.pool.Exec(fmt.Sprintf(`PRAGMA user_version = %d`, SchemaVersion+1))
	st.Close()
	if _, err := Open(path); err == nil {
		t.Error("Open of a newer schema succeeded")
	}
}

// TestReadersDuringWrites runs readers while one writer commits batches:
// readers never fail and never see a partial batch.
func TestReadersDuringWrites(t *testing.T) {
	ctx := context.Background()
	st := openTemp(t)
	const batches, size = 40, 25
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	done := make(chan struct{})
	for r := 0; r < 3; r++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-done:
					return
				default:
				}
				n, err := st.Count(ctx)
				if err != nil {
					errs <- err
					return
				}
				if n%size != 0 {
					errs <- fmt.Errorf("reader saw %d articles: a partial batch", n)
					return
				}
			}
		}()
	}
	for b := 0; b < batches; b++ {
		batch := make([]*article.Article, size)
		for i := range batch {
			id := fmt.Sprintf("%d-%d", b, i)
			batch[i] = newArticle(id, "text "+id)
		}
		if _, _, err := st.Put(ctx, batch); err != nil {
			t.Fatal(err)
		}
	}
	close(done)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestSearch(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	a := &article.Article{ID: "a1", Source: "Meridian", Title: "Ferry capsizes", Text: "A passenger ferry capsized in a storm on Lake Varn."}
	b := &article.Article{ID: "b1", Title: "Tram line", Text: "The council approved a tram line."}
	for _, x := range []*article.Article{a, b} {
		x.Hash[0] = x.ID[0]
	}
	if _, _, err := s.Put(ctx, []*article.Article{a, b}); err != nil {
		t.Fatal(err)
	}
	if err := s.IndexSearch(ctx); err != nil { // as PutBatch does for each batch
		t.Fatal(err)
	}
	for _, tc := range []struct {
		q    string
		want string
	}{
		{"ferry", "a1"}, {"FERRY storm", "a1"}, {"tram", "b1"}, {"ferry tram", ""}, {`"NEAR(`, ""}, {"AND OR", ""}, {"", ""},
	} {
		hits, err := s.Search(ctx, tc.q, 10)
		if err != nil {
			t.Fatalf("%q: %v", tc.q, err)
		}
		got := ""
		if len(hits) > 0 {
			got = hits[0].ID
		}
		if got != tc.want || len(hits) > 1 {
			t.Errorf("%q: %+v, want %q", tc.q, hits, tc.want)
		}
	}
	hits, _ := s.Search(ctx, "storm", 10)
	if len(hits) != 1 || !strings.Contains(hits[0].Snippet, "«storm»") {
		t.Errorf("snippet: %+v", hits)
	}
}

func TestSnippet(t *testing.T) {
	text := "One two three four five six seven eight nine ten eleven twelve. The ferry sank in the storm on Lake Varn, the coast guard said, and divers searched the wreck until dusk."
	for _, tc := range []struct {
		q    string
		n    int
		want string
	}{
		{"ferry", 6, "…eleven twelve. The «ferry» sank in…"},
		{"storm ferry", 8, "…eleven twelve. The «ferry» sank in the «storm»…"},
		{"DIVERS wreck", 6, "…said, and «divers» searched the «wreck»…"},
		{"one", 3, "«One» two three…"},
		{"zzz", 3, "One two three…"},
		{"dusk", 3, "…wreck until «dusk»."},
	} {
		if got := snippet(text, textproc.AppendWordHashes(nil, tc.q), tc.n); got != tc.want {
			t.Errorf("snippet(%q, %d) = %q, want %q", tc.q, tc.n, got, tc.want)
		}
	}
	if got := snippet("", nil, 4); got != "" {
		t.Errorf("empty text: %q", got)
	}
}

// TestSearchLongArticle: a common word in a long article costs one pass
// over its words (FTS5's own snippet() is quadratic in the matches: this
// article held a search for over ten seconds). The deadline is a hang
// guard, a hundred times what the search takes.
func TestSearchLongArticle(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a := &article.Article{ID: "long", Text: strings.Repeat("the storm ferry harbour council ", 40000)}
	a.Hash[0] = 1
	if _, _, err := s.Put(context.Background(), []*article.Article{a}); err != nil {
		t.Fatal(err)
	}
	if err := s.IndexSearch(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, q := range []string{"the", "ferry council"} {
		hits, err := s.Search(ctx, q, 10)
		if err != nil {
			t.Fatalf("search %q: %v", q, err)
		}
		if len(hits) != 1 || !strings.Contains(hits[0].Snippet, "«") {
			t.Errorf("search %q: %+v", q, hits)
		}
	}
}

func TestWriterLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "l.db")
	a, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.LockWriter(); err != nil || !a.Writer() {
		t.Fatalf("first lock: %v", err)
	}
	if err := a.LockWriter(); err != nil {
		t.Fatalf("taken again by its holder: %v", err)
	}
	b, _ := Open(path)
	defer b.Close()
	err = b.LockWriter()
	if !errors.Is(err, ErrBusy) || b.Writer() || !strings.Contains(err.Error(), fmt.Sprintf("pid %d", os.Getpid())) {
		t.Fatalf("second lock: %v", err)
	}
	a.Close()
	if err := b.LockWriter(); err != nil {
		t.Fatalf("after the holder closed: %v", err)
	}
}

// TestOpenReadOnly: a read-only store reads, refuses writes and the
// writer lock, and is refused while a write-ahead log holds batches.
func TestOpenReadOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	a := &article.Article{ID: "a1", Text: "The ferry sank."}
	a.Hash[0] = 1
	if _, _, err := s.Put(context.Background(), []*article.Article{a}); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenReadOnly(path); err == nil || !strings.Contains(err.Error(), "write-ahead log") {
		t.Errorf("read-only open beside an open writer: %v", err)
	}
	s.Close()
	ro, err := OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if n, err := ro.Count(context.Background()); err != nil || n != 1 {
		t.Errorf("count %d, %v", n, err)
	}
	if err := ro.LockWriter(); !errors.Is(err, ErrReadOnly) {
		t.Errorf("LockWriter: %v", err)
	}
	b := &article.Article{ID: "b1", Text: "Another."}
	b.Hash[0] = 2
	if _, _, err := ro.Put(context.Background(), []*article.Article{b}); err == nil {
		t.Error("a read-only store took a write")
	}
}

// TestTextsAndSources: the texts of many articles read at once come in
// ascending seq order, each once, over more than one query's worth,
// and a seq no article has is left out.
func TestTextsAndSources(t *testing.T) {
	ctx := context.Background()
	st := openTemp(t)
	var batch []*article.Article
	for i := range 1203 {
		batch = append(batch, newArticle(fmt.Sprintf("a%d", i), fmt.Sprintf("text %d", i)))
	}
	_, seqs, err := st.Put(ctx, batch)
	if err != nil {
		t.Fatal(err)
	}
	text := map[int64]string{}
	var ask, want []int64
	for i := len(seqs) - 1; i >= 0; i -= 2 { // descending, with a repeat
		ask = append(ask, seqs[i], seqs[i])
		want = append([]int64{seqs[i]}, want...)
		text[seqs[i]] = batch[i].Text
	}
	ask = append(ask, seqs[1], seqs[len(seqs)-1]+1000) // seqs[1] puts a repeat across two queries
	// Seqs no article has, before all others, so that the first query
	// ends among the stored ones.
	for i := range maxVars - 300 {
		ask = append(ask, int64(-1-i))
	}
	want = slices.Insert(want, 1, seqs[1])
	text[seqs[1]] = batch[1].Text
	var got []int64
	err = st.TextsAndSources(ctx, ask, func(seq int64, tx, source string) {
		got = append(got, seq)
		if tx != text[seq] || source != "S" {
			t.Errorf("seq %d: %q from %q, want %q from S", seq, tx, source, text[seq])
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, want) {
		t.Errorf("read %d articles (%v…), want %d (%v…)", len(got), got[:min(5, len(got))], len(want), want[:5])
	}
}

// TestRelationsByLaterArticle: a store of schema 12 keeps relations and
// substitutions by their earlier article, with an index on the later
// one; opened, the same rows are kept by the later article, in that
// order, and the index is gone.
func TestRelationsByLaterArticle(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	st, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := st.Put(ctx, []*article.Article{newArticle("a", "alpha"), newArticle("b", "beta"), newArticle("c", "gamma")}); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`DROP TABLE relations`, `DROP TABLE substitutions`,
		`CREATE TABLE relations (a INTEGER NOT NULL, b INTEGER NOT NULL, kind TEXT NOT NULL, jaccard REAL NOT NULL, cont_a REAL NOT NULL, cont_b REAL NOT NULL,
			passages INTEGER NOT NULL, longest INTEGER NOT NULL, shared BLOB, holds INTEGER, PRIMARY KEY (a, b)) WITHOUT ROWID`,
		`CREATE INDEX relations_b ON relations(b)`,
		`CREATE TABLE substitutions (a INTEGER NOT NULL, b INTEGER NOT NULL, from_text TEXT NOT NULL, to_text TEXT NOT NULL, n INTEGER NOT NULL,
			PRIMARY KEY (a, b, from_text, to_text)) WITHOUT ROWID`,
		`INSERT INTO relations VALUES (1, 3, 'near-duplicate', 0.5, 0.6, 0.7, 2, 40, x'0100000002000000', 1), (2, 3, 'update', 0.2, 0.3, 0.4, 1, 9, NULL, 0), (1, 2, 'containment', 0.1, 0.9, 0.2, 1, 30, NULL, NULL)`,
		`INSERT INTO substitutions VALUES (1, 3, 'Islamic State', 'Daesh', 2), (1, 3, 'ISIS', 'Daesh', 5), (1, 2, 'a', 'b', 1)`,
		`ALTER TABLE articles DROP COLUMN catchline`, // schema 14's
		`PRAGMA user_version = 12`,
	} {
		if _, err := st.pool.Exec(q); err != nil {
			t.Fatal(q, err)
		}
	}
	st.Close()
	if st, err = Open(path); err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rels, err := st.Relations(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rels {
		got = append(got, fmt.Sprintf("%s-%s %s %v %v/%v %v %v", r.AID, r.BID, r.Kind, r.Shared, r.Judged, r.Holds, r.Longest, r.Subs))
	}
	want := []string{
		"a-b containment [] false/false 30 [{a b 1}]",
		"a-c near-duplicate [1 2] true/true 40 [{ISIS Daesh 5} {Islamic State Daesh 2}]",
		"b-c update [] true/false 9 []",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("relations after the migration:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	var indexes int
	st.pool.QueryRow(`SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name = 'relations_b'`).Scan(&indexes)
	var schema string
	st.pool.QueryRow(`SELECT sql FROM sqlite_schema WHERE name = 'relations'`).Scan(&schema)
	if indexes != 0 || !strings.Contains(schema, "PRIMARY KEY (b, a)") {
		t.Errorf("relations_b indexes %d; relations %s", indexes, schema)
	}
}

// TestSnapshot reads, through a snapshot, the store as it was when the
// snapshot was taken while articles are added beside it; writes through
// it are refused; while it is open a checkpoint leaves the later writes
// in the log, and after its Close one copies the whole log.
func TestSnapshot(t *testing.T) {
	ctx := context.Background()
	st := openTemp(t)
	if _, _, err := st.Put(ctx, []*article.Article{newArticle("a", "alpha"), newArticle("b", "beta")}); err != nil {
		t.Fatal(err)
	}
	snap, err := st.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 20 {
		if _, _, err := st.Put(ctx, []*article.Article{newArticle(fmt.Sprint("n", i), fmt.Sprint("new text ", i))}); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := snap.Count(ctx); err != nil || n != 2 {
		t.Errorf("the snapshot counts %d articles (%v), not the 2 it was taken at", n, err)
	}
	if _, err := snap.Get(ctx, "n3"); !errors.Is(err, ErrNotFound) {
		t.Errorf("the snapshot finds an article added after it: %v", err)
	}
	if n, _ := st.Count(ctx); n != 22 {
		t.Errorf("the store counts %d articles, not 22", n)
	}
	if _, _, err := snap.Put(ctx, []*article.Article{newArticle("x", "refused")}); !errors.Is(err, ErrReadOnly) {
		t.Errorf("a write through the snapshot: %v, want ErrReadOnly", err)
	}
	if err := snap.MarkBatch(ctx, 1); !errors.Is(err, ErrReadOnly) {
		t.Errorf("MarkBatch through the snapshot: %v, want ErrReadOnly", err)
	}
	if _, err := snap.Snapshot(ctx); err == nil {
		t.Error("a snapshot of a snapshot was taken")
	}
	var busy, logged, copied int
	if err := st.w.QueryRowContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &logged, &copied); err != nil || copied >= logged {
		t.Errorf("checkpoint with the snapshot open: %d frames logged, %d copied (%v); want the writes after it left in the log", logged, copied, err)
	}
	if err := snap.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := snap.Count(ctx); err == nil {
		t.Error("a closed snapshot still reads")
	}
	if err := st.w.QueryRowContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &logged, &copied); err != nil || busy != 0 || logged != copied {
		t.Errorf("checkpoint after the snapshot closed: busy %d, %d frames logged, %d copied (%v)", busy, logged, copied, err)
	}
	if err := st.CheckpointWAL(ctx); err != nil {
		t.Error(err)
	}
}
