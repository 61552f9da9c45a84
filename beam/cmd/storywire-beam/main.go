// Command storywire-beam runs storywire's dedup and story stages over a
// crawl on Apache Beam: locally on the Prism runner (the default), on
// Dataflow, or on Flink and Spark through a job server. See docs/SCALE.md.
//
//	storywire-beam --input 'crawl/*.warc.gz' --output out/run [--runner prism]
//
// It writes out/run-relations-*.jsonl, -groups-, -stories- and -rejects-
// shards.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"strings"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/beam/crawl"
)

var (
	input  = flag.String("input", "", "input files: globs, comma-separated (JSONL, WARC, .warc.gz, text, HTML, feeds)")
	output = flag.String("output", "", "output prefix: writes PREFIX-relations-*.jsonl, -groups-, -stories-, -rejects-")
	shards = flag.Int("shards", crawl.DefaultOptions.Shards, "files per output")
	maxDF  = flag.Int("max-df", 0, "hot-bucket cap: a sample carried by more articles proposes no candidates (0: the single binary's rule)")
	window = flag.Int("window-days", crawl.DefaultOptions.WindowDays, "a third of a story window, in days")
	rounds = flag.Int("rounds", crawl.DefaultOptions.Rounds, "rounds of label propagation before the final union-find")
)

// inputFn passes on the matched paths; files of unknown type matched by a
// wildcard are passed over, as storywire ingest passes them over in a
// directory (a README beside the crawl), while a file named exactly is
// read whatever its name.
type inputFn struct{ Wildcard bool }

func (f *inputFn) ProcessElement(m fileio.FileMetadata, emit func(string)) {
	if !f.Wildcard || article.FormatOf(m.Path) != "" {
		emit(m.Path)
	}
}

func init() { register.DoFn2x0[fileio.FileMetadata, func(string)](&inputFn{}) }

// peakProfile writes a heap profile to path each time the live heap
// passes its peak by a tenth: Prism runs in this process, so the last
// profile is what the run held at its largest.
func peakProfile(path string) {
	var peak uint64
	var ms runtime.MemStats
	for range time.Tick(500 * time.Millisecond) {
		runtime.ReadMemStats(&ms)
		if ms.HeapAlloc < peak+peak/10 {
			continue
		}
		peak = ms.HeapAlloc
		if f, err := os.Create(path); err == nil {
			pprof.Lookup("heap").WriteTo(f, 0)
			f.Close()
		}
	}
}

func main() {
	flag.Parse()
	beam.Init()
	// STORYWIRE_MEMPROFILE names a file for the heap profile at the run's
	// largest (peakProfile).
	if p := os.Getenv("STORYWIRE_MEMPROFILE"); p != "" {
		go peakProfile(p)
	}
	if *input == "" || *output == "" {
		fmt.Fprintln(os.Stderr, "storywire-beam: --input and --output are required (storywire-beam -h for help)")
		os.Exit(2)
	}
	p, s := beam.NewPipelineWithRoot()
	var lists []beam.PCollection
	for _, g := range strings.Split(*input, ",") {
		g = strings.TrimSpace(g)
		matched := fileio.MatchFiles(s, g, fileio.MatchEmptyDisallow())
		lists = append(lists, beam.ParDo(s, &inputFn{Wildcard: strings.ContainsAny(g, "*?[")}, matched))
	}
	paths := beam.Flatten(s, lists...)
	opt := crawl.Options{Shards: *shards, MaxDF: *maxDF, WindowDays: *window, Rounds: *rounds}
	res := crawl.Build(s, paths, opt)
	crawl.WriteShards(s, *output+"-relations", *shards, res.Relations)
	crawl.WriteShards(s, *output+"-groups", *shards, res.Groups)
	crawl.WriteShards(s, *output+"-stories", *shards, res.Stories)
	crawl.WriteShards(s, *output+"-rejects", 1, res.Rejects)
	if err := beamx.Run(context.Background(), p); err != nil {
		fmt.Fprintln(os.Stderr, "storywire-beam:", err)
		os.Exit(1)
	}
}
