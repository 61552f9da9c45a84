// Command storywire finds the story behind the copies: it ingests news
// articles (text, HTML, JSONL, RSS/Atom) into an embedded store and
// reports what they share.
//
// Usage:
//
//	storywire serve  [--db FILE] [--addr A] [--token T] [--read-only] [PATH...]   ingest, then serve pages and API
//	storywire report [--db FILE] [PATH...]      ingest, then report all that is known
//	storywire stories [--db FILE] [--json]      stories: articles about one event
//	storywire summary [--db FILE] [--json] [--words N|--bytes N] STORY
//	storywire ingest [--db FILE] [-v] PATH...   read articles into the store
//	storywire list   [--db FILE] [--json]       list stored articles
//	storywire show   [--db FILE] [--json] ID    show one article (an id prefix will do)
//	storywire search [--db FILE] [--json] WORDS articles holding the words
//	storywire dedup  [--db FILE] [--json] [--data FILE.jsonl]   syndication groups
//	storywire diff   [--db FILE] [--json] A B   what B shares with A, and what it changed
//	storywire trace  [--db FILE] [--json] ID    derivation tree, credits, substitutions
//	storywire facts  [--db FILE] [--json] STORY figures, quotes, names compared across sources
//	storywire version                          print the version
//
// The store is storywire.db in the working directory unless --db or the
// STORYWIRE_DB environment variable names another file.
//
// Exit status: 0 on success, 1 when any input item was rejected or a
// command failed, 2 for a usage error.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"

	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/store"
)

func main() {
	// A writer holds its indexes for as long as it runs, so most of its
	// heap is live, and the collector's default headroom (as much again
	// as is live) would double its memory for garbage that lives a
	// moment. Ingest and serve collect at half that headroom, for a few
	// percent more CPU, unless GOGC says otherwise.
	if len(os.Args) > 1 && (os.Args[1] == "ingest" || os.Args[1] == "serve") && os.Getenv("GOGC") == "" {
		debug.SetGCPercent(50)
	}
	// STORYWIRE_CPUPROFILE names a file for a CPU profile of the whole
	// command (go tool pprof), for measuring before optimizing.
	if p := os.Getenv("STORYWIRE_CPUPROFILE"); p != "" {
		f, err := os.Create(p)
		if err != nil {
			fmt.Fprintln(os.Stderr, "storywire:", err)
			os.Exit(exitRejected)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintln(os.Stderr, "storywire:", err)
			os.Exit(exitRejected)
		}
		code := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
		pprof.StopCPUProfile()
		f.Close()
		os.Exit(code)
	}
	// STORYWIRE_MEMPROFILE names a file for a heap profile written when
	// the command ends: what was live at the last collection, which in a
	// long command is its working set, not what it had freed.
	if p := os.Getenv("STORYWIRE_MEMPROFILE"); p != "" {
		code := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
		f, err := os.Create(p)
		if err == nil {
			err = pprof.Lookup("heap").WriteTo(f, 0)
			f.Close()
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "storywire:", err)
		}
		os.Exit(code)
	}
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// env is what a command runs with: its streams, kept apart from the
// process globals so that tests can run commands in-process.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

type command struct {
	summary string
	run     func(e *env, args []string) int
}

var commands = map[string]command{
	"ingest":  {"read articles from files, directories or - (JSONL on stdin) into the store", cmdIngest},
	"list":    {"list the stored articles", cmdList},
	"dedup":   {"show the syndication groups: exact copies, near-duplicates, containment, updates", cmdDedup},
	"report":  {"ingest PATHs (if any), then report everything the store holds", cmdReport},
	"stories": {"list the stories: articles about one event", cmdStories},
	"summary": {"the attributed summary of one story", cmdSummary},
	"show":    {"show one stored article (a unique prefix of its id will do)", cmdShow},
	"search":  {"the articles holding all the given words, with a passage around them", cmdSearch},
	"diff":    {"what B shares with A and what it cut, added and changed", cmdDiff},
	"trace":   {"where an article came from: derivation tree, credits, substitutions", cmdTrace},
	"facts":   {"figures, quotes and names of one story compared across sources", cmdFacts},
	"serve":   {"serve the story pages and the JSON API (ingesting PATHs first, if any)", cmdServe},
	"version": {"print the version", cmdVersion},
	"eval":    {"measure storywire on labelled data (synth, align, reuse, facts, cluster, summarize, rouge, fixture)", cmdEval},
}

// Exit statuses.
const (
	exitOK       = 0
	exitRejected = 1
	exitUsage    = 2
)

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	stdout, stderr = newTermSafe(stdout), newTermSafe(stderr)
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	if args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		return exitOK
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "storywire: unknown command %q\n", args[0])
		usage(stderr)
		return exitUsage
	}
	return c.run(e, args[1:])
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: storywire COMMAND [flags] [args]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nRun 'storywire COMMAND -h' for a command's flags.")
}

// newFlags returns a flag set for a command whose errors go to stderr.
func newFlags(e *env, name, args string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: storywire %s [flags] %s\n", name, args)
		fs.PrintDefaults()
	}
	return fs
}

// parse parses flags that may stand before, between or after the
// positional arguments, and returns the positional ones. ok is false
// after a usage error (already reported) or -h.
func parse(e *env, fs *flag.FlagSet, args []string) (pos []string, code int, ok bool) {
	// Asked for, the usage is the answer: it goes to stdout, status 0.
	for _, a := range args {
		if a == "--" {
			break
		}
		if a == "-h" || a == "-help" || a == "--h" || a == "--help" {
			fs.SetOutput(e.stdout)
			fs.Usage()
			return nil, exitOK, false
		}
	}
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, exitOK, false
			}
			return nil, exitUsage, false
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, 0, true
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), 0, true
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// dbFlag registers --db, defaulting to $STORYWIRE_DB or storywire.db.
func dbFlag(fs *flag.FlagSet) *string {
	def := os.Getenv("STORYWIRE_DB")
	if def == "" {
		def = store.DefaultPath
	}
	return fs.String("db", def, "database `file` (env STORYWIRE_DB)")
}

// creators are the commands that make a store where there is none;
// the others read one, and a missing file is a mistake (a wrong --db),
// not an empty store to create.
var creators = map[string]bool{"ingest": true, "serve": true, "report": true}

func openStore(e *env, name, path string) (*store.Store, bool) {
	if !creators[name] {
		if path == "" {
			path = store.DefaultPath
		}
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			fmt.Fprintf(e.stderr, "storywire %s: no store at %s: ingest articles first (storywire ingest --db %s PATH...)\n", name, path, path)
			return nil, false
		}
	}
	st, err := store.Open(path)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire: %v\n", err)
		return nil, false
	}
	return st, true
}

// openPipeline opens the store at path and its pipeline.
func openPipeline(e *env, name, path string) (*engine.Pipeline, func(), bool) {
	st, ok := openStore(e, name, path)
	if !ok {
		return nil, nil, false
	}
	// Opening catches the dedup stage up on articles it has not seen (after
	// a crash, or on every article once after an upgrade that changed the
	// sketches): minutes for a large store, so a terminal shows the count.
	bar := newProgressBar(e.stderr, 0)
	pl, err := engine.OpenWith(context.Background(), st, engine.OpenOptions{OnCatchUp: func(done int) {
		bar.status(fmt.Sprintf("bringing the dedup index up to date: %d articles", done))
	}})
	bar.clear()
	if err != nil {
		st.Close()
		fmt.Fprintf(e.stderr, "storywire %s: %v\n", name, err)
		return nil, nil, false
	}
	return pl, func() {
		// a writer that placed articles saves the stories' state for the
		// next one: seconds at a million articles
		bar := newProgressBar(e.stderr, 0)
		bar.status("saving the stories' state")
		err := pl.Close(context.Background())
		bar.clear()
		if err != nil {
			fmt.Fprintf(e.stderr, "storywire %s: %v (the articles are stored; the next write restores the stories' state from them)\n", name, err)
		}
		st.Close()
	}, true
}

// openReadOnly opens the store at path as an immutable file
// (store.OpenReadOnly) and its pipeline, which reads only.
func openReadOnly(e *env, name, path string) (*engine.Pipeline, func(), bool) {
	st, err := store.OpenReadOnly(path)
	if err != nil {
		fmt.Fprintf(e.stderr, "storywire %s: %v\n", name, err)
		return nil, nil, false
	}
	pl, err := engine.Open(context.Background(), st)
	if err != nil {
		st.Close()
		fmt.Fprintf(e.stderr, "storywire %s: %v\n", name, err)
		return nil, nil, false
	}
	return pl, func() { st.Close() }, true
}

// version is set at link time (-ldflags "-X main.version=...") or taken
// from the module's build information.
var version = ""

func cmdVersion(e *env, args []string) int {
	fs := newFlags(e, "version", "")
	if _, code, ok := parse(e, fs, args); !ok {
		return code
	}
	v := version
	if v == "" {
		v = "devel"
		if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			v = bi.Main.Version
		}
	}
	fmt.Fprintf(e.stdout, "storywire %s (%s, %s/%s, store schema %d)\n", v, runtime.Version(), runtime.GOOS, runtime.GOARCH, store.SchemaVersion)
	return exitOK
}

// oneLine shortens s to one line of at most n runes for tables.
func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	r := []rune(s)
	if len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// plural writes a count with its noun: "1 article", "2 articles", "3 copies".
func plural(n int, noun string) string {
	switch {
	case n == 1:
	case strings.HasSuffix(noun, "y"):
		noun = noun[:len(noun)-1] + "ies"
	default:
		noun += "s"
	}
	return strconv.Itoa(n) + " " + noun
}
