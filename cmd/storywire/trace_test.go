package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/server"
)

// exampleIDs ingests the examples and returns the stored id of each
// example file (by base name; the RSS items by their own ids).
func exampleIDs(t *testing.T) (db string, ids map[string]string) {
	t.Helper()
	db = filepath.Join(t.TempDir(), "x.db")
	if _, stderr, code := cli(t, "", "ingest", "--db", db, "../../examples"); code != exitOK {
		t.Fatal(stderr)
	}
	st := openStoreT(t, db)
	defer st.Close()
	rows, err := st.All(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	ids = map[string]string{}
	for _, r := range rows {
		ids[strings.TrimSuffix(filepath.Base(r.Origin.Path), filepath.Ext(r.Origin.Path))] = r.ID
	}
	return db, ids
}

func TestDiffCommand(t *testing.T) {
	db, id := exampleIDs(t)
	out, stderr, code := cli(t, "", "diff", "--db", db, "--json", id["meridian-wire-2"], id["northstar-daily"])
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var d server.DiffJSON
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	if len(d.Passages) == 0 || d.Similarity < 0.8 {
		t.Errorf("northstar is a copy of the wire: %+v", d)
	}
	found := false
	for _, s := range d.Substitutions {
		found = found || s.From == "Storm" && s.To == "Cyclone"
	}
	if !found {
		t.Errorf("no Storm → Cyclone in %+v", d.Substitutions)
	}
	for _, p := range d.Passages {
		for _, e := range p.Edits {
			if e.Op == "substitute" && (e.AText == "" || e.BText == "") {
				t.Errorf("substitution without its words: %+v", e)
			}
		}
	}
	// Terminal output without colour when piped: wdiff-style marks.
	out, _, code = cli(t, "", "diff", "--db", db, id["meridian-wire-2"], id["northstar-daily"])
	if code != exitOK || !strings.Contains(out, "[-Storm-]{+Cyclone+}") {
		t.Errorf("diff output lacks the marked substitution:\n%s", out)
	}
	out, _, _ = cli(t, "", "diff", "--db", db, "--color", "always", id["meridian-wire-2"], id["northstar-daily"])
	if !strings.Contains(out, "\x1b[32mCyclone") {
		t.Errorf("--color always writes no colour")
	}
	for _, args := range [][]string{{"diff", "--db", db, id["meridian-wire-2"]}, {"trace", "--db", db}} {
		if _, _, code := cli(t, "", args...); code != exitUsage {
			t.Errorf("%v: exit %d, want usage", args, code)
		}
	}
	if _, stderr, code := cli(t, "", "diff", "--db", db, "nosuch", id["meridian-wire-2"]); code != exitRejected || !strings.Contains(stderr, "no such article") {
		t.Errorf("diff of an unknown id: exit %d, %s", code, stderr)
	}
}

func TestTraceCommand(t *testing.T) {
	db, id := exampleIDs(t)
	out, stderr, code := cli(t, "", "trace", "--db", db, "--json", id["northstar-daily"])
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var tr traceJSON
	if err := json.Unmarshal([]byte(out), &tr); err != nil {
		t.Fatal(err)
	}
	// examples/README.md: one group of seven, wire-2 its original, three
	// independent sources for the ferry story.
	if len(tr.Tree) != 7 || tr.Tree[0].ID != id["meridian-wire-2"] {
		t.Errorf("tree %+v, want 7 articles rooted at wire-2 (%s)", tr.Tree, id["meridian-wire-2"])
	}
	for _, copy := range []string{"northstar-daily", "lakeside-gazette", "valley-herald-copy", "daily-harbour"} {
		if p := tr.Edits[id[copy]].Parent; p != id["meridian-wire-2"] {
			t.Errorf("%s copied from %s, want wire-2", copy, p)
		}
	}
	subs := map[string]bool{}
	for _, s := range tr.Substitutions {
		subs[s.From+" → "+s.To] = true
	}
	if !subs["Storm → Cyclone"] || !subs["Lake Varn → Varn Lake"] {
		t.Errorf("substitutions %+v", tr.Substitutions)
	}
	if len(tr.Sources) != 3 {
		t.Errorf("%d independent sources, want 3: %+v", len(tr.Sources), tr.Sources)
	}
	out, _, _ = cli(t, "", "trace", "--db", db, "--patterns")
	if !strings.Contains(out, "Storm → Cyclone") || !strings.Contains(out, "Lake Varn → Varn Lake") && !strings.Contains(out, "Varn Lake → Lake Varn") {
		t.Errorf("store-wide patterns:\n%s", out)
	}
	out, _, _ = cli(t, "", "trace", "--db", db, id["coastal-post-independent"])
	if !strings.Contains(out, "has no copies") || !strings.Contains(out, "3 independent sources") {
		t.Errorf("trace of an independent report:\n%s", out)
	}
	out, _, _ = cli(t, "", "report", "--db", db)
	if !strings.Contains(out, "derivation tree") || !strings.Contains(out, "Storm → Cyclone") {
		t.Errorf("report lacks the derivation tree and substitution table:\n%s", out)
	}
}

func TestFactsCommand(t *testing.T) {
	db, _ := exampleIDs(t)
	out, stderr, code := cli(t, "", "facts", "--db", db, "--json", "1")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var r factsJSON
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	verdicts := map[string]string{}
	for _, g := range r.Quantities {
		verdicts[g.Thing+"/"+g.Role] = g.Verdict
		// Every value says who gives it and where.
		for _, v := range g.Values {
			if len(v.Sources) == 0 || len(v.Sources) != v.Independent {
				t.Errorf("%s/%s %q: %d sources for %d independent", g.Thing, g.Role, v.Text, len(v.Sources), v.Independent)
			}
			for _, vc := range v.Sources {
				if vc.Label == "" || vc.Sentence == "" {
					t.Errorf("%s/%s %q: source %+v lacks a label or the sentence", g.Thing, g.Role, v.Text, vc)
				}
			}
		}
		if g.Thing == "people" && g.Role == "killed" {
			who := map[string]string{}
			for _, v := range g.Values {
				for _, vc := range v.Sources {
					who[v.Text] += vc.Label + "; "
				}
			}
			if !strings.Contains(who["41 people"], "Meridian, in The Daily Harbour") || !strings.Contains(who["41 people"], "Radio Ostrava") {
				t.Errorf("who says 41 killed: %q", who)
			}
		}
	}
	// examples/README.md: 43 dead vs 41; 320 aboard vs 287 + 25 = 312.
	if verdicts["people/killed"] != "conflict" || verdicts["people/aboard"] != "conflict" || verdicts["people/missing"] != "agree" {
		t.Errorf("verdicts %v", verdicts)
	}
	out, _, _ = cli(t, "", "facts", "--db", db, "1")
	if !strings.Contains(out, "287 + 25 = 312 vs 320") || !strings.Contains(out, "43 vs 41") {
		t.Errorf("fact table lacks the arithmetic:\n%s", out)
	}
	if _, _, code := cli(t, "", "facts", "--db", db, "99"); code != exitRejected {
		t.Errorf("unknown story: exit %d", code)
	}
	out, _, _ = cli(t, "", "report", "--db", db)
	if !strings.Contains(out, "facts across sources") || !strings.Contains(out, "CONFLICT") {
		t.Errorf("report lacks the fact table:\n%s", out)
	}
}

func TestEvalFactsCommand(t *testing.T) {
	out, stderr, code := cli(t, "", "eval", "facts", "--json", "--root", "../..", "--annotations", "../../testdata/facts/examples.json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rows []struct {
		Set       string
		ExtractF1 float64
		ConflictR float64
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil || len(rows) != 2 {
		t.Fatalf("%v: %s", err, out)
	}
	if rows[0].ExtractF1 < 0.9 || rows[0].ConflictR < 0.9 {
		t.Errorf("examples: %+v", rows[0])
	}
}

// TestDiffShowsCutsInsideParagraphs: a sentence B dropped from a
// paragraph it otherwise kept is shown as deleted, as the web diff does.
func TestDiffShowsCutsInsideParagraphs(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "d.db")
	keep1 := "The transfer ends any insurgent presence on the border, an important goal for Lebanon and for its army, the minister said on Monday."
	// Longer than a gap inside one passage: the two kept sentences are
	// two passages, and the dropped one lies between them in A only.
	drop := "The Iran-backed group has played a major role fighting militants at the border and has sent thousands of fighters into the country to support the government, which has relied on it in many battles across the region since the war began six years ago and shows no sign of ending."
	keep2 := "The leader of the group said on Monday that it had accepted the evacuation partly to learn the fate of nine soldiers held since 2014."
	lines := `{"id":"a","source":"Wire","date":"2017-08-28T10:00:00Z","text":"` + keep1 + " " + drop + " " + keep2 + `\n\nA second paragraph that both keep, with enough words to be a passage of its own in the copy."}` + "\n" +
		`{"id":"b","source":"Paper","date":"2017-08-28T12:00:00Z","text":"` + keep1 + " " + keep2 + `\n\nA second paragraph that both keep, with enough words to be a passage of its own in the copy."}` + "\n"
	if _, stderr, code := cli(t, lines, "ingest", "--db", db, "-"); code != exitOK {
		t.Fatal(stderr)
	}
	out, stderr, code := cli(t, "", "diff", "--db", db, "--color", "never", "a", "b")
	if code != exitOK || !strings.Contains(out, "[-Iran-backed group has played a major role") {
		t.Errorf("exit %d %s; the dropped sentence is not shown deleted:\n%s", code, stderr, out)
	}
}

// TestSummaryAsOnThePage: `storywire summary` and the story page give
// the same summary of a story at their default length.
func TestSummaryAsOnThePage(t *testing.T) {
	db, _ := exampleIDs(t)
	out, stderr, code := cli(t, "", "summary", "--db", db, "--json", "1")
	if code != exitOK {
		t.Fatal(stderr)
	}
	var cliSum summaryJSON
	if err := json.Unmarshal([]byte(out), &cliSum); err != nil {
		t.Fatal(err)
	}
	st := openStoreT(t, db)
	pl, err := engine.Open(t.Context(), st)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(pl, server.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/api/v1/stories/1", nil)
	req.Host = "localhost"
	srv.ServeHTTP(rec, req)
	var page struct{ Summary []struct{ Text string } }
	if err := json.Unmarshal(rec.Body.Bytes(), &page); err != nil {
		t.Fatal(err)
	}
	var a, b []string
	for _, x := range cliSum.Sentences {
		a = append(a, x.Text)
	}
	for _, x := range page.Summary {
		b = append(b, x.Text)
	}
	if strings.Join(a, "\n") != strings.Join(b, "\n") || len(a) == 0 {
		t.Errorf("summary:\n%s\npage:\n%s", strings.Join(a, "\n"), strings.Join(b, "\n"))
	}
}

// TestTraceWrittenFrom: a newspaper's rewrite of a PA story has no copy
// and still a source, which trace names (meter-dev, when present).
func TestTraceWrittenFrom(t *testing.T) {
	path := filepath.Join("..", "..", "..", "shared", "data", "meter-dev", "articles.jsonl")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Skip("../shared/data/meter-dev not present: skipping")
	}
	const wire, paper = "PA/courts/16.07.99/care/care1coughlan", "NP/courts/16.07.99/care/care71_mirror"
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, `"id": "`+wire+`"`) || strings.Contains(l, `"id": "`+paper+`"`) {
			lines = append(lines, l)
		}
	}
	if len(lines) != 2 {
		t.Fatalf("found %d of the two articles", len(lines))
	}
	dir := t.TempDir()
	in, db := filepath.Join(dir, "two.jsonl"), filepath.Join(dir, "s.db")
	if err := os.WriteFile(in, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := cli(t, "", "ingest", "--db", db, in); code != exitOK {
		t.Fatalf("ingest: exit %d: %s", code, stderr)
	}
	out, stderr, code := cli(t, "", "trace", "--db", db, paper)
	if code != exitOK || !strings.Contains(out, "partly written from "+wire) {
		t.Errorf("trace (exit %d, %s):\n%s", code, stderr, out)
	}
	out, _, _ = cli(t, "", "trace", "--db", db, "--json", paper)
	var tr traceJSON
	if err := json.Unmarshal([]byte(out), &tr); err != nil || len(tr.WrittenFrom) != 1 || tr.WrittenFrom[0].From != wire || tr.WrittenFrom[0].Degree != "partially-derived" {
		t.Errorf("trace --json written_from %+v (%v)", tr.WrittenFrom, err)
	}
}

// TestEvalSpeakersCommand: the speakers evaluation judges each annotated
// quotation by the speaker Quotes gives it, and skips the quotations of
// a corpus that is not there.
func TestEvalSpeakersCommand(t *testing.T) {
	dir := t.TempDir()
	text := "But Casey said the attack was serious.\n\n\"I don't know any other word to call it,\" he said.\n\n\"Tony was watching the right hand all night and day.\""
	line, _ := json.Marshal(map[string]string{"id": "a1", "text": text})
	if err := os.WriteFile(filepath.Join(dir, "articles.jsonl"), append(line, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	first, second := strings.Index(text, "I don't"), strings.Index(text, "Tony was")
	ann := fmt.Sprintf(`{"items": [
		{"set": "dev", "kind": "pronoun", "data": "articles.jsonl", "article": "a1", "at": %d, "speaker": "Casey"},
		{"set": "heldout", "kind": "unattributed", "data": "articles.jsonl", "article": "a1", "at": %d, "speaker": "Casey"},
		{"set": "heldout", "kind": "pronoun", "data": "missing.jsonl", "article": "b1", "at": 0, "speaker": "Nobody"}]}`, first, second)
	path := filepath.Join(dir, "speakers.json")
	if err := os.WriteFile(path, []byte(ann), 0o644); err != nil {
		t.Fatal(err)
	}
	out, stderr, code := cli(t, "", "eval", "speakers", "--json", "--root", dir, "--annotations", path)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, "missing.jsonl") {
		t.Errorf("no word of the corpus not there: %q", stderr)
	}
	var rows []struct {
		Set                     string
		Quotations, Right, None int
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	got := map[string][3]int{}
	for _, r := range rows {
		got[r.Set] = [3]int{r.Quotations, r.Right, r.None}
	}
	// Casey speaks the first ("he said"), and goes on in the paragraph
	// that is only a quotation
	if got["dev"] != [3]int{1, 1, 0} || got["heldout"] != [3]int{1, 1, 0} {
		t.Errorf("scores %v", got)
	}
}
