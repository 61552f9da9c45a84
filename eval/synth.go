// Package eval measures storywire: a faithful Go port of ROUGE-1.5.5
// (rouge.go: the same numbers as the Perl script, digit for digit),
// clustering metrics (B-cubed, pairwise, ARI, NMI), readers for the
// evaluation sets of ../shared/data, and the synthetic syndication
// benchmark.
//
// The synthetic benchmark (Synthesize) turns real articles into families
// of syndicated copies with the edits seen in real wire copies (see
// ../shared/seeds): a name substituted throughout, paragraphs cut,
// local paragraphs added, paragraphs moved, a credit line added or
// changed, site boilerplate around the text, a few sentences reworded,
// the text truncated. Every edit is drawn with a probability and a
// strength set by the level (Light, Medium, Heavy; see levels), and the
// family of each copy is the ground truth. It deliberately uses only
// simple, documented operations, so that a score on it says how robust a
// detector is to each kind of edit, not how well it learned the
// generator.
package eval

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"unicode"
)

// Level is an edit strength of the synthetic benchmark.
type Level string

// The levels.
const (
	Light  Level = "light"
	Medium Level = "medium"
	Heavy  Level = "heavy"
)

// editRates are the probabilities and strengths of the edits of a level.
type editRates struct {
	Substitute   float64 // probability of substituting a name throughout (per name, up to 2 names)
	CutPara      float64 // probability that each paragraph after the first is cut
	AddLocal     float64 // probability of adding local paragraphs (1 to MaxLocal)
	MaxLocal     int
	Reorder      float64 // probability that each paragraph swaps with the next
	Credit       float64 // probability of adding or changing a credit line
	Boilerplate  float64 // probability of wrapping the text in the outlet's boilerplate
	Paraphrase   float64 // share of sentences reworded
	WordChange   float64 // share of words changed in a reworded sentence
	Truncate     float64 // probability of truncating the text …
	TruncateKeep float64 // … keeping at least this share of it
}

var levels = map[Level]editRates{
	Light:  {Substitute: 0.2, CutPara: 0.05, AddLocal: 0.1, MaxLocal: 1, Reorder: 0, Credit: 0.5, Boilerplate: 0.3, Paraphrase: 0.03, WordChange: 0.1, Truncate: 0.05, TruncateKeep: 0.7},
	Medium: {Substitute: 0.5, CutPara: 0.15, AddLocal: 0.3, MaxLocal: 2, Reorder: 0.1, Credit: 0.5, Boilerplate: 0.5, Paraphrase: 0.08, WordChange: 0.2, Truncate: 0.15, TruncateKeep: 0.5},
	Heavy:  {Substitute: 0.8, CutPara: 0.3, AddLocal: 0.6, MaxLocal: 3, Reorder: 0.25, Credit: 0.5, Boilerplate: 0.7, Paraphrase: 0.2, WordChange: 0.3, Truncate: 0.3, TruncateKeep: 0.35},
}

// ParseLevel returns the level named s.
func ParseLevel(s string) (Level, error) {
	if _, ok := levels[Level(s)]; !ok {
		return "", fmt.Errorf("unknown level %q (light, medium or heavy)", s)
	}
	return Level(s), nil
}

// Doc is an article of the synthetic benchmark.
type Doc struct {
	ID     string
	Family string // the id of the original it derives from (its own id for an original)
	Source string
	Text   string
}

// SynthOptions configure Synthesize.
type SynthOptions struct {
	Level     Level
	Seed      uint64
	MaxCopies int // copies per original, drawn uniformly from 1..MaxCopies (default 45)
}

// outlets are the synthetic publishers; each has its own boilerplate.
var outlets = []string{"Harbor Times", "Valley Courier", "Metro Daily", "The Northern Star", "City Ledger",
	"Coastal Record", "The Evening Post", "Plains Herald", "River Gazette", "Summit News", "Bay Chronicle",
	"Lakeside Observer", "Capital Dispatch", "The Morning Sun", "Frontier Journal", "Island Mail"}

func boilerplate(outlet string) (head, foot string) {
	head = fmt.Sprintf("%s | Home | News | World | Business | Sport | Opinion | Subscribe to %s for full access to our journalism", outlet, outlet)
	foot = fmt.Sprintf("Copyright %s. All rights reserved. This material may not be published, broadcast, rewritten or redistributed. "+
		"We use cookies to give you the best experience on %s. By continuing to browse you agree to our use of cookies. "+
		"Follow %s on social media for the latest updates and sign up for our daily newsletter.", outlet, outlet, outlet)
	return head, foot
}

var credits = []string{"— Reuters", "(REUTERS)", "(AP)", "— AFP", "Agence France-Presse contributed to this report.", "— Staff and wire reports"}

// altWords replace words in reworded sentences.
var altWords = []string{"officials", "reported", "according", "announced", "stated", "local", "earlier", "later",
	"several", "authorities", "region", "week", "told", "added", "meanwhile", "however", "also", "further"}

// Synthesize derives copies from originals (in the given order) and
// returns originals and copies shuffled, each with its family. Originals
// must not be copies of each other (see Distinct). One in eight originals
// is not published but serves as the pool of words for the "local"
// paragraphs that copies add: a pool paragraph with its words shuffled,
// so that added material is new text, as an outlet's own reporting is,
// with real vocabulary, and links no two families.
func Synthesize(originals []Doc, opt SynthOptions) []Doc {
	rates := levels[opt.Level]
	if opt.MaxCopies <= 0 {
		opt.MaxCopies = 45
	}
	rng := rand.New(rand.NewPCG(opt.Seed, 0x5757))
	var pool []Doc
	published := originals[:0:0]
	for i, o := range originals {
		if i%8 == 7 {
			pool = append(pool, o)
		} else {
			published = append(published, o)
		}
	}
	if len(pool) == 0 {
		pool = originals
	}
	originals = published
	var out []Doc
	for _, o := range originals {
		o.Family = o.ID
		out = append(out, o)
		n := 1 + rng.IntN(opt.MaxCopies)
		for c := 0; c < n; c++ {
			local := pool[rng.IntN(len(pool))]
			outlet := outlets[rng.IntN(len(outlets))]
			out = append(out, Doc{
				ID:     fmt.Sprintf("%s~c%d", o.ID, c),
				Family: o.ID,
				Source: outlet,
				Text:   edit(rng, rates, o.Text, local.Text, outlet),
			})
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// edit applies the edits of one copy.
func edit(rng *rand.Rand, r editRates, text, localText, outlet string) string {
	paras := splitParas(text)
	for k := 0; k < 2; k++ {
		if rng.Float64() < r.Substitute {
			paras = substitute(rng, paras)
		}
	}
	if rng.Float64() < r.Truncate && len(paras) > 2 {
		keep := r.TruncateKeep + rng.Float64()*(1-r.TruncateKeep)
		paras = paras[:max(1, int(float64(len(paras))*keep))]
	}
	kept := paras[:1]
	for _, p := range paras[1:] {
		if rng.Float64() >= r.CutPara {
			kept = append(kept, p)
		}
	}
	paras = kept
	for i := 0; i+1 < len(paras); i++ {
		if rng.Float64() < r.Reorder {
			paras[i], paras[i+1] = paras[i+1], paras[i]
			i++
		}
	}
	for i, p := range paras {
		paras[i] = paraphrase(rng, r, p)
	}
	if rng.Float64() < r.AddLocal {
		local := splitParas(localText)
		for n := 1 + rng.IntN(r.MaxLocal); n > 0 && len(local) > 0; n-- {
			words := strings.Fields(local[rng.IntN(len(local))])
			rng.Shuffle(len(words), func(i, j int) { words[i], words[j] = words[j], words[i] })
			p := strings.Join(words, " ")
			at := 1 + rng.IntN(len(paras))
			paras = append(paras[:at], append([]string{p}, paras[at:]...)...)
		}
	}
	if rng.Float64() < r.Credit {
		c := credits[rng.IntN(len(credits))]
		if rng.IntN(2) == 0 {
			paras = append(paras, c)
		} else {
			paras[len(paras)-1] += " " + c
		}
	}
	if rng.Float64() < r.Boilerplate {
		head, foot := boilerplate(outlet)
		paras = append(append([]string{head}, paras...), foot)
	}
	return strings.Join(paras, "\n\n")
}

func splitParas(text string) []string {
	var out []string
	for _, p := range strings.Split(text, "\n") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// substitute replaces every occurrence of one capitalized word that is
// used at least twice (not at a sentence start) with another name, as an
// outlet swapping "Islamic State" for "Daesh" does.
func substitute(rng *rand.Rand, paras []string) []string {
	count := map[string]int{}
	for _, p := range paras {
		words := strings.Fields(p)
		for i := 1; i < len(words); i++ {
			w := strings.Trim(words[i], ".,;:\"'()")
			if len(w) > 3 && unicode.IsUpper([]rune(w)[0]) && !strings.HasSuffix(words[i-1], ".") {
				count[w]++
			}
		}
	}
	var names []string
	for w, n := range count {
		if n >= 2 {
			names = append(names, w)
		}
	}
	if len(names) == 0 {
		return paras
	}
	slices.Sort(names) // map order is random; sort for reproducibility
	name := names[rng.IntN(len(names))]
	repl := string(rune('A'+rng.IntN(26))) + strings.ToLower(string(rune('a'+rng.IntN(26)))) + "vor" + string(rune('a'+rng.IntN(26)))
	out := make([]string, len(paras))
	for i, p := range paras {
		out[i] = strings.ReplaceAll(p, name, repl)
	}
	return out
}

// paraphrase rewords a share of the sentences of p: some words replaced,
// one dropped.
func paraphrase(rng *rand.Rand, r editRates, p string) string {
	sents := strings.SplitAfter(p, ". ")
	for i, s := range sents {
		if rng.Float64() >= r.Paraphrase {
			continue
		}
		words := strings.Fields(s)
		for j := range words {
			if rng.Float64() < r.WordChange {
				words[j] = altWords[rng.IntN(len(altWords))]
			}
		}
		if len(words) > 4 {
			k := rng.IntN(len(words))
			words = append(words[:k], words[k+1:]...)
		}
		sents[i] = strings.Join(words, " ") + " "
	}
	return strings.TrimSpace(strings.Join(sents, ""))
}

// Distinct keeps the documents that share no word 6-gram with a document
// kept before them, so that the originals of the benchmark are not
// copies of each other (real collections hold some: repeated wire
// transmissions, boilerplate-only pages). It uses plain exact 6-gram
// matching, independent of the detectors it serves to test.
func Distinct(docs []Doc) []Doc {
	seen := map[string]bool{}
	var out []Doc
	for _, d := range docs {
		words := strings.Fields(strings.ToLower(d.Text))
		var grams []string
		dup := false
		for i := 0; i+6 <= len(words); i++ {
			g := strings.Join(words[i:i+6], " ")
			if seen[g] {
				dup = true
				break
			}
			grams = append(grams, g)
		}
		if dup || len(words) < 50 {
			continue
		}
		for _, g := range grams {
			seen[g] = true
		}
		out = append(out, d)
	}
	return out
}
