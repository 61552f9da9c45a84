package eval

import (
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// RougeEval is one evaluation unit of a ROUGE configuration: peer
// summaries of one topic and the references they are scored against.
type RougeEval struct {
	ID     string
	Peers  []RougePeer
	Models []string
}

// RougePeer is one system's summary in a RougeEval.
type RougePeer struct {
	ID, Text string
}

// ReadRougeConfig reads a ROUGE-1.5.5 evaluation file (SPL inputs) and
// the summaries it names; relative roots are taken from base, as ROUGE
// takes them from its working directory.
func ReadRougeConfig(path, base string) ([]RougeEval, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var cfg struct {
		Evals []struct {
			ID        string `xml:"ID,attr"`
			PeerRoot  string `xml:"PEER-ROOT"`
			ModelRoot string `xml:"MODEL-ROOT"`
			Format    struct {
				Type string `xml:"TYPE,attr"`
			} `xml:"INPUT-FORMAT"`
			Peers []struct {
				ID   string `xml:"ID,attr"`
				File string `xml:",chardata"`
			} `xml:"PEERS>P"`
			Models []struct {
				File string `xml:",chardata"`
			} `xml:"MODELS>M"`
		} `xml:"EVAL"`
	}
	if err := xml.Unmarshal(data, &cfg); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	read := func(root, file string) (string, error) {
		p := filepath.Join(root, strings.TrimSpace(file))
		if !filepath.IsAbs(p) {
			p = filepath.Join(base, p)
		}
		b, err := os.ReadFile(p)
		return string(b), err
	}
	var out []RougeEval
	for _, e := range cfg.Evals {
		if t := e.Format.Type; t != "" && t != "SPL" {
			return nil, fmt.Errorf("eval %s: input format %s is not supported (SPL only)", e.ID, t)
		}
		ev := RougeEval{ID: e.ID}
		for _, m := range e.Models {
			text, err := read(e.ModelRoot, m.File)
			if err != nil {
				return nil, err
			}
			ev.Models = append(ev.Models, text)
		}
		for _, p := range e.Peers {
			text, err := read(e.PeerRoot, p.File)
			if err != nil {
				return nil, err
			}
			ev.Peers = append(ev.Peers, RougePeer{ID: p.ID, Text: text})
		}
		out = append(out, ev)
	}
	return out, nil
}

// RougeResult holds the scores of one system on one metric.
type RougeResult struct {
	System, Metric string
	Average        Average
	Evals          []string // eval keys "<evalID>.<system>", in output order
	Scores         []Score  // per eval, same order
	Counts         []Counts
}

// Run scores every peer of evals and returns one result per system and
// metric, systems in sorted order, metrics in ROUGE's order.
func (r *Rouge) Run(evals []RougeEval) []RougeResult {
	type cell struct {
		key string
		c   Counts
	}
	bySys := map[string]map[string][]cell{}
	for _, ev := range evals {
		for _, p := range ev.Peers {
			for metric, c := range r.Count(p.Text, ev.Models) {
				if bySys[p.ID] == nil {
					bySys[p.ID] = map[string][]cell{}
				}
				bySys[p.ID][metric] = append(bySys[p.ID][metric], cell{ev.ID + "." + p.ID, c})
			}
		}
	}
	systems := make([]string, 0, len(bySys))
	for s := range bySys {
		systems = append(systems, s)
	}
	sort.Strings(systems)
	var out []RougeResult
	for _, sys := range systems {
		for _, metric := range r.Metrics() {
			cells := bySys[sys][metric]
			sort.Slice(cells, func(i, j int) bool { return cells[i].key < cells[j].key }) // bootstrap order
			scores := make([]Score, len(cells))
			for i, c := range cells {
				scores[i] = r.Score(c.c)
			}
			res := RougeResult{System: sys, Metric: metric, Average: r.Bootstrap(scores)}
			order := make([]int, len(cells))
			for i := range order {
				order[i] = i
			}
			sort.SliceStable(order, func(a, b int) bool { return evalKeyLess(cells[order[a]].key, cells[order[b]].key) })
			for _, i := range order {
				res.Evals = append(res.Evals, cells[i].key)
				res.Scores = append(res.Scores, scores[i])
				res.Counts = append(res.Counts, cells[i].c)
			}
			out = append(out, res)
		}
	}
	return out
}

// evalKeyLess orders eval keys as ROUGE prints them: numerically by
// their leading digits when both start with one, else as strings.
func evalKeyLess(a, b string) bool {
	na, oka := leadingInt(a)
	nb, okb := leadingInt(b)
	if oka && okb && na != nb {
		return na < nb
	}
	return a < b
}

func leadingInt(s string) (int, bool) {
	i := 0
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, false
	}
	n, err := strconv.Atoi(s[:i])
	return n, err == nil
}

// WriteRougeReport prints results in ROUGE-1.5.5's standard output
// layout; perEval adds the per-eval lines of its -d option.
func (r *Rouge) WriteRougeReport(w io.Writer, results []RougeResult, perEval bool) {
	for _, res := range results {
		fmt.Fprintln(w, strings.Repeat("-", 45))
		a := res.Average
		name := res.System + " " + res.Metric
		fmt.Fprintf(w, "%s Average_R: %.5f (%d%%-conf.int. %.5f - %.5f)\n", name, a.R, r.opt.Conf, a.Low.R, a.High.R)
		fmt.Fprintf(w, "%s Average_P: %.5f (%d%%-conf.int. %.5f - %.5f)\n", name, a.P, r.opt.Conf, a.Low.P, a.High.P)
		fmt.Fprintf(w, "%s Average_F: %.5f (%d%%-conf.int. %.5f - %.5f)\n", name, a.F, r.opt.Conf, a.Low.F, a.High.F)
		if perEval {
			fmt.Fprintln(w, strings.Repeat(".", 45))
			for i, k := range res.Evals {
				s := res.Scores[i]
				fmt.Fprintf(w, "%s Eval %s R:%.5f P:%.5f F:%.5f\n", name, k, s.R, s.P, s.F)
			}
		}
	}
}
