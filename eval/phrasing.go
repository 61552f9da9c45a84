package eval

// How the figures that fact comparison does not read are written.
//
// ClassifyFactMisses says that an annotated figure went unread; this
// file says how the article writes it, so that the phrasings a rule
// should read are counted on sets nobody may read: a figure before a
// hyphen ("a 40-foot boat"), in a range or score ("five to six shots",
// "9-3"), in brackets, before "of" ("90 of the 102"), at a clause's end
// ("the toll rose to 20."), spelled ("seventeen", "a dozen"), or not
// found as digits or number words at all (a vague figure, "dozens", a
// scale the annotation resolved). The class is read off the figure's
// first place in the text, by its written forms only (digits as
// facts.FormatFigure writes them, words as facts.SpelledNumber reads
// them): no extraction rule is run here, so the classes do not move
// when the rules do, and a figure written twice is classed by where it
// first appears.

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/facts"
)

// The phrasing classes of an unread figure.
const (
	PhrasingModifier = "before a hyphen (a 40-foot boat, a 15-year-old)"
	PhrasingRange    = "in a range or score (five to six, 9-3)"
	PhrasingBrackets = "in brackets"
	PhrasingOf       = "before \"of\" (90 of the 102)"
	PhrasingBare     = "with no word after it (rose to 20.)"
	PhrasingNoun     = "before a word (20 dead, 4,210 cases)"
	PhrasingSpelled  = "spelled (seventeen, a dozen)"
	PhrasingElse     = "written otherwise (vague, scaled, converted)"
)

// Phrasings are the classes, in the order a table lists them.
var Phrasings = []string{PhrasingNoun, PhrasingBare, PhrasingModifier, PhrasingRange, PhrasingBrackets, PhrasingOf, PhrasingSpelled, PhrasingElse}

// UnreadPhrasings counts, over the annotated groups pred does not find
// and the disagreements it does not flag, each figure no predicted group
// holds by how its article writes it (the Phrasing classes). text
// returns an article's text ("" when it is not at hand: not counted).
func UnreadPhrasings(gold, pred []FactCluster, text func(article string) string) map[string]int {
	out := map[string]int{}
	byName := byCluster(pred)
	for _, g := range gold {
		p := byName[g.Cluster]
		read := readValues(p)
		seen := map[FactValue]bool{}
		for _, y := range g.Groups {
			found, flagged := foundFlagged(p, y)
			if found && (flagged || !disagreement(y.Verdict)) {
				continue
			}
			for _, v := range y.Values {
				k := FactValue{Article: v.Article, Value: v.Value}
				if read[k] || seen[k] {
					continue
				}
				seen[k] = true
				if t := text(v.Article); t != "" {
					out[Phrasing(t, v.Value)]++
				}
			}
		}
	}
	return out
}

// Phrasing returns the class of how text first writes figure v.
func Phrasing(text string, v float64) string {
	loc := figureForms(v).FindStringSubmatchIndex(text)
	if at := spelledAt(text, v); at >= 0 && (loc == nil || at < loc[2]) {
		return PhrasingSpelled
	}
	if loc == nil {
		return PhrasingElse
	}
	return digitsPhrasing(text, loc[2], loc[3])
}

// spelledAt returns where text first spells figure v as a number word
// (facts.SpelledNumber: "seventeen", "a dozen"), -1 where it does not.
func spelledAt(text string, v float64) int {
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !unicode.IsLetter(r) {
			i += n
			continue
		}
		end := i + strings.IndexFunc(text[i:], func(r rune) bool { return !unicode.IsLetter(r) })
		if end < i {
			end = len(text)
		}
		if facts.SpelledNumber(text[i:end]) == v {
			return i
		}
		i = end
	}
	return -1
}

// digitsPhrasing classes a figure written in digits at text[start:end].
func digitsPhrasing(text string, start, end int) string {
	before := strings.TrimRightFunc(text[:start], unicode.IsSpace)
	after := text[end:]
	rest := strings.TrimLeftFunc(after, unicode.IsSpace)
	switch {
	case strings.HasPrefix(after, "-") || strings.HasPrefix(after, "–"):
		r, _ := utf8.DecodeRuneInString(strings.TrimLeft(after, "-–"))
		if unicode.IsDigit(r) {
			return PhrasingRange
		}
		return PhrasingModifier
	case strings.HasSuffix(before, "-") || strings.HasSuffix(before, "–") || strings.HasPrefix(rest, "to ") && startsWithFigure(rest[3:]) ||
		lastWordIs(before, "between") || lastWordIs(before, "from"):
		return PhrasingRange
	case strings.HasSuffix(before, "(") || strings.HasPrefix(rest, ")"):
		return PhrasingBrackets
	case strings.HasPrefix(strings.ToLower(rest), "of "):
		return PhrasingOf
	}
	r, _ := utf8.DecodeRuneInString(rest)
	if rest == "" || unicode.IsPunct(r) && r != '$' && r != '%' {
		return PhrasingBare
	}
	return PhrasingNoun
}

// startsWithFigure reports whether s starts with digits or a number word.
func startsWithFigure(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	if unicode.IsDigit(r) {
		return true
	}
	w, _, _ := strings.Cut(s, " ")
	return facts.SpelledNumber(strings.Trim(w, ".,;:")) > 0
}

// lastWordIs reports whether s ends in word, of any case.
func lastWordIs(s, word string) bool {
	i := strings.LastIndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	return strings.EqualFold(s[i+1:], word)
}

// figureForms matches the ways v is written in digits ("4210", "4,210",
// "4.5 million", "$2.6bn"), the figure itself as the first submatch.
func figureForms(v float64) *regexp.Regexp {
	alts := []string{regexp.QuoteMeta(strconv.FormatFloat(v, 'f', -1, 64))}
	if full := facts.FormatFigure(v); full != alts[0] {
		alts = append(alts, regexp.QuoteMeta(full)) // "4,210"
	}
	for _, sc := range []struct {
		by    float64
		words string
	}{{1e9, `\s?(?:billion|bn)`}, {1e6, `\s?(?:million|mn|m)`}} {
		if math.Abs(v) >= sc.by {
			alts = append(alts, regexp.QuoteMeta(strconv.FormatFloat(v/sc.by, 'f', -1, 64))+`(?:`+sc.words+`)\b`)
			break
		}
	}
	return regexp.MustCompile(`(?:^|[^\w.,])(` + strings.Join(alts, "|") + `)(?:[^\w]|$)`)
}
