package dedup

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/internal/shared"
)

func readArticles(t *testing.T, paths ...string) []*article.Article {
	t.Helper()
	var arts []*article.Article
	for a, err := range article.Read(paths, nil) {
		if err != nil {
			t.Fatal(err)
		}
		arts = append(arts, a)
	}
	return arts
}

// groupOf runs the detector over arts and returns, for each article's
// file name, the sorted file names of its group, and the relations.
func groupsByName(t *testing.T, arts []*article.Article) (map[string]string, []Relation) {
	d := NewDetector()
	var rels []Relation
	name := map[string]string{}
	var ids []string
	for _, a := range arts {
		n := filepath.Base(a.Origin.Where())
		name[a.ID] = n
		ids = append(ids, a.ID)
		_, rs, _ := d.Add(a.ID, a.Hash, a.Text)
		rels = append(rels, rs...)
	}
	out := map[string]string{}
	for _, g := range Groups(ids, rels, d.Holds) {
		var names []string
		for _, id := range g.Articles {
			names = append(names, name[id])
		}
		sort.Strings(names)
		for _, n := range names {
			out[n] = strings.Join(names, " ")
		}
	}
	return out, rels
}

func TestSeedsGroup(t *testing.T) {
	dir := shared.Path(t, "seeds")
	arts := readArticles(t, dir)
	groups, rels := groupsByName(t, arts)
	for _, r := range rels {
		t.Logf("%s", r.Kind)
	}
	g := groups["000_217cf4952a88ce52.txt"]
	for _, n := range []string{"001_748d8ac11f1c5ca3.txt", "002_b6bbe98ba01c18c3.txt", "003_7fb0bf6acc2dc855.txt"} {
		if !strings.Contains(g, n) {
			t.Errorf("group of 000 is %q; want it to hold %s", g, n)
		}
	}
	if strings.Contains(g, "004") || groups["004_bd314e2edf243133.txt"] != "" {
		t.Errorf("004 (AFP, written independently) is grouped: %q", groups["004_bd314e2edf243133.txt"])
	}
	direct := false
	for _, r := range rels {
		pair := r.A + r.B
		if strings.Contains(pair, arts[0].ID) && strings.Contains(pair, arts[2].ID) {
			direct = r.Kind.Copying()
		}
	}
	if !direct {
		t.Error("000 and 002 are not directly related by a copying relation")
	}
}

func TestExamplesGroup(t *testing.T) {
	groups, rels := groupsByName(t, readArticles(t, "../examples"))
	want := "daily-harbour.html lakeside-gazette.txt meridian-wire-1.txt meridian-wire-2.txt northstar-daily.txt ostravia-today.rss:1 valley-herald-copy.txt"
	if got := groups["meridian-wire-2.txt"]; got != want {
		t.Errorf("wire group\n got %s\nwant %s", got, want)
		for _, r := range rels {
			t.Logf("%+v", r)
		}
	}
	for _, n := range []string{"coastal-post-independent.txt", "radio-ostrava.jsonl:1", "radio-ostrava.jsonl:2", "ostravia-today.rss:2"} {
		if g := groups[n]; g != "" {
			t.Errorf("%s is grouped: %s", n, g)
		}
	}
}
