package facts

// Ages and distances: figures that are not counts of things but that
// sources state of the same person or place, and get wrong.
//
// Design. An age is read where news gives one, with the person it
// belongs to: "Dwight Smith, 30," "Smith (30)", "a 27-year-old
// Menasha man" after a name, "27-year-old Kanasho Johns" before one,
// "the 21-year-old mother" when no name is near. The person is keyed by
// the initial of the first name and the surname ("K. Johnson" for Kevin
// Johnson and Kevin Deon Johnson; "J. Stoffel" for Jonathan and Johnathon
// Stoffel), so that spellings and middle names meet and two Stoffels of
// one family stay apart; a surname alone, or a first name alone ("Devin
// was 41"), is resolved against the story's other keys by Compare. A
// distance is a number of miles or kilometres "from" or "of" a named
// place ("55 miles west of Philadelphia"), keyed by unit and place.
// Neither needs an event: an age or a distance does not change from one
// day's report to the next.
//
// An age given of a pronoun ("He was 41.", "He died at 62", "The
// 41-year-old died", "The diminutive 14-year-old won") is the age of
// the first person named in the nearest sentences before it that name
// one, speakers left out: in full, or by a first name or a surname that
// only one person named in full in the text has ("Tavin was just
// wearing red shoes", "By 1942, Stepinac denounced"). News names whom a
// paragraph is about at its start. Inside a sentence ("testified that
// the 27-year-old fathered the fetus") such an age is someone's, whom
// Compare gives it only where the story gives one person that age.
// "From when he was 11" is an age of another time: none. An age written
// without its hyphens ("27 year old") is read as the one word.
//
// What it does not do: ages of groups ("aged 13 to 18"), or distances
// without a named place.

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/textproc"
)

// The things of ages and distances, as Quantity.Thing.
const (
	thingChildren = "children" // a parent's: "father-of-four", "a mother of 12"
	thingAge      = "age"
	thingAgeWeeks = "age in weeks"
	thingAgeMonth = "age in months"
)

// IsCount reports whether q counts people or things, rather than
// giving an age, a distance or a measure.
func (q Quantity) IsCount() bool {
	return !isAge(q.Thing) && !isStat(q.Thing) && !isDistance(q.Thing) && !isMeasure(q.Thing)
}

// personFigures reads the ages and distances of the sentence toks.
func personFigures(text string, toks []token, start, end int) []Quantity {
	toks = joinSpacedAges(toks)
	var out []Quantity
	bodyEnd, bodyOf := -2, "" // the last token of the last height or weight read, and whose it is
	add := func(first, last int, value float64, thing, qual string) {
		if qual == "" {
			return
		}
		q := Quantity{Value: value, Low: value, High: value, Thing: thing, Qualifier: qual,
			Start: toks[first].start, End: toks[last].end, SentStart: start, SentEnd: end}
		q.Text = text[q.Start:q.End]
		out = append(out, q)
	}
	for i := 0; i < len(toks); i++ {
		w := toks[i].lower
		// "father-of-four", "a mother of 12": how many children a parent has
		if parent, n, last, ok := parentOf(toks, i); ok {
			add(i, last, n, thingChildren, parent)
			i = last
			continue
		}
		// "5ft 9in", "11st 7lb", "7lb 6oz": a body's height or weight (body.go)
		if v, thing, last, end, ok := bodyMeasure(toks, i); ok {
			holder := ""
			switch {
			case thing == thingWeight:
				if babyWeight(toks, last) {
					holder = babyHolder
				}
			case inRun(toks, bodyEnd+1, i):
				holder = bodyOf // "5ft 9in and 11st": one description
			default:
				holder = bodyHolder(toks, i, last)
			}
			if holder != "" {
				n := len(out)
				add(i, last, v, thing, holder)
				if len(out) > n && end < out[n].End {
					out[n].End = end // "5-foot-8,135 pounds": the height's words
					out[n].Text = text[out[n].Start:end]
				}
			}
			bodyEnd, bodyOf = last, holder
			i = last
			continue
		}
		// "30-year-old", "6-week-old", "thirty-year-old", "the 55-year-old's",
		// "the 55-year old actor" (its hyphen lost; one word, tokenize)
		bare := trimPossessive(w)
		if strings.HasSuffix(bare, "-year") && i+1 < len(toks) && childNouns[toks[i+1].lower] {
			bare += "-old" // "a 15-year girl": its "-old" lost, as no term of years is a child's
		}
		if v, unit, ok := ageCompound(bare); ok {
			thing := thingAge
			switch unit {
			case "week":
				thing = thingAgeWeeks
			case "month":
				thing = thingAgeMonth
			}
			// "the 27-year-old fathered the fetus", "The diminutive
			// 14-year-old won": the subject of a clause, with no noun
			// of its own, nor a name after it
			acts := theBefore(toks, i) && clauseVerb(toks, i+1)
			opens := toks[0].lower == "the" && (i == 1 || i == 2 && theBefore(toks, i)) // "The (diminutive) 14-year-old" opens the sentence
			holder := ""
			if !acts {
				holder = ageHolder(toks, i)
			}
			if holder == "" && opens && (i == 1 || acts) && i+1 < len(toks) && isLowerWord(toks[i+1].s) && (ofSomeone(toks[i+1].lower) || acts) {
				holder = described // "The 41-year-old died on Wednesday", not "the 17-year-old plane"
			}
			if holder == "" && (opens || i > 0 && toks[i-1].lower == "the") && (opens || i+1 < len(toks) && toks[i+1].lower == "and") && (i+1 == len(toks) || anaphorEnd[toks[i+1].lower]) {
				// the subject: "The 57-year-old, who ...", "the night the
				// 20-year-old and his three friends went out" (not "the
				// assault on the 12-year-old", a victim)
				holder = describedProtagonist
			}
			if holder == "" && bare != w && i > 0 && toks[i-1].lower == "the" {
				holder = describedProtagonist // "the 55-year-old's lifelong love of Doctor Who": the subject's
			}
			if holder == "" && unit == "year" && !acts {
				holder = agedThing(toks, i) // "the 40-year-old bridge", "the 52-year-old psychiatrist"
			}
			if holder == "" && i > 0 && toks[i-1].lower == "the" && personPhrase(toks, i+1) {
				holder = describedProtagonist // "the 20-year-old Asian student who was found drowned", "the 43-year-old football boss, who"
			}
			if holder == "" && (acts || i > 0 && toks[i-1].lower == "the" && (i+1 == len(toks) || !isLowerWord(toks[i+1].s) || textproc.IsStopword(toks[i+1].lower) || someoneDid(toks[i+1].lower) || adverbs[toks[i+1].lower] || personAhead(toks, i+1))) {
				// "ploughed into the 16-year-old on a pavement", "the
				// 34-year-old England international": one the text knows;
				// not "his 40-year-old car", nor "a 28-year-old who
				// worked for the CPS", someone new
				holder = Someone
			}
			if holder == "" && i > 0 && (toks[i-1].lower == "a" || toks[i-1].lower == "an") && (i < 2 || !likenOrHave[toks[i-2].lower]) &&
				(i+1 == len(toks) || someoneAfter[toks[i+1].lower]) {
				// "killing a 19-year-old in South L.A.", "raped a
				// 26-year-old who was held in the cells", "attacked a
				// 26-year-old as she parked": someone's, whom
				// Compare gives the age only where the story gives it one
				// person; not "feeling like a 16-year-old", "I have a
				// 2-year-old"
				holder = Someone
			}
			add(i, i, v, thing, holder)
			continue
		}
		// "Thomas, who would have been 15 yesterday": the age the dead
		// would be on the report's day, an age "now" as well (below)
		if n := wouldHaveBeen(toks, i); n >= 0 {
			if v, ok := plainAge(toks[i].s); ok {
				if key := cmp.Or(personKey(toks, n), initialledKey(toks, n)); key != "" {
					add(i, i, v, thingAge, key)
					out[len(out)-1].Now = true
				}
				continue
			}
		}
		// "Hindley, now 57, who was convicted", "Ms Druhan, now aged 64,":
		// the name's age on the report's day, which Compare sets against
		// no other age of hers (an event's story dates her age at the
		// event: "Danielle Cable, now 21" was 17 when it happened)
		if n := nowAt(toks, i); n > 0 && i+1 < len(toks) && (toks[i+1].s == "," || toks[i+1].s == ".") {
			if v, ok := plainAge(toks[i].s); ok {
				if key := cmp.Or(personKey(toks, n-1), initialledKey(toks, n-1)); key != "" {
					add(i, i, v, thingAge, key)
					out[len(out)-1].Now = true
				}
				continue
			}
		}
		// "Harry aged only eight weeks", "The boy, aged just 14,", "a
		// baby aged 11 months": "aged" with an adverb, a spelled number or
		// a unit of weeks or months, which the plain "aged 57" below
		// does not take
		if v, thing, last, key, ok := agedPhrase(toks, i); ok {
			if key != "" {
				add(i, last, v, thing, key)
			}
			i = last
			continue
		}
		// "Name, 30," and "Name (30)", "Downey, ten,"
		if i >= 2 && i+1 < len(toks) && (toks[i-1].s == "," || toks[i-1].s == "(") {
			closer := toks[i+1].s
			closes := closer == "," || closer == ")" || closer == ";" || closer == "." ||
				closer == "and" && i+2 < len(toks) && isNamePart(toks[i+2].s) || // "Michael, 10 and Philip, 7"
				// the last of a list of ages, its comma dropped before the
				// verb: "Vick, 27, Purnell Peace, 35, and Quanis Phillips, 28 pleaded"
				isLowerWord(closer) && (strings.HasSuffix(closer, "ed") || auxVerbs[closer]) && len(out) > 0 && out[len(out)-1].Thing == thingAge ||
				// its closing comma dropped before a word no figure's noun
				// is: "killed Ian Brown, 36 and Peter Smith, 31 after tying them"
				toks[i-1].s == "," && ageCloser[closer] && isNamePart(toks[i-2].s) && toks[0].s != "Of" || // not "Of the 129 deaths in the Philippines, 67 were"
				// a dash for the closing comma: "postman Brian Hagland, 28 -
				// despite throttling him", "Sean Leigh Cushman, 25 - found
				// guilty"; not a score ("Arsenal, 2 - 1")
				toks[i-1].s == "," && spacedDash(toks, i+1) && isNamePart(toks[i-2].s) && i+2 < len(toks) && !isNumberAt(toks, i+2)
			v, ok := plainAge(toks[i].s)
			if !ok && closer == "," && toks[i-1].s == "," {
				v, ok = spelledAge(toks[i].lower) // "Lesley Ann Downey, ten, and Edward Evans, 17"
			}
			if ok && closes {
				at := i - 2
				if toks[at].s == "." && at >= 1 && nameSuffix(toks[at-1].s) && toks[at-1].end == toks[at].start {
					at-- // "Arcade Joseph Comeaux Jr., 49,": the suffix's dot a token of its own
				}
				if key := cmp.Or(personKey(toks, at), initialledKey(toks, at), nounOfOne(toks, at)); key != "" {
					add(i, i, v, thingAge, key) // "Dwight Smith, 30,", "the mother, 54,"
				}
				continue
			}
		}
		// "two sons, ages 6 and 16", "two children, aged 13 and eight":
		// each one's age, held by the noun they are counted under
		if (w == "ages" || w == "aged") && i >= 1 {
			n := i - 1
			if toks[n].s == "," && n > 0 {
				n--
			}
			if pluralPeople(toks[n].lower) {
				if list := ageList(toks, i+1); len(list) >= 2 {
					for _, k := range list {
						v, _ := wordValue(toks[k].lower)
						add(k, k, v, thingAge, lemma(toks[n].lower))
					}
					i = list[len(list)-1]
					continue
				}
			}
		}
		// "Tom Tennant and William Hakim, both 51, died": each one's age
		if i >= 5 && i+1 < len(toks) && toks[i-1].lower == "both" && toks[i-2].s == "," && (toks[i+1].s == "," || toks[i+1].s == ".") {
			if v, ok := plainAge(toks[i].s); ok {
				if second := personKey(toks, i-3); second != "" {
					k := i - 3 // back over the second name and its title ("state Senior Trooper") to "and"
					for k > 0 && i-3-k < 6 && toks[k].lower != "and" && (isNamePart(toks[k].s) || isLowerWord(toks[k].s)) {
						k--
					}
					if first := personKey(toks, k-1); toks[k].lower == "and" && first != "" {
						add(i-1, i, v, thingAge, first)
						add(i-1, i, v, thingAge, second)
					}
				}
				continue
			}
		}
		// "Roberts was 32 when", "Rich Cronin died at age 36", "Smith, aged 30"
		if v, ok := plainAge(toks[i].s); ok && i >= 2 {
			p1, p2 := toks[i-1].lower, toks[i-2].lower
			last := i // "He was 42 years old.": the age's last word
			if i+2 < len(toks) && toks[i+1].lower == "years" && toks[i+2].lower == "old" {
				last = i + 2
			}
			after := ""
			if last+1 < len(toks) {
				after = toks[last+1].lower
			}
			verb := i - 1 // "He is only 50": the verb before an adverb of degree
			if (p1 == "only" || p1 == "just") && i >= 3 && (p2 == "was" || p2 == "is") {
				verb--
			}
			subj := toks[max(verb-1, 0)].lower
			switch {
			case (toks[verb].lower == "was" || toks[verb].lower == "is") && verb >= 2 && pastAge[toks[verb-2].lower]:
				continue // "from when he was 11", "since she was 14": an age then, not now
			case (toks[verb].lower == "was" || toks[verb].lower == "is") && verb >= 1 && (after == "" || after == "when" || after == "," || after == "." || after == "and" || after == "at"):
				n := len(out)
				if subj == "he" || subj == "she" {
					add(i, last, v, thingAge, antecedent) // "He was 41."
				} else if key := personKey(toks, verb-1); key != "" && !textproc.IsStopwordFold(key) { // not "It is just 50"
					add(i, last, v, thingAge, key)
				}
				if after == "when" && len(out) > n {
					// "He was 22 when he first married in 1971": the age
					// that year's, keyed by it (compare.go's groupKey), not
					// set against the age the story gives now
					out[n].Year = yearIn(toks[last+2:])
				}
				continue
			case p1 == "of" && i >= 3 && (toks[i-3].lower == "a" || toks[i-3].lower == "an" || toks[i-3].lower == "the") && (ageNouns[p2] || p2 == "lad" || p2 == "youngster" || p2 == "pensioner" || oneOfAge(p2)) &&
				(after == "" || after == "," || after == "." || after == "was" || after == "who" || after == "is" || after == "had" || after == "and" || after == "he" || after == "she"):
				add(i, i, v, thingAge, p2) // "A LAD of 11 was killed", "a man of 40"
				continue
			case p1 == "at" && (p2 == "died" || p2 == "dies") && i >= 3 && (after == "" || after == "," || after == "." || after == "in" || after == "on" || after == "after" || after == "of" || after == "when"):
				// "He died at 62 in 1960", "Smith died at 80 on Sunday"
				if w := toks[i-3].lower; w == "he" || w == "she" {
					add(i, i, v, thingAge, antecedent)
				} else if key := personKey(toks, i-3); key != "" {
					add(i, i, v, thingAge, key)
				}
				continue
			case p1 == "age" && p2 == "," && (after == "," || after == "." || after == ")" || after == "and"):
				// "Sharron Diane Crawford Smith, age 61, with two counts"
				if key := personKey(toks, i-3); key != "" {
					add(i, i, v, thingAge, key)
				}
				continue
			case p1 == "aged" || p1 == "age" && (p2 == "at" || p2 == "the") || p1 == "of" && p2 == "age":
				key := ""
				if p1 == "aged" && p2 == "," && i >= 3 && isNamePart(toks[i-3].s) && !datedSentence(toks) {
					// "Hindley, aged 57,": the name just before, not one
					// earlier in the sentence; not in a timeline's entry
					// ("September 21 - Pinochet, aged 82, flies to
					// Britain"), an age of then
					key = personKey(toks, i-3)
				}
				if key == "" {
					key = nameBefore(toks, i-1)
				}
				if key == "" && p1 == "aged" && p2 == "," && i >= 3 && !(i+2 < len(toks) && (after == "," || after == "and") && isNumberAt(toks, i+2)) {
					key = nounOfOne(toks, i-3) // "the widowed mother, aged 54"; not "a nurse, aged 25, 42 and 61"
				}
				if key == "" && p1 == "age" {
					key = pronounsHolder(toks, i) // "Lowe was regarded ... when he was swept to his death at age 40"
				}
				if key == "" && p1 == "aged" && isLowerWord(toks[i-2].s) && after != "to" && after != "and" && after != "or" && !(after == "," && isNumberAt(toks, last+2)) {
					key = Someone // "Guscott - who retired as England centre aged 34"; not "most aged 13 to 18", nor "in Gaza aged 20"
				}
				if key == "" && p1 == "aged" && p2 == "," && diedBefore(toks, i-2) {
					key = Someone // "has died in jail, aged 77": the subject's
				}
				if key == "" && p1 == "age" && p2 == "at" && i >= 3 && diedBefore(toks, i-3) && isNamePart(toks[0].s) && !textproc.IsStopword(contractionHead(toks[0].lower)) {
					key = personKey(toks, nameEnd(toks, 0)) // "Gotti died in 2002 at age 61": the subject's, a name (not "the mayor of Boston")
				}
				if key == "" && p1 == "of" && i >= 5 && toks[i-3].lower == "the" && toks[i-4].lower == "at" && diedBefore(toks, i-5) {
					// "has died at the age of 85", "died on Thursday in
					// Beverly Hills, California, at the age of 91": the
					// subject's (not "At the age of 10, Page began")
					key = Someone
				}
				if key != "" {
					add(i, i, v, thingAge, key)
				}
				continue
			}
		}
		// "55 miles (88 kilometers) west of Philadelphia", "150 nautical
		// miles off Aden"
		unit, u := distanceUnit(toks, i+1), i+1
		if unit == "" && i+2 < len(toks) && toks[i+1].lower == "nautical" && distanceUnit(toks, i+2) == "miles" {
			unit, u = thingNauticalMiles, i+2
		}
		if unit != "" {
			v, next, ok := parseNumber(toks, i)
			if !ok || next != i+1 {
				continue
			}
			place := placeAfter(toks, u+1)
			if place != "" {
				place = "from " + place
			} else if depthBefore(toks, i) {
				place = thingDepth // "at a depth of 1.2 miles": how deep, not how far from somewhere
			}
			if place != "" {
				q := Quantity{Value: v.Value, Approx: v.Approx, Low: v.Low, High: v.High}
				q.Thing, q.Qualifier = unit, place
				first := i
				if v.Approx {
					first = approxStart(toks, i)
				}
				q.Start, q.End, q.SentStart, q.SentEnd = toks[first].start, toks[u].end, start, end
				q.Text = text[q.Start:q.End]
				out = append(out, q)
			}
		}
	}
	return out
}

// diedBefore reports a verb of death at toks[k] or up to nine words
// before it in its clause ("died on Thursday in Beverly Hills", "passed
// away").
func diedBefore(toks []token, k int) bool {
	for j := k; j >= 1 && j > k-10; j-- {
		w := toks[j].lower
		if w == ";" || w == "but" {
			return false
		}
		if deathWord(w) || w == "away" && toks[j-1].lower == "passed" {
			return true
		}
	}
	return false
}

// dropNicknames returns toks without the nicknames quoted inside names
// ('Vincent "The Chin" Gigante', "Salvatore 'Sammy the Bull' Gravano"),
// which part a first name from its surname; toks itself where there is
// none. Only the reading of names uses it.
func dropNicknames(toks []token) []token {
	return spliceTokens(toks, func(k int) (int, token, bool) {
		return nicknameEnd(toks, k) + 1, token{}, false
	})
}

// spliceTokens returns toks with each span that span reports taken out
// or put in one token's place, copied on the first span, or toks itself
// where none starts: span(k) gives the end of a span starting at
// toks[k] (k+1 where none does) and the token that stands for it, if
// any (keep).
func spliceTokens(toks []token, span func(k int) (end int, t token, keep bool)) []token {
	var out []token
	for k := 0; k < len(toks); k++ {
		end, t, keep := span(k)
		if end > k+1 {
			if out == nil {
				out = append(make([]token, 0, len(toks)), toks[:k]...)
			}
			if keep {
				out = append(out, t)
			}
			k = end - 1
			continue
		}
		if out != nil {
			out = append(out, toks[k])
		}
	}
	if out == nil {
		return toks
	}
	return out
}

// nicknameEnd returns where the closing quote of a nickname opening at
// toks[i] stands — a quote between a name's words around one to four
// words of a name ("the" among them) — or i where none opens there.
func nicknameEnd(toks []token, i int) int {
	if i == 0 || i+2 >= len(toks) || !quoteMark(toks[i].s) || !isNamePart(toks[i-1].s) || !isNamePart(toks[i+1].s) && toks[i+1].lower != "the" {
		return i
	}
	for j := i + 2; j < len(toks) && j <= i+5; j++ {
		if quoteMark(toks[j].s) {
			if j+1 < len(toks) && isNamePart(toks[j+1].s) {
				return j
			}
			return i
		}
		if !isNamePart(toks[j].s) && toks[j].lower != "the" {
			return i
		}
	}
	return i
}

// ageList returns where the ages of a list starting at toks[k] stand
// ("6 and 16", "13 and eight", "4, 6 and 9"), nil where the list does
// not end in "and" and an age ("5 and under", "60 and older").
func ageList(toks []token, k int) []int {
	age := func(k int) bool {
		v, ok := wordValue(toks[k].lower)
		return ok && v >= 1 && v <= 110 && v == float64(int(v))
	}
	var out []int
	for k < len(toks) && age(k) {
		out = append(out, k)
		if k+2 < len(toks) && toks[k+1].s == "," && age(k+2) {
			k += 2
			continue
		}
		if k+2 < len(toks) && toks[k+1].lower == "and" && age(k+2) {
			return append(out, k+2)
		}
		return nil
	}
	return nil
}

// joinSpacedAges returns toks with each age written without its hyphens
// ("27 year old Christopher Simpson", "the 15 year old", "a 6 month old
// baby", "the 21 year-old") as the one word "27-year-old" that personFigures reads, or toks
// itself where there is none.
func joinSpacedAges(toks []token) []token {
	return spliceTokens(toks, func(k int) (int, token, bool) {
		if k+1 >= len(toks) {
			return k + 1, token{}, false
		}
		last := k + 1 // "the 21 year-old": its first hyphen lost
		if unit, ok := strings.CutSuffix(toks[k+1].lower, "-old"); !ok || !ageUnits[unit] {
			if last = k + 2; last >= len(toks) || toks[last].lower != "old" || !ageUnits[toks[k+1].lower] {
				return k + 1, token{}, false
			}
		}
		if _, ok := wordValue(toks[k].lower); !ok {
			return k + 1, token{}, false
		}
		t := token{s: toks[k].s, lower: toks[k].lower, start: toks[k].start, end: toks[last].end}
		for _, w := range toks[k+1 : last+1] {
			t.s += "-" + w.s
			t.lower += "-" + w.lower
		}
		return last + 1, t, true
	})
}

// ageUnits are the units an age is told in ("27-year-old", "6-week-old").
var ageUnits = map[string]bool{"year": true, "month": true, "week": true}

// bodyWords are the last words of the names of places and bodies,
// which end no person's name.
var bodyWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`county city state province park river lake island valley beach bay
		department university college school academy hospital church cathedral court parliament congress
		senate assembly police office agency ministry bank airport station center centre house village club
		party company association institute museum enforcement syndrome council committee commission
		foundation service services prison jail stadium hotel airlines airways times post news`) {
		m[w] = true
	}
	return m
}()

// pronounsHolder returns whose age at death toks[i] ("at age 40") is
// where a "he" or "she" of its clause stands for that person: the name the
// sentence opens with ("Lowe was regarded as the greatest climber when
// he was swept to his death at age 40"), else antecedent; "" where no
// such pronoun comes before the age.
func pronounsHolder(toks []token, i int) string {
	death := false // "at age 17" of a living person is an age of another time
	for k := i - 1; k >= 0 && k >= i-10; k-- {
		w := toks[k].lower
		if deathWord(w) {
			death = true
		}
		if (w == "he" || w == "she") && death {
			if end := nameEnd(toks, 0); isNamePart(toks[0].s) && end+1 < k && isLowerWord(toks[end+1].s) {
				if key := personKey(toks, end); key != "" {
					return key
				}
			}
			return antecedent
		}
		if toks[k].s == "." || toks[k].s == ";" {
			break
		}
	}
	return ""
}

// yearIn returns the first year toks name ("in 1971"), or "".
func yearIn(toks []token) string {
	for _, t := range toks {
		if isYear(t.s) {
			return t.s
		}
	}
	return ""
}

// pastAge are the words before "he was 11" that make it an age at
// another time than the report's.
var pastAge = map[string]bool{"when": true, "since": true, "until": true, "till": true, "as": true, "while": true, "before": true, "after": true,
	"time": true} // "by the time she was 18", "at the time he was 18"

// ofWords are the prepositions after which a name belongs to the noun
// before them, not to an age before that noun.
var ofWords = map[string]bool{"of": true, "from": true, "at": true, "for": true, "in": true}

// parentOf reads "father-of-four", "mother of 12", "mum-of-three" at
// toks[i]: the parent ("father's", "mother's"), the number of children
// and the index of the last token read. "A mother of two children"
// leaves the count to its noun.
func parentOf(toks []token, i int) (parent string, n float64, last int, ok bool) {
	w := toks[i].lower
	if c := w[0]; c != 'f' && c != 'm' && c != 'd' {
		return "", 0, 0, false // most words: no parent's
	}
	head, rest, hyphened := strings.Cut(w, "-of-")
	if !hyphened {
		head = w
	}
	if !parentWord(head) {
		return "", 0, 0, false
	}
	parent = "mother's"
	if head == "father" || head == "dad" {
		parent = "father's"
	}
	if hyphened {
		v, ok := numberWordValue(rest)
		return parent, v, i, ok
	}
	if i+2 >= len(toks) || toks[i+1].lower != "of" {
		return "", 0, 0, false
	}
	v, next, ok := parseNumber(toks, i+2)
	if !ok || next != i+3 || v.Approx || v.Value < 1 || v.Value > 30 {
		return "", 0, 0, false
	}
	if next < len(toks) && childWords[toks[next].lower] {
		return parent, v.Value, next, true // "the father of three children"
	}
	if next < len(toks) && (toks[next].lower == "of" || isPlural(toks[next].lower) || personNouns[lemma(toks[next].lower)]) {
		return "", 0, 0, false // "the father of one of the militants", "the mother of two men"
	}
	return parent, v.Value, i + 2, true
}

// childrenOwner returns whose children q, a count of children that
// text gives, counts where its sentence says so: the parent a parent's
// count names ("mother-of-two Sandra Jones", "Mrs Brobbey, a mother of
// five"), the subject of "has" ("Harvey, who has three children"), or
// Someone after a possessive ("the couple's two children", "his three
// children"); "" where the sentence does not say. It is read at
// comparison, from the words around the count (a story's counts of
// children are few), so that no extraction carries it.
func childrenOwner(text string, q Quantity) string {
	if q.Start < 0 || q.End > len(text) || q.Start >= q.End {
		return ""
	}
	from, to := max(0, q.Start-120), min(len(text), q.End+80)
	for from > 0 && text[from-1]&0xC0 == 0x80 {
		from-- // not inside a character
	}
	for to < len(text) && text[to]&0xC0 == 0x80 {
		to++
	}
	toks := tokenize(text[from:to], from)
	i := slices.IndexFunc(toks, func(t token) bool { return t.start >= q.Start })
	last := slices.IndexFunc(toks, func(t token) bool { return t.end >= q.End })
	if i < 0 || last < i {
		return ""
	}
	if q.Thing == thingChildren {
		return parentNamed(toks, i, last)
	}
	if k := hadBefore(toks, i); k >= 0 {
		return cmp.Or(haverOf(toks, k), Someone)
	}
	if j := approxStart(toks, i) - 1; j >= 0 && (possessives[toks[j].lower] || trimPossessive(toks[j].s) != toks[j].s) {
		return Someone
	}
	return ""
}

// haverOf returns the key of the person named as the subject of "has"
// at toks[k]: "Harvey, who has three children", "Lee has six children";
// "" where no name is.
func haverOf(toks []token, k int) string {
	if k >= 3 && toks[k-1].lower == "who" && toks[k-2].s == "," {
		return personKey(toks, k-3)
	}
	if k >= 1 && isNamePart(toks[k-1].s) {
		return personKey(toks, k-1)
	}
	return ""
}

// possessives are the determiners that say whose a count is.
var possessives = map[string]bool{"his": true, "her": true, "their": true, "our": true, "my": true, "your": true}

// parentNamed returns the key of the person a parent's count at
// toks[i:last+1] describes by name: the name right after it
// ("father-of-four Barwell") or the one it is in apposition to ("Mrs
// Brobbey, a mother of five"); "" where none is.
func parentNamed(toks []token, i, last int) string {
	if k := last + 1; k < len(toks) && isNamePart(toks[k].s) && !isParticle(toks[k].s) {
		if key := personKey(toks, nameEnd(toks, k)); key != "" {
			return key
		}
	}
	if i >= 3 && toks[i-1].lower == "a" && toks[i-2].s == "," {
		return personKey(toks, i-3)
	}
	return ""
}

// childWords are the nouns of a parent's children.
var childWords = map[string]bool{"children": true, "kids": true, "sons": true, "daughters": true, "child": true}

// parentWord reports whether w is a parent's ("father of two").
func parentWord(w string) bool {
	switch w {
	case "father", "dad", "mother", "mum", "mom":
		return true
	}
	return false
}

// numberWordValue returns the number a word writes: "four", "12".
func numberWordValue(w string) (float64, bool) {
	if v, err := strconv.Atoi(w); err == nil && v > 0 {
		return float64(v), true
	}
	if v := numberWords[w]; v > 0 {
		return float64(v), true
	}
	return 0, false
}

// theBefore reports whether the age toks[i] opens a definite
// description: "the 27-year-old", "the diminutive 14-year-old".
func theBefore(toks []token, i int) bool {
	d := articleBefore(toks, i)
	return d >= 0 && toks[d].lower == "the"
}

// articleBefore returns the index of the article before the age at
// toks[i], past one adjective ("the ailing 78-year-old pope", "a
// flaxen-haired 12-year-old"), -1 where none stands there.
func articleBefore(toks []token, i int) int {
	article := func(k int) bool { w := toks[k].lower; return w == "the" || w == "a" || w == "an" }
	switch {
	case i > 0 && article(i-1):
		return i - 1
	case i > 1 && article(i-2) && isLowerWord(toks[i-1].s) && !determiners[toks[i-1].lower] && !adverbs[toks[i-1].lower] && !stopNoun[toks[i-1].lower]:
		return i - 2
	}
	return -1
}

// clauseVerb reports whether toks[k], right after "the 27-year-old",
// is the verb of the clause that description is the subject of, or an
// adverb before it: "fathered the", "landed beside", "won the", "never
// lost", "sexually assaulted"; not a participle before a noun ("the
// 10-year-old articulated truck"), nor a noun ("the 40-year-old
// bridge").
func clauseVerb(toks []token, k int) bool {
	if k >= len(toks) || !isLowerWord(toks[k].s) {
		return false
	}
	w, next := toks[k].lower, ""
	if k+1 < len(toks) {
		next = toks[k+1].lower
	}
	switch {
	case someoneDid(w) || afterName[w] || w == "never" || w == "did" || w == "does":
		return true
	case len(w) > 4 && strings.HasSuffix(w, "ed"):
		// a past tense closes the noun phrase: what follows is no noun
		return next == "" || !isLowerWord(toks[k+1].s) || textproc.IsStopword(next) && next != "and" && next != "or" || afterNoun[next] || prepositions[next] || placeWords[next] || adverbs[next] || isNumberAt(toks, k+1)
	case adverbLy(w):
		return next != "" && isLowerWord(toks[k+1].s) && (strings.HasSuffix(next, "ed") || someoneDid(next) || afterName[next])
	}
	return false
}

// placeWords are prepositions of place and direction that neither the
// stopwords nor prepositions hold ("landed beside the mat").
var placeWords = map[string]bool{"beside": true, "onto": true, "upon": true, "toward": true,
	"towards": true, "beyond": true, "past": true, "behind": true, "above": true, "below": true}

// adverbLy reports whether w is an adverb in "-ly" ("finally",
// "sexually"), which ends a noun phrase before it; a few nouns end so
// too ("family", "assembly").
func adverbLy(w string) bool {
	return len(w) > 4 && strings.HasSuffix(w, "ly") && !lyNouns[w]
}

// lyNouns are nouns that end in "-ly".
var lyNouns = map[string]bool{"family": true, "assembly": true, "supply": true, "reply": true, "rally": true,
	"monopoly": true, "bully": true, "belly": true, "anomaly": true, "ally": true, "italy": true}

// anaphorEnd are the words after "the N-year-old" that leave it no noun
// of its own: it refers back to a person named before.
var anaphorEnd = map[string]bool{",": true, ".": true, "who": true, "and": true, ";": true, ")": true}

// antecedent stands, as the holder of an age, for a person the text
// names before the sentence ("He was 41."); resolveAntecedents puts the
// person's key in its place.
const antecedent = "\x00antecedent"

// protagonist stands, as the holder of an age, for the person the text
// is about: "the 57-year-old" with no noun of its own names no one in
// its sentence, and the nearest name before it is as often a company
// or a place ("Lehman Brothers", "New Zealand") as a person. It is the
// person named in full whose surname the text gives most often before
// the age's sentence, twice at least, and no other as often.
const protagonist = "\x00protagonist"

// Someone is the Qualifier of an age whose holder the text does not say
// ("ploughed into the 16-year-old on a pavement", "retired as England
// centre aged 34", "He was 41." with no one named before): Compare
// gives the age to the one person the story gives it, if there is one,
// and leaves it out otherwise. It only ever joins equal ages.
const Someone = "someone"

// described and describedProtagonist are antecedent and protagonist for
// an age a definite description gives ("The 41-year-old died", "the
// 26-year-old woman, who"): the holder is resolved as theirs, and the
// age is marked Described.
const (
	described            = "\x00described"
	describedProtagonist = "\x00described protagonist"
)

// resolveAntecedents gives each age of qs held by antecedent the key of
// the person it stands for: the first person named, not as a speaker,
// in the nearest of the three sentences before it (sents[k] is the age's
// sentence), in full or by a first name only one person named in full
// has; an age with no such person is someone's. News names whom a
// paragraph is about at its start. names are the text's, read once for
// all its sentences.
func resolveAntecedents(text string, qs []Quantity, sents []textproc.Sentence, k int, names *textNames) []Quantity {
	out := qs[:0]
	key := ""
	var surnames, firsts map[string]string // taken for the first figure that needs them
	for _, q := range qs {
		switch q.Qualifier {
		case described:
			q.Qualifier, q.Described = antecedent, true
		case describedProtagonist:
			q.Qualifier, q.Described = protagonist, true
		}
		if q.Qualifier == protagonist {
			if surnames == nil {
				surnames, firsts = names.get(text)
			}
			if q.Qualifier = mostNamed(text, surnames, firsts); q.Qualifier == "" {
				q.Qualifier = Someone
			}
			out = append(out, q)
			continue
		}
		if q.Qualifier != antecedent {
			out = append(out, q)
			continue
		}
		if key == "" || isStat(q.Thing) {
			key = ""
			if surnames == nil {
				surnames, firsts = names.get(text)
			}
			fs := firsts
			if isStat(q.Thing) {
				fs = nil // a player's figures go by surname alone
			}
			for j := k - 1; j >= 0 && j >= k-3 && key == ""; j-- {
				if toks := tokenize(text[sents[j].Start:sents[j].End], sents[j].Start); !byline(toks) {
					key = firstNamed(toks, surnames, fs)
				}
			}
		}
		if q.Qualifier = key; key == "" {
			if !isAge(q.Thing) {
				continue // a player's figures of no one named: none
			}
			q.Qualifier = Someone
		}
		out = append(out, q)
	}
	return out
}

// mostNamed returns the key of the person named in full (surnames: by
// surname; firsts: by a first name only they have) whom text names most
// often, by surname or by first name alone ("Ricky went missing"),
// twice at least and more often than anyone else; "" when there is
// none. A name counts only where the text shows it is a person's: a
// title before it ("Mr Madoff"), a verb of saying beside it ("Jeffs
// said"), an age after it ("Baker, 57"), or the name alone twice
// ("Madoff was arrested", "Ricky had been drinking"); places and
// companies ("New Zealand", "Lehman Brothers") show none, and a name
// after "in", "from" or "to" is a place's. A surname before another
// name word is another name's ("The Helicopter Line"), and one the text
// only ever quotes ("pilot Jim Campbell told") is a witness's.
func mostNamed(text string, surnames, firsts map[string]string) string {
	type tally struct {
		n, alone, spoke int
		person, place   bool
	}
	tallies := map[string]*tally{}
	count := func(name, key string, first bool) {
		if key == "" {
			return
		}
		t := tallies[key]
		if t == nil {
			t = &tally{}
			tallies[key] = t
		}
		for at := 0; ; {
			i := strings.Index(text[at:], name)
			if i < 0 {
				break
			}
			i += at
			end := i + len(name)
			at = end
			if (i > 0 && isWordByte(text[i-1])) || (end < len(text) && isWordByte(text[end])) {
				continue
			}
			prev, next := lastWord(text[:i]), nextWord(text[end:])
			if first && (isNamePart(prev) || isNamePart(next) && !strings.HasPrefix(text[end:], "'s")) {
				continue // a first name counts alone ("Ricky went missing"), not in a name ("Ricky Reel", "North Korea")
			}
			if !first && isNamePart(next) && !nameSuffix(next) && !strings.HasPrefix(text[end:], "'s") && !strings.HasPrefix(text[end:], ",") {
				continue // a surname opens no other name: "The Helicopter Line" is not Westpac Rescue Helicopter
			}
			t.n++
			if placePrepositions[prev] && !strings.HasPrefix(text[end:], "'s") {
				t.place = true // "in Japan", "from New Zealand"; not "visits to Baker's fields"
			}
			if prev == "" || !isNamePart(prev) {
				t.alone++ // "Baker pleaded guilty", not "Roger Baker"
			}
			spoken := speechVerbs[strings.ToLower(prev)] || speechVerbs[strings.ToLower(next)]
			if spoken {
				t.spoke++
			}
			if isTitle(prev) || spoken ||
				strings.HasPrefix(text[end:], ", ") && isAgeWord(nextWord(text[end+2:])) {
				t.person = true // "Mr Madoff", "said Jeffs", "Jeffs said", "Baker, 57"
			}
		}
	}
	for sur, key := range surnames {
		count(sur, key, false)
	}
	for first, key := range firsts {
		if _, ok := tallies[key]; ok {
			count(first, key, true) // only a person whose surname counts
		}
	}
	best, most, tie := "", 1, false
	for key, t := range tallies {
		if t.place || !t.person && t.alone < 2 || t.spoke == t.n {
			continue // a place's name, no one's, or a witness's: one the text only quotes ("pilot Jim Campbell told")
		}
		switch {
		case t.n > most:
			best, most, tie = key, t.n, false
		case t.n == most:
			tie = true
		}
	}
	if tie {
		return ""
	}
	return best
}

// placePrepositions come before a place's name, hardly ever before a
// person's.
var placePrepositions = map[string]bool{"in": true, "from": true, "to": true, "across": true, "near": true, "into": true}

// lastWord returns the last word of s, up to a space: "" when s ends
// with none.
func lastWord(s string) string {
	s = strings.TrimRight(s, " \t\n")
	return s[strings.LastIndexAny(s, " \t\n")+1:]
}

// nextWord returns the letters and digits that open s, past spaces.
func nextWord(s string) string {
	return firstWord(strings.TrimLeft(s, " \t\n"))
}

// isAgeWord reports whether w is an age as news gives one after a name
// ("57," in "Baker, 57,").
func isAgeWord(w string) bool {
	_, ok := plainAge(strings.TrimRight(w, ",.;)"))
	return ok
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// textNames are the people a text names in full (namesInFull), read on
// first need and kept for the text's later sentences.
type textNames struct {
	read               bool
	bySurname, byFirst map[string]string
}

// get returns the names of text, reading them the first time.
func (n *textNames) get(text string) (bySurname, byFirst map[string]string) {
	if !n.read {
		n.bySurname, n.byFirst = namesInFull(text)
		n.read = true
	}
	return n.bySurname, n.byFirst
}

// namesInFull returns the keys of the people text names in full, by
// surname and by first name ("Devin": "D. Lima"); "" where two people
// share the name.
func namesInFull(text string) (bySurname, byFirst map[string]string) {
	bySurname, byFirst = map[string]string{}, map[string]string{}
	note := func(m map[string]string, name, key string) {
		if k, ok := m[name]; ok && k != key {
			m[name] = "" // two people of one name: neither
		} else if !ok {
			m[name] = key
		}
	}
	eachFullName(text, func(sur, first, key string, _ bool) {
		note(bySurname, sur, key)
		if first != "" {
			note(byFirst, first, key)
		}
	})
	return bySurname, byFirst
}

// fullNames returns the keys of the people text names in full by
// surname, all of them, a name the text gives as someone's kin ("his
// brother Qin Xiaoguang", "his father, Qin Qinguo") only where no one
// else has the surname: whom "Qin, 44" may name.
func fullNames(text string) map[string][]string {
	bySurname := map[string][]string{}
	var kin map[string]bool
	eachFullName(text, func(sur, _, key string, isKin bool) {
		if !slices.Contains(bySurname[sur], key) {
			bySurname[sur] = append(bySurname[sur], key)
		}
		if isKin {
			if kin == nil {
				kin = map[string]bool{}
			}
			kin[key] = true
		}
	})
	for sur, ks := range bySurname {
		if len(ks) > 1 && kin != nil {
			if others := slices.DeleteFunc(slices.Clone(ks), func(k string) bool { return kin[k] }); len(others) > 0 {
				bySurname[sur] = others
			}
		}
	}
	return bySurname
}

// eachFullName calls visit with each name text gives in full: its
// surname, its first name where the key's initial is that name's, its
// key, and whether the text names the person as someone's kin.
func eachFullName(text string, visit func(sur, first, key string, kin bool)) {
	toks := dropNicknames(tokenize(text, 0))
	for i := 0; i < len(toks); i++ {
		if !isNamePart(toks[i].s) {
			continue
		}
		end := nameEnd(toks, i)
		if i >= 2 && toks[i-1].lower == "of" && isNamePart(toks[i-2].s) {
			i = end // "the Florida Department of Law Enforcement": a body's name, no one's
			continue
		}
		if key := personKey(toks, end); strings.Contains(key, ". ") && !isUpperWord(toks[i].s) { // "NBA Finals" names no one
			_, sur, _ := strings.Cut(key, ". ")
			first := trimPossessive(toks[i].s)
			if end <= i || len(first) < 2 || first[0] != key[0] || strings.Contains(first, ".") {
				first = ""
			}
			visit(sur, first, key, i > 0 && kinWord(toks[i-1].lower) || i > 1 && toks[i-1].s == "," && kinWord(toks[i-2].lower))
		}
		i = end
	}
}

// kinWord reports whether w names someone's kin before a name ("his
// brother Qin Xiaoguang", "her husband John").
func kinWord(w string) bool {
	return kinNouns[w] || parentWord(w) || w == "wife" || w == "husband" || w == "son" || w == "daughter" || w == "widow"
}

// realNames returns, for the people text gives two names, the key of
// each one's real name mapped to the key of the name the text goes by:
// "Prodigy, born Albert Johnson", "Stormy Daniels, whose real name is
// Stephanie Clifford", "Bonehead - real name Paul Arthurs", "Albert
// Johnson, better known to millions of fans as Prodigy". An age given
// under either name is that person's. It reads only these phrasings,
// not "aka", whose order says nothing of which name is which.
func realNames(text string) map[string]string {
	if !strings.Contains(text, ", born ") && !strings.Contains(text, "real name") && !strings.Contains(text, "better known") {
		return nil // most texts: no tokens to make
	}
	var out map[string]string
	toks := tokenize(text, 0)
	at := func(k int, w string) bool { return k >= 0 && k < len(toks) && toks[k].lower == w }
	nameFrom := func(k int) string { // the name starting at toks[k]
		if k >= len(toks) || !isNamePart(toks[k].s) {
			return ""
		}
		return personKey(toks, nameEnd(toks, k))
	}
	add := func(real, known string) {
		if real != "" && known != "" && real != known {
			if out == nil {
				out = map[string]string{}
			}
			out[real] = known
		}
	}
	for k := 2; k < len(toks); k++ {
		sep := toks[k-1].s == "," || toks[k-1].s == "(" || dash(toks[k-1].s)
		switch {
		case !sep:
		case at(k, "born") && !isNumberAt(toks, k+1):
			add(nameFrom(k+1), personKey(toks, k-2)) // "Prodigy, born Albert Johnson"
		case at(k, "whose") && at(k+1, "real") && at(k+2, "name") && (at(k+3, "is") || at(k+3, "was")):
			add(nameFrom(k+4), personKey(toks, k-2))
		case at(k, "real") && at(k+1, "name"):
			add(nameFrom(k+2), personKey(toks, k-2)) // "Bonehead - real name Paul Arthurs"
		case at(k, "better") && at(k+1, "known"):
			for j := k + 2; j < len(toks) && j <= k+8; j++ {
				if at(j, "as") {
					// "Albert Johnson, better known ... as Prodigy"; not
					// "better known as Brad Pitt's production company"
					if end := nameEnd(toks, j+1); j+1 < len(toks) && trimPossessive(toks[end].s) == toks[end].s {
						add(personKey(toks, k-2), nameFrom(j+1))
					}
					break
				}
			}
		}
	}
	return out
}

// firstNamed returns the key of the first person toks name in full
// ("Devin Lima", not "Lima"; a surname of surnames will do for a player,
// whom sports pages call by surname), leaving out speakers ("LAPD Det.
// Christopher Barling said") and numbered things ("Game 5"), or "".
func firstNamed(toks []token, surnames, firsts map[string]string) string {
	toks = dropNicknames(toks)
	for i := 0; i < len(toks); i++ {
		if !isNamePart(toks[i].s) || isParticle(toks[i].s) {
			continue
		}
		end := nameEnd(toks, i)
		key := personKey(toks, end)
		speaker := end+1 < len(toks) && speechVerbs[toks[end+1].lower] ||
			i > 0 && speechVerbs[toks[i-1].lower] || i > 1 && speechVerbs[toks[i-2].lower]
		numbered := end+1 < len(toks) && isNumberAt(toks, end+1)
		// "the Thunder", "four Finals games": a surname alone is no
		// person after an article or a number
		isSurname := surnames[key] != "" // one person's
		// nor a sentence's first word ("It is not known") or one in
		// capitals ("POLITICO")
		// ("Edmonds, once one of the BBC's highest paid presenters," opens
		// its sentence with him)
		bare := isSurname && !isUpperWord(toks[i].s) && (i > 0 && !(toks[i-1].lower == "the" || toks[i-1].lower == "a" || isNumberAt(toks, i-1)) ||
			i == 0 && end == 0 && len(toks) > 1 && toks[1].s == ",")
		// "Ms Mathews, who was brought up in Norfolk": a surname after
		// a word of address is a person's, named in full or not
		addressed := i > 0 && textproc.InLower(nameTitles, strings.TrimSuffix(toks[i-1].s, ".")) && end == i
		if key != "" && (bare || addressed || strings.Contains(key, ". ") || end == i && describedAfter(toks, end)) && !speaker && !numbered {
			return key
		}
		if full := firsts[trimPossessive(toks[i].s)]; full != "" && end == i && !speaker {
			return full // "Tavin was just wearing red shoes": Tavin Price, named in full before
		}
		i = end
	}
	return ""
}

// someoneAfter are the words after "a 26-year-old" that leave it no
// noun of its own: a relative clause, a place, a clause's conjunction or
// the sentence's end ("raped a 26-year-old who", "attacked a
// 26-year-old as she parked").
var someoneAfter = map[string]bool{"who": true, "in": true, ",": true, ".": true, "as": true, "before": true, "after": true,
	"when": true, "while": true}

// ageCloser are words that may follow "Name, 31" when a comma after the
// age is lost: a clause's conjunction, preposition or verb, which no
// count of a noun ("Smith, 31 miles") is followed by.
var ageCloser = map[string]bool{"after": true, "before": true, "from": true, "who": true, "when": true, "while": true, "with": true,
	"was": true, "is": true, "has": true, "had": true, "said": true, "told": true}

// spacedDash reports a dash at toks[k] with space before it: a dash
// that sets off a phrase ("28 - despite"), not one inside a word or
// range ("28-year-old", "25-30").
func spacedDash(toks []token, k int) bool {
	return k < len(toks) && k > 0 && toks[k].start != toks[k-1].end && dash(toks[k].s)
}

// dash reports a hyphen or dash standing as a word of its own.
func dash(s string) bool {
	return s == "-" || s == "–" || s == "—"
}

// byline reports whether toks are a byline ("By Nicky Burridge, PA
// News"): the reporter's name, whom no age or figure of the story is of.
func byline(toks []token) bool {
	return len(toks) >= 2 && len(toks) <= 8 && toks[0].s == "By" && isNamePart(toks[1].s)
}

// describedAfter reports whether the name ending at toks[end] stands
// before a description of a person in apposition: "Prodigy, the rapper
// best known for", "Madonna, a singer who" — a one-word name the text
// shows is a person's, as a name in full is.
func describedAfter(toks []token, end int) bool {
	if end+3 >= len(toks) || toks[end+1].s != "," {
		return false
	}
	switch toks[end+2].lower {
	case "the", "a", "an":
	default:
		return false
	}
	for k := end + 3; k < len(toks) && k <= end+5; k++ {
		w := toks[k]
		if !isLowerWord(w.s) && !nationality(w.s) {
			return false
		}
		if namedPerson(lemma(w.lower)) {
			return true
		}
	}
	return false
}

// initialledKey returns the key of a person whose surname is given only
// as an initial, ending at toks[last] ("Adam S.", as police reports
// name suspects and victims: "A. S."), or "". The first name must be a
// word, so that "U.S." is no one.
func initialledKey(toks []token, last int) string {
	if last < 2 || toks[last].s != "." || len(toks[last-1].s) != 1 || !unicode.IsUpper(rune(toks[last-1].s[0])) {
		return ""
	}
	first := toks[last-2].s
	if len(first) < 2 || !isNamePart(first) || nameStop(first) || strings.Contains(first, ".") {
		return ""
	}
	if last >= 3 && toks[last-3].s == "." { // "J. Adam S."? too little to go on
		return ""
	}
	return first[:1] + ". " + toks[last-1].s + "."
}

// nameBefore returns the key of the nearest person named before toks[i]
// in the sentence, within a clause's reach, or "". An age at death of a
// name set off by a description of a person between commas is that
// name's, whatever names the description holds ("Prodigy, iconic rapper
// and one-half of Mobb Deep, died ... at age 42": appositionSubject).
func nameBefore(toks []token, i int) string {
	if key := appositionSubject(toks, i); key != "" {
		return key
	}
	for k := i - 1; k >= 0 && k >= i-12; k-- {
		if toks[k].s == ";" || toks[k].s == "." {
			break
		}
		if r, _ := utf8.DecodeRuneInString(toks[k].s); unicode.IsUpper(r) && !nameStop(toks[k].s) {
			if key := personKey(toks, k); key != "" && strings.Contains(key, ". ") {
				return key // a full name: a surname alone may be a place
			}
		}
	}
	return ""
}

// appositionSubject returns the key of a name set off by a description
// of a person between commas, when a word of death comes after it and
// before the age at toks[i] ("the news that Prodigy, iconic rapper and
// one-half of Mobb Deep, died ... at age 42"): the description names a
// person's trade or role (personSuffix, tradeSuffix, roleNouns,
// personNouns), and the names inside it are not whose age it is; ""
// otherwise ("Meanwhile, the mayor of Boston died at age 80").
func appositionSubject(toks []token, i int) string {
	if key := openingApposition(toks, i); key != "" {
		return key // "Mark Felt, the mysterious source who ..., has died at age 95"
	}
	c := -1 // the comma that closes the description
	for k := i - 1; k >= 0 && k >= i-12; k-- {
		if w := toks[k].lower; w == "." || w == ";" {
			return ""
		}
		if toks[k].s == "," {
			c = k
			break
		}
	}
	if c < 2 || !diesAfter(toks, c, i) {
		return ""
	}
	for o := c - 1; o > 0 && o >= c-14; o-- {
		if toks[o].s == "," { // the comma that opens it, after the name
			if !isNamePart(toks[o-1].s) || isParticle(toks[o-1].s) || !describesPerson(toks, o+1, c) {
				return ""
			}
			return personKey(toks, o-1)
		}
	}
	return ""
}

// openingApposition is appositionSubject for a sentence that opens with
// the name: its description runs to the first comma after it, however
// long ("Mark Felt, the mysterious source who helped ... bring down
// President Richard Nixon, has died at age 95").
func openingApposition(toks []token, i int) string {
	if len(toks) < 4 || !isNamePart(toks[0].s) || isParticle(toks[0].s) {
		return ""
	}
	e := nameEnd(toks, 0)
	if e+1 >= i || toks[e+1].s != "," {
		return ""
	}
	c := e + 2 // the comma that closes the description
	for c < i && toks[c].s != "," {
		c++
	}
	if c >= i || !describesPerson(toks, e+2, c) || !diesAfter(toks, c, i) {
		return ""
	}
	return personKey(toks, e)
}

// describesPerson reports whether a lower-case word of toks[from:to]
// names a person by kind, trade or role (personWord): a description of
// a person, not of a thing.
func describesPerson(toks []token, from, to int) bool {
	if from+1 < to && toks[from+1].lower == "of" && memberOf[toks[from].lower] {
		return true // "one-half of the rap group Mobb Deep", "one of the victims"
	}
	for k := from; k < to; k++ {
		if !isLowerWord(toks[k].s) {
			continue
		}
		if personWord(lemma(trimPossessive(toks[k].lower))) {
			return true
		}
		if strings.Contains(toks[k].lower, "-") {
			for w := range strings.SplitSeq(toks[k].lower, "-") {
				if len(w) > 3 && personWord(w) {
					return true // "the Southern gal-turned-dominatrix-turned pin-up-queen-turned born again Christian"
				}
			}
		}
	}
	return false
}

// memberOf are the words that open a description of a person as a part
// of a group before "of": "one-half of Mobb Deep", "one of the victims",
// "a member of the band" (after its article).
var memberOf = map[string]bool{"one": true, "one-half": true, "half": true, "member": true, "part": true, "both": true}

// placeOpeners are the first words of place names that no person's name
// begins with ("New York", "Los Angeles", "Fort Worth").
var placeOpeners = map[string]bool{"new": true, "los": true, "las": true, "san": true, "santa": true, "fort": true, "port": true,
	"mount": true, "lake": true, "north": true, "south": true, "east": true, "west": true, "upper": true, "lower": true}

// groupNouns are the nouns a group's or a thing's name follows ("rap
// duo Mobb Deep", "the firm Lapindo Brantas", "the tanker Hebei
// Spirit"): the name after them is no person's.
var groupNouns = map[string]bool{"duo": true, "trio": true, "quartet": true, "group": true, "band": true, "company": true,
	"firm": true, "team": true, "club": true, "party": true, "agency": true, "newspaper": true, "magazine": true,
	"network": true, "ship": true, "vessel": true, "tanker": true, "ferry": true, "airline": true, "brand": true}

// diesAfter reports whether the clause after the comma at toks[c] opens
// with a lower-case word and says, before the age at toks[i], that
// someone died ("..., died Tuesday at age 42"): an age at death;
// "joined the BBC at age 19" is of another time.
func diesAfter(toks []token, c, i int) bool {
	if c+1 >= i || !isLowerWord(toks[c+1].s) {
		return false
	}
	for d := c + 1; d < i; d++ {
		if deathWord(toks[d].lower) || toks[d].lower == "passed" && d+1 < i && toks[d+1].lower == "away" {
			return true // "died Tuesday", "passed away Thursday, December 11,"
		}
	}
	return false
}

// verbAfterName reports whether w, right after a one-word name, is a
// verb of which the name is the subject ("4-year-old Yumenosuke stopped",
// "the 61-year-old Streep will be"), not a noun the name qualifies ("a
// 27-year-old Menasha man").
func verbAfterName(w string) bool {
	switch w {
	case "is", "was", "has", "had", "will", "would", "said", "says", "could", "can", "may", "might", "must", "did", "does":
		return true
	}
	return len(w) > 4 && strings.HasSuffix(w, "ed")
}

// deathWord reports whether w says someone died: an age after it is an
// age at death, not of another time.
func deathWord(w string) bool { return w == "died" || w == "dies" || w == "death" }

// personWord reports whether the lemma w names a person by kind, trade
// or role ("rapper", "mayor", "source", "victim").
func personWord(w string) bool { return namedPerson(w) || tradeSuffix(w) }

// namedPerson is personWord but for nouns in "-ant", which are as often
// beasts ("the 62-year-old bull elephant") as trades ("defendant").
func namedPerson(w string) bool {
	return personNouns[w] || roleNouns[w] || ageNouns[w] || personSuffix(w) || endsIn(w, "or", "ess", "ee")
}

// tradeSuffix reports whether w ends as the names of trades and
// offices personSuffix leaves out do ("mayor", "actress", "trainee",
// "defendant").
func tradeSuffix(w string) bool { return endsIn(w, "or", "ess", "ee", "ant") }

// ofSomeone reports whether the word after "The 41-year-old" at a
// sentence's start says it is a person: a verb ("died", "was", "faces")
// or a noun of people ("defendant"), not a thing ("plane", "law").
func ofSomeone(w string) bool {
	if someoneDid(w) {
		return true
	}
	w = trimPossessive(w)
	if personNouns[lemma(w)] || roleNouns[w] || len(w) > 3 && strings.HasSuffix(w, "ed") {
		return true
	}
	// personSuffix's endings, "-ment" too at a sentence's start, and
	// "millionaire": "presenter", "musician", "defendant", "divorcee"
	return tradeSuffix(w) || endsIn(w, "er", "ist", "ian", "ent", "aire")
}

// someoneDid reports whether w, after "the 41-year-old", is a verb
// only a person's clause has ("was", "died", "told").
func someoneDid(w string) bool {
	switch w {
	case "was", "is", "has", "had", "have", "will", "would", "could", "can", "may", "might", "must", "also", "then",
		"remains", "faces", "says", "said", "told", "lives", "works", "dies", "died", "left", "ran", "fell", "became", "went":
		return true
	}
	return false
}

// personPhrase reports whether toks from k are a noun phrase of one
// person that a clause ends: two or three words, lower case or a
// nationality, the last a person's ("Asian student", "football boss"),
// then "who", a comma, a full stop or a verb ("was"). After "the
// 20-year-old" such a phrase names no one of its own: it is the person
// the story is about.
func personPhrase(toks []token, k int) bool {
	for n := k + 1; n < len(toks) && n <= k+2; n++ {
		if w := toks[n-1]; !isLowerWord(w.s) && !nationality(w.lower) || adverbs[w.lower] {
			return false
		}
		head := lemma(trimPossessive(toks[n].lower))
		if !isLowerWord(toks[n].s) || !personNouns[head] && !ageNouns[head] && !roleNouns[head] && !personSuffix(head) {
			continue
		}
		if n+1 == len(toks) {
			return true
		}
		after := toks[n+1].lower
		return after == "who" || after == "," || after == "." || after == "was" || after == "is" || after == "has" || auxVerbs[after]
	}
	return false
}

// agedNoun reports whether toks[k], right after an age, is a noun of a
// person that ends its phrase ("a 45-year-old divorcee after ...", "a
// 19-year-old student at"), not a word of the clause ("a 26-year-old
// who", "a 30-year-old former soldier", "a 29-year-old murder suspect").
func agedNoun(toks []token, k int) bool {
	lw := trimPossessive(toks[k].lower) // "the 24-year-old actress's agents": the actress
	if !isLowerWord(toks[k].s) || stopNoun[lw] || clauseGoesOn[lw] || afterNoun[lw] || adverbs[lw] || adjectiveLike(lw) || isPlural(lw) || lw == "who" || !namedPerson(lemma(lw)) {
		return false
	}
	if k+1 == len(toks) {
		return true
	}
	n := toks[k+1].lower
	return !isLowerWord(toks[k+1].s) || endsNounPhrase(n) || strings.HasSuffix(n, "s") && !isPlural(lw)
}

// endsNounPhrase reports whether the lower-case word w, after a noun,
// says that the noun ends its phrase: a function word, a verb or a
// preposition ("the bridge collapsed", "a divorcee after ..."), not a
// second noun ("a 40-year-old arch bridge").
func endsNounPhrase(w string) bool {
	return stopNoun[w] || auxVerbs[w] || sayingVerbs[w] || strings.HasSuffix(w, "ed") || clauseGoesOn[w] || afterNoun[w] || modals[w] || adverbLy(w) ||
		w == "did" || w == "does" || w == "do"
}

// modals are the modal verbs, which end the noun phrase before them
// ("the 83-year-old general would never give up").
var modals = map[string]bool{"would": true, "will": true, "could": true, "can": true, "may": true, "might": true,
	"should": true, "must": true, "shall": true}

// qualifiesNoun reports whether the capitalized word toks[k] stands
// before a lower-case noun it qualifies ("Bath player", "A-level
// student"), not before a function word ("Douglas on New Year's Eve",
// "England and British Lions"), and is no possessive ("Brian's uncle").
func qualifiesNoun(toks []token, k int) bool {
	if k+1 >= len(toks) || trimPossessive(toks[k].s) != toks[k].s || !isLowerWord(toks[k+1].s) {
		return false
	}
	n := toks[k+1].lower
	return !stopNoun[n] && !clauseGoesOn[n] && !afterNoun[n] && !verbAfterName(n) && !adverbs[n]
}

// personSuffix reports whether w ends as most nouns of a person's
// trade do ("manager", "psychiatrist", "musician", "resident"), which
// "bull elephant" and "apartment" do not.
func personSuffix(w string) bool {
	return !strings.HasSuffix(w, "ment") && endsIn(w, "er", "ist", "ian", "ent")
}

// endsIn reports whether w ends in one of suffixes with more than two
// letters before it: "mayor", not "or".
func endsIn(w string, suffixes ...string) bool {
	for _, suffix := range suffixes {
		if len(w) > len(suffix)+2 && strings.HasSuffix(w, suffix) {
			return true
		}
	}
	return false
}

// oneOfAge reports whether w, in "a w of N", names one person whose
// age N is ("a divorcee of 45 he met"): a singular noun of people that
// is no body of them (a family, a crew of 20).
func oneOfAge(w string) bool {
	switch w {
	case "family", "crew", "staff", "personnel", "police", "people", "group", "team":
		return false
	}
	return !isPlural(w) && (isPerson(w) || endsIn(w, "ee"))
}

// nounOfOne returns the noun of one person that ends at toks[k] after a
// determiner ("the mother", "her daughter", "the widowed mother"), as
// an age's holder where no name is given; "" otherwise. Kin whose
// holder is named ("his brother") are no one's without the name.
func nounOfOne(toks []token, k int) string {
	if k < 1 || !isLowerWord(toks[k].s) {
		return ""
	}
	w := toks[k].lower
	if kinNouns[w] || !ageNouns[w] && !roleNouns[w] && !personNouns[w] && !personSuffix(w) && !endsIn(w, "or", "ess") || isPlural(w) && !ageNouns[w] {
		return ""
	}
	d := k - 1
	if d > 0 && !determiners[toks[d].lower] && (isLowerWord(toks[d].s) || strings.ContainsRune(toks[d].s, '-') || nationality(toks[d].s)) {
		d-- // "the widowed mother", "the ex-Chilean dictator"
	}
	if !determiners[toks[d].lower] {
		return ""
	}
	return w
}

// determiners come before the noun of one person named by a role.
var determiners = map[string]bool{"the": true, "a": true, "an": true, "her": true, "his": true, "their": true}

// roleNouns are words of one person that news puts after an age at a
// sentence's start that no rule of ofSomeone's covers.
var roleNouns = map[string]bool{"son": true, "wife": true, "star": true, "ex": true, "who": true, "head": true,
	"widow": true, "champion": true, "deputy": true, "peer": true, "mom": true, "dad": true, "boss": true,
	"general": true, "admiral": true, "colonel": true, "marshal": true, "cardinal": true, // not adjectives here: "the 83-year-old general"
	"judge": true, "veteran": true, "chief": true, "pope": true, "king": true, "queen": true, "prince": true,
	"princess": true, "priest": true, "bishop": true, "monk": true, "nun": true, "chef": true, "captain": true}

// ageCompound reads "30-year-old" as 30 years.
func ageCompound(w string) (float64, string, bool) {
	if !strings.HasSuffix(w, "-old") {
		return 0, "", false // most words: one test, on every word read
	}
	var num, unit string
	for _, u := range [...]struct{ suffix, unit string }{{"-year-old", "year"}, {"-years-old", "year"}, {"-week-old", "week"}, {"-month-old", "month"}} {
		if n, ok := strings.CutSuffix(w, u.suffix); ok {
			num, unit = n, u.unit
			break
		}
	}
	if unit == "" || num == "" {
		return 0, "", false
	}
	if v, err := strconv.Atoi(num); err == nil && v > 0 && v < 120 {
		return float64(v), unit, true
	}
	if c := num[0]; (c < '0' || c > '9') && strings.Count(num, "-") <= 1 {
		// "thirty-year-old", "sixty-one-year-old": number words, whole
		if v, ok := wordValue(num); ok && v > 0 && v < 120 {
			return v, unit, true
		}
	}
	return 0, "", false
}

// datedSentence reports whether a sentence opens with a date, as a
// timeline's entries do ("September 21 - Pinochet, aged 82, flies to
// Britain"): what it says is of that day.
func datedSentence(toks []token) bool {
	k := 0
	for k < len(toks) && toks[k].s == ":" {
		k++ // ":: October 9 - ..."
	}
	return k+1 < len(toks) && (monthOf(toks[k].s) > 0 && isNumberAt(toks, k+1) || isYear(toks[k].s))
}

// spelledAge returns the age a number word from two to ninety-nine
// gives ("ten", "forty-two").
func spelledAge(w string) (float64, bool) {
	if w == "" || w[0] < 'a' || w[0] > 'z' {
		return 0, false
	}
	v, ok := wordValue(w)
	return v, ok && v >= 2 && v < 100 && v == float64(int(v))
}

// plainAge reads a bare number that can be an age.
func plainAge(w string) (float64, bool) {
	if len(w) > 3 || w == "" || w[0] < '1' || w[0] > '9' {
		return 0, false
	}
	v, err := strconv.Atoi(w)
	if err != nil || v < 1 || v > 110 {
		return 0, false
	}
	return float64(v), true
}

// ageHolder finds whose age toks[i] ("27-year-old") is: a name right
// after it, past a few lower-case words ("27-year-old military veteran
// Sergio Valencia del Toro"); a name it stands in apposition to ("Sergio
// Valencia del Toro, a 27-year-old Menasha man"); else the noun after it
// ("the 21-year-old mother").
func ageHolder(toks []token, i int) string {
	reach := i + 4
	for k := i + 1; k < len(toks) && k <= reach; k++ {
		if ofWords[toks[k].lower] {
			break // "the 43-year-old boss of Southampton FC": the name is the boss's club
		}
		if toks[k].lower == "and" && k+1 < len(toks) && isLowerWord(toks[k-1].s) && isLowerWord(toks[k+1].s) && !stopNoun[toks[k+1].lower] && k > i+1 {
			reach = min(reach+2, i+6) // "23-year-old sales and marketing assistant Samantha Bevis": one trade of two words
			continue
		}
		if k == i+1 && personTitle(toks[k].s) {
			n := k + 1
			if n+1 < len(toks) && toks[n].s == "." {
				n++ // "Capt. Tom Tennant", its dot a token of its own
			}
			if n < len(toks) && isNamePart(toks[n].s) && !nameStop(toks[n].s) {
				if key := personKey(toks, nameEnd(toks, n)); key != "" {
					return key // "causing 47-year-old Mr Jones actual bodily harm"
				}
			}
		}
		if stopNoun[toks[k].lower] || speechVerbs[toks[k].lower] {
			break // "The 33-year-old recalled that Kevin Cobb was naked": a name of the clause after
		}
		r, _ := utf8.DecodeRuneInString(toks[k].s)
		if unicode.IsUpper(r) && !nameStop(toks[k].s) {
			end := nameEnd(toks, k)
			for p := k; p < end; p++ {
				if trimPossessive(toks[p].s) != toks[p].s {
					end = p // "43-year-old Andrew Main's PC": Andrew Main's age
					break
				}
			}
			if end > k || k == i+1 || k == i+2 && kinWord(toks[i+1].lower) {
				// a name of two words, or a single one right after
				// the age or its kin word ("their 12-year-old son
				// Thomas"); "a 27-year-old Menasha man" is a place
				if end == k && nationality(toks[k].s) && i >= 3 && (toks[i-1].lower == "a" || toks[i-1].lower == "the") && toks[i-2].s == "," {
					break // "Rabei Ousmane Sayed Ahmed, a 35-year-old Egyptian": the name in apposition
				}
				if end > k && end+1 < len(toks) && isLowerWord(toks[end+1].s) && !adverbs[toks[end+1].lower] && !textproc.IsStopword(toks[end+1].lower) && personSuffix(toks[end+1].lower) {
					break // "The 62-year-old Military Medal holder": a title the noun after holds, no name
				}
				if key := personKey(toks, end); key != "" {
					if end+1 >= len(toks) || !isLowerWord(toks[end+1].s) || end > k || verbAfterName(toks[end+1].lower) && !nationality(toks[end].s) {
						return key
					}
					if end == k && k == i+1 && !nationality(toks[k].s) && nameGoesOn(toks, end+1) {
						return key // "condemning 57-year-old Hindley to die", "engaged to 55-year-old Douglas on New Year's Eve"
					}
				}
			}
			if end == k && qualifiesNoun(toks, k) {
				continue // a word that qualifies the noun after it: "16-year-old A-level student Lydia Morgan"
			}
			break
		}
		if !isLowerWord(toks[k].s) {
			break
		}
	}
	// a name in apposition after the age alone: "another 15-year-old,
	// Michalis Kaltezas, who was killed"; a name of two words or more,
	// closed by a comma, a full stop or "who"
	if i+3 < len(toks) && toks[i+1].s == "," && isNamePart(toks[i+2].s) && !nameStop(toks[i+2].s) {
		if end := nameEnd(toks, i+2); end > i+2 && (end+1 == len(toks) || toks[end+1].s == "," || toks[end+1].s == "." || toks[end+1].lower == "who") {
			if key := personKey(toks, end); key != "" {
				return key
			}
		}
	}
	// apposition: "Name, a 27-year-old …", "Name, the 27-year-old …",
	// "Crosby, another 3-year-old male"
	if i >= 3 && (toks[i-1].lower == "a" || toks[i-1].lower == "the" || toks[i-1].lower == "another") && toks[i-2].s == "," {
		if key := personKey(toks, i-3); key != "" {
			return key
		}
	}
	// the noun after it, any noun of a person ("raped a 45-year-old
	// divorcee"), or the name in apposition to that noun ("his
	// 28-year-old son-in-law, Alexander Auerbach"); but "the 43-year-old
	// football boss, who ..." and "The 29-year-old presenter left" at a
	// sentence's start are the one the story is about or the one just
	// named, whom the caller finds
	anyRole := i == 0 || toks[i-1].lower != "the" || i > 1 && !personPhrase(toks, i+1)
	for k := i + 1; k < len(toks) && k <= i+3; k++ {
		lw := toks[k].lower
		if r, _ := utf8.DecodeRuneInString(toks[k].s); unicode.IsUpper(r) && !isNamePart(toks[k-1].s) && (!nationality(toks[k].s) || anyRole && k == i+1 && nationalOne(toks, k)) && qualifiesNoun(toks, k) {
			continue // "the 34-year-old Bath player", "a 36-year-old Australian climber": a place, a side or a nation qualifies the noun
		}
		if isLowerWord(toks[k].s) && (personNouns[lemma(lw)] || ageNouns[lw] || kinNouns[lw] || petNouns[lw]) || anyRole && (k == i+1 || k == i+2 && nationality(toks[i+1].s)) && agedNoun(toks, k) {
			if k+3 < len(toks) && toks[k+1].s == "," && isNamePart(toks[k+2].s) && !isParticle(toks[k+2].s) {
				end := nameEnd(toks, k+2)
				// a full name, or one word set off by commas: "his
				// 12-year-old son, Thomas, was hurt"
				if key := personKey(toks, end); strings.Contains(key, ". ") || key != "" && end == k+2 && end+1 < len(toks) && toks[end+1].s == "," && !nameStop(toks[end].s) {
					return key
				}
			}
			if kinNouns[lw] {
				return "" // "his son-in-law": whose?
			}
			return trimPossessive(lw) // "the 15-year-old boy's transmitter": the boy's age
		}
		if !isLowerWord(toks[k].s) {
			break
		}
	}
	return ""
}

// nationalOne reports whether the nationality toks[k] qualifies a noun
// of one person after it ("Australian climber", "British man"), rather
// than being the noun ("a 35-year-old Egyptian").
func nationalOne(toks []token, k int) bool {
	if k+1 >= len(toks) {
		return false
	}
	n := toks[k+1].lower
	return isLowerWord(toks[k+1].s) && !isPlural(n) && (isPerson(n) || roleNouns[n] || ageNouns[n])
}

// likenOrHave come before "a 16-year-old" that is no one of the story:
// a likeness ("like", "as", "than") or one's child ("I have").
var likenOrHave = map[string]bool{"like": true, "as": true, "than": true, "have": true, "has": true, "had": true}

// personAhead reports whether the words from toks[k] are a noun phrase
// of a person, its noun past a few qualifiers ("the 34-year-old former
// England rugby union centre", "the 49-year-old federal appeals court
// judge"), not of a thing ("the 10-year-old articulated truck").
func personAhead(toks []token, k int) bool {
	for n := k; n < len(toks) && n < k+5; n++ {
		w := toks[n]
		if !isLowerWord(w.s) && (n == k || !qualifiesNoun(toks, n)) || stopNoun[w.lower] || adverbs[w.lower] {
			return false
		}
		if isLowerWord(w.s) && namedPerson(lemma(trimPossessive(w.lower))) && (n+1 == len(toks) || !isLowerWord(toks[n+1].s) || endsNounPhrase(toks[n+1].lower) || trimPossessive(w.lower) != w.lower) {
			return true
		}
	}
	return false
}

// personTitle reports a title that stands before a person's name
// ("Mr", "Mrs", "Dr", "Sgt"), as opposed to a word of address a
// sentence opens with.
func personTitle(w string) bool {
	w = strings.TrimSuffix(w, ".")
	return textproc.InLower(nameTitles, w) || textproc.InLower(titles, w) || textproc.InLower(ranks, w)
}

// nameTitles are the words of address and the offices that stand
// before a name (personTitle) beside those a quotation's speaker may
// carry (titles) and ranks: "47-year-old Mr Jones", "51-year-old Capt.
// Tom Tennant", "the 70-year-old Sen. Joe Biden".
var nameTitles = map[string]bool{"mr": true, "mrs": true, "ms": true, "miss": true, "dr": true,
	"maj": true, "cmdr": true, "deputy": true, "trooper": true, "pastor": true, "coach": true}

// nameGoesOn reports whether toks[k], after a one-word name right
// after an age, says the name ended a noun phrase (a preposition, a
// conjunction before a lower-case word, a verb: "Hindley to die",
// "Douglas on New Year's Eve", "Wall and desecrated"), rather than the
// name qualifying a noun ("a 27-year-old Menasha man", "the
// 34-year-old England and British Lions centre").
func nameGoesOn(toks []token, k int) bool {
	if k >= len(toks) {
		return false
	}
	switch toks[k].lower {
	case "and", "but":
		return k+1 < len(toks) && isLowerWord(toks[k+1].s)
	case "to", "on", "in", "at", "who", "after", "before", "for", "from", "with", "faces", "denies", "admits",
		"when", "while", "as", "because", "until", "getting", "being",
		"told", "said", "says", "died", "is", "was", "has", "had", "will", "would",
		"off", "out", "up", "back", "home", "into", "by": // "dropped Jamie, 12, and seven-year-old Natalie off at school"
		return true
	}
	return false
}

// agedThing returns the noun that a "40-year-old" right before it is the
// age of, when no person is named ("the 40-year-old bridge", "the
// 52-year-old psychiatrist", "the ailing 78-year-old pope"): one word
// in lower case that is no adjective, keyed as the thing ("bridge").
// Two such ages in a story are of one thing when they are of one noun,
// as "the 21-year-old mother" is.
func agedThing(toks []token, i int) string {
	if i+1 >= len(toks) || i == 0 {
		return ""
	}
	if articleBefore(toks, i) < 0 {
		return "" // "his 40-year-old car": his, and another's car is another
	}
	w := toks[i+1]
	if !isLowerWord(w.s) || len(w.lower) < 3 || adjectiveLike(w.lower) || stopNoun[w.lower] || kinNouns[w.lower] || adverbs[w.lower] || strings.HasSuffix(w.lower, "ly") {
		return ""
	}
	if i+2 < len(toks) && isLowerWord(toks[i+2].s) && !endsNounPhrase(toks[i+2].lower) {
		return "" // "a 40-year-old arch bridge": which word is the noun is unsure ("the bridge collapsed" is sure)
	}
	return lemma(w.lower)
}

// afterNoun are words that end a noun phrase: "raped a 45-year-old
// divorcee after breaking into her home" (the noun is sure).
var afterNoun = map[string]bool{"after": true, "before": true, "during": true, "while": true, "when": true, "where": true,
	"whose": true, "whom": true, "into": true, "near": true, "outside": true, "inside": true, "because": true,
	"since": true, "until": true, "through": true, "under": true, "behind": true, "across": true, "against": true,
	// a relative clause without "who": "a 45-year-old divorcee he met while on duty"
	"he": true, "she": true, "they": true, "we": true}

// adverbs may follow "the 26-year-old" and be no noun ("is not
// representing the 26-year-old anymore").
var adverbs = map[string]bool{"anymore": true, "now": true, "still": true, "again": true, "too": true, "also": true,
	"then": true, "here": true, "there": true, "yet": true, "already": true, "later": true, "today": true}

// kinNouns name a person by kin, which says whose only with a name.
var kinNouns = map[string]bool{"son-in-law": true, "daughter-in-law": true, "brother": true, "sister": true,
	"nephew": true, "niece": true, "grandson": true, "granddaughter": true, "cousin": true, "uncle": true, "aunt": true,
	"stepson": true, "stepdaughter": true, "boyfriend": true, "girlfriend": true, "fiance": true, "fiancee": true}

// petNouns name an animal of a household, whose age news gives as a
// person's ("her 15-year-old cat", "her 9-year-old cat, Boots,"): one
// animal of the story, the one its owner's story is about.
var petNouns = map[string]bool{"cat": true, "dog": true, "kitten": true, "puppy": true, "horse": true, "pony": true,
	"mare": true, "stallion": true, "gelding": true, "parrot": true, "rabbit": true, "hamster": true, "tortoise": true}

// childNouns are the nouns of a child, which a "15-year" before can
// only give the age of ("a 15-year girl"; "a 20-year veteran" is a
// career's length).
var childNouns = map[string]bool{"girl": true, "boy": true, "child": true, "son": true, "daughter": true,
	"baby": true, "toddler": true}

// ageNouns are nouns of one person that an age may be given of.
var ageNouns = map[string]bool{"gunman": true, "shooter": true, "mother": true, "mom": true, "father": true,
	"baby": true, "girl": true, "boy": true, "man": true, "woman": true, "driver": true, "suspect": true,
	"victim": true, "daughter": true, "son": true, "wife": true, "husband": true, "student": true, "pilot": true}

// personKey reads the name that ends at toks[last] backwards and returns
// its key: the first name's initial and the surname ("K. Johnson"), or
// the surname alone for a one-word name; "" when toks[last] ends no name.
func personKey(toks []token, last int) string {
	if last > 0 && nameSuffix(toks[last].s) {
		last-- // "Charles Carl Roberts IV"
	}
	if last < 0 || !isNamePart(toks[last].s) && !monthSurname(toks, last) || isParticle(toks[last].s) {
		return ""
	}
	first := last
	for first > 0 && last-first < 4 && isNamePart(toks[first-1].s) && trimPossessive(toks[first-1].s) == toks[first-1].s {
		first-- // not past a possessive: "Croatia's German-backed" names no one
	}
	for first < last && isParticle(toks[first].s) {
		first++
	}
	// the first word of a sentence may be a capitalized common word, and
	// titles and ranks come before a name ("Lance Corporal Carr", "CSM
	// Michael Gleave", "Pcs Jane Bramble")
	for {
		r, _ := utf8.DecodeRuneInString(toks[first].s)
		if unicode.IsUpper(r) && !nameStop(toks[first].s) && !isTitle(trimPossessive(toks[first].s)) && !strings.Contains(toks[first].s, "-of-") &&
			!(first < last && kinWord(toks[first].lower)) && // "Husband Martin Evans, 38," at a sentence's start; "the Queen Mother" is hers
			!(first < last && openingParticiple(toks, first)) &&
			!(first < last && acronymBefore(toks[first].s, last-first) && !isUpperWord(toks[last].s)) &&
			!(first < last && opensSentence(toks, first) && textproc.IsStopwordFold(toks[first].s) && !modalName(toks[first].lower)) { // "With Gillian's dead body", "Instead John and Carol"
			break
		}
		if first == last {
			return ""
		}
		first++
	}
	if first < last && placeOpeners[toks[first].lower] {
		return "" // "New York", "Los Angeles", "Fort Worth": a place, no one's name
	}
	if first > 0 && groupNouns[toks[first-1].lower] {
		return "" // "rap duo Mobb Deep", "the band Oasis": a group's name
	}
	sur := trimPossessive(toks[last].s) // "Areej Ali's body"
	if i := strings.IndexByte(sur, '.'); i > 1 && i+1 < len(sur) && sur[i+1] >= 'A' && sur[i+1] <= 'Z' {
		sur = sur[:i] // "Thomas Marshall.He used": a sentence's space lost after the name
	}
	if i := strings.LastIndexByte(sur, '-'); i > 0 && stopNoun[sur[i+1:]] && !strings.Contains(sur[:i], "-") {
		sur = sur[:i] // "Kirkpatrick-was charged": a dash lost its spaces, not a double-barrelled name
	}
	if nameStop(sur) && !monthSurname(toks, last) || len(sur) < 2 || textproc.InLower(bodyWords, sur) && first < last ||
		first < last && textproc.IsStopwordFold(sur) { // "Doctor Who": a show, no one's name
		return "" // "Pinellas County", "the White House", "Santa Rosa Court": a place's or a body's name
	}
	if len(sur) <= 3 && isUpperWord(sur) && first < last {
		return "" // "Southampton FC", "Sky TV": an organisation's initials
	}
	if len(sur) > 3 && isUpperWord(sur) {
		sur = titleCase(sur) // "NOEL EDMONDS is quitting": a headline's capitals, the same Edmonds
	}
	if first == last {
		return sur
	}
	if last == first+1 && textproc.InLower(familyFirst, toks[first].s) {
		// a Chinese name, family name first: "Wang Youcai" is Y. Wang,
		// whom "Wang, 31" names too
		r, _ := utf8.DecodeRuneInString(sur)
		return string(unicode.ToUpper(r)) + ". " + trimPossessive(toks[first].s)
	}
	r, _ := utf8.DecodeRuneInString(toks[first].s)
	return string(unicode.ToUpper(r)) + ". " + sur
}

// openingParticiple reports whether toks[k] opens a sentence with a
// participle that describes the name after it, as tabloids write
// ("Stunning Tracy, 26,", "Depraved Roberts, 52,", "Thrilled Noel"):
// no first name.
func openingParticiple(toks []token, k int) bool {
	w := toks[k].lower
	if len(w) < 6 || !strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "ing") {
		return false
	}
	return opensSentence(toks, k)
}

// familyFirst are common Chinese family names, which news writes before
// the given name ("Wang Youcai", "Li Ka-shing"), in lower case.
var familyFirst = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`wang li zhang liu chen yang huang zhao zhou wu xu sun zhu ma hu guo lin gao luo
		zheng liang xie tang han feng deng cao peng zeng xiao tian dong pan yuan cai jiang du ye cheng lu ding ren shen
		yao qin fu xiong meng qian bai hou zou xue yan mao wen`) {
		m[w] = true
	}
	return m
}()

// Label names what a group counts, for people to read: "age of K.
// Johnson", "miles from Philadelphia", "Lebanese soldier".
func (g Group) Label() string {
	switch {
	case isAge(g.Thing):
		unit := strings.TrimPrefix(g.Thing, thingAge)
		return "age" + unit + " of " + holderName(g.Qualifier) // "age of the mother"
	case (g.Thing == thingHeight || g.Thing == thingStone || g.Thing == thingWeight) && g.Qualifier != "":
		if g.Thing == thingHeight {
			return "height of " + holderName(g.Qualifier)
		}
		return "weight of " + holderName(g.Qualifier) // "11st 7lb", "7lb 6oz": its unit in each figure
	case (isTemperature(g.Thing) || isSpeed(g.Thing)) && g.Qualifier != "":
		return g.Thing + " for " + g.Qualifier // "degrees Fahrenheit for -26 degrees Celsius", "mph for 240 km/h"
	case isStat(g.Thing):
		return g.Thing + " of " + g.Qualifier // "points of K. Durant"
	case (g.Thing == thingPercent || g.Thing == thingFraction || g.Thing == thingPopulation) && (g.Qualifier != "" || g.Context == "" ||
		g.Thing == thingPopulation && isPerson(lemma(g.Context))): // "a city of 435,000 people": "population", not "population (people)"
		return strings.TrimSpace(g.Thing + " " + g.Qualifier) // "percent of West Bank", "population of Croatia"
	case isDistance(g.Thing) && g.Qualifier == thingDepth:
		return "depth in " + g.Thing // "at a depth of 1.2 miles"
	case isDistance(g.Thing):
		return strings.TrimSpace(g.Thing + " " + g.Qualifier) // "miles from Seoul"; "kilometres" of no named place
	case strings.HasPrefix(g.Qualifier, "of "):
		return g.Thing + " " + g.Qualifier // "retailer of 20": so many out of 20
	case sizeUnit(g.Thing) && modifierUnits[g.Thing] != "" && g.Qualifier != "":
		return modifierUnits[g.Thing] + " (" + g.Qualifier + ")" // "a 7-yard touchdown": "yards (touchdown)", not "touchdown yard"
	case g.Qualifier != "":
		return g.Qualifier + " " + g.Thing
	case g.Context != "":
		return g.Thing + " (" + g.Context + ")" // "pounds (fined)", "weeks (trial)"
	}
	return g.Thing
}

// holderName is a group's holder as a label names it: a name as it is,
// a noun with "the" ("the mother", "the baby").
func holderName(who string) string {
	if r, _ := utf8.DecodeRuneInString(who); unicode.IsLower(r) {
		return "the " + who
	}
	return who
}

// RoleShown is the group's role as a reader sees it beside its Label:
// none where it names the counted noun again ("59 bodies" counted as
// bodies: "body", not "body (bodies)").
func (g Group) RoleShown() string {
	if lemma(g.Role) == g.Thing {
		return ""
	}
	return g.Role
}

// isNamePart reports a word of a personal name: a capitalized word that
// is not a month, a day or a word of address, or a particle ("del").
func isNamePart(w string) bool {
	if isParticle(w) {
		return true
	}
	w = trimPossessive(w)
	r, _ := utf8.DecodeRuneInString(w)
	if h := strings.LastIndexByte(w, '-'); h > 0 && h+1 < len(w) && w[h+1] >= 'a' && w[h+1] <= 'z' && !textproc.IsStopword(w[h+1:]) {
		// "Wheelchair-bound Pamela Coughlan", "Pakistan-born Khuram
		// Butt": a compound epithet, no first name (not "Jean-Pierre",
		// nor "Kirkpatrick-was", a dash glued to the next word)
		return false
	}
	return unicode.IsUpper(r) && !nameStop(w) && !strings.HasSuffix(w, "-old") && // "Sixteen-year-old Kimani Gray": an age, no first name
		strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\'' && r != '.' }) < 0
}

// monthSurname reports a surname spelled as a month's abbreviation
// after a first name ("Li Jun, 25"), not a date ("Jun 25", "Jun.").
func monthSurname(toks []token, k int) bool {
	w := toks[k].s
	if len(w) != 3 || !months[strings.ToLower(w)] || k == 0 || !isNamePart(toks[k-1].s) {
		return false
	}
	return k+1 == len(toks) || toks[k+1].s != "." && !isNumberAt(toks, k+1)
}

// nameEnd returns the last token of the run of name words from toks[i].
func nameEnd(toks []token, i int) int {
	for i+1 < len(toks) && isNamePart(toks[i+1].s) {
		i++
	}
	return i
}

// trimPossessive returns w without a possessive "'s" or "’s".
func trimPossessive(w string) string {
	if t, ok := strings.CutSuffix(w, "'s"); ok {
		return t
	}
	if t, ok := strings.CutSuffix(w, "’s"); ok {
		return t
	}
	return w
}

func nameSuffix(w string) bool {
	switch strings.TrimSuffix(w, ".") {
	case "Jr", "Sr", "II", "III", "IV":
		return true
	}
	return false
}

func isParticle(w string) bool {
	switch w {
	case "del", "de", "van", "von", "da", "bin", "al", "la", "le":
		return true
	}
	return false
}

func isLowerWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsLower(r)
}

// nameStop are capitalized words that are not names of people.
func nameStop(w string) bool {
	w = strings.TrimSuffix(w, ".") // every key is shorter than InLower's 16 bytes
	return textproc.InLower(months, w) || textproc.InLower(weekdays, w) || textproc.InLower(titleWords, w) || textproc.InLower(openers, w)
}

// dayNames are the days of the week, lower-cased; eventDays numbers them
// by their place here.
var dayNames = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}

var weekdays = func() map[string]bool {
	m := map[string]bool{}
	for _, d := range dayNames {
		m[d] = true
	}
	return m
}()

// titleWords are capitalized words before a name or of a sentence's
// start that are not the name.
var titleWords = map[string]bool{"mr": true, "mrs": true, "ms": true, "dr": true, "sgt": true, "gen": true, "col": true,
	"capt": true, "lt": true, "det": true, "insp": true, "supt": true, "cpl": true, "rep": true, "sen": true,
	"gov": true, "president": true, "the": true, "a": true,
	"an": true, "and": true, "but": true, "he": true, "she": true, "they": true, "his": true, "her": true, "said": true,
	"police": true, "officer": true, "detective": true, "chief": true, "minister": true, "in": true, "on": true,
	"at": true, "of": true, "by": true, "st": true, "ave": true, "road": true, "street": true,
	// a player's position before his name: "Sharpshooter Mike Miller"
	"guard": true, "forward": true, "center": true, "centre": true, "rookie": true, "quarterback": true,
	"striker": true, "midfielder": true, "goalkeeper": true, "coach": true, "sharpshooter": true, "teammate": true,
	"captain": true,
	// a photo credit before a caption's name: "For The Times James Price, 22"
	"times": true, "post": true, "press": true, "news": true, "images": true, "getty": true, "reuters": true,
	// a tabloid's epithet before a name: "Evil Paul Banfield, 33", "Tearful dad Alan Kirby"
	"evil": true, "depraved": true, "vile": true, "sick": true, "twisted": true, "callous": true, "wicked": true,
	"tragic": true, "tearful": true, "brave": true, "heartbroken": true, "grieving": true, "distraught": true,
	"disgraced": true, "shamed": true, "jailed": true, "axed": true, "sacked": true, "killer": true, "beast": true,
	"pervert": true, "monster": true, "cop": true, "tot": true, "hero": true, "tragedy": true, "lottery": true,
	"dad": true, "mum": true}

// openers are a sentence's opening adverbs and conjunctions, capitalized
// there and no name: "Yesterday, a 36-year-old climber died", "Today Ben
// Yu, 21". They are no titles (isTitle): "as Smith" says nothing of
// Smith.
var openers = map[string]bool{"yesterday": true, "today": true, "tonight": true, "tomorrow": true, "meanwhile": true,
	"however": true, "earlier": true, "later": true, "now": true, "then": true, "when": true, "while": true, "after": true,
	"before": true, "although": true, "though": true, "since": true, "if": true, "as": true}

// isDistance reports whether thing is a distance's (distanceUnit).
func isDistance(thing string) bool {
	return thing == "miles" || thing == "kilometres" || thing == thingNauticalMiles
}

// thingNauticalMiles is the thing of a distance at sea: "150 nautical
// miles off Aden" is no distance in miles.
const thingNauticalMiles = "nautical miles"

// distanceUnit returns the unit of a distance at toks[k] ("mile",
// "kilometre"), or "".
func distanceUnit(toks []token, k int) string {
	if k >= len(toks) {
		return ""
	}
	return distanceWord(toks[k].lower)
}

// distanceWord returns the thing of a unit of distance, the lower-case
// word w ("mile": "miles", "km": "kilometres"), or "".
func distanceWord(w string) string {
	switch w {
	case "miles", "mile":
		return "miles"
	case "kilometres", "kilometers", "km", "kms", "kilometre", "kilometer":
		return "kilometres"
	}
	return ""
}

// thingDepth qualifies a distance that is a depth (depthBefore).
const thingDepth = "depth"

// depthBefore reports whether the distance whose number is at toks[i]
// is a depth: "a depth of 1.2 miles", "at a depth of about 10 km".
func depthBefore(toks []token, i int) bool {
	k := approxStart(toks, i)
	return k >= 2 && toks[k-1].lower == "of" && toks[k-2].lower == "depth"
}

// placeAfter returns the place a distance is measured from: the name
// after "of" or "from", past a parenthesised conversion and a direction
// ("(88 kilometers) west of Philadelphia"), or "".
func placeAfter(toks []token, k int) string {
	if k < len(toks) && toks[k].s == "(" {
		for k < len(toks) && toks[k].s != ")" {
			k++
		}
		k++
	} else if k < len(toks) && toks[k].s == ";" {
		// the first of two conversions: "6 nautical miles (7 miles; 11
		// kilometers) off Mallipo"
		for n := k; n < len(toks) && n <= k+4; n++ {
			if toks[n].s == ")" {
				k = n + 1
				break
			}
		}
	} else if k < len(toks) && toks[k].s == ")" {
		k++ // the conversion itself: "(88 kilometers) west of"
	}
	for n := 0; k < len(toks) && n < 2 && directions[toks[k].lower]; n++ {
		k++
	}
	if k >= len(toks) {
		return ""
	}
	switch {
	case toks[k].lower == "of" || toks[k].lower == "from":
		k++
	case k > 0 && toks[k-1].lower == "off" && isNamePart(toks[k].s):
		// "five miles off Mallipo": the place, with no "of"
	default:
		return ""
	}
	if k < len(toks) && toks[k].lower == "the" {
		k++
	}
	// "of the capital, Stockholm", "from the capital Kabul"
	if k < len(toks) && (toks[k].lower == "capital" || toks[k].lower == "city") {
		k++
		if k < len(toks) && toks[k].s == "," {
			k++
		}
	}
	var name []string
	for ; k < len(toks) && len(name) < 3; k++ {
		r, _ := utf8.DecodeRuneInString(toks[k].s)
		if !unicode.IsUpper(r) || nameStop(toks[k].s) && toks[k].lower != "st" {
			break
		}
		name = append(name, toks[k].s)
	}
	if len(name) == 1 && nationality(name[0]) && k < len(toks) && placeNouns[toks[k].lower] {
		return "" // "west of the Indian capital": a nation's city, not named
	}
	return strings.Join(name, " ")
}

// placeNouns name a place by its kind: after a nation's adjective ("the
// Indian capital", "the Scottish-English border") no place is named.
var placeNouns = map[string]bool{"capital": true, "city": true, "border": true, "coast": true, "frontier": true,
	"town": true, "region": true, "province": true, "island": true, "mainland": true, "port": true, "village": true}

var directions = map[string]bool{"north": true, "south": true, "east": true, "west": true, "northeast": true,
	"northwest": true, "southeast": true, "southwest": true, "north-east": true, "north-west": true,
	"south-east": true, "south-west": true, "northeastern": true, "away": true, "outside": true, "off": true,
	"inland": true, "due": true}

// contractionHead returns the word a contraction begins with ("we"
// of "we're"), w itself where it has no apostrophe past its first
// letter ("o'brien").
func contractionHead(w string) string {
	if i := strings.IndexAny(w, "'’"); i > 1 {
		return w[:i]
	}
	return w
}

// opensSentence reports whether toks[k] is the first word of its
// sentence: the text's first, or one after a full stop, a question or
// an exclamation mark, a colon or a quote.
func opensSentence(toks []token, k int) bool {
	return k == 0 || strings.ContainsAny(toks[k-1].s, ".!?:\"“”") || toks[k-1].s == "'" || toks[k-1].s == "‘"
}

// modalName reports whether w, a function word, is as often a first
// name ("Will Walker netted 13 points", "May Lee").
func modalName(w string) bool { return w == "will" || w == "may" }

// acronymBefore reports whether w, a capitalized word n words before a
// surname, is an organisation's or a position's initials rather than a
// first name: "to ITV Edmonds, 50," (a full stop lost), "CB Michael
// Lehan"; two capitals just before the surname are a first name's
// initials ("JR Inman").
func acronymBefore(w string, n int) bool {
	return isUpperWord(w) && (len(w) == 3 || len(w) == 4 || len(w) == 2 && n > 1)
}

// titleCase writes a word of capitals as a name is written: "EDMONDS"
// as "Edmonds", "O'BRIEN" as "O'Brien", "SMITH-JONES" as "Smith-Jones".
func titleCase(w string) string {
	b := make([]rune, 0, len(w))
	up := true
	for _, r := range w {
		if up {
			b = append(b, unicode.ToUpper(r))
		} else {
			b = append(b, unicode.ToLower(r))
		}
		up = !unicode.IsLetter(r)
	}
	return string(b)
}

// plainNames returns x with the ages whose holder Extract read with a
// descriptor for a first name keyed by the name itself: a tabloid's
// word for someone before the name ("Drifter Alan Hobbs, 32." is A.
// Hobbs; "Librarians John, 52," is John), which the story shows is a
// common word where one of its texts writes it in lower case ("a
// drifter who killed three friends", "both librarians") and one text
// alone cannot. x itself is not changed.
func plainNames(x []Extraction, docs []Doc, lower *lowerCase) []Extraction {
	out := x
	var copied []bool // the extractions out holds copies of, made on the first change
	for i, e := range x {
		for j, q := range e.Quantities {
			initial, sur, ok := strings.Cut(q.Qualifier, ". ")
			if !isAge(q.Thing) || !ok {
				continue
			}
			words, n := capitalsBefore(docs[i].Text, q.Start)
			if n < 2 || trimPossessive(words[n-1]) != sur || !strings.HasPrefix(words[0], initial) || !lower.descriptor(words[0]) {
				continue
			}
			key := sur // "Librarians John": a first name alone, which personKeys maps
			if n > 2 {
				r, _ := utf8.DecodeRuneInString(words[1])
				key = string(r) + ". " + sur
			}
			if copied == nil {
				out, copied = slices.Clone(x), make([]bool, len(x))
			}
			if !copied[i] {
				out[i].Quantities = slices.Clone(e.Quantities)
				copied[i] = true
			}
			out[i].Quantities[j].Qualifier = key
		}
	}
	return out
}

// capitalsBefore returns the capitalized words of the name that an age
// at text[pos:] follows in apposition ("Drifter Alan Hobbs, 32"): the
// run of them just before its comma, four at most, in order, and how
// many there are; none where no comma is.
func capitalsBefore(text string, pos int) (words [4]string, n int) {
	s := strings.TrimRight(text[max(0, pos-80):pos], " ")
	s, ok := strings.CutSuffix(s, ",")
	if !ok {
		return words, 0
	}
	var rev [4]string
	for n < 4 {
		s = strings.TrimRight(s, " \t\r\n")
		i := strings.LastIndexAny(s, " \t\r\n") + 1
		w := s[i:]
		r, _ := utf8.DecodeRuneInString(w)
		if w == "" || !unicode.IsUpper(r) || strings.ContainsAny(w, ".,;:!?\"") {
			break
		}
		rev[n] = w
		n++
		s = s[:i]
	}
	for k := range n {
		words[k] = rev[n-1-k]
	}
	return words, n
}

// lowerCase holds the words a story's texts write in lower case, read
// on first need.
type lowerCase struct {
	docs  []Doc
	words map[string]bool
}

// descriptor reports whether w, a capitalized word before a name, is a
// word for someone that the story also writes in lower case: a noun of
// a trade or a plural ("Drifter", "Decorator", "Librarians", "Parents"
// beside "a drifter", "painter and decorator"), not a first name that
// is also a word ("Will", "Mark").
func (l *lowerCase) descriptor(w string) bool {
	if !tradeOrPlural(w) {
		return false
	}
	if l.words == nil {
		l.words = map[string]bool{}
		for _, d := range l.docs {
			for f := range strings.FieldsSeq(d.Text) {
				f = strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) })
				if r, _ := utf8.DecodeRuneInString(f); unicode.IsLower(r) {
					l.words[f] = true
				}
			}
		}
	}
	return textproc.InLower(l.words, w)
}

// tradeOrPlural reports whether w, in any case, ends as a noun of a
// trade does ("-er", "-or", "-ist", "-ian", "-ant") or as a plural (not
// "-ss", "-us", "-is").
func tradeOrPlural(w string) bool {
	ends := func(suffix string) bool {
		return len(w) > len(suffix)+2 && strings.EqualFold(w[len(w)-len(suffix):], suffix)
	}
	return ends("er") || ends("or") || ends("ist") || ends("ian") || ends("ant") ||
		len(w) > 0 && w[len(w)-1]|0x20 == 's' && !ends("ss") && !ends("us") && !ends("is")
}

// agedPhrase reads "aged" with an adverb before the age ("aged only
// 14", "aged just 14"), a spelled age ("aged eight") or an age in weeks
// or months ("aged eight weeks", "aged 11 months") at toks[i]: its
// value, thing, last token and holder (the name or the noun of one
// person right before "aged", or set off before its comma; "" when
// none). ok is false where none of these is written: the plain "aged
// 57" is read with the other ages.
func agedPhrase(toks []token, i int) (v float64, thing string, last int, key string, ok bool) {
	a := agedBefore(toks, i)
	if a < 1 {
		return 0, "", 0, "", false
	}
	adverb := a < i-1
	v, plain := plainAge(toks[i].s)
	spelled := false
	if !plain {
		v, spelled = spelledAge(toks[i].lower)
	}
	thing, last = thingAge, i
	if i+1 < len(toks) {
		switch toks[i+1].lower {
		case "weeks", "week":
			thing, last = thingAgeWeeks, i+1
		case "months", "month":
			thing, last = thingAgeMonth, i+1
		}
	}
	if !plain && !spelled || !adverb && !spelled && thing == thingAge {
		return 0, "", 0, "", false
	}
	if last+1 < len(toks) && (toks[last+1].lower == "to" || toks[last+1].lower == "and" || toks[last+1].lower == "or") {
		return 0, "", 0, "", false // "aged six to eight": a range, no one's
	}
	switch b := a - 1; {
	case toks[b].s == "," && b >= 1:
		key = cmp.Or(personKey(toks, b-1), nounOfOne(toks, b-1)) // "Harry, aged eight weeks,", "The boy, aged just 14,"
	case isNamePart(toks[b].s) && !nameStop(toks[b].s):
		key = personKey(toks, b) // "shaking Harry aged only eight weeks"
	case childNouns[toks[b].lower] && b >= 1 && (toks[b-1].lower == "a" || toks[b-1].lower == "the"):
		key = toks[b].lower // "a baby aged 11 months"
	}
	return v, thing, last, key, true
}

// agedBefore returns where "aged" stands right before the figure at
// toks[i], past an adverb ("aged 57", "aged only eight"), or -1.
func agedBefore(toks []token, i int) int {
	a := i - 1
	if a >= 0 && (toks[a].lower == "only" || toks[a].lower == "just" || toks[a].lower == "barely") {
		a--
	}
	if a < 0 || toks[a].lower != "aged" {
		return -1
	}
	return a
}

// wouldHaveBeen returns the index of the last word of the name whose
// age "would have been" toks[i] ("Thomas, who would have been 15
// yesterday", "Thomas would have been 15 on Tuesday"), or -1.
func wouldHaveBeen(toks []token, i int) int {
	if i < 4 || toks[i-1].lower != "been" || toks[i-2].lower != "have" || toks[i-3].lower != "would" {
		return -1
	}
	n := i - 4
	if toks[n].lower == "who" && n >= 2 {
		n--
		if s := toks[n].s; s == "," || s == "_" || dash(s) {
			n-- // "Thomas, who", "Thomas _ who" (a wire's dash)
		}
	}
	if n >= 0 && isNamePart(toks[n].s) {
		return n
	}
	// the name before an apposition: "Thomas, an only child who would
	// have been 15"
	for k := n; k >= 1 && k >= n-4; k-- {
		if toks[k].s == "," {
			if isNamePart(toks[k-1].s) {
				return k - 1
			}
			return -1
		}
		if !isLowerWord(toks[k].s) {
			return -1
		}
	}
	return -1
}

// nowAt returns where the comma is that sets off "now" before the figure
// at i ("Hindley, now 57,", "Ms Druhan, now aged 64,"), or 0.
func nowAt(toks []token, i int) int {
	n := i - 1
	if n >= 1 && toks[n].lower == "aged" {
		n--
	}
	if n >= 2 && toks[n].lower == "now" && toks[n-1].s == "," {
		return n - 1
	}
	return 0
}
