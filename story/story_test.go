package story

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/internal/shared"
)

func cluster(t *testing.T, dir string) map[string][]string {
	t.Helper()
	c := New()
	names := map[string]string{}
	for a, err := range article.Read([]string{dir}, nil) {
		if err != nil {
			t.Fatal(err)
		}
		title := a.Title
		if a.TitleDerived {
			title = ""
		}
		names[a.ID] = filepath.Base(a.Origin.Where())
		c.Add(Article{ID: a.ID, Title: title, Text: a.Text, Date: a.Date})
	}
	out := map[string][]string{}
	for _, s := range c.Stories() {
		var ns []string
		for _, id := range s.Articles {
			ns = append(ns, names[id])
		}
		sort.Strings(ns)
		for _, n := range ns {
			out[n] = ns
		}
	}
	return out
}

func TestSeedsOneStory(t *testing.T) {
	dir := shared.Path(t, "seeds")
	got := cluster(t, dir)
	if s := got["000_217cf4952a88ce52.txt"]; len(s) != 5 {
		t.Errorf("the seeds form stories %v; want one story of five", got)
	}
}

func TestExamplesStories(t *testing.T) {
	got := cluster(t, "../examples")
	ferry := got["meridian-wire-2.txt"]
	for _, n := range []string{"coastal-post-independent.txt", "radio-ostrava.jsonl:1", "daily-harbour.html", "ostravia-today.rss:1"} {
		if !strings.Contains(strings.Join(ferry, " "), n) {
			t.Errorf("ferry story %v lacks %s", ferry, n)
		}
	}
	for _, n := range []string{"ostravia-today.rss:2", "radio-ostrava.jsonl:2"} {
		if len(got[n]) != 1 {
			t.Errorf("unrelated %s is in story %v", n, got[n])
		}
	}
}

// TestRebuildKeepsEveryArticleOnce checks the batch pass on the examples:
// each article ends in exactly one story, and the stories are the ones
// examples/README.md expects.
func TestRebuildKeepsEveryArticleOnce(t *testing.T) {
	c := New()
	arts := examples(t)
	for _, a := range arts {
		c.Add(a)
	}
	c.Rebuild(arts)
	seen := map[string]int{}
	sizes := []int{}
	for _, s := range c.Stories() {
		for _, id := range s.Articles {
			seen[id]++
			if c.StoryOf(id) != s.ID {
				t.Errorf("%s listed in story %d, placed in %d", id, s.ID, c.StoryOf(id))
			}
		}
		if len(s.Articles) > 0 {
			sizes = append(sizes, len(s.Articles))
		}
	}
	for _, a := range arts {
		if seen[a.ID] != 1 {
			t.Errorf("%s in %d stories", a.ID, seen[a.ID])
		}
	}
	sort.Ints(sizes)
	if len(sizes) != 3 || sizes[2] != 9 {
		t.Errorf("story sizes %v, want 1, 1, 9", sizes)
	}
}

// TestOldStoriesStillFound: a story gone quiet is out of reach of a
// late article's index lookups, yet an undated article and a late
// (backfilled) one still join it; three years on, neither a report of
// the same words nor a copy of its article joins it.
func TestOldStoriesStillFound(t *testing.T) {
	c := New()
	text := "The harbour authority of Velmar closed the northern dock after the crane collapse. Velmar dock workers said the crane had failed inspections."
	a := c.Add(Article{ID: "a", Text: text, Date: "2000-01-10"})
	day := time.Date(2000, 2, 1, 0, 0, 0, 0, time.UTC)
	for i := range 3000 { // unrelated stories over three years
		w := fmt.Sprintf("topic%d", i)
		c.Add(Article{ID: w, Text: strings.Repeat(w+" report "+w+"x. ", 5), Date: day.AddDate(0, 0, i/3).Format("2006-01-02")})
	}
	late := day.AddDate(3, 0, 0)
	for _, term := range c.stories[a].indexed {
		for s := range c.index.under(term, late, c.reach()) {
			if s == a {
				t.Fatalf("a lookup three years later meets story %d", a)
			}
		}
	}
	if s := c.Add(Article{ID: "undated", Text: text}); s != a {
		t.Errorf("undated copy opened story %d, want %d", s, a)
	}
	if s := c.Add(Article{ID: "backfill", Text: text, Date: "2000-01-11"}); s != a {
		t.Errorf("backfilled copy opened story %d, want %d", s, a)
	}
	n := c.Add(Article{ID: "new", Text: text, Date: late.Format("2006-01-02")})
	if n == a {
		t.Errorf("a report three years later joined the old story")
	}
	if s := c.Add(Article{ID: "copy", Text: text, Date: late.AddDate(0, 0, 1).Format("2006-01-02"), Copies: []string{"a"}}); s != n {
		t.Errorf("a copy, three years on, of the old story's article went to story %d, want the report of its time %d", s, n)
	}
}

// TestNoWeldAcrossTime: a copying relation between texts years apart
// (as one site's header and footer give early in a stream) does not put
// them in one story, and a story that holds reports far apart in time
// does not draw in an article dated between them: time is measured to
// its nearest article, not to the ends of its span.
func TestNoWeldAcrossTime(t *testing.T) {
	c := New()
	quake := "An earthquake struck the mountain town of Orvel early on Monday, the regional civil protection agency said. Rescuers in Orvel searched collapsed houses."
	vote := "Voters in Brastia approved the new coastal budget in a referendum on Sunday, the electoral commission of Brastia announced."
	q := c.Add(Article{ID: "quake", Text: quake, Date: "2010-03-01"})
	v := c.Add(Article{ID: "vote", Text: vote, Date: "2016-06-01", Copies: []string{"quake"}})
	if v == q {
		t.Fatalf("a relation six years apart welded two stories")
	}
	// a story kept with reports six years apart (as a batch pass or an
	// older storywire may have left it), restored
	c = Restore([]Article{{ID: "quake", Text: quake, Date: "2010-03-01"}, {ID: "vote", Text: vote, Date: "2016-06-01"},
		{ID: "quake-2016", Text: quake, Date: "2016-06-02"}}, []int{0, 1, 0})
	q = c.StoryOf("quake")
	if s := c.Add(Article{ID: "mid", Text: quake, Date: "2013-04-01"}); s == q {
		t.Errorf("an article three years from any of the story's reports joined it")
	}
}
