package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestSecondWriterIsTold: while `serve` holds a store, `ingest` on it is
// refused with a message naming the server, and adds nothing; once the
// server is killed with SIGKILL (no clean-up), the lock is gone and the
// ingest goes through.
func TestSecondWriterIsTold(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "w.db")
	if _, stderr, code := cli(t, "", "ingest", "--db", db, "../../examples/meridian-wire-1.txt"); code != exitOK {
		t.Fatal(stderr)
	}
	srv := exec.Command(os.Args[0], "serve", "--db", db, "--addr", "127.0.0.1:0")
	srv.Env = append(os.Environ(), "STORYWIRE_AS_CLI=1")
	out, err := srv.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	defer srv.Process.Kill()
	if line, err := bufio.NewReader(out).ReadString('\n'); err != nil || !strings.Contains(line, "serving") {
		t.Fatalf("the server did not start: %q, %v", line, err)
	}
	_, stderr, code := cli(t, "", "ingest", "--db", db, "../../examples")
	if code == exitOK || !strings.Contains(stderr, "another storywire process is writing") || !strings.Contains(stderr, "serve") {
		t.Errorf("second writer: exit %d, %q", code, stderr)
	}
	if n := countArticles(t, db); n != 1 {
		t.Errorf("%d articles after the refused ingest, want 1", n)
	}
	srv.Process.Kill()
	srv.Wait()
	if _, stderr, code := cli(t, "", "ingest", "--db", db, "../../examples"); code != exitOK {
		t.Errorf("after kill -9 of the writer: exit %d, %s", code, stderr)
	}
	if n := countArticles(t, db); n != 11 {
		t.Errorf("%d articles, want 11", n)
	}
}
