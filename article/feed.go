package article

import (
	"bytes"
	"fmt"
	"time"

	"github.com/mmcdole/gofeed"
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
	utf, err := htmlUTF8(data)
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
