package dedup_test

import (
	"crypto/sha256"
	"reflect"
	"testing"

	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/textproc"
)

// TestKeepTokens: a detector that holds the tokens of only a few
// articles, reading older candidates again through Load, relates every
// article exactly as one that holds them all.
func TestKeepTokens(t *testing.T) {
	docs := eval.Synthesize(eval.Invent(40, 3, 60, 1), eval.SynthOptions{Level: eval.Medium, Seed: 3, MaxCopies: 8, Web: true, Dated: true, KeepDates: true})
	hash := func(text string) [32]byte { return sha256.Sum256([]byte(textproc.Normalize(text))) }
	for _, keep := range []int{1, 3, 50} {
		all, few := dedup.NewDetector(), dedup.NewDetector()
		loads := 0
		few.KeepTokens = keep
		few.Load = func(doc uint32) (string, error) {
			loads++
			return docs[doc].Text, nil
		}
		for _, d := range docs {
			_, want, err := all.Add(d.ID, hash(d.Text), d.Text)
			if err != nil {
				t.Fatal(err)
			}
			_, got, err := few.Add(d.ID, hash(d.Text), d.Text)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("keep %d: %s relates as %v; holding every text, %v", keep, d.ID, got, want)
			}
		}
		t.Logf("keep %d of %d articles' tokens: %d loads", keep, len(docs), loads)
		if keep < 10 && loads == 0 {
			t.Errorf("keep %d: no candidate was read again", keep)
		}
	}
}
