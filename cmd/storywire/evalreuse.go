package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"text/tabwriter"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/store"
	"github.com/storywire/storywire/textproc"
)

// evalReuse scores storywire's reuse judgments on a set in the METER
// layout beside the trigram-containment baseline, on the whole set and on
// each half of its stories.
func evalReuse(e *env, args []string) int {
	fs := newFlags(e, "eval reuse", "")
	data := fs.String("data", "../shared/data/meter-dev", "`dir` in the METER layout (articles.jsonl, labels.jsonl)")
	doubt := fs.Float64("doubt", 0.3, "list non-derived texts of which at least this `share` comes from the wire")
	var claims []string
	fs.Func("claims", "JSONL `file` of reports by several agencies, each independent of the others (repeatable; default: DUC 2003 and TAC 2011 beside --data): count the articles said to derive from another agency's text", func(s string) error {
		claims = append(claims, s)
		return nil
	})
	asJSON := fs.Bool("json", false, "print JSON")
	if _, code, ok := parse(e, fs, args); !ok {
		return code
	}
	if claims == nil {
		for _, set := range []string{"duc2003", "tac2011"} {
			if p := filepath.Join(filepath.Dir(*data), set, "articles.jsonl"); exists(p) {
				claims = append(claims, p)
			}
		}
	}
	set, rows, cs, all, err := measureReuse(*data, claims)
	if err != nil {
		fmt.Fprintln(e.stderr, "storywire eval reuse:", err)
		return exitRejected
	}
	doubtful := eval.Doubtful(all, *doubt)
	if *asJSON {
		return writeJSON(e, map[string]any{"data": *data, "scores": rows, "doubtful": doubtful, "claims": cs, "texts": all})
	}
	wire := 0
	for _, a := range set.Articles {
		if a.Wire {
			wire++
		}
	}
	fmt.Fprintf(e.stdout, "%s: %d newspaper texts, %d wire texts; storywire finds the wire texts itself, the baseline is told each story's\n",
		*data, len(set.Labels), wire)
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "method\tpart\ttexts\tP\tR\tF1\t3-way macro F1\twholly\tpartially\tnon\trecall <100 words")
	for _, r := range rows {
		s := r.Score
		fmt.Fprintf(tw, "%s\t%s\t%d\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f (%d)\n", r.Method, r.Part, s.Texts,
			s.Precision, s.Recall, s.F1, s.Macro3, s.PerLabel[eval.Wholly], s.PerLabel[eval.Partially], s.PerLabel[eval.NonDerived],
			s.ShortRecall, s.Short)
	}
	tw.Flush()
	fmt.Fprintf(e.stdout, "baseline: trigram containment in the story's wire texts, derived at %.2f, wholly at %.2f\n",
		eval.BaselineDerived, eval.BaselineWholly)
	for _, c := range cs {
		fmt.Fprintf(e.stdout, "%s: %d of %d articles said to derive from another agency's text (%d partly, %d wholly); true only where one newswire rewrote another\n",
			c.Data, c.Partly+c.Wholly, c.Articles, c.Partly, c.Wholly)
	}
	if len(doubtful) > 0 {
		fmt.Fprintf(e.stdout, "labels in doubt (non-derived, yet at least %.0f%% of the text is in passages of a wire text; listed, not tuned to):\n", 100**doubt)
		for _, j := range doubtful {
			fmt.Fprintf(e.stdout, "  %-60s %3.0f%% of its %d words from %s\n", j.ID, 100*j.Share, j.Words, j.Source)
		}
	}
	return exitOK
}

// reuseRow is one line of eval reuse's table.
type reuseRow struct {
	Method string          `json:"method"`
	Part   string          `json:"part"`
	Score  eval.ReuseScore `json:"score"`
}

// reuseClaims is the over-claiming count on a set of independent reports
// (crossClaims).
type reuseClaims struct {
	Data     string `json:"data"`
	Articles int    `json:"articles"`
	Partly   int    `json:"partially_derived_from_another_agency"`
	Wholly   int    `json:"wholly_derived_from_another_agency"`
}

// measureReuse runs storywire and the baseline over the set in dir data
// (one run; each half scored on its own texts) and counts the claims on
// each file of claims. all are storywire's judgments of the whole set.
func measureReuse(data string, claims []string) (set *eval.ReuseSet, rows []reuseRow, cs []reuseClaims, all []eval.Judgment, err error) {
	if set, err = eval.ReadReuseSet(data); err != nil {
		return
	}
	dir, err := os.MkdirTemp("", "storywire-reuse")
	if err != nil {
		return
	}
	defer os.RemoveAll(dir)
	if all, err = storywireReuse(set, dir); err != nil {
		return
	}
	for _, p := range claims {
		c := reuseClaims{Data: p}
		if c.Articles, c.Partly, c.Wholly, err = crossClaims(p, dir); err != nil {
			return
		}
		cs = append(cs, c)
	}
	for _, part := range []string{"all", "half 0", "half 1"} {
		s, js := set, all
		if part != "all" {
			s = set.Half(int(part[len(part)-1] - '0'))
			js = nil
			for _, j := range all {
				if _, ok := s.Labels[j.ID]; ok {
					js = append(js, j)
				}
			}
		}
		rows = append(rows, reuseRow{"storywire", part, eval.ScoreReuse(js)},
			reuseRow{"trigram baseline", part, eval.ScoreReuse(eval.TrigramBaseline(s, eval.BaselineDerived, eval.BaselineWholly))})
	}
	return
}

// storywireReuse runs the set through storywire as a user would
// (pipelineDerivations), not told the stories: the cluster labels are
// not written. Each newspaper text is judged by its strongest derivation
// from a wire text of its own (labelled) story. dir is a scratch
// directory.
func storywireReuse(s *eval.ReuseSet, dir string) ([]eval.Judgment, error) {
	path := filepath.Join(dir, "reuse.jsonl")
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	enc := json.NewEncoder(f)
	for _, a := range s.Articles {
		if err := enc.Encode(map[string]string{"id": a.ID, "source": a.Source, "date": a.Date, "title": a.Title, "text": a.Text}); err != nil {
			f.Close()
			return nil, err
		}
	}
	if err := f.Close(); err != nil {
		return nil, err
	}
	ds, _, err := pipelineDerivations(path, dir)
	if err != nil {
		return nil, err
	}
	byID := map[string]eval.ReuseArticle{}
	best := map[string]eval.Judgment{}
	for _, a := range s.Articles {
		byID[a.ID] = a
		if l, ok := s.Labels[a.ID]; ok {
			best[a.ID] = eval.Judgment{ID: a.ID, Label: l, Pred: eval.NonDerived, Words: textproc.CountWords(a.Text)}
		}
	}
	for _, d := range ds {
		j, ok := best[d.Article]
		if !ok || !byID[d.From].Wire || byID[d.From].Cluster != byID[d.Article].Cluster || d.Degree == dedup.NotDerived {
			continue
		}
		if j.Source == "" || d.Share > j.Share {
			j.Pred, j.Share, j.Source = d.Degree.String(), d.Share, d.From
			best[d.Article] = j
		}
	}
	out := make([]eval.Judgment, 0, len(best))
	for _, a := range s.Articles {
		if j, ok := best[a.ID]; ok {
			out = append(out, j)
		}
	}
	return out, nil
}

// pipelineDerivations ingests a JSONL file into a fresh store under dir, in
// file order (dedup, copies), clusters it into stories and returns every
// story's derivations (Syndication.Derivations, as the story page has
// them) and the articles' sources by id.
func pipelineDerivations(path, dir string) ([]engine.Derivation, map[string]string, error) {
	sub, err := os.MkdirTemp(dir, "store")
	if err != nil {
		return nil, nil, err
	}
	st, err := store.Open(filepath.Join(sub, "reuse.db"))
	if err != nil {
		return nil, nil, err
	}
	defer st.Close()
	ctx := context.Background()
	pl, err := engine.Open(ctx, st)
	if err != nil {
		return nil, nil, err
	}
	p, err := pl.Ingest(ctx, article.Read([]string{path}, nil), engine.IngestOptions{})
	if err != nil {
		return nil, nil, err
	}
	if p.Rejected > 0 {
		return nil, nil, fmt.Errorf("%s: %d articles rejected", path, p.Rejected)
	}
	stories, err := pl.Stories(ctx)
	if err != nil {
		return nil, nil, err
	}
	syn, err := pl.Syndication(ctx)
	if err != nil {
		return nil, nil, err
	}
	var out []engine.Derivation
	source := map[string]string{}
	for _, s := range stories {
		for _, a := range s.Articles {
			source[a.ID] = a.Source
		}
		groups, err := pl.StoryGroups(ctx, syn, s)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, syn.Derivations(s, groups)...)
	}
	return out, source, nil
}

// crossClaims counts, in a file of reports by several agencies, the
// articles storywire says derive (at least partially) from a text of
// another agency: on sets of independent newswires most such claims are
// false, so it bounds how often the reuse rule over-claims on news it was
// not chosen on.
func crossClaims(path, dir string) (articles, partly, wholly int, err error) {
	ds, source, err := pipelineDerivations(path, dir)
	if err != nil {
		return 0, 0, 0, err
	}
	seen := map[string]bool{}
	for _, d := range ds { // each article's strongest source comes first
		if seen[d.Article] {
			continue
		}
		seen[d.Article] = true
		if source[d.Article] == "" || source[d.Article] == source[d.From] {
			continue
		}
		if d.Degree == dedup.WhollyDerived {
			wholly++
		} else {
			partly++
		}
	}
	return len(source), partly, wholly, nil
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
