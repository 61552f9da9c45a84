package engine

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/storywire/storywire/eval"
)

// TestReaderKeepsAliases: a reader beside another process's writer
// prepares the aliases once while the store sees no write (preparing them
// is a pass over every alias, once per story page before), and anew
// after a write.
func TestReaderKeepsAliases(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	_, writer := examplesStore(t, path)
	st, reader := openAt(t, path)
	defer st.Close()
	if reader.Writable() == nil {
		t.Fatal("the second pipeline is a writer")
	}
	a, err := reader.preparedAliases(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := reader.preparedAliases(ctx); b != a {
		t.Error("the reader prepared the aliases again with no write between")
	}
	ingestDocs(t, writer, eval.Fixture(3, 2, 10, 3, 9))
	if b, _ := reader.preparedAliases(ctx); b == a {
		t.Error("the reader kept the aliases prepared before a write")
	}
}
