package unionfind

import "testing"

func TestSets(t *testing.T) {
	for _, tc := range []struct {
		joins [][2]int
		want  []int
	}{
		{nil, []int{0, 1, 2, 3, 4}},
		{[][2]int{{3, 4}, {1, 3}}, []int{0, 1, 2, 1, 1}},
		{[][2]int{{4, 3}, {3, 2}, {2, 1}, {1, 0}}, []int{0, 0, 0, 0, 0}},
		{[][2]int{{0, 4}, {2, 4}, {2, 2}}, []int{0, 1, 0, 3, 0}},
	} {
		s := New(5)
		for _, j := range tc.joins {
			s.Join(j[0], j[1])
		}
		for i, w := range tc.want {
			if got := s.Find(i); got != w {
				t.Errorf("joins %v: Find(%d) = %d, want %d", tc.joins, i, got, w)
			}
		}
	}
}
