package textproc

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// referenceWordHashes is the definition that the block-wise loop
// implements: the words of the NFKC form of s, as AppendWords splits
// them, each lower-cased rune by rune and hashed by hashWordBytes.
func referenceWordHashes(s string) []uint32 {
	s = norm.NFKC.String(s)
	var out []uint32
	for _, sp := range AppendWords(nil, s) {
		var w []byte
		for _, r := range s[sp.Start:sp.End] {
			w = utf8.AppendRune(w, unicode.ToLower(r))
		}
		out = append(out, hashWordBytes(w))
	}
	return out
}

func checkWordHashes(t *testing.T, s string) {
	t.Helper()
	prefix := []uint32{7, 8}
	got := AppendWordHashes(slices.Clone(prefix), s)
	if !slices.Equal(got[:2], prefix) {
		t.Fatalf("prefix overwritten: %v", got[:2])
	}
	if want := referenceWordHashes(s); !slices.Equal(got[2:], want) && utf8.ValidString(s) {
		t.Fatalf("%q: got %v, want %v", s, got[2:], want)
	}
}

func TestWordHashes(t *testing.T) {
	long := strings.Repeat("Abcdefghij", 9)
	for _, s := range []string{"", " ", "a", "ab cd", "  ab  cd  ", "x.y-z", "Don't stop", "a\u2019b c", "é a", "a é b", "The 308 militants",
		"Café", "naïve CAFÉ", "caf\u00e9\u0301 x", "e\u0323\u0301", "\u00e9\u0323", "wait… ﬁne", "\u1100\u1161 한",
		strings.Repeat("é", 50), strings.Repeat("—", 40) + "x", "a" + strings.Repeat("’", 40) + "b", strings.Repeat("ab—", 30), "Ｄａｅｓｈ DAESH daesh", "e\u0301t\u00e9", long, long + " " + long + "é", strings.Repeat(" x", 40) + long[:17]} {
		checkWordHashes(t, s)
	}
	// the same words hash alike wherever they stand in a block
	for pad := range 70 {
		s := strings.Repeat(" ", pad) + "Islamic State, DAESH and internationalization"
		if got, want := AppendWordHashes(nil, s), referenceWordHashes(s); !slices.Equal(got, want) || len(got) != 5 {
			t.Fatalf("at offset %d: got %v, want %v", pad, got, want)
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	for _, alphabet := range []string{"aZ9 .,-'\n\t", "abcdefgh Z9", "ab é’\u0301 xyzXYZ.0"} {
		runes := []rune(alphabet)
		for range 3000 {
			b := make([]rune, r.IntN(150))
			for i := range b {
				b[i] = runes[r.IntN(len(runes))]
			}
			checkWordHashes(t, string(b))
		}
	}
}

func FuzzWordHashes(f *testing.F) {
	f.Add("The convoy’s 308 militants left, officials said.")
	f.Add("a  b")
	f.Fuzz(func(t *testing.T, s string) { checkWordHashes(t, s) })
}

// TestWordHashesKeepExactCapacity: a caller that sizes the output for
// the words keeps its allocation, and one that gives nil gets about what
// append would give, not room for a word every other byte.
func TestWordHashesKeepExactCapacity(t *testing.T) {
	s := "The convoy left the border on Monday, officials said."
	words := len(AppendWords(nil, s))
	dst := make([]uint32, 0, words)
	got := AppendWordHashes(dst, s)
	if len(got) != words || &got[:1][0] != &dst[:1][0] {
		t.Errorf("exactly sized output reallocated (%d words, cap %d)", len(got), cap(got))
	}
	// words with accented letters take the rune path, which needs no
	// allocation of its own
	accented := "Le café naïve de Zürich, déjà fermé."
	buf := make([]uint32, 0, 16)
	if n := testing.AllocsPerRun(100, func() { AppendWordHashes(buf[:0], accented) }); n != 0 {
		t.Errorf("%.0f allocations hashing %q", n, accented)
	}
	long := strings.Repeat(s+" ", 200)
	if h := AppendWordHashes(nil, long); cap(h) > 2*len(h)+8 {
		t.Errorf("%d words held in a capacity of %d", len(h), cap(h))
	}
}
