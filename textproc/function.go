package textproc

import "strings"

// Function words of other languages than English, and a guess at a
// text's language from them.
//
// Design. The story stage weighs words by how rare they are; in a
// collection of English news a French or German report's function words
// ("les", "der") are rare, so they would weigh most, and two unrelated
// French reports would look alike. Language guesses a text's language
// by counting the function words of each language among its first
// words; the caller then drops that language's function words as it
// drops English ones. English texts are judged by IsStopword alone, so
// nothing changes for them: many of these words are parts of names in
// English news ("Los Angeles", "de Klerk", "U.N.", "Mich.").

// Language returns the language of text among English, French, German,
// Spanish, Italian and Portuguese ("en", "fr", "de", "es", "it", "pt"),
// by the function words of each among its first 200 words: "en" unless
// another language's are more, and at least minFunctionWords (a line of
// a few words says too little).
func Language(text string) string {
	head := text
	if len(head) > 3000 {
		head = head[:3000]
	}
	return LanguageOf(head, AppendWords(nil, head))
}

// LanguageOf is Language for a text already split into words (spans, as
// AppendWords splits it): a caller that reads the words anyway does not
// split them twice.
func LanguageOf(text string, spans []Span) string {
	var n [8]int // by bit of languageMask: 0 English, then languages
	for _, sp := range spans[:min(len(spans), 200)] {
		m := languageMask[strings.ToLower(text[sp.Start:sp.End])]
		for b := 0; m != 0; b, m = b+1, m>>1 {
			if m&1 != 0 {
				n[b]++
			}
		}
	}
	best, most := "en", max(n[0], minFunctionWords-1)
	for i, l := range languages {
		if n[i+1] > most {
			best, most = l.code, n[i+1]
		}
	}
	return best
}

const minFunctionWords = 3

// IsFunctionWordOf reports whether w (lower case) is a function word of
// language lang (as Language names it): for "en", IsStopword.
func IsFunctionWordOf(lang, w string) bool {
	if stopwords[w] {
		return true
	}
	for _, l := range languages {
		if l.code == lang {
			return l.words[w]
		}
	}
	return false
}

// languageMask holds, for each function word, a bit for each language it
// is one of: bit 0 English, bit i+1 languages[i].
var languageMask = func() map[string]uint8 {
	m := map[string]uint8{}
	for w := range stopwords {
		m[w] |= 1
	}
	for i, l := range languages {
		for w := range l.words {
			m[w] |= 1 << (i + 1)
		}
	}
	return m
}()

var languages = func() []struct {
	code  string
	words map[string]bool
} {
	lists := []struct{ code, words string }{
		{"fr", `le la les un une des du de d l au aux et ou mais donc ni que qui quoi dont où ce cet cette ces son sa ses leur leurs notre nos votre vos mon ma mes ton ta tes il elle ils elles on nous vous je tu se en dans par pour sur sous avec sans entre vers chez selon après avant depuis pendant est sont été être avoir a ont avait avaient était étaient sera seront fait faire plus moins très aussi comme lors si ne pas n y qu c s déjà encore tout tous toute toutes autre autres même quelque quelques lundi mardi mercredi jeudi vendredi samedi dimanche déclaré indiqué`},
		{"de", `der die das den dem des ein eine einer einem einen eines und oder aber doch sondern dass daß wer wie was wo wann warum ich du er sie es wir ihr mich dich sich uns euch ihm ihn ihnen sein seine seiner seinem seinen ihre ihrer ihrem ihren im in ins am an auf aus bei mit nach von vor zu zum zur über unter durch für gegen ohne um bis seit ist sind war waren wird werden wurde wurden hat haben hatte hatten habe kann können soll sollen muss müssen nicht kein keine keinen auch noch schon nur sehr mehr dann denn wenn als so sagte montag dienstag mittwoch donnerstag freitag samstag sonntag`},
		{"es", `el la los las un una unos unas y o pero que quien cual donde cuando como del al de en por para con sin sobre entre desde hasta según tras es son fue fueron ser estar está están ha han había sido se su sus le les lo nos este esta estos estas ese esa eso muy más también ya no dijo lunes martes miércoles jueves viernes sábado domingo`},
		{"it", `il lo la i gli un uno una di da in con su per tra fra è sono che chi non anche più ha hanno della dello delle degli dei del nella nel nei alla al ai agli come dopo`},
		{"pt", `o a os as um uma do da dos das no na nos nas ao em por para com sem que é são foi disse mais também não seu sua`},
	}
	out := make([]struct {
		code  string
		words map[string]bool
	}, len(lists))
	for i, l := range lists {
		out[i].code = l.code
		out[i].words = map[string]bool{}
		for _, w := range strings.Fields(l.words) {
			out[i].words[w] = true
		}
	}
	return out
}()
