package story

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
)

// clique returns the edges of a complete graph on nodes, weight w.
func clique(g [][]edge, w float64, nodes ...int) {
	for _, a := range nodes {
		for _, b := range nodes {
			if a != b {
				g[a] = append(g[a], edge{int32(b), w})
			}
		}
	}
}

func link(g [][]edge, a, b int, w float64) {
	g[a] = append(g[a], edge{int32(b), w})
	g[b] = append(g[b], edge{int32(a), w})
}

func TestCPM(t *testing.T) {
	tests := []struct {
		name  string
		n     int
		build func(g [][]edge)
		want  []int // nodes with equal numbers are in one community
	}{
		{"no edges: each alone", 3, func(g [][]edge) {}, []int{0, 1, 2}},
		{"two cliques, one weak bridge", 8, func(g [][]edge) {
			clique(g, 0.5, 0, 1, 2, 3)
			clique(g, 0.5, 4, 5, 6, 7)
			link(g, 3, 4, 0.2)
		}, []int{0, 0, 0, 0, 1, 1, 1, 1}},
		{"a pair beside a large story keeps apart", 8, func(g [][]edge) {
			clique(g, 0.6, 0, 1, 2, 3, 4, 5)
			link(g, 6, 7, 0.5)
			link(g, 5, 6, 0.1)
		}, []int{0, 0, 0, 0, 0, 0, 1, 1}},
		{"faint edges to every member: mean below the resolution", 5, func(g [][]edge) {
			clique(g, 0.5, 0, 1, 2, 3)
			for i := range 4 {
				link(g, 4, i, 0.08)
			}
		}, []int{0, 0, 0, 0, 1}},
		{"a chain of close reports holds together", 4, func(g [][]edge) {
			link(g, 0, 1, 0.5)
			link(g, 1, 2, 0.5)
			link(g, 2, 3, 0.5)
		}, []int{0, 0, 0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := make([][]edge, tt.n)
			tt.build(g)
			got := cpm(g, Resolution)
			for i := range tt.n {
				for j := range tt.n {
					if (got[i] == got[j]) != (tt.want[i] == tt.want[j]) {
						t.Fatalf("communities %v, want the grouping %v", got, tt.want)
					}
				}
			}
		})
	}
}

func TestNearest(t *testing.T) {
	v := func(ws ...float64) node {
		m := map[term]float64{}
		for i, w := range ws {
			if w != 0 {
				m[term(i)] = w
			}
		}
		return node{vec: m}
	}
	nodes := []node{
		v(1, 0, 0),
		v(0.8, 0.6, 0),
		v(0.6, 0.8, 0),
		v(0, 0, 1),
	}
	g := nearest(nodes, 1, 0.05)
	// 0's nearest is 1 (0.8), 1's is 2 (0.96), 2's is 1, 3 has none
	want := [][]int32{{1}, {0, 2}, {1}, nil}
	for i, es := range g {
		var to []int32
		for _, e := range es {
			to = append(to, e.to)
		}
		if !slices.Equal(to, want[i]) {
			t.Errorf("node %d: edges to %v, want %v", i, to, want[i])
		}
	}
	if w := g[1][1].w; w < 0.959 || w > 0.961 {
		t.Errorf("weight 1–2 = %.3f, want 0.96", w)
	}
}

// examples returns the bundled example articles as the story stage
// takes them.
func examples(t *testing.T) []Article {
	var arts []Article
	for a, err := range article.Read([]string{filepath.Join("..", "examples")}, nil) {
		if err != nil {
			t.Fatal(err)
		}
		title := a.Title
		if a.TitleDerived {
			title = ""
		}
		arts = append(arts, Article{ID: a.ID, Title: title, Text: a.Text, Date: a.Date})
	}
	return arts
}

// TestRebuildHeavySyndication: a wire story republished hundreds of
// times stays one story with the independent reports of the event (the
// graph alone would cut it in pieces: each copy has only ten edges), and
// the unrelated articles stay apart. The result is the same on a second
// run.
const copiesN = 40

func TestRebuildHeavySyndication(t *testing.T) {
	arts := examples(t)
	wire := arts[slices.IndexFunc(arts, func(a Article) bool { return a.Title == "Ferry capsizes in storm on Lake Varn, at least 41 dead" })]
	for i := range copiesN {
		c := wire
		c.ID = fmt.Sprintf("copy-%d", i)
		c.Text += fmt.Sprintf("\n\nPublished by outlet %d.", i)
		arts = append(arts, c)
	}
	// copies as the dedup stage finds them
	det := dedup.NewDetector()
	for i, a := range arts {
		_, rels, err := det.Add(a.ID, sha256.Sum256([]byte(a.Text)), a.Text)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rels {
			if r.Kind.Copying() && det.Holds(r) {
				arts[i].Copies = append(arts[i].Copies, r.A)
			}
		}
	}
	run := func() *Clusterer {
		c := New()
		for _, a := range arts {
			c.Add(a)
		}
		c.Rebuild(arts)
		return c
	}
	c := run()
	sizes := []int{}
	for _, s := range c.Stories() {
		sizes = append(sizes, len(s.Articles))
	}
	slices.Sort(sizes)
	if want := []int{1, 1, 9 + copiesN}; !slices.Equal(sizes, want) {
		t.Errorf("story sizes %v, want %v", sizes, want)
	}
	again := run()
	for _, a := range arts {
		if c.StoryOf(a.ID) != again.StoryOf(a.ID) {
			t.Fatalf("%s in story %d, then %d", a.ID, c.StoryOf(a.ID), again.StoryOf(a.ID))
		}
	}
}

// TestWeighUnseenTerms: a vector can be weighed for a text whose words
// the clusterer never counted (no index out of range).
func TestWeighUnseenTerms(t *testing.T) {
	c := New()
	c.Add(Article{ID: "a", Text: "Harbour cranes collapsed in Velmar."})
	v := c.weigh(termCounts("", "Zorvath glacier expedition", c.voc))
	if len(v) != 3 {
		t.Errorf("vector %v, want three terms", v)
	}
}

// TestRebuildEdgeCases: no articles, one, and articles without a single
// term each make stories without failing.
func TestRebuildEdgeCases(t *testing.T) {
	for _, arts := range [][]Article{
		nil,
		{{ID: "a", Text: "Harbour cranes collapsed in Velmar."}},
		{{ID: "a", Text: ""}, {ID: "b", Text: "the of and"}, {ID: "c", Text: "Harbour cranes collapsed in Velmar.", Date: "2020-01-01"}},
	} {
		c := New()
		for _, a := range arts {
			c.Add(a)
		}
		if n := c.Rebuild(arts); n != len(arts) {
			t.Errorf("%d articles: %d stories, want one each", len(arts), n)
		}
		for _, a := range arts {
			if c.StoryOf(a.ID) < 0 {
				t.Errorf("%s has no story", a.ID)
			}
		}
	}
}

// TestLooseApart: a story in which no two texts are as alike as the
// online pass asks, and whose likeness does not stand out from its
// texts' likeness to other stories, is parted into its texts; one
// holding such a pair keeps its faint members, and a faint pair alike
// to nothing else stays.
func TestLooseApart(t *testing.T) {
	// articles by text: text 1 is two copies
	texts := [][]int{{0}, {1, 2}, {3}, {4}, {5}, {6}, {7}, {8}, {9}}
	tg := make([][]edge, len(texts))
	join := func(a, b int, w float64) {
		tg[a] = append(tg[a], edge{int32(b), w})
		tg[b] = append(tg[b], edge{int32(a), w})
	}
	// story 7: texts 0–2, faint, and as alike to text 6 outside it
	join(0, 1, 0.12)
	join(1, 2, 0.15)
	join(0, 6, 0.14)
	// story 9: texts 3–5, a strong pair and a faint member
	join(3, 4, 0.45)
	join(4, 5, 0.11)
	// story 11: texts 7 and 8, faint, alike to nothing else
	join(7, 8, 0.13)
	comm := []int{7, 7, 7, 7, 9, 9, 9, 10, 11, 11} // by article
	got := looseApart(comm, texts, tg, DefaultThreshold)
	if got[1] != got[2] {
		t.Errorf("a text's copies parted: %v", got)
	}
	if got[0] == got[1] || got[0] == got[3] || got[1] == got[3] {
		t.Errorf("faint story not parted into its texts: %v", got)
	}
	if got[4] != got[5] || got[5] != got[6] {
		t.Errorf("story with a strong pair parted: %v", got)
	}
	if got[8] != got[9] {
		t.Errorf("faint pair alike to nothing else parted: %v", got)
	}
}

func TestSeriesApart(t *testing.T) {
	day := func(d int) time.Time { return time.Date(1998, 10, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, d) }
	type text struct {
		title, lead string
		day         int // -1: undated
	}
	tests := []struct {
		name  string
		texts []text
		apart bool // each text a story of its own
	}{
		{"a forecast column, issues weeks apart", []text{
			{"", "NATIONAL FORECAST\n\nFrost will cover the Great Lakes.", 0},
			{"", "NATIONAL FORECAST\n\nSnow advisories were issued.", 21},
			{"", "NATIONAL FORECAST\n\nLow pressure will move northeast.", 48},
			{"", "national forecast\n\nInclement weather in the Northeast.", 55},
		}, true},
		{"a column under its title field", []text{
			{"Market report", "Shares fell.", 0}, {"Market report", "Shares rose.", 7}, {"Market report", "Shares were flat.", 14},
		}, true},
		{"two issues are no column yet", []text{
			{"Market report", "Shares fell.", 0}, {"Market report", "Shares rose.", 7},
		}, false},
		{"reports of one event under one headline, in a burst", []text{
			{"Ferry sinks", "a", 0}, {"Ferry sinks", "b", 1}, {"Ferry sinks", "c", 30},
		}, false},
		{"a topic sampled weeks apart, headlines of its own", []text{
			{"Trial opens", "a", 0}, {"Witness testifies", "b", 21}, {"Jury convicts", "c", 48},
		}, false},
		{"an undated issue: how far apart is unknown", []text{
			{"Market report", "a", 0}, {"Market report", "b", 7}, {"Market report", "c", -1},
		}, false},
		{"a long first line is no headline", []text{
			{"", "Shares fell on Monday as investors sold banks and bought gold in a nervous market.\n\nMore.", 0},
			{"", "Shares fell on Monday as investors sold banks and bought gold in a nervous market.\n\nLess.", 7},
			{"", "Shares fell on Monday as investors sold banks and bought gold in a nervous market.\n\nAgain.", 14},
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := len(tt.texts)
			arts, nodes := make([]Article, n), make([]node, n)
			texts, comm := make([][]int, n), make([]int, n)
			for i, x := range tt.texts {
				arts[i] = Article{ID: fmt.Sprint(i), Title: x.title, Text: x.lead}
				if x.day >= 0 {
					nodes[i].first = day(x.day)
					nodes[i].last = nodes[i].first
				}
				texts[i] = []int{i}
			}
			got := seriesApart(comm, texts, nodes, arts)
			if apart := len(slices.Compact(slices.Sorted(slices.Values(got)))) == n; apart != tt.apart {
				t.Errorf("parted into its texts: %v, want %v (%v)", apart, tt.apart, got)
			}
		})
	}
}

// TestRebuildCatchlines: a wire's takes of one story, filed under one
// catch-line, are one story however little their words share, and the
// same stock line ending the takes of two stories joins neither story
// to the other.
func TestRebuildCatchlines(t *testing.T) {
	const adjourned = "The hearing was adjourned until tomorrow."
	arts := []Article{
		{ID: "attack1", Date: "1999-10-04T14:42:00Z", Catchline: "COURTS Attack", Title: "POLICE OFFICERS ATTACKED MAN WITH BATON",
			Text: "A man was beaten up by Territorial Support Group police officers who kicked him and struck him with a retractable baton, the Old Bailey was told today. The officers denied assault."},
		{ID: "attack2", Date: "1999-10-04T16:13:00Z", Catchline: "COURTS Attack", Text: adjourned},
		{ID: "rape1", Date: "1999-10-04T12:05:00Z", Catchline: "COURTS Rape Substitute", Title: "WOMAN TELLS JURY OF ORDEAL",
			Text: "A woman told a jury at Leeds Crown Court today how she was attacked on her way home from a nightclub. The defendant, a lorry driver, denies rape."},
		{ID: "rape2", Date: "1999-10-04T17:30:00Z", Catchline: "COURTS Rape", Text: adjourned},
		{ID: "weather", Date: "1999-10-04T09:00:00Z", Title: "RAIN FOR THE WEEKEND", Text: "Heavy rain is forecast across the north of England this weekend, with flooding possible in the Pennines."},
	}
	run := func(arts []Article) *Clusterer {
		c := New()
		for _, a := range arts {
			c.Add(a)
		}
		c.Rebuild(arts)
		return c
	}
	c := run(arts)
	if c.StoryOf("attack2") != c.StoryOf("attack1") || c.StoryOf("rape2") != c.StoryOf("rape1") {
		t.Errorf("takes apart from their catch-line's story: attack %d %d, rape %d %d",
			c.StoryOf("attack1"), c.StoryOf("attack2"), c.StoryOf("rape1"), c.StoryOf("rape2"))
	}
	if c.StoryOf("attack1") == c.StoryOf("rape1") {
		t.Errorf("two catch-lines' stories joined through their stock line")
	}
	// Online, after the batch pass, after a checkpoint and after a
	// restore: a take of one line joins its catch-line's story.
	// (its words are the rape story's: a jury, a court, a night out)
	take := Article{ID: "attack3", Date: "1999-10-05T10:00:00Z", Catchline: "COURTS Attack Nightlead",
		Text: "The jury at Leeds Crown Court was told the woman had been on her way home from a nightclub."}
	var b bytes.Buffer
	if err := c.Save(&b); err != nil {
		t.Fatal(err)
	}
	loaded, err := Load(&b)
	if err != nil {
		t.Fatal(err)
	}
	label := make([]int, len(arts))
	for i, a := range arts {
		label[i] = c.StoryOf(a.ID)
	}
	for name, k := range map[string]*Clusterer{"online": c, "loaded": loaded, "restored": Restore(arts, label)} {
		if got, want := k.Add(take), k.StoryOf("attack1"); got != want {
			t.Errorf("%s: a take of the attack story placed in story %d, want %d", name, got, want)
		}
	}
	// A catch-line used again weeks later names another story.
	late := slices.Clone(arts)
	late[1].Date = "1999-11-20T16:13:00Z"
	if c := run(late); c.StoryOf("attack2") == c.StoryOf("attack1") {
		t.Errorf("a take weeks after its catch-line's story joined it")
	}
}
