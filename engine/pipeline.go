package engine

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math"
	"sync"

	"github.com/storywire/storywire/align"
	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/provenance"
	"github.com/storywire/storywire/store"
	"github.com/storywire/storywire/story"
)

// keptTokens is how many articles' token sequences the dedup stage
// holds (dedup.Detector.KeepTokens): the last this many added or read
// again; an older candidate is read from the store.
const keptTokens = 1 << 15

// Pipeline runs storywire's stages over one store. Open it once per
// process: it restores the stages' in-memory state (the dedup index) from
// the store, so a restart costs a read of the stored sketches, not a
// re-analysis of every text.
type Pipeline struct {
	st   *store.Store
	det  *dedup.Detector
	seqs []int64 // detector article number → store seq
	// cl is the story stage's online clusterer, restored from the store
	// on the first placement (clusterer) and then fed each ingested
	// article; ids maps its stories to their stored ids, and next is the
	// next id to give.
	cl   *story.Clusterer
	ids  []int
	next int
	// checkpoint says that the store's checkpoint of cl was valid when
	// this writer opened the store (checkpoint.go); clChanged that cl
	// holds what the checkpoint does not, clUnstored that cl holds
	// placements not yet stored (a batch under way, or one that
	// failed): no checkpoint is saved of it.
	checkpoint, clChanged, clUnstored bool
	// busy is why this pipeline cannot write: another process holds
	// the store's writer lock (nil when this one does).
	busy error
	// factsAt is the seq up to which this writer has made again the
	// stored extractions older facts rules made (upgradeFacts);
	// factsDone that none is left.
	factsAt   int64
	factsDone bool
	// factsWorker is closed when the last batch's facts worker is done,
	// placeWorker when the last batch's online placement is.
	factsWorker, placeWorker <-chan struct{}
	// loaded holds the texts the detector read from the store while
	// verifying the articles being analysed (nil outside analyzeBatch):
	// the sources they relate to, which the substitutions align them
	// with.
	loaded map[uint32]storedText
	// outletsHanded says that a batch's writes hold outlets (batchWrites):
	// it is copied before it changes.
	outletsHanded bool
	// aliases caches Aliases until a dedup batch stores substitutions,
	// and classes their classes (allClasses).
	aliases map[string]string
	classes map[string]string
	// classesAt is the store's count of writes classes was read at, for
	// a reader (-1 for a writer, which knows when they change).
	classesAt int64
	// credits remembers where the texts' credit lines are (prepare).
	credits creditLines
	// credited remembers the agencies each stored article's text
	// credits, by store seq (Story.Independent asks on every snapshot),
	// under creditedMu: a story's view asks for its fact table and its
	// sources at once.
	creditedMu sync.Mutex
	credited   map[int64][]string
	// nameSubs and sources cache what Aliases reads (nameSubstitutions),
	// kept by a writer and added to by its dedup batches.
	nameSubs map[[2]string]int
	sources  map[string]bool
	// outlets holds the stored outlets' names (publisherKey), for a
	// writer's substitutions (outletSwap); read on its first batch.
	outlets map[string]bool
	// titles holds each story's title from the last View, with the
	// articles it was chosen from (story.Central reads every lead).
	titles map[int]title
	// rows keeps every stored article read so far (allRows), rowsSeq
	// the seq of the last.
	rows    []*store.Row
	rowsSeq int64
	// judged is what the writer keeps of the stored relations to judge
	// again whether they hold (judge.go).
	judged judgements
	// dirty holds the stories this process wrote to since the stored
	// derived state was last current (derive); deriveAll says that it
	// cannot tell which (a store opened behind, a batch pass).
	dirty       map[int]bool
	deriveAll   bool
	fullDerives int // derivations from a full View, for the tests
	// derived is what the writer stored of the derived state (derive);
	// storedBroken, the relations stored as not holding, read with the
	// judgements until derive takes it over.
	derived      derivedState
	storedBroken map[[2]string]bool
	// restored says whether det holds the stored sketches (restore,
	// under restoring: Warm may run beside other uses); onCatchUp is
	// OpenOptions.OnCatchUp.
	restoring sync.Mutex
	restored  bool
	onCatchUp func(done int)
	// frequent is what a reader last loaded of the stored sample
	// counts (frequent.go).
	frequent frequentCache
}

// Open restores a pipeline over st. Articles stored but not yet through
// the dedup stage (a crash between the two commits) are processed now.
//
// The pipeline takes the store's writer lock: one process adds articles
// at a time. When another process holds it, the pipeline is opened for
// reading: what is stored is read, Ingest fails with an error naming the
// writer (wrapping store.ErrBusy), and articles the writer has not yet
// taken through the dedup stage are left to it.
func Open(ctx context.Context, st *store.Store) (*Pipeline, error) {
	return OpenWith(ctx, st, OpenOptions{})
}

// OpenOptions are the settings of OpenWith.
type OpenOptions struct {
	// OnCatchUp, when set, is called after each batch of the articles
	// that the dedup stage catches up on while opening (after a crash
	// between commits, or once for every article after a migration that
	// dropped the sketches), with the number done so far.
	OnCatchUp func(done int)
}

// OpenWith is Open with settings.
func OpenWith(ctx context.Context, st *store.Store, opt OpenOptions) (*Pipeline, error) {
	pl := &Pipeline{st: st, det: dedup.NewDetector(), dirty: map[int]bool{}, deriveAll: true}
	if err := st.LockWriter(); errors.Is(err, store.ErrBusy) || errors.Is(err, store.ErrReadOnly) {
		pl.busy = err
	} else if err != nil {
		return nil, err
	}
	pl.det.Load = func(doc uint32) (string, error) {
		text, outlet, err := st.TextAndSource(ctx, pl.seqs[doc])
		if err == nil && pl.loaded != nil {
			pl.loaded[doc] = storedText{text, outlet}
		}
		return text, err
	}
	pl.det.KeepTokens = keptTokens
	pl.onCatchUp = opt.OnCatchUp
	// The index is restored when something needs it (restore): reading
	// the story list or one story needs none. A writer restores it now
	// when articles lack a sketch (a crash between two commits, a
	// migration that dropped them), to catch the dedup stage up.
	if pl.busy == nil {
		at, writes, err := st.CheckpointAt(ctx)
		if err != nil {
			return nil, err
		}
		pl.checkpoint = at >= 0 && at == writes
		behind, err := st.SketchesBehind(ctx)
		if err != nil {
			return nil, err
		}
		if behind {
			if err := pl.restore(ctx); err != nil {
				return nil, err
			}
		}
	}
	if pl.busy == nil {
		// Articles without a story (a store from before stories were
		// kept, or a crash between two commits) are placed now, so that
		// reads find every article in a story.
		behind, err := st.StoriesBehind(ctx)
		if err == nil && behind {
			err = pl.clusterer(ctx, nil)
		}
		if err != nil {
			return nil, fmt.Errorf("restore the stories: %w", err)
		}
		// and the search index catches up on what an older storywire
		// left to be indexed when searched
		if err := st.IndexSearch(ctx); err != nil {
			return nil, fmt.Errorf("update the search index: %w", err)
		}
		// and the aliases an older storywire kept as pairs are kept
		// by class,
		if err := pl.upgradeAliases(ctx); err != nil {
			return nil, fmt.Errorf("upgrade the aliases: %w", err)
		}
		// and what readers are shown is derived when a crash or an
		// older storywire left it behind the store.
		if err := pl.derive(ctx); err != nil {
			return nil, err
		}
		pl.deriveAll = false // the stored state is current: what follows is tracked
		// and the sample counts readers see boilerplate through, which
		// a store from before them lacks
		if err := pl.keepFrequent(ctx); err != nil {
			return nil, err
		}
	}
	return pl, nil
}

// restore loads the dedup index from the stored sketches, once per
// pipeline, first catching the dedup stage up (a writer's) on articles
// stored without a sketch.
func (pl *Pipeline) restore(ctx context.Context) error {
	pl.restoring.Lock()
	defer pl.restoring.Unlock()
	if pl.restored {
		return nil
	}
	done := 0
	progress := func(n int) {
		if done += n; pl.onCatchUp != nil {
			pl.onCatchUp(done)
		}
	}
	var pending []store.Sketch
	err := pl.st.Sketches(ctx, func(k store.Sketch, ok bool) error {
		if !ok {
			if pl.busy == nil { // else the writer's to do
				pending = append(pending, k)
			}
			return nil
		}
		if len(pending) > 0 { // keep the detector in seq order
			if err := pl.catchUp(ctx, pending, progress); err != nil {
				return err
			}
			pending = pending[:0]
		}
		pl.det.Restore(k.ID, k.Hash, dedup.Sketch{Tokens: k.Tokens, Samples: k.Samples})
		pl.seqs = append(pl.seqs, k.Seq)
		return nil
	})
	if err == nil && len(pending) > 0 {
		err = pl.catchUp(ctx, pending, progress)
	}
	if err != nil {
		return fmt.Errorf("restore the dedup index: %w", err)
	}
	pl.restored = true
	return nil
}

// Warm loads what the pipeline otherwise loads on first need: the dedup
// index, which an ingest adds to (reads see boilerplate through the
// stored sample counts, frequent.go, while the derived state is
// current). A server that takes writes warms its pipeline as it starts. Unlike the other methods,
// Warm may be called while another goroutine uses the pipeline: a use
// that needs what it loads waits for it.
func (pl *Pipeline) Warm(ctx context.Context) error { return pl.restore(ctx) }

// Writable reports whether the pipeline may ingest; when not, the
// error says which process is writing.
func (pl *Pipeline) Writable() error { return pl.busy }

// Store is the pipeline's store.
func (pl *Pipeline) Store() *store.Store { return pl.st }

// catchUpBatch is how many articles catchUp reads and commits at once,
// so that a store with many pending articles (a long ingest killed
// between its commits, dedup state lost) is caught up without every
// pending text in memory together.
const catchUpBatch = 1000

// catchUp runs articles that have no sketch through the dedup stage,
// telling progress how many each batch held.
func (pl *Pipeline) catchUp(ctx context.Context, pending []store.Sketch, progress func(n int)) error {
	for len(pending) > 0 {
		n := min(len(pending), catchUpBatch)
		arts := make([]*article.Article, n)
		seqs := make([]int64, n)
		for i, k := range pending[:n] {
			text, err := pl.st.Text(ctx, k.Seq)
			if err != nil {
				return err
			}
			arts[i] = &article.Article{ID: k.ID, Hash: k.Hash, Text: text}
			seqs[i] = k.Seq
		}
		// placed in stories once all have their relations (OpenWith)
		if err := pl.dedupBatch(ctx, arts, seqs, false); err != nil {
			return err
		}
		pending = pending[n:]
		progress(n)
	}
	return nil
}

// dedupBatch finds the relations of newly stored articles and stores
// them with the articles' sketches, facts and, with place, stories.
func (pl *Pipeline) dedupBatch(ctx context.Context, arts []*article.Article, seqs []int64, place bool) error {
	w, err := pl.analyzeBatch(ctx, arts, seqs, place, nil)
	if err != nil {
		return err
	}
	return pl.wrote(w, w.write(ctx, pl.st))
}

// batchWrites is what the dedup stage found in a batch, for the store:
// the articles' sketches and relations (with their substitutions), the
// facts extracted beside it, the online placements. Writing it touches
// no pipeline state, so that Ingest may write one batch on another
// core while it analyses the next.
type batchWrites struct {
	sketches []store.Sketch
	rels     []store.Relation
	aligns   []alignment     // the substitutions of rels still to count
	outlets  map[string]bool // the publishers as the batch saw them
	arts     []*article.Article
	// placed is the online placements, complete once placedDone is
	// closed.
	placed     map[int64]int
	placedDone <-chan struct{}
	facts      <-chan extraction
}

// extraction is the facts of a batch's articles (by seq), extracted on
// another core.
type extraction struct {
	facts map[int64][]byte
	err   error
}

// write stores w. Its error is for Pipeline.wrote.
func (w *batchWrites) write(ctx context.Context, st *store.Store) error {
	if w == nil {
		return nil
	}
	for _, al := range w.aligns {
		w.rels[al.rel].Subs = substitutions(al.a, al.b, w.outlets)
	}
	x := <-w.facts
	if x.err != nil {
		return x.err
	}
	<-w.placedDone
	return st.PutBatch(ctx, store.Batch{Sketches: w.sketches, Relations: w.rels, Facts: x.facts, Stories: w.placed, Reason: "online"})
}

// wrote takes the outcome of the writes of the batches analysed so far
// (all of them: nothing is left in flight). After a failed write what
// was stored is for the store to say: the judgements and substitutions
// kept in memory are read anew and everything is derived again.
func (pl *Pipeline) wrote(w *batchWrites, err error) error {
	if w != nil {
		<-w.placedDone // the writes waited for it, unless they failed first
		if len(w.placed) > 0 {
			pl.clUnstored, pl.clChanged = true, true
		}
		for _, id := range w.placed {
			if id != NoStory {
				pl.dirty[id] = true
			}
		}
	}
	if err != nil {
		pl.judged, pl.nameSubs, pl.aliases, pl.classes = judgements{}, nil, nil, nil
		pl.deriveAll = true
		return err
	}
	if w != nil {
		pl.keepSubstitutions(w.rels, w.arts) // and the aliases made again if they changed
		pl.clUnstored = false
	}
	return nil
}

// analyzeBatch runs newly stored articles through the dedup stage, the
// substitutions and, with place, the online placement, and returns what
// is to be stored of them; the facts are extracted, and the articles
// placed in stories, meanwhile on other cores. The relations,
// judgements and substitutions are kept in memory as if already stored
// (Pipeline.wrote undoes that if they are not). The texts of the
// batch's earlier candidates are read first (pf: begun by Ingest while
// the batch before was analysed; nil: read now).
func (pl *Pipeline) analyzeBatch(ctx context.Context, arts []*article.Article, seqs []int64, place bool, pf *prefetch) (_ *batchWrites, err error) {
	if len(arts) == 0 {
		if pf != nil {
			pf.wait()
		}
		return nil, nil
	}
	if pf == nil {
		pf = pl.startPrefetch(ctx, arts)
	}
	if err := pf.wait(); err != nil {
		return nil, err
	}
	pl.det.Use(pf.b)
	pl.loaded = pf.loaded
	defer func() {
		pl.det.Use(nil)
		pl.loaded = nil
	}()
	defer func() {
		if err != nil {
			pl.deriveAll = true // part of the batch may be stored: derive it all
		}
	}()
	if pl.outlets == nil {
		srcs, err := pl.st.Sources(ctx)
		if err != nil {
			return nil, err
		}
		pl.outlets = make(map[string]bool, len(srcs))
		for _, s := range srcs {
			pl.outlets[publisherKey(s)] = true
		}
	}
	for _, a := range arts {
		if k := publisherKey(a.Source); a.Source != "" && !pl.outlets[k] {
			if pl.outletsHanded { // a batch in flight reads the set: copy it
				pl.outlets, pl.outletsHanded = maps.Clone(pl.outlets), false
			}
			pl.outlets[k] = true
		}
	}
	if place && pl.cl == nil {
		skip := make(map[string]bool, len(arts))
		for _, a := range arts {
			skip[a.ID] = true
		}
		if err := pl.clusterer(ctx, skip); err != nil {
			return nil, fmt.Errorf("restore the stories: %w", err)
		}
	}
	// Each article's facts, extracted once as it arrives, so that reads
	// only read them: a pure function of the text, worked out beside the
	// dedup stage on another core. The stored facts of earlier versions
	// are made again in turn, one batch's worker after the other's.
	extractedC := make(chan extraction, 1) // buffered: the worker never waits, even when the batch fails first
	prev, done := pl.factsWorker, make(chan struct{})
	pl.factsWorker = done
	go func() {
		defer close(done)
		x := make(map[int64][]byte, len(arts))
		for i, a := range arts {
			b, err := storedFacts(a.Text)
			if err != nil {
				extractedC <- extraction{nil, err}
				return
			}
			x[seqs[i]] = b
		}
		if prev != nil {
			<-prev
		}
		if err := pl.upgradeFacts(ctx, max(len(arts), 16), x); err != nil {
			extractedC <- extraction{nil, err}
			return
		}
		extractedC <- extraction{x, nil}
	}()
	sketches := make([]store.Sketch, len(arts))
	// The texts aligned in this batch, by document: a wire text that
	// several of the batch's copies relate to is read and prepared once.
	prepared := map[uint32]*preparedText{}
	var aligns []alignment
	var rels []store.Relation
	var kept []dedup.Relation // rels as the cache holds them
	var keptSeqs [][2]int64
	placed := map[int64]int{}
	// The online placement takes the articles in order on another core
	// while the dedup stage goes on: it needs of the dedup stage only
	// what each article copies, and nothing here reads the clusterer
	// until the placement is done.
	type toPlace struct {
		seq    int64
		a      *article.Article
		copies []string
	}
	// It goes on after this batch's analysis, beside the next batch's
	// storing and planning (the clusterer is its own until it is done),
	// and the placement of the next batch begins when it ends; the
	// batch's writes wait for it (batchWrites.placedDone).
	var placing chan toPlace
	placedDone := make(chan struct{})
	if place {
		placing = make(chan toPlace, len(arts))
		prev := pl.placeWorker
		pl.placeWorker = placedDone
		go func(placing <-chan toPlace) {
			defer close(placedDone)
			if prev != nil {
				<-prev
			}
			for p := range placing {
				if pl.cl.StoryOf(p.a.ID) < 0 { // else placed by clusterer's catch-up
					placed[p.seq] = pl.place(StoryArticle(p.a, p.copies))
				}
			}
		}(placing)
	} else {
		close(placedDone)
	}
	// endPlacing ends the batch's placement: after the loop it is
	// left to finish. However the analysis ends, its placement ends
	// too, and a failed analysis waits for it.
	endPlacing := func() {
		if placing != nil {
			close(placing)
			placing = nil
		}
	}
	defer func() {
		endPlacing()
		if err != nil {
			<-placedDone
		}
	}()
	for i, a := range arts {
		sk, rs, err := pl.det.Add(a.ID, a.Hash, a.Text)
		if err != nil {
			return nil, err
		}
		pl.seqs = append(pl.seqs, seqs[i])
		doc := uint32(len(pl.seqs) - 1)
		sketches[i] = store.Sketch{Seq: seqs[i], Tokens: sk.Tokens, Samples: sk.Samples}
		var b *preparedText
		var copies []string
		for _, r := range rs {
			if r.Kind.Copying() && pl.det.Holds(r) {
				copies = append(copies, r.A)
			}
			rel := store.Relation{A: pl.seqs[r.DocA], B: pl.seqs[r.DocB], Kind: r.Kind.String(),
				Jaccard: r.Jaccard, ContA: r.ContainedAInB, ContB: r.ContainedBInA, Passages: r.Passages, Longest: r.Longest, Shared: r.Shared}
			if r.Kind.Copying() && r.Kind != dedup.Exact {
				if b == nil {
					b = pl.prepare(a.Text, a.Source, doc)
					prepared[doc] = b
				}
				src, err := pl.preparedDoc(ctx, prepared, r.DocA)
				if err != nil {
					return nil, err
				}
				aligns = append(aligns, alignment{rel: len(rels), a: src, b: b})
			}
			rels = append(rels, rel)
			kept, keptSeqs = append(kept, r), append(keptSeqs, [2]int64{rel.A, rel.B})
		}
		if placing != nil {
			placing <- toPlace{seqs[i], a, copies}
		}
	}
	endPlacing()
	pl.touch(sketches)
	pl.keepJudgements(kept, keptSeqs)
	if !pl.judged.loaded {
		pl.nameSubs = nil // articles taken through the stage again: their pairs replaced
	}
	pl.outletsHanded = true
	return &batchWrites{sketches: sketches, rels: rels, aligns: aligns, outlets: pl.outlets, arts: arts, placed: placed, placedDone: placedDone, facts: extractedC}, nil
}

// prefetch is the reading of the texts of a batch's earlier candidates
// (dedup.Batch), in one pass in the store's order, on a goroutine of
// its own: Ingest begins it for a batch while it analyses the batch
// before. The detector hashes those it does not hold; all are kept for
// the alignments (loaded).
type prefetch struct {
	b      *dedup.Batch
	loaded map[uint32]storedText
	err    error
	done   chan struct{}
}

// startPrefetch plans the batch of arts on the calling goroutine (the
// detector's) and reads what it wants on another.
func (pl *Pipeline) startPrefetch(ctx context.Context, arts []*article.Article) *prefetch {
	texts := make([]string, len(arts))
	for i, a := range arts {
		texts[i] = a.Text
	}
	b := pl.det.Plan(texts)
	// Every candidate's text, held or not: those a copy is found of are
	// aligned with it.
	want := b.Candidates()
	pf := &prefetch{b: b, loaded: make(map[uint32]storedText, len(want)), done: make(chan struct{})}
	seqs := make([]int64, len(want)) // ascending, as want is and pl.seqs
	for i, d := range want {
		seqs[i] = pl.seqs[d]
	}
	go func() {
		defer close(pf.done)
		if len(seqs) == 0 {
			return
		}
		// The texts come in the order of seqs, those stored: the i-th
		// asked for is want[i].
		i := 0
		pf.err = pl.st.TextsAndSources(ctx, seqs, func(seq int64, text, outlet string) {
			for seqs[i] != seq {
				i++
			}
			d := want[i]
			pf.loaded[d] = storedText{text, outlet}
			b.Read(d, text)
		})
	}()
	return pf
}

// wait waits for the reading to end and returns its error.
func (pf *prefetch) wait() error {
	<-pf.done
	return pf.err
}

// prepare makes the text of article doc ready for alignment
// (prepareText), with the word hashes the detector has of it and its
// credit lines set aside as the pipeline remembers them (credits).
func (pl *Pipeline) prepare(text, outlet string, doc uint32) *preparedText {
	p := prepareText(text, outlet, pl.det.Tokens(doc), pl.det.Boilerplate)
	pl.credits.ignore(doc, p)
	return p
}

// prepareText returns text's words with the boilerplate boiler marks;
// toks are its word hashes when made already (nil: made here).
func prepareText(text, outlet string, toks []uint32, boiler func(string, []uint32) []bool) *preparedText {
	t := align.NewTextHashed(text, toks)
	t.SetBoilerplate(boiler(text, t.Hashes()))
	return &preparedText{text: t, outlet: outlet, raw: text}
}

// preparedDoc returns article doc prepared for alignment, read from the
// store unless the batch or the detector already has it.
func (pl *Pipeline) preparedDoc(ctx context.Context, prepared map[uint32]*preparedText, doc uint32) (*preparedText, error) {
	if p, ok := prepared[doc]; ok {
		return p, nil
	}
	l, ok := pl.loaded[doc] // read by the detector verifying the pair
	if !ok {
		var err error
		if l.text, l.outlet, err = pl.st.TextAndSource(ctx, pl.seqs[doc]); err != nil {
			return nil, err
		}
	}
	p := pl.prepare(l.text, l.outlet, doc)
	prepared[doc] = p
	return p, nil
}

// storedText is an article's text and outlet as the store gives them.
type storedText struct{ text, outlet string }

// alignment is a copying relation of a batch (rels[rel]) whose
// substitutions are to be counted: source a, copy b.
type alignment struct {
	rel  int
	a, b *preparedText
}

// substitutions aligns a copy (b) with the earlier article (a) it
// copies or is copied by, and counts the name substitutions from a's
// text to b's: the alignment stage's contribution to the store, from
// which outlets' habits and name aliases are read. One outlet's name put
// for another's (outletSwap: outlets is the set of publishers) is no
// edit of the story and is not stored.
func substitutions(a, b *preparedText, outlets map[string]bool) []store.Substitution {
	a.credit()
	b.credit()
	count := map[align.Substitution]int{}
	var order []align.Substitution
	for _, s := range align.Substitutions(a.text, b.text, align.Align(a.text, b.text)) {
		if !IsName(s.From) && !IsName(s.To) || outletSwap(outlets, s.From, s.To, a.outlet, b.outlet) {
			continue
		}
		if count[s] == 0 {
			order = append(order, s)
		}
		count[s]++
	}
	out := make([]store.Substitution, len(order))
	for i, s := range order {
		out[i] = store.Substitution{From: s.From, To: s.To, N: count[s]}
	}
	return out
}

// preparedText is a text prepared for alignment and its article's
// outlet; raw is the text before it is prepared.
type preparedText struct {
	text     *align.Text
	outlet   string
	raw      string
	credited bool
}

// credit sets the text's credit lines aside (once): they are not
// content (alignText).
func (p *preparedText) credit() {
	if !p.credited {
		p.setAside(provenance.Credits(p.raw))
	}
}

// setAside sets the credit lines found in p's text aside.
func (p *preparedText) setAside(credits []provenance.Credit) {
	p.credited = true
	for _, c := range credits {
		p.text.Ignore(align.Range{Start: c.Offset, End: c.Offset + len(c.Text)})
	}
}

// creditLines remembers where each article's credit lines are, by its
// detector number, for preparing its text again: a wire text is aligned
// with each copy of it, one batch after another, and its lines are found
// once (provenance.Credits reads every line of the text). What it keeps
// has no pointers, for the collector: 8 bytes an article and 8 a line.
type creditLines struct {
	// at holds, for each article, 0 when its lines are not known yet,
	// else 1 | count<<1 | first<<16: its lines are spans[2*first:]'s
	// first count (start, end) byte pairs.
	at    []uint64
	spans []uint32
}

// ignore sets the credit lines of article doc aside in p (its text),
// finding them once.
func (c *creditLines) ignore(doc uint32, p *preparedText) {
	if p.credited {
		return
	}
	if int(doc) >= len(c.at) || c.at[doc] == 0 {
		if credits := provenance.Credits(p.raw); !c.keep(doc, len(p.raw), credits) {
			p.setAside(credits) // too many to keep: found again next time
			return
		}
	}
	p.credited = true
	v := c.at[doc]
	n, first := int(v>>1&0x7fff), int(v>>16)
	for i := first; i < first+n; i++ {
		p.text.Ignore(align.Range{Start: int(c.spans[2*i]), End: int(c.spans[2*i+1])})
	}
}

// keep records the credit lines of article doc (of size bytes), unless
// their count or offsets do not fit.
func (c *creditLines) keep(doc uint32, size int, credits []provenance.Credit) bool {
	if len(credits) > 0x7fff || size > math.MaxUint32 {
		return false
	}
	for len(c.at) <= int(doc) {
		c.at = append(c.at, 0)
	}
	c.at[doc] = 1 | uint64(len(credits))<<1 | uint64(len(c.spans)/2)<<16
	for _, cr := range credits {
		c.spans = append(c.spans, uint32(cr.Offset), uint32(cr.Offset+len(cr.Text)))
	}
	return true
}

// Syndication is the dedup stage's view of the store: the syndication
// groups, and the passage-sharing relations that join no group.
type Syndication struct {
	Groups   []dedup.Group
	Passages []dedup.Relation
	// to holds the relations above by their later article (B).
	to map[string][]dedup.Relation
}

// Syndication returns the syndication groups of the stored articles.
func (pl *Pipeline) Syndication(ctx context.Context) (Syndication, error) {
	if err := pl.restore(ctx); err != nil {
		return Syndication{}, err
	}
	rows, err := pl.st.All(ctx, false)
	if err != nil {
		return Syndication{}, err
	}
	rels, err := pl.relations(ctx)
	if err != nil {
		return Syndication{}, err
	}
	return Group(ids(rows), rels, pl.det.Holds), nil
}

// relations returns the stored relations in the dedup stage's form, in
// the store's order.
func (pl *Pipeline) relations(ctx context.Context) ([]dedup.Relation, error) {
	stored, err := pl.st.Pairs(ctx)
	if err != nil {
		return nil, err
	}
	rels := make([]dedup.Relation, len(stored))
	for i, r := range stored {
		rels[i] = dedupRelation(r)
	}
	return rels, nil
}

func ids(rows []*store.Row) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = r.ID
	}
	return out
}

// Group builds the syndication view of articles (ids in order) and their
// relations; holds is as in dedup.Groups.
func Group(ids []string, rels []dedup.Relation, holds func(dedup.Relation) bool) Syndication {
	groups := dedup.Groups(ids, rels, holds)
	groupOf := map[string]int{}
	for i, g := range groups {
		for _, id := range g.Articles {
			groupOf[id] = i + 1
		}
	}
	s := Syndication{Groups: groups, to: map[string][]dedup.Relation{}}
	for _, r := range rels {
		if r.Kind == dedup.SharesPassages && (groupOf[r.A] == 0 || groupOf[r.A] != groupOf[r.B]) {
			s.Passages = append(s.Passages, r)
			s.to[r.B] = append(s.to[r.B], r)
		}
	}
	for _, g := range groups {
		for _, r := range g.Relations {
			s.to[r.B] = append(s.to[r.B], r)
		}
	}
	return s
}
