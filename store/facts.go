package store

import (
	"context"
	"database/sql"
	"fmt"
)

func putFacts(ctx context.Context, tx *sql.Tx, extractions map[int64][]byte) error {
	if len(extractions) == 0 {
		return nil
	}
	st, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO facts(seq, extraction) VALUES (?, ?)`)
	if err != nil {
		return err
	}
	defer st.Close()
	for seq, x := range extractions {
		if _, err := st.ExecContext(ctx, seq, string(x)); err != nil {
			return fmt.Errorf("store facts: %w", err)
		}
	}
	return nil
}

// Facts returns the stored extractions of the articles with the given
// seqs; articles without one (stored before the facts stage, or by a
// process killed between the two commits) are absent from the map.
func (s *Store) Facts(ctx context.Context, seqs []int64) (map[int64][]byte, error) {
	out := map[int64][]byte{}
	err := s.eachBySeqs(ctx, `SELECT seq, extraction FROM facts WHERE seq IN (%s)`, seqs, func(rows *sql.Rows) error {
		var seq int64
		var x string
		if err := rows.Scan(&seq, &x); err != nil {
			return err
		}
		out[seq] = []byte(x)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// FactRow is an article's stored extraction.
type FactRow struct {
	Seq        int64
	Extraction []byte
}

// FactsAfter returns up to limit stored extractions, of the articles
// after seq, in seq order: a writer walks them to make again those that
// older rules made.
func (s *Store) FactsAfter(ctx context.Context, seq int64, limit int) ([]FactRow, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT seq, extraction FROM facts WHERE seq > ? ORDER BY seq LIMIT ?`, seq, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []FactRow
	for rows.Next() {
		var r FactRow
		if err := rows.Scan(&r.Seq, &r.Extraction); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
