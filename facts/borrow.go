package facts

// Borrowed readings. Extraction reads a figure where a rule knows its
// phrasing; the articles of one story often give the same figure, or a
// disputed one, in words no rule reads ("nine fast and powerful
// motorboats", "14 AK-47 Rifles" in a headline's capitals, "1.5 million
// Thomas and Friends trains") beside another article's sentence that a
// rule does read ("seized nine motorboats", "14 AK-47 rifles"). Where an
// article's unread number has, in its own noun phrase, the noun another
// article's count was read under, and its sentence shares words with
// that count's sentence, the number is read as a count of that thing,
// with its qualifier, role and year: the reading is borrowed from the
// story rather than from a rule, so it reaches phrasings no rule was
// written for, in the proportions the story's own articles use them.
//
// It runs at comparison, over a story's articles, and adds counts only:
// what extraction read and stored is never changed, and an article
// alone (a story of one) borrows nothing. It tokenizes only the
// sentences that hold a figure no count covers, and an exact copy takes
// the readings its text got. A number with no such noun ("Goteborg,
// with 435,000 is Sweden's second-largest city", "20 of these relating
// to sewage") borrows only the reading of the same figure, ten or more
// and exact, in a sentence told alike (four words shared, and half the
// shorter's): a different figure guessed from the sentence alone would
// set counts of different things against each other. It deliberately
// does not borrow where the number is no count (a date, a time, money,
// a percentage: notACount; "at 9:25", "20 years ago", "aged 13",
// "Week 16"), or where two readings of other things fit equally.

import (
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/storywire/storywire/textproc"
)

// borrowWords is how many words, besides the counted noun, an unread
// number's sentence must share with the sentence of the count it borrows
// its reading from.
const borrowWords = 3

// sameFigureWords is how many words a number with no noun must share
// with the sentence of a count of the same figure it borrows from (and
// half the words of the shorter sentence).
const sameFigureWords = 4

// borrowSpan is how many tokens after an unread number its noun may be.
const borrowSpan = 6

// borrowReadings returns x with the counts each article's unread numbers
// borrow from the other articles' counts (see above); x itself is not
// changed.
func borrowReadings(docs []Doc, x []Extraction, sents *sentenceSplits) []Extraction {
	if len(docs) < 2 {
		return x
	}
	type ref struct{ doc, q int }
	byThing := map[string][]ref{}  // the things counts were read under, and where
	byValue := map[float64][]ref{} // the counts, by figure
	for i := range x {
		for j, q := range x[i].Quantities {
			if q.Thing == "" || q.Part || q.Subset || q.Composite || q.Partitive || len(q.Parts) > 1 {
				continue
			}
			byThing[q.Thing] = append(byThing[q.Thing], ref{i, j})
			byValue[q.Value] = append(byValue[q.Value], ref{i, j})
		}
	}
	if len(byThing) == 0 {
		return x
	}
	sentencesOf := sents.of
	type at struct{ doc, start int }
	words := map[at][]string{} // a sentence's stems (contextOf), by its start
	// wordsOf returns the stems of doc i's sentence that holds byte pos
	// (a count's sentence is found from its offset: a stored extraction
	// keeps no sentence bounds)
	wordsOf := func(i, pos int) []string {
		ss := sentencesOf(i)
		start := pos
		if k := sort.Search(len(ss), func(j int) bool { return ss[j].End > pos }); k < len(ss) {
			start = ss[k].Start
		}
		key := at{i, start}
		if w, ok := words[key]; ok {
			return w
		}
		w := contextOf(docs[i].Text, ss, start, start).stems // every word of the sentence
		words[key] = w
		return w
	}
	out := x
	copied := false
	copyOf := map[string]int{} // a text read already: an exact copy borrows what it did
	for i, d := range docs {
		if j, ok := copyOf[d.Text]; ok {
			if len(out[j].Quantities) > len(x[j].Quantities) {
				out[i].Quantities = slices.Clone(out[j].Quantities) // out was cloned for j
			}
			continue
		}
		copyOf[d.Text] = i
		var add []Quantity
		all := x[i].Quantities // in text order, sentence by sentence
		for _, s := range sentencesOf(i) {
			// the counts of this sentence only: each number is looked up
			// among them, not among the article's
			lo := sort.Search(len(all), func(j int) bool { return all[j].Start >= s.Start })
			qs := all[lo : lo+sort.Search(len(all)-lo, func(j int) bool { return all[lo+j].Start >= s.End })]
			if !unreadIn(d.Text[:s.End], s.Start, qs) {
				continue // most sentences' figures are read, or they have none: no tokens to make
			}
			toks := tokenize(d.Text[s.Start:s.End], s.Start)
			var ws []string // the sentence's words, made on first need
			wordsHere := func() []string {
				if ws == nil {
					ws = wordsOf(i, s.Start)
				}
				return ws
			}
			lower := "" // the sentence in lower case, for qualifiers, made on first need
			gives := func(qual string) bool {
				if lower == "" {
					lower = strings.ToLower(d.Text[s.Start:s.End])
				}
				return strings.Contains(lower, strings.ToLower(qual))
			}
			for k := 0; k < len(toks); k++ {
				n, next, ok := parseNumber(toks, k)
				if !ok {
					continue
				}
				start, end := toks[k].start, toks[next-1].end
				if read(qs, start, end) || notACount(toks, k, next) || modelNumber(d.Text, toks, k) || strings.ContainsAny(toks[k].s, "-–") ||
					k > 0 && (toks[k-1].s == "#" || toks[k-1].s == "-") {
					// a score ("9-14"), a rank ("#1")
					k = next - 1
					continue
				}
				var best reading
				for h := next; h < len(toks) && h < next+borrowSpan && inPhrase(toks[h]); h++ {
					if _, _, ok := parseNumber(toks, h); ok {
						break // another figure's words
					}
					l := lemma(toks[h].lower)
					if l == "and" || l == "other" {
						continue
					}
					for _, thing := range [2]string{l, modifierUnits[l]} {
						for _, r := range byThing[thing] {
							q := &x[r.doc].Quantities[r.q]
							if r.doc == i || q.Qualifier != "" && !gives(q.Qualifier) {
								continue // a qualifier the sentence does not give is no reading of it
							}
							m := sharedWords(wordsHere(), wordsOf(r.doc, q.Start))
							if _, in := slices.BinarySearch(wordsHere(), prefix(toks[h].lower, 5)); in {
								m-- // the noun itself
							}
							if m >= borrowWords {
								best.consider(q, m, h)
							}
						}
					}
				}
				if best.q == nil && !best.tie && n.Value >= 10 && !n.Approx && !timeAgeOrLabel(toks, k, next) {
					// no noun: the same figure, in a sentence told alike
					for _, r := range byValue[n.Value] {
						q := &x[r.doc].Quantities[r.q]
						if r.doc == i || isAge(q.Thing) || isStat(q.Thing) || q.Approx {
							continue
						}
						wb := wordsOf(r.doc, q.Start)
						if m := sharedWords(wordsHere(), wb); m >= sameFigureWords && 2*m >= min(len(wordsHere()), len(wb)) {
							best.consider(q, m, next-1)
						}
					}
				}
				if best.q == nil || best.tie {
					k = next - 1
					continue
				}
				b, from := n, best.q
				b.Thing, b.Qualifier, b.Role, b.Year, b.Person = from.Thing, from.Qualifier, from.Role, from.Year, from.Person
				if chargeThing(b.Thing) {
					b.Stage = legalStage(toks, k, best.noun, false) // the stage its own sentence tells: "found guilty of ... one count"
				}
				b.Start, b.End = toks[approxStart(toks, k)].start, toks[best.noun].end
				b.SentStart, b.SentEnd = s.Start, s.End
				b.Text = d.Text[b.Start:b.End]
				add = append(add, b)
				k = next - 1
			}
		}
		if len(add) == 0 {
			continue
		}
		if !copied {
			out, copied = slices.Clone(x), true
		}
		with := append(slices.Clone(all), add...)
		slices.SortStableFunc(with, func(a, b Quantity) int { return a.Start - b.Start })
		out[i].Quantities = with
	}
	return out
}

// reading is the count an unread number borrows its reading from: the
// one whose sentence shares the most words with the number's, none
// where counts of other things tie (tie); noun is the index of the
// number's last word read with it.
type reading struct {
	q     *Quantity
	words int
	noun  int
	tie   bool
}

// consider takes q, whose sentence shares m words, where it is the best
// so far.
func (r *reading) consider(q *Quantity, m, noun int) {
	switch {
	case m < r.words:
	case r.q == nil || m > r.words:
		*r = reading{q: q, words: m, noun: noun}
	case r.q.Thing != q.Thing || r.q.Qualifier != q.Qualifier || r.q.Role != q.Role:
		r.tie = true
	}
}

// unreadIn reports whether text from i holds a word that may be a
// figure (nextNumber), no year, that none of qs covers.
func unreadIn(text string, i int, qs []Quantity) bool {
	for {
		a, b, ok := nextNumber(text, i)
		if !ok {
			return false
		}
		if !isYear(text[a:b]) && !read(qs, a, b) {
			return true
		}
		i = b
	}
}

// timeAgeOrLabel reports whether the number at toks[k:next] tells a
// time ("at 9:25", "20 years ago"), an age ("aged 13 and eight") or is
// part of a name ("in Week 16"), which the same figure of a count in a
// sentence told alike does not read.
func timeAgeOrLabel(toks []token, k, next int) bool {
	if k > 0 && toks[k-1].s == ":" || next < len(toks) && toks[next].s == ":" {
		return true
	}
	if k > 1 && upperWord(toks[k-1].s) {
		return true
	}
	if next+1 < len(toks) && toks[next+1].lower == "ago" {
		return true
	}
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		if w := toks[j].lower; w == "aged" || w == "ages" || w == "age" {
			return true
		}
	}
	return false
}

// read reports whether one of qs covers any of text[start:end].
func read(qs []Quantity, start, end int) bool {
	for _, q := range qs {
		if q.Start < end && q.End > start {
			return true
		}
	}
	return false
}

// inPhrase reports whether t may be a word of the noun phrase a number
// opens: a word that is no function word ("nine fast and powerful
// motorboats", "14 AK-47 Rifles"), or "and". A mark, "of", "in", "the"
// or a verb of being ends it ("77, was the crime family boss", "one of
// the holdouts", "160 in the 300-seat Parliament").
func inPhrase(t token) bool {
	if t.lower == "and" || t.lower == "other" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(t.s)
	return isWordRune(r) && !textproc.IsStopword(t.lower) && !beVerbs[t.lower]
}

// beVerbs are the forms of "be" and "have", which end a noun phrase.
var beVerbs = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "has": true, "have": true, "had": true}
