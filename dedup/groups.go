package dedup

import (
	"sort"

	"github.com/storywire/storywire/internal/unionfind"
)

// Group is a syndication group: articles connected by copying relations,
// all derived from one text. Every member is kept.
type Group struct {
	ID        string // the id of its first article
	Articles  []string
	Relations []Relation
}

// Groups joins the articles (ids, in order) connected by copying
// relations into groups, each listing its members in the given order and
// the relations among them. Articles without a copying relation are in no
// group; groups come in the order of their first article. Relations for
// which holds (when not nil) is false are left out (see Detector.Holds).
func Groups(ids []string, rels []Relation, holds func(Relation) bool) []Group {
	if holds != nil {
		kept := make([]Relation, 0, len(rels))
		for _, r := range rels {
			if holds(r) {
				kept = append(kept, r)
			}
		}
		rels = kept
	}
	pos := make(map[string]int, len(ids))
	for i, id := range ids {
		pos[id] = i
	}
	sets := unionfind.New(len(ids))
	for _, r := range rels {
		if r.Kind.Copying() {
			sets.Join(pos[r.A], pos[r.B])
		}
	}
	byRoot := map[int]*Group{}
	var roots []int
	for i, id := range ids {
		r := sets.Find(i)
		g := byRoot[r]
		if g == nil {
			g = &Group{ID: ids[r]}
			byRoot[r] = g
			roots = append(roots, r)
		}
		g.Articles = append(g.Articles, id)
	}
	for _, r := range rels {
		if ra := sets.Find(pos[r.A]); ra == sets.Find(pos[r.B]) && len(byRoot[ra].Articles) > 1 {
			g := byRoot[ra]
			g.Relations = append(g.Relations, r)
		}
	}
	sort.Ints(roots)
	var out []Group
	for _, r := range roots {
		if g := byRoot[r]; len(g.Articles) > 1 {
			out = append(out, *g)
		}
	}
	return out
}
