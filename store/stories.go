package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// StoryChange is a recorded move of an article from one story to
// another.
type StoryChange struct {
	At        string // RFC 3339
	ArticleID string
	From, To  int
	Reason    string
}

// PutStories records the story of each article (by seq) in one
// transaction. An article that had another story is moved and the move
// logged with reason; it returns the number of moves.
func (s *Store) PutStories(ctx context.Context, story map[int64]int, reason string) (int, error) {
	if len(story) == 0 {
		return 0, nil
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	get, err := tx.PrepareContext(ctx, `SELECT story FROM story_of WHERE seq = ?`)
	if err != nil {
		return 0, err
	}
	defer get.Close()
	put, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO story_of(seq, story) VALUES (?, ?)`)
	if err != nil {
		return 0, err
	}
	defer put.Close()
	logc, err := tx.PrepareContext(ctx, `INSERT INTO story_changes(at, seq, from_story, to_story, reason) VALUES (?, ?, ?, ?, ?)`)
	if err != nil {
		return 0, err
	}
	defer logc.Close()
	now := time.Now().UTC().Format(time.RFC3339)
	moved := 0
	for seq, st := range story {
		var old int
		err := get.QueryRowContext(ctx, seq).Scan(&old)
		switch {
		case errors.Is(err, sql.ErrNoRows):
		case err != nil:
			return 0, err
		case old == st:
			continue
		default:
			if _, err := logc.ExecContext(ctx, now, seq, old, st, reason); err != nil {
				return 0, fmt.Errorf("log a story change: %w", err)
			}
			moved++
		}
		if _, err := put.ExecContext(ctx, seq, st); err != nil {
			return 0, fmt.Errorf("store a story: %w", err)
		}
	}
	return moved, tx.Commit()
}

// StoryChanges returns the recorded story moves, newest first, at most
// limit.
func (s *Store) StoryChanges(ctx context.Context, limit int) ([]StoryChange, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT c.at, a.id, c.from_story, c.to_story, c.reason
		FROM story_changes c JOIN articles a ON a.seq = c.seq ORDER BY c.rowid DESC LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []StoryChange
	for rows.Next() {
		var c StoryChange
		if err := rows.Scan(&c.At, &c.ArticleID, &c.From, &c.To, &c.Reason); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// StoryOf returns the recorded story of every article that has one, by
// article id.
func (s *Store) StoryOf(ctx context.Context) (map[string]int, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT a.id, o.story FROM story_of o JOIN articles a ON a.seq = o.seq`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var id string
		var st int
		if err := rows.Scan(&id, &st); err != nil {
			return nil, err
		}
		out[id] = st
	}
	return out, rows.Err()
}
