package eval

import (
	"math"
	"testing"
)

func TestScoreReuse(t *testing.T) {
	js := []Judgment{
		{Label: Wholly, Pred: Wholly, Words: 50},
		{Label: Wholly, Pred: Partially, Words: 300},
		{Label: Partially, Pred: Partially, Words: 80},
		{Label: Partially, Pred: NonDerived, Words: 90},
		{Label: NonDerived, Pred: Partially, Words: 200},
		{Label: NonDerived, Pred: NonDerived, Words: 200},
	}
	s := ScoreReuse(js)
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"precision", s.Precision, 3.0 / 4},
		{"recall", s.Recall, 3.0 / 4},
		{"F1", s.F1, 3.0 / 4},
		{"wholly F1", s.PerLabel[Wholly], 2.0 / 3},
		{"partially F1", s.PerLabel[Partially], 2 * 1.0 / 3 * 1.0 / 2 / (1.0/3 + 1.0/2)},
		{"non-derived F1", s.PerLabel[NonDerived], 1.0 / 2},
		{"short recall", s.ShortRecall, 2.0 / 3},
	} {
		if math.Abs(c.got-c.want) > 1e-9 {
			t.Errorf("%s = %.4f, want %.4f", c.name, c.got, c.want)
		}
	}
	if s.Short != 3 {
		t.Errorf("short = %d, want 3", s.Short)
	}
}
