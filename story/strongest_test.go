package story

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestStrongest checks the quickselect against a full sort, with ties.
func TestStrongest(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for trial := range 500 {
		n := r.IntN(80)
		ts := make([]termWeight, n)
		for i := range ts {
			ts[i] = termWeight{term(i), float64(r.IntN(8))} // many ties
		}
		want := slices.Clone(ts)
		slices.SortFunc(want, func(a, b termWeight) int {
			if before(a, b) {
				return -1
			}
			return 1
		})
		k := r.IntN(n + 2)
		got := strongest(slices.Clone(ts), k)
		if len(want) > k {
			want = want[:k]
		}
		if !slices.Equal(got, want) {
			t.Fatalf("trial %d (n=%d k=%d): got %v want %v", trial, n, k, got, want)
		}
	}
}
