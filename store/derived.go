package store

// Derived state. What the engine derives from the articles, relations
// and stories — each story's list entry, whether each relation holds,
// the sentences that recur across stories, the names outlets
// substitute for the wire's — is written by the process
// that writes, after each write, so that any process reads a story list
// or one story by reading it, not by deriving everything again.
//
// A counter (story_state.writes) is raised by every write that changes
// what is derived (articles added, sketches and relations stored,
// stories changed), and PutDerived records the counter it derived from
// (story_state.derived): the derived state is current when the two are
// equal (Derived). A reader that finds it stale (a writer between its
// commits, a crash between two) derives for itself; it never writes.

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"slices"
	"strings"
)

// Listed is a story's entry in the story list, as the engine derived it.
type Listed struct {
	ID int
	// First is the seq of its first article (the list's order), Articles
	// the number of its articles.
	First    int64
	Articles int
	// Print names what the entry and the story's page were derived from
	// (its articles and their syndication groups): equal prints, equal
	// pages.
	Print uint64
	// Entry is the engine's entry (JSON), opaque to the store.
	Entry []byte
}

// Hold says whether a relation (by its articles' ids) holds.
type Hold struct {
	A, B  string
	Holds bool
}

// Alias is a name and the name of its class of aliases (facts.Aliases),
// found by Key, the name's first word.
type Alias struct {
	Name, Class, Key string
}

// DerivedChange is what a writer's derivation changed: entries written
// or rewritten, stories gone from the list, relations judged anew, and
// sentences newly recurring.
type DerivedChange struct {
	Listed    []Listed
	Gone      []int
	Holds     []Hold
	Recurring []uint64
	// RecurringAnew says that Recurring replaces the stored sentences
	// rather than adds to them.
	RecurringAnew bool
	// Counts yields the sentence counts (hash, the engine's packed
	// count) that changed, CountsAnew says that they replace the stored
	// ones, and Counted is the seq of the last article they count. A
	// first derivation changes millions of counts: they are read from
	// the engine's collection as they are stored, not copied first.
	Counts     iter.Seq2[uint64, uint64]
	CountsAnew bool
	Counted    int64
	// Aliases are name aliases added or moved to another class, and
	// AliasesGone the names that have no alias any more.
	Aliases     []Alias
	AliasesGone []string
	// Frequent are samples (sample, count) carried by more than
	// dedup.MinStopDF articles whose counts changed, FrequentAnew that
	// they replace the stored ones, and Sketched, when positive, the
	// number of articles the counts are of (an empty store has none to
	// count: its readers load the dedup index, which is empty).
	Frequent     [][2]uint32
	FrequentAnew bool
	Sketched     int
}

// bumpWrites raises the count of writes that change derived state.
func bumpWrites(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `UPDATE story_state SET writes = writes + 1`)
	return err
}

// Derived reports whether the derived state was made from what the
// store holds now (no write since the last PutDerived).
func (s *Store) Derived(ctx context.Context) (bool, error) {
	var writes, derived int64
	err := s.db.QueryRowContext(ctx, `SELECT writes, derived FROM story_state`).Scan(&writes, &derived)
	return err == nil && writes == derived, err
}

// PutDerived stores a derivation's changes in one transaction and marks
// the derived state current as of the writes it was made from (writes,
// as DerivedAt returned before the derivation read the store).
func (s *Store) PutDerived(ctx context.Context, c DerivedChange, writes int64) error {
	if s.readOnly {
		return ErrReadOnly
	}
	tx, err := s.begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if len(c.Listed) > 0 {
		put, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO story_list(id, first_seq, articles, print, entry) VALUES (?,?,?,?,?)`)
		if err != nil {
			return err
		}
		defer put.Close()
		for _, l := range c.Listed {
			if _, err := put.ExecContext(ctx, l.ID, l.First, l.Articles, int64(l.Print), l.Entry); err != nil {
				return fmt.Errorf("store a story's entry: %w", err)
			}
		}
	}
	if len(c.Gone) > 0 {
		del, err := tx.PrepareContext(ctx, `DELETE FROM story_list WHERE id = ?`)
		if err != nil {
			return err
		}
		defer del.Close()
		for _, id := range c.Gone {
			if _, err := del.ExecContext(ctx, id); err != nil {
				return err
			}
		}
	}
	if len(c.Holds) > 0 {
		upd, err := tx.PrepareContext(ctx, `UPDATE relations SET holds = ?
			WHERE a = (SELECT seq FROM articles WHERE id = ?) AND b = (SELECT seq FROM articles WHERE id = ?)`)
		if err != nil {
			return err
		}
		defer upd.Close()
		for _, h := range c.Holds {
			if _, err := upd.ExecContext(ctx, h.Holds, h.A, h.B); err != nil {
				return fmt.Errorf("store whether a relation holds: %w", err)
			}
		}
	}
	if c.RecurringAnew {
		if _, err := tx.ExecContext(ctx, `DELETE FROM recurring`); err != nil {
			return err
		}
	}
	if len(c.Recurring) > 0 {
		ins, err := tx.PrepareContext(ctx, `INSERT OR IGNORE INTO recurring(hash) VALUES (?)`)
		if err != nil {
			return err
		}
		defer ins.Close()
		for _, h := range c.Recurring {
			if _, err := ins.ExecContext(ctx, int64(h)); err != nil {
				return err
			}
		}
	}
	if c.CountsAnew {
		if _, err := tx.ExecContext(ctx, `DELETE FROM sentence_counts`); err != nil {
			return err
		}
	}
	if c.Counts != nil {
		put, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO sentence_counts(hash, count) VALUES (?, ?)`)
		if err != nil {
			return err
		}
		defer put.Close()
		for h, n := range c.Counts {
			if _, err := put.ExecContext(ctx, int64(h), int64(n)); err != nil {
				return fmt.Errorf("store a sentence count: %w", err)
			}
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE story_state SET counted = ?`, c.Counted); err != nil {
		return err
	}
	if err := putAliases(ctx, tx, c.Aliases, c.AliasesGone, writes); err != nil {
		return err
	}
	if err := putFrequent(ctx, tx, c.FrequentAnew, c.Frequent, c.Sketched); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE story_state SET derived = ?`, writes); err != nil {
		return err
	}
	return tx.Commit()
}

// Sketched returns the number of articles the stored sample counts are
// of (FrequentSamples), -1 when none were stored.
func (s *Store) Sketched(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT sketched FROM story_state`).Scan(&n)
	return n, err
}

// PutFrequent replaces the stored sample counts (FrequentSamples) with
// those of a store that had none, counted from what it holds now; the
// rest of the derived state is left as it is.
func (s *Store) PutFrequent(ctx context.Context, counts [][2]uint32, sketched int) error {
	if s.readOnly {
		return ErrReadOnly
	}
	tx, err := s.begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := putFrequent(ctx, tx, true, counts, sketched); err != nil {
		return err
	}
	return tx.Commit()
}

// putFrequent writes sample counts (sample, count), replacing the stored
// ones when anew, and the number of articles they are of when positive.
func putFrequent(ctx context.Context, tx *sql.Tx, anew bool, counts [][2]uint32, sketched int) error {
	if anew {
		if _, err := tx.ExecContext(ctx, `DELETE FROM frequent_samples`); err != nil {
			return err
		}
	}
	if len(counts) > 0 {
		put, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO frequent_samples(sample, df) VALUES (?, ?)`)
		if err != nil {
			return err
		}
		defer put.Close()
		for _, x := range counts {
			if _, err := put.ExecContext(ctx, int64(x[0]), int64(x[1])); err != nil {
				return fmt.Errorf("store a sample's count: %w", err)
			}
		}
	}
	if sketched > 0 {
		if _, err := tx.ExecContext(ctx, `UPDATE story_state SET sketched = ?`, sketched); err != nil {
			return err
		}
	}
	return nil
}

// FrequentSamples returns the stored counts of the samples more than
// dedup.MinStopDF articles carry and the number of articles they are of;
// sketched is -1 when they were never stored (a store from before them).
func (s *Store) FrequentSamples(ctx context.Context) (df map[uint32]int, sketched int, err error) {
	if sketched, err = s.Sketched(ctx); err != nil {
		return nil, 0, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT sample, df FROM frequent_samples`)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	df = map[uint32]int{}
	for rows.Next() {
		var x, n int64
		if err := rows.Scan(&x, &n); err != nil {
			return nil, 0, err
		}
		df[uint32(x)] = int(n)
	}
	return df, sketched, rows.Err()
}

// DerivedAt returns the count of writes the store has seen: what a
// derivation that reads the store now is made from (PutDerived).
func (s *Store) DerivedAt(ctx context.Context) (int64, error) {
	var n int64
	err := s.db.QueryRowContext(ctx, `SELECT writes FROM story_state`).Scan(&n)
	return n, err
}

// StoryList returns the stored story entries in the order of their
// first article. They are read in the table's order and sorted here: no
// index orders the table by first article, and SQLite would sort the
// rows with their entries in a temporary tree.
func (s *Store) StoryList(ctx context.Context) ([]Listed, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, first_seq, articles, print, entry FROM story_list`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Listed
	for rows.Next() {
		var l Listed
		var print int64
		if err := rows.Scan(&l.ID, &l.First, &l.Articles, &print, &l.Entry); err != nil {
			return nil, err
		}
		l.Print = uint64(print)
		out = append(out, l)
	}
	slices.SortFunc(out, func(a, b Listed) int { return cmp.Compare(a.First, b.First) })
	return out, rows.Err()
}

// StoryEntry returns the stored entry of one story; ok is false when
// there is none.
func (s *Store) StoryEntry(ctx context.Context, id int) (l Listed, ok bool, err error) {
	var print int64
	err = s.db.QueryRowContext(ctx, `SELECT id, first_seq, articles, print, entry FROM story_list WHERE id = ?`, id).Scan(&l.ID, &l.First, &l.Articles, &print, &l.Entry)
	if errors.Is(err, sql.ErrNoRows) {
		return Listed{}, false, nil
	}
	l.Print = uint64(print)
	return l, err == nil, err
}

// putAliases writes aliases and deletes the names gone, and marks them
// changed at writes when anything changed.
func putAliases(ctx context.Context, tx *sql.Tx, put []Alias, gone []string, writes int64) error {
	if len(put) == 0 && len(gone) == 0 {
		return nil
	}
	if len(put) > 0 {
		ins, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO alias_classes(name, class, key) VALUES (?, ?, ?)`)
		if err != nil {
			return err
		}
		defer ins.Close()
		for _, a := range put {
			if _, err := ins.ExecContext(ctx, a.Name, a.Class, a.Key); err != nil {
				return fmt.Errorf("store an alias: %w", err)
			}
		}
	}
	if len(gone) > 0 {
		del, err := tx.PrepareContext(ctx, `DELETE FROM alias_classes WHERE name = ?`)
		if err != nil {
			return err
		}
		defer del.Close()
		for _, n := range gone {
			if _, err := del.ExecContext(ctx, n); err != nil {
				return fmt.Errorf("delete an alias: %w", err)
			}
		}
	}
	_, err := tx.ExecContext(ctx, `UPDATE story_state SET aliased = ?`, writes)
	return err
}

// AliasedAt returns the count of writes the stored aliases last changed
// at: a reader's aliases stay as they are while it is the same. It is
// -1 while a store from before schema 11 keeps its aliases as pairs
// (UpgradeAliases).
func (s *Store) AliasedAt(ctx context.Context) (int64, error) {
	var at int64
	err := s.db.QueryRowContext(ctx, `SELECT aliased FROM story_state`).Scan(&at)
	return at, err
}

// AliasClasses returns every stored alias (name → the name of its
// class).
func (s *Store) AliasClasses(ctx context.Context) (map[string]string, error) {
	return s.aliasClasses(ctx, `SELECT name, class FROM alias_classes`)
}

// AliasClassesOf returns the stored aliases whose key is one of keys:
// the aliases a text of those words can hold.
func (s *Store) AliasClassesOf(ctx context.Context, keys []string) (map[string]string, error) {
	if len(keys) == 0 {
		return map[string]string{}, nil
	}
	list, err := json.Marshal(keys)
	if err != nil {
		return nil, err
	}
	return s.aliasClasses(ctx, `SELECT name, class FROM alias_classes WHERE key IN (SELECT value FROM json_each(?))`, string(list))
}

// aliasClasses returns the rows of query, pairs of names, as a map.
func (s *Store) aliasClasses(ctx context.Context, query string, args ...any) (map[string]string, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var name, class string
		if err := rows.Scan(&name, &class); err != nil {
			return nil, err
		}
		out[name] = class
	}
	return out, rows.Err()
}

// AliasPairs returns the aliases a store from before schema 11 kept as
// pairs (name → the name it stands for), for UpgradeAliases; nil when
// they have been moved.
func (s *Store) AliasPairs(ctx context.Context) (map[string]string, error) {
	if at, err := s.AliasedAt(ctx); err != nil || at >= 0 {
		return nil, err
	}
	return s.aliasClasses(ctx, `SELECT name, canonical FROM aliases`)
}

// UpgradeAliases replaces the pairs of a store from before schema 11
// with their classes, in one transaction.
func (s *Store) UpgradeAliases(ctx context.Context, classes []Alias) error {
	if s.readOnly {
		return ErrReadOnly
	}
	tx, err := s.begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM alias_classes`); err != nil {
		return err
	}
	var writes int64
	if err := tx.QueryRowContext(ctx, `SELECT writes FROM story_state`).Scan(&writes); err != nil {
		return err
	}
	if err := putAliases(ctx, tx, classes, nil, writes); err != nil {
		return err
	}
	// marked moved even when there were none to put
	if _, err := tx.ExecContext(ctx, `UPDATE story_state SET aliased = ?`, writes); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DROP TABLE aliases`); err != nil {
		return err
	}
	return tx.Commit()
}

// SentenceCounts calls fn with every stored sentence count and returns
// the seq of the last article they count (0: none counted).
func (s *Store) SentenceCounts(ctx context.Context, fn func(hash, count uint64)) (int64, error) {
	var counted int64
	if err := s.db.QueryRowContext(ctx, `SELECT counted FROM story_state`).Scan(&counted); err != nil {
		return 0, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT hash, count FROM sentence_counts`)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	for rows.Next() {
		var h, n int64
		if err := rows.Scan(&h, &n); err != nil {
			return 0, err
		}
		fn(uint64(h), uint64(n))
	}
	return counted, rows.Err()
}

// Recurring returns the sentence hashes stored as recurring.
func (s *Store) Recurring(ctx context.Context) ([]uint64, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT hash FROM recurring`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []uint64
	for rows.Next() {
		var h int64
		if err := rows.Scan(&h); err != nil {
			return nil, err
		}
		out = append(out, uint64(h))
	}
	return out, rows.Err()
}

// StoryRows returns the articles of a story (−1, engine.NoStory, for
// the pages that are in none) in ingest order, with their texts when
// text is true (as All).
func (s *Store) StoryRows(ctx context.Context, story int, text bool) ([]*Row, error) {
	q := `SELECT ` + prefixed("a.", selectCols)
	if text {
		q += `, a.text`
	}
	rows, err := s.db.QueryContext(ctx, q+` FROM story_of o JOIN articles a ON a.seq = o.seq WHERE o.story = ? ORDER BY a.seq`, story)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Row
	bySeq := map[int64]*Row{}
	for rows.Next() {
		r, err := scanRow(rows.Scan, text, false)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
		bySeq[r.Seq] = r
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, s.loadLabels(ctx, bySeq)
}

// StoryMembers returns the seqs and ids of a story's articles in ingest
// order: what grouping them takes, without the rest of their rows.
func (s *Store) StoryMembers(ctx context.Context, story int) (seqs []int64, ids []string, err error) {
	rows, err := s.db.QueryContext(ctx, `SELECT a.seq, a.id FROM story_of o JOIN articles a ON a.seq = o.seq WHERE o.story = ? ORDER BY a.seq`, story)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var seq int64
		var id string
		if err := rows.Scan(&seq, &id); err != nil {
			return nil, nil, err
		}
		seqs, ids = append(seqs, seq), append(ids, id)
	}
	return seqs, ids, rows.Err()
}

// StoryFirst returns the seq of the first article of each story of
// ids that holds one.
func (s *Store) StoryFirst(ctx context.Context, ids []int) (map[int]int64, error) {
	out := make(map[int]int64, len(ids))
	for _, id := range ids {
		var first sql.NullInt64
		if err := s.db.QueryRowContext(ctx, `SELECT MIN(seq) FROM story_of WHERE story = ?`, id).Scan(&first); err != nil {
			return nil, err
		}
		if first.Valid {
			out[id] = first.Int64
		}
	}
	return out, nil
}

// StoryPairs returns the relations between two articles of a story, as
// Pairs does but without the articles' ids (AID, BID: the caller has
// the story's articles), each with whether it holds as last derived
// (Judged false when no writer has judged it).
func (s *Store) StoryPairs(ctx context.Context, story int) ([]Relation, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT r.a, r.b, r.kind, r.jaccard, r.cont_a, r.cont_b, r.passages, r.longest, r.shared, r.holds, '', ''
		FROM story_of o JOIN relations r ON r.b = o.seq JOIN story_of p ON p.seq = r.a
		WHERE o.story = ? AND p.story = ? ORDER BY r.b, r.a`, story, story)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Relation
	for rows.Next() {
		r, err := scanPair(rows.Scan, nil)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// StoryIDs returns the ids of every story's articles in ingest order,
// by story (the pages in no story under NoStory, −1).
func (s *Store) StoryIDs(ctx context.Context) (map[int][]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT o.story, a.id FROM story_of o JOIN articles a ON a.seq = o.seq ORDER BY o.seq`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int][]string{}
	for rows.Next() {
		var st int
		var id string
		if err := rows.Scan(&st, &id); err != nil {
			return nil, err
		}
		out[st] = append(out[st], id)
	}
	return out, rows.Err()
}

// StoryOfArticle returns the story of the article with the given id;
// ok is false when it is in none (not stored, or not yet placed).
func (s *Store) StoryOfArticle(ctx context.Context, id string) (story int, ok bool, err error) {
	err = s.db.QueryRowContext(ctx, `SELECT o.story FROM articles a JOIN story_of o ON o.seq = a.seq WHERE a.id = ?`, id).Scan(&story)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, nil
	}
	return story, err == nil, err
}

// prefixed qualifies each column of a comma-separated list with p.
func prefixed(p, cols string) string {
	parts := strings.Split(cols, ",")
	for i, c := range parts {
		parts[i] = p + strings.TrimSpace(c)
	}
	return strings.Join(parts, ", ")
}
