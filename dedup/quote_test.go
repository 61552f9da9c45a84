package dedup

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// randomWords returns n words that no other call shares.
func randomWords(r *rand.Rand, n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = fmt.Sprintf("w%x", r.Uint32())
	}
	return strings.Join(w, " ")
}

// TestSharedQuotationIsNoCopy: two reports of one event, each in its own
// words, quote the same 30 words of a spokesman in their leads. They
// share passages; neither is a copy of the other. Without its quotation
// marks the same shared text makes an update (the case is live), and a
// copy keeping the quotation and its report's own text is one.
func TestSharedQuotationIsNoCopy(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	quote := randomWords(r, 30)
	report := func() string {
		return randomWords(r, 8) + "\n\n\u201c" + quote + ",\u201d the spokesman said.\n\n" + randomWords(r, 60)
	}
	a, b := report(), report()
	relate := func(a, b string) Kind {
		d := NewDetector()
		d.Add("a", [32]byte{1}, a)
		_, rs, err := d.Add("b", [32]byte{2}, b)
		if err != nil {
			t.Fatal(err)
		}
		for _, rel := range rs {
			return rel.Kind
		}
		return None
	}
	unquote := strings.NewReplacer("\u201c", "", "\u201d", "")
	if k := relate(unquote.Replace(a), unquote.Replace(b)); !k.Copying() {
		t.Fatalf("the case is not live: without quotation marks the reports are related as %v", k)
	}
	if k := relate(a, b); k.Copying() {
		t.Errorf("two reports sharing a quotation related as %v", k)
	}
	// Words shared either side of the quotation ("… on Friday." before
	// it, "the spokesman said" after) are no stretch of text of their
	// own, however many they make together.
	lead := func() string { return randomWords(r, 8) + " said on Friday" }
	a2 := lead() + "\n\n\u201c" + quote + ",\u201d the spokesman said.\n\n" + randomWords(r, 60)
	b2 := lead() + "\n\n\u201c" + quote + ",\u201d the spokesman said.\n\n" + randomWords(r, 60)
	if k := relate(a2, b2); k.Copying() {
		t.Errorf("two reports sharing a quotation and the words around it related as %v", k)
	}
	// A copy of a: its lead and quotation kept, the rest cut, local
	// material added.
	paras := strings.Split(a, "\n\n")
	cp := paras[0] + "\n\n" + paras[1] + "\n\n" + randomWords(r, 60)
	if k := relate(a, cp); !k.Copying() {
		t.Errorf("a copy keeping the lead and the quotation related as %v", k)
	}
}

// TestFurnitureBetweenParagraphs: a page whose paragraphs are separated
// by a line of web furniture that many pages carry ("Advertisement
// Continue reading the main story"), and its copy with another site's
// header and footer. The runs they share cross the furniture; the
// paragraphs either side count: all the page's own words are shared.
func TestFurnitureBetweenParagraphs(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var furniture string
	for {
		furniture = randomWords(r, 14)
		if bodyRateSamples(furniture) > 0 {
			break
		}
	}
	d := NewDetector()
	for i := range 120 {
		d.Add(fmt.Sprintf("bg-%d", i), [32]byte{byte(i), 1}, randomWords(r, 60)+"\n\n"+furniture+"\n\n"+randomWords(r, 60))
	}
	paras := []string{randomWords(r, 40), furniture, randomWords(r, 40), furniture, randomWords(r, 40), furniture, randomWords(r, 40)}
	page := strings.Join(paras, "\n\n")
	d.Add("page", [32]byte{2}, page)
	cp := "Site | Home | News\n\n" + page + "\n\nCopyright Site. All rights reserved."
	_, rs, err := d.Add("copy", [32]byte{3}, cp)
	if err != nil {
		t.Fatal(err)
	}
	for _, rel := range rs {
		if rel.A == "page" {
			if own := 160.0 / 202; !rel.Kind.Copying() || rel.ContainedAInB < own {
				t.Errorf("copy related to the page as %v, sharing %.2f of it; want a copy sharing its own words, %.2f", rel.Kind, rel.ContainedAInB, own)
			}
			return
		}
	}
	t.Error("copy not related to the page")
}
