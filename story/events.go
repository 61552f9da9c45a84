package story

import (
	"cmp"
	"slices"
	"strings"

	"github.com/storywire/storywire/internal/unionfind"
)

// Events: one subject, several events, told apart by who.
//
// Design. Two fights of one boxer, two offers to one player, a wedding
// survey and a wedding brawl share their words; what differs is who
// took part: the opponent, the club, the people named. After the
// partition, each story of four texts or more is divided again at a
// higher resolution (EventResolution) into the groups its graph holds
// most tightly, and the groups are joined back, the most strongly linked
// pairs first, unless their arguments conflict: each has a name that
// most of its texts' leads give (an argument of the group) and that no
// text of the other mentions at all. Such groups are different events
// and stay apart; a pair of texts needs two such names each way. A name
// is a capitalized word inside a sentence of the body (headlines
// capitalize every word), not a weekday or a month. It
// deliberately asks for a conflict both ways: a later report that names
// one more official is the same event; the other event's reports never
// name the first one's people.

// Parameters, one setting for every collection (docs/BENCHMARKS.md has
// the grid around it).
const (
	// EventResolution is the resolution at which a story is divided into
	// the groups whose arguments are compared.
	EventResolution = 0.15
	// A group of eventTexts texts or more is an event of its own when
	// it has one argument the other group never mentions; a pair of
	// texts needs pairArgs such arguments (and so does the other group).
	// argTexts is the least number of a group's texts whose leads give a
	// name for it to be an argument.
	eventTexts = 3
	pairArgs   = 2
	argTexts   = 2
	// leadWords is how much of a body gives an article's arguments.
	leadWords = 100
)

// args are an article's names: those of its lead (its arguments) and
// those of its whole body (what it mentions at all), as sorted terms.
type args struct {
	lead, all []term
	// anchors are the body's names and numbers as anchors
	// (languages.go), for reports in other languages.
	anchors []int32
}

// argsOf returns the names of a body.
func argsOf(text string, voc *vocabulary) args {
	var a args
	termCountsLang("", text, voc, &a)
	return a
}

// add adds a name, to the lead's too when it is in the lead.
func (a *args) add(t term, lead bool) {
	a.all = append(a.all, t)
	if lead {
		a.lead = append(a.lead, t)
	}
}

// done sorts the names and anchors and drops repeats.
func (a *args) done() {
	slices.Sort(a.lead)
	slices.Sort(a.all)
	slices.Sort(a.anchors)
	a.lead, a.all, a.anchors = slices.Compact(a.lead), slices.Compact(a.all), slices.Compact(a.anchors)
}

// calendarWords are the English weekdays and months, as written
// (lower case, capitalized, upper case), so that a look-up lowers
// nothing.
var calendarWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun") {
		m[w], m[strings.ToUpper(w[:1])+w[1:]], m[strings.ToUpper(w)] = true, true, true
	}
	return m
}()

func calendarWord(w string) bool { return calendarWords[strings.TrimSuffix(w, ".")] }

// apartEvents returns comm (each article's community) with each story
// divided into the events its arguments tell apart (see above).
func apartEvents(comm []int, texts [][]int, tg [][]edge, nodes []node) []int {
	tcomm, members, ks, next := textComms(comm, texts)
	for _, k := range ks {
		ts := members[k]
		if len(ts) < 4 { // two groups of two
			continue
		}
		groups := divide(ts, tg, nodes, texts)
		if len(groups) < 2 {
			continue
		}
		split(groups, k, &next, tcomm)
	}
	return articleComms(tcomm, texts, len(comm))
}

// divide returns a story's texts ts in the events their arguments tell
// apart: one group when they tell none apart.
func divide(ts []int, tg [][]edge, nodes []node, texts [][]int) [][]int {
	local := make(map[int]int32, len(ts))
	for j, i := range ts {
		local[i] = int32(j)
	}
	sub := make([][]edge, len(ts))
	for j, i := range ts {
		for _, e := range tg[i] {
			if to, ok := local[int(e.to)]; ok {
				sub[j] = append(sub[j], edge{to, e.w})
			}
		}
	}
	part := cpm(sub, EventResolution)
	n := 0
	for _, p := range part {
		n = max(n, p+1)
	}
	if n < 2 {
		return nil
	}
	groups := make([][]int, n)
	for j, p := range part {
		groups[p] = append(groups[p], ts[j])
	}
	// the weight between each pair of groups
	type pair struct {
		a, b int
		w    float64
	}
	between := map[[2]int]float64{}
	for j, es := range sub {
		for _, e := range es {
			a, b := part[j], part[e.to]
			if a < b {
				between[[2]int{a, b}] += e.w
			}
		}
	}
	// Groups are joined heaviest pair first, then the pairs with no edge
	// between them in order, unless their arguments conflict. Those come
	// from a walk over every pair, not a list: a story of near-identical
	// texts can split in thousands of groups.
	pairs := make([]pair, 0, len(between))
	for k, w := range between {
		pairs = append(pairs, pair{k[0], k[1], w})
	}
	slices.SortFunc(pairs, func(x, y pair) int {
		return cmp.Or(cmp.Compare(y.w, x.w), cmp.Compare(x.a, y.a), cmp.Compare(x.b, y.b))
	})
	sets := unionfind.New(n)
	members := make([][]int, n)
	copy(members, groups)
	join := func(a, b int) {
		a, b = sets.Find(a), sets.Find(b)
		if a == b || conflict(members[a], members[b], nodes, texts) {
			return
		}
		sets.Join(a, b)
		r := sets.Find(a)
		merged := append(append([]int(nil), members[a]...), members[b]...)
		members[a], members[b] = nil, nil
		members[r] = merged
	}
	for _, p := range pairs {
		join(p.a, p.b)
	}
	for a := range n {
		for b := a + 1; b < n; b++ {
			if _, done := between[[2]int{a, b}]; !done {
				join(a, b)
			}
		}
	}
	var out [][]int
	for g := range n {
		if sets.Find(g) == g {
			m := slices.Clone(members[g])
			slices.Sort(m)
			out = append(out, m)
		}
	}
	slices.SortFunc(out, func(x, y []int) int { return x[0] - y[0] })
	return out
}

// conflict reports whether two groups of texts are different events: each
// has an argument (a name most of its texts' leads give) that no text of
// the other mentions — two of them when either group is a pair.
func conflict(g, h []int, nodes []node, texts [][]int) bool {
	if len(g) < 2 || len(h) < 2 {
		return false
	}
	need := 1
	if len(g) < eventTexts || len(h) < eventTexts {
		need = pairArgs
	}
	return ownArguments(g, h, nodes, texts) >= need && ownArguments(h, g, nodes, texts) >= need
}

// ownArguments returns the number of arguments of g that no text of h
// mentions.
func ownArguments(g, h []int, nodes []node, texts [][]int) int {
	own := 0
	count := map[term]int{}
	for _, i := range g {
		for _, t := range nodes[texts[i][0]].args.lead {
			count[t]++
		}
	}
	for t, c := range count {
		if 2*c < len(g) || c < argTexts {
			continue
		}
		if !slices.ContainsFunc(h, func(i int) bool {
			_, found := slices.BinarySearch(nodes[texts[i][0]].args.all, t)
			return found
		}) {
			own++
		}
	}
	return own
}
