package facts

import (
	"maps"
	"strings"
	"testing"
)

func TestAliasReplace(t *testing.T) {
	a := NewAliases(map[string]string{
		"Daesh":               "Islamic State",
		"Islamic State Group": "Islamic State",
		"Islamic State group": "Islamic State",
		"the Met":             "Metropolitan Police", // starts with no capital: never replaced
		"IS":                  "Islamic State",
		"U.S.":                "United States",
		"Beeb":                "BBC",
		"Zürich FC":           "FC Zürich",
	})
	for _, c := range []struct{ in, want string }{
		{"Daesh fighters", "Daesh fighters"}, // the class's name is the smallest: Daesh
		{"Islamic State fighters", "Daesh fighters"},
		{"the Islamic State Group said", "the Daesh said"}, // the longest name first
		{"the Islamic State group said", "the Daesh said"},
		{"the Met said", "the Met said"},
		{"ISIS and IS", "ISIS and Daesh"}, // never inside a word
		{"IS.", "Daesh."},
		{"THIS IS", "THIS Daesh"},
		{"U.S. forces", "U.S. forces"},
		{"United States forces", "U.S. forces"},
		{"the U.S.A", "the U.S.A"}, // "U.S." followed by a letter: ends where a word does (".")
		{"BBC and Beeb", "BBC and BBC"},
		{"Zürich FC won", "FC Zürich won"},
		{"Zürich FCs", "Zürich FCs"},
		{"", ""},
		{"nothing here", "nothing here"},
	} {
		if got := a.replace(c.in); got != c.want {
			t.Errorf("replace(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// The aliases whose keys a text holds replace in it what every alias
// does: what a reader asking for a story's aliases relies on.
func TestAliasKeysSelectWhatMatters(t *testing.T) {
	pairs := map[string]string{
		"Daesh": "Islamic State", "IS": "Islamic State", "Beeb": "BBC",
		"New Scotland Yard": "the Metropolitan Police", "Met": "the Metropolitan Police",
		"Prof Smith": "Professor Smith", "Alabama": "Georgia",
	}
	class := AliasClasses(pairs)
	all := ClassAliases(class)
	for _, text := range []string{
		"New Scotland Yard said the Met had asked Prof Smith about Daesh.",
		"ISIS and the Beeb", "Professor Smith of Alabama", "nothing",
	} {
		keys := map[string]bool{}
		AliasKeys(text, keys)
		some := map[string]string{}
		for n, c := range class {
			if keys[AliasKey(n, nil)] {
				some[n] = c
			}
		}
		if got, want := ClassAliases(some).replace(text), all.replace(text); got != want {
			t.Errorf("%q: with its keys' aliases %q, with all %q", text, got, want)
		}
	}
}

func TestAliasClasses(t *testing.T) {
	got := AliasClasses(map[string]string{"Daesh": "Islamic State", "Islamic State": "ISIL", "BBC": "Beeb"})
	want := map[string]string{"ISIL": "Daesh", "Islamic State": "Daesh", "Beeb": "BBC"}
	if !maps.Equal(got, want) {
		t.Errorf("AliasClasses = %v, want %v", got, want)
	}
}

// Replacing never panics on any text, changes a text only where one of
// the names occurs in it, and replaces in each part of a text what it
// replaces in that part alone.
func FuzzAliasReplace(f *testing.F) {
	f.Add("the Islamic State group and IS in the U.S.")
	f.Add("ISIS\x00IS é")
	f.Add("\xffIS")
	pairs := map[string]string{"Islamic State group": "Daesh", "IS": "Daesh", "U.S.": "America", "é": "e"}
	a := NewAliases(pairs)
	f.Fuzz(func(t *testing.T, s string) {
		out := a.replace(s)
		found := false
		for n := range a.class {
			found = found || strings.Contains(s, n)
		}
		if !found && out != s {
			t.Fatalf("replace(%q) = %q, though no name occurs in it", s, out)
		}
		// matching is local: a separator no name holds leaves each side's
		// replacements as they were
		if !strings.Contains(s, "\x00") {
			if got, want := a.replace(s+"\x00"+s), out+"\x00"+out; got != want {
				t.Fatalf("replace(%q) = %q, but twice over %q", s, out, got)
			}
		}
	})
}

func TestAliasName(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"Daesh", "Daesh", true},
		{"Islamic State", "Islamic State", true},
		{"the Metropolitan Police", "Metropolitan Police", true},
		{"Bank of England", "Bank of England", true},
		{"U.S.", "U.S.", true},
		{"AT&T", "AT&T", true},
		{"O'Brien", "O'Brien", true},
		{"Theresa May", "Theresa May", true},
		{"Islamic State group", "", false},
		{"100 people affected, Jbvorb", "", false},
		{"Mr Jones added he", "", false},
		{"examining Prof", "", false},
		{"Miss Shaw, 26", "", false},
		{"Channel 4", "", false},
		{"June", "", false},
		{"Last Thursday", "", false},
		{"Herald.\n\nThe", "", false},
		{"of England", "", false},
		{"By Peter Beal", "", false},
		{"But Democratic U.S. Rep.", "", false},
		{"Twelve", "", false},
		{"", "", false},
	} {
		got, ok := AliasName(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("AliasName(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestAliasKey(t *testing.T) {
	count := map[string]int{"Authority": 9, "Belbel": 1, "Follow": 30, "Bay": 2, "Chronicle": 2, "State": 3, "Islamic": 3}
	for _, c := range []struct{ name, want string }{
		{"Daesh", "Daesh"}, {"Islamic State", "State"}, {"Bank of England", "England"},
		{"U.S.", "S"}, {"St Michael's", "Michael"}, {"Follow Bay Chronicle", "Chronicle"},
		{"Belbel Authority", "Belbel"}, {"Zürich FC", "FC"}, {"the Met", ""}, {"", ""},
		{"Islamic State group", "State"},
	} {
		if got := AliasKey(c.name, count); got != c.want {
			t.Errorf("AliasKey(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

func TestAliasPair(t *testing.T) {
	for _, c := range []struct {
		from, to string
		ok       bool
	}{
		{"Islamic State", "Daesh", true},
		{"the Metropolitan Police", "New Scotland Yard", true},
		{"Pte", "Private", true},
		{"QC", "Carman", false},
		{"Miss Davies", "the QC", false},
		{"Daesh", "Daesh", false},
		{"the Met", "Met", false},
		{"Mr Jones added he", "Mr Guscott", false},
	} {
		if _, _, ok := AliasPair(c.from, c.to); ok != c.ok {
			t.Errorf("AliasPair(%q, %q) = %v, want %v", c.from, c.to, ok, c.ok)
		}
	}
}

// Judging a substitution, done for every one an ingest stores, costs no
// allocation for an ASCII name.
func TestAliasNameAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { AliasName("the Bank of England") }); n != 0 {
		t.Errorf("AliasName allocates %v times", n)
	}
}
