package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// storyOf100 returns a server whose store holds 100 articles: 80 copies of the example wire story, each with a different
// paragraph cut and some with a name substituted or a local paragraph
// added, and 20 other reports.
func storyOf100(b *testing.B) *Server {
	wire, err := os.ReadFile(filepath.Join("..", "examples", "meridian-wire-2.txt"))
	if err != nil {
		b.Fatal(err)
	}
	paras := strings.Split(strings.TrimSpace(string(wire)), "\n\n")
	var lines []string
	add := func(id, source, date, text string) {
		b, _ := json.Marshal(map[string]string{"id": id, "source": source, "date": date, "text": text})
		lines = append(lines, string(b))
	}
	for i := range 80 {
		var kept []string
		for k, p := range paras {
			if k != 1+i%(len(paras)-1) {
				kept = append(kept, p)
			}
		}
		if i%3 == 0 {
			kept = append(kept, fmt.Sprintf("Local officials in town %d said a vigil would be held on Saturday evening for the victims.", i))
		}
		text := strings.Join(kept, "\n\n")
		if i%4 == 0 {
			text = strings.ReplaceAll(text, "Storm Idris", "Cyclone Idris")
		}
		add(fmt.Sprintf("copy-%02d", i), fmt.Sprintf("Outlet %d", i%17), "2026-03-12", text)
	}
	for i := range 20 {
		text := fmt.Sprintf("Survivors of the Solenne ferry disaster on Lake Varn told reporter %d how the wave struck. "+
			"At least 41 people were killed when the ferry capsized in the storm near Kessarine, and %d were still missing, officials said. "+
			"Relatives gathered at the harbour in Tarnow waiting for news of the missing from the ferry.", i, 50+i)
		add(fmt.Sprintf("report-%02d", i), fmt.Sprintf("Paper %d", i), "2026-03-13", text)
	}
	pl := newPipeline(b, []string{"-"}, strings.NewReader(strings.Join(lines, "\n")))
	s, err := New(pl, Options{})
	if err != nil {
		b.Fatal(err)
	}
	return s
}

// BenchmarkStoryPage renders the page of an 80-article story (80 copies
// of one wire text, 20 other reports of the event beside it): cold
// (the first request after a write: summary, derivation tree of 80
// copies, facts) and warm (the view cached).
func BenchmarkStoryPage(b *testing.B) {
	s := storyOf100(b)
	// The largest story: the wire's 80 copies. The 20 short reports,
	// all one templated text, stay a story of their own: in a
	// collection of two texts every word they share with the wire is
	// common to all, and their likeness falls below the least edge.
	id, most := 0, 0
	list, _ := s.storyList(context.Background(), "", "", "")
	for _, st := range list {
		if st.Count > most {
			id, most = st.ID, st.Count
		}
	}
	if most < 80 {
		b.Fatalf("no story of 80 articles: %+v", list)
	}
	page := func(b *testing.B) {
		w := httptest.NewRecorder()
		req := httptest.NewRequest("GET", fmt.Sprintf("/stories/%d", id), nil)
		req.Host = "127.0.0.1" // a name the server answers to
		s.ServeHTTP(w, req)
		if w.Code != 200 {
			b.Fatalf("status %d", w.Code)
		}
	}
	b.Run("cold", func(b *testing.B) {
		for b.Loop() {
			s.mu.Lock()
			s.version++ // as after a write that added to the story
			s.done.Store(s.version)
			s.snap.mu.Lock()
			clear(s.snap.views) // built again, as a story a write added to
			s.snap.mu.Unlock()
			s.mu.Unlock()
			page(b)
		}
	})
	b.Run("warm", func(b *testing.B) {
		page(b)
		for b.Loop() {
			page(b)
		}
	})
}

// storiesOf returns a server whose store holds n unrelated one-article
// stories (each article's words drawn apart from the others'), dated
// over a year.
func storiesOf(t testing.TB, n int) *Server {
	words := strings.Fields("harbour council ferry storm budget river minister police court school election voters farmers prices bridge station hospital doctors nurses teachers strike union talks treaty border army rebels village mayor market traders bank rates inflation exports factory workers wages plant energy grid power outage winter flood rain drought crops harvest museum artist festival concert team coach match final league season injury record")
	var lines []string
	for i := range n {
		x := uint64(i)*0x9E3779B97F4A7C15 + 7
		var w []string
		for k := range 40 {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			if k%5 == 0 {
				w = append(w, words[x%uint64(len(words))])
			} else { // words of this story's own: names, places
				w = append(w, fmt.Sprintf("%s%d", words[x%uint64(len(words))], i))
			}
		}
		text := fmt.Sprintf("Report %d from town %d. %s.", i, i, strings.Join(w, " "))
		b, _ := json.Marshal(map[string]string{"id": fmt.Sprintf("s%05d", i), "source": fmt.Sprintf("Paper %d", i%40),
			"date": fmt.Sprintf("2026-%02d-%02d", 1+i%12, 1+i%28), "title": fmt.Sprintf("Story number %d", i), "text": text})
		lines = append(lines, string(b))
	}
	s, err := New(newPipeline(t, []string{"-"}, strings.NewReader(strings.Join(lines, "\n"))), Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// BenchmarkListPage3000 serves a page of the story list of a store of
// about 3,000 stories, warm (the snapshot built by an earlier read).
func BenchmarkListPage3000(b *testing.B) {
	s := storiesOf(b, 3000)
	get := func(path string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", path, nil)
		req.Host = "localhost"
		s.ServeHTTP(rec, req)
		if rec.Code != 200 {
			b.Fatalf("%s: %d", path, rec.Code)
		}
		return rec
	}
	get("/")
	b.Logf("%d stories", len(s.snap.entries))
	for b.Loop() {
		get("/?page=7")
	}
}

// BenchmarkSnapshot3000 rebuilds the snapshot every read after a write
// pays for, on a store of 3,000 stories.
func BenchmarkSnapshot3000(b *testing.B) {
	s := storiesOf(b, 3000)
	ctx := context.Background()
	s.current(ctx) // the first read clusters the store
	for b.Loop() {
		s.mu.Lock()
		s.version++
		if _, err := s.current(ctx); err != nil {
			b.Fatal(err)
		}
		s.mu.Unlock()
	}
}
