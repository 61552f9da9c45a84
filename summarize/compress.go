package summarize

import (
	"regexp"
	"strings"

	"github.com/storywire/storywire/textproc"
)

// Compression offers the selection a shorter form of a sentence beside
// the sentence itself, never instead of it: the parts dropped are the ones
// a summary can lose without changing what the sentence claims or who
// claims it — parentheses, non-restrictive relative clauses (", who …,"),
// ages (", 82,") and a leading connective ("But", "However,"). Attributions
// (", police said") and times ("On Friday,") are kept. The selection takes
// whichever form covers more per word, at most one form of a sentence; a
// shortened sentence is marked Compressed and its supporting passages are
// the originals.
var (
	reParen      = regexp.MustCompile(`\s*\([^()]{1,80}\)`)
	reRelative   = regexp.MustCompile(`, (?:who|which) [^,;]{1,80},`)
	reAge        = regexp.MustCompile(`, \d{1,3},`)
	reConnective = regexp.MustCompile(`^(?:But|And|However|Meanwhile|Still|Also|In addition|In a statement)\s*,?\s+`)
)

// compress returns the shortened form of a sentence, or "" when nothing
// can be dropped or too little would remain.
func compress(text string) string {
	t := reParen.ReplaceAllString(text, "")
	t = reRelative.ReplaceAllString(t, "")
	t = reAge.ReplaceAllString(t, "")
	if m := reConnective.FindString(t); m != "" && len(t) > len(m)+1 {
		r := t[len(m):]
		t = strings.ToUpper(r[:1]) + r[1:]
	}
	if t == text || len(strings.Fields(t)) < minWords {
		return ""
	}
	return t
}

// addCompressions appends the shortened form of each candidate that has
// one; it shares the original's supporters and root.
func addCompressions(cands []*candidate, stem *textproc.Stemmer) []*candidate {
	for _, c := range cands[:len(cands):len(cands)] {
		t := compress(c.text)
		if t == "" {
			continue
		}
		cands = append(cands, &candidate{root: c.root, text: t, doc: c.doc, pos: c.pos,
			words: len(strings.Fields(t)), bytes: len(t), bigrams: c.bigrams,
			concepts: concepts(tokens(t, stem)), supporters: c.supporters})
	}
	return cands
}
