package textproc

import (
	"unicode"
	"unicode/utf8"
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
