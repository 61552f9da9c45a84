package textproc

// IsStopword reports whether w (lower case) is a function word, which
// carries no content: English determiners, pronouns, auxiliaries,
// prepositions, conjunctions and a few reporting words that every news
// sentence has ("said", "told"). The list is storywire's own.
func IsStopword(w string) bool { return stopwords[w] }

// IsStopwordFold is IsStopword of w in lower case ("Who", "WILL").
func IsStopwordFold(w string) bool { return InLower(stopwords, w) }

// InLower reports whether m holds w in lower case, without allocating
// for a word of up to 16 bytes (a longer one it does not hold): for the
// many short words a reader asks about.
func InLower(m map[string]bool, w string) bool {
	var buf [16]byte
	if len(w) > len(buf) {
		return false
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return m[string(buf[:len(w)])]
}

// IsStopwordHash reports whether h is the word hash
// (AppendWordHashes) of a stopword.
func IsStopwordHash(h uint32) bool { return stopwordHashes[h] }

var stopwordHashes = func() map[uint32]bool {
	m := make(map[uint32]bool, len(stopwords))
	for w := range stopwords {
		for _, h := range AppendWordHashes(nil, w) {
			m[h] = true
		}
	}
	return m
}()

var stopwords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{
		"a", "an", "the", "and", "or", "but", "nor", "so", "yet", "if", "then", "than", "as", "because", "while",
		"of", "in", "on", "at", "to", "for", "from", "by", "with", "about", "into", "over", "after", "before",
		"under", "between", "through", "during", "against", "among", "without", "within", "since", "until", "up",
		"down", "out", "off", "near", "around", "across", "along", "per", "via",
		"i", "me", "my", "we", "us", "our", "you", "your", "he", "him", "his", "she", "her", "it", "its", "they",
		"them", "their", "this", "that", "these", "those", "who", "whom", "whose", "which", "what", "where", "when",
		"why", "how", "there", "here",
		"is", "are", "was", "were", "be", "been", "being", "am", "has", "have", "had", "having", "do", "does", "did",
		"will", "would", "shall", "should", "can", "could", "may", "might", "must",
		"not", "no", "also", "all", "any", "some", "such", "only", "other", "more", "most", "very", "just", "both",
		"each", "few", "many", "much", "own", "same", "too", "s", "t", "said", "says", "say", "told", "according",
		"mr", "mrs", "ms", "one", "new",
	} {
		m[w] = true
	}
	return m
}()
