package article

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storywire/storywire/textproc"
)

func TestParseWire(t *testing.T) {
	raw := "  ----------------------------------------\n\n" +
		"            17:18 27/01/00: Page 1 (HHH) SHOWBIZ Oasis Substitute\n" +
		"  ----------------------------------------\n" +
		"NOEL WEEPS TEARS OF JOY<\n" +
		"\x19By Damien Pearse, PA News<\n" +
		"\x19Oasis star Noel Gallagher burst into tears as his wife gave birth to a baby\n" +
		"girl today, a #2,000 bet won.<\n" +
		"\x19He described it as ``the best thing ever''.<\n" +
		"\x19mfl\n"
	a, err := parseText([]byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	want := "By Damien Pearse, PA News\n\nOasis star Noel Gallagher burst into tears as his wife gave birth to a baby girl today, a £2,000 bet won.\n\nHe described it as \u201cthe best thing ever\u201d."
	if a.Title != "NOEL WEEPS TEARS OF JOY" || a.Text != want || a.Date != "2000-01-27T17:18:00Z" || a.Catchline != "SHOWBIZ Oasis Substitute" {
		t.Errorf("got title %q date %q catch-line %q text %q", a.Title, a.Date, a.Catchline, a.Text)
	}
	if err := a.finish(); err != nil || a.Credit != "PA" {
		t.Errorf("finish: %v, credit %q; want PA", err, a.Credit)
	}
	// An editors' note before the slug line, in one paragraph.
	corrected := "            17:22 01/03/00: Page 1 (HHH) COURTS Mother\n" +
		"  ----------------------------------------\n" +
		"(Corrected repetition making clear in par 3 Arlene Fraser was last seen waving\n" +
		"her children off to school.) MISSING WIFE _ HUSBAND GETS 18 MONTHS FOR ASSAULT<\n" +
		"\x19By Tariq Tahir, PA News<\n" +
		"\x19A husband was today jailed for 18 months.<\n"
	a, err = parseText([]byte(corrected))
	if err != nil || a.Title != "MISSING WIFE _ HUSBAND GETS 18 MONTHS FOR ASSAULT" || !strings.HasPrefix(a.Text, "(Corrected repetition making clear in par 3 Arlene Fraser was last seen waving her children off to school.)\n\nBy Tariq Tahir") {
		t.Errorf("corrected repetition: %v, title %q, text %q", err, a.Title, a.Text)
	}
	// An editors' note as a paragraph of its own, the slug line after it.
	memo := "                 16:52 01/03/00: Page 1 (HHH) COURTS Francis\n" +
		"  ----------------------------------------\n" +
		"(Memo to CSEs: Please see separate advisory)<\n" +
		"ANTI-DRUGS CHAMPION JAILED AFTER HEROIN FIND<\n" +
		"By Damien Brook, PA News<\n" +
		"A man was today starting a seven-year sentence.<\n"
	a, err = parseText([]byte(memo))
	if err != nil || a.Title != "ANTI-DRUGS CHAMPION JAILED AFTER HEROIN FIND" || a.Text != "(Memo to CSEs: Please see separate advisory)\n\nBy Damien Brook, PA News\n\nA man was today starting a seven-year sentence." {
		t.Errorf("note, then slug: %v, title %q, text %q", err, a.Title, a.Text)
	}
	// A note followed by a paragraph that is not a slug leaves both.
	a, err = parseText([]byte(strings.Replace(memo, "ANTI-DRUGS CHAMPION JAILED AFTER HEROIN FIND", "A former drugs adviser was jailed.", 1)))
	if err != nil || a.Title != "" || !strings.HasPrefix(a.Text, "(Memo to CSEs: Please see separate advisory)\n\nA former drugs adviser was jailed.") {
		t.Errorf("note, then text: %v, title %q, text %q", err, a.Title, a.Text)
	}
	// A backtick opens a single quotation.
	a, err = parseText([]byte(strings.Replace(memo, "ANTI-DRUGS CHAMPION JAILED AFTER HEROIN FIND", "ARISTOCRAT SPUN `WEB OF LIES', OSTRICHES' `LAST TRIP' AND `BAKER'S FIELDS'", 1)))
	if err != nil || a.Title != "ARISTOCRAT SPUN \u2018WEB OF LIES\u2019, OSTRICHES' \u2018LAST TRIP\u2019 AND \u2018BAKER'S FIELDS\u2019" {
		t.Errorf("single quotation: %v, title %q", err, a.Title)
	}
	// Plain text with a "<" or two is not wire copy.
	if isWire("a < b\nand c < d<\nnothing else<\n\x19 one mark\n") {
		t.Error("plain text taken for wire copy")
	}
}

// TestRawPA reads every raw PA file of meter-dev as the wire sent it and
// checks it against the corpus's own conversion of the same file.
func TestRawPA(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "data", "meter-dev")
	if _, err := os.Stat(filepath.Join(dir, "raw-pa")); err != nil {
		t.Skip("../shared/data/meter-dev not present: skipping")
	}
	conv, dates := map[string]string{}, map[string]string{}
	titled := map[string]bool{} // the corpus took the file's slug for its title
	b, err := os.ReadFile(filepath.Join(dir, "articles.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var r struct{ ID, Title, Text, Date string }
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		conv[r.ID], dates[r.ID], titled[r.ID] = r.Text, r.Date, r.Title != ""
	}
	n, same, credited, paras, dated, slugAfterNote := 0, 0, 0, 0, 0, 0
	for a, err := range Read([]string{filepath.Join(dir, "raw-pa")}, nil) {
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		n++
		rel, _ := filepath.Rel(filepath.Join(dir, "raw-pa"), a.Origin.Path)
		id := "PA/" + strings.TrimSuffix(filepath.ToSlash(rel), ".txt")
		want, ok := conv[id]
		if !ok {
			t.Errorf("%s: not in articles.jsonl", id)
			continue
		}
		if !titled[id] && a.Title != "" && !a.TitleDerived {
			// The corpus takes a slug for the title only when it opens
			// the file; after an editors' note it leaves it in the text.
			if before, after, ok := strings.Cut(want, "\n\n"+a.Title+"\n\n"); ok {
				want = before + "\n\n" + after
				slugAfterNote++
			}
		}
		if string(textproc.AppendNormalized(nil, a.Text)) == string(textproc.AppendNormalized(nil, want)) {
			same++
		} else if testing.Verbose() {
			t.Logf("%s differs:\n%q\n%q", id, a.Text[:min(300, len(a.Text))], want[:min(300, len(want))])
		}
		if a.Credit == "PA" {
			credited++
		}
		if strings.HasPrefix(a.Date, dates[id]+"T") {
			dated++
		}
		if strings.Count(a.Text, "\n\n")+1 == strings.Count(want, "\n\n")+1 {
			paras++
		}
	}
	t.Logf("%d files: %d read as the corpus reads them, %d with its paragraphs, %d credited to PA, %d titled by a slug after an editors' note", n, same, paras, credited, slugAfterNote)
	if slugAfterNote == 0 {
		t.Error("no slug after an editors' note taken for a title")
	}
	if n != 358 {
		t.Errorf("%d files read, want 358", n)
	}
	if same < n*95/100 || paras < n*95/100 {
		t.Errorf("only %d (text) and %d (paragraphs) of %d files read as the corpus reads them", same, paras, n)
	}
	if credited < n*9/10 {
		t.Errorf("only %d of %d credited to PA", credited, n)
	}
	if dated != n {
		t.Errorf("only %d of %d dated the day of their story folder", dated, n)
	}
}
