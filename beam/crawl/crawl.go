// Package crawl is storywire's pipeline for collections too large for one
// machine, on Apache Beam: the dedup stage's relations and syndication
// groups, and the story stage's stories, computed by the same core code
// as storywire ingest and storywire stories.
//
// Design. The single binary relates each article to those before it
// through an in-memory index (dedup.Detector). Here the index is a
// shuffle: every article's samples are keyed by sample, and each bucket
// (dedup.BucketPairs) says for each of its members which earlier members
// it proposes and whether it was a stop-sample when that member arrived;
// an article's proposals are ranked and capped (dedup.RankCandidates,
// dedup.TopCandidates), the candidates' tokens joined to it, and the
// pair verified and classified by dedup.Verifier, the Detector's own.
// Articles are numbered in the order storywire ingest would number them
// (inputs in lexical order, items in file order, the first of each id),
// so the relations are the single binary's, relation for relation.
// Groups are connected components of the copying relations that hold,
// by min-label propagation for a few rounds and a union-find over the
// few labels still in disagreement. Stories are clustered per time
// window with story.Cluster and stitched (story.StitchPair).
//
// Every DoFn is a registered function or struct (Prism and Dataflow
// rebuild them by name; no closures). Outputs are JSONL shards written
// by one worker each (writeShards), not funnelled through one.
//
// It deliberately leaves out what a store serves from these results
// (alignment, summaries, facts): those are per story and run on one
// machine from the groups and stories written here.
package crawl

import (
	"bufio"
	"cmp"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"reflect"
	"slices"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/filter"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"

	"github.com/storywire/storywire/article"
	"github.com/storywire/storywire/dedup"
	"github.com/storywire/storywire/engine"
	"github.com/storywire/storywire/internal/unionfind"
	"github.com/storywire/storywire/story"
	"github.com/storywire/storywire/textproc"
)

// Options configure a run.
type Options struct {
	// Shards is the number of files each output is written as.
	Shards int
	// MaxDF, when positive, caps the frequency at which a sample still
	// proposes candidates (a hot-bucket cap; see dedup.BucketPairs).
	// Zero keeps the single binary's rule, and its results.
	MaxDF int
	// WindowDays is the third of a story window (see story.HomeWindow).
	WindowDays int
	// Rounds of label propagation before the final union-find.
	Rounds int
}

// DefaultOptions are the options of storywire-beam's flags.
// A window (three thirds) of 720 days is about the batch clusterer's
// reach (story.RebuildTimeScale): a shorter one cuts stories the single
// machine keeps whole.
var DefaultOptions = Options{Shards: 8, WindowDays: 240, Rounds: 4}

// Doc is an article as the run carries it.
type Doc struct {
	Ord          int64 // ingest number, once ranked
	Path         string
	Item         int64 // place in its input
	ID           string
	Source       string
	Title        string
	TitleDerived bool
	Date         string
	Credit       string
	Catchline    string // the wire's catch-line (article.Article.Catchline)
	Text         string
	Hash         []byte // of the normalized body
}

// Ref names an article.
type Ref struct {
	Ord int64
	ID  string
}

// Member is an article as a group or story line names it.
type Member struct {
	Ord          int64
	ID           string
	Source       string
	Title        string
	TitleDerived bool
	Date         string
	Catchline    string
}

func memberOf(d Doc) Member {
	return Member{Ord: d.Ord, ID: d.ID, Source: d.Source, Title: d.Title, TitleDerived: d.TitleDerived, Date: d.Date, Catchline: d.Catchline}
}

// Pair is a bucket's proposal of an earlier article to a later one.
type Pair struct {
	Earlier  int64
	Sample   uint32
	Specific bool // the sample is not a stop-sample once all are in
}

// Exacts are the earlier articles an article is an exact copy of.
type Exacts struct{ Refs []Ref }

// CandReq asks for the text of a candidate (keyed by the candidate).
type CandReq struct {
	Later    int64
	Rank     int
	Samples  []uint32
	Specific int
}

// Cand is a candidate with its tokens (keyed by the later article).
type Cand struct {
	Rank     int
	Ref      Ref
	Tokens   []uint32
	Samples  []uint32
	Specific int
}

// Subject is what the later article brings to its verification.
type Subject struct {
	Stops []uint32
	Exact []Ref
	Cands int
}

// Relation is a relation as written: one JSONL line of relations.
type Relation struct {
	A        string   `json:"a"`
	B        string   `json:"b"`
	OrdA     int64    `json:"ord_a"`
	OrdB     int64    `json:"ord_b"`
	Kind     string   `json:"kind"`
	Jaccard  float64  `json:"jaccard"`
	ContA    float64  `json:"contained_a_in_b"`
	ContB    float64  `json:"contained_b_in_a"`
	Passages int      `json:"passages"`
	Longest  int      `json:"longest"`
	Shared   []uint32 `json:"shared,omitempty"`
	Holds    bool     `json:"holds"`
}

// Edge joins two articles by number.
type Edge struct{ U, V int64 }

// StoryDoc is an article as the story stage takes it, with its number
// and its home window.
type StoryDoc struct {
	Ord    int64
	Home   int64
	Art    story.Article
	Member Member
}

// Clustering is one window's stories.
type Clustering struct {
	W       int64
	Stories []Members
}

// Members are a story's articles and their home windows.
type Members struct {
	IDs   []string
	Homes []int64
}

// Merge joins two pieces of stories ("window/story").
type Merge struct{ A, B string }

// undated is the window of undated articles.
const undated = math.MinInt64

func init() {
	for _, t := range []any{Doc{}, Ref{}, Pair{}, Exacts{}, CandReq{}, Cand{}, Subject{}, Relation{}, Edge{}, StoryDoc{}, Clustering{}, Members{}, Merge{}, Offer{}, Member{}} {
		beam.RegisterType(reflect.TypeOf(t))
	}
	register.Function4x1(readFile)
	register.Function2x0(pathOf)
	register.Function2x0(byPath)
	register.Function2x0(keyByOrd)
	register.Function3x0(pairKeys)
	register.Function3x0(firstByID)
	register.DoFn4x0[string, func(*Doc) bool, func(*string, *int) bool, func(Doc)](&rankFn{})
	register.Function4x0(samplesOf)
	register.DoFn5x0[uint32, func(*int64) bool, int, func(int64, Pair), func(int64, uint32)](&bucketFn{})
	register.Function3x0(exactOf)
	register.Function7x0(rankCandidates)
	register.Function4x0(attachText)
	register.DoFn5x0[int64, func(*Doc) bool, func(*Subject) bool, func(*Cand) bool, func(Relation)](&verifyFn{})
	register.Function2x0(copyingEdges)
	register.Function3x0(minNeighbour)
	register.Function4x0(propagate)
	register.Function2x1(minInt64)
	register.Function4x0(labelOfEdge)
	register.Function4x0(residual)
	register.DoFn4x0[int64, func(*int64) bool, func(*Edge) bool, func(int64, int64)](&resolveFn{})
	register.Function4x0(refByComponent)
	register.Function4x0(dateOfMember)
	register.Function4x0(groupDays)
	register.Function3x0(groupLine)
	register.Function2x0(copiesOf)
	register.DoFn5x0[int64, func(*Doc) bool, func(*string) bool, func(*string) bool, func(StoryDoc)](&storyDocFn{})
	register.Function2x0(windowsOf)
	register.Function3x0(assignWindows)
	register.Function3x0(chooseHome)
	register.DoFn6x0[int64, func(*StoryDoc) bool, func(*string, *int) bool, func(int64, Clustering), func(string, Member), func(int64, Offer)](&clusterFn{})
	register.DoFn2x0[StoryDoc, func(string, int)](&termsFn{})
	register.Function2x1(sumInt)
	register.Function3x0(stitch)
	register.DoFn4x0[string, Member, func(*Merge) bool, func(string, Member)](&pieceFn{})
	register.Function3x0(storyLine)
	register.Function2x0(relationLine)
	register.DoFn3x1[context.Context, int, func(*string) bool, error](&shardWriter{})
	register.DoFn2x0[string, func(int, string)](&shardFn{})
	register.Emitter2[string, Doc]()
	register.Emitter1[Doc]()
	register.Emitter1[string]()
	register.Emitter2[uint32, int64]()
	register.Emitter2[uint64, Ref]()
	register.Emitter2[int64, Pair]()
	register.Emitter2[int64, uint32]()
	register.Emitter2[int64, Exacts]()
	register.Emitter2[int64, int]()
	register.Emitter2[int64, CandReq]()
	register.Emitter2[int64, Subject]()
	register.Emitter2[int64, Cand]()
	register.Emitter1[Relation]()
	register.Emitter2[int64, int64]()
	register.Emitter1[Edge]()
	register.Emitter2[int64, string]()
	register.Emitter2[int64, StoryDoc]()
	register.Emitter2[int64, Clustering]()
	register.Emitter1[Merge]()
	register.Emitter2[int, string]()
	register.Iter1[Doc]()
	register.Iter1[int64]()
	register.Iter1[Ref]()
	register.Iter1[Pair]()
	register.Iter1[uint32]()
	register.Iter1[Exacts]()
	register.Iter1[int]()
	register.Iter1[CandReq]()
	register.Iter1[Subject]()
	register.Iter1[Cand]()
	register.Iter1[string]()
	register.Iter1[StoryDoc]()
	register.Iter1[Clustering]()
	register.Iter1[Edge]()
	register.Iter1[Merge]()
	register.Iter1[Offer]()
	register.Iter1[Member]()
	register.Emitter2[int64, Member]()
	register.Emitter2[string, Member]()
	register.Emitter2[int64, Offer]()
	register.Emitter1[StoryDoc]()
	register.Emitter1[int64]()
	register.Iter2[string, int]()
}

// Result are a run's outputs.
type Result struct {
	Relations, Groups, Stories, Rejects beam.PCollection // JSONL lines
}

// Build adds the pipeline to s over the input files (their matches, as
// fileio.ReadMatches gives them) and returns its outputs as JSONL lines.
func Build(s beam.Scope, files beam.PCollection, opt Options) Result {
	s = s.Scope("storywire")
	byID, rejects := beam.ParDo2(s, readFile, files)
	docs := beam.ParDo(s, firstByID, beam.GroupByKey(s, byID))
	// Number the articles as ingest would: inputs in lexical order, items
	// in their order.
	counts := stats.Count(s, beam.ParDo(s, pathOf, docs))
	docs = beam.ParDo(s, &rankFn{}, beam.GroupByKey(s, beam.ParDo(s, byPath, docs)), beam.SideInput{Input: counts})
	n := stats.CountElms(s, docs)

	// The index as a shuffle.
	samples, hashes, metas := beam.ParDo3(s, samplesOf, docs)
	buckets := beam.GroupByKey(s, samples)
	pairs, stops := beam.ParDo2(s, &bucketFn{MaxDF: opt.MaxDF}, buckets, beam.SideInput{Input: n})
	exacts := beam.ParDo(s, exactOf, beam.GroupByKey(s, hashes))
	reqs, subjects := beam.ParDo2(s, rankCandidates, beam.CoGroupByKey(s, pairs, stops, exacts, metas))
	byOrd := beam.ParDo(s, keyByOrd, docs)
	cands := beam.ParDo(s, attachText, beam.CoGroupByKey(s, byOrd, reqs))
	rels := beam.ParDo(s, &verifyFn{}, beam.CoGroupByKey(s, byOrd, subjects, cands))

	// Groups: components of the copying relations that hold.
	comp := components(s.Scope("groups"), beam.ParDo(s, copyingEdges, rels), opt.Rounds)
	members := beam.ParDo(s, refByComponent, beam.CoGroupByKey(s, byOrd, comp))
	groups := beam.ParDo(s, groupLine, beam.GroupByKey(s, members))

	// Stories: windows clustered, then stitched.
	ss := s.Scope("stories")
	copies := beam.ParDo(ss, copiesOf, rels)
	placed := beam.ParDo(ss, groupDays, beam.CoGroupByKey(ss, beam.ParDo(ss, dateOfMember, beam.CoGroupByKey(ss, byOrd, comp)), members))
	sdocs := beam.ParDo(ss, &storyDocFn{Third: opt.WindowDays}, beam.CoGroupByKey(ss, byOrd, copies, placed))
	df := beam.CombinePerKey(ss, sumInt, beam.ParDo(ss, &termsFn{}, sdocs))
	wins := filter.Distinct(ss, beam.ParDo(ss, windowsOf, sdocs))
	windowed := beam.ParDo(ss, assignWindows, sdocs, beam.SideInput{Input: wins})
	clusterings, pieces, offers := beam.ParDo3(ss, &clusterFn{}, beam.GroupByKey(ss, windowed), beam.SideInput{Input: df})
	chosen := beam.ParDo(ss, chooseHome, beam.GroupByKey(ss, offers))
	merges := beam.ParDo(ss, stitch, beam.GroupByKey(ss, beam.ParDo(ss, pairKeys, clusterings)))
	resolved := beam.ParDo(ss, &pieceFn{}, beam.Flatten(ss, pieces, chosen), beam.SideInput{Input: merges})
	stories := beam.ParDo(ss, storyLine, beam.GroupByKey(ss, resolved))

	return Result{Relations: beam.ParDo(s, relationLine, rels), Groups: groups, Stories: stories, Rejects: rejects}
}

// readFile reads one input with the single binary's readers.
func readFile(ctx context.Context, path string, emit func(string, Doc), reject func(string)) error {
	fs, err := filesystem.New(ctx, path)
	if err != nil {
		return err
	}
	defer fs.Close()
	rc, err := fs.OpenRead(ctx, path)
	if err != nil {
		return err
	}
	defer rc.Close()
	item := int64(0)
	for a, err := range article.ReadFrom(path, rc) {
		if err != nil {
			reject(jsonLine(map[string]string{"where": whereOf(err), "error": err.Error()}))
			continue
		}
		emit(a.ID, Doc{Path: path, Item: item, ID: a.ID, Source: a.Source, Title: a.Title, TitleDerived: a.TitleDerived,
			Date: a.Date, Credit: a.Credit, Catchline: a.Catchline, Text: a.Text, Hash: a.Hash[:]})
		item++
	}
	return nil
}

func whereOf(err error) string {
	if ie := (*article.ItemError)(nil); errors.As(err, &ie) {
		return ie.Where
	}
	return ""
}

// firstByID keeps the first article of each id, as the store does (a
// later copy is unchanged or a conflict, and not stored).
func firstByID(id string, docs func(*Doc) bool, emit func(Doc)) {
	var best Doc
	found := false
	var d Doc
	for docs(&d) {
		if !found || d.Path < best.Path || d.Path == best.Path && d.Item < best.Item {
			best, found = d, true
		}
	}
	if found {
		emit(best)
	}
}

func pathOf(d Doc, emit func(string)) { emit(d.Path) }

func byPath(d Doc, emit func(string, Doc)) { emit(d.Path, d) }

// rankFn numbers the articles of one input after those of the inputs
// before it in lexical order; the offsets are worked out once per
// instance (the counts are one side input for the whole run).
type rankFn struct{ offset map[string]int64 }

func (f *rankFn) ProcessElement(path string, docs func(*Doc) bool, counts func(*string, *int) bool, emit func(Doc)) {
	if f.offset == nil {
		byPath := map[string]int{}
		var paths []string
		var p string
		var c int
		for counts(&p, &c) {
			byPath[p] = c
			paths = append(paths, p)
		}
		slices.Sort(paths)
		f.offset = make(map[string]int64, len(paths))
		var sum int64
		for _, p := range paths {
			f.offset[p] = sum
			sum += int64(byPath[p])
		}
	}
	var all []Doc
	var d Doc
	for docs(&d) {
		all = append(all, d)
	}
	slices.SortFunc(all, func(a, b Doc) int { return cmp.Compare(a.Item, b.Item) })
	for i, d := range all {
		d.Ord = f.offset[path] + int64(i)
		emit(d)
	}
}

// samplesOf emits an article's samples, its body hash and its sample
// count (for dedup.MinShared).
func samplesOf(d Doc, sample func(uint32, int64), hash func(uint64, Ref), meta func(int64, int)) {
	sk := dedup.Sign(textproc.AppendWordHashes(nil, d.Text))
	for _, s := range sk.Samples {
		sample(s, d.Ord)
	}
	hash(binary.LittleEndian.Uint64(d.Hash), Ref{d.Ord, d.ID})
	meta(d.Ord, len(sk.Samples))
}

func sortedOrds(ords func(*int64) bool) []uint32 {
	var out []uint32
	var o int64
	for ords(&o) {
		out = append(out, uint32(o))
	}
	slices.Sort(out)
	return out
}

// bucketFn reads one sample's bucket: the earlier members it proposes to
// each member, and the members it was a stop-sample for.
type bucketFn struct{ MaxDF int }

func (f *bucketFn) ProcessElement(sample uint32, ords func(*int64) bool, n int, pair func(int64, Pair), stop func(int64, uint32)) {
	docs := sortedOrds(ords)
	specific := dedup.SpecificNow(len(docs), n, f.MaxDF)
	dedup.BucketPairs(docs, f.MaxDF, func(later, earlier uint32) {
		pair(int64(later), Pair{int64(earlier), sample, specific})
	}, func(doc uint32) { stop(int64(doc), sample) })
}

// exactOf relates each article to the first earlier ones of the same body.
func exactOf(_ uint64, refs func(*Ref) bool, emit func(int64, Exacts)) {
	all := sortedRefs(refs)
	ords := make([]uint32, len(all))
	for i, r := range all {
		ords[i] = uint32(r.Ord)
	}
	for p := 1; p < len(all); p++ {
		emit(all[p].Ord, Exacts{all[:len(dedup.ExactOf(ords[:p]))]})
	}
}

// rankCandidates ranks one article's proposals as the index does and
// asks for the texts of those verified.
func rankCandidates(later int64, pairs func(*Pair) bool, stops func(*uint32) bool, exacts func(*Exacts) bool, metas func(*int) bool,
	req func(int64, CandReq), subject func(int64, Subject)) {
	byDoc := map[uint32]*dedup.Shared{}
	specific := map[uint32]int{}
	var p Pair
	for pairs(&p) {
		e := uint32(p.Earlier)
		sh := byDoc[e]
		if sh == nil {
			sh = &dedup.Shared{Doc: e}
			byDoc[e] = sh
		}
		sh.Samples = append(sh.Samples, p.Sample)
		if p.Specific {
			specific[e]++
		}
	}
	var sub Subject
	var st uint32
	for stops(&st) {
		sub.Stops = append(sub.Stops, st)
	}
	slices.Sort(sub.Stops)
	var ex Exacts
	for exacts(&ex) {
		sub.Exact = ex.Refs
	}
	nSamples := 0
	var m int
	for metas(&m) {
		nSamples = m
	}
	proposed := make([]dedup.Shared, 0, len(byDoc))
	for _, sh := range byDoc {
		proposed = append(proposed, *sh)
	}
	ranked := dedup.RankCandidates(proposed, dedup.MinShared(nSamples))
	cands := make([]dedup.Candidate, len(ranked))
	for i, r := range ranked {
		cands[i] = dedup.Candidate{Doc: r.Doc, Shared: len(r.Samples)}
	}
	exactOrds := make([]uint32, len(sub.Exact))
	for i, r := range sub.Exact {
		exactOrds[i] = uint32(r.Ord)
	}
	top := dedup.TopCandidates(cands, exactOrds)
	for rank, c := range top {
		req(int64(c.Doc), CandReq{Later: later, Rank: rank, Samples: byDoc[c.Doc].Samples, Specific: specific[c.Doc]})
	}
	sub.Cands = len(top)
	if sub.Cands > 0 || len(sub.Exact) > 0 {
		subject(later, sub)
	}
}

func keyByOrd(d Doc, emit func(int64, Doc)) { emit(d.Ord, d) }

// attachText sends a candidate's tokens (hashed once, and smaller than
// its text) to the articles that verify it.
func attachText(ord int64, docs func(*Doc) bool, reqs func(*CandReq) bool, emit func(int64, Cand)) {
	var d Doc
	if !docs(&d) {
		return
	}
	var toks []uint32
	var r CandReq
	for reqs(&r) {
		if toks == nil {
			toks = textproc.AppendWordHashes(nil, d.Text)
		}
		emit(r.Later, Cand{Rank: r.Rank, Ref: Ref{d.Ord, d.ID}, Tokens: toks, Samples: r.Samples, Specific: r.Specific})
	}
}

// verifyFn verifies an article against its candidates with the
// Detector's Verifier.
type verifyFn struct{ v *dedup.Verifier }

func (f *verifyFn) ProcessElement(ord int64, docs func(*Doc) bool, subjects func(*Subject) bool, cands func(*Cand) bool, emit func(Relation)) {
	var d Doc
	var sub Subject
	if !docs(&d) || !subjects(&sub) {
		return
	}
	if f.v == nil {
		f.v = &dedup.Verifier{}
	}
	var all []Cand
	var c Cand
	for cands(&c) {
		all = append(all, c)
	}
	slices.SortFunc(all, func(a, b Cand) int { return a.Rank - b.Rank })
	earlier := make([]dedup.Earlier, len(all))
	byDoc := make(map[uint32]*Cand, len(all))
	for i := range all {
		c := &all[i]
		earlier[i] = dedup.Earlier{ID: c.Ref.ID, Doc: uint32(c.Ref.Ord), Tokens: c.Tokens}
		byDoc[uint32(c.Ref.Ord)] = c
	}
	exact := make([]dedup.Earlier, len(sub.Exact))
	for i, r := range sub.Exact {
		exact[i] = dedup.Earlier{ID: r.ID, Doc: uint32(r.Ord)}
	}
	stops := sub.Stops
	b := dedup.Subject{ID: d.ID, Doc: uint32(d.Ord), Text: d.Text, Tokens: textproc.AppendWordHashes(nil, d.Text),
		Stop:   func(s uint32) bool { _, ok := slices.BinarySearch(stops, s); return ok },
		Shared: func(e uint32) []uint32 { return byDoc[e].Samples }}
	for _, r := range f.v.Relate(b, exact, earlier) {
		specific := 0
		if c := byDoc[r.DocA]; c != nil {
			specific = c.Specific
		}
		emit(Relation{A: r.A, B: r.B, OrdA: int64(r.DocA), OrdB: int64(r.DocB), Kind: r.Kind.String(), Jaccard: r.Jaccard,
			ContA: r.ContainedAInB, ContB: r.ContainedBInA, Passages: r.Passages, Longest: r.Longest, Shared: r.Shared,
			Holds: dedup.HoldsWith(r, specific)})
	}
}

// copyingEdges are the copying relations that hold, both ways.
func copyingEdges(r Relation, emit func(int64, int64)) {
	if dedup.ParseKind(r.Kind).Copying() && r.Holds {
		emit(r.OrdA, r.OrdB)
		emit(r.OrdB, r.OrdA)
	}
}

// components labels each article of an edge with the least article of
// its connected component: rounds of min-label propagation, then a
// union-find over the pairs of labels that still disagree (few, once
// the labels have spread over each component's diameter in rounds).
func components(s beam.Scope, edges beam.PCollection, rounds int) beam.PCollection {
	labels := beam.ParDo(s, minNeighbour, beam.GroupByKey(s, edges))
	for range rounds {
		labels = beam.CombinePerKey(s, minInt64, beam.ParDo(s, propagate, beam.CoGroupByKey(s, edges, labels)))
	}
	// For each edge u→v, v learns label(u); where it differs from
	// label(v), the two labels are one component.
	told := beam.ParDo(s, labelOfEdge, beam.CoGroupByKey(s, edges, labels))
	left := beam.ParDo(s, residual, beam.CoGroupByKey(s, told, labels))
	return beam.ParDo(s, &resolveFn{}, beam.CoGroupByKey(s, labels), beam.SideInput{Input: left})
}

func minNeighbour(u int64, vs func(*int64) bool, emit func(int64, int64)) {
	m := u
	var v int64
	for vs(&v) {
		m = min(m, v)
	}
	emit(u, m)
}

func propagate(u int64, vs func(*int64) bool, labels func(*int64) bool, emit func(int64, int64)) {
	l := u
	var x int64
	for labels(&x) {
		l = min(l, x)
	}
	emit(u, l)
	var v int64
	for vs(&v) {
		emit(v, l)
	}
}

func minInt64(a, b int64) int64 { return min(a, b) }

func labelOfEdge(u int64, vs func(*int64) bool, labels func(*int64) bool, emit func(int64, int64)) {
	l := u
	var x int64
	for labels(&x) {
		l = min(l, x)
	}
	var v int64
	for vs(&v) {
		emit(v, l)
	}
}

func residual(v int64, told func(*int64) bool, labels func(*int64) bool, emit func(Edge)) {
	l := v
	var x int64
	for labels(&x) {
		l = min(l, x)
	}
	for told(&x) {
		if x != l {
			emit(Edge{min(x, l), max(x, l)})
		}
	}
}

// resolveFn gives each article the least label of its component; the
// residual pairs are one side input for the whole run, joined once per
// instance.
type resolveFn struct{ least map[int64]int64 }

func (f *resolveFn) ProcessElement(u int64, labels func(*int64) bool, left func(*Edge) bool, emit func(int64, int64)) {
	if f.least == nil {
		var pairs [][2]int64
		var e Edge
		for left(&e) {
			pairs = append(pairs, [2]int64{e.U, e.V})
		}
		f.least = leastOfComponents(pairs)
	}
	l := u
	var x int64
	for labels(&x) {
		l = min(l, x)
	}
	if m, ok := f.least[l]; ok {
		l = m
	}
	emit(u, l)
}

// leastOfComponents maps each key of pairs to the least key of its
// connected component.
func leastOfComponents[K cmp.Ordered](pairs [][2]K) map[K]K {
	pos := map[K]int{}
	var names []K
	for _, p := range pairs {
		for _, k := range p {
			if _, ok := pos[k]; !ok {
				pos[k] = len(names)
				names = append(names, k)
			}
		}
	}
	sets := unionfind.New(len(names))
	for _, p := range pairs {
		sets.Join(pos[p[0]], pos[p[1]])
	}
	least := make([]K, len(names)) // by set: its least key
	for i := range least {
		least[i] = names[i]
	}
	for i, k := range names {
		if r := sets.Find(i); k < least[r] {
			least[r] = k
		}
	}
	out := make(map[K]K, len(names))
	for i, k := range names {
		out[k] = least[sets.Find(i)]
	}
	return out
}

func refByComponent(ord int64, docs func(*Doc) bool, comps func(*int64) bool, emit func(int64, Member)) {
	var d Doc
	var c int64
	if docs(&d) && comps(&c) {
		emit(c, memberOf(d))
	}
}

// dateOfMember emits the date of a dated member of a syndication group,
// keyed by the group.
func dateOfMember(_ int64, docs func(*Doc) bool, comps func(*int64) bool, emit func(int64, string)) {
	var d Doc
	var c int64
	if docs(&d) && comps(&c) && d.Date != "" {
		emit(c, d.Date)
	}
}

// groupDays gives each undated member of a group with dated members the
// group's earliest date, by which it is sent to a story window: copies of
// one text are one story, and an undated copy goes where its dated copies
// are clustered.
func groupDays(_ int64, dates func(*string) bool, refs func(*Member) bool, emit func(int64, string)) {
	first := ""
	var d string
	for dates(&d) {
		if first == "" || d < first {
			first = d
		}
	}
	if first == "" {
		return
	}
	var m Member
	for refs(&m) {
		emit(m.Ord, first)
	}
}

// Group is a syndication group as written.
type Group struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	// Outlets published its articles, in the order they first appear.
	Outlets  []string `json:"outlets"`
	Articles []string `json:"articles"`
}

func groupLine(_ int64, members func(*Member) bool, emit func(string)) {
	all := sortedMembers(members)
	if len(all) < 2 {
		return
	}
	g := Group{ID: all[0].ID, Title: titleOf(all), Outlets: []string{}}
	for _, m := range all {
		g.Articles = append(g.Articles, m.ID)
		if m.Source != "" && !slices.Contains(g.Outlets, m.Source) {
			g.Outlets = append(g.Outlets, m.Source)
		}
	}
	emit(jsonLine(g))
}

// titleOf names a group or story as the single binary does.
func titleOf(ms []Member) string {
	arts := make([]*article.Article, len(ms))
	for i, m := range ms {
		arts[i] = &article.Article{ID: m.ID, Title: m.Title, TitleDerived: m.TitleDerived, Date: m.Date, Catchline: m.Catchline}
	}
	return engine.StoryTitle(arts)
}

func sortedRefs(refs func(*Ref) bool) []Ref {
	var all []Ref
	var r Ref
	for refs(&r) {
		all = append(all, r)
	}
	slices.SortFunc(all, func(a, b Ref) int { return cmp.Compare(a.Ord, b.Ord) })
	return all
}

func sortedMembers(members func(*Member) bool) []Member {
	var all []Member
	var m Member
	for members(&m) {
		all = append(all, m)
	}
	slices.SortFunc(all, func(a, b Member) int { return cmp.Compare(a.Ord, b.Ord) })
	return all
}

// copiesOf names, for a copy, what it copies (as engine's stories do).
func copiesOf(r Relation, emit func(int64, string)) {
	if dedup.ParseKind(r.Kind).Copying() && r.Holds {
		emit(r.OrdB, r.A)
	}
}

// storyDocFn makes the story stage's article, with its home window: by
// its date, else its syndication group's (groupDays), else undated.
type storyDocFn struct{ Third int }

func (f *storyDocFn) ProcessElement(ord int64, docs func(*Doc) bool, copies func(*string) bool, groupDay func(*string) bool, emit func(StoryDoc)) {
	var d Doc
	if !docs(&d) {
		return
	}
	var cs []string
	var c string
	for copies(&c) {
		cs = append(cs, c)
	}
	slices.Sort(cs)
	sd := StoryDoc{Ord: d.Ord, Member: memberOf(d), Art: engine.StoryArticle(&article.Article{ID: d.ID, Title: d.Title, TitleDerived: d.TitleDerived, Text: d.Text, Date: d.Date, Catchline: d.Catchline}, cs)}
	day := d.Date
	if g := ""; day == "" && groupDay(&g) {
		day = g
	}
	home, ok := story.HomeWindow(day, f.Third)
	if !ok {
		home = undated
	}
	sd.Home = home
	emit(sd)
}

// windowsOf names the windows a dated article lies in.
func windowsOf(d StoryDoc, emit func(int64)) {
	if d.Home != undated {
		for w := d.Home - 1; w <= d.Home+1; w++ {
			emit(w)
		}
	}
}

// assignWindows sends a dated article to the three windows around its
// day, and an undated one to every window: undated, it is as near in
// time to every story, as in the single machine's clusterer (chooseHome
// then picks one). With no dated article at all, the undated are one
// window of their own.
func assignWindows(d StoryDoc, wins func(*int64) bool, emit func(int64, StoryDoc)) {
	if d.Home != undated {
		for w := d.Home - 1; w <= d.Home+1; w++ {
			emit(w, d)
		}
		return
	}
	any := false
	var w int64
	for wins(&w) {
		emit(w, d)
		any = true
	}
	if !any {
		emit(undated, d)
	}
}

// corpusDocs is the key under which termsOf counts the texts.
const corpusDocs = "\x00docs"

// termsFn counts, once per article, the terms of a
// text for the collection's document frequencies; copies do not count.
// Its clusterer only holds the vocabulary, so each word form is stemmed
// once per instance.
type termsFn struct{ voc *story.Clusterer }

func (f *termsFn) ProcessElement(d StoryDoc, emit func(string, int)) {
	if len(d.Art.Copies) > 0 {
		return
	}
	if f.voc == nil {
		f.voc = story.New()
	}
	emit(corpusDocs, 1)
	for _, t := range f.voc.Terms(d.Art) {
		emit(t, 1)
	}
}

func sumInt(a, b int) int { return a + b }

// clusterFn clusters one window's articles in ingest order, terms
// weighed by the whole collection's frequencies (one side input for the
// run, read once per instance).
type clusterFn struct{ corpus *story.Corpus }

func (f *clusterFn) ProcessElement(w int64, docs func(*StoryDoc) bool, dfs func(*string, *int) bool, emit func(int64, Clustering), piece func(string, Member), offer func(int64, Offer)) {
	if f.corpus == nil {
		f.corpus = &story.Corpus{DF: map[string]int{}}
		var t string
		var n int
		for dfs(&t, &n) {
			if t == corpusDocs {
				f.corpus.Docs = n
			} else {
				f.corpus.DF[t] = n
			}
		}
	}
	var all []StoryDoc
	var d StoryDoc
	for docs(&d) {
		all = append(all, d)
	}
	slices.SortFunc(all, func(a, b StoryDoc) int { return cmp.Compare(a.Ord, b.Ord) })
	arts := make([]story.Article, len(all))
	byID := make(map[string]*StoryDoc, len(all))
	for i := range all {
		// Copies outside the window are not known to its clusterer,
		// as in a store that lacks them.
		arts[i] = all[i].Art
		byID[all[i].Art.ID] = &all[i]
	}
	c := Clustering{W: w}
	cl := story.ClusterIn(arts, f.corpus)
	for s, st := range cl.Stories() {
		m := Members{}
		at := 0
		for _, id := range st.Articles {
			if byID[id].Home == w {
				at++
			}
		}
		for _, id := range st.Articles {
			h := byID[id]
			m.IDs = append(m.IDs, id)
			m.Homes = append(m.Homes, h.Home)
			switch {
			case h.Home == w:
				piece(pieceName(w, s), h.Member)
			case h.Home == undated:
				offer(h.Ord, Offer{W: w, Story: s, AtHome: at, Closeness: cl.Closeness(h.Art), Member: h.Member})
			}
		}
		c.Stories = append(c.Stories, m)
	}
	emit(w, c)
}

// Offer is a window's story that an undated article joined there, and
// how close it is to the story's other members (story.Closeness).
type Offer struct {
	W         int64
	Story     int
	AtHome    int // members at home in W
	Closeness float64
	Member    Member
}

// chooseHome puts an undated article in the piece of the story it joined
// that is best by better: one per window it was clustered in.
func chooseHome(_ int64, offers func(*Offer) bool, emit func(string, Member)) {
	var best Offer
	found := false
	var o Offer
	for offers(&o) {
		if !found || better(o, best) {
			best, found = o, true
		}
	}
	if found {
		emit(pieceName(best.W, best.Story), best.Member)
	}
}

// better orders an undated article's offers: a story that lives in its
// window (members at home there) before one made of visitors only, then
// the closer, then the earlier window.
func better(a, b Offer) bool {
	if (a.AtHome > 0) != (b.AtHome > 0) {
		return a.AtHome > 0
	}
	if a.Closeness != b.Closeness {
		return a.Closeness > b.Closeness
	}
	return a.W < b.W
}

func pieceName(w int64, s int) string { return fmt.Sprintf("%d/%d", w, s) }

// pairKeys sends a window's clustering to the stitch of it and the next
// (key w) and of the one before and it (key w-1).
func pairKeys(w int64, c Clustering, emit func(int64, Clustering)) {
	if w == undated {
		return
	}
	emit(w, c)
	emit(w-1, c)
}

// stitch joins the pieces of windows w and w+1 that are one story.
func stitch(w int64, cs func(*Clustering) bool, emit func(Merge)) {
	var a, b *Clustering
	var c Clustering
	for cs(&c) {
		c := c
		if c.W == w {
			a = &c
		} else {
			b = &c
		}
	}
	if a == nil || b == nil {
		return
	}
	home := map[string]int64{}
	ids := func(c *Clustering) [][]string {
		out := make([][]string, len(c.Stories))
		for i, m := range c.Stories {
			out[i] = m.IDs
			for k, id := range m.IDs {
				home[id] = m.Homes[k]
			}
		}
		return out
	}
	sa, sb := ids(a), ids(b)
	for _, m := range story.StitchPair(w, sa, sb, func(id string) int64 { return home[id] }) {
		emit(Merge{pieceName(m[0].Window, m[0].Story), pieceName(m[1].Window, m[1].Story)})
	}
}

// pieceFn names each article's story: the least piece joined with its
// piece (the merges are one side input, joined once per instance).
type pieceFn struct{ least map[string]string }

func (f *pieceFn) ProcessElement(p string, ref Member, merges func(*Merge) bool, emit func(string, Member)) {
	if f.least == nil {
		var pairs [][2]string
		var m Merge
		for merges(&m) {
			pairs = append(pairs, [2]string{m.A, m.B})
		}
		f.least = leastOfComponents(pairs)
	}
	if l, ok := f.least[p]; ok {
		p = l
	}
	emit(p, ref)
}

// StoryLine is a story as written.
type StoryLine struct {
	ID       string   `json:"id"`
	Title    string   `json:"title"`
	First    string   `json:"first,omitempty"`
	Last     string   `json:"last,omitempty"`
	Articles []string `json:"articles"`
}

func storyLine(_ string, members func(*Member) bool, emit func(string)) {
	all := sortedMembers(members)
	if len(all) == 0 {
		return
	}
	st := StoryLine{ID: all[0].ID, Title: titleOf(all)}
	for _, m := range all {
		st.Articles = append(st.Articles, m.ID)
		if m.Date != "" {
			if st.First == "" || m.Date < st.First {
				st.First = m.Date
			}
			st.Last = max(st.Last, m.Date)
		}
	}
	emit(jsonLine(st))
}

func relationLine(r Relation, emit func(string)) { emit(jsonLine(r)) }

func jsonLine(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // our own types
	}
	return string(b)
}

// WriteShards writes lines as shards files named
// prefix-SSSSS-of-NNNNN.jsonl, each by one worker, lines sorted.
func WriteShards(s beam.Scope, prefix string, shards int, lines beam.PCollection) {
	s = s.Scope("write " + prefix)
	keyed := beam.ParDo(s, &shardFn{Shards: shards}, lines)
	beam.ParDo0(s, &shardWriter{Prefix: prefix, Shards: shards}, beam.GroupByKey(s, keyed))
}

// shardFn keys a line by its shard.
type shardFn struct{ Shards int }

func (f *shardFn) ProcessElement(line string, emit func(int, string)) {
	h := fnv.New32a()
	h.Write([]byte(line))
	emit(int(h.Sum32()%uint32(max(1, f.Shards))), line)
}

type shardWriter struct {
	Prefix string
	Shards int
}

// ProcessElement writes one shard.
func (w *shardWriter) ProcessElement(ctx context.Context, shard int, lines func(*string) bool) error {
	var all []string
	var l string
	for lines(&l) {
		all = append(all, l)
	}
	slices.Sort(all)
	name := fmt.Sprintf("%s-%05d-of-%05d.jsonl", w.Prefix, shard, max(1, w.Shards))
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return err
	}
	defer fs.Close()
	wc, err := fs.OpenWrite(ctx, name)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(wc)
	for _, l := range all {
		bw.WriteString(l)
		bw.WriteByte('\n')
	}
	if err := bw.Flush(); err != nil {
		wc.Close()
		return err
	}
	log.Debugf(ctx, "wrote %s: %d lines", name, len(all))
	return wc.Close()
}
