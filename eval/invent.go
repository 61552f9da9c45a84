package eval

// invent.go: invented news, for fixtures that must run where the dev sets
// are absent (CI, a fresh clone).
//
// Design. An event is a handful of invented names (people, a place, an
// organisation), a count and a few topic words; a report of it is a
// dozen sentences drawn from templates that mix the event's words with a
// shared vocabulary of news prose, each report with its own sentences, so
// that reports of one event share names and topic words but few runs of
// words (as independent reports do) and reports of different events share
// only the prose. It is meant to exercise the pipeline end to end (copies
// come from Synthesize), not to score an algorithm: no figure of quality
// is measured on it.

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"
)

var (
	inventSyllables = strings.Fields("ka ro mi ten va lo dru sen pa lir gos ne tha bel mor an vi zu dor fe")
	inventTopics    = strings.Fields("flood fire strike election ferry bridge hospital vaccine harvest storm mine court " +
		"airport tariff protest reactor festival derailment drought earthquake ceasefire budget merger")
	inventProse = strings.Fields("officials said on the day that the authorities had been working with local groups " +
		"since the early hours while residents waited for news and the government promised a full inquiry into what " +
		"happened and how it could be prevented in future as the number of people affected was expected to rise " +
		"according to figures released by the ministry and confirmed by regional services late in the evening")
	inventVerbs = strings.Fields("said told confirmed announced warned added reported described insisted noted")
)

// inventName is a capitalized invented word of two or three syllables.
func inventName(r *rand.Rand) string {
	var b strings.Builder
	for range 2 + r.IntN(2) {
		b.WriteString(inventSyllables[r.IntN(len(inventSyllables))])
	}
	s := b.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

// Invent returns perEvent independent reports of each of events invented
// events, dated within three days of their event's day (events spread
// over span days from 1 January 2026), with ids "inv-E-R".
func Invent(events, perEvent, span int, seed uint64) []Doc {
	r := rand.New(rand.NewPCG(seed, 0x1e7e))
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var out []Doc
	for e := range events {
		person, official := inventName(r)+" "+inventName(r), inventName(r)+" "+inventName(r)
		place, org := inventName(r), inventName(r)+" Authority"
		topic := inventTopics[r.IntN(len(inventTopics))]
		topic2 := inventTopics[r.IntN(len(inventTopics))]
		count := 3 + r.IntN(400)
		day := base.Add(time.Duration(r.IntN(max(1, span))) * 24 * time.Hour)
		for k := range perEvent {
			prose := func(n int) string {
				w := make([]string, n)
				for i := range w {
					w[i] = inventProse[r.IntN(len(inventProse))]
				}
				return strings.Join(w, " ")
			}
			templates := []func() string{
				func() string {
					return fmt.Sprintf("The %s in %s left %d people affected, %s %s.", topic, place, count, official, inventVerbs[r.IntN(len(inventVerbs))])
				},
				func() string {
					return fmt.Sprintf("%s of the %s %s %s.", official, org, inventVerbs[r.IntN(len(inventVerbs))], prose(10+r.IntN(8)))
				},
				func() string { return fmt.Sprintf("In %s, %s %s.", place, prose(8+r.IntN(10)), topic) },
				func() string {
					return fmt.Sprintf("\"We %s the %s,\" %s %s.", prose(4+r.IntN(6)), topic2, person, inventVerbs[r.IntN(len(inventVerbs))])
				},
				func() string {
					return fmt.Sprintf("%s %s after the %s.", strings.ToUpper(prose(1)[:1])+prose(9+r.IntN(9)), place, topic)
				},
			}
			var paras []string
			for range 4 + r.IntN(5) {
				var sents []string
				for range 1 + r.IntN(3) {
					sents = append(sents, templates[r.IntN(len(templates))]())
				}
				paras = append(paras, strings.Join(sents, " "))
			}
			t := day.Add(time.Duration(r.IntN(72*60)) * time.Minute)
			out = append(out, Doc{ID: fmt.Sprintf("inv-%d-%d", e, k), Text: strings.Join(paras, "\n\n"),
				Source: "Invented " + inventName(r), Date: t.Format(time.RFC3339)})
		}
	}
	return out
}

// Fixture is a stream with the mess of real syndication: perEvent
// independent reports of each invented event over span days, each
// original republished by up to maxCopies outlets with their own headers
// and footers, web furniture and shared quotes (Synthesize's Web), dated
// after what they copy; shuffled, as an archive or a crawl gives them,
// not in date order.
func Fixture(events, perEvent, span, maxCopies int, seed uint64) []Doc {
	return Synthesize(Invent(events, perEvent, span, seed), SynthOptions{Level: Medium, Seed: seed + 1, MaxCopies: maxCopies, Web: true, Dated: true, KeepDates: true})
}

// WriteJSONL writes docs as storywire's JSONL (id, source, date, text,
// cluster: the family).
func WriteJSONL(w io.Writer, docs []Doc) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	for _, d := range docs {
		if err := enc.Encode(map[string]string{"id": d.ID, "source": d.Source, "date": d.Date, "text": d.Text, "cluster": d.Family}); err != nil {
			return err
		}
	}
	return bw.Flush()
}
