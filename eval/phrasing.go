package eval

// How the figures that fact comparison does not read are written.
//
// ClassifyFactMisses says that an annotated figure went unread; this
// file says how the article writes it, so that the phrasings a rule
// should read are counted on sets nobody may read: a figure before a
// hyphen ("a 40-foot boat"), in a range or score ("five to six shots",
// "9-3"), in brackets, before "of" ("90 of the 102"), at a clause's end
// ("the toll rose to 20."), spelled ("seventeen"), or not found as
// digits or number words at all (a vague figure, "a dozen", a scale
// the annotation resolved). The class is read off the figure's first
// place in the text, by its written forms only: no extraction rule is
// run here, so the classes do not move when the rules do, and a figure
// written twice is classed by where it first appears.

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
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
	if loc := figureForms(v).FindStringSubmatchIndex(text); loc != nil {
		start, end := loc[2], loc[3]
		if w := wordForm(text[start:end]); w {
			return PhrasingSpelled
		}
		return digitsPhrasing(text, start, end)
	}
	return PhrasingElse
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
	w, _, _ := strings.Cut(strings.ToLower(s), " ")
	_, ok := numberWords[strings.Trim(w, ".,;:")]
	return ok
}

// lastWordIs reports whether s ends in word, of any case.
func lastWordIs(s, word string) bool {
	i := strings.LastIndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	return strings.EqualFold(s[i+1:], word)
}

// wordForm reports whether a matched form is words, not digits.
func wordForm(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}

// numberWords are the spelled figures figureForms looks for.
var numberWords = map[string]float64{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
	"eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
	"seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "dozen": 12,
}

// figureForms matches the ways v is written in digits ("4210", "4,210",
// "4.5 million", "$2.6bn") or in words ("seventeen", "a dozen"), the
// figure itself as the first submatch.
func figureForms(v float64) *regexp.Regexp {
	var alts []string
	add := func(s string) { alts = append(alts, regexp.QuoteMeta(s)) }
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		n := int64(v)
		s := strconv.FormatInt(n, 10)
		add(s)
		if n >= 1000 {
			add(withCommas(s))
		}
	} else {
		add(strconv.FormatFloat(v, 'f', -1, 64))
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
	for w, n := range numberWords {
		if n == v {
			alts = append(alts, `(?i:`+w+`)`)
		}
	}
	if v == 12 {
		alts = append(alts, `(?i:a dozen)`)
	}
	return regexp.MustCompile(`(?:^|[^\w.,])(` + strings.Join(alts, "|") + `)(?:[^\w]|$)`)
}

// withCommas writes digits s in groups of three.
func withCommas(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}
