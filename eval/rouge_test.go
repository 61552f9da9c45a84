package eval

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/storywire/storywire/internal/shared"
)

// goldenDir is ROUGE-1.5.5's outputs on dev data.
var goldenDir = filepath.Join(shared.Root(), "rouge-golden")

func needGolden(t *testing.T) {
	t.Helper()
	shared.Path(t, "rouge-golden/scores.jsonl")
}

// TestRougeStemTable checks the -m stemming of every token in the golden
// table produced by ROUGE-1.5.5's own routine.
func TestRougeStemTable(t *testing.T) {
	needGolden(t)
	r, err := LoadRouge(goldenDir, RougeOptions{Stem: true})
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(goldenDir + "/rouge155_morphstem_golden_duc2003_tac2011_vocab.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n, bad := 0, 0
	for sc.Scan() {
		tok, want, _ := strings.Cut(sc.Text(), "\t")
		n++
		if got := r.stem(tok); got != want {
			if bad++; bad <= 20 {
				t.Errorf("stem(%q) = %q; want %q", tok, got, want)
			}
		}
	}
	if bad > 0 || n < 19000 {
		t.Errorf("%d of %d stems differ", bad, n)
	}
}

func TestDrand48(t *testing.T) {
	var d drand48
	d.seed(0)
	if a, b := d.next(), d.next(); a != 0.17082803610628972 || b != 0.74990198048496381 {
		t.Errorf("drand48 seed 0: %v %v", a, b)
	}
}

func readGolden(t *testing.T, name string) []map[string]any {
	data, err := os.ReadFile(goldenDir + "/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var rows []map[string]any
	for l := range strings.SplitSeq(strings.TrimSpace(string(data)), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatal(err)
		}
		rows = append(rows, m)
	}
	return rows
}

// TestRougeGolden reproduces every score and count of the ROUGE-1.5.5
// golden vectors: per eval and averaged, with confidence intervals.
func TestRougeGolden(t *testing.T) {
	needGolden(t)
	evals, err := ReadRougeConfig(goldenDir+"/inputs/rouge_config.xml", goldenDir)
	if err != nil {
		t.Fatal(err)
	}
	type key struct{ setting, system, cluster, metric string }
	scores := map[key]map[string]any{}
	for _, row := range readGolden(t, "scores.jsonl") {
		scores[key{row["setting"].(string), row["system"].(string), row["cluster"].(string), row["metric"].(string)}] = row
	}
	counts := map[key]map[string]any{}
	for _, row := range readGolden(t, "counts.jsonl") {
		counts[key{strings.TrimSuffix(row["setting"].(string), "_t2"), row["system"].(string), row["cluster"].(string), row["metric"].(string)}] = row
	}
	settings := map[string]string{}
	for k, row := range scores {
		settings[k.setting] = row["flags"].(string)
	}
	checked, bad := 0, 0
	differ := func(format string, args ...any) {
		if bad++; bad < 10 {
			t.Errorf(format, args...)
		}
	}
	for setting, flags := range settings {
		opt, err := ParseRougeFlags(flags)
		if err != nil {
			t.Fatal(err)
		}
		r, err := LoadRouge(goldenDir, opt)
		if err != nil {
			t.Fatal(err)
		}
		for _, res := range r.Run(evals) {
			for i, evalKey := range res.Evals {
				cluster, _, _ := strings.Cut(evalKey, ".")
				k := key{setting, res.System, cluster, res.Metric}
				c, s := res.Counts[i], res.Scores[i]
				if g := counts[k]; g != nil {
					checked++
					if c.Model != int(g["model_count"].(float64)) || c.Peer != int(g["peer_count"].(float64)) || c.Hit != int(g["hit"].(float64)) {
						differ("%v counts %+v; golden %v %v %v", k, c, g["model_count"], g["peer_count"], g["hit"])
					}
				}
				g := scores[k]
				if g == nil {
					t.Fatalf("no golden row for %v", k)
				}
				checked++
				if s.R != g["recall"].(float64) || s.P != g["precision"].(float64) || s.F != g["f"].(float64) {
					differ("%v = %+v; golden %v %v %v", k, s, g["recall"], g["precision"], g["f"])
				}
			}
			avg := res.Average
			g := scores[key{setting, res.System, "ALL", res.Metric}]
			ci := func(name string) [2]float64 {
				v := g[name].([]any)
				return [2]float64{v[0].(float64), v[1].(float64)}
			}
			checked++
			want := [][2]float64{{g["recall"].(float64), g["precision"].(float64)}, ci("recall_ci95"), ci("precision_ci95"), ci("f_ci95")}
			got := [][2]float64{{avg.R, avg.P}, {avg.Low.R, avg.High.R}, {avg.Low.P, avg.High.P}, {avg.Low.F, avg.High.F}}
			if avg.F != g["f"].(float64) || !slices.Equal(want, got) {
				differ("%s %s %s average %+v; golden %v", setting, res.System, res.Metric, avg, g)
			}
		}
	}
	t.Logf("%d golden values checked, %d differ", checked, bad)
	if checked < 2700 {
		t.Errorf("only %d golden values checked", checked)
	}
}

// TestRougeReportBytes reproduces ROUGE-1.5.5's own output files byte
// for byte.
func TestRougeReportBytes(t *testing.T) {
	needGolden(t)
	evals, err := ReadRougeConfig(goldenDir+"/inputs/rouge_config.xml", goldenDir)
	if err != nil {
		t.Fatal(err)
	}
	cmds, err := os.ReadFile(goldenDir + "/raw/commands.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.SplitSeq(strings.TrimSpace(string(cmds)), "\n") {
		name, cmd, _ := strings.Cut(line, "\t")
		if strings.HasSuffix(name, "_t2") {
			continue
		}
		flags := strings.TrimSuffix(cmd[strings.Index(cmd, "/data")+len("/data"):], "inputs/rouge_config.xml")
		opt, err := ParseRougeFlags(flags)
		if err != nil {
			t.Fatal(err)
		}
		r, err := LoadRouge(goldenDir, opt)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		r.WriteRougeReport(&b, r.Run(evals), true)
		want, err := os.ReadFile(goldenDir + "/raw/" + name + ".out")
		if err != nil {
			t.Fatal(err)
		}
		if b.String() != string(want) {
			t.Errorf("%s: output differs from ROUGE-1.5.5's", name)
		}
	}
}
