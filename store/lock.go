package store

// The writer lock. Articles reach the store through one process at a
// time: the dedup stage keeps its index in memory, so a second process
// adding articles would neither see the first one's nor be seen by it,
// and relations between their articles would be lost for good. The
// lock is an flock on a file beside the database (FILE.lock), which the
// kernel releases when the process ends, however it ends (kill -9
// included): no stale lock to clean up. The file holds the holder's pid
// and command line, to say who it is. SQLite's own locks are per
// transaction and say nothing of this.

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// ErrBusy is returned by LockWriter while another process holds the
// writer lock.
var ErrBusy = errors.New("another storywire process is writing to this store")

// LockWriter takes the store's writer lock, which Close releases. It
// fails at once with an error wrapping ErrBusy, naming the holder, while
// another process (or another Store of this process) holds it.
func (s *Store) LockWriter() error {
	if s.lock != nil {
		return nil
	}
	if s.readOnly {
		return ErrReadOnly
	}
	path := s.path + ".lock"
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("open the writer lock %s: %w", path, err)
	}
	if err := lockFile(f); err != nil {
		holder, _ := os.ReadFile(path)
		f.Close()
		if errors.Is(err, errLocked) {
			who := strings.TrimSpace(string(holder))
			if who == "" {
				who = "another process"
			}
			return fmt.Errorf("%w (%s); wait for it to finish or stop it", ErrBusy, who)
		}
		return fmt.Errorf("take the writer lock %s: %w", path, err)
	}
	f.Truncate(0)
	fmt.Fprintf(f, "pid %d: %s\n", os.Getpid(), command())
	f.Sync()
	s.lock = f
	return nil
}

// Writer reports whether this Store holds the writer lock.
func (s *Store) Writer() bool { return s.lock != nil }

// command names this process: the program and its first argument when
// that is a command ("storywire serve").
func command() string {
	name := filepath.Base(os.Args[0])
	if len(os.Args) > 1 && !strings.HasPrefix(os.Args[1], "-") {
		name += " " + os.Args[1]
	}
	return name
}
