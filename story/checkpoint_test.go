package story_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/story"
)

// fixtureArticles are eval.Fixture's documents as articles, a copy
// naming its parent as what it copies once the parent came.
func fixtureArticles(events int, seed uint64) []story.Article {
	docs := eval.Fixture(events, 3, 400, 4, seed)
	seen := map[string]bool{}
	arts := make([]story.Article, len(docs))
	for i, d := range docs {
		arts[i] = story.Article{ID: d.ID, Text: d.Text, Date: d.Date}
		if i%7 == 0 {
			arts[i].Date = "" // some undated
		}
		if d.Parent != "" && seen[d.Parent] {
			arts[i].Copies = []string{d.Parent}
		}
		seen[d.ID] = true
	}
	return arts
}

// TestCheckpoint: a clusterer loaded from a checkpoint places the next
// articles exactly where the clusterer that saved it places them, and
// ends in the same state.
func TestCheckpoint(t *testing.T) {
	arts := fixtureArticles(150, 7)
	half := len(arts) / 2
	orig := story.New()
	for _, a := range arts[:half] {
		orig.Add(a)
	}
	var saved bytes.Buffer
	if err := orig.Save(&saved); err != nil {
		t.Fatal(err)
	}
	loaded, err := story.Load(bytes.NewReader(saved.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	var again bytes.Buffer
	if err := loaded.Save(&again); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(saved.Bytes(), again.Bytes()) {
		t.Fatal("a loaded clusterer saves another state than the one it was loaded from")
	}
	for _, a := range arts[half:] {
		if got, want := loaded.Add(a), orig.Add(a); got != want {
			t.Fatalf("%s placed in story %d after loading, %d without", a.ID, got, want)
		}
	}
	var end1, end2 bytes.Buffer
	orig.Save(&end1)
	loaded.Save(&end2)
	if !bytes.Equal(end1.Bytes(), end2.Bytes()) {
		t.Error("the two clusterers end in different states")
	}
	if len(orig.Stories()) < 50 || loaded.StoryOf(arts[0].ID) != orig.StoryOf(arts[0].ID) {
		t.Errorf("%d stories; first article in %d and %d", len(orig.Stories()), loaded.StoryOf(arts[0].ID), orig.StoryOf(arts[0].ID))
	}
}

// TestCheckpointRefused: a checkpoint of another version, or cut short,
// is refused with an error, never half loaded.
func TestCheckpointRefused(t *testing.T) {
	c := story.New()
	for _, a := range fixtureArticles(10, 3) {
		c.Add(a)
	}
	var b bytes.Buffer
	if err := c.Save(&b); err != nil {
		t.Fatal(err)
	}
	for name, in := range map[string][]byte{
		"empty":         nil,
		"other version": append([]byte("storywire clusterer 1\n"), b.Bytes()[len("storywire clusterer 3\n"):]...),
		"cut short":     b.Bytes()[:b.Len()/2],
		"cut by one":    b.Bytes()[:b.Len()-1],
	} {
		if got, err := story.Load(bytes.NewReader(in)); err == nil || got != nil {
			t.Errorf("%s: loaded (%v)", name, err)
		}
	}
}

func FuzzLoad(f *testing.F) {
	c := story.New()
	for _, a := range fixtureArticles(3, 5) {
		c.Add(a)
	}
	var b bytes.Buffer
	c.Save(&b)
	f.Add(b.Bytes())
	f.Add([]byte("storywire clusterer 3\n\x02\x04"))
	f.Fuzz(func(t *testing.T, in []byte) {
		got, err := story.Load(bytes.NewReader(in))
		if err != nil {
			if got != nil {
				t.Fatal("an error and a clusterer")
			}
			return
		}
		if !strings.HasPrefix(string(in), "storywire clusterer 3\n") {
			t.Fatal("loaded without the version line")
		}
		// what loads can be used
		got.Add(story.Article{ID: "probe", Text: "The ferry Solenne capsized on Lake Varn on Friday, the coast guard said."})
	})
}
