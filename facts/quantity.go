// Package facts extracts what articles state — counts of people and
// things with what they count and what happened to them, direct quotes
// with their speakers, and names — and compares them across the sources
// of a story, flagging where they disagree.
//
// Design. Extraction is rule-based and works sentence by sentence on
// tokens with byte offsets, for speed and so that every claim points back
// to its words. A quantity is a number (digits, number words, "a dozen",
// "two dozen", "several hundred", "hundreds", "1.5 million", "half a
// million", "a million"; a range, "five or six", "between 30 and 40",
// at its low end) followed within a few words by a counted noun; dates,
// years, times, money, percentages and ordinals are not counts (measure.go reads magnitudes, shares and
// money). The counted thing is the noun's lemma, its qualifier the
// proper name or nationality that narrows it ("Lebanese"
// soldiers, "Hezbollah" fighters), its role the nearest event word of the
// sentence (killed, injured, captured, evacuated, …). Several counts of
// people in one sentence joined by "and" ("308 militants … and 331
// civilians") are also read as a breakdown whose total can be compared
// with another source's total; each part is compared with other
// sources' counts of its own kind too ("six crew and 96 passengers"
// against "96 passengers on board").
//
// A count without a noun is read as people when a verb of harm governs
// it ("killed 60 and injured 162", "60 dead", "the death toll rose to
// 13"); "deaths" and "lives" count people killed (lives saved, people
// rescued). A count without a noun after "and", followed by a place or
// a time, counts what the count before it counts ("350 flights … at
// O'Hare and 150 at Midway"). A vote's tally ("a vote of 443 to 1", "the
// 314-214 vote") is two counts of votes, those for and those against.
//
// Comparison groups claims about the same thing (role, qualifier,
// thing; unqualified counts of people under one role form one group; a
// figure no year narrows joins the one year's group that gives it; a
// group of one figure of people joins the one larger group of people
// giving only that figure in alike sentences: "29 suspects", "29
// defendants").
// Within a group, the claims of each two articles are paired by the
// words of their sentences (a claim with the other article's most alike
// claim, when the choice is mutual), so that a story's "people killed"
// holding today's toll and last month's does not set one against the
// other. Each pair gives the group its verdict: agree, conflict,
// different-granularity (a breakdown against a total, with the
// arithmetic), approximate (a vague figure against a precise one),
// superseded (an event's figure given on another day, or a source's own
// later version), or single-source. Two counts narrowed by other words
// between number and noun ("5,000 troops", "1,000 combat troops") count
// other things and dispute nothing; words that describe the ones
// counted ("retired", "suspected", "senior") narrow nothing. Independent sources are counted by
// syndication group. Money, measures and shares of nothing named are
// grouped by value; two such figures meet where their sentences share
// words and one is the other rounded ("420 million" of "420.7
// million": approximate), within a hundredth of it ("19,350 feet" and
// "19,356 feet": a conflict), vague words that cover it ("about
// $76,000" and "$75,000"), or, each the only figure of its unit in its
// sentence, within twice the other and beside the same word ("fined £4
// million" and "fined £4.4m": a conflict). "17 of the top 20 retailers" is compared
// with other articles' so many out of 20. Ages and distances are read in age.go, magnitudes,
// shares and numbers used as modifiers in measure.go.
//
// What it deliberately does not do: parse syntax (a count's role is the
// nearest event word, not the verb that governs it), resolve "the
// militants" to a number given earlier, or compare an amount of money
// that names nothing it is for.
package facts

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/textproc"
)

// Quantity is a count an article states.
type Quantity struct {
	Value float64 `json:"value"`
	// Approx is set for vague figures ("several hundred", "about 600",
	// "dozens"); Low and High bound them.
	Approx bool `json:"approx"`
	// Stage is, for a count of charges, the stage of the case its
	// clause tells (legalStage); counts at two stages dispute nothing.
	// (A byte beside Approx, in the padding before Low.)
	Stage Stage   `json:"stage,omitempty"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
	// Parts are the addends when the quantity is a breakdown read as a
	// total (308 militants + 331 civilians = 639).
	Parts []float64 `json:"parts,omitempty"`
	// Thing is the counted noun's lemma ("soldier", "people"), Qualifier
	// the name that narrows it ("Lebanese"), Role the event ("killed").
	Thing     string `json:"thing"`
	Qualifier string `json:"qualifier,omitempty"`
	Role      string `json:"role,omitempty"`
	// Year is a year the sentence names ("in 2014", "since 2014"): the
	// count may belong to that year's event.
	Year string `json:"year,omitempty"`
	// Text is the quantity's words; Start, End its byte range in the
	// article; Sentence the byte range of its sentence.
	Text               string `json:"text,omitempty"` // left out where stored (Extraction.Compact)
	Start              int    `json:"start"`
	End                int    `json:"end"`
	SentStart, SentEnd int    `json:"-"`
	// Person is set when the thing is people; Composite on a breakdown
	// read as a total; Part on an addend of a breakdown (compared as a
	// count of its own kind, lending no role to others); Subset on a
	// count that is part of another and claims nothing of its own ("three of the eight charges", "the remaining 12
	// people"); Partitive on the part of a partitive count (the 90 of "90
	// of the 102 people", "ten of them"), which claims only what befell it
	// of its own (a Subset when nothing did), and on a count "including"
	// introduces ("96 passengers, including 11 children"): neither lends
	// its role to another count of its kind nor takes one from it. "Two
	// other witnesses", with no event of their own, are Partitive and a
	// Portion (below): those besides someone the story named.
	Person    bool `json:"person,omitempty"`
	Composite bool `json:"composite,omitempty"`
	Part      bool `json:"part,omitempty"`
	Subset    bool `json:"subset,omitempty"`
	Partitive bool `json:"partitive,omitempty"`
	// Portion is set on a partitive count whose whole no figure counts
	// and to which nothing befell ("eight of the houses were bought back",
	// "two of the statues"), on a count of others besides one named
	// ("two other cars"), and, with no Partitive, on a count said to be
	// its noun ("four were children"): a count of its noun that agrees
	// with the same figure elsewhere and disputes none of the whole.
	Portion bool `json:"portion,omitempty"`
	// Described is set on an age given of a definite description whose
	// holder is read from the sentences around it ("The 45-year-old
	// divorcee had met him", "the 26-year-old woman, who"): the person
	// named before it or the one the text is about, a guess that a
	// name or pronoun beside the age would not need.
	Described bool `json:"described,omitempty"`
	// Now is set on an age given as of the report's day ("Hindley, now
	// 57,"): another age of the same person may be of the event's time.
	Now bool `json:"now,omitempty"`
}

// token is a word or a punctuation mark of a sentence, with its lower
// case (made once: the rules compare lower-case words throughout).
type token struct {
	s, lower   string
	start, end int
}

// isLetterByte reports an ASCII letter.
func isLetterByte(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// tokenize splits s (at offset base) into words — letters and digits,
// with inner ".", ",", "-" and apostrophes kept when a letter or digit
// follows ("1,500", "3.5", "six-year", "U.S.") — and single punctuation.
func tokenize(s string, base int) []token {
	// sized for a word and its space every six bytes or so, and its
	// punctuation: appending from nothing made each slice twice over
	out := make([]token, 0, len(s)/5+4)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsSpace(r):
			i += n
		case isWordRune(r):
			j, spaced := i+n, -1 // spaced: where in the word a stray space is
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if isWordRune(r2) {
					j += n2
					continue
				}
				if r2 == '-' && brokenHyphen(s, j) {
					j += 2 // "full- time", "middle- class": one word
					continue
				}
				if vulgarFractions[r2] != 0 && unicode.IsDigit(r) {
					j += n2 // "3½": the number and its half
					continue
				}
				if r2 == ',' && spaced < 0 && textproc.SpacedThousands(s, j-textproc.TrailingDigits(s[i:j]), j) {
					spaced = j - i + 1 // "$380, 600": a thousands comma a conversion left a space after
					j += 2
					continue
				}
				if r2 == '.' && spaced < 0 && textproc.SpacedDecimal(s, j-textproc.TrailingDigits(s[i:j]), j) {
					spaced = j - i + 1 // "6. 1-magnitude", "0. 07 percent": a decimal point a conversion left a space after
					j += 2
					continue
				}
				if r2 == ' ' && spaced < 0 && j+2 < len(s) && s[j+1] == '-' && isLetterByte(s[j+2]) && '0' <= s[j-1] && s[j-1] <= '9' {
					spaced = j - i // "a 16 -year-old", "a 5.6 -magnitude quake": a hyphen a conversion left a space before
					j += 2
					continue
				}
				if r2 == '.' || r2 == ',' || r2 == '-' || r2 == '\'' || r2 == '’' {
					if r3, n3 := utf8.DecodeRuneInString(s[j+n2:]); j+n2 < len(s) && isWordRune(r3) && (r2 != ',' || unicode.IsDigit(r3)) {
						j += n2 + n3
						continue
					}
				}
				break
			}
			// word is the token as read: a decimal point's or a hyphen's
			// stray space taken out ("6. 1" is 6.1, "16 -year-old" is
			// "16-year-old"); at maps an index in it back to s
			word, gap := s[i:j], spaced
			if gap > 0 {
				word = word[:gap] + word[gap+1:]
			}
			at := func(k int) int {
				if gap >= 0 && k > gap {
					return i + k + 1
				}
				return i + k
			}
			if sign := lostSign(s, i, j); sign != "" {
				// "e85 million", "p74million": a conversion's euro and
				// pound signs, as "€85 million", "£74million"
				out = append(out, token{s[i : i+1], sign, base + i, base + i + 1})
				i, word = i+1, word[1:]
				if gap > 0 {
					gap--
				}
			}
			if len(out) > 0 && currencies[out[len(out)-1].lower] != "" {
				if k, scale := moneyScale(word); k > 0 {
					// "£4.4m", "$2bn", "£4.4million": after a currency
					// sign, a number and its scale, as "£4.4 million"
					out = append(out, token{s[i:at(k)], word[:k], base + i, base + at(k)})
					out = append(out, token{s[at(k):j], scale, base + at(k), base + j})
					i = j
					continue
				}
			}
			if k := gluedMetres(s, j, word, out); k > 0 {
				// "fell about 60m from a ridge", "a 30m wave": metres
				out = append(out, token{s[i:at(k)], word[:k], base + i, base + at(k)})
				i, word = at(k), "metres"
			} else if k := unitSuffix(word); k > 0 {
				// "70mph", "4kg": the number and its unit, as "70 mph"
				out = append(out, token{s[i:at(k)], word[:k], base + i, base + at(k)})
				i, word = at(k), word[k:]
			} else if j-i > 4 && strings.EqualFold(s[i:i+4], "euro") && s[i+4] >= '0' && s[i+4] <= '9' {
				// "(euro1.5 million)": the wire's euro sign spelled out, as "€1.5 million"
				out = append(out, token{s[i : i+4], "euro", base + i, base + i + 4})
				i, word = i+4, word[4:]
			}
			lower := strings.ToLower(word)
			if p := len(out) - 1; lower == "old" && p >= 0 && out[p].end == base+i-1 {
				if _, _, ok := ageCompound(out[p].lower + "-old"); ok {
					// "the 55-year old actor": an age that lost its
					// hyphen, one word as "55-year-old"
					out[p] = token{s[out[p].start-base : j], out[p].lower + "-old", out[p].start, base + j}
					i = j
					continue
				}
			}
			if p := len(out) - 1; p >= 0 && out[p].s == "." && out[p].end == base+i && (i < 2 || s[i-2] == ' ' || s[i-2] == '(') && textproc.AllDigits(lower) {
				// ".06 percent": a decimal written without its nought
				out[p] = token{s[i-1 : j], "0." + lower, base + i - 1, base + j}
				i = j
				continue
			}
			out = append(out, token{s[i:j], lower, base + i, base + j})
			i = j
		default:
			out = append(out, token{s[i : i+n], s[i : i+n], base + i, base + i + n})
			i += n
		}
	}
	return out
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// quoteMark reports whether w is a quotation mark and nothing else.
func quoteMark(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	return n == len(w) && unicode.Is(unicode.Quotation_Mark, r)
}

// offenceOf returns what the charges a count ends before are of, as
// "of" and the offence's words ("of indecent assault", "of racial
// remarks" for "of making racial remarks to ...", "of murder" for "of
// first-degree murder": a count of one offence of any degree), or "": charges of one
// offence and of another are no dispute (compare.go).
func offenceOf(toks []token, k int) string {
	if k+1 >= len(toks) || toks[k].lower != "of" {
		return ""
	}
	from, to := k+1, k+1
	for to < len(toks) && to < k+6 && isLowerWord(toks[to].s) && !offenceEnds[toks[to].lower] {
		to++
	}
	for from < to && strings.HasSuffix(toks[from].lower, "ing") {
		from++ // "of making racial remarks", "of causing death by dangerous driving"
	}
	if from+1 < to && degrees[toks[from].lower] && toks[from+1].lower == "degree" {
		from += 2 // "of fifth degree criminal mischief": the offence, of whatever degree
	} else if o, d, ok := strings.Cut(toks[from].lower, "-"); ok && d == "degree" && degrees[o] && from+1 < to {
		from++ // "of first-degree murder"
	}
	if from == to {
		return ""
	}
	words := make([]string, 0, to-from)
	for _, t := range toks[from:to] {
		words = append(words, t.lower)
	}
	words[len(words)-1] = lemma(words[len(words)-1])
	return "of " + strings.Join(words, " ")
}

// degrees are the ordinals of an offence's degree ("third degree assault").
var degrees = map[string]bool{"first": true, "second": true, "third": true, "fourth": true, "fifth": true, "sixth": true}

// offenceEnds are the words an offence's name ends before.
var offenceEnds = map[string]bool{"and": true, "or": true, "to": true, "against": true, "on": true, "in": true, "at": true,
	"by": true, "with": true, "between": true, "after": true, "while": true, "from": true, "for": true, "which": true,
	"that": true, "when": true, "involving": true, "dating": true, "relating": true}

// moneyScale splits a number written with its scale after a currency
// sign ("4.4m", "2bn", "4.4million"): the length of the number and the
// scale's word ("million"), or 0. "m" is a million only there: after a
// number alone it is as often metres or minutes.
func moneyScale(w string) (int, string) {
	k := 0
	for k < len(w) && (w[k] >= '0' && w[k] <= '9' || (w[k] == '.' || w[k] == ',') && k > 0 && k+1 < len(w) && w[k+1] >= '0' && w[k+1] <= '9') {
		k++
	}
	if k == 0 {
		return 0, ""
	}
	switch strings.ToLower(w[k:]) {
	case "m", "mn", "million":
		return k, "million"
	case "bn", "billion":
		return k, "billion"
	}
	return 0, ""
}

// vulgarFractions are the fractions British papers write after a
// number ("3½ stone", "7¼ inches"), with their values.
var vulgarFractions = map[rune]float64{'½': 0.5, '¼': 0.25, '¾': 0.75}

// gluedMetres returns where the "m" starts in word, digits written
// together with "m" (s[j:] the text after it), when it is metres: no
// currency sign before ("£60m" is money), and after it a preposition
// or an adverb of size ("fell about 60m from a ridge", "within 80m of
// the hut", "600m while climbing"), or before it "a" ("a 30m wave").
// "5m people" is five million, "he ran 4m." either: 0 then.
func gluedMetres(s string, j int, word string, before []token) int {
	k := len(word) - 1
	if k < 1 || word[k] != 'm' || len(before) > 0 && currencies[before[len(before)-1].lower] != "" {
		return 0
	}
	for n := 0; n < k; n++ {
		if c := word[n]; (c < '0' || c > '9') && (c != '.' || n == 0 || n == k-1) {
			return 0
		}
	}
	if len(before) > 0 && (before[len(before)-1].lower == "a" || before[len(before)-1].lower == "an") {
		return k
	}
	if textproc.InLower(metresAfter, lettersAfter(s, j)) {
		return k
	}
	return 0
}

// lettersAfter returns the letters that start s[j:] after its spaces:
// the word a number written at s[:j] is followed by.
func lettersAfter(s string, j int) string {
	w := strings.TrimLeft(s[j:], " ")
	if e := strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }); e >= 0 {
		w = w[:e]
	}
	return w
}

// metresAfter are the words after "60m" that make it a length.
var metresAfter = map[string]bool{"from": true, "of": true, "down": true, "up": true, "into": true, "off": true,
	"above": true, "below": true, "while": true, "when": true, "to": true, "high": true, "long": true, "deep": true,
	"tall": true, "wide": true, "away": true, "under": true, "across": true, "along": true, "onto": true, "over": true,
	"through": true, "beneath": true, "inland": true, "offshore": true, "south": true, "north": true, "east": true, "west": true}

// lostSign returns the currency sign ("€", "£") that a conversion
// wrote as a letter before an amount, s[i:j] the word: "e85 million",
// "e75m", "p74million" (a lower-case e or p, digits, and a scale
// written on or after them); "" for any other word ("E85 fuel").
func lostSign(s string, i, j int) string {
	if j-i < 2 || s[i+1] < '0' || s[i+1] > '9' {
		return ""
	}
	sign := ""
	switch s[i] {
	case 'e':
		sign = "€"
	case 'p':
		sign = "£"
	default:
		return ""
	}
	k := i + 1
	for k < j && (s[k] >= '0' && s[k] <= '9' || s[k] == '.' || s[k] == ',') {
		k++
	}
	scale := s[k:j] // "e75m", "p74million"
	if scale == "" {
		scale = lettersAfter(s, j) // "e85 million"
	} else if strings.EqualFold(scale, "m") || strings.EqualFold(scale, "bn") {
		return sign
	}
	if strings.EqualFold(scale, "million") || strings.EqualFold(scale, "billion") {
		return sign
	}
	return ""
}

// unitSuffix returns where the unit starts in a word of digits written
// together with a unit of measure ("70mph", "4kg", "1.5km"), or 0. Feet,
// stones, pounds and ounces are left out: they come in pairs ("6ft 6ins",
// "7lb 6oz"), a body's, read by body.go; and "mm" is a million as often
// as a millimetre ("$21MM").
func unitSuffix(w string) int {
	k := 0
	for k < len(w) && (w[k] >= '0' && w[k] <= '9' || (w[k] == '.' || w[k] == ',') && k > 0 && k+1 < len(w) && w[k+1] >= '0' && w[k+1] <= '9') {
		k++
	}
	if k == 0 || k == len(w) {
		return 0
	}
	switch strings.ToLower(w[k:]) {
	case "mph", "kph", "kmh", "km", "kg", "kgs", "cm", "ml", "mg", "kw", "mw", "gw":
		return k
	}
	if w[k:] == "mm" {
		return k // "a 3.5mm jack"; "$21MM" is millions
	}
	if u := strings.ToLower(w[k:]); techUnits[u] != "" && u != "mm" && w[k] >= 'A' && w[k] <= 'Z' || w[k:] == "mAh" {
		return k // "16GB", "512MHz", "3.2MP": written in capitals, as specifications are
	}
	return 0
}

// brokenHyphen reports whether the hyphen at s[j] joins a word broken by
// a line end that a conversion left as "- " ("full- time students",
// "a murder- suicide"): a letter before it, one space and a lower-case
// word after it that is not a conjunction ("pre- and post-war").
func brokenHyphen(s string, j int) bool {
	if j == 0 || j+2 >= len(s) || s[j+1] != ' ' || s[j+2] < 'a' || s[j+2] > 'z' {
		return false
	}
	if r, _ := utf8.DecodeLastRuneInString(s[:j]); !unicode.IsLetter(r) {
		return false
	}
	rest := s[j+2:]
	for _, c := range []string{"and ", "or ", "to "} {
		if strings.HasPrefix(rest, c) {
			return false
		}
	}
	return true
}

// numberWords are the spelled-out numbers.
var numberWords = map[string]float64{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
	"eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
	"seventy": 70, "eighty": 80, "ninety": 90, "dozen": 12,
}

// SpelledNumber returns the figure a number word spells, of any case
// ("Seventeen" 17, "dozen" 12), 0 for another word.
func SpelledNumber(w string) float64 {
	if len(w) > 16 {
		return 0 // longer than any number word
	}
	var buf [16]byte
	return numberWords[string(lowerInto(buf[:], w))]
}

// numberish are the words nextNumber takes for figures: number words,
// vague figures, scales, fractions and "several", in one set for one
// lookup a word.
var numberish = func() map[string]bool {
	m := map[string]bool{"several": true}
	for w, v := range numberWords {
		m[w] = v > 0
	}
	for w, v := range vagueWords {
		m[w] = m[w] || v[0] > 0
	}
	for w, v := range scales {
		m[w] = m[w] || v > 0
	}
	for w, v := range fractions {
		m[w] = m[w] || v > 0
	}
	return m
}()

// scales multiply a preceding number.
var scales = map[string]float64{"hundred": 100, "thousand": 1000, "million": 1e6, "billion": 1e9, "trillion": 1e12, "dozen": 12}

// vagueWords are figures without a number: value and bounds.
var vagueWords = map[string][3]float64{
	"dozens": {36, 24, 99}, "hundreds": {300, 200, 999}, "thousands": {3000, 2000, 99999},
	"scores": {40, 40, 99}, "tens": {30, 20, 99}, "millions": {3e6, 2e6, 999e6},
}

// approxBefore are words that make the number after them approximate.
var approxBefore = map[string]bool{
	"about": true, "around": true, "nearly": true, "almost": true, "roughly": true, "approximately": true,
	"some": true, "over": true, "more": true, "less": true, "fewer": true, "under": true, "up": true,
	"estimated": true, "several": true, "few": true, "than": true, "above": true,
}

var months = map[string]bool{
	"january": true, "february": true, "march": true, "april": true, "may": true, "june": true, "july": true,
	"august": true, "september": true, "october": true, "november": true, "december": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true, "aug": true, "sep": true,
	"sept": true, "oct": true, "nov": true, "dec": true,
}

// maxQuantities bounds the counts read from one text: a news article
// states tens; a text with thousands is a table, not prose.
const maxQuantities = 1000

// Quantities returns the counts stated in text, in order.
func Quantities(text string) []Quantity {
	if read := zeroed(text); read != text {
		// the figures of "£2O,OOO" read as "£20,000", their words as
		// the text gives them
		out := Quantities(read)
		for i := range out {
			out[i].Text = text[out[i].Start:out[i].End]
		}
		return out
	}
	var out []Quantity
	var names textNames
	sents := textproc.Sentences(text)
	for k, s := range sents {
		if !mayCount(text[s.Start:s.End]) {
			continue // most sentences state no number: skip tokenizing them
		}
		// the count "ten of them" may be a part of: the last of the
		// sentence before, when it is the one just before this one
		var before *Quantity
		if n := len(out); n > 0 && k > 0 && out[n-1].SentStart == sents[k-1].Start {
			before = &out[n-1]
		}
		out = append(out, resolveAntecedents(text, sentenceQuantities(text, s.Start, s.End, before), sents, k, &names)...)
		if len(out) >= maxQuantities {
			return resolveStats(out[:maxQuantities])
		}
	}
	return resolveStats(out)
}

// zeroed returns text with each capital O in the digits of a sum of
// money after its currency sign read as a zero ("£2O,OOO", "£22O
// million", "£50O": a zero captured as a letter, as printed pages
// give them), or text itself where there is none. A byte for a byte:
// every offset stays.
func zeroed(text string) string {
	var b []byte
	for i := 0; i < len(text); i++ {
		// the next sign: "$", or "£"'s second byte
		d, p := strings.IndexByte(text[i:], '$'), strings.IndexByte(text[i:], 0xA3)
		switch {
		case d < 0 && p < 0:
			i = len(text)
			continue
		case d < 0 || p >= 0 && p < d:
			i += p
			if i == 0 || text[i-1] != 0xC2 {
				continue // no "£"
			}
		default:
			i += d
		}
		if i+1 >= len(text) || text[i+1] < '0' || text[i+1] > '9' {
			continue
		}
		j := i + 1
		for j < len(text) && (text[j] >= '0' && text[j] <= '9' || text[j] == ',' || text[j] == '.' || text[j] == 'O') {
			j++
		}
		for j > i+1 && (text[j-1] == ',' || text[j-1] == '.') {
			j-- // the run's closing mark: "£50O."
		}
		if strings.IndexByte(text[i+1:j], 'O') >= 0 {
			if b == nil {
				b = []byte(text)
			}
			for k := i + 1; k < j; k++ {
				if b[k] == 'O' {
					b[k] = '0'
				}
			}
		}
		i = j - 1
	}
	if b == nil {
		return text
	}
	return string(b)
}

// sentenceQuantities extracts the counts of the sentence text[start:end];
// before, when not nil, is the last count of the sentence before it.
func sentenceQuantities(text string, start, end int, before *Quantity) []Quantity {
	toks := tokenize(text[start:end], start)
	year, yearAt, yearRead := "", 0, false // the sentence's year, read for its first count
	// yearOf returns the year the sentence dates the figure at toks[i] at
	yearOf := func(i int) string {
		if !yearRead {
			year, yearAt = sentenceYear(toks)
			yearRead = true
		}
		if yearAt > 0 && yearAt < i {
			// a later year the sentence dates an event at, nearer before
			// the count, is the count's: "as good as the one in 1966 ...
			// but the 1998 shower will be more modest, perhaps 200
			// meteors an hour"
			if y, at := sentenceYear(toks[yearAt+1 : i]); at > 0 {
				return y
			}
		}
		if yearAt < 0 && i < -yearAt {
			return "" // "one woman was killed, the first attack since January 2007"
		}
		if yearAt > 0 && yearAt < i && closedRelative(toks, yearAt, i) {
			return "" // "Mrs Coughlan, who was paralysed in 1971, and two other residents were told"
		}
		if yearAt > i && (inRelativeClause(toks[i:yearAt]) || thatAfter(toks, i, yearAt)) {
			return "" // "17 charges ... while serving a ban which was imposed in 1997"
		}
		if agoYear(year) && yearAt > i && slices.ContainsFunc(toks[i:yearAt], func(t token) bool { return subordinators[t.lower] || comparers[t.lower] }) {
			return "" // "won 65 games for England before retiring last year"
		}
		return year
	}
	wholeAt := -1 // where the whole of "36 out of 64 districts" starts
	var out []Quantity
	for i := 0; i < len(toks); i++ {
		if c := toks[i].s[0]; '0' <= c && c <= '9' {
			if t, next := tallyAt(text, toks, i); next > i {
				for _, q := range t {
					q.SentStart, q.SentEnd = start, end
					out = append(out, q)
				}
				i = next - 1
				continue
			}
		}
		if m, next, ok := measureAt(text, toks, i); ok {
			m.SentStart, m.SentEnd = start, end
			if isAmount(m.Thing) {
				m.Year, m.Role = yearOf(i), amountRole(toks, i, next-1) // "spilled 5,035 tons of oil in 1995"
			}
			out = append(out, m)
			i = next - 1
			continue
		}
		q, next, ok := parseNumber(toks, i)
		if !ok {
			continue
		}
		if i >= 2 && toks[i-1].lower == "of" && parentWord(toks[i-2].lower) && next < len(toks) && childWords[toks[next].lower] {
			i = next // "the father of three children": the parent's children (age.go)
			continue
		}
		if notACount(toks, i, next) || modelNumber(text, toks, i) || i >= 2 && toks[i-1].lower == "in" && isNumberAt(toks, i-2) ||
			i >= 3 && toks[i-1].lower == "every" && toks[i-2].lower == "in" && isNumberAt(toks, i-3) {
			// "one in five survivors", "one in every 500 users": a share, no count of five
			i = next - 1
			continue
		}
		if m, after, ok := unhyphenedSize(text, toks, i, next, q.Value); ok {
			m.SentStart, m.SentEnd = start, end
			out = append(out, m)
			i = after - 1
			continue
		}
		// "jailed for five years", "3 miles long": a duration or a
		// distance of nothing named, compared by value only (measure.go);
		// one in brackets converts the figure before it.
		if d := usDollars(toks, next); d > next {
			next = d // "3.92 million U.S. dollars": dollars
		}
		u, last := byValueUnit(toks, next), next
		if u == thingDegrees && i > 0 && (toks[i-1].lower == "minus" || toks[i-1].s == "-") {
			u = "" // "minus 30 degrees": its sign is lost, no figure to compare
		}
		if u == "" {
			if u = compoundUnit(toks, next); u == thingNauticalMiles && placeAfter(toks, next+2) != "" {
				u = "" // "150 nautical miles off Aden": a distance from a place (age.go)
			} else if u != "" {
				last = next + 1 // "2.5 million square miles", "2 million metric tons"
			}
		}
		if u != "" && (q.Value > 1 || q.Value > 0 && strings.HasPrefix(toks[i].s, "0.")) { // "0.06 inches": a decimal below one is a measure, "one year" none
			if i == 0 || toks[i-1].s != "(" || currencyThings[u] || byValueUnits[u] || isAmount(u) { // "3.8 trillion rupiah (420.7 million dollars)", "5,900 meters (19,350 feet)", "66,000 barrels (10.5 million liters)": a conversion is the article's own figure
				first := i
				if q.Approx {
					first = approxStart(toks, i) // "about 110,000 barrels"
				}
				d := measure(text, toks, first, last, q.Value, u, "")
				if isAmount(u) {
					d.Year, d.Role = yearOf(i), amountRole(toks, i, next)
				}
				d.Approx, d.Low, d.High = q.Approx, q.Low, q.High
				d.SentStart, d.SentEnd = start, end
				out = append(out, d)
			}
			i = last
			continue
		}
		head, qual, ok := countedNoun(toks, next, q.Value)
		shared := false // "12 Somali and 11 Yemeni pirates": the noun of the count after
		if !ok {
			if h, ok2 := sharedNoun(toks, next); ok2 {
				head, qual, ok, shared = h, toks[next].s, true, true
			}
		}
		outOf := false
		partWhole := -1    // where the whole of a partitive count starts, when counted
		uncounted := false // a partitive count's whole has no figure: "65 of the sea turtles"
		if !ok {
			// "36 out of 64 districts", "90 of the 102 people", "65 of
			// the sea turtles": a part of the thing named after it
			if h, ql, w, ok2 := partitive(toks, next, q.Value); ok2 {
				head, qual, ok, outOf = h, ql, true, true
				if w >= 0 {
					wholeAt, partWhole = w, w
				}
				uncounted = w < 0
			}
		}
		var elided *Quantity // the count whose noun this one leaves out
		verbAt := -1         // the verb of a count whose noun is the count before's (objectOf)
		totalOf := ""        // the event a running total names ("the number of arrests")
		var whole *Quantity  // the count "ten of them" is a part of
		if !ok {
			if w := frontedPart(toks, i, q.Value, out, before); w != nil {
				// "Of the 10 cats and dogs whose deaths ..., seven died":
				// the part counts what the opening phrase counts, people
				// or not, whatever befell it
				head, ok, whole, outOf = next-1, true, w, true
				q.Thing, qual = w.Thing, w.Qualifier
			} else if head, ok = impliedPeople(toks, i, next, q); ok {
				q.Thing = "people"
				if p, ok := harmedOf(toks, i, out); ok {
					q.Thing, qual = p.Thing, p.Qualifier // "shot 10 girls, killing five": five girls
				}
			} else if h := predicateNoun(toks, next); h >= 0 {
				// "four were children", "Two are believed to be
				// independents": the noun the count is said to be
				head, ok, q.Portion = h, true, true
				q.Thing = lemma(toks[h].lower)
				if w := toks[h].s; upperWord(w) {
					q.Thing, qual = "people", w[:len(w)-1] // "three were Americans"
				}
			} else if w := includedOf(toks, i, next, out, start); w != nil {
				// "967,000 were distributed, including about 300,000
				// that made it onto retail shelves": a part of the
				// count before, of its noun
				head, ok, outOf = i, true, true
				q.Thing, qual = w.Thing, w.Qualifier
			} else if elided = changedFrom(toks, i, out, start); elided != nil {
				// "the death toll rose from 23 to 41", "declined from 15
				// million viewers to just six million": what the figure
				// it changed from counts
				head, ok = next-1, true
				q.Thing, qual = elided.Thing, elided.Qualifier
			} else if elided = elidedOf(toks, i, next, out, start); elided != nil {
				head, ok = i, true
				q.Thing, qual = elided.Thing, elided.Qualifier
			} else if p, v := objectOf(toks, i, next, out, start); p != nil {
				// "attacked nearly 100 vessels and hijacked nearly 40":
				// the count before's noun, its own verb's event
				head, ok, verbAt = next-1, true, v // its last word: "another three million"
				q.Thing, qual = p.Thing, p.Qualifier
			} else if thing, ql, r, of, found := runningTotal(toks, i, out, start); found {
				// "bringing the total to 40", "raising the number of
				// arrests to 17", "the number of troops was 20,000": the
				// count's total, of what it names or of the count before it
				head, ok, elided, totalOf = i, true, of, r
				q.Thing, qual = thing, ql
			}
			if !ok {
				// "three of them died": what befell a part of the count
				// before, when no verb of harm governs the number
				if h, w := partOfThem(toks, next, q.Value, out, before); w != nil {
					head, ok, whole, outOf = h, true, w, true
					q.Thing, qual = w.Thing, w.Qualifier
				}
			}
			if !ok {
				i = next - 1
				continue
			}
		} else if whole == nil {
			q.Thing = lemma(toks[head].lower)
			if deathNouns[q.Thing] {
				q.Thing = "people" // "13 deaths", "claimed 90 lives": people killed
			} else if w := toks[head].s; unicode.IsUpper([]rune(w)[0]) && len(w) > 3 && strings.HasSuffix(w, "s") && nationality(w[:len(w)-1]) {
				q.Thing, qual = "people", w[:len(w)-1] // "21 Israelis"
			} else if nation, ok := menDemonym(w); ok {
				q.Thing, qual = "people", nation // "two Frenchmen", as "two Britons"
			} else if toks[head].lower == "others" && head == next {
				q.Thing, qual = othersOf(out, start) // "killing 90 people and injuring 29 others"
			}
		}
		// "three of the eight charges": the first count is a subset.
		q.Subset = next+1 < len(toks) && toks[next].s == "of" && (isNumberAt(toks, next+1) || next+2 < len(toks) && (toks[next+1].s == "the" || toks[next+1].s == "those") && isNumberAt(toks, next+2)) ||
			outOf
		if notCounted[q.Thing] || currencyNames[q.Thing] != "" || q.Value == 1 && (!isPerson(q.Thing) || anIndividual(toks, i, head)) {
			if partWhole > i && partWhole <= head {
				i = partWhole - 1 // "one of the world's 600-plus satellites": the whole is still read
			} else {
				i = head
			}
			continue
		}
		q.Person = isPerson(q.Thing)
		if q.Person {
			q.Qualifier = qual
			// "21 shoppers and passersby": one count of two kinds of
			// people, people.
			if head+2 < len(toks) && toks[head+1].lower == "and" && isPerson(lemma(toks[head+2].lower)) {
				q.Thing, q.Qualifier = "people", ""
			}
		} else if head+2 < len(toks) && toks[head+1].lower == "and" && q.Thing == lemma(toks[head].lower) {
			// "more than 260 sheep and cattle": one count of two kinds of
			// animal, not of the first
			if w := toks[head+2].lower; invariantThings[w] || invariantThings[toks[head].lower] && isPlural(w) && !adjectiveLike(w) && !isPerson(lemma(w)) {
				q.Thing += " and " + lemma(w) // (of animals only: "230 rivers and suffers annual floods" has a verb there)
			}
		}
		if q.Qualifier == "" {
			q.Qualifier = qualifierBefore(toks, i)
		}
		if q.Qualifier == "" && q.Thing == "yard" && scoringPlay(toks, head+1) {
			q.Qualifier = "touchdown" // "ran 86 yards for a touchdown": an "86-yard touchdown", one play's length
		}
		if i > 0 && toks[i-1].lower == "remaining" {
			// "the remaining 12 people on board", "the remaining 34
			// charges": what is left of a whole, a count of its own
			// that no count of the whole disputes
			q.Qualifier = strings.TrimSpace("remaining " + q.Qualifier)
		}
		first := i
		if q.Approx {
			first = approxStart(toks, i)
		}
		q.Start, q.End = toks[first].start, toks[head].end
		if head > i+1 && head+1 < len(toks) && (quoteMark(toks[head-1].lower) || quoteMark(toks[head-2].lower)) && quoteMark(toks[head+1].lower) && toks[head+1].start == q.End {
			q.End = toks[head+1].end // eight "signposts": the noun's closing quote too
		}
		if shared {
			q.End = toks[next].end // "12 Somali": its own words
		}
		q.Text = text[q.Start:q.End]
		q.SentStart, q.SentEnd = start, end
		q.Role = role(toks, i, head)
		had := -1 // the "has" of children one has
		if offspring[q.Thing] {
			had = hadBefore(toks, i)
		}
		if had >= 0 {
			q.Role = "" // "Harvey, who has three children, had discussed ... her husband's death": children one has, nothing befell them
		}
		if q.Role == "captured" && offenders[q.Thing] {
			q.Role = "arrested" // "captured 23 pirates": taken into custody, not hostage
		}
		if elided != nil {
			q.Role = elided.Role // "350 flights were cancelled at O'Hare and 150 at Midway"
		}
		if verbAt >= 0 {
			q.Role = cueRole(toks, verbAt) // "displacing another three million": evacuated
		}
		if totalOf != "" {
			q.Role = totalOf // "bringing the total number of dead to 85"
		}
		if q.Role == "" && head == i && tollOf(toks, i) {
			q.Role = "killed" // a toll with no word of what it counts is of the dead
		}
		if head == i && next < len(toks) && auxVerbs[toks[next].lower] {
			if r := befallen(toks, next+1); r != "" {
				q.Role = r // "three were still missing": the clause's own verb
			}
		}
		if outOf && head+1 < len(toks) && participle(toks[head+1].lower) {
			// "eight of the children killed in the shooting": what befell
			// the whole, told of it, not of the part
			q.Role = ""
		}
		if whole != nil && q.Role == whole.Role {
			q.Role = "" // "injured 60 people, 20 of them severely": no other event
		}
		if i == wholeAt && len(out) > 0 && out[len(out)-1].Role == q.Role {
			q.Role = "" // the country's 64 districts: what befell the part is not the whole's
		}
		if !q.Person && (q.Role == "killed" || q.Role == "injured" || q.Role == "stranded" || q.Role == "arrested") {
			q.Role = "" // "2 million households lost power", "marooned in ten districts", "arrested in raids in two cities": what befalls people only
		}
		if !q.Person && q.Role == "evacuated" && !slices.ContainsFunc(toks, func(t token) bool { return strings.HasPrefix(t.lower, "evacuat") }) {
			q.Role = "" // "missed four games with a sprained left knee", "four teams left": people leave, while homes are evacuated
		}
		if chargeThing(q.Thing) {
			// "convicted of seven counts" and "arrested on 10 charges"
			// count charges at two stages of a case: no dispute. The
			// words of the offences are no event that befell the charges
			// ("10 charges including kidnapping": none captured).
			q.Role, q.Stage = "", legalStage(toks, i, head, i == wholeAt)
			if elided != nil {
				q.Stage = elided.Stage // "denied four charges of indecent assault and six of cruelty"
			}
		}
		if outOf {
			// "90 of the 102 people on board were killed": the part claims
			// what befell it, when that is its own; "one of seven men who
			// died" is one man picked out of them, no count of its own
			// "eight of the houses", "16 of its members": a part of a
			// whole no figure counts claims its count, of the noun, and
			// disputes no count of the whole (Portion); not "18 of their
			// next 23 games", whose whole is counted, nor "two of the
			// woman's children", whose noun is not the owner read
			if q.Role == "" && whole != nil && q.Person {
				// "157,500 people ..., 42,500 of whom pay for their own
				// care": the part is those who do what its own verb says,
				// a count of its own, no dispute of the whole
				q.Role = partVerb(toks, head+1)
			}
			q.Portion = uncounted && q.Role == "" && q.Value != 1 && trimPossessive(toks[head].s) == toks[head].s &&
				!slices.ContainsFunc(toks[next:head], func(t token) bool { return t.lower != "" && t.lower[0] >= '0' && t.lower[0] <= '9' })
			q.Partitive, q.Subset = true, q.Role == "" && !q.Portion || q.Value == 1
		} else if i > 0 && toks[i-1].lower == "including" && len(out) > 0 {
			// "96 passengers, including 11 children": a part of the count
			// before it, which takes no role its kind has elsewhere
			q.Partitive = true
		} else if q.Role == "" && head > next && slices.ContainsFunc(toks[next:head], func(t token) bool { return t.lower == "other" }) {
			// "two other witnesses", "rammed two other cars": those
			// besides someone or something the story named, not all there
			// are; a count of its noun all the same, which agrees with
			// the same figure and disputes none of all there are (Portion)
			q.Partitive, q.Portion = true, true
		}
		q.Year = yearOf(i)
		if chargeThing(q.Thing) && yearAt > head && !agoYear(q.Year) {
			// "guilty on seven counts relating to sexual acts in 1997",
			// "two counts of murder in the 2012 shooting": when the
			// offences were, not the case ("convicted of six counts of
			// theft last June" keeps its time: an earlier case)
			q.Year = ""
		}
		if had >= 0 && toks[had].lower != "had" {
			q.Year = "" // "Lee, who has six children, was jailed in 1981": has them now
		}
		if elided != nil && next < len(toks) && toks[next].lower == "in" {
			if y, _ := sentenceYear(toks[next-1 : min(next+2, len(toks))]); y != "" {
				q.Year = y // "40 cases in 2010 and 50 in 2011"
			}
		}
		out = append(out, q)
		// the whole, when counted, is read next: "64 districts", the 13
		// of "four of 13 bills"; the count whose noun it shares
		wholeNext := outOf || shared || q.Subset && next < len(toks) && toks[next].s == "of" && !attempted(toks, i) && !proportion(toks, next+1)
		i = head
		if next < head && sizeModifier(toks[next].lower) {
			i = next - 1 // "two 27-foot boats": the boats' size is read next
		}
		if wholeNext {
			i = next
		}
	}
	conversions(text, out)
	out = append(out, breakdowns(out, text)...)
	out = append(out, personFigures(text, toks, start, end)...)
	return append(out, playerFigures(text, toks, start, end)...)
}

// anIndividual reports whether "one" at toks[i], counting the noun at
// toks[head], picks out one person of several rather than telling how
// many there were: "One victim said ...", "one soldier's room", "raped
// one victim, a 45-year-old divorcee", "One victim was a ...", "a
// complaint by one victim".
func anIndividual(toks []token, i, head int) bool {
	if toks[i].lower != "one" || head <= i {
		return false
	}
	if w := toks[head].lower; strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") || i > 0 && toks[i-1].lower == "by" {
		return true
	}
	if head+1 >= len(toks) {
		return false
	}
	after := toks[head+1].lower
	if speechVerbs[after] && after != "according" {
		return true
	}
	return head+2 < len(toks) && (after == "," || after == "was" || after == "is") && (toks[head+2].lower == "a" || toks[head+2].lower == "an")
}

// mayCount reports whether a sentence may hold a count: a digit, or a
// word that is a number word or a vague figure. It reads the bytes once,
// allocating nothing.
func mayCount(s string) bool {
	_, _, ok := nextNumber(s, 0)
	return ok
}

// nextNumber returns the byte range of the first word of s at or after
// i that may be a figure (mayCount): digits with the letters and marks
// written into them ("1,500", "9-14", "17-inch"), or a number word (or
// a fraction: "quarter-mile").
func nextNumber(s string, i int) (start, end int, ok bool) {
	var buf [12]byte
	for i < len(s) {
		c := s[i]
		if '0' <= c && c <= '9' {
			j := i + 1
			for j < len(s) && (isWordByte(s[j]) || (s[j] == ',' || s[j] == '.' || s[j] == '-') && j+1 < len(s) && isWordByte(s[j+1])) {
				j++
			}
			return i, j, true
		}
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			i++
			continue
		}
		j := i
		for j < len(s) && ('a' <= s[j] && s[j] <= 'z' || 'A' <= s[j] && s[j] <= 'Z' || s[j] == '-') {
			j++
		}
		// the map lookups of a []byte converted in place allocate nothing
		if n := j - i; n >= 3 && n <= len(buf) {
			w := lowerInto(buf[:], s[i:j])
			first := w
			if k := bytes.IndexByte(w, '-'); k >= 0 {
				first = w[:k]
			}
			if len(first) < len(w) && (numberWords[string(first)] > 0 || fractions[string(first)] > 0) || numberish[string(w)] {
				return i, j, true
			}
		} else if k := strings.IndexByte(s[i:j], '-'); k >= 3 && k <= len(buf) && numberWords[string(lowerInto(buf[:], s[i:i+k]))] > 0 {
			return i, j, true // a long compound opening with a number: "sixty-one-year-old"
		}
		if k := strings.LastIndexByte(s[i:j], '-'); k > 0 && j-(i+k+1) <= len(buf) && numberWords[string(lowerInto(buf[:], s[i+k+1:j]))] > 0 {
			return i, j, true // "father-of-four": a number at the end of a compound
		}
		i = j
	}
	return 0, 0, false
}

// lowerInto writes the ASCII word w lower-cased into dst (as long as w
// at least) and returns that part of it.
func lowerInto(dst []byte, w string) []byte {
	for k := 0; k < len(w); k++ {
		b := w[k]
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		dst[k] = b
	}
	return dst[:len(w)]
}

// parseNumber reads a number starting at token i: digits ("1,500",
// "3.5"), words ("twenty-five", "one hundred"), "a dozen", "several
// hundred", "hundreds", with a scale ("1.5 million"). next is the index
// after it.
func parseNumber(toks []token, i int) (q Quantity, next int, ok bool) {
	w := toks[i].lower
	prev := ""
	if i > 0 {
		prev = toks[i-1].lower
	}
	next = i + 1
	switch {
	case w == "a" || w == "an":
		if i+1 < len(toks) && strings.EqualFold(toks[i+1].s, "dozen") {
			q = Quantity{Value: 12, Low: 12, High: 12}
			approximate(&q, prev) // "more than a dozen cities", "nearly a dozen"
			return q, i + 2, true
		}
		if i+1 >= len(toks) || scales[toks[i+1].lower] == 0 {
			return q, 0, false
		}
		// "nearly a million marooned", "a hundred people": read on as "one"
	case w == "several" || w == "few":
		if i+1 < len(toks) {
			if sc, ok := scales[toks[i+1].lower]; ok {
				return Quantity{Value: 3 * sc, Approx: true, Low: 2 * sc, High: 9 * sc}, i + 2, true
			}
			if strings.EqualFold(toks[i+1].s, "dozen") {
				return Quantity{Value: 36, Approx: true, Low: 24, High: 108}, i + 2, true
			}
		}
		return q, 0, false
	}
	if v, ok := vagueWords[w]; ok {
		next = i + 1
		if next < len(toks) && toks[next].s == "," {
			// "tens, even hundreds, of thousands": the first figure, of
			// the scale the aside leads to
			for k := next + 2; k+2 < len(toks) && k <= next+4; k++ {
				if toks[k].s == "," && toks[k+1].s == "of" && vagueWords[toks[k+2].lower][0] >= 1000 {
					next = k + 1
					break
				}
			}
		}
		if next < len(toks) && toks[next].s == "of" {
			next++
		}
		// "hundreds of thousands", "tens of millions": one figure
		if next < len(toks) && next > i+1 && vagueWords[toks[next].lower][0] >= 1000 {
			sc := vagueWords[toks[next].lower][0] / 3
			next++
			if next < len(toks) && toks[next].s == "of" {
				next++
			}
			return Quantity{Value: v[0] * sc, Approx: true, Low: v[1] * sc, High: v[2] * sc}, next, true
		}
		return Quantity{Value: v[0], Approx: true, Low: v[1], High: v[2]}, next, true
	}
	if lo, hi, ok := digitRange(w); ok {
		next = i + 1
		for ; next < len(toks) && scales[toks[next].lower] > 0; next++ {
			lo, hi = scaled(lo, scales[toks[next].lower]), scaled(hi, scales[toks[next].lower]) // "$140-150 million": millions both
		}
		return Quantity{Value: lo, Approx: true, Low: lo, High: hi}, next, true
	}
	if n, found := strings.CutSuffix(w, "-plus"); found {
		if v, ok := wordValue(n); ok && v > 1 {
			return Quantity{Value: v, Approx: true, Low: v, High: v * 1.5}, i + 1, true // "the 1,300-plus survivors": more than 1,300
		}
	}
	if n, found := strings.CutSuffix(w, "-odd"); found {
		if v, ok := wordValue(n); ok && v > 1 {
			return Quantity{Value: v, Approx: true, Low: v, High: v * 1.2}, i + 1, true // "the 600-odd satellites": somewhat more than 600
		}
	}
	v, ok := wordValue(w)
	if a, b, found := strings.Cut(w, "-"); found && scales[b] > 0 {
		if v, ok = wordValue(a); ok {
			v = scaled(v, scales[b]) // "44.3-billion won", "48-million dollars"
		}
	}
	if w == "a" || w == "an" {
		v, ok = 1, true
	}
	if w == "half" && i+2 < len(toks) && (toks[i+1].lower == "a" || toks[i+1].lower == "an") && scales[toks[i+2].lower] > 0 {
		v, ok, next = scales[toks[i+2].lower]/2, true, i+3 // "half a million people", "half a dozen"
	}
	if !ok {
		return q, 0, false
	}
	// "seven and a half years", "two and a half million"
	if next+2 < len(toks) && next == i+1 && v == math.Trunc(v) && toks[next].lower == "and" &&
		(toks[next+1].lower == "a" || toks[next+1].lower == "an") && toks[next+2].lower == "half" {
		v, next = v+0.5, next+3
	}
	// "3 1/2 years": a whole number and a fraction written with a slash
	if f, ok := slashFraction(toks, next); ok && next == i+1 && v == math.Trunc(v) && textproc.AllDigits(w) {
		v, next = v+f, next+3
	}
	// "one hundred", "1.5 million", "two thousand"
	for next < len(toks) {
		sc, ok := scales[toks[next].lower]
		if !ok {
			break
		}
		v = scaled(v, sc)
		next++
	}
	if next < len(toks) {
		if a, b, found := strings.Cut(toks[next].lower, "-"); found && scales[a] > 0 && currencyWord(b) {
			v = scaled(v, scales[a]) // "a 130 million-dollar contract": the unit, its scale on it, is read next
		}
	}
	q = Quantity{Value: v, Low: v, High: v}
	// "between 30 and 40 people": a range, read as its low end.
	if prev == "between" && next+1 < len(toks) && toks[next].lower == "and" {
		if hi, hiNext, ok := parseNumber(toks, next+1); ok && !hi.Approx && hi.Value > v && !notACount(toks, next+1, hiNext) {
			if sc := scales[toks[hiNext-1].lower]; sc > 0 && v*sc <= hi.Value {
				v = scaled(v, sc) // "between 1.5 and 2 million": millions both
			}
			q = Quantity{Value: v, Approx: true, Low: v, High: hi.Value}
			return q, hiNext, true
		}
	}
	// "five or six", "17 to 22": a range, read as its low end; not a
	// change ("the toll rose from 23 to 41"), whose "from" figure is the
	// one before it, no count of the noun (the "to" figure is read next)
	if next+1 < len(toks) && (toks[next].s == "or" || toks[next].s == "to") && !(prev == "from" && toks[next].s == "to" && i >= 2 && (changeVerbs[toks[i-2].lower] || totalBefore(toks, i-1))) {
		if hi, ok := wordValue(toks[next+1].lower); ok && hi > v {
			q.Approx, q.High = true, hi
			return q, next + 2, true
		}
	}
	// "600 or so satellites", "20 or more cars": about the figure, or at
	// least it
	if next+1 < len(toks) && toks[next].s == "or" && (toks[next+1].lower == "so" || toks[next+1].lower == "more") {
		q.Approx, q.Low, q.High = true, v*0.9, v*1.1
		if toks[next+1].lower == "more" {
			q.Low, q.High = v, v*1.5
		}
		return q, next + 2, true
	}
	if prev == "as" && i >= 2 && (strings.EqualFold(toks[i-2].s, "many") || strings.EqualFold(toks[i-2].s, "much")) {
		q.Approx, q.Low = true, v*0.5 // "as many as 22", "as much as 1,500": at most
		return q, next, true
	}
	if prev == "of" && i >= 2 && strings.EqualFold(toks[i-2].s, "upwards") {
		q.Approx, q.High = true, v*1.5 // "upwards of 22": at least
		return q, next, true
	}
	approximate(&q, prev)
	return q, next, true
}

// totalBefore reports whether "the number of" or "the total of" some
// noun ends right before toks[k] ("raise the number of seats from 65 to
// 125"): a figure "from" there is what the total changed from, no range.
func totalBefore(toks []token, k int) bool {
	for j := k - 2; j >= 1 && j >= k-5; j-- {
		if toks[j].lower == "of" && totalWords[toks[j-1].lower] {
			return true
		}
		if clauseBreak(toks[j : j+1]) {
			return false
		}
	}
	return false
}

// slashFraction reads a fraction of halves, thirds or quarters written
// with a slash at toks[k] ("1/2", "3/4"), its three tokens written
// together.
func slashFraction(toks []token, k int) (float64, bool) {
	if k+2 >= len(toks) || toks[k+1].s != "/" || toks[k].end != toks[k+1].start || toks[k+1].end != toks[k+2].start {
		return 0, false
	}
	n, d := toks[k].s, toks[k+2].s
	if len(n) != 1 || len(d) != 1 || n[0] < '1' || d[0] < '2' || d[0] > '4' || n[0] >= d[0] {
		return 0, false
	}
	return float64(n[0]-'0') / float64(d[0]-'0'), true
}

// scaled returns v times scale sc ("8.3 million"), rounded to the
// digits a text can give: 8.3 times a million is 8,300,000 in binary
// floating point too, so that "8.3 million" and "8,300,000" are one
// figure.
func scaled(v, sc float64) float64 {
	if v == math.Trunc(v) {
		return v * sc // a whole number times a power of ten: exact
	}
	var buf [32]byte
	r, err := strconv.ParseFloat(string(strconv.AppendFloat(buf[:0], v*sc, 'g', 12, 64)), 64)
	if err != nil {
		return v * sc
	}
	return r
}

// changeVerbs say a figure went from one value to another ("rose from
// 23 to 41"), as a range's "from" does not ("ranging from six to 75").
var changeVerbs = func() map[string]bool {
	m := map[string]bool{"rising": true, "declined": true, "decreased": true, "doubled": true, "tripled": true, "went": true,
		"revised": true, "raised": true, "lowered": true, "cut": true, "up": true, "down": true}
	for w := range risingVerbs { // "rose", "fell", "climbed": what a toll has come to
		m[w] = true
	}
	return m
}()

// approxStart returns where a vague figure at toks[i] starts with the
// words that make it vague: "about 110,000", "more than 15,000", "up
// to 240".
func approxStart(toks []token, i int) int {
	switch {
	case i > 1 && toks[i-1].lower == "to" && toks[i-2].lower == "up": // "up to 240 kph"
		return i - 2
	case i > 2 && toks[i-1].lower == "as" && (toks[i-2].lower == "many" || toks[i-2].lower == "much") && toks[i-3].lower == "as":
		return i - 3 // "as many as 70 trucks"
	case i == 0 || !approxBefore[toks[i-1].lower]:
		return i
	case toks[i-1].lower == "than" && i > 1 && approxBefore[toks[i-2].lower]:
		return i - 2
	}
	return i - 1
}

// approximate makes q vague where the word before it, prev, says so
// ("about 600", "more than 40", "nearly £13,000"), with the bounds the
// word gives.
func approximate(q *Quantity, prev string) {
	v := q.Value
	if !approxBefore[prev] || (prev == "over" || prev == "above") && v < 10 {
		return
	}
	q.Approx = true
	switch prev {
	case "over", "more", "than", "above":
		q.Low, q.High = v, v*1.5
	case "under", "less", "fewer", "up":
		q.Low, q.High = v*0.5, v
	default:
		q.Low, q.High = v*0.9, v*1.1 // "about 35,000" covers no 30,740
	}
}

// digitRange reads "150,000-200,000" as a range.
func digitRange(w string) (lo, hi float64, ok bool) {
	a, b, found := strings.Cut(w, "-")
	if !found || a == "" || b == "" || a[0] < '0' || a[0] > '9' || b[0] < '0' || b[0] > '9' {
		return 0, 0, false
	}
	lo, ok1 := wordValue(a)
	hi, ok2 := wordValue(b)
	if !ok1 || !ok2 || hi <= lo || len(a) == 4 && len(b) == 4 { // "2014-2015" are years
		return 0, 0, false
	}
	return lo, hi, true
}

// wordValue reads one token as a number: digits with thousands commas and
// a decimal point, or number words joined by hyphens ("twenty-five").
func wordValue(w string) (float64, bool) {
	if w == "" {
		return 0, false
	}
	if c := w[0]; c >= '0' && c <= '9' {
		clean := strings.ReplaceAll(w, ",", "")
		frac := 0.0
		if r, n := utf8.DecodeLastRuneInString(clean); vulgarFractions[r] != 0 {
			clean, frac = clean[:len(clean)-n], vulgarFractions[r] // "3½"
		}
		v, err := strconv.ParseFloat(clean, 64)
		if err != nil || math.IsInf(v, 0) {
			return 0, false
		}
		return v + frac, true
	}
	total := 0.0
	for rest, more := w, true; more; {
		var part string
		part, rest, more = strings.Cut(rest, "-")
		v, ok := numberWords[part]
		if !ok {
			return 0, false
		}
		total += v
	}
	return total, true
}

// notACount reports whether the number at toks[i:next] is a date, a
// year, a time, money, a percentage, an ordinal or a score.
func notACount(toks []token, i, next int) bool {
	w, lw := toks[i].s, toks[i].lower
	if first, second, hyphened := strings.Cut(lw, "-"); hyphened && scales[second] == 0 && second != "plus" && second != "odd" { // "44.3-billion won" is a number and its scale; "1,300-plus" (and "600-odd") one more than it
		// "six-year", "3-1": a compound, not a count of things.
		if numberWords[first] > 0 && !isNumberCompound(lw) {
			return true
		}
		if c := w[0]; c >= '0' && c <= '9' {
			if _, _, ok := digitRange(lw); !ok {
				return true
			}
		}
	}
	prev, after := "", ""
	if i > 0 {
		prev = toks[i-1].lower
	}
	if next < len(toks) {
		after = toks[next].lower
	}
	switch {
	case prev == "$" || prev == "€" || prev == "£" || prev == "¥" || prev == "us$" || prev == "dlrs" || prev == "dlr":
		return true
	case after == "%" || after == "percent" || after == "per" || after == "pct" || after == "percentage":
		return true
	case months[strings.TrimSuffix(prev, ".")] || months[strings.TrimSuffix(after, ".")]:
		return true
	case prev == "." && i > 1 && months[toks[i-2].lower]:
		return true // "the Aug. 7 bombings": a date, its month abbreviated
	case after == ":" || after == "a.m" || after == "p.m" || after == "am" || after == "pm" || after == "gmt" || after == "bst" || after == "utc" || after == "edt" || after == "est" || after == "o'clock":
		return true
	case after == "st" || after == "nd" || after == "rd" || after == "th":
		return true
	case decades[after]:
		return true // "the nineteen fifties": a decade
	case prev == "no" || prev == "number" || prev == "no." || prev == "page" || prev == "room" || prev == "flight" || prev == "route" || prev == "article":
		return true
	case (prev == "section" || prev == "chapter" || prev == "paragraph" || prev == "clause") && toks[i-1].s[0] >= 'A' && toks[i-1].s[0] <= 'Z':
		return true // "Section 411 of the omnibus bill", not "delivered by Caesarean section 30 minutes after"
	}
	return isYear(w)
}

// isYear reports whether w is a year news writes: four digits, 1800 to
// 2100.
func isYear(w string) bool {
	return len(w) == 4 && w >= "1800" && w <= "2100" && textproc.AllDigits(w)
}

// modelNumber reports whether the number at toks[i] is part of a name,
// a product's or a flight's ("the BlackBerry Curve 8900 helps you",
// "Boeing 737", "Flight 111"): digits right after a capitalized word
// that no list of names or dates holds, the two written together more
// than once in the text. "cost Hezbollah 11 fighters" names it once.
func modelNumber(text string, toks []token, i int) bool {
	if i < 2 || toks[i].start != toks[i-1].end+1 {
		return false // the sentence's first word is capitalized whatever it is
	}
	w, prev := toks[i].s, toks[i-1].s
	for _, c := range []byte(w) {
		if c < '0' || c > '9' {
			return false
		}
	}
	if r, _ := utf8.DecodeRuneInString(prev); !unicode.IsUpper(r) || len(prev) < 2 {
		return false
	}
	if len(prev) > 4 && strings.IndexFunc(prev, unicode.IsLower) < 0 || textproc.InLower(approxBefore, prev) {
		return false // "NEARLY 200 FEET", a headline's capitals
	}
	if nameStop(prev) || textproc.IsStopwordFold(prev) {
		return false
	}
	// the name written twice: the text searched last, after the word
	// checks, which allocate nothing
	name := text[toks[i-1].start:toks[i].end]
	first := strings.Index(text, name)
	return first >= 0 && strings.Contains(text[first+len(name):], name)
}

// isNumberCompound reports whether a hyphenated word is a number alone
// ("twenty-five"), not a number and a unit ("six-year").
func isNumberCompound(w string) bool {
	_, ok := wordValue(w)
	return ok && w[0] > '9'
}

// countedNoun finds the noun a number counts within the next few tokens:
// a plural noun or a known noun of people, skipping adjectives and names
// ("nine Lebanese soldiers", "25 injured Daesh fighters", "hundreds of
// ISIS fighters"). It returns the noun's index and the qualifying name
// between number and noun, if any.
func countedNoun(toks []token, at int, value float64) (head int, qual string, ok bool) {
	var quals []string
	both := false // two names joined by "and" qualify the noun: neither narrows it
	for k, end := at, at+5; k < len(toks) && k < end; k++ {
		w, lw := toks[k].s, toks[k].lower
		r, _ := utf8.DecodeRuneInString(w)
		if lw == "." && k > at && abbreviation(toks[k-1].s) && toks[k-1].end == toks[k].start {
			continue // the last dot of "U.S.", "U.N.": "two U.S. embassies"
		}
		if quoteMark(lw) && k+3 < len(toks) && quoteMark(toks[k+3].lower) && isLowerWord(toks[k+1].s) && isLowerWord(toks[k+2].s) && isPlural(toks[k+2].lower) &&
			phraseClosed(toks, k+4) {
			return k + 2, strings.Join(quals, " "), true // 17 "inherent problems" with the conviction
		}
		if quoteMark(lw) && k+2 < len(toks) && quoteMark(toks[k+2].lower) && isLowerWord(toks[k+1].s) {
			if isPlural(toks[k+1].lower) && phraseClosed(toks, k+3) {
				return k + 1, strings.Join(quals, " "), true // eight “signposts” that might guide them: the word in quotes is the noun
			}
			k, end = k+2, end+2 // "122 “credible” floating objects": a word in quotes qualifies the noun
			continue
		}
		if lw == "and" && len(quals) > 0 && k+1 < len(toks) && nationality(quals[len(quals)-1]) && nationality(toks[k+1].s) && isNamePart(toks[k+1].s) {
			both, end, quals = true, end+1, nil // "23 Somali and Yemeni pirates": pirates of both nations
			continue
		}
		if !isWordRune(r) || stopNoun[lw] || numberWords[lw] > 0 {
			if lw == "of" && k == at {
				if value == 1 && k+1 < len(toks) && isNamePart(toks[k+1].s) {
					// "one of India's top tourist destinations", "one of
					// Britain's richest men": one of a kind, no count
					return 0, "", false
				}
				continue // "dozens of"
			}
			return 0, "", false
		}
		l := lemma(lw)
		if unicode.IsUpper(r) {
			if isPerson(l) && !nationality(w) && k > at && strings.HasSuffix(lw, "s") {
				return k, strings.Join(quals, " "), true
			}
			if len(lw) > 3 && strings.HasSuffix(lw, "s") && nationality(w[:len(w)-1]) && (k+1 == len(toks) || !isWordRune([]rune(toks[k+1].s)[0]) || stopNoun[toks[k+1].lower] || harmAfter[toks[k+1].lower] ||
				len(quals) == 0 && describing(toks[k+1].lower)) { // "thousands of Palestinians gathered", "106 million Brazilians eligible to vote"
				return k, strings.Join(quals, " "), true // "21 Israelis", "leaving three Israelis dead": people of that nation
			}
			if _, ok := menDemonym(w); ok && (k+1 == len(toks) || !isWordRune([]rune(toks[k+1].s)[0]) || stopNoun[toks[k+1].lower] || harmAfter[toks[k+1].lower]) {
				return k, strings.Join(quals, " "), true // "two Frenchmen and an American were jailed"
			}
			if abbreviation(w) && k+1 < len(toks) && toks[k+1].lower == "." && toks[k].end == toks[k+1].start {
				w += "." // "U.S." whole
			} else if isPlural(lw) && !abbreviation(w) && (k+1 == len(toks) || stopNoun[toks[k+1].lower] && toks[k+1].lower != "of" || phraseEnd(toks[k+1].lower)) &&
				(acronym(w[:len(w)-1]) || k > at && (acronym(toks[k-1].s) || toks[k-1].s == "." && abbreviation(toks[k-2].s))) {
				// "two U.S. Embassies in Africa", "four GCSE A-grades",
				// "two EMTs", "seven AK-47s,": a plural after an acronym, or one itself,
				// is the noun where the phrase ends (not "Three
				// Musketeers", "1.5 million Thomas", a title's words)
				return k, strings.Join(quals, " "), true
			}
			if !both {
				quals = append(quals, w)
			}
			continue
		}
		if isPerson(l) && (value == 1 || l != lw || invariantPlural[lw]) { // as pluralPeople, its lemma read once
			if k+1 < len(toks) && value != 1 && sexNouns[lw] && isLowerWord(toks[k+1].s) && pluralPeople(toks[k+1].lower) {
				return k + 1, strings.Join(quals, " "), true // "15 elderly women patients", "three women prisoners": the compound's head
			}
			if lw == "police" && k+1 < len(toks) && modifiedNoun(toks[k+1]) {
				// "five police forces", "one police source", "33 police
				// informants": "police" names the kind of what is counted
				return k + 1, strings.Join(quals, " "), true
			}
			return k, strings.Join(quals, " "), true
		}
		if value != 1 && (isPlural(lw) || invariantThings[lw]) && !adjectiveLike(lw) {
			if k+1 < len(toks) && isLowerWord(toks[k+1].s) && pluralPeople(toks[k+1].lower) {
				// "40 weapons inspectors", "three arms dealers", "7,000
				// hoops fans": a plural that names the kind of the
				// people counted
				return k + 1, strings.Join(quals, " "), true
			}
			if k+1 < len(toks) && !strings.ContainsAny(lw, "'’") && pluralCompound(toks, k+1) {
				// "13 appropriations bills", "12 savings accounts": a
				// plural before another plural that ends the phrase
				// names the kind of thing the second counts
				return k + 1, strings.Join(quals, " "), true
			}
			return k, strings.Join(quals, " "), true
		}
		if value == 1 && k == at && !adjectiveLike(lw) && len(lw) > 2 {
			// "one Iranian fighter" is found above; "one front" is a count
			// of little interest but harmless.
			return k, strings.Join(quals, " "), true
		}
	}
	return 0, "", false
}

// sharedNoun returns the noun a count ending before toks[k] shares with
// the count after it, where the first names only its nationality:
// "12 Somali and 11 Yemeni pirates", "five Israeli and three Palestinian
// soldiers". The second count must be of people of another nation.
func sharedNoun(toks []token, k int) (head int, ok bool) {
	if k+2 >= len(toks) || !nationality(toks[k].s) || !isNamePart(toks[k].s) || toks[k+1].lower != "and" && toks[k+1].s != "," {
		return 0, false
	}
	v, next, ok := parseNumber(toks, k+2)
	if !ok {
		return 0, false
	}
	h, qual, ok := countedNoun(toks, next, v.Value)
	if !ok || !nationality(qual) || qual == toks[k].s || !isPerson(lemma(toks[h].lower)) {
		return 0, false
	}
	return h, true
}

// acronym reports whether w is two or more capitals, digits or hyphens
// starting with a capital ("GCSE", "EMT", "MD-11").
func acronym(w string) bool {
	if len(w) < 2 || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// phraseEnd reports whether w is punctuation that closes a noun phrase.
func phraseEnd(w string) bool {
	return w == "," || w == "." || w == ";" || w == ":" || w == ")"
}

// attemptVerbs say a player's part of his attempts ("completed 29 of 34
// passes", "landed 107 of 369 punches"), whose whole is no count of its
// own (stat.go reads no attempts).
var attemptVerbs = map[string]bool{"completed": true, "completing": true, "made": true, "making": true, "hit": true,
	"hitting": true, "landed": true, "landing": true, "connected": true, "converted": true, "sank": true, "missed": true}

// attempted reports whether the count at toks[i] is a player's part of
// his attempts: an attemptVerb before it, past "on", "just", "only"
// ("connected on just 30 of 207 punches").
func attempted(toks []token, i int) bool {
	k := i - 1
	for k >= 0 && (toks[k].lower == "on" || toks[k].lower == "just" || toks[k].lower == "only") {
		k--
	}
	return k >= 0 && attemptVerbs[toks[k].lower]
}

// proportion reports whether the whole at toks[n] of "seven of 10
// Brazilians" is a rate's ten, hundred or thousand, no count.
func proportion(toks []token, n int) bool {
	if n >= len(toks) {
		return false
	}
	switch toks[n].lower {
	case "10", "ten", "100", "1,000", "1000":
		return true
	}
	return false
}

// pluralCompound reports whether toks[n], after a plural, is the plural
// head of their compound ("appropriations bills had been passed"): a
// plural noun in lower case, no adverb in -s, that closes the phrase (a
// verb in -s cannot follow a plural subject).
func pluralCompound(toks []token, n int) bool {
	w := toks[n].lower
	if !isLowerWord(toks[n].s) || !isPlural(w) || adjectiveLike(w) || sAdverbs[w] || textproc.IsStopword(w) || strings.ContainsAny(w, "-'’") {
		return false
	}
	if n+1 < len(toks) {
		switch toks[n+1].lower {
		case "a", "an", "the", "of", "his", "her", "its", "their", "our", "my", "your":
			return false // a verb and its object: "a nest of about 100 eggs nets a poacher", "feeds her five cats packets of meat"
		}
	}
	return n+1 == len(toks) || phraseClosed(toks, n+1) || auxVerbs[toks[n+1].lower] || !isLowerWord(toks[n+1].s)
}

// sAdverbs are adverbs that end in -s and may follow a count's noun
// ("two days afterwards", "three years overseas").
var sAdverbs = map[string]bool{"afterwards": true, "towards": true, "backwards": true, "forwards": true, "always": true,
	"sometimes": true, "nowadays": true, "overseas": true, "besides": true, "perhaps": true, "whereas": true,
	"downstairs": true, "upstairs": true, "indoors": true, "outdoors": true, "apiece": true, "hers": true, "ours": true,
	"yours": true, "theirs": true, "thus": true, "unless": true, "plus": true, "minus": true, "versus": true}

// phraseClosed reports whether a noun phrase ends before toks[n]: at
// the sentence's end, a function word or a closing mark.
func phraseClosed(toks []token, n int) bool {
	return n == len(toks) || stopNoun[toks[n].lower] || phraseEnd(toks[n].lower)
}

// abbreviation reports whether w is capitals joined by dots, as
// tokenize leaves "U.S." before its last dot ("U.S", "U.N", "E.U").
func abbreviation(w string) bool {
	if !strings.Contains(w, ".") {
		return false
	}
	for _, r := range w {
		if r != '.' && !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// modifiedNoun reports whether t is a noun that a noun before it may
// qualify: a lower-case plural, or one of the singular nouns news puts
// after "police" ("a police source", "police chief").
func modifiedNoun(t token) bool {
	if t.s != t.lower || stopNoun[t.lower] {
		return false
	}
	switch t.lower {
	case "source", "chief", "spokesman", "spokeswoman", "officer", "station", "force", "member", "commander", "car", "van":
		return true
	}
	return isPlural(t.lower) && !adjectiveLike(t.lower) && !auxVerbs[t.lower]
}

// partitiveDeterminers may open the whole of a partitive count ("90 of
// the 102 people", "five of its 13 plants").
var partitiveDeterminers = map[string]bool{"the": true, "those": true, "these": true, "its": true, "their": true,
	"his": true, "her": true, "our": true}

// partitive reads the thing a number after toks[:next] is a part of:
// "36 out of 64 districts", "three of eight charges", "90 of the 102
// people on board", and, with a determiner and no number, "65 of the sea
// turtles" (not "five of turtles", which is no English, nor "one of
// the victims": a count of one of a kind says little). It returns the
// head noun and its qualifier, and where the whole's number starts (-1
// when the whole is not counted).
func partitive(toks []token, next int, value float64) (head int, qual string, whole int, ok bool) {
	k := next
	switch {
	case k+1 < len(toks) && toks[k].lower == "out" && toks[k+1].lower == "of":
		k += 2
	case k < len(toks) && toks[k].lower == "of":
		k++
	default:
		return 0, "", -1, false
	}
	det := k < len(toks) && partitiveDeterminers[toks[k].lower]
	if det {
		k++
	}
	if k+1 < len(toks) && trimPossessive(toks[k].s) != toks[k].s && isNumberAt(toks, k+1) {
		k++ // "12 of the country's 28 provinces", "five of Iraq's 18 provinces": the owner's counted whole
	}
	if k >= len(toks) {
		return 0, "", -1, false
	}
	if _, n2, ok := parseNumber(toks, k); ok {
		head, qual, ok = countedNoun(toks, n2, value)
		return head, qual, k, ok
	}
	if !det || value < 2 {
		return 0, "", -1, false
	}
	head, qual, ok = countedNoun(toks, k, value)
	return head, qual, -1, ok
}

// participle reports whether a word may be a past participle after a
// noun ("the children killed in the attack", "the men held"): regular
// ones and the irregular ones of harm and arrest; "died" is none.
func participle(w string) bool {
	switch w {
	case "died":
		return false
	case "hurt", "held", "shot", "hit", "struck", "taken", "caught", "sent", "found":
		return true
	}
	return strings.HasSuffix(w, "ed")
}

// decades are the plural tens that, after a number word, name a decade.
var decades = map[string]bool{"twenties": true, "thirties": true, "forties": true, "fifties": true, "sixties": true,
	"seventies": true, "eighties": true, "nineties": true}

// partVerb returns the verb that opens the clause at toks[k], the
// predicate of a part of a count of people ("of whom pay for their own
// care", "of them have to pay", "of whom were disguised as women"), as
// the event of the part: the word itself, its "-s" cut, past "have to"
// and an auxiliary; "" where no lower-case word that may be a verb stands
// there.
func partVerb(toks []token, k int) string {
	for n := 0; k < len(toks) && n < 3; n++ {
		w := toks[k].lower
		if (w == "have" || w == "has" || w == "had") && k+1 < len(toks) && toks[k+1].lower == "to" {
			k += 2
			continue
		}
		if auxVerbs[w] || w == "was" || w == "is" || adverbs[w] {
			k++
			continue
		}
		break
	}
	if k >= len(toks) || !isLowerWord(toks[k].s) || len(toks[k].lower) < 3 || textproc.IsStopword(toks[k].lower) ||
		stopNoun[toks[k].lower] || numberWords[toks[k].lower] > 0 || !isWordRune([]rune(toks[k].s)[0]) {
		return ""
	}
	w := toks[k].lower
	if strings.HasSuffix(w, "ly") || strings.HasSuffix(w, "er") || w == "overnight" {
		return "" // "five of them fatally", "286 have higher education": no verb
	}
	if strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		w = w[:len(w)-1]
	}
	return w
}

// themWords refer back to the count just before: "ten of them", "two of
// whom were disguised as women", "20 million of which".
var themWords = map[string]bool{"them": true, "those": true, "whom": true, "which": true}

// partOfThem reads "ten of them", "six of those arrested", "two of
// whom": a part of the count just before it, in its sentence or the one
// before (before). The whole must be a count of people or things larger
// than the part. It returns the index of the word that refers back
// (themWords) and the whole, or nil.
func partOfThem(toks []token, next int, value float64, out []Quantity, before *Quantity) (int, *Quantity) {
	if next+1 >= len(toks) || toks[next].lower != "of" || !themWords[toks[next+1].lower] {
		return 0, nil
	}
	if toks[next+1].lower == "those" && next+2 < len(toks) {
		if _, _, ok := countedNoun(toks, next+2, value); ok {
			return 0, nil // "three of those cases": partitive reads it
		}
	}
	w := before
	if len(out) > 0 {
		w = &out[len(out)-1]
	}
	if w == nil || w.Thing == "" || !w.IsCount() || w.Part || w.Composite || w.Approx || w.Value <= value {
		return 0, nil
	}
	if r := toks[next+1].lower; r == "whom" && !w.Person || r == "which" && w.Person {
		return 0, nil // "whom" refers to people, "which" to things
	}
	return next + 1, w
}

// frontedPart returns the whole that the bare number at toks[i] is a
// part of in a sentence that opens with it: "Of the 10 cats and dogs
// whose deaths have been linked to the food, seven died", "Of the 162
// people who were injured, 76 remain hospitalized" (the first count of
// the opening phrase), "Of those, two have died" (the last count of the
// sentence before). The number must follow a comma after the phrase; the
// whole must be a count larger than it. Else nil.
func frontedPart(toks []token, i int, value float64, out []Quantity, before *Quantity) *Quantity {
	if len(toks) < 4 || toks[0].s != "Of" {
		return nil
	}
	k := i - 1
	for k > 0 && (approxBefore[toks[k].lower] || toks[k].lower == "than" || toks[k].lower == "only" || toks[k].lower == "just") {
		k--
	}
	if k < 2 || toks[k].s != "," {
		return nil
	}
	phraseEnd := slices.IndexFunc(toks, func(t token) bool { return t.s == "," }) // the opening phrase's comma
	var w *Quantity
	for n := range out {
		if out[n].End <= toks[phraseEnd].start {
			w = &out[n] // its first count
			break
		}
	}
	if w == nil && phraseEnd == 2 && (toks[1].lower == "those" || toks[1].lower == "these") {
		w = before
	}
	if w == nil || w.Thing == "" || !w.IsCount() || w.Part || w.Composite || w.Value <= value {
		return nil
	}
	return w
}

// isNumberAt reports whether toks[k] starts a number.
func isNumberAt(toks []token, k int) bool {
	_, _, ok := parseNumber(toks, k)
	return ok
}

// impliedPeople accepts a count with no noun that can only count people:
// a vague figure followed by "more" or "others" ("dozens more"); a
// number governed by a verb of harm, before it ("killing at least 80
// and wounding 200", "killed 67 of them") or after it ("60 dead and 150
// wounded"); or a number of "the death toll" ("took the death toll from
// the floods to 13"). ("65 of the young people died" is a part:
// partitive.) It returns the index of the count's last token.
func impliedPeople(toks []token, i, next int, q Quantity) (int, bool) {
	if next < len(toks) {
		w := toks[next].lower
		if w == "others" || w == "more" && !nounAfterMore(toks, next+1) {
			return next, true
		}
		ofOne := i >= 2 && toks[i-1].lower == "of" && ageNouns[toks[i-2].lower] // "a woman of 26 detained": her age
		if (harmAfter[w] || takenAfter[w]) && !ofOne && (next+1 == len(toks) || !nounAfterHarm(toks[next+1].lower)) {
			return next, true // "60 dead", "of the 12 arrested on Saturday"
		}
		if w == "into" && next+1 < len(toks) && toks[next+1].lower == "custody" {
			return i, true // "took 23 into custody"
		}
		if w == "who" && i > 0 && (toks[i-1].lower == "the" || toks[i-1].lower == "those") && q.Value > 1 {
			return next - 1, true // "the three who voted against the death penalty": people
		}
		// "about 180 were injured", "57 were in intensive care", "two
		// have died": a number as the subject of what befalls people
		if auxVerbs[w] && befallen(toks, next+1) != "" {
			return next - 1, true // its last word: "tens of thousands were left homeless"
		}
	}
	k := verbBefore(toks, i)
	if k >= 0 && k < i && harmBefore[toks[k].lower] && (next == len(toks) || !isWordRune([]rune(toks[next].s)[0]) || clauseGoesOn[toks[next].lower] || weekdays[toks[next].lower]) &&
		!ofThings(toks, next) {
		return i, true
	}
	if tollOf(toks, i) {
		return i, true
	}
	return 0, false
}

// ofThings reports whether toks[next:] name a whole of things that a
// count harmed is one of: "killed one of King's dogs", "damaged two of
// the ferry's boats", where "killing one of the soldiers" or "67 of
// them" are people.
func ofThings(toks []token, next int) bool {
	k := next + 1
	if next >= len(toks) || toks[next].lower != "of" || k >= len(toks) {
		return false
	}
	if partitiveDeterminers[toks[k].lower] {
		k++ // "of the ferry's boats"
	}
	if k < len(toks) && trimPossessive(toks[k].s) != toks[k].s {
		k++ // "of King's dogs"
	}
	if k >= len(toks) {
		return false
	}
	head, _, ok := countedNoun(toks, k, 2)
	if !ok {
		return false
	}
	noun := lemma(toks[head].lower)
	return !isPerson(noun) && !deathNouns[noun]
}

// nounAfterMore reports whether toks[k], after "N more", says that the
// figure is no count of people: a comparison ("13 more than Rodney
// King") or a noun that no rule counts ("one more time", "one more
// chance"). A function word, a verb of what befell them, an adverb, an
// adjective in "-less" or the end of the sentence leaves "more" its
// people ("29 more were killed", "two more in Taiwan", "left nearly 1
// million more homeless").
func nounAfterMore(toks []token, k int) bool {
	if k >= len(toks) {
		return false
	}
	w := toks[k].lower
	if w == "than" {
		return true
	}
	return isLowerWord(toks[k].s) && !stopNoun[w] && !clauseGoesOn[w] && !auxVerbs[w] && !harmAfter[w] && !takenAfter[w] && !strings.HasSuffix(w, "ly") && !strings.HasSuffix(w, "less")
}

// othersOf returns what "29 others" counts: people, where the count
// before it in its sentence counts people ("killed two bombers and
// injured 16 others" are no bombers, but people), else that count's
// thing ("two ships sank and three others were damaged"); "other",
// which is compared by value only, where the sentence has no count
// before it.
func othersOf(out []Quantity, sentStart int) (thing, qual string) {
	switch p := lastCount(out, sentStart); {
	case p == nil:
		return "other", ""
	case p.Person:
		return "people", ""
	default:
		return p.Thing, p.Qualifier
	}
}

// hadBefore returns the index of the "has", "have" or "had" whose
// object the count at toks[i] is ("who has three children"), or -1.
func hadBefore(toks []token, i int) int {
	if k := verbBefore(toks, i); k >= 0 && (toks[k].lower == "has" || toks[k].lower == "have" || toks[k].lower == "had") {
		return k
	}
	return -1
}

// lastCount returns the count out ends with where it is of the sentence
// that starts at sentStart, a count of something, else nil: the count a
// number with no noun of its own may take its noun from.
func lastCount(out []Quantity, sentStart int) *Quantity {
	if len(out) == 0 {
		return nil
	}
	if p := &out[len(out)-1]; p.SentStart == sentStart && p.IsCount() && p.Thing != "" {
		return p
	}
	return nil
}

// offspring are the nouns of a parent's children, as Quantity.Thing.
var offspring = map[string]bool{"child": true, "children": true, "son": true, "daughter": true, "grandchild": true,
	"kid": true, "grandson": true, "granddaughter": true}

// includedOf returns the count of the sentence that the number at
// toks[i:next] is a part of where "including" introduces it with no noun
// of its own, before "that", "who" or "which" ("including about
// 300,000 that made it onto shelves"), or "of which" or "of whom" does
// ("of which 75 are classed as rare"), or nil.
func includedOf(toks []token, i, next int, out []Quantity, sentStart int) *Quantity {
	j := approxStart(toks, i) - 1
	if j < 0 || next >= len(toks) {
		return nil
	}
	switch {
	case toks[j].lower == "including":
		switch toks[next].lower {
		case "that", "who", "which":
		default:
			return nil
		}
	case j >= 1 && toks[j-1].lower == "of" && (toks[j].lower == "which" || toks[j].lower == "whom"):
		// "146 plant species, of which 75 are rare", "of whom 12 were
		// children": a part of the count before
	default:
		return nil
	}
	return lastCount(out, sentStart)
}

// changedFrom returns the count a bare number at toks[i] is the new
// figure of, in a change told "from X to Y" ("rose from 23 to 41",
// "from 15 million viewers to just six million"): the sentence's last
// count, ending right before "to", after "from"; else nil.
func changedFrom(toks []token, i int, out []Quantity, sentStart int) *Quantity {
	k := i - 1
	if k > 0 && (toks[k].lower == "just" || toks[k].lower == "only" || approxBefore[toks[k].lower]) {
		k--
	}
	if k < 2 || toks[k].lower != "to" || len(out) == 0 {
		return nil
	}
	p := &out[len(out)-1]
	if p.SentStart != sentStart || p.End != toks[k-1].end || !p.IsCount() {
		return nil
	}
	f := slices.IndexFunc(toks, func(t token) bool { return t.start >= p.Start })
	if f < 1 || toks[f-1].lower != "from" {
		return nil
	}
	return p
}

// elidedOf returns the count of the sentence whose noun the number at
// toks[i:next] leaves out, or nil: a number after "and" (or a comma)
// followed by a place or time instead of a noun, as news gives one
// count in two places ("350 flights were called off at O'Hare and more
// than 150 at Midway"), or by "of" and what it is of, after a count
// that says what it is of too ("four charges of indecent assault and
// six of cruelty"). The count must be the sentence's last, a count
// of things or people (not a measure), at most a dozen words before.
func elidedOf(toks []token, i, next int, out []Quantity, sentStart int) *Quantity {
	if len(out) == 0 {
		return nil
	}
	if p := gappedOf(toks, i, next, out, sentStart); p != nil {
		return p
	}
	if next >= len(toks) {
		return nil
	}
	of := toks[next].lower == "of" // "four charges of indecent assault and six of cruelty"
	if !elisionPrepositions[toks[next].lower] && !of {
		return nil
	}
	if of && (next+1 >= len(toks) || !isLowerWord(toks[next+1].s) || partitiveDeterminers[toks[next+1].lower] || stopNoun[toks[next+1].lower] || toks[next+1].lower == "them") {
		return nil
	}
	k := i - 1
	for k > 0 && (approxBefore[toks[k].lower] || toks[k].lower == "than") {
		k--
	}
	if k < 0 || toks[k].lower != "and" && toks[k].s != "," {
		return nil
	}
	last := len(out) - 1
	for of && last > 0 && !out[last].IsCount() && out[last].SentStart == sentStart {
		last-- // "six charges of racial remarks to Roy Carr, 26, and two of ill treatment"
	}
	reach := 12 // words between the count and this number
	if of {
		reach = 16 // what the count is of comes between
	}
	p := countWithin(toks, out[:last+1], sentStart, k, reach)
	if p == nil {
		return nil
	}
	if of {
		// the count before must be "N <noun> of …" too
		j := slices.IndexFunc(toks, func(t token) bool { return t.start >= p.End })
		if j < 0 || toks[j].lower != "of" {
			return nil
		}
	}
	return p
}

// gappedOf returns the count of the sentence whose noun and verb a number
// closing a clause leaves out after another subject ("Hard-liners won 54
// places ... and the moderates only 13", "the army sent 500 troops and
// the police 300"), or nil: the number ends its clause, a subject of one
// to three words (and "only" or "just") stands between it and "and",
// "but" or "while", and the count before is the sentence's last, a
// count of things or people at most a dozen words before.
func gappedOf(toks []token, i, next int, out []Quantity, sentStart int) *Quantity {
	if !closesClause(toks, next) {
		return nil
	}
	k := approxStart(toks, i) - 1
	if k > 0 && (toks[k].lower == "only" || toks[k].lower == "just") {
		k--
	}
	subject := 0
	for ; k > 0 && subject < 3; k-- {
		w := toks[k].lower
		if w == "and" || w == "but" || w == "while" {
			break
		}
		if r, _ := utf8.DecodeRuneInString(toks[k].s); !isWordRune(r) || isNumberAt(toks, k) || auxVerbs[w] || isVerbs[w] || w == "has" || adjectiveLike(w) ||
			w != "the" && textproc.IsStopword(w) || strings.HasSuffix(w, "s") && !isPlural(w) && isLowerWord(toks[k].s) {
			return nil // a verb or a word of its phrase: "hijacked nearly 40", "Oler has two", "wound up at 40-42"
		}
		subject++
	}
	if subject == 0 || k <= 0 || toks[k].lower != "and" && toks[k].lower != "but" && toks[k].lower != "while" {
		return nil
	}
	return countWithin(toks, out, sentStart, k, 12)
}

// objectOf returns the count of the sentence whose noun a number
// closing a clause leaves out after its own verb, and that verb's
// index, or nil: "pirates have attacked nearly 100 vessels ... and
// hijacked nearly 40", "fired at least 69", "displacing another three
// million". The verb is a participle or past form ("-ed", "-ing") right
// after "and", before the number and the words that make it vague; the
// count before is the sentence's last, a count of things or people at
// most a dozen words before.
func objectOf(toks []token, i, next int, out []Quantity, sentStart int) (*Quantity, int) {
	if len(out) == 0 || !closesClause(toks, next) {
		return nil, -1
	}
	k := verbBefore(toks, i) // past "at least", "nearly"
	if k > 0 && (toks[k].lower == "another" || toks[k].lower == "other") {
		k--
	}
	if k < 1 || toks[k-1].lower != "and" || !isLowerWord(toks[k].s) || !strings.HasSuffix(toks[k].lower, "ed") && !strings.HasSuffix(toks[k].lower, "ing") {
		return nil, -1
	}
	if p := countWithin(toks, out, sentStart, k, 12); p != nil {
		return p, k
	}
	return nil, -1
}

// closesClause reports whether the number ending before toks[next] ends
// its clause: the sentence's end, or a mark.
func closesClause(toks []token, next int) bool {
	return next >= len(toks) || toks[next].s == "." || toks[next].s == "," || toks[next].s == ";"
}

// countWithin returns the last of the counts read so far, out, where it
// is a count of things or people of the sentence at sentStart (no part
// or total of a breakdown) ending at most reach words before toks[k]:
// the count whose noun a number after it leaves out (elidedOf, gappedOf,
// objectOf); nil otherwise.
func countWithin(toks []token, out []Quantity, sentStart, k, reach int) *Quantity {
	p := &out[len(out)-1]
	if p.SentStart != sentStart || !p.IsCount() || p.Part || p.Composite || p.Thing == "" || p.End < toks[max(0, k-reach)].start {
		return nil
	}
	return p
}

// runningTotal reads the number at toks[i] as a total: one brought to it
// ("bringing the total to 40", "raising the number of arrests to 17",
// "took the tally of dead to 85"), or what "the number of" something
// is, rose to or reached ("the number of Indonesian troops in East
// Timor was more than 20,000"). It is of what "of" names (qual the
// name that narrows it), people where that names them by what befell
// them (event), else of the count before it in its sentence (of, whose
// noun, name and event it takes). found is false for any other number.
func runningTotal(toks []token, i int, out []Quantity, sentStart int) (thing, qual, event string, of *Quantity, found bool) {
	j := approxStart(toks, i) - 1 // the word before the figure and its vagueness
	if j < 3 || i+1 < len(toks) && comparatives[toks[i+1].lower] {
		return "", "", "", nil, false // "the number of deaths is 29 more than last winter's"
	}
	to := toks[j].lower == "to"
	if !to && !isVerbs[toks[j].lower] && !(toks[j].lower == "at" && toks[j-1].lower == "stood") {
		return "", "", "", nil, false
	}
	verb := j - 1 // the word before "to": "rose to", "bringing the total to"
	if to && j >= 5 && isNumberAt(toks, j-1) && toks[j-2].lower == "from" {
		// "the number of seats rose from 65 to 125", "raise the number
		// of seats from 65 to 125": the figure it came to, past the one
		// it came from
		j -= 2
		verb = j - 1
	}
	h, ofAt := -1, -1
	if to && raisingVerbs[toks[verb].lower] {
		// "bringing to 10 the number of Israelis who have been killed":
		// the total named after the figure
		k := i + 1
		if k < len(toks) && toks[k].lower == "the" {
			k++
			if k+1 < len(toks) && isLowerWord(toks[k].s) && totalWords[toks[k+1].lower] {
				k++ // "the total number", "the official tally"
			}
			if k+1 < len(toks) && totalWords[toks[k].lower] && toks[k+1].lower == "of" {
				return totalOfWhat(toks, k+1, len(toks))
			}
		}
	}
	for k := j - 1; k >= max(1, j-9); k-- {
		if totalWords[toks[k].lower] {
			h = k
			break
		}
		if toks[k].lower == "of" {
			ofAt = k
		}
		if clauseBreak(toks[k:k+1]) || isNumberAt(toks, k) {
			return "", "", "", nil, false
		}
	}
	if h < 0 || ofAt >= 0 && ofAt != h+1 {
		return "", "", "", nil, false
	}
	the := h - 1
	if the > 1 && toks[the].lower != "the" && isLowerWord(toks[the].s) {
		the-- // "the total number", "the official tally"
	}
	if toks[the].lower != "the" {
		return "", "", "", nil, false
	}
	// "bringing the total to": a verb that raises it; "the number of
	// troops was", "the number of dead rose to": the total is the subject
	raised := to && the >= 1 && raisingVerbs[toks[the-1].lower]
	subject := ofAt > 0 && (!to || risingVerbs[toks[verb].lower])
	if !raised && !subject {
		return "", "", "", nil, false
	}
	if ofAt > 0 { // what the total is of
		return totalOfWhat(toks, ofAt, j)
	}
	for last := len(out) - 1; last >= 0 && out[last].SentStart == sentStart; last-- {
		if p := &out[last]; p.IsCount() && !p.Composite && p.Thing != "" {
			return p.Thing, p.Qualifier, p.Role, p, true
		}
	}
	return "", "", "", nil, false
}

// totalOfWhat returns what a running total whose "of" is at toks[ofAt]
// counts, its noun ending before toks[end]: people by what befell them
// ("the number of dead", "of arrests"), else its noun ("the number of
// Indonesian troops").
func totalOfWhat(toks []token, ofAt, end int) (thing, qual, event string, of *Quantity, found bool) {
	w := toks[ofAt+1].lower
	switch {
	case w == "dead" || deathNouns[lemma(w)] || w == "victims":
		return "people", "", "killed", nil, true
	case w == "injured" || w == "wounded":
		return "people", "", "injured", nil, true
	case strings.HasPrefix(w, "arrest") || w == "detained" || w == "detainees":
		return "people", "", "arrested", nil, true
	case w == "missing":
		return "people", "", "missing", nil, true
	}
	head, q, ok := countedNoun(toks, ofAt+1, 2)
	if !ok || head >= end {
		return "", "", "", nil, false
	}
	thing = lemma(toks[head].lower) // "the number of Indonesian troops"
	if w := toks[head].s; !isLowerWord(w) && len(w) > 3 && nationality(w[:len(w)-1]) {
		thing, q = "people", w[:len(w)-1] // "the number of Israelis", as "21 Israelis" are read
	}
	if head+1 < len(toks) && toks[head+1].lower == "who" {
		// "the number of Israelis who have been killed": what befell them
		for k := head + 2; k < len(toks) && k <= head+5; k++ {
			if harmAfter[toks[k].lower] || takenAfter[toks[k].lower] {
				event = cueRole(toks, k)
				break
			}
		}
	}
	return thing, q, event, nil, true
}

// comparatives after a number make it a difference, not a total.
var comparatives = map[string]bool{"more": true, "fewer": true, "less": true, "higher": true, "lower": true, "times": true}

// totalWords name a running total; raisingVerbs bring one to a figure;
// risingVerbs and isVerbs say what it is or has come to.
var (
	totalWords   = map[string]bool{"total": true, "number": true, "tally": true, "count": true, "toll": true}
	raisingVerbs = map[string]bool{"bringing": true, "brought": true, "brings": true, "raising": true, "raised": true, "raise": true, "raises": true,
		"taking": true, "took": true, "pushing": true, "pushed": true, "lifting": true, "lifted": true, "putting": true}
	risingVerbs = map[string]bool{"rose": true, "risen": true, "rises": true, "climbed": true, "jumped": true, "grew": true,
		"increased": true, "fell": true, "dropped": true, "soared": true}
	isVerbs = map[string]bool{"was": true, "is": true, "reached": true, "hit": true, "exceeded": true, "topped": true,
		"stood": true, "stands": true}
)

// elisionPrepositions may follow a number whose noun is left out
// (elidedOf).
var elisionPrepositions = map[string]bool{"at": true, "in": true, "on": true, "from": true}

// tollOf reports whether the number at toks[i] is a toll's: "the death
// toll rose to 13", "a death toll of 20", "the toll stood at 40", "death
// toll over cyclone in Bangladesh has risen to 163" (at most tollReach
// words between, none a clause break nor a number but a duration's, the
// span the toll covers: "the death toll from almost three weeks of
// sub-zero temperatures has reached 83").
func tollOf(toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-tollReach; k-- {
		if toks[k].lower == "toll" {
			return true
		}
		if clauseBreak(toks[k:k+1]) || isNumberAt(toks, k) && !(k+1 < i && durations[lemma(toks[k+1].lower)] != "") {
			return false // a duration is the toll's span: "the toll from three weeks of frost"
		}
	}
	return false
}

// predicateNoun returns the index of the plural noun that a number
// without one is said to be, its verb at toks[next] ("four were
// children", "11 are hard-liners and four are moderates", "Two are
// believed to be independents", "three were Americans", "two were young
// women"), or -1. A word of what befell them ("four were killed") is no
// noun; impliedPeople reads it.
func predicateNoun(toks []token, next int) int {
	k := next
	if k+1 >= len(toks) || toks[k].lower != "are" && toks[k].lower != "were" {
		return -1
	}
	k++
	if k+3 < len(toks) && beliefVerbs[toks[k].lower] && toks[k+1].lower == "to" && toks[k+2].lower == "be" {
		k += 3 // "are believed to be", "were said to be"
	}
	for end := min(k+2, len(toks)); k < end; k++ {
		w := toks[k]
		if r, _ := utf8.DecodeRuneInString(w.s); unicode.IsUpper(r) {
			if len(w.s) > 3 && strings.HasSuffix(w.s, "s") && nationality(w.s[:len(w.s)-1]) {
				return k // "three were Americans"
			}
			return -1
		}
		if !isLowerWord(w.s) || textproc.IsStopword(w.lower) {
			return -1
		}
		if l := lemma(w.lower); l != w.lower && (isPerson(l) || isPlural(w.lower) && !adjectiveLike(w.lower)) {
			return k
		}
		if !adjectiveLike(w.lower) {
			return -1 // one word that describes the noun, no more: "two were young women"
		}
	}
	return -1
}

// beliefVerbs say what a number of people are held to be: "are believed
// to be independents".
var beliefVerbs = map[string]bool{"believed": true, "thought": true, "said": true, "reported": true, "known": true, "understood": true}

// tollReach is how many tokens before a figure tollOf looks for "toll".
const tollReach = 12

// verbBefore returns the index of the word before the count at toks[i]
// and the words that make it vague: the verb of "killing at least 80",
// "wounding more than 200".
func verbBefore(toks []token, i int) int {
	k := i - 1
	for k > 0 && approxBefore[toks[k].lower] || k > 1 && toks[k].lower == "least" && toks[k-1].lower == "at" {
		if toks[k].lower == "least" {
			k--
		}
		k--
	}
	return k
}

// harmedOf returns the count whose people a bare number after a
// participle of harm counts: the one ending right before the comma that
// opens the participle's clause ("shot 10 girls, killing five", "hit 40
// villagers, injuring 12").
func harmedOf(toks []token, i int, before []Quantity) (Quantity, bool) {
	k := verbBefore(toks, i)
	if k < 2 || !strings.HasSuffix(toks[k].lower, "ing") || !harmBefore[toks[k].lower] || toks[k-1].s != "," || len(before) == 0 {
		return Quantity{}, false
	}
	p := before[len(before)-1]
	if !p.Person || p.End != toks[k-2].end {
		return Quantity{}, false
	}
	return p, true
}

// livesVerb are the words before "lives" that make it a verb: "who
// lives", "she still lives".
var livesVerb = map[string]bool{"who": true, "he": true, "she": true, "it": true, "that": true, "now": true, "still": true,
	"also": true, "currently": true}

// deathNouns count people killed.
var deathNouns = map[string]bool{"death": true, "live": true, "fatality": true}

// harmBefore are verbs whose object, a bare number, counts people.
var harmBefore = map[string]bool{"killing": true, "injuring": true, "wounding": true, "kills": true, "killed": true,
	"injured": true, "wounded": true, "arrested": true, "rescued": true, "evacuated": true, "injures": true,
	"wounds": true, "claimed": true, "claiming": true}

// clauseGoesOn are words that may follow "killed 60" when 60 is the
// number of people killed ("killed 60 and injured 162", "wounding 200 in
// the city"), unlike "killed 2 km away".
var clauseGoesOn = map[string]bool{"and": true, "in": true, "of": true, "on": true, "at": true, "as": true,
	"after": true, "while": true, "including": true, "during": true, "when": true, "across": true, "since": true,
	"so": true, "but": true, "before": true, "with": true,
	// a time: "killed 13 last November", "killed 40 yesterday"
	"last": true, "this": true, "yesterday": true, "today": true, "overnight": true, "earlier": true}

// harmAfter are words that, right after a bare number, say what
// happened to that many people ("60 dead", "150 wounded", "only 1,376
// survived", "4.5 million affected").
var harmAfter = map[string]bool{"dead": true, "killed": true, "wounded": true, "injured": true, "hurt": true,
	"missing": true, "died": true, "dying": true, "survived": true, "affected": true,
	"stranded": true, "marooned": true, "trapped": true}

// takenAfter are the participles of arrest and rescue that, after a
// bare number, make it a count of people as harmAfter's do ("the 12
// arrested", "15 evacuated").
var takenAfter = map[string]bool{"arrested": true, "detained": true, "rescued": true, "evacuated": true}

// auxVerbs are the verbs between a bare number and what befell it.
var auxVerbs = map[string]bool{"were": true, "are": true, "have": true, "had": true, "remain": true, "remained": true}

// befallen returns the role of what toks[k:] say befell people — a
// participle of harm, arrest or rescue, or care in hospital, past a few
// adverbs ("were still missing", "have been killed", "were in critical
// condition") — or "".
func befallen(toks []token, k int) string {
	for n := 0; k < len(toks) && n < 3; n++ {
		w := toks[k].lower
		switch {
		case harmAfter[w] || takenAfter[w] || w == "unaccounted":
			return cueRole(toks, k)
		case w == "hospitalized" || w == "hospitalised":
			return "in hospital"
		case w == "found" && k+1 < len(toks) && (toks[k+1].lower == "alive" || toks[k+1].lower == "dead"):
			return cueRole(toks, k+1) // "nearly 200 have been found alive", "two were found dead"
		case w == "left" && k+1 < len(toks) && toks[k+1].lower == "homeless":
			return cueRole(toks, k+1) // "tens of thousands were left homeless"
		case w == "in":
			for j := k + 1; j < len(toks) && j <= k+3; j++ {
				if lw := toks[j].lower; strings.HasPrefix(lw, "hospital") || lw == "critical" || lw == "intensive" || lw == "serious" || lw == "stable" {
					return "in hospital"
				}
			}
			return ""
		case w == "still" || w == "also" || w == "later" || w == "been" || w == "all" || w == "reported" || w == "confirmed" || w == "believed" || w == "now" ||
			len(w) > 4 && strings.HasSuffix(w, "ly") && !harmAfter[w]: // "190 were seriously injured"
			k++
		default:
			return ""
		}
	}
	return ""
}

// nounAfterHarm reports a word after "20 injured" that makes the number
// count something else ("20 injured horses" is found as horses).
func nounAfterHarm(w string) bool {
	return isPlural(w) && !stopNoun[w]
}

// qualifierBefore returns the proper name standing right before the
// number, or before a collective noun right before it ("cost Hezbollah
// 11 fighters", "the Syrian army seven soldiers"), or "".
func qualifierBefore(toks []token, i int) string {
	k := i - 1
	if k >= 0 && collectives[toks[k].lower] {
		k--
	}
	if k <= 0 {
		return ""
	}
	w := toks[k].s
	if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) && !textproc.IsStopword(strings.ToLower(w)) {
		return w
	}
	return ""
}

// collectives are nouns for a body of people that a name qualifies.
var collectives = map[string]bool{"army": true, "forces": true, "military": true, "side": true, "police": true,
	"government": true, "troops": true, "group": true, "militia": true}

// usDollars returns the index of "dollars" when toks from k say "U.S.
// dollars" or "US dollars", as news agencies write money ("1 million
// U.S. dollars"); else k.
func usDollars(toks []token, k int) int {
	switch {
	case k+2 < len(toks) && toks[k].lower == "u.s" && toks[k+1].s == "." && strings.HasPrefix(toks[k+2].lower, "dollar"):
		return k + 2
	case k+1 < len(toks) && toks[k].lower == "us" && strings.HasPrefix(toks[k+1].lower, "dollar"):
		return k + 1
	}
	return k
}

// sizeModifier reports whether w is a number joined to a singular noun,
// a modifier that sizes what follows ("27-foot", "10-year").
func sizeModifier(w string) bool {
	num, unit, found := strings.Cut(w, "-")
	if !found || isPlural(unit) {
		return false
	}
	_, ok := wordValue(num)
	return ok
}

// byValueUnit returns the thing of a duration, a distance or money of nothing
// named whose number ends before toks[head], its unit ("five
// years", "3 miles long"), or "". "Three years ago" is a date, "42 years
// old" an age, "55 miles west of Philadelphia" a distance from a place
// (age.go).
func byValueUnit(toks []token, head int) string {
	if head >= len(toks) {
		return ""
	}
	if sizeModifier(toks[head].lower) {
		return "" // "two 27-foot boats", "three 10-year sentences": a size of what is counted, not the count's unit
	}
	u := lemma(toks[head].lower)
	if a, b, found := strings.Cut(u, "-"); found && scales[a] > 0 && currencyWord(b) {
		u = b // "130 million-dollar": dollars, the scale read with the number
	}
	after := ""
	if head+1 < len(toks) {
		after = toks[head+1].lower
	}
	if d := durations[u]; d != "" {
		if after == "ago" || after == "old" {
			return ""
		}
		if head >= 1 && agedBefore(toks, head-1) >= 0 {
			return "" // "Harry aged only eight weeks": an age (age.go's agedPhrase)
		}
		return d
	}
	if d := distanceUnit(toks, head); d != "" {
		if placeAfter(toks, head+1) != "" || head >= 1 && depthBefore(toks, head-1) {
			return "" // a distance from a place, or a depth (age.go)
		}
		return d
	}
	if c := currencyNames[u]; c != "" {
		return c // "2 million yuan"
	}
	if t := techUnits[u]; t != "" {
		return t // "16 GB", "a 3.2 megapixel camera"
	}
	switch u {
	case "kg", "kgs", "kilogram", "kilogramme", "kilo":
		if after != "of" && !strings.Contains(toks[head].lower, "-") { // "500 kilograms of explosives" is an amount (measure.go)
			return thingKilograms // "the 4kg plane", "it weighed 12 kilograms"
		}
	case "degree":
		if !strings.Contains(toks[head].lower, "-") { // "three first-degree murder charges" count charges
			return thingDegrees // "turned 270 degrees" (with Celsius or Fahrenheit, temperatureAt's)
		}
	case "foot", "feet":
		return "feet"
	case "inch", "inches":
		return "inches" // "Madison got 15.2 inches Wednesday"
	case "metre", "meter":
		return "metres"
	case "centimetre", "centimeter":
		return "centimetres"
	case "m":
		// "19,356 feet (5,900 m)", "the 26,291-foot (8,013 m) peak": in
		// the brackets of a figure in feet, "m" is metres (elsewhere it
		// is as often millions or a time of day)
		if head >= 3 && toks[head-2].s == "(" && (strings.Contains(toks[head-3].lower, "feet") || strings.Contains(toks[head-3].lower, "foot")) {
			return "metres"
		}
	case "dollar":
		return "dollars" // "420.7 million dollars": money of nothing named (measure.go's money)
	case "euro":
		return "euros"
	case "pound":
		if head > 0 && scales[toks[head-1].lower] >= 1e6 {
			return "pounds" // "896 million pounds" is money; "200 pounds" may be a weight
		}
		if weighed(toks, head) {
			return thingWeight // "it weighs 17 pounds", "weighing about 200 pounds"
		}
	case "stone":
		// a body's weight: "lost three stone", "weighs about 11 stones"
		// (not "threw 20 stones")
		if toks[head].lower == "stone" || weighed(toks, head) {
			return thingStone
		}
	case "time":
		return "times" // "three times the legal limit", "shot three times"
	case "barrel", "gallon", "liter", "litre", "ton", "tonne":
		// "66,000 barrels", "an estimated 10,500 tons": an amount whose
		// noun is left out, compared as amounts are (measure.go)
		return bareAmounts[u]
	case "won":
		if head > 0 && (scales[toks[head-1].lower] > 0 || strings.Contains(toks[head-1].lower, "-")) {
			return "won" // "73.5 billion won", "44.3-billion won": Korea's money, not a victory
		}
	}
	return ""
}

// weighed reports whether the count of the unit at toks[head] follows a
// form of "weigh", with an approximation between or not: "weighs 17
// pounds", "weighing about 11 stones", "weighing in at 6.6 pounds", "a
// weight of 6.6 pounds".
func weighed(toks []token, head int) bool {
	if head < 2 {
		return false
	}
	k := head - 2
	if approxBefore[toks[k].lower] && k > 0 {
		k--
	}
	if (toks[k].lower == "just" || toks[k].lower == "only") && k > 0 {
		k-- // "will weigh just 4.5 pounds"
	}
	if k >= 2 && toks[k].lower == "at" && toks[k-1].lower == "in" {
		k -= 2 // "weighing in at 6.6 pounds"
	}
	return strings.HasPrefix(toks[k].lower, "weigh") || toks[k].lower == "of" && k > 0 && toks[k-1].lower == "weight" // "an overall weight of 6.6 pounds"
}

// currencyWord reports whether w, after a scale and a hyphen ("million-
// dollar", "billion-euro"), names a currency.
func currencyWord(w string) bool {
	return w == "dollar" || w == "euro" || w == "pound" || currencyNames[w] != ""
}

// compoundUnit returns the thing of an area, a volume, a weight or a
// currency whose unit is two words starting at toks[k] ("square miles",
// "cubic meters", "sq km", "metric tons", "Swiss francs"), compared by
// value like other measures, or "".
func compoundUnit(toks []token, k int) string {
	if k+1 >= len(toks) {
		return ""
	}
	pair := [2]string{toks[k].lower, lemma(toks[k+1].lower)}
	if c := nationalCurrencies[pair]; c != "" {
		return c // "385 million Swiss francs"
	}
	return compoundUnits[pair]
}

// compoundUnits are the two-word units compoundUnit reads, by their
// first word and the lemma of their second, with their things.
var compoundUnits = func() map[[2]string]string {
	length := map[string]string{"metre": "metres", "meter": "metres", "m": "metres", "foot": "feet", "feet": "feet",
		"mile": "miles", "kilometre": "kilometres", "kilometer": "kilometres", "km": "kilometres", "yard": "yards"}
	m := map[[2]string]string{{"metric", "ton"}: "tonnes", {"metric", "tonne"}: "tonnes", {"nautical", "mile"}: thingNauticalMiles}
	for w, unit := range length {
		m[[2]string{"square", w}] = "square " + unit
		m[[2]string{"sq", w}] = "square " + unit
		m[[2]string{"cubic", w}] = "cubic " + unit
	}
	return m
}()

// notCounted are nouns whose numbers are measures or durations, not
// counts of things that happened.
var notCounted = map[string]bool{"year": true, "month": true, "week": true, "day": true, "hour": true, "minute": true,
	"second": true, "decade": true, "century": true, "generation": true, "time": true, "percent": true, "point": true,
	"metre": true, "meter": true, "kilometre": true, "kilometer": true, "mile": true, "foot": true, "feet": true,
	"inch": true, "centimetre": true, "centimeter": true, "kilogram": true, "pound": true, "ton": true, "tonne": true, "degree": true, "dollar": true,
	"euro": true, "cent": true,
	// a player's statistics (stat.go)
	"rebound": true, "assist": true, "pointer": true, "touchdown": true, "goal": true}

// nationality reports whether a word is a nationality adjective
// ("Lebanese", "Syrian"), which qualifies a noun, or the singular of a
// people's name the suffixes miss ("Serb", "Jew": peoples).
func nationality(w string) bool {
	return strings.HasSuffix(w, "ese") || strings.HasSuffix(w, "ian") || strings.HasSuffix(w, "ish") || strings.HasSuffix(w, "an") || strings.HasSuffix(w, "i") ||
		textproc.InLower(peoples, w)
}

// peoples are the nations and faiths whose names the suffixes of
// nationality miss ("thousands of Serbs, Jews and Gypsies").
var peoples = map[string]bool{"serb": true, "croat": true, "jew": true, "kurd": true, "arab": true, "turk": true,
	"greek": true, "pole": true, "swede": true, "dane": true, "finn": true, "thai": true, "muslim": true, "hindu": true,
	"sikh": true, "briton": true, "scot": true, "czech": true, "slovak": true, "uzbek": true, "tajik": true, "shiite": true,
	"gypsie": true, "bosniak": true, "chechen": true, "filipino": true, "basque": true, "catholic": true, "protestant": true,
	"buddhist": true, "copt": true, "tamil": true, "hutu": true, "tutsi": true, "uighur": true, "uyghur": true,
	"swiss": true, "french": true, "dutch": true, "welsh": true, "turkmen": true, "kazakh": true, "kyrgyz": true,
	"pashtun": true, "baloch": true, "druze": true, "rohingya": true, "maasai": true, "zulu": true, "berber": true,
	"tuareg": true, "kosovar": true, "montenegrin": true, "alawite": true, "maronite": true, "bedouin": true}

// menDemonym returns the nation of a people's name in "-men"
// ("Frenchmen": "French", "Englishmen", "Scotsmen": "Scots"), capitalized
// as such names are.
func menDemonym(w string) (string, bool) {
	if len(w) < 6 || !strings.HasSuffix(w, "men") || !unicode.IsUpper(rune(w[0])) {
		return "", false
	}
	stem := w[:len(w)-3]
	if nationality(stem) || strings.HasSuffix(stem, "s") && textproc.InLower(peoples, stem[:len(stem)-1]) {
		return stem, true
	}
	return "", false
}

func isPlural(w string) bool {
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is") ||
		len(w) == 3 && shortPlurals[w]
}

// shortPlurals are plurals of three letters ("three ads"), which the
// rule of isPlural, made for longer words ("gas", "bus", "has"), leaves out.
var shortPlurals = map[string]bool{"ads": true, "pcs": true, "cds": true, "tvs": true}

// adjectiveLike reports words that stand between a number and its noun
// without being the noun.
func adjectiveLike(w string) bool {
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "al") || strings.HasSuffix(w, "ous") ||
		strings.HasSuffix(w, "ive") || strings.HasSuffix(w, "ful") || strings.HasSuffix(w, "less") || otherAdjectives[w]
}

var otherAdjectives = map[string]bool{"other": true, "more": true, "new": true, "small": true, "large": true, "old": true,
	"young": true, "armed": true, "foreign": true, "local": true, "senior": true, "top": true, "former": true, "unarmed": true,
	"innocent": true, "dead": true, "suspected": true, "alleged": true, "civilian": false}

// stopNoun are words that end the search for a counted noun.
var stopNoun = map[string]bool{"the": true, "a": true, "an": true, "and": true, "or": true, "to": true, "in": true,
	"on": true, "at": true, "by": true, "for": true, "from": true, "with": true, "was": true, "were": true, "is": true,
	"are": true, "had": true, "has": true, "have": true, "said": true, "that": true, "who": true, "which": true,
	"its": true, "his": true, "her": true, "their": true, "this": true, "these": true, "those": true, "as": true,
	"per": true, "percent": true, "times": true, "than": true, "of": true}

// sexNouns are plurals of people that may only say the sex or age of
// the people a plural after them counts ("women patients", "boy
// soldiers").
var sexNouns = map[string]bool{"women": true, "men": true, "girls": true, "boys": true, "children": true}

// personNouns are the lemmas of nouns that count people.
var personNouns = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`people person militant civilian fighter soldier troop policeman police officer
		passenger crew child woman man student worker member resident migrant refugee victim survivor protester
		demonstrator prisoner captive hostage journalist rebel insurgent jihadist guard pilgrim tourist patient doctor
		nurse firefighter rescuer official employee staff personnel citizen national villager miner sailor diver
		evacuee casualty family adult teenager boy girl baby infant spectator fan player voter delegate lawmaker
		senator suspect detainee inmate gunman attacker bomber terrorist commander agent marine airman pilot
		coastguard volunteer customer user worshipper parishioner student teacher athlete candidate
		shopper passerby passersby bystander pedestrian driver motorist assailant farmer relative neighbor neighbour
		witness settler pupil mourner onlooker commuter traveler traveller`) {
		personNouns[w] = true
	}
	for _, w := range strings.Fields(`peacekeeper defendant activist dissident lawyer judge juror cleric priest
		monk nun trooper guardsman sergeant recruit cadet veteran serviceman militiaman policewoman fireman
		crewman seaman fisherman smuggler poacher trafficker kidnapper robber captor diplomat legislator
		congressman scientist researcher engineer investor shareholder pensioner homeowner tenant worshiper
		protestor climber hiker swimmer laborer labourer applicant pirate brigand raider hijacker bandit
		looter rioter thief burglar mugger wife husband midwife housewife
		leader brother sister son daughter mother father parent sibling cousin grandchild kid youngster
		foreigner informant visitor viewer listener dealer musician singer actor classmate teammate coworker
		magistrate lord peer prosecutor opponent participant follower supporter campaigner winner victor mobster
		gangster reporter defender inhabitant perpetrator believer manager president minister adviser advisor
		accuser jogger donor politician investigator commissioner executive organizer responder nominee
		director biologist observer partner subscriber accountant builder paramedic medic surgeon physician
		contractor servant envoy ambassador inspector representative contestant finalist immigrant defector
		convict offender spokesman coach owner occupant author writer artist expert analyst economist
		professor teacher graduate mayor governor councillor councilman friend colleague companion
		boyfriend girlfriend fiance fiancee acquaintance general admiral colonel corporal marshal cardinal
		dictator criminal rival individual`) {
		countedPeople[w] = true
	}
}

// offenders are the people counted whose capture is an arrest: the navy
// that "captured 23 pirates" and the one that "arrested 23 pirates" tell
// one fact, where rebels who captured 12 soldiers took hostages.
var offenders = map[string]bool{"suspect": true, "pirate": true, "brigand": true, "raider": true, "hijacker": true,
	"bandit": true, "looter": true, "rioter": true, "gunman": true, "attacker": true, "bomber": true, "terrorist": true,
	"militant": true, "insurgent": true, "rebel": true, "smuggler": true, "poacher": true, "trafficker": true,
	"kidnapper": true, "robber": true, "assailant": true, "fugitive": true, "escapee": true, "thief": true, "burglar": true}

// countedPeople are more nouns that count people ("29 defendants",
// "three U.N. peacekeepers", "two gunmen"), besides personNouns; age.go
// does not take them for the role an age after "the" is of (the
// 29-year-old defendant is whoever the story named).
var countedPeople = map[string]bool{}

// isPerson reports whether a noun's lemma counts people.
func isPerson(l string) bool { return personNouns[l] || countedPeople[l] }

// pluralPeople reports whether the lower-case word w is a plural noun of
// people ("suspects", "men", "police").
func pluralPeople(w string) bool {
	l := lemma(w)
	return isPerson(l) && (l != w || invariantPlural[w])
}

// invariantThings are nouns of things and animals whose plural is the
// singular ("259 sheep and 15 cattle", "two aircraft").
var invariantThings = map[string]bool{"sheep": true, "cattle": true, "deer": true, "fish": true, "livestock": true,
	"poultry": true, "aircraft": true, "salmon": true, "swine": true, "bison": true, "elk": true, "moose": true,
	"apparatus": true, "spacecraft": true, "hovercraft": true, "series": true, "species": true}

// invariantPlural are person nouns whose plural is the singular.
var invariantPlural = map[string]bool{"people": true, "police": true, "crew": true, "staff": true, "personnel": true}

// lemma returns the singular of a plural noun, under the word its thing
// is grouped by (sameThing).
func lemma(w string) string {
	w = trimPossessive(w) // "eight people's lives": people
	if _, last, ok := strings.Cut(w, "-"); ok && len(last) > 3 && !strings.ContainsAny(last, "-0123456789") {
		w = last // "party-arrangers" count arrangers
	}
	one := singular(w)
	if s, ok := sameThing[one]; ok {
		return s
	}
	return one
}

// singular returns the singular of a plural noun.
func singular(w string) string {
	switch w {
	case "people", "persons":
		return "people"
	case "children":
		return "child"
	case "men":
		return "man"
	case "women":
		return "woman"
	case "policemen":
		return "policeman"
	case "policewomen":
		return "policewoman"
	case "families":
		return "family"
	case "casualties":
		return "casualty"
	case "houses", "house", "homes":
		return "home" // one thing, two words
	case "kids":
		return "child"
	case "grandchildren", "grandkids":
		return "grandchild"
	}
	if strings.HasSuffix(w, "men") && isPerson(w[:len(w)-3]+"man") {
		return w[:len(w)-3] + "man" // "gunmen", "militiamen", "fishermen"
	}
	switch {
	case !isPlural(w) || invariantThings[w]:
		return w // "series", "species" are their own singular
	case ieNouns[w[:len(w)-1]]:
		return w[:len(w)-1] // "movies", "rookies": their singular ends in "-ie"
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "xes") || strings.HasSuffix(w, "sses"):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "ves"):
		if f, ok := fPlurals[w]; ok {
			return f // "thieves", "wives", "knives"
		}
	}
	return w[:len(w)-1]
}

// ieNouns are nouns in "-ie", whose plural the "-ies" of "-y" nouns
// would misread ("movies" is no "movy").
var ieNouns = map[string]bool{"movie": true, "cookie": true, "zombie": true, "rookie": true, "calorie": true,
	"pie": true, "tie": true, "lie": true, "brownie": true, "selfie": true, "goalie": true, "hippie": true,
	"smoothie": true, "prairie": true, "sortie": true, "auntie": true, "newbie": true, "hoodie": true, "veggie": true}

// fPlurals are the plurals in "-ves" of nouns in "-f" or "-fe".
var fPlurals = map[string]string{"thieves": "thief", "wives": "wife", "knives": "knife", "wolves": "wolf",
	"housewives": "housewife", "calves": "calf", "halves": "half", "shelves": "shelf", "loaves": "loaf",
	"leaves": "leaf", "elves": "elf", "midwives": "midwife"}

// sameThing maps nouns that count one thing in other words to the word
// it is grouped under: "12 policemen", "12 police officers" and "12
// troopers"; "two handguns" and "two guns"; "five counts", "five charges",
// "five offences" (what a court counts);
// "30 cars" and "30 vehicles" (not trucks or buses: a count of cars is
// not one of trucks).
var sameThing = map[string]string{
	"policeman": "officer", "police": "officer", "constable": "officer", "trooper": "officer", "cop": "officer",
	"handgun": "gun", "pistol": "gun", "firearm": "gun",
	"indictment": "charge", "count": "charge", "offence": "charge", "offense": "charge", "employee": "worker", "staffer": "worker", "electorate": "voter",
	"car": "vehicle", "automobile": "vehicle",
	// who attacked, however a source calls them: "two bombers", "both
	// assailants", "the two attackers"
	"assailant": "attacker", "bomber": "attacker",
	// who robbed, and who raided ships: "four robbers" and "a gang of
	// four thieves"; "23 pirates" and "23 sea brigands"
	"thief": "robber", "burglar": "robber", "mugger": "robber", "brigand": "pirate",
	// a ship's people: "23 crew", "23 crewmen", "23 crewmembers"
	"crewman": "crew", "crewmember": "crew",
	// "two plainclothes" are officers in plain clothes
	"plainclothe": "officer", "plainclothesman": "officer",
	// "12 ships" and "14 vessels" held by pirates (not "movies" and
	// "films", tried: two studios' films of two franchises became one
	// group)
	"vessel": "ship",
	// a word and its short form: "83 advertisements", "83 ads"
	"advertisement": "ad", "advert": "ad", "photograph": "photo",
}

// roleWindow is how many tokens either side of a count its role word
// may stand.
const roleWindow = 15

// roleCue maps an event word's prefix to its role.
type roleCue struct{ prefix, role string }

// roleCues map an event word's prefix to its role.
var roleCues = []roleCue{
	{"kill", "killed"}, {"murder", "killed"}, {"dead", "killed"}, {"died", "killed"}, {"die", "killed"}, {"death", "killed"}, {"slain", "killed"},
	{"perish", "killed"}, {"drown", "killed"}, {"fatalit", "killed"}, {"lives", "killed"}, {"cost", "killed"}, {"lost", "killed"}, {"body", "bodies"}, {"bodies", "bodies"},
	{"remains", "bodies"}, {"corpse", "bodies"}, {"martyr", "killed"},
	{"injur", "injured"}, {"wound", "injured"}, {"hurt", "injured"},
	{"captur", "captured"}, {"kidnap", "captured"}, {"abduct", "captured"}, {"captiv", "captured"}, {"hostage", "captured"},
	{"arrest", "arrested"}, {"detain", "arrested"}, {"detention", "arrested"},
	{"nabbed", "arrested"}, {"apprehend", "arrested"},
	{"evacuat", "evacuated"}, {"convoy", "evacuated"}, {"leave", "evacuated"}, {"left", "evacuated"}, {"depart", "evacuated"},
	{"transfer", "evacuated"}, {"fled", "evacuated"}, {"flee", "evacuated"}, {"displac", "evacuated"},
	{"missing", "missing"}, {"unaccounted", "missing"},
	{"marooned", "stranded"}, {"strand", "stranded"}, {"trapped", "stranded"}, {"homeless", "evacuated"},
	{"rescu", "rescued"}, {"saved", "rescued"}, {"surviv", "rescued"}, {"alive", "rescued"},
	{"aboard", "aboard"}, {"board", "aboard"}, {"onboard", "aboard"}, {"carrying", "aboard"},
	{"affected", "affected"},
	{"arrived", "arrived"}, {"deploy", "deployed"}, {"sent", "deployed"},
	{"attend", "attended"}, {"gather", "attended"}, {"protest", "attended"},
	{"vote", "voted"}, {"employ", "employed"}, {"hired", "employed"},
	{"collaps", "collapsed"}, {"destroy", "destroyed"}, {"damag", "damaged"},
}

// role returns the role of the count at toks[i] (noun at head): the event
// word nearest to it in the sentence, within the noun phrase first; but
// people said to be in hospital in the count's own clause are counted in
// hospital, whatever the noun ("19 survivors were still being treated"
// are not the survivors rescued).
func role(toks []token, i, head int) string {
	if leftBehind(toks, i) && offspring[lemma(toks[head].lower)] {
		return "" // "who leaves behind a husband, son and two grandchildren – died later": kin who survive, not the dead
	}
	r, d := nearestRole(toks, i, head)
	if r == "aboard" && !(i > 1 && toks[i-1].lower == "the" && toks[i-2].lower == "of") { // "90 of the 102 people on board were killed"
		// "90 people on board were killed": who was aboard is the
		// setting, what befell them the count's role
		for k := head + 1; k < len(toks) && k <= head+6 && !clauseBreak(toks[k:k+1]); k++ {
			switch h := cueRole(toks, k); h {
			case "killed", "injured", "missing", "rescued":
				return h
			}
		}
	}
	if (d > 2 || r != "killed" && r != "injured") && inHospital(toks, i, head) {
		return "in hospital" // unless the count's own verb says otherwise: "killed 67"
	}
	return r
}

// Stage is the stage of a criminal case a count of charges stands at.
type Stage uint8

// The stages; NoStage where no verb tells one.
const (
	NoStage   Stage = iota
	Charged         // "charged with", "faces", "denies", "arrested on"
	Admitted        // "admitted", "pleaded guilty to"
	Convicted       // "convicted of", "found guilty on", "jailed for"
	Cleared         // "cleared of", "acquitted", "found not guilty"
)

var stageNames = [...]string{"", "charged", "admitted", "convicted", "cleared"}

// String names the stage ("convicted"), "" for NoStage.
func (s Stage) String() string {
	if int(s) < len(stageNames) {
		return stageNames[s]
	}
	return ""
}

// MarshalText writes the stage by its name.
func (s Stage) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a stage by its name; an unknown name is an error.
func (s *Stage) UnmarshalText(b []byte) error {
	for i, n := range stageNames {
		if n == string(b) {
			*s = Stage(i)
			return nil
		}
	}
	return fmt.Errorf("facts: unknown stage %q", b)
}

// chargeThing reports a counted thing of a criminal case: charges
// ("counts", "indictments", "offences": sameThing).
func chargeThing(thing string) bool {
	return thing == "charge"
}

// legalStage returns the stage of a case at which the count of charges
// at toks[i:head+1] stands, by the verb of its clause, nearest before
// it, else shortly after its noun: Convicted ("convicted of seven
// counts", "found guilty on", "jailed for seven offences"), Admitted
// ("admitted three charges", "pleaded guilty to"),
// Charged ("charged with", "faces", "denies", "pleaded not guilty
// to", "arrested on"; and the whole of "seven out of ten charges":
// all that were brought), Cleared ("cleared of", "acquitted",
// "found not guilty", "were dropped"), or NoStage when no verb says.
func legalStage(toks []token, i, head int, whole bool) Stage {
	if whole {
		return Charged
	}
	stage := func(k int) Stage {
		switch w := toks[k].lower; w {
		case "convicted", "convict", "convicts", "jailed", "sentenced", "conviction", "convictions":
			return Convicted
		case "admitted", "admits", "admit", "admitting":
			return Admitted
		case "guilty":
			plea := k > 0 && strings.HasPrefix(toks[k-1].lower, "plead")
			if k > 0 && toks[k-1].lower == "not" {
				if k > 1 && (strings.HasPrefix(toks[k-2].lower, "plead") || strings.HasPrefix(toks[k-2].lower, "den")) {
					return Charged // "pleaded not guilty to three charges": denied, not yet tried
				}
				return Cleared
			}
			if plea {
				return Admitted // "pleaded guilty to two counts"
			}
			return Convicted
		case "charged", "faces", "face", "faced", "facing", "denies", "denied", "deny", "denying", "arrested", "accused", "indicted", "tried":
			return Charged
		case "cleared", "acquitted", "dismissed", "dropped", "quashed":
			return Cleared
		}
		return NoStage
	}
	for k := i - 1; k >= 0 && k >= i-8; k-- {
		if w := toks[k].lower; w != "," && clauseBreak(toks[k:k+1]) || w == "." {
			break
		}
		if s := stage(k); s != NoStage {
			return s
		}
	}
	for k := head + 1; k < len(toks) && k <= head+6; k++ {
		if w := toks[k].lower; w == ";" || w == "." || w == "and" || w == "but" {
			break
		}
		if s := stage(k); s != NoStage {
			return s
		}
	}
	return NoStage
}

// leftBehind reports whether the count at toks[i] is of those someone
// "leaves behind" or is "survived by", within sixteen words of the phrase
// (past the commas of a list of kin: "leaves behind a husband, son and
// two grandchildren").
func leftBehind(toks []token, i int) bool {
	for k := i - 1; k >= 1 && k >= i-16; k-- {
		if w := toks[k].lower; w == ";" || auxVerbs[w] || w == "was" || w == "is" {
			return false // another clause's verb: "left behind his family and was killed with two children"
		}
		if w := toks[k].lower; w == "behind" && (toks[k-1].lower == "leaves" || toks[k-1].lower == "left" || toks[k-1].lower == "leave" || toks[k-1].lower == "leaving") ||
			w == "by" && toks[k-1].lower == "survived" {
			return true
		}
	}
	return false
}

// inHospital reports a word of hospital care in the clause of the count
// at toks[i:head+1].
func inHospital(toks []token, i, head int) bool {
	care := func(k int) bool {
		w := toks[k].lower
		if w == "treated" || w == "treating" {
			return true
		}
		return strings.HasPrefix(w, "hospital") && !hospitalSays(toks, k) && !diedIn(toks, k)
	}
	for k := head + 1; k < len(toks) && k <= head+roleWindow; k++ {
		if clauseBreak(toks[k : k+1]) {
			break
		}
		if care(k) {
			return true
		}
	}
	for k := i - 1; k >= 0 && k >= i-roleWindow; k-- {
		if clauseBreak(toks[k : k+1]) {
			break
		}
		if care(k) {
			return true
		}
	}
	return false
}

// diedIn reports whether the "hospital" at toks[k] is where someone
// died ("had also died in hospital", "died later in a hospital"): a
// death, not care.
func diedIn(toks []token, k int) bool {
	for j := k - 1; j >= 1 && j >= k-4; j-- {
		switch w := toks[j].lower; {
		case w == "in" || w == "a" || w == "the" || w == "later" || w == "at":
			continue
		case w == "died" || w == "dies" || w == "die" || w == "dying":
			return true
		default:
			return false
		}
	}
	return false
}

// hospitalSays reports whether the "hospital" at toks[k] names who gives
// the figure, not where the counted are: "a hospital official says 45
// people have been killed", "the superintendent of the main government
// hospital said the toll was over 50".
func hospitalSays(toks []token, k int) bool {
	if k+1 < len(toks) && isLowerWord(toks[k+1].s) && (namedPerson(lemma(toks[k+1].lower)) || sourceNouns[toks[k+1].lower]) {
		return true // "hospital official", "hospital spokeswoman", "hospital sources"
	}
	for j := k - 1; j >= 1 && j >= k-4; j-- {
		if toks[j].lower == "of" {
			w := lemma(toks[j-1].lower)
			return isLowerWord(toks[j-1].s) && (namedPerson(w) || sourceNouns[toks[j-1].lower])
		}
		if !isLowerWord(toks[j].s) && !isNamePart(toks[j].s) {
			return false
		}
	}
	return false
}

// sourceNouns are the nouns, not of one person, of those who give news
// its figures: "hospital sources", "hospital authorities".
var sourceNouns = map[string]bool{"source": true, "sources": true, "authorities": true, "authority": true,
	"staff": true, "officials": true, "management": true, "statement": true, "records": true, "figures": true}

// nearestRole returns the role word nearest to the count and its
// distance (twice the tokens between, less one after the noun).
func nearestRole(toks []token, i, head int) (string, int) {
	best, bestDist := "", 1<<30
	lo, hi := max(0, i-roleWindow), min(len(toks), head+roleWindow+1)
	for k := lo; k < hi; k++ {
		r := cueRole(toks, k)
		if k > head && (agentVerb(toks, k) || r != "" && accusedBefore(toks, head, k)) {
			break // what the counted did: nothing after it befell them ("convicted of killing a student who they left to drown")
		}
		if r != "" && k < i && ownerAfter(toks, k, i) {
			continue // "improve the lives of the country's 800 million farmers", "the death of our friend ..., known to millions of fans"
		}
		if r != "" && k > head && (verbThenCount(toks[head+1:k]) || countAfter(toks, k)) {
			continue // "2.8 million people became infected, and 2.1 million people died", "29 suspects in the bombings, which killed 191 people": the other count's verb
		}
		if r != "" && k < i && !clauseBreak(toks[k+1:i]) && !countAfter(toks, k) && subjectBefore(toks, lo, k) {
			continue // "100,000 security forces will be deployed around the country's 28 provinces": the forces are deployed
		}
		if r != "" && k < i && (r == "evacuated" && strings.HasPrefix(toks[k].lower, "le") || slices.ContainsFunc(toks[k+1:i], func(t token) bool { return t.s == ";" })) {
			// what an event left before the count ("the collision left
			// three holes") is no one who left; a cue past a semicolon
			// is another sentence's but for its mark ("the cost was put
			// at 44.3-billion won; two dozen visitors came")
			continue
		}
		if r == "missing" && k > 0 && k < i && toks[k].lower == "missing" && !missedBefore[toks[k-1].lower] && toks[k-1].lower != "a" && !strings.HasPrefix(toks[k-1].lower, "le") &&
			!slices.ContainsFunc(toks[k+1:i], func(t token) bool { return !missedBefore[t.lower] }) {
			// "despite missing four games", "is missing the last two
			// games": a verb of what was missed, no one missing (not
			// "the missing 40 miners", "leaving missing thousands")
			continue
		}
		if r != "" && modalBefore(toks, k) {
			continue // "would have been killed by the move", "might have killed hundreds": what did not, or may not have, befallen anyone
		}
		if r != "" && k <= head && toks[k].lower == "homeless" {
			continue // "three homeless men" are no people made homeless ("left 1 million homeless")
		}
		if r != "" {
			// Distance to the count; on a tie the word after the noun
			// wins ("remains of eight soldiers IS kidnapped").
			d := 0
			switch {
			case k >= i && k <= head:
				d = 0
			case k < i:
				d = 2 * (i - k)
			default:
				d = 2*(k-head) - 1
				if clauseBreak(toks[head+1 : k]) {
					d += 20 // another clause: "41 people, and rescuers"
				}
			}
			if d < bestDist {
				best, bestDist = r, d
			}
		}
	}
	return best, bestDist
}

// modalBefore reports whether the event word toks[k] is told as what
// would, could or might have been ("would have been killed", "might
// have killed", "could die"): no event the count's people met.
func modalBefore(toks []token, k int) bool {
	j := k - 1
	for n := 0; j >= 0 && n < 2 && (toks[j].lower == "have" || toks[j].lower == "been" || toks[j].lower == "be"); n++ {
		j--
	}
	if j < 0 {
		return false
	}
	switch toks[j].lower {
	case "would", "could", "might":
		return true
	}
	return false
}

// missedBefore are the words that may stand between "missing" and the
// count it governs as a verb ("missing the last two games").
var missedBefore = map[string]bool{"the": true, "his": true, "her": true, "their": true, "its": true, "next": true,
	"last": true, "final": true, "first": true}

// amountCues map the prefix of a word to the event of an amount it
// names, as roleCues do for counts.
var amountCues = []roleCue{
	{"spil", "spilled"}, {"leak", "spilled"}, {"releas", "spilled"}, {"gush", "spilled"}, {"dumped", "spilled"}, {"dumping", "spilled"},
	{"carry", "aboard"}, {"carried", "aboard"}, {"carries", "aboard"}, {"aboard", "aboard"}, {"cargo", "aboard"}, {"laden", "aboard"},
	{"loaded", "aboard"},
	{"seiz", "seized"}, {"confiscat", "seized"},
}

// amountRole returns the event of an amount at toks[i:last+1]: what
// was spilled ("leaked 10,810 tons", "released about 260,000 barrels"),
// carried ("carrying about 260,000 tons") or seized ("seized 3 tons of
// ivory"), by the nearest such word in the count's reach, or "". Other
// events (killed, evacuated) are no amount's.
func amountRole(toks []token, i, last int) string {
	best, bestDist := "", 1<<30
	for k := max(0, i-roleWindow); k < min(len(toks), last+roleWindow+1); k++ {
		r := ""
		for _, c := range amountCues {
			if strings.HasPrefix(toks[k].lower, c.prefix) {
				r = c.role
				break
			}
		}
		if r == "" || k >= i && k <= last || k < i && clauseBreak(toks[k+1:i]) || k > last && clauseBreak(toks[last+1:k]) {
			continue // an event of another clause: "It leaked 66,000 barrels; 1.8 million barrels were in its tanks"
		}
		d := 2 * (i - k)
		if k > last {
			d = 2*(k-last) - 1
		}
		if d < bestDist {
			best, bestDist = r, d
		}
	}
	return best
}

// agentVerb reports whether the event word toks[k], after a count,
// says what the counted did rather than what befell them: the verb of
// a relative clause ("five soldiers who killed civilians", not "who
// were killed" or "who died") or a crime charged ("three men suspected
// of killing", "charged with kidnapping").
func agentVerb(toks []token, k int) bool {
	if k < 2 {
		return false
	}
	p1, p2 := toks[k-1].lower, toks[k-2].lower
	switch {
	case p1 == "who" || p1 == "that":
		return transitiveHarm(toks[k].lower)
	case p1 == "of" || p1 == "with" || p1 == "for":
		return accused[p2] && strings.HasSuffix(toks[k].lower, "ing")
	}
	return false
}

// accusedBefore reports whether a word of accusal stands in the clause
// between a count's noun (toks[head]) and the event word toks[k]: "three
// men are suspected to have organised the bombings", "one of seven men
// facing sentences for the deaths" are the accused, not the dead.
func accusedBefore(toks []token, head, k int) bool {
	for j := head + 1; j < k; j++ {
		if clauseBreak(toks[j : j+1]) {
			return false
		}
		if accused[toks[j].lower] || toks[j].lower == "facing" || toks[j].lower == "face" || toks[j].lower == "faces" {
			return true
		}
	}
	return false
}

// accused are the words before "of", "with" or "for" that make the
// event after them a crime someone is said to have done.
var accused = map[string]bool{"suspected": true, "accused": true, "convicted": true, "guilty": true, "charged": true,
	"acquitted": true, "suspicion": true, "arrested": true, "jailed": true, "sentenced": true, "innocent": true}

// transitiveHarm reports whether w is the past or present of a verb
// that someone does to others ("killed", "kidnapping"): after "who" it
// says what the counted did. "Died", "perished", "survived" befall the
// counted.
func transitiveHarm(w string) bool {
	for _, stem := range []string{"kill", "injur", "wound", "hurt", "captur", "kidnap", "abduct", "rescu", "evacuat",
		"arrest", "detain", "shot", "shoot", "slew", "slay", "attack"} {
		if strings.HasPrefix(w, stem) && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || w == "shot" || w == "slew") {
			return true
		}
	}
	return false
}

// cueRole returns the role the word toks[k] names, or "". "Shot" is its
// own role ("shot 10 girls"), unless it says killed ("fatally shot",
// "shot dead") or a second verb says what the shooting did ("shot and
// killed", "shot and wounded").
func cueRole(toks []token, k int) string {
	lw := toks[k].lower
	if lw == "shot" {
		switch {
		case k > 0 && toks[k-1].lower == "fatally" || k+1 < len(toks) && toks[k+1].lower == "dead":
			return "killed"
		case k+2 < len(toks) && toks[k+1].lower == "and" && toks[k+2].lower != "shot" && cueRole(toks, k+2) != "":
			return ""
		}
		return "shot"
	}
	if lw == "" || notCue[lw] {
		return ""
	}
	if lw == "custody" {
		if k > 0 && toks[k-1].lower == "into" {
			return "arrested" // "took 23 into custody"; not "a custody sergeant", "safe in custody"
		}
		return ""
	}
	if (lw == "blew" || lw == "blowing" || lw == "blow") && k+1 < len(toks) && toks[k+1].lower == "themselves" {
		return "killed" // "seven suspects blew themselves up"
	}
	if lw == "held" && k > 0 && pluralPeople(toks[k-1].lower) {
		if k+1 < len(toks) && (toks[k+1].lower == "hostage" || toks[k+1].lower == "captive") {
			return "captured"
		}
		return "arrested" // "the three men held over the killing", "all 12 people held since the attack"
	}
	if lw == "boards" || lw == "board" && (k == 0 || toks[k-1].lower != "on") {
		return "" // "seven boards" (rebounds), "the board voted"; "on board", "boarded" are aboard
	}
	if lw == "sent" && k+2 < len(toks) && toks[k+1].lower == "to" && (toks[k+2].lower == "prison" || toks[k+2].lower == "jail" || toks[k+2].lower == "gaol") ||
		lw == "sent" && k+1 < len(toks) && toks[k+1].lower == "home" {
		return "" // "was sent to prison for 18 years": a sentence; "the jury was sent home": no deployment
	}
	if lw == "lives" && k > 0 && livesVerb[toks[k-1].lower] {
		return "" // "Guscott, who lives in Bath with his wife and their two daughters": a home, no death
	}
	if lw == "lives" {
		// "saved the lives of hundreds", "saving 200 lives": rescued
		for j := max(0, k-3); j < k; j++ {
			if strings.HasPrefix(toks[j].lower, "sav") {
				return "rescued"
			}
		}
	}
	for _, c := range cuesByFirst[lw[0]] {
		if strings.HasPrefix(lw, c.prefix) {
			return c.role
		}
	}
	return ""
}

// notCue are the words that begin with a role cue's prefix and say
// nothing of what befell anyone: a prison sentence is no sending, a
// police department no departure, San Diego no death, an employee no
// hiring ("six store employees and two customers were killed"), a
// deadly wave no death ("14,000 people flooded into camps, fearing
// deadly waves").
var notCue = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`sentence sentences sentenced sentencing sentiment sentiments sentinel
		department departments fleet fleets fleeting fleece fleeced diego diet diets dietary diesel dietitian
		dietitians diehard deadline deadlines deadlock deadlocked deadpan deadweight deadwood leftist leftists
		bodyguard bodyguards bodybuilder costume costumes costumed livestock livestream hurtling hurtles
		fledgling fledged protestant protestants boardroom boardwalk captivated perishable departure departures
		killer killers murderer murderers employee employees employer employers deadly deadlier deadliest`) {
		m[w] = true
	}
	return m
}()

// cuesByFirst are the roleCues by their prefix's first byte, in their
// order: cueRole runs for every word in a count's reach, and tries only
// the few prefixes that may match.
var cuesByFirst = func() (by [256][]roleCue) {
	for _, c := range roleCues {
		by[c.prefix[0]] = append(by[c.prefix[0]], c)
	}
	return by
}()

// isDay reports whether w is a day of the month ("3", "21").
func isDay(w string) bool {
	d, err := strconv.Atoi(w)
	return err == nil && d >= 1 && d <= 31 && len(w) <= 2
}

// sentenceYear returns the year a sentence names as the time of what it
// tells: after "in", "since", "on" or "during", past the date's month,
// day and the words that place it in the month ("in 2014", "in July
// 1997", "since March 3, 2009", "on Jan. 29, 2007", "in late January
// 2007", "in July and August 2004", "in the 2004 floods"), or before the
// noun it dates ("the 2004 floods").
//
// The index of the year's token is returned too: a year in a relative
// clause after a count ("a ban which was imposed in 1997") dates the
// clause's noun, not the count. A year after "since" that a superlative
// or "first" comes shortly before dates the comparison ("the first
// attack of its kind since January 2007", "the worst attack since the
// 1988 bombing that killed 270"): not the counts before it, only those
// after; its index is returned negated.
func sentenceYear(toks []token) (string, int) {
	for k := 1; k < len(toks); k++ {
		w := toks[k].s
		if !isYear(w) {
			continue
		}
		if d := k - 1; (toks[d].lower == "the" || d > 0 && toks[d-1].lower == "the" && months[toks[d].lower]) && k+1 < len(toks) && isLowerWord(toks[k+1].s) {
			return w, k // "the 2004 floods killed 700", "the July 2006 train bombings": that year's event
		}
		j := k - 1
		for steps := 0; j > 0 && steps < 6 && inDate(toks[j].lower); steps++ {
			j--
		}
		if toks[j].lower == "since" && slices.ContainsFunc(toks[max(0, j-6):j], func(t token) bool { return firstSince[t.lower] }) {
			return w, -k // the comparison's year: a count after it is of that year's event
		}
		if datePrepositions[toks[j].lower] && !(j > 0 && founding[toks[j-1].lower]) {
			return w, k
		}
	}
	if k := cameAfter(toks); k > 0 {
		return yearEarlier, -k // a count after it is of the earlier event
	}
	return timeAgo(toks)
}

// yearEarlier is the Year of a count of an event a story's own came
// after (cameAfter), shown "killed in an earlier event".
const yearEarlier = "an earlier event"

// cameAfter returns the index of "after" where a sentence says that what
// it tells came weeks, months or years after another event, whose
// figures follow: "The shooting came just weeks after a driver fatally
// shot eight people", "The kidnapping came two weeks after warlords
// released two British charity workers"; else 0. Not "came a day
// after" or "came after": a follow-up tells its story's own event so
// ("It comes a day after three bank workers died").
func cameAfter(toks []token) int {
	for k := 1; k+1 < len(toks); k++ {
		if toks[k].lower != "came" && toks[k].lower != "comes" && toks[k].lower != "come" {
			continue
		}
		for j, n := k+1, 0; j < len(toks) && n < 5; j, n = j+1, n+1 {
			switch w := toks[j].lower; {
			case w == "after":
				if u := lemma(toks[j-1].lower); u == "week" || u == "month" || u == "year" {
					return j // "came just weeks after", "comes two months after"
				}
				return 0 // "came a day after", "came after": a follow-up's own event, often ("The new death toll came after the bodies of two more victims were found")
			case w == "just" || w == "only" || w == "barely" || w == "less" || w == "more" || w == "than" || w == "a" || w == "an" || w == "few" || w == "several":
			case durations[lemma(w)] != "":
			default:
				if _, ok := wordValue(w); !ok {
					return 0
				}
			}
		}
	}
	return 0
}

// timeAgo returns the time before the article that a sentence names as
// the time of what it tells, as a Year that Compare makes a year with
// the article's date (relativeYear): "16 months ago", "two years ago"
// ("2 years ago"), "last year" ("in October last year"), "last
// November"; and the index of its last token.
// Days and weeks ago are left out: a story's follow-ups tell of its own
// event so.
func timeAgo(toks []token) (string, int) {
	for k := 1; k < len(toks); k++ {
		switch {
		case toks[k].lower == "ago" && k >= 2:
			unit := strings.TrimSuffix(toks[k-1].lower, "s")
			if unit != "month" && unit != "year" && unit != "decade" {
				continue
			}
			n, ok := wordValue(toks[k-2].lower)
			if toks[k-2].lower == "a" || toks[k-2].lower == "an" {
				n, ok = 1, true
			}
			if !ok || n <= 0 || n > 100 {
				continue // "years ago", "several months ago": how long is not told
			}
			return strconv.FormatFloat(n, 'f', -1, 64) + " " + unit + "s ago", k
		case trimPossessive(toks[k].lower) == "year" && toks[k-1].lower == "last" && (k < 2 || toks[k-2].lower != "the"):
			return "last year", k // "last year's floods"; not "in the last year": the twelve months to now
		case toks[k-1].lower == "last" && monthOf(toks[k].s) > 0 && (k < 2 || toks[k-2].lower != "the"):
			return "last " + toks[k].s, k // "killed 13 last November": the last such month before the article's
		case k+2 < len(toks) && toks[k+1].lower == "last" && trimPossessive(toks[k+2].lower) == "year" && monthOf(toks[k].s) > 0:
			return "last year", k + 2 // "In October last year, an explosion killed six"
		case (toks[k-1].lower == "in" || k >= 2 && toks[k-2].lower == "in" && (toks[k-1].lower == "early" || toks[k-1].lower == "late" || toks[k-1].lower == "mid")) &&
			monthOf(toks[k].s) > 0 && (k+1 == len(toks) || !isDay(strings.TrimSuffix(toks[k+1].s, ",")) && !isNumberAt(toks, k+1)):
			return toks[k].s, k // "That temblor killed six people in September": a month with no day, which Compare places before the article's
		}
	}
	return "", 0
}

// comparers set a figure against one of another time: "712 strikes
// have occurred so far, compared to 827 in the same period last year".
var comparers = map[string]bool{"compared": true, "versus": true}

// subordinators open a clause of another time than the one before them.
var subordinators = map[string]bool{"before": true, "after": true, "when": true, "while": true, "since": true,
	"until": true, "as": true}

// agoYear reports whether y is a Year timeAgo gave of a time ago.
func agoYear(y string) bool {
	return strings.HasPrefix(y, "last ") || strings.HasSuffix(y, " ago")
}

// monthOf returns the number of the month a capitalized word names in
// full ("September": 9), else 0.
func monthOf(w string) int {
	if w == "" || w[0] < 'A' || w[0] > 'Z' {
		return 0
	}
	for i, m := range monthNames {
		if strings.EqualFold(w, m) {
			return i + 1
		}
	}
	return 0
}

var monthNames = [...]string{"January", "February", "March", "April", "May", "June", "July", "August",
	"September", "October", "November", "December"}

// relativeYear returns the year that y, a Year timeAgo gave, names
// before date ("2006-10-02"), or y itself where it is none of those or
// the date is unknown; a month ("September") is the month of its year
// before the article's ("September 2005"), none where it is the
// article's month, a later one, or of an article of no date; "last
// November" is the last November before the article's month.
func relativeYear(y, date string) string {
	m := monthOf(y)
	last := false // "last November": the month's last time before the article's, never its own
	if rest, ok := strings.CutPrefix(y, "last "); ok {
		if lm := monthOf(rest); lm > 0 {
			m, y, last = lm, rest, true
		}
	}
	switch {
	case m > 0 && len(date) < 7:
		return "" // a month of no known year: maybe the article's own
	case len(date) < 7 || m == 0 && !agoYear(y):
		return y
	}
	year, err1 := strconv.Atoi(date[:4])
	month, err2 := strconv.Atoi(date[5:7])
	if err1 != nil || err2 != nil {
		return y
	}
	if m > 0 {
		if m >= month && last {
			return y + " " + strconv.Itoa(year-1) // "last November" in May: the year before's
		}
		if m >= month {
			return "" // the article's month, or one to come: its own event
		}
		return y + " " + date[:4] // an earlier month of its year: "September 2005"
	}
	back := 0
	if y == "last year" {
		back = 12
	} else if f := strings.Fields(y); len(f) == 3 && f[2] == "ago" {
		n, err := strconv.ParseFloat(f[0], 64)
		if err != nil {
			return y
		}
		switch f[1] {
		case "months":
			back = int(n)
		case "years":
			back = int(n * 12)
		case "decades":
			back = int(n * 120)
		}
	}
	if back == 0 {
		return y
	}
	return strconv.Itoa((year*12 + month - 1 - back) / 12)
}

// firstSince are the words that make "since" a year the comparison's:
// "the first attack since 2007", "the worst floods since 1998".
var firstSince = map[string]bool{"first": true, "worst": true, "deadliest": true, "biggest": true, "largest": true,
	"highest": true, "lowest": true, "most": true, "best": true, "strongest": true, "heaviest": true}

// inRelativeClause reports whether the end of toks (a count, then the
// words up to a year) is inside a relative clause: after "which" or
// "who" with no comma or semicolon since.
func inRelativeClause(toks []token) bool {
	for k := len(toks) - 1; k > 0; k-- {
		switch toks[k].lower {
		case ",", ";":
			return false
		case "which", "who", "whom", "whose", "that":
			return true // "13 were killed when a pipeline near a well that has spewed mud since May 2006 burst"
		}
	}
	return false
}

// closedRelative reports whether the year at toks[y] is told in a
// relative clause set off by commas that closes before the count at
// toks[i]: ", who was paralysed in a road accident in 1971, and two
// other residents": the clause's noun's time, not the count's.
func closedRelative(toks []token, y, i int) bool {
	opened := false
	for k := y - 1; k > 0; k-- {
		if w := toks[k].lower; w == "," || w == ";" {
			return false
		} else if (w == "who" || w == "which") && toks[k-1].s == "," {
			opened = true
			break
		}
	}
	if !opened {
		return false
	}
	last := -1 // the comma that closes the clause
	for k := y + 1; k < i; k++ {
		if toks[k].s == "," {
			last = k
		}
	}
	// not a clause that goes on past a place's commas to the count: "the
	// 1988 bombing of a Pan Am jetliner over Lockerbie, Scotland, that
	// killed 270 people"
	return last >= 0 && !slices.ContainsFunc(toks[last+1:i], func(t token) bool {
		return t.lower == "that" || t.lower == "which" || t.lower == "who"
	})
}

// founding are the verbs before a date that say when something began to
// be, not when what the sentence counts happened: "Founded in 1872, the
// university has 25,000 students".
var founding = map[string]bool{"founded": true, "established": true, "built": true, "opened": true, "born": true,
	"created": true, "formed": true, "launched": true, "incorporated": true}

// datePrepositions are the words before a date that place an event at it.
var datePrepositions = map[string]bool{"in": true, "since": true, "on": true, "during": true}

// thatAfter reports whether a clause opens with "that" right after a
// noun within the five words after the count at toks[i], before
// toks[yearAt] and any comma: "told five Law Lords that Hindley ... was
// convicted in May 1966" dates the clause, not the lords.
func thatAfter(toks []token, i, yearAt int) bool {
	for k := i + 1; k < yearAt && k <= i+5; k++ {
		switch toks[k].lower {
		case "that":
			return !textproc.IsStopword(toks[k-1].lower) // not a determiner: "in that country's top division"
		case ",", ";":
			return false
		}
	}
	return false
}

// inDate reports whether a word may stand between a preposition and the
// year of a date: a month, a day, the words that narrow or join them.
func inDate(w string) bool {
	switch w {
	case ",", ".", "and", "the", "early", "late", "mid", "-", "of":
		return true
	}
	return months[w] || isDay(w)
}

// ownerAfter reports whether toks[k] is a noun of death or of lives
// followed by "of" whose owner is not the count at toks[i]: the deaths
// of the count ("the deaths of more than 30 people") are its event; the
// lives of someone else's ("the lives of the country's 800 million
// farmers") or a death told before ("the death of our dear friend ...,
// better known to millions of fans") are not.
func ownerAfter(toks []token, k, i int) bool {
	switch toks[k].lower {
	case "lives", "life", "death", "deaths":
	default:
		return false
	}
	if k+1 >= len(toks) || toks[k+1].lower != "of" {
		return false
	}
	for j := k + 2; j < i; j++ {
		if w := toks[j].lower; !approxBefore[w] && w != "the" && w != "an" && w != "at" && w != "least" && w != "to" {
			return true // "the deaths of (at least, more than, up to) 30 people": its own
		}
	}
	return false
}

// verbThenCount reports whether toks, the words between a count and an
// event word after it, hold a verb of the count's own clause and, after
// it, another number: the event word is that number's ("2.8 million
// people became infected with HIV, and 2.1 million people died").
func verbThenCount(toks []token) bool {
	for v, t := range toks {
		switch t.lower {
		case "was", "were", "is", "are", "became", "become", "has", "have", "had", "remain", "remained", "got":
			for k := v + 1; k < len(toks); k++ {
				if isNumberAt(toks, k) {
					return true
				}
			}
			return false
		}
	}
	return false
}

// countAfter reports whether the event word toks[k] is followed by a
// number, at once or after words that make it vague ("which killed 191
// people", "killing at least 80"): a count of its own object, not of
// the count before it.
func countAfter(toks []token, k int) bool {
	for j := k + 1; j < len(toks) && j <= k+3; j++ {
		if isNumberAt(toks, j) {
			return true
		}
		if w := toks[j].lower; !approxBefore[w] && w != "at" && w != "least" && w != "to" {
			return false
		}
	}
	return false
}

// subjectBefore reports whether the event word toks[k] has, before it
// in its clause (from lo), a number and then an auxiliary ("100,000
// security forces will be deployed", "five people were killed"): the
// event is that count's, not of a count after it.
func subjectBefore(toks []token, lo, k int) bool {
	aux := false
	for j := k - 1; j >= lo; j-- {
		if clauseBreak(toks[j : j+1]) {
			return false
		}
		switch toks[j].lower {
		case "was", "were", "is", "are", "be", "been", "being", "will", "would", "had", "has", "have", "got":
			aux = true
			continue
		}
		if isNumberAt(toks, j) {
			return aux
		}
	}
	return false
}

// clauseBreak reports whether tokens hold a clause boundary.
func clauseBreak(toks []token) bool {
	for _, t := range toks {
		switch t.lower {
		case ",", ";", ":", "and", "but", "while", "as", "after", "when", "—", "–":
			return true
		}
	}
	return false
}

// apposed reports whether gap, the words between two counts, opens a
// list set beside the first that breaks it down, its first item one
// person: "the three bank workers, a man and two women, died" (the
// women are two of the three, not two more).
func apposed(gap string) bool {
	g := strings.TrimLeft(gap, " ,-–—(")
	w, rest, _ := strings.Cut(g, " ")
	if w != "a" && w != "an" && w != "one" {
		return false
	}
	noun, _, _ := strings.Cut(rest, " ")
	return isPerson(lemma(strings.ToLower(noun)))
}

// breakdowns reads counts of people with one role in one sentence,
// joined by "and", as a breakdown of a total ("308 militants with their
// small arms and 331 civilians" → 639).
func breakdowns(qs []Quantity, text string) []Quantity {
	var out []Quantity
	for i := 0; i < len(qs); i++ {
		thing, role := "people", qs[i].Role
		n := nationsOf(qs, i, text)
		if n > 1 {
			// "12 Somali and 11 Yemeni pirates": 23 pirates
			thing, role = qs[i].Thing, qs[i+n-1].Role
		} else {
			if !qs[i].Person || qs[i].Approx || qs[i].Qualifier != "" || predicated(qs[i]) {
				continue
			}
			j := i + 1
			for j < len(qs) && qs[j].Person && !qs[j].Approx && qs[j].Qualifier == "" && qs[j].Role == qs[i].Role && qs[j].Thing != qs[i].Thing && !predicated(qs[j]) && qs[j].Start-qs[j-1].End < 60 {
				if gap := between(text, qs[j-1], qs[j]); !strings.Contains(" "+gap+" ", " and ") || apposed(gap) {
					break
				}
				j++
			}
			if n = j - i; n < 2 {
				continue
			}
		}
		parts := qs[i : i+n]
		if role == "" && slices.ContainsFunc(parts, func(q Quantity) bool { return q.Thing == "son" || q.Thing == "daughter" || q.Thing == "grandchild" }) {
			i += n - 1 // "three daughters and two sons", "five children and 19 grandchildren": a family, no event's people to total
			continue
		}
		sum := Quantity{Thing: thing, Role: role, Start: parts[0].Start, End: parts[n-1].End,
			SentStart: parts[0].SentStart, SentEnd: parts[0].SentEnd, Person: true, Composite: true, Year: parts[0].Year}
		for k := range parts {
			sum.Value += parts[k].Value
			sum.Parts = append(sum.Parts, parts[k].Value)
			parts[k].Part = true
		}
		sum.Low, sum.High = sum.Value, sum.Value
		sum.Text = text[sum.Start:sum.End]
		out = append(out, sum)
		i += n - 1
	}
	return out
}

// predicated reports a count said to be its noun ("four were
// children"), the one Portion that is no Partitive: a description of
// some of a count before it, never an addend of a breakdown ("four were
// killed and two were young women" are four).
func predicated(q Quantity) bool {
	return q.Portion && !q.Partitive
}

// nationsOf returns how many counts from qs[i] count one kind of people
// of as many nations, joined by "and" or commas ("12 Somali and 11
// Yemeni pirates"): the parts of one count of that kind; 0 if fewer than
// two.
func nationsOf(qs []Quantity, i int, text string) int {
	q := qs[i]
	if !q.Person || q.Approx || !nationality(q.Qualifier) {
		return 0
	}
	j := i + 1
	for j < len(qs) && qs[j].Person && !qs[j].Approx && qs[j].Thing == q.Thing && nationality(qs[j].Qualifier) &&
		!slices.ContainsFunc(qs[i:j], func(p Quantity) bool { return p.Qualifier == qs[j].Qualifier }) &&
		listed(between(text, qs[j-1], qs[j])) {
		j++
	}
	if j-i < 2 {
		return 0
	}
	return j - i
}

// between returns the text from a's end to b's start, or "" where b
// starts inside a (a partitive and its whole: "two of the 12 suspects",
// then "12 suspects").
func between(text string, a, b Quantity) string {
	if b.Start < a.End {
		return ""
	}
	return text[a.End:b.Start]
}

// listed reports whether gap, between two counts, lists them: "and", a
// comma, or both.
func listed(gap string) bool {
	switch strings.TrimSpace(gap) {
	case "and", ",", ", and":
		return true
	}
	return false
}

// tallyAt reads a vote's tally at toks[i] — "a vote of 443 to 1", "by a
// vote of 294-106", "voted 23-14", "the 314-214 vote", "the vote ...
// was 443 to 1" — as counts of votes, those for (Qualifier "for") and
// those against ("against", none where it is 0), and returns the index
// after it; next is i where no tally starts at toks[i]. A tally is a
// count of votes, not a score: only a word of voting makes one (not
// "majority": "a 55-45 majority" is seats).
func tallyAt(text string, toks []token, i int) (out []Quantity, next int) {
	num := func(s string) (float64, bool) {
		if s == "" || s[0] < '0' || s[0] > '9' {
			return 0, false
		}
		v, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
		return v, err == nil && v == math.Trunc(v)
	}
	voting := func(w string) bool { return w == "vote" || w == "votes" }
	var forS, againstS string // the two figures as written
	var forStart, againstStart int
	next = i
	if a, b, one := strings.Cut(toks[i].s, "-"); one && !strings.Contains(b, "-") {
		// "294-106": one token; a word of voting right before ("voted
		// 23-14", "a vote of 294-106") or after ("the 314-214 vote")
		before := ""
		if i >= 2 && toks[i-1].lower == "of" {
			before = toks[i-2].lower
		} else if i >= 1 {
			before = toks[i-1].lower
		}
		after := ""
		if i+1 < len(toks) {
			after = toks[i+1].lower
		}
		if before == "voted" || voting(before) || voting(after) {
			forS, againstS = a, b
			forStart, againstStart = toks[i].start, toks[i].start+len(a)+1
			next = i + 1
		}
	} else if i+2 < len(toks) && toks[i+1].lower == "to" {
		// "443 to 1" after "a vote of", "voted", or "was" in a sentence
		// whose subject is the vote
		p1, p2 := "", ""
		if i >= 1 {
			p1 = toks[i-1].lower
		}
		if i >= 2 {
			p2 = toks[i-2].lower
		}
		was := (p1 == "was" || p1 == "were") && slices.ContainsFunc(toks[max(0, i-14):i], func(t token) bool { return voting(t.lower) })
		if p1 == "of" && voting(p2) || p1 == "voted" || was {
			forS, againstS = toks[i].s, toks[i+2].s
			forStart, againstStart = toks[i].start, toks[i+2].start
			next = i + 3
		}
	}
	if next == i {
		return nil, i
	}
	f, ok1 := num(forS)
	a, ok2 := num(againstS)
	if !ok1 || !ok2 || f+a < 3 {
		return nil, i
	}
	for _, c := range [2]struct {
		v     float64
		s     string
		start int
		side  string
	}{{f, forS, forStart, "for"}, {a, againstS, againstStart, "against"}} {
		if c.v == 0 {
			continue
		}
		q := Quantity{Value: c.v, Low: c.v, High: c.v, Thing: "vote", Qualifier: c.side, Start: c.start, End: c.start + len(c.s)}
		q.Text = text[q.Start:q.End]
		out = append(out, q)
	}
	return out, next
}
