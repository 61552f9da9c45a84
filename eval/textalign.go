package eval

import (
	"math"
	"slices"
)

// AlignmentPair is one document pair of a text-alignment evaluation: the
// true cases (passages of A reused in B) and the detected ones.
type AlignmentPair struct {
	Truth, Detected []Case
}

// PANScore holds the PAN text-alignment measures (Potthast et al., "An
// Evaluation Framework for Plagiarism Detection", COLING 2010): macro
// character-level precision and recall over all cases and detections of
// all pairs, granularity (detections per detected case), and plagdet,
// their F1 divided by log2(1 + granularity).
type PANScore struct {
	Precision, Recall, F1, Granularity, Plagdet float64
	Cases, Detections                           int
}

// ScorePAN computes the PAN measures. A detection detects a case when
// they overlap in both texts; characters are bytes.
func ScorePAN(pairs []AlignmentPair) PANScore {
	var sc PANScore
	var recSum, precSum float64
	var detected, granSum int
	for _, p := range pairs {
		for _, s := range p.Truth {
			sc.Cases++
			if share, n := covered(s, p.Detected); n > 0 {
				detected++
				granSum += n
				recSum += share
			}
		}
		for _, r := range p.Detected {
			sc.Detections++
			share, _ := covered(r, p.Truth)
			precSum += share
		}
	}
	if sc.Cases > 0 {
		sc.Recall = recSum / float64(sc.Cases)
	}
	if sc.Detections > 0 {
		sc.Precision = precSum / float64(sc.Detections)
	}
	sc.Granularity = 1
	if detected > 0 {
		sc.Granularity = float64(granSum) / float64(detected)
	}
	if sc.Precision+sc.Recall > 0 {
		sc.F1 = 2 * sc.Precision * sc.Recall / (sc.Precision + sc.Recall)
	}
	sc.Plagdet = sc.F1 / math.Log2(1+sc.Granularity)
	return sc
}

// covered returns the share of c's characters inside the cases of
// others that overlap it, and how many of them do (0 for an empty c).
func covered(c Case, others []Case) (share float64, n int) {
	var parts []Case
	for _, o := range others {
		if detects(c, o) {
			parts = append(parts, intersect(c, o))
		}
	}
	if len(parts) == 0 || caseLen(c) == 0 {
		return 0, len(parts)
	}
	return float64(unionLen(parts)) / float64(caseLen(c)), len(parts)
}

func detects(s, r Case) bool {
	return s.AStart < r.AEnd && r.AStart < s.AEnd && s.BStart < r.BEnd && r.BStart < s.BEnd
}

func intersect(s, r Case) Case {
	return Case{max(s.AStart, r.AStart), min(s.AEnd, r.AEnd), max(s.BStart, r.BStart), min(s.BEnd, r.BEnd)}
}

func caseLen(c Case) int { return c.AEnd - c.AStart + c.BEnd - c.BStart }

// unionLen is the number of characters covered by the cases, counted on
// each side.
func unionLen(cs []Case) int {
	a := make([][2]int, len(cs))
	b := make([][2]int, len(cs))
	for i, c := range cs {
		a[i], b[i] = [2]int{c.AStart, c.AEnd}, [2]int{c.BStart, c.BEnd}
	}
	return intervalUnion(a) + intervalUnion(b)
}

func intervalUnion(iv [][2]int) int {
	slices.SortFunc(iv, func(x, y [2]int) int { return x[0] - y[0] })
	n, end := 0, -1
	for _, x := range iv {
		if x[0] > end {
			n += x[1] - x[0]
			end = x[1]
		} else if x[1] > end {
			n += x[1] - end
			end = x[1]
		}
	}
	return n
}
