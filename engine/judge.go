package engine

// Judgements. A relation holds while enough of the samples it was found
// through are not stop-samples (dedup.Detector.Holds): one found through
// a site's footer before the footer was common stops holding once it is.
// A writer stores where that changed (relations.holds, with the derived
// state), so it keeps, of every stored relation, what judging it again
// takes and its last judgement: the two articles' numbers in the dedup
// index, its kind and its samples, in two flat arrays. That is about
// sixteen bytes and four a sample a relation, where a dedup.Relation
// with its ids and a map entry for its judgement, what the writer kept
// before, weigh about ten times as much; a store of a million articles
// holds millions of relations. A derivation judges again the relations
// kept since the last one and those with a sample indexed since (their
// document frequencies grew), or all of them when the stop limit moved.
// Anything else a view needs of a relation is read from the store.

import (
	"context"
	"fmt"
	"slices"

	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/store"
)

// judgements is what a writer keeps of the stored relations to judge
// them again.
type judgements struct {
	loaded bool
	rels   []judged
	shared []uint32 // the samples of rels[i]: shared[rels[i].off:rels[i+1].off]
	lastB  int64    // the largest seq of a later article kept
	stop   int      // the stop limit of the last judging; -1: none yet
	// touched holds the samples indexed since the last judging, kept
	// once one was made.
	touched map[uint32]bool
	// all says that every relation was judged again since the last
	// derivation; changed lists those judged anew otherwise (by index).
	all     bool
	changed []int32
}

// judged is one relation as judgements keep it.
type judged struct {
	a, b  uint32 // the articles' numbers in the dedup index
	off   uint32 // where its samples start in judgements.shared
	kind  dedup.Kind
	holds bool // the last judgement, when known
	known bool
}

func (j *judgements) add(a, b uint32, kind dedup.Kind, shared []uint32) {
	j.rels = append(j.rels, judged{a: a, b: b, off: uint32(len(j.shared)), kind: kind})
	j.shared = append(j.shared, shared...)
}

// samples returns the samples of relation i.
func (j *judgements) samples(i int) []uint32 {
	end := len(j.shared)
	if i+1 < len(j.rels) {
		end = int(j.rels[i+1].off)
	}
	return j.shared[j.rels[i].off:end]
}

// loadJudgements reads the stored relations into pl.judged, once per
// writer (and again after keepJudgements dropped them), and, for the
// writer's first derivation, the relations stored as not holding.
func (pl *Pipeline) loadJudgements(ctx context.Context) error {
	if pl.judged.loaded {
		return nil
	}
	j := judgements{stop: -1}
	broken := map[[2]string]bool{}
	err := pl.st.EachPair(ctx, func(r store.Relation) error {
		a, okA := pl.docOf(r.A)
		b, okB := pl.docOf(r.B)
		if !okA || !okB {
			return fmt.Errorf("relation of articles %d and %d: not in the dedup index", r.A, r.B)
		}
		j.add(a, b, dedup.ParseKind(r.Kind), r.Shared)
		j.lastB = max(j.lastB, r.B)
		if r.Judged && !r.Holds {
			broken[[2]string{pl.det.ID(a), pl.det.ID(b)}] = true
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("read the relations: %w", err)
	}
	j.loaded = true
	pl.judged = j
	if pl.derived.listed == nil {
		pl.storedBroken = broken
	}
	return nil
}

// docOf returns article seq's number in the dedup index: pl.seqs
// ascends, as the index is restored in seq order and added to with
// newer articles.
func (pl *Pipeline) docOf(seq int64) (uint32, bool) {
	i, ok := slices.BinarySearch(pl.seqs, seq)
	return uint32(i), ok
}

// keepJudgements adds the relations a dedup batch has just stored
// (seqs: each one's earlier and later article) to what the writer keeps;
// when one does not come after those kept (an article taken through the
// stage again, its relations replaced), it drops them all, to be read
// anew when next needed.
func (pl *Pipeline) keepJudgements(batch []dedup.Relation, seqs [][2]int64) {
	j := &pl.judged
	if !j.loaded {
		return
	}
	for _, s := range seqs {
		if s[1] <= j.lastB {
			pl.judged = judgements{}
			return
		}
	}
	for i, r := range batch {
		j.add(r.DocA, r.DocB, r.Kind, r.Shared)
		j.lastB = max(j.lastB, seqs[i][1])
	}
}

// touch notes the samples of newly indexed articles, whose document
// frequencies grew, once a judging was made. Past as many samples as
// there are relations, a judging of every relation costs no more than
// finding those with a touched sample, and the samples are let go: a
// bulk ingest keeps no set of every sample it indexed.
func (pl *Pipeline) touch(sketches []store.Sketch) {
	j := &pl.judged
	if j.stop < 0 {
		return
	}
	if j.touched == nil {
		j.touched = map[uint32]bool{}
	}
	for _, sk := range sketches {
		for _, x := range sk.Samples {
			j.touched[x] = true
		}
	}
	if len(j.touched) > max(len(j.rels), 1024) {
		j.touched, j.stop = nil, -1 // judge them all
	}
}

// judge judges again what may have changed since the last judging: every
// relation when the stop limit moved, else those not yet judged and those
// with a sample indexed since.
func (pl *Pipeline) judge() {
	j := &pl.judged
	holds := func(i int) bool {
		return pl.det.Holds(dedup.Relation{Kind: j.rels[i].kind, Shared: j.samples(i)})
	}
	if stop := pl.det.Index().StopDF(); stop != j.stop {
		for i := range j.rels {
			j.rels[i].holds, j.rels[i].known = holds(i), true
		}
		j.stop, j.all, j.changed = stop, true, nil
	} else {
		touched := func(x uint32) bool { return j.touched[x] }
		for i := range j.rels {
			r := &j.rels[i]
			if r.known && (len(j.touched) == 0 || !slices.ContainsFunc(j.samples(i), touched)) {
				continue
			}
			if h := holds(i); !r.known || h != r.holds {
				r.holds, r.known = h, true
				j.changed = append(j.changed, int32(i))
			}
		}
	}
	clear(j.touched)
}

// changedHolds returns the relations whose last judgement differs from
// what the store keeps: of all of them when all is set, else of those
// judged anew since the last derivation.
func (pl *Pipeline) changedHolds(all bool) []store.Hold {
	j, d := &pl.judged, &pl.derived
	var out []store.Hold
	check := func(i int) {
		r := j.rels[i]
		k := [2]string{pl.det.ID(r.a), pl.det.ID(r.b)}
		if r.holds == d.broken[k] {
			out = append(out, store.Hold{A: k[0], B: k[1], Holds: r.holds})
		}
	}
	if all {
		for i := range j.rels {
			check(i)
		}
	} else {
		for _, i := range j.changed {
			check(int(i))
		}
	}
	return out
}
