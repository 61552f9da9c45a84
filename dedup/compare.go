package dedup

import (
	"slices"

	"github.com/storywire/storywire/textproc"
)

// MinRun is the shortest run of common words that counts as a shared
// passage. Shorter runs are common phrases ("said on Monday that").
const MinRun = 6

// Overlap is what two token sequences share.
type Overlap struct {
	LenA, LenB int // tokens
	// CoveredA and CoveredB count the tokens of each side inside shared
	// passages (runs of at least MinRun equal words, matched in any order).
	CoveredA, CoveredB int
	// Passages is the number of shared runs; Longest the longest, in words.
	Passages, Longest int
	// FirstA and FirstB are the positions of the first covered token of
	// each side (-1 when nothing is shared).
	FirstA, FirstB int
	// SharedGrams counts the word 5-grams inside shared passages.
	SharedGrams int
	// LeadA and LeadB count the covered tokens among the first
	// leadSize(Len) tokens of each side: how much of the top is shared.
	LeadA, LeadB int
	// PlainSpecific is set when a passage holds a stretch of at least
	// MinRun words outside quotation marks (in B) with a sample inside
	// it that few other articles carry: text the two share besides a
	// speaker's words, which independent reports of one event carry too,
	// and besides stretches of a site's template too short to hold a
	// sample of their own. Without B's marks (Compare) every passage
	// has it.
	PlainSpecific bool
	// Quotations is the number of B's quotations the passages touch.
	Quotations int
}

// Jaccard is the Jaccard similarity of the two texts' sets of word
// 5-grams, computed from the shared passages: exact but for 5-grams that
// repeat within a text, which real articles rarely have.
func (o Overlap) Jaccard() float64 {
	na, nb := max(o.LenA-jaccardWords+1, 0), max(o.LenB-jaccardWords+1, 0)
	if na+nb == 0 {
		return 0
	}
	inter := min(o.SharedGrams, na, nb)
	return float64(inter) / float64(na+nb-inter)
}

// jaccardWords is the k of the reported k-gram Jaccard (the DUC labels'
// measure). It is below MinRun, so every shared passage holds some.
const jaccardWords = 5

// leadSize is the size of the lead region of a text of n tokens: its
// first fifth, at least 30 tokens (a lead paragraph), at most n.
func leadSize(n int) int { return min(n, max(n/5, 30)) }

// LeadSharedA is the fraction of A's lead region that is shared.
func (o Overlap) LeadSharedA() float64 { return frac(o.LeadA, leadSize(o.LenA)) }

// LeadSharedB is the fraction of B's lead region that is shared.
func (o Overlap) LeadSharedB() float64 { return frac(o.LeadB, leadSize(o.LenB)) }

// ContainedA is the fraction of A inside passages shared with B.
func (o Overlap) ContainedA() float64 { return frac(o.CoveredA, o.LenA) }

// ContainedB is the fraction of B inside passages shared with A.
func (o Overlap) ContainedB() float64 { return frac(o.CoveredB, o.LenB) }

func frac(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Compare finds the passages a and b share by greedy tiling: walking a, it
// takes at each position the longest run that also occurs somewhere in b
// (found through an index of b's MinRun-grams) and skips past it. Runs are
// matched in any order, so moved paragraphs count; a run of b may be
// matched more than once (a repeated paragraph) but is covered once.
func Compare(a, b []uint32) Overlap {
	var c comparer
	return c.compare(a, b, nil)
}

// comparer holds Compare's scratch tables for reuse, and what it knows of
// the side b that several texts are compared with (setB).
type comparer struct {
	b         []uint32
	skip      []uint8            // b's boilerplate marks, or nil
	grams     textproc.GramIndex // of b's MinRun-grams
	lineOf    []int32            // the line of each token of b, once numbered
	lines     int                // b's lines; -1 until numbered
	coveredB  []bool
	runs      []run
	lineVote  []votes  // per line of b: the votes of the samples shared
	quoteOf   []int32  // per token of b: its quotation's number, or -1
	quotes    int      // b's quotations
	touched   []bool   // per quotation of b: a passage touches it
	stopLines []int32  // the lines of b in which a run touches a stop-sample
	hashA     []uint32 // the MinRun-gram hashes of the text compared with b
}

// run is a common run of a[i:i+l] and b[j:j+l]; stop when it touches a
// stop-sample's shingle.
type run struct {
	i, j, l int
	stop    bool
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// Boilerplate marks of a token of b, for compare.
const (
	// inBoilerLine: the token is in a line that is boilerplate as a
	// whole (a site's footer). A run reaching into such a line counts
	// for the part outside it: a copy's last paragraph runs on into the
	// footer's first word ("Copyright") when two sites share a template.
	inBoilerLine = 1 << iota
	// inStopShingle: the token is in a sampled shingle that many
	// unrelated articles carry. Such marks are sparse (four words around a
	// sample), so the unmarked rest of the line in which a run touches
	// one is likely boilerplate too, and is passed over; the run's
	// other lines count (a body paragraph either side of a line of web
	// furniture). When b's lines are unknown the whole run is passed
	// over.
	inStopShingle
	// lineStart: the token begins a line. When no token has it (the
	// lines are unknown), lines are not judged.
	lineStart
	// voteSpecific and voteStop: a body-rate sample starts at the token,
	// one that few articles carry or a stop-sample.
	voteSpecific
	voteStop
	// inQuote: the token stands inside quotation marks.
	inQuote
	// specificStart: a sample (of either rate) that is not a
	// stop-sample starts at the token.
	specificStart

	boilerMarks = inBoilerLine | inStopShingle
)

// votes counts the body-rate samples of a stretch of text and how many of
// them are stop-samples.
type votes struct{ all, stop int32 }

func (v *votes) add(m uint8) {
	if m&(voteSpecific|voteStop) != 0 {
		v.all++
		if m&voteStop != 0 {
			v.stop++
		}
	}
}

// boiler reports whether the stretch is boilerplate: at least half its
// samples are stop-samples.
func (v votes) boiler() bool { return v.stop > 0 && 2*v.stop >= v.all }

// compare is Compare; skip, when not nil, holds the boilerplate marks of
// b's tokens.
//
// A line of b is judged twice. Once alone (inBoilerLine, by the
// Detector): most of its samples are stop-samples. And once for the pair
// here: most of the samples in what the two texts share in that line are
// stop-samples. The second catches a site's footer cut by the site's
// name: its segments between the names may hold no sample, and the
// names' own samples, which only that site's pages carry, outvote the
// footer's stop-samples in the line, but not in what two pages of
// different sites share.
//
// What the overlap says of the passages besides their size (Overlap's
// PlainSpecific and Quotations) reads b's quotation marks and which of
// its samples few articles carry; Classify needs it to tell a copy from
// a report quoting the same speaker.
func (c *comparer) compare(a, b []uint32, skip []uint8) Overlap {
	c.setB(b, skip)
	return c.compareToB(a)
}

// setB indexes b, with its boilerplate marks skip (or nil), as the side
// that compareToB compares texts with: a new article is compared with
// each of its candidates, and what depends on it alone is worked out
// once.
func (c *comparer) setB(b []uint32, skip []uint8) {
	c.b, c.skip, c.lines = b, skip, -1
	c.grams.Reset(b, MinRun)
	c.quoteOf, c.quotes = c.quoteOf[:0], 0
	if skip == nil {
		return
	}
	prev := false
	for _, m := range skip {
		q := m&inQuote != 0
		if q && (!prev || m&lineStart != 0) {
			c.quotes++
		}
		id := int32(-1)
		if q {
			id = int32(c.quotes - 1)
		}
		c.quoteOf = append(c.quoteOf, id)
		prev = q
	}
}

// compareToB is compare(a, b, skip) for the b and skip of the last setB.
func (c *comparer) compareToB(a []uint32) Overlap {
	b, skip := c.b, c.skip
	o := Overlap{LenA: len(a), LenB: len(b), FirstA: -1, FirstB: -1}
	if len(a) < MinRun || len(b) < MinRun {
		return o
	}
	c.coveredB = grow(c.coveredB, len(b))
	c.touched = grow(c.touched, c.quotes)
	leadA, leadB := leadSize(len(a)), leadSize(len(b))
	passage := func(i, j, l int) {
		specific, quotations := c.ownText(j, l)
		o.PlainSpecific = o.PlainSpecific || specific
		o.Quotations += quotations
		if o.FirstA < 0 {
			o.FirstA = i
		}
		if o.FirstB < 0 || j < o.FirstB {
			o.FirstB = j
		}
		o.Passages++
		o.Longest = max(o.Longest, l)
		o.SharedGrams += l - jaccardWords + 1
		o.CoveredA += l
		o.LeadA += max(0, min(i+l, leadA)-i)
		for k := j; k < j+l; k++ {
			if !c.coveredB[k] {
				c.coveredB[k] = true
				o.CoveredB++
				if k < leadB {
					o.LeadB++
				}
			}
		}
	}
	// Tile a with the longest runs.
	c.hashA = c.grams.AppendHashes(c.hashA[:0], a)
	c.runs = c.runs[:0]
	anyStop := false
	for i := 0; i+MinRun <= len(a); {
		bestJ, bestL := -1, 0
		for j, tries := c.grams.FirstHash(c.hashA[i]), 0; j >= 0 && tries < 16; j, tries = c.grams.Next(j), tries+1 {
			l := 0
			for i+l < len(a) && int(j)+l < len(b) && a[i+l] == b[int(j)+l] {
				l++
			}
			if l > bestL {
				bestJ, bestL = int(j), l
			}
		}
		if bestL < MinRun {
			i++
			continue
		}
		r := run{i: i, j: bestJ, l: bestL}
		if skip != nil {
			for _, m := range skip[bestJ : bestJ+bestL] {
				r.stop = r.stop || m&inStopShingle != 0
			}
		}
		anyStop = anyStop || r.stop
		c.runs = append(c.runs, r)
		i += bestL
	}
	// Judge the lines of b on what the two share, when a run touched a
	// stop-sample (else no shared sample is one).
	pairLines := anyStop && skip[0]&lineStart != 0
	if pairLines {
		c.voteLines(skip)
	}
	// Count each run for its stretches of at least MinRun outside
	// boilerplate lines and outside the lines in which it touches a
	// stop-sample.
	boiler := func(k int) bool {
		return skip[k]&inBoilerLine != 0 || pairLines && c.lineVote[c.lineOf[k]].boiler()
	}
	for _, r := range c.runs {
		if r.stop && !pairLines {
			continue
		}
		if skip == nil {
			passage(r.i, r.j, r.l)
			continue
		}
		c.stopLines = c.stopLines[:0]
		if r.stop {
			for k := r.j; k < r.j+r.l; k++ {
				if ln := c.lineOf[k]; skip[k]&inStopShingle != 0 && !slices.Contains(c.stopLines, ln) {
					c.stopLines = append(c.stopLines, ln)
				}
			}
		}
		for k := 0; k < r.l; { // a run without boilerplate is one stretch
			e := k
			for e < r.l && !boiler(r.j+e) && (len(c.stopLines) == 0 || !slices.Contains(c.stopLines, c.lineOf[r.j+e])) {
				e++
			}
			if e-k >= MinRun {
				passage(r.i+k, r.j+k, e-k)
			}
			k = e + 1
		}
	}
	return o
}

// ownText reads the passage b[j:j+l] in one pass: whether it holds a
// stretch of at least MinRun words outside quotation marks in which a
// sample that is not a stop-sample starts and ends (specific); and how
// many of b's quotations it touches that no earlier passage of the pair
// touched (marked in c.touched).
func (c *comparer) ownText(j, l int) (specific bool, quotations int) {
	if c.skip == nil {
		return l >= MinRun, 0
	}
	start := 0 // of the current stretch outside quotation marks
	for k, m := range c.skip[j : j+l] {
		if m&inQuote != 0 {
			if q := c.quoteOf[j+k]; !c.touched[q] {
				c.touched[q] = true
				quotations++
			}
			specific = specific || c.ownStretch(j+start, j+k)
			start = k + 1
		}
	}
	return specific || c.ownStretch(j+start, j+l), quotations
}

// ownStretch reports whether b[from:to] is at least MinRun words long
// and a sample that is not a stop-sample lies within it.
func (c *comparer) ownStretch(from, to int) bool {
	if to-from < MinRun {
		return false
	}
	for _, m := range c.skip[from : to-ShingleWords+1] {
		if m&specificStart != 0 {
			return true
		}
	}
	return false
}

// voteLines counts, per line of b, the votes of the samples whose
// shingles lie inside the runs (in c.lineVote). b's lines are numbered
// from their lineStart marks (in c.lineOf) the first time, for all the
// texts compared with b.
func (c *comparer) voteLines(skip []uint8) {
	if c.lines < 0 {
		c.lineOf = grow(c.lineOf, len(skip))
		line := int32(-1)
		for k, m := range skip {
			if m&lineStart != 0 {
				line++
			}
			c.lineOf[k] = line
		}
		c.lines = int(line) + 1
	}
	c.lineVote = grow(c.lineVote, c.lines)
	for _, r := range c.runs {
		for k := r.j; k+ShingleWords <= r.j+r.l; k++ {
			c.lineVote[c.lineOf[k]].add(skip[k])
		}
	}
}
