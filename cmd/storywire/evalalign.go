package main

import (
	"crypto/sha256"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/storywire/storywire/align"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/eval"
	"github.com/storywire/storywire/provenance"
)

// alignScore is the result of evalAlign at one level.
type alignScore struct {
	Level  eval.Level `json:"level"`
	Copies int        `json:"copies"`
	// PAN text-alignment measures of the passages found between each
	// copy and its parent.
	Precision   float64 `json:"pan_precision"`
	Recall      float64 `json:"pan_recall"`
	Granularity float64 `json:"pan_granularity"`
	Plagdet     float64 `json:"plagdet"`
	// Substitutions made, and the share found among the alignment's.
	Subs      int     `json:"substitutions"`
	SubRecall float64 `json:"substitution_recall"`
	// ParentAccuracy is the share of copies whose derivation-tree parent
	// is the text they were made from; RootAccuracy the share of families
	// rooted at their original. A verbatim copy of the right text counts
	// as the right text.
	ParentAccuracy float64 `json:"parent_accuracy"`
	RootAccuracy   float64 `json:"root_accuracy"`
	MsPerPair      float64 `json:"ms_per_alignment"`
}

// scoreAlign aligns each synthetic copy with its parent and derives each
// family's tree from all pairwise alignments.
func scoreAlign(level eval.Level, docs []eval.Doc) alignScore {
	sc := alignScore{Level: level}
	// Boilerplate is known as the engine knows it: from the dedup
	// index of all the articles.
	det := dedup.NewDetector()
	for _, d := range docs {
		if _, _, err := det.Add(d.ID, sha256.Sum256([]byte(d.Text)), d.Text); err != nil {
			panic(err) // Load is not used: texts stay in memory
		}
	}
	texts := map[string]*align.Text{}
	family := map[string][]eval.Doc{}
	for _, d := range docs {
		t := align.NewText(d.Text)
		t.SetBoilerplate(det.Boilerplate(d.Text, t.Hashes()))
		for _, c := range provenance.Credits(d.Text) {
			t.Ignore(align.Range{Start: c.Offset, End: c.Offset + len(c.Text)})
		}
		texts[d.ID] = t
		family[d.Family] = append(family[d.Family], d)
	}
	var pairs []eval.AlignmentPair
	found := 0
	var alignTime time.Duration
	aligned := 0
	for _, d := range docs {
		if d.Parent == "" {
			continue
		}
		sc.Copies++
		a, b := texts[d.Parent], texts[d.ID]
		start := time.Now()
		al := align.Align(a, b)
		alignTime += time.Since(start)
		aligned++
		p := eval.AlignmentPair{Truth: d.Cases}
		for _, ps := range al.Passages {
			p.Detected = append(p.Detected, eval.Case{AStart: ps.A.Start, AEnd: ps.A.End, BStart: ps.B.Start, BEnd: ps.B.End})
		}
		pairs = append(pairs, p)
		subs := align.Substitutions(a, b, al)
		for _, want := range d.Subs {
			sc.Subs++
			for _, got := range subs {
				if strings.Contains(got.From, want.From) && strings.Contains(got.To, want.To) {
					found++
					break
				}
			}
		}
	}
	pan := eval.ScorePAN(pairs)
	sc.Precision, sc.Recall, sc.Granularity, sc.Plagdet = pan.Precision, pan.Recall, pan.Granularity, pan.Plagdet
	if sc.Subs > 0 {
		sc.SubRecall = float64(found) / float64(sc.Subs)
	}
	// Verbatim copies cannot be told from their parents: a tree that
	// swaps them is as right as the truth. same(x, y) says whether x and
	// y are joined by verbatim copying.
	byID := map[string]eval.Doc{}
	for _, d := range docs {
		byID[d.ID] = d
	}
	class := func(id string) string {
		for d := byID[id]; ; d = byID[d.Parent] {
			if !d.Verbatim {
				return d.ID
			}
		}
	}
	same := func(x, y string) bool { return x == y || class(x) == class(y) }
	right, roots := 0, 0
	for fam, members := range family {
		ms := make([]provenance.Member, len(members))
		ts := make([]*align.Text, len(members))
		for i, m := range members {
			ms[i] = provenance.Member{ID: m.ID, Date: m.Date}
			ts[i] = texts[m.ID]
		}
		tree := provenance.Derive(ms, ts)
		if same(tree.Root(), fam) {
			roots++
		}
		for _, m := range members {
			if m.Parent != "" && same(tree.Parent(m.ID), m.Parent) {
				right++
			}
		}
	}
	if sc.Copies > 0 {
		sc.ParentAccuracy = float64(right) / float64(sc.Copies)
	}
	if len(family) > 0 {
		sc.RootAccuracy = float64(roots) / float64(len(family))
	}
	if aligned > 0 {
		sc.MsPerPair = alignTime.Seconds() * 1000 / float64(aligned)
	}
	return sc
}

// evalAlign scores alignment, substitution finding and derivation trees
// on the synthetic benchmark with copies of copies.
func evalAlign(e *env, args []string) int {
	fs := newFlags(e, "eval align", "")
	sf := newSynthFlags(fs, 8)
	chain := fs.Float64("chain", 0.4, "probability that a copy is made from an earlier copy")
	limit := fs.Int("originals", 0, "use at most this many originals (0: all)")
	dated := fs.Bool("dates", false, "give the texts publication times (a copy after its source), as real feeds have")
	asJSON := fs.Bool("json", false, "print JSON")
	if _, code, ok := parse(e, fs, args); !ok {
		return code
	}
	levels, originals, code, ok := sf.load(e, "eval align")
	if !ok {
		return code
	}
	if *limit > 0 && len(originals) > *limit {
		originals = originals[:*limit]
	}
	var rows []alignScore
	for _, l := range levels {
		docs := eval.Synthesize(originals, eval.SynthOptions{Level: l, Seed: *sf.seed, MaxCopies: *sf.copies, Chain: *chain, Dated: *dated})
		rows = append(rows, scoreAlign(l, docs))
	}
	if *asJSON {
		return writeJSON(e, rows)
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "LEVEL\tCOPIES\tPAN P\tPAN R\tGRAN\tPLAGDET\tSUBS\tSUB R\tPARENT ACC\tROOT ACC\tMS/ALIGN")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%d\t%.4f\t%.4f\t%.4f\t%.4f\t%d\t%.4f\t%.4f\t%.4f\t%.3f\n", r.Level, r.Copies, r.Precision, r.Recall,
			r.Granularity, r.Plagdet, r.Subs, r.SubRecall, r.ParentAccuracy, r.RootAccuracy, r.MsPerPair)
	}
	tw.Flush()
	return exitOK
}
