package eval

import (
	"math"
	"testing"
)

func TestComparePartitions(t *testing.T) {
	tests := []struct {
		name        string
		truth, pred map[string]string
		p, r, ari   float64
	}{
		{"identical", map[string]string{"a": "1", "b": "1", "c": "2"}, map[string]string{"a": "x", "b": "x", "c": "y"}, 1, 1, 1},
		{"all singletons predicted", map[string]string{"a": "1", "b": "1", "c": "2", "d": "2"}, map[string]string{}, 1, 0, 0},
		{"one merge too many", map[string]string{"a": "1", "b": "1", "c": "2", "d": "2"}, map[string]string{"a": "x", "b": "x", "c": "x", "d": "y"}, 1.0 / 3, 0.5, 0}, // expected index 2*3/6 = 1 = observed
		// Hubert & Arabie's worked example values are hard to recompute by hand; this one is:
		// truth {a,b,c}{d,e}, pred {a,b}{c,d,e}: both 2, true 4, pred 4, all 10,
		// expected 1.6, max 4 → ARI = 0.4/2.4.
		{"split and merge", map[string]string{"a": "1", "b": "1", "c": "1", "d": "2", "e": "2"}, map[string]string{"a": "x", "b": "x", "c": "y", "d": "y", "e": "y"}, 0.5, 0.5, 0.4 / 2.4},
	}
	for _, tt := range tests {
		s := ComparePartitions(tt.truth, tt.pred)
		if math.Abs(s.Precision-tt.p) > 1e-9 || math.Abs(s.Recall-tt.r) > 1e-9 || math.Abs(s.ARI-tt.ari) > 1e-9 {
			t.Errorf("%s: P %.3f R %.3f ARI %.3f; want %.3f %.3f %.3f", tt.name, s.Precision, s.Recall, s.ARI, tt.p, tt.r, tt.ari)
		}
	}
}
