package textproc

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sentence is a sentence of a text: its byte range [Start, End) and the
// paragraph it belongs to (0-based).
type Sentence struct {
	Start, End int
	Para       int
}

// Sentences splits text into sentences. Paragraph breaks (a blank line)
// always end a sentence; inside a paragraph a sentence ends at ".", "!"
// or "?" (followed by closing quotes or brackets, if any) when white
// space and an upper-case letter, digit or opening quote follow (or,
// where a scrape lost the space, a capitalized word), unless
// the full stop belongs to an abbreviation ("Gen.", "U.S.", "Jan."), an
// initial ("J. Smith") or a number ("3.5", and "6. 1-magnitude" where a
// conversion spaced its decimal point: SpacedDecimal). It is written for news: wire
// quotes (“ ” and “ ”), datelines and the AP dash are common.
func Sentences(text string) []Sentence {
	var out []Sentence
	para := 0
	pos := 0
	for len(text[pos:]) > 0 {
		end := strings.Index(text[pos:], "\n\n")
		block := text[pos:]
		if end >= 0 {
			block = text[pos : pos+end]
		}
		out = splitBlock(out, block, pos, para)
		if end < 0 {
			break
		}
		pos += end + 2
		for pos < len(text) && text[pos] == '\n' {
			pos++
		}
		para++
	}
	return out
}

func splitBlock(out []Sentence, block string, base, para int) []Sentence {
	start := 0
	for i := 0; i < len(block); i++ {
		c := block[i]
		if c == '\n' && i+1 < len(block) && isHeadingLine(block[start:i]) {
			out = addSentence(out, block, base, para, start, i)
			start = i + 1
			continue
		}
		if c != '.' && c != '!' && c != '?' {
			continue
		}
		j := i + 1
		// closing quotes and brackets stay with the sentence
		for j < len(block) {
			r, n := utf8.DecodeRuneInString(block[j:])
			if r == '"' || r == '\'' || r == ')' || r == ']' || r == '’' || r == '”' || r == '»' {
				j += n
				continue
			}
			break
		}
		if j < len(block) && !isSpaceByte(block[j]) && !lostSpace(block, i, j) {
			continue
		}
		k := j
		for k < len(block) && isSpaceByte(block[k]) {
			k++
		}
		if k == len(block) {
			break
		}
		if !startsSentence(block[k:]) {
			continue
		}
		if c == '.' && j == i+1 && EndsInAbbreviation(block[start:i]) {
			continue
		}
		if c == '.' && j == i+1 {
			if n := TrailingDigits(block[:i]); n > 0 && SpacedDecimal(block, i-n, i) {
				continue // "a 6. 1-magnitude quake": one number
			}
		}
		out = addSentence(out, block, base, para, start, j)
		start = k
		i = k - 1
	}
	return addSentence(out, block, base, para, start, len(block))
}

// lostSpace reports whether the sentence end at block[i] runs into the
// next sentence because a scrape lost the space or line break between
// them ("the gunman.The 19-year-old", "last month.Kanasho Johns"):
// a lower-case word of two letters or more (or a figure) before it, a
// capitalized word after it (block[j:]). "U.S.Army", "Ph.D" and
// "example.com" are not read as two sentences.
func lostSpace(block string, i, j int) bool {
	if i < 2 || j+1 >= len(block) {
		return false
	}
	a, b := block[i-2], block[i-1]
	return (isLowerASCII(b) && (isLowerASCII(a) || isDigitASCII(a)) || isDigitASCII(b)) &&
		block[j] >= 'A' && block[j] <= 'Z' && isLowerASCII(block[j+1])
}

func isLowerASCII(c byte) bool { return c >= 'a' && c <= 'z' }

func isDigitASCII(c byte) bool { return c >= '0' && c <= '9' }

func addSentence(out []Sentence, block string, base, para, s, e int) []Sentence {
	for s < e && isSpaceByte(block[s]) {
		s++
	}
	for e > s && isSpaceByte(block[e-1]) {
		e--
	}
	if e > s {
		out = append(out, Sentence{Start: base + s, End: base + e, Para: para})
	}
	return out
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// isHeadingLine reports whether a line inside a paragraph stands alone
// (a subheading such as "Heavy security", a byline): short and without
// closing punctuation. Such lines end a sentence.
func isHeadingLine(line string) bool {
	line = strings.TrimSpace(line)
	if line == "" || len(line) > 80 {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(line)
	return !unicode.IsPunct(last) || last == ')'
}

// startsSentence reports whether s can begin a sentence.
func startsSentence(s string) bool {
	r, n := utf8.DecodeRuneInString(s)
	switch {
	case unicode.IsUpper(r) || unicode.IsDigit(r):
		return true
	case r == '"' || r == '“' || r == '‘' || r == '\'' || r == '(' || r == '«':
		return true
	case r == '`' && strings.HasPrefix(s[n:], "`"):
		return true
	}
	return false
}

// EndsInAbbreviation reports whether the text before a full stop ends in
// an abbreviation ("Gen", "Det", "U.S"), an initial or a number's
// integer part: a full stop that ends no sentence.
func EndsInAbbreviation(before string) bool {
	i := len(before)
	for i > 0 && !isSpaceByte(before[i-1]) && before[i-1] != '(' && before[i-1] != '"' && before[i-1] != '/' { // "Aoraki/Mt."
		i--
	}
	w := before[i:]
	if w == "" {
		return false
	}
	if strings.IndexByte(w, '.') >= 0 { // "U.S", "a.m", "p.m"
		return true
	}
	if r, _ := utf8.DecodeRuneInString(w); len(w) == 1 && unicode.IsUpper(r) { // an initial
		return true
	}
	return sentenceAbbrev[strings.ToLower(w)]
}

var sentenceAbbrev = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "dr": true, "prof": true, "gen": true, "lt": true, "col": true, "sgt": true,
	"capt": true, "maj": true, "adm": true, "cmdr": true, "gov": true, "sen": true, "rep": true, "rev": true, "st": true,
	"jr": true, "sr": true, "co": true, "corp": true, "inc": true, "ltd": true, "bros": true, "no": true, "vs": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true, "aug": true, "sep": true, "sept": true,
	"oct": true, "nov": true, "dec": true, "mt": true, "ft": true, "fig": true, "approx": true, "dept": true, "est": true,
	"pres": true, "gens": true, "sens": true, "reps": true, "supt": true, "insp": true, "atty": true, "ave": true,
	"blvd": true, "ga": true, "fla": true, "calif": true, "ariz": true, "tenn": true,
	"conn": true, "okla": true, "nev": true, "colo": true, "mich": true, "minn": true,
	"det": true, "cpl": true, "pvt": true, "pfc": true, "tex": true, "wis": true, "ala": true, "kan": true,
	"neb": true, "wyo": true, "ky": true, "vt": true,
}

// AllDigits reports whether s is one or more ASCII digits and nothing
// else ("06", "1998"; not "", "1,5").
func AllDigits(s string) bool { return s != "" && TrailingDigits(s) == len(s) }

// TrailingDigits returns how many ASCII digits end s: where the number
// written before a mark starts.
func TrailingDigits(s string) int {
	n := 0
	for n < len(s) && isDigitASCII(s[len(s)-1-n]) {
		n++
	}
	return n
}

// SpacedDecimal reports whether s[i:j], one to three digits, and the
// digits after the ". " at s[j] are one decimal number that a
// conversion wrote with a space after its point ("a 6. 1-magnitude
// quake", "0. 07 percent", "$5. 3 million", "2. 7GHz"): where the figure
// is 0, follows a currency sign, or is followed by a unit, a scale or a
// percent. A number that ends a sentence before one that starts the
// next ("rose to 12. 15 more were hurt") is no such number.
func SpacedDecimal(s string, i, j int) bool {
	if j-i > 3 || j-i < 1 || j+2 >= len(s) || s[j] != '.' || s[j+1] != ' ' || !isDigitASCII(s[j+2]) ||
		i > 0 && (isDigitASCII(s[i-1]) || s[i-1] == ',' || s[i-1] == '.') {
		return false
	}
	for k := i; k < j; k++ {
		if !isDigitASCII(s[k]) {
			return false
		}
	}
	if s[i:j] == "0" {
		return true
	}
	if b := strings.TrimRight(s[:i], " "); b != "" {
		if r, _ := utf8.DecodeLastRuneInString(b); currencySign(r) {
			return true // "$5. 3 million"
		}
		b = strings.TrimSuffix(b, " of")
		b = b[len(b)-min(len(b), len("registering")):] // the word before: no pass over the text before it
		for _, w := range []string{"magnitude", "magnitude-", "measuring", "registering"} {
			if len(b) >= len(w) && strings.EqualFold(b[len(b)-len(w):], w) {
				return true // "a magnitude 4. 6 earthquake", "a magnitude of 4. 6", "measuring 6. 4"
			}
		}
	}
	k := j + 2
	for k < len(s) && isDigitASCII(s[k]) {
		k++
	}
	if k == len(s) {
		return false
	}
	if c := s[k]; c == '-' || c == '%' || isLowerASCII(c) || c >= 'A' && c <= 'Z' {
		return true // "6. 1-magnitude", "2. 7GHz"
	}
	if s[k] != ' ' {
		return false
	}
	if len(s)-k >= 15 && strings.EqualFold(s[k:k+15], " on the Richter") {
		return true // "6. 0 on the Richter scale"
	}
	w := s[k+1:]
	if e := strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }); e >= 0 {
		w = w[:e]
	}
	return decimalUnits[strings.ToLower(w)]
}

// SpacedThousands reports whether s[i:j], one to three digits after a
// currency sign, and the three digits after the ", " at s[j] are one
// amount that a conversion wrote with a space after its thousands comma
// ("$380, 600", "$300, 000"). Without the sign a comma and a space part
// two numbers too often ("in 2008, 600 people"; "12, 300 and 400").
func SpacedThousands(s string, i, j int) bool {
	if j-i > 3 || j-i < 1 || j+5 > len(s) || s[j] != ',' || s[j+1] != ' ' || i == 0 {
		return false
	}
	for k := i; k < j; k++ {
		if !isDigitASCII(s[k]) {
			return false
		}
	}
	for k := j + 2; k < j+5; k++ {
		if !isDigitASCII(s[k]) {
			return false
		}
	}
	if j+5 < len(s) && isDigitASCII(s[j+5]) {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return currencySign(r)
}

// currencySign reports whether r is a sign a conversion writes before
// an amount.
func currencySign(r rune) bool { return r == '$' || r == '£' || r == '€' || r == '¥' }

// decimalUnits are the words after a number that make it a measure or
// a scaled figure, for SpacedDecimal.
var decimalUnits = map[string]bool{"percent": true, "per": true, "million": true, "billion": true, "trillion": true,
	"magnitude": true, "acres": true, "hectares": true, "miles": true, "kilometres": true, "kilometers": true, "km": true,
	"metres": true, "meters": true, "feet": true, "inches": true, "inch": true, "degrees": true, "mph": true, "tons": true,
	"tonnes": true, "points": true, "quake": true, "earthquake": true, "tremor": true, "gb": true, "mb": true, "tb": true, "ghz": true, "mhz": true, "megapixel": true,
	"pounds": true, "kg": true, "kilograms": true, "grams": true, "ounces": true, "mm": true, "cm": true}
