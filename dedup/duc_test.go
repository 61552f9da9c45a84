package dedup

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/internal/shared"
	"github.com/storywire/storywire/textproc"
)

type labelledPair struct {
	ID1, ID2 string
	Label    string
	Jaccard  float64
	Note     string
}

func loadDUC(t *testing.T) ([]*article.Article, []labelledPair) {
	dir := shared.Path(t, "data/duc2003")
	data, err := os.ReadFile(dir + "/neardup_pairs.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var pairs []labelledPair
	for l := range strings.SplitSeq(strings.TrimSpace(string(data)), "\n") {
		var p labelledPair
		if err := json.Unmarshal([]byte(l), &p); err != nil {
			t.Fatal(err)
		}
		pairs = append(pairs, p)
	}
	var arts []*article.Article
	seen := map[string]bool{}
	for a, err := range article.Read([]string{dir + "/articles.jsonl"}, nil) {
		if err != nil {
			t.Fatal(err)
		}
		if !seen[a.ID] {
			seen[a.ID] = true
			arts = append(arts, a)
		}
	}
	return arts, pairs
}

func pairKey(a, b string) string {
	if a > b {
		a, b = b, a
	}
	return a + "|" + b
}

// compatible says whether a reported kind agrees with a DUC label.
func compatible(label string, k Kind) bool {
	switch label {
	case "exact":
		return k == Exact
	case "near-duplicate":
		return k == NearDuplicate
	case "containment":
		return k == Contains || k == ContainedBy
	case "update":
		return k == Update
	}
	return k == None || k == SharesPassages
}

// TestDUCLabelledPairs scores the detector on the hand-labelled DUC 2003
// pairs: copies must be found, their kind must agree with the label, and
// separately written same-story pairs must never be called copies.
func TestDUCLabelledPairs(t *testing.T) {
	arts, pairs := loadDUC(t)
	d := NewDetector()
	got := map[string]Relation{}
	for _, a := range arts {
		_, rs, _ := d.Add(a.ID, a.Hash, a.Text)
		for _, r := range rs {
			got[pairKey(r.A, r.B)] = r
		}
	}
	found, agree, total := map[string]int{}, 0, 0
	byLabel := map[string]int{}
	for _, p := range pairs {
		r, ok := got[pairKey(p.ID1, p.ID2)]
		byLabel[p.Label]++
		if p.Label == "same-story" || p.Label == "different" {
			if ok && r.Kind.Copying() {
				t.Errorf("%s pair %s %s reported as %s", p.Label, p.ID1, p.ID2, r.Kind)
			}
			continue
		}
		total++
		if ok {
			found[p.Label]++
		}
		if compatible(p.Label, r.Kind) {
			agree++
		} else {
			t.Logf("label %s, reported %s: %s %s (%s)", p.Label, r.Kind, p.ID1, p.ID2, p.Note)
		}
	}
	for _, l := range []string{"exact", "near-duplicate", "containment", "update"} {
		if rec := float64(found[l]) / float64(byLabel[l]); rec < 0.98 {
			t.Errorf("recall on %s pairs %.3f (%d/%d); want >= 0.98", l, rec, found[l], byLabel[l])
		}
	}
	if a := float64(agree) / float64(total); a < 0.9 {
		t.Errorf("kind agrees with the label on %.3f of copy pairs; want >= 0.9", a)
	} else {
		t.Logf("kind agrees with the label on %d of %d copy pairs (%.3f)", agree, total, a)
	}
}

// TestOverlapJaccard checks the passage-based Jaccard against the exact
// set computation on the DUC pairs.
func TestOverlapJaccard(t *testing.T) {
	arts, pairs := loadDUC(t)
	toks := map[string][]uint32{}
	for _, a := range arts {
		toks[a.ID] = textproc.AppendWordHashes(nil, a.Text)
	}
	for _, p := range pairs {
		a, b := toks[p.ID1], toks[p.ID2]
		exact, est := setJaccard(a, b, 5), Compare(a, b).Jaccard()
		if d := exact - est; d > 0.02 || d < -0.02 {
			t.Errorf("%s %s: passage Jaccard %.3f, set Jaccard %.3f, labelled %.3f", p.ID1, p.ID2, est, exact, p.Jaccard)
		}
	}
}

// setJaccard is the Jaccard similarity of the sets of word k-grams of a
// and b, computed on the sets: the reference for Overlap.Jaccard.
func setJaccard(a, b []uint32, k int) float64 {
	return jaccardSorted(kgramSet(a, k), kgramSet(b, k))
}

// kgramSet returns the sorted, distinct hashes of the k-grams of t.
func kgramSet(t []uint32, k int) []uint64 {
	if len(t) < k {
		return nil
	}
	out := make([]uint64, 0, len(t)-k+1)
	for i := 0; i+k <= len(t); i++ {
		h := uint64(14695981039346656037)
		for _, x := range t[i : i+k] {
			h = (h ^ uint64(x)) * 1099511628211
		}
		out = append(out, h)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// jaccardSorted is |a∩b| / |a∪b| for sorted, distinct a and b.
func jaccardSorted(a, b []uint64) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	inter := 0
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] < b[j]:
			i++
		case a[i] > b[j]:
			j++
		default:
			inter++
			i++
			j++
		}
	}
	return float64(inter) / float64(len(a)+len(b)-inter)
}
