package server

import (
	"bufio"
	"context"
	"fmt"
	"html"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestSecurityHeaders(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	for _, path := range []string{"/", "/stories/1", "/api/v1/stories", "/static/style.css", "/no/such/page"} {
		resp, err := http.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		for h, want := range map[string]string{
			"Content-Security-Policy": "default-src 'none'",
			"X-Frame-Options":         "DENY",
			"Referrer-Policy":         "no-referrer",
			"X-Content-Type-Options":  "nosniff",
		} {
			if got := resp.Header.Get(h); !strings.Contains(got, want) {
				t.Errorf("%s: %s = %q, want %q", path, h, got, want)
			}
		}
	}
	// The policy allows no inline style or script: the pages have none.
	_, page := do(t, "GET", ts.URL+"/stories/1", "", "")
	if strings.Contains(page, "style=") || strings.Contains(page, "<script") {
		t.Errorf("the story page has inline style or script")
	}
}

// TestHostHeader: a name the server was not told it is reached by is
// refused (DNS rebinding); localhost, addresses and --host names are
// served.
func TestHostHeader(t *testing.T) {
	ts, _ := newTestServer(t, Options{Hosts: []string{"news.example.org"}})
	for _, tc := range []struct {
		host string
		code int
	}{
		{"127.0.0.1:8080", 200}, {"localhost:8080", 200}, {"LOCALHOST", 200}, {"[::1]:8080", 200},
		{"app.localhost", 200}, {"192.168.1.20", 200}, {"news.example.org", 200}, {"News.Example.org.:443", 200},
		{"attacker.example", 421}, {"localhost.attacker.example:8080", 421}, {"127.0.0.1.nip.io", 421},
	} {
		req, _ := http.NewRequest("GET", ts.URL+"/api/v1/stories", nil)
		req.Host = tc.host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.code {
			t.Errorf("Host %q: %d, want %d (%s)", tc.host, resp.StatusCode, tc.code, body)
		}
		if tc.code == 421 && !strings.Contains(string(body), "--host") {
			t.Errorf("Host %q: the refusal does not say how to allow it: %s", tc.host, body)
		}
	}
}

// TestConnectionTimeouts: a client that stops sending its body, or sits
// idle, is cut off; the server goes on serving others.
func TestConnectionTimeouts(t *testing.T) {
	pl := newPipeline(t, []string{"../examples"}, nil)
	s, err := New(pl, Options{Token: token, ReadTimeout: 300 * time.Millisecond, IdleTimeout: 300 * time.Millisecond, ReadHeaderTimeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	addr := serveOn(t, s)
	closed := func(name string, send string) {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		fmt.Fprint(c, send)
		// The deadline is a hang guard, many times the server's timeout.
		c.SetReadDeadline(time.Now().Add(10 * time.Second))
		r := bufio.NewReader(c)
		for {
			if _, err := r.ReadString('\n'); err != nil {
				if ne, ok := err.(net.Error); ok && ne.Timeout() {
					t.Errorf("%s: the connection is still held", name)
				}
				return
			}
		}
	}
	closed("slow body", "POST /api/v1/articles HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer "+token+"\r\nContent-Length: 100000\r\n\r\n{\"id\":")
	closed("slow header", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
	closed("idle after a request", "GET /api/v1/stories HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
	resp, err := http.Get("http://" + addr + "/api/v1/stories")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("the server stopped serving: %v", err)
	}
	resp.Body.Close()
}

// TestOddIDsLink: ids holding "/", "?", "#", or being "." or "..", are
// linked so that the link opens their article.
func TestOddIDsLink(t *testing.T) {
	ts, _ := newTestServer(t, Options{Token: token})
	text := "Navy divers reached the wreck of the ferry Solenne on Lake Varn on Saturday, the coast guard said. They recovered the bodies of six more victims from the car deck, officials said."
	ids := []string{"a/b", "q?x=1", "frag#1", ".", "..", "100% sure", "ünï"}
	var body strings.Builder
	for k, id := range ids {
		fmt.Fprintf(&body, "{\"id\":%q,\"source\":\"Outlet %d\",\"date\":\"2026-03-14\",\"title\":\"Divers reach the Solenne %d\",\"text\":%q}\n", id, k, k, fmt.Sprintf("%s Report number %d.", text, k))
	}
	if status, b := do(t, "POST", ts.URL+"/api/v1/articles", token, body.String()); status != 201 {
		t.Fatalf("post: %d %s", status, b)
	}
	_, search := do(t, "GET", ts.URL+"/search?q=divers+solenne", "", "")
	links := regexp.MustCompile(`href="(/articles/[^"]*)"`).FindAllStringSubmatch(search, -1)
	found := map[string]bool{}
	for _, l := range links {
		status, page := do(t, "GET", ts.URL+strings.ReplaceAll(l[1], "&amp;", "&"), "", "")
		if status != 200 {
			t.Errorf("%s: %d", l[1], status)
			continue
		}
		for _, id := range ids {
			if strings.Contains(page, "id "+html.EscapeString(id)+"</p>") {
				found[id] = true
			}
		}
	}
	for _, id := range ids {
		if !found[id] {
			t.Errorf("no link opens article %q (links %q)", id, links)
		}
	}
}

// TestStaticOddNames: a static path that is no valid file name (invalid
// UTF-8; found by the hostile campaign) is a 404, not a 500.
func TestStaticOddNames(t *testing.T) {
	ts, _ := newTestServer(t, Options{})
	for _, p := range []string{"/static/%ff%fe", "/static/%00", "/static/..%2Fserver.go", "/static/nope.css"} {
		if status, _ := do(t, "GET", ts.URL+p, "", ""); status != 404 {
			t.Errorf("%s: %d, want 404", p, status)
		}
	}
	if status, _ := do(t, "GET", ts.URL+"/static/style.css", "", ""); status != 200 {
		t.Errorf("style.css: %d", status)
	}
}

// TestAPIShapes pins the JSON of every endpoint: each answer decodes
// into exactly the keys the API documents, in its one naming style.
func TestAPIShapes(t *testing.T) {
	ts, id := newTestServer(t, Options{Token: token})
	keys := func(path string) map[string]any {
		t.Helper()
		_, body := do(t, "GET", ts.URL+path, "", "")
		return decode[map[string]any](t, body)
	}
	same := func(what string, m map[string]any, want ...string) {
		t.Helper()
		var got []string
		for k := range m {
			got = append(got, k)
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s keys %v, want %v", what, got, want)
		}
	}
	snake := regexp.MustCompile(`^[a-z][a-z0-9_]*$`)
	var walk func(where string, v any)
	walk = func(where string, v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				if !snake.MatchString(k) {
					t.Errorf("%s: key %q is not snake_case", where, k)
				}
				walk(where+"."+k, e)
			}
		case []any:
			for _, e := range x {
				walk(where+"[]", e)
			}
		}
	}
	list := keys("/api/v1/stories")
	same("story list", list, "page", "per_page", "total", "stories")
	first := list["stories"].([]any)[0].(map[string]any)
	same("story summary", first, "id", "title", "articles", "outlets", "agencies", "independent_sources", "publishers", "first", "last")
	story := keys("/api/v1/stories/1")
	same("story", story, "id", "title", "first", "last", "articles", "independent_sources", "summary", "syndication_groups", "facts", "reuse")
	art := keys("/api/v1/articles/" + id["northstar-daily"])
	same("article", art, "id", "source", "credit", "title", "title_derived", "date", "url", "language", "dateline", "words", "labels",
		"hash", "origin", "ingested", "text", "story", "syndication_group")
	// The article's group is the one its story's page shows it in.
	var inGroup string
	for _, g := range story["syndication_groups"].([]any) {
		g := g.(map[string]any)
		for _, a := range g["articles"].([]any) {
			if a == id["northstar-daily"] {
				inGroup = g["id"].(string)
			}
		}
	}
	if g := art["syndication_group"]; inGroup == "" || g != inGroup {
		t.Errorf("article's syndication_group %v; its story page shows it in %q", g, inGroup)
	}
	if h, _ := art["hash"].(string); len(h) != 64 {
		t.Errorf("article hash %q is not hex SHA-256", h)
	}
	page := keys("/api/v1/articles/" + id["daily-harbour"] + "?original=1")
	if o, _ := page["original"].(string); !strings.Contains(o, "<html") {
		t.Errorf("?original=1 does not give the page's bytes")
	}
	same("search", keys("/api/v1/search?q=ferry"), "query", "hits")
	same("error", keys("/api/v1/stories/999"), "status", "error")
	align := keys("/api/v1/align?a=" + id["meridian-wire-2"] + "&b=" + id["northstar-daily"])
	same("align", align, "a", "b", "similarity", "containment_a_in_b", "containment_b_in_a", "passages", "cut", "added", "moved", "substitutions")
	facts := story["facts"].(map[string]any)
	same("facts", facts, "quantities", "quotes", "entities")
	value := facts["quantities"].([]any)[0].(map[string]any)["values"].([]any)[0].(map[string]any)
	same("fact value", value, "value", "approx", "text", "articles", "at", "independent_sources", "sources")
	voice := value["sources"].([]any)[0].(map[string]any)
	same("fact source", voice, "id", "articles", "agencies", "outlets", "label", "members", "article", "name", "title", "sentence", "mark")
	for _, path := range []string{"/api/v1/stories", "/api/v1/stories/1", "/api/v1/articles/" + id["northstar-daily"], "/api/v1/search?q=ferry"} {
		walk(path, keys(path))
	}
	walk("align", align)
	_, body := do(t, "POST", ts.URL+"/api/v1/articles", token, `{"id":"shape-1","text":"A new article about the ferry Solenne and the storm on Lake Varn, with words."}`)
	same("post", decode[map[string]any](t, body), "added", "unchanged", "rejected", "ids", "errors")
}

// TestListPages: the story list is paged, 50 stories a page, with links
// that keep the filters.
func TestListPages(t *testing.T) {
	ts := httptest.NewServer(storiesOf(t, 120))
	defer ts.Close()
	count := func(page string) int { return strings.Count(page, `class="story-link"`) }
	_, p1 := do(t, "GET", ts.URL+"/", "", "")
	_, p3 := do(t, "GET", ts.URL+"/?page=3", "", "")
	_, p9 := do(t, "GET", ts.URL+"/?page=9", "", "")
	if n := count(p1); n != 50 || !strings.Contains(p1, `href="/?page=2" rel="next"`) || strings.Contains(p1, `rel="prev"`) {
		t.Errorf("page 1: %d stories, links wrong", n)
	}
	if n := count(p3); n == 0 || n >= 50 || !strings.Contains(p3, `rel="prev"`) || strings.Contains(p3, `rel="next"`) {
		t.Errorf("page 3: %d stories", n)
	}
	if count(p9) != 0 {
		t.Errorf("page past the end lists stories")
	}
	_, f := do(t, "GET", ts.URL+"/?source=Paper+3", "", "")
	if strings.Contains(f, `rel="next"`) && !strings.Contains(f, "source=Paper+3") {
		t.Errorf("the pager drops the filter")
	}
	if status, _ := do(t, "GET", ts.URL+"/?page=0", "", ""); status != 400 {
		t.Errorf("page=0: %d", status)
	}
}

// TestDiffRows: the side-by-side view pairs each shared passage with
// itself, puts what A cut beside what B added there, and loses no text.
func TestDiffRows(t *testing.T) {
	pl := newPipeline(t, []string{"../examples"}, nil)
	rows0, _ := pl.Store().All(t.Context(), false)
	id := map[string]string{}
	for _, r := range rows0 {
		id[strings.TrimSuffix(filepath.Base(r.Origin.Path), filepath.Ext(r.Origin.Path))] = r.ID
	}
	d, err := pl.Diff(t.Context(), id["meridian-wire-2"], id["northstar-daily"])
	if err != nil {
		t.Fatal(err)
	}
	left, right := sideBySide(d)
	rows := alignedRows(d, left, right)
	var a, b strings.Builder
	shared := 0
	for _, r := range rows {
		a.WriteByte(' ')
		b.WriteByte(' ')
		for _, s := range r.Left {
			a.WriteString(s.Text)
		}
		for _, s := range r.Right {
			b.WriteString(s.Text)
		}
		if r.Shared {
			shared++
			if len(r.Left) == 0 || len(r.Right) == 0 {
				t.Errorf("a shared row with an empty side")
			}
		}
	}
	if shared != len(d.Alignment.Passages) {
		t.Errorf("%d shared rows for %d passages", shared, len(d.Alignment.Passages))
	}
	words := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	if words(a.String()) != words(d.A.Text) || words(b.String()) != words(d.B.Text) {
		t.Errorf("the rows do not hold the texts whole:\nA %q\nB %q", words(a.String()), words(b.String()))
	}
}

// TestArticleProvenance: an article page says what the article is a
// copy of, how alike, with a compare link; the original says so.
func TestArticleProvenance(t *testing.T) {
	ts, id := newTestServer(t, Options{})
	_, page := do(t, "GET", ts.URL+"/articles/"+id["northstar-daily"], "", "")
	if !strings.Contains(page, `Copy of <a href="/articles/`) || !strings.Contains(page, `class="difflink" href="/diff?a=`) || !strings.Contains(page, "alike") {
		t.Errorf("the copy's page does not say what it copies:\n%.2000s", page)
	}
	_, body := do(t, "GET", ts.URL+"/api/v1/stories/1", "", "")
	v := decode[struct {
		Groups []struct{ Tree []struct{ ID string } } `json:"syndication_groups"`
	}](t, body)
	if len(v.Groups) == 0 || len(v.Groups[0].Tree) == 0 {
		t.Fatal("no tree")
	}
	_, page = do(t, "GET", ts.URL+"/articles/"+v.Groups[0].Tree[0].ID, "", "")
	if !strings.Contains(page, "The most likely original") {
		t.Errorf("the original's page does not say so")
	}
}

// serveOn serves s on a loopback port until the test ends and returns
// its address.
func serveOn(t *testing.T, s *Server) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	t.Cleanup(func() { cancel(); <-done })
	return ln.Addr().String()
}
