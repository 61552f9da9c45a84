package dedup

import (
	"math"
	"strings"
	"testing"

	"github.com/storywire/storywire/textproc"
)

func TestPhrasesShareIn(t *testing.T) {
	wire := "A deep-sea diver who suffered a broken back in an accident under the North Sea has received 115,000 pounds in an out-of-court settlement."
	for _, c := range []struct {
		name, a, b string
		bInA       float64 // the share of b's words in trigrams a has
	}{
		{"identical", wire, wire, 1},
		{"rewritten", wire, "A diver who suffered a broken back under the North Sea was awarded damages yesterday.", 10.0 / 15}, // "diver … back", "under the North Sea"
		{"function words only", "it was the end of it", "and it was the best of times", 0},
		{"unrelated", wire, "Oasis top the charts with their new album.", 0},
		{"empty", wire, "", 0},
		{"too short", wire, "the North", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			a, b := NewPhrases(textproc.AppendWordHashes(nil, c.a)), NewPhrases(textproc.AppendWordHashes(nil, c.b))
			if got := b.ShareIn(a); math.Abs(got-c.bInA) > 1e-9 {
				t.Errorf("b.ShareIn(a) = %.3f, want %.3f", got, c.bInA)
			}
		})
	}
}

func TestReuseDegree(t *testing.T) {
	for _, c := range []struct {
		share float64
		want  Degree
	}{
		{0, NotDerived}, {partlyReuse - 0.001, NotDerived}, {partlyReuse, PartlyDerived},
		{whollyReuse - 0.001, PartlyDerived}, {whollyReuse, WhollyDerived}, {1, WhollyDerived},
	} {
		if got := ReuseDegree(c.share); got != c.want {
			t.Errorf("ReuseDegree(%v) = %v, want %v", c.share, got, c.want)
		}
	}
}

func TestDegreeOf(t *testing.T) {
	r := Relation{A: "wire", B: "paper", Kind: Contains, ContainedAInB: 0.3, ContainedBInA: 0.95}
	for _, c := range []struct {
		id    string
		want  Degree
		share float64
	}{
		{"paper", WhollyDerived, 0.95},
		{"wire", PartlyDerived, 0.3},
	} {
		if d, s := r.DegreeOf(c.id); d != c.want || s != c.share {
			t.Errorf("DegreeOf(%s) = %v %v, want %v %v", c.id, d, s, c.want, c.share)
		}
	}
	if d, _ := (Relation{A: "x", B: "y"}).DegreeOf("y"); d != NotDerived {
		t.Errorf("no relation: %v", d)
	}
	// A shared quotation is no copy: its share decides.
	for _, c := range []struct {
		share float64
		want  Degree
	}{{0.02, NotDerived}, {0.2, PartlyDerived}} {
		r := Relation{A: "a", B: "b", Kind: SharesPassages, ContainedBInA: c.share}
		if d, _ := r.DegreeOf("b"); d != c.want {
			t.Errorf("shares-passages at %v: %v, want %v", c.share, d, c.want)
		}
	}
}

// The index gives every pair's ShareIn, and nothing for pairs sharing
// no trigram.
func TestShareIndexIsShareIn(t *testing.T) {
	words := strings.Fields("the council agreed a budget for the river ferry and the minister said the harbour police would court the school election voters on monday")
	var ps []Phrases
	x := uint64(7)
	for n := range 60 {
		var b strings.Builder
		for range 20 + n%40 {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			b.WriteString(words[x%uint64(len(words))])
			b.WriteByte(' ')
		}
		ps = append(ps, NewPhrases(textproc.AppendWordHashes(nil, b.String())))
	}
	ps = append(ps, NewPhrases(nil), ps[3]) // an empty text, a copy
	idx := NewShareIndex(ps)
	pairs := 0
	for i := range ps {
		got := map[int]float64{}
		last := -1
		idx.Shares(i, func(j int, share float64) {
			if j <= last {
				t.Fatalf("text %d: %d after %d", i, j, last)
			}
			last, got[j] = j, share
		})
		for j := range ps {
			if j == i {
				continue
			}
			want := ps[i].ShareIn(ps[j])
			if got[j] != want {
				t.Fatalf("text %d in %d: index %v, ShareIn %v", i, j, got[j], want)
			}
			if want > 0 {
				pairs++
			}
		}
	}
	if pairs < 100 {
		t.Fatalf("only %d pairs share a trigram: the test says little", pairs)
	}
}
