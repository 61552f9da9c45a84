package story

import (
	"fmt"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/storywire/storywire/article"
)

// BenchmarkAddAt100k measures placing articles into a clusterer that
// already holds 100,000: the dev sets repeated with new ids, each pass's
// dates shifted by 60 days (so that passes are separate events in time),
// and the memory the clusterer holds per article.
func BenchmarkAddAt100k(b *testing.B) {
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
	shifted := func(pass int, a Article) Article {
		a.ID = fmt.Sprintf("%s#%d", a.ID, pass)
		if t, err := time.Parse("2006-01-02", a.Date); err == nil {
			a.Date = t.AddDate(0, 0, 60*pass).Format("2006-01-02")
		}
		return a
	}
	const held = 100_000
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	c := New()
	n := 0
	for pass := 0; n < held; pass++ {
		for _, a := range base {
			if n == held {
				break
			}
			c.Add(shifted(pass, a))
			n++
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	perArticle := float64(after.HeapAlloc-before.HeapAlloc) / held
	stories := len(c.Stories())
	pass := 1000
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		c.Add(shifted(pass+i/len(base), base[i%len(base)]))
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "articles/s")
	b.ReportMetric(perArticle, "B/article")
	b.ReportMetric(float64(stories), "stories")
	runtime.KeepAlive(c)
}
