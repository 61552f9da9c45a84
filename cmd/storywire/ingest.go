package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/store"
	"github.com/storywire/storywire/summarize"
)

func cmdIngest(e *env, args []string) int {
	fs := newFlags(e, "ingest", "PATH...")
	db := dbFlag(fs)
	verbose := fs.Bool("v", false, "report each committed batch on stderr")
	batch := fs.Int("batch", 512, "articles per store transaction")
	source := fs.String("source", "", "the outlet of the articles that do not name one (a text file's header block, a page's site name, a byline do)")
	date := fs.String("date", "", "the publication `date` of the articles that give none (YYYY-MM-DD or RFC 3339)")
	paths, code, ok := parse(e, fs, args)
	if !ok {
		return code
	}
	if d := article.NormalizeDate(*date); *date != "" && (len(d) < 10 || d[4] != '-') {
		fmt.Fprintf(e.stderr, "storywire ingest: --date %q is no date: give YYYY-MM-DD or an RFC 3339 time\n", *date)
		return exitUsage
	}
	if len(paths) == 0 {
		fmt.Fprintln(e.stderr, "storywire ingest: no input: give files, directories or - for JSONL on stdin")
		fs.Usage()
		return exitUsage
	}
	pl, done, ok := openPipeline(e, "ingest", *db)
	if !ok {
		return exitRejected
	}
	defer done()
	return ingest(e, pl, paths, ingestOptions{batch: *batch, verbose: *verbose, source: *source, date: article.NormalizeDate(*date)})
}

// ingestOptions are the ingest flags: batch size, a line per commit, and
// the outlet and date of articles that give none.
type ingestOptions struct {
	batch        int
	verbose      bool
	source, date string
}

// ingest reads paths through the pipeline, reporting bad items on stderr
// and a summary on stdout. It returns the exit status.
func ingest(e *env, pl *engine.Pipeline, paths []string, o ingestOptions) int {
	batch, verbose := o.batch, o.verbose
	bar := newProgressBar(e.stderr, inputBytes(paths))
	opt := engine.IngestOptions{
		BatchSize: batch,
		OnReject: func(err error) {
			bar.clear()
			fmt.Fprintln(e.stderr, err)
		},
		OnProgress: func(p engine.Progress) {
			if verbose {
				bar.clear()
				fmt.Fprintf(e.stderr, "committed: %d read, %d added, %d unchanged, %d rejected\n", p.Read, p.Added, p.Unchanged, p.Rejected)
			}
			bar.update(p)
		},
	}
	items := func(yield func(*article.Article, error) bool) {
		for a, err := range article.Read(paths, e.stdin) {
			if a != nil {
				if a.Source == "" {
					a.Source = o.source
				}
				if a.Date == "" {
					a.Date = o.date
				}
				for _, n := range a.Notes {
					bar.clear()
					fmt.Fprintf(e.stderr, "%s: %s\n", a.Origin.Where(), n)
				}
			}
			if !yield(a, err) {
				return
			}
		}
	}
	p, err := pl.Ingest(context.Background(), items, opt)
	bar.clear()
	switch {
	case errors.Is(err, store.ErrBusy):
		fmt.Fprintf(e.stderr, "storywire ingest: nothing stored: %v\n", err)
		return exitRejected
	case err != nil:
		fmt.Fprintf(e.stderr, "storywire ingest: %v (the batches committed before this are stored)\n", err)
		return exitRejected
	}
	rate := 0.0
	if s := p.Elapsed.Seconds(); s > 0 {
		rate = float64(p.Read) / s
	}
	fmt.Fprintf(e.stdout, "ingested %s into %s: %d new, %d already stored, %d rejected (%.1f MB in %s, %.0f articles/s)\n",
		plural(p.Read, "article"), pl.Store().Path(), p.Added, p.Unchanged, p.Rejected, float64(p.Bytes)/1e6, p.Elapsed.Round(time.Millisecond), rate)
	if p.Rejected > 0 {
		return exitRejected
	}
	return exitOK
}

// cmdReport is storywire's main job in one step: ingest the inputs, then
// report what the store now holds.
func cmdReport(e *env, args []string) int {
	fs := newFlags(e, "report", "PATH...")
	db := dbFlag(fs)
	paths, code, ok := parse(e, fs, args)
	if !ok {
		return code
	}
	pl, done, ok := openPipeline(e, "report", *db)
	if !ok {
		return exitRejected
	}
	defer done()
	status := exitOK
	if len(paths) > 0 {
		status = ingest(e, pl, paths, ingestOptions{batch: 512})
		fmt.Fprintln(e.stdout)
	}
	fmt.Fprintln(e.stdout, "ARTICLES")
	if c := listArticles(e, pl.Store(), false); c != exitOK {
		return c
	}
	fmt.Fprintln(e.stdout, "\nSYNDICATION GROUPS (copies of one text)")
	if c := storeSyndication(e, pl, false); c != exitOK {
		return c
	}
	fmt.Fprintln(e.stdout, "\nPROVENANCE: who copied whom in each group, and the names they changed")
	if c := printGroupTrees(e, pl); c != exitOK {
		return c
	}
	fmt.Fprintln(e.stdout, "\nSTORIES, each with its summary (every sentence names its sources)")
	view, err := pl.View(context.Background())
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire report: %v\n", err)
		return exitRejected
	}
	stories := view.Stories
	bp, err := pl.Recurring(context.Background())
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire report: %v\n", err)
		return exitRejected
	}
	for _, s := range stories {
		if len(s.Articles) < 2 {
			fmt.Fprintf(e.stdout, "story %d: %s (1 article)\n", s.ID, oneLine(s.Title, 70))
			continue
		}
		printSummary(e, s, engine.Summary(s, summarize.Options{Words: engine.SummaryWords, Boilerplate: bp}.ForReaders()))
		printSources(e.stdout, s, s.Independent())
		printStoryFacts(e, pl, s)
	}
	printPages(e, view.Pages)
	return status
}

// inputBytes is the total size of the files under paths (0 when unknown,
// e.g. stdin), for the progress bar.
func inputBytes(paths []string) int64 {
	var n int64
	for _, p := range paths {
		if p == "-" {
			return 0
		}
		filepath.Walk(p, func(_ string, info os.FileInfo, err error) error {
			if err == nil && info.Mode().IsRegular() {
				n += info.Size()
			}
			return nil
		})
	}
	return n
}

// listEntry is one article in `storywire list --json`.
type listEntry struct {
	ID       string   `json:"id"`
	Source   string   `json:"source"`
	Title    string   `json:"title"`
	Date     string   `json:"date"`
	Words    int      `json:"words"`
	Path     string   `json:"path"`
	Dateline string   `json:"dateline,omitempty"`
	Credit   string   `json:"credit,omitempty"`
	Labels   []string `json:"labels,omitempty"`
}

func cmdList(e *env, args []string) int {
	fs := newFlags(e, "list", "")
	db := dbFlag(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	if _, code, ok := parse(e, fs, args); !ok {
		return code
	}
	st, ok := openStore(e, "list", *db)
	if !ok {
		return exitRejected
	}
	defer st.Close()
	return listArticles(e, st, *asJSON)
}

// listArticles prints the stored articles as a table or JSON.
func listArticles(e *env, st *store.Store, asJSON bool) int {
	rows, err := st.All(context.Background(), false)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire list: %v\n", err)
		return exitRejected
	}
	entries := make([]listEntry, len(rows))
	for i, r := range rows {
		entries[i] = listEntry{ID: r.ID, Source: r.Source, Title: r.Title, Date: r.Date, Words: r.Words,
			Path: r.Origin.Where(), Dateline: r.Dateline, Credit: r.Credit, Labels: r.Labels}
	}
	if asJSON {
		return writeJSON(e, entries)
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	// Who published it (the outlet, else the site or file it came
	// from, by name), and whose text it is (the credited agency).
	fmt.Fprintln(tw, "ID\tSOURCE\tCREDIT\tDATE\tWORDS\tTITLE")
	for i, en := range entries {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\n", en.ID, oneLine(rows[i].Name(), 22), oneLine(en.Credit, 14), en.Date, en.Words, oneLine(en.Title, 60))
	}
	tw.Flush()
	fmt.Fprintf(e.stdout, "%s\n", plural(len(entries), "article"))
	return exitOK
}

// showEntry is `storywire show --json`.
type showEntry struct {
	ID           string   `json:"id"`
	Source       string   `json:"source"`
	URL          string   `json:"url,omitempty"`
	Title        string   `json:"title"`
	TitleDerived bool     `json:"title_derived,omitempty"`
	Date         string   `json:"date"`
	Language     string   `json:"language,omitempty"`
	Credit       string   `json:"credit"`
	Dateline     string   `json:"dateline"`
	Catchline    string   `json:"catchline,omitempty"`
	Words        int      `json:"words"`
	Labels       []string `json:"labels,omitempty"`
	Path         string   `json:"path"`
	Format       string   `json:"format"`
	SHA256       string   `json:"sha256"`
	Ingested     string   `json:"ingested"`
	Text         string   `json:"text"`
}

func cmdShow(e *env, args []string) int {
	fs := newFlags(e, "show", "ID")
	db := dbFlag(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	pos, code, ok := parse(e, fs, args)
	if !ok {
		return code
	}
	if len(pos) != 1 {
		fs.Usage()
		return exitUsage
	}
	st, ok := openStore(e, "show", *db)
	if !ok {
		return exitRejected
	}
	defer st.Close()
	id, err := st.Resolve(context.Background(), pos[0])
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire show: %v\n", err)
		return exitRejected
	}
	a, err := st.Get(context.Background(), id)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire show: %v\n", err)
		return exitRejected
	}
	s := showEntry{ID: a.ID, Source: a.Source, URL: a.URL, Title: a.Title, TitleDerived: a.TitleDerived, Date: a.Date,
		Language: a.Language, Credit: a.Credit, Dateline: a.Dateline, Catchline: a.Catchline, Words: a.Words, Labels: a.Labels,
		Path: a.Origin.Where(), Format: a.Origin.Format, SHA256: a.Origin.SHA256,
		Ingested: a.Ingested.Format(time.RFC3339), Text: a.Text}
	if *asJSON {
		return writeJSON(e, s)
	}
	w := e.stdout
	fmt.Fprintf(w, "%s\n%s\n", s.Title, strings.Repeat("=", min(len([]rune(s.Title)), 78)))
	for _, kv := range [][2]string{{"id", s.ID}, {"source", s.Source}, {"date", s.Date}, {"url", s.URL}, {"dateline", s.Dateline},
		{"credit", s.Credit}, {"catch-line", s.Catchline}, {"labels", strings.Join(s.Labels, ", ")}, {"from", s.Path + " (" + s.Format + ")"}} {
		if kv[1] != "" {
			fmt.Fprintf(w, "%-11s %s\n", kv[0]+":", kv[1])
		}
	}
	fmt.Fprintf(w, "%-11s %d\n\n%s\n", "words:", s.Words, s.Text)
	return exitOK
}

func writeJSON(e *env, v any) int {
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(e.stderr, "storywire: %v\n", err)
		return exitRejected
	}
	return exitOK
}
