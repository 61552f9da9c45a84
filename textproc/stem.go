package textproc

import (
	"regexp"
	"strings"
)

// Stem is the stemmer of ROUGE-1.5.5's -m option: Martin Porter's own
// Perl "Release 1" of his 1980 algorithm (with his departures from the
// paper, e.g. step 2 "bli" → "ble", "logi" → "log"), as modified by C.-Y.
// Lin in step 4 (three checks one after the other instead of one longest
// suffix). It is a faithful port, quirks included, so that ROUGE scores
// match the official script digit for digit; the summarizer uses the same
// stems so that it optimizes the units ROUGE counts. w must be lower-case
// ASCII letters and digits. ROUGE looks words up in the WordNet exception
// list before stemming; that is the caller's part (see eval.LoadRouge).
func Stem(w string) string {
	if len(w) < 3 {
		return w
	}
	initialY := w[0] == 'y'
	if initialY {
		w = "Y" + w[1:]
	}

	// Step 1a
	if m := reSSIES.FindStringSubmatchIndex(w); m != nil {
		w = w[:m[0]] + w[m[2]:m[3]]
	} else if m := reNotSS.FindStringSubmatchIndex(w); m != nil {
		w = w[:m[0]] + w[m[2]:m[3]]
	}
	// Step 1b
	if strings.HasSuffix(w, "eed") {
		if reMgr0.MatchString(w[:len(w)-3]) {
			w = w[:len(w)-1]
		}
	} else if m := reEDING.FindStringIndex(w); m != nil {
		stem := w[:m[0]]
		if reVowelInStem.MatchString(stem) {
			w = stem
			switch {
			case strings.HasSuffix(w, "at") || strings.HasSuffix(w, "bl") || strings.HasSuffix(w, "iz"):
				w += "e"
			case doubleConsonant(w):
				w = w[:len(w)-1]
			case reCVC.MatchString(w):
				w += "e"
			}
		}
	}
	// Step 1c
	if strings.HasSuffix(w, "y") {
		stem := w[:len(w)-1]
		if reVowelInStem.MatchString(stem) {
			w = stem + "i"
		}
	}
	// Step 2
	if m := reStep2.FindStringSubmatchIndex(w); m != nil {
		stem, suffix := w[:m[0]], w[m[2]:m[3]]
		if reMgr0.MatchString(stem) {
			w = stem + step2[suffix]
		}
	}
	// Step 3
	if m := reStep3.FindStringSubmatchIndex(w); m != nil {
		stem, suffix := w[:m[0]], w[m[2]:m[3]]
		if reMgr0.MatchString(stem) {
			w = stem + step3[suffix]
		}
	}
	// Step 4, as changed by Lin: (a), then (b) "ment", then (c) "ent" or,
	// failing that, "sion"/"tion" → "s"/"t".
	if m := reStep4.FindStringIndex(w); m != nil {
		if stem := w[:m[0]]; reMgr1.MatchString(stem) {
			w = stem
		}
	}
	if strings.HasSuffix(w, "ment") {
		if stem := w[:len(w)-4]; reMgr1.MatchString(stem) {
			w = stem
		}
	}
	if strings.HasSuffix(w, "ent") {
		if stem := w[:len(w)-3]; reMgr1.MatchString(stem) {
			w = stem
		}
	} else if strings.HasSuffix(w, "sion") || strings.HasSuffix(w, "tion") {
		if stem := w[:len(w)-3]; reMgr1.MatchString(stem) {
			w = stem
		}
	}
	// Step 5
	if strings.HasSuffix(w, "e") {
		stem := w[:len(w)-1]
		if reMgr1.MatchString(stem) || reMeq1.MatchString(stem) && !reCVC.MatchString(stem) {
			w = stem
		}
	}
	if strings.HasSuffix(w, "ll") && reMgr1.MatchString(w) {
		w = w[:len(w)-1]
	}
	if initialY {
		w = "y" + w[1:]
	}
	return w
}

// doubleConsonant is Perl's /([^aeiouylsz])\1$/.
func doubleConsonant(w string) bool {
	n := len(w)
	return n >= 2 && w[n-1] == w[n-2] && !strings.ContainsRune("aeiouylsz", rune(w[n-1]))
}

// The patterns of Porter's Perl release, in its own notation:
// c consonant, v vowel, C a consonant sequence, V a vowel sequence.
const (
	pc = `[^aeiou]`
	pv = `[aeiouy]`
	pC = pc + `[^aeiouy]*`
	pV = pv + `[aeiou]*`
)

var (
	reMgr0        = regexp.MustCompile(`^(` + pC + `)?` + pV + pC)                    // m > 0
	reMeq1        = regexp.MustCompile(`^(` + pC + `)?` + pV + pC + `(` + pV + `)?$`) // m = 1
	reMgr1        = regexp.MustCompile(`^(` + pC + `)?` + pV + pC + pV + pC)          // m > 1
	reVowelInStem = regexp.MustCompile(`^(` + pC + `)?` + pv)                         // a vowel in the stem
	reCVC         = regexp.MustCompile(`^` + pC + pv + `[^aeiouwxy]$`)                // *o
	reSSIES       = regexp.MustCompile(`(ss|i)es$`)
	reNotSS       = regexp.MustCompile(`([^s])s$`)
	reEDING       = regexp.MustCompile(`(ed|ing)$`)
	reStep2       = regexp.MustCompile(`(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$`)
	reStep3       = regexp.MustCompile(`(icate|ative|alize|iciti|ical|ful|ness)$`)
	reStep4       = regexp.MustCompile(`(al|ance|ence|er|ic|able|ible|ant|ement|ou|ism|ate|iti|ous|ive|ize)$`)
	step2         = map[string]string{"ational": "ate", "tional": "tion", "enci": "ence", "anci": "ance", "izer": "ize", "bli": "ble",
		"alli": "al", "entli": "ent", "eli": "e", "ousli": "ous", "ization": "ize", "ation": "ate", "ator": "ate", "alism": "al",
		"iveness": "ive", "fulness": "ful", "ousness": "ous", "aliti": "al", "iviti": "ive", "biliti": "ble", "logi": "log"}
	step3 = map[string]string{"icate": "ic", "ative": "", "alize": "al", "iciti": "ic", "ical": "ic", "ful": "", "ness": ""}
)

// Stemmer is Stem with a memory: news repeats its words, and a word is
// stemmed once per Stemmer. It is not safe for concurrent use; make one
// per task.
type Stemmer struct {
	memo map[string]string
}

// NewStemmer returns an empty Stemmer.
func NewStemmer() *Stemmer { return &Stemmer{memo: map[string]string{}} }

// Stem is Stem(w), remembered.
func (s *Stemmer) Stem(w string) string {
	if r, ok := s.memo[w]; ok {
		return r
	}
	r := Stem(w)
	if len(s.memo) < 1<<20 { // bound the memory on endless vocabularies
		s.memo[w] = r
	}
	return r
}
