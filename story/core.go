package story

import (
	"cmp"
	"math"
	"slices"

	"github.com/storywire/storywire/textproc"
)

// Welds and cores: no one article holds two stories together, or names
// one.
//
// Design. Partitioning a graph of nearest articles joins two groups when
// the edges between them outweigh the pairs they would add; one article
// alike to both (a report of the soldiers' remains that mentions the
// Beirut port's traffic) can carry that weight alone, and the port's
// reports become members of the militants' story. After the partition,
// each story's graph of texts is searched for such a weld: a text whose
// removal leaves the rest in pieces with no edge between them, two of
// them of at least two texts each, whose centroids are not alike (below
// WeldAlike: the halves of one long story that its few nearest
// neighbours happen not to join are alike). The story is cut there: each
// piece of two or more texts is a story, and the weld and the single
// texts that hung on it join the piece whose centroid they are most alike
// to. It deliberately cuts at one text only: two reports that each bridge
// the same two groups are evidence, one is a coincidence.
//
// A story's core is the more central half of its articles (Central):
// what the story is called comes from there, so that a report on its
// edge, a bridge that stayed, does not name it.

// Central returns the indices of a story's articles, the most central
// first: by the cosine of each article's words (its title and lead,
// centralWords words) with those of all the others. It is what a story
// is named by: its core, the more central half, gives the title, so that
// an article on its edge (a report that bridges two events) never names
// it. Copies count as the articles they are: a wire text that forty
// outlets ran is the story's centre. Ties go to the earlier article.
func Central(arts []Article) []int {
	order := make([]int, len(arts))
	for i := range order {
		order[i] = i
	}
	if len(arts) < 3 {
		return order
	}
	// Words by their hashes (textproc.AppendWordHashes), stopwords left
	// out: a read names every story, so no stemming and no vocabulary.
	type hashWeight struct {
		h uint32
		w float64
	}
	vecs := make([][]hashWeight, len(arts))
	sum := map[uint32]float64{}
	var hs []uint32
	for i, a := range arts {
		hs = textproc.AppendWordHashes(hs[:0], a.Title)
		hs = textproc.AppendWordHashes(hs, lead(a.Text, centralWords))
		hs = slices.DeleteFunc(hs, textproc.IsStopwordHash)
		slices.Sort(hs)
		v := make([]hashWeight, 0, len(hs))
		norm := 0.0
		for j := 0; j < len(hs); {
			k := j + 1
			for k < len(hs) && hs[k] == hs[j] {
				k++
			}
			w := 1 + math.Log(float64(k-j))
			v = append(v, hashWeight{hs[j], w})
			norm += w * w
			j = k
		}
		norm = math.Sqrt(norm)
		for j := range v {
			v[j].w /= norm
			sum[v[j].h] += v[j].w
		}
		vecs[i] = v
	}
	score := make([]float64, len(arts))
	for i, v := range vecs {
		for _, x := range v { // in hash order
			score[i] += x.w * (sum[x.h] - x.w)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(score[b], score[a]) })
	return order
}

// centralWords is how much of a body Central reads: a report's lead says
// what it is about.
const centralWords = 200

// WeldAlike is the least centroid similarity at which two pieces held
// together by one text are one story all the same.
const WeldAlike = 0.3

// splitWelds returns comm (each article's community) with the stories
// held together by one text cut apart (see above). texts lists each
// text's articles, tg is the graph of texts, nodes the articles' vectors
// and dates.
func splitWelds(comm []int, texts [][]int, tg [][]edge, nodes []node) []int {
	tcomm, members, ks, next := textComms(comm, texts)
	for len(ks) > 0 {
		k := ks[0]
		ks = ks[1:]
		parts, weld := findWeld(members[k], tcomm, tg, texts, nodes)
		if parts == nil {
			continue
		}
		// the weld and the single texts join their most alike piece
		var big [][]int
		var loose []int
		for _, p := range parts {
			if len(p) >= 2 {
				big = append(big, p)
			} else {
				loose = append(loose, p...)
			}
		}
		cents := make([]node, len(big))
		for j, p := range big {
			cents[j] = centroid(p, texts, nodes)
		}
		for _, i := range append(loose, weld) {
			nd := nodes[texts[i][0]]
			best, bestSim := 0, -1.0
			for j, c := range cents {
				if s := cosine(nd.vec, c.vec) * spanFactor(nd.first, nd.last, c.first, c.last); s > bestSim {
					best, bestSim = j, s
				}
			}
			big[best] = append(big[best], i)
		}
		for j, id := range split(big, k, &next, tcomm) {
			members[id] = big[j]
			ks = append(ks, id) // a piece may hold another weld
		}
	}
	return articleComms(tcomm, texts, len(comm))
}

// apart gives each text of ms but the first a community of its own from
// *next (tcomm holds each text's community): a story parted into its
// texts.
func apart(ms []int, next *int, tcomm []int) {
	for _, i := range ms[1:] {
		tcomm[i] = *next
		*next++
	}
}

// split gives the texts of groups[0] community k and those of each other
// group a new community from *next (tcomm holds each text's community),
// and returns the groups' communities.
func split(groups [][]int, k int, next *int, tcomm []int) []int {
	ids := make([]int, len(groups))
	for j, g := range groups {
		ids[j] = k
		if j > 0 {
			ids[j] = *next
			*next++
		}
		for _, i := range g {
			tcomm[i] = ids[j]
		}
	}
	return ids
}

// textComms returns the community of each text (that of its first
// article in comm), the texts of each community, the communities in
// order and the next free community number.
func textComms(comm []int, texts [][]int) (tcomm []int, members map[int][]int, ks []int, next int) {
	tcomm = make([]int, len(texts))
	members = map[int][]int{}
	for i, arts := range texts {
		tcomm[i] = comm[arts[0]]
		members[tcomm[i]] = append(members[tcomm[i]], i)
		next = max(next, tcomm[i]+1)
	}
	ks = make([]int, 0, len(members))
	for k := range members {
		ks = append(ks, k)
	}
	slices.Sort(ks) // deterministic numbering of new communities
	return tcomm, members, ks, next
}

// articleComms returns the community of each of n articles from that of
// its text.
func articleComms(tcomm []int, texts [][]int, n int) []int {
	out := make([]int, n)
	for i, arts := range texts {
		for _, a := range arts {
			out[a] = tcomm[i]
		}
	}
	return out
}

// findWeld returns, for a story's texts ts, a weld and the pieces its
// removal leaves (each a list of texts), or nil when the story has none.
// Of several welds the one leaving the most evenly sized pieces is
// taken.
func findWeld(ts []int, tcomm []int, tg [][]edge, texts [][]int, nodes []node) (parts [][]int, weld int) {
	if len(ts) < 5 { // two pieces of two and the weld
		return nil, -1
	}
	k := tcomm[ts[0]]
	in := func(i int32) bool { return tcomm[i] == k }
	bestSmall := 0
	for _, v := range articulations(ts, tg, in) {
		ps := piecesWithout(ts, v, tg, in)
		sizes := 0
		small := len(ts)
		for _, p := range ps {
			if len(p) >= 2 {
				sizes++
				small = min(small, len(p))
			}
		}
		if sizes < 2 || small <= bestSmall || !unlike(ps, texts, nodes) {
			continue
		}
		parts, weld, bestSmall = ps, v, small
	}
	return parts, weld
}

// unlike reports whether no two pieces of two or more texts have alike
// centroids (at least WeldAlike).
func unlike(ps [][]int, texts [][]int, nodes []node) bool {
	var cents []node
	for _, p := range ps {
		if len(p) >= 2 {
			cents = append(cents, centroid(p, texts, nodes))
		}
	}
	for a := range cents {
		for b := a + 1; b < len(cents); b++ {
			ca, cb := cents[a], cents[b]
			if cosine(ca.vec, cb.vec)*spanFactor(ca.first, ca.last, cb.first, cb.last) >= WeldAlike {
				return false
			}
		}
	}
	return true
}

// articulations returns the texts of ts whose removal disconnects the
// graph of ts (edges of tg between texts for which in holds), by
// Hopcroft and Tarjan's depth-first search, iteratively.
func articulations(ts []int, tg [][]edge, in func(int32) bool) []int {
	disc := make(map[int]int, len(ts))
	low := make(map[int]int, len(ts))
	var out []int
	cut := map[int]bool{}
	type frame struct {
		v, parent, next, children int
	}
	time := 0
	for _, root := range ts {
		if _, seen := disc[root]; seen {
			continue
		}
		stack := []frame{{v: root, parent: -1}}
		time++
		disc[root], low[root] = time, time
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			es := tg[f.v]
			if f.next < len(es) {
				e := es[f.next]
				f.next++
				u := int(e.to)
				if !in(e.to) || u == f.parent {
					continue
				}
				if d, seen := disc[u]; seen {
					low[f.v] = min(low[f.v], d)
					continue
				}
				f.children++
				time++
				disc[u], low[u] = time, time
				stack = append(stack, frame{v: u, parent: f.v})
				continue
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				if f.children > 1 && !cut[f.v] {
					cut[f.v] = true
					out = append(out, f.v)
				}
				continue
			}
			p := &stack[len(stack)-1]
			low[p.v] = min(low[p.v], low[f.v])
			if p.parent >= 0 && low[f.v] >= disc[p.v] && !cut[p.v] {
				cut[p.v] = true
				out = append(out, p.v)
			}
		}
	}
	slices.Sort(out)
	return out
}

// piecesWithout returns the connected pieces of ts without text v.
func piecesWithout(ts []int, v int, tg [][]edge, in func(int32) bool) [][]int {
	seen := map[int]bool{v: true}
	var out [][]int
	for _, s := range ts {
		if seen[s] {
			continue
		}
		seen[s] = true
		piece := []int{s}
		for q := 0; q < len(piece); q++ {
			for _, e := range tg[piece[q]] {
				if u := int(e.to); in(e.to) && !seen[u] {
					seen[u] = true
					piece = append(piece, u)
				}
			}
		}
		slices.Sort(piece)
		out = append(out, piece)
	}
	return out
}

// centroid is the unit-length sum of the vectors of texts ts (each by
// its first article) and their span.
func centroid(ts []int, texts [][]int, nodes []node) node {
	c := node{vec: map[term]float64{}}
	for _, i := range ts {
		nd := nodes[texts[i][0]]
		for t, w := range nd.vec {
			c.vec[t] += w
		}
		widen(&c.first, &c.last, nd.first)
		widen(&c.first, &c.last, nd.last)
	}
	unit(c.vec)
	return c
}

// unit scales v to unit length.
func unit(v map[term]float64) {
	norm := 0.0
	for _, w := range v {
		norm += w * w
	}
	norm = math.Sqrt(norm)
	for t := range v {
		v[t] /= norm
	}
}

// cosine is the dot product of two unit vectors, summed in term order
// (so that it does not depend on the order of a map).
func cosine(a, b map[term]float64) float64 {
	if len(b) < len(a) {
		a, b = b, a
	}
	ts := make([]term, 0, len(a))
	for t := range a {
		ts = append(ts, t)
	}
	slices.Sort(ts)
	dot := 0.0
	for _, t := range ts {
		dot += a[t] * b[t]
	}
	return dot
}
