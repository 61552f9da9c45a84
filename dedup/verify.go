package dedup

// verify.go: relating one article to the candidates found for it, as
// plain steps that the Detector and a distributed run (the beam module)
// share.
//
// Design. What Detector.Add does once its index has answered depends on
// the new article, its candidates' tokens, the samples they share, and
// which of the new article's samples were stop-samples when it arrived;
// nothing else. Those are the arguments here, so a run that answers them
// from sorted buckets instead of an in-memory index (bucket.go) relates
// every article exactly as the Detector does. It does not find
// candidates itself.

import (
	"slices"

	"github.com/storywire/storywire/textproc"
)

// maxVerify bounds the candidates verified per article.
const maxVerify = 64

// maxExact bounds the exact-duplicate relations reported per article: the
// hundredth copy of a text is related to the first copies, which is
// enough to put it in their group.
const maxExact = 32

// MinShared is how many samples an article of the given number of
// samples must share with another to be its candidate: two, one for a
// sketch of fewer than four.
func MinShared(samples int) int {
	if samples < 4 {
		return 1
	}
	return 2
}

// ExactOf returns the earlier articles (in order) with the same body hash
// that an article is related to as an exact copy: the first maxExact.
func ExactOf(sameHash []uint32) []uint32 { return sameHash[:min(len(sameHash), maxExact)] }

// TopCandidates returns the candidates (ranked, most shared first, as
// Index.Candidates and RankCandidates give them) that are verified: the
// first maxVerify places, less the articles related as exact copies. It
// keeps them in ranked's storage.
func TopCandidates(ranked []Candidate, exact []uint32) []Candidate {
	out := ranked[:0]
	for _, c := range ranked[:min(len(ranked), maxVerify)] {
		if !slices.Contains(exact, c.Doc) {
			out = append(out, c)
		}
	}
	return out
}

// Subject is the article being related to earlier ones.
type Subject struct {
	ID     string
	Doc    uint32
	Text   string
	Tokens []uint32 // textproc.AppendWordHashes of Text
	// Stop reports whether a sample of the article was a stop-sample
	// when it arrived.
	Stop func(sample uint32) bool
	// Shared returns the samples, ascending, that the article shares
	// with an earlier one and that were not stop-samples for it (asked
	// only of the candidates it is related to).
	Shared func(earlier uint32) []uint32
}

// Earlier is an earlier article: an exact copy (ID and Doc only) or a
// candidate to verify, with its tokens.
type Earlier struct {
	ID     string
	Doc    uint32
	Tokens []uint32
}

// Verifier relates articles to their candidates. Its scratch is reused
// from one article to the next; it is not safe for concurrent use.
type Verifier struct {
	cmp   comparer
	skip  []uint8 // the subject's boilerplate marks
	words []uint8 // the subject's textproc.AppendWordMarks
}

// Relate returns the relations of b to its exact copies and to the
// candidates it copies or shares passages with, in that order.
func (v *Verifier) Relate(b Subject, exact, cands []Earlier) []Relation {
	var rels []Relation
	for _, e := range exact {
		rels = append(rels, Relation{A: e.ID, B: b.ID, DocA: e.Doc, DocB: b.Doc, Kind: Exact, Jaccard: 1,
			ContainedAInB: 1, ContainedBInA: 1, Passages: 1, Longest: len(b.Tokens)})
	}
	for i, c := range cands {
		if i == 0 {
			v.cmp.setB(b.Tokens, v.marks(b.Text, b.Tokens, b.Stop))
		}
		o := v.cmp.compareToB(c.Tokens)
		k := Classify(o)
		if k == None {
			continue
		}
		rels = append(rels, Relation{A: c.ID, B: b.ID, DocA: c.Doc, DocB: b.Doc, Kind: k, Jaccard: o.Jaccard(),
			Shared:        b.Shared(c.Doc),
			ContainedAInB: o.ContainedA(), ContainedBInA: o.ContainedB(), Passages: o.Passages, Longest: o.Longest})
	}
	return rels
}

// marks marks the tokens of toks (the word hashes of text) that many
// unrelated articles carry, stop telling which samples are stop-samples.
// A token covered by a sampled shingle that is a stop-sample is marked;
// so is every line of text (a paragraph, a site's header or footer) at
// least half of whose body-rate samples are stop-samples. The line rule
// is what catches the parts of a template that hold no sample
// themselves: a footer cut by the site's name into segments of twenty
// words, one of which has no body-rate sample (about a quarter of such
// segments), would otherwise count as text two pages share. Lead-rate
// samples do not vote: their counts come only from the articles that
// carry them in the lead, so a footer's are low. The votes stay in the
// marks (voteSpecific, voteStop) for compare, which takes the same vote
// over what two texts share, as do the starts of the samples that are
// not stop-samples (specificStart), the lines' starts and the tokens
// inside quotation marks (inQuote), which tell compare what of a shared
// passage is the pair's own text.
func (v *Verifier) marks(text string, toks []uint32, stop func(uint32) bool) []uint8 {
	v.skip = grow(v.skip, len(toks))
	for i := 0; i+ShingleWords <= len(toks); i++ {
		h := shingleHash(toks[i:])
		if !sampled(h, i) {
			continue
		}
		isStop := stop(h)
		if !isStop {
			v.skip[i] |= specificStart
		}
		if bodySample(h) { // a body-rate sample votes for its line
			if isStop {
				v.skip[i] |= voteStop
			} else {
				v.skip[i] |= voteSpecific
			}
		}
		if isStop {
			for k := i; k < i+ShingleWords; k++ {
				v.skip[k] |= inStopShingle
			}
		}
	}
	v.words = textproc.AppendWordMarks(v.words[:0], text)
	if len(v.words) == len(toks) { // else the text is not the tokens'
		v.lineRule()
	}
	return v.skip
}

// lineRule marks lineStart on the first token of each line of the text
// and inQuote on the tokens inside quotation marks (from v.words), and
// inBoilerLine on the lines most of whose body-rate samples are
// stop-samples.
func (v *Verifier) lineRule() {
	start := 0
	for i, w := range v.words {
		if w&textproc.WordQuoted != 0 {
			v.skip[i] |= inQuote
		}
		if i+1 == len(v.words) || v.words[i+1]&textproc.WordLineStart != 0 {
			v.boilerLine(start, i+1)
			start = i + 1
		}
	}
}

// boilerLine marks the line of tokens [start, end).
func (v *Verifier) boilerLine(start, end int) {
	v.skip[start] |= lineStart
	var vs votes
	for _, m := range v.skip[start:end] {
		vs.add(m)
	}
	if vs.boiler() {
		for i := start; i < end; i++ {
			v.skip[i] |= inBoilerLine
		}
	}
}
