package facts

import (
	"path/filepath"
	"testing"

	"github.com/storywire/storywire/article"
)

// BenchmarkExtract extracts the facts of the bundled example articles,
// what an ingest pays per article when it extracts them: bytes/s is text
// read.
func BenchmarkExtract(b *testing.B) {
	var texts []string
	n := 0
	for a, err := range article.Read([]string{filepath.Join("..", "examples")}, nil) {
		if err != nil {
			b.Fatal(err)
		}
		texts = append(texts, a.Text)
		n += len(a.Text)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range texts {
			Extract(t)
		}
	}
}

// BenchmarkCompare compares the facts of the bundled example articles as
// one story, extracted beforehand as the store keeps them: what a read of
// a story's fact table pays.
func BenchmarkCompare(b *testing.B) {
	var docs []Doc
	for a, err := range article.Read([]string{filepath.Join("..", "examples")}, nil) {
		if err != nil {
			b.Fatal(err)
		}
		x := Extract(a.Text)
		docs = append(docs, Doc{ID: a.ID, Source: a.Source, Date: a.Date, Text: a.Text, Extracted: &x})
	}
	b.ReportAllocs()
	for b.Loop() {
		Compare(docs, nil)
	}
}
