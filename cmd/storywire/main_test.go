package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/storywire/storywire/internal/shared"
	"github.com/storywire/storywire/store"
)

// TestMain lets the test binary act as the storywire command when
// STORYWIRE_AS_CLI is set, so that tests can run it as a separate process
// (and kill it) without building it first.
func TestMain(m *testing.M) {
	if os.Getenv("STORYWIRE_AS_CLI") == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// cli runs a storywire command in-process.
func cli(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

func countArticles(t *testing.T, db string) int {
	t.Helper()
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	n, err := st.Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestUsageAndExitCodes(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.db")
	missing := filepath.Join(t.TempDir(), "missing.db")
	tests := []struct {
		args    []string
		code    int
		inError string // in stderr
		inOut   string // in stdout
	}{
		{nil, exitUsage, "usage: storywire", ""},
		{[]string{"frobnicate"}, exitUsage, "unknown command", ""},
		{[]string{"ingest", "--db", db}, exitUsage, "no input", ""},
		{[]string{"ingest", "--nosuchflag", "x"}, exitUsage, "flag provided but not defined", ""},
		{[]string{"show", "--db", db}, exitUsage, "usage: storywire show", ""},
		{[]string{"ingest", "--db", db, "/nonexistent/file.txt"}, exitRejected, "/nonexistent/file.txt: no such file or directory", ""},
		{[]string{"show", "--db", db, "nosuchid"}, exitRejected, "no such article", ""},
		{[]string{"list", "--db", missing}, exitRejected, "no store at " + missing, ""},
		{[]string{"stories", "--db", missing}, exitRejected, "no store at", ""},
		{[]string{"summary", "--db", db, "--words", "-5", "1"}, exitUsage, "--words", ""},
		{[]string{"version"}, exitOK, "", "storywire"},
		{[]string{"help"}, exitOK, "", "commands:"},
		{[]string{"--help"}, exitOK, "", "commands:"},
		{[]string{"eval", "-h"}, exitOK, "", "evaluations:"},
	}
	for _, c := range []string{"ingest", "list", "show", "stories", "summary", "dedup", "diff", "trace", "facts", "report", "serve", "version",
		"eval synth", "eval align", "eval reuse", "eval facts", "eval cluster", "eval summarize", "eval rouge"} {
		args := append(strings.Fields(c), "-h")
		tests = append(tests, struct {
			args           []string
			code           int
			inError, inOut string
		}{args, exitOK, "", "usage: storywire " + c})
	}
	for _, tt := range tests {
		stdout, stderr, code := cli(t, "", tt.args...)
		if code != tt.code || !strings.Contains(stderr, tt.inError) || !strings.Contains(stdout, tt.inOut) || tt.inError == "" && stderr != "" {
			t.Errorf("storywire %v: exit %d, stdout %.80q, stderr %q; want exit %d, %q in stdout and %q in stderr", tt.args, code, stdout, stderr, tt.code, tt.inOut, tt.inError)
		}
	}
	if _, err := os.Stat(missing); err == nil {
		t.Errorf("a read command created %s", missing)
	}
}

func TestIngestExamplesListShow(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.db")
	out, stderr, code := cli(t, "", "ingest", "--db", db, "../../examples")
	if code != exitOK {
		t.Fatalf("ingest examples: exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "11 new") {
		t.Errorf("ingest output %q", out)
	}
	// Flags after the positional argument work too; the same content adds nothing.
	out, _, code = cli(t, "", "ingest", "../../examples", "--db", db)
	if code != exitOK || !strings.Contains(out, "0 new, 11 already stored") {
		t.Errorf("re-ingest: exit %d, %q", code, out)
	}
	out, _, _ = cli(t, "", "list", "--db", db, "--json")
	var list []listEntry
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list) != 11 {
		t.Fatalf("list --json: %v, %d entries", err, len(list))
	}
	var feedItem listEntry
	for _, e := range list {
		if e.ID == "ostraviatoday-2026-0312-ferry" {
			feedItem = e
		}
	}
	if feedItem.Path != "../../examples/ostravia-today.rss:1" || feedItem.Words == 0 || feedItem.Source != "Ostravia Today" {
		t.Errorf("feed item in list: %+v", feedItem)
	}
	out, _, code = cli(t, "", "show", "--db", db, "--json", "ostraviatoday-2026-0312-ferry")
	var s map[string]any
	if code != exitOK || json.Unmarshal([]byte(out), &s) != nil {
		t.Fatalf("show --json: exit %d, %q", code, out)
	}
	for _, k := range []string{"id", "source", "title", "date", "text", "credit", "dateline"} {
		if _, ok := s[k]; !ok {
			t.Errorf("show --json lacks %q", k)
		}
	}
	if s["credit"] != "Meridian" || s["dateline"] != "KESSARINE" {
		t.Errorf("show: credit %v dateline %v", s["credit"], s["dateline"])
	}
	out, _, _ = cli(t, "", "list", "--db", db)
	if !strings.Contains(out, "Ferry disaster: 41 killed") || !strings.Contains(out, "11 articles") {
		t.Errorf("list table:\n%s", out)
	}
}

func TestDBFromEnvironment(t *testing.T) {
	db := filepath.Join(t.TempDir(), "env.db")
	t.Setenv("STORYWIRE_DB", db)
	if _, stderr, code := cli(t, "", "ingest", "../../examples/meridian-wire-1.txt"); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if n := countArticles(t, db); n != 1 {
		t.Errorf("STORYWIRE_DB store has %d articles; want 1", n)
	}
}

func TestIngestSeeds(t *testing.T) {
	seeds := shared.Path(t, "seeds")
	db := filepath.Join(t.TempDir(), "a.db")
	if _, stderr, code := cli(t, "", "ingest", "--db", db, seeds); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	out, _, _ := cli(t, "", "list", "--db", db, "--json")
	var list []listEntry
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list) != 5 {
		t.Fatalf("list: %v, %d entries", err, len(list))
	}
	for _, e := range list {
		if e.Title == "" && e.Dateline == "" {
			t.Errorf("%s has neither title nor dateline", e.Path)
		}
	}
	if out, _, _ := cli(t, "", "ingest", "--db", db, seeds); !strings.Contains(out, "0 new") {
		t.Errorf("re-ingest of the seeds added articles: %s", out)
	}
}

func TestIngestDevData(t *testing.T) {
	files := shared.Glob(t, "data/*/articles.jsonl")
	db := filepath.Join(t.TempDir(), "d.db")
	out, stderr, code := cli(t, "", append([]string{"ingest", "--db", db}, files...)...)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// Every line is read; ids repeated across DUC 2003 clusters are stored once with both labels.
	ids, lines := map[string]bool{}, 0
	for _, f := range files {
		data, _ := os.ReadFile(f)
		for l := range strings.SplitSeq(strings.TrimSpace(string(data)), "\n") {
			var r struct{ ID string }
			json.Unmarshal([]byte(l), &r)
			ids[r.ID] = true
			lines++
		}
	}
	if n := countArticles(t, db); n != len(ids) {
		t.Errorf("stored %d articles; want %d distinct ids (%d lines); %s", n, len(ids), lines, out)
	}
	out, _, _ = cli(t, "", "show", "--db", db, "--json", "NYT19981004.0131")
	var s showEntry
	json.Unmarshal([]byte(out), &s)
	if strings.Join(s.Labels, ",") != "d30025t,d30048t" {
		t.Errorf("labels of an article in two clusters: %v", s.Labels)
	}
}

func openStoreT(t *testing.T, db string) *store.Store {
	t.Helper()
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func TestDedupCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.db")
	if _, stderr, code := cli(t, "", "ingest", "--db", db, "../../examples"); code != exitOK {
		t.Fatal(stderr)
	}
	out, stderr, code := cli(t, "", "dedup", "--db", db, "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var d dedupJSON
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	if len(d.Groups) != 1 || len(d.Groups[0].Articles) != 7 {
		t.Fatalf("groups: %+v", d.Groups)
	}
	kinds := map[string]bool{}
	for _, r := range d.Groups[0].Relations {
		kinds[r.Kind] = true
		if r.A == "" || r.B == "" || r.Jaccard <= 0 || r.AInB <= 0 || r.BInA <= 0 {
			t.Errorf("relation without figures: %+v", r)
		}
	}
	for _, k := range []string{"exact", "near-duplicate", "contains", "update"} {
		if !kinds[k] {
			t.Errorf("no %s relation among the examples", k)
		}
	}
	// The same groups from the JSONL of the same articles, without a store.
	if out, _, _ := cli(t, "", "dedup", "--data", "../../examples/radio-ostrava.jsonl", "--json"); !strings.Contains(out, `"groups": []`) {
		t.Errorf("dedup --data on unrelated articles: %s", out)
	}
	out, _, _ = cli(t, "", "report", "--db", db)
	if !strings.Contains(out, "SYNDICATION GROUPS") || !strings.Contains(out, "group ") {
		t.Errorf("report lacks the groups:\n%s", out)
	}
}

func TestEvalRougeCommand(t *testing.T) {
	dir := "../../../shared/rouge-golden"
	if _, err := os.Stat(dir + "/raw/S1.out"); err != nil {
		t.Skip("../shared/rouge-golden not present; skipping")
	}
	out, stderr, code := cli(t, "", "eval", "rouge", "--data", dir, "--base", dir, dir+"/inputs/rouge_config.xml",
		"-n", "4", "-m", "-a", "-l", "100", "-x", "-c", "95", "-r", "1000", "-f", "A", "-p", "0.5", "-t", "0", "-d")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want, _ := os.ReadFile(dir + "/raw/S1.out")
	if out != string(want) {
		t.Error("storywire eval rouge output differs from ROUGE-1.5.5's S1.out")
	}
}

func TestEvalSummarizeCommand(t *testing.T) {
	dir := "../../../shared/data/duc2003"
	if _, err := os.Stat(dir + "/references.jsonl"); err != nil {
		t.Skip("../shared/data not present; skipping")
	}
	outDir := t.TempDir()
	out, stderr, code := cli(t, "", "eval", "summarize", "--data", dir, "--words", "100", "--out", outDir,
		"--rouge-data", "../../../shared/rouge-golden", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rows []struct {
		Method string
		Recall map[string]float64
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil || len(rows) != 4 {
		t.Fatalf("%v: %s", err, out)
	}
	score := map[string]float64{}
	for _, r := range rows {
		score[r.Method] = r.Recall["ROUGE-2"]
	}
	if score["storywire"] <= score["lexrank"] || score["storywire"] <= score["lead"] {
		t.Errorf("storywire does not beat the baselines on DUC 2003 ROUGE-2: %v", score)
	}
	files, _ := filepath.Glob(filepath.Join(outDir, "*.txt"))
	lead, _ := filepath.Glob(filepath.Join(outDir, "lead", "*.txt"))
	if len(files) != 30 || len(lead) != 30 {
		t.Errorf("wrote %d summaries and %d lead baselines; want 30 each", len(files), len(lead))
	}
}

func TestStoriesAndSummary(t *testing.T) {
	db := filepath.Join(t.TempDir(), "s.db")
	if _, stderr, code := cli(t, "", "ingest", "--db", db, "../../examples"); code != exitOK {
		t.Fatal(stderr)
	}
	out, stderr, code := cli(t, "", "stories", "--db", db, "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var stories []storyJSON
	if err := json.Unmarshal([]byte(out), &stories); err != nil {
		t.Fatal(err)
	}
	var ferry storyJSON
	for _, s := range stories {
		if len(s.Articles) > len(ferry.Articles) {
			ferry = s
		}
	}
	if len(ferry.Articles) != 9 || len(stories) != 3 || ferry.First != "2026-03-12T18:05:00Z" || len(ferry.Outlets) < 4 {
		t.Errorf("stories: %+v", stories)
	}
	out, stderr, code = cli(t, "", "summary", "--db", db, "--json", strconv.Itoa(ferry.ID))
	if code != exitOK {
		t.Fatalf("summary: exit %d: %s", code, stderr)
	}
	var sum summaryJSON
	if err := json.Unmarshal([]byte(out), &sum); err != nil || len(sum.Sentences) < 2 {
		t.Fatalf("summary: %v %s", err, out)
	}
	for _, x := range sum.Sentences {
		if len(x.Articles) == 0 || x.Text == "" {
			t.Errorf("sentence without attribution: %+v", x)
		}
	}
	if _, _, code := cli(t, "", "summary", "--db", db, "999"); code != exitRejected {
		t.Errorf("summary of an unknown story: exit %d", code)
	}
	out, _, _ = cli(t, "", "stories", "--db", db, "--json", "--rebuild")
	var rebuilt []storyJSON
	if err := json.Unmarshal([]byte(out), &rebuilt); err != nil || len(rebuilt) != 3 {
		t.Errorf("stories --rebuild: %v %s", err, out)
	}
	out, _, _ = cli(t, "", "report", "--db", db)
	if !strings.Contains(out, "STORIES") || !strings.Contains(out, "independent source") {
		t.Errorf("report lacks stories and summaries:\n%s", out)
	}
}
