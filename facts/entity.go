package facts

import (
	"github.com/storywire/storywire/article"

	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/textproc"
)

// EntityGroup is a name the story's articles use, with its variants.
type EntityGroup struct {
	Name string `json:"name"` // the longest common form
	// Kind is "person", "place" or "organization" by the company the name
	// keeps ("said", titles, "in"); "" when the text does not say.
	Kind     string   `json:"kind,omitempty"`
	Aliases  []string `json:"aliases,omitempty"`
	Articles []string `json:"articles"`
	// Independent is the number of independent sources that name it.
	Independent int `json:"independent_sources"`
	Mentions    int `json:"mentions"`
	kinds       map[string]int
	groups      map[string]bool
}

// notNames are capitalized words that are not names on their own: days,
// words of address, time zones ("2007-02-07 01:43:26 UTC").
var notNames = map[string]bool{"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true,
	"saturday": true, "sunday": true, "mr": true, "mrs": true, "ms": true, "dr": true,
	"utc": true, "gmt": true, "est": true, "edt": true, "pst": true, "pdt": true, "cst": true, "cdt": true, "bst": true, "cet": true}

// opensSpan reports whether a token opens a quotation, whose first word
// is capitalized as a sentence's is, whatever it is ("\"It's the perfect
// crime\""): no evidence that the text writes it capitalized inside
// sentences. (After a bracket, a dash or a colon a capitalized word is
// most often a name: "(AP)", "— Lindsay Lohan".)
func opensSpan(t string) bool {
	switch t {
	case "\"", "“", "'", "‘":
		return true
	}
	return false
}

// pronounLike reports a capitalized word that is a function word with a
// contraction ("We're", "It's", "I'm"): no name.
func pronounLike(w string) bool {
	i := strings.IndexAny(w, "'’")
	return i > 0 && textproc.IsStopword(strings.ToLower(w[:i]))
}

// Names returns the capitalized names of text (runs of capitalized words,
// "al-Assad", "of" and a particle inside a run allowed: "Rio de Janeiro"), leaving out a sentence's
// first word when it is a common word, with the kind suggested by the
// words around each occurrence.
func Names(text string) []struct{ Name, Kind string } {
	var out []struct{ Name, Kind string }
	sents := slices.DeleteFunc(textproc.Sentences(text), func(s textproc.Sentence) bool {
		return article.Furniture(text[s.Start:s.End])
	})
	// Capitalized words seen inside sentences: a sentence's first word
	// is a name only if it is one of them.
	inner := map[string]bool{}
	tokens := make([][]token, len(sents))
	for i, s := range sents {
		tokens[i] = tokenize(text[s.Start:s.End], 0)
		dateline := true // in a run of words in capitals the sentence opens with
		for k, t := range tokens[i] {
			dateline = dateline && nameWord(t.s) && isUpperWord(t.s)
			if k > 0 && !dateline && !opensSpan(tokens[i][k-1].s) && nameWord(t.s) {
				inner[t.s] = true
			}
		}
	}
	for _, toks := range tokens {
		for i := 0; i < len(toks); i++ {
			if !nameWord(toks[i].s) {
				continue
			}
			j := i + 1
			for j < len(toks) && (nameWord(toks[j].s) || (toks[j].s == "of" || isParticle(toks[j].s)) && j+1 < len(toks) && nameWord(toks[j+1].s) || initialAt(toks, j) || bodyAnd(toks, j)) {
				if initialAt(toks, j) {
					j++ // "W." of "George W. Bush": its dot too
				}
				j++
			}
			words := make([]string, 0, j-i)
			for k := i; k < j; k++ {
				w := toks[k].s
				if k+1 < len(toks) && toks[k+1].s == "." && toks[k+1].start == toks[k].end && (initialAt(toks, k) || strings.Contains(w, ".")) {
					w += "." // "W.", "U.S."
					if initialAt(toks, k) {
						k++
					}
				}
				words = append(words, w)
			}
			// A sentence's first word is a name only when it is not a
			// common word ("The", "Both"); a dateline's words in capitals
			// ("SAN FRANCISCO") are none, unless the text writes them so
			// inside a sentence too (an acronym).
			if i == 0 && !(j < len(toks) && toks[j].s == ":") { // "GEORGE STEPHANOPOULOS: ..." is a speaker
				if !inner[words[0]] {
					words = words[1:]
				}
				for len(words) > 0 && !inner[words[0]] && isUpperWord(words[0]) {
					words = words[1:]
				}
			}
			for len(words) > 0 && (textproc.IsStopwordFold(words[0]) || pronounLike(words[0]) || textproc.InLower(notNames, words[0])) {
				words = words[1:]
			}
			for len(words) > 0 && textproc.InLower(titles, strings.TrimSuffix(words[0], ".")) {
				words = words[1:]
			}
			name := strings.Join(words, " ")
			name = strings.TrimSuffix(strings.TrimSuffix(name, "’s"), "'s")
			if name == "" || textproc.InLower(notNames, name) || textproc.InLower(months, name) || len(name) < 2 {
				i = j
				continue
			}
			kind := ""
			prev := ""
			if i > 0 {
				prev = toks[i-1].lower
			}
			switch {
			case i > 0 && textproc.InLower(titles, strings.TrimSuffix(toks[i].s, ".")) || j < len(toks) && speechVerbs[toks[j].lower]:
				kind = "person"
			case prev == "in" || prev == "near" || prev == "from" || prev == "to" && len(words) == 1:
				kind = "place"
			case prev == "the" && len(words) > 1:
				kind = "organization"
			}
			out = append(out, struct{ Name, Kind string }{name, kind})
			i = j
		}
	}
	return out
}

// bodyAnd reports whether toks[k], an "and" after a capitalized word,
// joins the words of one body's name: the capitalized words after it
// end in a word such bodies end in ("Food and Drug Administration",
// "Securities and Exchange Commission"), not "Sweden and Norway".
func bodyAnd(toks []token, k int) bool {
	if toks[k].s != "and" || k == 0 || !nameWord(toks[k-1].s) {
		return false
	}
	j := k + 1
	for j < len(toks) && nameWord(toks[j].s) {
		j++
	}
	return j > k+1 && j-k <= 4 && textproc.InLower(bodyEnds, toks[j-1].s)
}

// bodyEnds are the last words of the names of agencies, fewer than
// bodyWords (age.go), which end places and bodies a person's name does
// not: "Obama and White House", "Bush and Congress" are two names.
var bodyEnds = map[string]bool{"administration": true, "commission": true, "department": true, "agency": true,
	"ministry": true, "bureau": true, "institute": true, "authority": true, "services": true, "council": true,
	"committee": true, "corporation": true, "association": true, "board": true, "enforcement": true}

// initialAt reports whether toks[k] is an initial inside a name: a
// capital letter and its dot, a name after them ("George W. Bush").
func initialAt(toks []token, k int) bool {
	if k+2 >= len(toks) || len(toks[k].s) != 1 || toks[k+1].s != "." || !nameWord(toks[k+2].s) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(toks[k].s)
	return unicode.IsUpper(r)
}

// nameWord reports whether a token is a capitalized word.
func nameWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	if i := strings.IndexByte(w, '-'); i >= 0 && i+1 < len(w) {
		if r2, _ := utf8.DecodeRuneInString(w[i+1:]); unicode.IsLower(r2) && !strings.HasPrefix(w, "Al-") {
			return false // "Russian-backed", "Iran-backed": an adjective
		}
	}
	return unicode.IsUpper(r) && len(w) > 1
}

// compareEntities gathers the names of the docs, merging variants: the
// aliases given (substitutions: "Daesh" for "Islamic State"), and a
// single word that is the last word of a longer name ("Nasrallah",
// "Hassan Nasrallah").
func compareEntities(docs []Doc, aliases map[string]string) []EntityGroup {
	byName := map[string]*EntityGroup{}
	var order []string
	canon := func(n string) string {
		if to, ok := aliases[n]; ok {
			return to
		}
		return n
	}
	variants := map[string]map[string]int{} // class → variant → mentions
	for _, d := range docs {
		group := d.Group
		if group == "" {
			group = d.ID
		}
		for _, nm := range Names(d.Text) {
			c := canon(nm.Name)
			g := byName[c]
			if g == nil {
				g = &EntityGroup{Name: c, kinds: map[string]int{}, groups: map[string]bool{}}
				byName[c] = g
				order = append(order, c)
			}
			if variants[c] == nil {
				variants[c] = map[string]int{}
			}
			variants[c][nm.Name]++
			if !slices.Contains(g.Articles, d.ID) {
				g.Articles = append(g.Articles, d.ID)
			}
			g.Mentions++
			g.groups[group] = true
			if nm.Kind != "" {
				g.kinds[nm.Kind]++
			}
		}
	}
	// A one-word name that ends a longer name joins it when that is the
	// only longer name it ends.
	for _, n := range order {
		g := byName[n]
		if g == nil || strings.Contains(n, " ") {
			continue
		}
		var into []string
		for _, m := range order {
			if byName[m] != nil && strings.HasSuffix(m, " "+n) && !strings.Contains(m, " of ") {
				into = append(into, m)
			}
		}
		if len(into) != 1 {
			continue
		}
		t := byName[into[0]]
		t.Aliases = append(t.Aliases, n)
		t.Mentions += g.Mentions
		for _, a := range g.Articles {
			if !slices.Contains(t.Articles, a) {
				t.Articles = append(t.Articles, a)
			}
		}
		for k, v := range g.kinds {
			t.kinds[k] += v
		}
		for k := range g.groups {
			t.groups[k] = true
		}
		byName[n] = nil
	}
	var out []EntityGroup
	for _, n := range order {
		g := byName[n]
		if g == nil {
			continue
		}
		// Shown by its commonest variant; the others are aliases.
		best := ""
		for v, k := range variants[n] {
			if best == "" || k > variants[n][best] || k == variants[n][best] && v < best {
				best = v
			}
		}
		if best != "" {
			g.Name = best
		}
		var others []string
		for v := range variants[n] {
			if v != g.Name {
				others = append(others, v)
			}
		}
		sort.Strings(others)
		g.Aliases = append(others, g.Aliases...)
		g.Independent = len(g.groups)
		most := 0
		for k, v := range g.kinds {
			if v > most || v == most && k < g.Kind {
				g.Kind, most = k, v
			}
		}
		out = append(out, *g)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Independent != out[j].Independent {
			return out[i].Independent > out[j].Independent
		}
		return out[i].Mentions > out[j].Mentions
	})
	return out
}
