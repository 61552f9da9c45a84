package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/store"
)

// storyPage is GET /api/v1/stories.
type storyPage struct {
	Page    int            `json:"page"`
	PerPage int            `json:"per_page"`
	Total   int            `json:"total"`
	Stories []storySummary `json:"stories"`
	// NotArticles are the stored pages that are not articles (a web
	// archive's notice, an error page), in no story.
	NotArticles []pageSummary `json:"not_articles,omitempty"`
}

// pageSummary is a stored page that is not an article: its id, a name
// for it (outlet, address or file) and its kind.
type pageSummary struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Kind string `json:"kind"`
}

// intParam reads a positive integer query parameter.
func intParam(r *http.Request, name string, def, maxv int) (int, error) {
	s := r.URL.Query().Get(name)
	if s == "" {
		return def, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		return 0, errors.New(name + " must be a positive integer")
	}
	return min(n, maxv), nil
}

func (s *Server) apiStories(w http.ResponseWriter, r *http.Request) {
	page, err := intParam(r, "page", 1, 1<<20)
	if err != nil {
		writeError(w, http.StatusBadRequest, "%v", err)
		return
	}
	per, err := intParam(r, "per_page", 20, 200)
	if err != nil {
		writeError(w, http.StatusBadRequest, "%v", err)
		return
	}
	q := r.URL.Query()
	for _, name := range []string{"from", "to"} {
		if v := q.Get(name); v != "" {
			if _, err := time.Parse("2006-01-02", v); err != nil {
				writeError(w, http.StatusBadRequest, "%s must be a date, YYYY-MM-DD (got %q)", name, v)
				return
			}
		}
	}
	list, err := s.storyList(r.Context(), q.Get("source"), q.Get("from"), q.Get("to"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	pages, err := s.notArticles(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	out := storyPage{Page: page, PerPage: per, Total: len(list), Stories: []storySummary{}, NotArticles: pages}
	if from := (page - 1) * per; from < len(list) {
		out.Stories = list[from:min(len(list), from+per)]
	}
	writeJSON(w, http.StatusOK, out)
}

// redirectGone answers a request for a story id that a rebuild merged
// or split away with a permanent redirect to prefix + the id of the
// story holding most of its articles, so that old links keep working.
// It reports whether it answered.
func (s *Server) redirectGone(w http.ResponseWriter, r *http.Request, id int, prefix string) bool {
	to, ok, err := s.pl.StoryWent(r.Context(), id)
	if err != nil || !ok {
		return false
	}
	http.Redirect(w, r, prefix+strconv.Itoa(to), http.StatusMovedPermanently)
	return true
}

// storyID reads the {id} path value of a story.
func storyID(w http.ResponseWriter, r *http.Request) (int, bool) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "story id %q is not a number", r.PathValue("id"))
		return 0, false
	}
	return id, true
}

func (s *Server) apiStory(w http.ResponseWriter, r *http.Request) {
	id, ok := storyID(w, r)
	if !ok {
		return
	}
	body, err := s.storyBytes(r.Context(), id, false)
	if errors.Is(err, errNotFound) {
		if s.redirectGone(w, r, id, "/api/v1/stories/") {
			return
		}
		writeError(w, http.StatusNotFound, "no story %d", id)
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Write(body)
}

// articleJSON is GET /api/v1/articles/{id}: the article as stored, in
// the API's names. The original bytes (kept when the text was extracted
// from markup) come only with ?original=1.
type articleJSON struct {
	ID           string     `json:"id"`
	Source       string     `json:"source"`
	Credit       string     `json:"credit"`
	Title        string     `json:"title"`
	TitleDerived bool       `json:"title_derived"`
	Date         string     `json:"date"`
	URL          string     `json:"url"`
	Language     string     `json:"language"`
	Dateline     string     `json:"dateline"`
	Catchline    string     `json:"catchline,omitempty"`
	Words        int        `json:"words"`
	Labels       []string   `json:"labels"`
	Hash         string     `json:"hash"`
	Origin       originJSON `json:"origin"`
	Ingested     string     `json:"ingested"`
	Text         string     `json:"text"`
	Story        int        `json:"story"`
	Group        string     `json:"syndication_group"`
	// NotArticle is the kind of page, when the page is not an article
	// (a web archive's notice, an error page): it is in no story.
	NotArticle string  `json:"not_article,omitempty"`
	Original   *string `json:"original,omitempty"`
}

type originJSON struct {
	Path   string `json:"path"`
	Line   int    `json:"line"`
	Format string `json:"format"`
	SHA256 string `json:"sha256"`
	Size   int    `json:"size"`
}

func (s *Server) article(ctx context.Context, id string, original bool) (articleJSON, error) {
	a, err := s.pl.Store().Get(ctx, id)
	if err != nil {
		return articleJSON{}, err
	}
	sid, placed, err := s.pl.StoryOf(ctx, a.ID)
	if err != nil {
		return articleJSON{}, err
	}
	var group string
	if placed && sid != engine.NoStory {
		if group, err = s.groupOf(ctx, sid, a.ID); err != nil {
			return articleJSON{}, err
		}
	}
	j := articleJSON{ID: a.ID, Source: a.Source, Credit: a.Credit, Title: a.Title, TitleDerived: a.TitleDerived, Date: a.Date,
		URL: a.URL, Language: a.Language, Dateline: a.Dateline, Catchline: a.Catchline, Words: a.Words, Labels: a.Labels, Hash: hex.EncodeToString(a.Hash[:]),
		Origin:   originJSON{a.Origin.Path, a.Origin.Line, a.Origin.Format, a.Origin.SHA256, a.Origin.Size},
		Ingested: a.Ingested.UTC().Format(time.RFC3339), Text: a.Text, Group: group}
	switch {
	case placed && sid == engine.NoStory:
		j.NotArticle = engine.StoryArticle(a, nil).Page
	case placed:
		j.Story = sid
	}
	if j.Labels == nil {
		j.Labels = []string{}
	}
	if original && a.Origin.Raw != nil {
		raw := string(a.Origin.Raw)
		j.Original = &raw
	}
	return j, nil
}

// groupOf returns the syndication group of article id in story sid
// ("" for none). The story's grouping is read once per snapshot
// (engine.Pipeline.Grouping reads all its relations; a story's view
// keeps the one it was built with), so that readers of many articles
// of a story of thousands pay for it once.
func (s *Server) groupOf(ctx context.Context, sid int, id string) (string, error) {
	sn := s.published()
	if sn == nil {
		g, err := s.pl.Grouping(ctx, sid)
		return g[id], err
	}
	e, ok := sn.groups.Load(sid)
	if !ok {
		e, _ = sn.groups.LoadOrStore(sid, &grouping{sync.OnceValues(func() (map[string]string, error) {
			return s.pl.Grouping(ctx, sid)
		})})
	}
	g, err := e.(*grouping).get()
	if err != nil {
		sn.groups.CompareAndDelete(sid, e) // the next reader tries again
	}
	return g[id], err
}

// grouping gives a story's syndication grouping (article id → group
// id), read once.
type grouping struct {
	get func() (map[string]string, error)
}

func (s *Server) apiArticle(w http.ResponseWriter, r *http.Request) {
	a, err := s.article(r.Context(), r.PathValue("id"), r.URL.Query().Get("original") == "1")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, a)
}

// diff aligns two stored articles.
func (s *Server) diff(ctx context.Context, a, b string) (engine.Diff, error) {
	var d engine.Diff
	err := s.within(ctx, func(sn *snapshot) error {
		pl, err := s.readerOf(ctx, sn)
		if err == nil {
			d, err = pl.Diff(ctx, a, b)
		}
		return err
	})
	return d, err
}

func (s *Server) apiAlign(w http.ResponseWriter, r *http.Request) {
	a, b := r.URL.Query().Get("a"), r.URL.Query().Get("b")
	if a == "" || b == "" {
		writeError(w, http.StatusBadRequest, "give two article ids: ?a=ID&b=ID")
		return
	}
	d, err := s.diff(r.Context(), a, b)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, NewDiffJSON(d))
}

// searchJSON is GET /api/v1/search.
type searchJSON struct {
	Query string    `json:"query"`
	Hits  []hitJSON `json:"hits"`
}

type hitJSON struct {
	ID      string `json:"id"`
	Title   string `json:"title"`
	Source  string `json:"source"`
	Date    string `json:"date"`
	Snippet string `json:"snippet"`
	Story   int    `json:"story"`
}

func (s *Server) search(ctx context.Context, q string, limit int) (searchJSON, error) {
	out := searchJSON{Query: q, Hits: []hitJSON{}}
	// The store serves concurrent readers itself: the search holds no
	// lock of the server's, so a long one delays nobody else.
	hits, err := s.pl.Store().Search(ctx, q, limit)
	if err != nil {
		return out, err
	}
	for _, h := range hits {
		sid, placed, err := s.pl.StoryOf(ctx, h.ID)
		if err != nil {
			return out, err
		}
		if !placed || sid == engine.NoStory {
			sid = 0
		}
		out.Hits = append(out.Hits, hitJSON{h.ID, h.Title, h.Source, h.Date, h.Snippet, sid})
	}
	return out, nil
}

func (s *Server) apiSearch(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query().Get("q")
	if q == "" {
		writeError(w, http.StatusBadRequest, "give words to search for: ?q=WORDS")
		return
	}
	limit, err := intParam(r, "limit", 50, 200)
	if err != nil {
		writeError(w, http.StatusBadRequest, "%v", err)
		return
	}
	out, err := s.search(r.Context(), q, limit)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// ingestJSON is the answer to POST /api/v1/articles.
type ingestJSON struct {
	Added     int      `json:"added"`
	Unchanged int      `json:"unchanged"`
	Rejected  int      `json:"rejected"`
	IDs       []string `json:"ids"`
	Errors    []string `json:"errors"`
}

// apiPostArticles stores the articles of the body — a JSON object, a
// JSON array of objects, or JSONL, each object as in JSONL input — and
// runs them through the pipeline.
func (s *Server) apiPostArticles(w http.ResponseWriter, r *http.Request) {
	// A read-only store takes no writes, whoever asks: say so rather
	// than ask for a token that would not help.
	if err := s.pl.Writable(); errors.Is(err, store.ErrReadOnly) {
		writeError(w, http.StatusServiceUnavailable, "this server serves a read-only store: %v", err)
		return
	}
	if !s.authorized(w, r) {
		return
	}
	if err := s.pl.Writable(); err != nil {
		writeError(w, http.StatusServiceUnavailable, "this server cannot store articles now: %v", err)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.opt.MaxBody))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		writeError(w, http.StatusRequestEntityTooLarge, "the body is over %d bytes", tooBig.Limit)
		return
	}
	if err != nil {
		writeError(w, http.StatusBadRequest, "reading the body: %v", err)
		return
	}
	lines, err := asJSONL(body)
	if err != nil {
		writeError(w, http.StatusBadRequest, "%v", err)
		return
	}
	out := ingestJSON{IDs: []string{}, Errors: []string{}}
	items := func(yield func(*article.Article, error) bool) {
		for a, err := range article.Read([]string{"-"}, bytes.NewReader(lines)) {
			if a != nil {
				out.IDs = append(out.IDs, a.ID)
			}
			if !yield(a, err) {
				return
			}
		}
	}
	p, err := s.ingest(r.Context(), items, func(err error) { out.Errors = append(out.Errors, err.Error()) })
	if err != nil {
		s.fail(w, r, err)
		return
	}
	out.Added, out.Unchanged, out.Rejected = p.Added, p.Unchanged, p.Rejected
	status := http.StatusOK
	switch {
	case p.Added > 0:
		status = http.StatusCreated
	case p.Rejected > 0 && p.Unchanged == 0:
		status = http.StatusUnprocessableEntity
	}
	writeJSON(w, status, out)
}

// ingest runs items through the pipeline and publishes the snapshot of
// the version it made. Readers are served the snapshot of the version
// before meanwhile, read through a snapshot of the store taken before
// the first write (pin): no read waits for the write.
func (s *Server) ingest(ctx context.Context, items iter.Seq2[*article.Article, error], onReject func(error)) (engine.Progress, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sn, err := s.current(ctx)
	if err == nil && s.pins {
		err = s.pin(ctx, sn)
	}
	if err != nil {
		return engine.Progress{}, fmt.Errorf("read the stories as they are before the write: %w", err)
	}
	var progress func(engine.Progress)
	if s.onBatch != nil {
		progress = func(engine.Progress) { s.onBatch() }
	}
	p, err := s.pl.Ingest(ctx, items, engine.IngestOptions{OnReject: onReject, OnProgress: progress})
	if p.Added > 0 {
		s.version++
		// The writer publishes the version it made, with the story
		// pages readers were served that it changed, before it answers:
		// the reads after it find them ready rather than queue to build
		// them, and are served the last version meanwhile. A failure
		// here leaves that to them.
		if sn, err := s.build(ctx); err == nil {
			s.rerender(ctx, sn)
			s.publish(sn)
		}
	}
	s.done.Store(s.version)
	return p, err
}

// asJSONL returns the body as JSONL: a JSON array becomes one line per
// element; anything else is taken as JSONL (a single object is one line).
func asJSONL(body []byte) ([]byte, error) {
	body = bytes.TrimPrefix(body, []byte("\ufeff")) // a byte-order mark
	trimmed := bytes.TrimSpace(body)
	if len(trimmed) == 0 {
		return nil, errors.New("the body is empty: send a JSON object, an array of objects, or JSONL")
	}
	if trimmed[0] != '[' {
		return body, nil
	}
	var items []json.RawMessage
	if err := json.Unmarshal(trimmed, &items); err != nil {
		return nil, errors.New("the body starts like a JSON array but is not one: " + err.Error())
	}
	var b bytes.Buffer
	w := bufio.NewWriter(&b)
	for _, it := range items {
		var c bytes.Buffer
		if err := json.Compact(&c, it); err != nil {
			return nil, err
		}
		w.Write(c.Bytes())
		w.WriteByte('\n')
	}
	w.Flush()
	return b.Bytes(), nil
}
