package engine

import (
	"cmp"
	"context"
	"encoding/json"
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
	aliases, err := pl.preparedAliases(ctx)
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

// preparedAliases returns Aliases prepared for comparing facts, made
// once per set of aliases rather than once per story.
func (pl *Pipeline) preparedAliases(ctx context.Context) (*facts.Aliases, error) {
	if pl.prepared != nil && pl.aliases != nil && pl.busy == nil {
		return pl.prepared, nil
	}
	// A reader beside another process's writer keeps them while the
	// store has seen no write: preparing them is a pass over every alias.
	var writes int64 = -1
	if pl.busy != nil {
		w, err := pl.st.DerivedAt(ctx)
		if err != nil {
			return nil, err
		}
		if pl.prepared != nil && pl.preparedAt == w {
			return pl.prepared, nil
		}
		writes = w
	}
	a, err := pl.Aliases(ctx)
	if err != nil {
		return nil, err
	}
	pl.prepared, pl.preparedAt = facts.NewAliases(a), writes
	return pl.prepared, nil
}

// Aliases returns the names copies substituted for their original's,
// mapped to the original's name: what outlets call a thing → what the
// wire called it. A name substituted both ways keeps the more frequent
// direction.
func (pl *Pipeline) Aliases(ctx context.Context) (map[string]string, error) {
	// The writer knows when substitutions change (its own dedup
	// batches); a reader beside another process's writer reads anew.
	if pl.aliases != nil && pl.busy == nil {
		return pl.aliases, nil
	}
	// What the writer derived, when it is current (derived.go): a
	// table of the aliases rather than a sum over every substitution.
	if pl.nameSubs == nil {
		if ok, err := pl.st.Derived(ctx); err != nil {
			return nil, err
		} else if ok {
			out, err := pl.st.Aliases(ctx)
			if err == nil && pl.busy == nil {
				pl.aliases = out
			}
			return out, err
		}
	}
	out, err := pl.nameAliases(ctx)
	if err == nil && pl.busy == nil {
		pl.aliases = out
	}
	return out, err
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
		publisher[strings.ToLower(s)] = true
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

// addNameSubstitution counts n substitutions of to for from in count
// when both are names and neither is a publisher's, and says whether it
// did.
func addNameSubstitution(count map[[2]string]int, publisher map[string]bool, from, to string, n int) bool {
	isPublisher := func(name string) bool {
		_, agency := article.KnownAgency(name)
		return agency || publisher[strings.ToLower(name)]
	}
	if IsName(from) && IsName(to) && len(from) < 60 && len(to) < 60 && !isPublisher(from) && !isPublisher(to) {
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
		pl.aliases, pl.prepared = nil, nil
		return
	}
	for _, a := range arts {
		if a.Source != "" && !pl.sources[strings.ToLower(a.Source)] {
			pl.nameSubs, pl.sources = nil, nil
			pl.aliases, pl.prepared = nil, nil
			return
		}
	}
	for _, r := range rels {
		for _, s := range r.Subs {
			if addNameSubstitution(pl.nameSubs, pl.sources, s.From, s.To, s.N) {
				pl.aliases, pl.prepared = nil, nil
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
	outlet, date := map[string]string{}, map[string]string{}
	for _, r := range rows {
		date[r.ID] = r.Date
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
	Quotes     []facts.QuoteGroup  `json:"quotes"`
	Entities   []facts.EntityGroup `json:"entities"`
}

// FactGroup is a facts.Group whose values say who gives them.
type FactGroup struct {
	facts.Group
	Values []FactValue `json:"values"`
}

// FactValue is a value and its voices.
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
	ft := FactTable{Quantities: []FactGroup{}, Quotes: r.Quotes, Entities: r.Entities}
	if ft.Quotes == nil {
		ft.Quotes = []facts.QuoteGroup{}
	}
	if ft.Entities == nil {
		ft.Entities = []facts.EntityGroup{}
	}
	vo := newVoicer(s, s.Independent())
	for _, g := range r.Quantities {
		fg := FactGroup{Group: g, Values: []FactValue{}}
		for _, v := range g.Values {
			fg.Values = append(fg.Values, FactValue{Value: v, Sources: vo.voices(v)})
		}
		ft.Quantities = append(ft.Quantities, fg)
	}
	return ft, nil
}
