// Package align aligns two related texts: the passages they share, with
// byte offsets in both so that a user interface can highlight them, and
// inside each passage a word-level edit script (equal, substitute,
// insert, delete). From alignments it derives what a copy did to its
// source: cut and added paragraphs, moved passages, and the name
// substitutions an outlet makes ("Islamic State" → "Daesh").
//
// Design. Both texts become sequences of word hashes with byte spans
// (textproc's tokenization, so case, width and quote style do not
// matter). Anchors are found by greedy tiling: walking A, the longest run
// of at least anchorWords equal words that occurs anywhere in B, looked up
// through a hash table of B's anchorWords-grams, ties broken by nearness
// to where the previous anchor predicts. Because anchors are found in any
// order, a paragraph that moved is found like any other. Anchors are then
// chained into passages: an anchor extends an open passage when it
// follows it in both texts after a small gap (a changed name, a dropped
// clause, a reworded sentence); otherwise it opens a passage of its own,
// which is what a cut, an added paragraph or a move produces. The gaps
// inside a passage are diffed word by word (an LCS over at most
// maxGap×maxGap words), which yields the edit script.
//
// The cost is linear in the two lengths plus the small gap diffs: two
// 1,000-word articles align in well under a millisecond. What it
// deliberately does not do: align paraphrases that share no run of
// anchorWords words (that is the story stage's business, not a copy's),
// or detect a passage repeated twice in B more than once.
package align

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/textproc"
)

// Op is a word-level edit operation.
type Op uint8

// The operations of an edit script, from A to B.
const (
	Equal      Op = iota // the same words in both
	Substitute           // words of A replaced by words of B
	Delete               // words of A not in B
	Insert               // words of B not in A
)

var opNames = [...]string{"equal", "substitute", "delete", "insert"}

func (o Op) String() string { return opNames[o] }

// Range is a byte range [Start, End) of a text.
type Range struct{ Start, End int }

// Len is the range's length in bytes.
func (r Range) Len() int { return r.End - r.Start }

// Edit is one step of an edit script: the words of A in A and of B in B
// (an empty range on the side that has none).
type Edit struct {
	Op   Op
	A, B Range
	// WordsA and WordsB are the word counts of each side.
	WordsA, WordsB int
	ia, ib         int // indexes of the first words of A and B
}

// Passage is a stretch of text shared by A and B, with the edits that
// turn A's side into B's.
type Passage struct {
	A, B  Range // byte ranges of the passage in each text
	Edits []Edit
	// Moved is set on passages out of order relative to the longest
	// chain of passages in the same order in both texts.
	Moved bool
	// Equal counts the words matched exactly in the passage, but for
	// boilerplate (see Text.SetBoilerplate).
	Equal int
}

// Alignment is the alignment of two texts.
type Alignment struct {
	Passages []Passage // in the order of A
	// WordsA and WordsB are the texts' lengths in words, but for
	// boilerplate.
	WordsA, WordsB int
	// Equal counts the words aligned exactly, but for boilerplate.
	Equal int
}

// Similarity is the Dice coefficient of the exactly aligned words, all
// counts leaving out boilerplate.
func (al Alignment) Similarity() float64 {
	if al.WordsA+al.WordsB == 0 {
		return 0
	}
	return 2 * float64(al.Equal) / float64(al.WordsA+al.WordsB)
}

// Contained returns the share of A's words (but boilerplate) aligned
// exactly with B, and the share of B's aligned with A.
func (al Alignment) Contained() (aInB, bInA float64) {
	if al.WordsA > 0 {
		aInB = min(1, float64(al.Equal)/float64(al.WordsA))
	}
	if al.WordsB > 0 {
		bInA = min(1, float64(al.Equal)/float64(al.WordsB))
	}
	return aInB, bInA
}

// Cover adds one to the counters of the words of A (ca) and of B (cb)
// that the alignment matches exactly; each has a counter per word of its
// text, nil to skip a side.
func (al Alignment) Cover(ca, cb []int32) {
	for _, p := range al.Passages {
		for _, e := range p.Edits {
			if e.Op != Equal {
				continue
			}
			if ca != nil {
				for k := e.ia; k < e.ia+e.WordsA; k++ {
					ca[k]++
				}
			}
			if cb != nil {
				for k := e.ib; k < e.ib+e.WordsB; k++ {
					cb[k]++
				}
			}
		}
	}
}

// Boilerplate reports whether word i of the text is boilerplate.
func (t *Text) Boilerplate(i int) bool { return t.boiler != nil && t.boiler[i] }

// InOrder is Contained counting only the passages in the same order in
// both texts (those not Moved): how much of each text the other holds as
// it stands.
func (al Alignment) InOrder() (aInB, bInA float64) {
	eq := al.Equal
	for _, p := range al.Passages {
		if p.Moved {
			eq -= p.Equal
		}
	}
	if al.WordsA > 0 {
		aInB = min(1, float64(eq)/float64(al.WordsA))
	}
	if al.WordsB > 0 {
		bInA = min(1, float64(eq)/float64(al.WordsB))
	}
	return aInB, bInA
}

// Tuning of the passage chaining; see the package comment.
const (
	anchorWords = 4  // shortest run of equal words that anchors a passage
	maxOneSided = 8  // longest pure insertion or deletion inside a passage, words
	maxGap      = 40 // longest substituted stretch inside a passage, words
	minPassage  = 8  // fewest equal words of a passage: shorter ones are common phrases
)

// equalWords counts the words of a chain's anchors.
func equalWords(c []run) int {
	n := 0
	for _, r := range c {
		n += r.n
	}
	return n
}

// Text is a text prepared for alignment: its words' hashes and spans.
type Text struct {
	s      string
	hashes []uint32
	spans  []textproc.Span
	line   []int32 // line (paragraph) number of each word
	boiler []bool  // words that are boilerplate; nil when none
}

// NewText prepares s for alignment.
func NewText(s string) *Text { return NewTextHashed(s, nil) }

// NewTextHashed is NewText for a text whose word hashes the caller
// has made already, as textproc.AppendWordHashes(nil, s) gives them (the
// dedup stage's tokens): they are used as they are, not copied, and must
// not change while the Text is in use. nil hashes are made here.
func NewTextHashed(s string, hashes []uint32) *Text {
	t := &Text{s: s}
	room := len(s)/5 + 1 // a word every five bytes: rarely grown
	if hashes != nil {
		room = len(hashes) // as many words, as a rule
	}
	t.spans = textproc.AppendWords(make([]textproc.Span, 0, room), s)
	// The dedup stage's token hashes, so that its per-token knowledge
	// (boilerplate) applies as it is. They are computed on the whole text
	// at once; a text whose normalization changes its word count (rare
	// compatibility characters) is hashed word by word instead.
	t.hashes = hashes
	if t.hashes == nil {
		t.hashes = textproc.AppendWordHashes(make([]uint32, 0, len(t.spans)), s)
	}
	if len(t.hashes) != len(t.spans) {
		t.hashes = make([]uint32, 0, len(t.spans)) // never into the caller's
		for _, sp := range t.spans {
			h := textproc.AppendWordHashes(nil, s[sp.Start:sp.End])
			t.hashes = append(t.hashes, fold(h))
		}
	}
	t.line = make([]int32, len(t.spans))
	for i := 1; i < len(t.spans); i++ {
		t.line[i] = t.line[i-1]
		if strings.IndexByte(s[t.spans[i-1].End:t.spans[i].Start], '\n') >= 0 {
			t.line[i]++
		}
	}
	return t
}

// fold makes one hash of the hashes of a word that normalization split
// (or joined away): a word that stays one word keeps its own hash, so it
// matches the same word in a text hashed whole.
func fold(hs []uint32) uint32 {
	if len(hs) == 1 {
		return hs[0]
	}
	h := uint32(2166136261)
	for _, x := range hs {
		h = (h ^ x) * 16777619
	}
	return h
}

// Hashes returns the text's word hashes, as textproc.AppendWordHashes
// gives them (and the dedup stage uses).
func (t *Text) Hashes() []uint32 { return t.hashes }

// SetBoilerplate marks the words of the text that are boilerplate (text
// that unrelated articles share: a site's header or footer). mask has a
// flag per word, as textproc.AppendWords splits them; it may be sparse
// (the dedup index marks only sampled shingles), so each marked word
// marks its whole line. Boilerplate is aligned like any text but counts
// for nothing in similarities.
func (t *Text) SetBoilerplate(mask []bool) {
	t.boiler = nil
	if len(mask) != len(t.spans) || !slices.Contains(mask, true) {
		return
	}
	t.boiler = make([]bool, len(mask))
	for i := 0; i < len(mask); {
		// Words [i, j) are one line.
		j := i + 1
		for j < len(mask) && t.line[j] == t.line[j-1] {
			j++
		}
		if slices.Contains(mask[i:j], true) {
			for k := i; k < j; k++ {
				t.boiler[k] = true
			}
		}
		i = j
	}
}

// Ignore marks the words inside bytes r of the text as boilerplate, as
// SetBoilerplate does but without widening to the line: for a credit
// line ("— Reuters") at the end of a paragraph, which is not content.
func (t *Text) Ignore(r Range) {
	for i, sp := range t.spans {
		if int(sp.Start) >= r.Start && int(sp.End) <= r.End {
			if t.boiler == nil {
				t.boiler = make([]bool, len(t.spans))
			}
			t.boiler[i] = true
		}
	}
}

// specific counts the words of [i0, i1) that are not boilerplate.
func (t *Text) specific(i0, i1 int) int {
	if t.boiler == nil {
		return i1 - i0
	}
	n := 0
	for _, b := range t.boiler[i0:i1] {
		if !b {
			n++
		}
	}
	return n
}

// String returns the text.
func (t *Text) String() string { return t.s }

// Words returns the number of words of the text.
func (t *Text) Words() int { return len(t.spans) }

// run is an anchor: n equal words at i in A and j in B.
type run struct{ i, j, n int }

// Texts aligns a and b.
func Texts(a, b string) Alignment {
	return Align(NewText(a), NewText(b))
}

// Align aligns two prepared texts.
func Align(a, b *Text) Alignment {
	al := Alignment{WordsA: a.specific(0, len(a.hashes)), WordsB: b.specific(0, len(b.hashes))}
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	runs := anchors(sc, a.hashes, b.hashes)
	// keep lists the chains long enough to be passages; what it returns
	// lives in sc until the next keep.
	keep := func(chains [][]run) []span {
		kept := sc.kept[:0]
		for _, c := range chains {
			sp := span{c: c, i0: c[0].i, j0: c[0].j, i1: c[len(c)-1].i + c[len(c)-1].n, j1: c[len(c)-1].j + c[len(c)-1].n}
			if equalWords(c) >= minPassage || wholeLines(a, b, sp) {
				kept = append(kept, sp)
			}
		}
		sc.kept = kept
		return kept
	}
	kept := keep(chain(sc, a, b, runs, nil))
	if len(kept) > 1 {
		in := newAnchored(sc, a, b, kept)
		kept = keep(chain(sc, a, b, runs, in))
	}
	extend(sc, a, b, kept)
	if len(kept) > 0 {
		al.Passages = make([]Passage, 0, len(kept))
	}
	for _, sp := range kept {
		p := passage(sc, a, b, sp)
		al.Equal += p.Equal
		al.Passages = append(al.Passages, p)
	}
	markMoved(al.Passages)
	return al
}

// scratch is the memory an alignment works in and gives back, so that
// aligning many pairs allocates it once per goroutine, not per pair.
// Nothing in it outlives the Align that took it: the passages' edits are
// copied out of edits.
type scratch struct {
	grams        textproc.GramIndex
	used         []bool
	runs         []run
	chains       [][]run
	kept         []span
	inA, inB     []int32 // anchored
	usedA, usedB []bool  // extend
	row0, row1   []int   // lcsLen
	lcs          []int16 // diffGap
	edits        []Edit  // passage
}

// scratchPool holds scratch for reuse: a cache, which no result depends on.
var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// reuseZeroed returns s[:n], all zero, reallocated when s is too short.
func reuseZeroed[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// anchors finds the runs of at least anchorWords equal words by greedy
// tiling of a over b (through an index of b's anchorWords-grams); each
// word of b is in one run at most.
func anchors(sc *scratch, a, b []uint32) []run {
	if len(a) < anchorWords || len(b) < anchorWords {
		return nil
	}
	grams := &sc.grams
	grams.Reset(b, anchorWords)
	runs := sc.runs[:0]
	sc.used = reuseZeroed(sc.used, len(b))
	used := sc.used // words of b already in a run
	expect := 0     // where in b the next anchor is expected
	for i := 0; i+anchorWords <= len(a); {
		best := run{i: i, j: -1}
		for j, tries := grams.First(a, i), 0; j >= 0 && tries < 64; j, tries = grams.Next(j), tries+1 {
			n := 0
			for i+n < len(a) && int(j)+n < len(b) && a[i+n] == b[int(j)+n] && !used[int(j)+n] {
				n++
			}
			if n > best.n || n == best.n && n > 0 && abs(int(j)-expect) < abs(best.j-expect) {
				best.j, best.n = int(j), n
			}
		}
		if best.n < anchorWords {
			i++
			continue
		}
		runs = append(runs, best)
		for k := best.j; k < best.j+best.n; k++ {
			used[k] = true
		}
		expect = best.j + best.n
		i += best.n
	}
	sc.runs = runs
	return runs
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// chain groups the anchors (in A order) into passages: each anchor joins
// the open passage it continues with the smallest gap, or opens one. A
// gap that holds words of a passage kept (in) does not join: the passage
// would cover them too, and they would count twice (a sentence that
// moved into the place of one that was rewritten). Align chains twice:
// first with no passages to respect, then respecting those kept the
// first time, so that a short anchor that would make no passage of its
// own breaks nothing.
func chain(sc *scratch, a, b *Text, runs []run, in *anchored) [][]run {
	// The chains reuse sc's, each chain's runs included: the chains of
	// an earlier call are no longer read.
	chains := sc.chains[:0]
	for _, r := range runs {
		best, bestGap := -1, 0
		for k, c := range chains {
			last := c[len(c)-1]
			ga, gb := r.i-(last.i+last.n), r.j-(last.j+last.n)
			if ga < 0 || gb < 0 || !joinable(ga, gb) || wholeGap(a, last.i+last.n, r.i) || wholeGap(b, last.j+last.n, r.j) ||
				in != nil && (in.a[r.i] != in.a[last.i+last.n] || in.b[r.j] != in.b[last.j+last.n]) {
				continue
			}
			if g := ga + gb; best < 0 || g < bestGap {
				best, bestGap = k, g
			}
		}
		if best < 0 {
			if n := len(chains); n < cap(chains) {
				chains = chains[:n+1]
				chains[n] = append(chains[n][:0], r)
			} else {
				chains = append(chains, []run{r})
			}
		} else {
			chains[best] = append(chains[best], r)
		}
	}
	sc.chains = chains
	return chains
}

// anchored counts the anchored words of kept passages: a[x] before word
// x of A, b[y] before word y of B.
type anchored struct{ a, b []int32 }

func newAnchored(sc *scratch, a, b *Text, kept []span) *anchored {
	sc.inA, sc.inB = reuseZeroed(sc.inA, len(a.hashes)+1), reuseZeroed(sc.inB, len(b.hashes)+1)
	in := &anchored{sc.inA, sc.inB}
	for _, sp := range kept {
		for _, r := range sp.c {
			for k := range r.n {
				in.a[r.i+k+1] = 1
				in.b[r.j+k+1] = 1
			}
		}
	}
	for x := 1; x < len(in.a); x++ {
		in.a[x] += in.a[x-1]
	}
	for y := 1; y < len(in.b); y++ {
		in.b[y] += in.b[y-1]
	}
	return in
}

// joinable reports whether gaps of ga words in A and gb in B between two
// anchors are an edit inside one passage rather than a break between two.
func joinable(ga, gb int) bool {
	if max(ga, gb) <= maxOneSided {
		return true
	}
	return ga > 0 && gb > 0 && max(ga, gb) <= maxGap && 2*min(ga, gb) >= max(ga, gb)
}

// span is a chain of anchors with the words it covers, [i0, i1) of A and
// [j0, j1) of B, which extend past the anchors at either end when a
// reworded sentence opens or closes the passage.
type span struct {
	c              []run
	i0, i1, j0, j1 int
}

// wholeLines reports whether a short chain is a whole line of each text
// (a headline, a one-sentence paragraph): kept though it is short.
func wholeLines(a, b *Text, sp span) bool {
	whole := func(t *Text, x0, x1 int) bool {
		return (x0 == 0 || t.line[x0-1] != t.line[x0]) && (x1 == len(t.line) || t.line[x1] != t.line[x1-1]) && t.line[x0] == t.line[x1-1]
	}
	return whole(a, sp.i0, sp.i1) && whole(b, sp.j0, sp.j1)
}

// extend widens each span over the words before and after it on the same
// lines of both texts, up to other spans, when those words are a
// rewording of each other (their LCS holds at least a third of them):
// a paraphrased first or last sentence of a shared paragraph.
func extend(sc *scratch, a, b *Text, spans []span) {
	sc.usedA, sc.usedB = reuseZeroed(sc.usedA, len(a.hashes)), reuseZeroed(sc.usedB, len(b.hashes))
	usedA, usedB := sc.usedA, sc.usedB
	for _, sp := range spans {
		for i := sp.i0; i < sp.i1; i++ {
			usedA[i] = true
		}
		for j := sp.j0; j < sp.j1; j++ {
			usedB[j] = true
		}
	}
	for k := range spans {
		sp := &spans[k]
		la, lb := sp.i0, sp.j0
		for la > 0 && !usedA[la-1] && a.line[la-1] == a.line[sp.i0] && sp.i0-la < maxGap {
			la--
		}
		for lb > 0 && !usedB[lb-1] && b.line[lb-1] == b.line[sp.j0] && sp.j0-lb < maxGap {
			lb--
		}
		if rewording(sc, a, b, la, sp.i0, lb, sp.j0) {
			for i := la; i < sp.i0; i++ {
				usedA[i] = true
			}
			for j := lb; j < sp.j0; j++ {
				usedB[j] = true
			}
			sp.i0, sp.j0 = la, lb
		}
		ea, eb := sp.i1, sp.j1
		for ea < len(a.hashes) && !usedA[ea] && a.line[ea] == a.line[sp.i1-1] && ea-sp.i1 < maxGap {
			ea++
		}
		for eb < len(b.hashes) && !usedB[eb] && b.line[eb] == b.line[sp.j1-1] && eb-sp.j1 < maxGap {
			eb++
		}
		if rewording(sc, a, b, sp.i1, ea, sp.j1, eb) {
			for i := sp.i1; i < ea; i++ {
				usedA[i] = true
			}
			for j := sp.j1; j < eb; j++ {
				usedB[j] = true
			}
			sp.i1, sp.j1 = ea, eb
		}
	}
}

// rewording reports whether words a[i0:i1] and b[j0:j1], both present,
// are a rewording of each other: a substituted name or phrase (at most
// maxSubWords words a side), or stretches that share an LCS of at least
// a third of the longer.
func rewording(sc *scratch, a, b *Text, i0, i1, j0, j1 int) bool {
	n, m := i1-i0, j1-j0
	if n == 0 || m == 0 {
		return false
	}
	return max(n, m) <= maxSubWords || 3*lcsLen(sc, a.hashes[i0:i1], b.hashes[j0:j1]) >= max(n, m)
}

// lcsLen returns the length of the longest common subsequence of x and y.
func lcsLen(sc *scratch, x, y []uint32) int {
	sc.row0, sc.row1 = reuseZeroed(sc.row0, len(y)+1), reuseZeroed(sc.row1, len(y)+1)
	prev, cur := sc.row0, sc.row1
	for _, hx := range x {
		for k, hy := range y {
			if hx == hy {
				cur[k+1] = prev[k] + 1
			} else {
				cur[k+1] = max(cur[k], prev[k+1])
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(y)]
}

// wholeGap reports whether words [x0, x1) of t, a gap between two
// anchors, are whole lines: a paragraph cut, added or moved, which ends
// a passage however short it is.
func wholeGap(t *Text, x0, x1 int) bool {
	return x0 < x1 && x0 > 0 && t.line[x0-1] != t.line[x0] && x1 < len(t.line) && t.line[x1] != t.line[x1-1]
}

// passage builds the passage of a span, diffing the gaps between its
// anchors and its extensions.
func passage(sc *scratch, a, b *Text, sp span) Passage {
	c := sp.c
	p := Passage{
		A: Range{int(a.spans[sp.i0].Start), int(a.spans[sp.i1-1].End)},
		B: Range{int(b.spans[sp.j0].Start), int(b.spans[sp.j1-1].End)},
	}
	// The script is built in sc and copied out at its size.
	edits := diffGap(sc, sc.edits[:0], a, b, sp.i0, c[0].i, sp.j0, c[0].j)
	for k, r := range c {
		if k > 0 {
			prev := c[k-1]
			edits = diffGap(sc, edits, a, b, prev.i+prev.n, r.i, prev.j+prev.n, r.j)
		}
		edits = appendEdit(edits, a, b, Equal, r.i, r.i+r.n, r.j, r.j+r.n)
	}
	last := c[len(c)-1]
	edits = diffGap(sc, edits, a, b, last.i+last.n, sp.i1, last.j+last.n, sp.j1)
	sc.edits = edits
	p.Edits = slices.Clone(edits)
	// The empty side of an insertion or deletion is placed at the next
	// word; keep it inside the passage.
	clampRange := func(r *Range, in Range) {
		r.Start = min(max(r.Start, in.Start), in.End)
		r.End = min(max(r.End, r.Start), in.End)
	}
	for k := range p.Edits {
		clampRange(&p.Edits[k].A, p.A)
		clampRange(&p.Edits[k].B, p.B)
	}
	for _, e := range p.Edits {
		if e.Op == Equal {
			p.Equal += a.specific(e.ia, e.ia+e.WordsA)
		}
	}
	return p
}

// diffGap appends the edit script of a[i0:i1] → b[j0:j1] (word indexes):
// an LCS of the words, the stretches between common words becoming
// substitutions, deletions or insertions.
func diffGap(sc *scratch, edits []Edit, a, b *Text, i0, i1, j0, j1 int) []Edit {
	n, m := i1-i0, j1-j0
	if n == 0 || m == 0 {
		return appendEdit(edits, a, b, Substitute, i0, i1, j0, j1)
	}
	// lcs[x][y]: LCS length of a[i0+x:i1] and b[j0+y:j1].
	w := m + 1
	sc.lcs = reuseZeroed(sc.lcs, (n+1)*w)
	lcs := sc.lcs
	for x := n - 1; x >= 0; x-- {
		for y := m - 1; y >= 0; y-- {
			if a.hashes[i0+x] == b.hashes[j0+y] {
				lcs[x*w+y] = lcs[(x+1)*w+y+1] + 1
			} else {
				lcs[x*w+y] = max(lcs[(x+1)*w+y], lcs[x*w+y+1])
			}
		}
	}
	x, y, sx, sy := 0, 0, 0, 0
	for x < n && y < m {
		switch {
		case a.hashes[i0+x] == b.hashes[j0+y]:
			edits = appendEdit(edits, a, b, Substitute, i0+sx, i0+x, j0+sy, j0+y)
			edits = appendEdit(edits, a, b, Equal, i0+x, i0+x+1, j0+y, j0+y+1)
			x, y = x+1, y+1
			sx, sy = x, y
		case lcs[(x+1)*w+y] >= lcs[x*w+y+1]:
			x++
		default:
			y++
		}
	}
	return appendEdit(edits, a, b, Substitute, i0+sx, i1, j0+sy, j1)
}

// appendEdit appends the edit of words a[i0:i1] → b[j0:j1], merging it
// into the previous edit when they are of one kind. A Substitute with one
// side empty becomes a Delete or an Insert; an empty one is dropped.
func appendEdit(edits []Edit, a, b *Text, op Op, i0, i1, j0, j1 int) []Edit {
	if op == Substitute {
		switch {
		case i0 == i1 && j0 == j1:
			return edits
		case j0 == j1:
			op = Delete
		case i0 == i1:
			op = Insert
		}
	}
	e := Edit{Op: op, A: wordRange(a, i0, i1), B: wordRange(b, j0, j1), WordsA: i1 - i0, WordsB: j1 - j0, ia: i0, ib: j0}
	if k := len(edits) - 1; k >= 0 && edits[k].Op == op && op == Equal {
		edits[k].A.End, edits[k].B.End = e.A.End, e.B.End
		edits[k].WordsA += e.WordsA
		edits[k].WordsB += e.WordsB
		return edits
	}
	return append(edits, e)
}

// wordRange is the byte range of words [i0, i1) of t; an empty range at
// the start of word i0 (or the end of the text) when i0 == i1.
func wordRange(t *Text, i0, i1 int) Range {
	if i0 == i1 {
		if i0 < len(t.spans) {
			s := int(t.spans[i0].Start)
			return Range{s, s}
		}
		return Range{len(t.s), len(t.s)}
	}
	return Range{int(t.spans[i0].Start), int(t.spans[i1-1].End)}
}

// markMoved marks the passages outside the longest chain of passages in
// the same order in both texts (the longest increasing subsequence of B
// positions, weighted by passage length).
func markMoved(ps []Passage) {
	if len(ps) < 2 {
		return
	}
	// ps is in A order; find the heaviest subsequence increasing in B.
	best := make([]int, len(ps))
	prev := make([]int, len(ps))
	top := 0
	for k := range ps {
		best[k], prev[k] = ps[k].Equal, -1
		for l := 0; l < k; l++ {
			if ps[l].B.End <= ps[k].B.Start && best[l]+ps[k].Equal > best[k] {
				best[k], prev[k] = best[l]+ps[k].Equal, l
			}
		}
		if best[k] > best[top] {
			top = k
		}
	}
	for k := range ps {
		ps[k].Moved = true
	}
	for k := top; k >= 0; k = prev[k] {
		ps[k].Moved = false
	}
}

// Substitution is a replaced name or phrase: From in A became To in B.
type Substitution struct {
	From, To string
}

// maxSubWords is the longest side of an edit read as a substitution of a
// name or phrase, not a rewritten clause.
const maxSubWords = 4

// Substitutions returns the name and phrase substitutions of the
// alignment of a and b: substitute edits of at most maxSubWords words a
// side, widened to the capitalized words before them so that a name is
// shown whole ("Lebanese Internal Security General" → "Lebanese Internal
// Security Gen."). Each occurrence is listed. Boilerplate put for
// boilerplate (a page's header or footer for another site's) is none.
func Substitutions(a, b *Text, al Alignment) []Substitution {
	var out []Substitution
	for _, p := range al.Passages {
		for k, e := range p.Edits {
			if s, ok := swapped(a, b, p.Edits, k); ok {
				out = append(out, s)
				continue
			}
			if e.Op != Substitute || e.WordsA > maxSubWords || e.WordsB > maxSubWords {
				continue
			}
			if a.specific(e.ia, e.ia+e.WordsA) == 0 && b.specific(e.ib, e.ib+e.WordsB) == 0 {
				continue // one site's furniture for another's: no edit of the text
			}
			ra, rb := e.A, e.B
			// Widen left over the capitalized equal words before it when
			// the substitution touches a name, so that a title or a name
			// is shown whole.
			if (capitalized(a.s[ra.Start:ra.End]) || capitalized(b.s[rb.Start:rb.End])) && k > 0 && p.Edits[k-1].Op == Equal {
				ra.Start, rb.Start = widenLeft(a, p.Edits[k-1].A, ra.Start), widenLeft(b, p.Edits[k-1].B, rb.Start)
			}
			from, to := phrase(a.s, ra), phrase(b.s, rb)
			if textproc.Normalize(from) != textproc.Normalize(to) && names(from) && names(to) {
				out = append(out, Substitution{From: from, To: to})
			}
		}
	}
	return out
}

// swapped recognizes words put in another order ("Lake Varn" → "Varn
// Lake"), which the word diff shows as a deletion, a short equal stretch
// and an insertion of the same words (or the converse), starting at edit
// k.
func swapped(a, b *Text, edits []Edit, k int) (Substitution, bool) {
	if k+2 >= len(edits) || edits[k+1].Op != Equal || edits[k+1].WordsA > maxSubWords {
		return Substitution{}, false
	}
	x, y := edits[k], edits[k+2]
	if !(x.Op == Delete && y.Op == Insert || x.Op == Insert && y.Op == Delete) {
		return Substitution{}, false
	}
	moved, back := x, y // the words moved, on the side they left and the side they reached
	if x.Op == Insert {
		moved, back = y, x
	}
	if moved.WordsA > maxSubWords || !slices.Equal(a.hashes[moved.ia:moved.ia+moved.WordsA], b.hashes[back.ib:back.ib+back.WordsB]) {
		return Substitution{}, false
	}
	ra := Range{min(x.A.Start, edits[k+1].A.Start), max(y.A.End, edits[k+1].A.End)}
	rb := Range{min(x.B.Start, edits[k+1].B.Start), max(y.B.End, edits[k+1].B.End)}
	trim := func(s string) string { return strings.TrimRight(s, " \t\n,;:") }
	return Substitution{From: trim(a.s[ra.Start:ra.End]), To: trim(b.s[rb.Start:rb.End])}, true
}

// widenLeft moves start left over the capitalized words of the equal
// range eq that end just before it.
func widenLeft(t *Text, eq Range, start int) int {
	k, _ := slices.BinarySearchFunc(t.spans, start, func(s textproc.Span, x int) int { return int(s.Start) - x })
	for k--; k >= 0 && int(t.spans[k].Start) >= eq.Start; k-- {
		if !capitalized(t.s[t.spans[k].Start:t.spans[k].End]) || !nameGap(t.s[t.spans[k].End:start]) {
			break
		}
		start = int(t.spans[k].Start)
	}
	return start
}

// nameGap reports whether s, the text between two words, keeps them in
// one name: spaces and hyphens only.
func nameGap(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != ' ' && s[i] != '-' {
			return false
		}
	}
	return true
}

// phrase returns the text of r, with the dot of an abbreviation that ends
// it ("Gen." — a short capitalized word, not all capitals, followed by a
// space: "ISIS." ends a sentence).
func phrase(s string, r Range) string {
	end := r.End
	if end < len(s) && s[end] == '.' {
		// An abbreviation: a short capitalized last word.
		w := s[r.Start:end]
		for i := len(w) - 1; i >= 0; i-- {
			if w[i] == ' ' {
				w = w[i+1:]
				break
			}
		}
		if len(w) <= 4 && capitalized(w) && strings.ToUpper(w) != w && end+1 < len(s) && s[end+1] == ' ' {
			end++
		}
	}
	return s[r.Start:end]
}

// names reports whether a side of a substitution holds a name: a
// capitalized word that is not merely a word that opens a sentence ("In
// a blog post" → "According to the BBC" and "on Wednesday" → "has" are
// rewordings, not names changed).
func names(s string) bool {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '.' && r != '-' }) {
		if capitalized(w) && !notNames[strings.ToLower(strings.TrimSuffix(w, "."))] {
			return true
		}
	}
	return false
}

// notNames are capitalized words that name nothing: the words that
// start sentences and clauses.
var notNames = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`the a an in on at of for to from by with as and but or so if when while after before
		according this that these those it its he she they we i you his her their our there here
		meanwhile however also earlier later last next today yesterday tomorrow mr mrs ms dr`) {
		m[w] = true
	}
	return m
}()

// capitalized reports whether s starts with an upper-case letter.
func capitalized(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}
