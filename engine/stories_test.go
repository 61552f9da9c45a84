package engine

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/store"
)

// TestStoriesRecorded checks that story assignments reach the store: all
// at the first clustering, each new article as it is placed online, and
// that a rebuild logs the articles it moves.
func TestStoriesRecorded(t *testing.T) {
	st, err := store.Open(filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	pl, err := Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pl.Ingest(ctx, article.Read([]string{filepath.Join("..", "examples")}, nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	stories, err := pl.Stories(ctx)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := st.StoryOf(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec) != 11 {
		t.Fatalf("%d articles with a recorded story, want 11", len(rec))
	}
	for _, s := range stories {
		for _, a := range s.Articles {
			if rec[a.ID] != s.ID {
				t.Errorf("%s recorded in story %d, listed in %d", a.ID, rec[a.ID], s.ID)
			}
		}
	}
	// A new article is placed and recorded as it arrives.
	line := `{"id":"late","source":"Harbour Radio","text":"Divers reached the wreck of the ferry Solenne on Lake Varn on Saturday and recovered more victims, the coast guard in Kessarine said."}`
	if _, err := pl.Ingest(ctx, article.Read([]string{"-"}, strings.NewReader(line)), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	rec, _ = st.StoryOf(ctx)
	if rec["late"] == 0 || rec["late"] != rec[stories[0].Articles[0].ID] {
		t.Errorf("late article recorded in story %d, want the ferry story %d", rec["late"], rec[stories[0].Articles[0].ID])
	}
	// A rebuild keeps these stories: nothing moves, nothing is logged.
	if _, err := pl.Rebuild(ctx); err != nil {
		t.Fatal(err)
	}
	if ch, err := st.StoryChanges(ctx, 10); err != nil || len(ch) != 0 {
		t.Errorf("rebuild logged %v (%v)", ch, err)
	}
	// A change of assignment is logged with its reason.
	var seq int64
	rows, _ := st.All(ctx, false)
	for _, r := range rows {
		if r.ID == "late" {
			seq = r.Seq
		}
	}
	if n, err := st.PutStories(ctx, map[int64]int{seq: 99}, "test"); err != nil || n != 1 {
		t.Fatalf("PutStories: %d, %v", n, err)
	}
	ch, _ := st.StoryChanges(ctx, 10)
	if len(ch) != 1 || ch[0].ArticleID != "late" || ch[0].To != 99 || ch[0].Reason != "test" {
		t.Errorf("changes %+v", ch)
	}
}
