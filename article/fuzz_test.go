package article

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// checkArticle asserts the invariants every reader guarantees.
func checkArticle(t *testing.T, a *Article) {
	t.Helper()
	if a.ID == "" || strings.TrimSpace(a.Text) == "" {
		t.Fatalf("article without id or text: %+v", a)
	}
	if !utf8.ValidString(a.Text) || !utf8.ValidString(a.Title) {
		t.Fatalf("invalid UTF-8 in article %q", a.ID)
	}
	if len(a.Text) > MaxTextBytes || strings.IndexByte(a.Text, 0) >= 0 {
		t.Fatalf("text over the limit or with NUL bytes")
	}
	if cleanText(a.Text) != a.Text {
		t.Fatalf("text not clean: %q", a.Text)
	}
}

func addFiles(f *testing.F, paths ...string) {
	for _, p := range paths {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
}

func FuzzReadText(f *testing.F) {
	addFiles(f, "../examples/meridian-wire-1.txt", "../examples/lakeside-gazette.txt")
	f.Add([]byte("Title\n\nBEIRUT (Reuters) - Body.\n\n(REUTERS)"))
	f.Add([]byte("\xff\xfeT\x00i\x00t\x00l\x00e\x00"))
	f.Add([]byte("caf\xe9\r\n\r\n\x93q\x94 \u00a0\n"))
	f.Fuzz(func(t *testing.T, data []byte) { checkParsed(t, parseText, data, "text") })
}

// checkParsed reads data with parse and, when it is an article, checks
// the invariants every reader guarantees.
func checkParsed(t *testing.T, parse func([]byte) (*Article, error), data []byte, format string) {
	a, err := parse(data)
	if err != nil {
		return
	}
	a.Origin = Origin{Path: "f." + format, Format: format}
	if a.finish() == nil {
		checkArticle(t, a)
	}
}

// FuzzReadWire: raw wire copy (PA's layout), and text that only
// resembles it, reads into a clean article or an error.
func FuzzReadWire(f *testing.F) {
	f.Add([]byte("  ----------------------------------------\n\n            17:18 27/01/00: Page 1 (HHH) SHOWBIZ Oasis Substitute\n" +
		"  ----------------------------------------\nNOEL WEEPS TEARS OF JOY<\n\x19By Damien Pearse, PA News<\n" +
		"\x19Oasis star Noel Gallagher burst into tears as his wife gave birth,\na #2,000 bet won.<\n\x19He said ``the best''.<\n\x19mfl\n"))
	f.Add([]byte("\x19one<\n\x19two<\n\x19ends\n"))
	f.Add([]byte("12:00 01/13/99: Page 9 (XYZ)\n----------\n\x19#\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) <= 64<<10 {
			checkParsed(t, parseText, data, "text")
		}
	})
}

func FuzzReadHTML(f *testing.F) {
	addFiles(f, "../examples/daily-harbour.html")
	f.Add([]byte(`<html><head><meta charset="iso-8859-1"><title>T</title></head><body><article><p>caf` + "\xe9" + ` au lait, said the man in a long sentence that goes on.</p></article></body></html>`))
	f.Add([]byte(strings.Repeat("<div>", 50) + "text" + strings.Repeat("</div>", 50)))
	f.Fuzz(func(t *testing.T, data []byte) {
		// The extractor costs a millisecond a small page, most of it
		// language detection; big inputs only make each run slower, and
		// the size bounds are tested on their own (TestHostileInputs).
		if len(data) <= 8<<10 {
			checkParsed(t, parseHTML, data, "html")
		}
	})
}

func FuzzReadJSONL(f *testing.F) {
	addFiles(f, "../examples/radio-ostrava.jsonl")
	f.Add([]byte(`{"id":"a","cluster":["x",1],"text":"t\u00e9\ud83d\ude00 \ud800"}` + "\n" + `{"id":1e5,"text":"b"}`))
	f.Add([]byte(`{"ID":"a","Text":"b","text":null}`))
	f.Add([]byte("{\"id\":\"a\",\"text\":\"b\"}\n{\"id\":\"a\",\"tex"))
	f.Fuzz(func(t *testing.T, data []byte) {
		// The fast path must agree with encoding/json whenever it accepts.
		for line := range bytes.SplitSeq(data, []byte("\n")) {
			var fast, std record
			if decodeRecord(line, &fast) {
				if err := json.Unmarshal(line, &std); err != nil {
					t.Fatalf("fast path accepted %q, encoding/json refused it: %v", line, err)
				}
				if !reflect.DeepEqual(fast, std) {
					t.Fatalf("fast path disagrees on %q:\n%+v\n%+v", line, fast, std)
				}
			}
		}
		for a, err := range func(yield func(*Article, error) bool) {
			readJSONL("f.jsonl", bytes.NewReader(data), time.Time{}, yield)
		} {
			if err == nil {
				checkArticle(t, a)
			}
		}
	})
}

func FuzzReadFeed(f *testing.F) {
	addFiles(f, "../examples/ostravia-today.rss")
	f.Add([]byte(`<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><entry><id>1</id><title>E</title><content type="html">&lt;p&gt;Body text&lt;/p&gt;</content></entry></feed>`))
	f.Add([]byte(`<rss><channel><item><description>plain &amp; simple</description></item></channel></rss>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		readFeed("f.rss", data, time.Time{}, func(a *Article, err error) bool {
			if err == nil {
				checkArticle(t, a)
			}
			return true
		})
	})
}
