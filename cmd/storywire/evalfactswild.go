package main

// storywire eval facts-wild: the facts measures that need no annotation
// (eval/factswild.go), over every cluster of the evaluation sets that
// no annotation file names.

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/facts"
)

func evalFactsWild(e *env, args []string) int {
	fs := newFlags(e, "eval facts-wild", "")
	var data []string
	fs.Func("data", "JSONL `file` of clustered articles (repeatable; default: TAC 2011, DUC 2003, Multi-News val under ../shared/data)", func(s string) error {
		data = append(data, s)
		return nil
	})
	pattern := fs.String("annotations", "testdata/facts/*.json,testdata/facts/dev/*.json,testdata/facts/heldout/*.json", "annotation `files` whose clusters are left out (globs, comma-separated)")
	top := fs.Int("top", 40, "list the `n` words that most often follow a number no rule reads")
	flags := fs.Bool("flags", false, "list every disagreement flagged, with the sentence of each figure, to be judged")
	speakers := fs.Bool("speakers", false, "list every quotation's speaker as the article names it, to be judged")
	if _, code, ok := parse(e, fs, args); !ok {
		return code
	}
	if len(data) == 0 {
		for _, s := range []string{"tac2011", "duc2003", "multinews-val250"} {
			data = append(data, filepath.Join("..", "shared", "data", s, "articles.jsonl"))
		}
	}
	annotated := map[string]bool{}
	for _, p := range strings.Split(*pattern, ",") {
		m, _ := filepath.Glob(p)
		for _, f := range m {
			ann, err := eval.ReadFactAnnotations(f)
			if err != nil {
				fmt.Fprintln(e.stderr, "storywire eval facts-wild:", err)
				return exitRejected
			}
			for _, c := range ann.Clusters {
				annotated[c.Cluster] = true
			}
		}
	}
	var next []string
	figures, quotes, unnamed, speakerFlags := 0, 0, 0, 0
	for _, path := range data {
		clusters, err := eval.ReadClusters(path)
		if err != nil {
			fmt.Fprintln(e.stderr, "storywire eval facts-wild:", err)
			return exitRejected
		}
		texts := map[string]*article.Article{}
		for a, err := range article.Read([]string{path}, nil) {
			if err != nil {
				fmt.Fprintln(e.stderr, "storywire eval facts-wild:", err)
				return exitRejected
			}
			texts[a.ID] = a
		}
		flagged, n := 0, 0
		for _, c := range clusters {
			if annotated[c.ID] {
				continue
			}
			n++
			fc := eval.FactCluster{Cluster: c.ID}
			for _, a := range c.Articles {
				fc.Articles = append(fc.Articles, a.ID)
			}
			_, docs, ok := clusterFacts(fc, texts)
			if !ok {
				continue
			}
			for i, d := range docs {
				x := facts.Extract(d.Text)
				docs[i].Extracted = &x // read once: Compare below takes it
				k, nx := eval.UnreadNumbers(d.Text, x.Quantities)
				figures += k
				next = append(next, nx...)
				for _, q := range x.Quotes {
					quotes++
					if q.Name == "" {
						unnamed++
					}
					if *speakers {
						fmt.Fprintf(e.stdout, "%s %s: %q <- %q\n", c.ID, d.ID, q.Speaker, oneLine(q.Text, 70))
					}
				}
			}
			r := facts.Compare(docs, nil)
			for _, g := range r.Quotes {
				if g.Flag == "different-speakers" {
					speakerFlags++
					if *speakers {
						var names []string
						for _, sp := range g.Speakers {
							names = append(names, sp.Name)
						}
						fmt.Fprintf(e.stdout, "%s different speakers %q: %s\n", c.ID, oneLine(g.Text, 60), strings.Join(names, "; "))
					}
				}
			}
			for _, g := range r.Quantities {
				if g.Verdict != facts.Conflict {
					continue
				}
				flagged++
				if *flags {
					printWildFlag(e, c.ID, g, docs)
				}
			}
		}
		fmt.Fprintf(e.stdout, "%s: %d clusters no annotation names, %d disagreements flagged\n", path, n, flagged)
	}
	fmt.Fprintf(e.stdout, "quotations %d, with no speaker %d; quotations flagged as said by different speakers %d\n", quotes, unnamed, speakerFlags)
	fmt.Fprintf(e.stdout, "figures %d, read by no rule %d; the words after them, most common first:\n", figures, len(next))
	for _, w := range eval.MostCommon(next, *top) {
		fmt.Fprintf(e.stdout, "%6d  %s\n", w.Count, w.Word)
	}
	return exitOK
}

// printWildFlag prints a flagged group: its key and note, then each
// figure with the words around it in the first two articles that give
// it.
func printWildFlag(e *env, cluster string, g facts.Group, docs []facts.Doc) {
	text := map[string]string{}
	for _, d := range docs {
		text[d.ID] = d.Text
	}
	fmt.Fprintf(e.stdout, "%s: %s|%s|%s  %s\n", cluster, g.Thing, g.Qualifier, g.Role, g.Note)
	for _, v := range g.Values {
		for k, p := range v.At[:min(2, len(v.At))] {
			t := text[p.Article]
			from, to := max(0, p.Start-110), min(len(t), p.End+70)
			for from > 0 && !utf8.RuneStart(t[from]) {
				from--
			}
			for to < len(t) && !utf8.RuneStart(t[to]) {
				to++
			}
			value := ""
			if k == 0 {
				value = strconv.FormatFloat(v.Value, 'f', -1, 64)
			}
			fmt.Fprintf(e.stdout, "   %-10s %-26s …%s…\n", value, p.Article, strings.ReplaceAll(t[from:to], "\n", " "))
		}
	}
}
