package article

import (
	"strings"
)

// parseText reads a plain-text article. The body is the whole text; the
// first line is taken as the title only when a blank line follows it and
// it reads like a headline (short, no dateline, no closing full stop).
// Raw wire copy (parseWire) is read in its own layout.
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
	if first, rest, ok := strings.Cut(s, "\n\n"); ok && !strings.Contains(first, "\n") && isHeadline(first) {
		a.Title = first
		a.Text = rest
	}
	return a, nil
}

// isHeadline reports whether a line reads like a headline.
func isHeadline(line string) bool {
	line = strings.TrimSpace(line)
	if line == "" || len(line) > 160 || len(strings.Fields(line)) > 20 {
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
