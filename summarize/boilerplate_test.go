package summarize

import (
	"strconv"
	"strings"
	"testing"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/internal/shared"
)

func TestBoilerplate(t *testing.T) {
	const notice = "Click to email this to a friend."
	tests := []struct {
		name    string
		stories []string // the story of each article carrying the notice
		want    bool
	}{
		{"one story, many copies", []string{"a", "a", "a", "a", "a"}, false},
		{"two stories: an article filed twice, or a split story", []string{"a", "b", "a", "b"}, false},
		{"three stories", []string{"a", "b", "c"}, true},
		{"many stories", []string{"a", "b", "a", "c", "d", "e"}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := NewBoilerplate()
			for i, s := range tc.stories {
				b.Add(s, "Story "+s+" has its own lead sentence number "+strings.Repeat("x", i)+". "+notice)
			}
			if got := b.Has(notice); got != tc.want {
				t.Errorf("Has(notice) = %v, want %v", got, tc.want)
			}
			if got := b.Has(strings.ToUpper(notice)); got != tc.want {
				t.Errorf("Has is not case-blind: %v, want %v", got, tc.want)
			}
			if b.Has("Story a has its own lead sentence number .") {
				t.Error("a story's own sentence counted as boilerplate")
			}
		})
	}
	var none *Boilerplate
	if none.Has(notice) {
		t.Error("nil Boilerplate has a sentence")
	}
}

// A notice that extraction left in the pages of three stories is not
// taken into a summary, though it is the first sentence of its article.
func TestSummaryLeavesBoilerplateOut(t *testing.T) {
	const notice = "Just fill in your contact details in the form below to join our mailing list today."
	docs := exampleStory(t)
	docs[0].Text = notice + "\n\n" + docs[0].Text
	opt := Options{Words: 100}
	if !strings.Contains(Summarize(docs, opt).Text(), "mailing list") {
		t.Skip("the notice is not chosen even without the collection; nothing to show")
	}
	b := NewBoilerplate()
	for _, s := range []string{"x", "y", "z"} {
		b.Add(s, "Another story, another page. "+notice)
	}
	opt.Boilerplate = b
	if s := Summarize(docs, opt).Text(); strings.Contains(s, "mailing list") {
		t.Errorf("boilerplate in the summary:\n%s", s)
	}
}

// BenchmarkBoilerplateAdd counts the sentences of every dev article, as
// the CLI does over a store's stories (sentence splitting is most of it).
func BenchmarkBoilerplateAdd(b *testing.B) {
	files := shared.Glob(b, "data/*/articles.jsonl")
	var texts []string
	n := 0
	for a, err := range article.Read(files, nil) {
		if err == nil {
			texts = append(texts, a.Text)
			n += len(a.Text)
		}
	}
	if len(texts) == 0 {
		b.Skip("../shared/data not present: skipping")
	}
	b.SetBytes(int64(n))
	for b.Loop() {
		bp := NewBoilerplate()
		for i, t := range texts {
			bp.Add(strconv.Itoa(i%97), t)
		}
	}
	b.ReportMetric(float64(len(texts)*b.N)/b.Elapsed().Seconds(), "articles/s")
}

// hashFolded is the hash of the lowered text, by the ASCII path and the
// general one alike.
func TestHashFolded(t *testing.T) {
	for _, s := range []string{"", "Click To Email This To A Friend.", "ÉLAN à Paris, Der Spiegel berichtet.", "MIXED café ÜBER"} {
		if got, want := hashFolded(s), hashString(strings.ToLower(s)); got != want {
			t.Errorf("hashFolded(%q) = %x, want %x", s, got, want)
		}
	}
}
