package facts

import (
	"fmt"
	"slices"
	"testing"
)

func TestPlayerFigures(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string // thing/player=value
	}{
		{"Oklahoma City was led by Kevin Durant, who had 32 points.", []string{"points/K. Durant=32"}},
		{"Chris Bosh, who joined James and Dwyane Wade two summers ago, added 24 points while Wade scored 20.",
			[]string{"points/C. Bosh=24", "points/Wade=20"}},
		{"LeBron James notched a triple-double, with 26 points, 13 assists and 11 rebounds.",
			[]string{"points/L. James=26", "assists/L. James=13", "rebounds/L. James=11"}},
		// a bare figure is points only where the text counts points
		{"Mike Miller made seven 3-pointers to score 23 points. Bosh had 24, and Wade added 20.",
			[]string{"3-pointers/M. Miller=7", "points/M. Miller=23", "points/Bosh=24", "points/Wade=20"}},
		{"The company had 24, and its rival added 20.", nil},
		{"Police said Smith had 24.", nil},
		// a pronoun's figure is the player named before, not a team
		{"LeBron James won. He was averaging 29 points in four Finals games, but James did not need it. And yet, he ended with 26 points.",
			[]string{"points/L. James=29", "points/James=26"}},
		{"It was a rout of the Thunder. He scored 30 points.", nil},
		// a number word or a function word opening the clause is no player
		{"Fifty-seven percent disapprove, up by 9 points since May. Their lead was 20 points.", nil},
		// yards by how they were gained, with the other statistics of
		// American football and baseball
		{"Reggie Bush rushed for 404 yards and two TDs, caught 52 passes for 440 yards and four touchdowns.",
			[]string{"rushing yards/R. Bush=404", "touchdowns/R. Bush=2", "passes/R. Bush=52", "receiving yards/R. Bush=440", "touchdowns/R. Bush=4"}},
		{"Since Week 11, Thomas has 498 rushing yards and 176 yards receiving.", []string{"rushing yards/Thomas=498", "receiving yards/Thomas=176"}},
		{"Manning completed 29 passes for 364 yards.", []string{"passes/Manning=29", "passing yards/Manning=364"}},
		{"Teixeira hit 13 home runs and 43 RBIs.", []string{"home runs/Teixeira=13", "rbis/Teixeira=43"}},
		// a record's wins and defeats, where its words say it is one; a
		// score is none
		{"Wladimir Klitschko (52-3, 46 KOs) blasted Hasim Rahman (45-7-2, 36 KO's). Thompson, who was nominated by the IBF, fell to 36-3.",
			[]string{"wins/W. Klitschko=52", "defeats/W. Klitschko=3", "knockouts/W. Klitschko=46", "wins/H. Rahman=45", "defeats/H. Rahman=7", "knockouts/H. Rahman=36", "wins/Thompson=36", "defeats/Thompson=3"}},
		{"Klitschko improved his record to 58-3. The Sixers posted a 43-39 record.", []string{"wins/Klitschko=58", "defeats/Klitschko=3", "wins/Sixers=43", "defeats/Sixers=39"}},
		{"Rahman struggled to get inside the taller Klitschko's reach, and dropped to 45-7-2. The victory took Klitschko's record to 52-3.",
			[]string{"wins/Rahman=45", "defeats/Rahman=7", "wins/Klitschko=52", "defeats/Klitschko=3"}},
		{"Riddick Bowe, 43-1, 33 KO's, scored a decision win over Gene Pukall, 14-13-2, 12 KO's.",
			[]string{"wins/R. Bowe=43", "defeats/R. Bowe=1", "knockouts/R. Bowe=33", "wins/G. Pukall=14", "defeats/G. Pukall=13", "knockouts/G. Pukall=12"}},
		{"Creighton beat Drake 65-53 to take a 31-24 lead after a 9-3 run. The Heat beat the Oklahoma City Thunder, 121-106, in Game 5.", nil},
		// one play's yards are no figure of the game ("an 86-yard touchdown")
		{"Charles had 226 yards and 12 points. Charles romped 86 yards for the Chiefs first touchdown.", []string{"yards/Charles=226", "points/Charles=12"}},
		// a name after a preposition is no subject: the player is before it
		{"Kobe Bryant of the Lakers scored 30 points.", []string{"points/K. Bryant=30"}},
		{"Teixeira, 28, was acquired by the Angels in a July 29 deal with the Atlanta Braves last season and hit 13 home runs and 43 RBIs in 54 games.",
			[]string{"home runs/Teixeira=13", "rbis/Teixeira=43"}},
		// the passes thrown of "28 of 41", a mark still to reach
		{"Garrard completed 28 of 41 passes for 329 yards and a touchdown.", []string{"passing yards/Garrard=329"}},
		{"Hansbrough needed just nine points to pass Ford. Hansbrough scored 20 points.", []string{"points/Hansbrough=20"}},
		// words other news uses too are a player's only where the text
		// gives a statistic only sport does
		{"Smith lived 200 yards from the station and made four passes at the guard.", nil},
	} {
		var got []string
		for _, q := range Quantities(tc.text) {
			if isStat(q.Thing) {
				got = append(got, fmt.Sprintf("%s/%s=%g", q.Thing, q.Qualifier, q.Value))
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q:\n got %q\nwant %q", tc.text, got, tc.want)
		}
	}
}

// Two reports of one game agree on each player's points and set no
// player's figure against another's; a surname meets the full name.
func TestPlayerFiguresCompared(t *testing.T) {
	docs := []Doc{
		{ID: "a", Source: "AP", Date: "2012-06-22", Text: "Kevin Durant had 32 points. Chris Bosh added 24 points while Dwyane Wade scored 20."},
		{ID: "b", Source: "NYT", Date: "2012-06-22", Text: "Kevin Durant finished with 32 points. Bosh had 24, and Wade added 22."},
		{ID: "c", Source: "AFP", Date: "2012-06-22", Text: "Mike Miller joined Shane Battier. Battier had 11 points, and Miller scored 23 points."},
		{ID: "d", Source: "BBC", Date: "2012-06-22", Text: "Shane Battier added 11 points. Miller scored 23 points; Mike Miller and Sam Miller watched. Parker had 15 points."},
		{ID: "e", Source: "CNN", Date: "2012-06-22", Text: "Tony Parker sat out the first half. Parker scored 15 points."},
	}
	got := map[string]string{}
	for _, g := range Compare(docs, nil).Quantities {
		got[g.Label()] = g.Verdict
	}
	// a surname no figure gives in full meets the one person the texts
	// name in full with it; of two such people, neither
	want := map[string]string{"points of K. Durant": Agree, "points of C. Bosh": Agree, "points of D. Wade": Conflict,
		"points of S. Battier": Agree, "points of Miller": Agree, "points of T. Parker": Agree}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %q, want %q (all: %v)", k, got[k], v, got)
		}
	}
}

// In a sports text a player's yards replace the distance a generic count
// would read, and other news keeps its distances.
func TestStatsTakeTheirSpans(t *testing.T) {
	for _, tc := range []struct {
		text, span, want string // the thing read over span
	}{
		{"Bush rushed for 404 yards and scored 12 points.", "404 yards", "rushing yards"},
		{"Smith lived 200 yards from the station.", "200 yards", ""},
	} {
		got := ""
		for _, q := range Quantities(tc.text) {
			if q.Text == tc.span {
				if got != "" {
					t.Errorf("%q: %q read twice", tc.text, tc.span)
				}
				got = q.Thing
			}
		}
		if isStat(got) != (tc.want != "") || tc.want != "" && got != tc.want {
			t.Errorf("%q: %q read as %q, want %q", tc.text, tc.span, got, tc.want)
		}
	}
}

// A player's figures are of several spans (the game, the season, a
// stint with one team): they dispute only where their sentences tell
// one thing alike and no article gives both.
func TestStatSpans(t *testing.T) {
	for _, tc := range []struct {
		name, thing string
		docs        []string
		want        string
	}{
		{"a stint and the season", "home runs", []string{
			"With the Angels, Teixeira hit .358 with 13 homers and 43 RBIs in 54 games.",
			"Playing in a combined 157 games with both teams, Teixeira had 33 homers and 121 RBIs, a career-best year.",
			"Teixeira hit 13 homers after the trade and finished the season with 33 homers.",
		}, Agree}, // each figure agreed, a row of its own
		// a game's report names its teams and players everywhere
		{"two games, three words shared", "points", []string{
			"Lawson posted 15 points against Boston College on Sunday.",
			"Lawson added 16 points against Boston in the Tar Heels' win on Sunday.",
		}, DifferentThing},
		// games and seasons are spans of careers, a story counts many
		{"a series and a run of losses", "game", []string{
			"The Sixers took Detroit to six games in the playoffs last season.",
			"The Sixers lost eight of their last 10 games in the Atlantic this season.",
		}, DifferentThing},
		{"one game told alike", "home runs", []string{
			"Teixeira hit 13 homers in the playoff series against Boston last week.",
			"Teixeira hit 12 homers in the playoff series against Boston last week.",
		}, Conflict},
	} {
		var docs []Doc
		for i, text := range tc.docs {
			docs = append(docs, Doc{ID: fmt.Sprint(i), Source: fmt.Sprint("S", i), Date: "2008-12-10", Text: text})
		}
		got := map[string]bool{}
		for _, g := range Compare(docs, nil).Quantities {
			if g.Thing == tc.thing && len(g.Values) > 1 {
				got[g.Verdict] = true
			}
		}
		if len(got) != 1 || !got[tc.want] {
			t.Errorf("%s: %v, want %q", tc.name, got, tc.want)
		}
	}
}

// TestRecordWords: each figure of a record is shown by its own words,
// "52" and "3" of "52-3", not the record twice.
func TestRecordWords(t *testing.T) {
	text := "Rahman fell to 45-7-2."
	var got []string
	for _, q := range Quantities(text) {
		if q.Thing == thingWins || q.Thing == thingDefeats {
			got = append(got, q.Thing+"="+q.Text+"="+text[q.Start:q.End])
		}
	}
	want := []string{"wins=45=45", "defeats=7=7"}
	if !slices.Equal(got, want) {
		t.Errorf("record words %q, want %q", got, want)
	}
}
