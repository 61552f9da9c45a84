package dedup

// bucket.go: the index's answers for one article, computed from the
// buckets of its samples instead of an in-memory index, so that a run
// over more articles than one machine holds (the beam module) relates
// them as the Detector does.
//
// Design. The Detector numbers articles 0, 1, 2, … and asks its index,
// when article j arrives, which samples are stop-samples (carried by more
// than StopDFAt(j) of the articles before it) and which earlier articles
// share at least MinShared of the others. A sample's bucket (the numbers
// of every article carrying it, ascending) answers both for each of its
// members: the articles before member j are the bucket entries before
// it. So each bucket is read once, on its own, and emits (later,
// earlier, sample) for the candidates it proposes and (member, sample)
// for the members it was a stop-sample for; RankCandidates then ranks one
// article's candidates exactly as Index.Candidates does. A bucket costs
// the pairs it proposes, at most StopDFAt(j) per member: the square of a
// boilerplate sample's frequency up to the stop threshold. MaxDF caps
// that (a hot-bucket cap), at the price of the pairs only such a sample
// would have found; zero keeps the Detector's rule.

import "slices"

// StopDFAt is the stop-sample threshold with n articles indexed: a
// sample carried by more is a stop-sample (Index.StopDF).
func StopDFAt(n int) int { return max(MinStopDF, int(StopShare*float64(n))) }

// stopDF is StopDFAt(n) under the cap maxDF (when positive).
func stopDF(n, maxDF int) int {
	s := StopDFAt(n)
	if maxDF > 0 {
		s = min(s, maxDF)
	}
	return s
}

// BucketPairs reads the bucket of one sample: docs are the numbers of
// the articles carrying it, ascending and distinct. For each member
// for which the sample was not a stop-sample when it arrived, it calls
// pair(later, earlier) for every member before it; for the others it
// calls stop(member). maxDF, when positive, caps the frequency at which
// a sample is still specific.
func BucketPairs(docs []uint32, maxDF int, pair func(later, earlier uint32), stop func(doc uint32)) {
	for p, j := range docs {
		if p > stopDF(int(j), maxDF) {
			stop(j)
			continue
		}
		for _, i := range docs[:p] {
			pair(j, i)
		}
	}
}

// SpecificNow reports whether a sample carried by df of n articles is
// not a stop-sample: the rule by which Detector.Holds judges the samples
// a relation was found through once all n are indexed.
func SpecificNow(df, n, maxDF int) bool { return df <= stopDF(n, maxDF) }

// HoldsWith is Detector.Holds with the specific samples of r.Shared
// counted by the caller (SpecificNow of each).
func HoldsWith(r Relation, specific int) bool {
	if r.Kind == Exact || len(r.Shared) == 0 {
		return true
	}
	return specific >= min(2, len(r.Shared))
}

// Shared is an earlier article and the samples it shares with a later
// one (those that were not stop-samples for the later one), as
// BucketPairs proposes them.
type Shared struct {
	Doc     uint32
	Samples []uint32
}

// RankCandidates returns, of the earlier articles proposed for one
// article, those sharing at least minShared samples, most shared first
// and then by number (Index.Candidates' order); each one's samples are
// sorted in place.
func RankCandidates(proposed []Shared, minShared int) []Shared {
	var out []Shared
	for _, s := range proposed {
		if len(s.Samples) >= minShared {
			slices.Sort(s.Samples)
			out = append(out, s)
		}
	}
	slices.SortFunc(out, func(a, b Shared) int {
		if len(a.Samples) != len(b.Samples) {
			return len(b.Samples) - len(a.Samples)
		}
		return int(a.Doc) - int(b.Doc)
	})
	return out
}
