package engine

import (
	"context"
	"database/sql"
	"maps"
	"path/filepath"
	"testing"

	"github.com/storywire/storywire/eval"
)

// TestCheckpointResumes: a writer that opens a store after another
// closed it goes on from the online clusterer's checkpoint and places
// the next articles in the stories one process writing both would have
// placed them in; a checkpoint a write has passed is not used.
func TestCheckpointResumes(t *testing.T) {
	ctx := context.Background()
	docs := eval.Fixture(40, 3, 200, 4, 11)
	first, second := docs[:len(docs)*2/3], docs[len(docs)*2/3:]
	dir := t.TempDir()

	// one process writing both
	stX, plX := openAt(t, filepath.Join(dir, "x.db"))
	ingestDocs(t, plX, first)
	ingestDocs(t, plX, second)
	want, err := stX.StoryOf(ctx)
	if err != nil {
		t.Fatal(err)
	}
	stX.Close()

	// two processes, the first closing with a checkpoint
	path := filepath.Join(dir, "y.db")
	stY, plY := openAt(t, path)
	ingestDocs(t, plY, first)
	if err := plY.Close(ctx); err != nil {
		t.Fatal(err)
	}
	if at, writes, _ := stY.CheckpointAt(ctx); at != writes {
		t.Fatalf("checkpoint saved at %d, the store at %d writes", at, writes)
	}
	stY.Close()
	stY, plY = openAt(t, path)
	if !plY.checkpoint {
		t.Fatal("the checkpoint is not valid for the next writer")
	}
	if ok, err := plY.loadCheckpoint(ctx); !ok || err != nil {
		t.Fatalf("checkpoint not loaded: %v", err)
	}
	ingestDocs(t, plY, second)
	got, err := stY.StoryOf(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !maps.Equal(got, want) {
		n := 0
		for id, s := range want {
			if got[id] != s {
				n++
			}
		}
		t.Errorf("%d of %d articles in other stories than one process gave", n, len(want))
	}
	if err := plY.Close(ctx); err != nil {
		t.Fatal(err)
	}
	stY.Close()

	// a write after the checkpoint (a writer killed before it closed)
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE story_state SET writes = writes + 1`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	stY, plY = openAt(t, path)
	defer stY.Close()
	if plY.checkpoint {
		t.Error("a checkpoint a write has passed is taken as valid")
	}
}
