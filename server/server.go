// Package server serves a storywire store over HTTP: a JSON API under
// /api/v1/ and web pages for people — the story list, a story page
// (attributed summary, timeline, derivation trees, fact table) and a
// side-by-side diff of two articles.
//
// Design. One process owns the store through one engine.Pipeline, the
// writer's, and every write holds one mutex: SQLite's single writer
// would impose it anyway, and it keeps the in-memory dedup index
// consistent. Reads are served from snapshots, one per store version:
// the story list as the engine derived and stored it
// (engine.Pipeline.StoryList), never the articles themselves, published
// through an atomic pointer, with the story pages and JSON rendered for
// it. A read that finds its answer there takes no lock. What is not
// ready (a story's view — summary, trees, facts — built from its own
// articles on first request, a diff) is built through the snapshot's
// reader: in a server that writes, a pipeline over a SQLite read
// transaction of its own (store.Snapshot), taken before a write begins,
// so that a read during a write sees the store as the snapshot shows it
// and waits for no part of the write; such reads take turns on the
// snapshot's mutex. A write publishes the snapshot of the version it
// made, with the pages it changed that readers had been served rendered
// again, before it answers; a story's view that no write changed goes
// on to the next snapshot. Nothing holds every article: the first page
// after a start costs what the second does.
// Pages are rendered on the server with html/template from embedded
// assets — no JavaScript framework, no CDN, nothing to vendor — so they
// load fast, work without scripts, and are keyboard-accessible through
// plain links and <details>. Writes need a bearer token given at start;
// without one the server is read-only.
//
// What it deliberately does not do: push updates to open pages (reload
// to see new articles), or authenticate readers.
package server

import (
	"bytes"
	"context"
	"crypto/subtle"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log"
	"net"
	"net/http"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/store"
	"github.com/storywire/storywire/summarize"
	"golang.org/x/net/netutil"
)

//go:embed assets
var assets embed.FS

// Options configure a Server.
type Options struct {
	// Token, when set, is the bearer token that writes must carry; an
	// empty token makes the server read-only.
	Token string
	// MaxBody bounds a request body in bytes (default 8 MiB).
	MaxBody int64
	// Log receives one line per failed request; nil logs nothing.
	Log *log.Logger
	// Hosts are the host names, besides localhost and IP addresses, that
	// requests may name in their Host header: the names the server is
	// reached by (behind a proxy, say). A request for any other name is
	// refused, so that a web page cannot reach a server on this machine
	// through a name of its own that it points here (DNS rebinding).
	Hosts []string
	// Timeouts of Serve (defaults: ten seconds for the header, a
	// minute for a whole request, two to write the answer, a minute for
	// an idle connection).
	ReadHeaderTimeout, ReadTimeout, WriteTimeout, IdleTimeout time.Duration
	// MaxConns bounds the connections served at once (default 1024);
	// more wait to be accepted.
	MaxConns int
}

// Server serves one pipeline.
type Server struct {
	pl   *engine.Pipeline
	opt  Options
	tmpl *template.Template
	mux  *http.ServeMux

	// mu is the writer's: it guards the writes through pl, version,
	// snap and stale. Reads take it only when no snapshot is published
	// or the published one is stale (a failed build).
	mu      sync.Mutex
	version uint64 // bumped by every write
	snap    *snapshot
	// pins says that pl writes (a token was given and the store is
	// writable): each snapshot then reads the store through a read
	// transaction of its own (reader), so that a write under way delays
	// no read. Else the snapshot reads through pl itself.
	pins bool
	// pub is the last snapshot built, read without the mutex; done is
	// the version the last finished write left. A snapshot at least as
	// new as done answers reads while a write is under way (it is what
	// the store held when the write began) without waiting for it; one
	// older than done is stale, since a
	// writer has been answered that its articles are in.
	pub  atomic.Pointer[snapshot]
	done atomic.Uint64
	// stale lists the story pages and JSON, served since they were
	// rendered, that the last snapshot made stale (rerender).
	stale []renderKey
	// onBatch, when set (by tests), is called by a write after each
	// batch it stored, with s.mu held.
	onBatch func()
}

// snapshot is what every page needs, read once per store version: the
// story list as the engine keeps it (engine.Pipeline.StoryList), never
// the articles themselves, which a story's page reads for itself.
type snapshot struct {
	version uint64
	entries []storySummary // the story list, in the order of first articles
	byID    map[int]int    // story id → index in entries
	// boilerplate: the sentences recurring across stories, which
	// summaries leave out
	boilerplate *summarize.Boilerplate
	pages       []pageSummary // stored pages that are not articles
	// aliasedAt and recurring: what the story pages were built with (the
	// writes the aliases last changed at, the recurring sentences).
	aliasedAt int64
	recurring int
	// rendered holds the story pages and JSON rendered for this version
	// (renderKey → []byte), which readers take without a mutex.
	rendered sync.Map
	// groups holds the syndication grouping of the stories whose
	// articles were read or whose views were built (story id →
	// *grouping), kept for the next snapshot while a story's print is.
	groups sync.Map
	// mu guards what follows: the story views built for this version
	// (views; a view whose story a write left as it was goes on to the
	// next snapshot) and the reader they are built through (rd, nil
	// until first needed; closed once the snapshot is replaced).
	mu     sync.Mutex
	views  map[int]*storyView
	rd     *reader
	closed bool
}

// renderKey names a rendered story: its page or its JSON.
type renderKey struct {
	id   int
	page bool
}

// New returns a server over pl.
func New(pl *engine.Pipeline, opt Options) (*Server, error) {
	if opt.MaxBody <= 0 {
		opt.MaxBody = 8 << 20
	}
	for d, def := range map[*time.Duration]time.Duration{
		&opt.ReadHeaderTimeout: 10 * time.Second, &opt.ReadTimeout: time.Minute,
		&opt.WriteTimeout: 2 * time.Minute, &opt.IdleTimeout: time.Minute,
	} {
		if *d <= 0 {
			*d = def
		}
	}
	if opt.MaxConns <= 0 {
		opt.MaxConns = 1024
	}
	tmpl, err := template.New("").Funcs(funcs).ParseFS(assets, "assets/*.html")
	if err != nil {
		return nil, fmt.Errorf("parse the page templates: %w", err)
	}
	s := &Server{pl: pl, opt: opt, tmpl: tmpl, mux: http.NewServeMux(), pins: opt.Token != "" && pl.Writable() == nil}
	static, _ := fs.Sub(assets, "assets")
	files := http.FileServerFS(static)
	s.mux.Handle("GET /static/", http.StripPrefix("/static/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !fs.ValidPath(strings.TrimPrefix(r.URL.Path, "/")) { // invalid UTF-8, say: not a file we have
			http.NotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	})))
	s.routes()
	return s, nil
}

// ServeHTTP serves a request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	// The pages load nothing but their own style sheet: no scripts, no
	// frames, no other origin; and they tell no other site where a
	// reader came from.
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	if !s.hostAllowed(r.Host) {
		writeError(w, http.StatusMisdirectedRequest, "this server does not answer for host %q; start it with --host %s to allow that name", r.Host, hostName(r.Host))
		return
	}
	s.mux.ServeHTTP(w, r)
}

// hostAllowed reports whether a request's Host may be served: an IP
// address, localhost (or a name under it), or one of Options.Hosts.
func (s *Server) hostAllowed(host string) bool {
	name := hostName(host)
	if name == "" || net.ParseIP(name) != nil || name == "localhost" || strings.HasSuffix(name, ".localhost") {
		return true
	}
	for _, h := range s.opt.Hosts {
		if strings.EqualFold(strings.TrimSuffix(h, "."), name) {
			return true
		}
	}
	return false
}

// hostName is the name of a Host header, without port, brackets or a
// final dot, in lower case.
func hostName(host string) string {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	return strings.ToLower(strings.TrimSuffix(host, "."))
}

func (s *Server) routes() {
	s.mux.HandleFunc("GET /api/v1/stories", s.apiStories)
	s.mux.HandleFunc("GET /api/v1/stories/{id}", s.apiStory)
	s.mux.HandleFunc("GET /api/v1/articles/{id}", s.apiArticle)
	s.mux.HandleFunc("POST /api/v1/articles", s.apiPostArticles)
	s.mux.HandleFunc("GET /api/v1/align", s.apiAlign)
	s.mux.HandleFunc("GET /api/v1/search", s.apiSearch)
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		// A path the API has, asked with another method, is a 405.
		var allow []string
		for _, m := range []string{"GET", "POST"} {
			probe := r.Clone(r.Context())
			probe.Method = m
			if _, pattern := s.mux.Handler(probe); pattern != "/api/" {
				allow = append(allow, m)
			}
		}
		if len(allow) > 0 {
			w.Header().Set("Allow", strings.Join(allow, ", "))
			writeError(w, http.StatusMethodNotAllowed, "%s %s: use %s", r.Method, r.URL.Path, strings.Join(allow, " or "))
			return
		}
		writeError(w, http.StatusNotFound, "no such endpoint: %s %s", r.Method, r.URL.Path)
	})
	s.mux.HandleFunc("GET /{$}", s.pageList)
	s.mux.HandleFunc("GET /stories/{id}", s.pageStory)
	s.mux.HandleFunc("GET /articles/{id}", s.pageArticle)
	s.mux.HandleFunc("GET /diff", s.pageDiff)
	s.mux.HandleFunc("GET /search", s.pageSearch)
}

// current returns the snapshot of the store's current version, building
// and publishing it when a write made the last one stale. Call with s.mu
// held.
func (s *Server) current(ctx context.Context) (*snapshot, error) {
	sn, err := s.build(ctx)
	if err != nil {
		return nil, err
	}
	s.publish(sn)
	return sn, nil
}

// publish makes sn the snapshot readers are served and closes the one it
// replaces, once the reads under way in it are done. Call with s.mu held.
func (s *Server) publish(sn *snapshot) {
	if old := s.pub.Swap(sn); old != nil && old != sn {
		go old.close()
	}
}

// build is current without publishing the snapshot.
func (s *Server) build(ctx context.Context) (*snapshot, error) {
	if s.snap != nil && s.snap.version == s.version {
		return s.snap, nil
	}
	entries, err := s.pl.StoryList(ctx)
	if err != nil {
		return nil, err
	}
	pages, err := s.pl.Pages(ctx)
	if err != nil {
		return nil, err
	}
	bp, err := s.pl.Recurring(ctx)
	if err != nil {
		return nil, err
	}
	aliasedAt, err := s.pl.AliasedAt(ctx)
	if err != nil {
		return nil, err
	}
	sn := &snapshot{version: s.version, entries: entries, byID: make(map[int]int, len(entries)),
		boilerplate: bp, aliasedAt: aliasedAt, recurring: bp.Recurring(), views: map[int]*storyView{}}
	for i, e := range entries {
		sn.byID[e.ID] = i
	}
	for _, p := range pages {
		name := p.Row.Name()
		sn.pages = append(sn.pages, pageSummary{ID: p.Row.ID, Name: name, Kind: p.Kind})
	}
	if !s.pins { // nothing is written meanwhile: the server's pipeline reads
		sn.rd = &reader{pl: s.pl}
	}
	// A story's view is kept while its articles, their groups, the
	// name aliases and the boilerplate sentences stay as they were.
	if old := s.snap; old != nil {
		// unchanged: the story's articles and their groups are as they were
		unchanged := func(id int) bool {
			i, ok := sn.byID[id]
			j, was := old.byID[id]
			return ok && was && sn.entries[i].Print == old.entries[j].Print
		}
		old.groups.Range(func(id, g any) bool {
			if unchanged(id.(int)) {
				sn.groups.Store(id, g)
			}
			return true
		})
		same := sn.recurring == old.recurring && sn.aliasedAt == old.aliasedAt
		old.mu.Lock()
		for id, v := range old.views {
			if same && unchanged(id) {
				sn.views[id] = v
				continue
			}
			if v.served.Load() {
				v.render.Lock()
				if v.page != nil {
					s.stale = append(s.stale, renderKey{id, true})
				}
				if v.body != nil {
					s.stale = append(s.stale, renderKey{id, false})
				}
				v.render.Unlock()
			}
		}
		old.mu.Unlock()
	}
	s.snap = sn
	return sn, nil
}

// published returns the last snapshot built when no finished write is
// newer, else nil.
func (s *Server) published() *snapshot {
	if sn := s.pub.Load(); sn != nil && sn.version >= s.done.Load() {
		return sn
	}
	return nil
}

// read returns a snapshot to read: the published one when it is not
// stale, without waiting for a write under way; else the current one,
// with the mutex held until release is called.
func (s *Server) read(ctx context.Context) (sn *snapshot, release func(), err error) {
	if sn := s.published(); sn != nil {
		return sn, func() {}, nil
	}
	s.mu.Lock()
	sn, err = s.current(ctx)
	if err != nil {
		s.mu.Unlock()
		return nil, nil, err
	}
	return sn, s.mu.Unlock, nil
}

// within runs fn on the snapshot readers are served (read), with the
// snapshot's mutex held: the reads that build what is not cached yet
// take turns on its reader, and wait for no write. A snapshot that a
// write replaced while fn waited for it is left for the new one.
func (s *Server) within(ctx context.Context, fn func(sn *snapshot) error) error {
	for {
		sn, release, err := s.read(ctx)
		if err != nil {
			return err
		}
		sn.mu.Lock()
		err = fn(sn)
		sn.mu.Unlock()
		release()
		if !errors.Is(err, errReplaced) {
			return err
		}
	}
}

// errReplaced is a read of a snapshot closed since it was taken.
var errReplaced = errors.New("the snapshot was replaced")

// reader is what a snapshot's stories and diffs are read through: a
// pipeline over the store as it was when the snapshot was made.
type reader struct {
	pl *engine.Pipeline
	st *store.Store // the snapshot of the store pl reads; nil: pl is the server's own
}

// readerOf returns sn's reader, opening it on first use. Call with sn.mu
// held.
func (s *Server) readerOf(ctx context.Context, sn *snapshot) (*engine.Pipeline, error) {
	if sn.closed {
		return nil, errReplaced
	}
	if sn.rd == nil {
		st, err := s.pl.Store().Snapshot(ctx)
		if err != nil {
			return nil, err
		}
		pl, err := engine.Open(ctx, st)
		if err != nil {
			st.Close()
			return nil, err
		}
		sn.rd = &reader{pl: pl, st: st}
	}
	return sn.rd.pl, nil
}

// pin makes sn's reader read the store as it is now, which is what sn
// shows, from a snapshot taken after a checkpoint: one that reads the
// database file alone, so that the write about to begin may start the
// write-ahead log over, and the log does not grow with every write
// while readers are served. Call with s.mu held, before a write.
func (s *Server) pin(ctx context.Context, sn *snapshot) error {
	sn.mu.Lock()
	defer sn.mu.Unlock()
	if sn.rd != nil {
		sn.rd.st.Close()
		sn.rd = nil
	}
	if err := s.pl.Store().CheckpointWAL(ctx); err != nil {
		return err
	}
	_, err := s.readerOf(ctx, sn)
	return err
}

// close ends sn's reader once the reads under way in it are done.
func (sn *snapshot) close() {
	sn.mu.Lock()
	defer sn.mu.Unlock()
	sn.closed = true
	if sn.rd != nil && sn.rd.st != nil {
		sn.rd.st.Close()
	}
	sn.rd = nil
}

// Close ends the reads of the snapshot last published. Serve calls it
// as it returns.
func (s *Server) Close() {
	if sn := s.pub.Load(); sn != nil && s.pins {
		sn.close()
	}
}

// story returns the view of story id, building it on first request.
func (s *Server) story(ctx context.Context, id int) (*storyView, error) {
	var v *storyView
	err := s.within(ctx, func(sn *snapshot) (err error) {
		v, err = s.storyIn(ctx, sn, id)
		return err
	})
	return v, err
}

// storyIn returns the view of story id in sn, building it when not done
// yet. Call with sn.mu held.
func (s *Server) storyIn(ctx context.Context, sn *snapshot, id int) (*storyView, error) {
	if v, ok := sn.views[id]; ok {
		return v, nil
	}
	if _, ok := sn.byID[id]; !ok {
		return nil, errNotFound
	}
	pl, err := s.readerOf(ctx, sn)
	if err != nil {
		return nil, err
	}
	st, syn, ok, err := pl.StoryByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errNotFound
	}
	v, err := s.buildStory(ctx, pl, sn, st, syn)
	if err != nil {
		return nil, err
	}
	sn.views[id] = v
	g := syn.Grouping()
	sn.groups.Store(id, &grouping{func() (map[string]string, error) { return g, nil }})
	return v, nil
}

var errNotFound = errors.New("not found")

// storyBytes returns a story's page or JSON, rendered once per store
// version: a story of a thousand articles is costly to render, and every
// reader would otherwise pay for it. What is rendered is served without
// a mutex while the snapshot it was rendered for is not stale.
func (s *Server) storyBytes(ctx context.Context, id int, page bool) ([]byte, error) {
	key := renderKey{id, page}
	if sn := s.published(); sn != nil {
		if r, ok := sn.rendered.Load(key); ok {
			r := r.(rendered)
			r.view.served.Store(true)
			return r.bytes, nil
		}
	}
	var b []byte
	err := s.within(ctx, func(sn *snapshot) error {
		var v *storyView
		var err error
		if b, v, err = s.renderStory(ctx, sn, id, page); err == nil {
			v.served.Store(true)
		}
		return err
	})
	return b, err
}

// rendered is a story's page or JSON with the view it was rendered from.
type rendered struct {
	view  *storyView
	bytes []byte
}

// renderStory returns story id's page or JSON in sn and its view,
// building the view and rendering it when not done yet. Call with sn.mu
// held. It does not mark the view served: a page the writer renders
// again is rendered again after the next write only if a reader took it
// meanwhile.
func (s *Server) renderStory(ctx context.Context, sn *snapshot, id int, page bool) ([]byte, *storyView, error) {
	v, err := s.storyIn(ctx, sn, id)
	if err != nil {
		return nil, nil, err
	}
	// A view kept from the snapshot before may be rendered there too.
	v.render.Lock()
	defer v.render.Unlock()
	if page && v.page == nil {
		var b bytes.Buffer
		if err := s.tmpl.ExecuteTemplate(&b, "story.html", map[string]any{"Title": v.Title, "Story": v}); err != nil {
			return nil, nil, err
		}
		v.page = b.Bytes()
	}
	if !page && v.body == nil {
		b, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			return nil, nil, err
		}
		v.body = append(b, '\n')
	}
	b := v.body
	if page {
		b = v.page
	}
	sn.rendered.Store(renderKey{id, page}, rendered{v, b})
	return b, v, nil
}

// rerender renders again, in sn, the stories whose pages or JSON a
// write made stale after readers had been served them, so that the next
// reader finds them ready. Call with s.mu held and sn current, not yet
// published.
func (s *Server) rerender(ctx context.Context, sn *snapshot) {
	sn.mu.Lock()
	defer sn.mu.Unlock()
	for _, k := range s.stale {
		if _, ok := sn.byID[k.id]; ok && ctx.Err() == nil {
			s.renderStory(ctx, sn, k.id, k.page)
		}
	}
	s.stale = s.stale[:0]
}

// storyList returns the stories, newest first, that pass the filters.
// notArticles returns the stored pages that are not articles.
func (s *Server) notArticles(ctx context.Context) ([]pageSummary, error) {
	sn, release, err := s.read(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	return sn.pages, nil
}

func (s *Server) storyList(ctx context.Context, source, from, to string) ([]storySummary, error) {
	sn, release, err := s.read(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	var out []storySummary
	for _, sum := range sn.entries {
		if source != "" && !sum.Covers(source) {
			continue
		}
		if from != "" && (sum.Last == "" || sum.Last[:min(10, len(sum.Last))] < from) {
			continue
		}
		if to != "" && (sum.First == "" || sum.First[:min(10, len(sum.First))] > to) {
			continue
		}
		out = append(out, sum)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if (out[i].Last == "") != (out[j].Last == "") {
			return out[i].Last != ""
		}
		if out[i].Last != out[j].Last {
			return out[i].Last > out[j].Last
		}
		return out[i].ID > out[j].ID
	})
	return out, nil
}

// authorized checks a write's bearer token.
func (s *Server) authorized(w http.ResponseWriter, r *http.Request) bool {
	if s.opt.Token == "" {
		writeError(w, http.StatusForbidden, "the server is read-only: start it with --token (or STORYWIRE_TOKEN) to accept writes")
		return false
	}
	got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || subtle.ConstantTimeCompare([]byte(got), []byte(s.opt.Token)) != 1 {
		w.Header().Set("WWW-Authenticate", `Bearer realm="storywire"`)
		writeError(w, http.StatusUnauthorized, "a valid bearer token is required to write")
		return false
	}
	return true
}

// apiError is the body of every error response.
type apiError struct {
	Status int    `json:"status"`
	Error  string `json:"error"`
}

func writeError(w http.ResponseWriter, status int, format string, args ...any) {
	writeJSON(w, status, apiError{Status: status, Error: fmt.Sprintf(format, args...)})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.Encode(v)
}

// fail answers a request that failed on the server's side.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, errNotFound) || errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, "%v", err)
		return
	}
	if s.opt.Log != nil {
		s.opt.Log.Printf("%s %s: %v", r.Method, r.URL.Path, err)
	}
	writeError(w, http.StatusInternalServerError, "%v", err)
}

// Serve serves on ln until ctx is done, then shuts down, letting
// requests in flight finish for up to five seconds. It starts reading
// the first snapshot at once; a server that takes writes then loads
// what an ingest needs (engine.Pipeline.Warm: the dedup index), so that
// the first POST finds it ready or under way. Reads need none of it: a
// read-only server leaves it unloaded, its memory and its minutes of CPU
// at a million articles.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	defer s.Close()
	go func() {
		s.mu.Lock()
		_, err := s.current(ctx)
		s.mu.Unlock()
		if err == nil && s.opt.Token != "" && s.pl.Writable() == nil { // beside readers
			err = s.pl.Warm(ctx)
		}
		if err != nil && ctx.Err() == nil && s.opt.Log != nil {
			s.opt.Log.Printf("preparing the stories: %v", err)
		}
	}()
	srv := &http.Server{Handler: s, ReadHeaderTimeout: s.opt.ReadHeaderTimeout, ReadTimeout: s.opt.ReadTimeout,
		WriteTimeout: s.opt.WriteTimeout, IdleTimeout: s.opt.IdleTimeout, MaxHeaderBytes: 64 << 10}
	ln = netutil.LimitListener(ln, s.opt.MaxConns)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		return srv.Shutdown(sctx)
	}
}
