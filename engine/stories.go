package engine

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
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
	// agencies, when set (by the pipeline), returns the agencies an
	// article's text credits, remembered per article.
	agencies func(*store.Row) []string
}

// Stories returns the stories of the stored articles. The first call
// clusters the stored articles in ingest order, copies (copying
// relations that hold) joining their original's story, and then clusters
// them again in batch (story.Clusterer.Rebuild); from then on each
// article the pipeline ingests is placed online as it arrives (see
// dedupBatch), so a call costs a read of the store, not a
// re-clustering. Each article's story is recorded in the store
// (story_of), and each move of an article between stories in a log
// (story_changes).
func (pl *Pipeline) Stories(ctx context.Context) ([]Story, error) {
	rows, err := pl.st.All(ctx, true)
	if err != nil {
		return nil, err
	}
	rels, err := pl.relations(ctx)
	if err != nil {
		return nil, err
	}
	if pl.cl == nil {
		// The first call sees every stored article: cluster them and
		// rebuild in batch, as Rebuild does; later articles are placed
		// online.
		cl := story.Cluster(pl.storyArticles(rows, rels))
		pl.cl = cl
		// Record every article's story; moves from what an earlier
		// process recorded are logged.
		assign := make(map[int64]int, len(rows))
		for _, r := range rows {
			assign[r.Seq] = cl.StoryOf(r.ID) + 1
		}
		reason := "cluster"
		if pl.rebuilding {
			reason, pl.rebuilding = "rebuild", false
		}
		if _, err := pl.st.PutStories(ctx, assign, reason); err != nil {
			return nil, err
		}
	}
	group := map[string]string{}
	for _, g := range Group(ids(rows), rels, pl.det.Holds).Groups {
		for _, id := range g.Articles {
			group[id] = g.ID
		}
	}
	byID := map[string]*store.Row{}
	for _, r := range rows {
		byID[r.ID] = r
	}
	var out []Story
	for _, s := range pl.cl.Stories() {
		st := Story{ID: s.ID + 1, Group: map[string]string{}, agencies: pl.agenciesOf}
		for _, id := range s.Articles {
			r, ok := byID[id]
			if !ok {
				continue // placed by a batch whose commit failed
			}
			st.Articles = append(st.Articles, r)
			st.Group[id] = id
			if g, ok := group[id]; ok {
				st.Group[id] = g
			}
		}
		if len(st.Articles) == 0 {
			continue
		}
		arts := make([]*article.Article, len(st.Articles))
		for i, r := range st.Articles {
			arts[i] = &r.Article
		}
		st.Title = StoryTitle(arts)
		out = append(out, st)
	}
	return out, nil
}

// storyArticles are rows (in ingest order) as the story stage takes
// them, copies (copying relations that hold) naming what they copy.
func (pl *Pipeline) storyArticles(rows []*store.Row, rels []dedup.Relation) []story.Article {
	copies := map[string][]string{}
	for _, r := range rels {
		if r.Kind.Copying() && pl.det.Holds(r) {
			copies[r.B] = append(copies[r.B], r.A)
		}
	}
	arts := make([]story.Article, len(rows))
	for i, r := range rows {
		arts[i] = StoryArticle(&r.Article, copies[r.ID])
	}
	return arts
}

// Rebuild drops the online clustering and clusters the stored articles
// from scratch in batch (story.Clusterer.Rebuild: a graph of each
// article's nearest articles, partitioned once all are known), going on
// online from there. Measured on the dev sets the batch result is better
// than the online pass alone on each (docs/BENCHMARKS.md).
// A process's first Stories call does the same.
func (pl *Pipeline) Rebuild(ctx context.Context) ([]Story, error) {
	pl.cl, pl.rebuilding = nil, true // Stories clusters from scratch
	return pl.Stories(ctx)
}

// StoryArticle is what the story stage takes of an article (copies: the
// ids of what it copies): a derived title is no headline.
func StoryArticle(a *article.Article, copies []string) story.Article {
	title := a.Title
	if a.TitleDerived {
		title = ""
	}
	return story.Article{ID: a.ID, Title: title, Text: a.Text, Date: a.Date, Copies: copies}
}

// StoryTitle is the headline of the story's earliest dated article that
// has one, else of its first article that has one, else its first
// article's derived title: what the CLI, the pages and the Beam run's
// story lines call a story.
func StoryTitle(arts []*article.Article) string {
	best := -1
	for i, a := range arts {
		if a.TitleDerived || a.Title == "" || article.Furniture(a.Title) {
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

// Boilerplate collects the sentences that recur across the stories, for
// summarize.Options: a site's notices that extraction left in its pages.
func Boilerplate(stories []Story) *summarize.Boilerplate {
	b := summarize.NewBoilerplate()
	AddBoilerplate(b, stories, 0)
	return b
}

// AddBoilerplate adds to b the articles of the stories ingested after
// sequence number after, and returns the last sequence number seen, so
// that a long-running server splits each article into sentences once.
// An article that later moves to another story stays counted under its
// first: counts only grow.
func AddBoilerplate(b *summarize.Boilerplate, stories []Story, after int64) int64 {
	last := after
	for _, s := range stories {
		key := strconv.Itoa(s.ID)
		for _, a := range s.Articles {
			if a.Seq > after {
				b.Add(key, a.Text)
				last = max(last, a.Seq)
			}
		}
	}
	return last
}

// SummaryWords is the length of a story's summary where the reader asks
// for none: the story page and `storywire summary` both.
const SummaryWords = 100

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

// Overview is a story as a list of stories shows it: who covers it and
// when. The CLI and the server list stories with it.
type Overview struct {
	ID       int      `json:"id"`
	Title    string   `json:"title"`
	Articles []string `json:"articles"`
	// Outlets published the story's articles; Agencies are the wire
	// agencies whose texts they are (credited in the texts).
	Outlets  []string `json:"outlets"`
	Agencies []string `json:"agencies"`
	// Independent counts the independent sources (Story.Independent).
	Independent int    `json:"independent_sources"`
	First       string `json:"first"`
	Last        string `json:"last"`
}

// Overview says who covers story s and when; sources is s.Independent().
func (s Story) Overview(sources []Source) Overview {
	o := Overview{ID: s.ID, Title: s.Title, Articles: []string{}, Outlets: []string{}, Agencies: []string{}, Independent: len(sources)}
	for _, a := range s.Articles {
		o.Articles = append(o.Articles, a.ID)
		if d := a.Date; d != "" {
			if o.First == "" || d < o.First {
				o.First = d
			}
			if d > o.Last {
				o.Last = d
			}
		}
	}
	for _, src := range sources {
		for _, x := range src.Outlets {
			if !slices.Contains(o.Outlets, x) {
				o.Outlets = append(o.Outlets, x)
			}
		}
		for _, x := range src.Agencies {
			if !slices.Contains(o.Agencies, x) {
				o.Agencies = append(o.Agencies, x)
			}
		}
	}
	return o
}

// Covers reports whether name is one of the outlets or agencies of o
// (any case).
func (o Overview) Covers(name string) bool {
	is := func(x string) bool { return strings.EqualFold(x, name) }
	return slices.ContainsFunc(o.Outlets, is) || slices.ContainsFunc(o.Agencies, is)
}
