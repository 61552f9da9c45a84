package dedup

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/storywire/storywire/textproc"
)

// oldSign is Sign as it was until the lead was sampled at 1 in 4: the
// lead at 1 in 2. Stores written then hold such sketches.
func oldSign(tokens []uint32) Sketch {
	s := Sketch{Tokens: len(tokens)}
	for i := 0; i+ShingleWords <= len(tokens); i++ {
		h := shingleHash(tokens[i:])
		if bits := oldBits(i); h>>(32-bits) == 0 {
			s.Samples = append(s.Samples, h)
		}
	}
	slices.Sort(s.Samples)
	s.Samples = slices.Compact(s.Samples)
	return s
}

// TestStoredSketchesStillMatch: an article restored from a sketch of the
// denser lead sampling is still found by a trimmed copy (its first 60
// words, so that nearly all shared samples are lead samples) and by a
// full copy: today's samples of a text are a subset of the old ones.
func TestStoredSketchesStillMatch(t *testing.T) {
	b, err := os.ReadFile("../examples/meridian-wire-1.txt")
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	toks := textproc.AppendWordHashes(nil, text)
	old, now := oldSign(toks), Sign(toks)
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

func oldBits(i int) int {
	if i < LeadWords {
		return 1
	}
	return SampleBits
}
