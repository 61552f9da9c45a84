package engine

import (
	"context"
	"encoding/json"

	"github.com/storywire/storywire/facts"
)

// Facts compares the facts of a story's articles, with the name aliases
// the alignment stage has learned from substitutions anywhere in the
// store ("Daesh" standing for "Islamic State").
func (pl *Pipeline) Facts(ctx context.Context, s Story) (facts.Report, error) {
	aliases, err := pl.Aliases(ctx)
	if err != nil {
		return facts.Report{}, err
	}
	seqs := make([]int64, len(s.Articles))
	for i, a := range s.Articles {
		seqs[i] = a.Seq
	}
	stored, err := pl.st.Facts(ctx, seqs)
	if err != nil {
		return facts.Report{}, err
	}
	docs := make([]facts.Doc, len(s.Articles))
	missing := map[int64][]byte{}
	for i, a := range s.Articles {
		docs[i] = facts.Doc{ID: a.ID, Group: s.Group[a.ID], Text: a.Text}
		var x facts.Extraction
		if b, ok := stored[a.Seq]; ok && json.Unmarshal(b, &x) == nil {
			docs[i].Extracted = &x
			continue
		}
		// Extracted on first read and kept: ingest does not pay for
		// facts of articles no one reads.
		x = facts.Extract(a.Text)
		docs[i].Extracted = &x
		b, err := json.Marshal(x)
		if err != nil {
			return facts.Report{}, err
		}
		missing[a.Seq] = b
	}
	if err := pl.st.PutFacts(ctx, missing); err != nil {
		return facts.Report{}, err
	}
	return facts.Compare(docs, aliases), nil
}

// Aliases returns the names copies substituted for their original's,
// mapped to the original's name: what outlets call a thing → what the
// wire called it. A name substituted both ways keeps the more frequent
// direction.
func (pl *Pipeline) Aliases(ctx context.Context) (map[string]string, error) {
	rels, err := pl.st.Relations(ctx)
	if err != nil {
		return nil, err
	}
	count := map[[2]string]int{}
	for _, r := range rels {
		for _, s := range r.Subs {
			if IsName(s.From) && IsName(s.To) && len(s.From) < 60 && len(s.To) < 60 {
				count[[2]string{s.To, s.From}] += s.N
			}
		}
	}
	out := map[string]string{}
	for k, n := range count {
		to, from := k[0], k[1]
		if count[[2]string{from, to}] > n { // the other direction wins
			continue
		}
		if prev, ok := out[to]; !ok || count[[2]string{to, prev}] < n {
			out[to] = from
		}
	}
	return out, nil
}
