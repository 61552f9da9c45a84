package textproc

// GramIndex finds where the n-grams of a token sequence (word hashes)
// occur in another: an open-addressed table from each n-gram's hash to
// the chain of its positions, in increasing order. Greedy tiling — the
// dedup stage's comparison and the alignment's anchors — walks one text
// and looks up each of its n-grams in the index of the other. Equal
// hashes are candidates, not proof: callers compare the tokens. Reset
// reuses the index's memory, so a reused GramIndex allocates nothing.
type GramIndex struct {
	n          int
	mask       uint32
	head, next []int32
	keys       []uint32
}

// Reset indexes the n-grams of toks (none when toks is shorter than n).
func (x *GramIndex) Reset(toks []uint32, n int) {
	size := 1
	for size < 2*len(toks) {
		size <<= 1
	}
	x.n, x.mask = n, uint32(size-1)
	x.head, x.keys, x.next = reuse(x.head, size), reuse(x.keys, size), reuse(x.next, len(toks))
	for i := range x.head {
		x.head[i] = -1
	}
	for j := len(toks) - n; j >= 0; j-- {
		h := gramHash(toks[j : j+n])
		slot := x.slot(h)
		x.keys[slot] = h
		x.next[j] = x.head[slot]
		x.head[slot] = int32(j)
	}
}

// First returns the first indexed position whose n-gram hashes as
// t[i:i+n] does, or -1; Next(j) the one after j.
func (x *GramIndex) First(t []uint32, i int) int32 {
	return x.head[x.slot(gramHash(t[i:i+x.n]))]
}

// Next returns the indexed position after j with the same n-gram hash,
// or -1.
func (x *GramIndex) Next(j int32) int32 { return x.next[j] }

func (x *GramIndex) slot(h uint32) uint32 {
	slot := h & x.mask
	for x.head[slot] >= 0 && x.keys[slot] != h {
		slot = (slot + 1) & x.mask
	}
	return slot
}

func gramHash(g []uint32) uint32 {
	h := uint32(2166136261)
	for _, x := range g {
		h = (h ^ x) * 16777619
		h ^= h >> 15
	}
	return h
}

// reuse returns s with length n, reallocated only when it is too small.
func reuse[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}
