package facts

// Measures: figures that size something rather than count what
// happened, and that sources of one story state and get wrong — an
// earthquake's magnitude, a share of a named whole, a number used as a
// modifier ("a 25-vehicle pileup", "a 40-foot boat", "a three-page
// letter"), an amount of money with what it is for ("a $50,000
// reward").
//
// Design. Each is read from its own fixed phrasing in one sentence's
// tokens and keyed so that only like meets like: a magnitude by itself,
// a share by what it is a share of ("percent of the West Bank"), a
// modifier by its unit and the noun it modifies ("vehicle" of
// "pileup"), money by its currency and what it pays for. None has an event: a magnitude is the same in every day's
// report.
//
// A population ("a city of 435,000") or a capacity ("a legal capacity
// of 150") names no group of its own: such figures are compared by value
// only (unscoped), so that two cities' populations make no dispute. A
// population of a named place ("Croatia's 4.7 million population",
// "Croatia, a country of 4 million") is that place's, disputed by
// another source's figure of it.
//
// A temperature ("minus 26 Celsius") is compared by value only, and its
// conversion in brackets ("(minus 15 Fahrenheit)") by the reading it
// converts: a wire that converts one reading two ways disputes itself.
//
// Shares, amounts of money of nothing named ("rose 5 percent", "will
// pay $3.4 million to") and durations ("jailed for five years", read in
// quantity.go) are read but compared by value only, as populations are:
// a group of them all would mix unlike figures, while the same amount
// in two reports is one fact — where it is a common number ("five
// years"), only when the two sentences share a word besides it
// (compareQuantities), since two men's five years are two facts.
//
// An amount of something ("15,000 tons of oil", "66,000 barrels") is
// keyed by its unit alone, whatever the noun of what it is ("gallons of
// effluent", "of sewage"), and compared by value only, as money of
// nothing named is; but one that its clause gives an event of its own
// (spilled, carried, seized: amountRole) or its sentence a year is one
// fact of that event or year whatever its figure ("leaked 10,810 tons"
// against "leaked about 15,000 tons"). Money is not scoped that way: one
// fine is "fined £250,000" in one report and "ordered to pay £250,000"
// in the next.
//
// A duration as a modifier ("a six-year war", "the five-day meeting") is
// a duration as "six years" is; a fraction of a unit of distance or time
// ("a quarter-mile", "half an hour") is a measure of that unit, compared
// as a whole number of it is.
//
// A speed ("240 kph (140 mph) winds", "winds of 240 kilometres (155
// miles) an hour") is compared by value only, as a temperature is, its
// conversion in brackets keyed by the reading it converts: a storm's
// winds are given at many places and moments.
//
// What it deliberately does not do: speeds without a unit of time
// ("winds of 220 to 240 kilometres").

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/textproc"
)

// The things of measures, as Quantity.Thing.
const (
	thingMagnitude = "magnitude"
	thingPercent   = "percent"
	thingWeight    = "pounds in weight" // "it weighs 17 pounds": not money
	thingStone     = "stones in weight" // a body's weight in stones: "lost three stone"
	thingKilograms = "kilograms"        // a weight: "the 4kg plane"; "kilograms of explosive" is an amount
	thingDegrees   = "degrees"          // an angle, or a temperature of no scale named
	thingSize      = "size"             // a shoe's or a dress's: "a size 10 shoe"
)

// durations are the units of a duration, with the thing of a duration
// in them ("year": "years"); a modifier carrying one is a duration.
var durations = map[string]string{"year": "years", "month": "months", "week": "weeks", "day": "days", "hour": "hours",
	"minute": "minutes", "second": "seconds", "decade": "decades", "century": "centuries", "night": "nights",
	"min": "minutes", "hr": "hours", "sec": "seconds"} // "4 mins", "24 hrs"

// durationThings are the things of durations.
var durationThings = func() map[string]bool {
	m := map[string]bool{}
	for _, t := range durations {
		m[t] = true
	}
	return m
}()

// measureUnits are modifier units that size rather than count ("a
// 40-foot boat"); IsCount is false for them.
var measureUnits = map[string]bool{"foot": true, "metre": true, "meter": true, "mile": true, "kilometre": true,
	"kilometer": true, "inch": true, "pound": true, "ton": true, "tonne": true, "acre": true, "storey": true,
	"story": true, "yard": true, "degree": true, "percent": true, "magnitude": true,
	"dollars": true, "euros": true, "pounds": true}

// sizeUnit reports whether thing is the unit of a size used as a
// modifier ("a 27-inch screen", "a 40-foot boat"), not a share or money.
func sizeUnit(thing string) bool {
	switch thing {
	case "percent", "magnitude", "dollars", "euros", "pounds":
		return false
	}
	return measureUnits[thing]
}

// vagueModifier returns m, a measure used as a modifier at toks[i],
// made vague where the word before says so ("a nearly eight-month
// crackdown", "an almost 13-hour filibuster").
func vagueModifier(text string, toks []token, i int, m Quantity) Quantity {
	if i == 0 {
		return m
	}
	if approximate(&m, toks[i-1].lower); m.Approx {
		m.Start = toks[approxStart(toks, i)].start
		m.Text = text[m.Start:m.End]
	}
	return m
}

// measureAt reads a measure starting at toks[i] and returns it with the
// index after its last token.
func measureAt(text string, toks []token, i int) (Quantity, int, bool) {
	lw := toks[i].lower
	if cur, ok := currencies[lw]; ok {
		return money(text, toks, i, cur)
	}
	if sizeNouns[lw] != "" || sizeVerbs[lw] {
		return sizeOf(text, toks, i)
	}
	if lw[0] == 's' {
		if m, next, ok := clothingSize(text, toks, i); ok {
			return m, next, true // "a size 10 shoe"
		}
	}
	// "Croatia's 4.7 million population": a population given before its
	// noun (a number is read only where the noun is in reach)
	if populationAhead(toks, i) {
		if q, next, ok := parseNumber(toks, i); ok && next < len(toks) && toks[next].lower == "population" && q.Value >= 1000 && !notACount(toks, i, next) {
			m := measure(text, toks, i, next, q.Value, thingPopulation, "")
			if i > 0 && trimPossessive(toks[i-1].s) != toks[i-1].s && isNamePart(toks[i-1].s) {
				m.Qualifier = "of " + trimPossessive(toks[i-1].s) // "Croatia's 4.7 million population"
			}
			m.Approx, m.Low, m.High = q.Approx, q.Low, q.High
			return m, next + 1, true
		}
	}
	if t, next, ok := temperatureAt(text, toks, i); ok {
		return t, next, true
	}
	if c := lw[0]; '0' <= c && c <= '9' && i+1 < len(toks) && (toks[i+1].lower == "caliber" || toks[i+1].lower == "calibre") {
		// "a .357 caliber revolver", as "a .38-caliber revolver" is read
		// (vagueModifier): the gun's bore, its noun the qualifier
		if v, ok := wordValue(lw); ok {
			last, noun := unitNoun(toks, i+2, i+1)
			return measure(text, toks, i, last, v, "caliber", noun), last + 1, true
		}
	}
	if t, next, ok := speedAt(text, toks, i); ok {
		return t, next, true
	}
	if m, next, ok := amountOf(text, toks, i); ok {
		return m, next, true
	}
	if m, next, ok := fractionOf(text, toks, i); ok {
		return m, next, true
	}
	if m, next, ok := fractionalUnit(text, toks, i); ok {
		return m, next, true
	}
	// "Forty-five percent of the patients", "five per cent": a share
	// spelled out
	if c := lw[0]; (c < '0' || c > '9') && i+1 < len(toks) && (toks[i+1].lower == "percent" || toks[i+1].lower == "per" && i+2 < len(toks) && toks[i+2].lower == "cent") {
		if v, ok := wordValue(lw); ok && v > 0 {
			return percentAt(text, toks, i, v)
		}
	}
	// "a 25ft bridge", "fell about 200ft", "18in of water": a length
	// with its unit written on, as British papers do, read as "a 25-foot
	// bridge" and "200 feet" are (not a height in feet and inches,
	// "5ft 9in": body.go's)
	if v, u, ok := compactLength(lw); ok && !inBodyMeasure(toks, i) {
		if k := sizedNoun(toks, i+1, true); k > 0 && !textproc.IsStopword(toks[k].lower) && !stopNoun[toks[k].lower] && !bearings[toks[k].lower] && lowerAt(toks, i+1) != "(" {
			last := k
			if toks[i+1].s == ")" {
				last = i // "46cm (18.1in) cannon": the conversion, its own words
			}
			return vagueModifier(text, toks, i, measure(text, toks, i, last, v, u, toks[k].lower)), k + 1, true
		}
		// "the bridge 25ft above the water", "fell around 2000ft (609
		// metres)": a length, its conversion read next
		return vagueModifier(text, toks, i, measure(text, toks, i, i, v, modifierUnits[u], "")), i + 1, true
	}
	// "a 25-vehicle pileup", "a 7.8-magnitude quake", "a three-page
	// letter", and a unit's dimension joined on ("a 30-meter-long pile",
	// "the 185-foot-high connector")
	num, unit, ok := strings.Cut(lw, "-")
	if u, rest, two := strings.Cut(unit, "-"); ok && two {
		if dimensions[rest] && measureUnits[lemma(u)] {
			unit = u
		} else if t := compoundUnits[[2]string{u, lemma(rest)}]; t != "" {
			// "a 2,000-square-foot house", "a 50-square-mile area": an
			// area or a volume as a modifier, the thing "2,000 square
			// feet" is
			if v, vok := wordValue(num); vok && v > 0 {
				last, noun := unitNoun(toks, i+1, i)
				return vagueModifier(text, toks, i, measure(text, toks, i, last, v, t, noun)), last + 1, true
			}
		}
	}
	if ok && !strings.Contains(unit, "-") {
		v, vok := wordValue(num)
		if !vok || v <= 0 || unit == "" || unit == "plus" || unit == "odd" || !isLowerWord(unit) || textproc.IsStopword(unit) || numberWords[unit] > 0 || scales[unit] > 0 || adjectiveLike(unit) {
			return Quantity{}, 0, false
		}
		if num == "one" {
			return Quantity{}, 0, false // "a one-room schoolhouse", "a one-time minister", "the one-child policy": what it is, no figure
		}
		u := lemma(unit)
		if d := durations[u]; d != "" { // "a 29-year sentence", "the five-day meeting": a duration
			if v <= 1 {
				return Quantity{}, 0, false
			}
			return vagueModifier(text, toks, i, measure(text, toks, i, i, v, d, "")), i + 1, true
		}
		if u == thingMagnitude {
			return measure(text, toks, i, i, v, thingMagnitude, ""), i + 1, true
		}
		if t := techUnits[u]; t != "" {
			return measure(text, toks, i, i, v, t, ""), i + 1, true // "a 3.2-megapixel camera", "a 512-MHz processor"
		}
		if u == "member" {
			u = "seat" // "the 86-member Assembly of Experts" is the "86-seat Assembly"
		}
		if u == "pound" {
			if k := personWeighed(toks, i+1); k > 0 {
				// "a 6-foot, 200-pound black male": his weight, as "weighing
				// 200 pounds" gives it
				return vagueModifier(text, toks, i, measure(text, toks, i, k, v, thingWeight, "")), k + 1, true
			}
		}
		if u == "calibre" {
			u = "caliber" // one bore, spelt two ways
		}
		if k := sizedNoun(toks, i+1, measureUnits[u]); k > 0 {
			next, last := k+1, k
			if toks[i+1].s == "(" {
				next = i + 1 // its conversion in brackets is read next, of the same noun
			}
			if toks[i+1].s == ")" {
				last = i // the conversion: its own words
			}
			return vagueModifier(text, toks, i, measure(text, toks, i, last, v, u, toks[k].lower)), next, true
		}
		return Quantity{}, 0, false
	}
	c := lw[0]
	if c < '0' || c > '9' {
		return Quantity{}, 0, false
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(lw, ",", ""), 64)
	if err != nil {
		return Quantity{}, 0, false
	}
	prev := func(k int) string { return lowerAt(toks, i-k) }
	next := func(k int) string { return lowerAt(toks, i+k) }
	// "magnitude of 7.8", "magnitude 7.8", "measuring 7.8 on the Richter
	// scale", "7.8 magnitude"
	if v > 0 && v < 10 {
		if prev(1) == "magnitude" || prev(1) == "of" && prev(2) == "magnitude" || next(1) == "magnitude" ||
			prev(1) == "measuring" || next(1) == "on" && next(3) == "richter" {
			end := i
			if next(1) == "magnitude" {
				end = i + 1
			}
			return measure(text, toks, i, end, v, thingMagnitude, ""), end + 1, true
		}
		// "a 6.1 quake", "5.9 Earthquake Jolts Iran": a figure with its
		// tenths before a quake, or after "a", is its magnitude (not "3
		// quakes", a count)
		if quakeWords[next(1)] && (strings.Contains(lw, ".") || prev(1) == "a" || prev(1) == "an") {
			return measure(text, toks, i, i, v, thingMagnitude, ""), i + 1, true
		}
	}
	return percentAt(text, toks, i, v)
}

// lowerAt returns the lower-case word at toks[k], or "" past either end.
func lowerAt(toks []token, k int) string {
	if k < 0 || k >= len(toks) {
		return ""
	}
	return toks[k].lower
}

// percentAt reads a share at toks[i], whose figure is v: "13 percent of
// the West Bank", "38 per cent of the country", "Forty-five percent of
// the patients".
func percentAt(text string, toks []token, i int, v float64) (Quantity, int, bool) {
	prev := func(k int) string { return lowerAt(toks, i-k) }
	next := func(k int) string { return lowerAt(toks, i+k) }
	// "13 percent of the West Bank", "38 per cent of the country"; a
	// range read at its low end, "60 to 65 percent", "between 30 and 40
	// percent" ("from 30 to 40 percent" is a change, not a range)
	k := i + 1
	low := v
	if next(1) == "to" && prev(1) != "from" || next(1) == "and" && prev(1) == "between" {
		if hi, ok := digitsAt(toks, i+2); ok && hi > v && percentEnd(toks, i+3) >= 0 {
			k, v = i+3, hi
		}
	}
	if k = percentEnd(toks, k); k < 0 {
		return Quantity{}, 0, false
	}
	// "between 40 percent and 50 percent", "40% to 50%": a range, its
	// unit given twice
	if v == low && (lowerAt(toks, k+1) == "and" && prev(1) == "between" || lowerAt(toks, k+1) == "to" && !changeTo(prev(1))) {
		if hi, ok := digitsAt(toks, k+2); ok && hi > v {
			if e := percentEnd(toks, k+3); e >= 0 {
				k, v = e, hi
			}
		}
	}
	whole, last := "", k
	if k+1 < len(toks) && toks[k+1].lower == "of" {
		whole, last = wholeAfter(toks, k+2)
	}
	qual := ""
	if whole != "" {
		qual = "of " + whole
	} else {
		last = k // "rose 5 percent": compared by value only (byValue)
	}
	m := measure(text, toks, i, last, low, thingPercent, qual)
	if v > low {
		m.Approx, m.Low, m.High = true, low, v
	} else if approximate(&m, prev(1)); m.Approx {
		// "some 80 percent", "more than 75 percent"
		m.Start = toks[approxStart(toks, i)].start
		m.Text = text[m.Start:m.End]
	}
	return m, last + 1, true
}

// quakeWords are the singular nouns of an earthquake.
var quakeWords = map[string]bool{"quake": true, "earthquake": true, "temblor": true, "tremor": true, "aftershock": true}

// percentEnd returns the index of the last token of a share's word at
// toks[k] ("percent", "%", "per cent"), -1 where none stands there.
func percentEnd(toks []token, k int) int {
	switch lowerAt(toks, k) {
	case "percent", "%":
		return k
	case "per":
		if lowerAt(toks, k+1) == "cent" {
			return k + 1
		}
	}
	return -1
}

// digitsAt reads the figure in digits at toks[k] ("65", "1,500").
func digitsAt(toks []token, k int) (float64, bool) {
	v, err := strconv.ParseFloat(strings.ReplaceAll(lowerAt(toks, k), ",", ""), 64)
	return v, err == nil
}

// measure makes the Quantity of a measure at toks[first:last+1].
func measure(text string, toks []token, first, last int, v float64, thing, qual string) Quantity {
	q := Quantity{Value: v, Low: v, High: v, Thing: thing, Qualifier: qual, Start: toks[first].start, End: toks[last].end}
	q.Text = text[q.Start:q.End]
	return q
}

// The things of temperatures, as Quantity.Thing.
const (
	thingCelsius    = "degrees Celsius"
	thingFahrenheit = "degrees Fahrenheit"
)

func isTemperature(thing string) bool { return thing == thingCelsius || thing == thingFahrenheit }

// temperatureAt reads a temperature at toks[i]: "minus 26 Celsius",
// "-20 degrees Celsius", "10 Fahrenheit", "minus 6 F".
func temperatureAt(text string, toks []token, i int) (Quantity, int, bool) {
	k, sign := i, 1.0
	// "-20" is a sign where the dash stands apart from what is before it
	// ("to -20") and against the digits
	if w := toks[k].s; w == "minus" || w == "Minus" || w == "-" && k+1 < len(toks) && toks[k+1].start == toks[k].end && (k == 0 || toks[k-1].end < toks[k].start) {
		sign, k = -1, k+1
	}
	if k >= len(toks) || toks[k].s[0] < '0' || toks[k].s[0] > '9' {
		return Quantity{}, 0, false
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(toks[k].s, ",", ""), 64)
	if err != nil {
		return Quantity{}, 0, false
	}
	u := k + 1
	if u < len(toks) && (toks[u].lower == "degrees" || toks[u].lower == "degree") {
		u++
	}
	if u >= len(toks) {
		return Quantity{}, 0, false
	}
	var thing string
	switch {
	case toks[u].lower == "celsius" || toks[u].lower == "centigrade" || toks[u].s == "C":
		thing = thingCelsius
	case toks[u].lower == "fahrenheit" || toks[u].s == "F":
		thing = thingFahrenheit
	default:
		return Quantity{}, 0, false
	}
	return measure(text, toks, i, u, sign*v, thing, ""), u + 1, true
}

// The things of speeds, as Quantity.Thing.
const (
	thingKmh   = "km/h"
	thingMph   = "mph"
	thingKnots = "knots"
)

func isSpeed(thing string) bool { return thing == thingKmh || thing == thingMph || thing == thingKnots }

// speedUnits are the words that give a speed by themselves.
// ("km/h" is three tokens, read on its own).
var speedUnits = map[string]string{"kph": thingKmh, "kmh": thingKmh, "kmph": thingKmh,
	"mph": thingMph, "knots": thingKnots}

// distancePerHour are the distance units that a unit of time after them
// ("an hour", "per hour") makes a speed.
var distancePerHour = map[string]string{"kilometres": thingKmh, "kilometers": thingKmh, "km": thingKmh,
	"miles": thingMph, "mile": thingMph}

// speedAt reads a speed at toks[i]: "240 kph", "140 mph", "40 knots",
// "240 kilometres an hour", "240 kilometres (155 miles) per hour" (the
// converted figure in brackets is read next, on its own).
func speedAt(text string, toks []token, i int) (Quantity, int, bool) {
	if c := toks[i].s[0]; c < '0' || c > '9' || i+1 >= len(toks) {
		return Quantity{}, 0, false
	}
	if w := toks[i+1].lower; speedUnits[w] == "" && distancePerHour[w] == "" {
		return Quantity{}, 0, false // most figures: no unit of speed or distance after them
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(toks[i].s, ",", ""), 64)
	if err != nil {
		return Quantity{}, 0, false
	}
	speed := func(last int, thing string) Quantity {
		first := approxStart(toks, i) // "about 240 kph", "up to 240 kph"
		q := measure(text, toks, first, last, v, thing, "")
		q.Approx = first < i
		return q
	}
	u := i + 1
	if toks[u].lower == "km" && u+2 < len(toks) && toks[u+1].s == "/" && toks[u+2].lower == "h" {
		return speed(u+2, thingKmh), u + 3, true
	}
	if t := speedUnits[toks[u].lower]; t != "" {
		return speed(u, t), u + 1, true
	}
	t := distancePerHour[toks[u].lower]
	if t == "" {
		return Quantity{}, 0, false
	}
	k := u + 1
	if k+3 < len(toks) && toks[k].s == "(" && toks[k+3].s == ")" { // "(155 miles)"
		k += 4
	} else if i > 0 && toks[i-1].s == "(" && k < len(toks) && toks[k].s == ")" {
		k++ // the "155 miles" of "240 kilometres (155 miles) an hour"
	}
	if k+1 < len(toks) && (toks[k].lower == "an" || toks[k].lower == "a" || toks[k].lower == "per") && toks[k+1].lower == "hour" {
		if k == u+1 {
			return speed(k+1, t), k + 2, true
		}
		return speed(u, t), u + 1, true
	}
	return Quantity{}, 0, false
}

// conversions keys each temperature or speed given in brackets after
// another ("minus 26 Celsius (minus 15 Fahrenheit)") by the one it converts, so
// that sources converting one reading differently dispute, and readings
// of different places or days do not.
func conversions(text string, qs []Quantity) {
	for k := 1; k < len(qs); k++ {
		a, b := qs[k-1], &qs[k]
		if (isTemperature(a.Thing) && isTemperature(b.Thing) || isSpeed(a.Thing) && isSpeed(b.Thing)) && a.Thing != b.Thing && a.Qualifier == "" &&
			strings.TrimSpace(text[a.End:b.Start]) == "(" {
			b.Qualifier = strconv.FormatFloat(a.Value, 'f', -1, 64) + " " + a.Thing
		}
	}
}

// upperWord reports whether w is a capitalized word.
func upperWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// dimensions are the adjectives a measure used as a modifier may take
// before its noun: "a 5-meter high portrait".
var dimensions = map[string]bool{"high": true, "tall": true, "long": true, "wide": true, "deep": true, "thick": true}

// personWeighed returns the index of the noun of a person within three
// lower-case words from toks[k], which a weight in pounds before it
// weighs ("200-pound black male", "a 300-pound man"), or 0.
func personWeighed(toks []token, k int) int {
	for n := k; n < len(toks) && n < k+3 && isLowerWord(toks[n].s); n++ {
		if l := lemma(toks[n].lower); isPerson(l) || l == "male" || l == "female" {
			return n
		}
	}
	return 0
}

// unhyphenedSize reads a size used as a modifier whose hyphen is left
// out ("a 40 foot boat", "the nine acre site"), the number at toks[i]
// and its unit at toks[unit]; not "a five pound note", money, nor "fell
// 40 foot into the river", a distance. Extraction asks it only of a
// number, so that other words pay nothing for it.
func unhyphenedSize(text string, toks []token, i, unit int, v float64) (Quantity, int, bool) {
	noun := unit + 1
	if unit != i+1 || noun >= len(toks) || v <= 1 || isYear(toks[i].lower) || toks[unit].lower == "pound" || !sizeUnit(toks[unit].lower) ||
		textproc.IsStopword(toks[noun].lower) || bearings[toks[noun].lower] || sizedNoun(toks, noun, true) != noun {
		return Quantity{}, 0, false
	}
	return vagueModifier(text, toks, i, measure(text, toks, i, noun, v, toks[unit].lower, toks[noun].lower)), noun + 1, true
}

// unitNoun returns the noun a measure's unit sizes from toks[k]
// (sizedNoun) and its index, or last and "" where there is none.
func unitNoun(toks []token, k, last int) (int, string) {
	if n := sizedNoun(toks, k, true); n > 0 {
		return n, toks[n].lower
	}
	return last, ""
}

// bearings are words after a distance that say where, not what it
// sizes: "fell 25 foot above the water", "10 mile away".
var bearings = map[string]bool{"above": true, "below": true, "beneath": true, "under": true, "over": true, "into": true,
	"onto": true, "across": true, "away": true, "off": true, "up": true, "down": true, "behind": true, "ahead": true,
	"short": true, "closer": true, "further": true, "farther": true, "apart": true}

// compactLength reads a length with its unit written on, "25ft",
// "18in", "18ins", "100yds" (numberUnit): its value and its unit's
// singular.
func compactLength(w string) (float64, string, bool) {
	num, u := numberUnit(w)
	unit := compactUnits[u]
	if unit == "" {
		return 0, "", false // most words: no figure, or no unit of length
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(num, ",", ""), 64)
	return v, unit, err == nil && v > 0
}

// compactUnits are the units of length written on a figure, by their
// singular.
var compactUnits = map[string]string{"ft": "foot", "in": "inch", "ins": "inch", "yd": "yard", "yds": "yard"}

// inBodyMeasure reports whether the length at toks[i] is one of the two
// units of a height ("5ft 9in", "6ft 6ins"), which body.go reads.
func inBodyMeasure(toks []token, i int) bool {
	if lowerAt(toks, i+1) != "" {
		if _, u := numberUnit(toks[i+1].lower); u == "in" || u == "ins" {
			return true
		}
	}
	if i > 0 {
		_, u := numberUnit(toks[i-1].lower)
		return u == "ft"
	}
	return false
}

// sizedNoun returns the index of the noun a number used as a modifier
// sizes, from toks[k]; where the modifier is a unit of measure (unit),
// past its conversion in brackets and a dimension ("a 5-meter (15-foot)
// high portrait", "a three-kilometer (two-mile)-long runway", "a
// 40-foot long boat"); 0 when there is none.
func sizedNoun(toks []token, k int, unit bool) int {
	if !unit {
		// a count as a modifier ("a 25-vehicle pileup"): the noun right
		// after, or a named body after "the" ("the 86-member Assembly
		// of Experts", "the 15-nation Security Council")
		if k < len(toks) && isLowerWord(toks[k].s) && !stopNoun[toks[k].lower] && !adjectiveLike(toks[k].lower) {
			return k
		}
		// an adjective between: "a 125-seat national legislature"
		if m := k + 1; m < len(toks) && isLowerWord(toks[k].s) && adjectiveLike(toks[k].lower) && isLowerWord(toks[m].s) &&
			!stopNoun[toks[m].lower] && !adjectiveLike(toks[m].lower) && !textproc.IsStopword(toks[m].lower) && !clauseVerb(toks, m) {
			return m
		}
		// a name between, in one run of words: "an 80-employee Silicon
		// Valley startup", "the one-room Amish schoolhouse"
		for n := k; n < len(toks) && n < k+3 && upperWord(toks[n].s) && toks[n].start-toks[n-1].end <= 1; n++ {
			if m := n + 1; m < len(toks) && toks[m].start-toks[n].end <= 1 && isLowerWord(toks[m].s) && !strings.ContainsAny(toks[m].s, "'’") && !isParticle(toks[m].s) && !clauseVerb(toks, m) &&
				!stopNoun[toks[m].lower] && !adjectiveLike(toks[m].lower) && !endsNounPhrase(toks[m].lower) {
				return m
			}
		}
		if k >= 2 && k < len(toks) && toks[k-2].lower == "the" && upperWord(toks[k].s) {
			for k+1 < len(toks) && upperWord(toks[k+1].s) {
				k++ // the name's last word: "Security Council"
			}
			return k
		}
		return 0
	}
	if k < len(toks) && toks[k].s == "(" {
		for n := k + 1; n < len(toks) && n <= k+4; n++ {
			if toks[n].s == ")" {
				k = n + 1
				break
			}
		}
	}
	if k < len(toks) && toks[k].s == ")" {
		k++ // the conversion's own figure: "(15-foot) high portrait"
	}
	if k < len(toks) && toks[k].s == "-" {
		k++ // "(two-mile)-long"
	}
	if k < len(toks) && dimensions[toks[k].lower] {
		k++
	}
	if k < len(toks) && isLowerWord(toks[k].s) && !stopNoun[toks[k].lower] && !adjectiveLike(toks[k].lower) {
		return k
	}
	det := func(j int) bool {
		return j >= 0 && (toks[j].lower == "the" || toks[j].lower == "a" || toks[j].lower == "its")
	}
	if k >= 2 && k < len(toks) && (det(k-2) || det(k-3) && (toks[k-2].lower == "new" || adjectiveLike(toks[k-2].lower))) && upperWord(toks[k].s) && !nationality(toks[k].s) {
		return k // a product named after its size: "the 17-inch MacBook Pro", "the new 17-inch MacBook", "a 55-inch Samsung"
	}
	return 0
}

// isMeasure reports whether thing is one of this file's: a magnitude, a
// share, a size, a temperature, an amount or a modifier's unit, none a
// count of what happened.
func isMeasure(thing string) bool {
	return measureUnits[thing] || byValue(thing) || thing == thingFraction
}

// byValue reports the measures compared by value only (compare.go's
// unscoped, where nothing names what they are of): a population, a
// capacity, a temperature, an amount, a share, money, a duration, a
// distance or a multiple (quantity.go's byValueUnit).
func byValue(thing string) bool {
	return thing == thingPopulation || thing == thingCapacity || thing == thingPercent || isTemperature(thing) || isSpeed(thing) ||
		isAmount(thing) || currencyThings[thing] || byValueUnits[thing] || durationThings[thing]
}

// byValueUnits are the things of distances, multiples of nothing named
// and devices' specifications, as byValueUnit gives them.
var byValueUnits = func() map[string]bool {
	m := map[string]bool{"miles": true, "kilometres": true, "feet": true, "metres": true, "inches": true, "centimetres": true, "times": true, thingWeight: true, thingStone: true, thingIndexPoints: true,
		thingKilograms: true, thingDegrees: true, thingSize: true,
		"square metres": true, "square feet": true, "square miles": true, "square kilometres": true, "square yards": true,
		"cubic metres": true, "cubic feet": true, "cubic miles": true, "cubic kilometres": true, "cubic yards": true,
		thingNauticalMiles: true, "season": true} // seasons ("his first 11 seasons", "four seasons as director"): spans of a career, as years are
	for t := range techThings {
		m[t] = true
	}
	return m
}()

// isTech reports whether thing is a device's specification (techUnits):
// a story of a product line gives several models' figures, "2.7GHz" and
// "2.3GHz" quad-core chips, which no frame of words tells apart.
func isTech(thing string) bool { return techThings[thing] }

// techThings are the things of techUnits.
var techThings = func() map[string]bool {
	m := map[string]bool{}
	for _, t := range techUnits {
		m[t] = true
	}
	return m
}()

// techUnits are the units of a device's specifications, by the lemma of
// their word, with the thing of such a figure: storage, clock speed,
// a camera's resolution, a battery's charge. Compared by value only,
// like distances.
var techUnits = map[string]string{"gb": "GB", "gigabyte": "GB", "mb": "MB", "megabyte": "MB", "tb": "TB", "terabyte": "TB",
	"kb": "KB", "kilobyte": "KB", "mhz": "MHz", "megahertz": "MHz", "ghz": "GHz", "gigahertz": "GHz",
	"megapixel": "megapixels", "mp": "megapixels", "mpx": "megapixels", "mah": "mAh", "mm": "mm", "millimetre": "mm", "millimeter": "mm"}

// currencyThings are the things of money (currencies): compared by
// value only where it is of nothing named (its Qualifier empty,
// compare.go's unscoped).
var currencyThings = func() map[string]bool {
	m := map[string]bool{}
	for _, t := range currencies {
		m[t] = true
	}
	for _, t := range currencyNames {
		m[t] = true
	}
	m["won"] = true // read only after a scale (byValueUnit): "73.5 billion won"
	for _, t := range nationalCurrencies {
		m[t] = true
	}
	return m
}()

// nationalCurrencies are the currencies news names by a nation's
// adjective and a currency word ("385 million Swiss francs", "50
// million Australian dollars"), by those two words (the second's
// lemma), with their things: another currency than the word alone.
var nationalCurrencies = map[[2]string]string{
	{"swiss", "franc"}: "Swiss francs", {"australian", "dollar"}: "Australian dollars",
	{"canadian", "dollar"}: "Canadian dollars", {"singapore", "dollar"}: "Singapore dollars",
	{"taiwan", "dollar"}: "Taiwan dollars", {"mexican", "peso"}: "pesos", {"indian", "rupee"}: "rupees",
	{"chinese", "yuan"}: "yuan", {"japanese", "yen"}: "yen",
}

// currencyNames are the currencies news writes after the number, by the
// lemma of their name ("2 million yuan", "500 rupees"), as the thing of
// the amount; dollars, euros and pounds are read with their symbols too.
var currencyNames = map[string]string{"yuan": "yuan", "yen": "yen", "rupee": "rupees", "peso": "pesos",
	"rouble": "roubles", "ruble": "roubles", "franc": "francs", "rupiah": "rupiah", "ringgit": "ringgit", "baht": "baht",
	"dinar": "dinars", "shekel": "shekels", "naira": "naira", "lira": "lira", "krona": "kronor", "krone": "kroner",
	"dirham": "dirhams", "riyal": "riyals", "rial": "rials", "zloty": "zlotys", "forint": "forints", "hryvnia": "hryvnias"}

// amountUnits are the units of an amount of something: "15,000 tons of
// oil", "18 inches of snow", "1,100 pounds of explosives".
var amountUnits = map[string]string{"tons": "tons", "ton": "tons", "tonnes": "tonnes", "tonne": "tonnes",
	"pounds": "pounds", "kilograms": "kilograms", "kilogrammes": "kilograms", "kilos": "kilograms",
	"barrels": "barrels", "gallons": "gallons", "litres": "litres", "liters": "litres", "inches": "inches",
	"centimetres": "centimetres", "centimeters": "centimetres", "acres": "acres", "hectares": "hectares"}

// bareAmounts are the units of an amount news gives without its noun
// ("66,000 barrels", "an estimated 10,500 tons"), by their singular,
// with the thing of such an amount.
var bareAmounts = map[string]string{"barrel": "barrels", "gallon": "gallons", "liter": "litres", "litre": "litres",
	"ton": "tons", "tonne": "tonnes"}

// isAmount reports whether thing is an amount of something ("tons of
// oil", "barrels"): compared by value only, since a story's amounts are
// of many places and moments (snow in one town and another, one seizure
// and the next).
func isAmount(thing string) bool {
	unit, _, ok := strings.Cut(thing, " of ")
	return ok && amountUnits[unit] != "" || !ok && bareAmounts[strings.TrimSuffix(thing, "s")] == thing // "tons", not the "ton" of "a 147,000-ton tanker"
}

// amountOf reads an amount of something at toks[i]: a number, a unit of
// amountUnits, "of" and a noun.
func amountOf(text string, toks []token, i int) (Quantity, int, bool) {
	// a unit within two words, before reading a number: most are none;
	// three past a range ("5 to 7 inches of snow")
	if !(i+1 < len(toks) && amountUnits[toks[i+1].lower] != "" || i+2 < len(toks) && amountUnits[toks[i+2].lower] != "" ||
		i+3 < len(toks) && amountUnits[toks[i+3].lower] != "" && (toks[i+1].lower == "to" || toks[i+1].lower == "or" || toks[i+1].lower == "and")) {
		return Quantity{}, 0, false
	}
	q, next, ok := parseNumber(toks, i)
	if !ok || next+2 >= len(toks) || amountUnits[toks[next].lower] == "" {
		return Quantity{}, 0, false
	}
	k := next + 1
	bracket := toks[k].s == "("
	if bracket { // "500 kilogrammes (1,100 pounds) of explosives"
		for k < len(toks) && toks[k].s != ")" && k < next+8 {
			k++
		}
		k++
	} else if toks[next+1].s == ")" && i > 0 && toks[i-1].s == "(" {
		k++ // the conversion itself: "(1,100 pounds) of explosives", an amount of its own unit
	}
	if k+1 >= len(toks) || toks[k].lower != "of" {
		return Quantity{}, 0, false
	}
	k++
	if toks[k].lower == "the" {
		k++
	}
	if k >= len(toks) || !isLowerWord(toks[k].s) || textproc.IsStopword(toks[k].lower) {
		return Quantity{}, 0, false
	}
	first := approxStart(toks, i) // "more than 10,000 tons of crude"
	approx := q.Approx || i > 0 && approxBefore[toks[i-1].lower]
	last := k
	if i > 0 && toks[i-1].s == "(" {
		last = next // the conversion: its own words
	}
	m := measure(text, toks, first, last, q.Value, amountUnits[toks[next].lower]+" of "+lemma(toks[k].lower), "")
	m.Approx, m.Low, m.High = approx, q.Low, q.High
	if m.Low == 0 && m.High == 0 {
		m.Low, m.High = m.Value, m.Value
	}
	if bracket {
		return m, next + 1, true // its conversion in brackets is read next, of the same thing
	}
	return m, k + 1, true
}

// populationAhead reports whether "population" is among the three tokens
// after toks[i]: where a number before it may be a population.
func populationAhead(toks []token, i int) bool {
	for k := i + 1; k < len(toks) && k <= i+3; k++ {
		if toks[k].lower == "population" {
			return true
		}
	}
	return false
}

// thingFraction is the thing of a fraction of a named whole ("a third of
// the homes"), whose value is the fraction; compared with other
// fractions of the same whole, never with a percentage.
const thingFraction = "fraction"

// fractions are the fractions news spells, by their word.
var fractions = map[string]float64{"half": 0.5, "third": 1.0 / 3, "thirds": 1.0 / 3, "quarter": 0.25, "quarters": 0.25,
	"fifth": 0.2, "fifths": 0.2, "sixth": 1.0 / 6, "sixths": 1.0 / 6, "eighth": 0.125, "eighths": 0.125,
	"tenth": 0.1, "tenths": 0.1}

// fractionOf reads a fraction of a named whole at toks[i]: "a third of
// the homes", "two-thirds of the river", "half of the 600 residents",
// "one sixth the space".
func fractionOf(text string, toks []token, i int) (Quantity, int, bool) {
	w := toks[i].lower
	var v float64
	k := i + 1
	if num, unit, ok := strings.Cut(w, "-"); ok && fractions[unit] > 0 && numberWords[num] > 0 { // "two-thirds"
		v = numberWords[num] * fractions[unit]
	} else if w == "half" {
		v = fractions[w]
	} else if (w == "a" || w == "one") && k < len(toks) && fractions[toks[k].lower] > 0 && !strings.HasSuffix(toks[k].lower, "s") {
		v = fractions[toks[k].lower]
		k++
	} else {
		return Quantity{}, 0, false
	}
	from := k + 1 // where the whole starts: after "of", or at "the" ("one quarter the power", "half the residents")
	if k+1 < len(toks) && toks[k].lower == "the" {
		from = k
	} else if k+1 >= len(toks) || toks[k].lower != "of" {
		return Quantity{}, 0, false
	}
	whole, last := wholeAfter(toks, from)
	if whole == "" {
		return Quantity{}, 0, false
	}
	return measure(text, toks, i, last, v, thingFraction, "of "+whole), last + 1, true
}

// fractionalUnit reads a fraction of a unit of distance or time at
// toks[i]: "a quarter of a mile", "half a mile", "a quarter-mile", "a
// half-hour", "one quarter mile" (0.25 miles; 0.5 hours).
func fractionalUnit(text string, toks []token, i int) (Quantity, int, bool) {
	w, k := toks[i].lower, i+1
	if w != "half" {
		if w != "a" && w != "an" && w != "one" || k >= len(toks) {
			return Quantity{}, 0, false
		}
		w, k = toks[k].lower, k+1
	}
	if f, u, ok := strings.Cut(w, "-"); ok && (f == "half" || f == "quarter") && i < k-1 {
		// "a quarter-mile", "a half-hour"
		if thing := fractionedUnit(u); thing != "" {
			return vagueModifier(text, toks, i, measure(text, toks, i, k-1, fractions[f], thing, "")), k, true
		}
		return Quantity{}, 0, false
	}
	f := fractions[w]
	if f == 0 || strings.HasSuffix(w, "s") {
		return Quantity{}, 0, false
	}
	if k+1 < len(toks) && toks[k].lower == "of" && (toks[k+1].lower == "a" || toks[k+1].lower == "an") {
		k += 2 // "a quarter of a mile"
	} else if k < len(toks) && (toks[k].lower == "a" || toks[k].lower == "an") && toks[i].lower == "half" {
		k++ // "half a mile"
	} else if toks[i].lower == "half" || w != "half" && w != "quarter" {
		return Quantity{}, 0, false // "half the people": fractionOf's; "a third night": an ordinal
	}
	if k >= len(toks) || strings.Contains(toks[k].lower, "-") {
		return Quantity{}, 0, false // "half of a six-year sentence" is no half year
	}
	thing := fractionedUnit(toks[k].lower)
	if thing == "" {
		return Quantity{}, 0, false
	}
	return vagueModifier(text, toks, i, measure(text, toks, i, k, f, thing, "")), k + 1, true
}

// fractionedUnit returns the thing, in the plural measures are read
// under, of a unit of distance or time a fraction may be of ("mile":
// "miles"), or "".
func fractionedUnit(w string) string {
	if d := distanceWord(w); d != "" {
		return d
	}
	return durations[lemma(w)]
}

// The things of sizes, as Quantity.Thing.
const (
	thingPopulation = "population"
	thingCapacity   = "capacity"
)

// sizeNouns are the nouns a size follows, with what they size.
var sizeNouns = map[string]string{"population": thingPopulation, "city": thingPopulation, "town": thingPopulation,
	"community": thingPopulation, "village": thingPopulation, "country": thingPopulation, "nation": thingPopulation,
	"capacity": thingCapacity, "maximum": thingCapacity}

// clothingSize reads a size at toks[i]: "a size 10 shoe", "it is a
// size 10", "a size-10 reminder". It is compared by value only: a story
// gives few, and the noun after it ("shoe") is often left out.
func clothingSize(text string, toks []token, i int) (Quantity, int, bool) {
	if i == 0 || toks[i-1].lower != "a" && toks[i-1].lower != "his" && toks[i-1].lower != "her" {
		return Quantity{}, 0, false
	}
	digits, last := "", i
	if rest, ok := strings.CutPrefix(toks[i].lower, "size-"); ok {
		digits = rest // "a size-10 reminder"
	} else if toks[i].lower == "size" && i+1 < len(toks) {
		digits, last = toks[i+1].lower, i+1
	}
	if !textproc.AllDigits(digits) {
		return Quantity{}, 0, false
	}
	v, _ := strconv.ParseFloat(digits, 64)
	if v <= 0 || v > 60 {
		return Quantity{}, 0, false
	}
	return measure(text, toks, i, last, v, thingSize, ""), last + 1, true
}

// sizeVerbs size what they follow: "Goteborg has about 435,000
// people", "a city with 435,000 people", "supposed to hold 150 people",
// "the Jewish community, which numbers about 2,000".
var sizeVerbs = map[string]bool{"has": true, "with": true, "hold": true, "number": true, "numbers": true}

// sizeOf reads a population or a capacity at toks[i]: "a population of
// more than two million", "the city of 435,000", "a legal capacity of
// only 150", "licensed to hold a maximum of 150", "Goteborg has about
// 435,000 people", "a city with 435,000 people", "supposed to hold more
// than 150 people", "a community which numbers about 2,000".
func sizeOf(text string, toks []token, i int) (Quantity, int, bool) {
	thing, k := sizeNouns[toks[i].lower], i+1
	people := false // the figure must be of people
	switch toks[i].lower {
	case "has", "with":
		// a place's: "Goteborg has", "a city with"
		if i == 0 || !(toks[i].lower == "has" && isNamePart(toks[i-1].s) || sizeNouns[toks[i-1].lower] == thingPopulation) {
			return Quantity{}, 0, false
		}
		thing, people = thingPopulation, true
	case "number", "numbers":
		// a group's size told by its verb after "which" or "who": "the
		// Jewish community in Croatia, which numbers about 2,000", "the
		// Jews in Croatia, who number about 2,000"
		if i == 0 || !(toks[i-1].lower == "which" || toks[i-1].lower == "who" || toks[i-1].lower == "that") {
			return Quantity{}, 0, false
		}
		thing = thingPopulation
	case "hold":
		thing = thingCapacity
		if k+2 < len(toks) && toks[k].lower == "a" && toks[k+1].lower == "maximum" && toks[k+2].lower == "of" {
			k += 3
		} else if k+1 < len(toks) && toks[k].lower == "up" && toks[k+1].lower == "to" {
			k += 2
		}
	default:
		if k >= len(toks) || toks[k].lower != "of" {
			return Quantity{}, 0, false
		}
		k++
	}
	if k < len(toks) && (toks[k].lower == "only" || toks[k].lower == "just") {
		k++
	}
	approx := false
	for n := 0; n < 2 && k < len(toks) && approxBefore[toks[k].lower]; n++ {
		approx = true
		k++
	}
	if k >= len(toks) {
		return Quantity{}, 0, false
	}
	q, next, ok := parseNumber(toks, k)
	if !ok {
		return Quantity{}, 0, false
	}
	// "a maximum of 10 years", "a city of 10 districts": a size is of
	// people, said or not
	said := next < len(toks) && sizedPeople[toks[next].lower]
	if people && !said || next < len(toks) && isLowerWord(toks[next].s) && !said && !textproc.IsStopword(toks[next].lower) {
		return Quantity{}, 0, false
	}
	if said && (toks[i].lower == "community" || toks[i].lower == "village") {
		return Quantity{}, 0, false // "a bedroom community of 8,000 people": the people counted, as any count of them
	}
	if thing == thingPopulation && toks[i].lower != "population" && q.Value < 1000 {
		return Quantity{}, 0, false // "a town of 12" is no population a report gives
	}
	m := measure(text, toks, i, next-1, q.Value, thing, "")
	if thing == thingPopulation && i >= 3 && toks[i-1].lower == "a" && toks[i-2].s == "," && isNamePart(toks[i-3].s) {
		m.Qualifier = "of " + toks[i-3].s // "Croatia, a country of 4 million": Croatia's
	}
	m.Approx, m.Low, m.High = q.Approx || approx, q.Low, q.High
	if m.Low == 0 && m.High == 0 {
		m.Low, m.High = m.Value, m.Value
	}
	return m, next, true
}

var sizedPeople = map[string]bool{"people": true, "residents": true, "inhabitants": true, "persons": true,
	"guests": true, "spectators": true}

// wholeWords say that a whole is all of it, as "all" does.
var wholeWords = map[string]bool{"overall": true, "total": true, "entire": true, "whole": true}

// wholeAfter returns what a share is of: after an optional "the", a name
// of up to three words or one lower-case noun ("the West Bank", "the
// country", "its budget"), and the index of its last token.
func wholeAfter(toks []token, k int) (string, int) {
	if k < len(toks) && (toks[k].lower == "the" || toks[k].lower == "its" || toks[k].lower == "all" || possessives[toks[k].lower]) {
		k++ // "10 percent of all smuggled contraband", "83% of our customers"
	}
	if k < len(toks) && toks[k].lower == "the" {
		k++ // "of all the toys"
	}
	if k+1 < len(toks) && wholeWords[toks[k].lower] && isLowerWord(toks[k+1].s) {
		k++ // "of the overall product recalls" is "of all product recalls"
	}
	if k >= len(toks) {
		return "", 0
	}
	r, _ := utf8.DecodeRuneInString(toks[k].s)
	if unicode.IsUpper(r) {
		var name []string
		end := k
		for ; end < len(toks) && len(name) < 3; end++ {
			if r, _ := utf8.DecodeRuneInString(toks[end].s); !unicode.IsUpper(r) || nameStop(toks[end].s) {
				break
			}
			name = append(name, trimPossessive(toks[end].s))
			if trimPossessive(toks[end].s) != toks[end].s {
				end++ // "Croatia's 4.7 million population": Croatia's whole
				break
			}
		}
		if len(name) == 0 {
			return "", 0
		}
		return strings.Join(name, " "), end - 1
	}
	for n := 0; n < 2 && k+1 < len(toks) && isLowerWord(toks[k].s) && adjectiveLike(toks[k].lower) && isLowerWord(toks[k+1].s) &&
		!stopNoun[toks[k+1].lower] && !textproc.IsStopword(toks[k+1].lower) && toks[k+1].lower != "plus"; n++ {
		k++ // "of all smuggled contraband", not "of the total plus", "of normal since"
	}
	if isLowerWord(toks[k].s) && !stopNoun[toks[k].lower] && !adjectiveLike(toks[k].lower) {
		return lemma(toks[k].lower), k
	}
	return "", 0
}

// currencies are the symbols money is written with, by the unit it is
// counted in.
var currencies = map[string]string{"$": "dollars", "us$": "dollars", "€": "euros", "£": "pounds",
	"dlrs": "dollars", "dlr": "dollars", // AP's wire spelled the dollar sign out: "dlrs 1.6 million"
	"euro": "euros"} // and the euro's: "(euro1.5 million)", split from its number by tokenize

// notPaidFor are words after an amount of money that say when or how
// it was paid, or that it is a value ("$108 million worth of jewels"),
// something more ("£4,000 plus costs") or its currency again ("$2
// million dollars"), not what for.
var notPaidFor = map[string]bool{"yesterday": true, "tomorrow": true, "tonight": true, "annually": true,
	"apiece": true, "each": true, "overall": true, "instead": true, "upfront": true, "up-front": true, "worth": true,
	"plus": true, "dollar": true, "dollars": true, "pound": true, "pounds": true, "euro": true, "euros": true,
	// where a sum stands, not what it pays for: "a deal in the $75
	// million range", "in the range of $145 million to $175 million"
	"range": true, "region": true, "neighborhood": true, "neighbourhood": true, "ballpark": true, "bracket": true, "mark": true}

// changeTo reports whether prev, the word before "X to Y", makes it a
// change rather than a range: "from 40 percent to 30 percent", "rose 5
// percent to 20 percent", "by $5 million to $20 million".
func changeTo(prev string) bool {
	return prev == "from" || prev == "by" || changeVerbs[prev]
}

// moneyRangeEnd reads the upper end of a range of money whose lower end
// is the sum at toks[i:next] (its currency sign at toks[i]): "between
// $140 million and $150 million", "£2m to £3m", "$140-$150 million";
// not a change ("rose from $1m to $2m", changeTo). It returns the upper
// figure, the index after it, and the scale word the upper figure ends
// with (0 for none), which a lower figure written without one shares:
// "between $140 and $150 million" is of millions both.
func moneyRangeEnd(toks []token, i, next int) (hi float64, hiNext int, scale float64, ok bool) {
	if next+2 >= len(toks) || toks[next+1].lower != toks[i].lower {
		return 0, 0, 0, false
	}
	prev := lowerAt(toks, i-1)
	switch toks[next].lower {
	case "and":
		if prev != "between" {
			return 0, 0, 0, false
		}
	case "to", "-", "–": // a hyphen or an en dash; an em dash sets off a clause
		if changeTo(prev) {
			return 0, 0, 0, false
		}
	default:
		return 0, 0, 0, false
	}
	h, hiNext, ok := parseNumber(toks, next+2)
	if !ok || h.Approx {
		return 0, 0, 0, false
	}
	return h.Value, hiNext, scales[toks[hiNext-1].lower], true
}

// money reads an amount after a currency symbol at toks[i] ("$50,000",
// "$3.4 million") with what it is an amount of: the noun right after it
// ("a $50,000 reward", "her $100,000 bond") or the one before "of" ("a
// reward of $50,000"). An amount of nothing named ("the average cost
// was $31,213") is compared by value only (byValue): a story's amounts
// are of many things, and a group of them all would set each against
// the others, but the same amount in two reports is one fact.
func money(text string, toks []token, i int, unit string) (Quantity, int, bool) {
	if i+1 >= len(toks) {
		return Quantity{}, 0, false
	}
	q, next, ok := parseNumber(toks, i+1)
	if !ok || q.Value <= 0 {
		return Quantity{}, 0, false
	}
	first := i
	if hi, hiNext, sc, ok := moneyRangeEnd(toks, i, next); ok {
		low := q.Value
		if sc > 0 && next == i+2 && low*sc <= hi {
			low = scaled(low, sc) // "between $140 and $150 million": millions both
		}
		if hi > low {
			// "between $140 million and $150 million", "$140 million to
			// $150 million": a range, read at its low end as other
			// ranges are
			q, next = Quantity{Value: low, Approx: true, Low: low, High: hi}, hiNext
		}
	} else if i > 0 && !q.Approx {
		approximate(&q, toks[i-1].lower) // "nearly £13,000", "more than $2 million"
	}
	if q.Approx {
		first = approxStart(toks, i)
	}
	noun := func(t token) bool {
		return isLowerWord(t.s) && !stopNoun[t.lower] && !textproc.IsStopword(t.lower) && !adjectiveLike(t.lower) && numberWords[t.lower] == 0 &&
			!adverbs[t.lower] && !notPaidFor[t.lower] && !strings.HasSuffix(t.lower, "ly") // "fined £250,000 yesterday", "£1,500 immediately"
	}
	what := ""
	last := next - 1
	at := next
	if at+1 < len(toks) && (toks[at].lower == "towards" || toks[at].lower == "toward") {
		at++ // "£20,000 towards prosecution costs": what it goes towards
	}
	// a word of the compound after the amount: a noun, not a verb ("a
	// £5 million deal signed", "the $1.3 billion IBM paid", "a $3
	// million prize drew") nor a figure
	head := func(k int) bool {
		w := toks[k].lower
		return noun(toks[k]) && !strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "ing") && !compoundStop[w] && (w[0] < '0' || w[0] > '9') && !countModifier(w)
	}
	if at+1 < len(toks) && acronymOrAdjective(toks[at].s) && head(at+1) {
		at++ // "a £2.5 million Victorian mansion", "its £195million TV line-up"
	}
	if at < len(toks) && noun(toks[at]) && !countModifier(toks[at].lower) {
		// the compound's head: "£20,000 prosecution costs", "a £195
		// million autumn programme schedule", "its £195million autumn TV
		// line-up"
		for n, more := 0, head(at); n < 2 && more && at+1 < len(toks); n++ {
			k := at + 1
			if k+1 < len(toks) && acronymOrAdjective(toks[k].s) && head(k+1) {
				k++
			}
			if !head(k) {
				break
			}
			at = k
		}
		what, last = lemma(toks[at].lower), at
	} else if i >= 2 && toks[i-1].lower == "of" && noun(toks[i-2]) {
		what = lemma(toks[i-2].lower)
	}
	m := measure(text, toks, first, last, q.Value, unit, what)
	m.Approx, m.Low, m.High = q.Approx, q.Low, q.High
	return m, last + 1, true
}

// acronymOrAdjective reports whether w, inside a compound after an
// amount, is an acronym or a capitalized adjective that qualifies the
// noun after it ("TV line-up", "Victorian mansion"), not a name.
func acronymOrAdjective(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) {
		return false // not "$600 billion 10 years from now"
	}
	if len(w) >= 2 && len(w) <= 4 && isUpperWord(w) {
		return true
	}
	return (strings.HasSuffix(w, "an") || strings.HasSuffix(w, "ese") || strings.HasSuffix(w, "ish")) && len(w) > 4 // "Victorian", "Edwardian", "Japanese"
}

// countModifier reports whether w is a figure of its own used as a
// modifier ("three-bedroom", "two-year"), which a sum before it ("an
// £89,000 three-bedroom semi") does not take for its noun.
func countModifier(w string) bool {
	num, _, ok := strings.Cut(w, "-")
	if !ok || num == "one" {
		return false // "a $160 million one-time gain": no figure (sizeModifier)
	}
	_, isNum := wordValue(num)
	return isNum
}

// compoundStop are words that may follow a noun after an amount without
// being part of its compound: verbs that end in no "-ed" ("swindle left
// regulators", "a project set to", "payment made"), and words of time
// and linking ("last year", "every year", "though").
var compoundStop = map[string]bool{"left": true, "set": true, "made": true, "drew": true, "paid": true, "went": true, "ran": true,
	"took": true, "gave": true, "put": true, "sold": true, "bought": true, "lost": true, "won": true, "spent": true, "got": true,
	"brought": true, "came": true, "though": true, "although": true, "every": true, "last": true, "next": true,
	"this": true, "per": true}
