package article

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testRecord builds one WARC record.
func testRecord(kind, uri, ctype string, block []byte) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "WARC/1.0\r\nWARC-Type: %s\r\nWARC-Target-URI: %s\r\nWARC-Date: 2026-11-30T10:00:00Z\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n", kind, uri, ctype, len(block))
	b.Write(block)
	b.WriteString("\r\n\r\n")
	return b.Bytes()
}

func testPage(title, body string) string {
	return "<!doctype html><html><head><title>" + title + "</title></head><body><nav>Home | News | Sport</nav><article><h1>" + title +
		"</h1><p>" + body + "</p><p>" + body + " The inquiry will report in the spring, officials said on Tuesday.</p></article><footer>Copyright Example News</footer></body></html>"
}

func gz(b []byte) []byte {
	var out bytes.Buffer
	w := gzip.NewWriter(&out)
	w.Write(b)
	w.Close()
	return out.Bytes()
}

func testWARC() []byte {
	page1 := testPage("Ferry sinks off Ostrava coast", "A ferry carrying 214 passengers sank off the coast on Monday, and rescuers pulled survivors from the water through the night.")
	page2 := testPage("Harbour reopens after storm", "The harbour reopened to traffic on Wednesday after a storm closed it for three days, the port authority said.")
	chunked := fmt.Sprintf("%x\r\n%s\r\n0\r\n\r\n", len(page2), page2)
	zipped := gz([]byte(page1))
	var w bytes.Buffer
	w.Write(testRecord("warcinfo", "", "application/warc-fields", []byte("software: test\r\n")))
	w.Write(testRecord("request", "https://news.example/ferry", "application/http; msgtype=request", []byte("GET /ferry HTTP/1.1\r\nHost: news.example\r\n\r\n")))
	w.Write(testRecord("response", "https://news.example/ferry", "application/http; msgtype=response",
		append([]byte(fmt.Sprintf("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Encoding: gzip\r\nContent-Length: %d\r\n\r\n", len(zipped))), zipped...)))
	w.Write(testRecord("response", "https://news.example/logo.png", "application/http; msgtype=response", []byte("HTTP/1.1 200 OK\r\nContent-Type: image/png\r\n\r\n\x89PNG")))
	w.Write(testRecord("response", "https://news.example/gone", "application/http; msgtype=response", []byte("HTTP/1.1 404 Not Found\r\nContent-Type: text/html\r\n\r\n<html><body>Not found</body></html>")))
	w.Write(testRecord("response", "https://other.example/harbour", "application/http; msgtype=response",
		[]byte("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\n"+chunked)))
	w.Write(testRecord("resource", "https://third.example/storm", "text/html", []byte(page2)))
	return w.Bytes()
}

func TestReadWARC(t *testing.T) {
	plain := testWARC()
	// .warc.gz: a gzip member per record, as crawlers write them.
	var members []byte
	for _, rec := range bytes.SplitAfter(plain, []byte("\r\n\r\n")) {
		members = append(members, gz(rec)...)
	}
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cases := []struct{ name, path string }{
		{"plain", write("crawl.warc", plain)},
		{"gzip", write("crawl.warc.gz", gz(plain))},
		{"gzip members", write("members.warc.gz", members)},
		{"sniffed", write("crawl.dat", plain)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var urls []string
			for a, err := range Read([]string{c.path}, nil) {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				checkArticle(t, a)
				if a.Origin.Format != string(FormatWARC) || a.Origin.Line == 0 || len(a.Origin.Raw) == 0 {
					t.Errorf("origin %+v", a.Origin)
				}
				urls = append(urls, a.URL)
				if !strings.Contains(a.Text, "officials said on Tuesday") || strings.Contains(a.Text, "Copyright Example") {
					t.Errorf("%s: text %q", a.URL, a.Text)
				}
			}
			want := "https://news.example/ferry https://other.example/harbour https://third.example/storm"
			if got := strings.Join(urls, " "); got != want {
				t.Errorf("pages %s, want %s", got, want)
			}
		})
	}
}

func TestReadWARCBad(t *testing.T) {
	good := testRecord("resource", "https://a.example/x", "text/html", []byte(testPage("A headline here", "Some words of a body that says what happened on the day.")))
	cases := []struct {
		name, in, err string
		articles      int
	}{
		{"not warc", "hello\r\n", "not a WARC record", 0},
		{"no length", "WARC/1.0\r\nWARC-Type: resource\r\n\r\n", "no valid Content-Length", 0},
		{"cut short", string(good[:len(good)-200]), "cut short", 0},
		{"bad http then good", string(testRecord("response", "u", "application/http", []byte("garbage"))) + string(good), "bad HTTP response", 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n, errs := 0, ""
			for a, err := range ReadFrom("x.warc", strings.NewReader(c.in)) {
				if err != nil {
					errs += err.Error() + "\n"
					if !strings.HasPrefix(err.Error(), "x.warc:") {
						t.Errorf("error %q does not say where", err)
					}
					continue
				}
				checkArticle(t, a)
				n++
			}
			if !strings.Contains(errs, c.err) || n != c.articles {
				t.Errorf("%d articles, errors %q; want %d and %q", n, errs, c.articles, c.err)
			}
		})
	}
}

func FuzzReadWARC(f *testing.F) {
	f.Add(testWARC())
	f.Add([]byte("WARC/1.0\r\nContent-Length: 3\r\n\r\nabc\r\n\r\n"))
	f.Add(gz(testWARC()[:300]))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 64<<10 {
			return
		}
		for a, err := range ReadFrom("f.warc", bytes.NewReader(data)) {
			if err == nil {
				checkArticle(t, a)
			}
		}
	})
}
