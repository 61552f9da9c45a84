package facts

import (
	"slices"
	"testing"
)

func TestNames(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Fighters of Islamic State left Arsal on Monday, Hassan Nasrallah said.", []string{"Islamic State", "Arsal", "Hassan Nasrallah"}},
		// a site's navigation bar left in the text names nobody
		{"River Gazette | Home | News | World | Sport | Opinion\n\nThe army said Arsal was clear.", []string{"Arsal"}},
	} {
		var got []string
		for _, n := range Names(c.text) {
			got = append(got, n.Name)
		}
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("Names(%q) = %q, lacks %q", c.text, got, w)
			}
		}
		for _, bad := range []string{"Home", "News", "River Gazette", "Opinion"} {
			if slices.Contains(got, bad) {
				t.Errorf("Names(%q) = %q holds %q", c.text, got, bad)
			}
		}
	}
}
