package provenance

import (
	"strings"
	"testing"
)

func TestCredits(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string // agency:kind
	}{
		{"dash credit line", "The talks ended.\n— Reuters", []string{"Reuters:credit"}},
		{"parenthesized caps", "The talks ended.\n(REUTERS)", []string{"Reuters:credit"}},
		{"dateline", "BEIRUT (Reuters) - Islamic State fighters left.", []string{"Reuters:dateline"}},
		{"AP dateline", "LONDON (AP) _ An influential lawmaker spoke.", []string{"AP:dateline"}},
		{"bare agency line", "The talks ended.\n\nAFP", []string{"AFP:credit"}},
		// a caption's credit is the picture's, not the text's
		{"photo credits", "LeBron James hugs Dwyane Wade. (Ronald Martinez/Getty Images)\n\nJames is on top. (LynneSladky/AP)\n\nThe fans cheered. (AP Photo/Jane Doe)", nil},
		{"two agencies", "The talks ended. (Reuters/AFP)", []string{"Reuters:credit", "AFP:credit"}},
		{"a name holding a photo word", "The club won. — Liverpool Echo", []string{"Liverpool Echo:credit"}},
		{"an acronym in brackets", "It is caused by the Epstein-Barr virus (EBV).\n\nTalks ended. (REUTERS)", []string{"Reuters:credit"}},
		{"full name line", "The talks ended.\n\nAgence France-Presse", []string{"AFP:credit"}},
		{"AP at paragraph end", "The talks ended on Monday. (AP)", []string{"AP:credit"}},
		{"Associated Press line", "The talks ended.\n\n— Associated Press", []string{"AP:credit"}},
		{"mid-text credit", "First part ends here. — Reuters\n\nMore text follows from the outlet.", []string{"Reuters:credit"}},
		{"two agencies", "The talks ended.\n— Reuters/AFP", []string{"Reuters:credit", "AFP:credit"}},
		{"two agencies with and", "The talks ended.\n(Reuters and AP)", []string{"Reuters:credit", "AP:credit"}},
		{"reuters byline", "The talks ended.\n\nReporting by Tom Perry and Laila Bassam; Editing by Mark Heinrich", []string{"Reuters:byline"}},
		{"contributed", "The talks ended.\n\nAgence France-Presse contributed to this report.", []string{"AFP:contributed"}},
		{"told AFP", "A Lebanese army source told AFP that no convoys would leave.", []string{"AFP:source"}},
		{"told the Associated Press", "The mayor told The Associated Press the bridge was closed.", []string{"AP:source"}},
		{"no credit", "Reuters is a news agency based in London, the report said.", nil},
		{"lower-case ap is no agency", "They told ap officials nothing.", nil},
		{"staff and wire reports", "The talks ended.\n— Staff and wire reports", nil},
		{"PA byline", "By Mark Wilkinson, PA News\n\nA deep-sea diver has received £115,000.", []string{"PA:byline"}},
		{"PA byline with a title", "(with pic)\n\nBy Jo Butler, Legal Affairs Correspondent, PA News\n\nThirty-five charges were read.", []string{"PA:byline"}},
		{"a chart list credits nobody", "The top five albums are:\n\n1 Be Here Now - Oasis\n\n2 Believe - Cher\n\n3 Urban Hymns - The Verve", nil},
		{"an unknown name after a sentence", "The talks ended. — Coastal Wire", []string{"Coastal Wire:credit"}},
		{"house style of another agency", "HARBOUR CITY (Meridian) - The ferry sank.\n\nReporting by Ana Novak; Editing by Tom Bell", []string{"Meridian:dateline", "Meridian:byline"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := Credits(tc.text)
			var got []string
			for _, c := range cs {
				got = append(got, c.Agency+":"+string(c.Kind))
				if c.Offset < 0 || c.Offset+len(c.Text) > len(tc.text) || tc.text[c.Offset:c.Offset+len(c.Text)] != c.Text {
					t.Errorf("credit %+v: Text is not text[Offset:]", c)
				}
			}
			if strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Errorf("Credits = %v, want %v", got, tc.want)
			}
		})
	}
	people := Credits("Reporting by Tom Perry and Laila Bassam; Editing by Mark Heinrich")[0].People
	if strings.Join(people, ", ") != "Tom Perry, Laila Bassam, Mark Heinrich" {
		t.Errorf("byline people = %v", people)
	}
}

// FuzzCredits checks that credits point into the text they were found in.
func FuzzCredits(f *testing.F) {
	for _, s := range []string{"BEIRUT (Reuters) - x", "x\n— Reuters", "told AFP", "Reporting by A; Editing by B", "(AP)", "Agence France-Presse contributed to this report."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, c := range Credits(text) {
			if c.Offset < 0 || c.Offset+len(c.Text) > len(text) || text[c.Offset:c.Offset+len(c.Text)] != c.Text {
				t.Fatalf("credit %+v does not point into the text", c)
			}
			if c.Agency == "" {
				t.Fatalf("credit without agency: %+v", c)
			}
		}
	})
}
