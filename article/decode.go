package article

import (
	"bytes"
	"errors"
	"fmt"
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
// (the usual encoding of legacy Western news files) when it has no control
// bytes and is mostly ASCII. Anything else is an error rather than mojibake.
func decodeText(b []byte) (string, error) {
	switch {
	case bytes.HasPrefix(b, bomUTF8):
		b = b[len(bomUTF8):]
	case bytes.HasPrefix(b, bomUTF16LE):
		return decodeUTF16(b, unicode.LittleEndian)
	case bytes.HasPrefix(b, bomUTF16BE):
		return decodeUTF16(b, unicode.BigEndian)
	}
	if hasControl(b) {
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
	if hasControl(out) {
		return "", errBinary
	}
	return string(out), nil
}

// hasControl reports whether b has NUL or other C0 control bytes that never
// occur in text (tab, line feed, form feed, carriage return and escape-free
// text are fine).
func hasControl(b []byte) bool {
	for _, c := range b {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' {
			return true
		}
	}
	return false
}
