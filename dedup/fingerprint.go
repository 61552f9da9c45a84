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
//     runs of packed uint64 postings (key<<32 | article, the key a
//     rotation of the sample), merged like an LSM tree: 8 bytes a posting,
//     no per-key allocation; a small directory per run finds a sample's
//     postings in one or two cache lines, so add and query cost
//     O(samples × runs). Samples carried by very many articles
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
	"math/bits"
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
	// between lead and body still matches at the body rate. (Stores
	// before schema 7 sampled the lead at 1 in 2; such sketches hold a
	// superset of today's lead samples, so they still match.)
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
//
// Whether a shingle is sampled follows no pattern a branch predictor can
// learn (one in four, one in sixteen), so the loops do not branch on it:
// every hash is written at the end of the samples found, and the end
// moves on only for a sample.
func Sign(tokens []uint32) Sketch {
	var buf [256]uint32 // the samples of most articles, unsorted
	k := 0
	n := len(tokens) - ShingleWords + 1 // shingles
	lead := min(n, LeadWords)
	for i := 0; i < lead; i++ {
		h := shingleHash(tokens[i:])
		buf[min(k, len(buf)-1)] = h
		k += isSample(h, LeadBits)
	}
	for i := lead; i < n; i++ {
		h := shingleHash(tokens[i:])
		buf[min(k, len(buf)-1)] = h
		k += isSample(h, SampleBits)
	}
	found := buf[:min(k, len(buf))]
	if k > len(buf) { // a very long text: again, into a buffer of its size
		found = make([]uint32, 0, k)
		for i := 0; i < n; i++ {
			if h := shingleHash(tokens[i:]); sampled(h, i) {
				found = append(found, h)
			}
		}
	}
	if len(found) == 0 && n > 0 {
		minHash := shingleHash(tokens)
		for i := 1; i < n; i++ {
			minHash = min(minHash, shingleHash(tokens[i:]))
		}
		found = append(found, minHash)
	}
	samples := make([]uint32, len(found))
	sortSamples(samples, found)
	return Sketch{Tokens: len(tokens), Samples: slices.Compact(samples)}
}

// isSample is sampledAt as 1 or 0, computed without a branch.
func isSample(h uint32, bits int) int { return int((h>>(32-bits) - 1) >> 31) }

// sortSamples writes the values of src to dst (of the same length) in
// increasing order. Samples are hashes spread evenly below 1<<(32-LeadBits),
// so a counting pass over their top bits puts each within a place or two of
// where it belongs, and an insertion sort finishes with few moves: linear
// time and few mispredicted branches, where a comparison sort of a few
// dozen values would take some hundred unpredictable ones.
func sortSamples(dst, src []uint32) {
	const maxBits = 8
	if len(src) > 1<<maxBits { // a very long text
		copy(dst, src)
		slices.Sort(dst)
		return
	}
	b := bits.Len(uint(len(src))) // 1<<b buckets: about two a sample
	shift := 32 - LeadBits - b
	last := uint32(1)<<b - 1
	var start [1 << (maxBits + 1)]uint16
	for _, v := range src {
		start[min(v>>shift, last)]++
	}
	sum := uint16(0) // in a register: no wait on the store before
	for k, c := range start[:last+1] {
		start[k], sum = sum, sum+c
	}
	for _, v := range src {
		k := min(v>>shift, last)
		dst[start[k]] = v
		start[k]++
	}
	for i := 1; i < len(dst); i++ {
		v, j := dst[i], i
		for ; j > 0 && dst[j-1] > v; j-- {
			dst[j] = dst[j-1]
		}
		dst[j] = v
	}
}
