package eval

import (
	"math"
	"os"
	"testing"
)

func TestLabelCeiling(t *testing.T) {
	type it struct {
		h      byte
		labels []string
	}
	for _, c := range []struct {
		name      string
		items     []it
		want      float64
		conflicts int
	}{
		{"clean", []it{{1, []string{"a"}}, {2, []string{"a"}}, {3, []string{"b"}}}, 1, 0},
		// two identical texts under a and b must share a cluster
		{"identical", []it{{1, []string{"a"}}, {1, []string{"b"}}, {2, []string{"a"}}, {3, []string{"b"}}}, 0, 2},
	} {
		texts, gold := make([][32]byte, len(c.items)), make([][]string, len(c.items))
		for i, x := range c.items {
			texts[i], gold[i] = [32]byte{x.h}, x.labels
		}
		got, n := LabelCeiling(texts, gold)
		if n != c.conflicts {
			t.Errorf("%s: %d conflicting articles; want %d", c.name, n, c.conflicts)
		}
		if c.want == 1 && math.Abs(got-1) > 1e-9 || c.want == 0 && (got >= 1 || got <= 0.5) {
			t.Errorf("%s: ceiling %.4f", c.name, got)
		}
	}
}

func TestReadTopics(t *testing.T) {
	path := t.TempDir() + "/articles.jsonl"
	writeFile(t, path, `{"id":"a","cluster":"1ecb","topic":"1","text":"x"}
{"id":"b","cluster":"2ecb","topic":2,"text":"y"}
{"id":"c","cluster":"z","text":"w"}
`)
	topics := map[string]string{}
	if err := ReadTopics(path, topics); err != nil {
		t.Fatal(err)
	}
	if len(topics) != 2 || topics["a"] != path+"\x001" || topics["b"] != path+"\x002" {
		t.Errorf("topics = %q", topics)
	}
	writeFile(t, path, "{\"id\":\"a\"\n")
	if err := ReadTopics(path, map[string]string{}); err == nil {
		t.Error("a truncated line gave no error")
	}
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
