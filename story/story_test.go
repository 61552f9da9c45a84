package story

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
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
	dir := "../../shared/seeds"
	if _, err := os.Stat(dir); err != nil {
		t.Skip("../shared/seeds not present; skipping")
	}
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
