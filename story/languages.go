package story

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Reports in other languages.
//
// Design. An AFP report in French and a dpa report in German of the
// event that Reuters tells in English share almost no words, but they
// share what crosses languages: names ("Abbas Ibrahim", "Assad",
// "Baalbek"), numbers ("308 fighters and 331 civilians") and the
// beginnings of place names ("Syrie", "Syrien", "Syria"). Each article
// gets a second, language-free vector of such anchors — each name
// inside a sentence folded to lower case without accents and cut to its
// first anchorRunes letters, each number of three digits or more, its
// thousands read whole ("112,000" is not "000") —
// weighted by their rarity in the collection. The batch pass joins two
// articles of different languages (textproc.Language) by the cosine of
// their anchors times the time factor, when it reaches CrossLeast, to
// their CrossNeighbors nearest such articles, beside the edges their
// words give. Online, each story keeps the sum of its articles' anchor
// vectors (its storyAnchors strongest), and an article in another
// language than most of those added so far joins the story that shares
// its names (through the index of story terms) whose anchors are most
// alike, when that reaches CrossLeast and beats its words' best.
// Articles of one language are compared by their words alone, as
// before, so a collection in one language clusters exactly as it did. It deliberately does not translate: the names of countries
// and groups differ across languages (Lebanon, Liban, Libanon) and are
// left to the names that do not.

// Parameters of the cross-language edges.
const (
	CrossLeast     = 0.3
	CrossNeighbors = 4
	anchorRunes    = 4
	storyAnchors   = 40 // anchors a story keeps for the online pass
)

// fold lowers a name, drops its accents and keeps its first anchorRunes
// letters.
func fold(w string) string {
	var b strings.Builder
	n := 0
	for _, r := range w {
		if n == anchorRunes {
			break
		}
		if !unicode.IsLetter(r) {
			continue
		}
		b.WriteRune(unaccent(unicode.ToLower(r)))
		n++
	}
	return b.String()
}

// unaccent maps a letter with a diacritic to its base letter (the first
// of its canonical decomposition: é, ř, ş, ő), and the few Latin
// letters that have none (ß, ł, ø, đ, ı) to theirs.
func unaccent(r rune) rune {
	if r < utf8.RuneSelf {
		return r
	}
	if d := norm.NFD.PropertiesString(string(r)).Decomposition(); len(d) > 0 {
		base, _ := utf8.DecodeRune(d)
		return base
	}
	switch r {
	case 'ß':
		return 's'
	case 'ł':
		return 'l'
	case 'ø':
		return 'o'
	case 'đ':
		return 'd'
	case 'ı':
		return 'i'
	}
	return r
}

// crossEdges adds to g, for each article of a language other than
// another's, edges to its CrossNeighbors nearest articles of other
// languages by their anchors (nodes' args.anchors, idf-weighted, at
// least CrossLeast), and returns g. langs are by node; a collection in
// one language gets none.
func crossEdges(g [][]edge, nodes []node, langs []string) [][]edge {
	mixed := false
	for _, l := range langs {
		mixed = mixed || l != langs[0]
	}
	if !mixed {
		return g
	}
	// anchors weighted by idf over the collection, unit length
	df := map[int32]int{}
	for _, nd := range nodes {
		for _, k := range nd.args.anchors {
			df[k]++
		}
	}
	vecs := make([]map[int32]float64, len(nodes))
	postings := map[int32][]int32{}
	for i, nd := range nodes {
		vecs[i] = map[int32]float64{}
		norm := 0.0
		for _, k := range nd.args.anchors { // sorted
			if df[k] < 2 {
				continue // shared with no other article
			}
			w := math.Log(float64(len(nodes)+1) / float64(df[k]))
			vecs[i][k] = w
			norm += w * w
			postings[k] = append(postings[k], int32(i))
		}
		norm = math.Sqrt(norm)
		for k := range vecs[i] {
			vecs[i][k] /= norm
		}
	}
	kept := map[[2]int32]float64{}
	for i, nd := range nodes {
		dot := map[int32]float64{}
		for _, k := range nd.args.anchors {
			w, ok := vecs[i][k]
			if !ok {
				continue
			}
			for _, j := range postings[k] {
				if langs[j] != langs[i] {
					dot[j] += w * vecs[j][k]
				}
			}
		}
		var near []edge
		for j, d := range dot {
			w := d * spanFactor(nodes[i].first, nodes[i].last, nodes[j].first, nodes[j].last)
			if w >= CrossLeast {
				near = append(near, edge{j, w})
			}
		}
		slices.SortFunc(near, func(a, b edge) int { return cmp.Or(cmp.Compare(b.w, a.w), cmp.Compare(a.to, b.to)) })
		for _, e := range near[:min(len(near), CrossNeighbors)] {
			a, b := int32(i), e.to
			if a > b {
				a, b = b, a
			}
			kept[[2]int32{a, b}] = e.w
		}
	}
	keys := make([][2]int32, 0, len(kept))
	for k := range kept {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(x, y [2]int32) int { return cmp.Or(cmp.Compare(x[0], y[0]), cmp.Compare(x[1], y[1])) })
	for _, k := range keys {
		g[k[0]] = append(g[k[0]], edge{k[1], kept[k]})
		g[k[1]] = append(g[k[1]], edge{k[0], kept[k]})
	}
	for i := range g {
		byTarget(g[i])
	}
	return g
}

// crossCosine is the cosine of an article's anchors (sorted, each alike:
// the online pass knows no collection to weigh them by) and a story's.
func (st *Story) crossCosine(anchors []int32) float64 {
	if len(anchors) == 0 {
		return 0
	}
	dot, norm := 0.0, 0.0
	for k, w := range st.anchors {
		norm += w * w
		if _, found := slices.BinarySearch(anchors, k); found {
			dot += w
		}
	}
	if norm == 0 {
		return 0
	}
	return dot / math.Sqrt(norm*float64(len(anchors)))
}

// absorbAnchors adds an article's anchors (as a unit vector, each alike)
// to a story's, keeping its storyAnchors strongest when it has grown
// past twice as many.
func (st *Story) absorbAnchors(anchors []int32) {
	if len(anchors) == 0 {
		return
	}
	if st.anchors == nil {
		st.anchors = map[int32]float64{}
	}
	w := 1 / math.Sqrt(float64(len(anchors)))
	for _, k := range anchors {
		st.anchors[k] += w
	}
	if len(st.anchors) > 2*storyAnchors {
		type kw struct {
			k int32
			w float64
		}
		all := make([]kw, 0, len(st.anchors))
		for k, w := range st.anchors {
			all = append(all, kw{k, w})
		}
		slices.SortFunc(all, func(a, b kw) int { return cmp.Or(cmp.Compare(b.w, a.w), cmp.Compare(a.k, b.k)) })
		clear(st.anchors)
		for _, x := range all[:storyAnchors] {
			st.anchors[x.k] = x.w
		}
	}
}
