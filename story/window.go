package story

// window.go: clustering a collection too large for one clusterer as
// overlapping time windows, each clustered on its own, then stitched.
//
// Design. Window w covers the days [w·third, (w+3)·third) of the Unix
// epoch: three thirds, each window overlapping the next by two. An
// article lies in the three windows around its day and has one home, the
// window whose middle third holds it (HomeWindow). A window's clustering
// restricted to the articles at home there is a piece; the pieces are
// the nodes of the stitch. Windows w and w+1 both hold every article at
// home in either, so each of the two clusterings judges whether a piece
// of w and a piece of w+1 are one story: StitchPair joins them when one
// story of either window holds most of each. One bridging article cannot
// join two pieces (it is not most of either), while a story that runs
// for months is joined window after window. A window's clustering is
// what Cluster gives for its articles, the single machine's batch path.
//
// A window's clusterer weighs terms by the whole collection's document
// frequencies (Corpus), not the window's own: a window's few articles
// would make an event's rare names look common, and window and single
// machine would then split stories differently.
//
// It deliberately leaves undated articles to the caller: they have no
// home, and a run that clusters them in every window keeps each where it
// is closest (Closeness).

import (
	"math"
	"time"
)

// Cluster clusters arts in order as the engine's batch pass does:
// each placed online (copies joining what they copy), then the whole
// clustered again in batch (Rebuild).
func Cluster(arts []Article) *Clusterer { return ClusterIn(arts, nil) }

// Corpus is the document frequency of each term (Terms) over a
// collection's texts (copies left out, as the clusterer counts them),
// and the number of those texts.
type Corpus struct {
	DF   map[string]int
	Docs int
}

// ClusterIn is Cluster with the batch pass weighing terms by corpus
// (when not nil) instead of by arts alone: arts are then a window of
// the corpus's collection.
func ClusterIn(arts []Article, corpus *Corpus) *Clusterer {
	c := New()
	for _, a := range arts {
		c.learn(a) // the batch pass places them all
	}
	if corpus != nil {
		clear(c.df)
		for stem, id := range c.voc.ids {
			if int(id) < len(c.df) {
				c.df[id] = int32(corpus.DF[stem])
			}
		}
		c.docs = corpus.Docs
	}
	c.Rebuild(arts)
	return c
}

// Terms returns the distinct terms of an article as the clusterer reads
// them (a text, not a copy, counts once for each in a Corpus). It
// learns the article's word forms in c's vocabulary and places nothing.
func (c *Clusterer) Terms(a Article) []string {
	counts := termCounts(a.Title, a.Text, c.voc)
	out := make([]string, 0, len(counts))
	for t := range counts {
		out = append(out, c.voc.stems[t])
	}
	return out
}

// Closeness is the cosine of a placed article with the centroid of the
// other members of its story: how near it is to the story it joined (0
// when it is alone or not placed). A run that clusters an undated
// article in several windows keeps it where it is closest.
func (c *Clusterer) Closeness(a Article) float64 {
	s, ok := c.storyOf[a.ID]
	if !ok {
		return 0
	}
	st := c.stories[s]
	vec := c.weigh(termCounts(a.Title, a.Text, c.voc))
	dot, self := 0.0, 0.0
	for t, x := range vec {
		dot += x * st.centroid.at(t)
		self += x * x
	}
	// The centroid is the sum of the members' vectors, a's among them.
	rest := st.norm2 - 2*dot + self
	if rest <= 1e-12 {
		return 0
	}
	return (dot - self) / math.Sqrt(rest)
}

// HomeWindow returns the window whose middle third holds an article
// dated date (thirds of third days); ok is false when it is undated.
// The article also lies in windows home-1 and home+1.
func HomeWindow(date string, third int) (home int64, ok bool) {
	d := parseDate(date)
	if d.IsZero() || third <= 0 {
		return 0, false
	}
	day := int64(math.Floor(float64(d.Unix()) / float64(24*time.Hour/time.Second)))
	return floorDiv(day, int64(third)) - 1, true
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// Piece names a piece: the articles of story Story of window Window
// whose home is that window.
type Piece struct {
	Window int64
	Story  int
}

// Pieces returns the piece of each article at home in window w, given
// w's clustering (stories as article ids) and each article's home.
func Pieces(w int64, stories [][]string, home func(id string) int64) map[string]Piece {
	out := map[string]Piece{}
	for s, ids := range stories {
		for _, id := range ids {
			if home(id) == w {
				out[id] = Piece{w, s}
			}
		}
	}
	return out
}

// StitchPair returns the pieces of windows w and w+1 that are one story:
// a piece of w and a piece of w+1 are joined when one story of w's
// clustering (a) or of w+1's (b) holds more than half of each.
func StitchPair(w int64, a, b [][]string, home func(id string) int64) [][2]Piece {
	pa, pb := Pieces(w, a, home), Pieces(w+1, b, home)
	size := map[Piece]int{}
	for _, p := range pa {
		size[p]++
	}
	for _, p := range pb {
		size[p]++
	}
	seen := map[[2]Piece]bool{}
	var out [][2]Piece
	for _, clustering := range [][][]string{a, b} {
		for _, ids := range clustering {
			in := map[Piece]int{}
			for _, id := range ids {
				if p, ok := pa[id]; ok {
					in[p]++
				} else if p, ok := pb[id]; ok {
					in[p]++
				}
			}
			var left, right []Piece
			for p, n := range in {
				if 2*n <= size[p] {
					continue
				}
				if p.Window == w {
					left = append(left, p)
				} else {
					right = append(right, p)
				}
			}
			for _, x := range left {
				for _, y := range right {
					if k := [2]Piece{x, y}; !seen[k] {
						seen[k] = true
						out = append(out, k)
					}
				}
			}
		}
	}
	return out
}
