package article

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

// ItemError is a problem with one input item: a file, a JSONL line or a
// feed entry. Where is "path" or "path:line".
type ItemError struct {
	Where string
	Err   error
}

func (e *ItemError) Error() string { return e.Where + ": " + e.Err.Error() }
func (e *ItemError) Unwrap() error { return e.Err }

var (
	errEmpty  = errors.New("empty body: no text to store")
	errBinary = errors.New("binary content (NUL or control bytes), not text")
	errNotUTF = errors.New("not UTF-8, UTF-16 with a byte-order mark, or Windows-1252 text")
)

func errTooLong(n int) error {
	return fmt.Errorf("body is %s, over the %s limit for one article", byteSize(int64(n)), byteSize(MaxTextBytes))
}

// byteSize formats n bytes for error messages.
func byteSize(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

var (
	bomUTF8    = []byte{0xEF, 0xBB, 0xBF}
	bomUTF16LE = []byte{0xFF, 0xFE}
	bomUTF16BE = []byte{0xFE, 0xFF}
)

// decodeText returns b as UTF-8. It honours byte-order marks (UTF-8,
// UTF-16 LE/BE), accepts valid UTF-8, and reads other text as Windows-1252
// (the usual encoding of legacy Western news files) when it is mostly
// ASCII. Input with many control bytes (isBinary) is an error rather than
// mojibake; a few are kept, for the reader to treat as separators
// (separateControls): wire formats mark paragraphs with them, and pages
// carry stray NUL bytes.
func decodeText(b []byte) (string, error) {
	switch {
	case bytes.HasPrefix(b, bomUTF8):
		b = b[len(bomUTF8):]
	case bytes.HasPrefix(b, bomUTF16LE):
		return decodeUTF16(b, unicode.LittleEndian)
	case bytes.HasPrefix(b, bomUTF16BE):
		return decodeUTF16(b, unicode.BigEndian)
	}
	if isBinary(b) {
		return "", errBinary
	}
	if utf8.Valid(b) {
		return string(b), nil
	}
	high := 0
	for _, c := range b {
		if c >= 0x80 {
			high++
		}
	}
	if high*5 > len(b) { // over 20% non-ASCII bytes: not a Latin text
		return "", errNotUTF
	}
	out, err := charmap.Windows1252.NewDecoder().Bytes(b)
	if err != nil {
		return "", errNotUTF
	}
	return string(out), nil
}

func decodeUTF16(b []byte, order unicode.Endianness) (string, error) {
	out, err := unicode.UTF16(order, unicode.ExpectBOM).NewDecoder().Bytes(b)
	if err != nil {
		return "", fmt.Errorf("bad UTF-16: %v", err)
	}
	if isBinary(out) {
		return "", errBinary
	}
	return string(out), nil
}

// isBinary reports whether b is not text: more than one byte in
// sixteen is a C0 control byte other than tab, line feed, form feed,
// vertical tab and carriage return, or DEL. Text with a few control
// bytes (a wire's paragraph marks, a stray NUL) is text.
func isBinary[T string | []byte](b T) bool {
	n, _ := countControls(b)
	return 16*n > len(b)
}

// countControls counts the C0 control bytes and DELs of b (isControl),
// and reports whether b holds a C1 control (U+0080–U+009F, two bytes in
// UTF-8): one pass over the bytes, eight at a time where all eight are
// printable ASCII, as nearly all of a text's are.
func countControls[T string | []byte](b T) (n int, c1 bool) {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	i := 0
	for ; i+8 <= len(b); i += 8 {
		x := uint64(b[i]) | uint64(b[i+1])<<8 | uint64(b[i+2])<<16 | uint64(b[i+3])<<24 |
			uint64(b[i+4])<<32 | uint64(b[i+5])<<40 | uint64(b[i+6])<<48 | uint64(b[i+7])<<56
		// A byte under 0x20 borrows, DEL carries into, and one of 0x80 or
		// more already has its high bit: a word without any is plain.
		if ((x-0x20*ones)|x|(x+ones))&highs == 0 {
			continue
		}
		for k := i; k < i+8; k++ {
			n, c1 = countByte(b, k, n, c1)
		}
	}
	for ; i < len(b); i++ {
		n, c1 = countByte(b, i, n, c1)
	}
	return n, c1
}

// countByte is countControls for the byte of b at i.
func countByte[T string | []byte](b T, i, n int, c1 bool) (int, bool) {
	switch c := b[i]; {
	case c < 0x20:
		if c != '\t' && c != '\n' && c != '\v' && c != '\f' && c != '\r' {
			n++
		}
	case c == 0x7f:
		n++
	case c == 0xc2 && i+1 < len(b) && b[i+1] >= 0x80 && b[i+1] < 0xa0:
		c1 = true
	}
	return n, c1
}

// isControl reports whether r is a control character that never belongs
// in text: C0 controls but tab, line feed, vertical tab, form feed and
// carriage return; DEL; the C1 controls.
func isControl(r rune) bool {
	switch {
	case r < 0x20:
		return r != '\t' && r != '\n' && r != '\v' && r != '\f' && r != '\r'
	case r == 0x7f:
		return true
	case r >= 0x80 && r < 0xa0:
		return true
	}
	return false
}

// separateControls returns s with its control characters read as the
// separators they stand for: one that starts a line (a wire's paragraph
// mark) as a paragraph break, any other as a space; a terminal escape
// sequence (ESC [ … or ESC ] … BEL) is dropped whole. note says what
// was removed ("" when nothing was).
func separateControls(s string) (out, note string) {
	if n, c1 := countControls(s); n == 0 && !c1 {
		return s, ""
	}
	return separate(s)
}

// separate is separateControls for a text known to hold a control
// character.
func separate(s string) (out, note string) {
	var b strings.Builder
	b.Grow(len(s))
	counts := map[rune]int{}
	escapes := 0
	removed := false // since the last character written
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isControl(r) {
			if removed {
				// One separator where something was removed: none next to
				// white space, a paragraph break at a line start.
				removed = false
				last := byte('\n')
				if b.Len() > 0 {
					last = b.String()[b.Len()-1]
				}
				switch {
				case last == '\n' && r != '\n':
					b.WriteByte('\n')
				case last == ' ' && r == ' ':
					i += size
					continue
				case last != ' ' && last != '\n' && r != ' ' && r != '\n':
					b.WriteByte(' ')
				}
			}
			b.WriteString(s[i : i+size])
			i += size
			continue
		}
		removed = true
		if n := escapeLen(s[i:]); n > 0 {
			escapes++
			i += n
			continue
		}
		counts[r]++
		i += size
	}
	var parts []string
	keys := make([]rune, 0, len(counts))
	for r := range counts {
		keys = append(keys, r)
	}
	slices.Sort(keys)
	for _, r := range keys {
		parts = append(parts, fmt.Sprintf("U+%04X ×%d", r, counts[r]))
	}
	if escapes > 0 {
		parts = append(parts, fmt.Sprintf("%d terminal escape sequence%s", escapes, plural(escapes)))
	}
	return b.String(), "removed control characters (" + strings.Join(parts, ", ") + ")"
}

// escapeLen returns the length of the terminal escape sequence that s
// starts with (CSI: ESC [ parameters final byte; OSC: ESC ] … BEL or
// ESC \\), or 0.
func escapeLen(s string) int {
	if len(s) < 2 || s[0] != 0x1b {
		return 0
	}
	switch s[1] {
	case '[':
		for i := 2; i < len(s) && i < 64; i++ {
			if s[i] >= 0x40 && s[i] <= 0x7e {
				return i + 1
			}
			if s[i] < 0x20 || s[i] > 0x3f {
				return 0
			}
		}
	case ']':
		for i := 2; i < len(s) && i < 512; i++ {
			if s[i] == 0x07 {
				return i + 1
			}
			if s[i] == 0x1b && i+1 < len(s) && s[i+1] == '\\' {
				return i + 2
			}
		}
	}
	return 0
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
