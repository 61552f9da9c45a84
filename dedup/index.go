package dedup

import (
	"math"
	"math/bits"
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
// is sorted into a run; bufferSlots is the size of its hash table (4.5 MB
// for both, whatever the size of the index, made by the first Add: an
// index that is only read, as a reader's, holds none). A larger buffer
// means fewer runs to look in; its table's cache misses are overlapped
// (touch). Much larger, the table no longer fits the last-level cache
// (docs/BENCHMARKS.md has the measurements behind the size).
const (
	bufferPostings = 1 << 17
	bufferSlots    = 2 * bufferPostings
)

// Index is an incremental inverted index from shingle samples to
// articles (numbered 0, 1, 2, … in the order they are added). Articles are
// searchable as soon as Add returns. It is not safe for concurrent use.
type Index struct {
	runs [][]uint64 // sorted runs of key(sample)<<32 | doc, largest first
	dirs [][]uint32 // each run's directory (see buildDir)
	// The samples of heavyPostings or more postings in a run (its heavy
	// list, by key), and their postings in all the runs they are heavy
	// in (hot): how IsStop answers without reading the runs.
	heavy [][]heavySample
	hot   map[uint32]hotCount
	// The buffer: recent postings, not yet in a run, chained per sample
	// from an open-addressed table (no allocation per posting).
	slots []bufSlot
	ents  []bufEnt
	none  bufSlot // every sample's slot while slots is not made: empty
	docs  int
	// scratch for Candidates: the runs' posting ranges of a sample, the
	// shared-sample count of each article (zero between calls) and the
	// articles counted
	ranges  [][]uint64
	radix   []uint64 // scratch of the buffer's radix sort
	count   []uint32
	touched []uint32
	order   []uint64 // the candidates as sorted
	sink    uint32   // see touch
}

type bufSlot struct {
	sample uint32
	head   int32 // 1 + the index in ents of the newest posting; 0: empty
	n      int32 // postings in the chain, so that DF need not walk it
}

type bufEnt struct {
	sample, doc uint32
	next        int32 // the posting before it, as bufSlot.head gives it
}

// NewIndex returns an empty index.
func NewIndex() *Index { return &Index{} }

// slot returns the table slot of sample s: its own, or the empty one
// where it would go (before the first Add, one empty slot for all).
func (x *Index) slot(s uint32) *bufSlot {
	if x.slots == nil {
		return &x.none
	}
	i := home(s)
	for {
		sl := &x.slots[i]
		if sl.head == 0 || sl.sample == s {
			return sl
		}
		i = (i + 1) & (bufferSlots - 1)
	}
}

// home is the slot where the probe for sample s starts.
func home(s uint32) uint32 { return (s * 0x9E3779B1) & (bufferSlots - 1) }

// touch reads, for every sample, its first buffer slot and its directory
// entry in each run, then the first posting each entry points to. The
// loads of one pass do not wait on each other, so the processor overlaps
// their cache misses; the lookups that follow, each a chain of dependent
// loads, then find their lines in the cache instead of waiting on memory
// once a sample and run.
func (x *Index) touch(samples []uint32) {
	var sum uint32
	for _, s := range samples {
		if x.slots != nil {
			sum += x.slots[home(s)].sample
		}
		k := key(s)
		for r := range x.runs {
			sum += x.dirs[r][x.bucket(r, k)]
		}
	}
	for _, s := range samples {
		k := key(s)
		for r, run := range x.runs {
			sum += uint32(run[min(int(x.dirs[r][x.bucket(r, k)]), len(run)-1)])
		}
	}
	x.sink = sum // so that the loads are kept
}

// StopDF is the count of articles above which a sample is a stop-sample.
func (x *Index) StopDF() int { return StopDFAt(x.docs) }

// Len is the number of articles added.
func (x *Index) Len() int { return x.docs }

// Postings is the number of postings held.
func (x *Index) Postings() int {
	n := len(x.ents)
	for _, r := range x.runs {
		n += len(r)
	}
	return n
}

// Add indexes the samples of article doc, which must be Len().
func (x *Index) Add(doc uint32, samples []uint32) {
	if x.slots == nil {
		x.slots, x.ents = make([]bufSlot, bufferSlots), make([]bufEnt, 0, bufferPostings)
	}
	if len(x.ents)+len(samples) > bufferPostings {
		x.flush()
	}
	for _, s := range samples {
		sl := x.slot(s)
		if sl.head == 0 {
			sl.sample = s
		}
		x.ents = append(x.ents, bufEnt{sample: s, doc: doc, next: sl.head})
		sl.head = int32(len(x.ents))
		sl.n++
	}
	x.docs++
}

// flush sorts the buffer into a run and merges runs so that each is at
// least twice the size of the next (O(log n) runs).
func (x *Index) flush() {
	if len(x.ents) == 0 {
		return
	}
	run := x.sortedBuffer()
	x.ents = x.ents[:0]
	clear(x.slots)
	x.runs = append(x.runs, run)
	x.heavy = append(x.heavy, x.heat(heavyOf(run), 1))
	for n := len(x.runs); n >= 2 && len(x.runs[n-2]) <= 2*len(x.runs[n-1]); n = len(x.runs) {
		x.heat(x.heavy[n-2], -1)
		x.heat(x.heavy[n-1], -1)
		x.runs[n-2] = mergeRuns(x.runs[n-2], x.runs[n-1])
		x.heavy[n-2] = x.heat(heavyOf(x.runs[n-2]), 1)
		x.runs, x.heavy = x.runs[:n-1], x.heavy[:n-1]
	}
	last := x.runs[len(x.runs)-1]
	x.dirs = append(x.dirs[:len(x.runs)-1], buildDir(last))
}

// key is the order of samples in runs: the sample rotated so that its
// top bits, mostly zero (a sample has its top SampleBits or LeadBits bits
// zero), come last, and the top bits of keys are uniform.
func key(s uint32) uint32 { return bits.RotateLeft32(s, SampleBits) }

// A run's directory holds, for each value v of the top dirBits(len) bits
// of a key, the index of the run's first posting whose key has top bits
// v or more (and the run's length at the end): about dirSpan postings
// lie between two entries, so a lookup reads the directory and then one
// or two cache lines of the run, where a binary search through a run
// of a million postings would wait on twenty loads in a row. Half a
// byte a posting.
const dirSpan = 8

func dirBits(n int) int { return max(0, bits.Len(uint(n/dirSpan))-1) }

// bucket is the directory entry of key k in run r.
func (x *Index) bucket(r int, k uint32) uint32 { return k >> (32 - dirBits(len(x.runs[r]))) }

func buildDir(run []uint64) []uint32 {
	b := dirBits(len(run))
	dir := make([]uint32, 1<<b+1)
	v := 0
	for i, p := range run {
		for top := int(p >> 32 >> (32 - b)); v <= top; v++ {
			dir[v] = uint32(i)
		}
	}
	for ; v < len(dir); v++ {
		dir[v] = uint32(len(run))
	}
	return dir
}

// sortedBuffer returns the buffer's postings sorted. The buffer holds
// them in article order, so a stable sort by sample alone sorts them
// fully: a least-significant-digit radix sort in three passes of 11 bits,
// each a counting pass over a table that fits in the first-level cache,
// where a comparison sort would take 16 passes' worth of compares on 65,536
// postings.
func (x *Index) sortedBuffer() []uint64 {
	n := len(x.ents)
	// An odd number of passes ends in run: start in the scratch.
	run := make([]uint64, n)
	x.radix = slices.Grow(x.radix[:0], n)[:n]
	tmp := x.radix
	for i, e := range x.ents {
		tmp[i] = uint64(key(e.sample))<<32 | uint64(e.doc)
	}
	var count [1 << 11]int
	for shift := 32; shift < 64; shift += 11 {
		clear(count[:])
		for _, p := range tmp {
			count[p>>shift&(1<<11-1)]++
		}
		sum := 0
		for i, c := range count {
			count[i], sum = sum, sum+c
		}
		for _, p := range tmp {
			k := p >> shift & (1<<11 - 1)
			run[count[k]] = p
			count[k]++
		}
		run, tmp = tmp, run
	}
	return tmp
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
	k := key(s)
	for r := range x.runs {
		if p := x.runPostings(r, k); len(p) > 0 {
			dst = append(dst, p)
		}
	}
	return dst
}

// runPostings returns the postings of key k in run r.
func (x *Index) runPostings(r int, k uint32) []uint64 {
	dir, v := x.dirs[r], x.bucket(r, k) // v is 0 when the run is small
	span := x.runs[r][dir[v]:dir[v+1]]
	i, j := 0, 0
	if len(span) > 4*dirSpan { // a stop-sample's postings, as a rule
		i, _ = slices.BinarySearch(span, uint64(k)<<32)
		j, _ = slices.BinarySearch(span[i:], uint64(k+1)<<32)
		j += i
		if k == math.MaxUint32 {
			j = len(span)
		}
	} else {
		for i < len(span) && uint32(span[i]>>32) < k {
			i++
		}
		j = i
		for j < len(span) && uint32(span[j]>>32) == k {
			j++
		}
	}
	return span[i:j]
}

// DF returns the number of postings of sample s: the number of articles
// carrying it.
func (x *Index) DF(s uint32) int {
	n := 0
	if sl := x.slot(s); sl.head > 0 {
		n = int(sl.n)
	}
	k := key(s)
	for r := range x.runs {
		n += len(x.runPostings(r, k))
	}
	return n
}

// heavyPostings is the least number of postings in a run that puts a
// sample in the run's heavy list. Any other sample has fewer there, so
// a sample in no list has at most heavyPostings-1 a run: with a run for
// each doubling of the index, a bound far under the stop threshold of a
// large index, where most lookups are of samples a few articles carry.
const heavyPostings = 32

// heavySample is a sample's key and its postings in one run.
type heavySample struct{ key, n uint32 }

// hotCount is a sample's postings in the runs it is heavy in, and how
// many runs those are.
type hotCount struct{ n, runs uint32 }

// heavyOf returns the heavy list of run.
func heavyOf(run []uint64) []heavySample {
	var out []heavySample
	for i := 0; i < len(run); {
		k, j := uint32(run[i]>>32), i+1
		for j < len(run) && uint32(run[j]>>32) == k {
			j++
		}
		if j-i >= heavyPostings {
			out = append(out, heavySample{k, uint32(j - i)})
		}
		i = j
	}
	return out
}

// heat adds a run's heavy list to hot (sign 1) or takes it out (-1),
// and returns the list.
func (x *Index) heat(list []heavySample, sign int) []heavySample {
	if x.hot == nil {
		x.hot = map[uint32]hotCount{}
	}
	for _, h := range list {
		c := x.hot[h.key]
		if sign > 0 {
			c.n += h.n
			c.runs++
		} else {
			c.n -= h.n
			c.runs--
		}
		if c.runs == 0 {
			delete(x.hot, h.key)
		} else {
			x.hot[h.key] = c
		}
	}
	return list
}

// IsStop reports whether sample s is carried by more than stop articles
// (DF(s) > stop). Most samples are answered from the buffer and the
// runs' heavy lists (a bound on their count that is enough); the others
// by DF.
func (x *Index) IsStop(s uint32, stop int) bool {
	n := 0
	if sl := x.slot(s); sl.head > 0 {
		n = int(sl.n)
	}
	c := x.hot[key(s)]
	n += int(c.n)
	if n > stop {
		return true
	}
	if n+(len(x.runs)-int(c.runs))*(heavyPostings-1) <= stop {
		return false
	}
	return x.DF(s) > stop
}

// Candidate is an indexed article that shares samples with a query.
type Candidate struct {
	Doc    uint32
	Shared int // samples in common, stop-samples excluded
}

// Candidates appends to dst the articles sharing at least minShared
// non-stop samples with the query, most shared first. hits, when not
// nil, receives the (article<<32 | sample) matches of the articles
// appended, for Shared: an article sharing fewer is no candidate, and
// most matches are theirs.
func (x *Index) Candidates(samples []uint32, minShared int, dst []Candidate, hits *[]uint64) []Candidate {
	stop := x.StopDF()
	for len(x.count) < x.docs { // one more article since the last call, as a rule
		x.count = append(x.count, 0)
	}
	count, touched := x.count, x.touched[:0]
	var from int // the first of this call's hits
	if hits != nil {
		from = len(*hits)
	}
	found := func(d uint32, s uint32) {
		if count[d] == 0 {
			touched = append(touched, d)
		}
		count[d]++
		if hits != nil {
			*hits = append(*hits, uint64(d)<<32|uint64(s))
		}
	}
	x.touch(samples)
	for _, s := range samples {
		x.ranges = x.postings(s, x.ranges[:0])
		sl := x.slot(s)
		df := 0
		if sl.head > 0 {
			df = int(sl.n)
		}
		for _, r := range x.ranges {
			df += len(r)
		}
		if df > stop {
			continue
		}
		for e := sl.head; e > 0; e = x.ents[e-1].next {
			found(x.ents[e-1].doc, s)
		}
		for _, r := range x.ranges {
			for _, p := range r {
				found(uint32(p), s)
			}
		}
	}
	if hits != nil {
		kept := (*hits)[:from]
		for _, h := range (*hits)[from:] {
			if int(count[h>>32]) >= minShared {
				kept = append(kept, h)
			}
		}
		*hits = kept
	}
	// Sorted as integers (fewer shared samples, larger key; then the
	// article), which sorts without a comparison function's calls.
	order := x.order[:0]
	for _, d := range touched {
		if n := count[d]; int(n) >= minShared {
			order = append(order, uint64(^n)<<32|uint64(d))
		}
		count[d] = 0
	}
	x.touched = touched
	slices.Sort(order)
	for _, o := range order {
		dst = append(dst, Candidate{Doc: uint32(o), Shared: int(^uint32(o >> 32))})
	}
	x.order = order
	return dst
}

// Specific counts the samples of shared that are not (now) stop-samples.
func (x *Index) Specific(shared []uint32) int {
	stop, n := x.StopDF(), 0
	for _, s := range shared {
		if !x.IsStop(s, stop) {
			n++
		}
	}
	return n
}
