package textproc

// GramIndex finds where the n-grams of a token sequence (word hashes)
// occur in another: an open-addressed table from each n-gram's hash to
// the chain of its positions, in increasing order. Greedy tiling — the
// dedup stage's comparison and the alignment's anchors — walks one text
// and looks up each of its n-grams in the index of the other. Equal
// hashes are candidates, not proof: callers compare the tokens. Reset
// reuses the index's memory, so a reused GramIndex allocates nothing.
//
// An n-gram's hash is a polynomial in its tokens (which are hashes
// already), mixed once: the hashes of all of a text's n-grams are made
// in one rolling pass (AppendHashes), two multiplications a position
// rather than n.
type GramIndex struct {
	n          int
	mask       uint32
	pow        uint32 // gramBase^(n-1)
	head, next []int32
	keys       []uint32
	hashes     []uint32 // scratch of Reset
}

// gramBase is the polynomial's base: odd, with no short pattern.
const gramBase = 0x01000193

// Reset indexes the n-grams of toks (none when toks is shorter than n).
func (x *GramIndex) Reset(toks []uint32, n int) {
	size := 1
	for size < 2*len(toks) {
		size <<= 1
	}
	x.n, x.mask, x.pow = n, uint32(size-1), 1
	for range n - 1 {
		x.pow *= gramBase
	}
	x.head, x.keys, x.next = reuse(x.head, size), reuse(x.keys, size), reuse(x.next, len(toks))
	for i := range x.head {
		x.head[i] = -1
	}
	x.hashes = x.AppendHashes(x.hashes[:0], toks)
	for j := len(x.hashes) - 1; j >= 0; j-- {
		h := x.hashes[j]
		slot := x.slot(h)
		x.keys[slot] = h
		x.next[j] = x.head[slot]
		x.head[slot] = int32(j)
	}
}

// First returns the first indexed position whose n-gram hashes as
// t[i:i+n] does, or -1; Next(j) the one after j.
func (x *GramIndex) First(t []uint32, i int) int32 {
	return x.FirstHash(gramHash(t[i : i+x.n]))
}

// FirstHash is First for the n-gram hash h (AppendHashes).
func (x *GramIndex) FirstHash(h uint32) int32 { return x.head[x.slot(h)] }

// AppendHashes appends to dst the hash of each n-gram of t, in order
// (none when t is shorter than n), for FirstHash: a text looked up at
// every position is hashed once.
func (x *GramIndex) AppendHashes(dst []uint32, t []uint32) []uint32 {
	n := x.n
	if len(t) < n {
		return dst
	}
	var p uint32
	for _, v := range t[:n] {
		p = p*gramBase + v
	}
	dst = append(dst, mixGram(p))
	for i := n; i < len(t); i++ {
		p = (p-t[i-n]*x.pow)*gramBase + t[i]
		dst = append(dst, mixGram(p))
	}
	return dst
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
	var p uint32
	for _, v := range g {
		p = p*gramBase + v
	}
	return mixGram(p)
}

// mixGram spreads the polynomial's high bits into the low ones, which
// pick the slot.
func mixGram(p uint32) uint32 {
	p ^= p >> 15
	p *= 0x2c1b3c6d
	return p ^ p>>12
}

// reuse returns s with length n, reallocated only when it is too small.
func reuse[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}
