package server

import "testing"

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
