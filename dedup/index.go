package dedup

import (
	"slices"
)

// Stop-samples. A sample carried by more than StopDF() articles is
// boilerplate, not news: a wire story reaches tens of outlets, while a
// site's header, footer or cookie notice is on every page of the site, so
// its count grows with the collection. The limit is the larger of
// MinStopDF and StopShare of the articles indexed.
const (
	MinStopDF = 50
	StopShare = 0.005
)

// bufferPostings is how many postings the mutable buffer holds before it
// is sorted into a run.
const bufferPostings = 1 << 15

// Index is an incremental inverted index from shingle samples to
// articles (numbered 0, 1, 2, … in the order they are added). Articles are
// searchable as soon as Add returns. It is not safe for concurrent use.
type Index struct {
	runs [][]uint64          // sorted runs of sample<<32 | doc, largest first
	buf  map[uint32][]uint32 // recent postings, not yet in a run
	bufN int
	docs int
	seen map[uint32]int32 // scratch for Candidates
}

// NewIndex returns an empty index.
func NewIndex() *Index {
	return &Index{buf: map[uint32][]uint32{}, seen: map[uint32]int32{}}
}

// StopDF is the count of articles above which a sample is a stop-sample.
func (x *Index) StopDF() int { return max(MinStopDF, int(StopShare*float64(x.docs))) }

// Len is the number of articles added.
func (x *Index) Len() int { return x.docs }

// Postings is the number of postings held.
func (x *Index) Postings() int {
	n := x.bufN
	for _, r := range x.runs {
		n += len(r)
	}
	return n
}

// Add indexes the samples of article doc, which must be Len().
func (x *Index) Add(doc uint32, samples []uint32) {
	for _, s := range samples {
		x.buf[s] = append(x.buf[s], doc)
	}
	x.bufN += len(samples)
	x.docs++
	if x.bufN >= bufferPostings {
		x.flush()
	}
}

// flush sorts the buffer into a run and merges runs so that each is at
// least twice the size of the next (O(log n) runs).
func (x *Index) flush() {
	if x.bufN == 0 {
		return
	}
	run := make([]uint64, 0, x.bufN)
	for s, docs := range x.buf {
		for _, d := range docs {
			run = append(run, uint64(s)<<32|uint64(d))
		}
	}
	slices.Sort(run)
	clear(x.buf)
	x.bufN = 0
	x.runs = append(x.runs, run)
	for n := len(x.runs); n >= 2 && len(x.runs[n-2]) <= 2*len(x.runs[n-1]); n = len(x.runs) {
		x.runs[n-2] = mergeRuns(x.runs[n-2], x.runs[n-1])
		x.runs = x.runs[:n-1]
	}
}

func mergeRuns(a, b []uint64) []uint64 {
	out := make([]uint64, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if a[i] <= b[j] {
			out = append(out, a[i])
			i++
		} else {
			out = append(out, b[j])
			j++
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}

// postings appends to dst, for each run, the range of postings of
// sample s.
func (x *Index) postings(s uint32, dst [][]uint64) [][]uint64 {
	lo, hi := uint64(s)<<32, uint64(s)<<32|0xFFFFFFFF
	for _, r := range x.runs {
		i, _ := slices.BinarySearch(r, lo)
		j := i
		for j < len(r) && r[j] <= hi {
			j++
		}
		if j > i {
			dst = append(dst, r[i:j])
		}
	}
	return dst
}

// DF returns the number of postings of sample s: the number of articles
// carrying it.
func (x *Index) DF(s uint32) int {
	n := len(x.buf[s])
	for _, r := range x.postings(s, nil) {
		n += len(r)
	}
	return n
}

// Candidate is an indexed article that shares samples with a query.
type Candidate struct {
	Doc    uint32
	Shared int // samples in common, stop-samples excluded
}

// Candidates appends to dst the articles sharing at least minShared
// non-stop samples with the query, most shared first. hits, when not
// nil, receives every (article<<32 | sample) match, for Shared.
func (x *Index) Candidates(samples []uint32, minShared int, dst []Candidate, hits *[]uint64) []Candidate {
	clear(x.seen)
	stop := x.StopDF()
	var ranges [][]uint64
	for _, s := range samples {
		ranges = x.postings(s, ranges[:0])
		buf := x.buf[s]
		df := len(buf)
		for _, r := range ranges {
			df += len(r)
		}
		if df > stop {
			continue
		}
		for _, d := range buf {
			x.seen[d]++
			if hits != nil {
				*hits = append(*hits, uint64(d)<<32|uint64(s))
			}
		}
		for _, r := range ranges {
			for _, p := range r {
				x.seen[uint32(p)]++
				if hits != nil {
					*hits = append(*hits, p<<32|uint64(s))
				}
			}
		}
	}
	start := len(dst)
	for d, n := range x.seen {
		if int(n) >= minShared {
			dst = append(dst, Candidate{d, int(n)})
		}
	}
	slices.SortFunc(dst[start:], func(a, b Candidate) int {
		if a.Shared != b.Shared {
			return b.Shared - a.Shared
		}
		return int(a.Doc) - int(b.Doc)
	})
	return dst
}

// Specific counts the samples of shared that are not (now) stop-samples.
func (x *Index) Specific(shared []uint32) int {
	stop, n := x.StopDF(), 0
	for _, s := range shared {
		if x.DF(s) <= stop {
			n++
		}
	}
	return n
}
