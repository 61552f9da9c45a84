package article

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/markusmobius/go-trafilatura"
	"github.com/storywire/storywire/textproc"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding/charmap"
)

// minHTMLWords is the least main text a page must have to be an article;
// below it the extractor has only found navigation or captions.
const minHTMLWords = 10

// parseHTML extracts the article of an HTML page with go-trafilatura:
// main text without menus, comments and boilerplate, plus the title,
// date, site name, URL and language the page declares.
func parseHTML(data []byte) (a *Article, err error) {
	doc, note, err := parseHTMLDoc(data)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil { // never let one bad page stop an ingest
			a, err = nil, fmt.Errorf("HTML extraction failed: %v", r)
		}
	}()
	res, err := trafilatura.ExtractDocument(doc, trafilatura.Options{
		ExcludeComments: true,
		EnableFallback:  true,
		HtmlDateMode:    trafilatura.Fast,
		Deduplicate:     false,
	})
	if err != nil {
		return nil, fmt.Errorf("no article text found in the page: %v", err)
	}
	m := res.Metadata
	a = &Article{
		Title:    m.Title,
		URL:      m.URL,
		Source:   m.Sitename,
		Language: m.Language,
		Date:     FormatTime(m.Date),
		Text:     contentText(res.ContentNode, m.Title),
	}
	if a.Source == "" {
		a.Source = m.Hostname
	}
	// The extractor keeps the day of publication only; the page's own
	// time, when it gives one, orders copies of one day ("19:40" after
	// "18:05").
	if t, ok := publishedTime(doc); ok && (a.Date == "" || strings.HasPrefix(FormatTime(t), a.Date)) {
		a.Date = FormatTime(t)
	}
	if n := textproc.CountWords(a.Text); n < minHTMLWords {
		return nil, fmt.Errorf("no article text found in the page (%d words of main text, fewer than %d)", n, minHTMLWords)
	}
	if note != "" {
		a.Notes = append(a.Notes, note)
	}
	return a, nil
}

// parseHTMLDoc decodes data to UTF-8 and parses it. The parser refuses
// trees nested more than 512 elements deep, which real pages never are and
// which would make the recursive extractor slow; pages too large for an
// article (pageSize) are refused before they are parsed. A few control bytes in
// the page are read as separators (note says which were removed).
func parseHTMLDoc(data []byte) (doc *html.Node, note string, err error) {
	utf, err := htmlUTF8(data)
	if err != nil {
		return nil, "", err
	}
	switch elements, text := pageSize(utf); {
	case elements > maxHTMLElements:
		return nil, "", fmt.Errorf("the page has over %d elements, more than an article page has; not extracted", maxHTMLElements)
	case text > MaxTextBytes:
		return nil, "", fmt.Errorf("the page has over %s of text, over the limit for one article; not extracted", byteSize(MaxTextBytes))
	}
	r := io.Reader(bytes.NewReader(utf))
	if n, c1 := countControls(utf); n > 0 || c1 { // else no copy of the page
		var page string
		page, note = separateControls(string(utf))
		r = strings.NewReader(page)
	}
	doc, err = html.Parse(r)
	if err != nil {
		return nil, "", fmt.Errorf("malformed HTML: %v", err)
	}
	return doc, note, nil
}

// maxHTMLElements bounds the elements of a page, and MaxTextBytes its
// text outside scripts and styles. The extractor's time and memory grow
// with both (kilobytes per element, a hundred times the text), and real
// article pages hold a few thousand elements and tens of kilobytes of
// text; a page far past either is a dump or an attack, and would take
// gigabytes.
const maxHTMLElements = 50000

// pageSize counts the start tags of page and the bytes of its text
// outside scripts and styles, stopping once either passes its bound: a
// tokenizer pass, which builds no tree and keeps no tokens.
func pageSize(page []byte) (elements, text int) {
	z := html.NewTokenizer(bytes.NewReader(page))
	inScript := false
	for elements <= maxHTMLElements && text <= MaxTextBytes {
		switch z.Next() {
		case html.ErrorToken:
			return elements, text
		case html.StartTagToken:
			elements++
			name, _ := z.TagName()
			a := atom.Lookup(name)
			inScript = a == atom.Script || a == atom.Style
		case html.SelfClosingTagToken:
			elements++
		case html.EndTagToken:
			inScript = false
		case html.TextToken:
			if !inScript {
				text += len(z.Raw())
			}
		}
	}
	return elements, text
}

// htmlUTF8 returns the page as UTF-8. A page that is valid UTF-8 is taken
// as UTF-8 whatever it declares (a wrong declaration is far more common
// than Latin-1 text that happens to be valid UTF-8); otherwise the BOM, the
// declared charset or Windows-1252 decide, as browsers do.
func htmlUTF8(data []byte) ([]byte, error) {
	if bytes.HasPrefix(data, bomUTF16LE) || bytes.HasPrefix(data, bomUTF16BE) {
		s, err := decodeText(data)
		return []byte(s), err
	}
	data = bytes.TrimPrefix(data, bomUTF8)
	if isBinary(data) {
		return nil, errBinary
	}
	if utf8.Valid(data) {
		return data, nil
	}
	enc, name, _ := charset.DetermineEncoding(data, "")
	if name == "utf-8" || enc == nil {
		enc = charmap.Windows1252
	}
	out, err := enc.NewDecoder().Bytes(data)
	if err != nil {
		return nil, fmt.Errorf("cannot decode the page as %s: %v", name, err)
	}
	return out, nil
}

// contentText renders the extracted content tree as paragraphs (the
// extractor's own plain text runs blocks together), dropping a leading
// headline that repeats the title.
func contentText(n *html.Node, title string) string {
	if n == nil {
		return ""
	}
	var b strings.Builder
	if err := html.Render(&b, n); err != nil {
		return ""
	}
	text := fragmentText(b.String())
	if first, rest, ok := strings.Cut(text, "\n\n"); ok && title != "" && strings.EqualFold(first, collapseSpace(title)) {
		text = rest
	}
	return text
}

// paragraphs turns extracted text, one block per line, into storywire's
// body form: paragraphs separated by one blank line.
func paragraphs(s string) string {
	var b strings.Builder
	for line := range strings.SplitSeq(s, "\n") {
		line = strings.Join(strings.Fields(line), " ")
		if line == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString(line)
	}
	return b.String()
}

// blockTags end a paragraph in fragmentText.
var blockTags = map[atom.Atom]bool{
	atom.P: true, atom.Div: true, atom.Br: true, atom.Li: true, atom.Ul: true, atom.Ol: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true, atom.H6: true,
	atom.Blockquote: true, atom.Tr: true, atom.Table: true, atom.Section: true, atom.Article: true,
	atom.Header: true, atom.Footer: true, atom.Figure: true, atom.Figcaption: true, atom.Pre: true, atom.Hr: true,
}

// fragmentText returns the text of an HTML fragment (a feed item's
// content): tags dropped, entities decoded, block elements as paragraph
// breaks, scripts and styles skipped. Text without markup is only
// unescaped.
func fragmentText(s string) string {
	if !strings.ContainsRune(s, '<') {
		return paragraphs(html.UnescapeString(s))
	}
	z := html.NewTokenizer(strings.NewReader(s))
	var b strings.Builder
	skip := 0
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			return paragraphs(b.String())
		case html.TextToken:
			if skip == 0 {
				b.Write(z.Text())
			}
		case html.StartTagToken, html.EndTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			a := atom.Lookup(name)
			if a == atom.Script || a == atom.Style {
				if tt == html.StartTagToken {
					skip++
				} else if tt == html.EndTagToken && skip > 0 {
					skip--
				}
			}
			if blockTags[a] {
				b.WriteByte('\n')
			} else if a == atom.Td || a == atom.Th {
				b.WriteByte(' ')
			}
		}
	}
}

// publishedKeys name the meta tags that give a page's publication time.
var publishedKeys = map[string]bool{
	"article:published_time": true, "og:article:published_time": true, "datepublished": true,
	"pubdate": true, "publishdate": true, "dc.date.issued": true, "sailthru.date": true,
}

// publishedTime returns the publication time a page's meta tags (or a
// <time itemprop="datePublished">) give, when it has a time of day.
func publishedTime(doc *html.Node) (time.Time, bool) {
	var found time.Time
	var walk func(n *html.Node) bool
	walk = func(n *html.Node) bool {
		if n.Type == html.ElementNode && (n.DataAtom == atom.Meta || n.DataAtom == atom.Time) {
			var key, value string
			for _, at := range n.Attr {
				switch strings.ToLower(at.Key) {
				case "property", "name", "itemprop":
					key = strings.ToLower(at.Val)
				case "content", "datetime":
					value = at.Val
				}
			}
			if publishedKeys[key] {
				for _, layout := range []string{time.RFC3339, "2006-01-02T15:04:05", "2006-01-02T15:04Z07:00", "2006-01-02T15:04:05Z0700"} {
					if t, err := time.Parse(layout, strings.TrimSpace(value)); err == nil {
						if h, m, s := t.Clock(); h != 0 || m != 0 || s != 0 {
							found = t.UTC()
							return true
						}
					}
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if walk(c) {
				return true
			}
		}
		return false
	}
	walk(doc)
	return found, !found.IsZero()
}
