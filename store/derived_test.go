package store

import (
	"context"
	"maps"
	"slices"
	"testing"

	"github.com/storywire/storywire/article"
)

// TestDerivedCurrent checks which writes make the derived state stale
// and that PutDerived makes it current as of the writes it names.
func TestDerivedCurrent(t *testing.T) {
	ctx := context.Background()
	st := openTemp(t)
	derive := func() {
		t.Helper()
		w, err := st.DerivedAt(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.PutDerived(ctx, DerivedChange{}, w); err != nil {
			t.Fatal(err)
		}
	}
	current := func() bool {
		t.Helper()
		ok, err := st.Derived(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	if current() {
		t.Error("a new store's derived state is current before any derivation")
	}
	derive()
	steps := []struct {
		name  string
		write func() error
		stale bool
	}{
		{"articles added", func() error {
			_, _, err := st.Put(ctx, []*article.Article{newArticle("a", "alpha"), newArticle("b", "beta")})
			return err
		}, true},
		{"the same again", func() error { _, _, err := st.Put(ctx, []*article.Article{newArticle("a", "alpha")}); return err }, false},
		{"a conflict", func() error { _, _, err := st.Put(ctx, []*article.Article{newArticle("a", "other")}); return err }, false},
		{"relations", func() error {
			return st.PutBatch(ctx, Batch{Sketches: []Sketch{{Seq: 2, Tokens: 1}}, Relations: []Relation{{A: 1, B: 2, Kind: "near-duplicate"}}})
		}, true},
		{"stories", func() error { _, err := st.PutStories(ctx, map[int64]int{1: 1, 2: 1}, "test"); return err }, true},
	}
	for _, s := range steps {
		if err := s.write(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if got := !current(); got != s.stale {
			t.Errorf("%s: stale %v, want %v", s.name, got, s.stale)
		}
		derive()
	}
	// A derivation made from what an earlier count of writes held does
	// not make the state current.
	w, _ := st.DerivedAt(ctx)
	st.Put(ctx, []*article.Article{newArticle("c", "gamma")})
	if err := st.PutDerived(ctx, DerivedChange{}, w); err != nil {
		t.Fatal(err)
	}
	if current() {
		t.Error("a derivation older than the last write made the state current")
	}
}

// TestDerivedRoundTrip stores each kind of derived state and reads it
// back, then changes it.
func TestDerivedRoundTrip(t *testing.T) {
	ctx := context.Background()
	st := openTemp(t)
	if _, _, err := st.Put(ctx, []*article.Article{newArticle("a", "alpha"), newArticle("b", "beta"), newArticle("c", "gamma")}); err != nil {
		t.Fatal(err)
	}
	if err := st.PutBatch(ctx, Batch{Relations: []Relation{{A: 1, B: 2, Kind: "near-duplicate"}, {A: 2, B: 3, Kind: "near-duplicate"}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := st.PutStories(ctx, map[int64]int{1: 7, 2: 7, 3: 8}, "test"); err != nil {
		t.Fatal(err)
	}
	w, _ := st.DerivedAt(ctx)
	c := DerivedChange{
		Listed:    []Listed{{ID: 8, First: 3, Articles: 1, Print: 1 << 63, Entry: []byte(`{"title":"later"}`)}, {ID: 7, First: 1, Articles: 2, Print: 42, Entry: []byte(`{"title":"first"}`)}},
		Holds:     []Hold{{A: "a", B: "b", Holds: true}, {A: "b", B: "c", Holds: false}},
		Recurring: []uint64{1, 1 << 63},
		Aliases:   []Alias{{Name: "Islamic State", Class: "Daesh", Key: "Islamic"}, {Name: "ISIL", Class: "Daesh", Key: "ISIL"}},
	}
	if err := st.PutDerived(ctx, c, w); err != nil {
		t.Fatal(err)
	}
	list, err := st.StoryList(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].ID != 7 || list[1].ID != 8 || list[1].Print != 1<<63 || string(list[0].Entry) != `{"title":"first"}` {
		t.Errorf("story list %+v", list)
	}
	if l, ok, err := st.StoryEntry(ctx, 8); !ok || err != nil || l.Articles != 1 {
		t.Errorf("story 8: %+v %v %v", l, ok, err)
	}
	pairs, err := st.StoryPairs(ctx, 7)
	if err != nil {
		t.Fatal(err)
	}
	if len(pairs) != 1 || !pairs[0].Judged || !pairs[0].Holds || pairs[0].A != 1 || pairs[0].B != 2 {
		t.Errorf("story 7's pairs %+v (the pair across stories must be left out)", pairs)
	}
	all, _ := st.Pairs(ctx)
	if len(all) != 2 || !all[1].Judged || all[1].Holds {
		t.Errorf("pairs %+v", all)
	}
	rec, _ := st.Recurring(ctx)
	slices.Sort(rec)
	if !slices.Equal(rec, []uint64{1, 1 << 63}) {
		t.Errorf("recurring %v", rec)
	}
	if a, _ := st.AliasClasses(ctx); !maps.Equal(a, map[string]string{"Islamic State": "Daesh", "ISIL": "Daesh"}) {
		t.Errorf("aliases %v", a)
	}
	if a, _ := st.AliasClassesOf(ctx, []string{"said", "Islamic", "Daesh"}); !maps.Equal(a, map[string]string{"Islamic State": "Daesh"}) {
		t.Errorf("aliases of a text's words %v", a)
	}
	if at, _ := st.AliasedAt(ctx); at != w {
		t.Errorf("aliases changed at %d, want %d", at, w)
	}
	rows, err := st.StoryRows(ctx, 7, false)
	if err != nil || len(rows) != 2 || rows[0].ID != "a" || rows[0].Text != "" {
		t.Errorf("story 7's rows %v %v", rows, err)
	}
	if rows, _ := st.StoryRows(ctx, 8, true); len(rows) != 1 || rows[0].Text != "gamma" {
		t.Errorf("story 8's rows with text %v", rows)
	}
	if seqs, ids, err := st.StoryMembers(ctx, 7); err != nil || len(ids) != len(rows) || ids[0] != rows[0].ID || seqs[1] != rows[1].Seq {
		t.Errorf("story 7's members %v %v (%v); its rows %v", seqs, ids, err, rows)
	}
	// Changes: a story gone, the sentences counted anew, aliases
	// replaced, a relation judged again.
	w, _ = st.DerivedAt(ctx)
	c = DerivedChange{Gone: []int{8}, Recurring: []uint64{5}, RecurringAnew: true, AliasesGone: []string{"ISIL"}, Holds: []Hold{{A: "a", B: "b", Holds: false}}}
	if err := st.PutDerived(ctx, c, w); err != nil {
		t.Fatal(err)
	}
	if list, _ := st.StoryList(ctx); len(list) != 1 || list[0].ID != 7 {
		t.Errorf("story list after a story went %+v", list)
	}
	if rec, _ := st.Recurring(ctx); !slices.Equal(rec, []uint64{5}) {
		t.Errorf("recurring counted anew %v", rec)
	}
	if a, _ := st.AliasClasses(ctx); !maps.Equal(a, map[string]string{"Islamic State": "Daesh"}) {
		t.Errorf("aliases after one went: %v", a)
	}
	if at, _ := st.AliasedAt(ctx); at != w {
		t.Errorf("aliases changed at %d, want %d", at, w)
	}
	// a change that changes no alias leaves when they changed
	w2, _ := st.DerivedAt(ctx)
	if err := st.PutDerived(ctx, DerivedChange{Recurring: []uint64{6}}, w2+1); err != nil {
		t.Fatal(err)
	}
	if at, _ := st.AliasedAt(ctx); at != w {
		t.Errorf("aliases changed at %d after a change of none, want %d", at, w)
	}
	if pairs, _ := st.StoryPairs(ctx, 7); len(pairs) != 1 || pairs[0].Holds {
		t.Errorf("a relation judged again %+v", pairs)
	}
	if id, ok, err := st.StoryOfArticle(ctx, "c"); id != 8 || !ok || err != nil {
		t.Errorf("story of c: %d %v %v", id, ok, err)
	}
	if _, ok, _ := st.StoryOfArticle(ctx, "nope"); ok {
		t.Error("a story for an article never stored")
	}
}
