package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/eval"
)

func cmdEval(e *env, args []string) int {
	if len(args) == 0 {
		fmt.Fprintln(e.stderr, "usage: storywire eval synth [flags]")
		return exitUsage
	}
	switch args[0] {
	case "synth":
		return evalSynth(e, args[1:])
	case "rouge":
		return evalRouge(e, args[1:])
	}
	fmt.Fprintf(e.stderr, "storywire eval: unknown evaluation %q (synth, rouge)\n", args[0])
	return exitUsage
}

// evalRouge is ROUGE-1.5.5 in Go: storywire eval rouge [--data DIR]
// [--base DIR] CONFIG.xml ROUGE-FLAGS..., printing ROUGE's own report.
func evalRouge(e *env, args []string) int {
	fs := newFlags(e, "eval rouge", "CONFIG.xml ROUGE-FLAGS... (e.g. -n 4 -m -a -l 100 -x -c 95 -r 1000 -f A -p 0.5 -t 0 -d)")
	data := fs.String("data", "../shared/rouge-golden", "`dir` with ROUGE's WordNet exception list and stopword list")
	base := fs.String("base", ".", "`dir` that the configuration's relative roots start from")
	cfgAt := -1
	for i, a := range args {
		if strings.HasSuffix(a, ".xml") {
			cfgAt = i
			break
		}
	}
	if cfgAt < 0 {
		fs.Usage()
		return exitUsage
	}
	if _, code, ok := parse(fs, args[:cfgAt]); !ok {
		return code
	}
	rflags := strings.Join(args[cfgAt+1:], " ")
	opt, err := eval.ParseRougeFlags(rflags)
	if err != nil {
		fmt.Fprintln(e.stderr, "storywire eval rouge:", err)
		return exitUsage
	}
	if opt.MaxN == 0 && !strings.Contains(rflags, "-n") {
		opt.MaxN = 1
	}
	r, err := eval.LoadRouge(*data, opt)
	if err != nil {
		fmt.Fprintln(e.stderr, "storywire eval rouge:", err)
		return exitRejected
	}
	evals, err := eval.ReadRougeConfig(args[cfgAt], *base)
	if err != nil {
		fmt.Fprintln(e.stderr, "storywire eval rouge:", err)
		return exitRejected
	}
	perEval := strings.Contains(" "+rflags+" ", " -d ")
	r.WriteRougeReport(e.stdout, r.Run(evals), perEval)
	return exitOK
}

// loadOriginals reads the articles of JSONL files as benchmark originals,
// keeping only those that copy no earlier one.
func loadOriginals(e *env, pattern string) ([]eval.Doc, bool) {
	files, _ := filepath.Glob(pattern)
	if len(files) == 0 {
		fmt.Fprintf(e.stderr, "storywire eval: no files match %s\n", pattern)
		return nil, false
	}
	var docs []eval.Doc
	seen := map[string]bool{}
	for a, err := range article.Read(files, nil) {
		if err != nil || seen[a.ID] {
			continue
		}
		seen[a.ID] = true
		docs = append(docs, eval.Doc{ID: a.ID, Source: a.Source, Text: a.Text})
	}
	return eval.Distinct(docs), true
}

func evalSynth(e *env, args []string) int {
	fs := newFlags(e, "eval synth", "")
	data := fs.String("data", "../shared/data/*/articles.jsonl", "JSONL `files` (a glob) of real articles to derive copies from")
	level := fs.String("level", "all", "edit level: light, medium, heavy or all")
	seed := fs.Uint64("seed", 1, "random seed")
	copies := fs.Int("copies", 45, "copies per original, drawn from 1..N")
	asJSON := fs.Bool("json", false, "print JSON")
	if _, code, ok := parse(fs, args); !ok {
		return code
	}
	levels := []eval.Level{eval.Light, eval.Medium, eval.Heavy}
	if *level != "all" {
		l, err := eval.ParseLevel(*level)
		if err != nil {
			fmt.Fprintln(e.stderr, "storywire eval synth:", err)
			return exitUsage
		}
		levels = []eval.Level{l}
	}
	originals, ok := loadOriginals(e, *data)
	if !ok {
		return exitRejected
	}
	type row struct {
		Level     eval.Level `json:"level"`
		Articles  int        `json:"articles"`
		Families  int        `json:"families"`
		Precision float64    `json:"pair_precision"`
		Recall    float64    `json:"pair_recall"`
		F1        float64    `json:"pair_f1"`
		ARI       float64    `json:"ari"`
		Relations int        `json:"relations"`
		Rate      float64    `json:"articles_per_s"`
	}
	var rows []row
	for _, l := range levels {
		docs := eval.Synthesize(originals, eval.SynthOptions{Level: l, Seed: *seed, MaxCopies: *copies})
		r := eval.ScoreDedup(docs)
		rows = append(rows, row{l, r.Articles, r.Families, r.Scores.Precision, r.Scores.Recall, r.Scores.F1, r.Scores.ARI,
			r.Relations, float64(r.Articles) / r.Seconds})
	}
	if *asJSON {
		return writeJSON(e, rows)
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "LEVEL\tARTICLES\tFAMILIES\tPAIR P\tPAIR R\tPAIR F1\tARI\tARTICLES/S")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.4f\t%.4f\t%.4f\t%.4f\t%.0f\n", r.Level, r.Articles, r.Families, r.Precision, r.Recall, r.F1, r.ARI, r.Rate)
	}
	tw.Flush()
	return exitOK
}
