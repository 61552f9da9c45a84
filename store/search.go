package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"unicode"

	"github.com/storywire/storywire/textproc"
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
	// The writer indexes each batch as it stores it (PutBatch); a
	// reader beside it searches what is indexed and writes nothing.
	if s.Writer() {
		if err := s.IndexSearch(ctx); err != nil {
			return nil, fmt.Errorf("update the search index: %w", err)
		}
	}
	if limit <= 0 || limit > 200 {
		limit = 50
	}
	// The snippet is ours, not FTS5's snippet(): that one is quadratic
	// in the matches within one article, so that a common word in a
	// long article held a request for minutes.
	rows, err := s.db.QueryContext(ctx, `SELECT a.id, a.title, a.source, a.date, a.text
		FROM articles_fts JOIN articles a ON a.seq = articles_fts.rowid
		WHERE articles_fts MATCH ? ORDER BY bm25(articles_fts) LIMIT ?`, match, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Hit
	terms := textproc.AppendWordHashes(nil, query)
	var text string
	for rows.Next() {
		var h Hit
		if err := rows.Scan(&h.ID, &h.Title, &h.Source, &h.Date, &text); err != nil {
			return nil, err
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		h.Snippet = snippet(text, terms, snippetWords)
		out = append(out, h)
	}
	return out, rows.Err()
}

// snippetWords is the length of a snippet in words.
const snippetWords = 16

// snippet returns the window of n words of text that holds the most
// distinct query terms (ties: the earliest), the terms marked « », with
// "…" where the window cuts the text. It is one pass over the words,
// whatever the number of matches.
func snippet(text string, terms []uint32, n int) string {
	spans := textproc.AppendWords(nil, text)
	hashes := textproc.AppendWordHashes(make([]uint32, 0, len(spans)), text)
	if len(hashes) != len(spans) {
		// Normalization changed the word count (a ligature, say): the
		// hashes cannot be placed, so no word is marked.
		hashes = nil
	}
	term := func(i int) int {
		if hashes == nil {
			return -1
		}
		for k, t := range terms {
			if hashes[i] == t {
				return k
			}
		}
		return -1
	}
	// Sliding window: count[k] is how often term k is in the window,
	// distinct how many terms are.
	count := make([]int, len(terms))
	distinct, best, bestAt := 0, 0, 0
	for i := range spans {
		if k := term(i); k >= 0 {
			if count[k] == 0 {
				distinct++
			}
			count[k]++
		}
		if j := i - n; j >= 0 {
			if k := term(j); k >= 0 {
				count[k]--
				if count[k] == 0 {
					distinct--
				}
			}
		}
		if distinct > best {
			best, bestAt = distinct, max(0, i-n+1)
		}
		if best == len(terms) {
			break
		}
	}
	if len(spans) == 0 {
		return ""
	}
	// Start the window a few words before its first match, as long as
	// its last match stays in.
	first, last := -1, -1
	for i := bestAt; i < min(bestAt+n, len(spans)); i++ {
		if term(i) >= 0 {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first >= 0 {
		bestAt = max(0, first-3)
		if last >= bestAt+n {
			bestAt = last - n + 1
		}
	}
	end := min(bestAt+n, len(spans))
	var b strings.Builder
	if bestAt > 0 {
		b.WriteString("…")
	}
	at := int(spans[bestAt].Start)
	for i := bestAt; i < end; i++ {
		sp := spans[i]
		b.WriteString(text[at:sp.Start])
		if term(i) >= 0 {
			b.WriteString("«" + text[sp.Start:sp.End] + "»")
		} else {
			b.WriteString(text[sp.Start:sp.End])
		}
		at = int(sp.End)
	}
	if end < len(spans) {
		b.WriteString("…")
	} else {
		b.WriteString(text[at:])
	}
	return b.String()
}

// IndexSearch adds the articles stored since the index was last brought
// up to date to the full-text index, in one transaction. The engine's
// batches do it as they are written (PutBatch); this is for a search,
// and for a store an older storywire left behind.
func (s *Store) IndexSearch(ctx context.Context) error {
	var behind bool
	if err := s.db.QueryRowContext(ctx, `SELECT indexed < (SELECT coalesce(max(seq), 0) FROM articles) FROM search_state`).Scan(&behind); err != nil || !behind {
		return err // nothing to index: no write lock taken
	}
	tx, err := s.begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := indexSearch(ctx, tx); err != nil {
		return err
	}
	return tx.Commit()
}

func indexSearch(ctx context.Context, tx *sql.Tx) error {
	var indexed, last int64
	if err := tx.QueryRowContext(ctx, `SELECT indexed, (SELECT coalesce(max(seq), 0) FROM articles) FROM search_state`).Scan(&indexed, &last); err != nil {
		return err
	}
	if last <= indexed {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE search_state SET indexed = ?`, last); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO articles_fts(rowid, title, text)
		SELECT seq, title, text FROM articles WHERE seq > ? AND seq <= ? ORDER BY seq`, indexed, last)
	return err
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
