package engine

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/store"
)

// TestOneWriter: a second pipeline on a store another one writes is
// opened for reading; its Ingest fails with store.ErrBusy, naming the
// writer, and adds nothing; when the writer closes, the next opener
// writes, and the groups are those of one pipeline over everything.
func TestOneWriter(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "w.db")
	first := []string{"../examples/meridian-wire-2.txt", "../examples/coastal-post-independent.txt", "../examples/radio-ostrava.jsonl"}
	later := []string{"../examples/northstar-daily.txt", "../examples/ostravia-today.rss", "../examples/valley-herald-copy.txt"}

	one, _ := store.Open(filepath.Join(t.TempDir(), "one.db"))
	defer one.Close()
	ref, err := Open(ctx, one)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ref.Ingest(ctx, article.Read(append(first, later...), nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	want := groupsString(t, ref)

	a, _ := store.Open(path)
	wa, err := Open(ctx, a)
	if err != nil || wa.Writable() != nil {
		t.Fatalf("first pipeline: %v, %v", err, wa.Writable())
	}
	if _, err := wa.Ingest(ctx, article.Read(first, nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	b, _ := store.Open(path)
	wb, err := Open(ctx, b)
	if err != nil {
		t.Fatal(err)
	}
	_, err = wb.Ingest(ctx, article.Read(later, nil), IngestOptions{})
	if !errors.Is(err, store.ErrBusy) || !errors.Is(wb.Writable(), store.ErrBusy) || !strings.Contains(err.Error(), "pid ") {
		t.Fatalf("second writer: %v", err)
	}
	if n, _ := b.Count(ctx); n != 4 {
		t.Errorf("the refused ingest changed the store: %d articles", n)
	}
	// The reader reads what the writer stored.
	if got, want := groupsString(t, wb), groupsString(t, wa); got != want {
		t.Errorf("reader's groups %q, writer's %q", got, want)
	}
	b.Close()
	a.Close()
	c, _ := store.Open(path)
	defer c.Close()
	wc, err := Open(ctx, c)
	if err != nil || wc.Writable() != nil {
		t.Fatalf("after the writer closed: %v, %v", err, wc.Writable())
	}
	if _, err := wc.Ingest(ctx, article.Read(later, nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	if got := groupsString(t, wc); got != want {
		t.Errorf("groups\n got %s\nwant %s", got, want)
	}
}

// TestAbandonedIngest: the client gives up (ctx cancelled) once its
// articles are read; they are stored and carried through dedup all the
// same, so that nothing is stored without its relations.
func TestAbandonedIngest(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.db")
	st, _ := store.Open(path)
	defer st.Close()
	pl, err := Open(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	items := func(yield func(*article.Article, error) bool) {
		for a, err := range article.Read([]string{"../examples"}, nil) {
			if !yield(a, err) {
				return
			}
		}
		cancel() // the body is read; the client hangs up
	}
	p, _ := pl.Ingest(ctx, items, IngestOptions{})
	n, _ := st.Count(context.Background())
	if n != 11 || p.Added != 11 {
		t.Fatalf("%d stored, %d acknowledged; want 11", n, p.Added)
	}
	sketched := 0
	st.Sketches(context.Background(), func(k store.Sketch, ok bool) error {
		if ok {
			sketched++
		}
		return nil
	})
	rels, _ := st.Relations(context.Background())
	if sketched != 11 || len(rels) == 0 {
		t.Errorf("%d of 11 articles through dedup, %d relations", sketched, len(rels))
	}
}
