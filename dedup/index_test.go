package dedup

import (
	"maps"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
)

// TestIndexMatchesMap checks Candidates and DF, through several flushes
// and merges of runs, against a plain map from sample to articles. The
// samples are drawn as Sign draws them (top bits zero), with some from
// anywhere in 32 bits (the smallest-hash fallback of short texts), a
// pool shared by many articles (copies) and one sample in every tenth
// article (a stop-sample once there are enough).
func TestIndexMatchesMap(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	shared := make([]uint32, 3000)
	for i := range shared {
		shared[i] = r.Uint32() >> SampleBits
	}
	const stopSample = 0x0123456
	x := NewIndex()
	bySample := map[uint32][]uint32{}
	const docs = 4 * bufferPostings / 36 // about 4 buffers of postings: a merged run and another
	for d := range uint32(docs) {
		set := map[uint32]bool{}
		for range 20 + r.IntN(40) {
			switch k := r.IntN(10); {
			case k < 3:
				set[shared[r.IntN(len(shared))]] = true
			case k < 4:
				set[r.Uint32()] = true
			case k < 6:
				set[r.Uint32()>>LeadBits] = true
			default:
				set[r.Uint32()>>SampleBits] = true
			}
		}
		if d%10 == 0 {
			set[stopSample] = true
		}
		samples := slices.Sorted(maps.Keys(set))
		// query before adding, as the detector does
		if d%97 == 0 || d > docs-50 {
			want := map[uint32]int{}
			stop := x.StopDF()
			for _, s := range samples {
				if len(bySample[s]) > stop {
					continue
				}
				for _, e := range bySample[s] {
					want[e]++
				}
			}
			var hits []uint64
			got := x.Candidates(samples, 1, nil, &hits)
			if len(got) != len(want) {
				t.Fatalf("article %d: %d candidates, want %d", d, len(got), len(want))
			}
			for i, c := range got {
				if want[c.Doc] != c.Shared {
					t.Fatalf("article %d: candidate %d shares %d, want %d", d, c.Doc, c.Shared, want[c.Doc])
				}
				if i > 0 && (got[i-1].Shared < c.Shared || got[i-1].Shared == c.Shared && got[i-1].Doc >= c.Doc) {
					t.Fatalf("article %d: candidates not in order of shared samples, then article", d)
				}
			}
			n := 0
			for _, v := range want {
				n += v
			}
			if len(hits) != n {
				t.Fatalf("article %d: %d hits, want %d", d, len(hits), n)
			}
			for _, s := range samples[:3] {
				if got, want := x.DF(s), len(bySample[s]); got != want {
					t.Fatalf("article %d: DF(%#x) = %d, want %d", d, s, got, want)
				}
			}
		}
		x.Add(d, samples)
		for _, s := range samples {
			bySample[s] = append(bySample[s], d)
		}
	}
	if len(x.runs) < 2 || len(x.runs[0]) <= bufferPostings {
		t.Fatalf("%d runs (%d postings): the test should reach merged runs", len(x.runs), x.Postings())
	}
	if got, want := x.DF(stopSample), (docs+9)/10; got != want {
		t.Errorf("DF of the stop-sample %d, want %d", got, want)
	}
}

// TestIsStopIsDF: IsStop answers as DF does, for samples of every
// frequency (one posting, tens, thousands) and thresholds on either side
// of the heavy lists' bound, as runs are made and merged.
func TestIsStopIsDF(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 9))
	x := NewIndex()
	var samples []uint32
	for s := range uint32(20000) {
		samples = append(samples, s*2654435761)
	}
	// Zipf-like: a few samples in most articles, most in one or two.
	pick := func() uint32 {
		r := rng.Float64()
		return samples[int(float64(len(samples))*r*r*r*r)]
	}
	check := func(docs int) {
		seen := map[uint32]bool{}
		for _, s := range samples[:2000] {
			seen[s] = true
		}
		for i := 0; i < 500; i++ {
			seen[pick()] = true
		}
		for s := range seen {
			df := x.DF(s)
			for _, stop := range []int{0, 1, heavyPostings - 1, heavyPostings, 100, df - 1, df, df + 1, 5000} {
				if got := x.IsStop(s, stop); got != (df > stop) {
					t.Fatalf("after %d articles, sample %d (DF %d), stop %d: IsStop %v", docs, s, df, stop, got)
				}
			}
		}
	}
	doc := uint32(0)
	for round := range 12 {
		for range 5000 {
			var sk []uint32
			for range 8 + rng.IntN(20) {
				sk = append(sk, pick())
			}
			slices.Sort(sk)
			x.Add(doc, slices.Compact(sk))
			doc++
		}
		if round%3 == 2 {
			check(int(doc))
		}
	}
	if len(x.runs) < 2 || len(x.hot) == 0 {
		t.Fatalf("%d runs, %d hot samples: the test does not reach the heavy lists", len(x.runs), len(x.hot))
	}
	check(int(doc))
}

// An index that is only read holds no buffer: a reader's pipeline opens
// one it never adds to. It answers as empty, and the first Add makes the
// buffer.
func TestUnwrittenIndexHoldsNoBuffer(t *testing.T) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	x := NewIndex()
	runtime.ReadMemStats(&after)
	if grown := after.TotalAlloc - before.TotalAlloc; grown > 1<<16 {
		t.Errorf("NewIndex allocated %d bytes", grown)
	}
	samples := []uint32{7, 11, 13}
	if got := x.Candidates(samples, 1, nil, nil); len(got) != 0 || x.DF(7) != 0 || x.IsStop(7, 0) {
		t.Fatalf("an empty index answers %v, DF %d, IsStop %v", got, x.DF(7), x.IsStop(7, 0))
	}
	if x.slots != nil {
		t.Fatal("reading made the buffer")
	}
	x.Add(0, samples)
	x.Add(1, samples[:2])
	if got := x.Candidates(samples, 2, nil, nil); len(got) != 2 || x.DF(7) != 2 || x.DF(13) != 1 {
		t.Fatalf("after two adds: %v, DF %d and %d", got, x.DF(7), x.DF(13))
	}
}
