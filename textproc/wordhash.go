package textproc

// Word hashes: the token stream of fingerprinting and alignment.
//
// A word's hash is a function of its normalized bytes alone (NFKC, lower
// case, UTF-8): up to 16 bytes are read as two little-endian 64-bit words
// (the second overlapping the first for words of 9 to 15 bytes) and mixed
// by one 64×64→128-bit multiplication; longer words fold each further 8
// bytes in with one more multiplication. No step depends on the byte
// before it, so, unlike FNV's multiply per byte, nothing serializes the
// work of a word on its length.
//
// Finding the words is the larger part of the work. Text is classified
// 64 bytes at a time: eight 8-byte loads, each turned by a few
// word-parallel additions into one bit per byte (ASCII letter or digit,
// and non-ASCII), give 64-bit masks whose runs of ones are the words;
// trailing-zero counts step from word to word. Typographic quotes and
// dashes count as separators, as ASCII punctuation does. A run that holds
// other non-ASCII bytes (an accented letter) is taken rune by rune, which
// builds each word's normalized bytes and hashes them with the same
// function. A run that reaches the block's end waits for the next block,
// so each word is hashed whole from the text.
//
// It deliberately does not keep FNV's values: stores written with them
// (before schema 7) are re-signed when opened (see store's migrations).

import (
	"math/bits"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

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
	if !utf8.ValidString(s) { // NFKC would leave what follows a bad byte as it is
		s = strings.ToValidUTF8(s, "\uFFFD")
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
	var wordBuf, pad [64]byte
	for i := 0; i < len(s); {
		var wordBits, high uint64
		if len(s)-i >= 64 {
			wordBits, high = classify64(s[i : i+64])
		} else {
			copy(pad[:], s[i:])
			clear(pad[len(s)-i:])
			wordBits, high = classify64(pad[:])
		}
		// Typographic quotes and dashes separate words as ASCII
		// punctuation does; other non-ASCII runes are left to regions.
		n := min(len(s)-i, 64)
		for h := high; h != 0; {
			p := bits.TrailingZeros64(h)
			r, size := utf8.DecodeRuneInString(s[i+p:])
			bytes := (uint64(1)<<size - 1) << p
			if inertPunct(r) && p+size <= n {
				high &^= bytes
			}
			h &^= bytes
		}
		// Regions: runs of ASCII letters and digits and other non-ASCII
		// bytes. One that reaches the block's end may go on, unless the
		// text ends there: the block stops after the last byte outside
		// them.
		m := (wordBits | high) & (1<<n - 1)
		if n < len(s)-i && m>>63 != 0 {
			n = 64 - bits.LeadingZeros64(^m)
			if n == 0 { // one region fills the block: find its end
				end := i + 64
				for end < len(s) && (s[end] >= utf8.RuneSelf || asciiWord[s[end]]) {
					end++
				}
				if dst, ok = appendRegion(dst, s[i:end], wordBuf[:0], strict); !ok {
					return dst, false
				}
				i = end
				continue
			}
			m &= 1<<n - 1
		}
		for m != 0 {
			a := bits.TrailingZeros64(m)
			l := bits.TrailingZeros64(^(m >> a))
			b := i + a + l
			switch {
			case high != 0 && high>>a&(1<<l-1) != 0: // non-ASCII runes: rune by rune
				if dst, ok = appendRegion(dst, s[i+a:b], wordBuf[:0], strict); !ok {
					return dst, false
				}
			case l <= 8 && b >= 8: // most words: hashASCIIWord's first case, inlined
				v := load64(s, b-8)
				sh := 64 - 8*uint(l)
				dst = append(dst, mixWord((v|0x20*ones)>>sh, 0, l))
			default:
				dst = append(dst, hashASCIIWord(s, i+a, b))
			}
			m &^= 1<<(a+l) - 1
		}
		i += n
	}
	return dst, true
}

// appendRegion hashes the words of r, a run of ASCII letters and digits
// and non-ASCII runes, rune by rune: the non-ASCII runes that are not
// letters, digits or marks (typographic quotes, dashes) end words. word
// is scratch for a word's normalized bytes. With strict set it gives up
// (ok false) at a rune that NFKC would change.
func appendRegion(dst []uint32, r string, word []byte, strict bool) ([]uint32, bool) {
	for j := 0; j < len(r); {
		if c := r[j]; c < utf8.RuneSelf {
			word = append(word, asciiNorm[c])
			j++
			continue
		}
		ru, size := utf8.DecodeRuneInString(r[j:])
		if strict && !normal(ru, r[j:j+size]) {
			return dst, false
		}
		if isWordRune(ru) {
			word = utf8.AppendRune(word, unicode.ToLower(ru))
		} else if len(word) > 0 {
			dst = append(dst, hashWordBytes(word))
			word = word[:0]
		}
		j += size
	}
	if len(word) > 0 {
		dst = append(dst, hashWordBytes(word))
	}
	return dst, true
}

// normal reports whether the rune r (non-ASCII), whose encoding is enc,
// is left as it is by NFKC wherever it stands: it is NFKC-normal alone (a
// precomposed "é" is, a ligature or "…" is not), and nothing before it
// composes or reorders with it (it begins a new segment).
// The Latin letters of European text (up to U+024F) are answered from a
// table made once with the same test.
func normal(r rune, enc string) bool {
	if r < latinEnd {
		return normalLatin[r-utf8.RuneSelf]
	}
	return normalRune(r, enc)
}

func normalRune(r rune, enc string) bool {
	return inertPunct(r) || norm.NFKC.PropertiesString(enc).BoundaryBefore() && norm.NFKC.QuickSpanString(enc) == len(enc)
}

const latinEnd = 0x250

var normalLatin = func() (t [latinEnd - utf8.RuneSelf]bool) {
	for r := rune(utf8.RuneSelf); r < latinEnd; r++ {
		t[r-utf8.RuneSelf] = normalRune(r, string(r))
	}
	return t
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

const (
	ones  = 0x0101010101010101
	highs = 0x8080808080808080
	// gather moves the top bit of each byte into the top byte, in byte
	// order (the movemask of one 64-bit word).
	gather = 0x0102040810204080
)

// classify64 returns, for the 64 bytes of b, a mask with bit k set when
// b[k] is an ASCII letter or digit, and one with bit k set when b[k] is
// not ASCII.
func classify64[T string | []byte](b T) (word, high uint64) {
	_ = b[63]
	var any uint64
	for k := 0; k < 64; k += 8 {
		x := load64(b, k)
		any |= x
		y := x &^ highs // below 0x80, so that no addition carries across bytes
		lower := y | 0x20*ones
		letter := (lower + (0x80-'a')*ones) &^ (lower + (0x80-'z'-1)*ones)
		digit := (y + (0x80-'0')*ones) &^ (y + (0x80-'9'-1)*ones)
		w := (letter | digit) &^ x & highs
		word |= (w >> 7 * gather >> 56) << k
	}
	if any&highs != 0 {
		for k := 0; k < 64; k += 8 {
			high |= (load64(b, k) & highs >> 7 * gather >> 56) << k
		}
	}
	return word, high
}

// load64 reads the 8 bytes of s at i as a little-endian integer.
func load64[T string | []byte](s T, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// hashASCIIWord hashes the word s[a:b] of ASCII letters and digits,
// lower-casing it as it reads (setting 0x20 lowers a letter and leaves a
// digit).
func hashASCIIWord(s string, a, b int) uint32 {
	l := b - a
	if l <= 8 {
		var v uint64
		if b >= 8 {
			v = load64(s, b-8) >> (64 - 8*l)
		} else {
			for k := l - 1; k >= 0; k-- {
				v = v<<8 | uint64(s[a+k])
			}
		}
		return mixWord(v|0x20*ones>>(64-8*l), 0, l)
	}
	st := load64(s, a) | 0x20*ones
	for off := a + 8; off+8 < b; off += 8 {
		st = foldWord(st, load64(s, off)|0x20*ones)
	}
	return mixWord(st, load64(s, b-8)|0x20*ones, l)
}

// hashWordBytes hashes a normalized word (at least one byte) as
// hashASCIIWord does.
func hashWordBytes(w []byte) uint32 {
	l := len(w)
	load := func(i int) uint64 {
		var v uint64
		for k := min(i+8, l) - 1; k >= i; k-- {
			v = v<<8 | uint64(w[k])
		}
		return v
	}
	if l <= 8 {
		return mixWord(load(0), 0, l)
	}
	st := load(0)
	for off := 8; off+8 < l; off += 8 {
		st = foldWord(st, load(off))
	}
	return mixWord(st, load(l-8), l)
}

// mixWord is the hash of a word of length l from its first 8 bytes (or
// the fold of all but the last 8) and its last 8.
func mixWord(first, last uint64, l int) uint32 {
	hi, lo := bits.Mul64(first^0x9E3779B97F4A7C15, last^0xD6E8FEB86659FD93^uint64(l))
	x := hi ^ lo
	return uint32(x ^ x>>32)
}

// foldWord folds 8 more bytes of a long word into its state.
func foldWord(st, v uint64) uint64 {
	hi, lo := bits.Mul64(st^0xBF58476D1CE4E5B9, v^0x94D049BB133111EB)
	return hi ^ lo
}
