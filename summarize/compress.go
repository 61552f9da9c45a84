package summarize

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/textproc"
)

// Compression offers the selection a shorter form of a sentence beside
// the sentence itself, never instead of it: the parts dropped are the ones
// a summary can lose without changing what the sentence claims or who
// claims it — parentheses, non-restrictive relative clauses (", who …,"),
// ages (", 82,"), a leading connective ("But", "However,") and a bare day
// of the week ("said Friday", "on Tuesday night"). A weekday is relative
// to its article's date, and a summary puts sentences of articles of
// different days side by side without their datelines, so "on Friday"
// there says less than it seems to; dates ("on Aug. 28", "in 1998") are
// kept, and so are weekdays that carry the sentence ("scheduled for
// Tuesday", "between Monday and Friday", "Friday's attack", "Good
// Friday"). Attributions (", police said") are kept. The selection takes
// whichever form covers more per word, at most one form of a sentence; a
// shortened sentence is marked Compressed and its supporting passages are
// the originals.
var (
	reParen      = regexp.MustCompile(`\s*\([^()]{1,80}\)`)
	reRelative   = regexp.MustCompile(`, (?:who|which) (?:[^,;]|,\d){1,80},(\D|$)`) // a number's thousands comma ("£300,000") closes no clause
	reAge        = regexp.MustCompile(`, \d{1,3},`)
	reConnective = regexp.MustCompile(`^(?:But|And|However|Meanwhile|Still|Also|In addition|In a statement)\s*,?\s+`)
	reWeekday    = regexp.MustCompile(`(?: (?:on|late|early|last|this))? (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?: (?:morning|afternoon|evening|night))?`)
)

// compress returns the shortened form of a sentence, or "" when nothing
// can be dropped or too little would remain.
func compress(text string) string {
	// A quotation is the speaker's words: nothing inside one is dropped.
	t := outsideQuotes(text, func(s string) string {
		s = reParen.ReplaceAllString(s, "")
		s = reRelative.ReplaceAllString(s, "$1")
		s = reAge.ReplaceAllString(s, "")
		return dropWeekdays(s)
	})
	if m := reConnective.FindString(t); m != "" && len(t) > len(m)+1 {
		r := t[len(m):]
		t = strings.ToUpper(r[:1]) + r[1:]
	}
	if t == text || countWords(t) < minWords {
		return ""
	}
	return t
}

// outsideQuotes applies f to the parts of text outside quotation marks
// (“…”, «…», "…") and keeps the quoted parts, marks included, as they
// are.
func outsideQuotes(text string, f func(string) string) string {
	var b strings.Builder
	start, quoted := 0, false
	for i, r := range text {
		switch {
		case !quoted && (r == '“' || r == '«' || r == '"'):
			b.WriteString(f(text[start:i]))
			start, quoted = i, true
		case quoted && (r == '”' || r == '»' || r == '"'):
			end := i + utf8.RuneLen(r)
			b.WriteString(text[start:end])
			start, quoted = end, false
		}
	}
	if quoted {
		b.WriteString(text[start:])
	} else {
		b.WriteString(f(text[start:]))
	}
	return b.String()
}

// addCompressions appends the shortened form of each candidate that has
// one; it shares the original's supporters and root.
func addCompressions(cands []*candidate, stem *textproc.Stemmer) []*candidate {
	for _, c := range cands[:len(cands):len(cands)] {
		t := compress(c.text)
		if t == "" {
			continue
		}
		cands = append(cands, &candidate{root: c.root, text: t, doc: c.doc, pos: c.pos,
			words: countWords(t), bytes: len(t), bigrams: c.bigrams,
			concepts: concepts(tokens(t, stem)), supporters: c.supporters})
	}
	return cands
}

// dropWeekdays removes the bare days of the week of a sentence that can
// go without leaving it broken (see above).
func dropWeekdays(t string) string {
	var b strings.Builder
	last := 0
	for _, m := range reWeekday.FindAllStringIndex(t, -1) {
		if !droppableWeekday(t, m[0], m[1]) {
			continue
		}
		b.WriteString(t[last:m[0]])
		last = m[1]
	}
	if last == 0 {
		return t
	}
	b.WriteString(t[last:])
	return b.String()
}

// Words before (weekdayAfter) or after (weekdayBefore) a weekday that
// make it part of what the sentence says.
var (
	weekdayAfter = map[string]bool{
		"for": true, "until": true, "till": true, "by": true, "since": true, "from": true, "to": true,
		"of": true, "the": true, "a": true, "next": true, "before": true, "after": true, "between": true,
		"and": true, "or": true, "through": true, "every": true, "each": true, "is": true, "was": true,
		"as": true, "than": true, "nor": true,
	}
	weekdayBefore = map[string]bool{"and": true, "or": true, "through": true, "to": true, "until": true, "nor": true}
)

// droppableWeekday reports whether t[i:j], a matched weekday phrase, can
// be dropped: not after a word that needs it (a preposition, an article,
// a capitalized word as in "Good Friday"), not before a possessive, a
// capitalized word ("Sunday Times"), a list ("Monday and Tuesday") or a
// hyphen, and not at the start of the sentence.
func droppableWeekday(t string, i, j int) bool {
	before := strings.TrimRightFunc(t[:i], unicode.IsSpace)
	if before == "" {
		return false
	}
	prev := before[strings.LastIndexFunc(before, unicode.IsSpace)+1:]
	if strings.HasSuffix(prev, ",") { // "..., Friday" — an appositive or a list
		return false
	}
	if weekdayAfter[strings.ToLower(prev)] || startsUpper(prev) {
		return false
	}
	rest := t[j:]
	if rest == "" {
		return true
	}
	switch rest[0] {
	case '\'', '-', '/':
		return false
	}
	if strings.HasPrefix(rest, "’") || strings.HasPrefix(rest, "s ") {
		return false
	}
	if after := strings.TrimLeftFunc(strings.TrimLeft(rest, ",;: "), unicode.IsSpace); after != "" {
		next := after
		if k := strings.IndexFunc(after, unicode.IsSpace); k >= 0 {
			next = after[:k]
		}
		if weekdayBefore[strings.ToLower(strings.Trim(next, ",.;:"))] || startsUpper(next) && !strings.HasPrefix(rest, ".") {
			return false
		}
	}
	return true
}

func startsUpper(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}
