package article

import (
	"bytes"
	"fmt"
	"regexp"
	"time"
	"unicode/utf8"

	"github.com/mmcdole/gofeed"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
)

// readFeed reads an RSS or Atom feed (no network access: the bytes are
// given) and yields one article per item, with the item's content, or its
// description when it has no content, as the body. The outlet is the
// feed's title; the id is the item's GUID when it has one.
func readFeed(path string, data []byte, now time.Time, yield func(*Article, error) bool) (ok bool) {
	defer func() {
		if r := recover(); r != nil { // a parser bug must not end the ingest
			ok = yield(nil, &ItemError{path, fmt.Errorf("feed parser failed: %v", r)})
		}
	}()
	utf, err := feedUTF8(data)
	if err != nil {
		return yield(nil, &ItemError{path, err})
	}
	feed, err := gofeed.NewParser().Parse(bytes.NewReader(utf))
	if err != nil {
		return yield(nil, &ItemError{path, fmt.Errorf("malformed feed: %v", err)})
	}
	if len(feed.Items) == 0 {
		return yield(nil, &ItemError{path, fmt.Errorf("feed has no items")})
	}
	for i, it := range feed.Items {
		raw := it.Content
		if raw == "" {
			raw = it.Description
		}
		a := &Article{
			ID:       it.GUID,
			Source:   fragmentText(feed.Title),
			URL:      it.Link,
			Title:    fragmentText(it.Title),
			Text:     fragmentText(raw),
			Language: feed.Language,
			Ingested: now,
			Origin:   Origin{Path: path, Line: i + 1, Format: string(FormatFeed), SHA256: sum([]byte(raw)), Raw: []byte(raw), Size: len(raw)},
		}
		switch {
		case it.PublishedParsed != nil:
			a.Date = FormatTime(it.PublishedParsed.UTC())
		case it.UpdatedParsed != nil:
			a.Date = FormatTime(it.UpdatedParsed.UTC())
		}
		if err := a.finish(); err != nil {
			if !yield(nil, &ItemError{a.Origin.Where(), err}) {
				return false
			}
			continue
		}
		if !yield(a, nil) {
			return false
		}
	}
	return true
}

// xmlDecl is an XML declaration's encoding attribute.
var xmlDecl = regexp.MustCompile(`^(\s*<\?xml[^>]*?encoding\s*=\s*)["']([A-Za-z0-9._:-]+)["']`)

// feedUTF8 returns a feed as UTF-8 with a declaration that says so, so
// that the XML parser does not decode it a second time (a gb2312 feed
// came out as mojibake, "Café" as "CafÃ©"). Valid UTF-8 is UTF-8 whatever
// the declaration says; otherwise the declared encoding decides, then
// Windows-1252, as for pages.
func feedUTF8(data []byte) ([]byte, error) {
	if bytes.HasPrefix(data, bomUTF16LE) || bytes.HasPrefix(data, bomUTF16BE) {
		s, err := decodeText(data)
		if err != nil {
			return nil, err
		}
		data = []byte(s)
	}
	data = bytes.TrimPrefix(data, bomUTF8)
	m := xmlDecl.FindSubmatchIndex(data)
	if !utf8.Valid(data) {
		enc := encoding.Encoding(charmap.Windows1252)
		if m != nil {
			if e, err := htmlindex.Get(string(data[m[4]:m[5]])); err == nil {
				enc = e
			}
		}
		out, err := enc.NewDecoder().Bytes(data)
		if err != nil {
			return nil, fmt.Errorf("cannot decode the feed: %v", err)
		}
		data = out
		m = xmlDecl.FindSubmatchIndex(data)
	}
	if isBinary(data) {
		return nil, errBinary
	}
	if m != nil {
		data = append(append(append([]byte{}, data[:m[4]]...), "utf-8"...), data[m[5]:]...)
	}
	return data, nil
}
