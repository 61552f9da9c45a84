package story

// Restore. A store keeps each article's story; a process that opens the
// store goes on placing articles online from what was kept, not from a
// fresh clustering. Restore rebuilds the clusterer's state — document
// frequencies, each story's centroid, span and index entries — from
// the articles (in the order they were added) and the story each was
// kept in. Vectors are weighed with the document frequencies of the
// whole collection, not those each article met when it was placed, so a
// restored centroid is what a batch pass over the same stories would
// build. It deliberately re-reads the texts rather than persisting
// vectors: the cost is one pass of term counting, paid by a writer, never
// by a read.

import "slices"

// Restore returns a clusterer holding arts (in the order added) in the
// stories given by label (label[i] is arts[i]'s story; equal labels, one
// story). Stories are numbered by their first article.
func Restore(arts []Article, label []int) *Clusterer {
	c := New()
	// First pass: the vocabulary and the document frequencies. Each
	// article's term counts are kept, packed, for the second pass, which
	// weighs them by the final frequencies: reading every text once.
	anchors := make([][]int32, len(arts))
	var counts []termWeight // each article's, one after another
	ends := make([]int, len(arts))
	for i, a := range arts {
		var ar args
		cs, _ := c.count(a, &ar)
		for t, n := range cs {
			counts = append(counts, termWeight{t, n})
		}
		ends[i] = len(counts)
		anchors[i] = ar.anchors
		c.storyOf[a.ID] = -1 // added, so that later copies see it
	}
	// Second pass: each story's members, centroid and span.
	num := map[int]int{}
	var sums []map[term]float64 // by story
	for i, a := range arts {
		s, ok := num[label[i]]
		if !ok {
			s = len(c.stories)
			num[label[i]] = s
			c.stories = append(c.stories, &Story{ID: s})
			sums = append(sums, map[term]float64{})
		}
		st := c.stories[s]
		st.Articles = append(st.Articles, a.ID)
		c.storyOf[a.ID] = s
		d := parseDate(a.Date)
		widen(&st.First, &st.Last, d)
		if !d.IsZero() {
			st.times = append(st.times, d.Unix())
		}
		from := 0
		if i > 0 {
			from = ends[i-1]
		}
		for t, w := range c.weighCounts(counts[from:ends[i]]) {
			sums[s][t] += w
		}
		st.absorbAnchors(anchors[i])
	}
	c.adds = len(arts)
	for s, st := range c.stories {
		st.centroid = sparseOf(sums[s])
		sums[s] = nil
		st.norm2 = st.centroid.norm2()
		st.trim() // as absorb trims it
		slices.Sort(st.times)
		st.times = slices.Compact(st.times)
		c.relist(st, st.periods())
	}
	c.noteTakes(arts)
	return c
}
