package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/storywire/storywire/eval"
)

// TestReuseMeterDev guards storywire's reuse judgments on meter-dev:
// above the trigram baseline that is told the stories, and short texts
// found.
func TestReuseMeterDev(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "data", "meter-dev")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("../shared/data/meter-dev not present: skipping")
	}
	set, err := eval.ReadReuseSet(dir)
	if err != nil {
		t.Fatal(err)
	}
	js, err := storywireReuse(set, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	sw := eval.ScoreReuse(js)
	base := eval.ScoreReuse(eval.TrigramBaseline(set, eval.BaselineDerived, eval.BaselineWholly))
	t.Logf("storywire F1 %.3f macro %.3f short %.3f; baseline F1 %.3f macro %.3f", sw.F1, sw.Macro3, sw.ShortRecall, base.F1, base.Macro3)
	if sw.F1 < base.F1+0.02 {
		t.Errorf("binary F1 %.3f, not 0.02 above the baseline's %.3f", sw.F1, base.F1)
	}
	if sw.ShortRecall < 0.8 {
		t.Errorf("recall on texts under 100 words %.3f < 0.8", sw.ShortRecall)
	}
	if sw.Macro3 < base.Macro3 {
		t.Errorf("3-way macro F1 %.3f below the baseline's %.3f", sw.Macro3, base.Macro3)
	}
}
