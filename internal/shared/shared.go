// Package shared finds the project's shared evaluation data — the seeds,
// the dev sets, the ROUGE golden outputs — for tests and benchmarks. The
// data lies in a folder named shared beside the repository and is never
// copied into it; where it is absent, the tests that need it skip with a
// line that says so.
package shared

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// Root is the shared folder: ../shared from the repository's root,
// wherever the test runs from.
func Root() string {
	_, file, _, _ := runtime.Caller(0) // .../internal/shared/shared.go
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "shared")
}

// Path returns the shared file or folder rel (e.g. "data/duc2003"),
// skipping tb when it is absent.
func Path(tb testing.TB, rel string) string {
	tb.Helper()
	p := filepath.Join(Root(), rel)
	if _, err := os.Stat(p); err != nil {
		tb.Skipf("SKIP: ../shared/%s is absent", rel)
	}
	return p
}

// Glob returns the shared files matching pattern (relative to the
// shared folder), skipping tb when there are none.
func Glob(tb testing.TB, pattern string) []string {
	tb.Helper()
	files, _ := filepath.Glob(filepath.Join(Root(), pattern))
	if len(files) == 0 {
		tb.Skipf("SKIP: nothing in ../shared matches %s", pattern)
	}
	return files
}
