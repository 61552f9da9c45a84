// Package store keeps storywire's articles, and later everything derived
// from them, in one embedded SQLite database (modernc.org/sqlite: pure Go,
// no cgo, one file).
//
// Design: the database runs in WAL mode so that one writer and many readers
// work at once (readers see the last committed state, never a half-written
// batch). Articles are written in batches, one transaction per batch: a
// batch is either wholly stored or not at all, and a batch whose Put has
// returned survives a kill -9 of the process (synchronous=NORMAL in WAL
// mode is durable against process crashes; only a power loss can undo the
// last commits). Ingest is idempotent: an article whose id is already
// stored with the same normalized body adds nothing but its new evaluation
// labels; the same id with a different body is refused as a conflict, and
// the stored article is kept. The schema is versioned (PRAGMA
// user_version) and migrated forward on Open.
//
// The store does not interpret articles: it neither deduplicates nor
// clusters. It keeps the original bytes of an article only where the reader
// had to transform them (HTML pages, feed items); for text and JSONL inputs
// the path, line and SHA-256 of the original locate it.
//
// The file is read through a memory map (SQLite writes through its own
// calls still, so the map changes nothing of what a kill -9 leaves).
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"net/url"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/storywire/storywire/article"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// DefaultPath is the database file used when none is given.
const DefaultPath = "storywire.db"

// Store is an open storywire database. It is safe for concurrent use.
type Store struct {
	// db reads: the pool of connections, or one read transaction for a
	// snapshot (Snapshot).
	db querier
	// pool is the pool db reads from (nil for a snapshot), tx the
	// snapshot's transaction.
	pool *sql.DB
	tx   *sql.Tx
	// w is the connection every write transaction takes (begin), db's
	// connections read. SQLite empties a connection's page cache when
	// another connection has committed since its last transaction: with
	// writes spread over the pool, a batch's writes began on a cache
	// emptied by the reads and writes beside them, and SQLite's
	// allocator gave its pages back and mapped them anew.
	w        *sql.DB
	path     string
	lock     *os.File // the writer lock, when held (LockWriter)
	readOnly bool     // opened by OpenReadOnly
}

// ErrReadOnly is returned for a write to a store opened read-only.
var ErrReadOnly = errors.New("the store is open read-only")

// OpenReadOnly opens the database at path for reading only, as an
// immutable file (SQLite's immutable=1): a published snapshot, a file
// on read-only media, one no process writes while it is open. Nothing
// is written, not even the lock file; the schema must be this build's
// (open the file once for writing to upgrade it).
func OpenReadOnly(path string) (*Store, error) {
	if path == "" {
		path = DefaultPath
	}
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	if fi.IsDir() {
		return nil, fmt.Errorf("open store %s: is a directory", path)
	}
	// An immutable file is read without its write-ahead log: committed
	// batches still in one (a writer running, or killed) would be missed.
	if wal, err := os.Stat(path + "-wal"); err == nil && wal.Size() > 0 {
		return nil, fmt.Errorf("open store %s read-only: it has a write-ahead log (%s-wal): a writer is running or was stopped; open it for writing once, or wait for the writer to close it", path, path)
	}
	q := url.Values{}
	q.Set("mode", "ro")
	q.Set("immutable", "1")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	var v int
	if err := db.QueryRow(`PRAGMA user_version`).Scan(&v); err != nil {
		db.Close()
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	if v != len(migrations) {
		db.Close()
		return nil, fmt.Errorf("open store %s read-only: schema %d, this storywire reads %d: open it once for writing to upgrade it", path, v, len(migrations))
	}
	return &Store{db: db, pool: db, w: db, path: path, readOnly: true}, nil
}

// querier is what reads need of a pool or a transaction.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// Snapshot returns the store as it is now, for reading only: every read
// through it sees the same committed state, whatever is written
// meanwhile (one SQLite read transaction, on a connection of its own).
// Close it soon after it is no longer needed: while it is open, SQLite
// cannot copy the later writes from the write-ahead log into the file
// past it (see CheckpointWAL). It is safe for concurrent use, its reads
// taking turns on its connection.
func (s *Store) Snapshot(ctx context.Context) (*Store, error) {
	if s.pool == nil {
		return nil, errors.New("a snapshot of a snapshot")
	}
	// The transaction lives until Close, not until ctx is done.
	tx, err := s.pool.BeginTx(context.WithoutCancel(ctx), &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("read a snapshot of %s: %w", s.path, err)
	}
	// SQLite takes a read transaction's snapshot at its first read.
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM story_state`).Scan(&n); err != nil {
		tx.Rollback()
		return nil, fmt.Errorf("read a snapshot of %s: %w", s.path, err)
	}
	return &Store{db: tx, tx: tx, path: s.path, readOnly: true}, nil
}

// CheckpointWAL copies into the database file what the write-ahead log
// holds beyond the file, as far as no reader still needs the log (SQLite's
// passive checkpoint). A snapshot taken right after one that copied it
// all reads the file alone, and then does not keep SQLite from starting
// the log over at the next write; one taken before holds the log's end
// until it is closed. It does nothing to a store opened read-only.
func (s *Store) CheckpointWAL(ctx context.Context) error {
	if s.readOnly {
		return nil
	}
	_, err := s.w.ExecContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`)
	return err
}

// ReadOnly reports whether the store was opened by OpenReadOnly.
func (s *Store) ReadOnly() bool { return s.readOnly }

// Open opens, creating if needed, the database at path and brings its
// schema up to date.
func Open(path string) (*Store, error) {
	if path == "" {
		path = DefaultPath
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return nil, fmt.Errorf("open store %s: is a directory", path)
	}
	// dsn names the file with the pragmas every connection runs.
	dsn := func() string {
		q := url.Values{}
		q.Add("_pragma", "journal_mode(WAL)")
		q.Add("_pragma", "synchronous(NORMAL)")
		q.Add("_pragma", "busy_timeout(10000)")
		q.Add("_pragma", "foreign_keys(ON)")
		// A batch's writes are one transaction (PutBatch), whose
		// statement journals (INSERT OR REPLACE) stay in memory.
		q.Add("_pragma", "temp_store(MEMORY)")
		// The page caches are small, 4 MB a connection: each commit of
		// the writer makes the readers' stale — SQLite empties them on
		// their next read, and a large cache costs more to fill again
		// than it saves. A larger cache for the writer made ingest
		// slower.
		q.Add("_pragma", "cache_size(-4000)")
		// Reads through a memory map of the file's first 64 MB (the
		// articles' ids, the relations and the sketches of a small
		// store): without it every page missed by SQLite's cache is a
		// read(2). Beyond it the pages come from the kernel's cache by
		// read(2). Each connection maps the file on its own, and every
		// page a map holds counts in the process's resident memory once
		// per map: a larger one made no ingest faster, and the several
		// connections reading at once at the end of an ingest (its
		// derivation) held the same pages two or three times over.
		q.Add("_pragma", "mmap_size(67108864)")
		// The log is copied into the file every 8,000 pages (32 MB)
		// rather than SQLite's 1,000: a batch of an ingest writes some
		// megabytes, much of it to the same index pages as the batches
		// before it, which a checkpoint then writes once for several
		// batches.
		q.Add("_pragma", "wal_autocheckpoint(8000)")
		q.Set("_txlock", "immediate")
		return "file:" + path + "?" + q.Encode()
	}
	db, err := sql.Open("sqlite", dsn())
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	w, err := sql.Open("sqlite", dsn())
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	w.SetMaxOpenConns(1)
	s := &Store{db: db, pool: db, w: w, path: path}
	if err := s.migrate(); err != nil {
		s.Close()
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	return s, nil
}

// begin begins a write transaction, on the writer's connection.
func (s *Store) begin(ctx context.Context) (*sql.Tx, error) {
	if s.readOnly {
		return nil, ErrReadOnly
	}
	return s.w.BeginTx(ctx, nil)
}

// Close closes the database and releases the writer lock; for a
// snapshot, it ends its read transaction.
func (s *Store) Close() error {
	if s.tx != nil {
		return s.tx.Rollback()
	}
	err := s.pool.Close()
	if s.w != s.pool {
		if werr := s.w.Close(); err == nil {
			err = werr
		}
	}
	if s.lock != nil {
		s.lock.Close()
		s.lock = nil
	}
	return err
}

// Path is the database file.
func (s *Store) Path() string { return s.path }

// migrations[i] brings the schema from version i to i+1.
var migrations = []string{
	`CREATE TABLE articles (
		seq          INTEGER PRIMARY KEY,
		id           TEXT NOT NULL UNIQUE,
		source       TEXT NOT NULL,
		url          TEXT NOT NULL,
		title        TEXT NOT NULL,
		title_derived INTEGER NOT NULL,
		date         TEXT NOT NULL,
		language     TEXT NOT NULL,
		credit       TEXT NOT NULL,
		dateline     TEXT NOT NULL,
		text         TEXT NOT NULL,
		words        INTEGER NOT NULL,
		body_hash    BLOB NOT NULL,
		orig_path    TEXT NOT NULL,
		orig_line    INTEGER NOT NULL,
		orig_format  TEXT NOT NULL,
		orig_sha256  TEXT NOT NULL,
		orig_raw     BLOB,
		ingested     TEXT NOT NULL
	);
	CREATE TABLE labels (
		seq   INTEGER NOT NULL REFERENCES articles(seq),
		label TEXT NOT NULL,
		PRIMARY KEY (seq, label)
	) WITHOUT ROWID;`,
	// 2: the dedup stage's state: each article's sketch (so the index
	// reloads without re-reading texts) and the relations found.
	`CREATE TABLE sketches (
		seq     INTEGER PRIMARY KEY REFERENCES articles(seq),
		tokens  INTEGER NOT NULL,
		samples BLOB NOT NULL
	);
	CREATE TABLE relations (
		a        INTEGER NOT NULL REFERENCES articles(seq),
		b        INTEGER NOT NULL REFERENCES articles(seq),
		kind     TEXT NOT NULL,
		jaccard  REAL NOT NULL,
		cont_a   REAL NOT NULL,
		cont_b   REAL NOT NULL,
		passages INTEGER NOT NULL,
		longest  INTEGER NOT NULL,
		shared   BLOB,
		PRIMARY KEY (a, b)
	) WITHOUT ROWID;
	CREATE INDEX relations_b ON relations(b);`,
	// 3: the alignment stage's result for each copying relation: the
	// names and phrases B substituted for A's, and how often.
	`CREATE TABLE substitutions (
		a         INTEGER NOT NULL REFERENCES articles(seq),
		b         INTEGER NOT NULL REFERENCES articles(seq),
		from_text TEXT NOT NULL,
		to_text   TEXT NOT NULL,
		n         INTEGER NOT NULL,
		PRIMARY KEY (a, b, from_text, to_text)
	) WITHOUT ROWID;`,
	// 4: full-text search over titles and bodies (SQLite FTS5, external
	// content: the text is not stored twice). The engine brings it up
	// to date after each batch it stores (IndexSearch), one insert for
	// the batch; search_state records how far it goes.
	`CREATE VIRTUAL TABLE articles_fts USING fts5(title, text, content='articles', content_rowid='seq', detail=column);
	CREATE TABLE search_state (indexed INTEGER NOT NULL);
	INSERT INTO search_state VALUES (0);`,
	// 5: the facts stage's extraction of each article (counts and
	// quotations, JSON), made as the article arrives.
	`CREATE TABLE facts (
		seq        INTEGER PRIMARY KEY REFERENCES articles(seq),
		extraction TEXT NOT NULL
	);`,
	// 6: the story stage's assignment of each article, and every change
	// of it (an article moved by a batch clustering or a rebuild).
	`CREATE TABLE story_of (
		seq   INTEGER PRIMARY KEY REFERENCES articles(seq),
		story INTEGER NOT NULL
	);
	CREATE INDEX story_of_story ON story_of(story);
	CREATE TABLE story_changes (
		at         TEXT NOT NULL,
		seq        INTEGER NOT NULL REFERENCES articles(seq),
		from_story INTEGER NOT NULL,
		to_story   INTEGER NOT NULL,
		reason     TEXT NOT NULL
	);`,
	// 7: word hashes changed (textproc), so stored
	// sketches no longer match new ones, and the samples kept with each
	// relation no longer name shingles. The dedup stage's state and its
	// results are dropped; the engine finds every article without a
	// sketch when it opens the store and runs it through the dedup stage
	// again, in the order of ingest (engine.Open's catch-up).
	`DELETE FROM substitutions;
	DELETE FROM relations;
	DELETE FROM sketches;`,
	// 8: story ids made stable: the next id to give (an id is never
	// given twice, so an old link never names an unrelated story), and
	// the number of articles the last batch clustering saw. Ids kept by
	// schema 6 were clusterer positions: they are kept as they are. The
	// outlets, indexed: the engine reads them to tell an outlet's name
	// in a masthead from a name an outlet substituted.
	`CREATE TABLE story_state (next_id INTEGER NOT NULL, batch_articles INTEGER NOT NULL);
	INSERT INTO story_state SELECT COALESCE(MAX(story), 0) + 1, 0 FROM story_of;
	CREATE INDEX story_changes_from ON story_changes(from_story);
	CREATE INDEX articles_source ON articles(source);`,
	// 9: derived state (derived.go), written by the writer after each
	// write so that a reader reads it: each story's list entry, whether
	// each relation holds, the sentences recurring across stories (and
	// the counts they come from, with the last article counted), the
	// name aliases, and the count of writes it was derived from. Stores from before derive
	// it when first opened for writing.
	`ALTER TABLE relations ADD COLUMN holds INTEGER;
	CREATE TABLE story_list (
		id        INTEGER PRIMARY KEY,
		first_seq INTEGER NOT NULL,
		articles  INTEGER NOT NULL,
		print     INTEGER NOT NULL,
		entry     BLOB NOT NULL
	);
	CREATE TABLE recurring (hash INTEGER PRIMARY KEY) WITHOUT ROWID;
	CREATE TABLE aliases (name TEXT PRIMARY KEY, canonical TEXT NOT NULL) WITHOUT ROWID;
	CREATE TABLE sentence_counts (hash INTEGER PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID;
	ALTER TABLE story_state ADD COLUMN writes INTEGER NOT NULL DEFAULT 1;
	ALTER TABLE story_state ADD COLUMN derived INTEGER NOT NULL DEFAULT 0;
	ALTER TABLE story_state ADD COLUMN counted INTEGER NOT NULL DEFAULT 0;`,
	// 10: the samples more than dedup.MinStopDF articles carry, with
	// their counts, and the number of articles counted (-1: not yet):
	// readers see boilerplate through them without the dedup index.
	`CREATE TABLE frequent_samples (sample INTEGER PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;
	ALTER TABLE story_state ADD COLUMN sketched INTEGER NOT NULL DEFAULT -1;`,
	// 11: the name aliases by class, found by their first word, so that
	// a reader reads the aliases a story's words can hold; aliased is
	// the count of writes they last changed at (-1: the writer has yet
	// to move schema 9's pairs here, UpgradeAliases).
	`CREATE TABLE alias_classes (name TEXT PRIMARY KEY, class TEXT NOT NULL, key TEXT NOT NULL) WITHOUT ROWID;
	CREATE INDEX alias_classes_key ON alias_classes(key);
	ALTER TABLE story_state ADD COLUMN aliased INTEGER NOT NULL DEFAULT -1;`,
	// 12: the online clusterer's state as a writer left it (in parts of
	// a few megabytes), and the count of writes it was saved at (-1:
	// none): the next writer goes on from it while no write came since.
	`CREATE TABLE checkpoint (part INTEGER PRIMARY KEY, data BLOB NOT NULL);
	ALTER TABLE story_state ADD COLUMN checkpointed INTEGER NOT NULL DEFAULT -1;`,
	// 13: relations and substitutions kept in the order of their later
	// article (b): a batch's relations are written where the last
	// batch's ended, not into pages all over a table keyed by the earlier
	// article, each page read and written again at every commit; and
	// every read looks relations up by b (a story's pairs, Pairs in
	// order) or by both, so the index on b goes. Their articles are no
	// longer foreign keys: checking one looked the earlier article up
	// in the table of texts, a page read at random for every relation,
	// and relations are made between stored articles only (articles are
	// never deleted).
	`CREATE TABLE relations_by_b (
		a        INTEGER NOT NULL,
		b        INTEGER NOT NULL,
		kind     TEXT NOT NULL,
		jaccard  REAL NOT NULL,
		cont_a   REAL NOT NULL,
		cont_b   REAL NOT NULL,
		passages INTEGER NOT NULL,
		longest  INTEGER NOT NULL,
		shared   BLOB,
		holds    INTEGER,
		PRIMARY KEY (b, a)
	) WITHOUT ROWID;
	INSERT INTO relations_by_b SELECT a, b, kind, jaccard, cont_a, cont_b, passages, longest, shared, holds FROM relations ORDER BY b, a;
	DROP TABLE relations;
	ALTER TABLE relations_by_b RENAME TO relations;
	CREATE TABLE substitutions_by_b (
		a         INTEGER NOT NULL,
		b         INTEGER NOT NULL,
		from_text TEXT NOT NULL,
		to_text   TEXT NOT NULL,
		n         INTEGER NOT NULL,
		PRIMARY KEY (b, a, from_text, to_text)
	) WITHOUT ROWID;
	INSERT INTO substitutions_by_b SELECT a, b, from_text, to_text, n FROM substitutions ORDER BY b, a, from_text, to_text;
	DROP TABLE substitutions;
	ALTER TABLE substitutions_by_b RENAME TO substitutions;`,
	// 14: the wire's catch-line of an article (article.Article.Catchline),
	// by which the batch pass keeps a wire story's takes together.
	`ALTER TABLE articles ADD COLUMN catchline TEXT NOT NULL DEFAULT '';`,
}

// SchemaVersion is the schema version this build writes.
var SchemaVersion = len(migrations)

func (s *Store) migrate() error {
	var v int
	if err := s.pool.QueryRow(`PRAGMA user_version`).Scan(&v); err != nil {
		return err
	}
	if v > len(migrations) {
		return fmt.Errorf("database schema version %d is newer than this storywire (%d)", v, len(migrations))
	}
	for ; v < len(migrations); v++ {
		tx, err := s.begin(context.Background())
		if err != nil {
			return err
		}
		if _, err := tx.Exec(migrations[v]); err != nil {
			tx.Rollback()
			return fmt.Errorf("migrate to schema %d: %w", v+1, err)
		}
		if _, err := tx.Exec(fmt.Sprintf(`PRAGMA user_version = %d`, v+1)); err != nil {
			tx.Rollback()
			return err
		}
		if err := tx.Commit(); err != nil {
			return err
		}
	}
	return nil
}

// Outcome is what Put did with one article.
type Outcome uint8

// The outcomes of Put.
const (
	Added     Outcome = iota // stored as a new article
	Unchanged                // already stored with the same body (new labels are added)
	Conflict                 // the id is stored with a different body; not stored
)

// ErrConflict is returned (wrapped, per article) for an id already stored
// with a different body.
var ErrConflict = errors.New("id already stored with a different text")

// Put stores a batch of articles in one transaction and returns what
// happened to each and its seq (the stored article's, for Unchanged and
// Conflict the one already stored). Once Put returns without error the
// whole batch is durable; on error nothing of it is stored.
func (s *Store) Put(ctx context.Context, batch []*article.Article) ([]Outcome, []int64, error) {
	out := make([]Outcome, len(batch))
	seqs := make([]int64, len(batch))
	tx, err := s.begin(ctx)
	if err != nil {
		return nil, nil, err
	}
	defer tx.Rollback()
	ins, err := tx.PrepareContext(ctx, `INSERT INTO articles
		(id, source, url, title, title_derived, date, language, credit, dateline, text, words, body_hash,
		 orig_path, orig_line, orig_format, orig_sha256, orig_raw, ingested, catchline)
		VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) ON CONFLICT(id) DO NOTHING`)
	if err != nil {
		return nil, nil, err
	}
	defer ins.Close()
	var lookup, label *sql.Stmt
	for i, a := range batch {
		res, err := ins.ExecContext(ctx, a.ID, a.Source, a.URL, a.Title, a.TitleDerived, a.Date, a.Language,
			a.Credit, a.Dateline, a.Text, a.Words, a.Hash[:], a.Origin.Path, a.Origin.Line, a.Origin.Format,
			a.Origin.SHA256, a.Origin.Raw, a.Ingested.UTC().Format(time.RFC3339Nano), a.Catchline)
		if err != nil {
			return nil, nil, fmt.Errorf("store %s: %w", a.ID, err)
		}
		var seq int64
		if n, _ := res.RowsAffected(); n == 1 {
			seq, _ = res.LastInsertId()
			out[i] = Added
		} else {
			if lookup == nil {
				if lookup, err = tx.PrepareContext(ctx, `SELECT seq, body_hash FROM articles WHERE id = ?`); err != nil {
					return nil, nil, err
				}
				defer lookup.Close()
			}
			var h []byte
			if err := lookup.QueryRowContext(ctx, a.ID).Scan(&seq, &h); err != nil {
				return nil, nil, err
			}
			if string(h) != string(a.Hash[:]) {
				out[i], seqs[i] = Conflict, seq
				continue
			}
			out[i] = Unchanged
		}
		seqs[i] = seq
		for _, l := range a.Labels {
			if label == nil {
				if label, err = tx.PrepareContext(ctx, `INSERT OR IGNORE INTO labels(seq, label) VALUES (?, ?)`); err != nil {
					return nil, nil, err
				}
				defer label.Close()
			}
			if _, err := label.ExecContext(ctx, seq, l); err != nil {
				return nil, nil, err
			}
		}
	}
	if slices.Contains(out, Added) {
		if err := bumpWrites(ctx, tx); err != nil {
			return nil, nil, err
		}
	}
	if err := tx.Commit(); err != nil {
		return nil, nil, err
	}
	return out, seqs, nil
}

// Count returns the number of stored articles.
func (s *Store) Count(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM articles`).Scan(&n)
	return n, err
}

// ErrNotFound is returned by Get for an unknown id.
var ErrNotFound = errors.New("no such article")

const selectCols = `seq, id, source, url, title, title_derived, date, language, credit, dateline, words,
	body_hash, orig_path, orig_line, orig_format, orig_sha256, ingested, catchline`

// SketchesBehind reports whether the last stored article has no dedup
// sketch: a crash between an ingest batch's two commits (the articles,
// then their dedup state) or a migration that dropped the sketches left
// the newest articles without one. Two look-ups of a largest key, not a
// count of either table.
func (s *Store) SketchesBehind(ctx context.Context) (bool, error) {
	var behind bool
	err := s.db.QueryRowContext(ctx, `SELECT (SELECT max(seq) FROM articles) IS NOT (SELECT max(seq) FROM sketches)`).Scan(&behind)
	return behind, err
}

// Get returns the article with the given id, with its text and labels.
func (s *Store) Get(ctx context.Context, id string) (*article.Article, error) {
	row := s.db.QueryRowContext(ctx, `SELECT `+selectCols+`, text, orig_raw FROM articles WHERE id = ?`, id)
	r, err := scanRow(row.Scan, true, true)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, id)
	}
	if err != nil {
		return nil, err
	}
	if err := s.loadLabels(ctx, map[int64]*Row{r.Seq: r}); err != nil {
		return nil, err
	}
	return &r.Article, nil
}

// ErrAmbiguous is returned by Resolve for a prefix of several ids.
var ErrAmbiguous = errors.New("the id prefix matches several articles")

// Resolve returns the stored id that is id or, when none is, the one
// stored id that starts with it (as a user types the first digits of a
// content hash). It reads at most two index entries.
func (s *Store) Resolve(ctx context.Context, id string) (string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM articles WHERE id >= ? ORDER BY id LIMIT 2`, id)
	if err != nil {
		return "", err
	}
	defer rows.Close()
	var found []string
	for rows.Next() {
		var x string
		if err := rows.Scan(&x); err != nil {
			return "", err
		}
		if x == id {
			return x, nil
		}
		if strings.HasPrefix(x, id) {
			found = append(found, x)
		}
	}
	if err := rows.Err(); err != nil {
		return "", err
	}
	switch {
	case len(found) == 1 && id != "":
		return found[0], nil
	case len(found) > 1:
		return "", fmt.Errorf("%w: %s (%s, …); give more of it", ErrAmbiguous, id, strings.Join(found, ", "))
	}
	return "", fmt.Errorf("%w: %s", ErrNotFound, id)
}

// Row is a stored article with its store-assigned fields.
type Row struct {
	article.Article
	Seq int64 // ingest order, from 1
}

// All returns every stored article in ingest order, with its body when
// text is true (for listings, without). The original bytes are read
// only with one article (Get): no reader of many needs them.
func (s *Store) All(ctx context.Context, text bool) ([]*Row, error) {
	return s.Since(ctx, 0, text)
}

// Since returns the articles stored after seq, in seq order, as All
// does: what a reader that holds the earlier ones needs.
func (s *Store) Since(ctx context.Context, seq int64, text bool) ([]*Row, error) {
	q := `SELECT ` + selectCols
	if text {
		q += `, text`
	}
	rows, err := s.db.QueryContext(ctx, q+` FROM articles WHERE seq > ? ORDER BY seq`, seq)
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

func scanRow(scan func(...any) error, text, raw bool) (*Row, error) {
	r := &Row{}
	a := &r.Article
	var hash []byte
	var ingested string
	dest := []any{&r.Seq, &a.ID, &a.Source, &a.URL, &a.Title, &a.TitleDerived, &a.Date, &a.Language, &a.Credit,
		&a.Dateline, &a.Words, &hash, &a.Origin.Path, &a.Origin.Line, &a.Origin.Format, &a.Origin.SHA256, &ingested,
		&a.Catchline}
	if text {
		dest = append(dest, &a.Text)
	}
	if raw {
		dest = append(dest, &a.Origin.Raw)
	}
	if err := scan(dest...); err != nil {
		return nil, err
	}
	copy(a.Hash[:], hash)
	a.Ingested, _ = time.Parse(time.RFC3339Nano, ingested)
	return r, nil
}

func (s *Store) loadLabels(ctx context.Context, bySeq map[int64]*Row) error {
	if len(bySeq) == 0 {
		return nil
	}
	// A few rows (a story) read their own labels through the key; many
	// (the whole store) read the table once.
	const byKey = 4096
	addLabel := func(rows *sql.Rows) error {
		var seq int64
		var l string
		if err := rows.Scan(&seq, &l); err != nil {
			return err
		}
		if r := bySeq[seq]; r != nil {
			r.Labels = append(r.Labels, l)
		}
		return nil
	}
	if len(bySeq) > byKey {
		rows, err := s.db.QueryContext(ctx, `SELECT seq, label FROM labels ORDER BY seq, label`)
		if err != nil {
			return err
		}
		return scanAll(rows, addLabel)
	}
	seqs := slices.Sorted(maps.Keys(bySeq))
	return s.eachBySeqs(ctx, `SELECT seq, label FROM labels WHERE seq IN (%s) ORDER BY seq, label`, seqs, addLabel)
}

// maxVars is the most seqs a query binds, under SQLite's bound on a
// statement's variables (32,766): a batch's candidates are read in one
// query, one read transaction, rather than in several that the writer's
// commits between them would each make start on an emptied cache.
const maxVars = 32000

// eachBySeqs runs query, whose %s stands for the placeholders of a list
// of seqs, once for each maxVars of seqs (in their order), and calls scan
// on each row it gives.
func (s *Store) eachBySeqs(ctx context.Context, query string, seqs []int64, scan func(*sql.Rows) error) error {
	args := make([]any, 0, min(len(seqs), maxVars))
	for len(seqs) > 0 {
		n := min(len(seqs), maxVars)
		args = args[:0]
		for _, q := range seqs[:n] {
			args = append(args, q)
		}
		seqs = seqs[n:]
		rows, err := s.db.QueryContext(ctx, fmt.Sprintf(query, "?"+strings.Repeat(",?", n-1)), args...)
		if err != nil {
			return err
		}
		if err := scanAll(rows, scan); err != nil {
			return err
		}
	}
	return nil
}

// scanAll calls scan on each row of rows, then closes them.
func scanAll(rows *sql.Rows, scan func(*sql.Rows) error) error {
	defer rows.Close()
	for rows.Next() {
		if err := scan(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Check runs SQLite's integrity check and returns an error unless the
// database is sound.
func (s *Store) Check(ctx context.Context) error {
	var res string
	if err := s.db.QueryRowContext(ctx, `PRAGMA integrity_check`).Scan(&res); err != nil {
		return err
	}
	if res != "ok" {
		return fmt.Errorf("integrity check: %s", res)
	}
	return nil
}
