// Package dedup finds copies among news articles: exact duplicates,
// near-duplicates, containment (a trimmed or an extended copy), later
// versions of one wire story, and articles that reuse passages of another;
// and it groups the copies of one text into syndication groups.
//
// Design. Real wire copies share long passages but little else: outlets
// swap names, cut paragraphs and append their own, so whole-document
// similarity (MinHash Jaccard) is often low for true copies. storywire
// therefore indexes passages, not documents:
//
//  1. Tokens are 32-bit hashes of normalized words (textproc.AppendWordHashes).
//  2. Every word 4-gram is hashed; a fixed, content-defined sample of them
//     (those whose hash has its top SampleBits bits zero: 1 in 16, and 1 in
//     4 in the lead) is the article's fingerprint set. Because the choice depends only on the
//     4-gram, a passage shared by two articles yields the same samples in
//     both, whatever surrounds it, which is what makes containment and
//     partial copies findable (a MinHash sketch of the whole text is not
//     stable under additions).
//  3. The Index is an inverted index from sample to article kept as sorted
//     runs of packed uint64 postings (sample<<32 | article), merged like an
//     LSM tree: 8 bytes a posting, no per-key allocation, add and query in
//     O(samples × runs × log n). Samples carried by very many articles
//     (site boilerplate, cookie banners) are stop-samples: they neither
//     propose candidates nor count as shared text, and a line of text
//     most of whose samples are stop-samples is boilerplate as a whole
//     (Detector.boilerplate).
//  4. Candidates sharing enough samples are verified on the token
//     sequences by greedy tiling (Compare): maximal common runs of at least
//     MinRun words, in any order, so moved paragraphs count and a
//     substituted name breaks a passage into two instead of hiding it.
//  5. The coverage of each side by shared passages decides the relation
//     (Classify); relations of copying kinds join articles into groups.
//
// It deliberately does not judge topical similarity: two reports of one
// event written independently share no passages and no relation here (the
// story package clusters those).
package dedup

import (
	"slices"
)

// Shingle and sampling parameters.
const (
	// ShingleWords is the length in words of the sampled shingles.
	ShingleWords = 4
	// SampleBits sets the sampling rate: a shingle is sampled when the
	// top SampleBits bits of its hash are zero (1 in 2^SampleBits).
	SampleBits = 4
	// LeadWords and LeadBits: shingles starting in the first LeadWords
	// words are sampled far more densely. The lead is what trimmed
	// copies, partial resends and short rewrites share most, and it is
	// short, so this costs little. Because a lead sample at 1 in 4 is
	// also kept whenever it would be at 1 in 16, a passage that moved
	// between lead and body still matches at the body rate. (Until the
	// sixth session the lead was sampled at 1 in 2; sketches stored then
	// hold a superset of today's lead samples, so they still match.)
	LeadWords = 48
	LeadBits  = 2
)

// Sketch is what the index keeps of an article: its length and its
// sampled shingle hashes, sorted and distinct.
type Sketch struct {
	Tokens  int
	Samples []uint32
}

// sampled reports whether the shingle with hash h at word position i is
// one of the samples.
func sampled(h uint32, i int) bool {
	if i < LeadWords {
		return sampledAt(h, LeadBits)
	}
	return bodySample(h)
}

// sampledAt reports whether h has its top bits bits zero: a sample at the
// rate of 1 in 2^bits.
func sampledAt(h uint32, bits int) bool { return h>>(32-bits) == 0 }

// bodySample reports whether h is a sample wherever its shingle stands
// (the body's rate, which the lead's includes).
func bodySample(h uint32) bool { return sampledAt(h, SampleBits) }

// shingleHash mixes the hashes of ShingleWords consecutive tokens.
// The four multiplications are independent, so they run in parallel;
// one finalizing round mixes the sum.
func shingleHash(t []uint32) uint32 {
	_ = t[ShingleWords-1]
	h := uint64(t[0])*0x9E3779B97F4A7C15 + uint64(t[1])*0xBF58476D1CE4E5B9 +
		uint64(t[2])*0x94D049BB133111EB + uint64(t[3])*0xD6E8FEB86659FD93
	h ^= h >> 31
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 29
	return uint32(h >> 32)
}

// Sign returns the sketch of a token sequence. Very short texts that
// sample nothing keep their smallest shingle hash, so that two identical
// short texts still meet in the index.
func Sign(tokens []uint32) Sketch {
	// room for the expected samples: a quarter of the lead's shingles,
	// one in 2^SampleBits of the rest
	expect := min(len(tokens), LeadWords)>>LeadBits + max(0, len(tokens)-LeadWords)>>SampleBits
	s := Sketch{Tokens: len(tokens), Samples: make([]uint32, 0, expect+expect/4+4)}
	n := len(tokens) - ShingleWords + 1 // shingles
	lead := min(n, LeadWords)
	for i := 0; i < lead; i++ {
		if h := shingleHash(tokens[i:]); sampledAt(h, LeadBits) {
			s.Samples = append(s.Samples, h)
		}
	}
	for i := lead; i < n; i++ {
		if h := shingleHash(tokens[i:]); bodySample(h) {
			s.Samples = append(s.Samples, h)
		}
	}
	if len(s.Samples) == 0 && n > 0 {
		minHash := shingleHash(tokens)
		for i := 1; i < n; i++ {
			minHash = min(minHash, shingleHash(tokens[i:]))
		}
		s.Samples = append(s.Samples, minHash)
	}
	slices.Sort(s.Samples)
	s.Samples = slices.Compact(s.Samples)
	return s
}
