// Package engine is the storywire pipeline: it takes articles from the
// readers and carries each through the stages — the store, the dedup
// stage, the substitutions of each copy, the facts' extraction and the
// story placement as articles arrive; syndication groups, derivation
// trees, summaries and fact comparisons when they are read — so that
// the CLI, the HTTP server and tests all run the same code.
//
// Design: the pipeline is incremental and batch-oriented. Articles are
// read as a stream and gathered into batches; each batch's articles are
// committed in one store transaction before the later stages see them,
// and what those stages make of a batch (relations, substitutions,
// facts, placements) is committed in one more while the next batch is
// analysed, on the other core. The texts of the earlier articles a
// batch may be a copy of are read from the store while the batch before
// it is analysed. Memory stays bounded by the batch size; a
// crash loses no stored article, and the analysis of the batches in
// flight is made again when the store is next opened. Bad items are
// reported through a callback and never stop the stream.
package engine

import (
	"context"
	"fmt"
	"iter"
	"time"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/store"
)

// Progress is the running count of an ingest.
type Progress struct {
	Read      int   // articles read (good ones)
	Added     int   // stored as new
	Unchanged int   // already stored with the same text
	Rejected  int   // bad items and id conflicts
	Bytes     int64 // original bytes of the good items read
	Elapsed   time.Duration
}

// IngestOptions tune Ingest. The zero value is usable.
type IngestOptions struct {
	// BatchSize is the number of articles per transaction (default 512).
	BatchSize int
	// OnBatch is called after each batch with the running totals, once
	// it is stored and the pipeline is whole (nothing analysed and
	// unstored), so that it may read the store and the pipeline. With
	// OnBatch set, a batch's writes do not overlap the next batch's
	// analysis.
	OnBatch func(Progress)
	// OnProgress is called after each batch is stored with the running
	// totals; its analysis and writes may still be to come.
	OnProgress func(Progress)
	// OnReject is called for each rejected item, with an *article.ItemError.
	OnReject func(error)
}

// Ingest reads articles from items, stores them in batches and runs each
// committed batch through the later stages. It returns the final totals;
// the error is non-nil only when the store failed (bad items are counted
// and reported through OnReject, not returned).
//
// A batch that has been read is committed and carried through the later
// stages even if ctx is cancelled meanwhile (a client that gives up on a
// POST): stored articles never lack their dedup data. Cancelling stops
// the reading of further items.
func (pl *Pipeline) Ingest(ctx context.Context, items iter.Seq2[*article.Article, error], opt IngestOptions) (Progress, error) {
	if pl.busy != nil {
		return Progress{}, pl.busy
	}
	if err := pl.restore(ctx); err != nil {
		return Progress{}, err
	}
	st := pl.st
	if opt.BatchSize <= 0 {
		opt.BatchSize = 512
	}
	start := time.Now()
	var p Progress
	batch := make([]*article.Article, 0, opt.BatchSize)
	reject := func(err error) {
		p.Rejected++
		if opt.OnReject != nil {
			opt.OnReject(err)
		}
	}
	// A batch is stored as soon as it is read and analysed once the
	// next one is read: the next one is planned and the texts its
	// candidates need begin to be read (prefetch) while this one is
	// analysed, and this one's writes go to the store on another core
	// while the next is read and analysed. held is the batch stored and
	// not yet analysed; written waits for the writes in flight, pending
	// is the analysis not yet handed over. It is handed over once the
	// next batch's articles are stored, so that storing them does not
	// wait for its writes. With OnBatch, each batch is analysed and
	// written before the next is read.
	type heldBatch struct {
		arts []*article.Article
		seqs []int64
		pf   *prefetch
	}
	var held *heldBatch
	var written chan error
	var inFlight, pending *batchWrites
	failed := false                    // a write failed: what follows it is not written
	wctx := context.WithoutCancel(ctx) // see the doc comment
	wait := func() error {
		if written == nil {
			return nil
		}
		err := <-written
		w := inFlight
		written, inFlight = nil, nil
		failed = err != nil
		return pl.wrote(w, err)
	}
	handOver := func() {
		if pending == nil {
			return
		}
		inFlight, pending = pending, nil
		written = make(chan error, 1)
		go func(w *batchWrites, c chan<- error) { c <- w.write(wctx, st) }(inFlight, written)
	}
	// analyzeHeld analyses the held batch; its writes wait in pending,
	// which is empty (handed over or written) before.
	analyzeHeld := func() error {
		if held == nil {
			return nil
		}
		h := held
		held = nil
		var err error
		pending, err = pl.analyzeBatch(wctx, h.arts, h.seqs, true, h.pf)
		return err
	}
	// drain writes what was analysed, then analyses the held batch and
	// writes it, whatever else failed: stored articles never lack their
	// dedup data unless a write failed (the store's next opening catches
	// them up).
	drain := func(err error) error {
		werr := wait()
		if werr == nil && !failed {
			werr = pl.wrote(pending, pending.write(wctx, st))
		}
		pending = nil
		if werr == nil && !failed && held != nil {
			if werr = analyzeHeld(); werr == nil {
				werr = pl.wrote(pending, pending.write(wctx, st))
			}
			pending = nil
		}
		if held != nil {
			held.pf.wait()
			held = nil
		}
		if err == nil {
			err = werr
		}
		return err
	}
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		// A batch read is committed and carried through the later stages
		// whatever becomes of ctx: see the doc comment. Its plan is made
		// before the held batch's Adds change the index; a candidate
		// among them is held by the detector when this batch is added.
		pf := pl.startPrefetch(wctx, batch)
		err := analyzeHeld()
		if err == nil {
			err = wait()
		}
		var out []store.Outcome
		var seqs []int64
		if err == nil {
			out, seqs, err = st.Put(wctx, batch)
		}
		if err != nil {
			pf.wait()
			return err
		}
		handOver()
		h := &heldBatch{pf: pf}
		for i, o := range out {
			switch o {
			case store.Added:
				p.Added++
				h.arts = append(h.arts, batch[i])
				h.seqs = append(h.seqs, seqs[i])
			case store.Unchanged:
				p.Unchanged++
				if len(batch[i].Labels) > 0 {
					pl.rows, pl.rowsSeq = nil, 0 // its labels may have grown: read anew
				}
			case store.Conflict:
				a := batch[i]
				reject(&article.ItemError{Where: a.Origin.Where(), Err: fmt.Errorf("%w (id %q)", store.ErrConflict, a.ID)})
			}
		}
		held = h
		clear(batch)
		batch = batch[:0]
		p.Elapsed = time.Since(start)
		if opt.OnBatch != nil {
			if err := drain(nil); err != nil {
				return err
			}
			opt.OnBatch(p)
		}
		if opt.OnProgress != nil {
			opt.OnProgress(p)
		}
		return nil
	}
	for a, err := range items {
		if err := ctx.Err(); err != nil {
			return p, drain(err)
		}
		if err != nil {
			reject(err)
			continue
		}
		p.Read++
		p.Bytes += int64(a.Origin.Size)
		batch = append(batch, a)
		if len(batch) == opt.BatchSize {
			if err := flush(); err != nil {
				return p, drain(err)
			}
		}
	}
	err := drain(flush())
	if err == nil && p.Added > 0 {
		err = pl.afterIngest(context.WithoutCancel(ctx))
	}
	if err == nil {
		err = pl.derive(context.WithoutCancel(ctx))
	}
	p.Elapsed = time.Since(start)
	return p, err
}
