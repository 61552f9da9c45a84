package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/storywire/storywire/eval"
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
	var rows []row
	var all []eval.Judgment
	for _, part := range []string{"all", "half 0", "half 1"} {
		s := set
		switch part {
		case "half 0":
			s = set.Half(0)
		case "half 1":
			s = set.Half(1)
		}
		js := eval.StorywireReuse(s)
		if part == "all" {
			all = js
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
