package server

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/store"
)

// TestReadOnlyStore serves a store opened as an immutable file, its
// directory and file made read-only: every GET answers (SQLite refuses
// any write to such a store, so a read that wrote would fail), a POST is
// refused with 503, and the file is unchanged afterwards.
func TestReadOnlyStore(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.db")
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	pl, err := engine.Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pl.Ingest(ctx, article.Read([]string{filepath.Join("..", "examples")}, nil), engine.IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	rows, _ := st.All(ctx, false)
	st.Close()
	os.Remove(path + ".lock")
	before, _ := os.ReadFile(path)
	os.Chmod(path, 0o444)
	os.Chmod(dir, 0o555)
	defer os.Chmod(dir, 0o755)

	ro, err := store.OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	rpl, err := engine.Open(ctx, ro)
	if err != nil {
		t.Fatal(err)
	}
	stories, err := rpl.Stories(ctx)
	if err != nil || len(stories) == 0 {
		t.Fatalf("stories of the read-only store: %d, %v", len(stories), err)
	}
	s, err := New(rpl, Options{Token: token})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	defer ts.Close()
	a, b := rows[0].ID, rows[1].ID
	sid := strconv.Itoa(stories[0].ID)
	for _, p := range []string{
		"/", "/stories/" + sid, "/articles/" + a, "/diff?a=" + a + "&b=" + b, "/search?q=ferry",
		"/api/v1/stories", "/api/v1/stories/" + sid, "/api/v1/articles/" + a, "/api/v1/align?a=" + a + "&b=" + b, "/api/v1/search?q=ferry",
	} {
		if code, body := do(t, "GET", ts.URL+p, "", ""); code != http.StatusOK {
			t.Errorf("GET %s: %d %.200s", p, code, body)
		}
	}
	line := `{"id":"new","text":"A new article that cannot be stored."}`
	if code, body := do(t, "POST", ts.URL+"/api/v1/articles", token, line); code != http.StatusServiceUnavailable || !strings.Contains(body, "read-only") {
		t.Errorf("POST to a read-only store: %d %s", code, body)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Error("the read-only store's file changed")
	}
	if _, err := os.Stat(path + ".lock"); err == nil {
		t.Error("a lock file was made beside the read-only store")
	}
}
