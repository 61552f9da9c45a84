package server

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// browser returns a chromedp context driving the system's Chromium, or
// skips the test, saying why, when there is none.
func browser(t *testing.T) context.Context {
	t.Helper()
	var bin string
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			bin = p
			break
		}
	}
	if bin == "" {
		t.Skip("SKIP browser tests: no chromium on PATH (Debian: apt-get install chromium; .ci/run installs it)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(bin), chromedp.NoSandbox,
		chromedp.Flag("disable-gpu", true), chromedp.WindowSize(1280, 1600))
	// A browser that dies while it starts (seen once in CI: the zygote
	// lost its pipe before DevTools listened) is started again, up to
	// three times; a browser that starts and then misbehaves fails the
	// test as before.
	var err error
	for try := 1; try <= 3; try++ {
		actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancel2 := chromedp.NewContext(actx)
		ctx, cancel3 := context.WithTimeout(ctx, 60*time.Second)
		if err = chromedp.Do(ctx); err == nil {
			t.Cleanup(cancel)
			t.Cleanup(cancel2)
			t.Cleanup(cancel3)
			return ctx
		}
		cancel3()
		cancel2()
		cancel()
		t.Logf("browser start %d of 3 failed: %v", try, err)
		time.Sleep(time.Duration(try) * time.Second)
	}
	t.Fatalf("the browser did not start: %v", err)
	return nil
}

// screenshot saves a full-page PNG in the test's temp dir and, when
// STORYWIRE_SCREENSHOTS names a directory, there too (docs/ keeps them).
func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	dirs := []string{t.TempDir()}
	if d := os.Getenv("STORYWIRE_SCREENSHOTS"); d != "" {
		dirs = append(dirs, d)
	}
	for _, d := range dirs {
		p := filepath.Join(d, name)
		if err := os.WriteFile(p, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", p)
	}
}

// text runs a Text action and fails the test on error.
func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))
	if err != nil {
		t.Fatalf("text of %s: %v", sel, err)
	}
	return s
}

func TestBrowserStoryAndDiff(t *testing.T) {
	ctx := browser(t)
	ts, id := newTestServer(t, Options{})
	err := chromedp.Do(ctx,
		chromedp.Navigate(ts.URL+"/"),
		chromedp.Click(chromedp.CSS(`a.story-link[href="/stories/1"]`)),
		chromedp.WaitVisible(chromedp.CSS(`.sentence`)),
		// Keyboard: focus the first source badge and open it with Enter.
		chromedp.Focus(chromedp.CSS(`.sentence details.badge summary`)),
		chromedp.KeyEvent("\r"),
		chromedp.WaitVisible(chromedp.CSS(`.sentence details.badge[open] blockquote`)),
	)
	if err != nil {
		t.Fatal(err)
	}
	badges, err := chromedp.Run(ctx, chromedp.Nodes(chromedp.CSSAll(`.sentence details.badge`)))
	if err != nil {
		t.Fatal(err)
	}
	passage := text(t, ctx, `.sentence details.badge[open] blockquote`)
	if len(badges) == 0 || strings.TrimSpace(passage) == "" {
		t.Errorf("summary: %d badges, opened passage %q", len(badges), passage)
	}
	conflict := text(t, ctx, `tr.verdict-conflict`)
	if !strings.Contains(strings.ToLower(conflict), "conflict") || !strings.Contains(conflict, "287 + 25 = 312") {
		t.Errorf("fact table's conflict row: %q", conflict)
	}
	screenshot(t, ctx, "story.png")
	// Open the diff of a copy from the derivation tree.
	err = chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`a.difflink[href*="b=`+id["northstar-daily"]+`"]`)),
		chromedp.WaitVisible(chromedp.CSS(`.sides`)),
	)
	if err != nil {
		t.Fatal(err)
	}
	if sub, cut := text(t, ctx, `.side .sub-b`), text(t, ctx, `.side .cut`); sub != "Cyclone" || cut == "" {
		t.Errorf("diff: substitution %q, cut %q", sub, cut)
	}
	screenshot(t, ctx, "diff.png")
	// A phone-sized window: the two sides stack.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844)); err != nil {
		t.Fatal(err)
	}
	width, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`document.querySelector('.side').getBoundingClientRect().width`))
	if err != nil {
		t.Fatal(err)
	}
	if width > 390 {
		t.Errorf("on a phone a side is %.0f px wide", width)
	}
}
