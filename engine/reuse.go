package engine

// Reuse within a story. The dedup stage relates texts that share
// verbatim passages; a newspaper's rewrite of a wire story shares its
// facts and phrases but few long runs, so it is measured here, between
// the articles the story stage has already put together
// (dedup.MeasureReuse). Each article is measured against every article
// of its story published no later than it (an article dated after
// another cannot be its source); its sources are those from which a
// share of it at least partially derives.

import (
	"sort"

	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/textproc"
)

// Derivation says that an article derives, to a degree, from an earlier
// article of its story.
type Derivation struct {
	Article, From string
	Degree        dedup.Degree
	// Share is the share of Article's words in phrases From also has
	// (dedup.Reuse), or in passages it shares with From when a dedup
	// relation between them says more.
	Share float64
}

// Derivations returns, for each article of the story, the earlier
// articles of the story it derives from, the strongest first, articles
// in story order.
//
// rels are dedup relations; those between the story's articles are used.
func Derivations(s Story, rels []dedup.Relation) []Derivation {
	phrases := make([]dedup.Phrases, len(s.Articles))
	member := make(map[string]bool, len(s.Articles))
	var toks []uint32
	for i, r := range s.Articles {
		toks = textproc.AppendWordHashes(toks[:0], r.Text)
		phrases[i] = dedup.NewPhrases(toks)
		member[r.ID] = true
	}
	passage := map[[2]string]dedup.Relation{} // both ways
	for _, r := range rels {
		if member[r.A] && member[r.B] {
			passage[[2]string{r.A, r.B}] = r
			passage[[2]string{r.B, r.A}] = r
		}
	}
	var out []Derivation
	for i, b := range s.Articles {
		var mine []Derivation
		for j, a := range s.Articles {
			if i == j || !publishedBefore(a.Date, a.Seq, b.Date, b.Seq) {
				continue
			}
			share := phrases[i].ShareIn(phrases[j])
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
// relations of the syndication view (Derivations).
func (syn Syndication) Derivations(s Story) []Derivation {
	var rels []dedup.Relation
	for _, a := range s.Articles {
		rels = append(rels, syn.to[a.ID]...)
	}
	return Derivations(s, rels)
}

// publishedBefore reports whether an article dated da (ingested as sa)
// may be the source of one dated db (sb): not dated after it, and when
// the dates are equal or unknown, ingested first.
func publishedBefore(da string, sa int64, db string, sb int64) bool {
	switch {
	case da == "" || db == "" || da == db:
		return sa < sb
	case len(da) != len(db) && da[:min(len(da), 10)] == db[:min(len(db), 10)]:
		return sa < sb // a date and a time of the same day
	}
	return da < db
}
