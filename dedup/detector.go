package dedup

import (
	"encoding/binary"
	"slices"
	"strings"

	"github.com/storywire/storywire/textproc"
)

// maxVerify bounds the candidates verified per article.
const maxVerify = 64

// maxExact bounds the exact-duplicate relations reported per article: the
// hundredth copy of a text is related to the first copies, which is
// enough to put it in their group.
const maxExact = 32

// Detector finds the relations of each article to those added before it.
// Articles are numbered 0, 1, 2, … in the order they are added (Add) or
// restored (Restore). It keeps in memory the index, the ids and the token
// sequences of the articles added in this process; the tokens of restored
// articles are fetched through Load when a candidate needs verifying.
type Detector struct {
	// Load returns the text of a restored article (by number). It is
	// needed only when articles were restored.
	Load func(doc uint32) (string, error)

	index  *Index
	ids    []string
	tokens [][]uint32
	exact  map[uint64][]uint32
	cands  []Candidate
	hits   []uint64
	skip   []uint8 // scratch of boilerplate: compare's marks
	lines  []int   // scratch of boilerplate: tokens per line
	cmp    comparer
	words  []uint32 // scratch for an article's tokens before they are kept
}

// NewDetector returns an empty detector.
func NewDetector() *Detector {
	return &Detector{index: NewIndex(), exact: map[uint64][]uint32{}}
}

// Len is the number of articles added or restored.
func (d *Detector) Len() int { return len(d.ids) }

// Index is the detector's sample index.
func (d *Detector) Index() *Index { return d.index }

// Restore adds an article from its stored sketch without verifying it
// against the others (it was, when it was first added).
func (d *Detector) Restore(id string, hash [32]byte, sk Sketch) {
	doc := uint32(len(d.ids))
	d.ids = append(d.ids, id)
	d.tokens = append(d.tokens, nil)
	h := binary.LittleEndian.Uint64(hash[:])
	d.exact[h] = append(d.exact[h], doc)
	d.index.Add(doc, sk.Samples)
}

// Add adds an article (hash: of its normalized body) and returns its
// sketch and its relations to the articles added before it. The error is
// from Load.
func (d *Detector) Add(id string, hash [32]byte, text string) (Sketch, []Relation, error) {
	doc := uint32(len(d.ids))
	// Hash into scratch, keep an exact copy: one allocation of the size
	// kept, where growing from nil would allocate a dozen times.
	d.words = textproc.AppendWordHashes(d.words[:0], text)
	toks := slices.Clone(d.words)
	h := binary.LittleEndian.Uint64(hash[:])
	var rels []Relation
	exact := d.exact[h]
	exact = exact[:min(len(exact), maxExact)]
	for _, e := range exact {
		rels = append(rels, Relation{A: d.ids[e], B: id, DocA: e, DocB: doc, Kind: Exact, Jaccard: 1,
			ContainedAInB: 1, ContainedBInA: 1, Passages: 1, Longest: len(toks)})
	}
	sk := Sign(toks)
	minShared := 2
	if len(sk.Samples) < 4 {
		minShared = 1
	}
	d.hits = d.hits[:0]
	d.cands = d.index.Candidates(sk.Samples, minShared, d.cands[:0], &d.hits)
	slices.Sort(d.hits)
	var skip []uint8
	for i, c := range d.cands {
		if i == maxVerify {
			break
		}
		if slices.Contains(exact, c.Doc) { // already related as an exact copy
			continue
		}
		other, err := d.tokensOf(c.Doc)
		if err != nil {
			return sk, nil, err
		}
		if skip == nil { // the first candidate verified
			skip = d.boilerplate(text, toks)
			d.cmp.setB(toks, skip)
		}
		o := d.cmp.compareToB(other)
		k := Classify(o)
		if k == None {
			continue
		}
		rels = append(rels, Relation{A: d.ids[c.Doc], B: id, DocA: c.Doc, DocB: doc, Kind: k, Jaccard: o.Jaccard(),
			Shared:        sharedWith(d.hits, c.Doc),
			ContainedAInB: o.ContainedA(), ContainedBInA: o.ContainedB(), Passages: o.Passages, Longest: o.Longest})
	}
	d.ids = append(d.ids, id)
	d.tokens = append(d.tokens, toks)
	d.exact[h] = append(d.exact[h], doc)
	d.index.Add(doc, sk.Samples)
	return sk, rels, nil
}

// boilerplate marks the tokens of toks (the word hashes of text) that
// many unrelated articles carry. A token covered by a sampled shingle that
// is a stop-sample is marked; so is every line of text (a paragraph, a
// site's header or footer) at least half of whose body-rate samples are
// stop-samples. The line rule is what catches the parts of a template
// that hold no sample themselves: a footer cut by the site's name into
// segments of twenty words, one of which has no body-rate sample (about a
// quarter of such segments), would otherwise count as text two pages
// share. Lead-rate samples do not vote: their counts come only from the
// articles that carry them in the lead, so a footer's are low. The votes
// stay in the marks (voteSpecific, voteStop) for compare, which takes
// the same vote over what two texts share.
func (d *Detector) boilerplate(text string, toks []uint32) []uint8 {
	d.skip = grow(d.skip, len(toks))
	stop := d.index.StopDF()
	for i := 0; i+ShingleWords <= len(toks); i++ {
		h := shingleHash(toks[i:])
		if !sampled(h, i) {
			continue
		}
		isStop := d.index.DF(h) > stop
		if bodySample(h) { // a body-rate sample votes for its line
			if isStop {
				d.skip[i] |= voteStop
			} else {
				d.skip[i] |= voteSpecific
			}
		}
		if isStop {
			for k := i; k < i+ShingleWords; k++ {
				d.skip[k] |= inStopShingle
			}
		}
	}
	d.lineRule(text, len(toks))
	return d.skip
}

// lineRule marks lineStart on the first token of each line of text, and
// inBoilerLine on the lines most of whose body-rate samples are
// stop-samples. The lines' token counts must add up to n, the tokens of
// the whole text; when they do not (normalization split a word
// differently), nothing is marked.
func (d *Detector) lineRule(text string, n int) {
	d.lines = d.lines[:0]
	total := 0
	for line := range strings.SplitSeq(text, "\n") {
		c := textproc.CountWords(line)
		d.lines = append(d.lines, c)
		total += c
	}
	if total != n {
		return
	}
	start := 0
	for _, c := range d.lines {
		if c == 0 {
			continue
		}
		d.skip[start] |= lineStart
		var v votes
		for _, m := range d.skip[start : start+c] {
			v.add(m)
		}
		if v.boiler() {
			for i := start; i < start+c; i++ {
				d.skip[i] |= inBoilerLine
			}
		}
		start += c
	}
}

// Boilerplate returns a flag per token of text (toks as
// textproc.AppendWordHashes gives them) set on tokens inside text that
// many unrelated articles of the index carry: a site's footer, a cookie
// notice.
func (d *Detector) Boilerplate(text string, toks []uint32) []bool {
	marks := d.boilerplate(text, toks)
	out := make([]bool, len(marks))
	for i, m := range marks {
		out[i] = m&boilerMarks != 0
	}
	return out
}

// sharedWith returns the samples of the sorted hits (doc<<32 | sample)
// that match doc.
func sharedWith(hits []uint64, doc uint32) []uint32 {
	i, _ := slices.BinarySearch(hits, uint64(doc)<<32)
	var out []uint32
	for ; i < len(hits) && uint32(hits[i]>>32) == doc; i++ {
		out = append(out, uint32(hits[i]))
	}
	return out
}

// Holds reports whether a relation still stands on text specific to the
// two articles: at least two of the samples it was found through (one for
// very short texts) are not stop-samples now. A relation found early in a
// stream through a site's boilerplate, before the boilerplate was common
// enough to be recognised, stops holding once it is. Exact copies always
// hold.
func (d *Detector) Holds(r Relation) bool {
	if r.Kind == Exact || len(r.Shared) == 0 {
		return true
	}
	return d.index.Specific(r.Shared) >= min(2, len(r.Shared))
}

func (d *Detector) tokensOf(doc uint32) ([]uint32, error) {
	if t := d.tokens[doc]; t != nil {
		return t, nil
	}
	text, err := d.Load(doc)
	if err != nil {
		return nil, err
	}
	t := textproc.AppendWordHashes(nil, text)
	d.tokens[doc] = t
	return t, nil
}
