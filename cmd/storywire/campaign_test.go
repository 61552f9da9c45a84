//go:build campaign

package main

// The hardening campaign (issue 22): many kill -9 trials, hostile
// inputs through every reader and endpoint, and a long loopback load.
// It is slow, so it is behind a build tag:
//
//	go test -tags campaign -run Campaign -timeout 3h -v ./cmd/storywire
//
// STORYWIRE_KILL_TRIALS (default 1000) and STORYWIRE_LOAD (default 10m)
// size it; bench/campaign.sh runs it with the fuzz campaign and prints
// the figures docs/BENCHMARKS.md records.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/server"
)

// campaignInput writes n articles as JSONL, every fourth a copy of an
// earlier one with a sentence changed and one added, so that the store
// holds relations to diverge; it returns the path and the ids in order.
func campaignInput(t *testing.T, dir string, n int) (string, []string, []string) {
	path := filepath.Join(dir, "input.jsonl")
	var b bytes.Buffer
	var ids, lines []string
	for i := range n {
		text := killText(i) + " " + killText(i+100000)
		if i%4 == 3 {
			src := i - 1 - (i/4)%3
			text = strings.Replace(killText(src)+" "+killText(src+100000), "Article", "Story", 1) + " A local official added a comment of her own."
		}
		id := fmt.Sprintf("c%05d", i)
		line, _ := json.Marshal(map[string]string{"id": id, "source": fmt.Sprintf("Outlet %d", i%7), "date": fmt.Sprintf("2026-03-%02d", 1+i%28), "text": text})
		b.Write(line)
		b.WriteByte('\n')
		ids = append(ids, id)
		lines = append(lines, string(line))
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, ids, lines
}

// derived is what a store's derived data says: dedup relations and
// groups, and the stories.
func derived(t *testing.T, db string) string {
	dd, stderr, code := cli(t, "", "dedup", "--db", db, "--json")
	if code != exitOK {
		t.Fatalf("dedup: %s", stderr)
	}
	st, stderr, code := cli(t, "", "stories", "--db", db, "--json")
	if code != exitOK {
		t.Fatalf("stories: %s", stderr)
	}
	return dd + st
}

func subprocess(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "STORYWIRE_AS_CLI=1")
	return cmd
}

func TestCampaignKill(t *testing.T) {
	trials := 1000
	if s := os.Getenv("STORYWIRE_KILL_TRIALS"); s != "" {
		trials, _ = strconv.Atoi(s)
	}
	dir := t.TempDir()
	input, ids, lines := campaignInput(t, dir, 240)
	ref := filepath.Join(dir, "ref.db")
	if _, stderr, code := cli(t, "", "ingest", "--db", ref, input); code != exitOK {
		t.Fatal(stderr)
	}
	want := derived(t, ref)
	if _, stderr, code := cli(t, "", "stories", "--db", ref, "--rebuild"); code != exitOK {
		t.Fatal(stderr)
	}
	if derived(t, ref) != want {
		t.Fatal("a rebuild on a clean store changes the derived data: the reference is not stable")
	}
	refBytes, err := os.ReadFile(ref)
	if err != nil {
		t.Fatal(err)
	}
	// How long a rebuild process runs, start to end, so that its kills
	// fall inside it.
	t0 := time.Now()
	if err := subprocess("stories", "--rebuild", "--db", ref).Run(); err != nil {
		t.Fatal(err)
	}
	rebuildTime := time.Since(t0)
	rng := rand.New(rand.NewPCG(22, 1))
	var lost, diverged, damaged int
	count, killed := map[string]int{}, map[string]int{}
	signaled := func(cmd *exec.Cmd, mode string) {
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			killed[mode]++
		}
	}
	start := time.Now()
	for trial := range trials {
		mode := []string{"ingest", "serve", "rebuild"}[trial%3]
		count[mode]++
		db := filepath.Join(dir, fmt.Sprintf("t%d.db", trial))
		var acked []string
		switch mode {
		case "ingest":
			cmd := subprocess("ingest", "-v", "--batch", "16", "--db", db, input)
			stderr, _ := cmd.StderrPipe()
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			killAt := 1 + rng.IntN(14)
			sc := bufio.NewScanner(stderr)
			commits := 0
			for sc.Scan() {
				if n, ok := strings.CutPrefix(sc.Text(), "committed: "); ok {
					read, _ := strconv.Atoi(strings.Fields(n)[0])
					acked = ids[:read]
					if commits++; commits == killAt {
						time.Sleep(time.Duration(rng.IntN(3000)) * time.Microsecond)
						cmd.Process.Signal(syscall.SIGKILL)
						break
					}
				}
			}
			io.Copy(io.Discard, stderr)
			cmd.Wait()
			signaled(cmd, mode)
		case "serve":
			cmd := subprocess("serve", "--db", db, "--addr", "127.0.0.1:0", "--token", "tok")
			stdout, _ := cmd.StdoutPipe()
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			line, _ := bufio.NewReader(stdout).ReadString('\n')
			_, rest, _ := strings.Cut(line, "http://")
			addr, _, _ := strings.Cut(rest, "/")
			kill := time.AfterFunc(time.Duration(20+rng.IntN(400))*time.Millisecond, func() { cmd.Process.Signal(syscall.SIGKILL) })
			client := &http.Client{Timeout: 10 * time.Second}
			for b := 0; b*16 < len(lines); b++ {
				body := strings.Join(lines[b*16:min(len(lines), b*16+16)], "\n")
				req, _ := http.NewRequest("POST", "http://"+addr+"/api/v1/articles", strings.NewReader(body))
				req.Header.Set("Authorization", "Bearer tok")
				resp, err := client.Do(req)
				if err != nil {
					break // killed
				}
				var out struct{ IDs []string }
				json.NewDecoder(resp.Body).Decode(&out)
				resp.Body.Close()
				if resp.StatusCode == 201 || resp.StatusCode == 200 {
					acked = append(acked, out.IDs...)
				}
			}
			kill.Stop()
			cmd.Process.Signal(syscall.SIGKILL)
			cmd.Wait()
			signaled(cmd, mode)
		case "rebuild":
			if err := os.WriteFile(db, refBytes, 0o644); err != nil {
				t.Fatal(err)
			}
			acked = ids
			cmd := subprocess("stories", "--rebuild", "--db", db)
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			time.Sleep(time.Duration(rng.Int64N(int64(rebuildTime) * 9 / 10)))
			cmd.Process.Signal(syscall.SIGKILL)
			cmd.Wait()
			signaled(cmd, mode)
		}
		// The store is sound and holds every acknowledged article whole.
		st := openStoreT(t, db)
		if err := st.Check(t.Context()); err != nil {
			damaged++
			t.Errorf("trial %d (%s): store damaged: %v", trial, mode, err)
		}
		rows, err := st.All(t.Context(), false)
		if err != nil {
			t.Fatal(err)
		}
		st.Close()
		have := map[string]bool{}
		for _, r := range rows {
			have[r.ID] = true
		}
		for _, id := range acked {
			if !have[id] {
				lost++
				t.Errorf("trial %d (%s): acknowledged article %s lost", trial, mode, id)
			}
		}
		// Restarted and completed, the derived data is a clean run's.
		if _, stderr, code := cli(t, "", "ingest", "--db", db, input); code != exitOK {
			t.Fatalf("trial %d (%s): rerun: %s", trial, mode, stderr)
		}
		if got := derived(t, db); got != want {
			diverged++
			t.Errorf("trial %d (%s): derived data differs from a clean run", trial, mode)
		}
		for _, suffix := range []string{"", "-wal", "-shm", ".lock"} {
			os.Remove(db + suffix)
		}
	}
	t.Logf("CAMPAIGN kill: %d trials (%v; killed before they ended: %v; a rebuild takes %v) in %v: %d acknowledged articles lost, %d stores diverged from a clean run, %d damaged",
		trials, count, killed, rebuildTime.Round(time.Millisecond), time.Since(start).Round(time.Second), lost, diverged, damaged)
}

// TestCampaignLoad runs a real server process under a mixed loopback
// load for STORYWIRE_LOAD: six readers of lists, story pages, JSON and
// search alone for a third of it, then with a writer posting five
// articles every 200 ms, then alone again; it reports the reads' rate
// and latency in each, errors and the server's RSS at start and end.
func TestCampaignLoad(t *testing.T) {
	dur := 10 * time.Minute
	if s := os.Getenv("STORYWIRE_LOAD"); s != "" {
		dur, _ = time.ParseDuration(s)
	}
	dir := t.TempDir()
	db := filepath.Join(dir, "load.db")
	input, _, _ := campaignInput(t, dir, 2000)
	if _, stderr, code := cli(t, "", "ingest", "--db", db, input, "../../examples"); code != exitOK {
		t.Fatal(stderr)
	}
	cmd := subprocess("serve", "--db", db, "--addr", "127.0.0.1:0", "--token", "tok")
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cmd.Process.Signal(syscall.SIGTERM); cmd.Wait() }()
	line, _ := bufio.NewReader(stdout).ReadString('\n')
	_, rest, _ := strings.Cut(line, "http://")
	addr, _, _ := strings.Cut(rest, "/")
	base := "http://" + addr
	rss := func() string {
		b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", cmd.Process.Pid))
		for l := range strings.SplitSeq(string(b), "\n") {
			if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
				return strings.TrimSpace(v)
			}
		}
		return "?"
	}
	http.Get(base + "/api/v1/stories") // warm
	rssStart := rss()
	client := &http.Client{Timeout: 60 * time.Second}
	// phase runs the readers, and the writer when writing, for d; it
	// returns the latencies of the reads and counts the failures.
	var errs, server5xx, posted int
	phase := func(d time.Duration, writing bool) (reads []time.Duration, all []time.Duration) {
		var mu sync.Mutex
		do := func(req *http.Request, read bool) {
			t0 := time.Now()
			resp, err := client.Do(req)
			dt := time.Since(t0)
			mu.Lock()
			defer mu.Unlock()
			all = append(all, dt)
			if read {
				reads = append(reads, dt)
			}
			if err != nil {
				errs++
				return
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode >= 500 {
				server5xx++
			}
			if resp.StatusCode >= 300 && resp.StatusCode != 404 {
				errs++
			}
		}
		deadline := time.Now().Add(d)
		var wg sync.WaitGroup
		for r := range 6 {
			wg.Go(func() {
				paths := []string{"/", "/api/v1/stories", "/api/v1/stories/1", "/stories/1", "/stories/2", "/api/v1/search?q=ferry+harbour", "/search?q=council", "/api/v1/articles/c00042"}
				for i := 0; time.Now().Before(deadline); i++ {
					req, _ := http.NewRequest("GET", base+paths[(r+i)%len(paths)], nil)
					do(req, true)
				}
			})
		}
		if writing {
			wg.Go(func() {
				for b := 0; time.Now().Before(deadline); b++ {
					var lines []string
					for k := range 5 {
						line, _ := json.Marshal(map[string]string{"id": fmt.Sprintf("load-%d-%d", b, k), "source": "Load Wire", "date": "2026-03-14",
							"text": fmt.Sprintf("%s Update %d of the load test, item %d.", killText(300000+b*5+k), b, k)})
						lines = append(lines, string(line))
					}
					req, _ := http.NewRequest("POST", base+"/api/v1/articles", strings.NewReader(strings.Join(lines, "\n")))
					req.Header.Set("Authorization", "Bearer tok")
					do(req, false)
					time.Sleep(200 * time.Millisecond)
				}
			})
		}
		wg.Wait()
		if writing {
			posted += 5 * (len(all) - len(reads))
		}
		slices.Sort(reads)
		slices.Sort(all)
		return reads, all
	}
	q := func(lat []time.Duration, f float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[min(len(lat)-1, int(float64(len(lat))*f))]
	}
	// Reads alone, then with the writer, then alone again on the store
	// the writer grew: read throughput with a writer against both.
	third := dur / 3
	alone, _ := phase(third, false)
	mixed, all := phase(third, true)
	after, _ := phase(third, false)
	rate := func(r []time.Duration) float64 { return float64(len(r)) / third.Seconds() }
	t.Logf("CAMPAIGN load: %v, %d requests with the writer (%.0f/s), %d articles posted, p50 %v, p99 %v, max %v, %d errors (%d 5xx), server RSS %s at start, %s at end",
		third, len(all), float64(len(all))/third.Seconds(), posted, q(all, 0.5).Round(time.Microsecond), q(all, 0.99).Round(time.Microsecond), q(all, 1).Round(time.Millisecond), errs, server5xx, rssStart, rss())
	t.Logf("CAMPAIGN reads: alone %.0f/s (p50 %v, p99 %v); with the writer %.0f/s (p50 %v, p99 %v); alone again %.0f/s (p50 %v, p99 %v); with the writer / alone: %.2f, / alone again: %.2f",
		rate(alone), q(alone, 0.5).Round(time.Microsecond), q(alone, 0.99).Round(time.Microsecond),
		rate(mixed), q(mixed, 0.5).Round(time.Microsecond), q(mixed, 0.99).Round(time.Microsecond),
		rate(after), q(after, 0.5).Round(time.Microsecond), q(after, 0.99).Round(time.Microsecond),
		rate(mixed)/rate(alone), rate(mixed)/rate(after))
	if errs > 0 {
		t.Errorf("%d requests failed", errs)
	}
}

// mutate returns a hostile variant of data: the kinds of damage real
// files and hostile clients bring, chosen by k.
func mutate(rng *rand.Rand, data []byte, k int) []byte {
	b := slices.Clone(data)
	at := func() int { return rng.IntN(len(b) + 1) }
	insert := func(x []byte) { i := at(); b = slices.Insert(b, i, x...) }
	switch k % 14 {
	case 0: // truncated
		b = b[:at()]
	case 1: // random bytes flipped
		for range 1 + rng.IntN(20) {
			if len(b) > 0 {
				b[rng.IntN(len(b))] = byte(rng.IntN(256))
			}
		}
	case 2: // control bytes and escapes
		for range 1 + rng.IntN(8) {
			insert([]byte{byte(rng.IntN(32))})
		}
		insert([]byte("\x1b]0;pwned\x07\x1b[2J"))
	case 3: // invalid UTF-8
		insert([]byte{0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82})
	case 4: // byte-order marks
		b = append([]byte("\xef\xbb\xbf"), b...)
		insert([]byte("\xef\xbb\xbf"))
	case 5: // NUL bytes
		insert(bytes.Repeat([]byte{0}, 1+rng.IntN(64)))
	case 6: // deep nesting
		insert([]byte(strings.Repeat("<div><span>", 2000)))
	case 7: // many elements
		insert([]byte(strings.Repeat("<p>a</p>", 60000)))
	case 8: // a huge attribute
		insert([]byte("<a href='" + strings.Repeat("x", 1<<20) + "'>"))
	case 9: // JSON structure damage
		insert([]byte(`{"id":` + strings.Repeat("[", 5000)))
	case 10: // entities and markup in text
		insert([]byte("&#0; &#xD800; &amp &lt;script&gt;alert(1)&lt;/script&gt; <script>alert(1)</script> <![CDATA[x]]>"))
	case 11: // one very long line
		insert(bytes.Repeat([]byte("word "), 300000))
	case 12: // RTL overrides and zero-width characters
		insert([]byte("\u202e\u2066\u200b\ufeff\u00ad"))
	case 13: // the whole file repeated
		b = bytes.Repeat(b, 1+rng.IntN(40))
	}
	return b
}

// TestCampaignHostile sends hostile variants of every example file
// through every reader (as files of each format) and the HTTP API (as
// POST bodies), and hostile paths and queries through every endpoint:
// no crash, no 5xx, nothing stored before changed.
func TestCampaignHostile(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "h.db")
	if _, stderr, code := cli(t, "", "ingest", "--db", db, "../../examples"); code != exitOK {
		t.Fatal(stderr)
	}
	before, _, _ := cli(t, "", "list", "--db", db, "--json")
	var stored []listEntry
	json.Unmarshal([]byte(before), &stored)
	files, _ := filepath.Glob("../../examples/*")
	rng := rand.New(rand.NewPCG(22, 2))
	exts := []string{".txt", ".html", ".jsonl", ".rss", ".pa"}
	var inputs, crashes, rejected, accepted int
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		for k := range 21 {
			m := mutate(rng, data, k)
			ext := exts[rng.IntN(len(exts))]
			if k%3 == 0 {
				ext = filepath.Ext(f)
			}
			path := filepath.Join(dir, fmt.Sprintf("h%d%s", inputs, ext))
			os.WriteFile(path, m, 0o644)
			inputs++
			_, stderr, code := cli(t, "", "ingest", "--db", db, path)
			switch code {
			case exitOK:
				accepted++
			case exitRejected:
				rejected++
			default:
				crashes++
				t.Errorf("%s (%s, mutation %d): exit %d: %.300s", path, filepath.Base(f), k, code, stderr)
			}
			os.Remove(path)
		}
	}
	after, _, _ := cli(t, "", "list", "--db", db, "--json")
	var now []listEntry
	json.Unmarshal([]byte(after), &now)
	if len(now) < len(stored) || !reflect.DeepEqual(now[:len(stored)], stored) {
		t.Errorf("stored articles changed")
	}
	// Endpoints.
	st := openStoreT(t, db)
	pl, err := engine.Open(t.Context(), st)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(pl, server.Options{Token: "tok", MaxBody: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	defer ts.Close()
	var requests, fivexx int
	send := func(method, target string, body []byte) {
		req, err := http.NewRequest(method, ts.URL+target, bytes.NewReader(body))
		if err != nil {
			return // not a request a client can send
		}
		if method == "POST" {
			req.Header.Set("Authorization", "Bearer tok")
		}
		resp, err := http.DefaultClient.Do(req)
		requests++
		if err != nil {
			t.Errorf("%s %.100q: %v", method, target, err)
			return
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode >= 500 {
			fivexx++
			t.Errorf("%s %.100q: %d", method, target, resp.StatusCode)
		}
	}
	odd := []string{"", ".", "..", "%2E%2E", "a%2Fb", "%00", "%ff%fe", "%", "%zz", "-1", "0", "99999999999999999999", "1e9", "\u202e", strings.Repeat("x", 8000),
		"<script>", "'\"", "%0d%0aSet-Cookie:x", "..%2F..%2Fetc%2Fpasswd", "c00001", "1"}
	for _, x := range odd {
		for _, pattern := range []string{"/stories/%s", "/api/v1/stories/%s", "/articles/%s", "/api/v1/articles/%s",
			"/api/v1/stories?page=%s&per_page=%s", "/api/v1/stories?source=%s&from=%s&to=%s", "/api/v1/search?q=%s&limit=%s", "/search?q=%s",
			"/diff?a=%s&b=%s&story=%s", "/api/v1/align?a=%s&b=%s", "/static/%s", "/%s"} {
			target := strings.ReplaceAll(pattern, "%s", x)
			send("GET", target, nil)
		}
	}
	for _, f := range files {
		data, _ := os.ReadFile(f)
		for k := range 21 {
			send("POST", "/api/v1/articles", mutate(rng, data, k))
		}
	}
	st.Close()
	after, _, _ = cli(t, "", "list", "--db", db, "--json")
	now = nil
	json.Unmarshal([]byte(after), &now)
	if len(now) < len(stored) || !reflect.DeepEqual(now[:len(stored)], stored) {
		t.Errorf("stored articles changed by the API")
	}
	t.Logf("CAMPAIGN hostile: %d hostile files through the readers (%d accepted, %d rejected, %d crashes); %d hostile requests through the endpoints (%d 5xx); stored articles unchanged",
		inputs, accepted, rejected, crashes, requests, fivexx)
}
