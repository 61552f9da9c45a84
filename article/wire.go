package article

// Raw wire copy. Press Association files, as the wire sent them, open
// with a header block (rules of dashes around a line such as "17:18
// 27/01/00: Page 1 (HHH) SHOWBIZ Oasis"), then the slug line (the
// headline in capitals), then the text: byte 0x19 before each paragraph,
// "<" at its end, hard line wraps inside it, `` and '' for quotation
// marks and ` for an opening single one, "#" for the pound sign, and a closing line (end, ends, more, mf,
// mfl: the operator's sign-off). parseWire turns that into an article
// with a title and paragraphs, credited to PA and published by it when
// the header is PA's ("Page 1 (HHH)": the page and priority of PA's
// wire service), with the catch-line that follows them ("SHOWBIZ Oasis
// Substitute": the takes and versions of one story share its first
// words), and dated by the header's time. It deliberately recognises only this layout (the
// header line, or at least two paragraph marks) and leaves any other text
// to the plain reader.

import (
	"regexp"
	"slices"
	"strings"
	"time"
)

const wireMark = '\x19'

var (
	wireHeader = regexp.MustCompile(`^\s*(\d{1,2}:\d\d \d\d/\d\d/\d\d): Page \d+`)
	wireRule   = regexp.MustCompile(`^\s*-{10,}\s*$`)
	wireClose  = regexp.MustCompile(`^(?i:ends?|more|mf[a-z]{0,3})$`)
	wirePound  = regexp.MustCompile(`#(\d)`)
	paHeader   = regexp.MustCompile(`: Page \d+ \([A-Z]{3}\) `)
)

// isWire reports whether s (decoded, control bytes kept) is raw wire copy.
func isWire(s string) bool {
	marks := 0
	for line := range strings.SplitSeq(s, "\n") {
		if strings.HasPrefix(line, string(wireMark)) {
			marks++
		}
		if marks >= 2 || strings.Contains(line, ": Page ") && wireHeader.MatchString(line) {
			return true
		}
	}
	return false
}

// parseWire reads raw wire copy (isWire).
func parseWire(s string) *Article {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	lines := strings.Split(s, "\n")
	// The header block: up to the rule that follows the header line.
	start, pa, date, catchline := 0, false, "", ""
	for i, l := range lines {
		if m := wireHeader.FindStringSubmatch(l); m != nil {
			if loc := paHeader.FindStringIndex(l); loc != nil {
				pa, catchline = true, strings.Join(strings.Fields(l[loc[1]:]), " ")
			}
			// The header's clock time; its zone is not given (read as UTC).
			if t, err := time.Parse("15:04 02/01/06", m[1]); err == nil {
				date = FormatTime(t)
			}
			start = i + 1
			for start < len(lines) && wireRule.MatchString(lines[start]) {
				start++
			}
			break
		}
	}
	for start < len(lines) && (wireRule.MatchString(lines[start]) || strings.TrimSpace(lines[start]) == "") {
		start++
	}
	// Paragraphs: a mark opens one, "<" at a line end closes one.
	var paras []string
	var cur []string
	flush := func() {
		if p := strings.TrimSpace(strings.Join(cur, " ")); p != "" {
			paras = append(paras, p)
		}
		cur = cur[:0]
	}
	for _, l := range lines[start:] {
		l = strings.TrimRight(l, " \t")
		if strings.HasPrefix(l, string(wireMark)) {
			flush()
			l = l[1:]
		}
		end := strings.HasSuffix(l, "<")
		l = strings.TrimSpace(strings.TrimSuffix(l, "<"))
		if l == "" && !end {
			flush()
			continue
		}
		cur = append(cur, strings.ReplaceAll(l, string(wireMark), " "))
		if end {
			flush()
		}
	}
	flush()
	if len(paras) > 0 && wireClose.MatchString(paras[len(paras)-1]) {
		paras = paras[:len(paras)-1]
	}
	for i, p := range paras {
		p = strings.ReplaceAll(p, "``", "\u201c")
		p = strings.ReplaceAll(p, "''", "\u201d")
		p = singleQuotes(p)
		paras[i] = wirePound.ReplaceAllString(p, "£$1")
	}
	a := &Article{Date: date}
	// The slug line: the first paragraph, when it is a headline in
	// capitals; or what follows an editors' note in brackets that opens
	// it ("(Corrected repetition making clear in par 3 …) MISSING WIFE _
	// HUSBAND GETS 18 MONTHS", or the note as a paragraph and the slug
	// the next one), the note kept as a paragraph of its own.
	if len(paras) > 1 && isSlug(paras[0]) {
		a.Title, paras = paras[0], paras[1:]
	} else if len(paras) > 1 && strings.HasPrefix(paras[0], "(") {
		if i := strings.IndexByte(paras[0], ')'); i > 0 {
			if slug := strings.TrimSpace(paras[0][i+1:]); slug != "" && isSlug(slug) {
				a.Title, paras[0] = slug, paras[0][:i+1]
			} else if slug == "" && len(paras) > 2 && isSlug(paras[1]) {
				a.Title = paras[1]
				paras = slices.Delete(paras, 1, 2)
			}
		}
	}
	a.Text = strings.Join(paras, "\n\n")
	if pa {
		a.Credit, a.Source, a.Catchline = "PA", "PA", catchline
	}
	return a
}

// singleQuotes turns the wire's single quotations, a backtick and an
// apostrophe ("`WEB OF LIES'"), into curly ones: the apostrophe that
// closes one is the first after the backtick that no letter follows
// ("`BAKER'S FIELDS'" keeps its possessive).
func singleQuotes(p string) string {
	if !strings.Contains(p, "`") {
		return p
	}
	var b strings.Builder
	open := false
	for i := 0; i < len(p); i++ {
		switch c := p[i]; {
		case c == '`':
			b.WriteString("\u2018")
			open = true
		case c == '\'' && open && (i+1 == len(p) || !isASCIILetter(p[i+1])):
			b.WriteString("\u2019")
			open = false
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// isSlug reports whether p reads as a wire slug line: a short headline
// in capitals ("WEIGHT LOSS DID WORRY ME _ POSH").
func isSlug(p string) bool {
	if len(strings.Fields(p)) > 20 || strings.ToUpper(p) != p || strings.ToLower(p) == p {
		return false
	}
	return !strings.HasSuffix(p, ".") || strings.HasSuffix(p, "...")
}
