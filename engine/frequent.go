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
// is current — the same marks the index gives. A store from before
// them, or behind its writer, is read through the index as before.

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

// frequentChange adds to c the counts of the samples indexed since the
// last derivation that more than dedup.MinStopDF articles carry, or of
// every such sample when the store has none yet (counted from the
// stored sketches, as the index was built). The dedup index must be
// loaded.
func (pl *Pipeline) frequentChange(ctx context.Context, c *store.DerivedChange) error {
	d := &pl.derived
	if d.frequent == nil {
		stored, n, err := pl.st.FrequentSamples(ctx)
		if err != nil {
			return err
		}
		if n > 0 && n <= pl.restoredDocs {
			d.frequent = stored
			if n < pl.restoredDocs { // behind the store: a writer stopped between its commits
				if err := pl.touchSince(ctx, n); err != nil {
					return err
				}
			}
		} else {
			all, _, err := pl.countSamples(ctx)
			if err != nil {
				return err
			}
			d.frequent, c.FrequentAnew = map[uint32]int{}, true
			for s, df := range all {
				d.frequent[s] = df
				c.Frequent = append(c.Frequent, [2]uint32{s, uint32(df)})
			}
			pl.freqTouched = map[uint32]bool{}
		}
	}
	idx := pl.det.Index()
	for s := range pl.freqTouched {
		if df := idx.DF(s); df > dedup.MinStopDF && df != d.frequent[s] {
			d.frequent[s] = df
			c.Frequent = append(c.Frequent, [2]uint32{s, uint32(df)})
		}
	}
	clear(pl.freqTouched)
	c.Sketched = pl.det.Len()
	return nil
}

// touchSince marks as touched the samples of the articles the index
// numbers n and after (sketches in store order, as restore numbered
// them).
func (pl *Pipeline) touchSince(ctx context.Context, n int) error {
	i := 0
	return pl.st.Sketches(ctx, func(k store.Sketch, ok bool) error {
		if ok {
			if i >= n {
				for _, x := range k.Samples {
					pl.freqTouched[x] = true
				}
			}
			i++
		}
		return nil
	})
}

// keepFrequent stores the sample counts of a store that has none (one
// from before them) that has articles, counted from its sketches: a
// writer does it as it opens, so that readers need no dedup index.
func (pl *Pipeline) keepFrequent(ctx context.Context) error {
	if n, err := pl.st.Sketched(ctx); n > 0 || err != nil {
		return err
	}
	df, n, err := pl.countSamples(ctx)
	if err != nil || n == 0 {
		return err
	}
	if err := pl.st.PutFrequent(ctx, df, n); err != nil {
		return fmt.Errorf("store the sample counts: %w", err)
	}
	pl.derived.frequent = nil // read back, with the articles they are of, by the next derivation
	return nil
}

// countSamples counts, over the stored sketches, the samples carried by
// more than dedup.MinStopDF articles, and the articles counted: sorting
// every sample of the store once, for a store that has no counts yet.
func (pl *Pipeline) countSamples(ctx context.Context) (map[uint32]int, int, error) {
	var all []uint32
	n := 0
	err := pl.st.Sketches(ctx, func(k store.Sketch, ok bool) error {
		if ok {
			all = append(all, k.Samples...)
			n++
		}
		return nil
	})
	if err != nil {
		return nil, 0, err
	}
	slices.Sort(all)
	out := map[uint32]int{}
	for i := 0; i < len(all); {
		j := i + 1
		for j < len(all) && all[j] == all[i] {
			j++
		}
		if j-i > dedup.MinStopDF {
			out[all[i]] = j - i
		}
		i = j
	}
	return out, n, nil
}
