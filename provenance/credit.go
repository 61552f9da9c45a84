package provenance

import (
	"slices"
	"strings"
	"unicode"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/textproc"
)

// CreditKind says how a text credits a wire agency.
type CreditKind string

// The kinds of credit.
const (
	Dateline    CreditKind = "dateline"    // "BEIRUT (Reuters) -"
	CreditLine  CreditKind = "credit"      // "— Reuters", "(REUTERS)", "AFP" ending a paragraph or standing alone
	Byline      CreditKind = "byline"      // "Reporting by …; Editing by …" (Reuters' house style)
	Contributed CreditKind = "contributed" // "Agence France-Presse contributed to this report."
	Source      CreditKind = "source"      // "… told AFP": the agency's own reporting, known by its content
)

// Credit is a wire agency credited by a text.
type Credit struct {
	Agency string     `json:"agency"` // canonical name ("Reuters", "AFP", "AP")
	Kind   CreditKind `json:"kind"`
	Text   string     `json:"text"`   // the words that credit it
	Offset int        `json:"offset"` // byte offset of Text in the article
	// People are the reporters and editors a byline names.
	People []string `json:"people,omitempty"`
}

// Credits returns every wire credit of text, in text order: a dateline's
// agency, credit lines at the end of the text or of any paragraph
// (several agencies in one are listed each), Reuters-style "Reporting
// by" bylines, "contributed to this report" notes and sentences that
// quote someone speaking to an agency ("told AFP"). An agency is
// credited by a credit line or byline only when it is a known wire
// agency or a capitalized name standing alone as a credit.
func Credits(text string) []Credit {
	var out []Credit
	if _, agency := article.ParseDateline(text); agency != "" && upperStart(agency) {
		open := strings.IndexByte(text, '(')
		if n := strings.IndexByte(text[open:], ')'); n > 0 {
			for _, a := range splitAgencies(agency) {
				out = append(out, Credit{Agency: a, Kind: Dateline, Text: text[open : open+n+1], Offset: open})
			}
		}
	}
	lower := textproc.LowerASCII(text) // same byte offsets as text
	for off := 0; off < len(text); {
		line := text[off:]
		if i := strings.IndexByte(line, '\n'); i >= 0 {
			line = line[:i]
		}
		lineOff := off
		off += len(line) + 1
		p := strings.TrimSpace(line)
		if p == "" {
			continue
		}
		pOff := lineOff + strings.Index(line, p)
		out = appendLineCredits(out, p, lower[pOff:pOff+len(p)], pOff)
	}
	return houseStyle(out)
}

// houseStyle credits a "Reporting by …; Editing by …" line, Reuters'
// house style, to the agency the text itself credits when that is
// another one and Reuters is credited by nothing else: agencies and
// outlets that learned the style use it too.
func houseStyle(cs []Credit) []Credit {
	other := ""
	for _, c := range cs {
		if c.Agency == "Reuters" && c.Kind != Byline {
			return cs
		}
		if c.Agency != "Reuters" && other == "" && (c.Kind == Dateline || c.Kind == CreditLine || c.Kind == Byline) {
			other = c.Agency
		}
	}
	if other == "" {
		return cs
	}
	for i, c := range cs {
		if c.Kind == Byline && c.Agency == "Reuters" && strings.HasPrefix(textproc.LowerASCII(c.Text), "reporting by") {
			cs[i].Agency = other
		}
	}
	return cs
}

// appendLineCredits appends the credits of one paragraph p at offset
// off; lower is p in lower case (textproc.LowerASCII), made once for
// the whole text.
func appendLineCredits(out []Credit, p, lower string, off int) []Credit {
	// A paragraph that is only an agency name, parenthesized or not.
	// A paragraph that is only agency names ("— Reuters/AFP", "(Reuters
	// and AP)", "AFP"), each a known agency.
	if bare := strings.Trim(p, "()—–- ."); len(bare) < 60 {
		if allKnown(bare) {
			for _, n := range splitAgencies(bare) {
				out = append(out, Credit{Agency: n, Kind: CreditLine, Text: p, Offset: off})
			}
			return out
		}
	}
	// A credit at the end of the paragraph.
	// Not a caption's photo credit, and in brackets only an agency known
	// as one: "… the Epstein-Barr virus (EBV)" credits no one.
	if t := article.TrimCredit(p); t != p {
		tail := strings.TrimSpace(p[len(t):])
		names := strings.Trim(tail, "()—–- ")
		if !photoCredit(names) && (!strings.HasPrefix(tail, "(") || allKnown(names)) {
			for _, a := range splitAgencies(names) {
				out = append(out, Credit{Agency: a, Kind: CreditLine, Text: tail, Offset: off + len(p) - len(tail)})
			}
		}
	}
	if a, people := article.ParseByline(p); a != "" {
		out = append(out, Credit{Agency: a, Kind: Byline, Text: p, Offset: off, People: people})
	}
	if i := strings.Index(lower, "reporting by "); i >= 0 && (strings.Contains(lower, "editing by") || strings.Contains(lower, ";")) {
		out = append(out, Credit{Agency: "Reuters", Kind: Byline, Text: p[i:], Offset: off + i, People: bylinePeople(p[i:])})
	}
	if i := strings.Index(lower, "contributed to this report"); i >= 0 {
		start := strings.LastIndexAny(p[:i], ".;") + 1
		for _, a := range agenciesIn(p[start:i]) {
			out = append(out, Credit{Agency: a, Kind: Contributed, Text: strings.TrimSpace(p[start:]), Offset: off + start})
		}
	}
	for _, cue := range []string{"told ", "interview with ", "statement to "} {
		for from := 0; ; {
			i := strings.Index(lower[from:], cue)
			if i < 0 {
				break
			}
			i += from
			from = i + len(cue)
			at := from
			if strings.HasPrefix(p[at:], "the ") {
				at += len("the ")
			}
			if a, n := agencyAt(p[at:]); n > 0 {
				out = append(out, Credit{Agency: a, Kind: Source, Text: p[i : at+n], Offset: off + i})
			}
		}
	}
	return out
}

// allKnown reports whether every agency of a credit is a known one.
func allKnown(names string) bool {
	parts := splitAgencies(names)
	for _, n := range parts {
		if _, ok := article.KnownAgency(n); !ok {
			return false
		}
	}
	return len(parts) > 0
}

// photoCredit reports a caption's credit of its picture, not of the text:
// a photographer and an agency ("Ronald Martinez/Getty Images",
// "LynneSladky/AP", "AP Photo/Jane Doe"), a photo agency or pool.
func photoCredit(names string) bool {
	for _, w := range strings.FieldsFunc(textproc.LowerASCII(names), func(r rune) bool { return r == ' ' || r == '/' }) {
		switch w {
		case "photo", "photos", "getty", "pool": // words, not parts: "Liverpool Echo" credits its text
			return true
		}
	}
	if !strings.Contains(names, "/") {
		return false
	}
	for part := range strings.SplitSeq(names, "/") {
		if _, ok := article.KnownAgency(strings.TrimSpace(part)); !ok {
			return true // a photographer beside the agency
		}
	}
	return false
}

// splitAgencies splits a credit naming several agencies ("Reuters/AFP",
// "AFP, Reuters", "Reuters and AP") into their canonical names.
func splitAgencies(s string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == '/' || r == ',' || r == '&' || r == ';' }) {
		for _, name := range strings.Split(part, " and ") {
			if name = strings.TrimSpace(name); name != "" {
				out = append(out, article.CanonicalAgency(name))
			}
		}
	}
	return out
}

// agenciesIn returns the known agencies named in s.
func agenciesIn(s string) []string {
	var out []string
	words := strings.Fields(s)
	for i := 0; i < len(words); i++ {
		if a, n := agencyAt(strings.Join(words[i:min(i+4, len(words))], " ")); n > 0 && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}

// agencyAt returns the known agency that s starts with (its longest
// spelling, up to four words) and the length of that spelling in s.
func agencyAt(s string) (string, int) {
	end := 0
	for w := 0; w < 4; w++ {
		// Advance end over the next word.
		j := end
		for j < len(s) && s[j] == ' ' {
			j++
		}
		k := j
		for k < len(s) && s[k] != ' ' {
			k++
		}
		if k == j {
			break
		}
		end = k
	}
	for e := end; e > 0; {
		cand := strings.TrimRightFunc(s[:e], func(r rune) bool { return unicode.IsPunct(r) && r != '-' })
		if a, ok := article.KnownAgency(cand); ok && upperStart(cand) {
			return a, len(cand)
		}
		e = strings.LastIndexByte(s[:e], ' ')
	}
	return "", 0
}

// upperStart reports whether s starts with an upper-case letter: "AP" is
// an agency, "ap" is not.
func upperStart(s string) bool {
	for _, r := range s {
		return unicode.IsUpper(r)
	}
	return false
}

// bylinePeople returns the names of a "Reporting by A and B; Editing by
// C" line.
func bylinePeople(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ";") {
		part = strings.TrimSpace(part)
		lower := textproc.LowerASCII(part)
		i := strings.Index(lower, " by ")
		if i < 0 {
			continue
		}
		for _, name := range strings.FieldsFunc(part[i+4:], func(r rune) bool { return r == ',' }) {
			for _, n := range strings.Split(name, " and ") {
				if n = strings.Trim(strings.TrimSpace(n), ".)("); n != "" && upperStart(n) {
					out = append(out, n)
				}
			}
		}
	}
	return out
}

// Agencies returns the distinct agencies of credits, in order.
func Agencies(credits []Credit) []string {
	var out []string
	for _, c := range credits {
		if !slices.Contains(out, c.Agency) {
			out = append(out, c.Agency)
		}
	}
	return out
}
