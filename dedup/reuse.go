package dedup

// Rewritten reuse. A newspaper text written from a wire story keeps the
// wire's facts and much of its phrasing, but a journalist's rewrite
// leaves few runs of MinRun words intact: the passages Compare finds
// cover a fraction of what was taken, and the index, which samples one
// 4-gram in sixteen, often finds no pair at all. Between texts already
// known to tell one story (the story package puts them together), reuse
// is instead measured by the words of each text inside word trigrams the
// other also has, as in the METER studies of journalistic reuse.
// Trigrams of function words alone ("it was the") are common to any two
// English texts and do not count.
//
// It deliberately does not find its own candidates: run over all pairs
// of a collection it would relate every two texts that share a phrase.

import (
	"slices"

	"github.com/storywire/storywire/textproc"
)

// Reuse is what two texts of one story share at the level of phrases.
type Reuse struct {
	// AInB is the share of A's words inside trigrams B also has;
	// BInA the converse.
	AInB, BInA float64
}

// The shares at which a text counts as partially or wholly derived from
// another (Relation.DegreeOf, ReuseDegree): chosen on one half of the
// meter-dev stories and checked on the other (storywire eval reuse).
const (
	partlyReuse = 0.08
	whollyReuse = 0.5
)

// ReuseDegree is the degree to which a text derives from another of its
// story, given the share of its words in trigrams the other has.
func ReuseDegree(share float64) Degree {
	switch {
	case share >= whollyReuse:
		return WhollyDerived
	case share >= partlyReuse:
		return PartlyDerived
	}
	return NotDerived
}

// MeasureReuse measures the reuse between two token sequences (word
// hashes as textproc.AppendWordHashes gives them).
func MeasureReuse(a, b []uint32) Reuse {
	return Reuse{AInB: reuseShare(a, trigramsOf(b)), BInA: reuseShare(b, trigramsOf(a))}
}

// trigramsOf returns the sorted keys of the trigrams of t that hold a
// word other than a function word.
func trigramsOf(t []uint32) []uint64 {
	var out []uint64
	for i := 0; i+3 <= len(t); i++ {
		if k, ok := trigramKey(t[i:]); ok {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func trigramKey(t []uint32) (uint64, bool) {
	if textproc.IsStopwordHash(t[0]) && textproc.IsStopwordHash(t[1]) && textproc.IsStopwordHash(t[2]) {
		return 0, false
	}
	h := uint64(t[0])*0x9E3779B97F4A7C15 ^ uint64(t[1])*0xBF58476D1CE4E5B9 ^ uint64(t[2])*0x94D049BB133111EB
	return h ^ h>>29, true
}

// reuseShare is the fraction of the words of t inside one of its
// trigrams found in grams (sorted).
func reuseShare(t []uint32, grams []uint64) float64 {
	if len(t) == 0 {
		return 0
	}
	covered, end := 0, 0 // end: the first word past the covered stretch
	for i := 0; i+3 <= len(t); i++ {
		k, ok := trigramKey(t[i:])
		if !ok {
			continue
		}
		if _, found := slices.BinarySearch(grams, k); !found {
			continue
		}
		covered += i + 3 - max(i, end)
		end = i + 3
	}
	return float64(covered) / float64(len(t))
}
