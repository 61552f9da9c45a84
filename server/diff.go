package server

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/align"
	"github.com/storywire/storywire/engine"
)

// Span is a byte range in JSON: [start, end).
type Span [2]int

func toSpan(r align.Range) Span { return Span{r.Start, r.End} }

// EditJSON is one step of a passage's word-level edit script.
type EditJSON struct {
	Op    string `json:"op"`
	A     Span   `json:"a"`
	B     Span   `json:"b"`
	AText string `json:"a_text,omitempty"`
	BText string `json:"b_text,omitempty"`
}

// PassageJSON is a shared passage with its edit script.
type PassageJSON struct {
	A     Span       `json:"a"`
	B     Span       `json:"b"`
	Moved bool       `json:"moved"`
	Edits []EditJSON `json:"edits"`
}

// SubstitutionJSON is a name or phrase B put in place of A's.
type SubstitutionJSON struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// DiffJSON is an alignment: byte offsets into each article's stored
// text.
type DiffJSON struct {
	A             string             `json:"a"`
	B             string             `json:"b"`
	Similarity    float64            `json:"similarity"`
	AInB          float64            `json:"containment_a_in_b"`
	BInA          float64            `json:"containment_b_in_a"`
	Passages      []PassageJSON      `json:"passages"`
	Cut           []Span             `json:"cut"`
	Added         []Span             `json:"added"`
	Moved         int                `json:"moved"`
	Substitutions []SubstitutionJSON `json:"substitutions"`
}

// NewDiffJSON is the JSON form of an alignment of two articles, shared
// by the API and `storywire diff --json`.
func NewDiffJSON(d engine.Diff) DiffJSON {
	round := func(x float64) float64 { return float64(int(x*1000+0.5)) / 1000 }
	aInB, bInA := d.Alignment.Contained()
	out := DiffJSON{A: d.A.ID, B: d.B.ID, Similarity: round(d.Alignment.Similarity()), AInB: round(aInB), BInA: round(bInA),
		Passages: []PassageJSON{}, Cut: []Span{}, Added: []Span{}, Moved: d.Labels.Moved, Substitutions: []SubstitutionJSON{}}
	for _, p := range d.Alignment.Passages {
		pj := PassageJSON{A: toSpan(p.A), B: toSpan(p.B), Moved: p.Moved}
		for _, e := range p.Edits {
			ej := EditJSON{Op: e.Op.String(), A: toSpan(e.A), B: toSpan(e.B)}
			if e.Op != align.Equal {
				ej.AText, ej.BText = d.A.Text[e.A.Start:e.A.End], d.B.Text[e.B.Start:e.B.End]
			}
			pj.Edits = append(pj.Edits, ej)
		}
		out.Passages = append(out.Passages, pj)
	}
	for _, r := range d.Labels.Cut {
		out.Cut = append(out.Cut, toSpan(r))
	}
	for _, r := range d.Labels.Added {
		out.Added = append(out.Added, toSpan(r))
	}
	for _, s := range d.Labels.Substitutions {
		out.Substitutions = append(out.Substitutions, SubstitutionJSON{s.From, s.To})
	}
	return out
}

// segment is a run of an article's text with the class that shows how it
// relates to the other article: "same" (shared), "del" / "ins" (words
// only one side has inside a shared passage), "sub-a" / "sub-b" (words
// substituted), "cut" / "added" (outside every shared passage), with
// " moved" appended inside passages out of order.
type segment struct {
	Text, Class string
}

// sideBySide splits both texts of an alignment into classed segments.
func sideBySide(d engine.Diff) (left, right []segment) {
	type mark struct {
		r     align.Range
		class string
	}
	var ma, mb []mark
	for _, p := range d.Alignment.Passages {
		moved := ""
		if p.Moved {
			moved = " moved"
		}
		for _, e := range p.Edits {
			switch e.Op {
			case align.Equal:
				ma = append(ma, mark{e.A, "same" + moved})
				mb = append(mb, mark{e.B, "same" + moved})
			case align.Substitute:
				ma = append(ma, mark{e.A, "sub-a" + moved})
				mb = append(mb, mark{e.B, "sub-b" + moved})
			case align.Delete:
				ma = append(ma, mark{e.A, "del" + moved})
			case align.Insert:
				mb = append(mb, mark{e.B, "ins" + moved})
			}
		}
	}
	split := func(text string, ms []mark, outside string) []segment {
		sort.Slice(ms, func(i, j int) bool { return ms[i].r.Start < ms[j].r.Start })
		var out []segment
		at := 0
		for _, m := range ms {
			if m.r.Start < at || m.r.End <= m.r.Start {
				continue
			}
			if m.r.Start > at {
				out = append(out, gap(text[at:m.r.Start], outside))
			}
			out = append(out, segment{text[m.r.Start:m.r.End], m.class})
			at = m.r.End
		}
		if at < len(text) {
			out = append(out, gap(text[at:], outside))
		}
		return out
	}
	return split(d.A.Text, ma, "cut"), split(d.B.Text, mb, "added")
}

// gap classes text between marks: white space and punctuation between
// shared words is shared; words are the side's own.
func gap(s, outside string) segment {
	for _, r := range s {
		if r > ' ' && r != '.' && r != ',' && r != ';' && r != ':' && r != '"' && r != '\'' && r != '’' && r != '”' && r != '“' && r != '-' && r != '—' && r != '(' && r != ')' {
			return segment{s, outside}
		}
	}
	return segment{s, "plain"}
}

// diffRow is one row of the side-by-side view: a stretch of A beside the
// stretch of B it corresponds to. Shared passages are rows of their own,
// so that the eye never loses its place (as TextPAIR shows them); what A
// has between two passages sits beside what B has there instead, and
// either side may be empty.
type diffRow struct {
	Left, Right []segment
	Shared      bool // a shared passage
	Moved       bool
}

// alignedRows cuts the two sides' segments into rows: the passages in
// B's order, each with the text before it on both sides. A passage that
// moved is shown where B has it; its A text is not shown again in A's
// order.
func alignedRows(d engine.Diff, left, right []segment) []diffRow {
	ps := slices.Clone(d.Alignment.Passages)
	sort.Slice(ps, func(i, j int) bool { return ps[i].B.Start < ps[j].B.Start })
	var movedA []align.Range
	for _, p := range ps {
		if p.Moved {
			movedA = append(movedA, p.A)
		}
	}
	var rows []diffRow
	atA, atB := 0, 0
	// gapA is A's text in [from, to) outside the moved passages.
	gapA := func(from, to int) []segment {
		var out []segment
		for _, m := range movedA {
			if m.End <= from || m.Start >= to {
				continue
			}
			out = append(out, slice(left, from, max(from, m.Start))...)
			from = min(to, max(from, m.End))
		}
		return append(out, slice(left, from, to)...)
	}
	add := func(r diffRow) {
		switch {
		case len(r.Left) == 0 && len(r.Right) == 0:
		case !r.Shared && len(rows) > 0 && trivial(r.Left) && trivial(r.Right):
			// A full stop left after a passage: it ends the row before.
			last := &rows[len(rows)-1]
			last.Left = append(last.Left, r.Left...)
			last.Right = append(last.Right, r.Right...)
		default:
			rows = append(rows, r)
		}
	}
	for _, p := range ps {
		if p.B.Start < atB {
			continue
		}
		row := diffRow{Right: slice(right, atB, p.B.Start)}
		if !p.Moved && p.A.Start >= atA {
			row.Left = gapA(atA, p.A.Start)
		}
		add(row)
		// The passage's row takes the punctuation that ends its last
		// sentence, which alignment, being of words, leaves out.
		endA, endB := closing(d.A.Text, p.A.End), closing(d.B.Text, p.B.End)
		add(diffRow{Left: slice(left, p.A.Start, endA), Right: slice(right, p.B.Start, endB), Shared: true, Moved: p.Moved})
		atB = endB
		if !p.Moved && endA > atA {
			atA = endA
		}
	}
	add(diffRow{Left: gapA(atA, len(d.A.Text)), Right: slice(right, atB, len(d.B.Text))})
	return rows
}

// slice returns the parts of segs (which cover a text in order) that
// lie in the byte range [from, to), the segments at its ends cut; white
// space alone is left out.
func slice(segs []segment, from, to int) []segment {
	var out []segment
	at := 0
	for _, s := range segs {
		end := at + len(s.Text)
		if end > from && at < to {
			t := s.Text[max(0, from-at):min(len(s.Text), to-at)]
			out = append(out, segment{t, s.Class})
		}
		at = end
	}
	for len(out) > 0 && strings.TrimSpace(out[0].Text) == "" {
		out = out[1:]
	}
	for len(out) > 0 && strings.TrimSpace(out[len(out)-1].Text) == "" {
		out = out[:len(out)-1]
	}
	if len(out) > 0 {
		out[0].Text = strings.TrimLeftFunc(out[0].Text, unicode.IsSpace)
		out[len(out)-1].Text = strings.TrimRightFunc(out[len(out)-1].Text, unicode.IsSpace)
	}
	return out
}

// trivial reports whether segs hold no word: punctuation and space only.
func trivial(segs []segment) bool {
	for _, s := range segs {
		if strings.ContainsFunc(s.Text, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
			return false
		}
	}
	return true
}

// closing returns the end of the run of closing punctuation (full stop,
// quote, bracket) at text[at:].
func closing(text string, at int) int {
	for at < len(text) {
		r, n := utf8.DecodeRuneInString(text[at:])
		if !strings.ContainsRune(".,;:!?\"'’”)]", r) {
			break
		}
		at += n
	}
	return at
}
