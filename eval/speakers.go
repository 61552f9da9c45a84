package eval

// Speakers: who says a quotation, against a hand annotation. A quotation
// is judged by the canonical name the extraction gives its speaker: right
// where it names the annotated speaker (a word of the name is the
// annotated surname, or the name is the annotated role) or where both say
// nobody speaks, wrong where it names someone else, none where it names
// nobody though someone speaks. Naming the wrong person is the failure a
// reader is misled by; naming nobody only leaves a quotation unattributed,
// so the two are counted apart.

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// SpeakerAnnotations are hand annotations of quotations' speakers, as
// kept under testdata/speakers: article ids and offsets only, never text.
type SpeakerAnnotations struct {
	Guide string        `json:"guide"`
	Items []SpeakerItem `json:"items"`
}

// SpeakerItem is one annotated quotation.
type SpeakerItem struct {
	// Set is "dev" (read for rules) or "heldout" (never read).
	Set string `json:"set"`
	// Kind is how the quotation was drawn: "pronoun" (its attribution is
	// a pronoun) or "unattributed" (it has none of its own).
	Kind string `json:"kind"`
	// Data is the JSONL file of the article, relative to the repository
	// root; At the byte offset of the quotation's first word in its text.
	Data    string `json:"data"`
	Article string `json:"article"`
	At      int    `json:"at"`
	// Speaker is the speaker's surname or the role an unnamed one is
	// described by, alternatives split by "|"; "-" where nobody speaks.
	Speaker string `json:"speaker"`
}

// ReadSpeakerAnnotations reads an annotation file.
func ReadSpeakerAnnotations(path string) (SpeakerAnnotations, error) {
	var a SpeakerAnnotations
	b, err := os.ReadFile(path)
	if err != nil {
		return a, err
	}
	if err := json.Unmarshal(b, &a); err != nil {
		return a, fmt.Errorf("%s: %w", path, err)
	}
	for i, it := range a.Items {
		if it.Article == "" || it.Speaker == "" || it.Data == "" {
			return a, fmt.Errorf("%s: item %d: article, data and speaker are required", path, i)
		}
	}
	return a, nil
}

// SpeakerOutcome is how a predicted speaker fares.
type SpeakerOutcome int

// The outcomes of JudgeSpeaker.
const (
	SpeakerRight SpeakerOutcome = iota
	SpeakerWrong
	SpeakerNone
)

func (o SpeakerOutcome) String() string {
	return [...]string{"right", "wrong", "none"}[o]
}

// JudgeSpeaker judges name, the canonical name given a quotation's
// speaker ("" for nobody), against gold, an annotation's speaker.
func JudgeSpeaker(gold, name string) SpeakerOutcome {
	switch {
	case gold == "-" && name == "":
		return SpeakerRight
	case gold == "-":
		return SpeakerWrong
	case name == "":
		return SpeakerNone
	}
	flat := func(s string) string { return strings.ToLower(strings.ReplaceAll(s, "-", " ")) }
	n := flat(name)
	for _, alt := range strings.Split(gold, "|") {
		a := flat(alt)
		if n == a || strings.Contains(a, " ") && strings.Contains(" "+n+" ", " "+a+" ") {
			return SpeakerRight
		}
		for _, w := range strings.Fields(n) {
			if w == a {
				return SpeakerRight
			}
		}
	}
	return SpeakerWrong
}

// SpeakerScore counts the outcomes of a set of quotations.
type SpeakerScore struct {
	Quotations int `json:"quotations"`
	Right      int `json:"right"`
	Wrong      int `json:"wrong"`
	None       int `json:"none"`
}

// Add counts one outcome.
func (s *SpeakerScore) Add(o SpeakerOutcome) {
	s.Quotations++
	switch o {
	case SpeakerRight:
		s.Right++
	case SpeakerWrong:
		s.Wrong++
	default:
		s.None++
	}
}

// Accuracy is the share of quotations whose speaker is right.
func (s SpeakerScore) Accuracy() float64 {
	if s.Quotations == 0 {
		return 0
	}
	return float64(s.Right) / float64(s.Quotations)
}
