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
// A stock index's points ("the Dow shed 1,175 points") are no player's:
// they are a market's move, compared by value only.
//
// What it does not do: tell a season's figures from the game's, or read
// a team's score ("121-106").

import (
	"strings"

	"github.com/storywire/storywire/textproc"
)

// statNouns are the statistics read, by the word news uses.
var statNouns = map[string]string{"points": "points", "rebounds": "rebounds", "assists": "assists",
	"3-pointers": "3-pointers", "three-pointers": "3-pointers", "goals": "goals", "touchdowns": "touchdowns"}

// statThings are the things of statNouns.
var statThings = func() map[string]bool {
	m := map[string]bool{}
	for _, t := range statNouns {
		m[t] = true
	}
	return m
}()

// isStat reports whether thing is a player's statistic.
func isStat(thing string) bool { return statThings[thing] }

// bareStat stands, as the thing of a bare number after "scored" or
// "had", for the points that the text counts elsewhere; resolveStats
// makes it points or drops it.
const bareStat = "\x00stat"

// playerFigures reads the players' statistics of the sentence toks.
func playerFigures(text string, toks []token, start, end int) []Quantity {
	var out []Quantity
	for i := 0; i < len(toks); i++ {
		// a statistic's noun or verb is near: most numbers are no
		// player's, and reading a number costs
		if !(i > 0 && bareStatVerb(toks[i-1].lower) || i+1 < len(toks) && statNouns[toks[i+1].lower] != "" ||
			i+2 < len(toks) && statNouns[toks[i+2].lower] != "") {
			continue
		}
		v, next, ok := parseNumber(toks, i)
		if !ok {
			continue
		}
		thing := ""
		switch {
		case next < len(toks) && statNouns[toks[next].lower] != "":
			thing = statNouns[toks[next].lower]
		case i > 0 && next <= len(toks) && bareStatVerb(toks[i-1].lower) && (next == len(toks) || bareStatEnd(toks[next].lower)):
			thing = bareStat
		default:
			i = next - 1
			continue
		}
		who := playerOf(toks, i)
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
			last := next - 1
			if thing != bareStat {
				last = next
			}
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

// playerOf returns the key of whose statistic toks[i] is: the nearest
// name before it in its clause, a relative clause set off by commas
// passed over; antecedent for a pronoun; "" when none is near.
func playerOf(toks []token, i int) string {
	for k := i - 1; k >= 0 && k >= i-25; k-- {
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
		if isNamePart(toks[k].s) && !isParticle(toks[k].s) && !isUpperWord(toks[k].s) {
			if _, n := wordValue(toks[k].lower); n || textproc.IsStopword(toks[k].lower) {
				return "" // "Fifty-seven percent disapprove, up 9 points", "Their lead of 20 points": no player
			}
			return personKey(toks, k)
		}
	}
	return ""
}

// isUpperWord reports an acronym ("LAPD", "NBA"): no player's name.
func isUpperWord(w string) bool {
	return len(w) > 1 && strings.ToUpper(w) == w
}

// resolveStats makes the bare figures of qs points where the text counts
// points elsewhere, and drops them where it does not.
func resolveStats(qs []Quantity) []Quantity {
	points := false
	for _, q := range qs {
		if q.Thing == "points" {
			points = true
			break
		}
	}
	out := qs[:0]
	for _, q := range qs {
		if q.Thing == bareStat {
			if !points {
				continue
			}
			q.Thing = "points"
		}
		out = append(out, q)
	}
	return out
}
