package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/summarize"
)

// storyJSON is a story of `storywire stories --json`: the engine's
// overview, as the server lists it.
type storyJSON = engine.Overview

func cmdStories(e *env, args []string) int {
	fs := newFlags(e, "stories", "")
	db := dbFlag(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	rebuild := fs.Bool("rebuild", false, "cluster from scratch in batch (each article's nearest articles, once all are known)")
	if _, code, ok := parse(e, fs, args); !ok {
		return code
	}
	pl, done, ok := openPipeline(e, "stories", *db)
	if !ok {
		return exitRejected
	}
	defer done()
	if *rebuild {
		if _, err := pl.Rebuild(context.Background()); err != nil {
			fmt.Fprintf(e.stderr, "storywire stories: %v\n", err)
			return exitRejected
		}
	}
	ctx := context.Background()
	entries, err := pl.StoryList(ctx)
	var pages []engine.Page
	if err == nil {
		pages, err = pl.Pages(ctx)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire stories: %v\n", err)
		return exitRejected
	}
	if *asJSON {
		ids, err := pl.Store().StoryIDs(ctx)
		if err != nil {
			fmt.Fprintf(e.stderr, "storywire stories: %v\n", err)
			return exitRejected
		}
		out := []storyJSON{}
		for _, s := range entries {
			o := s.Overview
			o.Articles = ids[s.ID]
			out = append(out, o)
		}
		return writeJSON(e, out)
	}
	for _, s := range entries {
		fmt.Fprintf(e.stdout, "story %d: %s (%s", s.ID, oneLine(s.Title, 70), plural(s.Count, "article"))
		if first, last := s.First[:min(10, len(s.First))], s.Last[:min(10, len(s.Last))]; first == last && first != "" {
			fmt.Fprintf(e.stdout, ", %s", first)
		} else if first != "" {
			fmt.Fprintf(e.stdout, ", %s to %s", first, last)
		}
		fmt.Fprintln(e.stdout, ")")
	}
	printPages(e, pages)
	return exitOK
}

// printPages lists the stored pages that are not articles, if any: what
// each is, named by its outlet, address or file.
func printPages(e *env, pages []engine.Page) {
	if len(pages) == 0 {
		return
	}
	fmt.Fprintf(e.stdout, "not articles, in no story: %s\n", plural(len(pages), "page"))
	for _, p := range pages {
		name := p.Row.Name()
		fmt.Fprintf(e.stdout, "  %s: %s (%s)\n", oneLine(name, 40), p.Kind, oneLine(p.Row.Title, 60))
	}
}

// summaryJSON is `storywire summary --json`.
type summaryJSON struct {
	Story     int                   `json:"story"`
	Sentences []summarySentenceJSON `json:"sentences"`
}

type summarySentenceJSON struct {
	Text        string   `json:"text"`
	Articles    []string `json:"articles"`
	Sources     []string `json:"sources"`
	Independent int      `json:"independent_sources"`
	// Compressed: a parenthesis, relative clause, age, leading
	// connective or bare weekday of the articles' sentence was left out.
	Compressed bool `json:"compressed,omitempty"`
	// Truncated: the sentence was cut to fill the length exactly.
	Truncated bool `json:"truncated,omitempty"`
}

func cmdSummary(e *env, args []string) int {
	fs := newFlags(e, "summary", "STORY")
	db := dbFlag(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	words := fs.Int("words", 0, fmt.Sprintf("length in words (default %d, as on the story page)", engine.SummaryWords))
	bytes := fs.Int("bytes", 0, "length in bytes")
	pos, code, ok := parse(e, fs, args)
	if !ok {
		return code
	}
	id, err := strconv.Atoi(firstOr(pos, ""))
	if len(pos) != 1 || err != nil || *words > 0 && *bytes > 0 {
		fs.Usage()
		return exitUsage
	}
	if *words < 0 || *bytes < 0 {
		fmt.Fprintln(e.stderr, "storywire summary: --words and --bytes are lengths: give a positive number")
		return exitUsage
	}
	if *words == 0 && *bytes == 0 {
		*words = engine.SummaryWords
	}
	pl, done, ok := openPipeline(e, "summary", *db)
	if !ok {
		return exitRejected
	}
	defer done()
	ctx := context.Background()
	s, _, found, err := pl.StoryByID(ctx, id)
	var bp *summarize.Boilerplate
	if err == nil && found {
		bp, err = pl.Recurring(ctx)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire summary: %v\n", err)
		return exitRejected
	}
	if !found {
		fmt.Fprintf(e.stderr, "storywire summary: no story %d\n", id)
		return exitRejected
	}
	sum := engine.Summary(s, summarize.Options{Words: *words, Bytes: *bytes, Boilerplate: bp}.ForReaders())
	if *asJSON {
		out := summaryJSON{Story: id, Sentences: []summarySentenceJSON{}}
		for _, x := range sum.Sentences {
			out.Sentences = append(out.Sentences, summarySentenceJSON{x.Text, x.Articles, nonNil(x.Sources), x.Independent, x.Compressed, x.Truncated})
		}
		return writeJSON(e, out)
	}
	printSummary(e, s, sum)
	return exitOK
}

func printSummary(e *env, s engine.Story, sum summarize.Summary) {
	fmt.Fprintf(e.stdout, "story %d: %s\n", s.ID, s.Title)
	// Each sentence names its sources as the story page's badges do.
	sources := s.Independent()
	outlet := map[string]string{}
	for _, a := range s.Articles {
		outlet[a.ID] = a.Source
	}
	for _, x := range sum.Sentences {
		var labels []string
		pubs := engine.ByLabel(engine.SourcesOf(sources, x.Articles, func(id string) string { return outlet[id] }))
		for _, p := range pubs {
			if p.Label != "" {
				labels = append(labels, p.Label)
			}
		}
		src := plural(len(x.Articles), "article")
		if len(labels) > 0 {
			src = strings.Join(labels, "; ") + "; " + src
		}
		text := x.Text
		if x.Truncated {
			text += " …"
		}
		indep := plural(x.Independent, "independent source")
		if x.Independent > len(pubs) {
			indep = plural(x.Independent, "independent report")
		}
		fmt.Fprintf(e.stdout, "  • %s\n      [%s, %s]\n", text, src, indep)
	}
}

func joinMax(s []string, n int) string {
	if len(s) <= n {
		return strings.Join(s, ", ")
	}
	return fmt.Sprintf("%s +%d more", strings.Join(s[:n], ", "), len(s)-n)
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func firstOr(s []string, d string) string {
	if len(s) > 0 {
		return s[0]
	}
	return d
}
