package story

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/textproc"
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
// words give. Articles of one language are compared by their words
// alone, as before, so a collection in one language clusters exactly as
// it did. It deliberately does not translate: the names of countries
// and groups differ across languages (Lebanon, Liban, Libanon) and are
// left to the names that do not.

// Parameters of the cross-language edges.
const (
	CrossLeast     = 0.3
	CrossNeighbors = 4
	anchorRunes    = 4
)

// anchorsOf returns the anchors of a text (names and numbers, see
// above) as keys, with their counts.
func anchorsOf(text string, spans []textproc.Span) map[string]float64 {
	out := map[string]float64{}
	read := 0 // the end of the last number read whole
	for n, w := range words(text, textproc.AppendWords(spans[:0], text)) {
		if n >= bodyWords {
			break
		}
		switch {
		case isNumber(w.text):
			if w.start < read {
				continue // a group of the number read last
			}
			var num string
			num, read = wholeNumber(text, w.start)
			if len(num) >= 3 && strings.Trim(num, "0") != "" {
				out["#"+num]++
			}
		case w.name && !calendarWord(w.text) && utf8.RuneCountInString(w.text) >= 3:
			out[fold(w.text)]++
		}
	}
	return out
}

// wholeNumber reads the number that starts at text[start:], its digit
// groups joined across separators ("112,000", "40.000", "1.8" read as
// 112000, 40000, 18: the same figure written in English or French
// reads the same), and returns its digits and where it ends.
func wholeNumber(text string, start int) (string, int) {
	var b strings.Builder
	i := start
	for i < len(text) {
		c := text[i]
		switch {
		case '0' <= c && c <= '9':
			b.WriteByte(c)
		case (c == ',' || c == '.') && i+1 < len(text) && '0' <= text[i+1] && text[i+1] <= '9':
		default:
			return b.String(), i
		}
		i++
	}
	return b.String(), i
}

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

// unaccent maps a lower-case Latin letter with a diacritic to its base
// letter.
func unaccent(r rune) rune {
	if r < 0xc0 {
		return r
	}
	for _, m := range []struct {
		base  rune
		forms string
	}{
		{'a', "àáâãäåā"}, {'c', "çćč"}, {'e', "èéêëēė"}, {'i', "ìíîïī"},
		{'n', "ñń"}, {'o', "òóôõöøō"}, {'s', "śšş"}, {'u', "ùúûüū"},
		{'y', "ýÿ"}, {'z', "źżž"}, {'g', "ğ"}, {'l', "ł"},
	} {
		if strings.ContainsRune(m.forms, r) {
			return m.base
		}
	}
	if r == 'ß' {
		return 's'
	}
	return r
}

// crossEdges adds to g, for each article of a language other than
// another's, edges to its CrossNeighbors nearest articles of other
// languages by their anchors (at least CrossLeast), and returns g.
// langs and anchors are by node; a collection in one language gets none.
func crossEdges(g [][]edge, nodes []node, langs []string, anchors []map[string]float64) [][]edge {
	first := ""
	mixed := false
	for _, l := range langs {
		if first == "" {
			first = l
		}
		mixed = mixed || l != first
	}
	if !mixed {
		return g
	}
	// anchors weighted by idf over the collection, unit length, sorted
	df := map[string]int{}
	for _, a := range anchors {
		for k := range a {
			df[k]++
		}
	}
	type weighted struct {
		key string
		w   float64
	}
	vecs := make([][]weighted, len(anchors))
	postings := map[string][]int32{}
	for i, a := range anchors {
		norm := 0.0
		for k := range a {
			if df[k] < 2 {
				continue // shared with no other article
			}
			w := math.Log(float64(len(anchors)+1) / float64(df[k]))
			vecs[i] = append(vecs[i], weighted{k, w})
			norm += w * w
		}
		norm = math.Sqrt(norm)
		for j := range vecs[i] {
			vecs[i][j].w /= norm
		}
		slices.SortFunc(vecs[i], func(a, b weighted) int { return strings.Compare(a.key, b.key) })
		for _, x := range vecs[i] {
			postings[x.key] = append(postings[x.key], int32(i))
		}
	}
	weightOf := func(i int, key string) float64 {
		j, found := slices.BinarySearchFunc(vecs[i], key, func(x weighted, k string) int { return strings.Compare(x.key, k) })
		if !found {
			return 0
		}
		return vecs[i][j].w
	}
	kept := map[[2]int32]float64{}
	for i := range nodes {
		dot := map[int32]float64{}
		for _, x := range vecs[i] {
			for _, j := range postings[x.key] {
				if langs[j] != langs[i] {
					dot[j] += x.w * weightOf(int(j), x.key)
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
		slices.SortFunc(near, func(a, b edge) int {
			switch {
			case a.w > b.w:
				return -1
			case a.w < b.w:
				return 1
			}
			return int(a.to - b.to)
		})
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
	slices.SortFunc(keys, func(x, y [2]int32) int {
		if x[0] != y[0] {
			return int(x[0] - y[0])
		}
		return int(x[1] - y[1])
	})
	for _, k := range keys {
		g[k[0]] = append(g[k[0]], edge{k[1], kept[k]})
		g[k[1]] = append(g[k[1]], edge{k[0], kept[k]})
	}
	for i := range g {
		byTarget(g[i])
	}
	return g
}
