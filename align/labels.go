package align

import "strings"

// Labels describe what a copy (B) did to its source (A).
type Labels struct {
	// Cut are A's paragraphs left out of B, Added B's paragraphs not
	// from A (byte ranges, in text order).
	Cut, Added []Range
	// Moved counts the passages B took out of A's order.
	Moved int
	// Substitutions are the names and phrases B replaced.
	Substitutions []Substitution
}

// uncovered is the largest share of a paragraph's words that may lie in
// aligned passages for it to count as cut or added.
const uncovered = 0.2

// Label derives the edit labels of the alignment al of a (the source)
// and b (the copy).
func Label(a, b *Text, al Alignment) Labels {
	var l Labels
	inA := make([]Range, 0, len(al.Passages))
	inB := make([]Range, 0, len(al.Passages))
	for _, p := range al.Passages {
		inA, inB = append(inA, p.A), append(inB, p.B)
		if p.Moved {
			l.Moved++
		}
	}
	l.Cut = loneParagraphs(a, inA)
	l.Added = loneParagraphs(b, inB)
	l.Substitutions = Substitutions(a, b, al)
	return l
}

// loneParagraphs returns the paragraphs (lines) of t with words of which
// at most the share uncovered lies in the ranges.
func loneParagraphs(t *Text, in []Range) []Range {
	var out []Range
	w := 0 // next word
	for off := 0; off < len(t.s); {
		end := len(t.s)
		if i := strings.IndexByte(t.s[off:], '\n'); i >= 0 {
			end = off + i
		}
		words, covered := 0, 0
		first := -1
		for ; w < len(t.spans) && int(t.spans[w].Start) < end; w++ {
			sp := t.spans[w]
			if first < 0 {
				first = int(sp.Start)
			}
			words++
			for _, r := range in {
				if int(sp.Start) >= r.Start && int(sp.End) <= r.End {
					covered++
					break
				}
			}
		}
		if words > 0 && float64(covered) <= uncovered*float64(words) {
			last := int(t.spans[w-1].End)
			out = append(out, Range{first, max(last, first)})
		}
		off = end + 1
	}
	return out
}
