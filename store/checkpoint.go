package store

// The checkpoint: the online clusterer's state as the last writer left
// it (story.Clusterer.Save, with the engine's story ids), opaque to the
// store. It is valid while the store has seen no write since it was
// saved: any write that stores articles or moves them between stories
// raises the count of writes, which the checkpoint is stamped with. A
// writer killed before it saved one leaves the previous one stale, and
// the next writer restores the clusterer from the texts.

import (
	"bytes"
	"context"
	"fmt"
	"io"
)

// checkpointPart is the size of the parts a checkpoint is kept in: a
// state of hundreds of megabytes is kept without one value that large.
const checkpointPart = 8 << 20

// PutCheckpoint replaces the checkpoint with data, saved at the given
// count of writes (DerivedAt).
func (s *Store) PutCheckpoint(ctx context.Context, writes int64, data []byte) error {
	if s.readOnly {
		return ErrReadOnly
	}
	tx, err := s.begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM checkpoint`); err != nil {
		return err
	}
	put, err := tx.PrepareContext(ctx, `INSERT INTO checkpoint(part, data) VALUES (?, ?)`)
	if err != nil {
		return err
	}
	defer put.Close()
	for i := 0; len(data) > 0; i++ {
		n := min(len(data), checkpointPart)
		if _, err := put.ExecContext(ctx, i, data[:n]); err != nil {
			return fmt.Errorf("store the checkpoint: %w", err)
		}
		data = data[n:]
	}
	if _, err := tx.ExecContext(ctx, `UPDATE story_state SET checkpointed = ?`, writes); err != nil {
		return err
	}
	return tx.Commit()
}

// CheckpointAt returns the count of writes the checkpoint was saved at
// (-1: none) and the store's count of writes now: the checkpoint is
// valid when they are equal.
func (s *Store) CheckpointAt(ctx context.Context) (at, writes int64, err error) {
	err = s.db.QueryRowContext(ctx, `SELECT checkpointed, writes FROM story_state`).Scan(&at, &writes)
	return at, writes, err
}

// Checkpoint returns the stored checkpoint.
func (s *Store) Checkpoint(ctx context.Context) (io.Reader, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT data FROM checkpoint ORDER BY part`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var parts []io.Reader
	for rows.Next() {
		var b []byte
		if err := rows.Scan(&b); err != nil {
			return nil, err
		}
		parts = append(parts, bytes.NewReader(b))
	}
	return io.MultiReader(parts...), rows.Err()
}
