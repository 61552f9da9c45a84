package main

// Terminal-safe output. Everything storywire prints can hold text from
// its input (ids, titles, sources, file names in error messages), and a
// terminal takes control characters in it as commands: ESC ] 0 ; sets
// the window title, ESC [ 2 J clears the screen, and worse. So the
// command's streams pass through termSafe, which writes each control
// character other than newline and tab as a \u00XX escape: C0, DEL and
// the C1 range (U+0080–U+009F, which some terminals read as ESC [).
// The escape is JSON's own, so --json output stays valid JSON and
// means the same. The progress bar, whose escapes are ours, writes to
// the stream beneath.

import (
	"fmt"
	"io"
)

type termSafe struct {
	w       io.Writer
	pending bool // the last Write ended in 0xC2, the first byte of a C1 character
	buf     []byte
}

func newTermSafe(w io.Writer) *termSafe { return &termSafe{w: w} }

func (t *termSafe) Write(p []byte) (int, error) {
	t.buf = t.buf[:0]
	i := 0
	if t.pending {
		t.pending = false
		if len(p) > 0 && p[0] >= 0x80 && p[0] <= 0x9f {
			t.buf = fmt.Appendf(t.buf, `\u%04x`, p[0])
			i = 1
		} else {
			t.buf = append(t.buf, 0xc2)
		}
	}
	for ; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '\n' || c == '\t':
			t.buf = append(t.buf, c)
		case c < 0x20 || c == 0x7f:
			t.buf = fmt.Appendf(t.buf, `\u%04x`, c)
		case c == 0xc2 && i+1 == len(p):
			t.pending = true
		case c == 0xc2 && p[i+1] >= 0x80 && p[i+1] <= 0x9f:
			t.buf = fmt.Appendf(t.buf, `\u%04x`, p[i+1])
			i++
		default:
			t.buf = append(t.buf, c)
		}
	}
	if _, err := t.w.Write(t.buf); err != nil {
		return 0, err
	}
	return len(p), nil
}

// raw returns the stream beneath w, for output whose control
// characters are storywire's own.
func raw(w io.Writer) io.Writer {
	if t, ok := w.(*termSafe); ok {
		return t.w
	}
	return w
}
