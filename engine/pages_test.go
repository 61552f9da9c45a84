package engine

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/storywire/storywire/article"
)

// TestPagesAreInNoStory ingests the example with pages that are not
// articles, across a restart: the pages are kept and listed with their
// kind, and no story holds them.
func TestPagesAreInNoStory(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	tweet := filepath.Join(dir, "tweet.txt")
	archive := filepath.Join(dir, "archive.txt")
	os.WriteFile(tweet, []byte("Tweet with a location\n\nYou can add location information to your Tweets, such as your city or precise location, from the web and via third-party applications.\n"), 0o644)
	os.WriteFile(archive, []byte("Starting in 1996, Alexa Internet has been donating their crawl data to the Internet Archive. Flowing in every day, these data are added to the Wayback Machine after an embargo period.\n"), 0o644)
	examples, _ := filepath.Glob("../examples/*")

	pl := ingestEach(t, filepath.Join(dir, "s.db"), append([]string{tweet}, examples...), []string{archive})
	st := pl.Store()
	for _, rebuild := range []bool{false, true} {
		if rebuild {
			if _, err := pl.Rebuild(ctx); err != nil {
				t.Fatal(err)
			}
		}
		v, err := pl.View(ctx)
		if err != nil {
			t.Fatal(err)
		}
		kinds := map[string]string{}
		for _, p := range v.Pages {
			kinds[filepath.Base(p.Row.Origin.Path)] = p.Kind
		}
		if kinds["tweet.txt"] != "social media placeholder" || kinds["archive.txt"] != "web archive notice" || len(kinds) != 2 {
			t.Errorf("rebuild %v: pages %v, want the tweet placeholder and the archive notice", rebuild, kinds)
		}
		n := 0
		for _, s := range v.Stories {
			for _, r := range s.Articles {
				if article.NotArticle(r.Title, r.Text) != "" {
					t.Errorf("rebuild %v: story %d holds page %s", rebuild, s.ID, r.Origin.Path)
				}
				n++
			}
		}
		if all, _ := st.Count(ctx); n != all-2 {
			t.Errorf("rebuild %v: %d articles in stories, want the %d stored but the pages", rebuild, n, all-2)
		}
	}
}
