package eval

import (
	"fmt"
	"slices"
	"strconv"
)

// LabelCeiling estimates the best B-cubed F1 a partition of the texts of
// a labelled set can reach (the label noise that caps any clusterer):
// the gold clustering, with each group of identical texts filed under
// different clusters kept together, as no clustering of texts can tell
// them apart, and each article filed under several clusters put in one
// of them (a partition has no overlaps), each group placed greedily, one
// at a time, where the score is best. texts[i] identifies item i's text
// (a hash of its normalized body), gold[i] its labels. It also returns
// the number of items that share a text with an item of another cluster.
func LabelCeiling(texts [][32]byte, gold [][]string) (f1 float64, conflicting int) {
	ids := make([]string, len(texts))
	goldOf := make(map[string][]string, len(texts))
	byText := map[[32]byte][]string{}
	var order [][32]byte
	for i, h := range texts {
		ids[i] = strconv.Itoa(i)
		goldOf[ids[i]] = gold[i]
		if byText[h] == nil {
			order = append(order, h)
		}
		byText[h] = append(byText[h], ids[i])
	}
	type group struct{ ids, options []string }
	var open []group
	pred := make(map[string]string, len(texts))
	for _, h := range order {
		members := byText[h]
		var labels []string
		for _, id := range members {
			for _, l := range goldOf[id] {
				if !slices.Contains(labels, l) {
					labels = append(labels, l)
				}
			}
		}
		if len(labels) > 1 && len(members) > 1 {
			conflicting += len(members)
		}
		for _, id := range members {
			pred[id] = labels[0]
		}
		if len(labels) > 1 {
			open = append(open, group{members, append(labels, fmt.Sprintf("apart %x", h[:8]))})
		}
	}
	f1 = ScoreClustering(goldOf, pred).B3F1
	for _, g := range open {
		keep := pred[g.ids[0]]
		for _, o := range g.options {
			for _, id := range g.ids {
				pred[id] = o
			}
			if f := ScoreClustering(goldOf, pred).B3F1; f > f1 {
				f1, keep = f, o
			}
		}
		for _, id := range g.ids {
			pred[id] = keep
		}
	}
	return f1, conflicting
}
