package main

import (
	"context"
	"fmt"
	"os"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/store"
)

// relationJSON is one relation in `storywire dedup --json`.
type relationJSON struct {
	A        string  `json:"a"`
	B        string  `json:"b"`
	Kind     string  `json:"kind"`
	Jaccard  float64 `json:"jaccard"`
	AInB     float64 `json:"containment_a_in_b"`
	BInA     float64 `json:"containment_b_in_a"`
	Passages int     `json:"passages"`
	Longest  int     `json:"longest_passage_words"`
	// Degree is how much of B derives from A if A is its source, in
	// the journalists' words (wholly-derived, partially-derived). A is
	// only the article stored first: which text is the source is the
	// derivation tree's answer (trace, the story page's reuse list).
	Degree string `json:"degree"`
}

type groupJSON struct {
	ID        string         `json:"id"`
	Articles  []string       `json:"articles"`
	Relations []relationJSON `json:"relations"`
}

// dedupJSON is `storywire dedup --json`: the syndication groups, and the
// passage-sharing relations that join no group.
type dedupJSON struct {
	Groups   []groupJSON    `json:"groups"`
	Passages []relationJSON `json:"passages"`
}

func toRelationJSON(r dedup.Relation) relationJSON {
	round := func(x float64) float64 { return float64(int(x*1000+0.5)) / 1000 }
	degree, _ := r.DegreeOf(r.B)
	return relationJSON{A: r.A, B: r.B, Kind: r.Kind.String(), Jaccard: round(r.Jaccard), AInB: round(r.ContainedAInB),
		BInA: round(r.ContainedBInA), Passages: r.Passages, Longest: r.Longest, Degree: degree.String()}
}

func toDedupJSON(s engine.Syndication) dedupJSON {
	out := dedupJSON{Groups: []groupJSON{}, Passages: []relationJSON{}}
	for _, g := range s.Groups {
		gj := groupJSON{ID: g.ID, Articles: g.Articles, Relations: []relationJSON{}}
		for _, r := range g.Relations {
			gj.Relations = append(gj.Relations, toRelationJSON(r))
		}
		out.Groups = append(out.Groups, gj)
	}
	for _, r := range s.Passages {
		out.Passages = append(out.Passages, toRelationJSON(r))
	}
	return out
}

func cmdDedup(e *env, args []string) int {
	fs := newFlags(e, "dedup", "")
	db := dbFlag(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	data := fs.String("data", "", "work on this JSONL `file` directly, without a store (for evaluation)")
	if _, code, ok := parse(e, fs, args); !ok {
		return code
	}
	if *data != "" {
		return dataSyndication(e, *data, *asJSON)
	}
	pl, done, ok := openPipeline(e, "dedup", *db)
	if !ok {
		return exitRejected
	}
	defer done()
	return storeSyndication(e, pl, *asJSON)
}

func storeSyndication(e *env, pl *engine.Pipeline, asJSON bool) int {
	ctx := context.Background()
	s, err := pl.Syndication(ctx)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire dedup: %v\n", err)
		return exitRejected
	}
	if asJSON {
		return writeJSON(e, toDedupJSON(s))
	}
	rows, err := pl.Store().All(ctx, false)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire dedup: %v\n", err)
		return exitRejected
	}
	byID := map[string]*store.Row{}
	for _, r := range rows {
		byID[r.ID] = r
	}
	printSyndication(e, s, func(id string) string {
		r := byID[id]
		if r == nil {
			return id
		}
		return fmt.Sprintf("%s  %s — %s", id, oneLine(r.Name(), 28), oneLine(r.Title, 60))
	}, func(id string) string {
		if r := byID[id]; r != nil && r.Name() != id {
			return id + " [" + r.Name() + "]"
		}
		return id
	})
	return exitOK
}

// dataSyndication runs the dedup stage over a JSONL file in memory.
func dataSyndication(e *env, path string, asJSON bool) int {
	if _, err := os.Stat(path); err != nil {
		fmt.Fprintf(e.stderr, "storywire dedup: %v\n", err)
		return exitRejected
	}
	det := dedup.NewDetector()
	var ids []string
	var rels []dedup.Relation
	seen := map[string]bool{}
	status := exitOK
	for a, err := range article.Read([]string{path}, e.stdin) {
		if err != nil {
			fmt.Fprintln(e.stderr, err)
			status = exitRejected
			continue
		}
		if seen[a.ID] { // the same article listed twice (e.g. under two clusters)
			continue
		}
		seen[a.ID] = true
		_, rs, err := det.Add(a.ID, a.Hash, a.Text)
		if err != nil {
			fmt.Fprintf(e.stderr, "storywire dedup: %v\n", err)
			return exitRejected
		}
		ids = append(ids, a.ID)
		rels = append(rels, rs...)
	}
	s := engine.Group(ids, rels, det.Holds)
	if asJSON {
		if c := writeJSON(e, toDedupJSON(s)); c != exitOK {
			return c
		}
		return status
	}
	same := func(id string) string { return id }
	printSyndication(e, s, same, same)
	return status
}

// printSyndication prints the groups: each article as describe gives
// it, and under it its strongest relation to an earlier one, which
// name names.
func printSyndication(e *env, s engine.Syndication, describe, name func(id string) string) {
	w := e.stdout
	if len(s.Groups) == 0 {
		fmt.Fprintln(w, "no copies found")
	}
	for _, g := range s.Groups {
		fmt.Fprintf(w, "group %s: %s (all relations: storywire dedup --json)\n", g.ID, plural(len(g.Articles), "article"))
		best := bestRelations(g.Relations)
		for _, id := range g.Articles {
			fmt.Fprintf(w, "  %s\n", describe(id))
			if r, ok := best[id]; ok {
				fmt.Fprintf(w, "      %s %s (%.0f%% of this text is in it, %.0f%% of it in this; jaccard %.2f)\n",
					relationPhrase(r.Kind), name(r.A), 100*r.ContainedBInA, 100*r.ContainedAInB, r.Jaccard)
			}
		}
	}
	if len(s.Passages) > 0 {
		pairs := "pairs share"
		if len(s.Passages) == 1 {
			pairs = "pair shares"
		}
		fmt.Fprintf(w, "%d more %s passages without being copies\n", len(s.Passages), pairs)
	}
}

// bestRelations picks, for each article, its strongest copying relation
// to an article added before it.
func bestRelations(rels []dedup.Relation) map[string]dedup.Relation {
	best := map[string]dedup.Relation{}
	for _, r := range rels {
		if !r.Kind.Copying() {
			continue
		}
		b, ok := best[r.B]
		if !ok || r.Kind < b.Kind || r.Kind == b.Kind && r.Jaccard > b.Jaccard {
			best[r.B] = r
		}
	}
	return best
}

// relationPhrase says how an article relates to an earlier one.
func relationPhrase(k dedup.Kind) string {
	switch k {
	case dedup.Exact:
		return "exact copy of"
	case dedup.NearDuplicate:
		return "near-duplicate of"
	case dedup.Contains:
		return "contained in (a trimmed copy of)"
	case dedup.ContainedBy:
		return "contains (an extended copy of)"
	case dedup.Update:
		return "another version of"
	}
	return k.String() + " with"
}
