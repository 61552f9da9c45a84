package story

import (
	"math"
	"time"
)

// Refine is the batch pass that the online pass cannot make: with every
// article seen, each is compared again with every story (through the
// index, its own article's weight left out of its own story) and moved
// to the best one above the threshold; centroids are then rebuilt from
// the final members. Articles that copy another follow it. arts are the
// articles as they were added, in the same order. It returns the number
// of articles moved.
func (c *Clusterer) Refine(arts []Article) int {
	vecs := make([]map[term]float64, len(arts))
	dates := make([]time.Time, len(arts))
	for i, a := range arts {
		vecs[i] = c.weigh(termCounts(a.Title, a.Text, c.voc))
		dates[i] = parseDate(a.Date)
	}
	moved := 0
	for i, a := range arts {
		if len(a.Copies) > 0 {
			continue
		}
		cur := c.storyOf[a.ID]
		best, bestSim := cur, -1.0
		seen := map[int]bool{}
		cands := []int{cur}
		for _, t := range topTerms(vecs[i], queryTerms) {
			for s := range c.storiesUnder(t, true) { // every story, retired ones too
				if !seen[s] && s != cur {
					seen[s] = true
					cands = append(cands, s)
				}
			}
		}
		for _, s := range cands {
			st := c.stories[s]
			if len(st.Articles) == 0 {
				continue
			}
			var own map[term]float64 // its own weight, left out of its own story
			if s == cur {
				own = vecs[i]
			}
			sim := st.cosineWithout(vecs[i], own) * timeFactor(dates[i], st.First, st.Last)
			if s == cur && len(st.Articles) == 1 {
				sim = c.Threshold // alone: stays unless another story is better
			}
			if sim > bestSim {
				best, bestSim = s, sim
			}
		}
		if best != cur && bestSim >= c.Threshold {
			c.move(a.ID, cur, best)
			moved++
		}
	}
	// Copies follow what they copy.
	for _, a := range arts {
		for _, id := range a.Copies {
			if s, ok := c.storyOf[id]; ok && s != c.storyOf[a.ID] {
				c.move(a.ID, c.storyOf[a.ID], s)
				break
			}
		}
	}
	// Rebuild centroids, spans and the index from the members.
	index := map[string]int{}
	for i, a := range arts {
		index[a.ID] = i
	}
	c.index, c.archive = map[term][]int{}, map[term][]int{}
	for _, st := range c.stories {
		st.centroid = map[term]float64{}
		st.norm2 = 0
		st.First, st.Last = time.Time{}, time.Time{}
		for _, id := range st.Articles {
			i := index[id]
			for t, w := range vecs[i] {
				st.centroid[t] += w
			}
			if d := dates[i]; !d.IsZero() {
				if st.First.IsZero() || d.Before(st.First) {
					st.First = d
				}
				if d.After(st.Last) {
					st.Last = d
				}
			}
		}
		for _, x := range st.centroid {
			st.norm2 += x * x
		}
		st.indexed, st.archived = topTerms(st.centroid, indexTerms), nil
		for _, t := range st.indexed {
			c.index[t] = append(c.index[t], st.ID)
		}
	}
	return moved
}

// move moves article id from story from to story to.
func (c *Clusterer) move(id string, from, to int) {
	f := c.stories[from]
	for k, x := range f.Articles {
		if x == id {
			f.Articles = append(f.Articles[:k], f.Articles[k+1:]...)
			break
		}
	}
	c.stories[to].Articles = append(c.stories[to].Articles, id)
	c.storyOf[id] = to
}

// cosineWithout is the cosine of a unit vector a and the story's
// centroid less own (nil: the centroid itself), without building the
// difference.
func (st *Story) cosineWithout(a, own map[term]float64) float64 {
	nb := st.norm2
	for t, x := range own {
		b := st.centroid[t]
		nb += (b-x)*(b-x) - b*b
	}
	if nb <= 1e-12 {
		return 0
	}
	dot := 0.0
	for t, x := range a {
		dot += x * (st.centroid[t] - own[t])
	}
	return dot / math.Sqrt(nb)
}
