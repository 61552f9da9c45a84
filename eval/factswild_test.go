package eval

import (
	"slices"
	"testing"

	"github.com/storywire/storywire/facts"
)

func TestUnreadNumbers(t *testing.T) {
	text := "On Jan. 5, 2007, three of us saw 13 root servers fail; the attack lasted 12 hours, and 40 people were hurt."
	n, next := UnreadNumbers(text, facts.Extract(text).Quantities)
	// figures: three, 13, 12, 40 (the date and the year left out)
	if n != 4 {
		t.Errorf("%d figures, want 4 (unread before: %q)", n, next)
	}
	if !slices.Contains(next, "of") || slices.Contains(next, "people") {
		t.Errorf("unread followed by %q: want \"three of\" unread and \"40 people\" read", next)
	}
	if got := MostCommon([]string{"of", "hours", "of"}, 1); len(got) != 1 || got[0] != (WordCount{"of", 2}) {
		t.Errorf("MostCommon = %v", got)
	}
}
