package summarize

import (
	"maps"
	"math"
	"slices"
	"sort"

	"github.com/storywire/storywire/textproc"
)

// The baselines every change to Summarize is judged against, in the same
// harness (storywire eval summarize): Lead, LexRank and Centroid. They
// share the sentence splitting and length filter of Summarize but none of
// its pooling, concepts or source weighting.

// plain is a sentence of the baselines.
type plain struct {
	text     string
	doc, pos int
	vec      vector // tf-idf, unit length
}

// vector is a sparse vector, its terms in order: sums over it run in
// that order, so that a baseline's figures do not move from one run to
// the next with the order of a map.
type vector struct {
	terms []string
	vals  []float64
}

// newVector returns m as a vector of unit length.
func newVector(m map[string]float64) vector {
	v := vector{terms: slices.Sorted(maps.Keys(m))}
	v.vals = make([]float64, len(v.terms))
	norm := 0.0
	for i, t := range v.terms {
		v.vals[i] = m[t]
		norm += m[t] * m[t]
	}
	if norm = math.Sqrt(norm); norm > 0 {
		for i := range v.vals {
			v.vals[i] /= norm
		}
	}
	return v
}

func plainSentences(docs []Doc, all bool) []plain {
	var out []plain
	for di, d := range docs {
		for si, text := range sentenceTexts(d.Text) {
			n := countWords(text)
			if !all && (n < minWords || n > maxWords) || n == 0 {
				continue
			}
			out = append(out, plain{text: text, doc: di, pos: si})
		}
	}
	return out
}

// Lead is the first sentences of the first article, cut to the budget.
func Lead(docs []Doc, opt Options) Summary {
	if len(docs) == 0 {
		return Summary{}
	}
	var order []int
	sents := plainSentences(docs[:1], true)
	for i := range sents {
		order = append(order, i)
	}
	return fillPlain(docs, sents, order, opt, 1)
}

// tfidf sets the unit tf-idf vector of each sentence (idf over the
// sentences), content words only, stemmed.
func tfidf(sents []plain) {
	df := map[string]int{}
	toks := make([][]string, len(sents))
	stem := textproc.NewStemmer()
	for i, s := range sents {
		seen := map[string]bool{}
		for _, t := range tokens(s.text, stem) {
			if textproc.IsStopword(t) {
				continue
			}
			toks[i] = append(toks[i], t)
			if !seen[t] {
				seen[t] = true
				df[t]++
			}
		}
	}
	n := float64(len(sents))
	for i := range sents {
		v := map[string]float64{}
		for _, t := range toks[i] {
			v[t] += math.Log(n / float64(df[t]))
		}
		sents[i].vec = newVector(v)
	}
}

func cosine(a, b vector) float64 {
	s := 0.0
	for i, j := 0, 0; i < len(a.terms) && j < len(b.terms); {
		switch {
		case a.terms[i] < b.terms[j]:
			i++
		case a.terms[i] > b.terms[j]:
			j++
		default:
			s += a.vals[i] * b.vals[j]
			i++
			j++
		}
	}
	return s
}

// LexRank ranks sentences by eigenvector centrality in the graph of
// tf-idf cosine similarities above 0.1 (Erkan and Radev 2004, threshold
// variant, damping 0.85), then takes them in rank order, skipping any with
// cosine 0.5 or more to one already taken.
func LexRank(docs []Doc, opt Options) Summary {
	sents := plainSentences(docs, false)
	if len(sents) == 0 {
		return Summary{}
	}
	tfidf(sents)
	n := len(sents)
	adj := make([][]int, n)
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if cosine(sents[i].vec, sents[j].vec) > 0.1 {
				adj[i] = append(adj[i], j)
				adj[j] = append(adj[j], i)
			}
		}
	}
	const d = 0.85
	p := make([]float64, n)
	for i := range p {
		p[i] = 1 / float64(n)
	}
	for it := 0; it < 100; it++ {
		next := make([]float64, n)
		for i := range next {
			next[i] = (1 - d) / float64(n)
		}
		for i, nb := range adj {
			if len(nb) == 0 {
				for j := range next { // a dangling sentence spreads evenly
					next[j] += d * p[i] / float64(n)
				}
				continue
			}
			for _, j := range nb {
				next[j] += d * p[i] / float64(len(nb))
			}
		}
		p = next
	}
	return fillPlain(docs, sents, rank(p), opt, 0.5)
}

// Centroid scores each sentence by its cosine with the centroid of the
// cluster's tf-idf vectors plus a position bonus (MEAD's two main
// features), then takes them in score order with the same redundancy
// filter as LexRank.
func Centroid(docs []Doc, opt Options) Summary {
	sents := plainSentences(docs, false)
	if len(sents) == 0 {
		return Summary{}
	}
	return fillPlain(docs, sents, rank(centroidScores(sents)), opt, 0.5)
}

// centroidScores sets the sentences' tf-idf vectors and returns each
// one's Centroid score.
func centroidScores(sents []plain) []float64 {
	tfidf(sents)
	sum := map[string]float64{}
	for _, s := range sents {
		for i, t := range s.vec.terms {
			sum[t] += s.vec.vals[i]
		}
	}
	c := newVector(sum)
	score := make([]float64, len(sents))
	for i, s := range sents {
		score[i] = cosine(s.vec, c) + 0.1/float64(s.pos+1)
	}
	return score
}

func rank(score []float64) []int {
	order := make([]int, len(score))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return score[order[a]] > score[order[b]] })
	return order
}

// fillPlain takes sentences in the given order, skipping those too
// similar to one taken (maxSim ≥ 1 disables the check), until the budget
// is spent, the last one cut to fit; output in document order.
func fillPlain(docs []Doc, sents []plain, order []int, opt Options, maxSim float64) Summary {
	budget := opt.Words
	size := countWords
	if opt.Bytes > 0 {
		budget = opt.Bytes
		size = func(s string) int { return len(s) }
	}
	var taken []int
	left := budget
	for _, i := range order {
		if left <= 0 {
			break
		}
		similar := false
		for _, j := range taken {
			if maxSim < 1 && cosine(sents[i].vec, sents[j].vec) >= maxSim {
				similar = true
				break
			}
		}
		if similar {
			continue
		}
		taken = append(taken, i)
		left -= size(sents[i].text)
	}
	sort.Slice(taken, func(a, b int) bool {
		if sents[taken[a]].doc != sents[taken[b]].doc {
			return sents[taken[a]].doc < sents[taken[b]].doc
		}
		return sents[taken[a]].pos < sents[taken[b]].pos
	})
	var s Summary
	used := 0
	for _, i := range taken {
		text := cut(sents[i].text, budget-used, opt.Bytes > 0)
		if text == "" {
			continue
		}
		used += size(text)
		s.Sentences = append(s.Sentences, Sentence{Text: text, Articles: []string{docs[sents[i].doc].ID},
			Sources: nonEmpty(docs[sents[i].doc].Source), Independent: 1, Truncated: text != sents[i].text})
	}
	return s
}

func nonEmpty(s string) []string {
	if s == "" {
		return nil
	}
	return []string{s}
}
