package story

// sparse.go: a story's centroid, the sum of its members' vectors.
//
// Design. A centroid is kept as two slices sorted by term, not a map:
// the online pass computes its cosine with a new article for every
// candidate story, and reading a short sorted array against the
// article's weights spread over a dense array (indexed by term) costs a
// fraction of hashing the article's terms into each candidate's map.
// An article joining a story merges its sorted vector in. It
// deliberately keeps float64 weights, the sums a map kept.

import "slices"

// sparse is a sparse vector, its terms ascending: a story's centroid.
type sparse struct {
	ts []term
	ws []float64
}

// sortedVector returns v as term weights in ascending term order.
func sortedVector(v map[term]float64) []termWeight {
	out := make([]termWeight, 0, len(v))
	for t, w := range v {
		out = append(out, termWeight{t, w})
	}
	slices.SortFunc(out, func(a, b termWeight) int { return int(int64(a.t) - int64(b.t)) })
	return out
}

// add adds a vector (ascending terms) and returns the change in the
// centroid's squared length.
func (c *sparse) add(v []termWeight) float64 {
	fresh := 0 // terms of v the centroid lacks
	for _, x := range v {
		if _, ok := slices.BinarySearch(c.ts, x.t); !ok {
			fresh++
		}
	}
	n := len(c.ts)
	c.ts = slices.Grow(c.ts, fresh)[:n+fresh]
	c.ws = slices.Grow(c.ws, fresh)[:n+fresh]
	// merge from the back, in place
	d := 0.0
	i, j, k := n-1, len(v)-1, n+fresh-1
	for j >= 0 {
		switch {
		case i >= 0 && c.ts[i] > v[j].t:
			c.ts[k], c.ws[k] = c.ts[i], c.ws[i]
			i--
		case i >= 0 && c.ts[i] == v[j].t:
			x := c.ws[i]
			c.ts[k], c.ws[k] = c.ts[i], x+v[j].w
			d += (x+v[j].w)*(x+v[j].w) - x*x
			i--
			j--
		default:
			c.ts[k], c.ws[k] = v[j].t, v[j].w
			d += v[j].w * v[j].w
			j--
		}
		k--
	}
	return d
}

// at returns the weight of t.
func (c *sparse) at(t term) float64 {
	if i, ok := slices.BinarySearch(c.ts, t); ok {
		return c.ws[i]
	}
	return 0
}

// dot returns the dot product with a vector held densely (dense[t] is
// its weight of term t; terms past its end weigh nothing).
func (c *sparse) dot(dense []float64) float64 {
	s := 0.0
	for i, t := range c.ts {
		if int(t) < len(dense) {
			s += dense[t] * c.ws[i]
		}
	}
	return s
}

// strongest returns the k terms of the largest weights (ties by term).
func (c *sparse) strongest(k int) []term {
	ts := make([]termWeight, len(c.ts))
	for i, t := range c.ts {
		ts[i] = termWeight{t, c.ws[i]}
	}
	ts = strongest(ts, k)
	out := make([]term, len(ts))
	for i, x := range ts {
		out[i] = x.t
	}
	return out
}

// keep keeps the k heaviest terms and returns the squared length.
func (c *sparse) keep(k int) float64 {
	keep := c.strongest(k)
	slices.Sort(keep)
	ws := make([]float64, len(keep))
	n2 := 0.0
	for i, t := range keep {
		ws[i] = c.at(t)
		n2 += ws[i] * ws[i]
	}
	c.ts, c.ws = keep, ws
	return n2
}

// norm2 is the squared length.
func (c *sparse) norm2() float64 {
	s := 0.0
	for _, w := range c.ws {
		s += w * w
	}
	return s
}

// sparseOf is a vector held in a map.
func sparseOf(v map[term]float64) sparse {
	sv := sortedVector(v)
	c := sparse{ts: make([]term, len(sv)), ws: make([]float64, len(sv))}
	for i, x := range sv {
		c.ts[i], c.ws[i] = x.t, x.w
	}
	return c
}
