package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/story"
	"github.com/storywire/storywire/summarize"
)

func cmdEval(e *env, args []string) int {
	const evalUsage = `usage: storywire eval EVALUATION [flags]

evaluations:
  synth      syndication groups on synthetic copies (--web: with site furniture)
  align      passages, substitutions and derivation trees on synthetic copies
  fixture    write an invented stream with web copies as JSONL (for scale runs)
  reuse      wire reuse on a METER-layout directory, beside trigram containment
  facts      fact extraction against the hand annotations in testdata/facts
  facts-wild facts where nobody annotated: numbers no rule reads, flags to judge
  speakers   who says quotations, against the hand annotation in testdata/speakers
  cluster    story clustering (B-cubed) on a labelled JSONL file
  summarize  summaries against references, beside Lead, LexRank and Centroid
  rouge      ROUGE-1.5.5 in Go, the same report

Run 'storywire eval EVALUATION -h' for its flags.
`
	if len(args) == 0 {
		fmt.Fprint(e.stderr, evalUsage)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(e.stdout, evalUsage)
		return exitOK
	case "synth":
		return evalSynth(e, args[1:])
	case "rouge":
		return evalRouge(e, args[1:])
	case "summarize":
		return evalSummarize(e, args[1:])
	case "cluster":
		return evalCluster(e, args[1:])
	case "align":
		return evalAlign(e, args[1:])
	case "facts":
		return evalFacts(e, args[1:])
	case "facts-wild":
		return evalFactsWild(e, args[1:])
	case "speakers":
		return evalSpeakers(e, args[1:])
	case "reuse":
		return evalReuse(e, args[1:])
	case "fixture":
		return evalFixture(e, args[1:])
	}
	fmt.Fprintf(e.stderr, "storywire eval: unknown evaluation %q (synth, align, facts, facts-wild, speakers, reuse, rouge, summarize, cluster, fixture)\n", args[0])
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
		if _, code, ok := parse(e, fs, args); !ok { // -h, or a bad flag
			return code
		}
		fs.Usage()
		return exitUsage
	}
	if _, code, ok := parse(e, fs, args[:cfgAt]); !ok {
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

// synthFlags are the flags of the evaluations on the synthetic
// benchmark: which real articles, which levels, the seed and the copies.
type synthFlags struct {
	data, level *string
	seed        *uint64
	copies      *int
}

func newSynthFlags(fs *flag.FlagSet, copies int) synthFlags {
	return synthFlags{
		data:   fs.String("data", "../shared/data/*/articles.jsonl", "JSONL `files` (a glob) of real articles to derive copies from"),
		level:  fs.String("level", "all", "edit level: light, medium, heavy or all"),
		seed:   fs.Uint64("seed", 1, "random seed"),
		copies: fs.Int("copies", copies, "copies per original, drawn from 1..N"),
	}
}

// load returns the levels asked for and the originals; code is the exit
// status when ok is false.
func (f synthFlags) load(e *env, name string) (levels []eval.Level, originals []eval.Doc, code int, ok bool) {
	levels = []eval.Level{eval.Light, eval.Medium, eval.Heavy}
	if *f.level != "all" {
		l, err := eval.ParseLevel(*f.level)
		if err != nil {
			fmt.Fprintf(e.stderr, "storywire %s: %v\n", name, err)
			return nil, nil, exitUsage, false
		}
		levels = []eval.Level{l}
	}
	if originals, ok = loadOriginals(e, *f.data); !ok {
		return nil, nil, exitRejected, false
	}
	return levels, originals, exitOK, true
}

func evalSynth(e *env, args []string) int {
	fs := newFlags(e, "eval synth", "")
	sf := newSynthFlags(fs, 45)
	web := fs.Bool("web", false, "the mess of real web copies: site headers and footers on every copy, web furniture in originals, quotations shared by independent reports")
	asJSON := fs.Bool("json", false, "print JSON")
	if _, code, ok := parse(e, fs, args); !ok {
		return code
	}
	levels, originals, code, ok := sf.load(e, "eval synth")
	if !ok {
		return code
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
		docs := eval.Synthesize(originals, eval.SynthOptions{Level: l, Seed: *sf.seed, MaxCopies: *sf.copies, Web: *web})
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

// summarizers are the methods of storywire eval summarize: storywire's
// and the baselines it must beat.
var summarizers = []struct {
	name string
	fn   func([]summarize.Doc, summarize.Options) summarize.Summary
}{
	{"storywire", summarize.Summarize},
	{"lead", summarize.Lead},
	{"lexrank", summarize.LexRank},
	{"centroid", summarize.Centroid},
}

func evalSummarize(e *env, args []string) int {
	fs := newFlags(e, "eval summarize", "")
	data := fs.String("data", "", "evaluation set `dir` with articles.jsonl (and references.jsonl)")
	words := fs.Int("words", 0, "summary length in words")
	bytes := fs.Int("bytes", 0, "summary length in bytes")
	out := fs.String("out", "", "write summaries under this `dir`: DIR/<cluster>.txt, baselines in DIR/<method>/")
	rougeData := fs.String("rouge-data", "../shared/rouge-golden", "`dir` with ROUGE's WordNet exception list")
	truncRefs := fs.Bool("truncate-refs", true, "cut references to the same length as the summaries (ROUGE -l/-b); false for Multi-News F1")
	asJSON := fs.Bool("json", false, "print JSON")
	if _, code, ok := parse(e, fs, args); !ok {
		return code
	}
	if *data == "" || (*words > 0) == (*bytes > 0) {
		fmt.Fprintln(e.stderr, "storywire eval summarize: give --data and one of --words or --bytes")
		fs.Usage()
		return exitUsage
	}
	clusters, err := eval.ReadClusters(filepath.Join(*data, "articles.jsonl"))
	if err != nil {
		fmt.Fprintln(e.stderr, "storywire eval summarize:", err)
		return exitRejected
	}
	// The collection is the file: what recurs across its clusters is
	// boilerplate, as it is across a store's stories.
	bp := summarize.NewBoilerplate()
	for _, c := range clusters {
		for _, a := range c.Articles {
			bp.Add(c.ID, a.Text)
		}
	}
	opt := summarize.Options{Words: *words, Bytes: *bytes, Boilerplate: bp}
	texts := map[string]map[string]string{} // method → cluster → summary
	elapsed := map[string]time.Duration{}
	for _, m := range summarizers {
		texts[m.name] = map[string]string{}
		for _, c := range clusters {
			docs := make([]summarize.Doc, len(c.Articles))
			for i, a := range c.Articles {
				docs[i] = summarize.Doc{ID: a.ID, Source: a.Source, Date: a.Date, Text: a.Text}
			}
			start := time.Now()
			texts[m.name][c.ID] = m.fn(docs, opt).Text()
			elapsed[m.name] += time.Since(start)
		}
	}
	if *out != "" {
		for _, m := range summarizers {
			dir := *out
			if m.name != "storywire" {
				dir = filepath.Join(*out, m.name)
			}
			if err := os.MkdirAll(dir, 0o755); err != nil {
				fmt.Fprintln(e.stderr, "storywire eval summarize:", err)
				return exitRejected
			}
			for id, t := range texts[m.name] {
				if err := os.WriteFile(filepath.Join(dir, id+".txt"), []byte(t), 0o644); err != nil {
					fmt.Fprintln(e.stderr, "storywire eval summarize:", err)
					return exitRejected
				}
			}
		}
	}
	refs, err := eval.ReadReferences(filepath.Join(*data, "references.jsonl"))
	if err != nil {
		if os.IsNotExist(err) {
			return exitOK
		}
		fmt.Fprintln(e.stderr, "storywire eval summarize:", err)
		return exitRejected
	}
	flags := "-n 2 -m -2 4 -u -c 95 -r 1000 -f A -p 0.5 -t 0 -a"
	if *truncRefs && *words > 0 {
		flags += fmt.Sprintf(" -l %d", *words)
	} else if *truncRefs {
		flags += fmt.Sprintf(" -b %d", *bytes)
	}
	ropt, _ := eval.ParseRougeFlags(flags)
	r, err := eval.LoadRouge(*rougeData, ropt)
	if err != nil {
		fmt.Fprintln(e.stderr, "storywire eval summarize:", err)
		return exitRejected
	}
	var evals []eval.RougeEval
	for _, c := range clusters {
		if len(refs[c.ID]) == 0 {
			continue
		}
		ev := eval.RougeEval{ID: c.ID, Models: refs[c.ID]}
		for _, m := range summarizers {
			ev.Peers = append(ev.Peers, eval.RougePeer{ID: m.name, Text: texts[m.name][c.ID]})
		}
		evals = append(evals, ev)
	}
	type row struct {
		Method  string             `json:"method"`
		Recall  map[string]float64 `json:"recall"`
		F       map[string]float64 `json:"f"`
		MsPerCl float64            `json:"ms_per_cluster"`
	}
	rows := map[string]*row{}
	for _, res := range r.Run(evals) {
		rw := rows[res.System]
		if rw == nil {
			rw = &row{Method: res.System, Recall: map[string]float64{}, F: map[string]float64{},
				MsPerCl: float64(elapsed[res.System].Microseconds()) / 1000 / float64(len(clusters))}
			rows[res.System] = rw
		}
		rw.Recall[res.Metric] = res.Average.R
		rw.F[res.Metric] = res.Average.F
	}
	var list []row
	for _, m := range summarizers {
		if rw := rows[m.name]; rw != nil {
			list = append(list, *rw)
		}
	}
	if *asJSON {
		return writeJSON(e, list)
	}
	fmt.Fprintf(e.stdout, "%s: %d clusters, ROUGE-1.5.5 %s\n", *data, len(evals), flags)
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "METHOD\tR-1 R\tR-2 R\tR-L R\tR-SU4 R\tR-1 F\tR-2 F\tR-L F\tR-SU4 F\tMS/CLUSTER")
	for _, rw := range list {
		fmt.Fprintf(tw, "%s\t%.5f\t%.5f\t%.5f\t%.5f\t%.5f\t%.5f\t%.5f\t%.5f\t%.1f\n", rw.Method,
			rw.Recall["ROUGE-1"], rw.Recall["ROUGE-2"], rw.Recall["ROUGE-L"], rw.Recall["ROUGE-SU4"],
			rw.F["ROUGE-1"], rw.F["ROUGE-2"], rw.F["ROUGE-L"], rw.F["ROUGE-SU4"], rw.MsPerCl)
	}
	tw.Flush()
	return exitOK
}

// evalCluster clusters the articles of JSONL files into stories, online,
// and scores the stories against the files' cluster labels.
func evalCluster(e *env, args []string) int {
	fs := newFlags(e, "eval cluster", "")
	var data []string
	fs.Func("data", "JSONL `file` of labelled articles (repeatable: the files are one stream)", func(s string) error {
		data = append(data, s)
		return nil
	})
	threshold := fs.Float64("threshold", story.DefaultThreshold, "least similarity to join a story")
	online := fs.Bool("online", false, "place each article once as it arrives and stop there, without the batch pass that `stories` makes over a store's articles")
	asJSON := fs.Bool("json", false, "print JSON")
	verbose := fs.Bool("v", false, "list the stories that mix gold clusters, each article with its cluster and title, then the gold clusters parted over several stories")
	if _, code, ok := parse(e, fs, args); !ok {
		return code
	}
	if len(data) == 0 {
		fs.Usage()
		return exitUsage
	}
	type item struct {
		a      *article.Article
		labels []string
	}
	var items []*item
	byID := map[string]*item{}
	for a, err := range article.Read(data, nil) {
		if err != nil {
			fmt.Fprintln(e.stderr, err)
			continue
		}
		if it := byID[a.ID]; it != nil { // listed under several clusters
			it.labels = append(it.labels, a.Labels...)
			continue
		}
		it := &item{a: a, labels: a.Labels}
		byID[a.ID] = it
		items = append(items, it)
	}
	if len(items) == 0 {
		fmt.Fprintf(e.stderr, "storywire eval cluster: no labelled articles read from %s\n", strings.Join(data, ", "))
		return exitRejected
	}
	dated := true
	for _, it := range items {
		dated = dated && it.a.Date != ""
	}
	if dated { // a news stream arrives in time order
		sort.SliceStable(items, func(i, j int) bool { return items[i].a.Date < items[j].a.Date })
	}
	start := time.Now()
	det := dedup.NewDetector()
	cl := story.New()
	cl.Threshold = *threshold
	pred := map[string]string{}
	gold := map[string][]string{}
	var arts []story.Article
	var found [][]dedup.Relation // each article's relations as found
	for _, it := range items {
		_, rels, _ := det.Add(it.a.ID, it.a.Hash, it.a.Text)
		var copies []string
		for _, r := range rels {
			if r.Kind.Copying() && det.Holds(r) {
				copies = append(copies, r.A)
			}
		}
		sa := engine.StoryArticle(it.a, copies)
		arts = append(arts, sa)
		found = append(found, rels)
		cl.Add(sa)
		gold[it.a.ID] = it.labels
	}
	if !*online {
		// The batch pass takes the copies that hold now, as the
		// engine's does (a relation found through a site's furniture
		// before it was known as boilerplate no longer holds).
		for i, rels := range found {
			arts[i].Copies = nil
			for _, r := range rels {
				if r.Kind.Copying() && det.Holds(r) {
					arts[i].Copies = append(arts[i].Copies, r.A)
				}
			}
		}
		cl.Rebuild(arts)
	}
	// A page that is not an article is in no story: scored as alone.
	pages := 0
	for _, it := range items {
		s := cl.StoryOf(it.a.ID)
		pred[it.a.ID] = strconv.Itoa(s)
		if s < 0 {
			pred[it.a.ID] = "page " + it.a.ID
			pages++
		}
	}
	elapsed := time.Since(start)
	sc := eval.ScoreClustering(gold, pred)
	// Sets of confusable events (ECB+) name each article's topic: two
	// articles of one topic in different gold clusters are sister events.
	topics := map[string]string{}
	for _, name := range data {
		if err := eval.ReadTopics(name, topics); err != nil {
			fmt.Fprintln(e.stderr, err)
		}
	}
	merged, sisters := eval.SisterMerges(gold, topics, pred)
	texts, labels := make([][32]byte, len(items)), make([][]string, len(items))
	for i, it := range items {
		texts[i], labels[i] = it.a.Hash, it.labels
	}
	ceiling, conflicts := eval.LabelCeiling(texts, labels)
	if *asJSON {
		out := clusterJSON{ClusterScores: sc, Ceiling: ceiling, IdenticalConflicts: conflicts}
		if sisters > 0 {
			share := float64(merged) / float64(sisters)
			out.SisterPairs, out.SisterMerged = sisters, &share
		}
		return writeJSON(e, out)
	}
	fmt.Fprintf(e.stdout, "%s: %d articles, %d stories (true %d), %.0f articles/s\n", strings.Join(data, " + "), len(items), sc.ClustersPred, sc.ClustersTrue, float64(len(items))/elapsed.Seconds())
	if pages > 0 {
		fmt.Fprintf(e.stdout, "%d pages that are not articles, in no story (each scored as alone)\n", pages)
	}
	fmt.Fprintf(e.stdout, "B-cubed P %.4f R %.4f F1 %.4f | pairwise P %.4f R %.4f F1 %.4f | ARI %.4f NMI %.4f\n",
		sc.B3Precision, sc.B3Recall, sc.B3F1, sc.PairPrecision, sc.PairRecall, sc.PairF1, sc.ARI, sc.NMI)
	if ceiling < 0.9999 {
		fmt.Fprintf(e.stdout, "label ceiling: B-cubed F1 about %.4f (%d articles share a text with an article of another cluster; an article filed under several clusters is in one)\n", ceiling, conflicts)
	}
	if sisters > 0 {
		fmt.Fprintf(e.stdout, "sister events wrongly merged: %d of %d pairs (%.4f)\n", merged, sisters, float64(merged)/float64(sisters))
	}
	if *verbose {
		// groupBy returns the items by key, keys in the order first seen.
		groupBy := func(key func(*item) string) ([]string, map[string][]*item) {
			var order []string
			by := map[string][]*item{}
			for _, it := range items {
				k := key(it)
				if by[k] == nil {
					order = append(order, k)
				}
				by[k] = append(by[k], it)
			}
			return order, by
		}
		gold := func(it *item) string { return strings.Join(it.labels, ",") }
		order, members := groupBy(func(it *item) string { return pred[it.a.ID] })
		for _, p := range order {
			its := members[p]
			labels := map[string]bool{}
			for _, it := range its {
				labels[gold(it)] = true
			}
			if len(labels) < 2 {
				continue
			}
			fmt.Fprintf(e.stdout, "\nstory %s: %d articles from %d clusters\n", p, len(its), len(labels))
			for _, it := range its {
				fmt.Fprintf(e.stdout, "  %-24s %-10s %s\n", oneLine(gold(it), 24), it.a.Date, oneLine(it.a.Title, 90))
			}
		}
		// Then the gold clusters parted over several stories.
		golds, byGold := groupBy(gold)
		for _, g := range golds {
			its := byGold[g]
			stories := map[string]bool{}
			for _, it := range its {
				stories[pred[it.a.ID]] = true
			}
			if len(stories) < 2 {
				continue
			}
			fmt.Fprintf(e.stdout, "\ncluster %s: %d articles in %d stories\n", oneLine(g, 40), len(its), len(stories))
			sort.SliceStable(its, func(i, j int) bool { return pred[its[i].a.ID] < pred[its[j].a.ID] })
			for _, it := range its {
				fmt.Fprintf(e.stdout, "  story %-10s %-10s %s\n", oneLine(pred[it.a.ID], 10), it.a.Date, oneLine(it.a.Title, 90))
			}
		}
	}
	return exitOK
}

// clusterJSON is `eval cluster --json`: the scores, and for sets with
// sister events the pairs and the share of them merged.
type clusterJSON struct {
	eval.ClusterScores
	SisterPairs  int64    `json:"sister_pairs,omitempty"`
	SisterMerged *float64 `json:"sister_merged,omitempty"`
	// Ceiling is eval.LabelCeiling: the best B-cubed F1 a partition of
	// the texts can reach; IdenticalConflicts articles share a text with
	// an article of another cluster.
	Ceiling            float64 `json:"b3_f1_ceiling"`
	IdenticalConflicts int     `json:"identical_texts_conflicting"`
}

// evalFixture writes eval.Fixture as JSONL to stdout: an input of any
// size with the mess of real syndication, for scale runs (docs/SCALE.md).
func evalFixture(e *env, args []string) int {
	fs := newFlags(e, "eval fixture", "")
	events := fs.Int("events", 1000, "invented `events` (about 20 articles each with copies)")
	per := fs.Int("per-event", 3, "independent reports per event")
	span := fs.Int("span", 365, "`days` the events spread over")
	copies := fs.Int("copies", 12, "at most this many copies per original")
	seed := fs.Uint64("seed", 1, "random seed")
	if _, code, ok := parse(e, fs, args); !ok {
		return code
	}
	if err := eval.WriteJSONL(e.stdout, eval.Fixture(*events, *per, *span, *copies, *seed)); err != nil {
		fmt.Fprintln(e.stderr, "storywire eval fixture:", err)
		return exitRejected
	}
	return exitOK
}
