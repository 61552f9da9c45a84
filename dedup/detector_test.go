package dedup_test

import (
	"crypto/sha256"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/textproc"
)

// TestKeepTokens: a detector that holds the tokens of only a few
// articles, reading older candidates again through Load, relates every
// article exactly as one that holds them all; and so does one that reads
// each batch's candidates at once beforehand (Plan, Use), which then
// reads few of them one by one — also when the batch is planned before
// the batch ahead of it is added.
func TestKeepTokens(t *testing.T) {
	docs := eval.Synthesize(eval.Invent(40, 3, 60, 1), eval.SynthOptions{Level: eval.Medium, Seed: 3, MaxCopies: 8, Web: true, Dated: true, KeepDates: true})
	hash := func(text string) [32]byte { return sha256.Sum256([]byte(textproc.Normalize(text))) }
	const batch = 7
	for _, keep := range []int{1, 3, 50} {
		all, few, batched := dedup.NewDetector(), dedup.NewDetector(), dedup.NewDetector()
		loads, single, many := 0, 0, 0
		few.KeepTokens, batched.KeepTokens = keep, keep
		few.Load = func(doc uint32) (string, error) {
			loads++
			return docs[doc].Text, nil
		}
		batched.Load = func(doc uint32) (string, error) {
			single++
			return docs[doc].Text, nil
		}
		read := func(b *dedup.Batch) {
			ds := b.Want()
			if !slices.IsSorted(ds) {
				t.Errorf("a batch asks for %v, not in order", ds)
			}
			for _, d := range ds {
				if int(d) >= batched.Len() {
					t.Fatalf("a batch asks for doc %d of %d", d, batched.Len())
				}
				many++
				b.Read(d, docs[d].Text)
			}
		}
		plan := func(i int) *dedup.Batch {
			var texts []string
			for _, n := range docs[i:min(i+batch, len(docs))] {
				texts = append(texts, n.Text)
			}
			b := batched.Plan(texts)
			read(b)
			return b
		}
		// The batch ahead is planned before this one is added, as an
		// ingest does; the first is planned alone.
		var next *dedup.Batch
		for i, d := range docs {
			if i%batch == 0 {
				cur := next
				if cur == nil {
					cur = plan(i)
				}
				next = nil
				if i+batch < len(docs) {
					next = plan(i + batch)
				}
				batched.Use(cur)
			}
			_, want, err := all.Add(d.ID, hash(d.Text), d.Text)
			if err != nil {
				t.Fatal(err)
			}
			for _, det := range []*dedup.Detector{few, batched} {
				_, got, err := det.Add(d.ID, hash(d.Text), d.Text)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("keep %d: %s relates as %v; holding every text, %v", keep, d.ID, got, want)
				}
			}
		}
		t.Logf("keep %d of %d articles' tokens: %d loads; batched: %d read beforehand, %d one by one", keep, len(docs), loads, many, single)
		if keep < 10 && loads == 0 {
			t.Errorf("keep %d: no candidate was read again", keep)
		}
		if keep < 10 && (many == 0 || single >= loads) {
			t.Errorf("keep %d: %d candidates read beforehand, %d one by one (%d without a batch)", keep, many, single, loads)
		}
	}
}

// TestExactCopies: an exact copy of a text too short for a sample is
// found by its body hash alone, related to the first copies before it,
// up to 32 of them, in order, whether the earlier ones were added in
// this process or restored. (A longer text's later copies are also
// found through the index.)
func TestExactCopies(t *testing.T) {
	text := "Rain is expected."
	if n := len(dedup.Sign(textproc.AppendWordHashes(nil, text)).Samples); n != 0 {
		t.Fatalf("the text has %d samples, want none", n)
	}
	hash := sha256.Sum256([]byte(textproc.Normalize(text)))
	for _, tc := range []struct {
		name             string
		restored, copies int
	}{
		{"one", 0, 1},
		{"two", 0, 2},
		{"past the bound", 0, 40},
		{"restored first", 5, 3},
		{"restored past the bound", 35, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := dedup.NewDetector()
			d.Load = func(uint32) (string, error) { return text, nil }
			var ids []string
			for i := range tc.restored {
				id := fmt.Sprintf("r%d", i)
				d.Restore(id, hash, dedup.Sign(textproc.AppendWordHashes(nil, text)))
				ids = append(ids, id)
			}
			for i := range tc.copies {
				id := fmt.Sprintf("c%d", i)
				_, rels, err := d.Add(id, hash, text)
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, r := range rels {
					if r.Kind != dedup.Exact {
						t.Errorf("%s: %v relation to %s, want only exact copies", id, r.Kind, r.A)
					}
					got = append(got, r.A)
				}
				want := ids[:min(len(ids), 32)]
				if !slices.Equal(got, want) {
					t.Errorf("%s: exact copy of %v, want %v", id, got, want)
				}
				ids = append(ids, id)
			}
		})
	}
}
