// Package engine is the storywire pipeline: it takes articles from the
// readers and carries each through the stages — the store, the dedup
// stage, the substitutions of each copy, the facts' extraction and the
// story placement as articles arrive; syndication groups, derivation
// trees, summaries and fact comparisons when they are read — so that
// the CLI, the HTTP server and tests all run the same code.
//
// Design: the pipeline is incremental and batch-oriented. Articles are
// read as a stream, gathered into batches, and each batch is committed in
// one store transaction before the next is read, so memory stays bounded
// by the batch size and a crash loses at most the batch in flight. Bad
// items are reported through a callback and never stop the stream.
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
	// OnBatch is called after each committed batch with the running totals.
	OnBatch func(Progress)
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
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		// A batch read is committed and carried through the later stages
		// whatever becomes of ctx: see the doc comment.
		wctx := context.WithoutCancel(ctx)
		out, seqs, err := st.Put(wctx, batch)
		if err != nil {
			return err
		}
		var added []*article.Article
		var addedSeqs []int64
		for i, o := range out {
			switch o {
			case store.Added:
				p.Added++
				added = append(added, batch[i])
				addedSeqs = append(addedSeqs, seqs[i])
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
		if err := pl.dedupBatch(wctx, added, addedSeqs, true); err != nil {
			return err
		}
		clear(batch)
		batch = batch[:0]
		p.Elapsed = time.Since(start)
		if opt.OnBatch != nil {
			opt.OnBatch(p)
		}
		return nil
	}
	for a, err := range items {
		if err := ctx.Err(); err != nil {
			return p, err
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
				return p, err
			}
		}
	}
	err := flush()
	if err == nil && p.Added > 0 {
		err = pl.afterIngest(context.WithoutCancel(ctx))
	}
	if err == nil {
		err = pl.derive(context.WithoutCancel(ctx))
	}
	p.Elapsed = time.Since(start)
	return p, err
}
