package story

import (
	"fmt"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/storywire/storywire/article"
)

// BenchmarkAddAt100k measures placing articles into a clusterer that
// already holds 100,000 articles from the dev sets repeated with new ids,
// and the memory the clusterer holds per article. Two streams:
//
//   - big-stories: each pass's dates shifted by 60 days, file order, so
//     that the repeats of a text join its first story (about 500 stories
//     of up to a few hundred articles);
//   - feed: a dated news feed in time order: undated articles given a
//     date in the first month of their pass, passes 5,000 days apart
//     (longer than the dev sets' own span, 1998–2010), each pass sorted
//     by date, so that every pass opens new stories (over 20,000 in
//     all), most of them long quiet.
func BenchmarkAddAt100k(b *testing.B) {
	base := devArticles(b)
	b.Run("big-stories", func(b *testing.B) {
		benchStream(b, func(pass int) []Article {
			out := make([]Article, len(base))
			for i, a := range base {
				out[i] = shifted(pass, a, 60)
			}
			return out
		})
	})
	b.Run("feed", func(b *testing.B) {
		benchStream(b, func(pass int) []Article {
			start := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
			out := make([]Article, len(base))
			for i, a := range base {
				if a.Date == "" { // spread over the pass's first month
					a.Date = start.AddDate(0, 0, i%30).Format("2006-01-02")
				}
				out[i] = shifted(pass, a, 5000)
			}
			slices.SortStableFunc(out, func(x, y Article) int { return strings.Compare(x.Date, y.Date) })
			return out
		})
	})
}

// shifted is a with a new id for the pass and its date days×pass later.
func shifted(pass int, a Article, days int) Article {
	a.ID = fmt.Sprintf("%s#%d", a.ID, pass)
	if t, err := time.Parse("2006-01-02", a.Date); err == nil {
		a.Date = t.AddDate(0, 0, days*pass).Format("2006-01-02")
	}
	return a
}

// benchStream fills a clusterer with 100,000 articles from the passes of
// a stream, then times adding the stream's next articles.
func benchStream(b *testing.B, pass func(int) []Article) {
	const held = 100_000
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	c := New()
	n, p := 0, 0
	var next []Article
	for ; n < held; p++ {
		next = pass(p)
		for _, a := range next {
			if n == held {
				break
			}
			c.Add(a)
			n++
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	perArticle := float64(after.HeapAlloc-before.HeapAlloc) / held
	stories := len(c.Stories())
	// continue the stream where it stopped
	rest := next[n-(p-1)*len(next):]
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if len(rest) == 0 {
			next = pass(p)
			p++
			rest = next
		}
		c.Add(rest[0])
		rest = rest[1:]
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "articles/s")
	b.ReportMetric(perArticle, "B/article")
	b.ReportMetric(float64(stories), "stories")
	runtime.KeepAlive(c)
}

// BenchmarkRebuild measures the batch pass (Rebuild) over 20,000
// articles of the two streams of BenchmarkAddAt100k: the cost of
// `storywire stories --rebuild` and of the batch pass an ingest runs.
func BenchmarkRebuild(b *testing.B) {
	base := devArticles(b)
	const n = 20_000
	streams := map[string]func(pass int, a Article) Article{
		"big-stories": func(pass int, a Article) Article { return shifted(pass, a, 60) },
		"feed": func(pass int, a Article) Article {
			if a.Date == "" {
				a.Date = "2000-01-01"
			}
			return shifted(pass, a, 5000)
		},
	}
	for _, name := range []string{"big-stories", "feed"} {
		b.Run(name, func(b *testing.B) {
			var arts []Article
			for p := 0; len(arts) < n; p++ {
				for _, a := range base {
					if len(arts) < n {
						arts = append(arts, streams[name](p, a))
					}
				}
			}
			benchRebuild(b, arts)
		})
	}
}

// devArticles returns the articles of every dev set, or skips.
func devArticles(b testing.TB) []Article {
	files, _ := filepath.Glob(filepath.Join("..", "..", "shared", "data", "*", "articles.jsonl"))
	if len(files) == 0 {
		b.Skip("../shared/data not present")
	}
	var base []Article
	for a, err := range article.Read(files, nil) {
		if err != nil {
			continue
		}
		title := a.Title
		if a.TitleDerived {
			title = ""
		}
		base = append(base, Article{ID: a.ID, Title: title, Text: a.Text, Date: a.Date})
	}
	return base
}

// The batch pass of ClusterIn counts its articles without placing them
// online first; its stories are those of adding every article and then
// rebuilding, copies included.
func TestClusterInAsAddThenRebuild(t *testing.T) {
	base := devArticles(t)
	var arts []Article
	for i, a := range base {
		arts = append(arts, a)
		if i%7 == 0 {
			c := a
			c.ID, c.Copies = a.ID+"-copy", []string{a.ID}
			arts = append(arts, c)
		}
	}
	got := ClusterIn(arts, nil)
	want := New()
	for _, a := range arts {
		want.Add(a)
	}
	want.Rebuild(arts)
	if want.docs != got.docs || !slices.Equal(want.df, got.df) {
		t.Fatalf("document frequencies differ: %d texts against %d", got.docs, want.docs)
	}
	gs, ws := got.Stories(), want.Stories()
	if len(gs) != len(ws) {
		t.Fatalf("%d stories, want %d", len(gs), len(ws))
	}
	for i := range ws {
		if !slices.Equal(gs[i].Articles, ws[i].Articles) {
			t.Fatalf("story %d: %v, want %v", i, gs[i].Articles, ws[i].Articles)
		}
	}
}

// BenchmarkRebuildTemplated rebuilds a feed of templated items — one
// sentence, only its numbers differ, as stock, weather or council
// notices come — where every text is near every other and the batch
// pass's neighbour search and event split meet their worst case.
func BenchmarkRebuildTemplated(b *testing.B) {
	const n = 5_000
	arts := make([]Article, n)
	for i := range arts {
		arts[i] = Article{ID: fmt.Sprintf("t%d", i), Date: "2026-01-05",
			Text: fmt.Sprintf("Bulk item %d: the council of district %d met on Tuesday to discuss the budget for roads and schools.", i, i%97)}
	}
	benchRebuild(b, arts)
}

// benchRebuild adds arts online, then times the batch pass over them.
func benchRebuild(b *testing.B, arts []Article) {
	c := New()
	for _, a := range arts {
		c.Add(a)
	}
	stories := 0
	for b.Loop() {
		stories = c.Rebuild(arts)
	}
	b.ReportMetric(float64(len(arts)*b.N)/b.Elapsed().Seconds(), "articles/s")
	b.ReportMetric(float64(stories), "stories")
}

// The batch pass clusters in an order of its own: the dev articles read
// in reverse give the same stories.
func TestRebuildIgnoresArrivalOrder(t *testing.T) {
	arts := devArticles(t)
	back := slices.Clone(arts)
	slices.Reverse(back)
	partition := func(c *Clusterer) []string {
		var out []string
		for _, s := range c.Stories() {
			ids := slices.Clone(s.Articles)
			slices.Sort(ids)
			out = append(out, strings.Join(ids, " "))
		}
		slices.Sort(out)
		return out
	}
	a, b := partition(ClusterIn(arts, nil)), partition(ClusterIn(back, nil))
	if len(a) != len(b) {
		t.Fatalf("%d stories in file order, %d in reverse", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("stories differ with the order of arrival:\n%.300s\n%.300s", a[i], b[i])
		}
	}
}
