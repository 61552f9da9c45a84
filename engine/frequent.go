package engine

// Frequent samples. A derivation tree, an edit and a diff see a text's
// boilerplate as the dedup index does: the passages whose samples more
// than a share of all articles carry (dedup.Detector.Boilerplate). The
// index is built from every stored sketch, which costs a pass over the
// store; a reader that only needs those counts should not pay for it.
// So the writer keeps, with the derived state, the count of every
// sample carried by more than dedup.MinStopDF articles (no other can be
// a stop-sample) and the number of articles counted, and a reader sees
// boilerplate through them (dedup.Boilerplate) when the derived state
// is current — the same marks the index gives. A write recounts only
// the samples of the articles stored since the counted ones, read back
// from their sketches, so the ingest path tracks nothing. A store from
// before them, or behind its writer, is read through the index as
// before.

import (
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/store"
)

// frequentCache is what a reader last loaded of the stored counts.
type frequentCache struct {
	mu       sync.Mutex
	writes   int64 // the store's writes they were derived at
	df       map[uint32]int
	sketched int
}

// boilerplate returns how the pipeline sees a text's boilerplate: from
// the stored sample counts when they are current, else from the dedup
// index, loaded if need be.
func (pl *Pipeline) boilerplate(ctx context.Context) (func(text string, toks []uint32) []bool, error) {
	if df, n, ok, err := pl.storedFrequent(ctx); err != nil {
		return nil, err
	} else if ok {
		return func(text string, toks []uint32) []bool {
			return dedup.Boilerplate(text, toks, n, func(s uint32) int { return df[s] })
		}, nil
	}
	if err := pl.restore(ctx); err != nil {
		return nil, err
	}
	return pl.det.Boilerplate, nil
}

// storedFrequent returns the stored sample counts and the number of
// articles they are of, when they describe what the store holds now.
func (pl *Pipeline) storedFrequent(ctx context.Context) (map[uint32]int, int, bool, error) {
	if ok, err := pl.st.Derived(ctx); !ok || err != nil {
		return nil, 0, false, err
	}
	writes, err := pl.st.DerivedAt(ctx)
	if err != nil {
		return nil, 0, false, err
	}
	c := &pl.frequent
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.df == nil || c.writes != writes {
		df, n, err := pl.st.FrequentSamples(ctx)
		if err != nil {
			return nil, 0, false, err
		}
		c.df, c.sketched, c.writes = df, n, writes
	}
	return c.df, c.sketched, c.sketched > 0, nil
}

// frequentChange adds to c the counts that changed since the counts
// the store keeps (of the first d.sketched articles the index numbers):
// those of the samples of the articles indexed since, read back from
// their sketches and looked up in the index, which must be loaded. A
// store with no counts (new, or from before them), or with counts of
// more articles than the index holds, is counted whole from its
// sketches. frequentStored takes the change over once it is stored.
func (pl *Pipeline) frequentChange(ctx context.Context, c *store.DerivedChange) error {
	d := &pl.derived
	if d.frequent == nil {
		stored, n, err := pl.st.FrequentSamples(ctx)
		if err != nil {
			return err
		}
		d.frequent, d.sketched = stored, n
	}
	c.Sketched = pl.det.Len()
	if d.sketched <= 0 || d.sketched > c.Sketched {
		counts, _, err := pl.countSamples(ctx)
		c.Frequent, c.FrequentAnew = counts, true
		return err
	}
	after := pl.seqs[d.sketched-1] // the last article counted
	samples, _, err := pl.samplesAfter(ctx, after)
	if err != nil {
		return err
	}
	idx := pl.det.Index()
	for i, s := range samples {
		if i > 0 && samples[i-1] == s {
			continue
		}
		if df := idx.DF(s); df > dedup.MinStopDF && df != d.frequent[s] {
			c.Frequent = append(c.Frequent, [2]uint32{s, uint32(df)})
		}
	}
	return nil
}

// frequentStored takes over the counts of a stored change.
func (pl *Pipeline) frequentStored(c store.DerivedChange) {
	d := &pl.derived
	if c.FrequentAnew {
		d.frequent = map[uint32]int{}
	}
	for _, x := range c.Frequent {
		d.frequent[x[0]] = int(x[1])
	}
	if c.Sketched > 0 {
		d.sketched = c.Sketched
	}
}

// keepFrequent stores the sample counts of a store that has none (one
// from before them) that has articles, counted from its sketches: a
// writer does it as it opens, so that readers need no dedup index.
func (pl *Pipeline) keepFrequent(ctx context.Context) error {
	if n, err := pl.st.Sketched(ctx); n > 0 || err != nil {
		return err
	}
	counts, n, err := pl.countSamples(ctx)
	if err != nil || n == 0 {
		return err
	}
	if err := pl.st.PutFrequent(ctx, counts, n); err != nil {
		return fmt.Errorf("store the sample counts: %w", err)
	}
	pl.derived.frequent = nil // read back by the next derivation
	return nil
}

// countSamples counts, over every stored sketch, the samples carried by
// more than dedup.MinStopDF articles, and the articles counted: one sort
// of every sample of the store, for a store that has no counts yet.
func (pl *Pipeline) countSamples(ctx context.Context) ([][2]uint32, int, error) {
	all, n, err := pl.samplesAfter(ctx, 0)
	if err != nil {
		return nil, 0, err
	}
	var out [][2]uint32
	for i := 0; i < len(all); {
		j := i + 1
		for j < len(all) && all[j] == all[i] {
			j++
		}
		if j-i > dedup.MinStopDF {
			out = append(out, [2]uint32{all[i], uint32(j - i)})
		}
		i = j
	}
	return out, n, nil
}

// samplesAfter returns the samples of the sketches stored after seq,
// sorted, and the number of sketches read.
func (pl *Pipeline) samplesAfter(ctx context.Context, seq int64) ([]uint32, int, error) {
	var all []uint32
	n := 0
	err := pl.st.SketchesAfter(ctx, seq, func(k store.Sketch, ok bool) error {
		if ok {
			all = append(all, k.Samples...)
			n++
		}
		return nil
	})
	slices.Sort(all)
	return all, n, err
}
