package textproc

import (
	"slices"
	"testing"
)

func TestGramIndex(t *testing.T) {
	b := []uint32{1, 2, 3, 9, 1, 2, 3, 7, 1, 2}
	var x GramIndex
	for _, c := range []struct {
		query []uint32
		want  []int32
	}{
		{[]uint32{1, 2, 3}, []int32{0, 4}}, // every position, in order
		{[]uint32{2, 3, 7}, []int32{5}},
		{[]uint32{3, 3, 3}, nil},
		{[]uint32{7, 1, 2}, []int32{7}}, // the last full gram
	} {
		x.Reset(b, 3)
		var got []int32
		for j := x.First(c.query, 0); j >= 0; j = x.Next(j) {
			if slices.Equal(b[j:j+3], c.query) {
				got = append(got, j)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%v: positions %v; want %v", c.query, got, c.want)
		}
	}
	// reuse with a shorter sequence forgets the longer one
	x.Reset([]uint32{4, 5, 6}, 3)
	if j := x.First([]uint32{1, 2, 3}, 0); j >= 0 {
		t.Errorf("stale position %d after Reset", j)
	}
	if j := x.First([]uint32{4, 5, 6}, 0); j != 0 {
		t.Errorf("First = %d; want 0", j)
	}
	if allocs := testing.AllocsPerRun(10, func() { x.Reset(b[:3], 3) }); allocs != 0 {
		t.Errorf("Reset of a reused index allocates %.0f times", allocs)
	}
}
