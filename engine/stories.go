package engine

import (
	"context"

	"github.com/storywire/storywire/store"
	"github.com/storywire/storywire/story"
	"github.com/storywire/storywire/summarize"
)

// Story is a story of the store: its articles in ingest order.
type Story struct {
	ID       int
	Title    string
	Articles []*store.Row
	// Group maps an article to its syndication group's id (its own id
	// when it has no copies): the independent sources of the story.
	Group map[string]string
}

// Stories clusters the stored articles into stories, in ingest order,
// copies (copying relations that hold) joining their original's story.
// The clustering is recomputed on each call from the stored articles and
// relations; it is not yet kept in the store.
func (pl *Pipeline) Stories(ctx context.Context) ([]Story, error) {
	rows, err := pl.st.All(ctx, true)
	if err != nil {
		return nil, err
	}
	rels, err := pl.relations(ctx)
	if err != nil {
		return nil, err
	}
	copies := map[string][]string{}
	for _, r := range rels {
		if r.Kind.Copying() && pl.det.Holds(r) {
			copies[r.B] = append(copies[r.B], r.A)
		}
	}
	group := map[string]string{}
	for _, g := range Group(ids(rows), rels, pl.det.Holds).Groups {
		for _, id := range g.Articles {
			group[id] = g.ID
		}
	}
	cl := story.New()
	byID := map[string]*store.Row{}
	for _, r := range rows {
		byID[r.ID] = r
		title := r.Title
		if r.TitleDerived {
			title = ""
		}
		cl.Add(story.Article{ID: r.ID, Title: title, Text: r.Text, Date: r.Date, Copies: copies[r.ID]})
	}
	var out []Story
	for _, s := range cl.Stories() {
		st := Story{ID: s.ID + 1, Group: map[string]string{}}
		for _, id := range s.Articles {
			st.Articles = append(st.Articles, byID[id])
			st.Group[id] = id
			if g, ok := group[id]; ok {
				st.Group[id] = g
			}
		}
		st.Title = storyTitle(st.Articles)
		out = append(out, st)
	}
	return out, nil
}

// storyTitle is the headline of the story's earliest dated article that
// has one, else of its first article that has one, else its first
// article's derived title.
func storyTitle(arts []*store.Row) string {
	best := -1
	for i, a := range arts {
		if a.TitleDerived || a.Title == "" {
			continue
		}
		if best < 0 || a.Date != "" && (arts[best].Date == "" || a.Date < arts[best].Date) {
			best = i
		}
	}
	if best >= 0 {
		return arts[best].Title
	}
	if len(arts) > 0 {
		return arts[0].Title
	}
	return ""
}

// Summary writes the attributed summary of a story.
func Summary(s Story, opt summarize.Options) summarize.Summary {
	docs := make([]summarize.Doc, len(s.Articles))
	for i, a := range s.Articles {
		src := a.Source
		if src == "" {
			src = a.Credit
		}
		docs[i] = summarize.Doc{ID: a.ID, Source: src, Date: a.Date, Text: a.Text, Group: s.Group[a.ID]}
	}
	return summarize.Summarize(docs, opt)
}
