package main

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/facts"
)

// factsJSON is `storywire facts --json`.
type factsJSON struct {
	Story int `json:"story"`
	engine.FactTable
}

func cmdFacts(e *env, args []string) int {
	fs := newFlags(e, "facts", "STORY")
	db := dbFlag(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	all := fs.Bool("all", false, "also list facts only one article states, and figures no two articles give as one fact")
	pos, code, ok := parse(e, fs, args)
	if !ok {
		return code
	}
	id, err := strconv.Atoi(firstOr(pos, ""))
	if len(pos) != 1 || err != nil {
		fs.Usage()
		return exitUsage
	}
	pl, done, ok := openPipeline(e, "facts", *db)
	if !ok {
		return exitRejected
	}
	defer done()
	ctx := context.Background()
	s, _, found, err := pl.StoryByID(ctx, id)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire facts: %v\n", err)
		return exitRejected
	}
	if !found {
		fmt.Fprintf(e.stderr, "storywire facts: no story %d\n", id)
		return exitRejected
	}
	ft, err := pl.FactTable(ctx, s)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire facts: %v\n", err)
		return exitRejected
	}
	if *asJSON {
		return writeJSON(e, factsJSON{Story: id, FactTable: ft})
	}
	printFacts(e.stdout, ft, *all)
	return exitOK
}

// printFacts prints the fact table: quantity groups that several
// articles state as one fact (all groups with all), disagreements first, then quotations given by several
// articles, then the names most sources use.
func printFacts(w io.Writer, r engine.FactTable, all bool) {
	shown := 0
	for _, g := range r.Quantities {
		if (g.Verdict == facts.SingleSource || g.Verdict == facts.DifferentThing) && !all {
			continue
		}
		shown++
		what := g.Label()
		if r := g.RoleShown(); r != "" {
			what += " (" + r + ")"
		}
		fmt.Fprintf(w, "  %-12s %s\n", strings.ToUpper(g.Verdict), what)
		for _, v := range g.Values {
			val := v.Text
			if len(v.Parts) > 1 {
				val = joinFloats(v.Parts, " + ") + " = " + strconv.FormatFloat(v.Value.Value, 'f', -1, 64)
			}
			for k, vc := range v.Sources {
				if k > 0 {
					val = ""
				}
				n := plural(len(vc.Articles), "article")
				if vc.Reports() > 1 {
					n += ", " + plural(vc.Reports(), "independent report")
				}
				fmt.Fprintf(w, "  %-12s   %-24s %s (%s)\n", "", oneLine(val, 24), vc.Label, n)
				if vc.Sentence != "" {
					// the article by its headline, else its name, and
					// its id, which show takes
					ref := vc.Article
					if vc.Title != "" {
						ref = "“" + oneLine(vc.Title, 48) + "”, " + ref
					} else if vc.Name != "" && vc.Name != vc.Article {
						ref = vc.Name + ", " + ref
					}
					fmt.Fprintf(w, "  %-12s   %-24s   “%s” [%s]\n", "", "", around(vc, 110), ref)
				}
			}
		}
		if g.Note != "" {
			fmt.Fprintf(w, "  %-12s   %s\n", "", g.Note)
		}
	}
	if shown == 0 {
		fmt.Fprintln(w, "  no figure is stated by more than one article")
	}
	for _, q := range r.Quotes {
		if len(q.Articles) < 2 && q.Flag == "" {
			continue
		}
		var who []string
		for _, s := range q.Speakers {
			who = append(who, speakerLine(s))
		}
		flag := ""
		if q.Flag != "" {
			flag = strings.ToUpper(q.Flag) + ": "
		}
		fmt.Fprintf(w, "  %squote %q, %s, %s: %s\n", flag, oneLine(q.Text, 70), plural(len(q.Articles), "article"), plural(q.Wordings, "wording"), strings.Join(who, "; "))
	}
	var names []string
	for _, e := range r.Entities {
		if e.Independent < 2 || len(names) == 12 {
			continue
		}
		n := e.Name
		if len(e.Aliases) > 0 {
			n += " (" + strings.Join(e.Aliases, ", ") + ")"
		}
		names = append(names, n)
	}
	if len(names) > 0 {
		fmt.Fprintf(w, "  names all sources use: %s\n", strings.Join(names, "; "))
	}
}

func joinFloats(xs []float64, sep string) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.FormatFloat(x, 'f', -1, 64)
	}
	return strings.Join(s, sep)
}

// printStoryFacts prints the fact table of a story, for report.
func printStoryFacts(e *env, pl *engine.Pipeline, s engine.Story) {
	ft, err := pl.FactTable(context.Background(), s)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire: %v\n", err)
		return
	}
	fmt.Fprintln(e.stdout, "  facts across sources (disagreements first):")
	printFacts(e.stdout, ft, false)
}

// around shows a voice's sentence in about n runes, the value's words
// marked « » and kept in view.
func around(v engine.Voice, n int) string {
	before, value, after := v.Parts()
	before, value, after = collapse(before), collapse(value), collapse(after)
	room := max(n-len([]rune(value)), 20)
	b, a := []rune(before), []rune(after)
	keepB := min(len(b), room/2)
	keepA := min(len(a), room-keepB)
	keepB = min(len(b), room-keepA)
	out := string(b[len(b)-keepB:])
	if keepB < len(b) {
		out = "…" + out
	}
	out += "«" + value + "»" + string(a[:keepA])
	if keepA < len(a) {
		out += "…"
	}
	return out
}

// collapse turns each run of white space in s into one space, keeping
// one at either end where s has some.
func collapse(s string) string {
	var b strings.Builder
	space := false
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	if space {
		b.WriteByte(' ')
	}
	return b.String()
}

// speakerLine names a quotation's speaker with the descriptions the
// articles give that say more than the name ("Lidia Varga (as Transport
// Minister Lidia Varga)"), says when the speaker is only inferred, and
// which sources give the quotation to the speaker ("— LTW · NYT").
func speakerLine(s engine.FactSpeaker) string {
	name := s.Shown()
	if name == "" {
		name = "unnamed"
	}
	if as := s.Descriptions(); len(as) > 0 {
		name += " (as " + joinMax(as, 3) + ")"
	}
	if s.Inferred {
		name += ", inferred"
	}
	if len(s.Sources) > 0 {
		// a label may hold a comma ("AP, in APW"): a dot between them
		name += " — " + strings.Join(s.Sources[:min(len(s.Sources), 4)], " · ")
		if len(s.Sources) > 4 {
			name += fmt.Sprintf(" +%d more", len(s.Sources)-4)
		}
	}
	return name
}
