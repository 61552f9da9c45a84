package story

import (
	"cmp"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/storywire/storywire/internal/unionfind"
)

// Batch clustering: what Rebuild does once every article is known.
//
// Design. The online pass compares an article with story centroids and
// one absolute threshold decides; that cannot serve collections whose
// stories differ in how alike their reports are: topics that drift over
// months want a low threshold, sister events (two earthquakes, two trials
// of one man) share their vocabulary and want a high one. The batch pass
// therefore looks at each article's nearest articles, not at an absolute
// similarity:
//
//  1. Each article keeps edges to its Neighbors most similar articles
//     (cosine of the tf-idf vectors, times a time factor on the scale of
//     a year, RebuildTimeScale) of at least MinEdge: a k-nearest-neighbour
//     graph, found through an inverted index of the articles' terms.
//     Reports of one event are each other's nearest even when a sister
//     event's reports come close in absolute terms, so an article's few
//     edges stay inside its event. MinEdge is
//     of the order of the 99th percentile of the similarity of unrelated
//     articles (ECB+ 0.063, DUC 2003 0.119): fainter likenesses are noise,
//     and many of them would add up in a small collection (a football
//     report that mentions the ferry disaster in passing is no report of
//     it).
//     A wire's catch-lines (Article.Catchline, "COURTS Attack") are its
//     own word on which of its texts tell one story: two texts it filed
//     under one catch-line, a day and a half apart or less, are joined as
//     if identical, and two it filed under different ones are not joined
//     (catchEdges): a take of one line ("The hearing was adjourned until
//     tomorrow.") has no words of its story, and ends takes of many.
//  2. Copies are one text: the articles of a syndication group (joined by
//     Article.Copies) become one node, joined to another text by the
//     strongest edge between their articles, except texts a wire filed
//     under different catch-lines. What a story's size counts
//     below is texts, so a wire story republished by forty outlets is one
//     voice and does not outweigh the independent reports of its event
//     (the online pass counts document frequencies over texts for the
//     same reason: forty copies would make the story's own words common).
//  3. The graph of texts is partitioned by maximizing the constant Potts
//     model (CPM) quality, Σ over stories of [edge weight inside −
//     Resolution × pairs of texts], with Louvain's moves: each text moves
//     to the neighbouring story that gains most, then stories become nodes
//     and the moves repeat. A story holds together when the mean weight
//     between its texts, absent edges counted as zero, exceeds Resolution.
//     Unlike modularity, CPM has no resolution limit: two reports that
//     only have each other are not swallowed by a large neighbour.
//  4. Because absent edges count, a story of more than a few hundred
//     near-identical texts (each article with only Neighbors edges) comes
//     out in pieces; stories whose centroids are alike (cosine times time
//     factor at least MergeAlike, far above what sister events reach) are
//     joined again.
//  5. A story in which no two texts are as alike as the online pass asks
//     to join (DefaultThreshold), and whose likeness does not stand out
//     from its texts' likeness to other stories, is parted into its
//     texts (looseApart): in a collection of one or two reports an
//     event, the reports of other events on the same days are an
//     article's nearest, and their faint likeness passes Resolution. A story that one text alone
//     holds together is cut at that text (core.go), before step 4; after it, a
//     column's issues (texts under one headline, none within days of
//     another: a daily forecast) are parted (seriesApart), and each
//     story is divided where two of its tight groups name different
//     people or places (events.go). Centroids, spans and the index are then rebuilt so
//     that online adds go on from the result.
//
// The nodes are the articles in date-then-id order, whatever order they
// arrived in: the moves of step 3 and the ties of step 1 follow the
// order of the nodes, and the stories of a collection should not.
//
// It deliberately has one setting for every collection, chosen on the
// dev sets together (docs/BENCHMARKS.md has the grid around it).
// Neighbors is below the size of the dev sets' typical story (10
// articles); at 10 and 12 sister events merge more. In a collection of
// fewer than Neighbors+1 articles every pair at least MinEdge alike is
// joined, and the partition is average linkage at Resolution. Online, a
// take joins the story of its catch-line's latest take within the same
// window (Clusterer.Add); there, a take whose catch-line is new is placed
// by its words, and may join another catch-line's story until the next
// batch pass.
//
// Cost. The neighbour search reads, for each of an article's terms, the
// postings of the articles within the time factor's reach (dated
// postings sorted by day; undated ones always), so it grows with the
// square of the articles sharing terms within about two years
// (docs/BENCHMARKS.md). Of the candidates it meets, only those that may
// be among the article's Neighbors nearest have their common terms
// added; the articles' searches are independent and run on every core.
const (
	Neighbors  = 8
	MinEdge    = 0.1
	Resolution = 0.085
	MergeAlike = 0.7
	// RebuildTimeScale (days) is the batch pass's time factor scale, a
	// year where the online pass has timeScale (120 days): there the
	// time factor must keep a centroid from drifting, here the nearest
	// neighbours decide, and topics that run for months (TAC's span up
	// to 570 days) keep their reports within reach.
	RebuildTimeScale = 365.0
)

// Rebuild clusters arts from scratch in batch (see above) and replaces the
// clusterer's stories with the result; arts are the articles as they were
// added, in the same order; pages that are not articles (Article.Page)
// are left out. Online adds go on from the result. It returns the number
// of stories.
func (c *Clusterer) Rebuild(arts []Article) int {
	arts = slices.DeleteFunc(slices.Clone(arts), func(a Article) bool { return a.Page != "" })
	// Nodes in date-then-id order (see above); at[j] is node j's article.
	at := make([]int, len(arts))
	for i := range at {
		at[i] = i
	}
	slices.SortStableFunc(at, func(x, y int) int {
		return cmp.Or(cmp.Compare(arts[x].Date, arts[y].Date), cmp.Compare(arts[x].ID, arts[y].ID))
	})
	sorted := make([]Article, len(arts))
	for j, i := range at {
		sorted[j] = arts[i]
	}
	nodes := make([]node, len(arts))
	langs := make([]string, len(arts))
	for j, a := range sorted {
		d := parseDate(a.Date)
		var counts map[term]float64
		counts, langs[j] = termCountsLang(a.Title, a.Text, c.voc, &nodes[j].args)
		nodes[j].vec, nodes[j].first, nodes[j].last = c.weigh(counts), d, d
	}
	catch := catchKeys(sorted)
	texts, g := textGraph(copyGroups(sorted, catch), catchEdges(crossEdges(nearest(nodes, Neighbors, MinEdge), nodes, langs), sorted, catch))
	comm := make([]int, len(arts))
	for i, k := range cpm(g, Resolution) {
		for _, a := range texts[i] {
			comm[a] = k
		}
	}
	comm = looseApart(comm, texts, g, DefaultThreshold)
	comm = splitWelds(comm, texts, g, nodes)
	comm = mergeAlike(comm, nodes, MergeAlike)
	comm = seriesApart(comm, texts, nodes, sorted)
	comm = apartEvents(comm, texts, g, nodes)
	// back to the order of arrival
	byArrival, nodesByArrival := make([]int, len(arts)), make([]node, len(arts))
	for j, i := range at {
		byArrival[i], nodesByArrival[i] = comm[j], nodes[j]
	}
	comm, nodes = byArrival, nodesByArrival

	// Copies are in their original's story (every stage above moves
	// whole texts); stories are numbered by their first article, in the
	// order added.
	story := map[int]int{}
	c.stories = c.stories[:0]
	clear(c.storyOf)
	for i, a := range arts {
		k := comm[i]
		s, ok := story[k]
		if !ok {
			s = len(c.stories)
			story[k] = s
			c.stories = append(c.stories, &Story{ID: s})
		}
		c.stories[s].Articles = append(c.stories[s].Articles, a.ID)
		c.storyOf[a.ID] = s
	}
	c.reindex(arts, nodes)
	c.noteTakes(arts)
	return len(c.stories)
}

// looseApart returns comm with the stories in which no two texts are as
// alike as least (the online pass's threshold to join) parted into
// their texts, unless their likeness stands out: the strongest edge
// inside the story at least distinctRatio times the strongest from its
// texts to other stories. The partition joins texts whose mean weight
// passes Resolution, which is what a story of many reports, most pairs
// of them without an edge, needs; but in a collection of one or two
// reports an event, texts of other events on the same days are as alike
// to each other as to anything, and would be joined on that.
func looseApart(comm []int, texts [][]int, tg [][]edge, least float64) []int {
	tcomm, members, ks, next := textComms(comm, texts)
	for _, k := range ks {
		ms := members[k]
		if len(ms) < 2 {
			continue
		}
		in, out := 0.0, 0.0 // strongest edge inside the story, and out of it
		for _, i := range ms {
			for _, e := range tg[i] {
				if tcomm[e.to] == k {
					in = max(in, e.w)
				} else {
					out = max(out, e.w)
				}
			}
		}
		if in >= least || in >= distinctRatio*out {
			continue
		}
		apart(ms, &next, tcomm)
	}
	return articleComms(tcomm, texts, len(comm))
}

// seriesApart returns comm with the stories that are a column parted
// into their texts: at least seriesTexts texts under one headline, each
// dated and none within seriesDays of another. A forecast column, a
// weekly market report, "Today in history" come one issue at a time
// under the same headline, each about its own day, and their likeness
// is the column's template; the reports of an event come in a burst,
// and under headlines of their own. It deliberately asks for both: a
// long story sparsely sampled (a topic's reports weeks apart) is one
// story, and so are reports of one day under one headline.
func seriesApart(comm []int, texts [][]int, nodes []node, arts []Article) []int {
	tcomm, members, ks, next := textComms(comm, texts)
	for _, k := range ks {
		ms := members[k]
		if len(ms) < seriesTexts || !column(ms, texts, nodes, arts) {
			continue
		}
		apart(ms, &next, tcomm)
	}
	return articleComms(tcomm, texts, len(comm))
}

// column reports whether the texts ms are a column's issues: each dated
// and under one headline, none within seriesDays of another.
func column(ms []int, texts [][]int, nodes []node, arts []Article) bool {
	head := headline(arts[texts[ms[0]][0]])
	if head == "" {
		return false
	}
	days := make([]int64, len(ms))
	for j, i := range ms {
		a := texts[i][0]
		if nodes[a].first.IsZero() || !strings.EqualFold(headline(arts[a]), head) {
			return false
		}
		days[j] = nodes[a].first.Unix() / 86400
	}
	slices.Sort(days)
	for j := 1; j < len(days); j++ {
		if days[j]-days[j-1] <= seriesDays {
			return false // a burst: the reports of an event
		}
	}
	return true
}

// headline is an article's headline: its title, else the first line of
// its text when that is a short line of its own (a column's name at the
// top of its text).
func headline(a Article) string {
	if h := strings.TrimSpace(a.Title); h != "" {
		return h
	}
	line, _, _ := strings.Cut(a.Text, "\n")
	n := 0
	for range strings.FieldsSeq(line) {
		if n++; n > headlineWords {
			return ""
		}
	}
	return strings.TrimSpace(line)
}

// headlineWords is the most words of a text's first line read as its
// headline (headline).
const headlineWords = 10

// A story of seriesTexts texts or more under one headline none of
// which comes within seriesDays days of another is a column
// (seriesApart).
const (
	seriesTexts = 3
	seriesDays  = 3
)

// distinctRatio is how far a faint story's likeness must stand out
// from its texts' likeness to other stories (looseApart).
const distinctRatio = 1.5

// A node is what the graph compares: an article, or a story's centroid.
type node struct {
	vec         map[term]float64 // unit length
	first, last time.Time        // span of its dated articles
	args        args             // an article's names (events.go)
}

// widen widens the span [*first, *last] to take in d (zero: undated).
func widen(first, last *time.Time, d time.Time) {
	if d.IsZero() {
		return
	}
	if first.IsZero() || d.Before(*first) {
		*first = d
	}
	if d.After(*last) {
		*last = d
	}
}

// copyGroups returns for each article the first article of its
// syndication group (articles joined by Copies), itself when alone.
func copyGroups(arts []Article, catch []string) []int {
	sets := unionfind.New(len(arts))
	index := make(map[string]int, len(arts))
	for i, a := range arts {
		index[a.ID] = i
	}
	for i, a := range arts {
		for _, id := range a.Copies {
			// two texts a wire filed under different catch-lines are
			// not one text, however alike: "The hearing was adjourned
			// until tomorrow." ends takes of many stories
			if j, ok := index[id]; ok && !filedApart(catch, i, j) {
				sets.Join(i, j)
			}
		}
	}
	out := make([]int, len(arts))
	for i := range out {
		out[i] = sets.Find(i)
	}
	return out
}

// catchWindow is how far apart in time two takes of one catch-line may
// be and still be one story: a wire reuses a catch-line on other days
// for other stories, and a running story's catch-line comes back daily.
const catchWindow = 36 * time.Hour

// catchEdges returns g (the graph of arts, in date order) with the
// wire's own word on which of its texts tell one story: two texts it
// filed under the same catch-line, within catchWindow of each other, are
// joined as if identical, and two it filed under different ones are not
// joined at all ("The hearing was adjourned until tomorrow." ends the
// takes of many stories). Texts without a catch-line keep their edges.
func catchEdges(g [][]edge, arts []Article, keys []string) [][]edge {
	if keys == nil {
		return g
	}
	for i, es := range g {
		g[i] = slices.DeleteFunc(es, func(e edge) bool { return filedApart(keys, i, int(e.to)) })
	}
	join := func(i, j int) {
		for _, p := range [][2]int{{i, j}, {j, i}} {
			if k := slices.IndexFunc(g[p[0]], func(e edge) bool { return int(e.to) == p[1] }); k >= 0 {
				g[p[0]][k].w = 1
			} else {
				g[p[0]] = append(g[p[0]], edge{int32(p[1]), 1})
			}
		}
	}
	last := map[string]int{} // each catch-line's latest text so far
	for i, k := range keys {
		if k == "" {
			continue
		}
		if j, ok := last[k]; ok {
			if d, e := parseDate(arts[j].Date), parseDate(arts[i].Date); !d.IsZero() && !e.IsZero() && e.Sub(d) <= catchWindow {
				join(i, j)
			}
		}
		last[k] = i
	}
	return g
}

// filedApart reports whether a wire filed texts i and j under catch-lines
// (keys, by text; nil: none) that name different stories.
func filedApart(keys []string, i, j int) bool {
	return keys != nil && keys[i] != "" && keys[j] != "" && keys[i] != keys[j]
}

// catchKeys returns the catch-line key of each of arts, or nil when none
// has a catch-line.
func catchKeys(arts []Article) []string {
	var keys []string
	for i, a := range arts {
		if a.Catchline == "" {
			continue
		}
		if k := CatchKey(a.Catchline); k != "" {
			if keys == nil {
				keys = make([]string, len(arts))
			}
			keys[i] = k
		}
	}
	return keys
}

// CatchKey is the part of a catch-line that names the story: its first
// two words ("COURTS Care" of "COURTS Care Substitute", "COURTS Care
// Q&A"); the words after them name a version or a sidebar.
func CatchKey(c string) string {
	f := strings.Fields(c)
	if len(f) < 2 {
		return ""
	}
	return strings.ToUpper(f[0] + " " + f[1])
}

// textGraph collapses the article graph g into a graph of texts: each
// syndication group (group[i] is article i's group) is one node, listing
// its articles, and the edge between two texts is the strongest edge
// between their articles (copies are near-identical: any of them stands
// for the text, and a sum would count a text once per copy). Edges inside
// a text are dropped: they change no move's gain.
func textGraph(group []int, g [][]edge) (texts [][]int, tg [][]edge) {
	num := make(map[int]int)
	of := make([]int, len(group))
	for i, r := range group {
		n, ok := num[r]
		if !ok {
			n = len(texts)
			num[r] = n
			texts = append(texts, nil)
		}
		of[i] = n
		texts[n] = append(texts[n], i)
	}
	return texts, contract(g, of, len(texts), func(a, b float64) float64 { return max(a, b) })
}

// contract returns the graph of the groups of g's nodes (of[i] is node
// i's group, n groups): an edge between two groups combines, by combine,
// the edges between their nodes; edges inside a group are dropped.
func contract(g [][]edge, of []int, n int, combine func(a, b float64) float64) [][]edge {
	between := make([]map[int32]float64, n)
	for i, es := range g {
		a := of[i]
		for _, e := range es {
			if b := int32(of[e.to]); int(b) != a {
				if between[a] == nil {
					between[a] = map[int32]float64{}
				}
				between[a][b] = combine(between[a][b], e.w)
			}
		}
	}
	out := make([][]edge, n)
	for a, m := range between {
		for b, w := range m {
			out[a] = append(out[a], edge{b, w})
		}
		byTarget(out[a])
	}
	return out
}

// byTarget sorts edges by the node they lead to: map order must not
// decide the moves.
func byTarget(es []edge) {
	slices.SortFunc(es, func(a, b edge) int { return int(a.to - b.to) })
}

// edge is a weighted edge to node to.
type edge struct {
	to int32
	w  float64
}

// nearest returns the undirected graph that joins each node to its k most
// similar nodes of similarity at least least (an edge kept by either end,
// at its weight; k < 0: every node that similar).
func nearest(nodes []node, k int, least float64) [][]edge {
	kept := map[[2]int32]float64{}
	eachNear(nodes, least, k, func(i int32, near []edge) {
		heaviestFirst(near)
		if k >= 0 && len(near) > k {
			near = near[:k]
		}
		for _, e := range near {
			key := [2]int32{min(i, e.to), max(i, e.to)}
			kept[key] = max(kept[key], e.w)
		}
	})
	g := make([][]edge, len(nodes))
	for key, w := range kept {
		g[key[0]] = append(g[key[0]], edge{key[1], w})
		g[key[1]] = append(g[key[1]], edge{key[0], w})
	}
	for _, es := range g {
		byTarget(es)
	}
	return g
}

// eachNear calls visit with each node and the nodes of similarity at
// least least to it, in no order; near is reused between calls. With k
// ≥ 0, near may leave out nodes that are not among the node's k nearest
// (by weight, then node): their weights are not worked out.
func eachNear(nodes []node, least float64, k int, visit func(i int32, near []edge)) {
	type posting struct {
		node int32
		day  int32 // the first day of a dated node; undated ones are listed apart
		w    float64
	}
	// Terms are numbered densely: postings by term number, and each
	// node's terms as a list. A term's dated postings are sorted by the
	// day their span starts, and a dated node walks only those within
	// reach: farther, the time factor alone keeps the weight below least
	// (reach, plus the longest span, before the node's start; reach after
	// its end).
	dayOf := func(t time.Time) int32 { return int32(t.Unix() / 86400) }
	reach, longest := int32(math.MaxInt32), int32(0)
	if least > 0 && least < 1 {
		reach = int32(graceDays+RebuildTimeScale*math.Log(1/least)) + 1
	}
	for _, nd := range nodes {
		if !nd.first.IsZero() {
			longest = max(longest, dayOf(nd.last)-dayOf(nd.first))
		}
	}
	// Each node's terms as a list in term order (dot products are summed
	// in term order, so that they do not depend on the order of a map),
	// how many nodes hold each term, and the heaviest weight it has in
	// any: a bound on what the term can add to a dot product.
	lists := make([][]termWeight, len(nodes))
	var df []int32
	var maxW []float64
	for i, nd := range nodes {
		lists[i] = make([]termWeight, 0, len(nd.vec))
		for t, w := range nd.vec {
			lists[i] = append(lists[i], termWeight{t, w})
			for int(t) >= len(df) {
				df, maxW = append(df, 0), append(maxW, 0)
			}
			df[t]++
			maxW[t] = max(maxW[t], w)
		}
		slices.SortFunc(lists[i], func(a, b termWeight) int { return int(a.t) - int(b.t) })
	}
	// Prefix filtering (the all-pairs similarity search of Bayardo et
	// al.): a node leaves out of the index its most common terms whose
	// bounds sum below the budget (unindexed[i]); those cannot bring a
	// node to least on their own, so every node similar enough shares an
	// indexed term. The walks of common words (the language's own, site
	// furniture) are skipped; a candidate that might reach least gets
	// its unindexed terms added (skipped[j]), so the neighbours found are
	// the same.
	dated, undated := make([][]posting, len(df)), make([][]posting, len(df))
	// A node's unindexed terms may add up to half of least: more left
	// out saves walks but leaves more candidates to verify.
	budget := least / 2
	unindexed := make([]float64, len(nodes))
	skipped := make([][]termWeight, len(nodes))
	var order []termWeight
	for i, nd := range nodes {
		order = append(order[:0], lists[i]...)
		slices.SortFunc(order, func(a, b termWeight) int {
			if d := df[b.t] - df[a.t]; d != 0 {
				return int(d)
			}
			return int(a.t) - int(b.t)
		})
		bound, n := 0.0, 0
		for _, x := range order {
			if bound+x.w*maxW[x.t] >= budget {
				break
			}
			bound += x.w * maxW[x.t]
			n++
		}
		unindexed[i] = bound
		skipped[i] = slices.Clone(order[:n])
		slices.SortFunc(skipped[i], func(a, b termWeight) int { return int(a.t) - int(b.t) })
		for _, x := range order[n:] {
			if nd.first.IsZero() {
				undated[x.t] = append(undated[x.t], posting{int32(i), 0, x.w})
			} else {
				dated[x.t] = append(dated[x.t], posting{int32(i), dayOf(nd.first), x.w})
			}
		}
	}
	if reach < math.MaxInt32 {
		for _, ps := range dated {
			slices.SortStableFunc(ps, func(a, b posting) int { return int(a.day - b.day) })
		}
	}
	factor := spanFactors(nodes)
	byDay := func(p posting, day int32) int { return int(p.day - day) }
	// search returns the nodes at least least alike to node i (with k ≥
	// 0, at least those among its k nearest), in s.near.
	search := func(i int, s *nearScratch) []edge {
		dot, wi := s.dot, s.wi
		add := func(x termWeight, ps []posting) {
			for _, p := range ps {
				if dot[p.node] == 0 {
					s.touched = append(s.touched, p.node)
				}
				dot[p.node] += x.w * p.w
			}
		}
		nd := &nodes[i]
		s.touched = s.touched[:0]
		window := reach < math.MaxInt32 && !nd.first.IsZero()
		var from, to int32
		if window {
			from, to = dayOf(nd.first)-reach-longest, dayOf(nd.last)+reach+1
		}
		for _, x := range lists[i] {
			wi[x.t] = x.w
			add(x, undated[x.t])
			ps := dated[x.t]
			if window {
				lo, _ := slices.BinarySearchFunc(ps, from, byDay)
				hi, _ := slices.BinarySearchFunc(ps, to, byDay)
				ps = ps[lo:hi]
			}
			add(x, ps)
		}
		// dot[j] lacks j's unindexed terms, which add at most
		// unindexed[j]; the time factor is at most one: only a dot
		// product that may reach least is worth its exp.
		cands := s.cands[:0]
		for _, j := range s.touched {
			if ub := dot[j] + unindexed[j]; ub >= least && j != int32(i) {
				f := factor(i, j)
				if ub*f >= least {
					cands = append(cands, nearCandidate{j, dot[j], f, ub * f})
				}
			}
			dot[j] = 0
		}
		s.cands = cands
		if k >= 0 && len(cands) > k {
			// Verified from the highest bound down: once k neighbours
			// weigh more than the next bound, no later one is among
			// the k nearest.
			slices.SortFunc(cands, func(a, b nearCandidate) int {
				return cmp.Or(cmp.Compare(b.ub, a.ub), cmp.Compare(a.j, b.j))
			})
		}
		near := s.near[:0]
		s.heavy = s.heavy[:0]
		kth := math.Inf(-1) // the k-th heaviest weight verified, once there are k
		for _, c := range cands {
			if k >= 0 && len(near) >= k && (k == 0 || c.ub < kth) {
				break
			}
			d := c.dot
			for _, x := range skipped[c.j] {
				d += x.w * wi[x.t]
			}
			if d < least {
				continue
			}
			if w := d * c.f; w >= least {
				near = append(near, edge{c.j, w})
				if k > 0 {
					kth = pushHeavy(&s.heavy, w, k)
				}
			}
		}
		for _, x := range lists[i] {
			wi[x.t] = 0
		}
		s.near = near
		return near
	}
	scratch := func() *nearScratch {
		return &nearScratch{wi: make([]float64, len(df)), dot: make([]float64, len(nodes))}
	}
	// The nodes' searches are independent: on several cores they run
	// side by side, each worker with its own scratch, and visit is
	// called in node order once all are done, with each node's k
	// nearest (the order nearest keeps them in).
	workers := min(runtime.GOMAXPROCS(0), len(nodes)/nearChunk)
	if workers <= 1 {
		s := scratch()
		for i := range nodes {
			visit(int32(i), search(i, s))
		}
		return
	}
	results := make([][]edge, len(nodes))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			s := scratch()
			for {
				lo := int(next.Add(nearChunk)) - nearChunk
				if lo >= len(nodes) {
					return
				}
				for i := lo; i < min(lo+nearChunk, len(nodes)); i++ {
					near := search(i, s)
					if k >= 0 && len(near) > k {
						heaviestFirst(near)
						near = near[:k]
					}
					results[i] = slices.Clone(near)
				}
			}
		})
	}
	wg.Wait()
	for i, near := range results {
		visit(int32(i), near)
	}
}

// nearChunk is how many nodes a worker of eachNear takes at a time.
const nearChunk = 256

// nearScratch is the working memory of one worker of eachNear: the
// weights of the node searched by term, the dot product of each node
// with it and the nodes touched, its candidates, its neighbours, and
// the heaviest weights verified.
type nearScratch struct {
	wi, dot []float64
	touched []int32
	cands   []nearCandidate
	near    []edge
	heavy   []float64
}

// nearCandidate is a node that may be near the node searched.
type nearCandidate struct {
	j      int32
	dot, f float64 // the indexed terms' dot product; the time factor
	ub     float64 // a bound on the weight: (dot + unindexed[j]) × f
}

// heaviestFirst sorts edges by weight, heaviest first, then by node.
func heaviestFirst(es []edge) {
	slices.SortFunc(es, func(a, b edge) int { return cmp.Or(cmp.Compare(b.w, a.w), cmp.Compare(a.to, b.to)) })
}

// spanFactors returns spanFactor between nodes i and j. Nodes dated to
// whole days (as Rebuild dates them) are told apart by their day numbers
// and the factor of each distance in days is worked out once; the
// factors are spanFactor's to the bit.
func spanFactors(nodes []node) func(i int, j int32) float64 {
	const day = 86400
	span := make([][2]int64, len(nodes)) // first and last day; undated: 0, -1
	for i, nd := range nodes {
		if nd.first.IsZero() {
			span[i] = [2]int64{0, -1}
			continue
		}
		f, l := nd.first.Unix(), nd.last.Unix()
		if f%day != 0 || l%day != 0 || !nd.first.Equal(time.Unix(f, 0)) {
			return func(i int, j int32) float64 {
				return spanFactor(nodes[i].first, nodes[i].last, nodes[j].first, nodes[j].last)
			}
		}
		span[i] = [2]int64{f / day, l / day}
	}
	return func(i int, j int32) float64 {
		a, b := span[i], span[j]
		if a[1] < a[0] || b[1] < b[0] {
			return 1
		}
		d := a[0] // a day of span a nearest to span b
		if a[1] < b[0] {
			d = a[1]
		}
		n := int64(0)
		switch {
		case d < b[0]:
			n = b[0] - d
		case d > b[1]:
			n = d - b[1]
		}
		return rebuildDecay.at(n)
	}
}

// rebuildDecay is the batch pass's time factor by whole days.
var rebuildDecay = newDayDecay(RebuildTimeScale, 4096)

// pushHeavy keeps in heap (a min-heap) the k heaviest weights given it,
// and returns the lightest of them once it holds k (else -Inf).
func pushHeavy(heap *[]float64, w float64, k int) float64 {
	h := *heap
	switch {
	case len(h) < k:
		h = append(h, w)
		for i := len(h) - 1; i > 0 && h[(i-1)/2] > h[i]; i = (i - 1) / 2 {
			h[i], h[(i-1)/2] = h[(i-1)/2], h[i]
		}
	case w > h[0]:
		h[0] = w
		for i := 0; ; {
			c := 2*i + 1
			if c >= len(h) {
				break
			}
			if c+1 < len(h) && h[c+1] < h[c] {
				c++
			}
			if h[i] <= h[c] {
				break
			}
			h[i], h[c] = h[c], h[i]
			i = c
		}
	}
	*heap = h
	if len(h) < k {
		return math.Inf(-1)
	}
	return h[0]
}

// spanFactor is the batch time factor between two date spans: the factor
// of the days between their nearest ends (none when they overlap), on the
// scale of RebuildTimeScale.
func spanFactor(f1, l1, f2, l2 time.Time) float64 {
	if f1.IsZero() || f2.IsZero() {
		return 1
	}
	d := f1 // a point of span 1 nearest to span 2
	if l1.Before(f2) {
		d = l1
	}
	return timeFactorAt(d, f2, l2, RebuildTimeScale)
}

// mergeAlike joins the communities whose centroids are at least least
// similar, and returns the new community of each node.
func mergeAlike(comm []int, nodes []node, least float64) []int {
	n := 0
	for _, k := range comm {
		n = max(n, k+1)
	}
	cent := make([]node, n)
	for i := range cent {
		cent[i].vec = map[term]float64{}
	}
	for i, nd := range nodes {
		c := &cent[comm[i]]
		for t, w := range nd.vec {
			c.vec[t] += w
		}
		widen(&c.first, &c.last, nd.first)
		widen(&c.first, &c.last, nd.last)
	}
	for _, c := range cent {
		unit(c.vec)
	}
	// the communities joined by an edge are one
	sets := unionfind.New(n)
	eachNear(cent, least, -1, func(a int32, near []edge) {
		for _, e := range near {
			sets.Join(int(a), int(e.to))
		}
	})
	out := make([]int, len(comm))
	for i, k := range comm {
		out[i] = sets.Find(k)
	}
	return out
}

// cpm partitions the graph g (node weights one) by Louvain's local moves
// and aggregation on the constant Potts model at resolution gamma. It
// returns each node's community, numbered from zero.
func cpm(g [][]edge, gamma float64) []int {
	member := make([]int, len(g))
	size := make([]float64, len(g))
	for i := range member {
		member[i], size[i] = i, 1
	}
	for len(g) > 0 {
		comm, n, moved := cpmMoves(g, size, gamma)
		for i, m := range member {
			member[i] = comm[m]
		}
		if !moved || n == len(g) { // no node joined another
			break
		}
		g, size = aggregate(g, size, comm, n)
	}
	return member
}

// cpmMoves moves each node of g to the community that gains the most
// quality until no move gains; it returns the communities numbered from
// zero, their count, and whether any node moved.
func cpmMoves(g [][]edge, size []float64, gamma float64) ([]int, int, bool) {
	comm := make([]int, len(g))
	tot := make([]float64, len(g)) // node weight of each community
	for i := range comm {
		comm[i], tot[i] = i, size[i]
	}
	links := make([]float64, len(g)) // scratch: weight from the node to each community
	var seen []int
	movedAny := false
	for pass := 0; pass < 100; pass++ {
		moved := false
		for i, es := range g {
			own := comm[i]
			seen = seen[:0]
			for _, e := range es {
				if int(e.to) == i {
					continue
				}
				k := comm[e.to]
				if links[k] == 0 {
					seen = append(seen, k)
				}
				links[k] += e.w
			}
			tot[own] -= size[i]
			best, gain := own, links[own]-gamma*size[i]*tot[own]
			for _, k := range seen {
				if k == own {
					continue
				}
				if q := links[k] - gamma*size[i]*tot[k]; q > gain+1e-12 {
					best, gain = k, q
				}
			}
			if gain < -1e-12 { // better alone, in an empty community
				best = i
				if tot[i] != 0 {
					best = emptyCommunity(tot)
				}
			}
			for _, k := range seen {
				links[k] = 0
			}
			tot[best] += size[i]
			if best != own {
				comm[i] = best
				moved, movedAny = true, true
			}
		}
		if !moved {
			break
		}
	}
	num := map[int]int{}
	for i, k := range comm {
		n, ok := num[k]
		if !ok {
			n = len(num)
			num[k] = n
		}
		comm[i] = n
	}
	return comm, len(num), movedAny
}

// emptyCommunity returns a community with no members.
func emptyCommunity(tot []float64) int {
	for k, t := range tot {
		if t == 0 {
			return k
		}
	}
	panic("story: no empty community")
}

// aggregate returns the graph of the communities: node weights summed,
// edges between communities summed (inside ones dropped: they do not
// change any move's gain).
func aggregate(g [][]edge, size []float64, comm []int, n int) ([][]edge, []float64) {
	ns := make([]float64, n)
	for i, k := range comm {
		ns[k] += size[i]
	}
	return contract(g, comm, n, func(a, b float64) float64 { return a + b }), ns
}

// reindex rebuilds the stories' centroids, spans and the index from
// their members (nodes[i] is arts[i]'s vector and date).
func (c *Clusterer) reindex(arts []Article, nodes []node) {
	index := make(map[string]int, len(arts))
	for i, a := range arts {
		index[a.ID] = i
	}
	c.index = newStoryIndex()
	for _, st := range c.stories {
		sum := map[term]float64{}
		st.First, st.Last = time.Time{}, time.Time{}
		st.times = nil
		st.anchors = nil
		for _, id := range st.Articles {
			nd := nodes[index[id]]
			for t, w := range nd.vec {
				sum[t] += w
			}
			widen(&st.First, &st.Last, nd.first)
			if !nd.first.IsZero() {
				st.times = append(st.times, nd.first.Unix())
			}
			st.absorbAnchors(nd.args.anchors)
		}
		st.centroid = sparseOf(sum)
		st.norm2 = st.centroid.norm2()
		st.trim() // as absorb trims it
		slices.Sort(st.times)
		st.times = slices.Compact(st.times)
		st.indexed = nil
		c.relist(st, st.periods())
	}
}
