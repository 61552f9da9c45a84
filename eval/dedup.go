package eval

import (
	"crypto/sha256"
	"time"

	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/textproc"
)

// DedupResult is the score of the dedup stage on a synthetic set.
type DedupResult struct {
	Level     Level
	Articles  int
	Families  int
	Scores    PairScores
	Relations int
	Seconds   float64
}

// ScoreDedup runs the dedup detector over docs in order and scores its
// syndication groups against the families.
func ScoreDedup(docs []Doc) DedupResult {
	start := time.Now()
	det := dedup.NewDetector()
	ids := make([]string, len(docs))
	var rels []dedup.Relation
	truth := make(map[string]string, len(docs))
	for i, d := range docs {
		ids[i] = d.ID
		truth[d.ID] = d.Family
		hash := sha256.Sum256(textproc.AppendNormalized(nil, d.Text))
		_, rs, _ := det.Add(d.ID, hash, d.Text)
		rels = append(rels, rs...)
	}
	pred := map[string]string{}
	for _, g := range dedup.Groups(ids, rels, det.Holds) {
		for _, id := range g.Articles {
			pred[id] = g.ID
		}
	}
	fam := map[string]bool{}
	for _, f := range truth {
		fam[f] = true
	}
	return DedupResult{Articles: len(docs), Families: len(fam), Scores: ComparePartitions(truth, pred),
		Relations: len(rels), Seconds: time.Since(start).Seconds()}
}
