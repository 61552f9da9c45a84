package facts

// Quotations and who says them. A quotation is the text between a pair
// of quotation marks of one paragraph, four words or more; its speaker
// is read from its attribution, the speech verb's subject after the
// quotation ("…,” said X) or before it (X said: “…), cut to the phrase
// that names someone. A pronoun ("he said") is the person the sentences
// before it name speaking or doing something, nearest first; a quotation
// that goes on, in its sentence or as a paragraph of its own, keeps the
// speaker before it. The rules read words, capitals and a few lists of
// verbs, titles, roles and common first names: no parser and no model
// of who is who beyond the nearest subject, and a person's sex only
// where a title, a role or a common first name tells it ("Ms",
// "spokesman", "Nancy"), so a guess stays marked Inferred.

import (
	"maps"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/textproc"
)

// Quote is a direct quotation in an article, with its speaker.
type Quote struct {
	Text string `json:"text,omitempty"` // the words inside the quotation marks; left out where stored (Extraction.Compact)
	// Speaker is as the article names it ("the head of Lebanon's internal
	// security agency, General Abbas Ibrahim"; "he" resolved to the last
	// named speaker); Name the canonical name used to match speakers
	// across articles ("Abbas Ibrahim"), "" when unknown.
	Speaker string `json:"speaker"`
	Name    string `json:"name"`
	Start   int    `json:"start"` // byte range of the quoted words
	End     int    `json:"end"`
	// Inferred is set when the speaker is a pronoun resolved to a named
	// one, or a quotation with no attribution of its own taken as the
	// previous speaker going on: a guess, which alone never flags a
	// disagreement.
	Inferred bool `json:"inferred,omitempty"`
}

// speechVerbs introduce a speaker.
var speechVerbs = map[string]bool{"said": true, "says": true, "told": true, "added": true, "continued": true,
	"stated": true, "declared": true, "wrote": true, "asked": true, "explained": true, "insisted": true,
	"warned": true, "noted": true, "recalled": true, "tweeted": true, "announced": true, "according": true,
	"claimed": true, "argued": true, "replied": true, "admitted": true, "described": true, "branded": true,
	"welcomed": true, "called": true, "urged": true, "commented": true, "tells": true, "writes": true,
	"reiterated": true, "joked": true, "quipped": true, "responded": true, "acknowledged": true, "conceded": true,
	"remarked": true, "cautioned": true, "vowed": true, "complained": true, "adds": true, "explains": true,
	"insists": true, "warns": true, "pleaded": true, "shouted": true, "yelled": true,
	"cried": true, "screamed": true, "whispered": true, "answered": true, "countered": true, "retorted": true,
	"testified": true, "mused": true}

// titles are words that precede a name without being part of it.
var titles = map[string]bool{"general": true, "gen": true, "president": true, "sayyed": true, "sheikh": true, "mr": true,
	"mrs": true, "ms": true, "dr": true, "minister": true, "prime": true, "leader": true, "chief": true, "head": true,
	"colonel": true, "col": true, "captain": true, "capt": true, "lt": true, "sgt": true, "sen": true, "senator": true,
	"rep": true, "gov": true, "governor": true, "mayor": true, "judge": true, "secretary": true, "spokesman": true,
	"spokeswoman": true, "commander": true, "king": true, "queen": true, "prince": true, "pope": true, "rev": true,
	"father": true, "professor": true, "prof": true, "ambassador": true, "director": true, "officer": true}

// quoteMarks pairs opening and closing quotation marks.
var quoteMarks = [][2]string{{"“", "”"}, {"``", "''"}, {"\"", "\""}, {"«", "»"}}

// maxQuotes bounds the quotations read from one text (an article has
// tens), so that comparison stays cheap on any input.
const maxQuotes = 200

// maxQuoteLen is the longest quotation read, in bytes.
const maxQuoteLen = 2000

// window bounds how far before a quotation its speaker is looked for.
const window = 600

// Quotes returns the direct quotations of text of at least four words,
// with their speakers.
func Quotes(text string) []Quote {
	var out []Quote
	last := "" // the last named speaker, for "he said"
	lastName := ""
	prevEnd, prevSpeaker, prevName := -1, "", "" // the quotation before, if it had a speaker
	spans := quoteSpans(text)
	if len(spans) > maxQuotes {
		spans = spans[:maxQuotes]
	}
	var sents []textproc.Sentence // the text's, split on first need
	sentences := func() []textproc.Sentence {
		if sents == nil {
			sents = textproc.Sentences(text)
		}
		return sents
	}
	for _, span := range spans {
		q := Quote{Text: strings.TrimSpace(text[span[0]:span[1]]), Start: span[0], End: span[1]}
		if len(strings.Fields(q.Text)) < 4 {
			continue
		}
		q.Speaker = speakerAfter(text, span[1]+closeLen(text, span[1]))
		if f := strings.Fields(q.Speaker); len(f) > 0 && strings.ContainsAny(q.Text[len(q.Text)-1:], ".!?") && textproc.IsStopword(strings.ToLower(f[0])) {
			// "….'' But he said ``…": the next sentence, and its
			// speaker the next quotation's.
			q.Speaker = ""
		}
		if q.Speaker == "" {
			q.Speaker = speakerBefore(text, span[0])
		}
		q.Speaker = speakerPhrase(q.Speaker)
		q.Name = canonicalName(q.Speaker)
		if q.Speaker == "" && prevName != "" && continues(text[prevEnd:span[0]]) {
			// “…,” Dask said. “We will keep searching.”: the speaker goes on.
			q.Speaker, q.Name, q.Inferred = prevSpeaker, prevName, true
		}
		if q.Speaker == "" {
			// a paragraph that is a quotation, after one that names who
			// speaks: "Insp Gaskin said. / “We don't normally get…”"
			if who := paragraphSpeaker(text, span[0]); who != "" {
				q.Speaker, q.Name, q.Inferred = who, canonicalName(who), true
			}
		}
		if pronoun(q.Speaker) {
			// Who "she" is: the nearest "X said" in the quotation's own
			// paragraph ("Minister Lidia Varga said the inquiry would open.
			// “…,” she said"), before the speaker of an earlier quotation;
			// the next "she added" is then that person too.
			// (none of the other sex than "he" or "she": "Yelena Masyuk"
			// is no "he")
			person, female := pronounSex(q.Speaker)
			fits := func(w string) bool { return w != "" && !(person && otherSex(w, female)) }
			who, name := last, lastName
			if !fits(who) {
				who, name = "", ""
			}
			p := strings.LastIndexByte(text[:span[0]], '\n') + 1
			if near := namedBefore(text[p:], span[0]-p); fits(near) {
				who, name = near, canonicalName(near)
				last, lastName = who, name
			} else if near := mentionedBefore(text, sentences(), span[0], q.Speaker); near != "" {
				who, name = near, canonicalName(near)
				last, lastName = who, name
			} else if who == "" {
				if near := namedBefore(text, span[0]); fits(near) {
					last, lastName = near, canonicalName(near)
					who, name = last, lastName
				}
			}
			if who != "" {
				q.Speaker, q.Name, q.Inferred = q.Speaker+" ("+who+")", name, true
			}
		}
		if q.Name != "" && !q.Inferred {
			last, lastName = q.Speaker, q.Name
		}
		out = append(out, q)
		prevEnd, prevSpeaker, prevName = span[1], q.Speaker, q.Name
	}
	return out
}

// speakerPhrase returns a speaker phrase without the end of a quotation
// before it ("” Barksdale") and the words between it and its verb
// ("Obama has", "Mohamed Fayed was", "he allegedly"), and "" for what is
// no one: function words alone ("and", "who"), a number, or a clause
// the attribution took in ("in convicting a man", "uncovered two
// witnesses who saw the incident", "Street when she awoke to a sound").
func speakerPhrase(s string) string {
	s = strings.TrimLeft(s, "'`\"”’ ")
	all := strings.Fields(s)
	words := all
	for len(words) > 0 && textproc.InLower(conjunctions, words[0]) {
		words = words[1:] // "But Michael Howard"
	}
	for i, w := range words {
		if i > 0 && (w == "who" || w == "which") {
			words = words[:i] // "prosecutor Stephen Rapp who will try the case"
			break
		}
	}
	for len(words) > 0 {
		w := strings.Trim(words[len(words)-1], ",.;:()'’")
		adverb := strings.HasSuffix(w, "ly") && !hasUpper(w) // "allegedly", not "Finnelly"
		if isPronoun(w) || !textproc.IsStopwordFold(w) && !adverb {
			break
		}
		words = words[:len(words)-1]
	}
	if len(words) == 0 || len(words) > 12 {
		return ""
	}
	if len(words) < len(all) || strings.ContainsAny(s, "\t\n\r\u00a0") || strings.Contains(s, "  ") || strings.TrimRight(s, " ") != s {
		s = strings.Join(words, " ") // words left out, or spaced otherwise
	}
	if pronoun(s) {
		return s // "he said", "But he said": resolved to who he is (Quotes)
	}
	if textproc.InLower(clauseOpeners, words[0]) {
		return ""
	}
	letters := false
	for _, w := range words {
		t := strings.Trim(w, ",.;:()'’\"`")
		if strings.ContainsAny(w, "\"`“”") || textproc.InLower(clauseWords, t) || len(t) > 4 && strings.HasSuffix(t, "ed") && !hasUpper(w) {
			return ""
		}
		letters = letters || strings.IndexFunc(t, unicode.IsLetter) >= 0
	}
	if !letters {
		return ""
	}
	return s
}

// hasUpper reports whether w has an upper-case letter.
func hasUpper(w string) bool { return strings.IndexFunc(w, unicode.IsUpper) >= 0 }

// conjunctions join a speaker's sentence to the one before ("But
// Michael Howard said").
var conjunctions = map[string]bool{"but": true, "and": true, "or": true, "so": true, "yet": true}

// pronouns may stand for a speaker ("he said").
var pronouns = [...]string{"he", "she", "they", "it", "we", "i"}

// isPronoun reports whether a word of any case is one of pronouns.
func isPronoun(w string) bool {
	return slices.ContainsFunc(pronouns[:], func(p string) bool { return strings.EqualFold(p, w) })
}

// clauseOpeners open a clause or a phrase that is no speaker; clauseWords
// are the verbs and joints of a clause inside one.
var clauseOpeners, clauseWords = func() (opens, words map[string]bool) {
	opens, words = map[string]bool{}, map[string]bool{}
	for _, w := range strings.Fields("in on at after before despite during who which that when while because if as and but or to with without from by") {
		opens[w] = true
	}
	for _, w := range strings.Fields("was were is are has had have would will could should when while who which because") {
		words[w] = true
	}
	return opens, words
}()

// continues reports whether the text between two quotations is no more
// than the first one's attribution ("," Dask said. "), so that the second
// is the same speaker going on: short, one sentence end at most (the dot
// of a title, "said Mr. Luu, 41.", is none), and one paragraph, or a
// paragraph break right after the attribution where the second
// quotation opens a paragraph of its own, as news gives a speaker's
// next words.
func continues(between string) bool {
	if len(between) > 120 {
		return false
	}
	if i := strings.IndexByte(between, '\n'); i >= 0 {
		if strings.TrimLeft(between[i:], " \t\r\n\"“`'") != "" {
			return false // words after the break: a paragraph of narration
		}
		between = between[:i]
	}
	ends := strings.Count(between, "!") + strings.Count(between, "?")
	for i := strings.IndexByte(between, '.'); i >= 0; {
		if j := strings.LastIndexAny(between[:i], " \t") + 1; !(i-j <= 3 && i > j && nameWord(between[j:i])) {
			ends++
		}
		k := strings.IndexByte(between[i+1:], '.')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return ends <= 1
}

// quoteSpans returns the byte ranges of the quoted texts, each within one
// paragraph, in text order. Mark types are tried in turn; a span that
// overlaps one found with an earlier type is skipped.
func quoteSpans(text string) [][2]int {
	var prev [][2]int // spans of earlier mark types, sorted
	for _, m := range quoteMarks {
		open, close := m[0], m[1]
		var cur [][2]int
		for i := 0; i < len(text); {
			a := strings.Index(text[i:], open)
			if a < 0 {
				break
			}
			a += i + len(open)
			b := strings.Index(text[a:min(len(text), a+maxQuoteLen)], close)
			if b < 0 {
				i = a
				continue
			}
			b += a
			if strings.Contains(text[a:b], "\n\n") || overlaps(prev, a, b) {
				i = a
				continue
			}
			cur = append(cur, [2]int{a, b})
			i = b + len(close)
		}
		prev = append(prev, cur...)
		sort.Slice(prev, func(i, j int) bool { return prev[i][0] < prev[j][0] })
	}
	if more := openParagraphs(text, prev); len(more) > 0 {
		prev = append(prev, more...)
		sort.Slice(prev, func(i, j int) bool { return prev[i][0] < prev[j][0] })
	}
	return prev
}

// openParagraphs returns the spans of quotations that run on past their
// paragraph, as British papers print a speaker's words over several: a
// paragraph with an opening mark it never closes ("Mr Salmon said: “What
// this autumn represents…" and no closing mark), followed by one that
// opens with a mark again, holds a quotation from that mark to its end.
// spans are the quotations read so far, sorted by start.
func openParagraphs(text string, spans [][2]int) [][2]int {
	var out [][2]int
	opens := func(p string) bool { // p opens with a quotation mark
		return strings.HasPrefix(p, "“") || strings.HasPrefix(p, "\"") || strings.HasPrefix(p, "``")
	}
	for i := 0; i < len(text); {
		end := strings.IndexByte(text[i:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += i
		}
		next := end
		for next < len(text) && (text[next] == '\n' || text[next] == '\r' || text[next] == ' ') {
			next++
		}
		if next == len(text) || !opens(text[next:]) {
			i = end + 1
			continue // the next paragraph opens with no mark: nothing runs on into it
		}
		para := text[i:end]
		// the paragraph's last mark, when it opens a quotation: a curly
		// one, or a straight one that leaves an odd count
		a := -1
		if c := strings.LastIndex(para, "“"); c >= 0 && !strings.Contains(para[c:], "”") {
			a = i + c + len("“")
		} else if n := strings.Count(para, "\""); n%2 == 1 {
			a = i + strings.LastIndexByte(para, '"') + 1
		}
		if a >= 0 {
			b := a + len(strings.TrimRight(text[a:end], " \r"))
			if b > a && b-a <= maxQuoteLen && !overlaps(spans, a, b) {
				out = append(out, [2]int{a, b})
			}
		}
		i = end + 1
	}
	return out
}

// overlaps reports whether [a, b) overlaps a span of the sorted,
// disjoint spans.
func overlaps(spans [][2]int, a, b int) bool {
	k := sort.Search(len(spans), func(k int) bool { return spans[k][1] > a })
	return k < len(spans) && spans[k][0] < b
}

// closeLen is the length of the closing mark at text[i:].
func closeLen(text string, i int) int {
	for _, m := range quoteMarks {
		if strings.HasPrefix(text[i:], m[1]) {
			return len(m[1])
		}
	}
	return 0
}

// speakerAfter reads "…,” X said" or "…,” said X" after a closing mark at
// i, within the sentence.
func speakerAfter(text string, i int) string {
	rest := text[i:min(len(text), i+window)]
	if e := strings.IndexAny(rest, "\n“\"!?"); e >= 0 {
		rest = rest[:e]
	}
	if ss := textproc.Sentences(rest); len(ss) > 0 {
		rest = strings.TrimRight(rest[:ss[0].End], ".")
	}
	toks := tokenize(rest, 0)
	if d := strings.TrimLeft(rest, " "); strings.HasPrefix(d, "—") || strings.HasPrefix(d, "--") || strings.HasPrefix(d, "–") {
		// "…” —Arianna Huffington, editor in chief": a blurb's or a
		// post's signature
		k := slices.IndexFunc(toks, isWordToken)
		if k >= 0 && k <= 2 && nameWord(toks[k].s) && !textproc.IsStopwordFold(toks[k].s) {
			e := k
			for e < len(toks) && (nameWord(toks[e].s) || namePart(toks[e].s)) {
				e++
			}
			if e == len(toks) || toks[e].s == "," || toks[e].s == "(" {
				return rest[toks[k].start:toks[e-1].end]
			}
		}
	}
	for k, t := range toks {
		lw := t.lower
		if !speechVerbs[lw] || k > 12 {
			continue
		}
		if k+1 < len(toks) && toks[k+1].s == ":" {
			return "" // "…” Senator Obama answered: “…": the next quotation's speaker
		}
		if k == 0 || k == 1 && toks[0].s == "," {
			// "…,” said X, who …"
			who := phraseUntilComma(toks[k+1:], rest)
			c := k + 1 // the comma after the phrase, if any
			for c < len(toks) && toks[c].s != "," && toks[c].s != ";" {
				c++
			}
			if who != "" && c < len(toks) && toks[c].s == "," && roleNoun(toks[c-1].lower) {
				// "said the mayor, Paul Dask, after…": the role, then its name
				e := c + 1
				for e < len(toks) && nameWord(toks[e].s) {
					e++
				}
				if e > c+1 && (e == len(toks) || toks[e].s == ",") {
					return rest[toks[k+1].start:toks[e-1].end]
				}
			}
			return who
		}
		// The subject is what follows the last comma before the verb:
		// "…” — the quotation closed mid-sentence — "difficulty, he said".
		// A comma just before the verb closes an appositive, which is
		// then the phrase: "the head of the agency, General Abbas
		// Ibrahim, said".
		end := k - 1
		if end > 0 && toks[end].s == "," {
			end--
		}
		from := afterComma(toks, 0, end)
		if from == end && from > 1 && strings.Trim(toks[from].s, "0123456789") == "" {
			// an age in apposition: "Makaeo Williams, 18, said"
			end = from - 2
			from = afterComma(toks, 0, end)
		}
		if from > end {
			return ""
		}
		return strings.Trim(rest[toks[from].start:toks[end].end], " ,")
	}
	// No verb: a name right after a quotation that ends in a comma, in
	// apposition, is the speaker ("…,” Sen. Ron Johnson (R-TX), who…",
	// "…,” Rafael Lemaitre, a former top staffer…").
	if !strings.HasSuffix(strings.TrimRight(text[:i], "”\"'’` "), ",") {
		return ""
	}
	k := 0
	for k < len(toks) && toks[k].s == "," {
		k++
	}
	e := k
	for e < len(toks) && (nameWord(toks[e].s) && (!textproc.IsStopwordFold(toks[e].s) || titles[toks[e].lower]) || e > k && (namePart(toks[e].s) || toks[e].s == "." && titles[toks[e-1].lower])) {
		e++
	}
	if e-k >= 2 && (e == len(toks) || toks[e].s == "," || toks[e].s == "(") && !shouted(toks[k:e]) &&
		!slices.ContainsFunc(toks[k:e], func(t token) bool { return months[t.lower] || weekdays[t.lower] }) {
		return rest[toks[k].start:toks[e-1].end]
	}
	return ""
}

// afterComma returns the index after the last comma of toks(lo, end],
// or lo when there is none: where the words just before a verb start.
func afterComma(toks []token, lo, end int) int {
	for j := end; j > lo; j-- {
		if toks[j].s == "," {
			return j + 1
		}
	}
	return lo
}

// speakerBefore reads "X said: “…" or "according to X, “…" before an
// opening mark at i, within the sentence.
func speakerBefore(text string, i int) string {
	head := text[sentenceStart(text, max(0, i-window), i):i]
	toks := tokenize(head, 0)
	for k := len(toks) - 1; k >= 0; k-- {
		lw := toks[k].lower
		if !speechVerbs[lw] {
			continue
		}
		if lw == "according" && k+2 < len(toks) {
			return phraseUntilComma(toks[k+2:], head)
		}
		if k+1 < len(toks) && toks[k+1].lower == "as" && (lw == "described" || lw == "branded" || lw == "called") {
			return "" // "a romp, described as “…": what something is called, not said
		}
		if saidBefore[lw] && k+1 < len(toks) && (nameWord(toks[k+1].s) || toks[k+1].s == "[" || toks[k+1].lower == "the" || toks[k+1].lower == "a") {
			// the speaker after the verb, then a comma or a colon: "…,
			// says [population biologist Joel] Cohen, “…", "said Smith:
			// “…" (not "The pope said Stepinac “…": what he said of him)
			e := len(toks)
			for e > k+1 && !isWordToken(toks[e-1]) && toks[e-1].s != "," && toks[e-1].s != ":" {
				e--
			}
			if e > k+2 && (toks[e-1].s == "," || toks[e-1].s == ":") && nameWord(toks[e-2].s) && !textproc.IsStopwordFold(toks[e-2].s) && e-k <= 9 &&
				!slices.ContainsFunc(toks[k+1:e-1], func(t token) bool { return clauseWords[t.lower] || t.s == "," }) {
				return head[toks[k+1].start:toks[e-2].end]
			}
		}
		if k > 1 && toks[k-1].s == "," {
			// "X, attending the summit in Porto, Portugal, said": the
			// subject stands before the appositive.
			if subj := clauseSubject(toks[:k-1], head); subj != "" {
				return subj
			}
		}
		if k > 0 {
			// Up to eight words before the verb, from the last comma:
			// "Asked about the attack, he said: “…".
			from := afterComma(toks, max(0, k-8), k-1)
			if from >= k {
				return ""
			}
			if toks[from].lower == "as" && from+1 < k-1 {
				from++ // "as the blogger Melissa Silverstein wrote, “…"
			}
			if r, _ := utf8.DecodeRuneInString(toks[from].s); from > 1 && toks[from-1].s == "," && unicode.IsLower(r) {
				// a role after the name it is of: "Stephen Thornton, chief
				// executive of the NHS Confederation said: “…"
				pf := afterComma(toks, max(0, from-6), from-2)
				if pf < from-1 && !slices.ContainsFunc(toks[pf:from-1], func(t token) bool { return !nameWord(t.s) || textproc.IsStopwordFold(t.s) && !titles[t.lower] }) {
					from = pf
				}
			}
			// (a quotation that closes before the subject is no part of
			// it: "…?” Senator Obama answered: “…")
			subj := strings.TrimLeft(strings.Trim(head[toks[from].start:toks[k-1].end], " ,"), "”’\"' ")
			if strings.ContainsAny(subj, "\"“”") || prepositions[toks[from].lower] {
				// "told the hearing in May that the “financial
				// implications” explained why …": a verb of reported
				// speech inside the clause; the speaker is an earlier
				// verb's subject.
				continue
			}
			return subj
		}
	}
	return ""
}

// paragraphSpeaker returns who speaks a quotation at byte i that opens
// its paragraph, by the last sentence of the paragraph before: someone
// named speaking there ("Two deaths so close together was unusual, Insp
// Gaskin said.", "Mr Clarke said he believed the older man was hurt.")
// or a speaker in a paragraph of its own after it ("Roesler said.");
// "" when neither names one.
func paragraphSpeaker(text string, i int) string {
	p := strings.LastIndexByte(text[:i], '\n') + 1
	if strings.TrimLeft(text[p:i], " \t\r“\"`") != "" {
		return "" // not the paragraph's first words
	}
	// the paragraph before: its last sentence
	e := p
	for e > 0 && (text[e-1] == '\n' || text[e-1] == '\r' || text[e-1] == ' ') {
		e--
	}
	b := max(0, strings.LastIndexByte(text[:e], '\n')+1, e-window)
	if ss := textproc.Sentences(text[b:e]); len(ss) > 0 {
		s := text[b+ss[len(ss)-1].Start : b+ss[len(ss)-1].End]
		// (not who asks: "Lauer asked the family if…", and the family
		// answers)
		if who := sentenceSpeaker(s, nameTokens(s)); who != "" && who != pronounSpeaks && !asks(s, who) {
			return who
		}
	}
	// the paragraph after, when it is only an attribution: "Roesler said."
	n := strings.IndexByte(text[i:], '\n')
	if n < 0 {
		return ""
	}
	rest := strings.TrimLeft(text[i+n:], "\r\n ")
	if n := strings.IndexByte(rest, '\n'); n >= 0 {
		rest = rest[:n]
	}
	if toks := tokenize(rest, 0); len(toks) <= 8 && len(toks) >= 2 && speechVerbs[toks[len(toks)-2].lower] && toks[len(toks)-1].s == "." {
		if who := strings.TrimSpace(rest[:toks[len(toks)-2].start]); who != "" && !pronoun(who) && canonicalName(who) != "" {
			return who
		}
	}
	return ""
}

// asks reports whether who is the one asking in sentence s ("Lauer
// asked the family if…").
func asks(s, who string) bool {
	i := strings.Index(s, who)
	return i >= 0 && strings.HasPrefix(strings.TrimSpace(s[i+len(who):]), "asked")
}

// sentenceStart returns where the sentence that holds byte i starts, no
// further back than lo: after the last line break, or the last ".", "!"
// or "?" before a space or a closing mark, that no initial or title ends
// ("U.S.", "Mr.", "J.").
func sentenceStart(text string, lo, i int) int {
	for j := i - 2; j >= lo; j-- {
		switch text[j] {
		case '\n':
			return j + 1
		case '!', '?':
			if ends(text[j+1:]) {
				return j + 1
			}
		case '.':
			if !ends(text[j+1:]) {
				continue
			}
			w := j
			for w > lo && isWordByte(text[w-1]) {
				w--
			}
			if word := text[w:j]; j-w > 2 && !textproc.InLower(titles, word) || j-w == 2 && !unicode.IsUpper(rune(word[0])) {
				return j + 1 // not "U.S." nor "Mr." nor "J."
			}
		}
	}
	return lo
}

// ends reports whether rest, what follows a full stop, ends a sentence
// there: a space or a closing mark follows ("magistrates.” But he").
func ends(rest string) bool {
	return rest != "" && (rest[0] == ' ' || rest[0] == '\'' || rest[0] == '"' || strings.HasPrefix(rest, "”") || strings.HasPrefix(rest, "’"))
}

// namedBefore returns the last name attributed speech ("Nasrallah said",
// "said Nasrallah") in the three sentences before byte i, or "".
func namedBefore(text string, i int) string {
	from, lo := i, max(0, i-window)
	for n := 0; n < 3 && from > lo; {
		j := lo + strings.LastIndexAny(text[lo:from-1], ".\n") + 1
		if from-j > 2 { // not just the end of the sentence before
			n++
		}
		from = j
	}
	toks := tokenize(text[from:i], from)
	// "Nasrallah said" first, the commoner and safer form.
	for k := len(toks) - 1; k > 0; k-- {
		if speechVerbs[toks[k].lower] && nameWord(toks[k-1].s) && !textproc.IsStopwordFold(toks[k-1].s) {
			j := k - 1
			for j > 0 && nameWord(toks[j-1].s) && k-j < 4 {
				j--
			}
			return text[toks[j].start:toks[k-1].end]
		}
	}
	return ""
}

// clauseSubject returns the first comma-parted phrase of toks (a clause
// up to a verb's appositive) that names someone, a phrase opening with a
// preposition ("In London,") passed over; "" when none does.
func clauseSubject(toks []token, s string) string {
	for from := 0; from < len(toks); {
		to := from
		for to < len(toks) && toks[to].s != "," {
			to++
		}
		if to > from && conjunctions[toks[from].lower] {
			from++ // "but Dr. Mary Chiu, ACE's program manager, said"
		}
		switch {
		case to <= from || prepositions[toks[from].lower]:
		case slices.ContainsFunc(toks[from:to], func(t token) bool { return clauseWords[t.lower] }):
			// a clause of its own before the subject: "NASA is
			// reorienting the spacecraft, but Dr. Mary Chiu, …, said"
		case to-from > 8:
			return ""
		default:
			if who := appositiveName(toks, s, from, to); who != "" {
				return who // "The victim's mother, Mary Smith, said"
			}
			for _, t := range toks[from:to] {
				if nameWord(t.s) && !textproc.IsStopword(t.lower) && !weekdays[t.lower] && !months[t.lower] {
					return s[toks[from].start:toks[to-1].end]
				}
			}
			// a role that names no one ("The official, Dr. Charles J.
			// Ganley, director of…"): the name is in the next phrase
		}
		from = to + 1
	}
	return ""
}

// appositiveName returns the name in apposition after toks[from:to]
// when that phrase is someone's role ("Mr. Kushner’s attorney, Jamie
// Gorelick,": the attorney speaks, not Kushner), else "".
func appositiveName(toks []token, s string, from, to int) string {
	possessive := false
	for _, t := range toks[from:to] {
		possessive = possessive || strings.HasSuffix(t.s, "'s") || strings.HasSuffix(t.s, "’s") || t.s == "'s" || t.s == "’s"
	}
	if !possessive || to >= len(toks) || toks[to].s != "," {
		return ""
	}
	end := to + 1
	for end < len(toks) && toks[end].s != "," && end-to <= 6 {
		if !nameWord(toks[end].s) && !namePart(toks[end].s) && !(toks[end].s == "." && titles[toks[end-1].lower]) {
			return ""
		}
		end++
	}
	if end == to+1 || end < len(toks) && toks[end].s != "," {
		return ""
	}
	return s[toks[to+1].start:toks[end-1].end]
}

var prepositions = map[string]bool{"in": true, "at": true, "on": true, "after": true, "before": true, "during": true,
	"from": true, "with": true, "for": true, "by": true, "under": true, "over": true, "outside": true, "inside": true}

// phraseUntilComma returns the words of toks up to the first comma.
func phraseUntilComma(toks []token, s string) string {
	end := 0
	for k, t := range toks {
		if t.s == "," || t.s == ";" || k > 8 {
			break
		}
		end = k + 1
	}
	if end == 0 {
		return ""
	}
	return s[toks[0].start:toks[end-1].end]
}

// pronoun reports whether a speaker phrase is a pronoun, after the
// function words that may open its sentence ("But he", "And she").
func pronoun(s string) bool {
	letters := func(w string) string { return strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) }
	// The last word first, without a copy: most speakers end in a name.
	last := ""
	for w := range strings.FieldsSeq(s) {
		if w = letters(w); w != "" {
			last = w // marks left out: "'' But he"
		}
	}
	if !isPronoun(last) {
		return false
	}
	n := 0
	for w := range strings.FieldsSeq(s) {
		if w = letters(w); w != "" {
			n++
			if w != last && !textproc.IsStopword(strings.ToLower(w)) {
				return false // the words before it open the sentence: "But he"
			}
		}
	}
	return n > 0
}

// postnominal are letters after a name that are no part of it ("James
// Goudie QC").
var postnominal = map[string]bool{"qc": true, "kc": true, "mp": true, "mep": true, "jr": true, "sr": true}

// canonicalName returns the name a speaker phrase refers to: the last
// run of capitalized words, without titles, as "First Last" (its last two
// words) — "the head of Lebanon's internal security agency, General Abbas
// Ibrahim" and "Lebanese Internal Security Gen. Abbas Ibrahim" are both
// "Abbas Ibrahim". A description without a name ("the commander") is
// kept in lower case.
func canonicalName(speaker string) string {
	if speaker == "" || pronoun(speaker) {
		return ""
	}
	for {
		// an aside in brackets is no part of the name: "Rep. Michael
		// Grimm (R-N.Y.)"
		i := strings.IndexByte(speaker, '(')
		j := strings.IndexByte(speaker[max(i, 0):], ')')
		if i < 0 || j < 0 {
			break
		}
		speaker = strings.TrimSpace(speaker[:i] + speaker[i+j+1:])
	}
	words := strings.Fields(speaker)
	var run []string
	possessive := false // the run's last word is a possessive: "Tony Blair's office"
	described := false  // a common noun follows the run: "a Notts police insider", "the Welsh actress"
	next := ""          // the word after the one read
	for i := len(words) - 1; i >= 0; i-- {
		raw := strings.Trim(words[i], ",.;:()[]’'-")
		w := strings.TrimSuffix(strings.TrimSuffix(raw, "'s"), "’s") // "Tony Blair's office"
		r, _ := utf8.DecodeRuneInString(w)
		if p, rest, ok := strings.Cut(w, "-"); ok && len(p) <= 3 && rest != "" && unicode.IsLower(r) {
			if r2, _ := utf8.DecodeRuneInString(rest); unicode.IsUpper(r2) {
				r = r2 // "al-Ghandour": a name's particle
			}
		}
		// A capitalized function word opens a sentence ("But", "The")
		// and a month dates ("The murders last August"): no name.
		if w == "" || !unicode.IsUpper(r) || textproc.InLower(titles, w) || textproc.InLower(postnominal, w) || textproc.InLower(weekdays, w) ||
			len(w) > 4 && textproc.InLower(months, w) || textproc.IsStopwordFold(w) {
			if len(run) > 0 {
				break
			}
			next = raw
			if strings.HasPrefix(words[i], "(") {
				next = "" // "Mrs Merral (correct)": an aside
			}
			continue
		}
		if len(run) == 0 {
			possessive = w != raw || strings.HasSuffix(words[i], "'") || strings.HasSuffix(words[i], "’") // "Lewis' agent"
			// (a role in apposition describes no noun: "Stephen Thornton,
			// chief executive")
			described = commonNoun(next) && !strings.HasSuffix(words[i], ",")
		}
		run = append([]string{w}, run...)
	}
	if len(run) == 1 && len(speaker) > len(run[0]) && strings.HasPrefix(speaker, run[0]) && speaker[len(run[0])] == ' ' && len(run[0]) > 4 && (strings.HasSuffix(run[0], "ed") || strings.HasSuffix(run[0], "ing")) {
		switch next {
		case "about", "by", "on", "to", "after", "for", "if", "whether", "why", "how", "what", "his", "her", "their":
			run = nil // "Questioned about her plans", "Asked his reaction": a participle opens the phrase
		}
	}
	if len(run) == 0 || described && (!possessive || relations[next] || isPerson(lemma(strings.ToLower(next)))) {
		// no name, or names that describe a common noun: "A
		// Nottinghamshire police source", "Convicted prisoners" are no
		// one the story names, "Price's mother" and "Walter Reed's
		// commander" not Price, nor Walter Reed
		return strings.ToLower(strings.TrimPrefix(strings.TrimPrefix(speaker, "the "), "The "))
	}
	// "A spokesman for Help the Aged": no person named, the body he
	// speaks for.
	if i := strings.LastIndex(speaker, " for "); i > 0 {
		if who := canonicalName(speaker[:i]); who == "" || who == strings.ToLower(who) {
			body := strings.TrimSpace(speaker[i+len(" for "):])
			body = strings.TrimPrefix(strings.TrimPrefix(body, "the "), "The ")
			if r, _ := utf8.DecodeRuneInString(body); unicode.IsUpper(r) {
				return body
			}
		}
	}
	// "Kerstin Einarsson of Sahlgrenska Hospital": the person, not the
	// place she speaks for; "Judge Dudley Bennett at Nottingham Crown
	// Court", "the PhD student from Belgrade": the person or the
	// description, not the place.
	for _, sep := range []string{" of ", " at ", " from "} {
		if i := strings.LastIndex(speaker, sep); i > 0 {
			if who := canonicalName(speaker[:i]); who != "" && (who != strings.ToLower(who) || sep != " of " || relationOf(who)) {
				return who // "a friend of Kendra": the friend speaks
			}
		}
	}
	if len(run) > 2 {
		// an initial is no part of the name's form: "Charles J. Ganley"
		// is "Charles Ganley", as another article writes it
		run = slices.DeleteFunc(run, func(w string) bool { return len(w) == 1 })
		run = run[max(0, len(run)-2):]
	}
	return strings.Join(run, " ")
}

// commonNoun reports whether w, the word right after a speaker
// phrase's names, is the noun they describe ("police" of "a Notts
// police insider", "actress" of "the Welsh actress", "governor" of "the
// Republican governor"), not a particle of the name ("al-Ghandour"), a
// preposition ("Sanders in a short interview") or an adverb ("Tutu
// later").
func commonNoun(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	if w == "" || !unicode.IsLower(r) || textproc.IsStopword(w) || pronoun(w) || isParticle(w) || strings.Contains(w, "-") && !strings.HasSuffix(w, "-old") {
		return false
	}
	if afterName[w] {
		return false // "Miss Casey broke down as she", "Tutu later"
	}
	// "Cosby paused", "Kouchner following the blasts": a verb or a
	// preposition, not a noun
	return !(len(w) > 4 && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing")))
}

// relationOf reports whether a description ends in a noun of someone's
// relation to another ("a friend", "the victim's mother"), who is then
// the speaker of "a friend of Kendra", not Kendra.
func relationOf(description string) bool {
	last := description[strings.LastIndexByte(description, ' ')+1:]
	return relations[last]
}

// relations are the nouns of someone's relation to another: kin
// (kinNouns, and the nearer kin ageNouns names) and those who act or
// stand for them.
var relations = func() map[string]bool {
	m := maps.Clone(kinNouns)
	for _, w := range strings.Fields("friend mother father son daughter wife husband relative neighbour neighbor colleague grandmother grandfather partner lawyer attorney agent") {
		m[w] = true
	}
	return m
}()

// sameSpeaker reports whether two canonical names are one person: equal,
// the same surname ("Nasrallah", "Hassan Nasrallah"), the same words
// in another order ("Keith Hugo", "Hugo Keith": one paper's slip), or
// one word the short form of the other's first ("Met", "Metropolitan
// Police"; "Notts", "Nottinghamshire").
func sameSpeaker(a, b string) bool {
	if a == "" || b == "" {
		return a == b
	}
	if a == b {
		return true
	}
	if !unicode.IsUpper([]rune(a)[0]) || !unicode.IsUpper([]rune(b)[0]) {
		return false
	}
	la, lb := strings.Fields(a), strings.Fields(b)
	if la[len(la)-1] == lb[len(lb)-1] {
		return true
	}
	if len(la) == len(lb) && len(la) > 1 && slices.Equal(slices.Sorted(slices.Values(la)), slices.Sorted(slices.Values(lb))) {
		return true
	}
	short := func(x, y []string) bool {
		// a clipping, far shorter than the word it clips: not "Sam" of
		// "Samantha", a name of its own
		s := strings.TrimSuffix(x[0], "s")
		return len(x) == 1 && len(s) >= 3 && len(y[0]) >= 2*len(s)+3 && strings.HasPrefix(y[0], s)
	}
	return short(la, lb) || short(lb, la)
}

// QuoteGroup is one quotation as the articles give it.
type QuoteGroup struct {
	Text     string         `json:"text"`
	Speakers []QuoteSpeaker `json:"speakers"`
	Articles []string       `json:"articles"`
	Wordings int            `json:"wordings"`
	Flag     string         `json:"flag,omitempty"` // "different-speakers" or "different-wording"
	tokens   map[string]bool
	wordings map[string]bool
}

// QuoteSpeaker is a speaker a quotation is given to.
type QuoteSpeaker struct {
	Name     string   `json:"name"`
	As       []string `json:"as"` // the descriptions the articles use
	Articles []string `json:"articles"`
	// Inferred is set when every attribution to this speaker is a
	// resolved pronoun.
	Inferred bool `json:"inferred,omitempty"`
}

// Descriptions returns the descriptions of s that say more than its
// name, each once: for a resolved pronoun ("she (Transport Minister
// Lidia Varga)", as Quotes writes it) the description it resolved to.
func (s QuoteSpeaker) Descriptions() []string {
	shown := s.Shown()
	var out []string
	for _, d := range s.As {
		d = resolved(d)
		if d != "" && d != s.Name && d != shown && !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	return out
}

// Shown returns how a reader is shown s: its name, or, for a speaker
// the articles only describe (its Name the description in lower case,
// "a notts police insider"), the first description as an article words
// it ("A Notts police insider"); "" where no speaker is known.
func (s QuoteSpeaker) Shown() string {
	if s.Name == "" {
		return s.Name // no speaker known ("he" resolved to no one)
	}
	if s.Name != strings.ToLower(s.Name) {
		return fullerName(s.Name, s.As)
	}
	for _, d := range s.As {
		if d = resolved(d); d != "" {
			return d
		}
	}
	return s.Name
}

// fullerName returns the longest form of name that one of the
// descriptions as gives in full: Name keeps a name's last two words, by
// which its forms meet ("Singh Gill" of "A.S. Gill"), and a reader is
// shown "Amorjot Singh Gill" where an article wrote "police director
// general Amorjot Singh Gill".
func fullerName(name string, as []string) string {
	best := name
	for _, d := range as {
		d = resolved(d)
		before, ok := strings.CutSuffix(d, " "+name)
		if !ok {
			continue
		}
		words := strings.Fields(before)
		k := len(words)
		for k > 0 {
			w := strings.Trim(words[k-1], ",;:")
			r, _ := utf8.DecodeRuneInString(w)
			if w != words[k-1] || !(unicode.IsUpper(r) || isParticle(w)) || textproc.InLower(titles, strings.TrimSuffix(w, ".")) || textproc.IsStopwordFold(w) {
				break
			}
			k--
		}
		for k < len(words) && isParticle(words[k]) {
			k++ // a name opens with no particle
		}
		if full := strings.Join(append(words[k:], name), " "); len(full) > len(best) {
			best = full
		}
	}
	return best
}

// resolved returns what a speaker phrase as Quotes writes it names: the
// description a pronoun resolved to ("she (Transport Minister Lidia
// Varga)"), or the phrase itself.
func resolved(d string) string {
	if i := strings.Index(d, " ("); i >= 0 && strings.HasSuffix(d, ")") {
		return d[i+2 : len(d)-1]
	}
	return d
}

// quoteMatch is the share of the shorter quotation's words the longer
// must hold for the two to be one quotation.
const quoteMatch = 0.8

func compareQuotes(docs []Doc, x []Extraction, aliases *Aliases) []QuoteGroup {
	var groups []*QuoteGroup
	for i, d := range docs {
		for _, q := range x[i].Quotes {
			words := quoteWords(q.Text, aliases)
			var g *QuoteGroup
			for _, c := range groups {
				if overlap(words, c.tokens) >= quoteMatch {
					g = c
					break
				}
			}
			if g == nil {
				g = &QuoteGroup{Text: q.Text, tokens: words, wordings: map[string]bool{}}
				groups = append(groups, g)
			}
			g.wordings[strings.Join(sortedKeys(words), " ")] = true
			if !slices.Contains(g.Articles, d.ID) {
				g.Articles = append(g.Articles, d.ID)
			}
			addSpeaker(g, q, d.ID)
		}
	}
	var out []QuoteGroup
	for _, g := range groups {
		g.Wordings = len(g.wordings)
		// Speakers named by name differ; a description ("the
		// statement", "officials") names no one to dispute a name with.
		named := 0
		for _, s := range g.Speakers {
			if s.Name != "" && !s.Inferred && s.Name != strings.ToLower(s.Name) {
				named++
			}
		}
		switch {
		case named > 1:
			g.Flag = "different-speakers"
		case g.Wordings > 1 && len(g.Articles) > 1:
			g.Flag = "different-wording"
		}
		out = append(out, *g)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if (out[i].Flag != "") != (out[j].Flag != "") {
			return out[i].Flag != ""
		}
		return len(out[i].Articles) > len(out[j].Articles)
	})
	return out
}

func addSpeaker(g *QuoteGroup, q Quote, id string) {
	for i := range g.Speakers {
		s := &g.Speakers[i]
		if sameSpeaker(s.Name, q.Name) {
			if len(q.Name) > len(s.Name) {
				s.Name = q.Name
			}
			if q.Speaker != "" && !slices.Contains(s.As, q.Speaker) {
				s.As = append(s.As, q.Speaker)
			}
			if !slices.Contains(s.Articles, id) {
				s.Articles = append(s.Articles, id)
			}
			s.Inferred = s.Inferred && q.Inferred
			return
		}
	}
	s := QuoteSpeaker{Name: q.Name, Articles: []string{id}, Inferred: q.Inferred}
	if q.Speaker != "" {
		s.As = []string{q.Speaker}
	}
	g.Speakers = append(g.Speakers, s)
}

// quoteWords returns the set of lower-case words of a quotation, names
// replaced by what they alias.
func quoteWords(s string, aliases *Aliases) map[string]bool {
	s = aliases.replace(s)
	out := map[string]bool{}
	for _, t := range tokenize(s, 0) {
		if r, _ := utf8.DecodeRuneInString(t.s); isWordRune(r) {
			out[t.lower] = true
		}
	}
	return out
}

// overlap is the share of the smaller set found in the other.
func overlap(a, b map[string]bool) float64 {
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(a) == 0 {
		return 0
	}
	n := 0
	for w := range a {
		if b[w] {
			n++
		}
	}
	return float64(n) / float64(len(a))
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// mentionedBefore returns who "he" or "she" (the last word of pron)
// most likely is, for a quotation at byte i whose own paragraph names no
// speaker: the nearest of the sentences before it, up to mentionSentences
// back, that names someone speaking ("Casey said", "said Ms. Ward",
// "Eamon Hickey, the father of one of the missing men, said") or opens
// with someone doing something ("Water administrator Richard Wimmer shook
// his head", "Armey led efforts"), a name whose title or role says the
// other sex passed over. A sentence that only has a pronoun speak is
// passed over too: it speaks of the same person. "" when none is found.
// It reads no further than mentionWindow bytes back, and never resolves
// "they", "we" or "I".
func mentionedBefore(text string, sents []textproc.Sentence, i int, pron string) string {
	person, female := pronounSex(pron)
	if !person {
		return ""
	}
	word := "he"
	if female {
		word = "she"
	}
	// the sentence the quotation opens in, up to it, then those before
	last := sort.Search(len(sents), func(k int) bool { return sents[k].End > i })
	if last == len(sents) || sents[last].Start >= i {
		last--
	}
	for n, k := 0, last; k >= 0 && n <= mentionSentences && sents[k].End > i-mentionWindow; k-- {
		s := text[sents[k].Start:min(sents[k].End, i)]
		toks := nameTokens(s)
		if !hasWord(s, word) {
			n++ // a sentence that speaks of "him" too is of the one sought: read on past it
		}
		who := sentenceSpeaker(s, toks)
		if who == pronounSpeaks {
			continue
		}
		if who == "" && !strings.ContainsAny(s[:min(len(s), 4)], "\"“`'") {
			// not of quoted words, which are no story's subject: "Brian
			// was just walking along the street"
			who = sentenceSubject(s, toks)
			if who == "" && !opensWithName(toks) {
				who = describedWho(s, toks)
			}
		}
		if who != "" && !otherSex(who, female) {
			if first, rest, ok := strings.Cut(who, " "); ok && textproc.InLower(conjunctions, first) {
				who = rest // "But Gregg Smith"
			}
			return who
		}
	}
	return ""
}

// pronounSpeaks is what sentenceSpeaker returns for a sentence where a
// pronoun speaks ("she said"): no name, and no subject to take either.
const pronounSpeaks = "\x00"

const (
	mentionSentences = 4
	mentionWindow    = 2000
)

// sentenceSpeaker returns the first someone sentence s has speak, by
// name or by role: "Casey said", "said a tearful Deborah Hickey", "Ms.
// Ward, the clinic spokeswoman, said", "a U.N. source said"; "" when it
// has no one speak, pronounSpeaks when only a pronoun does. toks are the
// words of s, the dots of abbreviated titles left out (abbreviationDot),
// as for the functions below.
func sentenceSpeaker(s string, toks []token) string {
	name := func(t token) bool {
		return nameWord(t.s) && !textproc.IsStopwordFold(t.s) && !months[t.lower] && !weekdays[t.lower]
	}
	pronounSpoke := false
	for k := range toks {
		if !speechVerbs[toks[k].lower] || toks[k].lower == "according" {
			continue
		}
		if k > 0 && isPronoun(toks[k-1].s) || k+1 < len(toks) && isPronoun(toks[k+1].s) && (k+2 == len(toks) || !isWordToken(toks[k+2])) {
			pronounSpoke = true // "It was her father's dream, she said"
			continue
		}
		if k > 0 && name(toks[k-1]) {
			j := k - 1
			for j > 0 && (name(toks[j-1]) || titles[toks[j-1].lower]) && k-j < 4 {
				j--
			}
			return s[toks[j].start:toks[k-1].end]
		}
		if e := k + 1; e < len(toks) && saidBefore[toks[k].lower] {
			if d := toks[e].lower; d == "a" || d == "an" || d == "the" {
				e++ // "said a tearful Deborah Hickey": the words that describe her, then her name
				for e < len(toks) && e-k <= 4 && isWordToken(toks[e]) && !nameWord(toks[e].s) {
					e++
				}
			}
			if e < len(toks) && (name(toks[e]) || titles[toks[e].lower]) {
				from := e
				for e < len(toks) && nameWord(toks[e].s) {
					e++
				}
				if e == len(toks) || toks[e].s == "," || toks[e].s == "." || toks[e].s == "(" {
					return s[toks[from].start:toks[e-1].end] // "said Stephen Thornton, chief executive"
				}
			}
		}
		if k > 1 && toks[k-1].s == "," {
			if who := clauseSubject(toks[:k-1], s); who != "" && !pronoun(who) {
				return who
			}
		}
		if k > 1 && roleNoun(toks[k-1].lower) {
			// someone described: "a U.N. source said", "this official said"
			for j := k - 2; j >= 0 && k-j <= 5 && isWordToken(toks[j]); j-- {
				switch toks[j].lower {
				case "a", "an", "the", "this", "one":
					return s[toks[j].start:toks[k-1].end]
				}
			}
		}
	}
	if pronounSpoke {
		return pronounSpeaks
	}
	return ""
}

// saidBefore are the verbs of speech a speaker's name may follow ("said
// Stephen Thornton"), where the others' is their listener ("told CNN").
var saidBefore = map[string]bool{"said": true, "says": true, "added": true, "continued": true, "explained": true,
	"insisted": true, "noted": true, "recalled": true, "wrote": true, "tweeted": true, "declared": true, "stated": true,
	"replied": true, "admitted": true, "commented": true, "warned": true, "argued": true, "claimed": true}

// shouted reports whether every word of a name run is in capitals of
// more than three letters: an editor's note ("STORY CAN END HERE") or a
// heading, not a name.
func shouted(run []token) bool {
	for _, t := range run {
		if len(t.s) <= 3 || strings.ToUpper(t.s) != t.s {
			return false
		}
	}
	return len(run) > 0
}

// opensWithName reports whether a sentence, past a conjunction, opens
// with a capitalized word other than a function word: a subject named,
// if not read ("Bush hands over the task to Barack Obama, who…").
func opensWithName(toks []token) bool {
	for _, t := range toks {
		if !isWordToken(t) || conjunctions[t.lower] {
			continue
		}
		return nameWord(t.s) && !textproc.IsStopwordFold(t.s)
	}
	return false
}

// describedWho returns the last name of sentence s that a clause of
// "who" tells of ("apologized to Bush, who was uninjured and tried to
// brush off the incident"), the one the sentence is about when none
// opens it; "" when there is none.
func describedWho(s string, toks []token) string {
	for k := len(toks) - 2; k > 0; k-- {
		if toks[k].s != "," || toks[k+1].lower != "who" || !nameWord(toks[k-1].s) || textproc.IsStopwordFold(toks[k-1].s) {
			continue
		}
		j := k - 1
		for j > 0 && k-j < 4 && (nameWord(toks[j-1].s) && !textproc.IsStopwordFold(toks[j-1].s) || namePart(toks[j-1].s)) {
			j--
		}
		return s[toks[j].start:toks[k-1].end]
	}
	return ""
}

// roleNoun reports whether the lower-case word w names one person by a
// role ("source", "official", "spokeswoman"), not several.
func roleNoun(w string) bool {
	return w == "source" || lemma(w) == w && (isPerson(w) || titles[w] || femaleTitles[w] || maleTitles[w])
}

// sentenceSubject returns the name sentence s opens with as the one
// doing something, with the words of its role before it ("Water
// administrator Richard Wimmer shook his head", "Filmmaker Kenneth
// Lonergan, who won…", "In a statement, Marie Roberts called"): a run of
// capitalized words within the first words of the sentence, after an
// opening phrase up to a comma, followed by a comma or a verb; "" when
// the sentence opens otherwise ("Other Iraqi journalists apologized").
func sentenceSubject(s string, toks []token) string {
	p := 0
	for p < len(toks) && (!isWordToken(toks[p]) || conjunctions[toks[p].lower]) {
		p++ // marks, "But"
	}
	if p+1 < len(toks) && sentenceOpeners[toks[p].lower] && toks[p+1].s != "," {
		p++ // "Then Noel nipped to the pub"
	}
	// opening phrases up to a comma: "When she passed, on Christmas Eve,
	// 2016, Prodigy publicly eulogized her"
	for n := 0; n < 3 && p < len(toks) && (n == 0 && (strings.HasSuffix(toks[p].lower, "ly") || sentenceOpeners[toks[p].lower] || numberWords[toks[p].lower] > 0) ||
		clauseOpeners[toks[p].lower] || prepositions[toks[p].lower] || !isWordToken(toks[p])); n++ {
		c := p
		for c < len(toks) && c-p < 20 && toks[c].s != "," {
			c++
		}
		if c >= len(toks) || toks[c].s != "," {
			return ""
		}
		p = c + 1
	}
	if c := slices.IndexFunc(toks[p:], func(t token) bool { return t.s == "," }); c > 0 && c <= 6 {
		// someone's role, then the name: "Prodigy's old label boss, Steve
		// Rifkind, who co-founded…", "The group's leader, Col. Riad
		// al-Asaad, refused"
		if who := appositiveName(toks, s, p, p+c); who != "" {
			if e := slices.IndexFunc(toks[p+c+1:], func(t token) bool { return t.s == "," }); e >= 0 && p+c+2+e < len(toks) {
				if w := toks[p+c+2+e].lower; w == "who" || doing(w) {
					return who
				}
			}
		}
	}
	if p < len(toks) && (toks[p].lower == "the" || toks[p].lower == "a" || toks[p].lower == "an") {
		// a role: "a theatre spokeswoman dismissed"
		for r := p + 1; r < len(toks) && r-p <= 4 && isWordToken(toks[r]) && !clauseWords[toks[r].lower]; r++ {
			if roleNoun(toks[r].lower) && r+1 < len(toks) && (doing(toks[r+1].lower) || toks[r+1].s == ",") {
				return s[toks[p].start:toks[r].end]
			}
		}
		return ""
	}
	for r := p; r < len(toks) && r-p <= 3; r++ {
		t := toks[r]
		if !isWordToken(t) || clauseWords[t.lower] || speechVerbs[t.lower] {
			return ""
		}
		if textproc.IsStopwordFold(t.s) && !titles[t.lower] || months[t.lower] || weekdays[t.lower] {
			return "" // "Indian police on Wednesday arrested": no one named opens it
		}
		if !nameWord(t.s) {
			continue // a role: "Water administrator Richard Wimmer"
		}
		e := r
		for e < len(toks) && nameWord(toks[e].s) && (!textproc.IsStopwordFold(toks[e].s) || titles[toks[e].lower]) {
			e++
		}
		if e == r+1 && r == p && isPerson(lemma(t.lower)) || shouted(toks[r:e]) {
			return "" // "Officials closed the embassy": a common noun opening the sentence
		}
		if e+1 < len(toks) && toks[e+1].s == "," && (afterName[toks[e].lower] || strings.HasSuffix(toks[e].lower, "ly")) {
			return "" // "Seconds later, the journalist hurled": a time, then the subject
		}
		if e < len(toks) && (toks[e].s == "," || doing(toks[e].lower) ||
			e-r >= 2 && (toks[e].lower == "of" || strings.HasSuffix(toks[e].lower, "s") && !strings.HasSuffix(toks[e].lower, "ss"))) {
			// "Betty Hodlen sees": a full name's present tense; "Jack
			// Dunlap of Gold River became": a full name and where from
			return s[toks[p].start:toks[e-1].end]
		}
		r = e - 1
	}
	return ""
}

// hasWord reports whether s has the word w, in any case.
func hasWord(s, w string) bool {
	w = strings.Trim(w, "'`\"”’ ")
	for x := range strings.FieldsFuncSeq(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if strings.EqualFold(x, w) {
			return true
		}
	}
	return false
}

// nameTokens returns the words of sentence s as the speaker rules read
// them: the dots of abbreviated titles and initials left out.
func nameTokens(s string) []token {
	return slices.DeleteFunc(tokenize(s, 0), abbreviationDot(s))
}

// abbreviationDot returns a test of whether a token of s is the dot of
// an abbreviated title ("Sr.", "Dr.", "Col."), to be read past in a name.
func abbreviationDot(s string) func(token) bool {
	prev := token{}
	return func(t token) bool {
		r, _ := utf8.DecodeRuneInString(prev.s)
		dot := t.s == "." && len(prev.s) <= 3 && unicode.IsUpper(r) && prev.end == t.start && !textproc.IsStopwordFold(prev.s) // "Col.", "H."
		prev = t
		return dot
	}
}

// namePart reports whether w, not capitalized, is part of a name: a
// particle and its name ("al-Asaad", "bin Laden").
func namePart(w string) bool {
	a, b, ok := strings.Cut(w, "-")
	return isParticle(w) || ok && isParticle(a) && nameWord(b)
}

// isWordToken reports whether t is a word, not a mark.
func isWordToken(t token) bool {
	r, _ := utf8.DecodeRuneInString(t.s)
	return unicode.IsLetter(r)
}

// sentenceOpeners open a sentence with a phrase up to a comma before its subject
// ("Nonetheless, Kayyem said").
var sentenceOpeners = map[string]bool{"however": true, "nonetheless": true, "meanwhile": true, "later": true, "asked": true,
	"still": true, "yet": true, "then": true, "also": true, "earlier": true, "instead": true, "indeed": true,
	"moreover": true, "furthermore": true, "nevertheless": true, "besides": true, "now": true, "today": true,
	"yesterday": true, "afterwards": true, "finally": true}

// doing reports whether w, after a name, is most likely its verb: a
// verb of speech, an auxiliary, a past tense, a common irregular one.
func doing(w string) bool {
	return speechVerbs[w] || clauseWords[w] || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ly") || afterName[w]
}

// afterName are words that, right after a name, make it the subject of
// what follows, not the description of a noun: common irregular verbs,
// modals and adverbs of time ("Bush himself played", "Richard Wimmer
// shook his head", "Tutu later").
var afterName = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`says told took made went came gave got left wrote spoke thought knew saw sat stood
		held ran won lost met felt kept began became brought found put set let read shook led broke wept sent heard
		can may might must did does also then later earlier again now still today yesterday tonight recently
		previously himself herself outside inside`) {
		m[w] = true
	}
	return m
}()

// pronounSex reads a pronoun speaker phrase ("he", "But she"): whether
// its pronoun is one person's, "he" or "she", and whether it is "she".
func pronounSex(pron string) (person, female bool) {
	last := ""
	for w := range strings.FieldsSeq(pron) {
		last = w
	}
	last = strings.Trim(last, "'`\"”’ ")
	female = strings.EqualFold(last, "she")
	return female || strings.EqualFold(last, "he"), female
}

// otherSex reports whether a speaker phrase's title, role or first name
// is of the other sex than the pronoun ("Mr Taylor", "the spokesman",
// "Nancy Knowlton" for "he"). A title counts before a name, in lower
// case or alone ("King Abdullah", "the king", "King": maybe a surname,
// maybe not), not as the last of a name ("Larry King");
// a first name only as the first of two or more capitalized words: a
// surname is anyone's ("Raymond W. Kelly", "Dr. Benjamin").
func otherSex(who string, female bool) bool {
	other := func(w string, names bool) bool { // looked up in lower case, with no copy
		if female {
			return textproc.InLower(maleTitles, w) || names && textproc.InLower(maleNames, w)
		}
		return textproc.InLower(femaleTitles, w) || names && textproc.InLower(femaleNames, w)
	}
	n := 0
	for range strings.FieldsSeq(who) {
		n++
	}
	first := true // the next capitalized word opens the name
	i := 0
	for raw := range strings.FieldsSeq(who) {
		w := strings.Trim(raw, ".,'’")
		r, _ := utf8.DecodeRuneInString(raw)
		capital := unicode.IsUpper(r)
		switch {
		case other(w, false) && (!capital || i+1 < n || n == 1):
			return true
		case capital && !textproc.InLower(titles, w) && !textproc.InLower(maleTitles, w) && !textproc.InLower(femaleTitles, w):
			if first && i+1 < n && other(w, true) {
				return true
			}
			first = false
		}
		i++
	}
	return false
}

var maleTitles, femaleTitles, maleNames, femaleNames = func() (m, f, mn, fn map[string]bool) {
	m, f, mn, fn = map[string]bool{}, map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, w := range strings.Fields("mr sir lord king prince spokesman chairman actor father husband son man boy grandfather businessman congressman brother uncle") {
		m[w] = true
	}
	for _, w := range strings.Fields("ms mrs miss lady dame queen princess spokeswoman chairwoman actress mother wife daughter woman girl grandmother businesswoman congresswoman sister aunt") {
		f[w] = true
	}
	// first names that are a man's or a woman's nearly always, in the
	// news these corpora hold: the common ones, no name worn by both
	for _, w := range strings.Fields(`john james robert michael william david richard joseph thomas charles christopher daniel
		matthew anthony mark donald steven paul andrew joshua kenneth kevin brian george edward ronald timothy jason
		jeffrey ryan gary jacob nicholas eric stephen jonathan larry justin scott brandon frank benjamin gregory raymond
		samuel patrick alexander jack dennis jerry tyler aaron henry peter douglas walter nathan harold carl arthur
		roger keith gerald lawrence albert joe willie alan ralph bruce wayne roy eugene louis philip bobby johnny
		vladimir sergei dmitry mohammed muhammad ahmed ali hassan omar ibrahim abdul hans juan carlos jose luis pierre
		jean-pierre giuseppe francesco marco ivan nikolai boris igor`) {
		mn[w] = true
	}
	for _, w := range strings.Fields(`mary patricia jennifer linda elizabeth barbara susan jessica sarah karen nancy lisa
		betty margaret sandra ashley kimberly emily donna michelle dorothy carol amanda melissa deborah stephanie rebecca
		sharon laura cynthia kathleen amy shirley angela helen anna brenda pamela nicole emma samantha katherine christine
		debra rachel catherine carolyn janet ruth maria heather diane virginia julie joyce victoria kelly christina lauren
		joan evelyn olivia judith megan cheryl martha andrea frances hannah jacqueline ann gloria jean kathryn alice
		teresa sara janice doris madison julia grace judy abigail marie denise beverly amber theresa marilyn danielle
		diana natalie brittany charlotte rose alexis kayla yelena elena olga natalia tatiana svetlana irina anna fatima
		aisha sophie claire margaret hillary condoleezza angela theresa nicola gail debbie jane jill`) {
		fn[w] = true
	}
	return m, f, mn, fn
}()
