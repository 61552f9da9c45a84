package article

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"github.com/storywire/storywire/internal/shared"
)

func devLines(b *testing.B) ([][]byte, int64) {
	files := shared.Glob(b, "data/*/articles.jsonl")
	var lines [][]byte
	var n int64
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		for l := range bytes.SplitSeq(bytes.TrimSpace(data), []byte("\n")) {
			lines = append(lines, l)
			n += int64(len(l))
		}
	}
	return lines, n
}

// BenchmarkDecodeRecord compares the JSONL fast path with its peer,
// encoding/json, on every line of the dev sets.
func BenchmarkDecodeRecord(b *testing.B) {
	lines, n := devLines(b)
	b.Run("fast", func(b *testing.B) {
		b.SetBytes(n)
		for b.Loop() {
			for _, l := range lines {
				var r record
				if !decodeRecord(l, &r) {
					b.Fatal("fast path refused a dev line")
				}
			}
		}
	})
	b.Run("encoding_json", func(b *testing.B) {
		b.SetBytes(n)
		for b.Loop() {
			for _, l := range lines {
				var r record
				if err := json.Unmarshal(l, &r); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
}
