package eval

// PairScores are the pairwise scores of a clustering: over all pairs of
// items, a pair is positive when both items share a cluster.
type PairScores struct {
	Precision, Recall, F1 float64
	TruePairs, PredPairs  int64 // pairs together in the truth, in the prediction
	Both                  int64 // pairs together in both
	ARI                   float64
}

// ComparePartitions scores a predicted partition against the true one.
// Both map every item to a cluster label; items missing from pred are
// singletons.
func ComparePartitions(truth, pred map[string]string) PairScores {
	c := newContingency(truth, pred)
	cells, tsize, psize, n := c.cells, c.truth, c.pred, c.n
	pairs := func(k int64) int64 { return k * (k - 1) / 2 }
	var s PairScores
	for _, c := range cells {
		s.Both += pairs(c)
	}
	for _, c := range tsize {
		s.TruePairs += pairs(c)
	}
	for _, c := range psize {
		s.PredPairs += pairs(c)
	}
	s.Precision = ratio(s.Both, s.PredPairs)
	s.Recall = ratio(s.Both, s.TruePairs)
	if s.Precision+s.Recall > 0 {
		s.F1 = 2 * s.Precision * s.Recall / (s.Precision + s.Recall)
	}
	all := float64(pairs(n))
	expected := float64(s.TruePairs) * float64(s.PredPairs) / all
	maxIndex := (float64(s.TruePairs) + float64(s.PredPairs)) / 2
	if maxIndex != expected {
		s.ARI = (float64(s.Both) - expected) / (maxIndex - expected)
	} else {
		s.ARI = 1
	}
	return s
}

func ratio(a, b int64) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// contingency counts how the items of a true partition fall into
// predicted clusters (items missing from pred are singletons).
type contingency struct {
	cells       map[[2]string]int64 // (true, predicted) → items
	truth, pred map[string]int64    // cluster sizes
	n           int64
}

func newContingency(truth, pred map[string]string) contingency {
	c := contingency{cells: map[[2]string]int64{}, truth: map[string]int64{}, pred: map[string]int64{}}
	for item, t := range truth {
		p, ok := pred[item]
		if !ok {
			p = "\x00" + item
		}
		c.cells[[2]string{t, p}]++
		c.truth[t]++
		c.pred[p]++
		c.n++
	}
	return c
}
