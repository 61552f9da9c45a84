package eval

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/storywire/storywire/textproc"
)

// RougeOptions are the ROUGE-1.5.5 options storywire implements, by
// their command-line names.
type RougeOptions struct {
	MaxN      int     // -n: ROUGE-1 … ROUGE-MaxN
	Stem      bool    // -m: WordNet exceptions, then Porter, for tokens over 3 characters
	Stopwords bool    // -s: drop the SMART common words
	WordLimit int     // -l: keep the first N words (0: no limit)
	ByteLimit int     // -b: keep the first N bytes (0: no limit)
	SkipGap   int     // -2: ROUGE-S with at most SkipGap words skipped (0: off)
	SUnigrams bool    // -u: add unigrams to ROUGE-S (ROUGE-SU)
	NoLCS     bool    // -x: no ROUGE-L
	Alpha     float64 // -p: the F-measure weight (0.5)
	Resamples int     // -r: bootstrap resamples for the averages (1000)
	Conf      int     // -c: confidence level in percent (95)
}

// Rouge scores summaries as ROUGE-1.5.5 does.
type Rouge struct {
	opt        RougeOptions
	exceptions map[string]string
	stopwords  map[string]bool
	stems      map[string]string
}

// LoadRouge reads the WordNet exception list (for Stem) and the stopword
// list (for Stopwords) from dir, which holds
// wordnet2.0_exceptions_db_dump.tsv and smart_common_words.txt (ROUGE's
// data, not distributed with storywire; ../shared/rouge-golden by default).
func LoadRouge(dir string, opt RougeOptions) (*Rouge, error) {
	if opt.Alpha == 0 {
		opt.Alpha = 0.5
	}
	if opt.Resamples == 0 {
		opt.Resamples = 1000
	}
	if opt.Conf == 0 {
		opt.Conf = 95
	}
	r := &Rouge{opt: opt, exceptions: map[string]string{}, stopwords: map[string]bool{}, stems: map[string]string{}}
	if opt.Stem {
		err := readLines(filepath.Join(dir, "wordnet2.0_exceptions_db_dump.tsv"), func(l string) {
			if k, v, ok := strings.Cut(l, "\t"); ok {
				r.exceptions[k] = v
			}
		})
		if err != nil {
			return nil, fmt.Errorf("ROUGE stemming needs the WordNet exception list: %w", err)
		}
	}
	if opt.Stopwords {
		err := readLines(filepath.Join(dir, "smart_common_words.txt"), func(l string) {
			if l = strings.TrimSpace(l); l != "" {
				r.stopwords[l] = true
			}
		})
		if err != nil {
			return nil, fmt.Errorf("ROUGE -s needs the stopword list: %w", err)
		}
	}
	return r, nil
}

func readLines(path string, fn func(string)) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fn(sc.Text())
	}
	return sc.Err()
}

// stem is the -m form of a token.
func (r *Rouge) stem(tok string) string {
	if len(tok) <= 3 {
		return tok
	}
	if s, ok := r.stems[tok]; ok {
		return s
	}
	s, ok := r.exceptions[tok]
	if !ok {
		s = textproc.Stem(tok)
	}
	r.stems[tok] = s
	return s
}

// Metric names, as ROUGE prints them.
func (r *Rouge) Metrics() []string {
	var m []string
	for n := 1; n <= r.opt.MaxN; n++ {
		m = append(m, fmt.Sprintf("ROUGE-%d", n))
	}
	if !r.opt.NoLCS {
		m = append(m, "ROUGE-L")
	}
	if r.opt.SkipGap > 0 {
		if r.opt.SUnigrams {
			m = append(m, fmt.Sprintf("ROUGE-SU%d", r.opt.SkipGap))
		} else {
			m = append(m, fmt.Sprintf("ROUGE-S%d", r.opt.SkipGap))
		}
	}
	return m
}

// Counts are the pooled counts of one metric for one peer over its
// references: hits, reference (model) units and peer units.
type Counts struct {
	Model, Peer, Hit int
}

// Score is a recall, precision and F-measure, each rounded to 5 decimals
// as ROUGE prints it.
type Score struct {
	R, P, F float64
}

// summary is a summary prepared for scoring.
type summary struct {
	tokens []string   // the truncated text's tokens
	lines  [][]string // the lines for ROUGE-L, each tokenized
}

// prepare reads a summary in ROUGE's SPL form (one sentence or clause a
// line) and applies the length limit and tokenization.
func (r *Rouge) prepare(text string) summary {
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		if l == "" {
			continue
		}
		lines = append(lines, textproc.LowerASCII(l))
	}
	var s summary
	s.tokens = r.tokenize(strings.Join(r.limit(lines, false), " "))
	if !r.opt.NoLCS {
		for _, l := range r.limit(lines, true) {
			s.lines = append(s.lines, r.tokenize(l))
		}
	}
	return s
}

func isPerlSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' || r == '\v'
}

// perlFields is Perl's split(/\s+/, $line): a leading empty field when
// the line starts with white space, no trailing empty fields.
func perlFields(l string) []string {
	f := strings.FieldsFunc(l, isPerlSpace)
	if len(f) > 0 && isPerlSpace(rune(l[0])) {
		f = append([]string{""}, f...)
	}
	return f
}

// limit applies -l or -b to the lines and returns those kept, the last
// one cut at the limit. With lcsQuirk the byte limit is applied as
// ROUGE-1.5.5 applies it to the line lists of ROUGE-L, where its byte
// counter never advances: every line is kept unless one line alone
// reaches the limit.
func (r *Rouge) limit(lines []string, lcsQuirk bool) []string {
	var out []string
	switch t := 0; {
	case r.opt.WordLimit > 0:
		for _, l := range lines {
			f := perlFields(l)
			if t+len(f) < r.opt.WordLimit {
				out = append(out, l)
				t += len(f)
				continue
			}
			out = append(out, strings.Join(f[:r.opt.WordLimit-t], " "))
			break
		}
	case r.opt.ByteLimit > 0:
		for _, l := range lines {
			if t+len(l) < r.opt.ByteLimit {
				out = append(out, l)
				if !lcsQuirk {
					t += len(l)
				}
				continue
			}
			out = append(out, l[:r.opt.ByteLimit-t])
			break
		}
	default:
		out = lines
	}
	return out
}

// tokenize splits text as ROUGE does: "-" set apart, every byte other
// than a letter, digit or "-" a space; then stopwords (-s) and tokens not
// starting with a letter or digit dropped, and long tokens stemmed (-m).
func (r *Rouge) tokenize(text string) []string {
	b := make([]byte, 0, len(text)+8)
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '-':
			b = append(b, ' ', '-', ' ')
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
			b = append(b, c)
		default:
			b = append(b, ' ')
		}
	}
	var out []string
	for _, tok := range strings.Fields(string(b)) {
		if r.opt.Stopwords && r.stopwords[tok] {
			continue
		}
		if c := tok[0]; !('a' <= c && c <= 'z' || '0' <= c && c <= '9') {
			continue
		}
		if r.opt.Stem {
			tok = r.stem(tok)
		}
		out = append(out, tok)
	}
	return out
}

// ngrams counts the n-grams of tokens.
func ngrams(tokens []string, n int) (map[string]int, int) {
	m := map[string]int{}
	total := 0
	for i := 0; i+n <= len(tokens); i++ {
		m[strings.Join(tokens[i:i+n], " ")]++
		total++
	}
	return m, total
}

// skipBigrams counts ROUGE-S(U) units: for each token but the last, its
// unigram (with -u) and its pairs with the next gap+1 tokens.
func skipBigrams(tokens []string, gap int, unigrams bool) (map[string]int, int) {
	m := map[string]int{}
	total := 0
	for i := 0; i+1 < len(tokens); i++ {
		if unigrams {
			m[tokens[i]]++
			total++
		}
		for j := i + 1; j < len(tokens) && j <= i+gap+1; j++ {
			m[tokens[i]+" "+tokens[j]]++
			total++
		}
	}
	return m, total
}

func clippedHits(peer, model map[string]int) int {
	h := 0
	for g, c := range model {
		if p := peer[g]; p > 0 {
			h += min(p, c)
		}
	}
	return h
}

// Count returns, for each metric, the counts of a peer summary against
// its references, pooled over the references (ROUGE's -f A).
func (r *Rouge) Count(peer string, models []string) map[string]Counts {
	p := r.prepare(peer)
	ms := make([]summary, len(models))
	for i, m := range models {
		ms[i] = r.prepare(m)
	}
	out := map[string]Counts{}
	M := len(ms)
	for n := 1; n <= r.opt.MaxN; n++ {
		pg, pt := ngrams(p.tokens, n)
		var c Counts
		for _, m := range ms {
			mg, mt := ngrams(m.tokens, n)
			c.Hit += clippedHits(pg, mg)
			c.Model += mt
		}
		c.Peer = M * pt
		out[fmt.Sprintf("ROUGE-%d", n)] = c
	}
	if !r.opt.NoLCS {
		out["ROUGE-L"] = r.lcsCounts(p, ms)
	}
	if r.opt.SkipGap > 0 {
		name := fmt.Sprintf("ROUGE-S%d", r.opt.SkipGap)
		if r.opt.SUnigrams {
			name = fmt.Sprintf("ROUGE-SU%d", r.opt.SkipGap)
		}
		pg, pt := skipBigrams(p.tokens, r.opt.SkipGap, r.opt.SUnigrams)
		var c Counts
		for _, m := range ms {
			mg, mt := skipBigrams(m.tokens, r.opt.SkipGap, r.opt.SUnigrams)
			c.Hit += clippedHits(pg, mg)
			c.Model += mt
		}
		c.Peer = M * pt
		out[name] = c
	}
	return out
}

// lcsCounts is ROUGE-L: the union LCS of each reference line with all
// peer lines, its tokens counted against the unigram budgets of both.
func (r *Rouge) lcsCounts(p summary, ms []summary) Counts {
	var c Counts
	peerUni, peerTotal := ngrams(p.tokens, 1)
	for _, m := range ms {
		refUni, _ := ngrams(m.tokens, 1)
		peerLeft := make(map[string]int, len(peerUni))
		for k, v := range peerUni {
			peerLeft[k] = v
		}
		for _, line := range m.lines {
			marks := make([]bool, len(line))
			for _, pl := range p.lines {
				markLCS(line, pl, marks)
			}
			for a, tok := range line {
				if marks[a] && refUni[tok] > 0 && peerLeft[tok] > 0 {
					c.Hit++
					refUni[tok]--
					peerLeft[tok]--
				}
			}
			c.Model += len(line)
		}
	}
	c.Peer = len(ms) * peerTotal
	return c
}

// markLCS marks the tokens of x on one longest common subsequence with y,
// traced back as ROUGE-1.5.5 does.
func markLCS(x, y []string, marks []bool) {
	n, m := len(x), len(y)
	if n == 0 || m == 0 {
		return
	}
	c := make([][]int32, n+1)
	for i := range c {
		c[i] = make([]int32, m+1)
	}
	for i := 1; i <= n; i++ {
		for j := 1; j <= m; j++ {
			if x[i-1] == y[j-1] {
				c[i][j] = c[i-1][j-1] + 1
			} else if c[i-1][j] >= c[i][j-1] {
				c[i][j] = c[i-1][j]
			} else {
				c[i][j] = c[i][j-1]
			}
		}
	}
	for i, j := n, m; i > 0 && j > 0; {
		switch {
		case x[i-1] == y[j-1]:
			marks[i-1] = true
			i, j = i-1, j-1
		case c[i-1][j] >= c[i][j-1]:
			i--
		default:
			j--
		}
	}
}

// Score turns counts into ROUGE's rounded recall, precision and F.
func (r *Rouge) Score(c Counts) Score {
	var s Score
	if c.Model > 0 {
		s.R = Round5(float64(c.Hit) / float64(c.Model))
	}
	if c.Peer > 0 {
		s.P = Round5(float64(c.Hit) / float64(c.Peer))
	}
	a := r.opt.Alpha
	if d := (1-a)*s.P + a*s.R; d > 0 {
		s.F = Round5(s.P * s.R / d)
	}
	return s
}

// Round5 rounds x as C's printf("%7.5f") does: the exact binary value to
// the nearest 5-decimal number, ties to even.
func Round5(x float64) float64 {
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', 5, 64), 64)
	return v
}

// ParseRougeFlags reads ROUGE-1.5.5 command-line flags ("-n 4 -m -a -l
// 100 -x -c 95 -r 1000 -f A -p 0.5 -t 0"). -a, -d and -e are accepted and
// ignored; -f accepts only A; -t only 0; -z only SPL.
func ParseRougeFlags(flags string) (RougeOptions, error) {
	opt := RougeOptions{MaxN: 0, Alpha: 0.5, Resamples: 1000, Conf: 95}
	f := strings.Fields(flags)
	num := func(i int) (int, error) {
		if i >= len(f) {
			return 0, fmt.Errorf("%s needs a value", f[i-1])
		}
		return strconv.Atoi(f[i])
	}
	for i := 0; i < len(f); i++ {
		var err error
		switch f[i] {
		case "-n":
			i++
			opt.MaxN, err = num(i)
		case "-l":
			i++
			opt.WordLimit, err = num(i)
		case "-b":
			i++
			opt.ByteLimit, err = num(i)
		case "-2":
			i++
			opt.SkipGap, err = num(i)
		case "-r":
			i++
			opt.Resamples, err = num(i)
		case "-c":
			i++
			opt.Conf, err = num(i)
		case "-p":
			i++
			if i < len(f) {
				opt.Alpha, err = strconv.ParseFloat(f[i], 64)
			}
		case "-m":
			opt.Stem = true
		case "-s":
			opt.Stopwords = true
		case "-u":
			opt.SUnigrams = true
		case "-x":
			opt.NoLCS = true
		case "-a", "-d":
		case "-f", "-t", "-e", "-z":
			i++
			if i >= len(f) {
				return opt, fmt.Errorf("%s needs a value", f[i-1])
			}
			if f[i-1] == "-f" && f[i] != "A" || f[i-1] == "-t" && f[i] != "0" && f[i] != "2" || f[i-1] == "-z" && f[i] != "SPL" {
				return opt, fmt.Errorf("unsupported: %s %s", f[i-1], f[i])
			}
		default:
			return opt, fmt.Errorf("unknown ROUGE flag %q", f[i])
		}
		if err != nil {
			return opt, fmt.Errorf("flag %s: %v", f[i-1], err)
		}
	}
	return opt, nil
}
