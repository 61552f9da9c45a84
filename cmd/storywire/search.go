package main

import (
	"context"
	"fmt"
	"strings"
)

// cmdSearch is storywire search [--db FILE] [--json] [--limit N] WORDS...:
// the articles holding all the words, best first, each with its outlet,
// date, title and a passage around the words.
func cmdSearch(e *env, args []string) int {
	fs := newFlags(e, "search", "WORDS...")
	db := dbFlag(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	limit := fs.Int("limit", 20, "most `articles` to show (at most 200)")
	words, code, ok := parse(e, fs, args)
	if !ok {
		return code
	}
	if len(words) == 0 || *limit < 1 {
		fs.Usage()
		return exitUsage
	}
	st, ok := openStore(e, "search", *db)
	if !ok {
		return exitRejected
	}
	defer st.Close()
	hits, err := st.Search(context.Background(), strings.Join(words, " "), *limit)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire search: %v\n", err)
		return exitRejected
	}
	if *asJSON {
		type hitJSON struct {
			ID      string `json:"id"`
			Source  string `json:"source"`
			Date    string `json:"date"`
			Title   string `json:"title"`
			Snippet string `json:"snippet"`
		}
		out := []hitJSON{}
		for _, h := range hits {
			out = append(out, hitJSON{h.ID, h.Source, h.Date, h.Title, h.Snippet})
		}
		return writeJSON(e, out)
	}
	for _, h := range hits {
		meta := h.Source
		if h.Date != "" {
			meta = strings.TrimPrefix(meta+" · "+h.Date[:min(10, len(h.Date))], " · ")
		}
		fmt.Fprintf(e.stdout, "%s  %s", h.ID, oneLine(h.Title, 70))
		if meta != "" {
			fmt.Fprintf(e.stdout, "  (%s)", meta)
		}
		fmt.Fprintf(e.stdout, "\n    %s\n", oneLine(h.Snippet, 160))
	}
	fmt.Fprintln(e.stdout, plural(len(hits), "article"))
	return exitOK
}
