package engine

// Reuse within a story. The dedup stage relates texts that share
// verbatim passages; a newspaper's rewrite of a wire story shares its
// facts and phrases but few long runs, so it is measured here, between
// the articles the story stage has already put together
// (dedup.Phrases). Each article is measured against every article
// of its story that may be its source (mayBeSource: not dated after it,
// nor more than maxRewriteDays before; undated, not an outlet's
// republication of its own agency's text); its
// sources are those from which a share of it at least partially derives.
// The articles that share no trigram and no passage with it cannot be,
// and an inverted index of the story's trigrams (dedup.ShareIndex)
// leaves them out without trying each pair.

import (
	"context"
	"maps"
	"slices"
	"sort"
	"time"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/provenance"
	"github.com/storywire/storywire/store"
	"github.com/storywire/storywire/textproc"
)

// Derivation says that an article derives, to a degree, from an earlier
// article of its story.
type Derivation struct {
	Article, From string
	Degree        dedup.Degree
	// Share is the share of Article's words in phrases From also has
	// (dedup.Phrases), or in passages it shares with From when a dedup
	// relation between them says more.
	Share float64
}

// Derivations returns, for each article of the story, the earlier
// articles of the story it derives from, the strongest first, articles
// in story order.
//
// rels are dedup relations; those between the story's articles are used.
// trees are the derivation trees of the story's syndication groups: two
// copies of one text are in order of their tree (a derives from its
// ancestors), which weighs credits, completeness and dates together.
func Derivations(s Story, rels []dedup.Relation, trees []provenance.Tree) []Derivation {
	parent, tree := map[string]string{}, map[string]int{}
	for k, t := range trees {
		for _, n := range t.Nodes {
			parent[n.ID], tree[n.ID] = n.Parent, k+1
		}
	}
	// descends reports whether b descends from a in their tree.
	descends := func(b, a string) bool {
		for p := parent[b]; p != ""; p = parent[p] {
			if p == a {
				return true
			}
		}
		return false
	}
	phrases := make([]dedup.Phrases, len(s.Articles))
	member := make(map[string]bool, len(s.Articles))
	var toks []uint32
	for i, r := range s.Articles {
		toks = textproc.AppendWordHashes(toks[:0], r.Text)
		phrases[i] = dedup.NewPhrases(toks)
		member[r.ID] = true
	}
	passage := map[[2]string]dedup.Relation{} // both ways
	at := make(map[string]int, len(s.Articles))
	for i, r := range s.Articles {
		at[r.ID] = i
	}
	partners := make([][]int, len(s.Articles)) // by passage relations
	for _, r := range rels {
		if member[r.A] && member[r.B] {
			passage[[2]string{r.A, r.B}] = r
			passage[[2]string{r.B, r.A}] = r
			partners[at[r.A]] = append(partners[at[r.A]], at[r.B])
			partners[at[r.B]] = append(partners[at[r.B]], at[r.A])
		}
	}
	// Only the articles sharing a trigram with b, or a passage, can be
	// its sources: the index finds them without trying every pair.
	index := dedup.NewShareIndex(phrases)
	shareOf := map[int]float64{}
	var out []Derivation
	for i, b := range s.Articles {
		clear(shareOf)
		index.Shares(i, func(j int, share float64) { shareOf[j] = share })
		cands := slices.Collect(maps.Keys(shareOf))
		cands = append(cands, partners[i]...)
		slices.Sort(cands)
		cands = slices.Compact(cands)
		var mine []Derivation
		for _, j := range cands {
			a := s.Articles[j]
			if i == j {
				continue
			}
			if k := tree[a.ID]; k != 0 && k == tree[b.ID] {
				if !descends(b.ID, a.ID) {
					continue
				}
			} else if !mayBeSource(a, b) {
				continue
			}
			share := shareOf[j] // phrases[i].ShareIn(phrases[j])
			d := Derivation{Article: b.ID, From: a.ID, Degree: dedup.ReuseDegree(share), Share: share}
			if r, ok := passage[[2]string{a.ID, b.ID}]; ok {
				if deg, sh := r.DegreeOf(b.ID); deg > d.Degree || deg == d.Degree && sh > d.Share {
					d.Degree, d.Share = deg, sh
				}
			}
			if d.Degree != dedup.NotDerived {
				mine = append(mine, d)
			}
		}
		sort.SliceStable(mine, func(x, y int) bool { return mine[x].Share > mine[y].Share })
		out = append(out, mine...)
	}
	return out
}

// Derivations returns the derivations within a story, with the
// relations of the syndication view and the trees of the story's groups
// (StoryGroups).
func (syn Syndication) Derivations(s Story, groups []StoryGroup) []Derivation {
	var rels []dedup.Relation
	for _, a := range s.Articles {
		rels = append(rels, syn.to[a.ID]...)
	}
	trees := make([]provenance.Tree, len(groups))
	for i, g := range groups {
		trees[i] = g.Trace.Tree
	}
	return Derivations(s, rels, trees)
}

// StoryGroup is a syndication group as one story holds it: the group's
// id, its articles in the story (in the group's order) and their trace.
type StoryGroup struct {
	ID       string
	Articles []string
	Trace    Trace
}

// StoryGroups returns the syndication groups of syn with at least two
// articles in the story, each with its derivation trace (Derive).
func (pl *Pipeline) StoryGroups(ctx context.Context, syn Syndication, s Story) ([]StoryGroup, error) {
	in := make(map[string]bool, len(s.Articles))
	for _, a := range s.Articles {
		in[a.ID] = true
	}
	var out []StoryGroup
	for _, g := range syn.Groups {
		var ids []string
		for _, id := range g.Articles {
			if in[id] {
				ids = append(ids, id)
			}
		}
		if len(ids) < 2 {
			continue
		}
		tr, err := pl.Derive(ctx, g.ID, ids)
		if err != nil {
			return nil, err
		}
		out = append(out, StoryGroup{ID: g.ID, Articles: ids, Trace: tr})
	}
	return out, nil
}

// mayBeSource reports whether article a may be the source of b. Their
// dates decide when both have one and they differ; otherwise their
// credits do, as syndication runs: an outlet's republication of an
// agency's text is never the source of that agency's own text (the
// agency's texts being those credited to it and published by it or by
// no outlet named); otherwise the order of ingest.
func mayBeSource(a, b *store.Row) bool {
	switch dateOrder(a.Date, b.Date) {
	case -1:
		return daysApart(a.Date, b.Date) <= maxRewriteDays
	case 1:
		return false
	}
	switch {
	case agencyText(b) && republishes(a, b.Credit):
		return false
	case agencyText(a) && republishes(b, a.Credit):
		return true
	}
	return a.Seq < b.Seq
}

// maxRewriteDays is the most days a rewrite is published after its
// source: newspapers run the wire's copy the same day or the next, a
// weekly within a few days. Two reports of one story months apart that
// share phrases quote the same people or the same background; neither
// was written from the other.
const maxRewriteDays = 3

// daysApart is the number of whole days between the days of two dates
// or times (0 when either cannot be read).
func daysApart(da, db string) int {
	ta, errA := time.Parse(time.DateOnly, da[:min(len(da), 10)])
	tb, errB := time.Parse(time.DateOnly, db[:min(len(db), 10)])
	if errA != nil || errB != nil {
		return 0
	}
	return int(tb.Sub(ta).Hours()/24 + 0.5)
}

// agencyText reports whether r is a wire agency's own text.
func agencyText(r *store.Row) bool {
	return r.Credit != "" && (r.Source == "" || article.CanonicalAgency(r.Source) == r.Credit)
}

// republishes reports whether r is an outlet's republication of a text
// of agency.
func republishes(r *store.Row, agency string) bool {
	return agency != "" && r.Credit == agency && r.Source != "" && article.CanonicalAgency(r.Source) != agency
}

// dateOrder compares two publication dates or times: -1 when da is
// earlier, 1 when later, 0 when either is unknown, they are equal, or one
// is a date and the other a time of the same day.
func dateOrder(da, db string) int {
	switch {
	case da == "" || db == "" || da == db:
		return 0
	case len(da) != len(db) && da[:min(len(da), 10)] == db[:min(len(db), 10)]:
		return 0
	case da < db:
		return -1
	}
	return 1
}
