package article

import (
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/simplifiedchinese"

	"github.com/storywire/storywire/internal/shared"
)

// readAllItems collects the articles and errors of Read.
func readAllItems(t *testing.T, paths ...string) ([]*Article, []error) {
	t.Helper()
	var arts []*Article
	var errs []error
	for a, err := range Read(paths, strings.NewReader("")) {
		if err != nil {
			errs = append(errs, err)
			continue
		}
		arts = append(arts, a)
	}
	return arts, errs
}

func TestReadExamples(t *testing.T) {
	arts, errs := readAllItems(t, "../examples")
	if len(errs) > 0 {
		t.Fatalf("errors reading examples: %v", errs)
	}
	if len(arts) < 10 {
		t.Fatalf("read %d articles from examples, want at least 10", len(arts))
	}
	formats := map[string]int{}
	ids := map[string]bool{}
	for _, a := range arts {
		formats[a.Origin.Format]++
		if ids[a.ID] {
			t.Errorf("duplicate id %s", a.ID)
		}
		ids[a.ID] = true
		if a.Title == "" || a.Text == "" || a.Words == 0 {
			t.Errorf("%s: empty title, text or word count", a.Origin.Where())
		}
	}
	for _, f := range []string{"text", "html", "jsonl", "feed"} {
		if formats[f] == 0 {
			t.Errorf("no %s article among the examples", f)
		}
	}
}

func TestReadHTMLRemovesBoilerplate(t *testing.T) {
	arts, errs := readAllItems(t, "../examples/daily-harbour.html")
	if len(errs) > 0 || len(arts) != 1 {
		t.Fatalf("got %d articles, errors %v", len(arts), errs)
	}
	a := arts[0]
	for _, junk := range []string{"cookie", "Most read", "Comments", "All rights reserved", "Subscribe", "Thoughts with the families"} {
		if strings.Contains(a.Text, junk) {
			t.Errorf("extracted text keeps boilerplate %q", junk)
		}
	}
	if !strings.HasPrefix(a.Text, "KESSARINE (Meridian) - A passenger ferry capsized") {
		t.Errorf("text starts %q", a.Text[:60])
	}
	if strings.Count(a.Text, "\n\n") < 8 {
		t.Errorf("paragraphs lost: %d breaks", strings.Count(a.Text, "\n\n"))
	}
	want := Article{Title: "Ferry disaster: 41 killed as Solenne sinks off Kessarine", Source: "The Daily Harbour",
		Date: "2026-03-12", Dateline: "KESSARINE", Credit: "Meridian", URL: "https://dailyharbour.example/news/2026/03/12/ferry-disaster-solenne"}
	got := Article{Title: a.Title, Source: a.Source, Date: a.Date[:10], Dateline: a.Dateline, Credit: a.Credit, URL: a.URL}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("metadata\n got %+v\nwant %+v", got, want)
	}
	if len(a.Origin.Raw) == 0 {
		t.Error("original HTML not kept")
	}
}

func TestReadFeed(t *testing.T) {
	arts, errs := readAllItems(t, "../examples/ostravia-today.rss")
	if len(errs) > 0 || len(arts) != 2 {
		t.Fatalf("got %d articles, errors %v", len(arts), errs)
	}
	a := arts[0]
	if a.ID != "ostraviatoday-2026-0312-ferry" || a.Source != "Ostravia Today" || a.Credit != "Meridian" ||
		a.Date != "2026-03-12T18:05:00Z" || a.Origin.Where() != "../examples/ostravia-today.rss:1" {
		t.Errorf("item 1: %+v", a)
	}
	if strings.Contains(a.Text, "<p>") || strings.Count(a.Text, "\n\n") != 5 {
		t.Errorf("item 1 text not split into paragraphs: %q", a.Text)
	}
}

func TestReadSeeds(t *testing.T) {
	dir := shared.Path(t, "seeds")
	arts, errs := readAllItems(t, dir)
	if len(errs) > 0 || len(arts) != 5 {
		t.Fatalf("got %d articles, errors %v", len(arts), errs)
	}
	want := []struct{ dateline, credit string }{{"BEIRUT", ""}, {"", "Reuters"}, {"BEIRUT", "Reuters"}, {"BEIRUT", ""}, {"", ""}}
	for i, a := range arts {
		if a.Dateline != want[i].dateline || a.Credit != want[i].credit {
			t.Errorf("%s: dateline %q credit %q; want %q %q", a.Origin.Path, a.Dateline, a.Credit, want[i].dateline, want[i].credit)
		}
		if a.Title == "" {
			t.Errorf("%s: no title", a.Origin.Path)
		}
	}
}

func TestDecodeText(t *testing.T) {
	u16 := func(s string, bigEndian bool) []byte {
		var b []byte
		if bigEndian {
			b = append(b, 0xFE, 0xFF)
		} else {
			b = append(b, 0xFF, 0xFE)
		}
		for _, r := range utf16.Encode([]rune(s)) {
			if bigEndian {
				b = append(b, byte(r>>8), byte(r))
			} else {
				b = append(b, byte(r), byte(r>>8))
			}
		}
		return b
	}
	tests := []struct {
		name string
		in   []byte
		want string
		err  error
	}{
		{"utf8", []byte("Café — “quote”"), "Café — “quote”", nil},
		{"utf8 bom", []byte("\xEF\xBB\xBFhello"), "hello", nil},
		{"utf16le", u16("Beyrouth é", false), "Beyrouth é", nil},
		{"utf16be", u16("Beyrouth é", true), "Beyrouth é", nil},
		{"windows-1252", []byte("the caf\xe9 was \x93quoted\x94"), "the café was “quoted”", nil},
		{"nul", []byte("abc\x00def"), "", errBinary},
		{"control", []byte("abc\x01def"), "", errBinary},
		{"mostly high bytes", []byte("\xd0\xe0\xf1\xea\xe0\xe7 \xef\xf0\xee"), "", errNotUTF},
	}
	for _, tt := range tests {
		got, err := decodeText(tt.in)
		if !errors.Is(err, tt.err) || got != tt.want {
			t.Errorf("%s: decodeText = %q, %v; want %q, %v", tt.name, got, err, tt.want, tt.err)
		}
	}
}

func TestJSONLRecords(t *testing.T) {
	tests := []struct {
		line string
		want *Article // nil: an error is expected
	}{
		{`{"id":"a1","cluster":"c1","source":"AP","date":"2017-08-28","title":"T","text":"Body."}`,
			&Article{ID: "a1", Source: "AP", Date: "2017-08-28", Title: "T", Text: "Body.", Labels: []string{"c1"}}},
		{`{"id": 42, "text": "Body with \"escapes\" and \u00e9\n\nPara two."}`,
			&Article{ID: "42", Text: "Body with \"escapes\" and é\n\nPara two."}},
		{`{"id":"x","cluster":["c1","c2"],"text":"B","extra":{"nested":[1,2]}}`,
			&Article{ID: "x", Text: "B", Labels: []string{"c1", "c2"}}},
		{`{"ID":"upper","Text":"case-insensitive keys, as encoding/json"}`,
			&Article{ID: "upper", Text: "case-insensitive keys, as encoding/json"}},
		{`{"id":"b","body":"from body"}`, &Article{ID: "b", Text: "from body"}},
		{`{"id":null,"title":null,"text":"no id"}`, &Article{Text: "no id"}},
		{`{"id":"t","text":"truncated`, nil},
		{`{"id":"t","text":}`, nil},
		{`["not","an","object"]`, nil},
		{`{"id":true,"text":"bool id"}`, nil},
		{`{"id":"n","text":12}`, nil},
	}
	for _, tt := range tests {
		a, err := parseRecord([]byte(tt.line))
		if tt.want == nil {
			if err == nil {
				t.Errorf("parseRecord(%s) = %+v; want an error", tt.line, a)
			}
			continue
		}
		if err != nil {
			t.Errorf("parseRecord(%s): %v", tt.line, err)
			continue
		}
		if !reflect.DeepEqual(a, tt.want) {
			t.Errorf("parseRecord(%s)\n got %+v\nwant %+v", tt.line, a, tt.want)
		}
	}
}

// TestFastJSONAgreesOnDevData checks the JSONL fast path against
// encoding/json on every line of the dev sets.
func TestFastJSONAgreesOnDevData(t *testing.T) {
	files := shared.Glob(t, "data/*/articles.jsonl")
	n, fast := 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for line := range strings.SplitSeq(strings.TrimSpace(string(data)), "\n") {
			n++
			var a, b record
			if decodeRecord([]byte(line), &a) {
				fast++
			}
			if err := json.Unmarshal([]byte(line), &b); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(a, b) && decodeRecord([]byte(line), &record{}) {
				t.Fatalf("%s: fast path disagrees:\n%+v\n%+v", f, a, b)
			}
		}
	}
	if fast != n {
		t.Errorf("fast path took %d of %d dev lines; want all", fast, n)
	}
}

func TestTextHeaderBlock(t *testing.T) {
	for _, tc := range []struct {
		name, in                         string
		source, date, url, title, credit string
		textStart                        string
	}{
		{"full block", "Source: Coastal Post\nDate: 2026-03-13T19:40:00Z\nURL: https://coastalpost.example/solenne\n\nSurvivors recount terror\n\nThe wave came out of the dark.",
			"Coastal Post", "2026-03-13T19:40:00Z", "https://coastalpost.example/solenne", "Survivors recount terror", "", "The wave"},
		{"any case, title and credit", "outlet: Arab News\nTITLE: Convoy leaves the border\nAgency: Reuters\n\nA convoy of fighters left on Monday.",
			"Arab News", "", "", "Convoy leaves the border", "Reuters", "A convoy"},
		{"a headline with a colon is no block", "Update: Ferry sinks in storm\n\nA ferry sank on Thursday.",
			"", "", "", "Update: Ferry sinks in storm", "", "A ferry"},
		{"an unknown key spoils the block", "Source: Coastal Post\nMood: grim\n\nA ferry sank on Thursday, officials said.",
			"", "", "", "Source: Coastal Post", "", "Source: Coastal Post"},
		{"an empty value spoils the block", "Source:\n\nA ferry sank on Thursday, officials said.", "", "", "", "A ferry sank on Thursday, officials said.", "", "Source:"},
		{"a byline names the outlet", "Survivors recount terror\n\nBy Jana Morrow, Coastal Post correspondent\n\nTARNOW - The wave came.",
			"Coastal Post", "", "", "Survivors recount terror", "", "By Jana"},
		{"an agency byline is a credit, not an outlet", "Title\n\nBy Mark Wilkinson, PA News\n\nThe court heard on Monday.", "", "", "", "Title", "PA", "By Mark"},
		{"a byline above the story is no headline", "By Stephen Howard, PA News\n\nRock star Phil Collins was today suing two members of his former backing band.\n\nThe case continues.",
			"", "", "", "Rock star Phil Collins was today suing two members of his former backing band.", "PA", "By Stephen"},
		{"nor is an outlet's byline", "By Jana Morrow, Coastal Post correspondent\n\nThe wave came out of the dark, survivors said.",
			"Coastal Post", "", "", "The wave came out of the dark, survivors said.", "", "By Jana"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, err := parseText([]byte(tc.in))
			if err != nil {
				t.Fatal(err)
			}
			a.Origin = Origin{Path: "x.txt", Format: "text"}
			if err := a.finish(); err != nil {
				t.Fatal(err)
			}
			if a.Source != tc.source || a.Date != tc.date || a.URL != tc.url || a.Title != tc.title || a.Credit != tc.credit || !strings.HasPrefix(a.Text, tc.textStart) {
				t.Errorf("source %q date %q url %q title %q credit %q text %.40q", a.Source, a.Date, a.URL, a.Title, a.Credit, a.Text)
			}
		})
	}
}

// TestFeedEncodings: a feed in a declared non-UTF-8 encoding is decoded
// once; a UTF-8 feed that declares another encoding is read as UTF-8.
func TestFeedEncodings(t *testing.T) {
	gbk, _ := simplifiedchinese.GBK.NewEncoder().String("新闻：渡轮在风暴中沉没")
	latin, _ := charmap.ISO8859_1.NewEncoder().String("Café de la gare fermé")
	feed := func(decl, title, body string) []byte {
		return []byte(`<?xml version="1.0" encoding="` + decl + `"?><rss version="2.0"><channel><title>` + title +
			`</title><item><guid>1</guid><title>` + title + `</title><description>` + body + ` and more words of text in the item.</description></item></channel></rss>`)
	}
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"gb2312", feed("gb2312", gbk, gbk), "新闻：渡轮在风暴中沉没"},
		{"GBK", feed("GBK", gbk, gbk), "新闻：渡轮在风暴中沉没"},
		{"ISO-8859-1", feed("ISO-8859-1", latin, latin), "Café de la gare fermé"},
		{"windows-1252 undeclared", []byte(strings.Replace(string(feed("x", latin, latin)), ` encoding="x"`, "", 1)), "Café de la gare fermé"},
		{"UTF-8 declared as Latin-1", feed("ISO-8859-1", "Café de la gare fermé", "Café de la gare fermé"), "Café de la gare fermé"},
		{"UTF-8", feed("UTF-8", "Café de la gare fermé", "Café de la gare fermé"), "Café de la gare fermé"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []*Article
			readFeed("f.rss", tc.data, time.Time{}, func(a *Article, err error) bool {
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, a)
				return true
			})
			if len(got) != 1 || got[0].Title != tc.want || got[0].Source != tc.want || !strings.HasPrefix(got[0].Text, tc.want) {
				t.Errorf("%+v", got)
			}
		})
	}
}

// TestHTMLPublishedTime: a page's publication time keeps its time of
// day, which the extractor drops.
func TestHTMLPublishedTime(t *testing.T) {
	page := func(head string) []byte {
		return []byte("<html><head>" + head + "<title>Ferry</title></head><body><article><h1>Ferry</h1><p>A passenger ferry capsized in a storm on Lake Varn on Thursday, killing at least 41 people, officials said.</p><p>Rescuers searched the cold water for dozens more through the night, the coast guard said.</p></article></body></html>")
	}
	for _, tc := range []struct{ head, want string }{
		{`<meta property="article:published_time" content="2026-03-12T19:40:00Z">`, "2026-03-12T19:40:00Z"},
		{`<meta itemprop="datePublished" content="2026-03-12T18:05:00+01:00">`, "2026-03-12T17:05:00Z"},
		{`<meta property="article:published_time" content="2026-03-12">`, "2026-03-12"},
	} {
		a, err := parseHTML(page(tc.head))
		if err != nil {
			t.Fatal(err)
		}
		if a.Date != tc.want {
			t.Errorf("%s: date %q, want %q", tc.head, a.Date, tc.want)
		}
	}
}

func TestFurniture(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"PUBLISHED FRIDAY, MARCH 8, 2013 AT 12:46 PM", true},
		{"Updated 12:46 GMT", true},
		{"March 8, 2013", true},
		{"2013-03-08", true},
		{"Advertisement", true},
		{"Share this article", true},
		{"Please enable Javascript to watch this video", true},
		{"Internet Archive sued by four publishers", false}, // a headline, not a widget
		{"Page not found: the lost letters of a poet", false},
		{"2 years ago", true},
		{"7.57 pm.", true},
		{"12:46 PM ET", true},
		{"3.50 percent", false},
		{"10 years ago", true},
		{"10 years ago today, the bridge fell", false},
		{"This video is unavailable", true},
		{"Cookies crumble as bakery chain closes 40 shops", false},
		{"Ferry capsizes in storm on Lake Varn, at least 23 dead", false},
		{"Published reports say the ferry was overloaded, officials said on Thursday after a long inquiry into the sinking.", false},
		{"Updates on the ferry", false},
		{"Updated rules for ferries approved", false},
		{"May 2, 2013, 1:12 PM", true},
		{"Friday, June 7, 2013", true},
		{"Updated: November 11, 2011 20:09 IST", true},
		{"22 July 2013 Last updated at 17:50 GMT", true},
		{"Article posted on 08. 07. 2012", true},
		{"November 28th, 2005, 09:11 GMT", true},
		{"11/28/05", true},
		{"Friday 13", false},
		{"May Day rally draws thousands", false},
		{"March 2013 jobs report beats forecasts", false},
		{"share tweet pin email", true},
		{"Follow EXAMPLE.COM: Facebook | Twitter", true},
		{"Follow the money", false},
		{"Copyright Example Comics", true},
		{"Copyright law ruling hits video sites", false},
		{"► Update: Man charged in officer's death", true},
		{"Posted by the coast guard", false},
		{"River Gazette | Home | News | World | Business | Sport | Opinion | Subscribe to River Gazette for full access to our journalism", true},
		{"Home · News · Sport · Weather", true},
		{"Ferry capsizes on Lake Varn | Live updates", false},
		{"Ferry | capsizes on Lake Varn, at least 23 dead, officials say | rescuers | search the lake through the night", false},
		{"", false},
	} {
		if got := Furniture(tc.line); got != tc.want {
			t.Errorf("Furniture(%q) = %v", tc.line, got)
		}
	}
	a, _ := parseText([]byte("PUBLISHED FRIDAY, MARCH 8, 2013 AT 12:46 PM\n\nThe council approved the new harbour wall on Tuesday."))
	a.Origin = Origin{Path: "x.txt", Format: "text"}
	a.finish()
	if a.Title == "PUBLISHED FRIDAY, MARCH 8, 2013 AT 12:46 PM" {
		t.Errorf("a publication stamp became the headline")
	}
}
