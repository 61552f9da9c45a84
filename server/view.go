package server

import (
	"context"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/provenance"
	"github.com/storywire/storywire/store"
	"github.com/storywire/storywire/summarize"
	"github.com/storywire/storywire/textproc"
)

// storySummary is a story in the list: the engine's entry (its
// overview, the article ids replaced by their count).
type storySummary = engine.Entry

// sourceOf names who published an article: its outlet, else the agency
// it credits.
func sourceOf(a *store.Row) string {
	if a.Source != "" {
		return a.Source
	}
	return a.Credit
}

// articleRef is an article as the story page lists it.
type articleRef struct {
	ID     string `json:"id"`
	Title  string `json:"title"`
	Source string `json:"source"`
	Date   string `json:"date"`
	URL    string `json:"url,omitempty"`
	// Group is its syndication group ("" when it has no copies); Color
	// the index of its independent source, for the page.
	Group string `json:"group,omitempty"`
	Color int    `json:"-"`
	Words int    `json:"words"`
}

// sentenceView is a summary sentence with its supporting passages.
type sentenceView struct {
	Text        string        `json:"text"`
	Articles    []string      `json:"articles"`
	Sources     []string      `json:"sources"`
	Independent int           `json:"independent_sources"`
	Compressed  bool          `json:"compressed,omitempty"` // shortened; Support has the full passages
	Truncated   bool          `json:"truncated,omitempty"`  // cut to fit the length; Support has the full passages
	Support     []supportView `json:"support"`
}

// supportView is an independent source supporting a summary sentence:
// its articles that carry the sentence, and the passage of the first
// closest to it.
type supportView struct {
	Article  string   `json:"article"`
	Articles []string `json:"articles"`
	Source   string   `json:"source"`
	Passage  string   `json:"passage"`
	// Reports is the number of independent texts behind it (several
	// reports of one publisher are one badge).
	Reports int `json:"reports"`
	Color   int `json:"-"`
}

// coverageView is one publisher of a story (engine.ByLabel), as the
// page's lead names it.
type coverageView struct {
	Label                  string
	Agencies, Outlets      []string
	Copies, Reports, Color int
	Article                string
	// Reads are the first article of each of its reports, when it has
	// several.
	Reads []coverRead
}

// coverRead is a link to one report of a publisher's, numbered.
type coverRead struct {
	N         int
	ID, Title string
}

// groupView is a syndication group of the story with its derivation.
type groupView struct {
	ID            string            `json:"id"`
	Articles      []string          `json:"articles"`
	Tree          []provenance.Node `json:"tree"`
	Nodes         []treeNode        `json:"-"`
	Substitutions []engine.Pattern  `json:"substitutions"`
	Credits       []string          `json:"credits"`
}

// treeNode is a line of a derivation tree on the page.
type treeNode struct {
	ID, Parent, Source, Title string
	Depth                     int
	Similarity                float64
	Edits                     string
	Credits                   []string
}

// reuseView says that an article derives from an earlier one.
type reuseView struct {
	Article    string  `json:"article"`
	From       string  `json:"from"`
	Degree     string  `json:"degree"` // wholly-derived, partially-derived
	Share      float64 `json:"share"`  // of the article's words, from From
	Title      string  `json:"-"`
	Source     string  `json:"-"`
	FromTitle  string  `json:"-"`
	FromSource string  `json:"-"`
}

// storyView is everything the story page and its API show.
type storyView struct {
	ID          int              `json:"id"`
	Title       string           `json:"title"`
	First       string           `json:"first"`
	Last        string           `json:"last"`
	Articles    []articleRef     `json:"articles"`
	Sources     []engine.Source  `json:"independent_sources"`
	Summary     []sentenceView   `json:"summary"`
	Groups      []groupView      `json:"syndication_groups"`
	Independent []articleRef     `json:"-"` // articles with no copies
	Facts       engine.FactTable `json:"facts"`
	// Reuse names, for each article written from an earlier one of the
	// story, its strongest source; Rewrites are those the copy trees do
	// not show already (the source is in another syndication group), for
	// the page.
	Reuse []reuseView `json:"reuse"`
	// Coverage lists who covers the story, for the page's lead: the wire
	// texts (most copies first), then the reports of their own.
	Coverage []coverageView `json:"-"`
	Rewrites []reuseView    `json:"-"`
	Timeline timeline       `json:"-"`
	byID     map[string]*articleRef
	// page and body are the rendered page and JSON, made on first use
	// under render; served says whether a reader has been given either.
	render     sync.Mutex
	page, body []byte
	served     atomic.Bool
}

// buildStory computes a story's view from the story and the
// syndication view of its articles (engine.Pipeline.StoryByID), reading
// through pl, sn's reader. Call with sn.mu held.
func (s *Server) buildStory(ctx context.Context, pl *engine.Pipeline, sn *snapshot, st engine.Story, syn engine.Syndication) (*storyView, error) {
	// The fact table needs nothing the rest of the page makes: it is
	// built on another core beside the summary and the groups, the two
	// costs of a large story's first view.
	type factsResult struct {
		ft  engine.FactTable
		err error
	}
	fc := make(chan factsResult, 1)
	go func() {
		ft, err := pl.FactTable(ctx, st)
		fc <- factsResult{ft, err}
	}()
	sum := sn.entries[sn.byID[st.ID]]
	v := &storyView{ID: st.ID, Title: st.Title, First: sum.First, Last: sum.Last, byID: map[string]*articleRef{}}
	v.Sources = st.Independent()
	// One colour per publisher: the reports of one agency or outlet are
	// one voice on the page, however many it wrote.
	pubs := engine.ByLabel(v.Sources)
	color := map[string]int{}
	for i, p := range pubs {
		for _, m := range p.Members {
			color[m] = i % 8
		}
	}
	copied := map[string]bool{}
	for _, g := range syn.Groups {
		copied[g.ID] = true
	}
	for _, a := range st.Articles {
		group := st.Group[a.ID]
		if !copied[group] {
			group = ""
		}
		ref := articleRef{ID: a.ID, Title: a.Title, Source: sourceOf(a), Date: a.Date, URL: a.URL, Group: group, Color: color[st.Group[a.ID]], Words: a.Words}
		v.Articles = append(v.Articles, ref)
	}
	for i := range v.Articles {
		v.byID[v.Articles[i].ID] = &v.Articles[i]
	}
	first := map[string]string{}
	for _, src := range v.Sources {
		first[src.ID] = src.Articles[0]
	}
	for i, p := range pubs {
		c := coverageView{Label: p.Label, Agencies: p.Agencies, Outlets: p.Outlets, Copies: len(p.Articles), Reports: p.Reports(), Color: i % 8, Article: p.Articles[0]}
		if c.Label == "" {
			c.Label = "“" + shorten(v.byID[c.Article].Title, 40) + "”"
		}
		if c.Reports > 1 {
			for k, m := range p.Members {
				c.Reads = append(c.Reads, coverRead{N: k + 1, ID: first[m], Title: v.byID[first[m]].Title})
			}
		}
		v.Coverage = append(v.Coverage, c)
	}
	sort.SliceStable(v.Coverage, func(i, j int) bool { return v.Coverage[i].Copies > v.Coverage[j].Copies })
	// Summary, each sentence with the passage of each supporter.
	texts, outlet := map[string]string{}, map[string]string{}
	for _, a := range st.Articles {
		texts[a.ID] = a.Text
		outlet[a.ID] = a.Source // the outlet alone: the label names the agency itself
	}
	for _, x := range engine.Summary(st, summarize.Options{Words: engine.SummaryWords, Boilerplate: sn.boilerplate}.ForReaders()).Sentences {
		sv := sentenceView{Text: x.Text, Articles: x.Articles, Sources: nonNil(x.Sources), Independent: x.Independent, Compressed: x.Compressed, Truncated: x.Truncated}
		// One badge per publisher (engine.ByLabel), named as the fact
		// table names it: the agency and the outlets that ran the
		// sentence, else a title; copies of one text and one outlet's
		// several reports are one badge.
		for _, p := range engine.ByLabel(engine.SourcesOf(v.Sources, x.Articles, func(id string) string { return outlet[id] })) {
			id := p.Articles[0]
			label := p.Label
			if label == "" {
				label = "“" + shorten(v.byID[id].Title, 40) + "”"
			}
			sv.Support = append(sv.Support, supportView{Article: id, Articles: p.Articles, Source: label,
				Passage: closestSentence(texts[id], x.Text), Reports: p.Reports(), Color: v.byID[id].Color})
		}
		v.Summary = append(v.Summary, sv)
	}
	// Derivation trees of the story's syndication groups.
	groups, err := pl.StoryGroups(ctx, syn, st)
	if err != nil {
		<-fc
		return nil, err
	}
	for _, g := range groups {
		tr := g.Trace
		gv := groupView{ID: g.ID, Articles: g.Articles, Tree: tr.Tree.Nodes, Substitutions: tr.Substitutions}
		if gv.Substitutions == nil {
			gv.Substitutions = []engine.Pattern{}
		}
		for _, n := range tr.Tree.Nodes {
			ag := provenance.Agencies(tr.Credits[n.ID])
			for _, a := range ag {
				if !slices.Contains(gv.Credits, a) {
					gv.Credits = append(gv.Credits, a)
				}
			}
			tn := treeNode{ID: n.ID, Parent: n.Parent, Depth: n.Depth, Similarity: n.Similarity, Credits: ag,
				Source: v.byID[n.ID].Source, Title: v.byID[n.ID].Title}
			if l, ok := tr.Edits[n.ID]; ok {
				tn.Edits = engine.EditSummary(l)
			}
			gv.Nodes = append(gv.Nodes, tn)
		}
		if gv.Credits == nil {
			gv.Credits = []string{}
		}
		v.Groups = append(v.Groups, gv)
	}
	for _, a := range v.Articles {
		if a.Group == "" || !slices.ContainsFunc(v.Groups, func(g groupView) bool { return g.ID == a.Group }) {
			v.Independent = append(v.Independent, a)
		}
	}
	v.Reuse = []reuseView{}
	for _, d := range syn.Derivations(st, groups) {
		if n := len(v.Reuse); n > 0 && v.Reuse[n-1].Article == d.Article {
			continue // the strongest source comes first
		}
		a, f := v.byID[d.Article], v.byID[d.From]
		r := reuseView{Article: d.Article, From: d.From, Degree: d.Degree.String(), Share: d.Share,
			Title: a.Title, Source: a.Source, FromTitle: f.Title, FromSource: f.Source}
		v.Reuse = append(v.Reuse, r)
		if a.Group == "" || a.Group != f.Group {
			v.Rewrites = append(v.Rewrites, r)
		}
	}
	f := <-fc
	if f.err != nil {
		return nil, f.err
	}
	v.Facts = f.ft
	names := map[int]string{}
	for _, c := range v.Coverage {
		if _, ok := names[c.Color]; !ok {
			names[c.Color] = c.Label
		}
	}
	v.Timeline = makeTimeline(v.Articles, func(c int) string { return names[c] })
	return v, nil
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	if strings.HasSuffix(word, "y") && !strings.HasSuffix(word, "ey") {
		return itoa(n) + " " + word[:len(word)-1] + "ies"
	}
	return itoa(n) + " " + word + "s"
}

// closestSentence returns the sentence of text that shares most words
// with target: the passage an article supports a summary sentence with.
func closestSentence(text, target string) string {
	want := map[string]bool{}
	for _, w := range strings.Fields(textproc.Normalize(target)) {
		want[w] = true
	}
	// Each sentence's words, and how many of them the target has.
	sents := textproc.Sentences(text)
	shared, words := make([]int, len(sents)), make([]int, len(sents))
	best := -1
	for i, s := range sents {
		for _, w := range strings.Fields(textproc.Normalize(text[s.Start:s.End])) {
			words[i]++
			if want[w] {
				shared[i]++
			}
		}
		if best < 0 || shared[i] > shared[best] {
			best = i
		}
	}
	if best < 0 {
		return ""
	}
	// A summary sentence may be a speaker's quotation with the sentence
	// it goes on in: the passage runs on through the paragraph's next
	// sentences while they are the target's words.
	end := best
	for end+1 < len(sents) && !strings.Contains(text[sents[end].End:sents[end+1].Start], "\n") &&
		words[end+1] > 0 && 10*shared[end+1] >= 9*words[end+1] {
		end++
	}
	return text[sents[best].Start:sents[end].End]
}

// timeline places a story's articles on a time axis.
type timeline struct {
	Width, Height int
	Dots          []dot
	Ticks         []tick
	Rows          []rowLabel // who each row is
	Dated         bool
	AxisY         int
	TickY         int // the baseline of the tick labels, above the bottom by their descenders
}

type rowLabel struct {
	Y     int
	Label string
	Color int
	// Undated marks a row none of whose articles is dated on a dated
	// timeline: it has no dot, and says why.
	Undated bool
}

type dot struct {
	X, Y   int
	ID     string
	Label  string
	Color  int
	Source string
}

type tick struct {
	X      int
	Label  string
	Anchor string // start, middle or end: where the label stands
}

// makeTimeline lays the articles out by date (or, when none is dated, by
// arrival), one row per independent source.
func makeTimeline(arts []articleRef, rowName func(color int) string) timeline {
	t := timeline{Width: 640, Height: 40}
	var times []time.Time
	for _, a := range arts {
		if tm, ok := parseDate(a.Date); ok {
			times = append(times, tm)
		}
	}
	t.Dated = len(times) > 0
	lo, hi := time.Time{}, time.Time{}
	if t.Dated {
		sort.Slice(times, func(i, j int) bool { return times[i].Before(times[j]) })
		lo, hi = times[0], times[len(times)-1]
	}
	rows := map[int]int{}
	dated := map[int]bool{} // rows with a dated article
	for _, a := range arts {
		if _, ok := rows[a.Color]; !ok {
			rows[a.Color] = len(rows)
		}
		if _, ok := parseDate(a.Date); ok {
			dated[a.Color] = true
		}
	}
	t.AxisY = 10 + 18*len(rows)
	t.TickY = t.AxisY + 14
	t.Height = t.TickY + 4 // the axis and its labels, "May" and "Aug" with their tails
	for c, r := range rows {
		t.Rows = append(t.Rows, rowLabel{Y: 18 + 18*r, Label: shorten(rowName(c), 24), Color: c, Undated: t.Dated && !dated[c]})
	}
	sort.Slice(t.Rows, func(i, j int) bool { return t.Rows[i].Y < t.Rows[j].Y })
	const left, right = 170, 620
	for i, a := range arts {
		x := left + (right-left)*i/max(1, len(arts)-1)
		if t.Dated {
			tm, ok := parseDate(a.Date)
			if !ok {
				continue // undated articles are listed, not placed
			}
			x = left + (right-left)/2
			if span := hi.Sub(lo); span > 0 {
				x = left + int(float64(right-left)*float64(tm.Sub(lo))/float64(span))
			}
		}
		t.Dots = append(t.Dots, dot{X: x, Y: 14 + 18*rows[a.Color], ID: a.ID, Label: a.Title, Color: a.Color, Source: a.Source})
	}
	if t.Dated {
		t.Ticks = append(t.Ticks, tick{X: left, Label: lo.Format("2 Jan 15:04"), Anchor: "start"})
		if hi.After(lo) {
			t.Ticks = append(t.Ticks, tick{X: (left + right) / 2, Label: lo.Add(hi.Sub(lo) / 2).Format("2 Jan 15:04"), Anchor: "middle"},
				tick{X: right, Label: hi.Format("2 Jan 2006 15:04"), Anchor: "end"})
		}
	}
	return t
}

func parseDate(s string) (time.Time, bool) {
	for _, layout := range []string{time.RFC3339, "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
