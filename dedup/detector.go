package dedup

import (
	"github.com/storywire/storywire/textproc"
)

// maxVerify bounds the candidates verified per article.
const maxVerify = 64

// Detector finds the relations of each article to those added before it.
// It keeps the token sequences of the articles in memory (4 bytes a word).
type Detector struct {
	index  *Index
	ids    []string
	tokens [][]uint32
	exact  map[[32]byte][]uint32
	cands  []Candidate
}

// NewDetector returns an empty detector.
func NewDetector() *Detector {
	return &Detector{index: NewIndex(), exact: map[[32]byte][]uint32{}}
}

// Len is the number of articles added.
func (d *Detector) Len() int { return len(d.ids) }

// Add adds an article (hash: of its normalized body) and returns its
// relations to the articles added before it.
func (d *Detector) Add(id string, hash [32]byte, text string) []Relation {
	doc := uint32(len(d.ids))
	toks := textproc.AppendWordHashes(nil, text)
	var rels []Relation
	related := map[uint32]bool{}
	for _, e := range d.exact[hash] {
		related[e] = true
		rels = append(rels, Relation{A: d.ids[e], B: id, Kind: Exact, Jaccard: 1, ContainedAInB: 1, ContainedBInA: 1,
			Passages: 1, Longest: len(toks)})
	}
	sk := Sign(toks)
	minShared := 2
	if len(sk.Samples) < 4 {
		minShared = 1
	}
	d.cands, _ = d.index.Candidates(sk.Samples, minShared, d.cands[:0])
	for i, c := range d.cands {
		if i == maxVerify {
			break
		}
		if related[c.Doc] {
			continue
		}
		other := d.tokens[c.Doc]
		o := Compare(other, toks)
		k := Classify(o)
		if k == None {
			continue
		}
		rels = append(rels, Relation{A: d.ids[c.Doc], B: id, Kind: k, Jaccard: Jaccard(other, toks, 5),
			ContainedAInB: o.ContainedA(), ContainedBInA: o.ContainedB(), Passages: o.Passages, Longest: o.Longest})
	}
	d.ids = append(d.ids, id)
	d.tokens = append(d.tokens, toks)
	d.exact[hash] = append(d.exact[hash], doc)
	d.index.Add(doc, sk.Samples)
	return rels
}
