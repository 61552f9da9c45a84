package dedup_test

import (
	"crypto/sha256"
	"fmt"
	"reflect"
	"testing"

	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/textproc"
)

// TestBucketsRelateAsDetector: the bucket form of candidate finding
// (BucketPairs, RankCandidates, TopCandidates, Verifier.Relate: what the
// beam module runs, one bucket and one article at a time) gives every
// article exactly the relations Detector.Add gives it, on invented
// reports with web copies (per-site headers and footers, so that
// stop-samples appear part way through the stream), exact copies
// included. maxDF is zero (the Detector's own rule).
func TestBucketsRelateAsDetector(t *testing.T) {
	docs := eval.Synthesize(eval.Invent(60, 3, 60, 1), eval.SynthOptions{Level: eval.Medium, Seed: 2, MaxCopies: 12, Web: true, Dated: true, KeepDates: true})
	docs = append(docs, docs[:40]...) // exact copies under new ids
	for i := len(docs) - 40; i < len(docs); i++ {
		docs[i].ID += "-again"
	}
	hash := func(text string) [32]byte { return sha256.Sum256([]byte(textproc.Normalize(text))) }

	det := dedup.NewDetector()
	want := make([][]dedup.Relation, len(docs))
	for i, d := range docs {
		_, rels, err := det.Add(d.ID, hash(d.Text), d.Text)
		if err != nil {
			t.Fatal(err)
		}
		want[i] = rels
	}

	// The bucket form.
	toks := make([][]uint32, len(docs))
	sks := make([]dedup.Sketch, len(docs))
	buckets := map[uint32][]uint32{}
	byHash := map[[32]byte][]uint32{}
	sameHash := make([][]uint32, len(docs))
	for i, d := range docs {
		toks[i] = textproc.AppendWordHashes(nil, d.Text)
		sks[i] = dedup.Sign(toks[i])
		for _, s := range sks[i].Samples {
			buckets[s] = append(buckets[s], uint32(i))
		}
		h := hash(d.Text)
		sameHash[i] = byHash[h]
		byHash[h] = append(byHash[h], uint32(i))
	}
	proposed := make([]map[uint32][]uint32, len(docs))
	stops := make([]map[uint32]bool, len(docs))
	for s, b := range buckets {
		dedup.BucketPairs(b, 0, func(later, earlier uint32) {
			if proposed[later] == nil {
				proposed[later] = map[uint32][]uint32{}
			}
			proposed[later][earlier] = append(proposed[later][earlier], s)
		}, func(doc uint32) {
			if stops[doc] == nil {
				stops[doc] = map[uint32]bool{}
			}
			stops[doc][s] = true
		})
	}
	var v dedup.Verifier
	nStop, nRel := 0, 0
	for j, d := range docs {
		var shared []dedup.Shared
		for e, ss := range proposed[j] {
			shared = append(shared, dedup.Shared{Doc: e, Samples: ss})
		}
		ranked := dedup.RankCandidates(shared, dedup.MinShared(len(sks[j].Samples)))
		cands := make([]dedup.Candidate, len(ranked))
		samplesOf := map[uint32][]uint32{}
		for k, r := range ranked {
			cands[k] = dedup.Candidate{Doc: r.Doc, Shared: len(r.Samples)}
			samplesOf[r.Doc] = r.Samples
		}
		exact := dedup.ExactOf(sameHash[j])
		var earlier, exacts []dedup.Earlier
		for _, c := range dedup.TopCandidates(cands, exact) {
			earlier = append(earlier, dedup.Earlier{ID: docs[c.Doc].ID, Doc: c.Doc, Tokens: toks[c.Doc]})
		}
		for _, e := range exact {
			exacts = append(exacts, dedup.Earlier{ID: docs[e].ID, Doc: e})
		}
		st := stops[j]
		nStop += len(st)
		got := v.Relate(dedup.Subject{ID: d.ID, Doc: uint32(j), Text: d.Text, Tokens: toks[j], Stop: func(s uint32) bool { return st[s] },
			Shared: func(e uint32) []uint32 { return samplesOf[e] }}, exacts, earlier)
		nRel += len(got)
		if !reflect.DeepEqual(got, want[j]) {
			t.Fatalf("article %d (%s): buckets give\n%s\nthe detector\n%s", j, d.ID, show(got), show(want[j]))
		}
	}
	if nStop == 0 || nRel < len(docs)/2 {
		t.Fatalf("the fixture does not exercise the case: %d stop-sample marks, %d relations for %d articles", nStop, nRel, len(docs))
	}
	t.Logf("%d articles, %d relations, %d stop-sample marks: the same", len(docs), nRel, nStop)
}

func show(rels []dedup.Relation) string {
	s := ""
	for _, r := range rels {
		s += fmt.Sprintf("  %s %s %v shared %v\n", r.A, r.Kind, r.ContainedAInB, r.Shared)
	}
	return s
}
