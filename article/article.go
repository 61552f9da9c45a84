// Package article defines the Article, storywire's unit of input, and the
// readers that turn outside files into articles: plain text, HTML pages,
// JSON Lines and RSS/Atom feeds, one file, a directory tree or standard input.
//
// Design: every reader is streaming (an iterator yields one article or one
// item error at a time), so a bad item never stops the items after it and a
// huge input never has to fit in memory. Each article remembers where it came
// from (path, line, format, SHA-256 of the original bytes) and, where the
// reader had to transform the input (HTML, feeds), the original bytes
// themselves, so nothing a user gave storywire is lost. Readers only parse:
// they do not deduplicate, cluster or store.
package article

import (
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/textproc"
)

// Article is one news article as storywire knows it.
type Article struct {
	ID       string // stable id: supplied by the input, else a content hash (see ContentID)
	Source   string // outlet or agency that published it, "" when unknown
	URL      string
	Title    string
	Date     string // publication date, "YYYY-MM-DD" or RFC 3339, "" when unknown
	Text     string // body text; paragraphs separated by one blank line
	Language string // BCP 47 tag when the input declares one
	Credit   string // wire credit found in the text ("Reuters"), "" when none
	Dateline string // place of a leading dateline ("BEIRUT"), kept in Text too
	// Catchline is the wire's name for the story the text belongs to, as
	// its raw copy gives it ("COURTS Attack" in PA's header): the takes,
	// leads and substitutes of one story share it. "" when none.
	Catchline string
	Labels    []string // evaluation labels (the JSONL "cluster" field)
	Origin    Origin
	Ingested  time.Time
	Hash      BodyHash // of the normalized body, set by the readers
	Words     int      // number of words of the body (as textproc.AppendWords splits them)

	// TitleDerived is true when the input had no headline and Title was
	// taken from the lead sentence.
	TitleDerived bool

	// Notes say what reading changed in the input beyond the usual
	// cleaning of white space ("removed control characters (U+0000 ×2)");
	// the article is stored all the same. They are not stored.
	Notes []string
}

// Origin says where an article came from.
type Origin struct {
	Path   string // file path, "-" for standard input
	Line   int    // 1-based line for JSONL, item number for feeds, 0 otherwise
	Format string // "text", "html", "jsonl", "feed", "warc"
	SHA256 string // hex SHA-256 of the original bytes of this item
	Raw    []byte // the original bytes, kept when the body was extracted from markup
	Size   int    // length of the original bytes of this item
}

// Where is the origin as "path" or "path:line".
func (o Origin) Where() string {
	if o.Line > 0 {
		return o.Path + ":" + strconv.Itoa(o.Line)
	}
	return o.Path
}

// Name names the article for a reader who has no use for its id: the
// outlet that published it, else the site of its address, else the file
// it was read from (with the line of a JSONL record or feed item), else
// its id.
func (a *Article) Name() string {
	if a.Source != "" {
		return a.Source
	}
	if u, err := url.Parse(a.URL); err == nil && u.Host != "" {
		return strings.TrimPrefix(u.Host, "www.")
	}
	if a.Origin.Path != "" && a.Origin.Path != "-" {
		return filepath.Base(a.Origin.Where())
	}
	return a.ID
}

// ContentID returns the id storywire gives an article whose input supplies
// none: the first 16 hex digits of the SHA-256 of a key and the normalized
// body (see textproc.Normalize). The key names the copy: the source and,
// where there is one, the URL, else the file name. So the same file or page
// ingested twice, from any directory, gets the same id and is stored once,
// while two outlets printing the same wire text stay two articles (an
// exact-duplicate relation for dedup, not one article).
func ContentID(key, text string) string {
	return contentID(key, textproc.AppendNormalized(nil, text))
}

func contentID(key string, normText []byte) string {
	h := sha256.New()
	h.Write([]byte(key))
	h.Write([]byte{0})
	h.Write(normText)
	var sum [32]byte
	return hex.EncodeToString(h.Sum(sum[:0])[:8])
}

// idKey is the key of ContentID for a: source, then URL or file name.
func (a *Article) idKey() string {
	name := a.URL
	if name == "" && a.Origin.Format != string(FormatJSONL) && a.Origin.Path != "-" {
		name = filepath.Base(a.Origin.Path)
	}
	return textproc.Normalize(a.Source) + "\x00" + name
}

// BodyHash is the SHA-256 of the normalized body: equal for two texts that
// differ only in case, spacing, quote and dash style or Unicode form.
type BodyHash [32]byte

// MaxTextBytes is the largest body storywire accepts. News articles are
// rarely over 100 KB; anything past this is a mis-parsed page or a dump.
const MaxTextBytes = 4 << 20

// finish fills the fields derived from the text: id, dateline, credit and,
// when the input had no headline, a title from the lead.
func (a *Article) finish() error {
	if n, c1 := countControls(a.Text); 16*n > len(a.Text) {
		return errBinary
	} else if n > 0 || c1 {
		var note string
		a.Text, note = separate(a.Text)
		a.Notes = append(a.Notes, note)
	}
	a.Title, _ = separateControls(a.Title)
	a.Source, _ = separateControls(a.Source)
	a.Text = cleanText(a.Text)
	if strings.TrimSpace(a.Text) == "" {
		return errEmpty
	}
	if len(a.Text) > MaxTextBytes {
		return errTooLong(len(a.Text))
	}
	normText, words := textproc.AppendNormalizedCount(nil, a.Text)
	a.Hash = sha256.Sum256(normText)
	a.Words = words
	a.Source = collapseSpace(a.Source)
	a.ID = strings.TrimSpace(a.ID)
	if a.ID == "" {
		a.ID = contentID(a.idKey(), normText)
	}
	a.Title = wireHeadline(collapseSpace(a.Title))
	a.Date = NormalizeDate(a.Date)
	if d, agency := ParseDateline(a.Text); d != "" {
		a.Dateline = d
		if a.Credit == "" {
			a.Credit = agency
		}
	}
	if a.Credit == "" {
		a.Credit = ParseCredit(a.Text)
	}
	if a.Credit == "AFP" || CanonicalAgency(a.Source) == "AFP" {
		a.Title = afpByline(a.Title, a.Text)
	}
	if a.Title == "" {
		a.Title = leadTitle(a.Text)
		a.TitleDerived = a.Title != ""
	}
	if a.Source == "" {
		a.Source = bylineOutlet(a.Text)
	}
	return nil
}

// bylineOutlet is the outlet a byline among the first paragraphs of
// text names (BylineOutlet), "" when none does.
func bylineOutlet(text string) string {
	for k, p := range strings.SplitN(text, "\n\n", 4) {
		if k < 3 {
			if o := BylineOutlet(p); o != "" {
				return o
			}
		}
	}
	return ""
}

// cleanText normalizes line ends, trims trailing space from lines and
// collapses runs of blank lines to one, so paragraphs are separated by
// exactly one blank line whatever the input used.
func cleanText(s string) string {
	if strings.Contains(s, "\ufeff") { // byte-order marks and zero-width no-break spaces: invisible
		s = strings.ReplaceAll(s, "\ufeff", "")
	}
	if isClean(s) {
		return s
	}
	if strings.IndexByte(s, '\r') >= 0 {
		s = strings.ReplaceAll(s, "\r\n", "\n")
		s = strings.ReplaceAll(s, "\r", "\n")
	}
	var b strings.Builder
	b.Grow(len(s))
	blank := 0
	for line := range strings.SplitSeq(s, "\n") {
		line = strings.TrimRight(line, " \t\u00a0\f\v")
		if strings.TrimSpace(line) == "" {
			blank++
			continue
		}
		if b.Len() > 0 {
			if blank > 0 {
				b.WriteString("\n\n")
			} else {
				b.WriteByte('\n')
			}
		}
		blank = 0
		b.WriteString(strings.TrimLeft(line, " \t\u00a0"))
	}
	return b.String()
}

// isClean reports whether cleanText would leave s as it is: no carriage
// returns, no space at either end of a line, no run of blank lines, no
// blank line at either end. Most inputs are, and this check does not
// allocate.
func isClean(s string) bool {
	if s == "" || s[0] == '\n' || strings.HasPrefix(s, "\ufeff") || isBlankByte(s[0]) || isBlankByte(s[len(s)-1]) || s[len(s)-1] == '\n' {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch c {
		case '\r', '\f', '\v', 0xc2: // 0xc2: possible U+00A0
			return false
		case '\n':
			if isBlankByte(s[i-1]) || i+1 < len(s) && (isBlankByte(s[i+1]) || s[i+1] == '\n' && (i+2 >= len(s) || s[i+2] == '\n' || isBlankByte(s[i+2]))) {
				return false
			}
		}
	}
	return true
}

func isBlankByte(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }

func collapseSpace(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// leadTitle is the first sentence of the body, cut to about 14 words, used
// as a display title when the input has none.
func leadTitle(text string) string {
	p := leadParagraph(text)
	if d, _ := ParseDateline(p); d != "" {
		p = stripDateline(p)
	}
	p = strings.TrimLeft(p, ":-–— \t")
	// a site's label before a bar ("Updated | When the first humans …")
	if label, rest, ok := strings.Cut(p, " | "); ok {
		switch strings.ToLower(label) {
		case "updated", "update", "breaking", "exclusive", "watch", "video", "live":
			p = rest
		}
	}
	// a live blog's entry opens with its time ("7.57 pm. This was…")
	i := sentenceEnd(p)
	for i > 0 && Furniture(p[:i]) && strings.TrimSpace(p[i:]) != "" {
		p = strings.TrimSpace(p[i:])
		i = sentenceEnd(p)
	}
	if i > 0 {
		p = p[:i]
	}
	words := strings.Fields(p)
	const max = 14
	if len(words) > max {
		return strings.Join(words[:max], " ") + "…"
	}
	return strings.Join(words, " ")
}

// leadParagraph returns the first paragraph of text that carries news:
// a byline ("By Emma Hibbs, PA News"), an embargo line, a section's
// label, furniture, a caption or an editorial note standing alone in
// brackets ("(with pix)", "(reopens)") before it is passed over, when
// something follows.
func leadParagraph(text string) string {
	p, rest := "", text
	for {
		p, rest, _ = strings.Cut(rest, "\n")
		p = strings.TrimSpace(p)
		if h, ok := strings.CutPrefix(p, "Story highlights "); ok {
			p = h // a news site's summary above the story: its lead
		}
		if len(p) == 1 && p[0] >= 'A' && p[0] <= 'Z' { // a drop cap set apart: "T", "he most likely person …"
			next, after, _ := strings.Cut(strings.TrimLeft(rest, " \n"), "\n")
			if next != "" && next[0] >= 'a' && next[0] <= 'z' {
				p, rest = p+strings.TrimSpace(next), after
			}
		}
		note := editorialNote(p)
		byline := isByline(p) || embargo(p) || kicker(p) || stampLine(p) || creditAlone(p)
		if p != "" && !note && !byline && !furnitureSentences(p) && !caption(p) && !longWidgetLine(p) || strings.TrimSpace(rest) == "" {
			return p
		}
	}
}

// longWidgetLine reports a widget's message longer than Furniture
// reads on every line ("WARNING: The video contains subject matter of a
// graphic nature that some may find offensive"): up to 20 words, judged
// only where a lead is chosen.
func longWidgetLine(p string) bool {
	if len(p) > 200 {
		return false
	}
	if n := wordCount(p, 21); n < 15 || n > 20 {
		return false
	}
	return widgetLine(strings.ToLower(p))
}

// furnitureSentences reports whether a paragraph is furniture, or each
// of its sentences is ("Breaking News Emails Get breaking news alerts
// and special reports. The news and stories that matter, delivered
// weekday mornings.").
func furnitureSentences(p string) bool {
	if Furniture(p) {
		return true
	}
	for p != "" {
		i := sentenceEnd(p)
		if i < 0 {
			i = len(p)
		}
		if !Furniture(p[:i]) {
			return false
		}
		p = strings.TrimSpace(p[i:])
	}
	return true
}

// wireHeadline returns a headline without the marks a news wire sets
// for its editors: which version it is ("3rd LD Writethru: ", "1st LD:
// ", "Urgent: "), or a slug in place of a headline ("bc-walterreed",
// which leaves no headline).
func wireHeadline(t string) string {
	if t != "" && !strings.ContainsRune(t, ' ') && strings.Count(t, "-") >= 1 && strings.ToLower(t) == t {
		return "" // a slug
	}
	label, rest, ok := strings.Cut(t, ":")
	if !ok || strings.TrimSpace(rest) == "" || len(label) > 24 {
		return t
	}
	l := strings.ToLower(strings.TrimSpace(label))
	if l == "urgent" || l == "writethru" || strings.HasSuffix(l, "ld") || strings.HasSuffix(l, "writethru") {
		f := strings.Fields(strings.NewReplacer("-", " ").Replace(l))
		for _, w := range f {
			switch {
			case w == "ld" || w == "writethru" || w == "urgent":
			case len(w) >= 3 && strings.Trim(w[:len(w)-2], "0123456789") == "" && (strings.HasSuffix(w, "st") || strings.HasSuffix(w, "nd") || strings.HasSuffix(w, "rd") || strings.HasSuffix(w, "th")):
			default:
				return t
			}
		}
		return strings.TrimSpace(rest)
	}
	return t
}

// afpByline returns an AFP headline without the writer AFP's feed sets
// after it ("Madrid train bombings trial opens by Chris Wright"): two or
// three capitalized words after a last "by" that the story itself never
// names ("… flattened by Typhoon Babs" names the typhoon again).
func afpByline(t, text string) string {
	i := strings.LastIndex(t, " by ")
	if i < 0 {
		return t
	}
	name := strings.Fields(t[i+len(" by "):])
	if len(name) < 2 || len(name) > 3 || len(strings.Fields(t[:i])) < 3 {
		return t
	}
	for _, w := range name {
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) || strings.ToUpper(w) == w || strings.ContainsAny(w, ".,:;'\"") {
			return t
		}
	}
	if strings.Contains(text, name[len(name)-1]) {
		return t
	}
	return t[:i]
}

// isByline reports whether a paragraph is a byline: "By" and at most a
// dozen words without a sentence's end ("By Emma Hibbs, PA News", "By
// Jana Morrow, Coastal Post correspondent").
func isByline(p string) bool {
	p = strings.TrimPrefix(strings.TrimLeft(p, "/|•· "), "Updated ") // "/ Updated By Ken Dilanian, …"
	if !strings.HasPrefix(p, "By ") || len(strings.Fields(p)) > 12 {
		return false
	}
	// no sentence in it; a stray stop before a lower-case word is none
	// ("By Ken Dilanian, Peter Alexander. and Courtney Kube")
	for rest := p; ; {
		i := sentenceEnd(rest + " ")
		if i < 0 || i >= len(rest) {
			return true
		}
		if r, _ := utf8.DecodeRuneInString(strings.TrimLeft(rest[i:], " ")); !unicode.IsLower(r) {
			return false
		}
		rest = rest[i:]
	}
}

// kicker reports a section's label above a story ("Features", "World
// news"): a word or two, no sentence.
func kicker(p string) bool {
	return p != "" && wordCount(p, 3) <= 2 && sentenceEnd(p+" ") < 0 && !strings.ContainsAny(p, ".!?\"“”0123456789")
}

// embargo reports a wire's embargo line above its story ("Embargoed to
// 0001 Tuesday November 23", "EMBARGOED UNTIL 00.01 HRS").
func embargo(p string) bool {
	lower := strings.ToLower(p)
	marked := false
	for _, w := range []string{"embargoed to ", "embargoed until ", "embargoed till ", "embargoed for ", "embargoed:", "embargo:", "embargo until "} {
		marked = marked || strings.HasPrefix(lower, w)
	}
	return marked && len(strings.Fields(p)) <= 12 && strings.ContainsAny(p, "0123456789") && sentenceEnd(p+" ") < 0
}

// caption reports a paragraph that a page's picture or video widget
// left at the top of its text: "Image copyright AFP Image caption …",
// "Media playback is unsupported on your device Media caption …",
// "CLOSE Skip in Skip x Embed x Share …", "AFP/Getty Images …",
// "Photo: KUVP archives", and the captions agencies write under their
// pictures. A lead does not say what a photo shows.
func caption(p string) bool {
	for _, w := range []string{"Image copyright ", "Image caption ", "Media playback ", "Media caption ", "CLOSE ", "Photo: ", "Photo by ", "Photo illustration ", "Buy Photo "} {
		if strings.HasPrefix(p, w) {
			return true
		}
	}
	first, rest, _ := strings.Cut(p, " ")
	// "AFP/Getty Images …", "Photo Advertisement …"; not "Photo radar
	// cameras will …"
	if strings.HasSuffix(first, "/Getty") || first == "Photo" && upperStart(rest) || strings.HasPrefix(p, "Skip in Skip") {
		return true
	}
	lower := strings.ToLower(strings.TrimSpace(p))
	if datedPicture(lower) {
		return true
	}
	// A picture's credit alone ("Getty", "By Slaven Vlasic/Getty
	// Images."), or a caption that ends with one ("DeOrr Kunz Jr.
	// (Photo: provided by the family)").
	if n := wordCount(lower, 9); n <= 8 && (strings.HasPrefix(lower, "getty") || strings.Contains(lower, "/getty")) {
		return true
	}
	t := strings.TrimRight(lower, ". ")
	if strings.HasSuffix(t, ")") {
		if i := strings.LastIndexByte(t, '('); i >= 0 {
			for _, w := range []string{"(photo:", "(image:", "(photo by", "(picture:", "(photograph:"} {
				if strings.HasPrefix(t[i:], w) {
					return true
				}
			}
		}
	}
	// The captions news agencies write ("In this Feb. 11, 2007, file
	// photo, …", "This undated photo provided by …", "…, in this
	// photograph provided by the city hall", "… in a file photo.").
	for _, w := range []string{"file photo", "in this photo", "in this photograph", "in this image", "in this picture", "in this undated",
		"this undated photo", "photo provided by", "photo released by", "photograph provided by", "image provided by", "handout photo"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	if in, ok := strings.CutPrefix(lower, "in this "); ok {
		if i := strings.Index(in, " photo,"); i >= 0 && i < 40 { // "In this June 21, 2018, photo, …"
			return true
		}
	}
	return false
}

// datedPicture reports a picture's caption (lower, in lower case) as
// agencies write it: what a photo shows, and the day it was taken, its
// year last ("An army-organized press tour photo shows Lebanese soldiers
// in an area they took from ISIS in Jurud Ras Baalbek on August 28,
// 2017.").
func datedPicture(lower string) bool {
	if !strings.Contains(lower, "photo shows") && !strings.Contains(lower, "picture shows") && !strings.Contains(lower, "image shows") &&
		!strings.Contains(lower, "photo taken") && !strings.Contains(lower, "picture taken") {
		return false
	}
	t := strings.TrimRight(lower, ".) ")
	if len(t) < 4 {
		return false
	}
	year := t[len(t)-4:]
	return (strings.HasPrefix(year, "19") || strings.HasPrefix(year, "20")) && strings.Trim(year, "0123456789") == ""
}

// sentenceEnd returns the index just after the first ". " that ends a
// sentence (not an initial, "U.S." or a title such as "Gen.":
// textproc's abbreviations), or -1.
// A display title is cut there whatever follows; textproc.Sentences,
// which reads sentences for analysis, asks for a capital after the
// stop, and a title cut by it ran on into the next sentence where that
// opened in lower case.
func sentenceEnd(s string) int {
	for i := 1; i+1 < len(s); i++ {
		if (s[i] == '.' || s[i] == '!' || s[i] == '?') && s[i+1] == ' ' {
			word := s[strings.LastIndexByte(s[:i], ' ')+1 : i]
			if s[i] == '.' && (len(word) <= 1 || textproc.EndsInAbbreviation(s[:i])) {
				continue
			}
			return i + 1
		}
	}
	return -1
}

// Furniture reports whether a line is page furniture rather than news: a
// publication stamp ("PUBLISHED FRIDAY, MARCH 8, 2013 AT 12:46 PM",
// "Updated 12:46 GMT"), a bare date, a share or subscribe prompt, a
// site's navigation bar ("River Gazette | Home | News | World | Sport"),
// a line of the pages that are not articles (notice.go: a script wall's
// "Please enable Javascript to watch this video").
// Such a line is no headline and no lead.
func Furniture(line string) bool {
	if navigation(line) {
		return true
	}
	// Most lines are paragraphs of news: told by their length, without
	// a copy.
	if n := wordCount(line, 15); n == 0 || n > 14 {
		return false
	}
	l := strings.ToLower(strings.TrimSpace(line))
	// A stamp names a time ("Updated 12:46 GMT"); without one, "Updated
	// rules for ferries" is a headline.
	for _, p := range []string{"published ", "updated ", "last updated", "posted "} {
		if strings.HasPrefix(l, p) && strings.ContainsAny(l, "0123456789") {
			return true
		}
	}
	for _, p := range []string{"share this", "subscribe", "sign up for", "follow us", "click here", "advertisement",
		"share tweet", "click to email", "click to share", "click to print", "breaking news emails", "get breaking news",
		"to subscribe", "just fill in your contact details", "the news and stories that matter", "this post has been updated",
		"this story has been updated", "this article has been updated", "►", "▶", "»"} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	// a link to a section ("Local News More>>")
	if strings.HasSuffix(l, "more>>") || strings.HasSuffix(l, "more »") || strings.HasSuffix(l, "more >>") {
		return true
	}
	// "Follow CBSMIAMI.COM: Facebook | Twitter"; a short copyright line
	// ("Copyright Marvel Comics", "© 2018 The Associated Press").
	if strings.HasPrefix(l, "follow ") && (strings.Contains(l, "facebook") || strings.Contains(l, "twitter") || strings.Contains(l, "instagram")) {
		return true
	}
	if (strings.HasPrefix(l, "copyright ") || strings.HasPrefix(l, "©")) && (wordCount(l, 6) <= 5 || strings.Contains(l, "all rights reserved")) {
		return true
	}
	if widgetLine(l) {
		return true // "Please enable Javascript to watch this video"
	}
	if !strings.ContainsAny(l, "0123456789") {
		return false // no date
	}
	if f := strings.Fields(strings.TrimSuffix(l, ".")); stampAgo(f) || clockTime(f) {
		return true // "2 years ago", "7.57 pm."
	}
	d := NormalizeDate(line) // the line is a date and nothing else
	if len(d) >= 10 && d[4] == '-' && d[7] == '-' && d[0] >= '0' && d[0] <= '9' {
		return true
	}
	return dateStamp(l)
}

// dateStamp reports whether a line (l, in lower case) says only when its
// page was published or updated: dates, times and the words of a stamp
// ("May 2, 2013, 1:12 PM", "Friday, June 7, 2013", "Updated: November 11,
// 2011 20:09 IST", "22 July 2013 Last updated at 17:50 GMT", "Article
// posted on 08. 07. 2012"). It asks for a month's name or a date in
// figures, so that "Updated at 10" is no stamp.
func dateStamp(l string) bool {
	dated, year, numbers, timed, words := false, false, 0, false, 0
	for w := range strings.FieldsFuncSeq(l, func(r rune) bool { return r == ' ' || r == ',' || r == '|' || r == '-' || r == '–' }) {
		w = strings.Trim(w, ".:()")
		words++
		switch {
		case w == "":
		case calendarMonth[w]:
			dated = true
		case stampWords[w]:
		case strings.Trim(w, "0123456789./:") == "" || strings.Trim(strings.TrimRight(w, "stndrh"), "0123456789") == "":
			// "2013", "08", "1:12", "11/28/05", "28th"
			dated = dated || strings.Count(w, "/") == 2 || strings.Count(w, ".") == 2 && len(w) > 5
			year = year || len(w) == 4 && (strings.HasPrefix(w, "19") || strings.HasPrefix(w, "20"))
			timed = timed || strings.Contains(w, ":")
			numbers++
		case (strings.HasSuffix(w, "am") || strings.HasSuffix(w, "pm")) && strings.Trim(w[:len(w)-2], "0123456789:.") == "":
			timed = true // "8:24am"
		default:
			return false
		}
	}
	// "08. 07. 2012": a date in figures; "8:24am": a time alone
	return dated || year && numbers >= 3 || timed && words <= 3
}

// calendarMonth holds the months' names and abbreviations, and
// stampWords the other words of a publication stamp: weekdays, times of
// day, zones, and its labels.
var calendarMonth, stampWords = func() (months, words map[string]bool) {
	months, words = map[string]bool{}, map[string]bool{}
	for _, w := range strings.Fields("january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec") {
		months[w] = true
	}
	for _, w := range strings.Fields("monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun " +
		"am pm a.m p.m et est edt ct cdt cst pt pst pdt gmt bst utc ist cet cest " +
		"updated update posted published last at on article modified first created") {
		words[w] = true
	}
	return months, words
}()

// stampAgo reports a publication stamp given as an age, f the words of
// a line in lower case: "2 years ago", "5 hrs ago".
func stampAgo(f []string) bool {
	if len(f) != 3 || f[2] != "ago" || !textproc.AllDigits(f[0]) {
		return false
	}
	switch strings.TrimSuffix(f[1], "s") {
	case "second", "sec", "minute", "min", "hour", "hr", "day", "week", "month", "year":
		return true
	}
	return false
}

// clockTime reports a line that is only a time of day, f its words in
// lower case without a closing full stop: "7.57 pm", "12:46 pm et".
func clockTime(f []string) bool {
	if len(f) == 0 || len(f) > 3 {
		return false
	}
	h, m, ok := strings.Cut(f[0], ":")
	if !ok {
		h, m, ok = strings.Cut(f[0], ".")
	}
	if !ok || len(h) == 0 || len(h) > 2 || len(m) != 2 || !textproc.AllDigits(h) || !textproc.AllDigits(m) {
		return false
	}
	for _, w := range f[1:] {
		switch strings.TrimSuffix(w, ".") {
		case "am", "pm", "a.m", "p.m", "et", "gmt", "bst", "utc", "edt", "est", "pt", "pdt", "pst", "cet", "cest":
		default:
			return false
		}
	}
	return true
}

// wordCount counts the words of s (as strings.Fields parts them), up to
// limit.
func wordCount(s string, limit int) int {
	n, in := 0, false
	for _, r := range s {
		if unicode.IsSpace(r) {
			in = false
		} else if !in {
			in = true
			if n++; n >= limit {
				return n
			}
		}
	}
	return n
}

// navigation reports whether a line is a navigation bar: at least four
// items parted by "|", "·" or "•", nearly all of them of three words at
// most. A headline with one bar ("Ferry capsizes | Live") is not one.
func navigation(l string) bool {
	if strings.Count(l, "|")+strings.Count(l, "·")+strings.Count(l, "•") < 3 {
		return false // fewer than four items
	}
	items := strings.FieldsFunc(l, func(r rune) bool { return r == '|' || r == '·' || r == '•' })
	if len(items) < 4 {
		return false
	}
	short := 0
	for _, it := range items {
		if len(strings.Fields(it)) <= 3 {
			short++
		}
	}
	return 4*short >= 3*len(items)
}
