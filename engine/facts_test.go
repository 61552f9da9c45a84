package engine

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/facts"
	"github.com/storywire/storywire/internal/shared"
)

// TestStoryAliases: a story's facts are compared with the aliases read
// by the story's words from the store, and give what the aliases
// counted from the substitutions give (what a reader uses beside a
// writer between two commits, or before a store's aliases are kept by
// class); a reader counting them keeps them while the store sees no
// write.
func TestStoryAliases(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	_, writer := examplesStore(t, path)
	stories, err := writer.Stories(ctx)
	if err != nil {
		t.Fatal(err)
	}
	report := func() []string {
		var out []string
		for _, s := range stories {
			r, err := writer.Facts(ctx, s)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(r)
			out = append(out, string(b))
		}
		return out
	}
	stored := report()
	if !strings.Contains(strings.Join(stored, ""), `"aliases":["Varn Lake"]`) {
		t.Errorf("no entity merged through an alias: %v", stored)
	}
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.ExecContext(ctx, `UPDATE story_state SET aliased = -1`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if counted := report(); !slices.Equal(stored, counted) {
		t.Errorf("facts with the stored aliases\n%v\nwith the aliases counted\n%v", stored, counted)
	}

	st2, reader := openAt(t, path)
	defer st2.Close()
	if reader.Writable() == nil {
		t.Fatal("the second pipeline is a writer")
	}
	a, err := reader.allClasses(ctx)
	if err != nil || len(a) == 0 {
		t.Fatal(a, err)
	}
	if b, _ := reader.allClasses(ctx); fmt.Sprintf("%p", a) != fmt.Sprintf("%p", b) {
		t.Error("the reader counted the aliases again with no write between")
	}
	ingestDocs(t, writer, eval.Fixture(3, 2, 10, 3, 9))
	if b, _ := reader.allClasses(ctx); fmt.Sprintf("%p", a) == fmt.Sprintf("%p", b) {
		t.Error("the reader kept the aliases counted before a write")
	}
}

// TestUpgradeAliases: a store of schema 10 keeps its aliases as pairs;
// a writer opening it keeps them by class, once.
func TestUpgradeAliases(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	st, writer := examplesStore(t, path)
	pairs, err := writer.Aliases(ctx)
	if err != nil || len(pairs) == 0 {
		t.Fatal(pairs, err)
	}
	st.Close()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`DROP TABLE alias_classes`, `ALTER TABLE story_state DROP COLUMN aliased`,
		`DROP TABLE checkpoint`, `ALTER TABLE story_state DROP COLUMN checkpointed`,
		`CREATE TABLE aliases (name TEXT PRIMARY KEY, canonical TEXT NOT NULL) WITHOUT ROWID`,
		`INSERT INTO aliases VALUES ('Cyclone', 'Storm'), ('Lake Varn', 'Varn Lake'), ('Varn', 'Lake Varn')`,
		`ALTER TABLE articles DROP COLUMN catchline`,
		`PRAGMA user_version = 10`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(q, err)
		}
	}
	db.Close()
	st, _ = openAt(t, path)
	defer st.Close()
	got, err := st.AliasClasses(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"Storm": "Cyclone", "Varn": "Lake Varn", "Varn Lake": "Lake Varn"}
	if !maps.Equal(got, want) {
		t.Errorf("aliases by class %v, want %v", got, want)
	}
	if at, err := st.AliasedAt(ctx); at < 0 || err != nil {
		t.Errorf("aliased at %d %v", at, err)
	}
	if p, err := st.AliasPairs(ctx); p != nil || err != nil {
		t.Errorf("pairs left %v %v", p, err)
	}
}

// TestFactTableOthers: in an agreement, a figure of the same thing that
// one article alone gives is listed apart from the agreed figure, not
// under it.
func TestFactTableOthers(t *testing.T) {
	ft := oneStoryFacts(t, "2007-02-15", []string{"AFP", "AP", "Reuters"},
		"The trial of the Madrid train bombings suspects opened in a high-security court on Thursday. Prosecutors said 29 suspects face charges over the bombs.",
		"Relatives of the Madrid train bombings victims watched from the gallery as the trial opened on Thursday. Prosecutors said 29 suspects face charges over the bombs, which killed 191 people.",
		"Police guarded the Madrid court as the trial over the train bombings began on Thursday; its files name 400 suspects in all.")
	for _, g := range ft.Quantities {
		if g.Thing != "suspect" {
			continue
		}
		if g.Verdict != facts.Agree || len(g.Values) != 1 || g.Values[0].Value.Value != 29 || len(g.Others) != 1 || g.Others[0].Value.Value != 400 {
			t.Errorf("suspects: %s, values %+v, others %+v; want 29 agreed and 400 apart", g.Verdict, g.Values, g.Others)
		}
		return
	}
	t.Errorf("no group of suspects: %+v", ft.Quantities)
}

// TestFactValueNamedAsShown: a value's words are those of the sentence
// shown first under it, not another article's. In TAC 2011's mud-volcano
// story one AFP voice gives "thousands of people" in the report it
// quotes and "thousands of villagers" in another; the table named the
// value by the other.
func TestFactValueNamedAsShown(t *testing.T) {
	f, err := os.Open(shared.Path(t, "data/tac2011/articles.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		if bytes.Contains(sc.Bytes(), []byte(`"D1124E-A"`)) {
			lines = append(lines, sc.Text())
		}
	}
	if len(lines) < 5 {
		t.Fatalf("%d articles of D1124E-A (%v)", len(lines), sc.Err())
	}
	pl := freshPipeline(t)
	ctx := context.Background()
	if _, err := pl.Ingest(ctx, article.Read([]string{"-"}, strings.NewReader(strings.Join(lines, "\n"))), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	stories, err := pl.Stories(ctx)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, s := range stories {
		ft, err := pl.FactTable(ctx, s)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range ft.Quantities {
			for _, v := range append(g.Values, g.Others...) {
				if len(v.Sources) == 0 || len(v.Parts) > 1 {
					continue
				}
				n++
				if _, w, _ := v.Sources[0].Parts(); v.Text != w {
					t.Errorf("%s: value named %q, the sentence shown first (%s) says %q", g.Thing, v.Text, v.Sources[0].Article, w)
				}
			}
		}
	}
	if n < 10 {
		t.Fatalf("%d values with a voice", n)
	}
}

// TestGivenOtherwise: a figure one article alone words its own way
// ("Two climbers" beside three copies' "one Australian and one English
// climber", 1 + 1 = 2) belongs to the agreement, where another figure
// one article alone gives (400 suspects beside 29) stays apart.
func TestGivenOtherwise(t *testing.T) {
	g := facts.Group{Verdict: facts.Agree, Values: []facts.Value{
		{Value: 2, Parts: []float64{1, 1}, Articles: []string{"a", "b", "c"}},
		{Value: 2, Articles: []string{"d"}},
		{Value: 400, Articles: []string{"e"}},
	}}
	for _, tc := range []struct {
		v    int
		want bool
	}{{0, true}, {1, true}, {2, false}} {
		if got := givenOtherwise(g, g.Values[tc.v]); got != tc.want {
			t.Errorf("givenOtherwise(%v) = %v, want %v", g.Values[tc.v].Value, got, tc.want)
		}
	}
	// "eight charges" beside "six charges ... and two": the whole of
	// the agreement's parts, 6 + 2 = 8; a ninth charge would be no sum
	parts := facts.Group{Verdict: facts.Agree, Note: "6 + 2 = 8", Values: []facts.Value{
		{Value: 6, Articles: []string{"a", "b"}},
		{Value: 2, Articles: []string{"a", "b"}},
		{Value: 8, Articles: []string{"c"}},
	}}
	if !givenOtherwise(parts, parts.Values[2]) {
		t.Error("the whole of the parts is not given otherwise")
	}
	parts.Values[2].Value = 9
	if givenOtherwise(parts, parts.Values[2]) {
		t.Error("a figure that is not the parts' sum is given otherwise")
	}
}

// TestFactTableQuoteSources: the fact table says which sources give a
// quotation to which speaker, so that a reader sees who attributes it to
// whom.
func TestFactTableQuoteSources(t *testing.T) {
	texts := []string{
		"The minister visited the flooded town of Kessarine on Monday. Transport Minister Lidia Varga said the inquiry would open next week. \"We will find out what went wrong at the dam,\" she said.",
		"Rescuers searched the flooded town of Kessarine on Monday. \"We will find out what went wrong at the dam,\" said the mayor, Paul Dask, after touring the town.",
		"The flooded town of Kessarine counted its losses on Monday, a day after the dam broke. \"We will find out what went wrong at the dam,\" Lidia Varga told reporters.",
	}
	speakers := func(ft FactTable) map[string][]string {
		got := map[string][]string{}
		for _, q := range ft.Quotes {
			for _, s := range q.Speakers {
				got[s.Name] = s.Sources
			}
		}
		return got
	}
	got := speakers(oneStoryFacts(t, "2026-03-09", []string{"AFP", "AP", "Reuters"}, texts...))
	if !slices.Equal(got["Lidia Varga"], []string{"AFP", "Reuters"}) || !slices.Equal(got["Paul Dask"], []string{"AP"}) {
		t.Errorf("speakers and their sources: %v", got)
	}
	// articles that name no source are known by their titles, as a
	// figure's sources are
	got = speakers(oneStoryFacts(t, "2026-03-09", []string{"", "", ""}, texts...))
	if len(got["Paul Dask"]) != 1 || !strings.HasPrefix(got["Paul Dask"][0], "“Rescuers searched") || len(got["Lidia Varga"]) != 2 {
		t.Errorf("speakers of unnamed sources: %q", got)
	}
}

// oneStoryFacts ingests texts, of sources in that order ("" for none),
// all of one day, into a fresh pipeline and returns the fact table of
// the one story they make.
func oneStoryFacts(t *testing.T, date string, sources []string, texts ...string) FactTable {
	t.Helper()
	pl := freshPipeline(t)
	ctx := context.Background()
	var lines []string
	for i, x := range texts {
		b, _ := json.Marshal(map[string]string{"id": fmt.Sprintf("t%d", i), "source": sources[i], "date": date, "text": x})
		lines = append(lines, string(b))
	}
	if _, err := pl.Ingest(ctx, article.Read([]string{"-"}, strings.NewReader(strings.Join(lines, "\n"))), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	stories, err := pl.Stories(ctx)
	if err != nil || len(stories) != 1 {
		t.Fatalf("%d stories (%v), want 1", len(stories), err)
	}
	ft, err := pl.FactTable(ctx, stories[0])
	if err != nil {
		t.Fatal(err)
	}
	return ft
}
