package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/store"
)

const token = "s3cret"

// newPipeline returns a pipeline over a fresh store holding the articles
// read from paths (stdin for "-").
func newPipeline(t testing.TB, paths []string, stdin io.Reader) *engine.Pipeline {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	ctx := context.Background()
	pl, err := engine.Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pl.Ingest(ctx, article.Read(paths, stdin), engine.IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	return pl
}

// newTestServer returns a server over a fresh store holding the example
// corpus, and the stored id of each example file (by base name).
func newTestServer(t testing.TB, opt Options) (*httptest.Server, map[string]string) {
	t.Helper()
	pl := newPipeline(t, []string{filepath.Join("..", "examples")}, nil)
	rows, err := pl.Store().All(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]string{}
	for _, r := range rows {
		ids[strings.TrimSuffix(filepath.Base(r.Origin.Path), filepath.Ext(r.Origin.Path))] = r.ID
	}
	s, err := New(pl, opt)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	return ts, ids
}

// do sends a request and returns the status and body.
func do(t testing.TB, method, url, auth, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if auth != "" {
		req.Header.Set("Authorization", "Bearer "+auth)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func decode[T any](t *testing.T, body string) T {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(body), &v); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	return v
}

func TestAPIReads(t *testing.T) {
	ts, id := newTestServer(t, Options{Token: token})
	u := ts.URL
	for _, tc := range []struct {
		name, path string
		status     int
		contains   string
	}{
		{"stories", "/api/v1/stories", 200, `"total": 3`},
		{"stories page 2", "/api/v1/stories?per_page=2&page=2", 200, `"per_page": 2`},
		{"stories past the end", "/api/v1/stories?page=9", 200, `"stories": []`},
		{"stories bad page", "/api/v1/stories?page=x", 400, "page must be a positive integer"},
		{"stories bad per_page", "/api/v1/stories?per_page=0", 400, "per_page"},
		{"stories by source", "/api/v1/stories?source=meridian", 200, `"total": 1`},
		{"stories by date", "/api/v1/stories?from=2026-03-13", 200, `"total": 2`},
		{"stories before", "/api/v1/stories?to=2026-03-01", 200, `"total": 0`},
		{"story", "/api/v1/stories/1", 200, `"verdict": "conflict"`},
		{"unknown story", "/api/v1/stories/999", 404, "no story 999"},
		{"bad story id", "/api/v1/stories/abc", 400, "not a number"},
		{"article", "/api/v1/articles/" + id["northstar-daily"], 200, `"story": 1`},
		{"unknown article", "/api/v1/articles/nosuch", 404, "no such article"},
		{"align", "/api/v1/align?a=" + id["meridian-wire-2"] + "&b=" + id["northstar-daily"], 200, `"from": "Storm"`},
		{"align one id", "/api/v1/align?a=" + id["meridian-wire-2"], 400, "two article ids"},
		{"align unknown", "/api/v1/align?a=nosuch&b=" + id["meridian-wire-2"], 404, "no such article"},
		{"search", "/api/v1/search?q=ferry+storm", 200, `"hits": [`},
		{"search nothing", "/api/v1/search?q=zzzqqq", 200, `"hits": []`},
		{"search syntax is words", "/api/v1/search?q=%22NEAR(", 200, `«near»`},
		{"search no q", "/api/v1/search", 400, "give words"},
		{"search bad limit", "/api/v1/search?q=ferry&limit=-1", 400, "limit"},
		{"unknown endpoint", "/api/v1/nothing", 404, "no such endpoint"},
		{"wrong method", "/api/v1/stories/1", 405, "use GET"},
		{"wrong method on posts", "/api/v1/articles", 405, "use POST"},
		{"wrong method, no such path", "/api/v1/nothing", 404, "no such endpoint: DELETE"},
		{"stories bad from", "/api/v1/stories?from=yesterday", 400, "from must be a date"},
		{"stories bad to", "/api/v1/stories?to=2026-13-45", 400, "to must be a date"},
		{"stories negative page", "/api/v1/stories?page=-1", 400, "page must be a positive integer"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			method := "GET"
			if strings.HasPrefix(tc.name, "wrong method") {
				method = "DELETE"
			}
			status, body := do(t, method, u+tc.path, "", "")
			if status != tc.status || !strings.Contains(body, tc.contains) {
				t.Errorf("%s: %d, want %d containing %q:\n%.600s", tc.path, status, tc.status, tc.contains, body)
			}
			if status >= 400 {
				e := decode[apiError](t, body)
				if e.Status != status || e.Error == "" {
					t.Errorf("error body %+v", e)
				}
			}
		})
	}
	// The story: summary with attribution, trees, independent sources.
	_, body := do(t, "GET", u+"/api/v1/stories/1", "", "")
	v := decode[struct {
		Summary []sentenceView `json:"summary"`
		Groups  []struct {
			Tree []struct{ ID, Parent string } `json:"tree"`
		} `json:"syndication_groups"`
		Sources []engine.Source `json:"independent_sources"`
	}](t, body)
	if len(v.Summary) == 0 || len(v.Summary[0].Articles) == 0 || len(v.Groups) != 1 || len(v.Groups[0].Tree) != 7 || len(v.Sources) != 3 {
		t.Errorf("story 1: %d sentences, %d groups, %d sources", len(v.Summary), len(v.Groups), len(v.Sources))
	}
	if v.Groups[0].Tree[0].ID != id["meridian-wire-2"] {
		t.Errorf("original %s, want wire-2", v.Groups[0].Tree[0].ID)
	}
}

func TestAPIWrites(t *testing.T) {
	ts, _ := newTestServer(t, Options{Token: token, MaxBody: 4096})
	post := ts.URL + "/api/v1/articles"
	one := `{"id":"new-1","source":"Harbour Radio","date":"2026-03-14","title":"Divers reach the Solenne","text":"Navy divers reached the wreck of the ferry Solenne on Lake Varn on Saturday, the coast guard said. They recovered the bodies of six more victims from the car deck."}`
	for _, tc := range []struct {
		name, auth, body string
		status           int
		contains         string
	}{
		{"no token", "", one, 401, "bearer token"},
		{"wrong token", "nope", one, 401, "bearer token"},
		{"empty body", token, "  ", 400, "empty"},
		{"broken array", token, `[{"id":1`, 400, "not one"},
		{"malformed JSON", token, `{"id": "x", "text": `, 422, "-:1"},
		{"no text", token, `{"id": "x"}`, 422, "-:1"},
		{"too big", token, `{"text":"` + strings.Repeat("word ", 2000) + `"}`, 413, "over 4096 bytes"},
		{"one object", token, one, 201, `"new-1"`},
		{"again: unchanged", token, one, 200, `"unchanged": 1`},
		{"array", token, `[{"id":"new-2","title":"Tram","text":"The council approved the tram line to the university district on Monday after a long debate."},{"id":"new-3","text":"Ostrava FC beat Kessarine Rovers 3-1 on Friday evening to reach the cup semi-final for the first time."}]`, 201, `"added": 2`},
		{"jsonl with a bad line", token, "{\"id\":\"new-4\",\"text\":\"A fourth article about the ferry Solenne and the storm on Lake Varn, with enough words.\"}\n{oops\n", 201, `"rejected": 1`},
		{"same id, other text", token, `{"id":"new-1","text":"A different text under the same id is refused, not stored over the first."}`, 422, "new-1"},
		{"binary", token, "{\"id\":\"bin\",\"text\":\"abc\u0000def ghi jkl mno pqr stu vwx\"}", 422, "-:1"},
		{"object behind a byte-order mark", token, "\ufeff{\"id\":\"bom-1\",\"text\":\"An article sent behind a UTF-8 byte-order mark, as Windows tools write them.\"}", 201, `"bom-1"`},
		{"array behind a byte-order mark", token, "\ufeff [{\"id\":\"bom-2\",\"text\":\"An array of articles sent behind a UTF-8 byte-order mark, with spaces after it.\"}]", 201, `"bom-2"`},
		{"not JSON at all", token, "\x00\x01\x02 garbage", 422, "-:1"},
		// A Latin-1 byte in a JSONL line is read as Windows-1252, as files are: nothing is lost.
		{"Latin-1 byte", token, "{\"id\":\"u\",\"text\":\"Un caf\xe9 au lait pour la table du fond, avec deux croissants et un jus d'orange.\"}", 201, `"u"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, body := do(t, "POST", post, tc.auth, tc.body)
			if status != tc.status || !strings.Contains(body, tc.contains) {
				t.Errorf("%d, want %d containing %q:\n%.500s", status, tc.status, tc.contains, body)
			}
		})
	}
	// The new article flows through the pipeline: stored, searchable,
	// placed in the ferry story.
	_, body := do(t, "GET", ts.URL+"/api/v1/articles/new-1", "", "")
	if a := decode[struct{ Story int }](t, body); a.Story != 1 {
		t.Errorf("new-1 in story %d, want the ferry story (1): %s", a.Story, body)
	}
	_, body = do(t, "GET", ts.URL+"/api/v1/search?q=divers+wreck", "", "")
	if !strings.Contains(body, "new-1") {
		t.Errorf("new article not searchable: %s", body)
	}
	// A read-only server refuses writes.
	ro, _ := newTestServer(t, Options{})
	if status, body := do(t, "POST", ro.URL+"/api/v1/articles", token, one); status != 403 || !strings.Contains(body, "read-only") {
		t.Errorf("read-only: %d %s", status, body)
	}
}

func TestPages(t *testing.T) {
	ts, id := newTestServer(t, Options{})
	if _, raw := do(t, "GET", ts.URL+"/search?q=%3Cscript%3Ealert(1)%3C/script%3E", "", ""); strings.Contains(raw, "<script>") {
		t.Errorf("a query is echoed unescaped")
	}
	diff := "/diff?a=" + id["meridian-wire-2"] + "&b=" + id["northstar-daily"] + "&story=1"
	for _, tc := range []struct {
		path     string
		status   int
		contains []string
	}{
		{"/", 200, []string{"Lake Varn ferry capsizes in storm, many dead", "3 independent sources", "Council approves tram line"}},
		{"/?source=Radio+Ostrava+English+Service", 200, []string{"Ostrava FC"}},
		{"/stories/1", 200, []string{"What happened", `class="badge`, "verdict-conflict", "287 + 25 = 312 vs 320", "160 → 214", "original", "Storm → Cyclone", "<svg", `<form class="compare" action="/diff"`}},
		{"/stories/999", 404, []string{"no story 999"}},
		{"/stories/x", 400, []string{"not a story number"}},
		{diff, 200, []string{`<span class="sub-a">Storm</span>`, `<span class="sub-b">Cyclone</span>`, `class="cut"`}},
		{"/diff?a=" + id["meridian-wire-2"], 400, []string{"Choose two articles"}},
		{"/articles/" + id["northstar-daily"], 200, []string{"Cyclone Idris", "story 1"}},
		{"/articles/nosuch", 404, []string{"no such article"}},
		{"/search?q=ferry", 200, []string{"<mark>"}},
		{"/search?q=%3Cscript%3E", 200, []string{"“<script>”"}},
		{"/static/style.css", 200, []string{".verdict-conflict"}},
	} {
		status, body := do(t, "GET", ts.URL+tc.path, "", "")
		body = html.UnescapeString(body)
		if status != tc.status {
			t.Errorf("%s: %d, want %d", tc.path, status, tc.status)
		}
		for _, c := range tc.contains {
			if !strings.Contains(strings.ToLower(body), strings.ToLower(c)) {
				t.Errorf("%s: lacks %q", tc.path, c)
			}
		}
		if strings.Contains(body, "()") {
			t.Errorf("%s: an empty \"()\" where a source was to be named", tc.path)
		}
	}
}

// FuzzPostBody: any request body either is refused with an error or
// turns into JSONL whose every line the reader takes or reports; a JSON
// array becomes one line an element.
func FuzzPostBody(f *testing.F) {
	f.Add([]byte(`{"id":"a","text":"A body."}`))
	f.Add([]byte("\ufeff[{\"id\":\"a\",\"text\":\"x\"}, {\"id\":2,\"text\":\"y\\n\"}]"))
	f.Add([]byte("{\"id\":\"a\",\"text\":\"b\"}\n{oops\n\n[1,2]"))
	f.Add([]byte(`[ ]`))
	f.Fuzz(func(t *testing.T, body []byte) {
		lines, err := asJSONL(body)
		if err != nil {
			return
		}
		var arr []json.RawMessage
		if trimmed := bytes.TrimSpace(bytes.TrimPrefix(body, []byte("\ufeff"))); len(trimmed) > 0 && trimmed[0] == '[' {
			if json.Unmarshal(trimmed, &arr) != nil {
				t.Fatalf("a broken array was accepted: %q", body)
			}
			if n := bytes.Count(lines, []byte("\n")); n != len(arr) {
				t.Fatalf("%d lines from an array of %d", n, len(arr))
			}
		}
		for a, err := range article.Read([]string{"-"}, bytes.NewReader(lines)) {
			if err == nil && (a.ID == "" || strings.TrimSpace(a.Text) == "") {
				t.Fatalf("article without id or text from %q", body)
			}
		}
	})
}

// TestGoneStoryRedirects: a link to a story id whose articles a rebuild
// moved elsewhere is answered with a permanent redirect to where they
// went, on the page and in the API; an id never given is still 404.
func TestGoneStoryRedirects(t *testing.T) {
	pl := newPipeline(t, []string{filepath.Join("..", "examples")}, nil)
	ctx := context.Background()
	stories, err := pl.Stories(ctx)
	if err != nil {
		t.Fatal(err)
	}
	old := stories[0]
	moved := map[int64]int{}
	for _, a := range old.Articles {
		moved[a.Seq] = 77
	}
	if _, err := pl.Store().PutStories(ctx, moved, "test"); err != nil {
		t.Fatal(err)
	}
	s, err := New(pl, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	defer ts.Close()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, c := range []struct{ path, want string }{
		{fmt.Sprintf("/stories/%d", old.ID), "/stories/77"},
		{fmt.Sprintf("/api/v1/stories/%d", old.ID), "/api/v1/stories/77"},
	} {
		resp, err := client.Get(ts.URL + c.path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusMovedPermanently || resp.Header.Get("Location") != c.want {
			t.Errorf("GET %s: %d to %q, want 301 to %s", c.path, resp.StatusCode, resp.Header.Get("Location"), c.want)
		}
		if code, _ := do(t, "GET", ts.URL+c.want, "", ""); code != http.StatusOK {
			t.Errorf("GET %s: %d", c.want, code)
		}
	}
	if code, _ := do(t, "GET", ts.URL+"/stories/9999", "", ""); code != http.StatusNotFound {
		t.Errorf("GET an id never given: %d, want 404", code)
	}
}

// TestNotArticlesShown: a page that is not an article is listed under the
// stories (page and API) and its own page says what it is.
func TestNotArticlesShown(t *testing.T) {
	dir := t.TempDir()
	tweet := filepath.Join(dir, "tweet.txt")
	if err := os.WriteFile(tweet, []byte("Tweet with a location\n\nYou can add location information to your Tweets, such as your city or precise location, from the web and via third-party applications.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pl := newPipeline(t, []string{filepath.Join("..", "examples"), tweet}, nil)
	s, err := New(pl, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	defer ts.Close()
	_, page := do(t, "GET", ts.URL+"/", "", "")
	if !strings.Contains(page, "1 page that is not an article") || !strings.Contains(page, "social media placeholder") || !strings.Contains(page, "tweet.txt") {
		t.Errorf("the list page does not show the page that is not an article")
	}
	_, body := do(t, "GET", ts.URL+"/api/v1/stories", "", "")
	list := decode[storyPage](t, body)
	if len(list.NotArticles) != 1 || list.NotArticles[0].Kind != "social media placeholder" {
		t.Fatalf("not_articles = %+v", list.NotArticles)
	}
	for _, st := range list.Stories {
		if strings.Contains(st.Title, "Tweet with a location") {
			t.Errorf("the page is a story: %+v", st)
		}
	}
	_, art := do(t, "GET", ts.URL+"/articles/"+list.NotArticles[0].ID, "", "")
	if !strings.Contains(art, "Not an article (social media placeholder)") {
		t.Errorf("the page's own page does not say it is not an article")
	}
}

// A story's page stays built through writes that do not touch it, and is
// built again when an article joins it.
func TestViewsKeptThroughUnrelatedWrites(t *testing.T) {
	pl := newPipeline(t, []string{filepath.Join("..", "examples")}, nil)
	s, err := New(pl, Options{Token: token})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	defer ts.Close()
	view := func(id int) *storyView {
		if status, body := do(t, "GET", fmt.Sprintf("%s/stories/%d", ts.URL, id), "", ""); status != 200 {
			t.Fatalf("story %d: %d %.300s", id, status, body)
		}
		sn := s.pub.Load()
		sn.mu.Lock()
		defer sn.mu.Unlock()
		return sn.views[id]
	}
	ferry, tram := view(1), view(2)
	post := func(body string) {
		if status, b := do(t, "POST", ts.URL+"/api/v1/articles", token, body); status != 201 {
			t.Fatalf("post: %d %s", status, b)
		}
	}
	post(`{"id":"astro-1","source":"Science Desk","date":"2026-03-14","text":"Astronomers at the Ostrava observatory unveiled a new telescope mirror on Saturday, the largest ever cast in the region, after six years of grinding and polishing."}`)
	if view(1) != ferry || view(2) != tram {
		t.Error("an unrelated article rebuilt the ferry and tram pages")
	}
	post(`{"id":"divers-1","source":"Harbour Radio","date":"2026-03-14","title":"Divers reach the Solenne","text":"Navy divers reached the wreck of the ferry Solenne on Lake Varn on Saturday, the coast guard said. They recovered the bodies of six more victims from the car deck of the capsized ferry."}`)
	if v := view(1); v == ferry {
		t.Error("the ferry page was kept after an article joined the story")
	}
	if _, body := do(t, "GET", ts.URL+"/stories/1", "", ""); !strings.Contains(body, "divers-1") {
		t.Error("the ferry page does not list the article that joined it")
	}
	if view(2) != tram {
		t.Error("the tram page was rebuilt by an article of the ferry story")
	}
}

// A large POST lets readers in between its batches: its first article
// can be read while its last is not yet stored.
func TestLargePostLetsReadersIn(t *testing.T) {
	ts, _ := newTestServer(t, Options{Token: token, MaxBody: 8 << 20})
	var lines []string
	for i := range 2500 {
		lines = append(lines, fmt.Sprintf(`{"id":"bulk-%04d","source":"Bulk Wire","text":"Bulk item %d: the council of district %d met on Tuesday to discuss the budget for roads and schools."}`, i, i, i%97))
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		if status, body := do(t, "POST", ts.URL+"/api/v1/articles", token, strings.Join(lines, "\n")); status != 201 {
			t.Errorf("post: %d %.300s", status, body)
		}
	}()
	defer func() { <-done }()
	status := func(id string) int {
		resp, err := http.Get(ts.URL + "/api/v1/articles/" + id)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	for status("bulk-0000") != 200 {
		time.Sleep(5 * time.Millisecond)
	}
	if status("bulk-2499") == 200 {
		t.Error("the POST's first article could be read only once its last was stored")
	}
}

// TestReadsDoNotWaitForAWrite holds the pipeline's mutex as a write does
// and reads what was already served: the list, a story's page and JSON,
// an article and a search are answered from the last snapshot. Once the
// write has finished, that snapshot is stale and the next read builds a
// new one.
func TestReadsDoNotWaitForAWrite(t *testing.T) {
	ts, ids := newTestServer(t, Options{Token: token})
	s := ts.Config.Handler.(*Server)
	urls := []string{"/api/v1/stories", "/", "/stories/1", "/api/v1/stories/1",
		"/api/v1/articles/" + ids["meridian-wire-1"], "/api/v1/search?q=ferry"}
	want := map[string]string{}
	for _, u := range urls {
		status, body := do(t, "GET", ts.URL+u, "", "")
		if status != 200 {
			t.Fatalf("GET %s: %d %.200s", u, status, body)
		}
		want[u] = body
	}
	s.mu.Lock() // a write under way, between two of its batches
	s.version++
	answered := make(chan string)
	go func() {
		defer close(answered)
		for _, u := range urls {
			if status, body := do(t, "GET", ts.URL+u, "", ""); status != 200 || body != want[u] {
				t.Errorf("GET %s during a write: %d, body changed: %v", u, status, body != want[u])
			}
			answered <- u
		}
	}()
	for range urls {
		select {
		case <-answered:
		case <-time.After(20 * time.Second):
			s.mu.Unlock()
			t.Fatal("a read of what was served waited for the write")
		}
	}
	<-answered
	s.done.Store(s.version) // the write is answered
	s.mu.Unlock()
	if status, _ := do(t, "GET", ts.URL+"/api/v1/stories", "", ""); status != 200 {
		t.Fatalf("list after the write: %d", status)
	}
	if got := s.pub.Load().version; got != s.done.Load() {
		t.Errorf("the read after a write was answered from version %d, not %d", got, s.done.Load())
	}
}

// TestColdReadsDuringAWrite stops a write once it has stored its
// article, before the article is analysed, and asks for what no reader
// was served yet: a story's page and JSON, an article's page (its place
// in its group's tree), a diff. Each is answered while the write waits
// (no read waits for a write's analysis), from the store as it was
// before the write; once the write is done, the story holds the article
// it wrote.
func TestColdReadsDuringAWrite(t *testing.T) {
	ts, ids := newTestServer(t, Options{Token: token})
	s := ts.Config.Handler.(*Server)
	wire, copied := ids["meridian-wire-1"], ids["valley-herald-copy"]
	_, body := do(t, "GET", ts.URL+"/api/v1/articles/"+wire, "", "")
	var a struct {
		Story int    `json:"story"`
		Text  string `json:"text"`
	}
	if err := json.Unmarshal([]byte(body), &a); err != nil || a.Story == 0 {
		t.Fatalf("article: %v %.200s", err, body)
	}
	stored, release := make(chan struct{}), make(chan struct{})
	var once sync.Once
	s.onBatch = func() { once.Do(func() { close(stored); <-release }) }
	defer once.Do(func() {}) // a failure below leaves no write waiting
	defer func() {
		select {
		case <-release:
		default:
			close(release)
		}
	}()
	posted := make(chan int, 1)
	go func() {
		post, _ := json.Marshal(map[string]string{"id": "copy-during-write", "source": "Harbour Times", "text": a.Text})
		status, _ := do(t, "POST", ts.URL+"/api/v1/articles", token, string(post))
		posted <- status
	}()
	select {
	case <-stored:
	case <-time.After(20 * time.Second):
		t.Fatal("the write did not store its article")
	}
	urls := []string{fmt.Sprintf("/stories/%d", a.Story), fmt.Sprintf("/api/v1/stories/%d", a.Story),
		"/articles/" + copied, "/diff?a=" + wire + "&b=" + copied, "/api/v1/align?a=" + wire + "&b=" + copied}
	answered := make(chan string, len(urls))
	for _, u := range urls {
		go func() {
			status, body := do(t, "GET", ts.URL+u, "", "")
			if status != 200 || strings.Contains(body, "copy-during-write") {
				t.Errorf("GET %s during a write: %d, shows the article being written: %v", u, status, strings.Contains(body, "copy-during-write"))
			}
			answered <- u
		}()
	}
	for range urls {
		select {
		case <-answered:
		case <-time.After(20 * time.Second):
			t.Fatal("a read waited for the write's analysis")
		}
	}
	close(release)
	if status := <-posted; status != 201 {
		t.Fatalf("the write: %d", status)
	}
	if _, body := do(t, "GET", fmt.Sprintf("%s/stories/%d", ts.URL, a.Story), "", ""); !strings.Contains(body, "copy-during-write") {
		t.Errorf("the story's page after the write lacks the article written")
	}
}

// TestWriteRerendersServedPages posts a copy into a story whose page a
// reader was served: the write answers with the page of the new version
// already rendered, so the next reader takes it without the mutex.
func TestWriteRerendersServedPages(t *testing.T) {
	ts, ids := newTestServer(t, Options{Token: token})
	s := ts.Config.Handler.(*Server)
	_, body := do(t, "GET", ts.URL+"/api/v1/articles/"+ids["meridian-wire-1"], "", "")
	var a struct {
		Story int    `json:"story"`
		Text  string `json:"text"`
	}
	if err := json.Unmarshal([]byte(body), &a); err != nil || a.Story == 0 {
		t.Fatalf("article: %v %.200s", err, body)
	}
	page := fmt.Sprintf("/stories/%d", a.Story)
	if status, _ := do(t, "GET", ts.URL+page, "", ""); status != 200 {
		t.Fatalf("GET %s: %d", page, status)
	}
	do(t, "GET", ts.URL+"/api/v1/articles/"+ids["meridian-wire-1"], "", "") // its story's grouping kept for this version
	post, _ := json.Marshal(map[string]string{"id": "copy-of-wire-1", "source": "Harbour Times", "text": a.Text})
	if status, body := do(t, "POST", ts.URL+"/api/v1/articles", token, string(post)); status != 201 {
		t.Fatalf("post: %d %.200s", status, body)
	}
	// The copy's group, read after the write: the grouping the first
	// read of the wire kept was the version's before.
	var cp struct {
		Group string `json:"syndication_group"`
	}
	if _, body := do(t, "GET", ts.URL+"/api/v1/articles/copy-of-wire-1", "", ""); json.Unmarshal([]byte(body), &cp) != nil || cp.Group == "" {
		t.Errorf("the copy written is in no syndication group: %.300s", body)
	}
	sn := s.published()
	if sn == nil {
		t.Fatal("no snapshot of the written version published")
	}
	r, ok := sn.rendered.Load(renderKey{a.Story, true})
	if !ok {
		t.Fatalf("the page of story %d was not rendered again by the write", a.Story)
	}
	if !slices.ContainsFunc(r.(rendered).view.Articles, func(x articleRef) bool { return x.ID == "copy-of-wire-1" }) {
		t.Errorf("the page rendered by the write lacks the article it wrote")
	}
	// Nobody read it since: the next write leaves it to the next reader.
	post, _ = json.Marshal(map[string]string{"id": "copy-of-wire-1b", "source": "Bay Courier", "text": a.Text})
	if status, body := do(t, "POST", ts.URL+"/api/v1/articles", token, string(post)); status != 201 {
		t.Fatalf("post: %d %.200s", status, body)
	}
	if _, ok := s.published().rendered.Load(renderKey{a.Story, true}); ok {
		t.Errorf("a write rendered again a page no reader had taken since the last write")
	}
}

// TestServeWarmsUp starts serving and asks nothing: the first snapshot
// is built all the same, for the first reader to find.
func TestServeWarmsUp(t *testing.T) {
	s, err := New(newPipeline(t, []string{filepath.Join("..", "examples")}, nil), Options{})
	if err != nil {
		t.Fatal(err)
	}
	serveOn(t, s)
	for deadline := time.Now().Add(30 * time.Second); s.pub.Load() == nil; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no snapshot built after 30 s of serving")
		}
	}
}

// TestListOneChipPerName: an agency that also publishes its own wire
// (AFP's story on AFP's feed) is one chip on the stories list, not an
// agency chip and an outlet chip of one name.
func TestListOneChipPerName(t *testing.T) {
	dir := t.TempDir()
	body := "PARIS (AFP) - A fire destroyed the roof of the old opera house in Lyon on Sunday night, firefighters said. Nobody was hurt in the blaze, which started in a workshop under the roof and spread quickly to the main hall before some two hundred firefighters brought it under control.\n"
	for name, src := range map[string]string{"a.txt": "AFP", "b.txt": "Le Monde"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("Source: "+src+"\nDate: 2026-03-01\n\n"+body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s, err := New(newPipeline(t, []string{dir}, nil), Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	defer ts.Close()
	_, page := do(t, "GET", ts.URL+"/", "", "")
	if n := strings.Count(page, ">AFP</span>"); n != 1 || !strings.Contains(page, `<span class="chip">Le Monde</span>`) {
		t.Errorf("AFP chips: %d, want 1 (and Le Monde's): %s", n, page[strings.Index(page, `<ol class="stories">`):])
	}
}

// TestStoryPageQuotes: the story page lists the quotations several
// articles carry with who says each and which sources say so.
func TestStoryPageQuotes(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	_, page := do(t, "GET", ts.URL+"/stories/1", "", "")
	for _, want := range []string{"quotations several articles carry", "“People were thrown against the railings, and then the water came in” — Marek Holl <span class=\"meta\">(Meridian, in The Daily Harbour)</span>", "speaker inferred"} {
		if !strings.Contains(page, want) {
			t.Errorf("story page lacks %q", want)
		}
	}
}
