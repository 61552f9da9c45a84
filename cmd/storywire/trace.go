package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"unicode"

	"golang.org/x/term"

	"github.com/storywire/storywire/align"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/provenance"
	"github.com/storywire/storywire/server"
)

func cmdDiff(e *env, args []string) int {
	fs := newFlags(e, "diff", "A B")
	db := dbFlag(fs)
	asJSON := fs.Bool("json", false, "print JSON (passages with byte offsets and the edit script)")
	color := fs.String("color", "auto", "colour the terminal output: auto, always or never")
	ids, code, ok := parse(e, fs, args)
	if !ok {
		return code
	}
	if len(ids) != 2 {
		fs.Usage()
		return exitUsage
	}
	pl, done, ok := openPipeline(e, "diff", *db)
	if !ok {
		return exitRejected
	}
	defer done()
	for i := range ids {
		var err error
		if ids[i], err = pl.Store().Resolve(context.Background(), ids[i]); err != nil {
			fmt.Fprintf(e.stderr, "storywire diff: %v\n", err)
			return exitRejected
		}
	}
	d, err := pl.Diff(context.Background(), ids[0], ids[1])
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire diff: %v\n", err)
		return exitRejected
	}
	if *asJSON {
		return writeJSON(e, server.NewDiffJSON(d))
	}
	printDiff(e.stdout, d, useColor(e.stdout, *color))
	return exitOK
}

// useColor decides whether to write ANSI colours to w.
func useColor(w io.Writer, mode string) bool {
	switch mode {
	case "always":
		return true
	case "never":
		return false
	}
	f, ok := raw(w).(*os.File)
	return ok && term.IsTerminal(int(f.Fd())) && os.Getenv("NO_COLOR") == ""
}

// marks are how printDiff shows deletions and insertions: ANSI colours
// on a terminal, wdiff-style brackets otherwise.
type marks struct{ del, delEnd, ins, insEnd, dim, dimEnd string }

func newMarks(color bool) marks {
	if color {
		return marks{"\x1b[31;9m", "\x1b[0m", "\x1b[32m", "\x1b[0m", "\x1b[2m", "\x1b[0m"}
	}
	return marks{"[-", "-]", "{+", "+}", "", ""}
}

// printDiff prints B's text with what changed from A inline: words A had
// struck through (or [-…-]), words B has instead or in addition green
// (or {+…+}); B's text outside any shared passage is added material, and
// A's paragraphs that B cut are listed after it.
func printDiff(w io.Writer, d engine.Diff, color bool) {
	m := newMarks(color)
	// marked writes text between two marks: the marks (colour escapes)
	// to the stream beneath, the text through w, which makes control
	// characters in it harmless.
	rw := raw(w)
	marked := func(open, text, end string) {
		fmt.Fprint(rw, open)
		fmt.Fprint(w, text)
		fmt.Fprint(rw, end)
	}
	aInB, bInA := d.Alignment.Contained()
	fmt.Fprintf(w, "A %s (%s)\nB %s (%s)\n", d.A.ID, firstOr([]string{d.A.Source}, "?"), d.B.ID, firstOr([]string{d.B.Source}, "?"))
	fmt.Fprintf(w, "similarity %.2f: %.0f%% of A is in B, %.0f%% of B is from A; %d passages (%d moved), %d paragraphs cut, %d added\n\n",
		d.Alignment.Similarity(), 100*aInB, 100*bInA, len(d.Alignment.Passages), d.Labels.Moved, len(d.Labels.Cut), len(d.Labels.Added))
	ps := append([]align.Passage(nil), d.Alignment.Passages...)
	sort.Slice(ps, func(i, j int) bool { return ps[i].B.Start < ps[j].B.Start })
	a, b := d.A.Text, d.B.Text
	at, atA := 0, -1
	for _, p := range ps {
		if p.B.Start < at {
			continue
		}
		if gap := b[at:p.B.Start]; strings.TrimSpace(gap) != "" {
			marked(m.ins, gap, m.insEnd)
		} else {
			fmt.Fprint(w, gap)
		}
		// What A has between the last passage and this one, in both
		// orders, that is no whole paragraph cut (those are listed
		// after the text): a sentence B dropped inside a paragraph.
		if !p.Moved && atA >= 0 && atA < p.A.Start {
			for _, piece := range uncut(a, atA, p.A.Start, d.Labels.Cut) {
				marked(m.del, piece, m.delEnd+" ")
			}
		}
		if !p.Moved {
			atA = p.A.End
		}
		if p.Moved {
			marked(m.dim, "[moved]", m.dimEnd+" ")
		}
		bAt := p.B.Start
		for _, e := range p.Edits {
			fmt.Fprint(w, b[bAt:max(bAt, e.B.Start)])
			switch e.Op {
			case align.Equal:
				fmt.Fprint(w, b[e.B.Start:e.B.End])
			case align.Delete:
				marked(m.del, a[e.A.Start:e.A.End], m.delEnd+" ")
			case align.Insert:
				marked(m.ins, b[e.B.Start:e.B.End], m.insEnd)
			case align.Substitute:
				marked(m.del, a[e.A.Start:e.A.End], m.delEnd)
				marked(m.ins, b[e.B.Start:e.B.End], m.insEnd)
			}
			bAt = max(bAt, e.B.End)
		}
		at = p.B.End
	}
	if rest := b[at:]; strings.TrimSpace(rest) != "" {
		marked(m.ins, rest, m.insEnd)
	}
	fmt.Fprintln(w)
	if len(d.Labels.Cut) > 0 {
		fmt.Fprintln(w, "\ncut from A:")
		for _, r := range d.Labels.Cut {
			fmt.Fprint(w, "  ")
			marked(m.del, oneLine(a[r.Start:r.End], 100), m.delEnd+"\n")
		}
	}
}

// uncut returns the stretches of a[from:to] outside the ranges cut,
// trimmed, the empty ones left out.
func uncut(a string, from, to int, cut []align.Range) []string {
	var out []string
	add := func(x, y int) {
		// A leading full stop or comma is the end of the sentence before.
		if s := strings.TrimLeft(strings.TrimSpace(a[x:y]), ".,;: "); s != "" && strings.ContainsFunc(s, unicode.IsLetter) {
			out = append(out, s)
		}
	}
	for _, c := range cut {
		if c.End <= from || c.Start >= to {
			continue
		}
		add(from, max(from, c.Start))
		from = min(to, max(from, c.End))
	}
	add(from, to)
	return out
}

// traceJSON is `storywire trace --json`.
type traceJSON struct {
	Article       string                         `json:"article"`
	Group         string                         `json:"group,omitempty"`
	Tree          []provenance.Node              `json:"tree"`
	Credits       map[string][]provenance.Credit `json:"credits"`
	Edits         map[string]editLabelsJSON      `json:"edits"`
	Substitutions []patternJSON                  `json:"substitutions"`
	Story         int                            `json:"story"`
	Sources       []sourceJSON                   `json:"independent_sources"`
	WrittenFrom   []writtenFromJSON              `json:"written_from"`
}

// writtenFromJSON is an earlier article of the story the traced one
// derives from (engine.Derivation).
type writtenFromJSON struct {
	From   string  `json:"from"`
	Degree string  `json:"degree"`
	Share  float64 `json:"share"`
}

type editLabelsJSON struct {
	Parent        string                    `json:"parent"`
	Cut           []server.Span             `json:"cut_in_parent"`
	Added         []server.Span             `json:"added"`
	Moved         int                       `json:"moved"`
	Substitutions []server.SubstitutionJSON `json:"substitutions"`
}

type patternJSON struct {
	From     string   `json:"from"`
	To       string   `json:"to"`
	Count    int      `json:"count"`
	Articles []string `json:"articles"`
}

type sourceJSON struct {
	ID       string   `json:"id"`
	Articles []string `json:"articles"`
	Agencies []string `json:"agencies"`
	Outlets  []string `json:"outlets"`
}

func toTraceJSON(tr engine.Trace) traceJSON {
	out := traceJSON{Article: tr.Article, Group: tr.Group, Tree: tr.Tree.Nodes, Credits: tr.Credits,
		Edits: map[string]editLabelsJSON{}, Substitutions: []patternJSON{}, Story: tr.Story.ID, Sources: []sourceJSON{}}
	for id, l := range tr.Edits {
		ej := editLabelsJSON{Parent: tr.Tree.Parent(id), Cut: []server.Span{}, Added: []server.Span{}, Moved: l.Moved, Substitutions: []server.SubstitutionJSON{}}
		for _, r := range l.Cut {
			ej.Cut = append(ej.Cut, server.Span{r.Start, r.End})
		}
		for _, r := range l.Added {
			ej.Added = append(ej.Added, server.Span{r.Start, r.End})
		}
		for _, s := range l.Substitutions {
			ej.Substitutions = append(ej.Substitutions, server.SubstitutionJSON{From: s.From, To: s.To})
		}
		out.Edits[id] = ej
	}
	for _, p := range tr.Substitutions {
		out.Substitutions = append(out.Substitutions, patternJSON{p.From, p.To, p.Count, p.Articles})
	}
	for _, s := range tr.Sources {
		out.Sources = append(out.Sources, sourceJSON{s.ID, s.Articles, nonNil(s.Agencies), nonNil(s.Outlets)})
	}
	out.WrittenFrom = []writtenFromJSON{}
	for _, d := range tr.WrittenFrom {
		out.WrittenFrom = append(out.WrittenFrom, writtenFromJSON{d.From, d.Degree.String(), d.Share})
	}
	return out
}

func cmdTrace(e *env, args []string) int {
	fs := newFlags(e, "trace", "ID | --patterns")
	db := dbFlag(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	patterns := fs.Bool("patterns", false, "list the name substitutions of every copy in the store, by outlet, instead")
	ids, code, ok := parse(e, fs, args)
	if !ok {
		return code
	}
	if len(ids) != 1 && !*patterns || len(ids) > 0 && *patterns {
		fs.Usage()
		return exitUsage
	}
	pl, done, ok := openPipeline(e, "trace", *db)
	if !ok {
		return exitRejected
	}
	defer done()
	if *patterns {
		ps, err := pl.Patterns(context.Background())
		if err != nil {
			fmt.Fprintf(e.stderr, "storywire trace: %v\n", err)
			return exitRejected
		}
		if *asJSON {
			if ps == nil {
				ps = []engine.OutletPattern{}
			}
			return writeJSON(e, ps)
		}
		if len(ps) == 0 {
			fmt.Fprintln(e.stdout, "no substitution stored")
		}
		for _, p := range ps {
			by := ""
			if len(p.Outlets) > 0 {
				by = "; by " + joinMax(p.Outlets, 5)
			}
			fmt.Fprintf(e.stdout, "%-44s %s in %s%s\n", p.From+" → "+p.To, plural(p.Count, "time"), plural(p.Pairs, "pair"), by)
		}
		return exitOK
	}
	id, err := pl.Store().Resolve(context.Background(), ids[0])
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire trace: %v\n", err)
		return exitRejected
	}
	tr, err := pl.Trace(context.Background(), id)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire trace: %v\n", err)
		return exitRejected
	}
	if *asJSON {
		return writeJSON(e, toTraceJSON(tr))
	}
	printTrace(e.stdout, tr)
	return exitOK
}

// printTrace prints the derivation tree, the substitution table and the
// story's independent sources.
func printTrace(w io.Writer, tr engine.Trace) {
	printTree(w, tr)
	for _, d := range tr.WrittenFrom {
		how := "partly"
		if d.Degree == dedup.WhollyDerived {
			how = "wholly"
		}
		fmt.Fprintf(w, "%s written from %s (%.0f%% of its words are in phrases that one has)\n", how, d.From, 100*d.Share)
	}
	printSources(w, tr.Story, tr.Sources)
}

// printTree prints the derivation tree and substitution table of a trace.
func printTree(w io.Writer, tr engine.Trace) {
	if tr.Group == "" {
		fmt.Fprintf(w, "%s has no copies in the store\n", tr.Article)
	} else {
		fmt.Fprintf(w, "syndication group %s: %s derived from one text\n", tr.Group, plural(len(tr.Tree.Nodes), "article"))
		fmt.Fprintln(w, "derivation tree (most likely original first; indented: copied from the line above it):")
	}
	for _, n := range tr.Tree.Nodes {
		a := tr.Members[n.ID]
		who := a.Name()
		if who == a.ID {
			who = ""
		}
		if ag := provenance.Agencies(tr.Credits[n.ID]); len(ag) > 0 {
			who = strings.TrimSpace(who + " credits " + strings.Join(ag, ", "))
		}
		indent := strings.Repeat("    ", n.Depth)
		line := fmt.Sprintf("%s%s %s  %s", indent, treeMark(n.Depth), n.ID, oneLine(a.Title, 60))
		if who != "" {
			line += "  [" + who + "]"
		}
		fmt.Fprintln(w, line)
		if l, ok := tr.Edits[n.ID]; ok {
			fmt.Fprintf(w, "%s      %.0f%% alike; %s\n", indent, 100*n.Similarity, engine.EditSummary(l))
		}
	}
	if len(tr.Substitutions) > 0 {
		fmt.Fprintln(w, "substitutions (parent → copy):")
		for _, p := range tr.Substitutions {
			fmt.Fprintf(w, "  %-44s in %s, %s\n", p.From+" → "+p.To, plural(len(p.Articles), "article"), plural(p.Count, "time"))
		}
	}
}

// printSources prints the independent sources of a story.
func printSources(w io.Writer, s engine.Story, sources []engine.Source) {
	if s.ID == 0 {
		return
	}
	pubs := engine.ByLabel(sources)
	count := plural(len(sources), "independent source")
	if len(pubs) < len(sources) {
		count = plural(len(pubs), "source") + " (" + plural(len(sources), "independent report") + ")"
	}
	fmt.Fprintf(w, "story %d (%s): %s\n", s.ID, plural(len(s.Articles), "article"), count)
	for _, p := range pubs {
		label := p.Label
		if label == "" {
			label = "uncredited"
		}
		n := plural(len(p.Articles), "article")
		if p.Reports() > 1 {
			n = plural(p.Reports(), "report") + ", " + n
		}
		fmt.Fprintf(w, "  %s — %s: %s\n", label, n, joinMax(p.Articles, 4))
	}
}

func treeMark(depth int) string {
	if depth == 0 {
		return "●"
	}
	return "└─"
}

// printGroupTrees prints the derivation tree of every syndication group.
func printGroupTrees(e *env, pl *engine.Pipeline) int {
	ctx := context.Background()
	syn, err := pl.Syndication(ctx)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire: %v\n", err)
		return exitRejected
	}
	if len(syn.Groups) == 0 {
		fmt.Fprintln(e.stdout, "no copies found")
	}
	for _, g := range syn.Groups {
		tr, err := pl.Derive(ctx, g.ID, g.Articles)
		if err != nil {
			fmt.Fprintf(e.stderr, "storywire: %v\n", err)
			return exitRejected
		}
		printTree(e.stdout, tr)
	}
	return exitOK
}
