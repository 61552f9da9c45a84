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

// The shares at which a text counts as partially or wholly derived from
// another (ReuseDegree, Relation.DegreeOf): chosen on one half of the
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

// Phrases are a text's word trigrams as reuse is measured on them, made
// once per text and compared with any number of others (ShareIn).
type Phrases struct {
	words int
	keys  []uint64 // the key of the trigram at each position, noPhrase for one of function words alone
	set   []uint64 // keys, sorted and distinct, noPhrase left out
}

// noPhrase marks a trigram of function words alone; trigramKey never
// gives it.
const noPhrase = 0

// NewPhrases returns the phrases of a token sequence (word hashes, as
// textproc.AppendWordHashes gives them).
func NewPhrases(t []uint32) Phrases {
	p := Phrases{words: len(t)}
	if len(t) < 3 {
		return p
	}
	stop := make([]bool, len(t)) // one look-up a word, not three a trigram
	for i, h := range t {
		stop[i] = textproc.IsStopwordHash(h)
	}
	p.keys = make([]uint64, len(t)-2)
	p.set = make([]uint64, 0, len(p.keys))
	for i := range p.keys {
		if stop[i] && stop[i+1] && stop[i+2] {
			continue
		}
		k := trigramKey(t[i:])
		p.keys[i] = k
		p.set = append(p.set, k)
	}
	slices.Sort(p.set)
	p.set = slices.Compact(p.set)
	return p
}

func trigramKey(t []uint32) uint64 {
	h := uint64(t[0])*0x9E3779B97F4A7C15 ^ uint64(t[1])*0xBF58476D1CE4E5B9 ^ uint64(t[2])*0x94D049BB133111EB
	return h ^ h>>29 | 1 // never noPhrase
}

// ShareIn is the fraction of p's words inside one of its trigrams that q
// also has.
func (p Phrases) ShareIn(q Phrases) float64 {
	if p.words == 0 {
		return 0
	}
	covered, end := 0, 0 // end: the first word past the covered stretch
	for i, k := range p.keys {
		if k == noPhrase {
			continue
		}
		if _, found := slices.BinarySearch(q.set, k); !found {
			continue
		}
		covered += i + 3 - max(i, end)
		end = i + 3
	}
	return float64(covered) / float64(p.words)
}

// ShareIndex answers ShareIn for every pair of a set of texts at once
// (a story's articles, each against every other): an inverted index of
// their trigrams, so that the work follows the trigrams the texts share
// rather than the square of their number.
type ShareIndex struct {
	ps       []Phrases
	postings map[uint64][]int32
	// scratch of Shares, by text: covered words and the end of the
	// covered stretch; touched lists the texts with a share
	covered, end []int32
	touched      []int32
}

// NewShareIndex indexes ps.
func NewShareIndex(ps []Phrases) *ShareIndex {
	x := &ShareIndex{ps: ps, postings: map[uint64][]int32{}, covered: make([]int32, len(ps)), end: make([]int32, len(ps))}
	for j, p := range ps {
		for _, k := range p.set {
			x.postings[k] = append(x.postings[k], int32(j))
		}
	}
	return x
}

// Shares calls fn(j, ps[i].ShareIn(ps[j])) for every other text j with
// a share above zero, in the order of ps.
func (x *ShareIndex) Shares(i int, fn func(j int, share float64)) {
	p := x.ps[i]
	if p.words == 0 {
		return
	}
	for pos, k := range p.keys {
		if k == noPhrase {
			continue
		}
		for _, j := range x.postings[k] {
			if int(j) == i {
				continue
			}
			if x.covered[j] == 0 {
				x.touched = append(x.touched, j)
			}
			// as ShareIn: the words of this trigram not yet covered
			x.covered[j] += int32(pos + 3 - max(pos, int(x.end[j])))
			x.end[j] = int32(pos + 3)
		}
	}
	slices.Sort(x.touched)
	for _, j := range x.touched {
		fn(int(j), float64(x.covered[j])/float64(p.words))
		x.covered[j], x.end[j] = 0, 0
	}
	x.touched = x.touched[:0]
}
