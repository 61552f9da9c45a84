package eval

import "testing"

func TestJudgeSpeaker(t *testing.T) {
	for _, tc := range []struct {
		gold, name string
		want       SpeakerOutcome
	}{
		{"Casey", "Casey", SpeakerRight},
		{"Casey", "Ron Casey", SpeakerRight},
		{"Gallagher|Noel", "Noel", SpeakerRight},
		{"Asaad|al-Asaad", "Riad al-Asaad", SpeakerRight},
		{"spokeswoman", "a theatre spokeswoman", SpeakerRight},
		{"Financial Times|Times", "Financial Times", SpeakerRight},
		{"-", "", SpeakerRight},
		{"-", "study", SpeakerWrong},
		{"Casey", "Ron Hagland", SpeakerWrong},
		{"Casey", "Caseys", SpeakerWrong},
		{"Casey", "", SpeakerNone},
	} {
		if got := JudgeSpeaker(tc.gold, tc.name); got != tc.want {
			t.Errorf("JudgeSpeaker(%q, %q) = %s, want %s", tc.gold, tc.name, got, tc.want)
		}
	}
	var s SpeakerScore
	for _, o := range []SpeakerOutcome{SpeakerRight, SpeakerRight, SpeakerWrong, SpeakerNone} {
		s.Add(o)
	}
	if s.Quotations != 4 || s.Right != 2 || s.Wrong != 1 || s.None != 1 || s.Accuracy() != 0.5 {
		t.Errorf("score %+v, accuracy %g", s, s.Accuracy())
	}
}
