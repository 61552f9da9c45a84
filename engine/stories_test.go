package engine

import (
	"database/sql"
	"fmt"
	"maps"
	"slices"

	"context"
	"github.com/storywire/storywire/story"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/store"
)

// openAt opens the store at path and a pipeline over it; the caller
// closes the store.
func openAt(t *testing.T, path string) (*store.Store, *Pipeline) {
	t.Helper()
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := Open(context.Background(), st)
	if err != nil {
		st.Close()
		t.Fatal(err)
	}
	return st, pl
}

// freshPipeline returns a pipeline over a new, empty store, closed when
// the test ends.
func freshPipeline(t *testing.T) *Pipeline {
	t.Helper()
	st, pl := openAt(t, filepath.Join(t.TempDir(), "s.db"))
	t.Cleanup(func() { st.Close() })
	return pl
}

// examplesStore opens a store at path, closed when the test ends, and a
// pipeline over it holding the bundled examples.
func examplesStore(t *testing.T, path string) (*store.Store, *Pipeline) {
	t.Helper()
	st, pl := openAt(t, path)
	t.Cleanup(func() { st.Close() })
	ctx := context.Background()
	if _, err := pl.Ingest(ctx, article.Read([]string{filepath.Join("..", "examples")}, nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	return st, pl
}

// TestStoriesRecorded checks that story assignments reach the store: all
// at the first clustering, each new article as it is placed online, and
// that a rebuild logs the articles it moves.
func TestStoriesRecorded(t *testing.T) {
	st, pl := examplesStore(t, filepath.Join(t.TempDir(), "s.db"))
	ctx := context.Background()
	stories, err := pl.Stories(ctx)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := st.StoryOf(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec) != 11 {
		t.Fatalf("%d articles with a recorded story, want 11", len(rec))
	}
	for _, s := range stories {
		for _, a := range s.Articles {
			if rec[a.ID] != s.ID {
				t.Errorf("%s recorded in story %d, listed in %d", a.ID, rec[a.ID], s.ID)
			}
		}
	}
	// A new article is placed and recorded as it arrives.
	line := `{"id":"late","source":"Harbour Radio","text":"Divers reached the wreck of the ferry Solenne on Lake Varn on Saturday and recovered more victims, the coast guard in Kessarine said."}`
	if _, err := pl.Ingest(ctx, article.Read([]string{"-"}, strings.NewReader(line)), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	rec, _ = st.StoryOf(ctx)
	if rec["late"] == 0 || rec["late"] != rec[stories[0].Articles[0].ID] {
		t.Errorf("late article recorded in story %d, want the ferry story %d", rec["late"], rec[stories[0].Articles[0].ID])
	}
	// A rebuild keeps these stories: nothing moves, nothing is logged.
	if _, err := pl.Rebuild(ctx); err != nil {
		t.Fatal(err)
	}
	if ch, err := st.StoryChanges(ctx, 10); err != nil || len(ch) != 0 {
		t.Errorf("rebuild logged %v (%v)", ch, err)
	}
	// A change of assignment is logged with its reason.
	var seq int64
	rows, _ := st.All(ctx, false)
	for _, r := range rows {
		if r.ID == "late" {
			seq = r.Seq
		}
	}
	if n, err := st.PutStories(ctx, map[int64]int{seq: 99}, "test"); err != nil || n != 1 {
		t.Fatalf("PutStories: %d, %v", n, err)
	}
	ch, _ := st.StoryChanges(ctx, 10)
	if len(ch) != 1 || ch[0].ArticleID != "late" || ch[0].To != 99 || ch[0].Reason != "test" {
		t.Errorf("changes %+v", ch)
	}
}

// TestStoryIDsStable checks that a story keeps its id when the store is
// opened again (read from the store, not clustered again: the reopened
// pipeline holds no clusterer after reading), that a new article placed
// by the new process joins the stored story, and that after a rebuild
// every id once given resolves: to its story, or to where it went.
func TestStoryIDsStable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	ctx := context.Background()
	open := func() (*store.Store, *Pipeline) { return openAt(t, path) }
	members := func(stories []Story) map[int]string {
		out := map[int]string{}
		for _, s := range stories {
			var ids []string
			for _, a := range s.Articles {
				ids = append(ids, a.ID)
			}
			out[s.ID] = strings.Join(ids, " ")
		}
		return out
	}
	st, pl := open()
	if _, err := pl.Ingest(ctx, article.Read([]string{filepath.Join("..", "examples")}, nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	before, err := pl.Stories(ctx)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()

	st, pl = open()
	after, err := pl.Stories(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if pl.cl != nil {
		t.Error("reading the stories of a reopened store built a clusterer")
	}
	if got, want := members(after), members(before); !maps.Equal(got, want) {
		t.Errorf("after reopening:\n%v\nwant\n%v", got, want)
	}
	ferry := before[0].ID
	line := `{"id":"late","source":"Harbour Radio","text":"Divers reached the wreck of the ferry Solenne on Lake Varn on Saturday and recovered more victims, the coast guard in Kessarine said."}`
	if _, err := pl.Ingest(ctx, article.Read([]string{"-"}, strings.NewReader(line)), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	rec, _ := st.StoryOf(ctx)
	if rec["late"] != ferry {
		t.Errorf("the new process placed the late article in story %d, want the ferry story %d", rec["late"], ferry)
	}

	// Force a different partition: every article in one story of id 1
	// but the ferry story's, which are moved to a fresh id; a rebuild
	// then brings the stories back under ids once given.
	rows, _ := st.All(ctx, false)
	moved := map[int64]int{}
	for _, r := range rows {
		moved[r.Seq] = 1
		if rec[r.ID] == ferry {
			moved[r.Seq] = 50
		}
	}
	if _, err := st.PutStories(ctx, moved, "test"); err != nil {
		t.Fatal(err)
	}
	given, _ := st.NextStory(ctx)
	rebuilt, err := pl.Rebuild(ctx)
	if err != nil {
		t.Fatal(err)
	}
	exists := map[int]bool{}
	for _, s := range rebuilt {
		exists[s.ID] = true
	}
	for id := 1; id < given; id++ {
		if exists[id] {
			continue
		}
		to, ok, err := pl.StoryWent(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if ok && !exists[to] {
			t.Errorf("story %d went to %d, which does not exist", id, to)
		}
		if !ok && wasGiven(t, st, id) {
			t.Errorf("story %d was given and resolves to nothing", id)
		}
	}
	if !exists[50] {
		t.Errorf("the ferry story (held under 50 before the rebuild) lost its id: %v", members(rebuilt))
	}
	st.Close()
}

// wasGiven reports whether any article was ever recorded in story id.
func wasGiven(t *testing.T, st *store.Store, id int) bool {
	t.Helper()
	ch, err := st.StoryChanges(context.Background(), 1000)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range ch {
		if c.From == id || c.To == id {
			return true
		}
	}
	return false
}

func TestMatchIDs(t *testing.T) {
	mk := func(groups ...string) []*story.Story {
		var out []*story.Story
		for _, g := range groups {
			out = append(out, &story.Story{Articles: strings.Fields(g)})
		}
		return out
	}
	for _, c := range []struct {
		name    string
		stories []*story.Story
		old     map[string]int
		next    int
		want    []int
	}{
		{"same", mk("a b", "c"), map[string]int{"a": 3, "b": 3, "c": 7}, 8, []int{3, 7}},
		{"split keeps id in larger part", mk("a", "b c"), map[string]int{"a": 3, "b": 3, "c": 3}, 4, []int{4, 3}},
		{"merge keeps the larger contributor", mk("a b c"), map[string]int{"a": 1, "b": 2, "c": 2}, 3, []int{2}},
		{"new story", mk("a", "z"), map[string]int{"a": 1}, 5, []int{1, 5}},
	} {
		next := c.next
		if got := matchIDs(c.stories, c.old, &next); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// TestAliasesNotPublishers: a copy that swaps the site's masthead and
// the credit as well as a name teaches the name's alias only, not that
// one outlet or agency stands for another.
func TestAliasesNotPublishers(t *testing.T) {
	st, err := store.Open(filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	pl, err := Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	body := "Fighters of Islamic State left the border town of Arsal on Monday under a deal with the army, officials said. " +
		"The convoy of buses carried the Islamic State fighters and their families east towards the desert, a witness said. " +
		"Army engineers began clearing mines from the hills above the town after the last buses had gone, the army said. " +
		"Residents who had fled the fighting in the summer said they hoped to return to their farms before the winter rains. " +
		"The deal ended a week of fighting in which eleven soldiers were killed, according to the army's own count. (Reuters)"
	orig := "The River Gazette | Home | News | World | Sport\n\n" + body
	// the outlets are "The River Gazette" and "The Bay Chronicle": an
	// alias drops the "The"
	copy := "The Bay Chronicle | Home | News | World | Sport\n\n" + strings.NewReplacer("Islamic State", "Daesh", "(Reuters)", "(AFP)").Replace(body)
	lines := fmt.Sprintf("{\"id\":\"orig\",\"source\":\"The River Gazette\",\"date\":\"2017-08-28\",\"text\":%q}\n{\"id\":\"copy\",\"source\":\"The Bay Chronicle\",\"date\":\"2017-08-29\",\"text\":%q}\n", orig, copy)
	if _, err := pl.Ingest(ctx, article.Read([]string{"-"}, strings.NewReader(lines)), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	subs, _ := st.SubstitutionTotals(ctx)
	aliases, err := pl.Aliases(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if aliases["Daesh"] != "Islamic State" {
		t.Errorf("aliases %v (substitutions %v): want Daesh for Islamic State", aliases, subs)
	}
	for _, n := range []string{"Bay Chronicle", "River Gazette", "AFP", "Reuters"} {
		if to, ok := aliases[n]; ok {
			t.Errorf("%s taken for an alias of %s", n, to)
		}
	}
}

// TestFactsAtIngest: each article's facts are stored as it arrives, and
// reading a story's facts writes nothing, also for an article whose
// facts are missing (they are extracted for the read, not stored).
func TestFactsAtIngest(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.db")
	st, pl := examplesStore(t, path)
	ctx := context.Background()
	rows, _ := st.All(ctx, false)
	seqs := make([]int64, len(rows))
	for i, r := range rows {
		seqs[i] = r.Seq
	}
	stored, err := st.Facts(ctx, seqs)
	if err != nil || len(stored) != len(rows) {
		t.Fatalf("facts stored for %d of %d articles (%v)", len(stored), len(rows), err)
	}
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`DELETE FROM facts WHERE seq = ?`, seqs[0]); err != nil {
		t.Fatal(err)
	}
	stories, err := pl.Stories(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range stories {
		if _, err := pl.FactTable(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	if after, _ := st.Facts(ctx, seqs); len(after) != len(rows)-1 {
		t.Errorf("reading the facts wrote: %d extractions stored, want %d", len(after), len(rows)-1)
	}
}

func TestWithoutFurniture(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Harbor Times | Home | News | World | Sport | Opinion\n\nThe ferry sank on Friday.\n\nFollow us on Twitter", "\nThe ferry sank on Friday.\n\n"},
		{"The ferry sank on Friday.", "The ferry sank on Friday."},
		{"", ""},
		{"Updated 12:46 GMT\nThe ferry sank.", "The ferry sank."},
		{"The ferry sank.\nShare this article", "The ferry sank.\n"},
	} {
		if got := withoutFurniture(c.in); got != c.want {
			t.Errorf("withoutFurniture(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// BenchmarkStoryArticle measures what the story stage's input costs an
// article of web pages with their site's furniture (eval.Fixture).
func BenchmarkStoryArticle(b *testing.B) {
	docs := eval.Fixture(300, 3, 400, 4, 1)
	arts := make([]*article.Article, len(docs))
	for i, d := range docs {
		arts[i] = &article.Article{ID: d.ID, Text: d.Text, Date: d.Date}
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		StoryArticle(arts[i%len(arts)], nil)
	}
}

func TestIsPublisher(t *testing.T) {
	publisher := map[string]bool{}
	for _, s := range []string{"The Evening Post", "Sun", "Press Association", "Bay Chronicle"} {
		publisher[publisherKey(s)] = true
	}
	for _, c := range []struct {
		name string
		want bool
	}{
		{"Evening Post", true}, {"The Evening Post", true}, {"Evening Post.", true},
		{"Follow The Evening Post", true}, {"Copyright The Evening Post.", true},
		{"Morning Sun", false}, // a one-word outlet is matched whole only
		{"Sun", true}, {"Reuters", true}, {"Bay Chronicle Online", true},
		{"Islamic State", false}, {"Post", false}, {"Metropolitan Police", false},
	} {
		if got := isPublisher(publisher, c.name); got != c.want {
			t.Errorf("isPublisher(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestOutletSwap(t *testing.T) {
	publisher := map[string]bool{}
	for _, s := range []string{"Summit News", "Island Mail", "Coastal Record", "The Daily Record", "World Wire Online"} {
		publisher[publisherKey(s)] = true
	}
	for _, c := range []struct {
		from, to, outletA, outletB string
		want                       bool
	}{
		// the pair's own mastheads, whole or in part
		{"Follow Summit News", "Follow Island Mail", "Summit News", "Island Mail", true},
		{"Coastal", "The Daily", "Coastal Record", "The Daily Record", true},
		{"Summit News", "Island Mail", "Summit News", "Island Mail", true},
		// a third site's header in a copied page: both names publishers'
		{"World Wire Online", "Island Mail", "Bay Chronicle", "Island Mail", true},
		// a credit changed
		{"AP", "Staff and wire reports", "Summit News", "Island Mail", true},
		// edits of the story
		{"Islamic State", "Daesh", "Summit News", "Island Mail", false},
		{"Storm", "Cyclone", "Coastal Record", "The Daily Record", false},
		{"Follow Summit News", "Subscribe to Island Mail", "Summit News", "Island Mail", true}, // furniture all the same
		{"Summit", "Peak", "Summit News", "Island Mail", false},                                // only one side the outlet's
		// outlets unknown: file-read articles
		{"Lake Varn", "Varn Lake", "", "", false},
	} {
		if got := outletSwap(publisher, c.from, c.to, c.outletA, c.outletB); got != c.want {
			t.Errorf("outletSwap(%q → %q, %q, %q) = %v, want %v", c.from, c.to, c.outletA, c.outletB, got, c.want)
		}
	}
}

// A story with no headline is named by its most central lead that does
// not lean on a sentence before it.
func TestStoryTitleLeansBack(t *testing.T) {
	mk := func(lead string) *article.Article {
		return &article.Article{Title: lead, TitleDerived: true, Text: lead + " The mushers were racing near Fairbanks when the snowmobile hit them."}
	}
	arts := []*article.Article{
		mk("She said the snowmobile came out of the dark."),
		mk("A man drove a snowmobile into two teams of mushers, police said."),
	}
	if got := StoryTitle(arts); got != arts[1].Title {
		t.Errorf("StoryTitle = %q, want the lead that names who", got)
	}
	if got := StoryTitle(arts[:1]); got != arts[0].Title {
		t.Errorf("StoryTitle of one = %q, want its lead all the same", got)
	}
}

// A wire's later takes have no headline: when none of a story's core
// has one, the first take, filed under the same catch-line, names the
// story; a headline on the edge under another catch-line never does.
func TestStoryTitleWireTakes(t *testing.T) {
	take := func(title, catch, text string) *article.Article {
		a := &article.Article{Title: title, Catchline: catch, Text: text, Date: "1999-11-02T16:35:00Z"}
		if title == "" {
			a.Title, a.TitleDerived = strings.Fields(text)[0]+" …", true
		}
		return a
	}
	body := "Magistrates heard the farmer left sheep and cattle starving in his fields near Exeter, the RSPCA said. "
	arts := []*article.Article{
		take("CRUEL FARMER JAILED", "COURTS Cruelty", "A farmer was jailed today for three months."),
		take("", "COURTS Cruelty", body+"The latest prosecution followed RSPCA visits to his fields."),
		take("", "COURTS Cruelty", body+"Inspectors found sheep so weak they could not stand."),
		take("", "COURTS Cruelty", body+"The farmer told magistrates he had been ill."),
	}
	arts[1].Date, arts[2].Date, arts[3].Date = "1999-11-02T17:36:00Z", "1999-11-02T18:49:00Z", "1999-11-02T19:19:00Z"
	if got := StoryTitle(arts); got != "CRUEL FARMER JAILED" {
		t.Errorf("StoryTitle = %q, want the first take's slug", got)
	}
	arts[0].Catchline = "COURTS Ostrich"
	if got := StoryTitle(arts); got == "CRUEL FARMER JAILED" {
		t.Errorf("StoryTitle = %q: an edge article under another catch-line named the story", got)
	}
}
