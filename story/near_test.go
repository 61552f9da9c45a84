package story

import (
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// TestEachNearIsExact checks the neighbour search, with its index
// pruning and time window, against every pair compared directly: the
// same neighbours of each node at the same weights. The vectors are
// drawn as texts give them: a Zipf-like vocabulary (common words in most
// vectors), unit length, and spans of days over six years, some undated.
func TestEachNearIsExact(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	zipf := rand.NewZipf(r, 1.1, 2, 3000)
	base := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	var nodes []node
	var raw []map[term]float64
	for range 1000 {
		vec := map[term]float64{}
		for range 10 + r.IntN(60) {
			k := zipf.Uint64() // weighted as tf-idf weighs it: common words little
			vec[term(k)] += (0.2 + r.Float64()) * math.Log(2+float64(k))
		}
		if len(raw) > 0 && r.IntN(4) == 0 { // a report of an earlier one's event: shares its words
			for t, w := range raw[r.IntN(max(1, len(raw)))] {
				if r.IntN(3) > 0 {
					vec[t] += w
				}
			}
		}
		raw = append(raw, maps.Clone(vec))
		norm := 0.0
		for _, w := range vec {
			norm += w * w
		}
		for t, w := range vec {
			vec[t] = w / math.Sqrt(norm)
		}
		nd := node{vec: vec}
		if r.IntN(10) > 0 {
			nd.first = base.AddDate(0, 0, r.IntN(6*365))
			nd.last = nd.first.AddDate(0, 0, r.IntN(3)*r.IntN(40))
		}
		nodes = append(nodes, nd)
	}
	for _, least := range []float64{0.05, 0.1, 0.3} {
		want := make([][]edge, len(nodes)) // every node at least least alike
		for i, a := range nodes {
			for j, b := range nodes {
				if i == j {
					continue
				}
				d := 0.0
				for t, w := range a.vec {
					d += w * b.vec[t]
				}
				if w := d * spanFactor(a.first, a.last, b.first, b.last); w >= least {
					want[i] = append(want[i], edge{int32(j), w})
				}
			}
		}
		for _, k := range []int{-1, 0, 1, 8} {
			heaviest := func(es []edge) []float64 {
				var ws []float64
				for _, e := range es {
					ws = append(ws, e.w)
				}
				slices.Sort(ws)
				slices.Reverse(ws)
				if k >= 0 {
					ws = ws[:min(k, len(ws))]
				}
				return ws
			}
			pairs := 0
			eachNear(nodes, least, k, func(i int32, near []edge) {
				gw, ww := heaviest(near), heaviest(want[i])
				if len(gw) != len(ww) {
					t.Fatalf("least %v, k %d: node %d has %d neighbours, want %d", least, k, i, len(gw), len(ww))
				}
				for n := range gw {
					if math.Abs(gw[n]-ww[n]) > 1e-9 {
						t.Fatalf("least %v, k %d: node %d's neighbour %d weighs %.6f, want %.6f", least, k, i, n, gw[n], ww[n])
					}
				}
				for _, e := range near {
					j := slices.IndexFunc(want[i], func(x edge) bool { return x.to == e.to })
					if j < 0 || math.Abs(want[i][j].w-e.w) > 1e-9 {
						t.Fatalf("least %v, k %d: node %d–%d at %.6f is no neighbour at that weight", least, k, i, e.to, e.w)
					}
				}
				pairs += len(gw)
			})
			t.Logf("least %v, k %d: %d neighbour pairs", least, k, pairs)
		}
	}
}

// TestDayFactors: the time factor of a whole-day gap read from the table
// is decay's to the bit, and other gaps still go through decay.
func TestDayFactors(t *testing.T) {
	for _, g := range []time.Duration{0, 24 * time.Hour, 3 * 24 * time.Hour, 500 * 24 * time.Hour, 1023 * 24 * time.Hour, 1024 * 24 * time.Hour, 36 * time.Hour, 5000 * 24 * time.Hour} {
		if got, want := timeFactorOf(g, true), decay(g.Hours()/24, timeScale); got != want {
			t.Errorf("gap %v: %v, want %v", g, got, want)
		}
	}
	if timeFactorOf(time.Hour, false) != 1 {
		t.Error("an undated gap is discounted")
	}
}
