package story

import (
	"slices"
	"strings"
	"testing"
)

// TestRestore: a clusterer restored from another's stories holds the
// same stories, places later articles where the original places them
// (a report of a known event joins it, an unrelated one opens a story),
// and reads the document frequencies of the texts, not of the copies.
func TestRestore(t *testing.T) {
	arts := examples(t)
	orig := Cluster(arts)
	label := make([]int, len(arts))
	for i, a := range arts {
		label[i] = 100 + orig.StoryOf(a.ID) // any labels will do
	}
	re := Restore(arts, label)
	stories := func(c *Clusterer) []string {
		var out []string
		for _, s := range c.Stories() {
			out = append(out, strings.Join(s.Articles, " "))
		}
		return out
	}
	if got, want := stories(re), stories(orig); !slices.Equal(got, want) {
		t.Fatalf("restored stories\n%q\nwant\n%q", got, want)
	}
	docs := re.docs
	if re.docs != orig.docs || len(re.df) == 0 {
		t.Errorf("restored docs %d, original %d", re.docs, orig.docs)
	}
	later := []Article{
		{ID: "late-ferry", Text: "Divers reached the wreck of the ferry Solenne on Lake Varn on Saturday and recovered more victims, the coast guard in Kessarine said."},
		{ID: "late-other", Text: "The orchestra of the northern province opened its winter season with a programme of new chamber music, its conductor said."},
	}
	ferry := orig.StoryOf(arts[slices.IndexFunc(arts, func(a Article) bool { return strings.Contains(a.Title, "Ferry capsizes") })].ID)
	if got := re.Add(later[0]); got != ferry {
		t.Errorf("late ferry report placed in story %d, want %d", got, ferry)
	}
	if got := re.Add(later[1]); got != len(orig.Stories()) {
		t.Errorf("unrelated article placed in story %d, want a new story %d", got, len(orig.Stories()))
	}
	// A copy counts no document frequency.
	withCopy := append(slices.Clone(arts), Article{ID: "copy", Text: arts[0].Text, Copies: []string{arts[0].ID}})
	re2 := Restore(withCopy, append(slices.Clone(label), label[0]))
	if re2.docs != docs || re2.StoryOf("copy") != re2.StoryOf(arts[0].ID) {
		t.Errorf("with a copy: docs %d (want %d), copy in story %d, original in %d", re2.docs, docs, re2.StoryOf("copy"), re2.StoryOf(arts[0].ID))
	}
}
