package eval

// Facts where nobody annotated. The annotations under testdata/facts
// score a few dozen clusters; rules chosen to fit them fit them. Two
// measures need no annotation and so can be taken on every other cluster
// of an evaluation set: which numbers no rule reads, counted by the word
// after them (the phrasings worth a rule, in the proportions news uses
// them), and which disagreements are flagged, for a person to judge
// (what a reader would be told). They are what `storywire eval
// facts-wild` prints.

import (
	"regexp"
	"sort"
	"strings"

	"github.com/storywire/storywire/facts"
)

// wildNumber matches a figure as news writes it: digits, or a number
// word.
var wildNumber = regexp.MustCompile(`\b(\d[\d,]*(\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|hundreds|thousands|dozens|dozen)\b`)

// monthBefore matches a month's name (or its abbreviation) just before a
// number: a date, not a figure.
var monthBefore = regexp.MustCompile(`(?i)(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*$`)

// UnreadNumbers returns how many figures text holds (years and dates
// left out) and, for each that none of qs (its extraction) covers, the
// word after it, lower case.
func UnreadNumbers(text string, qs []facts.Quantity) (figures int, next []string) {
	for _, m := range wildNumber.FindAllStringIndex(text, -1) {
		w := text[m[0]:m[1]]
		if len(w) == 4 && w[0] >= '1' && w[0] <= '2' && !strings.Contains(w, ",") {
			continue // a year
		}
		if monthBefore.MatchString(text[max(0, m[0]-12):m[0]]) {
			continue
		}
		after := strings.Fields(strings.ToLower(text[m[1]:min(len(text), m[1]+40)]))
		if len(after) == 0 {
			continue
		}
		figures++
		covered := false
		for _, q := range qs {
			if m[0] < q.End && m[1] > q.Start {
				covered = true
				break
			}
		}
		if !covered {
			next = append(next, strings.Trim(after[0], ".,;:'\"()"))
		}
	}
	return figures, next
}

// WordCount is a word and how often it came.
type WordCount struct {
	Word  string `json:"word"`
	Count int    `json:"count"`
}

// MostCommon returns the words of ws by how often they come, most
// first (ties by word), at most n.
func MostCommon(ws []string, n int) []WordCount {
	count := map[string]int{}
	for _, w := range ws {
		count[w]++
	}
	out := make([]WordCount, 0, len(count))
	for w, c := range count {
		out = append(out, WordCount{w, c})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Word < out[j].Word
	})
	return out[:min(n, len(out))]
}
