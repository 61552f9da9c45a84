package facts

// Heights and weights of people, told in two units: "Mr Jones, 5ft 9in
// and 11st 7lb,", "the 6-foot-9 senior", "13st 7lbs Guscott", "a 7lb 6oz
// daughter, Anais".
//
// Design. A description of a suspect, a victim or a player gives his
// height and weight, and papers copy them or get them wrong as they do
// ages; a birth gives the baby's weight. Each is read as one figure in
// its larger unit (5ft 9in is 5.75 feet, 11st 7lb 11.5 stone, 7lb 6oz
// 7.375 pounds), its words kept as the text shows them, and held as an
// age is (age.go): by the name set off before it ("Mr Jones, 5ft 9in"),
// the name of a relative clause ("Mr Jones, who is 5ft 9in"), the name
// or noun right after it ("6ft 6ins Hicks", "the 6-foot-9 senior"); the
// measures of one run ("5ft 9in and 11st") by one holder. A weight in
// pounds and ounces is a newborn's ("the baby") where the sentence says
// so by a child's noun, a name after it or a birth; a story of a birth
// has one baby.
//
// What it does not do: ranges ("between 5ft 8in and 5ft 9in"), a height
// in feet alone but for "a 6-foot, 200-pound man" (a fence is 6ft too),
// metric heights, or heights in quote marks (6' 2").

import (
	"strconv"
	"strings"

	"github.com/storywire/storywire/textproc"
)

// The things of heights and of newborns' weights (thingStone and
// thingWeight are a body's weight in stones, in pounds).
const (
	thingHeight = "height in feet"
	babyHolder  = "baby"
)

// isBody reports whether q is a height or a weight held by someone (a
// weight of no one, "it weighs 17 pounds", is a measure like any).
func isBody(q Quantity) bool {
	return q.Qualifier != "" && (q.Thing == thingHeight || q.Thing == thingStone || q.Thing == thingWeight)
}

// bodyMeasure reads a height or a weight told in two units at toks[i]
// ("5ft 9in", "6-foot-9", "11st 7lb", "7lb 6oz"), a weight in stones
// alone ("11st", "11 1/2st") or "a 6-foot, 200-pound" man's height: its
// value in the larger unit, its thing, its last token and where its
// words end.
func bodyMeasure(toks []token, i int) (v float64, thing string, last, end int, ok bool) {
	w := toks[i].lower
	if w == "" || w[0] < '0' || w[0] > '9' {
		return 0, "", 0, 0, false // every form opens with a digit: most words stop here
	}
	if n, m, size, ok := footInches(w); ok {
		// "6-foot-9", "5-foot-8-inch", "5-foot-8,135 pounds" (its weight
		// joined on by a comma: the height is the token's start)
		return n + m/12, thingHeight, i, toks[i].start + size, true
	}
	if n, ok := strings.CutSuffix(w, "-foot"); ok && i > 0 && toks[i-1].lower == "a" && i+2 < len(toks) && toks[i+1].s == "," && strings.HasSuffix(toks[i+2].lower, "-pound") {
		if f, err := strconv.ParseFloat(n, 64); err == nil && f >= 4 && f <= 7 {
			return f, thingHeight, i, toks[i].end, true // "a 6-foot, 200-pound black male"
		}
	}
	n, unit := digitsUnit(w)
	if unit == "" {
		if i+3 < len(toks) && textproc.AllDigits(w) && toks[i+1].s == "1" && toks[i+2].s == "/" && toks[i+3].lower == "2st" {
			if f, err := strconv.ParseFloat(w, 64); err == nil && f >= 4 && f <= 40 {
				return f + 0.5, thingStone, i + 3, toks[i+3].end, true // "weighs 11 1/2st"
			}
		}
		return 0, "", 0, 0, false
	}
	m, small := 0.0, ""
	if i+1 < len(toks) {
		m, small = digitsUnit(toks[i+1].lower)
	}
	switch {
	case unit == "ft" && (small == "in" || small == "ins") && m < 12 && n >= 3 && n <= 8:
		return n + m/12, thingHeight, i + 1, toks[i+1].end, true
	case unit == "st" && (small == "lb" || small == "lbs") && m < 14 && n >= 4 && n <= 40:
		return n + m/14, thingStone, i + 1, toks[i+1].end, true
	case unit == "st" && n >= 4 && n <= 40 && !(int(n)%10 == 1 && int(n)%100 != 11):
		return n, thingStone, i, toks[i].end, true // "11st"; not "21st", an ordinal
	case (unit == "lb" || unit == "lbs") && small == "oz" && m < 16 && n >= 1 && n <= 15:
		return n + m/16, thingWeight, i + 1, toks[i+1].end, true
	}
	return 0, "", 0, 0, false
}

// footInches reads "6-foot-9", "5-foot-8-inch" and "5-foot-8,135": feet,
// inches and the length of the height's words.
func footInches(w string) (feet, inches float64, size int, ok bool) {
	f, rest, found := strings.Cut(w, "-foot-")
	if !found || !textproc.AllDigits(f) {
		return 0, 0, 0, false
	}
	k := 0
	for k < len(rest) && rest[k] >= '0' && rest[k] <= '9' {
		k++
	}
	if k == 0 || k > 2 {
		return 0, 0, 0, false
	}
	size = len(f) + len("-foot-") + k
	switch tail := rest[k:]; {
	case tail == "" || tail[0] == ',':
	case tail == "-inch":
		size += len(tail)
	default:
		return 0, 0, 0, false
	}
	feet, _ = strconv.ParseFloat(f, 64)
	inches, _ = strconv.ParseFloat(rest[:k], 64)
	if feet < 4 || feet > 8 || inches >= 12 {
		return 0, 0, 0, false
	}
	return feet, inches, size, true
}

// digitsUnit splits a word of one or two digits and a unit of the
// body ("5ft", "7lbs") into its figure and its unit, or returns "" as
// the unit.
func digitsUnit(w string) (float64, string) {
	num, u := numberUnit(w)
	if len(num) > 2 || !textproc.AllDigits(num) {
		return 0, ""
	}
	switch u {
	case "ft", "in", "ins", "st", "lb", "lbs", "oz":
		n, _ := strconv.ParseFloat(num, 64)
		return n, u
	}
	return 0, ""
}

// numberUnit splits a word that opens with a figure and ends in
// letters ("5ft", "7lbs", "2,000ft", "18.1in") into the two, or returns
// "" as the unit: the one split of a unit written on, for heights and
// weights here and for lengths (compactLength).
func numberUnit(w string) (num, unit string) {
	k := 0
	for k < len(w) && (w[k] >= '0' && w[k] <= '9' || k > 0 && (w[k] == ',' || w[k] == '.')) {
		k++
	}
	if k == 0 || k == len(w) || w[k-1] < '0' || w[k-1] > '9' {
		return "", ""
	}
	return w[:k], w[k:]
}

// runJoiners are the words between two measures of one description:
// "5ft 9in and 11st", "who is 5ft 9in and weighs 11 1/2st".
var runJoiners = map[string]bool{",": true, "and": true, "weighs": true, "weighing": true, "weighed": true, "tall": true}

// inRun reports whether toks[from:to] holds only runJoiners, at most
// three: the measure at to goes on the description the one before from
// ended.
func inRun(toks []token, from, to int) bool {
	if from < 0 || to-from > 3 || to < from {
		return false
	}
	for k := from; k < to; k++ {
		if !runJoiners[toks[k].lower] {
			return false
		}
	}
	return true
}

// bodyHolder returns whose the height or weight at toks[first:last+1]
// is: the name set off before it ("Mr Jones, 5ft 9in", "Collier, a
// 6-foot-7 lineman"), the name of "who is" before it, the name of "is"
// ("Orozco is 5-foot-8"), or the name or person's noun after it ("6ft
// 6ins tall Delany", "the 6-foot-9 senior"); "" when none.
func bodyHolder(toks []token, first, last int) string {
	if p := first - 1; p >= 1 {
		switch w := toks[p].lower; {
		case w == ",":
			if key := personKey(toks, p-1); key != "" {
				return key
			}
		case (w == "a" || w == "an") && p >= 2 && toks[p-1].s == ",":
			if key := personKey(toks, p-2); key != "" {
				return key
			}
		case w == "is" || w == "was":
			if p >= 3 && toks[p-1].lower == "who" && toks[p-2].s == "," {
				return personKey(toks, p-3)
			}
			if key := personKey(toks, p-1); key != "" {
				return key
			}
		}
	}
	at := last
	if at+1 < len(toks) && toks[at+1].lower == "tall" {
		at++ // "6ft 6ins tall Delany"
	}
	if k := at + 1; k < len(toks) && isNamePart(toks[k].s) && !nameStop(toks[k].s) {
		// "6ft 1in Guscott's coupe", "13st 7lbs Guscott": a measure
		// qualifies no place or side, as an age may ("a 27-year-old
		// Menasha man"); the name after it is its holder
		end := nameEnd(toks, k)
		for p := k; p < end; p++ {
			if trimPossessive(toks[p].s) != toks[p].s {
				end = p
			}
		}
		if key := personKey(toks, end); key != "" {
			return key
		}
	}
	if h := ageHolder(toks, at); h != "" && h != Someone {
		return h
	}
	return ""
}

// babyWeight reports whether a weight in pounds and ounces whose last
// token is toks[last] is a newborn's: a child's noun or a name right
// after it, or a birth told in its sentence ("born weighing 7lb 6oz").
func babyWeight(toks []token, last int) bool {
	for k := last + 1; k < len(toks) && k <= last+3; k++ {
		if childNouns[toks[k].lower] {
			return true
		}
		if k == last+1 && isNamePart(toks[k].s) {
			return true // "7lb 6oz Anais"
		}
	}
	for _, t := range toks {
		switch t.lower {
		case "born", "birth", "delivered", "baby", "daughter", "son", "newborn":
			return true
		}
	}
	return false
}

// bodyFigure formats a height or a weight of a body as news writes it
// ("5ft 9in", "11st 7lb", "7lb 6oz"), or "" for other things.
func bodyFigure(thing string, v float64) string {
	var big, small string
	var per float64
	switch thing {
	case thingHeight:
		big, small, per = "ft", "in", 12
	case thingStone:
		big, small, per = "st", "lb", 14
	case thingWeight:
		big, small, per = "lb", "oz", 16
	default:
		return ""
	}
	whole := float64(int(v))
	rest := (v - whole) * per
	if r := float64(int(rest + 0.5)); rest-r < 0.01 && r-rest < 0.01 {
		rest = r
	} else {
		return ""
	}
	if rest == per {
		whole, rest = whole+1, 0
	}
	s := FormatFigure(whole) + big
	if rest > 0 {
		s += " " + FormatFigure(rest) + small
	}
	return s
}
