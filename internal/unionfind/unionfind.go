// Package unionfind is a union-find over the integers 0..n-1 whose sets
// are named by their least member, so that a set's name does not depend
// on the order of the joins: syndication groups, the texts of a story
// rebuild and classes of name aliases all use it.
package unionfind

// Sets is a partition of 0..n-1.
type Sets []int

// New returns n singletons.
func New(n int) Sets {
	s := make(Sets, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// Find returns the least member of i's set (halving the path to it).
func (s Sets) Find(i int) int {
	for s[i] != i {
		s[i] = s[s[i]]
		i = s[i]
	}
	return i
}

// Join merges the sets of a and b.
func (s Sets) Join(a, b int) {
	if ra, rb := s.Find(a), s.Find(b); ra != rb {
		s[max(ra, rb)] = min(ra, rb)
	}
}
