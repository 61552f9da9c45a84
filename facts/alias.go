package facts

// Name aliases. Copies substitute names for their original's ("Daesh"
// for "Islamic State"); the engine learns the pairs from the
// substitutions the alignment stage stores. A comparison of facts puts
// every name of a class of aliases in one place: entities are grouped
// by class, and quotations compared with their names replaced by their
// class's.
//
// A store of a million articles knows hundreds of thousands of aliases,
// and one story names a few dozen of them. So aliases are keyed by
// their first word (AliasKey): a reader asks the store for the aliases
// whose key is a word of the story's texts (AliasKeys) and prepares
// only those (ClassAliases), with the classes the writer computed over
// every pair (AliasClasses). A name is replaced only where it stands as
// whole words, never inside a longer word ("IS" is not replaced in
// "ISIS"), so that the aliases a story's words select give the same
// comparison as every alias there is.

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/internal/unionfind"
)

// AliasName says whether a phrase one copy put in place of another's is
// a name that can stand for another (an organisation, a place, a
// person), and returns it without a leading article ("the Metropolitan
// Police" is "Metropolitan Police"). A name's words are capitalized,
// with the lower-case joining words of names between them ("Bank of
// England"); it holds letters and ".-'&" only. Phrases a rewrite put in
// place of others ("100 people affected, Jbvorb", "Mr Jones added he",
// "examining Prof", "By Peter Beal") are not names, nor are months,
// weekdays and numbers ("June" for "July" is another date).
func AliasName(s string) (string, bool) {
	s = strings.TrimSpace(s)
	for _, the := range []string{"the ", "The ", "THE "} {
		s = strings.TrimPrefix(s, the)
	}
	if s == "" || len(s) >= 60 {
		return "", false
	}
	var buf [16]byte
	for i, rest := 0, s; rest != ""; i++ {
		w, after, _ := strings.Cut(rest, " ")
		rest = after
		if w == "" {
			return "", false // two spaces, or one at the end
		}
		for _, r := range w {
			if !unicode.IsLetter(r) && !strings.ContainsRune(".-'’&", r) {
				return "", false
			}
		}
		first, _ := utf8.DecodeRuneInString(w)
		switch {
		case unicode.IsUpper(first):
			lw := lowerWord(w, &buf) // map[string(lw)] costs no allocation
			if i == 0 && leadWords[string(lw)] || numberWords[string(lw)] != 0 {
				return "", false // "By Peter Beal", "But Democratic Rep.", "Twelve"
			}
			if weekdays[string(lw)] || months[string(lw)] && len(lw) > 3 && string(lw) != "march" {
				return "", false // a weekday or a month (not "May", "March", "Jan": names too)
			}
		case i > 0 && rest != "" && nameJoins[w]:
		default:
			return "", false
		}
	}
	return s, true
}

// lowerWord returns w in lower case, in buf when it is short and ASCII
// (a name checked against the word lists costs no allocation).
func lowerWord(w string, buf *[16]byte) []byte {
	if len(w) > len(buf) {
		return []byte(strings.ToLower(w))
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			return []byte(strings.ToLower(w))
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return buf[:len(w)]
}

// AliasPair says whether a name one copy put in place of another's
// stands for it (AliasName of both, differing), and returns both as
// AliasName does. A bare title for a name ("QC" for "Carman", "the QC"
// for "Miss Davies") describes a person, it does not name one; a title
// for a title ("Pte" for "Private") stands for it.
func AliasPair(from, to string) (string, string, bool) {
	a, okA := AliasName(from)
	b, okB := AliasName(to)
	if !okA || !okB || a == b || isTitle(a) != isTitle(b) {
		return "", "", false
	}
	return a, b, true
}

// isTitle says whether a name is one word of a title or rank.
func isTitle(name string) bool {
	lw := strings.ToLower(strings.TrimSuffix(name, "."))
	return titleWords[lw] || titles[lw] || ranks[lw]
}

// ranks are titles of people beside titles and titleWords.
var ranks = map[string]bool{
	"qc": true, "kc": true, "mp": true, "mep": true, "justice": true, "pte": true, "private": true,
	"det": true, "supt": true, "superintendent": true, "insp": true, "inspector": true, "sergeant": true,
	"reverend": true, "lord": true, "lady": true, "sir": true, "dame": true, "cpl": true, "corporal": true,
	"lieutenant": true, "major": true, "miss": true,
	// British police and army ranks before a name ("Pcs Jane Bramble",
	// "CSM Michael Gleave", "Lance Corporal Carr")
	"pc": true, "pcs": true, "wpc": true, "dc": true, "ds": true, "di": true, "dci": true, "constable": true,
	"sgt-major": true, "lance": true, "csm": true, "rsm": true, "company": true, "brigadier": true, "admiral": true,
	// American state police: "Senior Trooper William Hakim"
	"trooper": true, "senior": true,
}

// leadWords are function words that start a sentence, not a name.
var leadWords = map[string]bool{
	"a": true, "an": true, "and": true, "but": true, "or": true, "by": true, "in": true, "on": true, "at": true,
	"for": true, "with": true, "from": true, "to": true, "as": true, "if": true, "when": true, "while": true,
	"after": true, "before": true, "so": true, "yet": true, "he": true, "she": true, "it": true, "they": true,
	"we": true, "i": true, "this": true, "that": true, "his": true, "her": true, "their": true, "its": true,
}

// nameJoins are the lower-case words that join the words of a name.
var nameJoins = map[string]bool{
	"of": true, "the": true, "and": true, "for": true, "de": true, "du": true, "da": true, "del": true,
	"della": true, "di": true, "la": true, "le": true, "al": true, "el": true, "bin": true, "ibn": true,
	"van": true, "von": true, "der": true, "den": true, "y": true,
}

// Aliases are names that stand for each other, prepared for comparing
// facts: each name's class, and the names by their first word.
type Aliases struct {
	class map[string]string
	// byFirst lists the names of each first word, longest first, so
	// that "Islamic State group" is replaced before "Islamic State".
	byFirst map[string][]string
}

// NewAliases prepares the name pairs of Compare (name → the name it
// stands for).
func NewAliases(pairs map[string]string) *Aliases {
	return ClassAliases(AliasClasses(pairs))
}

// ClassAliases prepares aliases from their classes (name → its class's
// name, as AliasClasses gives them), which may be a subset: the names a
// story's words can hold.
func ClassAliases(class map[string]string) *Aliases {
	a := &Aliases{class: class, byFirst: map[string][]string{}}
	for n := range class {
		if AliasWords(n) != nil {
			first := firstWord(n)
			a.byFirst[first] = append(a.byFirst[first], n)
		}
	}
	for _, names := range a.byFirst {
		slices.SortFunc(names, func(x, y string) int {
			if len(x) != len(y) {
				return len(y) - len(x)
			}
			return strings.Compare(x, y)
		})
	}
	return a
}

// AliasClasses turns pairs of names that stand for each other into a map
// from every name of a class but one to that one (the smallest), so
// that chains and both directions ("Daesh" → "Islamic State" and
// "Islamic State" → "Daesh") end in one name.
func AliasClasses(pairs map[string]string) map[string]string {
	// Number the names in order, so that a class's least number is its
	// smallest name.
	names := make([]string, 0, 2*len(pairs))
	for a, b := range pairs {
		names = append(names, a, b)
	}
	slices.Sort(names)
	names = slices.Compact(names)
	num := make(map[string]int, len(names))
	for i, n := range names {
		num[n] = i
	}
	sets := unionfind.New(len(names))
	for a, b := range pairs {
		sets.Join(num[a], num[b])
	}
	out := make(map[string]string, len(names))
	for i, n := range names {
		if r := sets.Find(i); r != i {
			out[n] = names[r]
		}
	}
	return out
}

// AliasWords returns the capitalized words (runs of letters and digits)
// of a name, of which its key is one; none when the name does not start
// with a capital letter, as a name does (AliasName): such a name is
// never replaced.
func AliasWords(name string) []string {
	if r, _ := utf8.DecodeRuneInString(name); !unicode.IsUpper(r) {
		return nil
	}
	var out []string
	start := -1
	for i, r := range name + " " {
		switch {
		case isWordRune(r):
			if start < 0 {
				start = i
			}
		case start >= 0:
			if w := name[start:i]; unicode.IsUpper(firstRune(w)) {
				out = append(out, w)
			}
			start = -1
		}
	}
	return out
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// AliasKey is the key a name is found by: the one of its capitalized
// words that the fewest aliases hold (count: word → aliases holding it;
// nil, the last), so that a story's words select few aliases ("Follow
// Bay Chronicle" in one site's footer is found by "Bay" or
// "Chronicle", not by every text holding "Follow"; "Belbel Authority"
// by "Belbel"). Any of its words would do: a text holding the name
// holds them all. "" for a name that is never replaced.
func AliasKey(name string, count map[string]int) string {
	key := ""
	for _, w := range AliasWords(name) {
		if key == "" || count[w] <= count[key] {
			key = w
		}
	}
	return key
}

// AliasKeys adds to keys every word of text that could be an alias's
// key (a capitalized word): the aliases a text can hold are those whose
// key it adds.
func AliasKeys(text string, keys map[string]bool) {
	start := -1
	add := func(end int) {
		if r, _ := utf8.DecodeRuneInString(text[start:]); unicode.IsUpper(r) {
			keys[text[start:end]] = true
		}
		start = -1
	}
	for i, r := range text {
		if isWordRune(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			add(i)
		}
	}
	if start >= 0 {
		add(len(text))
	}
}

// firstWord returns the run of letters and digits name starts with.
func firstWord(name string) string {
	end := 0
	for end < len(name) {
		r, n := utf8.DecodeRuneInString(name[end:])
		if !isWordRune(r) {
			break
		}
		end += n
	}
	return name[:end]
}

// replace puts every name of s that has an alias, standing as whole
// words, in its class's name's place.
func (a *Aliases) replace(s string) string {
	if len(a.byFirst) == 0 {
		return s
	}
	var b strings.Builder
	done := 0 // s[:done] is in b, or b is empty and nothing was replaced
	prevWord := false
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		word := isWordRune(r)
		if !word || prevWord {
			i += n
			prevWord = word
			continue
		}
		// a word starts at i
		end := i + n
		for end < len(s) {
			r2, n2 := utf8.DecodeRuneInString(s[end:])
			if !isWordRune(r2) {
				break
			}
			end += n2
		}
		for _, name := range a.byFirst[s[i:end]] {
			if !strings.HasPrefix(s[i:], name) || !wordEnd(s, i+len(name)) {
				continue
			}
			if b.Len() == 0 {
				b.Grow(len(s))
			}
			b.WriteString(s[done:i])
			b.WriteString(a.class[name])
			done = i + len(name)
			end = done
			break
		}
		i = end
		prevWord = false
		if i > 0 {
			r, _ := utf8.DecodeLastRuneInString(s[:i])
			prevWord = isWordRune(r)
		}
	}
	if done == 0 {
		return s
	}
	b.WriteString(s[done:])
	return b.String()
}

// wordEnd says whether a name ending at i ends where a word does: at
// the end of s, before a rune that is not a letter or digit, or after
// one (a name ending in "." may be followed by anything).
func wordEnd(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	if r, _ := utf8.DecodeLastRuneInString(s[:i]); !isWordRune(r) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !isWordRune(r)
}
