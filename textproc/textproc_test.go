package textproc

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"
)

func TestNormalize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Hello  World", "hello world"},
		{"  leading and trailing \n", "leading and trailing"},
		{"Syria’s “war” — it’s ‘over’", "syria's \"war\" - it's 'over'"},
		{"a\u00a0b\u2003c", "a b c"},
		{"ＦＵＬＬ ｗｉｄｔｈ", "full width"},
		{"ﬁnance", "finance"},
		{"Beyrouth – Liban", "beyrouth - liban"},
		{"``quoted''", "''quoted''"},
		{"ÉCOLE Café", "école café"},
		{"", ""},
		{"\n\t ", ""},
	}
	for _, tt := range tests {
		if got := Normalize(tt.in); got != tt.want {
			t.Errorf("Normalize(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Syria’s six-year war", []string{"Syria", "s", "six", "year", "war"}},
		{"308 militants, 331 civilians.", []string{"308", "militants", "331", "civilians"}},
		{"Ikhbariya: «Al-Bukamal»", []string{"Ikhbariya", "Al", "Bukamal"}},
		{"  ", nil},
		{"naïve café", []string{"naïve", "café"}},
	}
	for _, tt := range tests {
		var got []string
		for _, s := range AppendWords(nil, tt.in) {
			got = append(got, tt.in[s.Start:s.End])
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("AppendWords(%q) = %q; want %q", tt.in, got, tt.want)
		}
		if n := CountWords(tt.in); n != len(tt.want) {
			t.Errorf("CountWords(%q) = %d; want %d", tt.in, n, len(tt.want))
		}
		if _, n := AppendNormalizedCount(nil, tt.in); n != len(tt.want) {
			t.Errorf("AppendNormalizedCount(%q) words = %d; want %d", tt.in, n, len(tt.want))
		}
	}
}

func TestWordHashesFoldForms(t *testing.T) {
	pairs := [][2]string{
		{"ﬁnance Ｄａｅｓｈ", "finance daesh"},
		{"Café", "cafe\u0301"}, // precomposed vs combining accent
		{"Syria’s “war” — over", "syria's \"war\" - over"},
		{"x² ①", "x2 1"},
	}
	for _, p := range pairs {
		a, b := AppendWordHashes(nil, p[0]), AppendWordHashes(nil, p[1])
		if !slices.Equal(a, b) {
			t.Errorf("word hashes of %q and %q differ: %v %v", p[0], p[1], a, b)
		}
	}
}

func FuzzNormalize(f *testing.F) {
	f.Add("Syria’s “war” — it’s ‘over’ ＦＵＬＬ ﬁ")
	f.Fuzz(func(t *testing.T, s string) {
		if a, b := AppendWordHashes(nil, s), AppendWordHashes(nil, norm.NFKC.String(s)); !slices.Equal(a, b) {
			t.Fatalf("word hashes of %q change under NFKC", s)
		}
		n := Normalize(s)
		if Normalize(n) != n {
			t.Fatalf("Normalize is not idempotent on %q: %q then %q", s, n, Normalize(n))
		}
		if strings.HasPrefix(n, " ") || strings.HasSuffix(n, " ") || strings.Contains(n, "  ") {
			t.Fatalf("Normalize(%q) = %q has stray spaces", s, n)
		}
	})
}

func BenchmarkNormalize(b *testing.B) {
	s := strings.Repeat("The convoy’s 308 militants and 331 civilians left on Monday — officials said. ", 60)
	b.SetBytes(int64(len(s)))
	buf := make([]byte, 0, len(s))
	for b.Loop() {
		buf, _ = AppendNormalizedCount(buf[:0], s)
	}
}

func BenchmarkWordHashes(b *testing.B) {
	benchWordHashes(b, "The convoy of 308 militants and 331 civilians left the Lebanon-Syria border on Monday, officials said. ")
}

// BenchmarkWordHashesNonASCII: typographic quotes and dashes between words.
func BenchmarkWordHashesNonASCII(b *testing.B) {
	benchWordHashes(b, "The convoy’s 308 militants and 331 civilians left the Lebanon–Syria border on Monday, “officials” said. ")
}

// BenchmarkWordHashesAccented: words with non-ASCII letters, which are
// taken rune by rune.
func BenchmarkWordHashesAccented(b *testing.B) {
	benchWordHashes(b, "Le café naïve de Zürich, déjà fermé, a rouvert à Genève, la nuit dernière. ")
}

// benchWordHashes hashes about 3 KB of text made of sentence, repeated.
func benchWordHashes(b *testing.B, sentence string) {
	s := strings.Repeat(sentence, 3000/len(sentence))
	b.SetBytes(int64(len(s)))
	var buf []uint32
	for b.Loop() {
		buf = AppendWordHashes(buf[:0], s)
	}
}

func TestLowerASCII(t *testing.T) {
	for in, want := range map[string]string{"": "", "abc": "abc", "Reporting BY": "reporting by", "\xbdTOLD Ä": "\xbdtold Ä"} {
		if got := LowerASCII(in); got != want || len(got) != len(in) {
			t.Errorf("LowerASCII(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestQuoted(t *testing.T) {
	tests := []struct {
		in   string
		want string // one letter a word: q inside a quotation, . outside
	}{
		{`He said "we will stay" today.`, "..qqq."},
		{"“We will stay,” he said.", "qqq.."},
		{"„Wir bleiben“ – «nous restons» dit-il.", "qqqq.."},
		{"„Wir bleiben“, sagte er.", "qq.."},
		{"``We stay,'' he said.", "qq.."},
		{"‘We stay,’ he said, in Britain’s style.", "qq......"},
		// A quotation opens anew in each paragraph.
		{"“We stay.\n\n“We fight,” he said.", "qqqq.."},
		// A closing mark without an opening one: the edit dropped it.
		{"stay until the end,” the spokesman said.", "qqqq..."},
		// An apostrophe closes nothing, opens nothing.
		{"Syria’s war isn’t over", "......"},
		// Words are counted as AppendWordHashes counts them (NFKC).
		{"“½ a loaf,” he said", "qqqq.."},
		{"", ""},
	}
	for _, tt := range tests {
		want := tt.want
		var got strings.Builder
		for _, m := range AppendWordMarks(nil, tt.in) {
			if m&WordQuoted != 0 {
				got.WriteByte('q')
			} else {
				got.WriteByte('.')
			}
		}
		if got.String() != want {
			t.Errorf("AppendWordMarks(%q) quoted %s; want %s", tt.in, got.String(), want)
		}
	}
}

// FuzzWordMarks: AppendWordMarks marks exactly the words
// AppendWordHashes hashes, so that dedup reads lines and quotation marks
// token by token, and a line start on every line with words.
func FuzzWordMarks(f *testing.F) {
	f.Add("“We stay,” he said. ‘Britain’s’ ``way'' ½ ﬁ\n„x“")
	f.Fuzz(func(t *testing.T, s string) {
		m, h := AppendWordMarks(nil, s), AppendWordHashes(nil, s)
		if len(m) != len(h) {
			t.Fatalf("AppendWordMarks(%q) marks %d words, AppendWordHashes hashes %d", s, len(m), len(h))
		}
		starts, lines := 0, 0
		for _, x := range m {
			if x&WordLineStart != 0 {
				starts++
			}
		}
		for line := range strings.SplitSeq(norm.NFKC.String(strings.ToValidUTF8(s, "\uFFFD")), "\n") {
			if len(AppendWordHashes(nil, line)) > 0 {
				lines++
			}
		}
		if starts != lines {
			t.Fatalf("AppendWordMarks(%q) marks %d line starts; %d lines have words", s, starts, lines)
		}
	})
}

func TestWordMarksLines(t *testing.T) {
	var got []int
	for i, m := range AppendWordMarks(nil, "One two.\n\n\nThree\n  \nfour five six\n") {
		if m&WordLineStart != 0 {
			got = append(got, i)
		}
	}
	if !slices.Equal(got, []int{0, 2, 3}) {
		t.Errorf("line starts at words %v; want [0 2 3]", got)
	}
}

func BenchmarkWordMarks(b *testing.B) {
	s := strings.Repeat("The convoy’s 308 militants left on Monday, “officials” said.\n\n", 50)
	b.SetBytes(int64(len(s)))
	var buf []uint8
	for b.Loop() {
		buf = AppendWordMarks(buf[:0], s)
	}
}
