// Package provenance says where a text came from: the wire agencies an
// article credits (datelines, credit lines, bylines, "told AFP"), and for
// a syndication group — articles that derive from one text — the most
// likely original and a derivation tree of who copied from whom.
//
// Design. Every pair of the group is aligned (package align), giving for
// each ordered pair the share of one text that the other holds. The root
// — the most likely original — is the member with the highest score:
// its completeness (the mean share of the others' texts it holds: an
// original holds what every copy kept), plus half its support (the mean
// share of the others that hold each of its words: material a copy added
// or a name it substituted is held by few), plus a bonus for a wire
// credit and for the strictly earliest date (when every member is dated). The tree is then the
// maximum-weight spanning arborescence from that root (Chu–Liu/Edmonds)
// where the edge p → c weighs the share of c that p holds: a copy of a
// copy inherits its parent's substitutions and additions, so its parent
// holds more of it than the original or a sibling does. Ties (two
// candidate parents that hold a copy equally, as when a cut-only copy
// and the original both hold all of a shorter copy) go to the more
// original-like candidate. When both are dated, a text published after
// another cannot be its source: that edge loses a full point. Boilerplate and credit lines are marked on
// the texts by the caller (align.Text.SetBoilerplate, Ignore) and count
// for nothing.
//
// What it deliberately does not do: infer a lost common ancestor (two
// copies of a wire text storywire never saw are linked to each other, not
// to a phantom), or use outlet names, which say nothing about who copied
// whom. Copies that made the same cuts independently cannot be told from
// copies of each other; the tree then prefers the shorter path.
package provenance

import (
	"sort"

	"github.com/storywire/storywire/align"
)

// Member is an article of a syndication group, for Derive.
type Member struct {
	ID       string
	Date     string // publication date or time as stored ("" when unknown)
	Credited bool   // the text carries a wire agency's credit
}

// Node is an article's place in a derivation tree.
type Node struct {
	ID     string `json:"id"`
	Parent string `json:"parent,omitempty"` // "" for the root
	// Similarity to the parent: the share of their words in aligned
	// passages (Dice).
	Similarity float64 `json:"similarity,omitempty"`
	Depth      int     `json:"depth"`
}

// Tree is a derivation tree: the root (the most likely original) first,
// then every member in depth-first order, children by similarity.
type Tree struct {
	Nodes []Node `json:"nodes"`
}

// Root returns the id of the tree's root ("" for an empty tree).
func (t Tree) Root() string {
	if len(t.Nodes) == 0 {
		return ""
	}
	return t.Nodes[0].ID
}

// Parent returns the parent of id ("" for the root or an unknown id).
func (t Tree) Parent(id string) string {
	for _, n := range t.Nodes {
		if n.ID == id {
			return n.Parent
		}
	}
	return ""
}

// Root score weights. Completeness and support are in [0, 1].
const (
	supportWeight = 0.5  // weight of support beside completeness
	creditBonus   = 0.25 // a wire credit
	earliestBonus = 0.25 // the strictly earliest date
	// parentPrior is the weight of a candidate parent's root score in
	// its edge weights: between parents that hold a copy's text equally
	// well, the more original-like is preferred, since outlets copy the
	// wire far more often than each other.
	parentPrior = 0.03
)

// day is the date part of a stored date or time ("" when unknown).
func day(d string) string { return d[:min(len(d), 10)] }

// firstDay is the earliest day a member is dated ("" when none is).
func firstDay(members []Member) string {
	first := ""
	for _, m := range members {
		if d := day(m.Date); d != "" && (first == "" || d < first) {
			first = d
		}
	}
	return first
}

// Derive builds the derivation tree of members, whose texts are texts.
func Derive(members []Member, texts []*align.Text) Tree {
	n := len(members)
	if n == 0 {
		return Tree{}
	}
	// in[i*n+j]: the share of j's text that i holds; cover[i][w]: the
	// number of other members that hold word w of i.
	in := make([]float64, n*n)
	ord := make([]float64, n*n) // as in, counting only passages in order
	cover := make([][]int32, n)
	for i, t := range texts {
		cover[i] = make([]int32, t.Words())
	}
	for i := range n {
		in[i*n+i], ord[i*n+i] = 1, 1
		for j := i + 1; j < n; j++ {
			al := align.Align(texts[i], texts[j])
			iInJ, jInI := al.Contained()
			in[i*n+j], in[j*n+i] = jInI, iInJ
			iInJ, jInI = al.InOrder()
			ord[i*n+j], ord[j*n+i] = jInI, iInJ
			al.Cover(cover[i], cover[j])
		}
	}
	// support[i]: the mean share of the others holding a word of i.
	support := make([]float64, n)
	for i, t := range texts {
		words := 0
		for w, c := range cover[i] {
			if !t.Boilerplate(w) {
				support[i] += float64(min(int(c), n-1))
				words++
			}
		}
		if words > 0 && n > 1 {
			support[i] /= float64(words * (n - 1))
		}
	}
	// Rank by likelihood of being an original: completeness (how much
	// of the others' texts a member holds) and the bonuses.
	score := make([]float64, n)
	earliest := earliestMember(members)
	for i, m := range members {
		if n > 1 {
			for j := range n {
				if j != i {
					score[i] += in[i*n+j]
				}
			}
			score[i] /= float64(n - 1)
		}
		score[i] += supportWeight * support[i]
		if m.Credited {
			score[i] += creditBonus
		}
		if i == earliest {
			score[i] += earliestBonus
		}
	}
	// The root is the best-scoring member of those published first: a
	// text dated after another of the group is not the original, however
	// complete (a newspaper stitched from two wire versions of the day
	// before holds more than either).
	first := firstDay(members)
	root := -1
	for i, m := range members {
		if d := day(m.Date); d != "" && d != first {
			continue
		}
		if root < 0 || score[i] > score[root] {
			root = i
		}
	}
	w := make([]float64, n*n)
	for p := range n {
		for c := range n {
			w[p*n+c] = (in[p*n+c]+ord[p*n+c])/2 + parentPrior*score[p]
			if dp, dc := members[p].Date, members[c].Date; dp != "" && dc != "" && dp > dc {
				w[p*n+c] -= 1 // published after the copy: not its source
			}
		}
	}
	parent := arborescence(w, n, root)
	children := make([][]int, n)
	for i := range n {
		if parent[i] >= 0 {
			children[parent[i]] = append(children[parent[i]], i)
		}
	}
	var t Tree
	var walk func(i, depth int)
	walk = func(i, depth int) {
		node := Node{ID: members[i].ID, Depth: depth}
		if p := parent[i]; p >= 0 {
			node.Parent, node.Similarity = members[p].ID, dice(in[p*n+i], in[i*n+p])
		}
		t.Nodes = append(t.Nodes, node)
		cs := children[i]
		sort.SliceStable(cs, func(a, b int) bool { return in[i*n+cs[a]] > in[i*n+cs[b]] })
		for _, c := range cs {
			walk(c, depth+1)
		}
	}
	walk(root, 0)
	return t
}

// dice is the Dice coefficient of two texts given the share of each
// found in the other: the harmonic mean of the two.
func dice(x, y float64) float64 {
	if x+y == 0 {
		return 0
	}
	return 2 * x * y / (x + y)
}

// earliestMember returns the member with the strictly earliest date, or
// -1 when dates do not single one out (or some member has none: an
// undated article may be the earliest).
func earliestMember(members []Member) int {
	earliest, unique := -1, false
	for i, m := range members {
		if m.Date == "" {
			return -1
		}
		switch {
		case earliest < 0 || m.Date < members[earliest].Date:
			earliest, unique = i, true
		case m.Date == members[earliest].Date:
			unique = false
		}
	}
	if !unique {
		return -1
	}
	return earliest
}

// arborescence returns the parents (-1 for the root) of the spanning
// arborescence rooted at root of maximum total weight, w[p*n+c] being
// the weight of the edge p → c, by the Chu–Liu/Edmonds algorithm: each
// node takes its best incoming edge; a cycle among those is contracted
// into one node, with incoming weights relative to the edge each would
// replace, the smaller problem solved, and the cycle broken where the
// chosen edge enters it. O(n³), for groups of up to a few hundred.
func arborescence(w []float64, n, root int) []int {
	parent := make([]int, n)
	for v := range n {
		parent[v] = -1
		if v == root {
			continue
		}
		for u := range n {
			if u != v && (parent[v] < 0 || w[u*n+v] > w[parent[v]*n+v]) {
				parent[v] = u
			}
		}
	}
	cycle := findCycle(parent, root)
	if cycle == nil {
		return parent
	}
	inCycle := make([]bool, n)
	for _, v := range cycle {
		inCycle[v] = true
	}
	// Contract: nodes off the cycle keep an index each, the cycle is m.
	index := make([]int, n)
	var old []int
	for v := range n {
		if !inCycle[v] {
			index[v] = len(old)
			old = append(old, v)
		}
	}
	m := len(old)
	n2 := m + 1
	w2 := make([]float64, n2*n2)
	enterVia := make([]int, n) // for u off the cycle: the cycle node its best edge enters
	exitFrom := make([]int, n) // for v off the cycle: the cycle node its best edge leaves
	for i, u := range old {
		for j, v := range old {
			w2[i*n2+j] = w[u*n+v]
		}
		best := -1
		for _, v := range cycle {
			if x := w[u*n+v] - w[parent[v]*n+v]; best < 0 || x > w2[i*n2+m] {
				best, w2[i*n2+m] = v, x
			}
		}
		enterVia[u] = best
		best = -1
		for _, x := range cycle {
			if best < 0 || w[x*n+u] > w2[m*n2+i] {
				best, w2[m*n2+i] = x, w[x*n+u]
			}
		}
		exitFrom[u] = best
	}
	p2 := arborescence(w2, n2, index[root])
	for i, v := range old {
		switch p := p2[i]; {
		case p < 0:
			parent[v] = -1
		case p == m:
			parent[v] = exitFrom[v]
		default:
			parent[v] = old[p]
		}
	}
	u := old[p2[m]]
	parent[enterVia[u]] = u
	return parent
}

// findCycle returns the nodes of a cycle of the parent graph, or nil.
func findCycle(parent []int, root int) []int {
	mark := make([]int, len(parent))
	for s := range parent {
		v := s
		for v != root && v >= 0 && mark[v] == 0 {
			mark[v] = s + 1
			v = parent[v]
		}
		if v >= 0 && v != root && mark[v] == s+1 {
			cycle := []int{v}
			for x := parent[v]; x != v; x = parent[x] {
				cycle = append(cycle, x)
			}
			return cycle
		}
	}
	return nil
}
