package engine

import (
	"testing"

	"github.com/storywire/storywire/store"
)

// A notice on the pages of three stories is boilerplate; a server adds
// only the articles that arrived since its last snapshot.
func TestAddBoilerplate(t *testing.T) {
	const notice = "Sign up for our daily email newsletter and get top stories delivered to your inbox."
	row := func(seq int64, text string) *store.Row {
		r := &store.Row{}
		r.Seq, r.Text = seq, text
		return r
	}
	stories := []Story{
		{ID: 1, Articles: []*store.Row{row(1, "A ferry sank on the lake on Thursday morning. "+notice)}},
		{ID: 2, Articles: []*store.Row{row(2, "The council approved the new budget on Monday night. "+notice)}},
	}
	b := Boilerplate(stories)
	if b.Has(notice) {
		t.Fatal("two stories made boilerplate")
	}
	stories = append(stories, Story{ID: 3, Articles: []*store.Row{row(3, "A striker scored twice in the cup final on Sunday. "+notice)}})
	last := AddBoilerplate(b, stories, 2)
	if last != 3 || !b.Has(notice) {
		t.Errorf("after the third story: last %d, boilerplate %v; want 3, true", last, b.Has(notice))
	}
	if n := b.Len(); n != 4 {
		t.Errorf("%d sentences counted, want 4 (the three leads and the notice, each article once)", n)
	}
}
