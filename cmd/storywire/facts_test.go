package main

import (
	"testing"

	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/facts"
)

func TestSpeakerLine(t *testing.T) {
	for _, c := range []struct {
		s    facts.QuoteSpeaker
		want string
	}{
		{facts.QuoteSpeaker{Name: "Dask", As: []string{"Dask"}}, "Dask"},
		{facts.QuoteSpeaker{As: []string{""}}, "unnamed"},
		{facts.QuoteSpeaker{Name: "Lidia Varga", As: []string{"she (Transport Minister Lidia Varga)"}, Inferred: true},
			"Lidia Varga (as Transport Minister Lidia Varga), inferred"},
		{facts.QuoteSpeaker{Name: "Abbas Ibrahim", As: []string{"General Abbas Ibrahim", "he (General Abbas Ibrahim)", "Abbas Ibrahim"}},
			"Abbas Ibrahim (as General Abbas Ibrahim)"},
		// a speaker only described is shown as an article words it
		{facts.QuoteSpeaker{Name: "a notts police insider", As: []string{"A Notts police insider"}}, "A Notts police insider"},
		{facts.QuoteSpeaker{Name: "department", As: []string{"the department", "he (the department)"}}, "the department"},
		{facts.QuoteSpeaker{As: []string{"He"}, Inferred: true}, "unnamed (as He), inferred"},
	} {
		if got := speakerLine(engine.FactSpeaker{QuoteSpeaker: c.s}); got != c.want {
			t.Errorf("speakerLine(%+v) = %q, want %q", c.s, got, c.want)
		}
	}
	// and who gives the quotation to the speaker
	s := engine.FactSpeaker{QuoteSpeaker: facts.QuoteSpeaker{Name: "Zaidi", As: []string{"he (Zaidi)"}, Inferred: true}, Sources: []string{"AP, in APW", "NYT"}}
	if got, want := speakerLine(s), "Zaidi, inferred — AP, in APW · NYT"; got != want {
		t.Errorf("speakerLine(%+v) = %q, want %q", s, got, want)
	}
}
