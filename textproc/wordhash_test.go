package textproc

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// referenceWordHashes is the plain, branching loop that hashASCIIRun
// replaces: one word at a time, for ASCII text.
func referenceWordHashes(s string) []uint32 {
	const (
		offset = 2166136261
		prime  = 16777619
	)
	var out []uint32
	h, in := uint32(offset), false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if asciiWord[c] {
			h = (h ^ uint32(asciiNorm[c])) * prime
			in = true
		} else if in {
			out = append(out, h)
			h, in = offset, false
		}
	}
	if in {
		out = append(out, h)
	}
	return out
}

func checkWordHashes(t *testing.T, s string) {
	t.Helper()
	ascii := true
	for i := 0; i < len(s); i++ {
		ascii = ascii && s[i] < utf8.RuneSelf
	}
	prefix := []uint32{7, 8}
	got := AppendWordHashes(slices.Clone(prefix), s)
	if !slices.Equal(got[:2], prefix) {
		t.Fatalf("prefix overwritten: %v", got[:2])
	}
	if ascii {
		if want := referenceWordHashes(s); !slices.Equal(got[2:], want) && !(len(want) == 0 && len(got) == 2) {
			t.Fatalf("%q: got %v, want %v", s, got[2:], want)
		}
	}
	// the words are the same as AppendWords finds
	if n := len(AppendWords(nil, s)); n != len(got)-2 && utf8.ValidString(s) && ascii {
		t.Fatalf("%q: %d hashes for %d words", s, len(got)-2, n)
	}
}

func TestWordHashesBranchless(t *testing.T) {
	for _, s := range []string{"", " ", "a", "ab cd", "  ab  cd  ", "x.y-z", "Don't stop", "a\u2019b c", "é a", "a é b", "The 308 militants"} {
		checkWordHashes(t, s)
	}
	r := rand.New(rand.NewPCG(3, 4))
	const alphabet = "aZ9 .,-'\n\t"
	for range 2000 {
		b := make([]byte, r.IntN(60))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		checkWordHashes(t, string(b))
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
	long := strings.Repeat(s+" ", 200)
	if h := AppendWordHashes(nil, long); cap(h) > 2*len(h)+8 {
		t.Errorf("%d words held in a capacity of %d", len(h), cap(h))
	}
}
