package dedup_test

// The peer comparison of the dedup issue: storywire's sampled-shingle
// index against github.com/ekzhu/minhash-lsh (MinHash signatures with
// 128 hash functions, banded LSH), the Go library a user would pick, on
// the same synthetic syndicated articles. ekzhu needs a batch Index()
// before added items can be found; storywire's index is searchable after
// each Add, and the benchmark uses it that way (query, then add, one
// article at a time).

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"runtime"
	"sync"
	"testing"

	minhashlsh "github.com/ekzhu/minhash-lsh"
	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/internal/shared"
	"github.com/storywire/storywire/textproc"
)

var (
	peerOnce sync.Once
	peerDocs []eval.Doc
)

// peerCorpus is the medium-level synthetic set built from the dev data.
func peerCorpus(tb testing.TB) []eval.Doc {
	files := shared.Glob(tb, "data/*/articles.jsonl")
	peerOnce.Do(func() {
		var docs []eval.Doc
		seen := map[string]bool{}
		for a, err := range article.Read(files, nil) {
			if err == nil && !seen[a.ID] {
				seen[a.ID] = true
				docs = append(docs, eval.Doc{ID: a.ID, Text: a.Text})
			}
		}
		if len(docs) > 0 {
			peerDocs = eval.Synthesize(eval.Distinct(docs), eval.SynthOptions{Level: eval.Medium, Seed: 7, MaxCopies: 12})
		}
	})
	if len(peerDocs) == 0 {
		tb.Skip("../shared/data not present: skipping the peer comparison")
	}
	return peerDocs
}

const numHash = 128

// bandedHashes is the number of hashes ekzhu's banding reads at
// threshold t when given numHash: k rows × l bands. The rest of the 128
// are computed and never read, so the peer is measured both ways.
func bandedHashes(t float64) int {
	k, l := minhashlsh.NewMinhashLSH16(numHash, t).Params()
	return k * l
}

// ekzhuSignature is the MinHash signature of the word 5-grams of text.
func ekzhuSignature(text string) []uint64 { return ekzhuSignatureN(text, numHash) }

// ekzhuSignatureN is ekzhuSignature with n hash functions.
func ekzhuSignatureN(text string, n int) []uint64 {
	m := minhashlsh.NewMinhash(1, n)
	toks := textproc.AppendWordHashes(nil, text)
	var b [20]byte
	for i := 0; i+5 <= len(toks); i++ {
		for k := 0; k < 5; k++ {
			binary.LittleEndian.PutUint32(b[4*k:], toks[i+k])
		}
		m.Push(b[:])
	}
	return m.Signature()
}

// indexLoop is storywire's index loop over docs: signatures, candidate
// query and insert, without verification (the part the peer does).
func indexLoop(docs []eval.Doc) {
	var cands []dedup.Candidate
	var toks []uint32
	x := dedup.NewIndex()
	for i, d := range docs {
		toks = textproc.AppendWordHashes(toks[:0], d.Text)
		sk := dedup.Sign(toks)
		cands = x.Candidates(sk.Samples, 2, cands[:0], nil)
		x.Add(uint32(i), sk.Samples)
	}
}

// detectorLoop is storywire's full detector over docs: what ingest pays.
func detectorLoop(docs []eval.Doc) {
	det := dedup.NewDetector()
	for _, d := range docs {
		det.Add(d.ID, sha256.Sum256([]byte(d.Text)), d.Text)
	}
}

// ekzhuLoop is the peer over docs: n-hash signatures, insert, index,
// query, at threshold t.
func ekzhuLoop(docs []eval.Doc, n int, t float64) {
	lsh := minhashlsh.NewMinhashLSH16(n, t)
	sigs := make([][]uint64, len(docs))
	for i, d := range docs {
		sigs[i] = ekzhuSignatureN(d.Text, n)
		lsh.Add(i, sigs[i])
	}
	lsh.Index()
	for _, s := range sigs {
		lsh.Query(s)
	}
}

// BenchmarkPeer measures signatures + insert + query per article.
func BenchmarkPeer(b *testing.B) {
	docs := peerCorpus(b)
	if len(docs) > 4000 {
		docs = docs[:4000]
	}
	var bytes int64
	for _, d := range docs {
		bytes += int64(len(d.Text))
	}
	b.Run("storywire", func(b *testing.B) {
		b.SetBytes(bytes)
		runtime.GC() // each starts from a collected heap, not the last one's garbage
		for b.Loop() {
			detectorLoop(docs)
		}
		b.ReportMetric(float64(len(docs)*b.N)/b.Elapsed().Seconds(), "articles/s")
	})
	b.Run("storywire_signatures_only", func(b *testing.B) {
		// tokens and sketch: the signature building of the 50 MB/s goal
		b.SetBytes(bytes)
		runtime.GC() // each starts from a collected heap, not the last one's garbage
		var toks []uint32
		for b.Loop() {
			for _, d := range docs {
				toks = textproc.AppendWordHashes(toks[:0], d.Text)
				dedup.Sign(toks)
			}
		}
		b.ReportMetric(float64(len(docs)*b.N)/b.Elapsed().Seconds(), "articles/s")
	})
	b.Run("storywire_index_only", func(b *testing.B) {
		// signatures + insert + query without verification: the part
		// ekzhu/minhash-lsh does.
		b.SetBytes(bytes)
		runtime.GC() // each starts from a collected heap, not the last one's garbage
		for b.Loop() {
			indexLoop(docs)
		}
		b.ReportMetric(float64(len(docs)*b.N)/b.Elapsed().Seconds(), "articles/s")
	})
	// ekzhu at threshold 0.2 is the setting nearest storywire in recall
	// (TestPeerRecall); at 0.1 its recall is higher still, but not up to
	// storywire's groups, and it runs slower.
	for _, th := range []struct {
		name string
		t    float64
		n    int
	}{{"0.2", 0.2, numHash}, {"0.2_banded", 0.2, bandedHashes(0.2)}, {"0.1", 0.1, numHash}} {
		b.Run("ekzhu_minhash_lsh_t"+th.name, func(b *testing.B) {
			b.SetBytes(bytes)
			runtime.GC() // each starts from a collected heap, not the last one's garbage
			for b.Loop() {
				ekzhuLoop(docs, th.n, th.t)
			}
			b.ReportMetric(float64(len(docs)*b.N)/b.Elapsed().Seconds(), "articles/s")
		})
	}
}

// BenchmarkPeerAt100k is BenchmarkPeer on a stream of about 100,000
// articles (the dev originals with up to 160 copies each), where the
// index no longer fits in cache: storywire's index loop and its full
// detector (verification and relations, what ingest pays) beside ekzhu
// at t = 0.2 with 128 hashes and with the hashes its bands read.
func BenchmarkPeerAt100k(b *testing.B) {
	files := shared.Glob(b, "data/*/articles.jsonl")
	var orig []eval.Doc
	seen := map[string]bool{}
	for a, err := range article.Read(files, nil) {
		if err == nil && !seen[a.ID] {
			seen[a.ID] = true
			orig = append(orig, eval.Doc{ID: a.ID, Text: a.Text})
		}
	}
	docs := eval.Synthesize(eval.Distinct(orig), eval.SynthOptions{Level: eval.Medium, Seed: 7, MaxCopies: 160})
	b.Logf("%d articles", len(docs))
	perArticle := func(b *testing.B) {
		b.ReportMetric(float64(len(docs)*b.N)/b.Elapsed().Seconds(), "articles/s")
	}
	b.Run("storywire_index_only", func(b *testing.B) {
		runtime.GC()
		for b.Loop() {
			indexLoop(docs)
		}
		perArticle(b)
	})
	b.Run("storywire_detector", func(b *testing.B) {
		runtime.GC()
		for b.Loop() {
			detectorLoop(docs)
		}
		perArticle(b)
	})
	for _, n := range []int{numHash, bandedHashes(0.2)} {
		b.Run(fmt.Sprintf("ekzhu_minhash_lsh_t0.2_%dhashes", n), func(b *testing.B) {
			runtime.GC()
			for b.Loop() {
				ekzhuLoop(docs, n, 0.2)
			}
			perArticle(b)
		})
	}
}

type pairSet map[[2]int]bool

func (p pairSet) add(a, b int) {
	if a > b {
		a, b = b, a
	}
	if a != b {
		p[[2]int{a, b}] = true
	}
}

// score returns the precision and recall of found against truth.
func score(found, truth pairSet) (p, r float64) {
	hit := 0
	for k := range found {
		if truth[k] {
			hit++
		}
	}
	if len(found) > 0 {
		p = float64(hit) / float64(len(found))
	}
	return p, float64(hit) / float64(len(truth))
}

// TestPeerRecall compares the pairs each method reports on the same
// articles: storywire's copying relations against ekzhu's LSH candidates
// at several Jaccard thresholds. storywire must have better recall at
// equal or better precision.
func TestPeerRecall(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	docs := peerCorpus(t)
	if len(docs) > 3000 {
		docs = docs[:3000]
	}
	truth := pairSet{}
	byFam := map[string][]int{}
	for i, d := range docs {
		for _, j := range byFam[d.Family] {
			truth.add(i, j)
		}
		byFam[d.Family] = append(byFam[d.Family], i)
	}
	det := dedup.NewDetector()
	idx := map[string]int{}
	ours := pairSet{}
	var rels []dedup.Relation
	for i, d := range docs {
		idx[d.ID] = i
		_, rs, _ := det.Add(d.ID, sha256.Sum256(textproc.AppendNormalized(nil, d.Text)), d.Text)
		rels = append(rels, rs...)
	}
	for _, r := range rels {
		if r.Kind.Copying() && det.Holds(r) {
			ours.add(idx[r.A], idx[r.B])
		}
	}
	op, or := score(ours, truth)
	t.Logf("storywire relations: precision %.4f recall %.4f (%d pairs, %d true)", op, or, len(ours), len(truth))
	// What storywire reports is groups: two copies of one original that
	// share little with each other are joined through it.
	grouped := pairSet{}
	ids := make([]string, len(docs))
	for i, d := range docs {
		ids[i] = d.ID
	}
	for _, g := range dedup.Groups(ids, rels, det.Holds) {
		for i, a := range g.Articles {
			for _, b := range g.Articles[i+1:] {
				grouped.add(idx[a], idx[b])
			}
		}
	}
	gp, gr := score(grouped, truth)
	t.Logf("storywire syndication groups, as pairs: precision %.4f recall %.4f", gp, gr)
	sigs := make([][]uint64, len(docs))
	for i, d := range docs {
		sigs[i] = ekzhuSignature(d.Text)
	}
	for _, th := range []float64{0.1, 0.2, 0.3, 0.5, 0.7} {
		lsh := minhashlsh.NewMinhashLSH16(numHash, th)
		for i, s := range sigs {
			lsh.Add(i, s)
		}
		lsh.Index()
		theirs := pairSet{}
		for i, s := range sigs {
			for _, k := range lsh.Query(s) {
				theirs.add(i, k.(int))
			}
		}
		p, r := score(theirs, truth)
		t.Logf("ekzhu/minhash-lsh threshold %.1f: precision %.4f recall %.4f", th, p, r)
		if p >= op && r >= or {
			t.Errorf("ekzhu at threshold %.1f matches storywire on both precision and recall", th)
		}
	}
}

// TestIndexMemory reports the bytes per article of the sample index on the
// synthetic set (a figure for docs/BENCHMARKS.md, asserted loosely).
func TestIndexMemory(t *testing.T) {
	docs := peerCorpus(t)
	runtime.GC()
	var empty, before, after runtime.MemStats
	runtime.ReadMemStats(&empty)
	x := dedup.NewIndex() // its write buffer is a fixed 4.5 MB, not counted
	runtime.GC()
	runtime.ReadMemStats(&before)
	for i, d := range docs {
		x.Add(uint32(i), dedup.Sign(textproc.AppendWordHashes(nil, d.Text)).Samples)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	per := float64(after.HeapAlloc-before.HeapAlloc) / float64(len(docs))
	t.Logf("%d articles, %.1f postings each, %.0f heap bytes per article beyond the empty index (%.1f MB)", len(docs),
		float64(x.Postings())/float64(len(docs)), per, float64(before.HeapAlloc-empty.HeapAlloc)/(1<<20))
	runtime.KeepAlive(x)
	if per > 1024 {
		t.Errorf("index uses %.0f bytes per article", per)
	}
}

// BenchmarkIndexAt1M fills an index with 1,000,000 articles (the sketches
// of the synthetic set, replicated with their samples re-keyed per copy so
// that every replica is a distinct article with the same statistics), then
// times the incremental add+query of further articles one at a time.
// Reports: p50 and p99 latency of one add+query, and index bytes per
// article (postings; measured from the heap).
func BenchmarkIndexAt1M(b *testing.B) {
	docs := peerCorpus(b)
	base := make([][]uint32, len(docs))
	for i, d := range docs {
		base[i] = dedup.Sign(textproc.AppendWordHashes(nil, d.Text)).Samples
	}
	rekey := func(s []uint32, r uint32) []uint32 {
		out := make([]uint32, len(s))
		for i, v := range s {
			out[i] = v ^ (r * 0x9E3779B1)
		}
		return out
	}
	const n = 1_000_000
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	x := dedup.NewIndex()
	for i := 0; i < n; i++ {
		x.Add(uint32(i), rekey(base[i%len(base)], uint32(i/len(base))))
	}
	x.Candidates(base[0], 2, nil, nil) // its scratch counts too
	runtime.GC()
	runtime.ReadMemStats(&after)
	perArticle := float64(after.HeapAlloc-before.HeapAlloc) / n
	var lat []float64
	var cands []dedup.Candidate
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s := rekey(base[i%len(base)], uint32(n/len(base)+1+i/len(base)))
		t0 := nanotime()
		cands = x.Candidates(s, 2, cands[:0], nil)
		x.Add(uint32(n+i), s)
		lat = append(lat, float64(nanotime()-t0)/1e3)
	}
	b.StopTimer()
	sortFloats(lat)
	b.ReportMetric(lat[len(lat)/2], "p50-µs")
	b.ReportMetric(lat[len(lat)*99/100], "p99-µs")
	b.ReportMetric(perArticle, "bytes/article")
	runtime.KeepAlive(x)
}

// TestBandedHashes: given only the hashes its bands read, ekzhu bands
// them as it did with 128, so the two peer settings do the same search.
func TestBandedHashes(t *testing.T) {
	n := bandedHashes(0.2)
	k, l := minhashlsh.NewMinhashLSH16(numHash, 0.2).Params()
	k2, l2 := minhashlsh.NewMinhashLSH16(n, 0.2).Params()
	if n >= numHash || k != k2 || l != l2 {
		t.Errorf("%d hashes: k=%d l=%d; with 128: k=%d l=%d", n, k2, l2, k, l)
	}
}
