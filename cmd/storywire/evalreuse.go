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
	asJSON := fs.Bool("json", false, "print JSON")
	if _, code, ok := parse(fs, args); !ok {
		return code
	}
	set, err := eval.ReadReuseSet(*data)
	if err != nil {
		fmt.Fprintln(e.stderr, "storywire eval reuse:", err)
		return exitRejected
	}
	type row struct {
		Method string          `json:"method"`
		Part   string          `json:"part"`
		Score  eval.ReuseScore `json:"score"`
	}
	dir, err := os.MkdirTemp("", "storywire-reuse")
	if err != nil {
		fmt.Fprintln(e.stderr, "storywire eval reuse:", err)
		return exitRejected
	}
	all, err := storywireReuse(set, dir)
	os.RemoveAll(dir)
	if err != nil {
		fmt.Fprintln(e.stderr, "storywire eval reuse:", err)
		return exitRejected
	}
	// One run over the whole set; each half scores its own texts.
	var rows []row
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
		rows = append(rows, row{"storywire", part, eval.ScoreReuse(js)},
			row{"trigram baseline", part, eval.ScoreReuse(eval.TrigramBaseline(s, eval.BaselineDerived, eval.BaselineWholly))})
	}
	doubtful := eval.Doubtful(all, *doubt)
	if *asJSON {
		return writeJSON(e, map[string]any{"data": *data, "scores": rows, "doubtful": doubtful})
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
	if len(doubtful) > 0 {
		fmt.Fprintf(e.stdout, "labels in doubt (non-derived, yet at least %.0f%% of the text is in passages of a wire text; listed, not tuned to):\n", 100**doubt)
		for _, j := range doubtful {
			fmt.Fprintf(e.stdout, "  %-60s %3.0f%% of its %d words from %s\n", j.ID, 100*j.Share, j.Words, j.Source)
		}
	}
	return exitOK
}

// storywireReuse runs the set through storywire as a user would: every
// article ingested into a fresh store in file order (dedup, copies),
// clustered into stories, and each story's derivations found
// (engine.Derivations). Each newspaper text is judged by its strongest
// derivation from a wire text of its own (labelled) story; storywire is
// not told the stories. dir is a scratch directory for the store.
func storywireReuse(s *eval.ReuseSet, dir string) ([]eval.Judgment, error) {
	path := filepath.Join(dir, "reuse.jsonl")
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	enc := json.NewEncoder(f)
	for _, a := range s.Articles {
		// The cluster is not written: storywire finds the stories itself.
		if err := enc.Encode(map[string]string{"id": a.ID, "source": a.Source, "date": a.Date, "title": a.Title, "text": a.Text}); err != nil {
			f.Close()
			return nil, err
		}
	}
	if err := f.Close(); err != nil {
		return nil, err
	}
	st, err := store.Open(filepath.Join(dir, "reuse.db"))
	if err != nil {
		return nil, err
	}
	defer st.Close()
	ctx := context.Background()
	pl, err := engine.Open(ctx, st)
	if err != nil {
		return nil, err
	}
	p, err := pl.Ingest(ctx, article.Read([]string{path}, nil), engine.IngestOptions{})
	if err != nil {
		return nil, err
	}
	if p.Rejected > 0 {
		return nil, fmt.Errorf("%d articles rejected", p.Rejected)
	}
	stories, err := pl.Stories(ctx)
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
	syn, err := pl.Syndication(ctx)
	if err != nil {
		return nil, err
	}
	for _, sto := range stories {
		groups, err := pl.StoryGroups(ctx, syn, sto)
		if err != nil {
			return nil, err
		}
		for _, d := range syn.Derivations(sto, groups) {
			j, ok := best[d.Article]
			if !ok || !byID[d.From].Wire || byID[d.From].Cluster != byID[d.Article].Cluster || d.Degree == dedup.NotDerived {
				continue
			}
			if j.Source == "" || d.Share > j.Share {
				j.Pred, j.Share, j.Source = d.Degree.String(), d.Share, d.From
				best[d.Article] = j
			}
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
