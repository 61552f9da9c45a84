package engine

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/internal/shared"
	"github.com/storywire/storywire/store"
)

// devJSONL returns the JSONL files of ../shared/data, or skips.
func devJSONL(tb testing.TB) []string {
	files := shared.Glob(tb, "data/*/articles.jsonl")
	return files
}

// BenchmarkIngestJSONL measures the whole ingest path (read, parse,
// normalize, hash, store) on all dev-set JSONL files into a fresh store.
// Report: articles/s.
func BenchmarkIngestJSONL(b *testing.B) {
	files := devJSONL(b)
	var bytes int64
	for _, f := range files {
		fi, _ := os.Stat(f)
		bytes += fi.Size()
	}
	b.SetBytes(bytes)
	n := 0
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		st, err := store.Open(filepath.Join(b.TempDir(), "b.db"))
		if err != nil {
			b.Fatal(err)
		}
		pl, err := Open(context.Background(), st)
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		p, err := pl.Ingest(context.Background(), article.Read(files, nil), IngestOptions{})
		if err != nil {
			b.Fatal(err)
		}
		n += p.Read
		b.StopTimer()
		st.Close()
		b.StartTimer()
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "articles/s")
}
