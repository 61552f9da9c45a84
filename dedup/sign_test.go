package dedup

import (
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/storywire/storywire/textproc"
)

// referenceSign is the definition of a sketch, written plainly: the
// shingles whose hash has its top bits zero (leadBits of them in the
// lead, SampleBits after), or the smallest shingle hash when none is.
func referenceSign(tokens []uint32, leadBits int) Sketch {
	s := Sketch{Tokens: len(tokens)}
	var smallest []uint32
	for i := 0; i+ShingleWords <= len(tokens); i++ {
		h := shingleHash(tokens[i:])
		bits := SampleBits
		if i < LeadWords {
			bits = leadBits
		}
		if sampledAt(h, bits) {
			s.Samples = append(s.Samples, h)
		}
		if len(smallest) == 0 || h < smallest[0] {
			smallest = []uint32{h}
		}
	}
	if len(s.Samples) == 0 {
		s.Samples = smallest
	}
	slices.Sort(s.Samples)
	s.Samples = slices.Compact(s.Samples)
	return s
}

func TestSign(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for n := range 300 {
		toks := make([]uint32, n)
		for i := range toks {
			toks[i] = r.Uint32() % 50 // repeats, so that samples repeat too
		}
		got, want := Sign(toks), referenceSign(toks, LeadBits)
		if got.Tokens != want.Tokens || !slices.Equal(got.Samples, want.Samples) {
			t.Fatalf("%d tokens: sketch %v, want %v", n, got, want)
		}
	}
	// long texts: more samples than Sign's stack buffer and than its
	// counting sort takes
	for _, n := range []int{3000, 4200, 5000, 20000} {
		toks := make([]uint32, n)
		for i := range toks {
			toks[i] = r.Uint32()
		}
		got, want := Sign(toks), referenceSign(toks, LeadBits)
		if !slices.Equal(got.Samples, want.Samples) {
			t.Fatalf("%d tokens: %d samples, want %d", n, len(got.Samples), len(want.Samples))
		}
	}
}

// TestStoredSketchesStillMatch: an article restored from a sketch of the
// denser lead sampling (1 in 2, before schema 7; such sketches
// are recomputed since schema 7, but a denser lead must keep working) is
// still found by a trimmed copy (its first 60
// words, so that nearly all shared samples are lead samples) and by a
// full copy: today's samples of a text are a subset of the old ones.
func TestStoredSketchesStillMatch(t *testing.T) {
	b, err := os.ReadFile("../examples/meridian-wire-1.txt")
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	toks := textproc.AppendWordHashes(nil, text)
	old, now := referenceSign(toks, 1), Sign(toks)
	for _, s := range now.Samples {
		if _, ok := slices.BinarySearch(old.Samples, s); !ok {
			t.Fatalf("sample %x of today's sketch is not in the old one", s)
		}
	}
	words := strings.Fields(text)
	for name, copyText := range map[string]string{
		"trimmed": strings.Join(words[:60], " ") + " Local officials declined to comment on the report.",
		"full":    text,
	} {
		d := NewDetector()
		d.Load = func(uint32) (string, error) { return text, nil }
		d.Restore("old", [32]byte{1}, old)
		_, rels, err := d.Add("new", [32]byte{2}, copyText)
		if err != nil {
			t.Fatal(err)
		}
		if len(rels) == 0 || !rels[0].Kind.Copying() {
			t.Errorf("%s copy of a restored article: relations %+v", name, rels)
		}
	}
}
