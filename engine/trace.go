package engine

import (
	"context"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storywire/storywire/align"
	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/facts"
	"github.com/storywire/storywire/provenance"
	"github.com/storywire/storywire/store"
	"github.com/storywire/storywire/textproc"
)

// Trace is where an article came from: its syndication group's
// derivation tree, what each copy changed, the credits, and the
// independent sources of its story.
type Trace struct {
	Article string
	Group   string // the syndication group's id; "" when the article has no copies
	// Members are the group's articles (the article alone when it has
	// no group), by id.
	Members map[string]*article.Article
	Tree    provenance.Tree
	Credits map[string][]provenance.Credit
	// Edits are what each copy changed relative to its parent in the
	// tree, by the copy's id.
	Edits map[string]align.Labels
	// Substitutions are the name substitutions along the tree's edges,
	// most frequent first.
	Substitutions []Pattern
	// Story is the article's story; Sources its independent sources.
	Story   Story
	Sources []Source
	// WrittenFrom are the earlier articles of its story the article
	// derives from, in part or whole (Derivations), the strongest first:
	// a rewrite of a wire story has no copies and still a source.
	WrittenFrom []Derivation
}

// Pattern is a substitution seen along derivation edges: From became To
// Count times, in the listed articles (the copies that made it).
type Pattern struct {
	From     string   `json:"from"`
	To       string   `json:"to"`
	Count    int      `json:"count"`
	Articles []string `json:"articles"`
}

// Source is an independent source of a story: a syndication group (the
// copies of one text count once) or an article without copies.
type Source struct {
	ID       string   `json:"id"`       // the group's id, or the article's
	Articles []string `json:"articles"` // its articles in the story
	// Agencies are the wire agencies its articles credit, Outlets the
	// outlets that published them.
	Agencies []string `json:"agencies"`
	Outlets  []string `json:"outlets"`
}

// Independent returns the independent sources of a story.
func (s Story) Independent() []Source {
	var out []Source
	at := map[string]int{}
	for _, a := range s.Articles {
		g := s.Group[a.ID]
		k, ok := at[g]
		if !ok {
			k = len(out)
			at[g] = k
			out = append(out, Source{ID: g})
		}
		src := &out[k]
		src.Articles = append(src.Articles, a.ID)
		for _, ag := range s.agenciesOf(a) {
			if !slices.Contains(src.Agencies, ag) {
				src.Agencies = append(src.Agencies, ag)
			}
		}
		if a.Source != "" && !slices.Contains(src.Outlets, a.Source) {
			src.Outlets = append(src.Outlets, a.Source)
		}
	}
	return out
}

// alignText prepares a text for alignment: the boilerplate boiler marks
// (the dedup index's, seen across articles) and the credit lines are
// set aside, neither being content.
func alignText(text string, boiler func(string, []uint32) []bool) *align.Text {
	p := prepareText(text, "", nil, boiler)
	p.credit()
	return p.text
}

// Trace traces the article id: the derivation of its syndication group
// within its story (StoryByID), with the story and its independent
// sources. It reads the article's story, not the store.
func (pl *Pipeline) Trace(ctx context.Context, id string) (Trace, error) {
	if _, err := pl.st.Get(ctx, id); err != nil {
		return Trace{Article: id}, err
	}
	sid, placed, err := pl.StoryOf(ctx, id)
	if err != nil {
		return Trace{Article: id}, err
	}
	var s Story
	var syn Syndication
	inStory := false
	if placed && sid != NoStory {
		if s, syn, inStory, err = pl.StoryByID(ctx, sid); err != nil {
			return Trace{Article: id}, err
		}
	}
	group, ids := "", []string{id}
	for _, g := range syn.Groups {
		if slices.Contains(g.Articles, id) {
			group, ids = g.ID, g.Articles
			break
		}
	}
	tr, err := pl.Derive(ctx, group, ids)
	tr.Article = id
	if err != nil {
		return tr, err
	}
	if inStory {
		tr.Story = s
		tr.Sources = s.Independent()
		groups, err := pl.StoryGroups(ctx, syn, s)
		if err != nil {
			return tr, err
		}
		for _, d := range syn.Derivations(s, groups) {
			if d.Article == id {
				tr.WrittenFrom = append(tr.WrittenFrom, d)
			}
		}
	}
	return tr, nil
}

// Derive builds the derivation tree, credits, edit labels and
// substitution table of the syndication group group (its articles ids;
// a lone article with group ""). The story fields are left empty.
func (pl *Pipeline) Derive(ctx context.Context, group string, ids []string) (Trace, error) {
	boiler, err := pl.boilerplate(ctx)
	if err != nil {
		return Trace{Group: group}, err
	}
	tr := Trace{Group: group, Members: map[string]*article.Article{}, Credits: map[string][]provenance.Credit{}, Edits: map[string]align.Labels{}}
	if len(ids) > 0 {
		tr.Article = ids[0]
	}
	members := make([]provenance.Member, len(ids))
	texts := make([]*align.Text, len(ids))
	for i, mid := range ids {
		a, err := pl.st.Get(ctx, mid)
		if err != nil {
			return tr, err
		}
		tr.Members[mid] = a
		tr.Credits[mid] = provenance.Credits(a.Text)
		members[i] = provenance.Member{ID: mid, Date: a.Date, Credited: len(tr.Credits[mid]) > 0}
		texts[i] = alignText(a.Text, boiler)
	}
	tr.Tree = provenance.Derive(members, texts)
	index := map[string]int{}
	for i, mid := range ids {
		index[mid] = i
	}
	// The group's own outlets, for outletSwap: as the dedup stage left
	// out of the store what it sees as one site's furniture for another's.
	outlets := map[string]bool{}
	for _, a := range tr.Members {
		if a.Source != "" {
			outlets[publisherKey(a.Source)] = true
		}
	}
	patterns := map[[2]string]*Pattern{}
	for _, n := range tr.Tree.Nodes {
		if n.Parent == "" {
			continue
		}
		a, b := texts[index[n.Parent]], texts[index[n.ID]]
		l := align.Label(a, b, align.Align(a, b))
		outletA, outletB := tr.Members[n.Parent].Source, tr.Members[n.ID].Source
		l.Substitutions = slices.DeleteFunc(l.Substitutions, func(s align.Substitution) bool {
			return outletSwap(outlets, s.From, s.To, outletA, outletB)
		})
		tr.Edits[n.ID] = l
		for _, s := range l.Substitutions {
			if !IsName(s.From) && !IsName(s.To) {
				continue
			}
			k := [2]string{s.From, s.To}
			p := patterns[k]
			if p == nil {
				p = &Pattern{From: s.From, To: s.To}
				patterns[k] = p
			}
			p.Count++
			if !slices.Contains(p.Articles, n.ID) {
				p.Articles = append(p.Articles, n.ID)
			}
		}
	}
	for _, p := range patterns {
		tr.Substitutions = append(tr.Substitutions, *p)
	}
	sort.Slice(tr.Substitutions, func(i, j int) bool {
		x, y := tr.Substitutions[i], tr.Substitutions[j]
		if x.Count != y.Count {
			return x.Count > y.Count
		}
		return x.From+"\x00"+x.To < y.From+"\x00"+y.To
	})
	return tr, nil
}

// IsName reports whether a substituted phrase is a name rather than a
// reworded clause: it has a capitalized word other than a stopword ("The
// transfer ends" → "It will end" is a rewording, "Islamic State" →
// "Daesh" a name).
func IsName(s string) bool {
	for _, w := range strings.Fields(s) {
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) && !textproc.IsStopword(strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// Diff is the alignment of two stored articles.
type Diff struct {
	A, B      *article.Article
	Alignment align.Alignment
	Labels    align.Labels
}

// Diff aligns the stored articles a and b (b as the copy of a).
func (pl *Pipeline) Diff(ctx context.Context, a, b string) (Diff, error) {
	var d Diff
	boiler, err := pl.boilerplate(ctx)
	if err != nil {
		return d, err
	}
	if d.A, err = pl.st.Get(ctx, a); err != nil {
		return d, err
	}
	if d.B, err = pl.st.Get(ctx, b); err != nil {
		return d, err
	}
	ta, tb := alignText(d.A.Text, boiler), alignText(d.B.Text, boiler)
	d.Alignment = align.Align(ta, tb)
	d.Labels = align.Label(ta, tb, d.Alignment)
	return d, nil
}

// EditSummary says in a few words what a copy changed from its parent:
// paragraphs cut and added, passages moved, names replaced.
func EditSummary(l align.Labels) string {
	var parts []string
	count := func(n int, what string) string {
		if n == 1 {
			return "1 " + what
		}
		return strconv.Itoa(n) + " " + what + "s"
	}
	if n := len(l.Cut); n > 0 {
		parts = append(parts, count(n, "paragraph")+" cut")
	}
	if n := len(l.Added); n > 0 {
		parts = append(parts, count(n, "paragraph")+" added")
	}
	if l.Moved > 0 {
		parts = append(parts, count(l.Moved, "passage")+" moved")
	}
	var names []string
	for _, s := range l.Substitutions {
		if x := s.From + " → " + s.To; (IsName(s.From) || IsName(s.To)) && !slices.Contains(names, x) {
			names = append(names, x)
		}
	}
	if len(names) > 0 {
		parts = append(parts, strings.Join(names[:min(3, len(names))], ", "))
	}
	if len(parts) == 0 {
		return "no edits"
	}
	return strings.Join(parts, "; ")
}

// agenciesOf returns the agencies a's text credits.
func (s Story) agenciesOf(a *store.Row) []string {
	if s.agencies != nil {
		return s.agencies(a)
	}
	return provenance.Agencies(provenance.Credits(a.Text))
}

// agenciesOf is Story.agenciesOf remembered per stored article: a text
// does not change once stored, and every snapshot of the server asks
// again for all of them.
func (pl *Pipeline) agenciesOf(a *store.Row) []string {
	pl.creditedMu.Lock()
	ag, ok := pl.credited[a.Seq]
	pl.creditedMu.Unlock()
	if ok {
		return ag
	}
	ag = provenance.Agencies(provenance.Credits(a.Text)) // beside the other goroutine's
	pl.creditedMu.Lock()
	if pl.credited == nil {
		pl.credited = map[int64][]string{}
	}
	pl.credited[a.Seq] = ag
	pl.creditedMu.Unlock()
	return ag
}

// Label names a source for a reader: the agency whose text it is and
// the outlets that ran it ("Reuters, in Arab News and The National"),
// the agency alone, or its outlets; "" when its articles name neither.
func (s Source) Label() string {
	// An agency that publishes its own text is no outlet of it besides,
	// however the outlet is spelled ("Press Association" for PA).
	var others []string
	for _, o := range s.Outlets {
		o = article.CanonicalAgency(o) // an agency by its one name: "Press Association" is PA
		if !slices.ContainsFunc(s.Agencies, func(a string) bool { return strings.EqualFold(a, o) }) && !slices.Contains(others, o) {
			others = append(others, o)
		}
	}
	outlets := joinNames(others, 3)
	switch {
	case len(s.Agencies) > 0 && outlets != "":
		return strings.Join(s.Agencies, ", ") + ", in " + outlets
	case len(s.Agencies) > 0:
		return strings.Join(s.Agencies, ", ")
	}
	return outlets
}

// joinNames joins up to max names as a reader would ("A, B and C", "A,
// B and 3 more").
func joinNames(names []string, max int) string {
	switch {
	case len(names) == 0:
		return ""
	case len(names) == 1:
		return names[0]
	case len(names) <= max:
		return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	}
	return strings.Join(names[:max-1], ", ") + " and " + strconv.Itoa(len(names)-max+1) + " more"
}

// ByLabel gathers the sources a reader names alike (Label): the several
// reports one agency or outlet wrote of its own, which a page lists as
// one publisher. Each gathered source holds the articles of all, in the
// order of sources; Reports says how many independent texts it holds.
// Sources with no label stay apart.
func ByLabel(sources []Source) []Publisher {
	var out []Publisher
	at := map[string]int{}
	for _, s := range sources {
		l := s.Label()
		if k, ok := at[l]; ok && l != "" {
			p := &out[k]
			if len(p.Members) == 1 { // its articles are its first source's: append to a copy
				p.Articles = slices.Clip(p.Articles)
			}
			p.Articles = append(p.Articles, s.Articles...)
			p.Members = append(p.Members, s.ID)
			continue
		}
		at[l] = len(out)
		out = append(out, Publisher{Source: s, Label: l, Members: []string{s.ID}})
	}
	return out
}

// Publisher is the sources of one label (ByLabel).
type Publisher struct {
	Source
	Label string `json:"label"`
	// Members are the ids of the independent sources it gathers.
	Members []string `json:"members"`
}

// Reports is the number of independent texts of the publisher.
func (p Publisher) Reports() int { return len(p.Members) }

// SourcesOf returns the sources that carry any of the articles ids,
// each with only those of its articles and their outlets, in the order
// of sources (a story's Independent()).
func SourcesOf(sources []Source, ids []string, outletOf func(id string) string) []Source {
	want := make(map[string]bool, len(ids))
	for _, id := range ids {
		want[id] = true
	}
	var out []Source
	for _, s := range sources {
		sub := Source{ID: s.ID, Agencies: s.Agencies}
		for _, a := range s.Articles {
			if want[a] {
				sub.Articles = append(sub.Articles, a)
				if o := outletOf(a); o != "" && !slices.Contains(sub.Outlets, o) {
					sub.Outlets = append(sub.Outlets, o)
				}
			}
		}
		if len(sub.Articles) > 0 {
			out = append(out, sub)
		}
	}
	return out
}

// Voice is one publisher that gives a fact's value: its independent
// sources (ByLabel) with only the articles that give it, a label for
// readers, and the sentence of the first of them that gives it.
type Voice struct {
	Publisher
	Article string `json:"article"`
	// Name is the quoted article named for a reader (article.Name),
	// Title its headline ("" when it has none).
	Name     string `json:"name"`
	Title    string `json:"title,omitempty"`
	Sentence string `json:"sentence"`
	// Mark is the byte range of the value's words in Sentence.
	Mark [2]int `json:"mark"`
}

// Parts splits the sentence around the value's words, for renderers
// that mark them: before, the words, after.
func (v Voice) Parts() (before, value, after string) {
	a, b := v.Mark[0], v.Mark[1]
	if a < 0 || b > len(v.Sentence) || a > b {
		return v.Sentence, "", ""
	}
	return v.Sentence[:a], v.Sentence[a:b], v.Sentence[b:]
}

// voicer says who gives the values of one story's facts. It indexes the
// story's articles once and splits each article into sentences at most
// once, however many values it gives.
type voicer struct {
	sources   []Source
	rows      map[string]*store.Row
	sentences map[string][]textproc.Sentence
}

func newVoicer(s Story, sources []Source) *voicer {
	vo := &voicer{sources: sources, rows: make(map[string]*store.Row, len(s.Articles)), sentences: map[string][]textproc.Sentence{}}
	for _, a := range s.Articles {
		vo.rows[a.ID] = a
	}
	return vo
}

// outlet is the outlet of article id, "" when unknown.
func (vo *voicer) outlet(id string) string {
	if r := vo.rows[id]; r != nil {
		return r.Source
	}
	return ""
}

// label is how a reader knows publisher p: its label, or, where its
// articles name no source, the title of the first.
func (vo *voicer) label(p Publisher) string {
	if p.Label != "" || len(p.Articles) == 0 {
		return p.Label
	}
	if r := vo.rows[p.Articles[0]]; r != nil {
		return "“" + shortTitle(r.Title, 40) + "”"
	}
	return ""
}

// labels returns the labels of the publishers of the articles ids, in
// the order of the sources.
func (vo *voicer) labels(ids []string) []string {
	ps := ByLabel(SourcesOf(vo.sources, ids, vo.outlet))
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = vo.label(p)
	}
	return out
}

// voices returns one Voice per publisher that gives v, in the order of
// the sources.
func (vo *voicer) voices(v facts.Value) []Voice {
	var out []Voice
	for _, p := range ByLabel(SourcesOf(vo.sources, v.Articles, vo.outlet)) {
		vc := Voice{Publisher: p, Article: p.Articles[0]}
		r := vo.rows[vc.Article]
		if r != nil {
			vc.Name, vc.Title = r.Name(), r.Title
		}
		for _, at := range v.At {
			if at.Article == vc.Article && r != nil {
				sents, ok := vo.sentences[r.ID]
				if !ok {
					sents = textproc.Sentences(r.Text)
					vo.sentences[r.ID] = sents
				}
				var start int
				vc.Sentence, start = sentenceAt(r.Text, sents, at.Start)
				vc.Mark = [2]int{at.Start - start, min(at.End, start+len(vc.Sentence)) - start}
				break
			}
		}
		vc.Label = vo.label(p)
		out = append(out, vc)
	}
	return out
}

// sentenceAt returns the sentence of text (split as sents) holding byte
// offset at, and where it starts.
func sentenceAt(text string, sents []textproc.Sentence, at int) (string, int) {
	for _, s := range sents {
		if at >= s.Start && at < s.End {
			return text[s.Start:s.End], s.Start
		}
	}
	return "", at
}

// shortTitle cuts a title to about n runes at a word boundary.
func shortTitle(t string, n int) string {
	r := []rune(t)
	if len(r) <= n {
		return t
	}
	cut := string(r[:n])
	if i := strings.LastIndexByte(cut, ' '); i > n/2 {
		cut = cut[:i]
	}
	return cut + "…"
}
