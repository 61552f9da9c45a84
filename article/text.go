package article

import (
	"strings"
)

// parseText reads a plain-text article. It may open with a header block
// (see headerBlock) that says who published it, when and where. The body
// is the rest; its first line is taken as the title only when a blank
// line follows it and it reads like a headline (short, no dateline, no
// closing full stop). Raw wire copy (parseWire) is read in its own
// layout.
func parseText(data []byte) (*Article, error) {
	s, err := decodeText(data)
	if err != nil {
		return nil, err
	}
	if isWire(s) {
		return parseWire(s), nil
	}
	s = cleanText(s)
	a := &Article{Text: s}
	if first, rest, ok := strings.Cut(s, "\n\n"); ok && headerBlock(a, first) {
		a.Text = rest
	}
	if a.Title == "" {
		if first, rest, ok := strings.Cut(a.Text, "\n\n"); ok && !strings.Contains(first, "\n") && isHeadline(first) {
			a.Title = first
			a.Text = rest
		}
	}
	return a, nil
}

// headerFields are the keys of a text file's header block and the field
// each sets.
var headerFields = map[string]func(a *Article) *string{
	"source": func(a *Article) *string { return &a.Source }, "outlet": func(a *Article) *string { return &a.Source },
	"publisher": func(a *Article) *string { return &a.Source },
	"date":      func(a *Article) *string { return &a.Date }, "published": func(a *Article) *string { return &a.Date },
	"url": func(a *Article) *string { return &a.URL }, "link": func(a *Article) *string { return &a.URL },
	"title": func(a *Article) *string { return &a.Title }, "headline": func(a *Article) *string { return &a.Title },
	"credit": func(a *Article) *string { return &a.Credit }, "agency": func(a *Article) *string { return &a.Credit },
	"language": func(a *Article) *string { return &a.Language },
	"id":       func(a *Article) *string { return &a.ID },
}

// headerBlock reads block, the text before a file's first blank line, as
// a header block when each of its lines is "Key: value" with a key of
// headerFields (any case):
//
//	Source: Coastal Post
//	Date: 2026-03-13T19:40:00Z
//	URL: https://coastalpost.example/solenne
//
// and sets the fields they name. Anything else (a headline with a colon,
// a paragraph) is no header block, and a reports false with a unchanged.
func headerBlock(a *Article, block string) bool {
	type field struct {
		set   func(a *Article) *string
		value string
	}
	var fields []field
	for line := range strings.SplitSeq(block, "\n") {
		key, value, ok := strings.Cut(line, ":")
		set := headerFields[strings.ToLower(strings.TrimSpace(key))]
		if !ok || set == nil || strings.TrimSpace(value) == "" {
			return false
		}
		fields = append(fields, field{set, strings.TrimSpace(value)})
	}
	for _, f := range fields {
		*f.set(a) = f.value
	}
	return len(fields) > 0
}

// isHeadline reports whether a line reads like a headline.
func isHeadline(line string) bool {
	line = strings.TrimSpace(line)
	if line == "" || len(line) > 160 || len(strings.Fields(line)) > 20 || Furniture(line) || isByline(line) {
		return false
	}
	if d, _ := ParseDateline(line); d != "" {
		return false
	}
	switch line[len(line)-1] {
	case '.', ',', ';', ':':
		return strings.HasSuffix(line, "...")
	}
	return true
}
