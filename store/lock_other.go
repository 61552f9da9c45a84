//go:build !unix

package store

import (
	"errors"
	"os"
)

var errLocked = errors.New("locked")

// lockFile takes no lock where flock is not available: one writer at a
// time is then the user's to keep.
func lockFile(f *os.File) error { return nil }
