package story_test

import (
	"fmt"
	"testing"

	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/story"
)

// BenchmarkAddArchive measures placing articles into a clusterer that
// holds about 90,000 articles of eval.Fixture: invented events over four
// years with their syndicated copies, shuffled as an archive or a crawl
// gives them, so that most articles are older than the latest one seen
// and every period of the index is alive. Needs no dev data.
func BenchmarkAddArchive(b *testing.B) {
	docs := eval.Fixture(6900, 3, 1500, 8, 1)
	arts := make([]story.Article, len(docs))
	for i, d := range docs {
		arts[i] = story.Article{ID: d.ID, Text: d.Text, Date: d.Date}
	}
	held := len(arts) * 9 / 10
	c := story.New()
	for _, a := range arts[:held] {
		c.Add(a)
	}
	rest := arts[held:]
	for i := 0; b.Loop(); i++ {
		a := rest[i%len(rest)]
		if i >= len(rest) { // round again, as new copies
			a.ID = fmt.Sprintf("%s#%d", a.ID, i/len(rest))
		}
		c.Add(a)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "articles/s")
	b.ReportMetric(float64(held), "held")
	b.ReportMetric(float64(len(c.Stories())), "stories")
}
