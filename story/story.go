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
// Cost. Terms are numbered by a vocabulary that also remembers each word
// form's term, so a word is lowered, checked and stemmed once per
// clusterer; vectors and the index key on four-byte numbers. A story
// keeps its centroid as a sorted array (sparse.go) and its squared
// length, and the article's vector is spread over a dense array, so a
// cosine is one read of the centroid. The index lists a story under its
// terms by period of its span (index.go): an article meets only the
// stories its date lets it join, so the cost of an add follows the
// stories alive around its date, not every story ever opened, in
// whatever order the articles come.
//
// Pages that are not articles (Article.Page: a web archive's notice, an
// error page) join no story. A text in another language than English
// drops that language's function words (textproc.Language); the batch
// pass joins reports across languages by the names and numbers they
// share (languages.go). A story's core, the more central half of
// its articles (Central), names it.
//
// It deliberately has one setting for every collection (Threshold). Online
// it never moves an article once placed; the batch pass (Rebuild, in
// rebuild.go) clusters every article again once all are known, by their
// nearest articles rather than one absolute threshold.
package story

import (
	"iter"
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
	// Catchline is the wire's name for the story ("COURTS Attack",
	// article.Article.Catchline): texts whose catch-lines open with the
	// same two words, a day and a half apart or less, are one story
	// (catchEdges, and Add's look-up); texts under two catch-lines are
	// never joined by the batch pass. "" when none.
	Catchline string
	// Page, when set, says the page is not an article and which kind it
	// is (article.NotArticle): it joins no story, opens none and counts
	// in no document frequency.
	Page string
}

// Story is a group of articles about one event.
type Story struct {
	ID          int
	Articles    []string
	First, Last time.Time // dates of its dated articles (zero if none)
	centroid    sparse
	norm2       float64           // squared length of centroid
	indexed     []term            // its terms in the index (index.go)
	listed      []int32           // the periods it is listed in there
	times       []int64           // its dated articles' times (Unix seconds), ascending, distinct
	mark        int               // the add that last scored it
	xmark       int               // the add that last scored it across languages
	anchors     map[int32]float64 // sum of its articles' anchor vectors (languages.go)
}

// Clusterer places articles into stories. It is not safe for concurrent
// use.
type Clusterer struct {
	Threshold float64

	df      []int32 // by term
	docs    int
	stories []*Story
	index   *storyIndex // stories by their strongest terms and periods
	dense   []float64   // by term: the vector being placed (spread)
	storyOf map[string]int
	voc     *vocabulary
	adds    int            // articles added
	langs   map[string]int // articles added by language
	main    string         // the language most articles are in
	// wire holds, by catch-line (CatchKey), the story and time of the
	// latest dated article filed under it: a wire's next take joins it.
	wire map[string]wireTake
}

// wireTake is where a catch-line's latest take went, and when it was
// published (Unix seconds).
type wireTake struct {
	story int
	at    int64
}

// New returns an empty clusterer.
func New() *Clusterer {
	return &Clusterer{Threshold: DefaultThreshold, index: newStoryIndex(), storyOf: map[string]int{}, voc: newVocabulary(), langs: map[string]int{},
		wire: map[string]wireTake{}}
}

// Stories returns the stories in the order they were opened.
func (c *Clusterer) Stories() []*Story { return c.stories }

// StoryOf returns the story of an added article, or -1 (not added, or
// not an article).
func (c *Clusterer) StoryOf(id string) int {
	if s, ok := c.storyOf[id]; ok {
		return s
	}
	return -1
}

// Add places an article and returns its story's id; -1 for a page
// that is not an article (Article.Page), which is in no story. A wire's
// take joins the story of its catch-line's latest take, a copy its
// source's, any other the most alike story at Threshold or more.
func (c *Clusterer) Add(a Article) int {
	if a.Page != "" {
		return -1
	}
	var ar args
	counts, lang := c.count(a, &ar)
	vec := c.weigh(counts)
	date := parseDate(a.Date)
	c.adds++

	best, bestSim := -1, 0.0
	reach := c.reach()
	// a wire's take joins the story of its catch-line's latest take
	if a.Catchline != "" && !date.IsZero() {
		if w, ok := c.wire[CatchKey(a.Catchline)]; ok && date.Sub(time.Unix(w.at, 0)).Abs() <= catchWindow {
			best, bestSim = w.story, 1
		}
	}
	for i := 0; best < 0 && i < len(a.Copies); i++ {
		if s, ok := c.storyOf[a.Copies[i]]; ok {
			// a copy joins its source's story, unless the story is out of
			// its reach in time: a relation through what pages of one site
			// share early in a stream (before it is known as boilerplate)
			// must not weld events years apart.
			if gap, dated := c.stories[s].gap(date); !dated || gap <= reach {
				best, bestSim = s, 1
			}
		}
	}
	if best < 0 {
		c.spread(vec)
		defer c.unspread(vec)
		for _, t := range topTerms(vec, queryTerms) {
			for s := range c.index.under(t, date, reach) {
				st := c.stories[s]
				if st.mark == c.adds {
					continue
				}
				st.mark = c.adds
				// The similarity is at most the time factor: skip the cosine
				// when that is below the threshold (too far apart in time,
				// told without an exp) or cannot win.
				gap, dated := st.gap(date)
				if dated && gap > reach {
					continue
				}
				tf := timeFactorOf(gap, dated)
				if tf <= bestSim {
					continue
				}
				if sim := st.cosine(c.dense) * tf; sim > bestSim {
					best, bestSim = s, sim
				}
			}
		}
		// A report in another language than most: the stories that
		// share its names, by their anchors.
		if lang != c.main && len(ar.anchors) > 0 {
			for _, t := range ar.all {
				for s := range c.index.under(t, date, reach) {
					st := c.stories[s]
					if st.xmark == c.adds {
						continue
					}
					st.xmark = c.adds
					if sim := st.crossCosine(ar.anchors) * timeFactorOf(st.gap(date)); sim >= CrossLeast && sim > bestSim {
						best, bestSim = s, sim
					}
				}
			}
		}
	}
	if best < 0 || bestSim < c.Threshold {
		best = len(c.stories)
		c.stories = append(c.stories, &Story{ID: best})
	}
	st := c.stories[best]
	st.Articles = append(st.Articles, a.ID)
	c.storyOf[a.ID] = best
	widen(&st.First, &st.Last, date)
	st.addTime(date)
	c.absorb(st, vec, date)
	st.absorbAnchors(ar.anchors)
	c.noteTake(a, best, date)
	return best
}

// noteTake records article a, placed in story s, as the latest take of
// its catch-line when it is.
func (c *Clusterer) noteTake(a Article, s int, date time.Time) {
	if a.Catchline == "" || date.IsZero() {
		return
	}
	if k := CatchKey(a.Catchline); k != "" {
		if w, ok := c.wire[k]; !ok || date.Unix() >= w.at {
			c.wire[k] = wireTake{s, date.Unix()}
		}
	}
}

// noteTakes records the catch-lines of arts, each in its story as placed.
func (c *Clusterer) noteTakes(arts []Article) {
	clear(c.wire)
	for _, a := range arts {
		if s, ok := c.storyOf[a.ID]; ok && s >= 0 {
			c.noteTake(a, s, parseDate(a.Date))
		}
	}
}

// learn counts an article's terms in the document frequencies and its
// language as Add does, and makes it known (for copies), without placing
// it: what Rebuild needs of articles it is about to place all at once.
// The online placement Add would make is thrown away by Rebuild.
func (c *Clusterer) learn(a Article) {
	if a.Page != "" {
		return
	}
	var ar args
	c.count(a, &ar)
	c.adds++
	c.storyOf[a.ID] = -1 // placed by Rebuild
}

// count returns an article's term counts and language, gathers its names
// and anchors in ar, and counts its terms in the document frequencies
// (unless it is a copy, see copies) and its language.
func (c *Clusterer) count(a Article, ar *args) (map[term]float64, string) {
	counts, lang := termCountsLang(a.Title, a.Text, c.voc, ar)
	c.langs[lang]++
	if c.langs[lang] > c.langs[c.main] {
		c.main = lang
	}
	text := !c.copies(a)
	if text {
		c.docs++
	}
	for t := range counts {
		for int(t) >= len(c.df) {
			c.df = append(c.df, 0)
		}
		if text {
			c.df[t]++
		}
	}
	return counts, lang
}

// copies reports whether a copies an article already added. Document
// frequencies count texts, not copies: a wire story republished forty
// times would otherwise make its own words common, and its independent
// reports would look unlike it.
func (c *Clusterer) copies(a Article) bool {
	for _, id := range a.Copies {
		if _, ok := c.storyOf[id]; ok {
			return true
		}
	}
	return false
}

// reach is the time between an article and a story past which the time
// factor alone keeps their similarity below the threshold.
func (c *Clusterer) reach() time.Duration {
	if c.Threshold <= 0 || c.Threshold >= 1 {
		return math.MaxInt64
	}
	return time.Duration((graceDays + timeScale*math.Log(1/c.Threshold)) * 24 * float64(time.Hour))
}

// absorb adds an article vector to a story's centroid and re-indexes the
// story's strongest terms.
func (c *Clusterer) absorb(st *Story, vec map[term]float64, date time.Time) {
	st.norm2 += st.centroid.add(sortedVector(vec))
	st.trim()
	c.relist(st, withPeriod(st.listed, date))
}

// withPeriod returns periods ps (a story's, Story.periods) with the
// period of an article dated d in them: ps itself when they hold it,
// else a new slice.
func withPeriod(ps []int32, d time.Time) []int32 {
	switch {
	case d.IsZero():
		if len(ps) == 0 {
			return []int32{noPeriod}
		}
	case len(ps) == 0 || ps[0] == noPeriod:
		return []int32{periodOf(d)}
	default:
		if i, ok := slices.BinarySearch(ps, periodOf(d)); !ok {
			return slices.Insert(slices.Clone(ps), i, periodOf(d))
		}
	}
	return ps
}

// spread writes an article's vector into the dense scratch that
// Story.cosine reads; unspread clears it.
func (c *Clusterer) spread(vec map[term]float64) {
	for t, w := range vec {
		for int(t) >= len(c.dense) {
			c.dense = append(c.dense, 0)
		}
		c.dense[t] = w
	}
}

func (c *Clusterer) unspread(vec map[term]float64) {
	for t := range vec {
		c.dense[t] = 0
	}
}

// relist lists a story in the index under its strongest terms now, in
// periods ps: those of its articles' dates (Story.periods).
func (c *Clusterer) relist(st *Story, ps []int32) {
	terms := st.centroid.strongest(indexTerms)
	c.index.set(st.ID, st.indexed, st.listed, terms, ps)
	st.indexed, st.listed = terms, ps
}

// trim keeps a centroid that has grown past twice storyTerms to its
// storyTerms strongest terms, its squared length with it.
func (st *Story) trim() {
	if len(st.centroid.ts) > 2*storyTerms {
		st.norm2 = st.centroid.keep(storyTerms)
	}
}

// termCounts counts the stemmed content words of the title (boosted) and
// of the body's first bodyWords words, capitalized words inside a
// sentence boosted as names. The map is voc's, reused by the next count:
// read it before counting again.
func termCounts(title, text string, voc *vocabulary) map[term]float64 {
	counts, _ := termCountsLang(title, text, voc, nil)
	return counts
}

// termCountsLang is termCounts that also returns the text's language
// (textproc.Language). A text in another language than English drops
// that language's function words too; an English one is judged by the
// English list alone. With names set, it also gathers the body's names
// (see args, events.go).
func termCountsLang(title, text string, voc *vocabulary, names *args) (map[term]float64, string) {
	counts := voc.counts
	if counts == nil {
		counts = make(map[term]float64, 256)
		voc.counts = counts
	} else {
		clear(counts)
	}
	lang := "en"
	add := func(s string, boost float64, limit int, detect bool) {
		n := 0
		if limit > 0 {
			s = lead(s, limit)
		}
		voc.spans = textproc.AppendWords(voc.spans[:0], s)
		if detect {
			lang = textproc.LanguageOf(s, voc.spans)
		}
		read := 0 // the end of the last number read whole
		for _, w := range words(s, voc.spans) {
			if limit > 0 && n >= limit {
				break
			}
			n++
			if detect && names != nil && isNumber(w.text) && w.start >= read {
				var id int32
				if id, read = voc.numberAnchor(s, w.start); id != 0 {
					names.anchors = append(names.anchors, id)
				}
			}
			if lang != "en" && textproc.IsFunctionWordOf(lang, strings.ToLower(w.text)) {
				continue
			}
			lw, ok := voc.term(w.text)
			if !ok {
				continue
			}
			b := boost
			if w.name {
				b *= nameBoost
				if detect && names != nil && !calendarWord(w.text) {
					names.add(lw, n <= leadWords)
					if utf8.RuneCountInString(w.text) >= 3 {
						names.anchors = append(names.anchors, voc.nameAnchor(lw))
					}
				}
			}
			counts[lw] += b
		}
	}
	add(text, 1, bodyWords, true) // the body first: it tells the language
	add(title, titleBoost, 0, false)
	if names != nil {
		names.done()
	}
	return counts, lang
}

// lead returns the start of s that holds its first n words at most (a
// word is rarely longer than 16 bytes): what is read of a long body.
func lead(s string, n int) string {
	if len(s) <= 16*n {
		return s
	}
	cut := 16 * n
	for cut < len(s) && s[cut] != ' ' && s[cut] != '\n' {
		cut++
	}
	return s[:cut]
}

// A word is a word of a text, and whether it is a name: capitalized
// inside a sentence (the previous word did not end one).
type word struct {
	text  string
	name  bool
	start int // byte offset in the text
}

// words yields the words of s at spans (as textproc.AppendWords splits
// s), each with whether it is a name.
func words(s string, spans []textproc.Span) iter.Seq2[int, word] {
	return func(yield func(int, word) bool) {
		prevEnd := true // the previous word ended a sentence
		for i, sp := range spans {
			w := s[sp.Start:sp.End]
			r, _ := utf8.DecodeRuneInString(w)
			name := unicode.IsUpper(r) && !prevEnd
			after := strings.TrimLeft(s[sp.End:min(len(s), int(sp.End)+3)], " \"'”’)")
			prevEnd = strings.HasPrefix(after, ".") || strings.HasPrefix(after, "!") || strings.HasPrefix(after, "?") || strings.HasPrefix(after, "\n")
			if !yield(i, word{w, name, int(sp.Start)}) {
				return
			}
		}
	}
}

// A term is a stemmed content word, numbered by the clusterer's
// vocabulary in the order first seen: vectors, centroids and the index
// hash four bytes, not strings.
type term uint32

// vocabulary numbers terms and remembers the term of each word form seen,
// so that a word is lowered, checked and stemmed once per clusterer, not
// once per occurrence.
type vocabulary struct {
	stem  *textproc.Stemmer
	forms map[string]int32 // word form → term, -1 when not a term
	ids   map[string]term  // stem → term
	stems []string         // term → stem
	spans []textproc.Span  // scratch
	// anchors numbers the anchors (languages.go) by key; anchorOf is
	// the anchor of a name's term (0: not yet looked up; ids start at 1).
	anchors  map[string]int32
	anchorOf []int32
	num      []byte // scratch: a number's anchor key
	// counts is termCountsLang's map, reused from one text to the next
	counts map[term]float64
}

func newVocabulary() *vocabulary {
	return &vocabulary{stem: textproc.NewStemmer(), forms: map[string]int32{}, ids: map[string]term{}, anchors: map[string]int32{}}
}

// anchor returns the number of an anchor key (a string of its own, not
// part of a text).
func (v *vocabulary) anchor(key string) int32 {
	id, ok := v.anchors[key]
	if !ok {
		id = int32(len(v.anchors) + 1)
		v.anchors[key] = id
	}
	return id
}

// numberAnchor returns the anchor of the number that starts at s[start:]
// and where the number ends. Its digit groups are read whole across
// separators ("112,000", "40.000", "1.8" read as 112000, 40000, 18: a
// figure written the English or the French way reads the same); a
// number of fewer than three digits, or of zeros only (the "000" of "40
// 000"), has none (0). A known number costs no allocation.
func (v *vocabulary) numberAnchor(s string, start int) (int32, int) {
	v.num = append(v.num[:0], '#')
	nonzero := false
	i := start
	for ; i < len(s); i++ {
		c := s[i]
		if '0' <= c && c <= '9' {
			v.num = append(v.num, c)
			nonzero = nonzero || c != '0'
		} else if (c != ',' && c != '.') || i+1 == len(s) || s[i+1] < '0' || s[i+1] > '9' {
			break
		}
	}
	if len(v.num) < 4 || !nonzero {
		return 0, i
	}
	if id, ok := v.anchors[string(v.num)]; ok {
		return id, i
	}
	return v.anchor(string(v.num)), i
}

// nameAnchor returns the anchor of a name's term: its stem folded
// (fold).
func (v *vocabulary) nameAnchor(t term) int32 {
	for int(t) >= len(v.anchorOf) {
		v.anchorOf = append(v.anchorOf, 0)
	}
	if v.anchorOf[t] == 0 {
		v.anchorOf[t] = v.anchor(fold(v.stems[t]))
	}
	return v.anchorOf[t]
}

func (v *vocabulary) term(w string) (term, bool) {
	if t, ok := v.forms[w]; ok {
		return term(t), t >= 0
	}
	lw := strings.ToLower(w)
	t := int32(-1)
	if !(textproc.IsStopword(lw) || len(lw) < 2 || isNumber(lw)) {
		if len(lw) > 3 && isASCIIAlnum(lw) {
			lw = v.stem.Stem(lw)
		}
		id, ok := v.ids[lw]
		if !ok {
			id = term(len(v.ids))
			lw = strings.Clone(lw)
			v.ids[lw] = id
			v.stems = append(v.stems, lw)
		}
		t = int32(id)
	}
	v.forms[strings.Clone(w)] = t // w is part of an article's text: don't keep it alive
	return term(t), t >= 0
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
func (c *Clusterer) weigh(counts map[term]float64) map[term]float64 {
	ts := make([]termWeight, 0, len(counts))
	for t, n := range counts {
		ts = append(ts, termWeight{t, n})
	}
	return c.weighCounts(ts)
}

// weighCounts is weigh of counts given as a slice (w the count), which it
// uses up.
func (c *Clusterer) weighCounts(ts []termWeight) map[term]float64 {
	for i, x := range ts {
		df := int32(0) // a term never counted (a word first seen here) has none
		if int(x.t) < len(c.df) {
			df = c.df[x.t]
		}
		idf := math.Log(float64(c.docs+backgroundDocs) / float64(df+1))
		ts[i].w = (1 + math.Log(x.w)) * idf
	}
	ts = strongest(ts, articleTerms)
	norm := 0.0
	for _, x := range ts {
		norm += x.w * x.w
	}
	norm = math.Sqrt(norm)
	v := make(map[term]float64, len(ts))
	for _, x := range ts {
		if norm > 0 {
			x.w /= norm
		}
		v[x.t] = x.w
	}
	return v
}

type termWeight struct {
	t term
	w float64
}

// before orders terms by weight, heaviest first, ties by term.
func before(a, b termWeight) bool {
	if a.w != b.w {
		return a.w > b.w
	}
	return a.t < b.t
}

// strongest returns the k heaviest of ts, in order (ties by term number,
// so the result is deterministic). It reorders ts.
func strongest(ts []termWeight, k int) []termWeight {
	if len(ts) > k {
		// quickselect the k heaviest to the front, then sort only them
		lo, hi := 0, len(ts)-1
		for lo < hi {
			p := ts[(lo+hi)/2]
			i, j := lo, hi
			for i <= j {
				for before(ts[i], p) {
					i++
				}
				for before(p, ts[j]) {
					j--
				}
				if i <= j {
					ts[i], ts[j] = ts[j], ts[i]
					i++
					j--
				}
			}
			switch {
			case k-1 <= j:
				hi = j
			case k-1 >= i:
				lo = i
			default:
				lo = hi
			}
		}
		ts = ts[:k]
	}
	slices.SortFunc(ts, func(a, b termWeight) int {
		if before(a, b) {
			return -1
		}
		if before(b, a) {
			return 1
		}
		return 0
	})
	return ts
}

// topTerms returns the k terms of v with the largest weights (ties by
// term number, so the result is deterministic).
func topTerms(v map[term]float64, k int) []term {
	ts := make([]termWeight, 0, len(v))
	for t, w := range v {
		ts = append(ts, termWeight{t, w})
	}
	ts = strongest(ts, k)
	out := make([]term, len(ts))
	for i, x := range ts {
		out[i] = x.t
	}
	return out
}

// cosine is the cosine of a unit vector, held densely (see
// sparse.dot), and the story's centroid.
func (st *Story) cosine(dense []float64) float64 {
	if st.norm2 <= 0 {
		return 0
	}
	return st.centroid.dot(dense) / math.Sqrt(st.norm2)
}

func parseDate(s string) time.Time {
	if len(s) >= 10 {
		if t, err := time.Parse("2006-01-02", s[:10]); err == nil {
			return t
		}
	}
	return time.Time{}
}

// gap is the time between d and the nearest dated article of the story,
// and whether both are dated: the distance the online pass discounts by.
// It is the nearest article, not the nearest end of the story's span:
// a story that two events far apart in time ended up in does not reach
// every day between them.
func (st *Story) gap(d time.Time) (time.Duration, bool) {
	switch { // outside the span, First and Last answer without a read of times
	case d.IsZero() || len(st.times) == 0:
		return 0, false
	case !d.After(st.First):
		return st.First.Sub(d), true
	case !d.Before(st.Last):
		return d.Sub(st.Last), true
	}
	u := d.Unix() // inside the span: the nearest article
	i, _ := slices.BinarySearch(st.times, u)
	g := int64(math.MaxInt64)
	if i < len(st.times) {
		g = st.times[i] - u
	}
	if i > 0 {
		g = min(g, u-st.times[i-1])
	}
	if g > int64(math.MaxInt64/time.Second) {
		return math.MaxInt64, true
	}
	return time.Duration(g) * time.Second, true
}

// timeFactorOf is the time factor of a gap (dated false: 1). A gap of
// whole days, as dates give, reads it from onlineDecay.
func timeFactorOf(gap time.Duration, dated bool) float64 {
	if !dated {
		return 1
	}
	const day = 24 * time.Hour
	if gap >= 0 && gap%day == 0 {
		return onlineDecay.at(int64(gap / day))
	}
	return decay(gap.Hours()/24, timeScale)
}

// dayDecay is decay on one time scale for gaps of whole days, worked out
// once for the first days: an article meets many stories (online) or
// candidates (Rebuild), and an exp each is a measurable part of the
// work. Its factors are decay's to the bit.
type dayDecay struct {
	scale float64
	f     []float64
}

func newDayDecay(scale float64, days int) dayDecay {
	d := dayDecay{scale, make([]float64, days)}
	for n := range d.f {
		d.f[n] = decay(float64(n), scale)
	}
	return d
}

// at is decay of n days.
func (d dayDecay) at(n int64) float64 {
	if n >= 0 && n < int64(len(d.f)) {
		return d.f[n]
	}
	return decay(float64(n), d.scale)
}

// onlineDecay is the online pass's time factor by whole days.
var onlineDecay = newDayDecay(timeScale, 1024)

// decay discounts days apart beyond the grace period on the given time
// scale in days.
func decay(days, scale float64) float64 {
	if days <= graceDays {
		return 1
	}
	return math.Exp(-(days - graceDays) / scale)
}

// addTime records the time of a dated article of the story.
func (st *Story) addTime(d time.Time) {
	if d.IsZero() {
		return
	}
	u := d.Unix()
	if i, ok := slices.BinarySearch(st.times, u); !ok {
		st.times = slices.Insert(st.times, i, u)
	}
}

// periods are the index periods of the story's dated articles, ascending
// ([noPeriod] when it has none).
func (st *Story) periods() []int32 {
	if len(st.times) == 0 {
		return []int32{noPeriod}
	}
	var ps []int32
	for _, u := range st.times {
		if p := periodAt(u); len(ps) == 0 || ps[len(ps)-1] != p {
			ps = append(ps, p)
		}
	}
	return ps
}

// timeFactorAt is timeFactor with the given time scale in days.
func timeFactorAt(d, first, last time.Time, scale float64) float64 {
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
	return decay(days, scale)
}
