package main

import (
	"math"
	"testing"
)

func TestLabelCeiling(t *testing.T) {
	type it struct {
		h      byte
		labels []string
	}
	for _, c := range []struct {
		name      string
		items     []it
		want      float64
		conflicts int
	}{
		{"clean", []it{{1, []string{"a"}}, {2, []string{"a"}}, {3, []string{"b"}}}, 1, 0},
		// two identical texts under a and b must share a cluster
		{"identical", []it{{1, []string{"a"}}, {1, []string{"b"}}, {2, []string{"a"}}, {3, []string{"b"}}}, 0, 2},
	} {
		var items []it
		items = append(items, c.items...)
		got, n := labelCeiling(items, func(x it) ([32]byte, []string) { return [32]byte{x.h}, x.labels })
		if n != c.conflicts {
			t.Errorf("%s: %d conflicting articles; want %d", c.name, n, c.conflicts)
		}
		if c.want == 1 && math.Abs(got-1) > 1e-9 || c.want == 0 && (got >= 1 || got <= 0.5) {
			t.Errorf("%s: ceiling %.4f", c.name, got)
		}
	}
}
