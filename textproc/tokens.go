package textproc

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Span is the byte range [Start, End) of a token in the text it came from.
type Span struct {
	Start, End int32
}

// AppendWords appends to dst the spans of the words of s: maximal runs of
// letters and digits. Apostrophes and dots are word breaks ("Syria’s" is
// "Syria" and "s"), which is what shingling and matching want: it makes the
// token stream independent of quote style.
func AppendWords(dst []Span, s string) []Span {
	start := -1
	for i := 0; i < len(s); {
		c := s[i]
		var word bool
		n := 1
		if c < utf8.RuneSelf {
			word = asciiWord[c]
		} else {
			var r rune
			r, n = utf8.DecodeRuneInString(s[i:])
			word = isWordRune(r)
		}
		if word {
			if start < 0 {
				start = i
			}
		} else if start >= 0 {
			dst = append(dst, Span{int32(start), int32(i)})
			start = -1
		}
		i += n
	}
	if start >= 0 {
		dst = append(dst, Span{int32(start), int32(len(s))})
	}
	return dst
}

// CountWords returns the number of words of s, as AppendWords splits them.
func CountWords(s string) int {
	n := 0
	in := false
	for i := 0; i < len(s); {
		c := s[i]
		var word bool
		if c < utf8.RuneSelf {
			word = asciiWord[c]
			i++
		} else {
			r, sz := utf8.DecodeRuneInString(s[i:])
			word = isWordRune(r)
			i += sz
		}
		if word && !in {
			n++
		}
		in = word
	}
	return n
}

var asciiWord = func() (t [utf8.RuneSelf]bool) {
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] = true
		t[c-'a'+'A'] = true
	}
	return t
}()

// isWordRune reports whether r belongs to words: letters, digits and
// nonspacing marks.
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiWord[r]
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// Marks of a word, by AppendWordMarks.
const (
	// WordQuoted: the word stands inside quotation marks.
	WordQuoted = 1 << iota
	// WordLineStart: the word is the first of its line.
	WordLineStart
)

// AppendWordMarks appends to dst the marks of each word of s, in the
// words and order of AppendWordHashes (in the NFKC form of s: "½" is two
// words there): whether it begins a line, and whether it stands inside
// quotation marks. Double quotes (" “ ” „ « », and the doubled backquote
// and apostrophe that converted typescript writes for them) are read as
// a speaker's words; a single ‘ opens a quotation when it begins a word
// and ’ closes it when it ends one, since ’ alone is also an
// apostrophe. A quotation never runs past a line end: news opens each
// paragraph of a long quotation anew. A closing mark with no opening
// one in its line closes a quotation that began with the line (an edit
// that dropped the opening mark with the first word). An unbalanced
// straight mark (an inch sign) leaves the rest of its line misread, no
// more. One pass over the bytes, ASCII by table; text that NFKC would
// change is normalized first, as AppendWordHashes does.
func AppendWordMarks(dst []uint8, s string) []uint8 {
	if out, ok := appendWordMarks(dst, s, true); ok {
		return out
	}
	if !utf8.ValidString(s) { // NFKC leaves what follows a bad byte as it is
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	out, _ := appendWordMarks(dst, norm.NFKC.String(s), false)
	return out
}

// Byte classes of appendWordMarks.
const (
	byteSpace = iota // punctuation and spaces: ends a word
	byteWord
	byteDouble     // "
	byteLine       // \n
	byteBacktick   // `
	byteApostrophe // '
	byteOther      // the first byte of a multi-byte rune
)

var byteClass = func() (t [256]uint8) {
	for c := 0; c < utf8.RuneSelf; c++ {
		if asciiWord[c] {
			t[c] = byteWord
		}
	}
	t['"'], t['\n'], t['`'], t['\''] = byteDouble, byteLine, byteBacktick, byteApostrophe
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = byteOther
	}
	return t
}()

// appendWordMarks is AppendWordMarks over s; with strict set it gives up
// (ok false) at the first rune that NFKC would change.
func appendWordMarks(dst []uint8, s string, strict bool) (out []uint8, ok bool) {
	start := len(dst)
	double, single := false, false
	inWord, lineStart := false, true
	line := len(dst) // the first word of the current line
	opened := false  // a quotation was opened in this line
	closeDouble := func() {
		if !opened && !double { // closes what the line began with
			for k := line; k < len(dst); k++ {
				dst[k] |= WordQuoted
			}
		}
		double, opened = false, true
	}
	for i := 0; i < len(s); {
		cls, n := byteClass[s[i]], 1
		word := cls == byteWord
		if cls == byteOther {
			r, size := utf8.DecodeRuneInString(s[i:])
			n = size
			if strict && (r == utf8.RuneError && size == 1 || !normal(r, s[i:i+size])) {
				return dst[:start], false
			}
			word = isWordRune(r)
			if !word {
				switch r {
				case '\u201c':
					if double { // German closes with “
						double = false
					} else {
						double, opened = true, true
					}
				case '\u201e', '\u00ab':
					double, opened = true, true
				case '\u201d', '\u00bb':
					closeDouble()
				case '\u2018':
					if !inWord {
						single, opened = true, true
					}
				case '\u2019':
					if single && !nextIsWord(s[i+n:]) {
						single = false
					}
				}
			}
		}
		switch {
		case word:
			if !inWord {
				var m uint8
				if double || single {
					m |= WordQuoted
				}
				if lineStart {
					m |= WordLineStart
					lineStart = false
				}
				dst = append(dst, m)
			}
		case cls == byteLine:
			double, single, opened, lineStart, line = false, false, false, true, len(dst)
		case cls == byteDouble:
			double, opened = !double, true
		case cls == byteBacktick && i+1 < len(s) && s[i+1] == '`':
			double, opened = true, true
			n = 2
		case cls == byteApostrophe && i+1 < len(s) && s[i+1] == '\'':
			closeDouble()
			n = 2
		}
		inWord = word
		i += n
	}
	return dst, true
}

// nextIsWord reports whether s begins with a word rune.
func nextIsWord(s string) bool {
	if s == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s)
	return isWordRune(r)
}
