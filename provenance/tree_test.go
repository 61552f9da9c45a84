package provenance

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/storywire/storywire/align"
)

// paragraphs returns n distinct news-like paragraphs.
func paragraphs(n int) []string {
	var out []string
	for i := range n {
		out = append(out, fmt.Sprintf("Paragraph %d says the ministry of harbours in Varnholm counted %d ferries on the lake and %d crews at the piers this week.", i, 10+i, 20+2*i))
	}
	return out
}

func TestDeriveChain(t *testing.T) {
	p := paragraphs(10)
	orig := strings.Join(p, "\n")
	// c1 substitutes a name and cuts a paragraph; c2 copies c1 and cuts
	// another; c3 copies the original and adds a paragraph.
	c1 := strings.ReplaceAll(strings.Join(append(append([]string{}, p[:3]...), p[4:]...), "\n"), "Varnholm", "Ostravia")
	c2 := strings.Join(strings.Split(c1, "\n")[:7], "\n")
	c3 := orig + "\nLocal officials in Tarn said the regional ferry would resume service on the northern route next spring."
	members := []Member{{ID: "c2"}, {ID: "c3"}, {ID: "orig"}, {ID: "c1"}}
	var texts []*align.Text
	for _, s := range []string{c2, c3, orig, c1} {
		texts = append(texts, align.NewText(s))
	}
	tree := Derive(members, texts)
	if tree.Root() != "orig" {
		t.Fatalf("root %s, want orig", tree.Root())
	}
	for child, parent := range map[string]string{"c1": "orig", "c2": "c1", "c3": "orig"} {
		if got := tree.Parent(child); got != parent {
			t.Errorf("parent of %s = %s, want %s", child, got, parent)
		}
	}
	// Depth-first order: every node after its parent.
	seen := map[string]bool{}
	for _, n := range tree.Nodes {
		if n.Parent != "" && !seen[n.Parent] {
			t.Errorf("%s listed before its parent %s", n.ID, n.Parent)
		}
		seen[n.ID] = true
	}
}

func TestDeriveRootPublishedFirst(t *testing.T) {
	// Two wire versions of one day, each with a paragraph of its own,
	// and a newspaper of the next day stitched from both: the newspaper
	// holds most of the group's text, yet it is not the original.
	p := paragraphs(8)
	v1 := strings.Join(p[:6], "\n")
	v2 := strings.Join(append(append([]string{}, p[:5]...), p[6]), "\n")
	paper := strings.Join(p[:7], "\n")
	members := []Member{{ID: "v1", Date: "2000-03-01"}, {ID: "v2", Date: "2000-03-01"}, {ID: "paper", Date: "2000-03-02"}}
	texts := []*align.Text{align.NewText(v1), align.NewText(v2), align.NewText(paper)}
	tree := Derive(members, texts)
	if r := tree.Root(); r == "paper" {
		t.Errorf("root is the newspaper dated a day after the wire")
	}
	// Undated, the most complete text is the root.
	for i := range members {
		members[i].Date = ""
	}
	if r := Derive(members, texts).Root(); r != "paper" {
		t.Errorf("undated: root %s, want the most complete, paper", r)
	}
}

func TestDeriveCreditAndDate(t *testing.T) {
	// Two identical texts: the credited one, then the earliest one, is
	// the original.
	text := strings.Join(paragraphs(4), "\n")
	texts := []*align.Text{align.NewText(text), align.NewText(text)}
	if r := Derive([]Member{{ID: "a"}, {ID: "b", Credited: true}}, texts).Root(); r != "b" {
		t.Errorf("credited root: got %s", r)
	}
	if r := Derive([]Member{{ID: "a", Date: "2017-08-29"}, {ID: "b", Date: "2017-08-28"}}, texts).Root(); r != "b" {
		t.Errorf("earliest root: got %s", r)
	}
	if tr := Derive(nil, nil); tr.Root() != "" || len(tr.Nodes) != 0 {
		t.Errorf("empty group: %+v", tr)
	}
}

func TestArborescenceBreaksCycles(t *testing.T) {
	// 1 and 2 prefer each other; the root 0 must enter the cycle where
	// it loses least: 0 → 2 (0.9 vs 2's best 1.0) rather than 0 → 1.
	n := 3
	w := []float64{
		0, 0.5, 0.9,
		0, 0, 1.0,
		0, 1.0, 0,
	}
	p := arborescence(w, n, 0)
	if p[0] != -1 || p[2] != 0 || p[1] != 2 {
		t.Errorf("parents %v, want [-1 2 0]", p)
	}
}

func TestDeriveDatesOrderParents(t *testing.T) {
	// b and c are identical copies of a; c cannot be b's source when it
	// was published after b.
	text := strings.Join(paragraphs(6), "\n")
	cut := strings.Join(paragraphs(6)[:5], "\n")
	texts := []*align.Text{align.NewText(text), align.NewText(cut), align.NewText(cut)}
	members := []Member{{ID: "a", Date: "2026-01-01T08:00:00Z"}, {ID: "c", Date: "2026-01-01T12:00:00Z"}, {ID: "b", Date: "2026-01-01T10:00:00Z"}}
	tree := Derive(members, texts)
	if tree.Root() != "a" || tree.Parent("c") == "" || tree.Parent("b") == "c" {
		t.Errorf("tree %+v: b must not come from the later c", tree.Nodes)
	}
}

// TestArborescenceIsOptimal checks Chu–Liu/Edmonds against brute force on
// random complete graphs of up to 6 nodes: the result is a tree rooted at
// the root, and no tree weighs more.
func TestArborescenceIsOptimal(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 3000 {
		n := 2 + trial%5
		w := make([]float64, n*n)
		for i := range w {
			w[i] = float64(rng.IntN(10)) / 10 // ties are common, as with real texts
		}
		root := rng.IntN(n)
		got := arborescence(w, n, root)
		if !isTree(got, root) {
			t.Fatalf("n=%d root=%d: parents %v are not a tree", n, root, got)
		}
		best := bruteForce(w, n, root)
		if d := weight(w, n, got) - best; d < -1e-9 {
			t.Fatalf("n=%d root=%d: weight %.2f, best %.2f (parents %v)", n, root, weight(w, n, got), best, got)
		}
	}
}

func isTree(parent []int, root int) bool {
	for v := range parent {
		if (v == root) != (parent[v] < 0) {
			return false
		}
		seen := map[int]bool{}
		for x := v; x != root; x = parent[x] {
			if x < 0 || seen[x] {
				return false
			}
			seen[x] = true
		}
	}
	return true
}

func weight(w []float64, n int, parent []int) float64 {
	s := 0.0
	for v, p := range parent {
		if p >= 0 {
			s += w[p*n+v]
		}
	}
	return s
}

func bruteForce(w []float64, n, root int) float64 {
	parent := make([]int, n)
	best := math.Inf(-1)
	var rec func(v int)
	rec = func(v int) {
		if v == n {
			if isTree(parent, root) {
				best = max(best, weight(w, n, parent))
			}
			return
		}
		if v == root {
			parent[v] = -1
			rec(v + 1)
			return
		}
		for p := range n {
			if p != v {
				parent[v] = p
				rec(v + 1)
			}
		}
	}
	rec(0)
	return best
}
