package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// killWords is the vocabulary of the generated articles.
var killWords = strings.Fields(`council agreed budget river storm ferry minister harbour police court
	school election voters farmers prices bridge station hospital doctors nurses teachers strike union
	talks treaty border army rebels village mayor villagers market traders bank rates inflation
	exports factory workers wages plant energy grid power outage winter flood rain drought crops
	harvest museum artist festival concert team coach match final league season injury record`)

// killText is the deterministic body of generated article i: 60 words
// drawn from killWords by a small PRNG seeded with i, so the articles are
// distinct and share no passages.
func killText(i int) string {
	x := uint64(i)*0x9E3779B97F4A7C15 + 1
	words := make([]string, 60)
	for k := range words {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		words[k] = killWords[x%uint64(len(killWords))]
	}
	return fmt.Sprintf("Article %d. ", i) + strings.Join(words, " ") + "."
}

// TestKill9DuringIngest kills an ingest process with SIGKILL part-way
// through a large input, then checks that the store is sound, that every
// article of every acknowledged batch is there and whole, and that a rerun
// completes the ingest without duplicating anything.
func TestKill9DuringIngest(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skipping the kill -9 test")
	}
	dir := t.TempDir()
	input := filepath.Join(dir, "big.jsonl")
	const total = 150000
	f, err := os.Create(input)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	for i := 0; i < total; i++ {
		fmt.Fprintf(w, "{\"id\":\"k%07d\",\"source\":\"Test\",\"text\":%q}\n", i, killText(i))
	}
	w.Flush()
	f.Close()

	db := filepath.Join(dir, "k.db")
	cmd := exec.Command(os.Args[0], "ingest", "-v", "--batch", "1000", "--db", db, input)
	cmd.Env = append(os.Environ(), "STORYWIRE_AS_CLI=1")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	acked, commits := 0, 0
	sc := bufio.NewScanner(stderr)
	for sc.Scan() {
		line := sc.Text()
		if n, ok := strings.CutPrefix(line, "committed: "); ok {
			v, _ := strconv.Atoi(strings.Fields(n)[0])
			acked = v
			if commits++; commits == 8 {
				cmd.Process.Kill() // SIGKILL: no chance to clean up
				break
			}
		}
	}
	cmd.Wait()
	if commits < 8 || acked >= total {
		t.Fatalf("the ingest ended before it could be killed (%d commits, %d articles)", commits, acked)
	}

	st := openStoreT(t, db)
	if err := st.Check(t.Context()); err != nil {
		t.Fatalf("store damaged after kill -9: %v", err)
	}
	rows, err := st.All(t.Context(), true)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) < acked {
		t.Fatalf("%d articles stored after kill -9; %d were acknowledged", len(rows), acked)
	}
	for i, r := range rows {
		if want := fmt.Sprintf("k%07d", i); r.ID != want || r.Text != strings.TrimSpace(killText(i)) {
			t.Fatalf("row %d: id %s, text %q: a missing or half-written article", i, r.ID, r.Text)
		}
	}
	t.Logf("killed after %d acknowledged articles; %d stored", acked, len(rows))
	st.Close()

	// The rerun adds exactly what is missing.
	out, stderrText, code := cli(t, "", "ingest", "--db", db, input)
	if code != exitOK {
		t.Fatalf("rerun: exit %d: %s", code, stderrText)
	}
	if n := countArticles(t, db); n != total {
		t.Errorf("after the rerun %d articles; want %d (%s)", n, total, out)
	}
}
