package eval

// SisterMerges counts the sister pairs of a collection with confusable
// events (ECB+): two articles of one topic that report different events.
// It returns how many such pairs the prediction puts in one cluster, and
// how many there are. Articles without a topic are left out; an article
// with several gold labels is a sister of another only when they share
// none.
func SisterMerges(gold map[string][]string, topic map[string]string, pred map[string]string) (merged, pairs int64) {
	byTopic := map[string][]string{}
	for id, t := range topic {
		if t != "" && gold[id] != nil {
			byTopic[t] = append(byTopic[t], id)
		}
	}
	for _, ids := range byTopic {
		for i, a := range ids {
			for _, b := range ids[i+1:] {
				if shareLabel(gold[a], gold[b]) {
					continue
				}
				pairs++
				if pa, ok := pred[a]; ok && pa == pred[b] {
					merged++
				}
			}
		}
	}
	return merged, pairs
}

func shareLabel(a, b []string) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}
