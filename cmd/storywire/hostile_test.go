package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
)

// hostileCase is one bad input. setup writes it under dir and returns the
// paths to ingest (and optionally stdin). The suite checks the exit status,
// the message on stderr, how many articles were added, and that nothing
// already stored was lost or changed.
type hostileCase struct {
	name    string
	setup   func(t *testing.T, dir string) (paths []string, stdin string)
	code    int
	stderr  string // substring expected on stderr ("" = stderr must be empty)
	added   int
	inStore string // substring expected in the text of the last stored article
}

func write(t *testing.T, path string, data []byte) string {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// file returns a setup that writes one file named name with data.
func file(name string, data []byte) func(*testing.T, string) ([]string, string) {
	return func(t *testing.T, dir string) ([]string, string) {
		return []string{write(t, filepath.Join(dir, name), data)}, ""
	}
}

const goodLine = `{"id":"good-1","source":"S","text":"A good article that must be stored."}`

func hostileCases() []hostileCase {
	big := bytes.Repeat([]byte("word "), 10<<20) // 50 MB on one line
	return []hostileCase{
		{name: "empty file", setup: file("empty.txt", nil), code: 1, stderr: "empty.txt: empty body"},
		{name: "only white space", setup: file("ws.txt", []byte(" \n\t\r\n  \n")), code: 1, stderr: "empty body"},
		{name: "a stray NUL byte", setup: file("nul.txt", []byte("Hello\x00world, this is text")), code: 0,
			stderr: "nul.txt: removed control characters (U+0000 ×1)", added: 1, inStore: "Hello world, this is text"},
		{name: "NUL bytes after an image in a page", setup: file("nulimg.html", []byte(htmlPage("", "<img src=\"a.png\">\x00\x00\x00The council approved the new harbour wall on Tuesday after a long debate about its cost and the storms."))),
			code: 0, stderr: "nulimg.html: removed control characters (U+0000 ×6)", added: 1, inStore: "The council approved the new harbour wall"},
		{name: "mostly control bytes", setup: file("ctl-many.txt", []byte("a\x01b\x02c\x03d\x04e\x05f")), code: 1, stderr: "ctl-many.txt: binary content"},
		{name: "PNG named .txt", setup: file("img.txt", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")), code: 1, stderr: "binary content"},
		{name: "binary with unknown extension named explicitly", setup: file("blob.bin", []byte{0x7f, 'E', 'L', 'F', 2, 1, 1, 0}), code: 1, stderr: "blob.bin: binary content"},
		{name: "terminal escapes and a bell in text", setup: file("ctl.txt", []byte("Text with \x1b[31m escape codes \x07 and bells")), code: 0,
			stderr: "ctl.txt: removed control characters (U+0007 ×1, 1 terminal escape sequence)", added: 1, inStore: "Text with escape codes and bells"},
		{name: "50 MB single-line text file", setup: file("huge.txt", big), code: 1, stderr: "huge.txt: file is 50 MiB, over the 32 MiB limit"},
		{name: "50 MB single JSONL line, then a good line", setup: file("huge.jsonl", append(append([]byte(`{"id":"h","text":"`), big...), "\"}\n"+goodLine+"\n"...)),
			code: 1, stderr: "huge.jsonl:1: line is over the 8 MiB limit", added: 1, inStore: "good article"},
		{name: "JSONL behind a UTF-8 byte-order mark", setup: file("bom.jsonl", []byte("\xef\xbb\xbf"+`{"id":"bom1","text":"A line behind a byte-order mark."}`+"\n"+goodLine+"\n")),
			code: 0, added: 2, inStore: "good article"},
		{name: "JSONL in UTF-16 with its mark", setup: file("u16.jsonl", utf16le(`{"id":"u16","text":"Le café a fermé, a UTF-16 line."}`+"\n")),
			code: 0, added: 1, inStore: "Le café a fermé"},
		{name: "body over the article limit", setup: file("long.txt", bytes.Repeat([]byte("A sentence of news text.\n\n"), 200000)), code: 1, stderr: "over the 4 MiB limit for one article"},
		{name: "deeply nested HTML", setup: file("deep.html", []byte("<html><body>"+strings.Repeat("<div>", 10000)+"text"+strings.Repeat("</div>", 10000)+"</body></html>")),
			code: 1, stderr: "deep.html: malformed HTML: html: open stack of elements exceeds 512 nodes"},
		{name: "200,000 tiny paragraphs in a 1.6 MB page", setup: file("tiny-p.html", []byte("<html><body>"+strings.Repeat("<p>a</p>", 200000)+"</body></html>")),
			code: 1, stderr: "tiny-p.html: the page has over 50000 elements"},
		{name: "20 MB of text in one paragraph", setup: file("wall.html", []byte("<html><body><p>"+strings.Repeat("word ", 4<<20)+"</p></body></html>")),
			code: 1, stderr: "wall.html: the page has over 4 MiB of text"},
		{name: "a large inline script beside a short article", setup: file("script.html", []byte(htmlPage("<script>var state = '"+strings.Repeat("x", 5<<20)+"';</script>", "The council approved the new harbour wall on Tuesday after a long debate about its cost and the storms."))),
			code: 0, added: 1, inStore: "The council approved the new harbour wall"},
		{name: "HTML declares Latin-1 but is UTF-8", setup: file("wrong-decl.html", []byte(htmlPage(`<meta charset="iso-8859-1">`, "Le café de la gare a fermé ses portes après quarante ans, ont déclaré les propriétaires lundi."))),
			code: 0, added: 1, inStore: "Le café de la gare a fermé"},
		{name: "HTML declares UTF-8 but is Latin-1", setup: file("latin1.html", []byte(htmlPage(`<meta charset="utf-8">`, "Le caf\xe9 de la gare a ferm\xe9 ses portes apr\xe8s quarante ans, ont d\xe9clar\xe9 les propri\xe9taires lundi."))),
			code: 0, added: 1, inStore: "Le café de la gare a fermé"},
		{name: "HTML in windows-1252, declared", setup: file("cp1252.html", []byte(htmlPage(`<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">`, "He said \x93we will rebuild\x94 the station, a project the mayor valued at 40 million."))),
			code: 0, added: 1, inStore: "He said “we will rebuild”"},
		{name: "HTML with no article text", setup: file("empty.html", []byte("<html><head><script>var x=1;</script></head><body><nav><a href='/'>Home</a></nav></body></html>")),
			code: 1, stderr: "empty.html:"},
		{name: "malformed HTML still read", setup: file("broken.html", []byte(htmlPage("", "Unclosed <b>bold and <i>italic text in a paragraph that the parser must repair without losing words")[:400])),
			code: 0, added: 1, inStore: "Unclosed bold and italic text"},
		{name: "UTF-8 BOM", setup: file("bom.txt", []byte("\xEF\xBB\xBFHeadline here\n\nBody of the article after a BOM.")), code: 0, added: 1, inStore: "Body of the article after a BOM."},
		{name: "UTF-16LE with BOM", setup: file("u16.txt", utf16le("Headline\n\nBody of a UTF-16 article, café.")), code: 0, added: 1, inStore: "Body of a UTF-16 article, café."},
		{name: "Windows-1252 text file", setup: file("cp1252.txt", []byte("The caf\xe9 owner said \x93we are closing\x94 after the storm damaged the roof.")), code: 0, added: 1, inStore: "The café owner said “we are closing”"},
		{name: "CRLF line ends", setup: file("crlf.txt", []byte("Title\r\n\r\nFirst paragraph.\r\n\r\nSecond paragraph.\r\n")), code: 0, added: 1, inStore: "First paragraph.\n\nSecond paragraph."},
		{name: "old Mac CR line ends", setup: file("cr.txt", []byte("Title\r\rFirst paragraph of an old file.\r\rSecond.\r")), code: 0, added: 1, inStore: "First paragraph of an old file.\n\nSecond."},
		{name: "JSONL with CRLF", setup: file("crlf.jsonl", []byte(goodLine+"\r\n")), code: 0, added: 1, inStore: "good article"},
		{name: "JSONL malformed line between good ones", setup: file("mixed.jsonl", []byte(`{"id":"m1","text":"first fine article"}`+"\n"+`{"id":"m2","text":}`+"\n"+`{"id":"m3","text":"third fine article"}`+"\n")),
			code: 1, stderr: "mixed.jsonl:2: malformed JSON", added: 2, inStore: "third fine article"},
		{name: "JSONL truncated last line", setup: file("trunc.jsonl", []byte(goodLine+"\n"+`{"id":"t2","text":"cut off in the mid`)), code: 1, stderr: "trunc.jsonl:2: truncated JSON object", added: 1},
		{name: "JSONL line that is not an object", setup: file("arr.jsonl", []byte(`["a","b"]`+"\n")), code: 1, stderr: "arr.jsonl:1: not a JSON object"},
		{name: "JSONL record without text", setup: file("notext.jsonl", []byte(`{"id":"n1","title":"Only a title"}`+"\n")), code: 1, stderr: "notext.jsonl:1: empty body"},
		{name: "JSONL text of the wrong type", setup: file("type.jsonl", []byte(`{"id":"w1","text":42}`+"\n")), code: 1, stderr: "type.jsonl:1: bad JSON record"},
		{name: "JSONL numeric id", setup: file("num.jsonl", []byte(`{"id":12345,"text":"numeric ids are kept as text"}`+"\n")), code: 0, added: 1, inStore: "numeric ids"},
		{name: "JSONL invalid UTF-8 inside a string", setup: file("badutf.jsonl", []byte("{\"id\":\"u1\",\"text\":\"caf\xe9 and more text\"}\n")), code: 0, added: 1, inStore: "caf\uFFFD and more text"},
		{name: "JSONL text with an escaped NUL", setup: file("nulesc.jsonl", []byte(`{"id":"z1","text":"before\u0000after"}`+"\n")), code: 1, stderr: "nulesc.jsonl:1: binary content"},
		{name: "JSONL duplicate id, same text", setup: file("dupsame.jsonl", []byte(goodLine+"\n"+goodLine+"\n")), code: 0, added: 1},
		{name: "JSONL duplicate id, different text", setup: file("dupdiff.jsonl", []byte(goodLine+"\n"+`{"id":"good-1","source":"S","text":"A different text under the same id."}`+"\n")),
			code: 1, stderr: "dupdiff.jsonl:2: id already stored with a different text", added: 1, inStore: "A good article that must be stored."},
		{name: "example id reused with different text", setup: file("clash.jsonl", []byte(`{"id":"ostraviatoday-2026-0312-ferry","text":"An impostor text."}`+"\n")),
			code: 1, stderr: "id already stored with a different text"},
		{name: "empty JSONL file", setup: file("none.jsonl", nil), code: 0},
		{name: "JSONL of blank lines", setup: file("blank.jsonl", []byte("\n\n  \n")), code: 0},
		{name: "JSONL on stdin", setup: func(*testing.T, string) ([]string, string) { return []string{"-"}, goodLine + "\n" }, code: 0, added: 1, inStore: "good article"},
		{name: "malformed feed", setup: file("bad.rss", []byte(`<?xml version="1.0"?><rss><channel><item><title>x</ti`)), code: 1, stderr: "bad.rss: "},
		{name: "feed without items", setup: file("noitems.rss", []byte(`<?xml version="1.0"?><rss version="2.0"><channel><title>T</title></channel></rss>`)), code: 1, stderr: "noitems.rss: feed has no items"},
		{name: "feed item without content", setup: file("nocontent.rss", []byte(`<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><item><title>Only a title</title></item><item><title>Ok</title><description>Item body text.</description></item></channel></rss>`)),
			code: 1, stderr: "nocontent.rss:1: empty body", added: 1, inStore: "Item body text."},
		{name: "symlink loop", setup: func(t *testing.T, dir string) ([]string, string) {
			d := filepath.Join(dir, "loop")
			os.Mkdir(d, 0o755)
			os.Symlink("b.txt", filepath.Join(d, "a.txt"))
			os.Symlink("a.txt", filepath.Join(d, "b.txt"))
			return []string{d}, ""
		}, code: 1, stderr: "a.txt: too many levels of symbolic links"},
		{name: "directory symlink cycle", setup: func(t *testing.T, dir string) ([]string, string) {
			d := filepath.Join(dir, "cyc")
			os.MkdirAll(filepath.Join(d, "sub"), 0o755)
			os.Symlink("..", filepath.Join(d, "sub", "up"))
			write(t, filepath.Join(d, "sub", "one.txt"), []byte("One article in a directory with a cycle."))
			return []string{d}, ""
		}, code: 0, added: 1, inStore: "One article in a directory with a cycle."},
		{name: "dangling symlink", setup: func(t *testing.T, dir string) ([]string, string) {
			p := filepath.Join(dir, "dangling.txt")
			os.Symlink(filepath.Join(dir, "nowhere.txt"), p)
			return []string{p}, ""
		}, code: 1, stderr: "dangling.txt: no such file or directory"},
		{name: "FIFO named .txt", setup: func(t *testing.T, dir string) ([]string, string) {
			p := filepath.Join(dir, "fifo.txt")
			if err := syscall.Mkfifo(p, 0o644); err != nil {
				t.Skip("no FIFOs here:", err)
			}
			return []string{p}, ""
		}, code: 1, stderr: "fifo.txt: not a regular file"},
		{name: "unreadable file", setup: func(t *testing.T, dir string) ([]string, string) {
			p := write(t, filepath.Join(dir, "secret.txt"), []byte("Secret article text."))
			os.Chmod(p, 0)
			if f, err := os.Open(p); err == nil { // root reads anything
				f.Close()
				t.Skip("running as root: permissions do not stop reads")
			}
			return []string{p}, ""
		}, code: 1, stderr: "secret.txt: permission denied"},
		{name: "hidden files and other types skipped in a directory", setup: func(t *testing.T, dir string) ([]string, string) {
			d := filepath.Join(dir, "mixed")
			os.MkdirAll(filepath.Join(d, ".git"), 0o755)
			write(t, filepath.Join(d, ".git", "config.txt"), []byte("not an article"))
			write(t, filepath.Join(d, ".hidden.txt"), []byte("not an article"))
			write(t, filepath.Join(d, "photo.jpg"), []byte("\xff\xd8\xff\xe0 jpeg"))
			write(t, filepath.Join(d, "notes.md"), []byte("# notes"))
			write(t, filepath.Join(d, "story.txt"), []byte("The only article in this folder."))
			return []string{d}, ""
		}, code: 0, added: 1, inStore: "The only article in this folder."},
		{name: "missing path among good ones", setup: func(t *testing.T, dir string) ([]string, string) {
			p := write(t, filepath.Join(dir, "ok.txt"), []byte("A fine article next to a missing one."))
			return []string{filepath.Join(dir, "missing.txt"), p}, ""
		}, code: 1, stderr: "missing.txt: no such file or directory", added: 1, inStore: "A fine article next to a missing one."},
		{name: "a directory given as the store", setup: func(t *testing.T, dir string) ([]string, string) { return nil, "" }, code: 1, stderr: "is a directory"},
	}
}

func htmlPage(head, para string) string {
	return "<html><head>" + head + "<title>A page</title></head><body><nav><a href='/'>Home</a> <a href='/news'>News</a></nav><article><h1>A page</h1><p>" +
		para + "</p><p>" + para + " Again, in a second paragraph, so there is enough text to extract.</p></article><footer>Copyright</footer></body></html>"
}

func utf16le(s string) []byte {
	b := []byte{0xFF, 0xFE}
	for _, r := range s { // BMP only
		b = append(b, byte(r), byte(r>>8))
	}
	return b
}

func TestHostileInputs(t *testing.T) {
	cases := hostileCases()
	if len(cases) < 30 {
		t.Fatalf("only %d hostile cases", len(cases))
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			db := filepath.Join(dir, "h.db")
			if _, stderr, code := cli(t, "", "ingest", "--db", db, "../../examples"); code != exitOK {
				t.Fatalf("seeding the store: %s", stderr)
			}
			before, _, _ := cli(t, "", "list", "--db", db, "--json")
			wire, _, _ := cli(t, "", "show", "--db", db, "--json", "ostraviatoday-2026-0312-ferry")
			paths, stdin := tc.setup(t, dir)
			args := append([]string{"ingest", "--db", db}, paths...)
			if tc.name == "a directory given as the store" {
				args = []string{"ingest", "--db", dir, "../../examples"}
			}
			_, stderr, code := cli(t, stdin, args...)
			if code != tc.code {
				t.Errorf("exit %d; want %d (stderr %q)", code, tc.code, stderr)
			}
			if tc.stderr == "" && stderr != "" || !strings.Contains(stderr, tc.stderr) {
				t.Errorf("stderr %q; want %q", stderr, tc.stderr)
			}
			after, _, _ := cli(t, "", "list", "--db", db, "--json")
			var b, a []listEntry
			json.Unmarshal([]byte(before), &b)
			json.Unmarshal([]byte(after), &a)
			if len(a) < len(b) || !reflect.DeepEqual(a[:len(b)], b) {
				t.Errorf("stored articles changed or lost")
			}
			if got := countArticles(t, db) - 11; got != tc.added {
				t.Errorf("added %d articles; want %d", got, tc.added)
			}
			if w, _, _ := cli(t, "", "show", "--db", db, "--json", "ostraviatoday-2026-0312-ferry"); w != wire {
				t.Errorf("a stored article changed")
			}
			if tc.inStore != "" {
				st := openStoreT(t, db)
				rows, _ := st.All(t.Context(), true)
				if last := rows[len(rows)-1]; !strings.Contains(last.Text, tc.inStore) {
					t.Errorf("last stored text %q; want it to contain %q", last.Text, tc.inStore)
				}
			}
		})
	}
}
