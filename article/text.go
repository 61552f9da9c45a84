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
		// an editorial note standing alone before the headline ("(with
		// pix)", "(reopens)") is passed over, and kept in the text
		body := a.Text
		for {
			first, rest, ok := strings.Cut(body, "\n\n")
			if !ok || !editorialNote(first) {
				break
			}
			body = strings.TrimLeft(rest, "\n")
		}
		if first, rest, ok := strings.Cut(body, "\n\n"); ok && !strings.Contains(first, "\n") && isHeadline(first) {
			a.Title = first
			a.Text = a.Text[:len(a.Text)-len(body)] + rest // the notes before it kept
		}
	}
	return a, nil
}

// editorialNote reports a line that is a note to the desk in brackets,
// standing alone: "(with pix)", "(reopens)".
func editorialNote(line string) bool {
	line = strings.TrimSpace(line)
	return len(line) >= 2 && line[0] == '(' && line[len(line)-1] == ')' && !strings.Contains(line, "\n")
}

// creditAlone reports a wire's credit standing alone as a line: "Cox
// News Service".
func creditAlone(line string) bool {
	return strings.HasSuffix(line, " News Service") || strings.HasSuffix(line, " News Agency")
}

// stampLine reports a line that is only a dateline, its text in the
// paragraph after: a place and the wire's time stamp ("WASHINGTON
// 2007-02-07 01:43:26 UTC"), a place, date and agency ("WUHAN, Feb. 13
// (Xinhua)") or a place in capitals of one to three words ("SAN
// FRANCISCO"); no headline nor lead.
func stampLine(line string) bool {
	line = strings.TrimSpace(line)
	if place, agency := ParseDateline(line + " - x"); place != "" && (agency != "" || len(strings.Fields(line)) <= 3 && placeWords(line)) {
		return true
	}
	i := strings.IndexFunc(line, func(r rune) bool { return r >= '0' && r <= '9' })
	if i < 0 || len(line)-i < len("2007-02-07 01:43") {
		return false
	}
	d := line[i:]
	if d[4] != '-' || d[7] != '-' || d[10] != ' ' || d[13] != ':' {
		return false
	}
	return strings.ToUpper(line[:i]) == line[:i] // the place in capitals, or none
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
	if line == "" || len(line) > 160 || len(strings.Fields(line)) > 20 || Furniture(line) || isByline(line) || stampLine(line) || editorialNote(line) || creditAlone(line) {
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

// placeWords reports a line of capital letters, spaces and dots only
// ("SAN FRANCISCO", "ST. LOUIS").
func placeWords(line string) bool {
	for _, r := range line {
		if !(r >= 'A' && r <= 'Z' || r == ' ' || r == '.') {
			return false
		}
	}
	return true
}
