package server

import (
	"fmt"
	"testing"

	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/facts"
)

// The passage behind a summary sentence is the article's closest
// sentence, run on through the paragraph when the summary sentence is a
// speaker's quotation taken with the sentence before it.
func TestClosestSentence(t *testing.T) {
	text := "The storm eased on Friday.\n\n“The waves were higher than ever,” Dask said. “We will keep searching through the night.” Divers joined later.\n\nThe ferry sank."
	for _, tc := range []struct{ target, want string }{
		{"The ferry sank.", "The ferry sank."},
		{"“The waves were higher than ever,” Dask said.", "“The waves were higher than ever,” Dask said."},
		{"“The waves were higher than ever,” Dask said. “We will keep searching through the night.”",
			"“The waves were higher than ever,” Dask said. “We will keep searching through the night.”"},
	} {
		if got := closestSentence(text, tc.target); got != tc.want {
			t.Errorf("closestSentence(%q) = %q, want %q", tc.target, got, tc.want)
		}
	}
}

// TestTimelineUndatedRow: on a dated timeline, a source none of whose
// articles is dated keeps its row and says it is undated, rather than
// showing an empty row.
func TestTimelineUndatedRow(t *testing.T) {
	arts := []articleRef{
		{ID: "a", Date: "2026-03-12T18:05:00Z", Color: 0},
		{ID: "b", Color: 1},
		{ID: "c", Date: "2026-03-13T00:00:00Z", Color: 2},
	}
	tl := makeTimeline(arts, func(c int) string { return fmt.Sprint("source ", c) })
	for _, r := range tl.Rows {
		if r.Undated != (r.Color == 1) {
			t.Errorf("row %q: undated %v", r.Label, r.Undated)
		}
	}
	if len(tl.Dots) != 2 {
		t.Errorf("%d dots, want the two dated articles", len(tl.Dots))
	}
	// the tick labels' baseline leaves room below it for the tails of
	// "May" and "Aug", which the picture's bottom edge would cut
	if tl.TickY <= tl.AxisY || tl.Height-tl.TickY < 3 {
		t.Errorf("ticks at %d, axis at %d, picture %d high: no room for the labels' descenders", tl.TickY, tl.AxisY, tl.Height)
	}
	undated := makeTimeline(arts[1:2], func(int) string { return "only" })
	if undated.Dated || undated.Rows[0].Undated {
		t.Error("a timeline of undated articles (shown by arrival) marks its row undated")
	}
}

// TestShownFacts: a story page lists every figure two sources give,
// agreements past the first few folded away, disagreements never.
func TestShownFacts(t *testing.T) {
	var gs []engine.FactGroup
	for i := range 11 {
		v := facts.Agree
		if i == 10 {
			v = facts.Conflict // sorted last here: still shown
		}
		gs = append(gs, engine.FactGroup{Group: facts.Group{Thing: "dollars", Verdict: v}})
	}
	gs = append(gs, engine.FactGroup{Group: facts.Group{Thing: "ship", Verdict: facts.SingleSource}})
	got := funcs["shown"].(func([]engine.FactGroup) struct{ Main, More []engine.FactGroup })(gs)
	if len(got.Main) != shownAgreements+1 || len(got.More) != 10-shownAgreements {
		t.Fatalf("shown: %d listed, %d folded; want %d and %d", len(got.Main), len(got.More), shownAgreements+1, 10-shownAgreements)
	}
	if got.Main[len(got.Main)-1].Verdict != facts.Conflict {
		t.Errorf("the conflict is folded away: %+v", got.Main)
	}
}
