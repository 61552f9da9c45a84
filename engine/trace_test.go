package engine

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/storywire/storywire/align"
	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/facts"
	"github.com/storywire/storywire/provenance"
	"github.com/storywire/storywire/store"
)

// seedPipeline ingests ../shared/seeds and returns the pipeline and the
// stored id of each seed by its number ("000" … "004").
func seedPipeline(t *testing.T) (*Pipeline, map[string]string) {
	t.Helper()
	dir := filepath.Join("..", "..", "shared", "seeds")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("../shared/seeds not present: skipping the seed regression test")
	}
	st, err := store.Open(filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	ctx := context.Background()
	pl, err := Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pl.Ingest(ctx, article.Read([]string{dir}, nil), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	rows, err := st.All(ctx, false)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]string{}
	for _, r := range rows {
		ids[filepath.Base(r.Origin.Path)[:3]] = r.ID
	}
	return pl, ids
}

// TestTraceSeeds checks the answers docs/SEEDS.md gives for the seeds.
func TestTraceSeeds(t *testing.T) {
	pl, id := seedPipeline(t)
	ctx := context.Background()
	tr, err := pl.Trace(ctx, id["001"])
	if err != nil {
		t.Fatal(err)
	}
	// One wire group of 000–003, rooted at the complete Reuters text.
	if len(tr.Tree.Nodes) != 4 {
		t.Fatalf("group has %d articles, want 4 (000–003)", len(tr.Tree.Nodes))
	}
	if tr.Tree.Root() != id["001"] {
		t.Errorf("original = %s, want 001 (%s)", tr.Tree.Root(), id["001"])
	}
	// 000 and 002 are two versions of one republished text: one is the
	// other's parent.
	if tr.Tree.Parent(id["000"]) != id["002"] && tr.Tree.Parent(id["002"]) != id["000"] {
		t.Errorf("000 and 002 not linked: parents %s, %s", tr.Tree.Parent(id["000"]), tr.Tree.Parent(id["002"]))
	}
	if tr.Tree.Parent(id["003"]) != id["001"] {
		t.Errorf("003's parent = %s, want 001", tr.Tree.Parent(id["003"]))
	}
	// Islamic State → Daesh between 001 and each of 000 and 002.
	for _, copy := range []string{"000", "002"} {
		d, err := pl.Diff(ctx, id["001"], id[copy])
		if err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(d.Labels.Substitutions, func(s align.Substitution) bool { return s.From == "Islamic State" && s.To == "Daesh" }) {
			t.Errorf("001 → %s: no Islamic State → Daesh in %v", copy, d.Labels.Substitutions)
		}
	}
	// 003 adds Nasrallah's "Second Liberation Day" quotes to 001's text.
	d, err := pl.Diff(ctx, id["001"], id["003"])
	if err != nil {
		t.Fatal(err)
	}
	added := ""
	for _, r := range d.Labels.Added {
		added += d.B.Text[r.Start:r.End] + "\n"
	}
	if strings.Count(added, "Second Liberation Day") != 2 {
		t.Errorf("003's additions miss the Second Liberation Day quotes:\n%s", added)
	}
	// Two independent sources: the Reuters copies and AFP's report.
	if len(tr.Sources) != 2 {
		t.Fatalf("%d independent sources, want 2: %+v", len(tr.Sources), tr.Sources)
	}
	for _, s := range tr.Sources {
		want := []string{"Reuters"}
		if slices.Contains(s.Articles, id["004"]) {
			want = []string{"AFP"}
			if len(s.Articles) != 1 {
				t.Errorf("004 shares its source with %v", s.Articles)
			}
		}
		if !slices.Equal(s.Agencies, want) {
			t.Errorf("source %v credits %v, want %v", s.Articles, s.Agencies, want)
		}
	}
	// Credits: 001 Reuters at the end; 002 Reuters mid-text and at the
	// end; 004 AFP as the agency a source spoke to; 000, 003 none.
	kinds := func(seed string) []string {
		var out []string
		for _, c := range tr.Credits[id[seed]] {
			out = append(out, c.Agency+":"+string(c.Kind))
		}
		return out
	}
	for seed, want := range map[string][]string{"001": {"Reuters:credit"}, "002": {"Reuters:credit", "Reuters:credit"}, "000": nil, "003": nil} {
		if got := kinds(seed); !slices.Equal(got, want) {
			t.Errorf("credits of %s = %v, want %v", seed, got, want)
		}
	}
	// The ingest stored the substitutions of each copying relation.
	rels, err := pl.Store().Relations(ctx)
	if err != nil {
		t.Fatal(err)
	}
	stored := false
	for _, r := range rels {
		for _, s := range r.Subs {
			stored = stored || r.AID == id["001"] && s.From == "Islamic State" && s.To == "ISIS" && s.N >= 3
		}
	}
	if !stored {
		t.Errorf("no stored Islamic State → ISIS substitution from 001: %+v", rels)
	}
	// The facts stage stores each article's extraction at ingest, and
	// reading from the store gives what extracting afresh gives.
	if _, err := pl.Facts(ctx, tr.Story); err != nil {
		t.Fatal(err)
	}
	seqs := make([]int64, len(tr.Story.Articles))
	for i, a := range tr.Story.Articles {
		seqs[i] = a.Seq
	}
	if stored, err := pl.Store().Facts(ctx, seqs); err != nil || len(stored) != 5 {
		t.Fatalf("stored extractions: %d, %v", len(stored), err)
	}
	fresh := make([]facts.Doc, len(tr.Story.Articles))
	for i, a := range tr.Story.Articles {
		fresh[i] = facts.Doc{ID: a.ID, Group: tr.Story.Group[a.ID], Source: cmp.Or(a.Credit, a.Source), Date: a.Date, Text: a.Text}
	}
	aliases, _ := pl.Aliases(ctx)
	fromStore, err := pl.Facts(ctx, tr.Story)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := fmt.Sprint(facts.Compare(fresh, aliases).Quantities), fmt.Sprint(fromStore.Quantities); a != b {
		t.Errorf("stored extraction differs from a fresh one:\n%s\n%s", a, b)
	}
	// The facts stage names Islamic State by every alias the copies'
	// substitutions taught it.
	r, err := pl.Facts(ctx, tr.Story)
	if err != nil {
		t.Fatal(err)
	}
	merged := false
	for _, e := range r.Entities {
		names := append([]string{e.Name}, e.Aliases...)
		merged = merged || slices.Contains(names, "Daesh") && slices.Contains(names, "Islamic State") && slices.Contains(names, "ISIS")
	}
	if !merged {
		t.Errorf("Daesh, Islamic State and ISIS not one entity: %+v", r.Entities[:min(5, len(r.Entities))])
	}
	a, err := pl.Store().Get(ctx, id["004"])
	if err != nil {
		t.Fatal(err)
	}
	if got := provenance.Credits(a.Text); len(got) != 1 || got[0].Agency != "AFP" || got[0].Kind != provenance.Source {
		t.Errorf("credits of 004 = %+v, want AFP as a source", got)
	}
}

func TestSourceLabel(t *testing.T) {
	for _, tc := range []struct {
		s    Source
		want string
	}{
		{Source{Agencies: []string{"Reuters"}, Outlets: []string{"Arab News", "Gulf Times"}}, "Reuters, in Arab News and Gulf Times"},
		{Source{Agencies: []string{"Reuters"}, Outlets: []string{"A", "B", "C", "D", "E"}}, "Reuters, in A, B and 3 more"},
		{Source{Agencies: []string{"AFP"}}, "AFP"},
		{Source{Agencies: []string{"Reuters"}, Outlets: []string{"reuters", "Arab News"}}, "Reuters, in Arab News"},
		{Source{Agencies: []string{"PA"}, Outlets: []string{"Press Association", "The Times"}}, "PA, in The Times"},
		{Source{Outlets: []string{"Press Association"}}, "PA"},
		{Source{Outlets: []string{"Coastal Post"}}, "Coastal Post"},
		{Source{Outlets: []string{"A", "B", "C"}}, "A, B and C"},
		{Source{}, ""},
	} {
		if got := tc.s.Label(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.s, got, tc.want)
		}
	}
}

// TestByLabel: independent reports a reader names alike are one
// publisher, in the order of first appearance; unlabelled sources stay
// apart.
func TestByLabel(t *testing.T) {
	ap := func(id string, arts ...string) Source {
		return Source{ID: id, Articles: arts, Agencies: []string{"AP"}, Outlets: []string{"APW"}}
	}
	nyt := func(id string, arts ...string) Source {
		return Source{ID: id, Articles: arts, Outlets: []string{"NYT"}}
	}
	bare := func(id string) Source { return Source{ID: id, Articles: []string{id}} }
	for _, tc := range []struct {
		in   []Source
		want []string // label: members / articles
	}{
		{nil, nil},
		{[]Source{ap("a1", "a1"), nyt("n1", "n1"), ap("a2", "a2", "c2")}, []string{"AP, in APW: a1 a2 / a1 a2 c2", "NYT: n1 / n1"}},
		{[]Source{bare("x"), bare("y"), nyt("n1", "n1")}, []string{": x / x", ": y / y", "NYT: n1 / n1"}},
	} {
		var got []string
		for _, p := range ByLabel(tc.in) {
			got = append(got, p.Label+": "+strings.Join(p.Members, " ")+" / "+strings.Join(p.Articles, " "))
			if p.Reports() != len(p.Members) {
				t.Errorf("%s: Reports %d, members %d", p.Label, p.Reports(), len(p.Members))
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("ByLabel(%v) = %q, want %q", tc.in, got, tc.want)
		}
	}
	// The sources given are not changed.
	in := []Source{ap("a1", "a1"), ap("a2", "a2")}
	ByLabel(in)
	if len(in[0].Articles) != 1 {
		t.Errorf("ByLabel changed its input: %v", in[0].Articles)
	}
}

// TestPatternsDirection: a cut copy that arrived first, undated, is the
// copy all the same; its substitution reads from the source's name to
// the copy's, as the derivation tree has it.
func TestPatternsDirection(t *testing.T) {
	paras := []string{
		"A convoy of Islamic State fighters and their families left the Lebanon-Syria border region on Monday under Syrian military escort, after a week-long battle.",
		"A line of ambulances and buses were shown on Syrian state television driving slowly through the arid countryside as they departed.",
		"The transfer ends any insurgent presence on the border, and marks the first time Islamic State has agreed to a forced evacuation from territory it held.",
		"Islamic State agreed a ceasefire deal that took effect on Sunday with the Lebanese army on one front and Hezbollah with the Syrian army on the other.",
		"The convoy being transferred into Syria included 308 militants with their small arms and 331 civilians, Nasrallah said in a televised speech.",
		"Islamic State will hand over one Hezbollah captive and the bodies of some Hezbollah forces killed in battles across Syria, he said.",
	}
	full := strings.Join(paras, "\n\n")
	cut := strings.ReplaceAll(strings.Join(paras[:4], "\n\n"), "Islamic State", "Daesh")
	line := func(id, text string) string {
		b, _ := json.Marshal(map[string]string{"id": id, "source": id, "text": text})
		return string(b)
	}
	st, err := store.Open(filepath.Join(t.TempDir(), "p.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	pl, err := Open(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pl.Ingest(context.Background(), article.Read([]string{"-"}, strings.NewReader(line("copy", cut)+"\n"+line("original", full)+"\n")), IngestOptions{}); err != nil {
		t.Fatal(err)
	}
	ps, err := pl.Patterns(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) == 0 || ps[0].From != "Islamic State" || ps[0].To != "Daesh" || strings.Join(ps[0].Outlets, ",") != "copy" {
		t.Errorf("patterns %+v", ps)
	}
}
