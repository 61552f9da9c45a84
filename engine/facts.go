package engine

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/facts"
	"github.com/storywire/storywire/store"
)

// Facts compares the facts of a story's articles, with the name aliases
// the alignment stage has learned from substitutions anywhere in the
// store ("Daesh" standing for "Islamic State").
func (pl *Pipeline) Facts(ctx context.Context, s Story) (facts.Report, error) {
	aliases, err := pl.storyAliases(ctx, s)
	if err != nil {
		return facts.Report{}, err
	}
	seqs := make([]int64, len(s.Articles))
	for i, a := range s.Articles {
		seqs[i] = a.Seq
	}
	stored, err := pl.st.Facts(ctx, seqs)
	if err != nil {
		return facts.Report{}, err
	}
	docs := make([]facts.Doc, len(s.Articles))
	for i, a := range s.Articles {
		docs[i] = facts.Doc{ID: a.ID, Group: s.Group[a.ID], Source: cmp.Or(a.Credit, a.Source), Date: a.Date, Text: a.Text}
		var x facts.Extraction
		if b, ok := stored[a.Seq]; ok && json.Unmarshal(b, &x) == nil {
			docs[i].Extracted = &x
		}
		// else (stored before facts were extracted at ingest, or by a
		// process killed between two commits) Compare extracts it now:
		// a read does not write.
	}
	return facts.CompareWith(docs, aliases), nil
}

// storyAliases returns the aliases the texts of s's articles can hold
// (facts.AliasKeys), prepared for comparing facts: read from the store
// by their keys when its derived state is current, which costs what the
// story holds, else taken from every alias (allClasses).
func (pl *Pipeline) storyAliases(ctx context.Context, s Story) (*facts.Aliases, error) {
	keys := map[string]bool{}
	for _, a := range s.Articles {
		facts.AliasKeys(a.Text, keys)
	}
	derived, err := pl.st.Derived(ctx)
	if err != nil {
		return nil, err
	}
	at, err := pl.st.AliasedAt(ctx)
	if err != nil {
		return nil, err
	}
	if derived && at >= 0 {
		classes, err := pl.st.AliasClassesOf(ctx, slices.Sorted(maps.Keys(keys)))
		if err != nil {
			return nil, err
		}
		return facts.ClassAliases(classes), nil
	}
	all, err := pl.allClasses(ctx)
	if err != nil {
		return nil, err
	}
	some := map[string]string{}
	for n, c := range all {
		words := facts.AliasWords(n)
		if len(words) > 0 && !slices.ContainsFunc(words, func(w string) bool { return !keys[w] }) {
			some[n] = c
		}
	}
	return facts.ClassAliases(some), nil
}

// allClasses returns every alias with its class (facts.AliasClasses),
// counted from the substitutions; a reader beside another process's
// writer keeps them while the store has seen no write.
func (pl *Pipeline) allClasses(ctx context.Context) (map[string]string, error) {
	if pl.classes != nil && pl.aliases != nil && pl.busy == nil {
		return pl.classes, nil
	}
	var writes int64 = -1
	if pl.busy != nil {
		w, err := pl.st.DerivedAt(ctx)
		if err != nil {
			return nil, err
		}
		if pl.classes != nil && pl.classesAt == w {
			return pl.classes, nil
		}
		writes = w
	}
	a, err := pl.Aliases(ctx)
	if err != nil {
		return nil, err
	}
	classes := facts.AliasClasses(a)
	for n := range classes {
		if facts.AliasWords(n) == nil {
			delete(classes, n) // never replaced, never stored
		}
	}
	pl.classes, pl.classesAt = classes, writes
	return pl.classes, nil
}

// AliasedAt returns the count of the store's writes its aliases last
// changed at: the facts of a story stay as they are while it does.
func (pl *Pipeline) AliasedAt(ctx context.Context) (int64, error) {
	return pl.st.AliasedAt(ctx)
}

// Aliases returns the names copies substituted for their original's,
// mapped to the original's name: what outlets call a thing → what the
// wire called it. A name substituted both ways keeps the more frequent
// direction. They are counted from every stored substitution (a writer
// counts once and adds what its dedup batches store; a reader beside
// another process's writer reads anew); the stored aliases, read by a
// story's words, are what readers use (storyAliases).
func (pl *Pipeline) Aliases(ctx context.Context) (map[string]string, error) {
	if pl.aliases != nil && pl.busy == nil {
		return pl.aliases, nil
	}
	out, err := pl.nameAliases(ctx)
	if err == nil && pl.busy == nil {
		pl.aliases = out
	}
	return out, err
}

// upgradeAliases moves the aliases of a store from before schema 11,
// kept as pairs, to their classes (a writer, once).
func (pl *Pipeline) upgradeAliases(ctx context.Context) error {
	pairs, err := pl.st.AliasPairs(ctx)
	if err != nil || pairs == nil {
		return err
	}
	for from, to := range pairs { // kept by an older rule of what a name is
		if a, b, ok := facts.AliasPair(from, to); !ok || a != from || b != to {
			delete(pairs, from)
		}
	}
	classes := facts.AliasClasses(pairs)
	return pl.st.UpgradeAliases(ctx, aliasRows(classes, slices.Collect(maps.Keys(classes))))
}

// aliasRows are the aliases names (from classes) as the store keeps
// them, in order, each keyed by its word the fewest of classes' names
// hold.
func aliasRows(classes map[string]string, names []string) []store.Alias {
	count := map[string]int{}
	for n := range classes {
		for _, w := range facts.AliasWords(n) {
			count[w]++
		}
	}
	slices.Sort(names)
	out := make([]store.Alias, 0, len(names))
	for _, n := range names {
		if k := facts.AliasKey(n, count); k != "" {
			out = append(out, store.Alias{Name: n, Class: classes[n], Key: k})
		}
	}
	return out
}

// nameAliases is Aliases counted from the stored substitutions
// (nameSubstitutions).
func (pl *Pipeline) nameAliases(ctx context.Context) (map[string]string, error) {
	count, err := pl.nameSubstitutions(ctx)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for k, n := range count {
		to, from := k[0], k[1]
		if count[[2]string{from, to}] > n { // the other direction wins
			continue
		}
		// the commonest, ties to the smaller name: the same aliases
		// whatever the map's order
		if prev, ok := out[to]; !ok || count[[2]string{to, prev}] < n || count[[2]string{to, prev}] == n && from < prev {
			out[to] = from
		}
	}
	return out, nil
}

// nameSubstitutions returns, for every stored substitution of one name
// for another (To, From → n), its count summed over all pairs: what
// Aliases reads. An outlet's or an agency's name swapped for another's
// is a masthead or a credit changed, not a name standing for another
// ("Bay Chronicle" for "River Gazette" in a copied page's header, "AFP"
// for "Reuters" in a credit line), so substitutions of the stored
// sources' names and of agencies are left out. A writer reads them once
// and adds what its dedup batches store (keepSubstitutions); a reader
// beside another process's writer reads anew.
func (pl *Pipeline) nameSubstitutions(ctx context.Context) (map[[2]string]int, error) {
	if pl.nameSubs != nil && pl.busy == nil {
		return pl.nameSubs, nil
	}
	subs, err := pl.st.SubstitutionTotals(ctx)
	if err != nil {
		return nil, err
	}
	sources, err := pl.st.Sources(ctx)
	if err != nil {
		return nil, err
	}
	publisher := make(map[string]bool, len(sources))
	for _, s := range sources {
		publisher[publisherKey(s)] = true
	}
	count := map[[2]string]int{}
	for _, s := range subs {
		addNameSubstitution(count, publisher, s.From, s.To, s.N)
	}
	if pl.busy == nil {
		pl.nameSubs, pl.sources = count, publisher
	}
	return count, nil
}

// publisherKey is how an outlet's name is looked up among the sources:
// without case, a leading "The" or a closing full stop (a copy's "The
// Evening Post", an alias's "Evening Post", a footer's "Evening Post.").
func publisherKey(name string) string {
	return trimKey(strings.ToLower(name))
}

// trimKey is publisherKey of a name already in lower case.
func trimKey(l string) string {
	l = strings.TrimPrefix(strings.TrimSpace(l), "the ")
	return strings.TrimRight(l, ".")
}

// isPublisher says whether name is an agency's or a stored outlet's, or
// holds the name of an outlet of two words or more ("Follow The
// Evening Post", "Copyright The Morning Sun."): a masthead or a footer
// changed, not a name standing for another. An outlet of one word
// ("Sun", "Times") is matched whole only: its word is in many names.
func isPublisher(publisher map[string]bool, name string) bool {
	if _, agency := article.KnownAgency(name); agency {
		return true
	}
	l := strings.ToLower(name)
	if publisher[trimKey(l)] {
		return true
	}
	// runs of two words or more (a name is words parted by one space:
	// facts.AliasName)
	var start [16]int
	n := 0
	for i := 0; i < len(l) && n < len(start); i++ {
		if i == 0 || l[i-1] == ' ' {
			start[n] = i
			n++
		}
	}
	for x := 0; x < n; x++ {
		for y := x + 1; y < n; y++ {
			end := len(l)
			if y+1 < n {
				end = start[y+1] - 1
			}
			if publisher[trimKey(l[start[x]:end])] {
				return true
			}
		}
	}
	return false
}

// outletSwap reports whether a substitution of to for from, between
// articles of outlets outletA and outletB, is one publisher's name put
// for another's: an agency's name on either side (a credit changed),
// the pair's own mastheads (masthead), or two names that are each a
// stored outlet's (isPublisher: a copied page's header naming a third
// site). None is an edit of the story: such substitutions are not
// stored, shown or counted.
func outletSwap(publisher map[string]bool, from, to, outletA, outletB string) bool {
	if _, agency := article.KnownAgency(from); agency {
		return true // a credit changed ("AP" → "Staff and wire reports")
	}
	if _, agency := article.KnownAgency(to); agency {
		return true
	}
	return masthead(from, to, outletA, outletB) || isPublisher(publisher, from) && isPublisher(publisher, to)
}

// masthead reports whether a substitution puts one article's outlet
// name for the other's: a copied page's header, footer or sign-off
// ("Follow Island Mail" for "Follow Summit News"; "The Daily" for
// "Coastal" where the outlets are The Daily Record and Coastal Record),
// not an edit of the story. Each side must hold words of its own
// article's outlet, and what is left of the two sides once those words
// are taken out must be the same. With either outlet unknown, nothing
// is a masthead.
func masthead(from, to, outletA, outletB string) bool {
	if outletA == "" || outletB == "" {
		return false
	}
	// Most substitutions hold no word of their outlet: told without
	// allocating.
	if !holdsWordOf(from, outletA) || !holdsWordOf(to, outletB) {
		return false
	}
	rest := func(side, outlet string) string {
		var kept []string
		for w := range strings.FieldsSeq(side) {
			if !holdsWordOf(w, outlet) {
				kept = append(kept, strings.ToLower(w))
			}
		}
		return strings.Join(kept, " ")
	}
	return rest(from, outletA) == rest(to, outletB)
}

// holdsWordOf reports whether a word of side, its trailing punctuation
// trimmed, is a word of outlet, in lower case: masthead's test of each
// side.
func holdsWordOf(side, outlet string) bool {
	for w := range strings.FieldsSeq(side) {
		w = strings.TrimRight(w, ".,:;'’")
		for o := range strings.FieldsSeq(outlet) {
			if sameLower(w, o) {
				return true
			}
		}
	}
	return false
}

// sameLower reports whether strings.ToLower gives a and b alike, in one
// pass over their ASCII prefix: where both are ASCII up to a difference
// their lower cases differ there too, and a longer tail never lowers to
// nothing.
func sameLower(a, b string) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		x, y := a[i], b[i]
		if x >= 0x80 || y >= 0x80 {
			// not strings.EqualFold, which folds more ("ſ" and "s"): the
			// rule is masthead's, which lower-cases
			la, lb := strings.ToLower(a[i:]), strings.ToLower(b[i:])
			return la == lb
		}
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return len(a) == len(b)
}

// addNameSubstitution counts n substitutions of to for from in count
// when both are names and neither is a publisher's, and says whether it
// did.
func addNameSubstitution(count map[[2]string]int, publisher map[string]bool, from, to string, n int) bool {
	from, to, ok := facts.AliasPair(from, to)
	if ok && IsName(from) && IsName(to) && !isPublisher(publisher, from) && !isPublisher(publisher, to) {
		count[[2]string{to, from}] += n
		return true
	}
	return false
}

// keepSubstitutions adds to the kept counts what a dedup batch has just
// stored; a batch bringing a source not seen before drops them (the
// substitutions of its name, counted so far, are a masthead's). The
// aliases are made again when a count changed.
func (pl *Pipeline) keepSubstitutions(rels []store.Relation, arts []*article.Article) {
	if pl.nameSubs == nil {
		pl.aliases, pl.classes = nil, nil
		return
	}
	for _, a := range arts {
		if a.Source != "" && !pl.sources[publisherKey(a.Source)] {
			pl.nameSubs, pl.sources = nil, nil
			pl.aliases, pl.classes = nil, nil
			return
		}
	}
	for _, r := range rels {
		for _, s := range r.Subs {
			if addNameSubstitution(pl.nameSubs, pl.sources, s.From, s.To, s.N) {
				pl.aliases, pl.classes = nil, nil
			}
		}
	}
}

// OutletPattern is a name substitution seen across the store: From in
// an article became To in a later one that copies it (later by date
// when both are dated, else by arrival), Count times in Pairs pairs, by
// the listed outlets (the later articles').
type OutletPattern struct {
	From    string   `json:"from"`
	To      string   `json:"to"`
	Count   int      `json:"count"`
	Pairs   int      `json:"pairs"`
	Outlets []string `json:"outlets"`
}

// fullerMargin is how much more of one text the other must hold for
// Patterns to take the other for the source.
const fullerMargin = 0.1

// Patterns returns the name substitutions stored for every copying
// relation, most frequent first: what outlets habitually change.
func (pl *Pipeline) Patterns(ctx context.Context) ([]OutletPattern, error) {
	rels, err := pl.st.Relations(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := pl.st.All(ctx, false)
	if err != nil {
		return nil, err
	}
	outlet, date, source := map[string]string{}, map[string]string{}, map[string]string{}
	publisher := map[string]bool{}
	for _, r := range rows {
		date[r.ID] = r.Date
		source[r.ID] = r.Source
		if r.Source != "" {
			publisher[publisherKey(r.Source)] = true
		}
		outlet[r.ID] = r.Source
		if outlet[r.ID] == "" {
			outlet[r.ID] = r.Credit
		}
	}
	at := map[[2]string]int{}
	var out []OutletPattern
	for _, r := range rels {
		// The copy is the later article when both are dated; else the
		// one the other holds more of (a copy cuts, its source keeps
		// everything), as the derivation trees have it; else the one
		// that arrived later (B).
		copyID, backwards := r.BID, false
		da, db := date[r.AID], date[r.BID]
		switch {
		case da != "" && db != "" && da != db:
			backwards = db < da
		case r.ContA > r.ContB+fullerMargin:
			backwards = true // all of A is in B: B is the fuller text, the source
		}
		if backwards {
			copyID = r.AID
		}
		for _, s := range r.Subs {
			if outletSwap(publisher, s.From, s.To, source[r.AID], source[r.BID]) {
				continue // stored by a build that kept them
			}
			if backwards {
				s.From, s.To = s.To, s.From
			}
			k := [2]string{s.From, s.To}
			i, ok := at[k]
			if !ok {
				i = len(out)
				at[k] = i
				out = append(out, OutletPattern{From: s.From, To: s.To})
			}
			p := &out[i]
			p.Count += s.N
			p.Pairs++
			if o := outlet[copyID]; o != "" && !slices.Contains(p.Outlets, o) {
				p.Outlets = append(p.Outlets, o)
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Count > out[j].Count })
	return out, nil
}

// FactTable is a story's fact report as readers see it: every value
// with who gives it (one Voice per independent source), the outlets and agencies and the
// sentence. The CLI and the server render it.
type FactTable struct {
	Quantities []FactGroup         `json:"quantities"`
	Quotes     []FactQuote         `json:"quotes"`
	Entities   []facts.EntityGroup `json:"entities"`
}

// FactQuote is a facts.QuoteGroup whose speakers say who gives the
// quotation to them: which sources say Zaidi said it, which say Bush.
type FactQuote struct {
	facts.QuoteGroup
	Speakers []FactSpeaker `json:"speakers"`
}

// FactSpeaker is a speaker a quotation is given to and the sources
// that give it so, by the labels readers know them by ("AP, in APW").
type FactSpeaker struct {
	facts.QuoteSpeaker
	Sources []string `json:"sources"`
}

// FactGroup is a facts.Group whose values say who gives them. In an
// agreement, Values are the figures two or more articles give and
// Others the figures of the same thing that one article alone gives (a
// different count that no other article pairs with): renderers show
// the agreement, not unlike figures beside it under its label.
type FactGroup struct {
	facts.Group
	Values []FactValue `json:"values"`
	Others []FactValue `json:"others,omitempty"`
}

// FactValue is a value and its voices. Its Text is the value's words in
// the sentence of its first voice.
type FactValue struct {
	facts.Value
	Sources []Voice `json:"sources"`
}

// FactTable compares the facts of story s (Facts) and says who gives
// each value.
func (pl *Pipeline) FactTable(ctx context.Context, s Story) (FactTable, error) {
	r, err := pl.Facts(ctx, s)
	if err != nil {
		return FactTable{}, err
	}
	ft := FactTable{Quantities: []FactGroup{}, Quotes: make([]FactQuote, len(r.Quotes)), Entities: r.Entities}
	if ft.Entities == nil {
		ft.Entities = []facts.EntityGroup{}
	}
	vo := newVoicer(s, s.Independent())
	for i, q := range r.Quotes {
		fq := FactQuote{QuoteGroup: q, Speakers: make([]FactSpeaker, len(q.Speakers))}
		for j, sp := range q.Speakers {
			fq.Speakers[j] = FactSpeaker{QuoteSpeaker: sp, Sources: vo.labels(sp.Articles)}
		}
		ft.Quotes[i] = fq
	}
	for _, g := range r.Quantities {
		fg := FactGroup{Group: g, Values: []FactValue{}}
		for _, v := range g.Values {
			fv := FactValue{Value: v, Sources: vo.voices(v)}
			if len(fv.Sources) > 0 {
				// the value is named by the words of the sentence shown
				// first, not another article's ("thousands of villagers"
				// over «thousands of people»)
				if _, w, _ := fv.Sources[0].Parts(); w != "" {
					fv.Text = w
				}
			}
			if g.Verdict == facts.Agree && len(v.Articles) < 2 && !givenOtherwise(g, v) {
				fg.Others = append(fg.Others, fv)
				continue
			}
			fg.Values = append(fg.Values, fv)
		}
		ft.Quantities = append(ft.Quantities, fg)
	}
	return ft, nil
}

// givenOtherwise reports whether another value of g is v's figure told
// another way ("Two climbers" beside "one Australian and one English
// climber", 1 + 1 = 2), or the other values are its parts ("eight
// charges" beside "six charges ... and two", 6 + 2 = 8): a value of the
// agreement, though one article alone words it so.
func givenOtherwise(g facts.Group, v facts.Value) bool {
	n, sum, parts := 0, 0.0, 0
	for i, w := range g.Values {
		switch {
		case w.Value == v.Value:
			n++
		case !slices.ContainsFunc(g.Values[:i], func(x facts.Value) bool { return x.Value == w.Value }):
			parts++ // each other figure once: a group holds a few
			sum += w.Value
		}
	}
	return n > 1 || parts > 1 && sum == v.Value
}

// storedFacts is the extraction of text as the store keeps it.
func storedFacts(text string) ([]byte, error) {
	return json.Marshal(facts.Extract(text).Compact(text))
}

// currentFacts opens what storedFacts makes by the current rules: the
// version is the first field JSON writes.
var currentFacts = []byte(fmt.Sprintf(`{"version":%d,`, facts.ExtractVersion))

// upgradeFacts adds to x fresh extractions of up to budget stored
// articles whose extraction older rules made (facts.ExtractVersion
// moved), walking the stored extractions from where this writer last
// stopped: per-article analysis is made again by a writer, a batch at a
// time, never on a read (a read extracts such an article for itself and
// stores nothing). A batch gives it a budget of its own size, at least
// 16, and it reads at most four rows a budget: a batch costs at most
// about twice its own extraction, a one-article write a few
// milliseconds more.
func (pl *Pipeline) upgradeFacts(ctx context.Context, budget int, x map[int64][]byte) error {
	if pl.factsDone || budget <= 0 {
		return nil
	}
	rows, err := pl.st.FactsAfter(ctx, pl.factsAt, 4*budget)
	if err != nil {
		return fmt.Errorf("read stored facts: %w", err)
	}
	made := 0
	for _, r := range rows {
		if made == budget {
			return nil // more next batch, from here
		}
		pl.factsAt = r.Seq
		if _, fresh := x[r.Seq]; fresh || bytes.HasPrefix(r.Extraction, currentFacts) {
			continue
		}
		text, _, err := pl.st.TextAndSource(ctx, r.Seq)
		if err != nil {
			return fmt.Errorf("read article %d for its facts: %w", r.Seq, err)
		}
		b, err := storedFacts(text)
		if err != nil {
			return err
		}
		x[r.Seq] = b
		made++
	}
	pl.factsDone = len(rows) < 4*budget
	return nil
}
