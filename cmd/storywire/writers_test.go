package main

import (
	"bufio"
	"encoding/json"
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

// TestIngestSourceAndDate: --source and --date name the outlet and date
// of the articles that give none, and no other; a bad date is a usage
// error.
func TestIngestSourceAndDate(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "s.db")
	bare := filepath.Join(dir, "bare.txt")
	headed := filepath.Join(dir, "headed.txt")
	os.WriteFile(bare, []byte("A ferry sank in a storm on Lake Varn on Thursday, officials said."), 0o644)
	os.WriteFile(headed, []byte("Source: Coastal Post\nDate: 2026-03-13\n\nThe council approved the new harbour wall on Tuesday."), 0o644)
	if _, stderr, code := cli(t, "", "ingest", "--db", db, "--source", "Lake Radio", "--date", "2026-03-12", bare, headed); code != exitOK {
		t.Fatal(stderr)
	}
	out, _, _ := cli(t, "", "list", "--db", db, "--json")
	var rows []listEntry
	if err := json.Unmarshal([]byte(out), &rows); err != nil || len(rows) != 2 {
		t.Fatalf("%v: %s", err, out)
	}
	got := map[string]string{}
	for _, r := range rows {
		got[filepath.Base(r.Path)] = r.Source + " " + r.Date
	}
	if got["bare.txt"] != "Lake Radio 2026-03-12" || got["headed.txt"] != "Coastal Post 2026-03-13" {
		t.Errorf("outlets and dates: %v", got)
	}
	if _, stderr, code := cli(t, "", "ingest", "--db", db, "--date", "yesterday", bare); code != exitUsage || !strings.Contains(stderr, "no date") {
		t.Errorf("bad date: exit %d, %q", code, stderr)
	}
}
