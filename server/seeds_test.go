package server

import (
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/storywire/storywire/internal/shared"
)

// seedOutlets are the outlets and times the seed tests give the five
// seeds (../shared/seeds) in text header blocks. The seeds do not say
// who published them; these names are the fixture's, and the times put
// the complete Reuters text (001) first.
var seedOutlets = []struct{ outlet, date string }{
	{"Harbour Times", "2017-08-28T11:30:00Z"},
	{"Wire Desk", "2017-08-28T10:05:00Z"},
	{"Gulf Ledger", "2017-08-28T12:15:00Z"},
	{"Valley Courier", "2017-08-28T13:40:00Z"},
	{"Border Herald", "2017-08-28T10:45:00Z"},
}

// seedsServer serves a store of the seeds ingested from plain text files
// with header blocks, as a user would give them; it skips without the
// seeds.
func seedsServer(t *testing.T) *httptest.Server {
	t.Helper()
	files := shared.Glob(t, "seeds/*.txt")
	if len(files) != len(seedOutlets) {
		t.Fatalf("%d seeds, want %d", len(files), len(seedOutlets))
	}
	dir := t.TempDir()
	for i, f := range files {
		body, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		head := fmt.Sprintf("Source: %s\nDate: %s\n\n", seedOutlets[i].outlet, seedOutlets[i].date)
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), append([]byte(head), body...), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s, err := New(newPipeline(t, []string{dir}, nil), Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	return ts
}

// TestSeedsWhoSaysIt: the list finds the story by agency and by outlet;
// the story page names Reuters and AFP as agencies and every outlet; the
// soldiers' row gives nine (Reuters, with its outlets) against eight
// (AFP), each value opening its sentence.
func TestSeedsWhoSaysIt(t *testing.T) {
	ts := seedsServer(t)
	for _, q := range []string{"AFP", "reuters", "Gulf Ledger"} {
		_, body := do(t, "GET", ts.URL+"/api/v1/stories?source="+strings.ReplaceAll(q, " ", "+"), "", "")
		list := decode[struct{ Stories []storySummary }](t, body)
		if len(list.Stories) != 1 {
			t.Errorf("source=%s: %d stories", q, len(list.Stories))
		}
	}
	_, body := do(t, "GET", ts.URL+"/api/v1/stories/1", "", "")
	v := decode[struct {
		Facts struct {
			Quantities []struct {
				Thing, Qualifier, Verdict string
				Values                    []struct {
					Text    string
					Sources []struct {
						Label, Sentence string
						Agencies        []string
						Outlets         []string
						Mark            [2]int
					}
				}
			}
		}
	}](t, body)
	who := map[string][]string{}
	for _, g := range v.Facts.Quantities {
		if g.Thing != "soldier" || g.Qualifier != "Lebanese" || len(g.Values) < 2 {
			continue
		}
		if g.Verdict != "conflict" {
			t.Errorf("soldiers: %s", g.Verdict)
		}
		for _, val := range g.Values {
			for _, s := range val.Sources {
				who[val.Text] = append(who[val.Text], strings.Join(s.Agencies, ","))
				if s.Mark[1] > len(s.Sentence) || !strings.Contains(s.Sentence[s.Mark[0]:s.Mark[1]], "soldiers") {
					t.Errorf("%s: sentence %q, mark %v", val.Text, s.Sentence, s.Mark)
				}
			}
		}
	}
	if strings.Join(who["nine Lebanese soldiers"], ";") != "Reuters" || strings.Join(who["eight Lebanese soldiers"], ";") != "AFP" {
		t.Errorf("who gives the soldiers' figures: %v", who)
	}
	_, page := do(t, "GET", ts.URL+"/stories/1", "", "")
	// The timeline names its rows and keeps the time of day on its axis
	// and in the list (the seeds are dated 10:05 to 13:40).
	for _, want := range []string{`class="rowlabel">AFP, in Border Herald</text>`, `>28 Aug 10:05</text>`, `>28 Aug 2017 13:40</text>`, "2017-08-28 10:45 UTC"} {
		if !strings.Contains(page, want) {
			t.Errorf("timeline lacks %q", want)
		}
	}
	for _, want := range append([]string{`<span class="chip agency">Reuters</span>`, `<span class="chip agency">AFP</span>`}, outletNames()...) {
		if !strings.Contains(page, want) {
			t.Errorf("story page lacks %q", want)
		}
	}
}

func outletNames() []string {
	var out []string
	for _, o := range seedOutlets {
		out = append(out, o.outlet)
	}
	return out
}

// TestBrowserSeeds opens the seeds' story page in a browser, opens the
// soldiers' figures, and keeps screenshots of the page at desktop and
// phone widths.
func TestBrowserSeeds(t *testing.T) {
	ts := seedsServer(t)
	ctx := browser(t)
	err := chromedp.Do(ctx,
		chromedp.Navigate(ts.URL+"/stories/1"),
		chromedp.WaitVisible(chromedp.CSS(`.coverage`)),
		chromedp.Click(chromedp.CSS(`tr.verdict-conflict details.voice summary`)),
		chromedp.WaitVisible(chromedp.CSS(`tr.verdict-conflict details.voice[open] mark`)),
	)
	if err != nil {
		t.Fatal(err)
	}
	cover := text(t, ctx, `.coverage`)
	for _, want := range append([]string{"Reuters", "AFP", "4 copies of one text"}, outletNames()...) {
		if !strings.Contains(cover, want) {
			t.Errorf("who covers it: %q lacks %q", cover, want)
		}
	}
	if m := text(t, ctx, `tr.verdict-conflict details.voice[open] mark`); !strings.Contains(m, "Lebanese soldiers") {
		t.Errorf("the opened figure marks %q", m)
	}
	screenshot(t, ctx, "seeds-story.png")
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`.coverage`))); err != nil {
		t.Fatal(err)
	}
	width, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`document.documentElement.scrollWidth`))
	if err != nil {
		t.Fatal(err)
	}
	if width > 390 {
		t.Errorf("at 390 px the page is %.0f px wide", width)
	}
	screenshot(t, ctx, "seeds-story-390.png")
	// The diff of the complete Reuters text (001) and its cut copy (003):
	// the shared passages side by side, each row holding both.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 1600), chromedp.Navigate(ts.URL+"/stories/1")); err != nil {
		t.Fatal(err)
	}
	ids, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#h-copies ~ .group a[href^="/articles/"]')].map(a => a.getAttribute('href').slice(10))`))
	if err != nil || len(ids) < 2 {
		t.Fatalf("tree links: %v %v", ids, err)
	}
	var wire, cut string
	for _, id := range ids {
		_, body := do(t, "GET", ts.URL+"/api/v1/articles/"+id, "", "")
		a := decode[struct{ Source string }](t, body)
		switch a.Source {
		case "Wire Desk":
			wire = id
		case "Valley Courier":
			cut = id
		}
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(ts.URL+"/diff?a="+wire+"&b="+cut), chromedp.WaitVisible(chromedp.CSS(`.row.shared`))); err != nil {
		t.Fatal(err)
	}
	pairs, err := chromedp.Run(ctx, chromedp.Evaluate[[][]string](`[...document.querySelectorAll('.row.shared')].map(r => [...r.querySelectorAll('.side')].map(s => s.innerText.slice(0, 40)))`))
	if err != nil {
		t.Fatal(err)
	}
	if len(pairs) < 2 {
		t.Fatalf("%d shared rows", len(pairs))
	}
	for _, p := range pairs {
		if len(p) != 2 || p[0] == "" || p[1] == "" {
			t.Errorf("a shared row without both sides: %q", p)
		}
	}
	if first := pairs[0]; !strings.Contains(first[0], "A convoy of") || !strings.Contains(first[1], "A convoy of") {
		t.Errorf("the first shared passage is not side by side: %q", first)
	}
	screenshot(t, ctx, "seeds-diff.png")
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`.row.shared`))); err != nil {
		t.Fatal(err)
	}
	if width, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`document.documentElement.scrollWidth`)); err != nil || width > 390 {
		t.Errorf("the diff at 390 px is %.0f px wide (%v)", width, err)
	}
	screenshot(t, ctx, "seeds-diff-390.png")
}

// TestSeedsSummaryReadsAsNews: the page's summary is the CLI's, and
// holds no photo caption and no list mark.
func TestSeedsSummaryReadsAsNews(t *testing.T) {
	ts := seedsServer(t)
	_, body := do(t, "GET", ts.URL+"/api/v1/stories/1", "", "")
	v := decode[struct{ Summary []struct{ Text string } }](t, body)
	if len(v.Summary) == 0 {
		t.Fatal("no summary")
	}
	for _, x := range v.Summary {
		if strings.HasPrefix(x.Text, ":") || strings.Contains(strings.ToLower(x.Text), "photo shows") {
			t.Errorf("summary sentence %q is page furniture", x.Text)
		}
	}
}

// TestCoverageByPublisher: a story written by two newsrooms, five
// reports of their own each (DUC 2003 d30003t: APW and NYT), is covered
// by two sources, not ten: one line, one badge colour and one fact voice
// per publisher, each line linking its five reports.
func TestCoverageByPublisher(t *testing.T) {
	data, err := os.ReadFile(shared.Path(t, "data/duc2003/articles.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, `"cluster": "d30003t"`) {
			lines = append(lines, l)
		}
	}
	if len(lines) != 10 {
		t.Fatalf("%d articles of d30003t, want 10", len(lines))
	}
	s, err := New(newPipeline(t, []string{"-"}, strings.NewReader(strings.Join(lines, "\n"))), Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	defer ts.Close()
	if _, list := do(t, "GET", ts.URL+"/", "", ""); !strings.Contains(list, "10 articles · 2 sources (10 independent reports)") {
		t.Errorf("the story list does not say 2 sources (10 independent reports)")
	}
	code, page := do(t, "GET", ts.URL+"/stories/1", "", "")
	if code != 200 {
		t.Fatalf("story page: %d", code)
	}
	for _, want := range []string{"10 articles from 2 sources (10 independent reports)", "5 reports of its own"} {
		if !strings.Contains(page, want) {
			t.Errorf("story page lacks %q", want)
		}
	}
	if n := strings.Count(page, "its own report<"); n != 0 {
		t.Errorf("%d reports listed one by one", n)
	}
	cover := page[strings.Index(page, `id="h-cover"`):strings.Index(page, `id="h-summary"`)]
	if n := strings.Count(cover, "<li>"); n != 2 {
		t.Errorf("who covers it: %d lines, want 2", n)
	}
	if n := strings.Count(cover, `href="/articles/`); n != 10 {
		t.Errorf("who covers it links %d reports, want 10", n)
	}
}
