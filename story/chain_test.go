package story

import (
	"fmt"
	"slices"
	"testing"
)

// A long-running story (an inquiry into a bridge collapse, reported over
// four weeks), a small story in the same town (its flower festival) and
// one report that bridges them.
var (
	inquiry = []Article{
		{Title: "Harrow footbridge collapses into river, three hurt", Date: "2026-04-01", Text: "A footbridge over the river Lune in Harrow collapsed on Wednesday morning, throwing three pedestrians into the water. Firefighters pulled the three from the river; two were taken to hospital with broken bones. The council closed both banks and said engineers would inspect the steel span, which was built in 1987 and repaired last year."},
		{Title: "Engineers blame corroded bolts for Harrow footbridge collapse", Date: "2026-04-03", Text: "Engineers examining the collapsed Lune footbridge in Harrow said corroded bolts on the steel span had failed. The council said the bridge had passed an inspection in March. Divers recovered sections of the span from the river, and police said no one was still missing after the collapse."},
		{Title: "Council orders inquiry into footbridge collapse", Date: "2026-04-06", Text: "Harrow council ordered an independent inquiry into the collapse of the Lune footbridge, which injured three pedestrians. The council leader said the inquiry would examine the repairs carried out last year and the March inspection of the steel span. Contractors who repaired the bridge said they would cooperate."},
		{Title: "Footbridge inquiry hears contractor skipped bolt tests", Date: "2026-04-13", Text: "The inquiry into the Lune footbridge collapse heard that the contractor who repaired the steel span last year did not test the bolts it replaced. An engineer told the inquiry the corroded bolts should have been found. The three pedestrians hurt in the collapse are recovering, the council said."},
		{Title: "Harrow bridge inspector tells inquiry of warnings", Date: "2026-04-17", Text: "A council inspector told the footbridge inquiry he had warned in March that bolts on the Lune span were corroded. His report was not passed to the contractor, the inquiry heard. Lawyers for the injured pedestrians asked why the bridge stayed open after the warning."},
		{Title: "Injured pedestrians sue over Lune footbridge collapse", Date: "2026-04-21", Text: "Two of the pedestrians thrown into the river Lune when the Harrow footbridge collapsed have sued the council and the repair contractor. Their lawyers said the council ignored an inspector's warning about corroded bolts. The inquiry into the collapse resumes next week."},
		{Title: "Footbridge inquiry ends, report due in summer", Date: "2026-04-27", Text: "The inquiry into the collapse of the Lune footbridge in Harrow ended its hearings, and its chairman said a report would follow in the summer. The inquiry heard from engineers, the contractor and the council inspector who warned about corroded bolts. A temporary crossing will open in May."},
		{Title: "Temporary crossing opens beside collapsed footbridge", Date: "2026-04-29", Text: "A temporary crossing over the river Lune opened beside the collapsed Harrow footbridge, a month after the steel span fell into the water injuring three pedestrians. The council said a new bridge would be designed once the inquiry reports on the corroded bolts and the repairs."},
	}
	festival = []Article{
		{Title: "Harrow flower festival draws record crowds", Date: "2026-04-25", Text: "The Harrow flower festival drew a record 40,000 visitors to the market square on Saturday, organisers said. Growers from twelve counties showed tulips and orchids, and the best display prize went to a nursery from Kendal. Stalls sold plants and local cheese until dusk."},
		{Title: "Kendal nursery wins Harrow festival prize", Date: "2026-04-26", Text: "A Kendal nursery won the best display prize at the Harrow flower festival for a garden of tulips and orchids. The judges praised its colours. Organisers said a record 40,000 visitors came to the market square, and growers sold out of plants by the afternoon."},
		{Title: "Flower festival organisers plan bigger show", Date: "2026-04-27", Text: "Organisers of the Harrow flower festival said they would expand next year's show to the park beside the market square after a record 40,000 visitors came. Growers asked for more stalls, and the Kendal nursery that won the display prize said it would return with orchids."},
	}
	bridge = Article{Title: "Harrow weekend: festival crowds cross the river on temporary walkway", Date: "2026-04-26", Text: "Visitors to the Harrow flower festival crossed the river Lune on a walkway beside the collapsed footbridge, whose inquiry heard about corroded bolts. The festival drew a record 40,000 visitors to the market square, and the Kendal nursery won the display prize for its tulips and orchids. The council said the footbridge inquiry would end on Monday."}
)

func chainArticles(prefix string, arts []Article) []Article {
	out := make([]Article, len(arts))
	for i, a := range arts {
		a.ID = fmt.Sprintf("%s%d", prefix, i)
		out[i] = a
	}
	return out
}

// TestNoChaining: one report that bridges two stories neither welds them
// together nor names the story it joins, whether it arrives last or in
// time order, online or after the batch pass.
func TestNoChaining(t *testing.T) {
	inq, fest := chainArticles("inquiry", inquiry), chainArticles("festival", festival)
	br := bridge
	br.ID = "bridge"
	pair := fest[:2]
	var copies []Article
	for i := range 3 {
		c := fest[0]
		c.ID, c.Copies = fmt.Sprintf("copy%d", i), []string{fest[0].ID}
		copies = append(copies, c)
	}
	type chainCase struct {
		long, small []Article // the two stories, in time order
		order       []Article // as they arrive
	}
	syndicated := append(append([]Article{fest[0]}, copies...), fest[1])
	// the inquiry told by two wire texts over four weeks, each run by
	// several outlets
	wire := []Article{inq[0]}
	for i, d := range []string{"2026-04-01", "2026-04-02", "2026-04-08"} {
		c := inq[0]
		c.ID, c.Date, c.Copies = fmt.Sprintf("wirecopy%d", i), d, []string{inq[0].ID}
		wire = append(wire, c)
	}
	wire = append(wire, inq[6])
	for i, d := range []string{"2026-04-27", "2026-04-28"} {
		c := inq[6]
		c.ID, c.Date, c.Copies = fmt.Sprintf("wirecopy%d", 3+i), d, []string{inq[6].ID}
		wire = append(wire, c)
	}
	cases := map[string]chainCase{
		"bridge last":                  {inq, fest, append(append(slices.Clone(inq), fest...), br)},
		"in time order":                {inq, fest, append(append(slices.Clone(inq[:6]), fest[0], br, fest[1], fest[2]), inq[6:]...)},
		"a pair and the bridge":        {inq, pair, append(append(slices.Clone(inq), pair...), br)},
		"a syndicated festival report": {inq, syndicated, append(append(slices.Clone(inq), syndicated...), br)},
		"two wire texts over weeks":    {wire, fest, append(append(slices.Clone(wire), fest...), br)},
	}
	for name, cc := range cases {
		arts := cc.order
		for _, batch := range []bool{false, true} {
			c := New()
			for _, a := range arts {
				c.Add(a)
			}
			if batch {
				c.Rebuild(arts)
			}
			for _, f := range cc.small {
				for _, i := range cc.long {
					if c.StoryOf(f.ID) == c.StoryOf(i.ID) {
						t.Errorf("%s, batch %v: %s and %s in one story", name, batch, f.ID, i.ID)
					}
				}
			}
			for _, ids := range [][]Article{cc.long, cc.small} {
				for _, a := range ids[1:] {
					if c.StoryOf(a.ID) != c.StoryOf(ids[0].ID) {
						t.Errorf("%s, batch %v: %s left its story", name, batch, a.ID)
					}
				}
			}
			// the bridge is on the edge of the story it joined
			st := c.Stories()[c.StoryOf("bridge")]
			var members []Article
			for _, a := range arts {
				if slices.Contains(st.Articles, a.ID) {
					members = append(members, a)
				}
			}
			order := Central(members)
			for _, i := range order[:(len(order)+1)/2] {
				if members[i].ID == "bridge" {
					t.Errorf("%s, batch %v: the bridge is in the core of its story %v", name, batch, st.Articles)
				}
			}
		}
	}
}
