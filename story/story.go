// Package story groups articles into stories — the reports of one event —
// online, one article at a time, as a news service receives them.
//
// Design. Each article becomes a sparse vector of weighted terms: stemmed
// content words of the title and body, tf-idf weighted with document
// frequencies learned online, words of the title and capitalized words
// (names, places) counted more, truncated to its strongest terms. A story
// keeps the sum of its members' vectors (its centroid, truncated too). An
// inverted index from a story's strongest terms to the story finds the
// candidate stories of a new article in time independent of the number of
// stories; the article joins the candidate with the highest cosine
// similarity, discounted by the time between the article and the story
// when both are dated, if it reaches the threshold, and opens a new story
// otherwise. An article that copies one already placed (a syndication
// relation from the dedup stage) joins that article's story directly.
//
// It deliberately has one setting for every collection (Threshold), and
// it never moves an article once placed; merges and splits of stories as
// later articles bridge them are not done yet.
package story

import (
	"math"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/textproc"
)

// Parameters. One setting for all collections.
const (
	// DefaultThreshold is the least similarity to join a story.
	DefaultThreshold = 0.2
	articleTerms     = 60   // terms kept per article vector
	storyTerms       = 150  // terms kept per story centroid
	indexTerms       = 20   // a story's terms in the inverted index
	queryTerms       = 20   // an article's terms used to find candidates
	titleBoost       = 2.0  // a title word counts as this many body words
	nameBoost        = 1.5  // a capitalized word inside a sentence
	bodyWords        = 1000 // body words read
	// timeScale: similarity is multiplied by exp(-days/timeScale) for the
	// days between an article and the nearest end of a story, past a
	// grace of graceDays.
	timeScale = 120.0
	// backgroundDocs is a pseudo-count of unseen articles in the idf: in
	// a young collection every article may be on the same story, and a
	// plain online idf would give the story's own words no weight.
	backgroundDocs = 1000
	graceDays      = 2.0
)

// Article is an article to place.
type Article struct {
	ID, Title, Text, Date string
	// Copies are ids of articles already added that this one copies
	// (copying relations from the dedup stage).
	Copies []string
}

// Story is a group of articles about one event.
type Story struct {
	ID          int
	Articles    []string
	First, Last time.Time // dates of its dated articles (zero if none)
	centroid    map[string]float64
}

// Clusterer places articles into stories. It is not safe for concurrent
// use.
type Clusterer struct {
	Threshold float64

	df      map[string]int
	docs    int
	stories []*Story
	index   map[string][]int
	storyOf map[string]int
	stem    *textproc.Stemmer
}

// New returns an empty clusterer.
func New() *Clusterer {
	return &Clusterer{Threshold: DefaultThreshold, df: map[string]int{}, index: map[string][]int{}, storyOf: map[string]int{}, stem: textproc.NewStemmer()}
}

// Stories returns the stories in the order they were opened.
func (c *Clusterer) Stories() []*Story { return c.stories }

// StoryOf returns the story of an added article, or -1.
func (c *Clusterer) StoryOf(id string) int {
	if s, ok := c.storyOf[id]; ok {
		return s
	}
	return -1
}

// Add places an article and returns its story's id.
func (c *Clusterer) Add(a Article) int {
	counts := termCounts(a.Title, a.Text, c.stem)
	c.docs++
	for t := range counts {
		c.df[t]++
	}
	vec := c.weigh(counts)
	date := parseDate(a.Date)

	best, bestSim := -1, 0.0
	for _, id := range a.Copies {
		if s, ok := c.storyOf[id]; ok {
			best, bestSim = s, 1
			break
		}
	}
	if best < 0 {
		seen := map[int]bool{}
		for _, t := range topTerms(vec, queryTerms) {
			for _, s := range c.index[t] {
				if seen[s] {
					continue
				}
				seen[s] = true
				st := c.stories[s]
				sim := cosine(vec, st.centroid) * timeFactor(date, st.First, st.Last)
				if sim > bestSim {
					best, bestSim = s, sim
				}
			}
		}
	}
	if best < 0 || bestSim < c.Threshold {
		best = len(c.stories)
		c.stories = append(c.stories, &Story{ID: best, centroid: map[string]float64{}})
	}
	st := c.stories[best]
	st.Articles = append(st.Articles, a.ID)
	c.storyOf[a.ID] = best
	if !date.IsZero() {
		if st.First.IsZero() || date.Before(st.First) {
			st.First = date
		}
		if date.After(st.Last) {
			st.Last = date
		}
	}
	c.absorb(st, vec)
	return best
}

// absorb adds an article vector to a story's centroid and re-indexes the
// story's strongest terms.
func (c *Clusterer) absorb(st *Story, vec map[string]float64) {
	old := topTerms(st.centroid, indexTerms)
	for t, w := range vec {
		st.centroid[t] += w
	}
	if len(st.centroid) > 2*storyTerms {
		keep := topTerms(st.centroid, storyTerms)
		trimmed := make(map[string]float64, len(keep))
		for _, t := range keep {
			trimmed[t] = st.centroid[t]
		}
		st.centroid = trimmed
	}
	now := topTerms(st.centroid, indexTerms)
	for _, t := range old {
		if !slices.Contains(now, t) {
			c.index[t] = slices.DeleteFunc(c.index[t], func(s int) bool { return s == st.ID })
		}
	}
	for _, t := range now {
		if !slices.Contains(old, t) {
			c.index[t] = append(c.index[t], st.ID)
		}
	}
}

// termCounts counts the stemmed content words of the title (boosted) and
// of the body's first bodyWords words, capitalized words inside a
// sentence boosted as names.
func termCounts(title, text string, stem *textproc.Stemmer) map[string]float64 {
	counts := map[string]float64{}
	add := func(s string, boost float64, limit int) {
		n := 0
		prevEnd := true // the previous word ended a sentence
		for _, sp := range textproc.AppendWords(nil, s) {
			if limit > 0 && n >= limit {
				break
			}
			n++
			w := s[sp.Start:sp.End]
			r, _ := utf8.DecodeRuneInString(w)
			capital := unicode.IsUpper(r) && !prevEnd
			after := strings.TrimLeft(s[sp.End:min(len(s), int(sp.End)+3)], " \"'”’)")
			prevEnd = strings.HasPrefix(after, ".") || strings.HasPrefix(after, "!") || strings.HasPrefix(after, "?") || strings.HasPrefix(after, "\n")
			lw := strings.ToLower(w)
			if textproc.IsStopword(lw) || len(lw) < 2 || isNumber(lw) {
				continue
			}
			if len(lw) > 3 && isASCIIAlnum(lw) {
				lw = stem.Stem(lw)
			}
			b := boost
			if capital {
				b *= nameBoost
			}
			counts[lw] += b
		}
	}
	add(title, titleBoost, 0)
	add(text, 1, bodyWords)
	return counts
}

func isNumber(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func isASCIIAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// weigh turns counts into a unit tf-idf vector of the strongest terms.
func (c *Clusterer) weigh(counts map[string]float64) map[string]float64 {
	v := make(map[string]float64, len(counts))
	for t, n := range counts {
		idf := math.Log(float64(c.docs+backgroundDocs) / float64(c.df[t]+1))
		v[t] = (1 + math.Log(n)) * idf
	}
	if len(v) > articleTerms {
		keep := topTerms(v, articleTerms)
		trimmed := make(map[string]float64, len(keep))
		for _, t := range keep {
			trimmed[t] = v[t]
		}
		v = trimmed
	}
	norm := 0.0
	for _, x := range v {
		norm += x * x
	}
	if norm = math.Sqrt(norm); norm > 0 {
		for t := range v {
			v[t] /= norm
		}
	}
	return v
}

// topTerms returns the k terms of v with the largest weights (ties by
// term, so the result is deterministic).
func topTerms(v map[string]float64, k int) []string {
	ts := make([]string, 0, len(v))
	for t := range v {
		ts = append(ts, t)
	}
	slices.SortFunc(ts, func(a, b string) int {
		if v[a] != v[b] {
			if v[a] > v[b] {
				return -1
			}
			return 1
		}
		return strings.Compare(a, b)
	})
	if len(ts) > k {
		ts = ts[:k]
	}
	return ts
}

// cosine is the cosine of a unit vector a and an unnormalized centroid b.
func cosine(a, b map[string]float64) float64 {
	dot, nb := 0.0, 0.0
	for t, x := range b {
		nb += x * x
		dot += x * a[t]
	}
	if nb == 0 {
		return 0
	}
	return dot / math.Sqrt(nb)
}

func parseDate(s string) time.Time {
	if len(s) >= 10 {
		if t, err := time.Parse("2006-01-02", s[:10]); err == nil {
			return t
		}
	}
	return time.Time{}
}

// timeFactor discounts the similarity of an article to a story by the
// days between them beyond a grace period; 1 when either is undated.
func timeFactor(d, first, last time.Time) float64 {
	if d.IsZero() || first.IsZero() {
		return 1
	}
	days := 0.0
	switch {
	case d.Before(first):
		days = first.Sub(d).Hours() / 24
	case d.After(last):
		days = d.Sub(last).Hours() / 24
	}
	if days <= graceDays {
		return 1
	}
	return math.Exp(-(days - graceDays) / timeScale)
}
