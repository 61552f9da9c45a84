package server

import (
	"fmt"
	"testing"
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
	undated := makeTimeline(arts[1:2], func(int) string { return "only" })
	if undated.Dated || undated.Rows[0].Undated {
		t.Error("a timeline of undated articles (shown by arrival) marks its row undated")
	}
}
