package main

import (
	"cmp"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/facts"
)

// factTexts reads the articles an annotation file refers to, by the ids
// it uses.
func factTexts(root, data string) (map[string]*article.Article, error) {
	var paths []string
	idOf := func(a *article.Article) string { return a.ID }
	switch data {
	case "seeds":
		paths = []string{filepath.Join(root, "..", "shared", "seeds")}
		idOf = func(a *article.Article) string { return filepath.Base(a.Origin.Path)[:3] }
	case "examples":
		paths = []string{filepath.Join(root, "examples")}
		idOf = func(a *article.Article) string {
			switch filepath.Ext(a.Origin.Path) {
			case ".txt", ".html":
				return strings.TrimSuffix(filepath.Base(a.Origin.Path), filepath.Ext(a.Origin.Path))
			}
			return a.ID
		}
	default:
		paths = []string{filepath.Join(root, data)}
	}
	texts := map[string]*article.Article{}
	for a, err := range article.Read(paths, nil) {
		if err != nil {
			return nil, err
		}
		texts[idOf(a)] = a
	}
	return texts, nil
}

// predictFacts runs extraction and comparison on the articles of one
// annotated cluster, with their syndication groups as independent
// sources.
func predictFacts(c eval.FactCluster, texts map[string]*article.Article) (eval.FactCluster, bool) {
	p, docs, ok := clusterFacts(c, texts)
	if !ok {
		return p, false
	}
	for _, g := range facts.Compare(docs, nil).Quantities {
		fg := eval.FactGroup{Thing: g.Thing, Role: g.Role, Verdict: g.Verdict, Note: g.Note}
		for _, v := range g.Values {
			for _, a := range v.Articles {
				fg.Values = append(fg.Values, eval.FactValue{Article: a, Value: v.Value, Approx: v.Approx})
			}
		}
		p.Groups = append(p.Groups, fg)
	}
	return p, true
}

// clusterFacts returns the counts read in each article of cluster c (as
// p.Quantities) and the articles as facts.Docs, each with its
// syndication group as its independent source, as a story gives them.
func clusterFacts(c eval.FactCluster, texts map[string]*article.Article) (p eval.FactCluster, docs []facts.Doc, ok bool) {
	p = eval.FactCluster{Cluster: c.Cluster, Articles: c.Articles}
	det := dedup.NewDetector()
	var rels []dedup.Relation
	for _, id := range c.Articles {
		a, ok := texts[id]
		if !ok {
			return p, nil, false
		}
		text := a.Text
		_, rs, _ := det.Add(id, a.Hash, text)
		rels = append(rels, rs...)
		for _, q := range facts.Quantities(text) {
			if len(q.Parts) < 2 && q.IsCount() {
				p.Quantities = append(p.Quantities, eval.FactValue{Article: id, Value: q.Value, Approx: q.Approx})
			}
		}
	}
	syn := engine.Group(c.Articles, rels, det.Holds)
	group := map[string]string{}
	for _, g := range syn.Groups {
		for _, id := range g.Articles {
			group[id] = g.ID
		}
	}
	docs = make([]facts.Doc, len(c.Articles))
	for i, id := range c.Articles {
		a := texts[id]
		docs[i] = facts.Doc{ID: id, Group: group[id], Source: cmp.Or(a.Credit, a.Source), Date: a.Date, Text: a.Text}
	}
	return p, docs, true
}

func evalFacts(e *env, args []string) int {
	fs := newFlags(e, "eval facts", "")
	pattern := fs.String("annotations", "testdata/facts/*.json,testdata/facts/dev/*.json,testdata/facts/heldout/*.json", "annotation `files` (globs, comma-separated)")
	asJSON := fs.Bool("json", false, "print JSON")
	verbose := fs.Bool("v", false, "list each cluster's misses (held-out clusters only with -heldout-misses)")
	heldMisses := fs.Bool("heldout-misses", false, "with -v, also list the misses of the held-out clusters: read them and they are held out no more")
	root := fs.String("root", ".", "the repository root `dir`, which the annotations' data paths start from")
	classes := fs.Bool("classes", false, "also count each set's misses by class (not read, split over groups, judged wrong) and the figures not read by how they are written, held-out sets' included: counts only, never which")
	if _, code, ok := parse(e, fs, args); !ok {
		return code
	}
	var files []string
	for _, p := range strings.Split(*pattern, ",") {
		m, _ := filepath.Glob(p)
		files = append(files, m...)
	}
	if len(files) == 0 {
		fmt.Fprintf(e.stderr, "storywire eval facts: no files match %s\n", *pattern)
		return exitRejected
	}
	type row struct {
		Set      string `json:"set"`
		Clusters int    `json:"clusters"`
		eval.FactScore
		Misses eval.FactMisses `json:"misses"`
		// Unread counts the figures the misses lack by how they are
		// written (eval.UnreadPhrasings).
		Unread map[string]int `json:"unread_phrasings,omitempty"`
	}
	score := func(set string, gold, pred []eval.FactCluster) row {
		return row{set, len(gold), eval.ScoreFacts(gold, pred), eval.ClassifyFactMisses(gold, pred), nil}
	}
	var rows []row
	var allGold, allPred, devGold, devPred, heldGold, heldPred []eval.FactCluster
	devUnread, heldUnread, allUnread := map[string]int{}, map[string]int{}, map[string]int{}
	for _, f := range files {
		ann, err := eval.ReadFactAnnotations(f)
		if err != nil {
			fmt.Fprintln(e.stderr, "storywire eval facts:", err)
			return exitRejected
		}
		texts, err := factTexts(*root, ann.Data)
		if err != nil || len(texts) == 0 {
			fmt.Fprintf(e.stderr, "storywire eval facts: %s: articles at %q not readable, skipped (%v)\n", f, ann.Data, err)
			continue
		}
		var gold, pred []eval.FactCluster
		for _, c := range ann.Clusters {
			p, ok := predictFacts(c, texts)
			if !ok {
				fmt.Fprintf(e.stderr, "storywire eval facts: %s: cluster %s names an article not in %s\n", f, c.Cluster, ann.Data)
				return exitRejected
			}
			gold, pred = append(gold, c), append(pred, p)
			if *verbose && (*heldMisses || !strings.HasPrefix(ann.Set, "heldout-")) {
				printFactMisses(e, c, p, texts)
			}
		}
		r := score(ann.Set, gold, pred)
		r.Unread = eval.UnreadPhrasings(gold, pred, func(id string) string {
			if a := texts[id]; a != nil {
				return a.Text
			}
			return ""
		})
		addCounts(allUnread, r.Unread)
		allGold, allPred = append(allGold, gold...), append(allPred, pred...)
		if strings.HasPrefix(ann.Set, "dev-") {
			devGold, devPred = append(devGold, gold...), append(devPred, pred...)
			addCounts(devUnread, r.Unread)
		}
		if strings.HasPrefix(ann.Set, "heldout-") {
			heldGold, heldPred = append(heldGold, gold...), append(heldPred, pred...)
			addCounts(heldUnread, r.Unread)
		}
		rows = append(rows, r)
	}
	var sumRows []row // dev, held-out (where there are) and all
	sum := func(set string, gold, pred []eval.FactCluster, unread map[string]int) {
		r := score(set, gold, pred)
		r.Unread = unread
		sumRows = append(sumRows, r)
	}
	if len(devGold) > 0 {
		sum("dev", devGold, devPred, devUnread)
	}
	if len(heldGold) > 0 {
		sum("held-out", heldGold, heldPred, heldUnread)
	}
	sum("all", allGold, allPred, allUnread)
	rows = append(rows, sumRows...)
	if *asJSON {
		return writeJSON(e, rows)
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SET\tCLUSTERS\tGROUPS\tFOUND\tDISAGREE\tFLAGGED R\tFLAG P (OF N)\tCOUNTS\tEXTRACT P\tEXTRACT R")
	for _, r := range rows {
		extract := "-\t-"
		if r.GoldValues > 0 {
			extract = fmt.Sprintf("%.3f\t%.3f", r.ExtractP, r.ExtractR)
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.3f\t%d\t%.3f\t%.3f (%d)\t%d\t%s\n", r.Set, r.Clusters, r.GoldGroups, r.Found,
			r.GoldConflicts, r.FlagR, r.FlagP, r.PredFlags, r.GoldValues, extract)
	}
	tw.Flush()
	if *classes {
		fmt.Fprintln(e.stdout)
		tw = tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "SET\tNOT FOUND: UNREAD\tSPLIT\tNOT FLAGGED: UNREAD\tSPLIT\tJUDGED\tFALSE FLAGS\tSPLITS BY: THING\tEVENT\tOTHER")
		for _, r := range rows {
			m := r.Misses
			other := m.NotFoundSplit + m.UnflaggedSplit - m.SplitThing - m.SplitRole
			fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\n", r.Set, m.NotFoundUnread, m.NotFoundSplit, m.UnflaggedUnread, m.UnflaggedSplit, m.UnflaggedVerdict, m.FalseFlags, m.SplitThing, m.SplitRole, other)
		}
		tw.Flush()
		// How the unread figures are written, for the sums only.
		fmt.Fprintln(e.stdout)
		tw = tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
		fmt.Fprint(tw, "FIGURES NOT READ, WRITTEN")
		for _, r := range sumRows {
			fmt.Fprintf(tw, "\t%s", strings.ToUpper(r.Set))
		}
		fmt.Fprintln(tw)
		for _, c := range eval.Phrasings {
			fmt.Fprint(tw, c)
			for _, r := range sumRows {
				fmt.Fprintf(tw, "\t%d", r.Unread[c])
			}
			fmt.Fprintln(tw)
		}
		tw.Flush()
	}
	return exitOK
}

// printFactMisses lists the counts one side has and the other lacks, and
// for each annotated group not found, where each of its values went: the
// predicted group that holds it, or the words around it when no count
// was read there.
func printFactMisses(e *env, gold, pred eval.FactCluster, texts map[string]*article.Article) {
	count := func(vs []eval.FactValue) map[eval.FactValue]int {
		m := map[eval.FactValue]int{}
		for _, v := range vs {
			m[eval.FactValue{Article: v.Article, Value: v.Value}]++
		}
		return m
	}
	g, p := count(gold.Quantities), count(pred.Quantities)
	for k, n := range g {
		if p[k] < n {
			fmt.Fprintf(e.stdout, "%s: missed %s %g\n", gold.Cluster, k.Article, k.Value)
		}
	}
	for k, n := range p {
		if g[k] < n {
			fmt.Fprintf(e.stdout, "%s: extra %s %g\n", gold.Cluster, k.Article, k.Value)
		}
	}
	for _, y := range gold.Groups {
		one := eval.ScoreFacts([]eval.FactCluster{{Cluster: "x", Groups: []eval.FactGroup{y}}},
			[]eval.FactCluster{{Cluster: "x", Groups: pred.Groups}})
		switch {
		case one.FoundGroups == 0:
			fmt.Fprintf(e.stdout, "%s: not found: %s %q %v\n", gold.Cluster, y.Verdict, y.Thing, y.Values)
			for _, v := range y.Values {
				fmt.Fprintf(e.stdout, "\t%s %g: %s\n", v.Article, v.Value, whereValue(v, pred, texts[v.Article]))
			}
		case disagreementVerdict(y.Verdict) && one.Flagged == 0:
			fmt.Fprintf(e.stdout, "%s: not flagged: %s %q %v\n", gold.Cluster, y.Verdict, y.Thing, y.Values)
			for _, v := range y.Values {
				fmt.Fprintf(e.stdout, "\t%s %g: %s\n", v.Article, v.Value, whereValue(v, pred, texts[v.Article]))
			}
		}
	}
	// The flags that count against precision: disagreements predicted
	// where the annotation has the values and no disagreement.
	for _, x := range pred.Groups {
		if !disagreementVerdict(x.Verdict) {
			continue
		}
		one := eval.ScoreFacts([]eval.FactCluster{gold}, []eval.FactCluster{{Cluster: gold.Cluster, Groups: []eval.FactGroup{x}}})
		if one.PredFlags > one.CorrectFlags {
			fmt.Fprintf(e.stdout, "%s: false flag: %s %s %s (%s) %v\n", gold.Cluster, x.Verdict, x.Thing, x.Role, x.Note, x.Values)
		}
	}
}

// addCounts adds the counts of b to a.
func addCounts(a, b map[string]int) {
	for k, n := range b {
		a[k] += n
	}
}

func disagreementVerdict(v string) bool { return v == facts.Conflict || v == facts.Granularity }

// whereValue says where an annotated value went: the predicted groups
// that hold it, else the words around the first place its digits appear.
func whereValue(v eval.FactValue, pred eval.FactCluster, a *article.Article) string {
	var in []string
	for _, g := range pred.Groups {
		for _, x := range g.Values {
			if x.Article == v.Article && x.Value == v.Value {
				in = append(in, fmt.Sprintf("in %q %s (%s)", g.Thing, g.Role, g.Verdict))
				break
			}
		}
	}
	if len(in) > 0 {
		return strings.Join(in, "; ")
	}
	if a == nil {
		return "article not read"
	}
	digits := strconv.FormatFloat(v.Value, 'f', -1, 64)
	i := strings.Index(a.Text, digits)
	if i < 0 {
		return "not read (spelled or written otherwise)"
	}
	lo, hi := max(0, i-60), min(len(a.Text), i+len(digits)+60)
	for lo > 0 && !utf8.RuneStart(a.Text[lo]) {
		lo--
	}
	for hi < len(a.Text) && !utf8.RuneStart(a.Text[hi]) {
		hi++
	}
	return "not read: …" + strings.ReplaceAll(a.Text[lo:hi], "\n", " ") + "…"
}
