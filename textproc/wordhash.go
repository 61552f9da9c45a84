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
// Finding the words is the larger part of the work. ASCII text is
// classified 64 bytes at a time: eight 8-byte loads, each turned by a few
// word-parallel additions into one bit per byte (letter or digit), give a
// 64-bit mask whose runs of ones are the words; trailing-zero counts step
// from word to word. Non-ASCII punctuation between words (typographic
// quotes and dashes) is stepped over inside the block; a block stops
// before the first non-ASCII rune that belongs to a word, and a word that
// reaches the block's end waits for the next block, so each word is
// hashed whole from the text. Words with non-ASCII runes take the
// rune-by-rune path, which builds the word's normalized bytes and hashes
// them with the same function.
//
// It deliberately does not keep FNV's values: stores written before the
// seventh session are re-signed when opened (see store's migrations).

import (
	"math/bits"
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
	word := wordBuf[:0] // the normalized bytes of a word off the ASCII path
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			// The ASCII path: the words of the block at i that end
			// before its first non-ASCII byte, and before its end unless
			// the text ends there.
			var wordBits, high uint64
			if len(s)-i >= 64 {
				wordBits, high = classify64(s[i : i+64])
			} else {
				copy(pad[:], s[i:])
				clear(pad[len(s)-i:])
				wordBits, high = classify64(pad[:])
			}
			// A non-ASCII rune outside words is skipped like ASCII
			// punctuation; the block stops at the first one in a word.
			n := min(len(s)-i, 64)
			for high != 0 {
				p := bits.TrailingZeros64(high)
				r, size := utf8.DecodeRuneInString(s[i+p:])
				if p+size > n || !inertPunct(r) && isWordRune(r) {
					n = p
					break
				}
				if strict && !normal(r, s[i+p:i+p+size]) {
					return dst, false
				}
				high &^= (1<<size - 1) << p
			}
			if n < len(s)-i && wordBits>>(n-1)&1 != 0 {
				// the last word may go on: stop after the last
				// non-word byte (n > 0: s[i] is ASCII)
				n = 64 - bits.LeadingZeros64(^wordBits&(1<<n-1))
			}
			if n > 0 {
				m := wordBits & (1<<n - 1)
				for m != 0 {
					a := bits.TrailingZeros64(m)
					l := bits.TrailingZeros64(^(m >> a))
					b := i + a + l
					var h uint32
					if l <= 8 && b >= 8 {
						// most words: hashASCIIWord's first case, inlined
						v := load64(s, b-8)
						sh := 64 - 8*uint(l)
						h = mixWord((v|0x20*ones)>>sh, 0, l)
					} else {
						h = hashASCIIWord(s, i+a, b)
					}
					dst = append(dst, h)
					m &^= 1<<(a+l) - 1
				}
				i += n
				continue
			}
		}
		// The rune path: one word, or one rune that is not in a word.
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isWordRune(r) {
			if strict && r >= utf8.RuneSelf && !normal(r, s[i:i+size]) {
				return dst, false
			}
			i += size
			continue
		}
		word = word[:0]
		for i < len(s) {
			r, size = utf8.DecodeRuneInString(s[i:])
			if !isWordRune(r) {
				break
			}
			if r < utf8.RuneSelf {
				word = append(word, asciiNorm[r])
			} else {
				if strict && !normal(r, s[i:i+size]) {
					return dst, false
				}
				word = utf8.AppendRune(word, unicode.ToLower(r))
			}
			i += size
		}
		dst = append(dst, hashWordBytes(word))
	}
	return dst, true
}

// normal reports whether the rune r (non-ASCII), whose encoding is enc,
// is left as it is by NFKC wherever it stands: it is NFKC-normal alone (a
// precomposed "é" is, a ligature or "…" is not), and nothing before it
// composes or reorders with it (it begins a new segment).
func normal(r rune, enc string) bool {
	return inertPunct(r) || norm.NFKC.PropertiesString(enc).BoundaryBefore() && norm.NFKC.QuickSpanString(enc) == len(enc)
}

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
