package eval

import (
	"crypto/sha256"

	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/textproc"
)

// StorywireReuse runs the dedup stage over all the articles of the set, in
// file order and without their stories, and judges each newspaper text by
// its strongest relation to a wire text of its own story.
func StorywireReuse(s *ReuseSet) []Judgment {
	det := dedup.NewDetector()
	byID := map[string]ReuseArticle{}
	best := map[string]Judgment{}
	for _, a := range s.Articles {
		byID[a.ID] = a
		if _, ok := s.Labels[a.ID]; ok {
			best[a.ID] = Judgment{ID: a.ID, Label: s.Labels[a.ID], Pred: NonDerived, Words: textproc.CountWords(a.Text)}
		}
	}
	consider := func(r dedup.Relation, np, wire string) {
		j, ok := best[np]
		if !ok || !byID[wire].Wire || byID[wire].Cluster != byID[np].Cluster {
			return
		}
		d, share := r.DegreeOf(np)
		if d == dedup.NotDerived {
			return
		}
		if j.Source == "" || share > j.Share {
			j.Pred, j.Share, j.Source = d.String(), share, wire
			best[np] = j
		}
	}
	for _, a := range s.Articles {
		hash := sha256.Sum256(textproc.AppendNormalized(nil, a.Text))
		_, rels, _ := det.Add(a.ID, hash, a.Text)
		for _, r := range rels {
			consider(r, r.A, r.B)
			consider(r, r.B, r.A)
		}
	}
	out := make([]Judgment, 0, len(best))
	for _, a := range s.Articles {
		if j, ok := best[a.ID]; ok {
			out = append(out, j)
		}
	}
	return out
}
