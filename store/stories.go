package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
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
// logged with reason; it returns the number of moves. The next story id
// (NextStory) is kept above every id recorded.
func (s *Store) PutStories(ctx context.Context, story map[int64]int, reason string) (int, error) {
	if len(story) == 0 {
		return 0, nil
	}
	tx, err := s.begin(ctx)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	moved, err := putStories(ctx, tx, story, reason)
	if err != nil {
		return 0, err
	}
	return moved, tx.Commit()
}

func putStories(ctx context.Context, tx *sql.Tx, story map[int64]int, reason string) (int, error) {
	if len(story) == 0 {
		return 0, nil
	}
	old, err := storiesOf(ctx, tx, story)
	if err != nil {
		return 0, err
	}
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
	for _, seq := range slices.Sorted(maps.Keys(story)) { // in the table's order
		st := story[seq]
		if o, ok := old[seq]; ok {
			if o == st {
				continue
			}
			if _, err := logc.ExecContext(ctx, now, seq, o, st, reason); err != nil {
				return 0, fmt.Errorf("log a story change: %w", err)
			}
			moved++
		}
		if _, err := put.ExecContext(ctx, seq, st); err != nil {
			return 0, fmt.Errorf("store a story: %w", err)
		}
	}
	top := 0
	for _, st := range story {
		top = max(top, st)
	}
	if err := bumpWrites(ctx, tx); err != nil {
		return 0, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE story_state SET next_id = MAX(next_id, ?)`, top+1); err != nil {
		return 0, fmt.Errorf("store the next story id: %w", err)
	}
	return moved, nil
}

// storiesOf returns the stored story of each article of story that has
// one. Where the articles' seqs are dense (a batch's new articles, a
// rebuild's all) it reads their range in one pass; otherwise each.
func storiesOf(ctx context.Context, tx *sql.Tx, story map[int64]int) (map[int64]int, error) {
	lo, hi := int64(math.MaxInt64), int64(math.MinInt64)
	for seq := range story {
		lo, hi = min(lo, seq), max(hi, seq)
	}
	old := map[int64]int{}
	keep := func(rows *sql.Rows) error {
		var seq int64
		var st int
		if err := rows.Scan(&seq, &st); err != nil {
			return err
		}
		if _, ok := story[seq]; ok {
			old[seq] = st
		}
		return nil
	}
	if hi-lo < 4*int64(len(story))+64 {
		rows, err := tx.QueryContext(ctx, `SELECT seq, story FROM story_of WHERE seq BETWEEN ? AND ?`, lo, hi)
		if err != nil {
			return nil, err
		}
		return old, scanAll(rows, keep)
	}
	get, err := tx.PrepareContext(ctx, `SELECT seq, story FROM story_of WHERE seq = ?`)
	if err != nil {
		return nil, err
	}
	defer get.Close()
	for seq := range story {
		rows, err := get.QueryContext(ctx, seq)
		if err != nil {
			return nil, err
		}
		if err := scanAll(rows, keep); err != nil {
			return nil, err
		}
	}
	return old, nil
}

// NextStory returns the least story id never given.
func (s *Store) NextStory(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT next_id FROM story_state`).Scan(&n)
	return n, err
}

// BatchArticles returns the number of articles the last batch
// clustering saw (MarkBatch), 0 when there was none.
func (s *Store) BatchArticles(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT batch_articles FROM story_state`).Scan(&n)
	return n, err
}

// MarkBatch records that a batch clustering saw n articles.
func (s *Store) MarkBatch(ctx context.Context, n int) error {
	if s.readOnly {
		return ErrReadOnly
	}
	_, err := s.w.ExecContext(ctx, `UPDATE story_state SET batch_articles = ?`, n)
	return err
}

// StoriesBehind reports whether the last stored article has no story: a
// store from before stories were kept, or a crash between an ingest
// batch's commits, left the newest articles unplaced. Every article is
// given a story (a page that is not an article, the no-story id) in the order
// they are stored, so two look-ups of a largest key answer it, not a
// count of either table.
func (s *Store) StoriesBehind(ctx context.Context) (bool, error) {
	var behind bool
	err := s.db.QueryRowContext(ctx, `SELECT (SELECT max(seq) FROM articles) IS NOT (SELECT max(seq) FROM story_of)`).Scan(&behind)
	return behind, err
}

// StoryWent says where the articles of a story id that no longer holds
// any went: the story now holding most of the articles the log shows
// leaving it (ties to the lower id). ok is false when the id still
// holds articles or was never recorded.
func (s *Store) StoryWent(ctx context.Context, id int) (to int, ok bool, err error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM story_of WHERE story = ?`, id).Scan(&n); err != nil || n > 0 {
		return 0, false, err
	}
	err = s.db.QueryRowContext(ctx, `SELECT o.story FROM story_changes c JOIN story_of o ON o.seq = c.seq
		WHERE c.from_story = ? AND o.story >= 0 GROUP BY o.story ORDER BY COUNT(DISTINCT c.seq) DESC, o.story LIMIT 1`, id).Scan(&to)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, nil
	}
	return to, err == nil, err
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

// Sources returns the distinct outlets of the stored articles.
func (s *Store) Sources(ctx context.Context) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT DISTINCT source FROM articles WHERE source <> ''`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var src string
		if err := rows.Scan(&src); err != nil {
			return nil, err
		}
		out = append(out, src)
	}
	return out, rows.Err()
}
