package store

import (
	"context"
	"database/sql"
	"encoding/binary"
	"fmt"
	"slices"
)

// Sketch is the stored dedup sketch of an article.
type Sketch struct {
	Seq     int64
	ID      string
	Hash    [32]byte
	Tokens  int
	Samples []uint32
}

// Relation is a stored relation between two articles (by seq; A before B).
type Relation struct {
	A, B                  int64
	Kind                  string
	Jaccard, ContA, ContB float64
	Passages, Longest     int
	Shared                []uint32 // index samples the pair was found through
	AID, BID              string   // filled by Relations
	// Subs are the substitutions B made to A's text (copying relations).
	Subs []Substitution
	// Judged says whether a writer has judged whether the relation still
	// holds (dedup.Detector.Holds), and Holds its answer (StoryPairs).
	Judged, Holds bool
}

// Substitution is a name or phrase replaced between two related
// articles: From in A became To in B, N times.
type Substitution struct {
	From, To string
	N        int
}

// Batch is what the later stages made of a batch of stored articles:
// their dedup sketches and relations, facts (by seq), and the stories
// the online placement put them in (by seq; Reason for the change log).
type Batch struct {
	Sketches  []Sketch
	Relations []Relation
	Facts     map[int64][]byte
	Stories   map[int64]int
	Reason    string
}

// PutBatch stores b and brings the search index up to date, in one
// transaction: one commit a batch, and readers on other connections
// find their page caches out of date once, not once per table.
func (s *Store) PutBatch(ctx context.Context, b Batch) error {
	tx, err := s.begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := putDedup(ctx, tx, b.Sketches, b.Relations); err != nil {
		return err
	}
	if err := putFacts(ctx, tx, b.Facts); err != nil {
		return err
	}
	if err := indexSearch(ctx, tx); err != nil {
		return fmt.Errorf("update the search index: %w", err)
	}
	if _, err := putStories(ctx, tx, b.Stories, b.Reason); err != nil {
		return err
	}
	return tx.Commit()
}

func putDedup(ctx context.Context, tx *sql.Tx, sketches []Sketch, rels []Relation) error {
	if len(sketches) == 0 && len(rels) == 0 {
		return nil
	}
	sk, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO sketches(seq, tokens, samples) VALUES (?,?,?)`)
	if err != nil {
		return err
	}
	defer sk.Close()
	for _, k := range sketches {
		if _, err := sk.ExecContext(ctx, k.Seq, k.Tokens, packUint32(k.Samples)); err != nil {
			return fmt.Errorf("store sketch: %w", err)
		}
	}
	rel, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO relations(a, b, kind, jaccard, cont_a, cont_b, passages, longest, shared) VALUES (?,?,?,?,?,?,?,?,?)`)
	if err != nil {
		return err
	}
	defer rel.Close()
	sub, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO substitutions(a, b, from_text, to_text, n) VALUES (?,?,?,?,?)`)
	if err != nil {
		return err
	}
	defer sub.Close()
	if err := bumpWrites(ctx, tx); err != nil {
		return err
	}
	for _, r := range rels {
		if _, err := rel.ExecContext(ctx, r.A, r.B, r.Kind, r.Jaccard, r.ContA, r.ContB, r.Passages, r.Longest, packUint32(r.Shared)); err != nil {
			return fmt.Errorf("store relation: %w", err)
		}
		for _, x := range r.Subs {
			if _, err := sub.ExecContext(ctx, r.A, r.B, x.From, x.To, x.N); err != nil {
				return fmt.Errorf("store substitution: %w", err)
			}
		}
	}
	return nil
}

// Sketches calls fn for every article in ingest order with its stored
// sketch; ok is false for articles that have none yet (not processed by
// the dedup stage).
func (s *Store) Sketches(ctx context.Context, fn func(k Sketch, ok bool) error) error {
	return s.SketchesAfter(ctx, 0, fn)
}

// SketchesAfter is Sketches of the articles stored after seq.
func (s *Store) SketchesAfter(ctx context.Context, seq int64, fn func(k Sketch, ok bool) error) error {
	rows, err := s.db.QueryContext(ctx, `SELECT a.seq, a.id, a.body_hash, k.tokens, k.samples
		FROM articles a LEFT JOIN sketches k ON k.seq = a.seq WHERE a.seq > ? ORDER BY a.seq`, seq)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var k Sketch
		var hash, samples []byte
		var tokens sql.NullInt64
		if err := rows.Scan(&k.Seq, &k.ID, &hash, &tokens, &samples); err != nil {
			return err
		}
		copy(k.Hash[:], hash)
		k.Tokens = int(tokens.Int64)
		k.Samples = unpackUint32(samples)
		if err := fn(k, tokens.Valid); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Text returns the body of the article with the given seq.
func (s *Store) Text(ctx context.Context, seq int64) (string, error) {
	var t string
	err := s.db.QueryRowContext(ctx, `SELECT text FROM articles WHERE seq = ?`, seq).Scan(&t)
	return t, err
}

// TextAndSource returns the body and the outlet ("" when unknown) of
// the article with the given seq.
func (s *Store) TextAndSource(ctx context.Context, seq int64) (text, source string, err error) {
	err = s.db.QueryRowContext(ctx, `SELECT text, source FROM articles WHERE seq = ?`, seq).Scan(&text, &source)
	return text, source, err
}

// TextsAndSources calls fn with the body and outlet of each article of
// seqs that is stored, once, in ascending seq order: a few queries of many
// rows each, walking the table in its order, where a query an article
// would each go down the table's tree from its root and, after every
// commit of the writer, through pages its connection's cache has let
// go.
func (s *Store) TextsAndSources(ctx context.Context, seqs []int64, fn func(seq int64, text, source string)) error {
	seqs = slices.Compact(slices.Sorted(slices.Values(seqs)))
	return s.eachBySeqs(ctx, `SELECT seq, text, source FROM articles WHERE seq IN (%s) ORDER BY seq`, seqs, func(rows *sql.Rows) error {
		var seq int64
		var text, source string
		if err := rows.Scan(&seq, &text, &source); err != nil {
			return err
		}
		fn(seq, text, source)
		return nil
	})
}

// Relations returns every stored relation, with the article ids.
func (s *Store) Relations(ctx context.Context) ([]Relation, error) {
	out, err := s.Pairs(ctx)
	if err != nil {
		return nil, err
	}
	return out, s.loadSubstitutions(ctx, out)
}

// Pairs returns what Relations does without the substitutions: what
// grouping and clustering read, at a fraction of the cost.
func (s *Store) Pairs(ctx context.Context) ([]Relation, error) {
	// The ids come from the index on articles(id), read in one pass:
	// joining articles for them looks up the earlier article of each
	// relation at random in a table of whole texts, which cost fifty
	// times the read of the relations themselves.
	ids, err := s.idsBySeq(ctx)
	if err != nil {
		return nil, err
	}
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM relations`).Scan(&n); err != nil {
		return nil, err
	}
	// In the table's own order: by b, then a.
	out := make([]Relation, 0, n)
	err = s.eachPair(ctx, false, func(r Relation) error {
		r.AID, r.BID = idOf(ids, r.A), idOf(ids, r.B)
		out = append(out, r)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// EachPair calls fn with every stored relation as Pairs gives it but
// for the articles' ids (AID and BID empty), in the table's order and one
// at a time, for a reader that keeps less of each than a Relation holds.
// The relation's Shared is reused by the next call: fn copies what it
// keeps of it.
func (s *Store) EachPair(ctx context.Context, fn func(Relation) error) error {
	return s.eachPair(ctx, true, fn)
}

// eachPair is EachPair; reuse says whether Shared may be reused.
func (s *Store) eachPair(ctx context.Context, reuse bool, fn func(Relation) error) error {
	rows, err := s.db.QueryContext(ctx, `SELECT a, b, kind, jaccard, cont_a, cont_b, passages, longest, shared, holds, '', ''
		FROM relations`)
	if err != nil {
		return err
	}
	defer rows.Close()
	var buf []uint32
	for rows.Next() {
		r, err := scanPair(rows.Scan, buf)
		if err != nil {
			return err
		}
		if reuse {
			buf = r.Shared
		}
		if err := fn(r); err != nil {
			return err
		}
	}
	return rows.Err()
}

// idsBySeq returns every stored article's id, at its seq (seqs are
// dense: a slice costs a string header an article where a map would cost
// several times that).
func (s *Store) idsBySeq(ctx context.Context) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT seq, id FROM articles`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var seq int64
		var id string
		if err := rows.Scan(&seq, &id); err != nil {
			return nil, err
		}
		if seq < 0 {
			continue
		}
		if int(seq) >= len(ids) {
			ids = slices.Grow(ids, int(seq)+1-len(ids))[:seq+1]
		}
		ids[seq] = id
	}
	return ids, rows.Err()
}

// idOf is ids[seq], "" when there is none.
func idOf(ids []string, seq int64) string {
	if seq < 0 || seq >= int64(len(ids)) {
		return ""
	}
	return ids[seq]
}

// scanPair scans a relation as Pairs and StoryPairs select it, its
// samples into buf (nil: a new slice).
func scanPair(scan func(...any) error, buf []uint32) (Relation, error) {
	var r Relation
	var shared []byte
	var holds sql.NullBool
	if err := scan(&r.A, &r.B, &r.Kind, &r.Jaccard, &r.ContA, &r.ContB, &r.Passages, &r.Longest, &shared, &holds, &r.AID, &r.BID); err != nil {
		return Relation{}, err
	}
	if buf == nil {
		r.Shared = unpackUint32(shared)
	} else {
		r.Shared = appendUint32(buf[:0], shared)
	}
	r.Judged, r.Holds = holds.Valid, holds.Bool
	return r, nil
}

// loadSubstitutions fills the Subs of rels.
func (s *Store) loadSubstitutions(ctx context.Context, rels []Relation) error {
	at := make(map[[2]int64]int, len(rels))
	for i, r := range rels {
		at[[2]int64{r.A, r.B}] = i
	}
	rows, err := s.db.QueryContext(ctx, `SELECT a, b, from_text, to_text, n FROM substitutions ORDER BY b, a, n DESC, from_text`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var a, b int64
		var x Substitution
		if err := rows.Scan(&a, &b, &x.From, &x.To, &x.N); err != nil {
			return err
		}
		if i, ok := at[[2]int64{a, b}]; ok {
			rels[i].Subs = append(rels[i].Subs, x)
		}
	}
	return rows.Err()
}

// SubstitutionTotals returns every substitution stored, From → To, with
// its count summed over all the related pairs: one pass over the
// substitutions table, no relation read.
func (s *Store) SubstitutionTotals(ctx context.Context) ([]Substitution, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT from_text, to_text, sum(n) FROM substitutions GROUP BY from_text, to_text`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Substitution
	for rows.Next() {
		var x Substitution
		if err := rows.Scan(&x.From, &x.To, &x.N); err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, rows.Err()
}

func packUint32(v []uint32) []byte {
	b := make([]byte, 0, 4*len(v))
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, x)
	}
	return b
}

func unpackUint32(b []byte) []uint32 {
	return appendUint32(make([]uint32, 0, len(b)/4), b)
}

// appendUint32 appends to dst the numbers packUint32 packed in b.
func appendUint32(dst []uint32, b []byte) []uint32 {
	for i := 0; i+4 <= len(b); i += 4 {
		dst = append(dst, binary.LittleEndian.Uint32(b[i:]))
	}
	return dst
}
