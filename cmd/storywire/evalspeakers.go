package main

import (
	"fmt"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/facts"
)

// evalSpeakers scores the speakers facts.Quotes gives quotations against
// the hand annotation in testdata/speakers: the extraction as the
// engine stores it, on the texts as storywire reads them.
func evalSpeakers(e *env, args []string) int {
	fs := newFlags(e, "eval speakers", "")
	path := fs.String("annotations", "testdata/speakers/speakers.json", "annotation `file`")
	root := fs.String("root", ".", "the repository root `dir`, which the annotation's data paths start from")
	verbose := fs.Bool("v", false, "list the dev set's quotations not judged right (never a held-out set's)")
	asJSON := fs.Bool("json", false, "print JSON")
	if _, code, ok := parse(e, fs, args); !ok {
		return code
	}
	ann, err := eval.ReadSpeakerAnnotations(*path)
	if err != nil {
		fmt.Fprintln(e.stderr, "storywire eval speakers:", err)
		return exitRejected
	}
	texts := map[string]map[string]string{} // data → article → text
	quotes := map[string][]facts.Quote{}    // article → its quotations
	scores := map[string]*eval.SpeakerScore{}
	add := func(key string, o eval.SpeakerOutcome) {
		if scores[key] == nil {
			scores[key] = &eval.SpeakerScore{}
		}
		scores[key].Add(o)
	}
	for _, it := range ann.Items {
		if texts[it.Data] == nil {
			arts, err := factTexts(*root, it.Data)
			if len(arts) == 0 { // not there (../shared/data absent): skipped, said once
				fmt.Fprintf(e.stderr, "storywire eval speakers: articles at %q not readable, their quotations skipped (%v)\n", it.Data, err)
				texts[it.Data] = map[string]string{}
				continue
			}
			if err != nil {
				fmt.Fprintln(e.stderr, "storywire eval speakers:", err)
				return exitRejected
			}
			texts[it.Data] = make(map[string]string, len(arts))
			for id, a := range arts {
				texts[it.Data][id] = a.Text
			}
		}
		text, ok := texts[it.Data][it.Article]
		if !ok {
			if len(texts[it.Data]) > 0 {
				fmt.Fprintf(e.stderr, "storywire eval speakers: article %s is not in %s\n", it.Article, it.Data)
				return exitRejected
			}
			continue
		}
		qs, done := quotes[it.Article]
		if !done {
			qs = facts.Quotes(text)
			quotes[it.Article] = qs
		}
		// the quotation at the offset: one that starts there, else one
		// that holds it (a quotation read a word longer or shorter)
		var q *facts.Quote
		for i := range qs {
			if qs[i].Start == it.At {
				q = &qs[i]
				break
			}
			if q == nil && qs[i].Start <= it.At && it.At < qs[i].End {
				q = &qs[i]
			}
		}
		name, shown := "", "(quotation not read)"
		if q != nil {
			name, shown = q.Name, q.Speaker
		}
		o := eval.JudgeSpeaker(it.Speaker, name)
		add(it.Set+" "+it.Kind, o)
		add(it.Set, o)
		if *verbose && !strings.HasPrefix(it.Set, "heldout") && o != eval.SpeakerRight {
			fmt.Fprintf(e.stdout, "%s %s at %d: %s, annotated %q, given %q (%q)\n", it.Set, it.Article, it.At, o, it.Speaker, name, shown)
		}
	}
	keys := make([]string, 0, len(scores))
	for k := range scores {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		si, _, _ := strings.Cut(keys[i], " ")
		sj, _, _ := strings.Cut(keys[j], " ")
		if si != sj {
			return si < sj
		}
		return len(keys[i]) > len(keys[j]) || len(keys[i]) == len(keys[j]) && keys[i] < keys[j]
	})
	if *asJSON {
		type row struct {
			Set string `json:"set"`
			eval.SpeakerScore
			Accuracy float64 `json:"accuracy"`
		}
		rows := make([]row, len(keys))
		for i, k := range keys {
			rows[i] = row{k, *scores[k], scores[k].Accuracy()}
		}
		return writeJSON(e, rows)
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SET\tQUOTATIONS\tRIGHT\tWRONG SPEAKER\tNO SPEAKER\tACCURACY")
	for _, k := range keys {
		s := scores[k]
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%.3f\n", k, s.Quotations, s.Right, s.Wrong, s.None, s.Accuracy())
	}
	tw.Flush()
	return exitOK
}
