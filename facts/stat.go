package facts

// A player's figures in a game: "Kevin Durant, who had 32 points", "Bosh
// had 24, and Wade added 20", "made seven 3-pointers to score 23".
//
// Design. Sports reports give each player's points, rebounds and goals,
// and sources disagree on them as on any count; without the player they
// are a pile of numbers that differ because they count different
// people. A statistic is a number before a statistic's noun, or a bare
// number after "scored", "had" or "added" in a text that counts points
// elsewhere, held by the subject of its clause: the nearest name before
// it, a relative clause after a name passed over ("Chris Bosh, who
// joined James and Dwyane Wade, added 24 points" is Bosh's). The player
// is keyed as ages are (age.go), so that "Bosh" meets "Chris Bosh".
//
// A figure of a pronoun ("And yet, he ended with 26 points") is the
// player the nearest sentence before it names first, as with ages.
//
// American football's and baseball's figures are read the same way:
// yards by how they were gained ("rushed for 404 yards", "caught 52
// passes for 440 yards"), passes, carries, catches, home runs, RBIs.
// Their nouns that other news uses too ("200 yards" from a station,
// "four passes") are a player's only in a text that gives a figure only
// sport does, and there they take their number from a generic count.
// The figures a player needed ("needed nine points") and the attempts of
// "28 of 41 passes" are not read.
//
// A stock index's points ("the Dow shed 1,175 points") are no player's:
// they are a market's move, compared by value only.
//
// A fighter's or a team's record ("Klitschko (52-3, 46 KOs)", "improved
// his record to 58-3", "a 43-39 record") is read as its holder's wins
// and defeats where its words say it is a record: after a verb it moved
// by, in brackets or between commas right after a name, before or after
// "record". The holder is found as a player is, past a name in the
// possessive too ("the taller Klitschko's reach, and dropped to
// 45-7-2").
//
// What it does not do: tell a season's figures from the game's (the
// comparison sets a player's two figures against each other only where
// their sentences are alike and no article gives both), or read a
// team's score ("121-106"), which a record's words never surround.

import (
	"slices"
	"strings"
	"unicode"

	"github.com/storywire/storywire/textproc"
)

// statNouns are the statistics read, by the word news uses.
var statNouns = map[string]string{"points": "points", "rebounds": "rebounds", "assists": "assists",
	"3-pointers": "3-pointers", "three-pointers": "3-pointers", "goals": "goals", "touchdowns": "touchdowns",
	"tds": "touchdowns", "homers": "home runs", "rbis": "rbis", "rbi": "rbis", "yards": "yards",
	"passes": "passes", "carries": "carries", "catches": "catches", "receptions": "catches",
	"interceptions": "interceptions", "sacks": "sacks", "tackles": "tackles", "strikeouts": "strikeouts",
	"kos": "knockouts", "ko's": "knockouts", "ko": "knockouts", "knockouts": "knockouts"}

// sportOnly are the statistics whose nouns other news uses too ("four
// passes" to a site, "200 yards" of a distance): read as a player's
// only in a text that gives a statistic no other news does (points,
// rebounds, rushing yards), where a generic count of the same number
// gives way to them (resolveStats).
var sportOnly = map[string]bool{"yards": true, "passes": true, "carries": true, "catches": true,
	"interceptions": true, "sacks": true, "tackles": true, "strikeouts": true}

// yardKinds are the yards a player gains, by the word that says how.
var yardKinds = map[string]string{"rushing": "rushing yards", "receiving": "receiving yards", "passing": "passing yards"}

// statThings are the things of statNouns.
var statThings = func() map[string]bool {
	m := map[string]bool{"home runs": true, thingWins: true, thingDefeats: true}
	for _, t := range statNouns {
		m[t] = true
	}
	for _, t := range yardKinds {
		m[t] = true
	}
	return m
}()

// thingWins and thingDefeats are the two figures of a record ("52-3").
const (
	thingWins    = "wins"
	thingDefeats = "defeats"
)

// recordOf reads a win-loss record at toks[i] ("52-3", "45-7-2", draws
// left out) where its words say it is one, not a score: the record "to"
// which a fighter or team "improved", "fell" or "moved"; one in brackets
// or between commas right after a name ("Klitschko (52-3, 46 KOs)",
// "Klitschko, 53-3, 47 KO's,", "Klitschko, 58-3 with 51 knockouts");
// "a 43-39 record", "a record of 43-39".
// A score ("won 65-53", "a 31-24 lead") has none of these.
func recordOf(toks []token, i int) (wins, defeats float64, ok bool) {
	w := toks[i].s
	if len(w) < 3 || w[0] < '0' || w[0] > '9' || strings.IndexByte(w, '-') < 0 {
		return 0, 0, false
	}
	var n [3]float64
	rest, k := w, 0
	for ; rest != "" && k < 3; k++ {
		p, r, _ := strings.Cut(rest, "-")
		if len(p) == 0 || len(p) > 3 || !textproc.AllDigits(p) {
			return 0, 0, false
		}
		n[k], _ = wordValue(p)
		rest = r
	}
	if k < 2 || rest != "" {
		return 0, 0, false // "52" alone, or four figures
	}
	prev, next := lowerAt(toks, i-1), lowerAt(toks, i+1)
	switch {
	case next == "record" || prev == "of" && lowerAt(toks, i-2) == "record":
	case prev == "to" && recordMoves[lowerAt(toks, i-2)]:
	case prev == "to" && lowerAt(toks, i-2) == "record": // "improved his record to 52-3"
	case prev == "(" && (next == ")" || next == ",") && i >= 2 && isNamePart(toks[i-2].s):
	case prev == "," && i >= 2 && isNamePart(toks[i-2].s) && (next == "with" || next == "," && isNumberAt(toks, i+2) && statNouns[lowerAt(toks, i+3)] == "knockouts"):
		// "Klitschko, 53-3, 47 KO's," ("beat the Thunder, 121-106, in
		// Game 5" is a score)
	default:
		return 0, 0, false
	}
	return n[0], n[1], true
}

// recordMoves are the verbs a record goes to a new figure by ("improved
// to 58-3").
var recordMoves = map[string]bool{"improved": true, "improves": true, "fell": true, "falls": true, "dropped": true, "drops": true,
	"moved": true, "moves": true, "slipped": true, "went": true, "goes": true, "rose": true}

// isStat reports whether thing is a player's statistic.
func isStat(thing string) bool { return statThings[thing] }

// bareStat stands, as the thing of a bare number after "scored" or
// "had", for the points that the text counts elsewhere; resolveStats
// makes it points or drops it.
const bareStat = "\x00stat"

// playerFigures reads the players' statistics of the sentence toks.
func playerFigures(text string, toks []token, start, end int) []Quantity {
	var out []Quantity
	recordAt, recordWho := -1, "" // the last record read and its holder
	for i := 0; i < len(toks); i++ {
		if w, l, ok := recordOf(toks, i); ok {
			// "Klitschko (52-3, 46 KOs)", "improved his record to 58-3",
			// "Rahman fell to 45-7-2": the wins and defeats of whoever
			// holds the record
			var who string
			if p := lowerAt(toks, i-1); (p == "(" || p == ",") && i >= 2 && isNamePart(toks[i-2].s) {
				who = personKey(toks, i-2) // the name the record stands beside, even after "over": "a decision win over Gene Pukall, 14-13-2"
			} else {
				who = holderOf(toks, i, true)
			}
			recordAt, recordWho = i, who
			if who != "" {
				// each figure its own words: "52" and "3" of "52-3"
				t := toks[i]
				cut := strings.IndexByte(t.s, '-')
				second := len(t.s)
				if d := strings.IndexByte(t.s[cut+1:], '-'); d >= 0 {
					second = cut + 1 + d
				}
				for _, f := range [2]struct {
					thing      string
					v          float64
					start, end int
				}{{thingWins, w, t.start, t.start + cut}, {thingDefeats, l, t.start + cut + 1, t.start + second}} {
					out = append(out, Quantity{Value: f.v, Low: f.v, High: f.v, Thing: f.thing, Qualifier: who,
						Start: f.start, End: f.end, SentStart: start, SentEnd: end, Text: text[f.start:f.end]})
				}
			}
			continue
		}
		// a statistic's noun or verb is near: most numbers are no
		// player's, and reading a number costs
		if !(i > 0 && bareStatVerb(toks[i-1].lower) || i+1 < len(toks) && statNouns[toks[i+1].lower] != "" ||
			i+2 < len(toks) && (statNouns[toks[i+2].lower] != "" || toks[i+2].lower == "runs")) {
			continue
		}
		v, next, ok := parseNumber(toks, i)
		if !ok {
			continue
		}
		thing, last := "", next
		switch {
		case next+1 < len(toks) && yardKinds[toks[next].lower] != "" && toks[next+1].lower == "yards":
			thing, last = yardKinds[toks[next].lower], next+1 // "498 rushing yards"
		case next+1 < len(toks) && toks[next].lower == "home" && (toks[next+1].lower == "runs" || toks[next+1].lower == "run"):
			thing, last = "home runs", next+1
		case next < len(toks) && statNouns[toks[next].lower] != "":
			thing = statNouns[toks[next].lower]
			if thing == "yards" {
				thing = yardKind(toks, i, next)
			}
		case i > 0 && next <= len(toks) && bareStatVerb(toks[i-1].lower) && (next == len(toks) || bareStatEnd(toks[next].lower)):
			thing, last = bareStat, next-1
		default:
			i = next - 1
			continue
		}
		if thing == "yards" && scoringPlay(toks, last+1) {
			i = next - 1
			continue // "romped 86 yards for the Chiefs' first touchdown": one play's length, an "86-yard touchdown" (quantity.go), no figure of the game
		}
		if needed(toks, i) || i > 1 && toks[i-1].lower == "of" && isNumberAt(toks, i-2) {
			// "Hansbrough needed just nine points": a goal, not a figure;
			// "completed 28 of 41 passes": the passes thrown, not caught
			i = next - 1
			continue
		}
		who := playerOf(toks, i)
		if recordAt >= 0 && recordAt == i-2 && toks[i-1].s == "," {
			who = recordWho // "Gene Pukall, 14-13-2, 12 KO's": the record's holder's
		}
		if marketIndex(who) && thing == "points" {
			// "the Dow shed 1,175 points": a market's move, compared by
			// value only (a day's low and its close differ)
			q := measure(text, toks, approxStart(toks, i), next, v.Value, thingIndexPoints, "")
			q.Approx, q.Low, q.High = v.Approx, v.Low, v.High
			q.SentStart, q.SentEnd = start, end
			out = append(out, q)
			i = next - 1
			continue
		}
		if who != "" && !v.Approx {
			q := Quantity{Value: v.Value, Low: v.Value, High: v.Value, Thing: thing, Qualifier: who,
				Start: toks[i].start, End: toks[last].end, SentStart: start, SentEnd: end}
			q.Text = text[q.Start:q.End]
			out = append(out, q)
		}
		i = next - 1
	}
	return out
}

// thingIndexPoints is the thing of a market index's points.
const thingIndexPoints = "index points"

// marketIndexes are the names of stock indexes, whose points are no
// player's: "the Dow shed 1,175 points".
var marketIndexes = map[string]bool{"dow": true, "nasdaq": true, "nikkei": true, "ftse": true, "dax": true, "s&p": true,
	"index": true, "average": true, "kospi": true, "sensex": true, "cac": true}

// marketIndex reports whether the key of a stat's holder names a stock
// index: "Dow", or the last word of "Dow Jones Industrial Average" read
// as a person's name ("D. Average").
func marketIndex(who string) bool {
	if k := strings.LastIndexByte(who, ' '); k >= 0 {
		who = who[k+1:]
	}
	return textproc.InLower(marketIndexes, who)
}

func bareStatVerb(w string) bool { return w == "scored" || w == "score" || w == "had" || w == "added" }

func bareStatEnd(w string) bool {
	switch w {
	case ",", ".", ";", "and", "while", "for", "as", "in":
		return true
	}
	return false
}

// objectPreps are the prepositions whose object a player's figure is
// not of (playerOf). "For" is not one: "a career low for Obama, down 21
// points".
var objectPreps = map[string]bool{"of": true, "with": true, "from": true, "against": true, "by": true, "over": true, "to": true}

// playerOf returns the key of whose statistic toks[i] is: the nearest
// name before it in its clause, a relative clause set off by commas
// passed over, and a name after a preposition (objectPreps); antecedent
// for a pronoun; "" when none is near.
func playerOf(toks []token, i int) string { return holderOf(toks, i, false) }

// holderOf is playerOf; for a record (recordOf), a name in the
// possessive is passed over too: "get inside the taller Klitschko's
// reach, and dropped to 45-7-2" is not Klitschko's record ("took
// Klitschko's record to 52-3" is). (A player's
// figure keeps it: "Obama's 22-point lead is now three points",
// "Newton's rookie record of 4,051 yards".)
func holderOf(toks []token, i int, record bool) string {
	lo := i - 25 // how far back the holder may be; a name passed over moves it
	for k := i - 1; k >= 0 && k >= lo; k-- {
		switch toks[k].lower {
		case "he", "she":
			return antecedent // "And yet, he still ended with 26 points"
		case ";", ".", "while", "they":
			return ""
		case ",":
			// ", who … ," before the verb: the name is before it
			p := k - 1
			for p >= 0 && toks[p].s != "," && toks[p].s != ";" {
				p--
			}
			if p >= 0 && p+1 < k && (toks[p+1].lower == "who" || toks[p+1].lower == "which") {
				k = p
			}
			continue
		}
		if isNamePart(toks[k].s) && !isParticle(toks[k].s) && !isUpperWord(toks[k].s) && statNouns[toks[k].lower] == "" { // "two TDs" names no one
			if _, n := wordValue(toks[k].lower); n || textproc.IsStopword(toks[k].lower) {
				return "" // "Fifty-seven percent disapprove, up 9 points", "Their lead of 20 points": no player
			}
			if record && lowerAt(toks, k+1) != "record" && trimPossessive(toks[k].lower) != toks[k].lower {
				continue
			}
			first := k
			for first > 0 && isNamePart(toks[first-1].s) && !isParticle(toks[first-1].s) {
				first--
			}
			key := personKey(toks, k)
			relative := lowerAt(toks, k+1) == "who" || lowerAt(toks, k+1) == "," && lowerAt(toks, k+2) == "who" // "led by Kevin Durant, who had 32 points"
			if p := first - 1; p >= 0 && (objectPreps[toks[p].lower] || toks[p].lower == "the" && p >= 1 && objectPreps[toks[p-1].lower]) && !relative && !marketIndex(key) {
				// a name after a preposition is no subject: "Kobe Bryant of
				// the Lakers scored 30", "Teixeira ... was acquired in a
				// deal with the Atlanta Braves and hit 13 home runs"
				lo -= k - p + 1
				k = first
				continue
			}
			return key
		}
	}
	return ""
}

// isUpperWord reports an acronym ("LAPD", "NBA"): no player's name.
func isUpperWord(w string) bool {
	return len(w) > 1 && strings.IndexFunc(w, unicode.IsLower) < 0
}

// yardKind returns the thing of the yards toks[i] counts, before the
// noun at toks[next]: "404 yards rushing", "rushed for 404 yards",
// "caught 52 passes for 440 yards", "completed 28 passes for 329
// yards"; plain "yards" where the clause does not say how they were
// gained.
func yardKind(toks []token, i, next int) string {
	if next+1 < len(toks) && yardKinds[toks[next+1].lower] != "" {
		return yardKinds[toks[next+1].lower]
	}
	passes := false // "passes" before it: thrown, unless caught
	for k := i - 1; k >= 0 && k >= i-8; k-- {
		switch w := toks[k].lower; w {
		case ".", ";", ",", "and", "while":
			k = -1
		case "rushed", "rushing", "rush", "ran", "carries", "carried":
			if !passes {
				return yardKinds["rushing"]
			}
		case "threw", "throwing", "throw", "passed", "passing", "completed", "completing":
			return yardKinds["passing"]
		case "caught", "catches", "catch", "receptions", "reception", "receiving":
			return yardKinds["receiving"]
		case "passes", "pass":
			passes = true
		}
	}
	if passes {
		return yardKinds["passing"]
	}
	return "yards"
}

// scoringPlay reports whether the yards whose noun is right before
// toks[k] are one scoring play's: "returned it 35 yards for a
// touchdown", "romped 86 yards for the Chiefs first touchdown", "took
// it back 32 yards for a score".
func scoringPlay(toks []token, k int) bool {
	if lowerAt(toks, k) != "for" {
		return false
	}
	for n := k + 1; n < len(toks) && n <= k+5; n++ {
		switch toks[n].lower {
		case "touchdown", "td", "score":
			return true
		case ",", ".", ";", "and":
			return false
		}
	}
	return false
}

// needed reports whether the figure at toks[i] is one a player needed
// or needs ("needed just nine points to eclipse Phil Ford"): a mark to
// reach, not one reached.
func needed(toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		switch toks[k].lower {
		case "needed", "needs", "need":
			return true
		}
	}
	return false
}

// resolveStats makes the bare figures of qs points where the text counts
// points elsewhere, and drops them where it does not. The statistics
// other news counts too (sportOnly) stay only in a text that gives one
// no other news does, and there a generic count of their number gives
// way to them: "rushed for 404 yards" is Reggie Bush's, not a distance.
func resolveStats(qs []Quantity) []Quantity {
	points, sport := false, false
	for _, q := range qs {
		if q.Thing == "points" {
			points = true
		}
		if isStat(q.Thing) && !sportOnly[q.Thing] && q.Thing != thingWins && q.Thing != thingDefeats {
			sport = true // (a record is a team's as often as a player's: no sign of a player's figures)
		}
	}
	var taken []int // the starts of the statistics kept
	out := qs[:0]
	for _, q := range qs {
		switch {
		case q.Thing == bareStat:
			if !points {
				continue
			}
			q.Thing = "points"
		case sportOnly[q.Thing] && !sport:
			continue
		}
		if isStat(q.Thing) {
			taken = append(taken, q.Start)
		}
		out = append(out, q)
	}
	if len(taken) == 0 {
		return out
	}
	return slices.DeleteFunc(out, func(q Quantity) bool {
		return !isStat(q.Thing) && slices.ContainsFunc(taken, func(s int) bool { return q.Start <= s && s < q.End })
	})
}
