package engine

// Derived state. After each write (an ingest, a batch pass, the repair
// of an open), the writing pipeline derives what readers are shown —
// each story's list entry (Entry), whether each relation still holds,
// the sentences that recur across stories, the name aliases — and
// stores what changed
// (derive, store.PutDerived). Readers read it: the story list
// (StoryList) is one row a story and one story (StoryByID) its own
// articles and relations, whatever the size of the store, so the first
// page after a restart costs what the second does. When the derived
// state is not current (a reader beside a writer between two of its
// commits) a reader derives for itself from a full View and writes
// nothing.
//
// A story's syndication view is its own (storySyndication): the groups
// its articles form through the relations between them, so that a
// story read alone and a story read with all the others are the same.
// A write derives the stories it touched, each read from the store as
// a reader reads it (its own articles and relations, with the writer's
// judgement of which relations hold), so that a write costs what it
// changed; what the writer cannot account for story by story (a store
// it opened behind, a batch pass or a catch-up that moved articles,
// recurring sentences counted anew) derives from a full View. Only the rows that
// changed are written.

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"runtime"
	"slices"
	"sync"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/store"
	"github.com/storywire/storywire/summarize"
)

// Entry is a story as a list of stories shows it: its overview without
// the article ids, which Count replaces (a story of thousands would
// weigh on a list). The CLI and the server list stories with it.
type Entry struct {
	Overview
	Count int `json:"articles"`
	// Print names what the entry and the story's page are made of: its
	// articles and their syndication groups. Equal prints, equal pages.
	Print uint64 `json:"-"`
}

// Entry returns the list entry of s.
func (s Story) Entry() Entry {
	o := s.Overview(s.Independent())
	n := len(o.Articles)
	o.Articles = nil
	return Entry{Overview: o, Count: n, Print: s.print()}
}

// print is the hash of the ids of s's articles, in order, each with its
// syndication group, and of entryFormat.
func (s Story) print() uint64 {
	h := fnv.New64a()
	h.Write([]byte(entryFormat))
	for _, a := range s.Articles {
		h.Write([]byte(a.ID))
		h.Write([]byte{0})
		h.Write([]byte(s.Group[a.ID]))
		h.Write([]byte{1})
	}
	return h.Sum64()
}

// entryFormat names what an Entry holds; a new one (a field added)
// changes every story's print, so that a writer's next derivation
// stores every entry anew rather than leaving old ones without it.
const entryFormat = "entry 2 (publishers)\x00"

// derivedState is what a writer remembers of what it stored last, so
// that a derivation writes only what changed.
type derivedState struct {
	listed  map[int]uint64    // story id → print of its stored entry
	classes map[string]string // the aliases' classes, as stored
	// broken holds the relations (article ids) stored as not holding;
	// the others hold (a relation holds when found: it was found through
	// samples the index did not yet call boilerplate).
	broken    map[[2]string]bool
	recurring map[uint64]bool // sentence hashes stored as recurring
	// bp counts the sentences of the articles up to bpSeq under the
	// story each was in when counted, as the store keeps them; nil until
	// read from the store, or counted anew when recount (a batch pass
	// moved articles) or when the store has none.
	bp      *summarize.Boilerplate
	bpSeq   int64
	recount bool
	// frequent holds the sample counts as stored (frequent.go), of the
	// first sketched articles of the index; nil until read.
	frequent map[uint32]int
	sketched int
}

// derive stores the derived state of what the store holds now, if it
// is not current. Only a writer derives. It derives the stories this
// process has written to since the stored state was last current
// (placed articles in, changed whether one of their relations holds:
// dirty) from what the store keeps of each, and every story from a full
// View when it cannot know which changed: a store it opened behind,
// after a batch pass or a catch-up, or with the recurring sentences to
// count anew.
func (pl *Pipeline) derive(ctx context.Context) error {
	if pl.busy != nil {
		return nil
	}
	if ok, err := pl.st.Derived(ctx); ok || err != nil {
		return err
	}
	writes, err := pl.st.DerivedAt(ctx)
	if err != nil {
		return err
	}
	if err := pl.restore(ctx); err != nil { // whether relations hold
		return err
	}
	if err := pl.loadJudgements(ctx); err != nil {
		return err
	}
	pl.judge()
	d := &pl.derived
	first := d.listed == nil
	if first {
		d.listed, d.broken, d.recurring = map[int]uint64{}, map[[2]string]bool{}, map[uint64]bool{}
		listed, err := pl.st.StoryList(ctx)
		if err != nil {
			return err
		}
		for _, l := range listed {
			d.listed[l.ID] = l.Print
		}
		d.broken, pl.storedBroken = pl.storedBroken, nil
		if d.broken == nil {
			d.broken = map[[2]string]bool{}
		}
		rec, err := pl.st.Recurring(ctx)
		if err != nil {
			return err
		}
		for _, h := range rec {
			d.recurring[h] = true
		}
		if d.classes, err = pl.st.AliasClasses(ctx); err != nil {
			return err
		}
	}
	var c store.DerivedChange
	if d.bp == nil {
		if !d.recount { // the counts the store keeps, when it has them
			b := summarize.NewBoilerplate()
			counted, err := pl.st.SentenceCounts(ctx, b.Restore)
			if err != nil {
				return err
			}
			if counted > 0 {
				d.bp, d.bpSeq = b, counted
			}
		}
		if d.bp == nil {
			d.bp, d.bpSeq = summarize.NewBoilerplate(), 0
			c.RecurringAnew, c.CountsAnew = true, true
		}
		d.bp.TrackChanges()
		d.recount = false
	}
	// emit adds story s's entry, if it changed, and counts the
	// sentences of its articles stored since the last derivation; the
	// stories come in the order of their first article.
	after, last := d.bpSeq, d.bpSeq
	emit := func(s Story) error {
		if p, old, ok := s.print(), d.listed[s.ID], hasKey(d.listed, s.ID); !ok || old != p {
			e := s.Entry()
			b, err := json.Marshal(e)
			if err != nil {
				return err
			}
			c.Listed = append(c.Listed, store.Listed{ID: s.ID, First: s.Articles[0].Seq, Articles: e.Count, Print: p, Entry: b})
		}
		last = max(last, AddBoilerplate(d.bp, []Story{s}, after))
		return nil
	}
	// The aliases' classes are made from the substitutions alone, beside
	// the stories (which touch neither the substitutions nor the
	// aliases); derive waits for them however it returns.
	var classes map[string]string
	var classesErr error
	classesDone := make(chan struct{})
	go func() {
		defer close(classesDone)
		classes, classesErr = pl.allClasses(ctx)
	}()
	defer func() { <-classesDone }()
	// Only the relations judged anew since the last derivation can
	// differ from what is stored, once a first derivation has compared
	// them all.
	c.Holds = pl.changedHolds(first || pl.judged.all)
	if pl.deriveAll || pl.cl == nil || c.RecurringAnew {
		pl.fullDerives++
		v, err := pl.View(ctx)
		if err != nil {
			return err
		}
		seen := make(map[int]bool, len(v.Stories))
		for _, s := range v.Stories {
			seen[s.ID] = true
			if err := emit(s); err != nil {
				return err
			}
		}
		for id := range d.listed {
			if !seen[id] {
				c.Gone = append(c.Gone, id)
			}
		}
	} else {
		for _, h := range c.Holds {
			for _, id := range []string{h.A, h.B} {
				if pos := pl.cl.StoryOf(id); pos >= 0 {
					pl.dirty[pl.ids[pos]] = true
				}
			}
		}
		gone, err := pl.eachDirtyStory(ctx, emit)
		if err != nil {
			return err
		}
		for _, id := range gone {
			if hasKey(d.listed, id) {
				c.Gone = append(c.Gone, id)
			}
		}
	}
	d.bpSeq = last
	c.Counted = d.bpSeq
	counted := d.bp.Changed()
	for _, h := range counted {
		if n := d.bp.Count(h); n&3 >= summarize.BoilerplateStories && (c.RecurringAnew || !d.recurring[h]) {
			c.Recurring = append(c.Recurring, h)
		}
	}
	if len(counted) > 0 {
		c.Counts = func(yield func(uint64, uint64) bool) {
			for _, h := range counted {
				if !yield(h, d.bp.Count(h)) {
					return
				}
			}
		}
	}
	<-classesDone
	if classesErr != nil {
		return classesErr
	}
	var changed []string
	for n, cl := range classes {
		if d.classes[n] != cl {
			changed = append(changed, n)
		}
	}
	if len(changed) > 0 {
		c.Aliases = aliasRows(classes, changed)
	}
	for n := range d.classes {
		if _, ok := classes[n]; !ok {
			c.AliasesGone = append(c.AliasesGone, n)
		}
	}
	if err := pl.frequentChange(ctx, &c); err != nil {
		return err
	}
	if err := pl.st.PutDerived(ctx, c, writes); err != nil {
		return fmt.Errorf("store the derived state: %w", err)
	}
	pl.frequentStored(c)
	for _, l := range c.Listed {
		d.listed[l.ID] = l.Print
	}
	for _, id := range c.Gone {
		delete(d.listed, id)
	}
	for _, h := range c.Holds {
		k := [2]string{h.A, h.B}
		if h.Holds {
			delete(d.broken, k)
		} else {
			d.broken[k] = true
		}
	}
	if c.RecurringAnew {
		clear(d.recurring)
	}
	for _, h := range c.Recurring {
		d.recurring[h] = true
	}
	for _, a := range c.Aliases {
		d.classes[a.Name] = a.Class
	}
	for _, n := range c.AliasesGone {
		delete(d.classes, n)
	}
	pl.judged.all, pl.judged.changed = false, nil
	pl.deriveAll, pl.dirty = false, map[int]bool{}
	return nil
}

// eachDirtyStory reads the stories in pl.dirty from the store, a few at
// a time, as View would give them (the writer's holds, the titles it
// keeps), and calls fn with each in the order of their first article;
// it returns the dirty stories left with no article.
func (pl *Pipeline) eachDirtyStory(ctx context.Context, fn func(Story) error) (gone []int, err error) {
	pl.loadTitles(ctx)
	ids := slices.Sorted(maps.Keys(pl.dirty))
	first, err := pl.st.StoryFirst(ctx, ids)
	if err != nil {
		return nil, err
	}
	ids = slices.DeleteFunc(ids, func(id int) bool {
		if !hasKey(first, id) {
			gone = append(gone, id)
			return true
		}
		return false
	})
	slices.SortFunc(ids, func(a, b int) int { return cmp.Compare(first[a], first[b]) })
	// The stories are read and grouped by two readers while fn takes
	// them, in order, on the calling goroutine: reading a story (its rows
	// with their texts, its relations, its title) costs about what fn
	// does with it. The readers touch the titles and the dedup index
	// (read only; the titles chosen are kept once they stop), fn what
	// it closes over and the credits' cache.
	type read struct {
		s   Story
		t   title
		err error
	}
	const readers, ahead = 2, 16
	jobs := make(chan int) // indexes into ids
	// slots bounds the stories read and not yet taken by fn (their texts
	// are in memory), so that story k's answer can come on done[k%ahead]:
	// k+ahead is not read before fn has taken k.
	slots := make(chan struct{}, ahead)
	var done [ahead]chan read
	for k := range done {
		done[k] = make(chan read, 1)
	}
	quit := make(chan struct{})
	var wg sync.WaitGroup
	stop := sync.OnceFunc(func() { close(quit); wg.Wait() })
	defer stop()
	wg.Add(1 + readers)
	go func() {
		defer wg.Done()
		defer close(jobs)
		for k := range ids {
			select {
			case slots <- struct{}{}:
			case <-quit:
				return
			}
			select {
			case jobs <- k:
			case <-quit:
				return
			}
		}
	}()
	for range readers {
		go func() {
			defer wg.Done()
			for k := range jobs {
				id := ids[k]
				rows, err := pl.st.StoryRows(ctx, id, true)
				r := read{err: err}
				if err == nil {
					s := Story{ID: id, Articles: rows, agencies: pl.agenciesOf}
					var rels []dedup.Relation
					if rels, _, r.err = pl.storedRelations(ctx, &s); r.err == nil {
						storySyndication(&s, rels, pl.det.Holds)
						r.t = pl.chooseTitle(s)
						s.Title = r.t.title
					}
					r.s = s
				}
				done[k%ahead] <- r // buffered and drained: never blocks
			}
		}()
	}
	chosen := make(map[int]title, len(ids))
	for k := range ids {
		r := <-done[k%ahead] // a reader that fails still answers
		if r.err != nil {
			return nil, r.err
		}
		if err := fn(r.s); err != nil {
			return nil, err
		}
		<-slots
		chosen[r.s.ID] = r.t
	}
	stop()
	maps.Copy(pl.titles, chosen)
	return gone, nil
}

// hasKey reports whether m holds k.
func hasKey[K comparable, V any](m map[K]V, k K) bool {
	_, ok := m[k]
	return ok
}

// StoryList returns the list entries of the stories, in the order of
// their first article: what the store keeps when it is current, else
// derived from a View.
func (pl *Pipeline) StoryList(ctx context.Context) ([]Entry, error) {
	if ok, err := pl.st.Derived(ctx); err != nil {
		return nil, err
	} else if !ok {
		v, err := pl.View(ctx)
		if err != nil {
			return nil, err
		}
		out := make([]Entry, len(v.Stories))
		for i, s := range v.Stories {
			out[i] = s.Entry()
		}
		return out, nil
	}
	listed, err := pl.st.StoryList(ctx)
	if err != nil {
		return nil, err
	}
	// The entries are decoded on every core: at a million articles they
	// are seventy thousand JSON documents, most of a new reader's wait.
	out := make([]Entry, len(listed))
	parts := min(runtime.GOMAXPROCS(0), max(1, len(listed)/1024))
	errs := make([]error, parts)
	var wg sync.WaitGroup
	for p := range parts {
		wg.Go(func() {
			for i := p * len(listed) / parts; i < (p+1)*len(listed)/parts; i++ {
				l := listed[i]
				if err := json.Unmarshal(l.Entry, &out[i]); err != nil {
					errs[p] = fmt.Errorf("read story %d's entry: %w", l.ID, err)
					return
				}
				out[i].ID, out[i].Count, out[i].Print = l.ID, l.Articles, l.Print
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return out, nil
}

// StoryByID returns story id and the syndication view of its articles
// (as View gives them); ok is false when no article is in it.
func (pl *Pipeline) StoryByID(ctx context.Context, id int) (s Story, syn Syndication, ok bool, err error) {
	if id == NoStory {
		return Story{}, Syndication{}, false, nil
	}
	current, err := pl.st.Derived(ctx)
	if err != nil {
		return Story{}, Syndication{}, false, err
	}
	if !current {
		v, err := pl.View(ctx)
		if err != nil {
			return Story{}, Syndication{}, false, err
		}
		for _, s := range v.Stories {
			if s.ID == id {
				return s, v.syndicationOf(s), true, nil
			}
		}
		return Story{}, Syndication{}, false, nil
	}
	rows, err := pl.st.StoryRows(ctx, id, true)
	if err != nil || len(rows) == 0 {
		return Story{}, Syndication{}, false, err
	}
	s = Story{ID: id, Articles: rows, agencies: pl.agenciesOf}
	if syn, err = pl.storedSyndication(ctx, &s); err != nil {
		return Story{}, Syndication{}, false, err
	}
	if l, ok, err := pl.st.StoryEntry(ctx, id); err != nil {
		return Story{}, Syndication{}, false, err
	} else if ok { // the title, from its entry
		var e Entry
		if err := json.Unmarshal(l.Entry, &e); err != nil {
			return Story{}, Syndication{}, false, fmt.Errorf("read story %d's entry: %w", id, err)
		}
		s.Title = e.Title
	}
	return s, syn, true, nil
}

// storedSyndication returns the syndication view of story s from the
// relations between its articles as the store keeps them, each holding
// as the writer last judged it (one stored since holds: it was found
// through samples the index did not yet call boilerplate), and sets
// s.Group. It reads the store only, so readers may call it at once.
func (pl *Pipeline) storedSyndication(ctx context.Context, s *Story) (Syndication, error) {
	rels, pairs, err := pl.storedRelations(ctx, s)
	if err != nil {
		return Syndication{}, err
	}
	holds := make(map[[2]string]bool, len(pairs))
	for _, r := range pairs {
		holds[[2]string{r.AID, r.BID}] = !r.Judged || r.Holds
	}
	return storySyndication(s, rels, func(r dedup.Relation) bool { return holds[[2]string{r.A, r.B}] }), nil
}

// storedRelations reads the relations between two articles of story s
// as the store keeps them (StoryPairs, with the articles' ids set), and
// the same as dedup relations.
func (pl *Pipeline) storedRelations(ctx context.Context, s *Story) ([]dedup.Relation, []store.Relation, error) {
	pairs, err := pl.st.StoryPairs(ctx, s.ID)
	if err != nil {
		return nil, nil, err
	}
	idOf := make(map[int64]string, len(s.Articles))
	for _, a := range s.Articles {
		idOf[a.Seq] = a.ID
	}
	rels := make([]dedup.Relation, len(pairs))
	for i := range pairs {
		pairs[i].AID, pairs[i].BID = idOf[pairs[i].A], idOf[pairs[i].B]
		rels[i] = dedupRelation(pairs[i])
	}
	return rels, pairs, nil
}

// storySyndication groups the articles of s through rels (the relations
// between two of them), sets s.Group and returns the syndication view of
// s alone.
func storySyndication(s *Story, rels []dedup.Relation, holds func(dedup.Relation) bool) Syndication {
	syn := Group(ids(s.Articles), rels, holds)
	s.Group = make(map[string]string, len(s.Articles))
	for _, a := range s.Articles {
		s.Group[a.ID] = a.ID
	}
	for _, g := range syn.Groups {
		for _, id := range g.Articles {
			s.Group[id] = g.ID
		}
	}
	return syn
}

// Pages returns the stored pages that are not articles, in ingest order.
func (pl *Pipeline) Pages(ctx context.Context) ([]Page, error) {
	rows, err := pl.st.StoryRows(ctx, NoStory, true) // their kind is read from their text
	if err != nil {
		return nil, err
	}
	out := make([]Page, len(rows))
	for i, r := range rows {
		out[i] = Page{r, StoryArticle(&r.Article, nil).Page}
	}
	return out, nil
}

// Recurring returns the sentences that recur across stories (which
// summaries leave out), as the store keeps them when it is current,
// else counted from a View.
func (pl *Pipeline) Recurring(ctx context.Context) (*summarize.Boilerplate, error) {
	if ok, err := pl.st.Derived(ctx); err != nil {
		return nil, err
	} else if !ok {
		v, err := pl.View(ctx)
		if err != nil {
			return nil, err
		}
		return Boilerplate(v.Stories), nil
	}
	hashes, err := pl.st.Recurring(ctx)
	if err != nil {
		return nil, err
	}
	b := summarize.NewBoilerplate()
	b.MarkRecurring(hashes...)
	return b, nil
}

// StoryOf returns the story of the article id (NoStory for a page that
// is not an article); ok is false when it is in none.
func (pl *Pipeline) StoryOf(ctx context.Context, id string) (int, bool, error) {
	return pl.st.StoryOfArticle(ctx, id)
}

// Grouping returns the syndication group of each article of story id
// that is in one (article id → group id; an article without copies is
// in none), from the store alone (as storedSyndication), so that
// readers may ask at once. It reads the story's relations: a reader of
// many of its articles asks once.
func (pl *Pipeline) Grouping(ctx context.Context, id int) (map[string]string, error) {
	if id == NoStory {
		return nil, nil
	}
	// Grouping takes the articles' seqs and ids alone.
	seqs, ids, err := pl.st.StoryMembers(ctx, id)
	if err != nil {
		return nil, err
	}
	rows := make([]*store.Row, len(seqs))
	for i := range seqs {
		rows[i] = &store.Row{Seq: seqs[i], Article: article.Article{ID: ids[i]}}
	}
	syn, err := pl.storedSyndication(ctx, &Story{ID: id, Articles: rows})
	if err != nil {
		return nil, err
	}
	return syn.Grouping(), nil
}

// Grouping returns the group of each article in one (article id →
// group id).
func (s Syndication) Grouping() map[string]string {
	out := map[string]string{}
	for _, g := range s.Groups {
		for _, a := range g.Articles {
			out[a] = g.ID
		}
	}
	return out
}

// dedupRelation is a stored relation in the dedup stage's form.
func dedupRelation(r store.Relation) dedup.Relation {
	return dedup.Relation{A: r.AID, B: r.BID, Kind: dedup.ParseKind(r.Kind), Jaccard: r.Jaccard,
		ContainedAInB: r.ContA, ContainedBInA: r.ContB, Passages: r.Passages, Longest: r.Longest, Shared: r.Shared}
}
