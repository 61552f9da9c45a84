package engine

// Stories. The store keeps each article's story under a stable id; this
// file reads them (Stories), keeps the online clusterer that places new
// articles (clusterer, place: restored from the kept stories by a
// writer's first placement, never by a read), and runs the batch pass
// (rebuild: by an ingest that doubled a store of up to batchLimit
// articles, or when asked), which keeps ids by overlap (matchIDs). It
// deliberately does not persist the clusterer's vectors: a restore
// re-reads the texts once per writing process.

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/store"
	"github.com/storywire/storywire/story"
	"github.com/storywire/storywire/summarize"
	"github.com/storywire/storywire/textproc"
)

// Story is a story of the store: its stable id and its articles in
// ingest order.
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

// Stories returns the stories of the stored articles, as the store
// records them (story_of): a read, never a clustering. Stories are in
// the order of their first article, each with its stable id. An article
// not yet placed (stored by a writer that has not placed it yet) is in
// no story.
func (pl *Pipeline) Stories(ctx context.Context) ([]Story, error) {
	v, err := pl.View(ctx)
	return v.Stories, err
}

// View is the stories of the store with each story's syndication
// view, read together.
type View struct {
	Stories []Story
	// Pages are the stored pages that are not articles (a web archive's
	// notice, an error page: story.Article.Page), in ingest order: kept
	// and shown, in no story.
	Pages []Page
	// byStory is each story's own syndication view (storySyndication),
	// by story id.
	byStory map[int]Syndication
}

// syndicationOf returns the syndication view of story s alone: the
// groups its articles form through the relations between them.
func (v View) syndicationOf(s Story) Syndication { return v.byStory[s.ID] }

// Page is a stored page that is not an article, and what kind of page it
// is (article.NotArticle).
type Page struct {
	Row  *store.Row
	Kind string
}

// View reads the stories (as Stories), each with the syndication view
// of its own articles, in one pass over the store.
func (pl *Pipeline) View(ctx context.Context) (View, error) {
	rows, rels, assigned, err := pl.readStories(ctx)
	if err != nil {
		return View{}, err
	}
	var out []Story
	index := map[int]int{}
	var pages []Page
	for _, r := range rows {
		sid, ok := assigned[r.ID]
		if !ok {
			continue
		}
		if sid == NoStory {
			pages = append(pages, Page{r, StoryArticle(&r.Article, nil).Page})
			continue
		}
		i, ok := index[sid]
		if !ok {
			i = len(out)
			index[sid] = i
			out = append(out, Story{ID: sid, agencies: pl.agenciesOf})
		}
		st := &out[i]
		st.Articles = append(st.Articles, r)
	}
	// Each story is grouped on its own, through the relations between
	// two of its articles, as StoryByID reads one.
	within := map[int][]dedup.Relation{}
	for _, r := range rels {
		if sa, ok := assigned[r.A]; ok && sa != NoStory && sa == assigned[r.B] {
			if _, ok := assigned[r.B]; ok {
				within[sa] = append(within[sa], r)
			}
		}
	}
	byStory := make(map[int]Syndication, len(out))
	for i := range out {
		byStory[out[i].ID] = storySyndication(&out[i], within[out[i].ID], pl.det.Holds)
	}
	pl.loadTitles(ctx)
	titles := make(map[int]title, len(out))
	for i := range out {
		out[i].Title = pl.titleOf(out[i])
		titles[out[i].ID] = pl.titles[out[i].ID]
	}
	pl.titles = titles
	return View{Stories: out, Pages: pages, byStory: byStory}, nil
}

// loadTitles reads the titles the store keeps (a story's entry holds
// its title) into pl.titles, once; what it cannot read is chosen anew.
func (pl *Pipeline) loadTitles(ctx context.Context) {
	if pl.titles != nil {
		return
	}
	pl.titles = map[int]title{}
	listed, _ := pl.st.StoryList(ctx)
	for _, l := range listed {
		var e Entry
		if json.Unmarshal(l.Entry, &e) == nil {
			pl.titles[l.ID] = title{l.Print, e.Title}
		}
	}
}

// titleOf returns the title of s (StoryTitle), the one kept in
// pl.titles when s is made of the same articles and groups, and keeps
// it there.
func (pl *Pipeline) titleOf(s Story) string {
	t := pl.chooseTitle(s)
	pl.titles[s.ID] = t
	return t.title
}

// chooseTitle returns the title of s with its print: the one kept in
// pl.titles when s is made of the same articles and groups, else
// StoryTitle's. It reads pl.titles and writes nothing.
func (pl *Pipeline) chooseTitle(s Story) title {
	p := s.print()
	if t, ok := pl.titles[s.ID]; ok && t.print == p {
		return t // the same articles: the same title
	}
	arts := make([]*article.Article, len(s.Articles))
	for j, r := range s.Articles {
		arts[j] = &r.Article
	}
	return title{p, StoryTitle(arts)}
}

// title is a story's title and the print (Story.print: its articles and
// their groups) of what it was chosen from: an id's text and headline
// never change.
type title struct {
	print uint64
	title string
}

// StoryWent says where story id went when it no longer holds articles
// (a rebuild merged or split it): the story holding most of what it
// held. ok is false for an id that holds articles or was never given.
func (pl *Pipeline) StoryWent(ctx context.Context, id int) (int, bool, error) {
	return pl.st.StoryWent(ctx, id)
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

// Rebuild clusters the stored articles from scratch in batch (each placed
// online, then story.Clusterer.Rebuild: a graph of each article's nearest
// articles, partitioned once all are known), records the result and goes
// on online from there. Measured on the dev sets the batch result is
// better than the online pass alone on each (docs/BENCHMARKS.md).
// Stories keep their ids (matchIDs); each article moved is logged.
func (pl *Pipeline) Rebuild(ctx context.Context) ([]Story, error) {
	if err := pl.rebuild(ctx, "rebuild"); err != nil {
		return nil, err
	}
	if err := pl.derive(ctx); err != nil {
		return nil, err
	}
	return pl.Stories(ctx)
}

// rebuild is Rebuild without the read, the moves logged with reason.
func (pl *Pipeline) rebuild(ctx context.Context, reason string) error {
	if pl.busy != nil {
		return pl.busy
	}
	in, err := pl.storyInput(ctx, nil)
	if err != nil {
		return err
	}
	return pl.rebuildFrom(ctx, in, reason)
}

// rebuildFrom clusters in in batch and records the result.
func (pl *Pipeline) rebuildFrom(ctx context.Context, in storyInput, reason string) error {
	cl := story.Cluster(in.arts)
	next := in.next
	ids := matchIDs(cl.Stories(), in.kept, &next)
	assign := make(map[int64]int, len(in.rows))
	for _, r := range in.rows {
		assign[r.Seq] = NoStory
		if pos := cl.StoryOf(r.ID); pos >= 0 {
			assign[r.Seq] = ids[pos]
		}
	}
	if _, err := pl.st.PutStories(ctx, assign, reason); err != nil {
		return err
	}
	if err := pl.st.MarkBatch(ctx, len(in.rows)); err != nil {
		return err
	}
	pl.cl, pl.ids, pl.next = cl, ids, next
	pl.clChanged, pl.clUnstored = true, false
	pl.derived.bp, pl.derived.recount = nil, true // the articles moved: count the recurring sentences anew
	pl.deriveAll = true
	return nil
}

// matchIDs gives each story of a new clustering a stored id: the old id
// holding most of its articles, pairs taken by overlap, largest first
// (ties: earlier story, lower id), each old id to one story; the rest
// get new ids from *next. A story split keeps its id in its largest
// part; merged stories keep the id of the one contributing most.
func matchIDs(stories []*story.Story, old map[string]int, next *int) []int {
	type pair struct{ pos, id, n int }
	count := map[[2]int]int{}
	for pos, st := range stories {
		for _, a := range st.Articles {
			if id, ok := old[a]; ok {
				count[[2]int{pos, id}]++
			}
		}
	}
	pairs := make([]pair, 0, len(count))
	for k, n := range count {
		pairs = append(pairs, pair{k[0], k[1], n})
	}
	slices.SortFunc(pairs, func(a, b pair) int {
		if a.n != b.n {
			return b.n - a.n
		}
		if a.pos != b.pos {
			return a.pos - b.pos
		}
		return a.id - b.id
	})
	ids := make([]int, len(stories))
	taken := map[int]bool{}
	for _, p := range pairs {
		if ids[p.pos] == 0 && !taken[p.id] {
			ids[p.pos], taken[p.id] = p.id, true
		}
	}
	for pos := range ids {
		if ids[pos] == 0 {
			ids[pos] = *next
			*next++
		}
	}
	return ids
}

// storyInput is what the story stage starts from: the stored rows
// (with text), the same as the story stage takes them, each article's
// kept story and the next story id.
type storyInput struct {
	rows []*store.Row
	arts []story.Article
	kept map[string]int
	next int
}

// storyInput reads the story stage's input, leaving out the articles in
// skip.
func (pl *Pipeline) storyInput(ctx context.Context, skip map[string]bool) (storyInput, error) {
	rows, rels, kept, err := pl.readStories(ctx)
	if err != nil {
		return storyInput{}, err
	}
	if len(skip) > 0 { // the rows are shared (allRows): a copy
		rows = slices.DeleteFunc(slices.Clone(rows), func(r *store.Row) bool { return skip[r.ID] })
	}
	next, err := pl.st.NextStory(ctx)
	return storyInput{rows, pl.storyArticles(rows, rels), kept, next}, err
}

// readStories reads what the stories are made from and kept in: the
// stored rows with their text, the dedup relations and each article's
// kept story.
func (pl *Pipeline) readStories(ctx context.Context) ([]*store.Row, []dedup.Relation, map[string]int, error) {
	if err := pl.restore(ctx); err != nil { // whether relations hold
		return nil, nil, nil, err
	}
	rows, err := pl.allRows(ctx)
	if err != nil {
		return nil, nil, nil, err
	}
	rels, err := pl.relations(ctx)
	if err != nil {
		return nil, nil, nil, err
	}
	kept, err := pl.st.StoryOf(ctx)
	return rows, rels, kept, err
}

// allRows returns every stored article with its text, in ingest order.
// A writer keeps them and reads only those stored since its last call
// (a stored article never changes but for its labels, and Ingest drops
// the kept rows when a batch may have added labels to one); a reader
// beside another process's writer reads them all. The rows are shared:
// callers must not change them.
func (pl *Pipeline) allRows(ctx context.Context) ([]*store.Row, error) {
	if pl.busy != nil {
		return pl.st.All(ctx, true)
	}
	more, err := pl.st.Since(ctx, pl.rowsSeq, true)
	if err != nil {
		return nil, err
	}
	pl.rows = append(pl.rows, more...)
	if len(more) > 0 {
		pl.rowsSeq = more[len(more)-1].Seq
	}
	return pl.rows, nil
}

// clusterer makes the online clusterer ready to place articles: it
// restores the stored stories (story.Restore) and places online, in
// ingest order, the stored articles that have none (a crash between
// two commits), but those in skip (the batch the caller is placing). A
// store whose articles have no stories at all (made before stories
// were stored) is clustered in batch. A writer pays this once per
// process, on its first placement; reads never do.
func (pl *Pipeline) clusterer(ctx context.Context, skip map[string]bool) error {
	if pl.cl != nil {
		return nil
	}
	if skip != nil { // else placing what a crash left unplaced: what no checkpoint holds
		if ok, err := pl.loadCheckpoint(ctx); ok || err != nil {
			return err
		}
	}
	in, err := pl.storyInput(ctx, skip)
	if err != nil {
		return err
	}
	if len(in.kept) == 0 && len(in.rows) > 0 {
		return pl.rebuildFrom(ctx, in, "cluster")
	}
	var placed []story.Article
	var label []int
	var rest []int
	for i, a := range in.arts {
		if id, ok := in.kept[a.ID]; ok {
			if id != NoStory && a.Page == "" {
				placed, label = append(placed, a), append(label, id)
			}
		} else {
			rest = append(rest, i)
		}
	}
	cl := story.Restore(placed, label)
	ids := make([]int, len(cl.Stories()))
	for pos, st := range cl.Stories() {
		ids[pos] = in.kept[st.Articles[0]]
	}
	pl.cl, pl.ids, pl.next = cl, ids, in.next
	pl.clChanged, pl.clUnstored = true, len(rest) > 0
	assign := map[int64]int{}
	for _, i := range rest {
		assign[in.rows[i].Seq] = pl.place(in.arts[i])
	}
	if len(rest) > 0 {
		pl.deriveAll = true
	}
	if _, err = pl.st.PutStories(ctx, assign, "catch-up"); err == nil {
		pl.clUnstored = false
	}
	return err
}

// NoStory is the story id the store keeps for a page that is not an
// article (story.Article.Page): placed, in no story. Story ids are
// never negative.
const NoStory = -1

// place adds an article to the online clusterer and returns its story's
// stored id, giving a new story the next id; NoStory for a page that is
// not an article.
func (pl *Pipeline) place(a story.Article) int {
	pos := pl.cl.Add(a)
	if pos < 0 {
		return NoStory
	}
	if pos == len(pl.ids) {
		pl.ids = append(pl.ids, pl.next)
		pl.next++
	}
	return pl.ids[pos]
}

// batchLimit is the largest store that an ingest clusters again in
// batch by itself (see afterIngest). Beyond it the batch pass is asked
// for (Rebuild, stories --rebuild): its neighbour search grows faster
// than the store, and with the square of it when every article shares
// its words with every other. The online pass alone is the weaker one:
// on web pages that carry their site's header and footer it chains
// stories together (docs/BENCHMARKS.md).
const batchLimit = 100_000

// afterIngest runs the batch clustering over the store when it has at
// least doubled since the last batch pass and holds at most batchLimit
// articles: the online pass alone places each article once, among what
// came before it, and a bulk load is worth the better batch result.
// Doubling keeps the total cost of these passes within a few times that
// of the last one.
func (pl *Pipeline) afterIngest(ctx context.Context) error {
	n, err := pl.st.Count(ctx)
	if err != nil {
		return err
	}
	at, err := pl.st.BatchArticles(ctx)
	if err != nil {
		return err
	}
	if n == 0 || n < 2*at || n > batchLimit {
		return nil
	}
	return pl.rebuild(ctx, "cluster")
}

// StoryArticle is what the story stage takes of an article (copies: the
// ids of what it copies): a derived title is no headline, a page that
// is not an article (article.NotArticle) is marked as such, and the
// site's furniture is left out of its text (a navigation bar, "Follow
// us", a date line: article.Furniture), since the story stage reads an
// article's lead, and a site's header in it would make every page of
// the site alike while the collection is too young for document
// frequencies to say so.
func StoryArticle(a *article.Article, copies []string) story.Article {
	title := a.Title
	if a.TitleDerived {
		title = ""
	}
	return story.Article{ID: a.ID, Title: title, Text: withoutFurniture(a.Text), Date: a.Date, Copies: copies,
		Catchline: a.Catchline, Page: article.NotArticle(title, a.Text)}
}

// withoutFurniture returns text without its lines that are a site's
// furniture; text itself when it has none.
func withoutFurniture(text string) string {
	var b strings.Builder
	kept := 0 // text[:kept] is in b, or nothing was left out
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		if article.Furniture(text[start:end]) {
			if b.Len() == 0 && kept == 0 {
				b.Grow(len(text))
			}
			b.WriteString(text[kept:start])
			kept = min(end+1, len(text))
		}
		start = end + 1
	}
	if kept == 0 {
		return text
	}
	b.WriteString(text[kept:])
	return b.String()
}

// StoryTitle is what the CLI, the pages and the Beam run's story lines
// call a story: the headline of the earliest dated article of its core
// (the more central half of its articles, story.Central) that has one,
// else of the first of the core that has one, else the most central
// article's derived title that does not open with a pronoun or a
// conjunction (any derived title when all do). An article on the
// story's edge never names it, unless no article of the core has a
// headline and the wire filed it under the catch-line of one: a wire's
// later takes have no headline, and the first take's names them all.
func StoryTitle(arts []*article.Article) string {
	sa := make([]story.Article, len(arts))
	for i, a := range arts {
		sa[i] = story.Article{Text: a.Text}
		if !a.TitleDerived { // a derived title is the lead again
			sa[i].Title = a.Title
		}
	}
	order := story.Central(sa)
	core, edge := order[:(len(order)+1)/2], order[(len(order)+1)/2:]
	// earliest returns the earliest dated headline of arts[idx] that keep
	// takes, or -1.
	earliest := func(idx []int, keep func(*article.Article) bool) int {
		best := -1
		for _, i := range idx {
			a := arts[i]
			if a.TitleDerived || a.Title == "" || !keep(a) || article.Furniture(a.Title) {
				continue
			}
			if best < 0 || a.Date != "" && (arts[best].Date == "" || a.Date < arts[best].Date) {
				best = i
			}
		}
		return best
	}
	best := earliest(core, func(*article.Article) bool { return true })
	if best < 0 {
		wire := map[string]bool{} // the catch-lines of the core
		for _, i := range core {
			if k := story.CatchKey(arts[i].Catchline); k != "" {
				wire[k] = true
			}
		}
		if len(wire) > 0 {
			best = earliest(edge, func(a *article.Article) bool { return wire[story.CatchKey(a.Catchline)] })
		}
	}
	if best >= 0 {
		return arts[best].Title
	}
	// No headline: the most central lead that does not lean on a
	// sentence before it ("She asked the children ...").
	for _, i := range order {
		if !leansBack(arts[i].Title) {
			return arts[i].Title
		}
	}
	if len(arts) > 0 {
		return arts[order[0]].Title
	}
	return ""
}

// leansBack reports whether a lead opens with a word that refers to what
// came before it: a pronoun or a conjunction.
func leansBack(title string) bool {
	first, _, _ := strings.Cut(title, " ")
	switch first {
	case "He", "She", "It", "They", "We", "I", "His", "Her", "Its", "Their", "This", "These", "That", "Those", "But", "And", "So", "Yet":
		return true
	}
	return false
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
	// A story told in several languages is summarized from the articles
	// in the language most of them are in (ties: the first article's): a
	// reader reads one language.
	langs := make([]string, len(s.Articles))
	count := map[string]int{}
	main := ""
	for i, a := range s.Articles {
		langs[i] = textproc.Language(a.Text)
		if count[langs[i]]++; main == "" || count[langs[i]] > count[main] {
			main = langs[i]
		}
	}
	var docs []summarize.Doc
	for i, a := range s.Articles {
		if langs[i] != main {
			continue
		}
		src := a.Source
		if src == "" {
			src = a.Credit
		}
		docs = append(docs, summarize.Doc{ID: a.ID, Source: src, Date: a.Date, Text: a.Text, Group: s.Group[a.ID]})
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
	// Independent counts the independent sources (Story.Independent),
	// Publishers the agencies and outlets they come from (ByLabel): AP's
	// five reports of its own are five sources and one publisher.
	Independent int    `json:"independent_sources"`
	Publishers  int    `json:"publishers"`
	First       string `json:"first"`
	Last        string `json:"last"`
}

// Overview says who covers story s and when; sources is s.Independent().
func (s Story) Overview(sources []Source) Overview {
	o := Overview{ID: s.ID, Title: s.Title, Articles: []string{}, Outlets: []string{}, Agencies: []string{}, Independent: len(sources), Publishers: len(ByLabel(sources))}
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
