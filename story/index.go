package story

// index.go: the inverted index that finds a new article's candidate
// stories.
//
// Design. A story is listed under each of its strongest terms (indexTerms)
// once per period of periodDays that its span of dates touches; a story
// with no dated article is listed under its terms with no period. A
// dated article looks up its terms in the periods within reach of its
// date (Clusterer.reach: past it the time factor alone keeps the
// similarity below the threshold) and in the undated lists; an undated
// article, which no time factor discounts, in every period. So the
// stories an article meets are those its date allows, whatever the order
// the articles come in: a live feed in time order and an archive loaded
// in any order cost the same per article, and neither grows with the
// years the store covers. A term's lists are kept in period order, so a
// lookup is one hash and a binary search, and an undated article walks
// only the periods a term has. It deliberately lists by period rather
// than keeping one list sorted by date: a story's span widens as it
// grows, and a wider span is a few more lists, while a sorted list
// would move.

import (
	"iter"
	"math"
	"slices"
	"time"
)

// periodDays is the length of an index period. Shorter periods list a
// long story more times; longer ones make an article meet more stories
// its date rules out.
const periodDays = 64

// noPeriod is the period of a story with no dated article.
const noPeriod = math.MinInt32

// storyIndex lists stories under their strongest terms by period.
type storyIndex struct {
	terms map[term]*postings
}

// postings are the stories listed under a term, by period: periods
// ascending (noPeriod first), lists[i] the stories of periods[i].
type postings struct {
	periods []int32
	lists   [][]int
}

func newStoryIndex() *storyIndex {
	return &storyIndex{terms: map[term]*postings{}}
}

// periodOf is the period of a date (zero: noPeriod).
func periodOf(d time.Time) int32 {
	if d.IsZero() {
		return noPeriod
	}
	return periodAt(d.Unix())
}

// periodAt is the period of a Unix time.
func periodAt(u int64) int32 { return int32(floorDiv(floorDiv(u, 86400), periodDays)) }

// set lists story s under terms in periods ps (ascending), in place of
// where it was listed (under old in oldPs; old nil: nowhere).
func (ix *storyIndex) set(s int, old []term, oldPs []int32, terms []term, ps []int32) {
	same := slices.Equal(oldPs, ps)
	for _, t := range old {
		keep := slices.Contains(terms, t)
		if keep && same {
			continue
		}
		for _, p := range oldPs {
			if _, in := slices.BinarySearch(ps, p); !keep || !in {
				ix.remove(t, p, s)
			}
		}
	}
	for _, t := range terms {
		was := old != nil && slices.Contains(old, t)
		if was && same {
			continue
		}
		for _, p := range ps {
			if _, in := slices.BinarySearch(oldPs, p); !was || !in {
				ix.add(t, p, s)
			}
		}
	}
}

// add lists story s under term t in period p.
func (ix *storyIndex) add(t term, p int32, s int) {
	ps := ix.terms[t]
	if ps == nil {
		ps = &postings{}
		ix.terms[t] = ps
	}
	i, ok := slices.BinarySearch(ps.periods, p)
	if !ok {
		ps.periods = slices.Insert(ps.periods, i, p)
		ps.lists = slices.Insert(ps.lists, i, nil)
	}
	ps.lists[i] = append(ps.lists[i], s)
}

// remove takes story s off term t's list of period p.
func (ix *storyIndex) remove(t term, p int32, s int) {
	ps := ix.terms[t]
	if ps == nil {
		return
	}
	i, ok := slices.BinarySearch(ps.periods, p)
	if !ok {
		return
	}
	ps.lists[i] = slices.DeleteFunc(ps.lists[i], func(x int) bool { return x == s })
	if len(ps.lists[i]) > 0 {
		return
	}
	ps.periods = slices.Delete(ps.periods, i, i+1)
	ps.lists = slices.Delete(ps.lists, i, i+1)
	if len(ps.periods) == 0 {
		delete(ix.terms, t)
	}
}

// under yields the stories listed under t that an article dated d may
// join, within reach of d (d zero: all), undated stories included; a
// story listed in several of those periods is yielded once per period.
func (ix *storyIndex) under(t term, d time.Time, reach time.Duration) iter.Seq[int] {
	return func(yield func(int) bool) {
		ps := ix.terms[t]
		if ps == nil {
			return
		}
		hi := int32(math.MaxInt32)
		i := 0
		if !d.IsZero() && reach < time.Duration(math.MaxInt64) {
			hi = periodOf(d.Add(reach))
			if len(ps.periods) > 0 && ps.periods[0] == noPeriod {
				for _, s := range ps.lists[0] {
					if !yield(s) {
						return
					}
				}
			}
			i, _ = slices.BinarySearch(ps.periods, periodOf(d.Add(-reach)))
		}
		for ; i < len(ps.periods) && ps.periods[i] <= hi; i++ {
			for _, s := range ps.lists[i] {
				if !yield(s) {
					return
				}
			}
		}
	}
}
