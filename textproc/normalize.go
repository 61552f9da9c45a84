// Package textproc holds the text primitives every other storywire package
// builds on: normalization, word tokens and their offsets.
//
// Design: the functions here sit on the hottest path of the system (every
// article passes through them at ingest, dedup and clustering), so they work
// on strings and byte slices without regular expressions (the ROUGE stemmer,
// a faithful port of a Perl original, is the one exception), take an ASCII fast
// path, and append into caller-owned buffers so that a loop over many
// articles allocates almost nothing. Normalization is deliberately lossy and
// only used for comparison (hashes, exact-duplicate keys, token matching);
// the original text is never replaced by its normalized form.
package textproc

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// AppendNormalized appends to dst the comparison form of s: Unicode NFKC,
// lower case, typographic quotes folded to ASCII ' and ", dashes folded to
// '-', and every run of white space collapsed to one space, with no leading
// or trailing space. Two texts that differ only in those respects have the
// same normalized form.
func AppendNormalized(dst []byte, s string) []byte {
	dst, _ = AppendNormalizedCount(dst, s)
	return dst
}

// AppendNormalizedCount is AppendNormalized that also returns the number
// of words of s (as AppendWords splits them), counted in the same pass.
func AppendNormalizedCount(dst []byte, s string) ([]byte, int) {
	if !isASCII(s) {
		// NFKC leaves what follows an invalid byte as it is ("\xf6ϔ" kept
		// its ϔ, which the next pass folded): make the text valid first.
		if !utf8.ValidString(s) {
			s = strings.ToValidUTF8(s, "\uFFFD")
		}
		s = norm.NFKC.String(s)
		start := len(dst)
		dst, n := appendNormalizedCount(dst, s)
		// Lower-casing can make a composable pair ("H" + U+0331 becomes
		// "h" + U+0331, which composes to "ẖ"): normalize once more.
		if tail := string(dst[start:]); !norm.NFKC.IsNormalString(tail) {
			dst = norm.NFKC.AppendString(dst[:start], tail)
		}
		return dst, n
	}
	return appendNormalizedCount(dst, s)
}

func appendNormalizedCount(dst []byte, s string) ([]byte, int) {
	dst = slices.Grow(dst, len(s))
	space, inWord, words := false, false, 0
	start := len(dst)
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			m := asciiNorm[c]
			if m == ' ' {
				space, inWord = true, false
				continue
			}
			if space && len(dst) > start {
				dst = append(dst, ' ')
			}
			space = false
			dst = append(dst, m)
			w := asciiWord[c]
			if w && !inWord {
				words++
			}
			inWord = w
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		if unicode.IsSpace(r) {
			space, inWord = true, false
			continue
		}
		if space && len(dst) > start {
			dst = append(dst, ' ')
		}
		space = false
		w := isWordRune(r)
		if w && !inWord {
			words++
		}
		inWord = w
		if f := FoldPunct(r); f != r {
			dst = append(dst, byte(f))
			continue
		}
		dst = utf8.AppendRune(dst, unicode.ToLower(r))
	}
	return dst, words
}

// Normalize returns the comparison form of s; see AppendNormalized.
func Normalize(s string) string {
	return string(AppendNormalized(make([]byte, 0, len(s)), s))
}

// asciiNorm maps an ASCII byte to its normalized form; ' ' marks white
// space (collapsed by the caller).
var asciiNorm = func() (t [utf8.RuneSelf]byte) {
	for c := range t {
		t[c] = byte(c)
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = byte(c - 'A' + 'a')
	}
	t['`'] = '\''
	for _, c := range "\t\n\v\f\r " {
		t[c] = ' '
	}
	return t
}()

// FoldPunct maps typographic quotes to ASCII ' or " and dashes and minus
// signs to '-'. Other runes are returned unchanged.
func FoldPunct(r rune) rune {
	switch r {
	case '\u2018', '\u2019', '\u201a', '\u201b', '\u2032', '\u00b4', '`':
		return '\''
	case '\u201c', '\u201d', '\u201e', '\u201f', '\u2033', '\u00ab', '\u00bb':
		return '"'
	case '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212', '\ufe58', '\ufe63', '\uff0d':
		return '-'
	}
	return r
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// LowerASCII lowers the ASCII letters of s and leaves every other byte
// as it is, so that byte offsets in the result are offsets in s (which
// strings.ToLower does not promise for non-ASCII text).
func LowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			var b strings.Builder // one allocation, where []byte(s) and back make two
			b.Grow(len(s))
			b.WriteString(s[:i])
			for j := i; j < len(s); j++ {
				c := s[j]
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				b.WriteByte(c)
			}
			return b.String()
		}
	}
	return s
}
