package textproc

import (
	"slices"
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
			word = unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
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
			word = unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
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

// AppendWordHashes appends to dst a 32-bit hash of each word of s, in
// order. Words are split as AppendWords splits them and compared in their
// normalized form (NFKC, lower case), so "Daesh", "DAESH" and "Ｄａｅｓｈ" hash
// alike. This is the token stream that fingerprinting and alignment work
// on: four bytes a token, no strings.
func AppendWordHashes(dst []uint32, s string) []uint32 {
	start := len(dst)
	if out, ok := appendWordHashes(dst, s, true); ok {
		return out
	}
	out, _ := appendWordHashes(dst[:start], norm.NFKC.String(s), false)
	return out
}

// appendWordHashes hashes the words of s. With strict set it gives up
// (ok false) at the first rune that NFKC would change, so that the caller
// normalizes the text first; most news text, even with typographic quotes
// and dashes, needs no normalization, and checking rune by rune as the
// words are hashed saves a separate pass over the text.
func appendWordHashes(dst []uint32, s string, strict bool) (out []uint32, ok bool) {
	const (
		offset = 2166136261
		prime  = 16777619
	)
	h, in := uint32(offset), false
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			dst, h, in, i = hashASCIIRun(dst, s, i, h, in)
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if strict && !inertPunct(r) {
			if p := norm.NFKC.PropertiesString(s[i : i+n]); p.Decomposition() != nil || !p.BoundaryBefore() {
				return dst, false
			}
		}
		i += n
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) {
			r = unicode.ToLower(r)
			for r > 0 {
				h = (h ^ uint32(r&0xff)) * prime
				r >>= 8
			}
			in = true
		} else if in {
			dst = append(dst, h)
			h, in = offset, false
		}
	}
	if in {
		dst = append(dst, h)
	}
	return dst, true
}

// hashASCIIRun hashes the words of the run of ASCII bytes of s that
// starts at i, carrying the hash h of a word in progress (in), and returns
// where the run ends. Word boundaries in news text come every few bytes in
// no pattern a branch predictor can learn, so the loop has no branch on
// them: every byte updates the hash through a mask, and the hash of a
// word that ends is written at the output's end, which advances only
// then. The output grows as append would, so a caller that sized it
// exactly keeps its allocation.
func hashASCIIRun(dst []uint32, s string, i int, h uint32, in bool) ([]uint32, uint32, bool, int) {
	const (
		offset = 2166136261
		prime  = 16777619
	)
	n := len(dst)
	buf := dst[:cap(dst)] // written past n; only an ended word advances n
	var inMask uint32
	if in {
		inMask = ^uint32(0)
	}
	for ; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			break
		}
		m := asciiWordMask[c]
		if n < len(buf) { // almost always: a predictable branch
			buf[n] = h
		} else if inMask&^m != 0 { // out of room, and a word ends
			buf = slices.Grow(buf[:n], 1)
			buf = buf[:cap(buf)]
			buf[n] = h
		}
		n += int(inMask &^ m & 1)
		h = ((h^asciiNormWord[c])*prime)&m | offset&^m
		inMask = m
	}
	return buf[:n], h, inMask != 0, i
}

// asciiWordMask is all ones for an ASCII word byte, zero otherwise;
// asciiNormWord is the normalized byte (asciiNorm) as a uint32.
var asciiWordMask, asciiNormWord = func() (m, w [utf8.RuneSelf]uint32) {
	for c := range utf8.RuneSelf {
		if asciiWord[c] {
			m[c] = ^uint32(0)
		}
		w[c] = uint32(asciiNorm[c])
	}
	return m, w
}()

// inertPunct reports whether r is common news punctuation that NFKC
// leaves a non-word character: typographic quotes and dashes, which need
// no normalization check.
func inertPunct(r rune) bool {
	switch r {
	case '\u2018', '\u2019', '\u201c', '\u201d', '\u2013', '\u2014', '\u00ab', '\u00bb', '\u2022', '\u00b7':
		return true
	}
	return false
}
