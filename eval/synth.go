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
	"time"
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
	// Parent is the id of the text this copy was made from: the
	// original, or an earlier copy when SynthOptions.Chain draws one;
	// empty for an original.
	Parent string
	// Cases are the passages this copy took from its parent: stretches
	// of paragraphs kept together and in order, with their byte ranges
	// in the parent's text (A) and in this text (B).
	Cases []Case
	// Subs are the names this copy substituted for its parent's (each
	// From appears in the parent's text, each To in this one).
	Subs []Sub
	// Date is the publication time (RFC 3339) when SynthOptions.Dated.
	Date string
	// Verbatim is set when the copy's body is its parent's, word for
	// word (only boilerplate or a credit line added): no text can tell
	// the two apart as parent and child.
	Verbatim bool
}

// Case is a passage of a copy's ground truth: bytes [AStart, AEnd) of the
// parent became bytes [BStart, BEnd) of the copy (with the word-level
// edits of the level inside).
type Case struct {
	AStart, AEnd, BStart, BEnd int
}

// Sub is a name substitution made by a copy.
type Sub struct{ From, To string }

// SynthOptions configure Synthesize.
type SynthOptions struct {
	Level     Level
	Seed      uint64
	MaxCopies int // copies per original, drawn uniformly from 1..MaxCopies (default 45)
	// Chain is the probability that a copy is made from an earlier copy
	// of its family (drawn uniformly) rather than from the original, so
	// that families form derivation trees, not just stars.
	Chain float64
	// Dated gives every text a publication time: originals spread over
	// 30 days, each copy 10 minutes to two days after the text it was
	// made from (exponential, mean 3 hours), as syndication runs. Dates
	// are drawn from their own random stream, so texts do not change.
	Dated bool
	// Web adds the mess of real web copies: every copy carries its
	// outlet's header and footer (one template per site, on all its
	// pages), a third of the originals carry web furniture of their own
	// site ("Advertisement", "Continue reading the main story", a
	// newsletter line) between paragraphs, and originals are dealt in
	// threes that share a quotation (independent reports quoting one
	// speaker), which their copies keep. None of it makes two families
	// one.
	Web bool
	// KeepDates keeps the Date of an original that has one (Dated
	// draws the others), so that a fixture's originals keep their
	// events' days.
	KeepDates bool
}

// furniture are the lines real pages carry between paragraphs.
var furniture = []string{"Advertisement", "Continue reading the main story",
	"Sign up for our morning newsletter and get the news that matters delivered to your inbox.",
	"Read more: the latest news and analysis from our correspondents.", "Story continues below advertisement"}

// webSites are the sites originals were published on.
var webSites = []string{"The Daily Record", "World Wire Online", "Global Times Network", "The Informer"}

// webOriginal dresses an original's text as a page of its site, and
// adds the quotation it shares with two other originals.
func webOriginal(rng *rand.Rand, text, quote string) string {
	paras := splitParas(text)
	if quote != "" {
		paras = slices.Insert(paras, min(len(paras), 1+rng.IntN(max(1, len(paras)))), quote)
	}
	if rng.IntN(3) == 0 {
		site := webSites[rng.IntN(len(webSites))]
		var out []string
		for i, p := range paras {
			out = append(out, p)
			if i%3 == 1 {
				out = append(out, furniture[rng.IntN(len(furniture))])
			}
		}
		head, foot := boilerplate(site)
		paras = append(append([]string{head}, out...), foot)
	}
	return strings.Join(paras, "\n\n")
}

// quoteMarks removes quotation marks (a quotation holds none of its own).
var quoteMarks = strings.NewReplacer("\"", "", "\u201c", "", "\u201d", "", "``", "", "''", "")

// sharedQuote makes a quotation from a sentence of a pool text: a
// speaker's words that several independent reports carry.
func sharedQuote(rng *rand.Rand, pool []Doc) string {
	for range 20 {
		ps := splitParas(pool[rng.IntN(len(pool))].Text)
		p := ps[rng.IntN(len(ps))]
		p = quoteMarks.Replace(p)
		if w := strings.Fields(p); len(w) >= 20 {
			return "\u201c" + strings.Join(w[:min(len(w), 35)], " ") + ",\u201d the spokesman said."
		}
	}
	return ""
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

// para is a paragraph of a text being edited: its text, the index of the
// parent's paragraph it comes from (-1 for new material), and a credit
// appended to it (not part of what was copied).
type para struct {
	text, extra string
	from        int
}

// body is a generated text's paragraphs without boilerplate, and their
// byte ranges in the text: what a later copy copies.
type body struct {
	paras  []string
	ranges [][2]int
}

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
	if opt.Web {
		rates.Boilerplate = 1
	}
	var out []Doc
	drng := rand.New(rand.NewPCG(opt.Seed, 0xda7e))
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	wrng := rand.New(rand.NewPCG(opt.Seed, 0x3eb))
	quote := ""
	for i, o := range originals {
		o.Family = o.ID
		if opt.Web {
			if i%3 == 0 {
				quote = sharedQuote(wrng, pool)
			}
			o.Text = webOriginal(wrng, o.Text, quote)
		}
		var times []time.Time
		if opt.Dated {
			t := base.Add(time.Duration(drng.Int64N(int64(30 * 24 * time.Hour))))
			if kept, err := time.Parse(time.RFC3339, o.Date); err == nil && opt.KeepDates {
				t = kept
			}
			times = append(times, t)
			o.Date = t.Format(time.RFC3339)
		}
		out = append(out, o)
		paras, ranges := splitParaRanges(o.Text)
		family := []body{{paras, ranges}}
		ids := []string{o.ID}
		n := 1 + rng.IntN(opt.MaxCopies)
		for c := 0; c < n; c++ {
			local := pool[rng.IntN(len(pool))]
			outlet := outlets[rng.IntN(len(outlets))]
			from := 0
			if opt.Chain > 0 && rng.Float64() < opt.Chain {
				from = rng.IntN(len(family))
			}
			d := Doc{ID: fmt.Sprintf("%s~c%d", o.ID, c), Family: o.ID, Source: outlet, Parent: ids[from]}
			var b body
			d.Text, b, d.Cases, d.Subs = edit(rng, rates, family[from], local.Text, outlet)
			d.Verbatim = sameBody(family[from], b)
			if opt.Dated {
				lag := 10*time.Minute + time.Duration(min(drng.ExpFloat64()*3, 48)*float64(time.Hour))
				t := times[from].Add(lag)
				times = append(times, t)
				d.Date = t.Format(time.RFC3339)
			}
			family = append(family, b)
			ids = append(ids, d.ID)
			out = append(out, d)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// edit applies the edits of one copy of parent and returns its text,
// body and ground truth.
func edit(rng *rand.Rand, r editRates, parent body, localText, outlet string) (string, body, []Case, []Sub) {
	paras := make([]para, len(parent.paras))
	for i, p := range parent.paras {
		paras[i] = para{text: p, from: i}
	}
	var subs []Sub
	for k := 0; k < 2; k++ {
		if rng.Float64() < r.Substitute {
			var s Sub
			if paras, s = substitute(rng, paras); s.From != "" {
				// A second substitution may replace the first's name.
				if k := len(subs) - 1; k >= 0 && subs[k].To == s.From {
					subs[k].To = s.To
				} else {
					subs = append(subs, s)
				}
			}
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
		paras[i].text = paraphrase(rng, r, p.text)
	}
	if rng.Float64() < r.AddLocal {
		local := splitParas(localText)
		for n := 1 + rng.IntN(r.MaxLocal); n > 0 && len(local) > 0; n-- {
			words := strings.Fields(local[rng.IntN(len(local))])
			rng.Shuffle(len(words), func(i, j int) { words[i], words[j] = words[j], words[i] })
			p := para{text: strings.Join(words, " "), from: -1}
			at := 1 + rng.IntN(len(paras))
			paras = append(paras[:at], append([]para{p}, paras[at:]...)...)
		}
	}
	if rng.Float64() < r.Credit {
		c := credits[rng.IntN(len(credits))]
		if rng.IntN(2) == 0 {
			paras = append(paras, para{text: c, from: -1})
		} else {
			paras[len(paras)-1].extra += " " + c
		}
	}
	var head, foot string
	if rng.Float64() < r.Boilerplate {
		head, foot = boilerplate(outlet)
	}
	// Join, recording where each paragraph lands.
	var sb strings.Builder
	var b body
	var cases []Case
	if head != "" {
		sb.WriteString(head + "\n\n")
	}
	for i, p := range paras {
		if i > 0 {
			sb.WriteString("\n\n")
		}
		start := sb.Len()
		sb.WriteString(p.text)
		end := sb.Len()
		sb.WriteString(p.extra)
		b.paras = append(b.paras, p.text+p.extra)
		b.ranges = append(b.ranges, [2]int{start, sb.Len()})
		if p.from < 0 || p.text == "" {
			continue
		}
		a := parent.ranges[p.from]
		if k := len(cases) - 1; k >= 0 && i > 0 && paras[i-1].from == p.from-1 && paras[i-1].extra == "" && cases[k].BEnd == b.ranges[i-1][1] {
			cases[k].AEnd, cases[k].BEnd = a[1], end
		} else {
			cases = append(cases, Case{AStart: a[0], AEnd: a[1], BStart: start, BEnd: end})
		}
	}
	if foot != "" {
		sb.WriteString("\n\n" + foot)
	}
	text := sb.String()
	kept2 := subs[:0]
	for _, s := range subs {
		if strings.Contains(text, s.To) {
			kept2 = append(kept2, s)
		}
	}
	return text, b, cases, kept2
}

// sameBody reports whether two bodies hold the same paragraphs but for
// credit lines.
func sameBody(a, b body) bool {
	strip := func(ps []string) []string {
		var out []string
		for _, p := range ps {
			for _, c := range credits {
				p = strings.TrimSpace(strings.TrimSuffix(p, c))
			}
			if p != "" {
				out = append(out, p)
			}
		}
		return out
	}
	return slices.Equal(strip(a.paras), strip(b.paras))
}

func splitParas(text string) []string {
	paras, _ := splitParaRanges(text)
	return paras
}

// splitParaRanges returns the non-blank lines of text, trimmed, and their
// byte ranges.
func splitParaRanges(text string) ([]string, [][2]int) {
	var out []string
	var ranges [][2]int
	for off := 0; off < len(text); {
		line := text[off:]
		if i := strings.IndexByte(line, '\n'); i >= 0 {
			line = line[:i]
		}
		lead := len(line) - len(strings.TrimLeftFunc(line, unicode.IsSpace))
		if p := strings.TrimSpace(line); p != "" {
			out = append(out, p)
			ranges = append(ranges, [2]int{off + lead, off + lead + len(p)})
		}
		off += len(line) + 1
	}
	return out, ranges
}

// substitute replaces every occurrence of one capitalized word that is
// used at least twice (not at a sentence start) with another name, as an
// outlet swapping "Islamic State" for "Daesh" does.
func substitute(rng *rand.Rand, paras []para) ([]para, Sub) {
	count := map[string]int{}
	for _, p := range paras {
		words := strings.Fields(p.text)
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
		return paras, Sub{}
	}
	slices.Sort(names) // map order is random; sort for reproducibility
	name := names[rng.IntN(len(names))]
	repl := string(rune('A'+rng.IntN(26))) + strings.ToLower(string(rune('a'+rng.IntN(26)))) + "vor" + string(rune('a'+rng.IntN(26)))
	out := make([]para, len(paras))
	for i, p := range paras {
		out[i] = p
		out[i].text = strings.ReplaceAll(p.text, name, repl)
	}
	return out, Sub{From: name, To: repl}
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
