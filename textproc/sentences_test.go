package textproc

import (
	"strings"
	"testing"
)

func TestSentences(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"BEIRUT: A convoy left on Monday. It was escorted.", []string{"BEIRUT: A convoy left on Monday.", "It was escorted."}},
		{"The U.S. Army said so. Then it left.", []string{"The U.S. Army said so.", "Then it left."}},
		{"Lebanese Internal Security Gen. Abbas Ibrahim said on Sunday. Next.", []string{"Lebanese Internal Security Gen. Abbas Ibrahim said on Sunday.", "Next."}},
		{"Prices rose 3.5 percent in Jan. 2020 from a year earlier.", []string{"Prices rose 3.5 percent in Jan. 2020 from a year earlier."}},
		{"“We do not bargain.” Ibrahim said so.", []string{"“We do not bargain.”", "Ibrahim said so."}},
		{"``In the course of a long search,'' said Ms. Clywd. ``Yes.''", []string{"``In the course of a long search,'' said Ms. Clywd.", "``Yes.''"}},
		{"He met J. R. Smith at 10 a.m. Monday. Smith agreed.", []string{"He met J. R. Smith at 10 a.m. Monday.", "Smith agreed."}},
		{"Did it work? Nobody knows! Maybe.", []string{"Did it work?", "Nobody knows!", "Maybe."}},
		{"First paragraph ends here\n\nSecond one. Two sentences.", []string{"First paragraph ends here", "Second one.", "Two sentences."}},
		{"Heavy security\nThe militants will travel across Syria.", []string{"Heavy security", "The militants will travel across Syria."}},
		{"the price was $1.5 million. officials said.", []string{"the price was $1.5 million. officials said."}},
		{"LONDON (AP) _ An influential lawmaker backed requests. ''There've been cases,'' she said.", []string{"LONDON (AP) _ An influential lawmaker backed requests.", "''There've been cases,'' she said."}},
		// a scrape that lost the space between two sentences
		{"angered the gunman.The 19-year-old was shot. He died.", []string{"angered the gunman.", "The 19-year-old was shot.", "He died."}},
		{`about his red shoes."Tavin was not a gang member.`, []string{`about his red shoes."`, "Tavin was not a gang member."}},
		{"returns to court on July 6.Jarrett faces one count.", []string{"returns to court on July 6.", "Jarrett faces one count."}},
		// ... and what only looks like it
		{"The U.S.Army left. A Ph.D student visited example.com today.", []string{"The U.S.Army left.", "A Ph.D student visited example.com today."}},
		{"It hit on Nov.Saturday was calm.", []string{"It hit on Nov.Saturday was calm."}},
		{"Two men were arrested, said LAPD Det. Christopher Barling. He spoke on Monday.", []string{"Two men were arrested, said LAPD Det. Christopher Barling.", "He spoke on Monday."}},
		{"", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, s := range Sentences(tt.text) {
			got = append(got, tt.text[s.Start:s.End])
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("Sentences(%q)\n got %q\nwant %q", tt.text, got, tt.want)
		}
	}
}

func FuzzSentences(f *testing.F) {
	f.Add("The U.S. Army said so. “Yes.” Then\n\nit left... Gen. X")
	f.Add("A 6. 1-magnitude quake. It cost $5. 3 million. Rose to 12. 15 more. measuring 6. 4 on the Richter scale. 0. 7")
	f.Fuzz(func(t *testing.T, s string) {
		last := 0
		for _, x := range Sentences(s) {
			if x.Start < last || x.End <= x.Start || x.End > len(s) {
				t.Fatalf("bad sentence %+v in %q", x, s)
			}
			last = x.End
		}
	})
}

func TestSpacedDecimal(t *testing.T) {
	for _, tc := range []struct {
		text string
		want int // sentences
	}{
		{"A powerful 6. 1-magnitude quake struck Aceh.", 1},
		{"The level was 0. 07 percent.", 1},
		{"It costs $5. 3 million.", 1},
		{"It runs at 2. 7GHz.", 1},
		{"The site covers 8. 7 acres.", 1},
		{"It was a magnitude 4. 6 earthquake.", 1},
		{"It struck with a force of about 6. 0 on the Richter scale.", 1},
		{"A quake measuring 6. 4 hit Zarand.", 1},
		{"The toll rose to 12. 15 more were hurt.", 2},
		{"He fell from a ridge in Aoraki/Mt. Cook National Park.", 1},
		{"It happened in 2007. 3 people died.", 2},
		{"It weighs 2. 38 pounds (1. 08 kg).", 1},
	} {
		if got := len(Sentences(tc.text)); got != tc.want {
			t.Errorf("Sentences(%q): %d sentences, want %d", tc.text, got, tc.want)
		}
	}
}

func TestSpacedThousands(t *testing.T) {
	for _, tc := range []struct {
		s    string
		i, j int
		want bool
	}{
		{"about $380, 600, a loss", 7, 10, true},
		{"In 2008, 600 people", 3, 7, false},
		{"rose to 12, 300 and 400", 8, 10, false},
		{"paid $1, 2345", 6, 7, false},
	} {
		if got := SpacedThousands(tc.s, tc.i, tc.j); got != tc.want {
			t.Errorf("SpacedThousands(%q, %d, %d) = %v, want %v", tc.s, tc.i, tc.j, got, tc.want)
		}
	}
}
