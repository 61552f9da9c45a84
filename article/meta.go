package article

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// ParseDateline recognizes a leading dateline in the first line of text:
// an upper-case place, optionally followed by ", region or date" and an
// agency in parentheses, then a separator (":", "-", "--", "_", "–", "—").
// It returns the place ("BEIRUT") and the agency ("Reuters"), or "" when the
// text does not open with a dateline. Examples it accepts:
//
//	BEIRUT: A convoy ...
//	BEIRUT — The Syrian army ...
//	BEIRUT (Reuters) - Islamic State ...
//	NEW YORK, Oct 3 (Reuters) - ...
//	LONDON (AP) _ An influential lawmaker ...
func ParseDateline(text string) (place, agency string) {
	_, place, agency = datelineSplit(text)
	return place, agency
}

// StripDateline returns text without a leading dateline ("BEIRUT
// (Reuters) - ", "LONDON (AP) _ "), for display of its first sentence.
func StripDateline(text string) string { return stripDateline(text) }

// stripDateline returns the first line without its dateline.
func stripDateline(line string) string {
	n, _, _ := datelineSplit(line)
	return line[n:]
}

// datelineSplit returns the length of the dateline prefix of text, the
// place and the agency; 0, "", "" when there is none.
func datelineSplit(text string) (n int, place, agency string) {
	line, _, _ := strings.Cut(text, "\n")
	if len(line) > 200 {
		line = line[:200]
	}
	i, upper := 0, 0
	for i < len(line) {
		r, sz := utf8.DecodeRuneInString(line[i:])
		switch {
		case unicode.IsUpper(r):
			upper++
		case r == ' ' || r == '.' || r == '\'' || r == '\u2019':
		case r == '-' && i+1 < len(line) && unicode.IsUpper(rune(line[i+1])):
		default:
			goto endPlace
		}
		i += sz
	}
endPlace:
	place = strings.TrimRight(line[:i], " ")
	if upper < 2 || place == "" {
		return 0, "", ""
	}
	if last, _ := utf8.DecodeLastRuneInString(place); !unicode.IsUpper(last) && last != '.' {
		return 0, "", ""
	}
	rest := line[len(place):]
	if strings.HasPrefix(rest, ",") {
		// ", Oct 3" or ", Marvania": skip up to the agency or separator.
		j := strings.IndexAny(rest, "(:_—–")
		if k := strings.Index(rest, " - "); k >= 0 && (j < 0 || k < j) {
			j = k
		}
		if j < 0 || j > 48 {
			return 0, "", ""
		}
		rest = rest[j:]
	}
	rest = strings.TrimLeft(rest, " \t\u00a0")
	if strings.HasPrefix(rest, "(") {
		end := strings.IndexByte(rest, ')')
		if end < 0 || end > 48 {
			return 0, "", ""
		}
		agency = strings.TrimSpace(rest[1:end])
		rest = strings.TrimLeft(rest[end+1:], " \t\u00a0")
	}
	sep := 0
	for _, s := range []string{"--", ":", "_", "—", "–", "-"} {
		if strings.HasPrefix(rest, s) {
			sep = len(s)
			break
		}
	}
	if first, _, _ := strings.Cut(rest, " "); sep == 0 && agency != "" && upperStart(first) && strings.ToUpper(first) != first {
		// "FORT WAYNE, Ind. (WANE) The mother …": a station's dateline
		// with no mark after its name; a sentence follows
		return len(line) - len(rest), place, CanonicalAgency(agency)
	}
	if sep == 0 {
		return 0, "", ""
	}
	after := rest[sep:]
	closed := strings.HasPrefix(rest, "—") || strings.HasPrefix(rest, "–") // "MIAMI—When …", as some papers set it
	if after != "" && after[0] != ' ' && after[0] != '\t' && !strings.HasPrefix(after, "\u00a0") && !(closed && upperStart(after)) {
		return 0, "", ""
	}
	if strings.HasPrefix(after, ":") { // "::" is decoration, not a dateline
		return 0, "", ""
	}
	// A headline set in capitals, a dash and more capitals ("TEENAGER
	// BLUDGEONED TO DEATH AT DRUGS MEETING - COURT TOLD") is no place:
	// a place is a few words, and a dateline opens a sentence.
	if len(strings.Fields(place)) > 5 || strings.TrimSpace(after) != "" && strings.ToUpper(after) == after {
		return 0, "", ""
	}
	return len(line) - len(after), place, CanonicalAgency(agency)
}

// upperStart reports whether s starts with an upper-case letter.
func upperStart(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// agencies maps the spellings of the large wire agencies to one name.
var agencies = map[string]string{
	"reuters":                    "Reuters",
	"thomson reuters":            "Reuters",
	"afp":                        "AFP",
	"agence france-presse":       "AFP",
	"agence france presse":       "AFP",
	"ap":                         "AP",
	"the associated press":       "AP",
	"associated press":           "AP",
	"dpa":                        "dpa",
	"deutsche presse-agentur":    "dpa",
	"xinhua":                     "Xinhua",
	"upi":                        "UPI",
	"united press international": "UPI",
	"bloomberg":                  "Bloomberg",
	"efe":                        "EFE",
	"ansa":                       "ANSA",
	"kyodo":                      "Kyodo",
	"pti":                        "PTI",
	"ians":                       "IANS",
	"tass":                       "TASS",
	"anadolu":                    "Anadolu",
	"anadolu agency":             "Anadolu",
	"pa":                         "PA",
	"pa news":                    "PA",
	"press association":          "PA",
	"the press association":      "PA",
	"pa media":                   "PA",
}

// CanonicalAgency returns the usual name of a wire agency for any of its
// known spellings, and s itself (trimmed) otherwise.
func CanonicalAgency(s string) string {
	s = strings.TrimSpace(s)
	if c, ok := agencies[strings.ToLower(s)]; ok {
		return c
	}
	return s
}

// KnownAgency returns the canonical name of a wire agency spelled s, and
// whether s is one of the agencies storywire knows.
func KnownAgency(s string) (string, bool) {
	c, ok := agencies[strings.ToLower(strings.TrimSpace(s))]
	return c, ok
}

// ParseCredit finds a wire credit at the end of the text: a last paragraph
// that is only a parenthesized name ("(REUTERS)") or a dash and a name
// ("— Reuters"), or a paragraph ending in a dash credit ("... deals. —
// Reuters"). It returns the agency's canonical name, or "".
func ParseCredit(text string) string {
	text = strings.TrimRight(text, " \n\t")
	last := text
	if i := strings.LastIndexByte(text, '\n'); i >= 0 {
		last = text[i+1:]
	}
	last = strings.TrimSpace(last)
	if strings.HasPrefix(last, "(") && strings.HasSuffix(last, ")") {
		name := strings.TrimSpace(last[1 : len(last)-1])
		if isCreditName(name) {
			return CanonicalAgency(name)
		}
	}
	if name := dashCredit(last); name != "" {
		return name
	}
	if name := leadByline(text); name != "" {
		return name
	}
	// A credit standing in the middle of the text ("... deals. — Reuters"
	// at the end of a paragraph) counts too.
	for len(text) > 0 {
		p := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			p, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		if len(p) > 64 {
			p = p[len(p)-64:]
		}
		if !strings.ContainsAny(p, "-\u2013\u2014") {
			continue
		}
		if name := dashCredit(strings.TrimSpace(p)); name != "" {
			return name
		}
	}
	return ""
}

// TrimCredit removes a wire credit standing at the end of a sentence or
// paragraph ("... still missing. — Reuters", "... (REUTERS)").
func TrimCredit(s string) string {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, ")") {
		if i := strings.LastIndexByte(t, '('); i >= 0 && isCreditName(strings.TrimSpace(t[i+1:len(t)-1])) && i > 0 {
			return strings.TrimSpace(t[:i])
		}
	}
	if dashCredit(t) == "" {
		return s
	}
	for _, d := range []string{"—", "–", "--", " - "} {
		if i := strings.LastIndex(t, d); i > 0 && isCreditName(strings.TrimSpace(t[i+len(d):])) {
			return strings.TrimSpace(t[:i])
		}
	}
	return s
}

// dashCredit returns the name in a trailing "— Name" of p, or "". Only
// the tail of p is examined: a credit is a few words long.
func dashCredit(p string) string {
	if len(p) > 64 {
		p = p[len(p)-64:]
	}
	// Every dash below holds '-' or 0xE2 (the first byte of "—" and
	// "–"): a line with neither, as most are, is none.
	hyphen, wide := strings.IndexByte(p, '-') >= 0, strings.IndexByte(p, 0xe2) >= 0
	if !hyphen && !wide {
		return ""
	}
	for _, d := range []string{"—", "–", "--", " - "} {
		if d[0] == 0xe2 && !wide || d[0] != 0xe2 && !hyphen {
			continue
		}
		i := strings.LastIndex(p, d)
		if i < 0 {
			continue
		}
		name := strings.TrimSpace(p[i+len(d):])
		if i > 0 && p[i-1] != ' ' && d != " - " {
			continue
		}
		if !isCreditName(name) {
			continue
		}
		// A name that is no known agency is a credit only after a
		// sentence: "1 Be Here Now - Oasis" is a chart entry.
		if _, known := KnownAgency(name); !known && !endsSentence(p[:i]) {
			continue
		}
		return CanonicalAgency(name)
	}
	return ""
}

// endsSentence reports whether s, trimmed, is empty or ends a sentence.
func endsSentence(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s)
	return strings.ContainsRune(".!?\"”’')", r)
}

// leadByline returns the agency of a byline among the first three
// paragraphs (lines) of text, or "": a byline may follow a note such as
// "(with pic)" or "(reopens)".
func leadByline(text string) string {
	seen := 0
	for p := range strings.SplitSeq(text, "\n") {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		if strings.HasPrefix(p, "By ") {
			if a, _ := ParseByline(p); a != "" {
				return a
			}
		}
		if seen++; seen == 3 {
			break
		}
	}
	return ""
}

// ParseByline reads a byline paragraph that names a known agency ("By
// Mark Wilkinson, PA News", "By Jo Butler, Legal Affairs Correspondent,
// PA News") and returns the agency and the people it names; agency is ""
// when p is no such byline.
func ParseByline(p string) (agency string, people []string) {
	p = strings.TrimSuffix(strings.TrimSpace(p), ".")
	if len(p) > 160 || !strings.HasPrefix(p, "By ") || strings.ContainsAny(p, ".;:!?") {
		return "", nil
	}
	i := strings.LastIndexByte(p, ',')
	if i < 0 {
		return "", nil
	}
	name := strings.TrimSpace(p[i+1:])
	a, ok := KnownAgency(name)
	if !ok {
		a, ok = KnownAgency(strings.TrimSuffix(name, " News"))
	}
	if !ok || !upperFirst(name) {
		return "", nil
	}
	who, _, _ := strings.Cut(p[len("By "):i], ",") // "Jo Butler, Legal Affairs Correspondent"
	for _, n := range strings.Split(who, " and ") {
		if n = strings.TrimSpace(n); n != "" {
			people = append(people, n)
		}
	}
	return a, people
}

// BylineOutlet reads a byline paragraph that names the writer's own
// outlet ("By Jana Morrow, Coastal Post correspondent", "By Sam Reed,
// Valley Herald staff") and returns the outlet; "" when p is no such
// byline, or names an agency (ParseByline's business).
func BylineOutlet(p string) string {
	p = strings.TrimSuffix(strings.TrimSpace(p), ".")
	if len(p) > 160 || !strings.HasPrefix(p, "By ") || strings.ContainsAny(p, ".;:!?") {
		return ""
	}
	i := strings.LastIndexByte(p, ',')
	if i < 0 {
		return ""
	}
	words := strings.Fields(p[i+1:])
	n := len(words)
	for n > 0 && bylineRoles[strings.ToLower(words[n-1])] {
		n--
	}
	if n == len(words) || n == 0 || n > 5 {
		return ""
	}
	for _, w := range words[:n] {
		if !upperFirst(w) && w != "of" && w != "the" {
			return ""
		}
	}
	name := strings.Join(words[:n], " ")
	if _, ok := KnownAgency(name); ok {
		return ""
	}
	if _, ok := KnownAgency(strings.TrimSuffix(name, " News")); ok {
		return ""
	}
	return name
}

// bylineRoles are the words that follow an outlet's name in a byline.
var bylineRoles = map[string]bool{
	"correspondent": true, "reporter": true, "staff": true, "writer": true, "editor": true,
	"special": true, "senior": true, "chief": true, "political": true, "foreign": true, "reporters": true,
}

func upperFirst(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// isCreditName reports whether s looks like an agency name: one to four
// words, each capitalized, no sentence punctuation.
func isCreditName(s string) bool {
	if s == "" || len(s) > 40 {
		return false
	}
	if _, ok := agencies[strings.ToLower(s)]; ok {
		return true
	}
	words := strings.Fields(s)
	if len(words) > 4 {
		return false
	}
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) || strings.ContainsAny(w, ".,;:!?\"“”") {
			return false
		}
	}
	return true
}

// NormalizeDate turns the date spellings found in inputs into "YYYY-MM-DD"
// (no time of day) or RFC 3339 (with one). A string it cannot read is
// returned trimmed, unchanged, so no information is lost.
func NormalizeDate(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	// A date and a time of day ("2017-08-28T10:00:00Z") is no date
	// alone: its failed parses are skipped (each allocates its error).
	if stamp := len(s) > 10 && s[4] == '-' && s[7] == '-' && (s[10] == 'T' || s[10] == ' '); !stamp {
		for _, layout := range []string{"2006-01-02", "2006/01/02", "20060102", "January 2, 2006", "Jan 2, 2006", "2 January 2006", "Jan. 2, 2006"} {
			if t, err := time.Parse(layout, s); err == nil {
				return t.Format("2006-01-02")
			}
		}
	}
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006-01-02T15:04Z07:00", time.RFC1123Z, time.RFC1123, time.RFC822Z, time.RFC822} {
		if t, err := time.Parse(layout, s); err == nil {
			return FormatTime(t)
		}
	}
	return s
}

// FormatTime formats a publication time: the date alone when the time of
// day is midnight UTC (date-only inputs), RFC 3339 otherwise.
func FormatTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	if h, m, sec := t.Clock(); h == 0 && m == 0 && sec == 0 && t.Location() == time.UTC {
		return t.Format("2006-01-02")
	}
	return t.Format(time.RFC3339)
}
