package align

import (
	"slices"
	"strings"
	"testing"

	"github.com/storywire/storywire/textproc"
)

const (
	para1 = "A convoy of Islamic State fighters and their families left the border region on Monday under military escort."
	para2 = "The transfer ends any insurgent presence on the border, an important goal for Lebanon and for its army."
	para3 = "Eleven fighters and seven soldiers had been killed in their offensive in the western region, he said."
	para4 = "The border battle has ended in fully liberating the land and securing the border with Syria, he said."
)

func TestAlign(t *testing.T) {
	for _, tc := range []struct {
		name     string
		a, b     string
		passages int
		moved    int
		cut      int
		added    int
		subs     []string
	}{
		{"identical", para1 + "\n" + para2, para1 + "\n" + para2, 1, 0, 0, 0, nil},
		{"name substituted", para1 + "\n" + para2, strings.ReplaceAll(para1, "Islamic State", "Daesh") + "\n" + para2, 1, 0, 0, 0, []string{"Islamic State → Daesh"}},
		{"paragraph cut", para1 + "\n" + para2 + "\n" + para3, para1 + "\n" + para3, 2, 0, 1, 0, nil},
		{"paragraph added", para1 + "\n" + para3, para1 + "\nA local official said the town would hold a vigil for the dead on Friday evening.\n" + para3, 2, 0, 0, 1, nil},
		{"paragraphs moved", para1 + "\n" + para2 + "\n" + para3 + "\n" + para4, para1 + "\n" + para4 + "\n" + para2 + "\n" + para3, 3, 1, 0, 0, nil},
		{"unrelated", para1, "Stocks rose on Wall Street as investors weighed the latest earnings reports from banks.", 0, 0, 1, 1, nil},
		{"title abbreviated", "Lebanese Internal Security General Abbas Ibrahim said on Sunday that the talks were over.",
			"Lebanese Internal Security Gen. Abbas Ibrahim said on Sunday that the talks were over.", 1, 0, 0, 0,
			[]string{"Lebanese Internal Security General → Lebanese Internal Security Gen."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, b := NewText(tc.a), NewText(tc.b)
			al := Align(a, b)
			l := Label(a, b, al)
			if len(al.Passages) != tc.passages || l.Moved != tc.moved || len(l.Cut) != tc.cut || len(l.Added) != tc.added {
				t.Errorf("passages %d moved %d cut %d added %d, want %d %d %d %d", len(al.Passages), l.Moved, len(l.Cut), len(l.Added),
					tc.passages, tc.moved, tc.cut, tc.added)
			}
			var subs []string
			for _, s := range l.Substitutions {
				subs = append(subs, s.From+" → "+s.To)
			}
			if strings.Join(subs, "; ") != strings.Join(tc.subs, "; ") {
				t.Errorf("substitutions %q, want %q", subs, tc.subs)
			}
			checkAlignment(t, tc.a, tc.b, al)
		})
	}
}

// checkAlignment checks the invariants of an alignment: ranges inside the
// texts, edits inside their passage and in order, equal edits equal.
func checkAlignment(t *testing.T, a, b string, al Alignment) {
	t.Helper()
	in := func(r Range, s string) bool { return 0 <= r.Start && r.Start <= r.End && r.End <= len(s) }
	for _, p := range al.Passages {
		if !in(p.A, a) || !in(p.B, b) {
			t.Fatalf("passage %+v outside the texts", p)
		}
		lastA, lastB := p.A.Start, p.B.Start
		for _, e := range p.Edits {
			if !in(e.A, a) || !in(e.B, b) || e.A.Start < lastA || e.B.Start < lastB || e.A.End > p.A.End || e.B.End > p.B.End {
				t.Fatalf("edit %+v out of order or outside its passage %+v", e, p)
			}
			lastA, lastB = e.A.End, e.B.End
			if e.Op == Equal && NewText(a[e.A.Start:e.A.End]).Words() != NewText(b[e.B.Start:e.B.End]).Words() {
				t.Fatalf("equal edit of unequal lengths: %q vs %q", a[e.A.Start:e.A.End], b[e.B.Start:e.B.End])
			}
		}
	}
	// Passages are disjoint in each text: no word is shared twice.
	for _, side := range []func(Passage) Range{func(p Passage) Range { return p.A }, func(p Passage) Range { return p.B }} {
		rs := make([]Range, 0, len(al.Passages))
		for _, p := range al.Passages {
			rs = append(rs, side(p))
		}
		slices.SortFunc(rs, func(x, y Range) int { return x.Start - y.Start })
		for k := 1; k < len(rs); k++ {
			if rs[k].Start < rs[k-1].End {
				t.Fatalf("passages overlap: %+v and %+v", rs[k-1], rs[k])
			}
		}
	}
	if al.Equal > al.WordsA || al.Equal > al.WordsB {
		t.Fatalf("equal %d exceeds the texts' %d, %d words", al.Equal, al.WordsA, al.WordsB)
	}
}

func TestBoilerplateCountsForNothing(t *testing.T) {
	foot := "Copyright The Daily. All rights reserved. This material may not be published or redistributed."
	a, b := NewText(para1+"\n"+foot), NewText(para3+"\n"+foot)
	if s := Align(a, b).Similarity(); s == 0 {
		t.Fatalf("shared footer not aligned")
	}
	mark := func(t *Text) {
		m := make([]bool, t.Words())
		m[len(m)-1] = true // one sampled word marks its line
		t.SetBoilerplate(m)
	}
	mark(a)
	mark(b)
	if s := Align(a, b).Similarity(); s != 0 {
		t.Errorf("similarity through boilerplate = %.2f, want 0", s)
	}
}

// TestMovedIntoARewrite: a sentence moved to where B rewrote another
// one. The passage around the rewrite must not cover the moved sentence,
// which is a passage of its own: counted once, not as both matched and
// added (found by FuzzAlign: equal words exceeded B's).
func TestMovedIntoARewrite(t *testing.T) {
	p1 := "the ferry left the harbour at dawn with forty passengers aboard"
	p2 := "coast guard boats searched the lake until late in the evening"
	q := "divers found the wreck near the northern shore of lake varn"
	x := "divers said wreck was near where northern boats shore met lake"
	a := p1 + " " + x + " " + p2 + "\n" + q
	b := p1 + " " + q + " " + p2
	al := Texts(a, b)
	checkAlignment(t, a, b, al)
	if al.Equal != al.WordsB {
		t.Errorf("%d equal words, want all %d of B", al.Equal, al.WordsB)
	}
	moved := 0
	for _, p := range al.Passages {
		if p.Moved {
			moved++
			if got := b[p.B.Start:p.B.End]; !strings.HasSuffix(q, got) {
				t.Errorf("moved passage %q is not the moved sentence", got)
			}
		}
	}
	if moved != 1 {
		t.Errorf("%d moved passages, want 1", moved)
	}
}

// FuzzAlign checks the alignment invariants on arbitrary text pairs.
func FuzzAlign(f *testing.F) {
	f.Add(para1+"\n"+para2, para2+"\n"+strings.ReplaceAll(para1, "Islamic State", "Daesh"))
	f.Add("a b c d e f g h i j", "j i h g f e d c b a")
	f.Add("", "x")
	f.Fuzz(func(t *testing.T, a, b string) {
		ta, tb := NewText(a), NewText(b)
		al := Align(ta, tb)
		checkAlignment(t, a, b, al)
		Label(ta, tb, al)
	})
}

func BenchmarkAlign1000Words(b *testing.B) {
	// Two 1,000-word articles: the same paragraphs, one copy with names
	// substituted, a paragraph cut, one added and two swapped.
	var pa, pb []string
	for i := range 25 {
		p := strings.Repeat(para1+" ", 1) + strings.Repeat(para3+" ", 1)
		p = strings.ReplaceAll(p, "Monday", []string{"Monday", "Tuesday", "Friday", "Sunday", "Saturday"}[i%5]) + " Paragraph " + string(rune('A'+i)) + " ends."
		pa = append(pa, p)
		q := strings.ReplaceAll(p, "Islamic State", "Daesh")
		if i != 7 {
			pb = append(pb, q)
		}
		if i == 12 {
			pb = append(pb, "Local officials said the town would hold a vigil for the dead on Friday evening at the church.")
		}
	}
	pb[3], pb[4] = pb[4], pb[3]
	sa, sb := strings.Join(pa, "\n"), strings.Join(pb, "\n")
	b.Run("prepared", func(b *testing.B) {
		ta, tb := NewText(sa), NewText(sb)
		b.ReportMetric(float64(ta.Words()), "words")
		for b.Loop() {
			Align(ta, tb)
		}
	})
	b.Run("from-text", func(b *testing.B) {
		for b.Loop() {
			ta, tb := NewText(sa), NewText(sb)
			al := Align(ta, tb)
			Label(ta, tb, al)
		}
	})
	// Preparing one text, with and without the dedup stage's hashes.
	b.Run("new-text", func(b *testing.B) {
		for b.Loop() {
			NewText(sa)
		}
	})
	b.Run("new-text-hashed", func(b *testing.B) {
		h := textproc.AppendWordHashes(nil, sa)
		for b.Loop() {
			NewTextHashed(sa, h)
		}
	})
}

// TestNewTextHashed: a text prepared with hashes made already is the
// text NewText prepares, also where normalization changes the word count
// (the hashes given do not fit the words, and are made again).
func TestNewTextHashed(t *testing.T) {
	for _, s := range []string{
		"",
		"One line.\nAnd a second, with \"quotes\" and 3,000 people.",
		"Ligatures: ﬁnd the ﬂaw. Full-width ＡＢＣ and a ½ share.",
		strings.Repeat(para1+"\n", 3),
	} {
		want := NewText(s)
		for _, h := range [][]uint32{textproc.AppendWordHashes(nil, s), {1, 2, 3}} {
			given := slices.Clone(h)
			got := NewTextHashed(s, h)
			if !slices.Equal(got.hashes, want.hashes) || !slices.Equal(got.spans, want.spans) || !slices.Equal(got.line, want.line) {
				t.Errorf("%q with %d hashes: prepared unlike NewText", s, len(h))
			}
			if !slices.Equal(h, given) {
				t.Errorf("%q: the hashes given were changed", s)
			}
		}
	}
}

func TestSwappedWords(t *testing.T) {
	a := NewText("The ferry sank on Lake Varn in a storm on Thursday, killing at least 41 people, officials said.")
	b := NewText("The ferry sank on Varn Lake in a storm on Thursday, killing at least 41 people, officials said.")
	subs := Substitutions(a, b, Align(a, b))
	if len(subs) != 1 || subs[0].From != "Lake Varn" || subs[0].To != "Varn Lake" {
		t.Errorf("substitutions %+v, want Lake Varn → Varn Lake", subs)
	}
}

// TestBoilerplateSwapped: one site's furniture put for another's is no
// substitution; a name changed in the story is, on the same pages.
func TestBoilerplateSwapped(t *testing.T) {
	body := "The ferry sank on Lake Varn in a storm on Thursday, killing at least 41 people, officials said."
	a := NewText("Follow Summit News on social media for the latest updates.\n" + body)
	b := NewText("Follow Island Mail on social media for the latest updates.\n" + strings.Replace(body, "Thursday", "Friday", 1))
	for _, x := range []*Text{a, b} {
		m := make([]bool, x.Words())
		m[0] = true // the first line, a footer every page of the site has
		x.SetBoilerplate(m)
	}
	subs := Substitutions(a, b, Align(a, b))
	if len(subs) != 1 || subs[0].From != "Thursday" || subs[0].To != "Friday" {
		t.Errorf("substitutions %+v, want only Thursday → Friday", subs)
	}
}

// TestTextsHashedAlike: a text whose normalization changes its word count
// is hashed word by word; its words must still match the same words in
// a text hashed whole.
func TestTextsHashedAlike(t *testing.T) {
	a := NewText(para1 + "\n" + "The recipe needs 1½ cups of flour and a pinch of salt for each loaf.")
	b := NewText(para1)
	if al := Align(a, b); al.Equal != b.Words() {
		t.Errorf("aligned %d of %d words", al.Equal, b.Words())
	}
}

// TestNamesChanged: a substitution is a name changed only when both
// sides hold a name; rewordings are not listed.
func TestNamesChanged(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"Islamic State", true}, {"Daesh", true}, {"Lebanese Internal Security Gen.", true}, {"Wednesday", true},
		{"has", false}, {"on Wednesday", true}, {"In a blog post", false}, {"According to the BBC", true},
		{"insurgent", false}, {"the jihadist group", false}, {"However", false},
	} {
		if got := names(tc.s); got != tc.want {
			t.Errorf("names(%q) = %v", tc.s, got)
		}
	}
	a := NewText("The army said on Wednesday that the convoy left the border region under escort after the battle ended in the mountains.")
	b := NewText("The army said has that the convoy left the border region under escort after the battle ended in the mountains.")
	if subs := Substitutions(a, b, Align(a, b)); len(subs) != 0 {
		t.Errorf("a rewording listed as a name changed: %+v", subs)
	}
}
