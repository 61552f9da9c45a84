package eval

import "math"

// ClusterScores are the scores of a clustering against gold labels.
type ClusterScores struct {
	B3Precision   float64 `json:"b3_precision"`
	B3Recall      float64 `json:"b3_recall"`
	B3F1          float64 `json:"b3_f1"`
	PairPrecision float64 `json:"pair_precision"`
	PairRecall    float64 `json:"pair_recall"`
	PairF1        float64 `json:"pair_f1"`
	ARI           float64 `json:"ari"`
	NMI           float64 `json:"nmi"`
	ClustersTrue  int     `json:"clusters_true"`
	ClustersPred  int     `json:"clusters_pred"`
}

// ScoreClustering scores a predicted clustering (item → cluster) against
// gold labels (item → one or more clusters). An item with several gold
// labels belongs to all of them: two items are gold-related when they
// share a label. B-cubed and pairwise scores use that relation; ARI and
// NMI, defined for partitions, use each item's first label.
func ScoreClustering(gold map[string][]string, pred map[string]string) ClusterScores {
	members := map[string][]string{} // pred cluster → items
	goldMembers := map[string][]string{}
	for item, labels := range gold {
		p, ok := pred[item]
		if !ok {
			p = "\x00" + item
		}
		members[p] = append(members[p], item)
		for _, l := range labels {
			goldMembers[l] = append(goldMembers[l], item)
		}
	}
	related := func(a, b string) bool { return shareLabel(gold[a], gold[b]) }
	var s ClusterScores
	s.ClustersTrue, s.ClustersPred = len(goldMembers), len(members)
	// B-cubed, item by item.
	n := float64(len(gold))
	for item, labels := range gold {
		p := pred[item]
		if p == "" {
			p = "\x00" + item
		}
		cl := members[p]
		inter := 0
		for _, o := range cl {
			if related(item, o) {
				inter++
			}
		}
		rel := map[string]bool{}
		for _, l := range labels {
			for _, o := range goldMembers[l] {
				rel[o] = true
			}
		}
		s.B3Precision += float64(inter) / float64(len(cl)) / n
		s.B3Recall += float64(inter) / float64(len(rel)) / n
	}
	s.B3F1 = f1(s.B3Precision, s.B3Recall)
	// Pairs.
	var predPairs, both int64
	for _, cl := range members {
		for i := range cl {
			for j := i + 1; j < len(cl); j++ {
				predPairs++
				if related(cl[i], cl[j]) {
					both++
				}
			}
		}
	}
	truePairs := map[[2]string]bool{}
	for _, cl := range goldMembers {
		for i := range cl {
			for j := i + 1; j < len(cl); j++ {
				a, b := cl[i], cl[j]
				if a > b {
					a, b = b, a
				}
				if a != b {
					truePairs[[2]string{a, b}] = true
				}
			}
		}
	}
	s.PairPrecision = ratio(both, predPairs)
	s.PairRecall = ratio(both, int64(len(truePairs)))
	s.PairF1 = f1(s.PairPrecision, s.PairRecall)
	first := map[string]string{}
	for item, labels := range gold {
		first[item] = labels[0]
	}
	s.ARI = ComparePartitions(first, pred).ARI
	s.NMI = nmi(first, pred)
	return s
}

func f1(p, r float64) float64 {
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

// nmi is the normalized mutual information (arithmetic-mean
// normalization, as scikit-learn's default) of two partitions.
func nmi(truth, pred map[string]string) float64 {
	c := newContingency(truth, pred)
	n := float64(c.n)
	mi := 0.0
	for k, nij := range c.cells {
		x := float64(nij)
		mi += x / n * math.Log(n*x/(float64(c.truth[k[0]])*float64(c.pred[k[1]])))
	}
	h := func(m map[string]int64) float64 {
		e := 0.0
		for _, x := range m {
			e -= float64(x) / n * math.Log(float64(x)/n)
		}
		return e
	}
	ht, hp := h(c.truth), h(c.pred)
	if ht+hp == 0 {
		return 1
	}
	return mi / ((ht + hp) / 2)
}
