package store

import (
	"context"
	"fmt"
	"strings"
	"unicode"
)

// Hit is an article found by Search.
type Hit struct {
	ID, Title, Source, Date string
	// Snippet is a passage of the body around the matched words, which
	// stand between « and ».
	Snippet string
}

// Search returns up to limit articles matching all the words of query,
// best first (FTS5's BM25). The query is taken as plain words: FTS5
// syntax in it is matched literally, so no query is an error.
func (s *Store) Search(ctx context.Context, query string, limit int) ([]Hit, error) {
	match := ftsQuery(query)
	if match == "" {
		return nil, nil
	}
	if err := s.indexSearch(ctx); err != nil {
		return nil, fmt.Errorf("update the search index: %w", err)
	}
	if limit <= 0 || limit > 200 {
		limit = 50
	}
	rows, err := s.db.QueryContext(ctx, `SELECT a.id, a.title, a.source, a.date,
		snippet(articles_fts, 1, '«', '»', '…', 16)
		FROM articles_fts JOIN articles a ON a.seq = articles_fts.rowid
		WHERE articles_fts MATCH ? ORDER BY bm25(articles_fts) LIMIT ?`, match, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Hit
	for rows.Next() {
		var h Hit
		if err := rows.Scan(&h.ID, &h.Title, &h.Source, &h.Date, &h.Snippet); err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, rows.Err()
}

// indexSearch adds the articles stored since the last search to the
// full-text index, in one transaction.
func (s *Store) indexSearch(ctx context.Context) error {
	var indexed, last int64
	if err := s.db.QueryRowContext(ctx, `SELECT indexed, (SELECT coalesce(max(seq), 0) FROM articles) FROM search_state`).Scan(&indexed, &last); err != nil {
		return err
	}
	if last <= indexed {
		return nil
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	// Claim the range first (this write locks out other writers): if
	// another process moved the mark meanwhile, it indexes, not us.
	res, err := tx.ExecContext(ctx, `UPDATE search_state SET indexed = ? WHERE indexed = ?`, last, indexed)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO articles_fts(rowid, title, text)
		SELECT seq, title, text FROM articles WHERE seq > ? AND seq <= ? ORDER BY seq`, indexed, last); err != nil {
		return err
	}
	return tx.Commit()
}

// ftsQuery turns plain words into an FTS5 query: each word quoted (so
// that AND, NEAR, column names and punctuation are words), all required.
func ftsQuery(q string) string {
	var terms []string
	for _, w := range strings.FieldsFunc(q, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		terms = append(terms, `"`+w+`"`)
		if len(terms) == 16 {
			break
		}
	}
	return strings.Join(terms, " ")
}
