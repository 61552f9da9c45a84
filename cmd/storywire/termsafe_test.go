package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

func TestTermSafe(t *testing.T) {
	for _, tc := range []struct {
		in   []string // successive writes
		want string
	}{
		{[]string{"plain text\n\tand a tab"}, "plain text\n\tand a tab"},
		{[]string{"x\x1b]0;pwned\x07"}, `x\u001b]0;pwned\u0007`},
		{[]string{"\x1b[2J\r\x7f"}, `\u001b[2J\u000d\u007f`},
		{[]string{"csi \u009b2J"}, `csi \u009b2J`},
		{[]string{"split \xc2", "\x9b2J"}, `split \u009b2J`},
		{[]string{"caf\xc3\xa9 \xc2\xa3 5 \xc2", "x"}, "café £ 5 \xc2x"},
	} {
		var b bytes.Buffer
		w := newTermSafe(&b)
		for _, s := range tc.in {
			if n, err := w.Write([]byte(s)); n != len(s) || err != nil {
				t.Errorf("Write(%q) = %d, %v", s, n, err)
			}
		}
		if b.String() != tc.want {
			t.Errorf("%q: wrote %q, want %q", tc.in, b.String(), tc.want)
		}
	}
}

// TestNoTerminalEscapes: ids, titles, sources and file names reach the
// terminal with their control characters made visible, and --json stays
// valid JSON that means the same.
func TestNoTerminalEscapes(t *testing.T) {
	db := filepath.Join(t.TempDir(), "e.db")
	id := "x\x1b]0;pwned\x07"
	in := `{"id":"x\u001b]0;pwned\u0007","title":"\u001b[2J Ferry \u009b2J","source":"\u001b[31mRed","text":"body text about a ferry"}` + "\n"
	out, stderr, _ := cli(t, in, "ingest", "--db", db, "-", filepath.Join(t.TempDir(), "no\x1b[2Jfile"))
	for _, res := range []struct{ name, out string }{
		{"ingest", out + stderr},
		{"list", first(cli(t, "", "list", "--db", db))},
		{"show", first(cli(t, "", "show", "--db", db, id))},
		{"show missing", second(cli(t, "", "show", "--db", db, "y\x1b[2J"))},
		{"stories", first(cli(t, "", "stories", "--db", db))},
	} {
		if strings.ContainsAny(res.out, "\x1b\x07\u009b") {
			t.Errorf("%s printed a control character: %q", res.name, res.out)
		}
	}
	js, _, _ := cli(t, "", "list", "--db", db, "--json")
	var got []listEntry
	if err := json.Unmarshal([]byte(js), &got); err != nil || len(got) != 1 || got[0].ID != id {
		t.Errorf("list --json: %v, %+v", err, got)
	}
}

func first(a, _ string, _ int) string  { return a }
func second(_, b string, _ int) string { return b }
