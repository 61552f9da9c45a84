package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/storywire/storywire/engine"
	"golang.org/x/term"
)

// progressBar draws a one-line progress bar on a terminal and nothing at
// all when the output is piped or redirected.
type progressBar struct {
	w     io.Writer
	total int64 // input bytes, 0 when unknown
	on    bool
	drawn bool
	last  time.Time
}

func newProgressBar(w io.Writer, total int64) *progressBar {
	w = raw(w) // the bar's escapes are its own; its text is numbers
	f, ok := w.(*os.File)
	return &progressBar{w: w, total: total, on: ok && term.IsTerminal(int(f.Fd()))}
}

func (b *progressBar) update(p engine.Progress) {
	if !b.due() {
		return
	}
	rate := 0.0
	if s := p.Elapsed.Seconds(); s > 0 {
		rate = float64(p.Read) / s
	}
	line := fmt.Sprintf("%d articles, %d new, %d rejected, %.0f/s", p.Read, p.Added, p.Rejected, rate)
	if b.total > 0 {
		frac := min(float64(p.Bytes)/float64(b.total), 1)
		const width = 30
		n := int(frac * width)
		line = fmt.Sprintf("[%s%s] %3.0f%% %s", strings.Repeat("=", n), strings.Repeat(" ", width-n), frac*100, line)
	}
	b.draw(line)
}

// status shows a line of its own (at most ten times a second).
func (b *progressBar) status(line string) {
	if b.due() {
		b.draw(line)
	}
}

// due reports whether the bar is drawn and a tenth of a second has
// passed since it last was; it then counts as drawn now.
func (b *progressBar) due() bool {
	if !b.on || time.Since(b.last) < 100*time.Millisecond {
		return false
	}
	b.last = time.Now()
	return true
}

func (b *progressBar) draw(line string) {
	fmt.Fprintf(b.w, "\r\033[K%s", line)
	b.drawn = true
}

// clear removes the bar so that other output starts on a clean line.
func (b *progressBar) clear() {
	if b.drawn {
		fmt.Fprint(b.w, "\r\033[K")
		b.drawn = false
	}
}
