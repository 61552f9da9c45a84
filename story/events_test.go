package story

import (
	"slices"
	"testing"
)

func TestArgsOf(t *testing.T) {
	voc := newVocabulary()
	a := argsOf("Wladimir Klitschko stopped Tony Thompson on Saturday in Bern. The champion said in July he would fight again.", voc)
	var lead []string
	for _, x := range a.lead {
		lead = append(lead, voc.stems[x])
	}
	slices.Sort(lead)
	// the sentence-initial word is no name; weekdays and months are none
	want := []string{"bern", "klitschko", "thompson", "toni"}
	if !slices.Equal(lead, want) {
		t.Errorf("lead names %v, want %v", lead, want)
	}
}

// TestConflict: two groups are different events only when each has a
// name most of its leads give and the other never mentions.
func TestConflict(t *testing.T) {
	voc := newVocabulary()
	rahman := "Champion Wladimir Klitschko stopped Hasim Rahman in the seventh round in Mannheim."
	thompson := "Champion Wladimir Klitschko stopped Tony Thompson in the sixth round in Bern."
	both := "Champion Wladimir Klitschko stopped Tony Thompson in Bern, four years after he beat Hasim Rahman in Mannheim."
	later := "Champion Wladimir Klitschko, who stopped Hasim Rahman, said he would fight again in Mannheim."
	var nodes []node
	var texts [][]int
	add := func(s string) int {
		nodes = append(nodes, node{args: argsOf(s, voc)})
		texts = append(texts, []int{len(nodes) - 1})
		return len(nodes) - 1
	}
	r := []int{add(rahman), add(rahman), add(rahman)}
	th := []int{add(thompson), add(thompson), add(thompson)}
	b := add(both)
	l := add(later)
	oneR := add("Champion Wladimir Klitschko stopped Rahman in the seventh round in Bern.")
	oneT := add("Champion Wladimir Klitschko stopped Thompson in the sixth round in Bern.")
	tests := []struct {
		name string
		g, h []int
		want bool
	}{
		{"two fights", r, th, true},
		{"one side mentions the other's opponent", r, append(slices.Clone(th[:2]), b), false},
		{"a later report of the same fight", r, []int{l, l, l}, false},
		{"pairs apart by two names each way", r[:2], th[:2], true},
		{"pairs with one name each way are not", []int{oneR, oneR}, []int{oneT, oneT}, false},
		{"a single text is never an event of its own", r[:1], th, false},
	}
	for _, tt := range tests {
		if got := conflict(tt.g, tt.h, nodes, texts); got != tt.want {
			t.Errorf("%s: conflict = %v, want %v", tt.name, got, tt.want)
		}
	}
}
