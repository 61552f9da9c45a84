package engine

// The online clusterer's checkpoint. A writer places each new article
// with the online clusterer (story.Clusterer), whose state a new process
// would otherwise restore from every stored text on its first write:
// minutes at a million articles. A writer that placed articles saves
// the state when it closes (Close), with the story id of each of the
// clusterer's stories and the next id to give; the next writer loads it
// (clusterer) when no write came between. A writer killed before it
// closed leaves the checkpoint stale, and the next one restores from the
// texts as before: the checkpoint saves time, never articles.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"fmt"

	"github.com/storywire/storywire/story"
)

// Close saves the online clusterer's checkpoint when this pipeline
// placed articles (or restored the clusterer from the texts) since the
// store's checkpoint was made, and every placement it made is stored.
// It does not close the store.
func (pl *Pipeline) Close(ctx context.Context) error {
	if pl.busy != nil || pl.cl == nil || !pl.clChanged || pl.clUnstored {
		return nil
	}
	_, writes, err := pl.st.CheckpointAt(ctx)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	var buf [binary.MaxVarintLen64]byte
	b.Write(buf[:binary.PutVarint(buf[:], int64(pl.next))])
	b.Write(buf[:binary.PutVarint(buf[:], int64(len(pl.ids)))])
	for _, id := range pl.ids {
		b.Write(buf[:binary.PutVarint(buf[:], int64(id))])
	}
	if err := pl.cl.Save(&b); err != nil {
		return err
	}
	if err := pl.st.PutCheckpoint(ctx, writes, b.Bytes()); err != nil {
		return fmt.Errorf("save the stories' state: %w", err)
	}
	pl.clChanged = false
	return nil
}

// loadCheckpoint sets the online clusterer from the store's checkpoint
// when this writer found it valid on opening, and says whether it did.
// A checkpoint that does not load (another version, damaged) is passed
// over: the caller restores from the texts.
func (pl *Pipeline) loadCheckpoint(ctx context.Context) (bool, error) {
	if !pl.checkpoint {
		return false, nil
	}
	pl.checkpoint = false
	r, err := pl.st.Checkpoint(ctx)
	if err != nil {
		return false, err
	}
	br := bufio.NewReader(r)
	next, err := binary.ReadVarint(br)
	if err != nil {
		return false, nil
	}
	n, err := binary.ReadVarint(br)
	if err != nil || n < 0 || n > 1<<32 {
		return false, nil
	}
	var ids []int
	for ; n > 0; n-- {
		id, err := binary.ReadVarint(br)
		if err != nil {
			return false, nil
		}
		ids = append(ids, int(id))
	}
	cl, err := story.Load(br)
	if err != nil || len(cl.Stories()) != len(ids) {
		return false, nil
	}
	pl.cl, pl.ids, pl.next = cl, ids, int(next)
	return true, nil
}
