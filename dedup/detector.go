package dedup

import (
	"encoding/binary"
	"slices"

	"github.com/storywire/storywire/textproc"
)

// Detector finds the relations of each article to those added before it.
// Articles are numbered 0, 1, 2, … in the order they are added (Add) or
// restored (Restore). It keeps in memory the index, the ids and the token
// sequences of the articles added in this process; the tokens of restored
// articles are fetched through Load when a candidate needs verifying.
// With Load set, KeepTokens bounds the token sequences held: those of the
// articles added or loaded last, as copies mostly follow their source
// closely, so that memory does not grow with the collection by the
// length of every text.
type Detector struct {
	// Load returns the text of a restored article (by number). It is
	// needed only when articles were restored or KeepTokens is set.
	Load func(doc uint32) (string, error)
	// KeepTokens, when positive and Load is set, is the most articles
	// whose token sequences are held; older ones are loaded again when
	// a candidate needs them.
	KeepTokens int
	held       []uint32            // a ring of the docs holding tokens (with KeepTokens)
	fetched    map[uint32][]uint32 // tokens of the Batch in use, by doc
	signed     []signedText        // the texts the Batch in use signed, for the Adds to come, in order
	next       int                 // the ring's oldest once full

	index  *Index
	ids    []string
	tokens [][]uint32
	// exact holds the first article of each body hash, and more the
	// later ones of a hash, up to maxExact in all: most texts have no
	// exact copy, and a map of slices would weigh a slice an article.
	exact map[uint64]uint32
	more  map[uint64][]uint32
	ver   Verifier
	// isStop tells a stop-sample under the threshold stopAt (set by Add):
	// made once, so that Add allocates no closure.
	isStop   func(uint32) bool
	stopAt   int
	sharedOf func(uint32) []uint32 // sharedWith of hits
	// scratch of Add
	cands   []Candidate
	hits    []uint64
	earlier []Earlier
	exacts  []Earlier
	words   []uint32 // an article's tokens before they are kept
	same    []uint32 // the articles of its body hash
}

// NewDetector returns an empty detector.
func NewDetector() *Detector {
	d := &Detector{index: NewIndex(), exact: map[uint64]uint32{}, more: map[uint64][]uint32{}}
	d.isStop = func(s uint32) bool { return d.index.IsStop(s, d.stopAt) }
	d.sharedOf = func(doc uint32) []uint32 { return sharedWith(d.hits, doc) }
	return d
}

// Len is the number of articles added or restored.
func (d *Detector) Len() int { return len(d.ids) }

// ID returns the id of article doc.
func (d *Detector) ID(doc uint32) string { return d.ids[doc] }

// Index is the detector's sample index.
func (d *Detector) Index() *Index { return d.index }

// Restore adds an article from its stored sketch without verifying it
// against the others (it was, when it was first added).
func (d *Detector) Restore(id string, hash [32]byte, sk Sketch) {
	doc := uint32(len(d.ids))
	d.ids = append(d.ids, id)
	d.tokens = append(d.tokens, nil)
	d.keepExact(binary.LittleEndian.Uint64(hash[:]), doc)
	d.index.Add(doc, sk.Samples)
}

// keepExact notes doc as an article of body hash h.
func (d *Detector) keepExact(h uint64, doc uint32) {
	if _, ok := d.exact[h]; !ok {
		d.exact[h] = doc
	} else if len(d.more[h]) < maxExact-1 {
		d.more[h] = append(d.more[h], doc)
	}
}

// sameHash appends to dst the articles kept with body hash h, in order.
func (d *Detector) sameHash(dst []uint32, h uint64) []uint32 {
	if first, ok := d.exact[h]; ok {
		dst = append(dst, first)
		dst = append(dst, d.more[h]...)
	}
	return dst
}

// Add adds an article (hash: of its normalized body) and returns its
// sketch and its relations to the articles added before it. The error is
// from Load.
func (d *Detector) Add(id string, hash [32]byte, text string) (Sketch, []Relation, error) {
	doc := uint32(len(d.ids))
	toks, sk := d.sign(text)
	h := binary.LittleEndian.Uint64(hash[:])
	d.same = d.sameHash(d.same[:0], h)
	exact := ExactOf(d.same)
	d.hits = d.hits[:0]
	d.cands = d.index.Candidates(sk.Samples, MinShared(len(sk.Samples)), d.cands[:0], &d.hits)
	slices.Sort(d.hits)
	d.earlier = d.earlier[:0]
	for _, c := range TopCandidates(d.cands, exact) {
		other, err := d.tokensOf(c.Doc)
		if err != nil {
			return sk, nil, err
		}
		d.earlier = append(d.earlier, Earlier{ID: d.ids[c.Doc], Doc: c.Doc, Tokens: other})
	}
	d.exacts = d.exacts[:0]
	for _, e := range exact {
		d.exacts = append(d.exacts, Earlier{ID: d.ids[e], Doc: e})
	}
	d.stopAt = d.index.StopDF()
	rels := d.ver.Relate(Subject{ID: id, Doc: doc, Text: text, Tokens: toks, Stop: d.isStop, Shared: d.sharedOf}, d.exacts, d.earlier)
	d.ids = append(d.ids, id)
	d.tokens = append(d.tokens, nil)
	d.hold(doc, toks)
	d.keepExact(h, doc)
	d.index.Add(doc, sk.Samples)
	return sk, rels, nil
}

// Batch is what Plan prepares for the Adds of a batch of texts, to be
// made in the same order: each text's word hashes and sketch, and the
// tokens of the earlier articles they may verify a pair with: those the
// detector holds, and the others once the caller has read them (Read).
// Reading many texts at once, in the store's order, costs a fraction of
// a read each once the store is far larger than its cache, and it may
// be done on another goroutine while the detector adds the batch
// before: a Batch is touched by nothing else until Use.
type Batch struct {
	signed  []signedText
	cands   []uint32            // every candidate, in order
	fetched map[uint32][]uint32 // tokens held or read, by doc
	words   []uint32            // scratch of Read
}

// Plan signs texts and lists the earlier candidates each has in the
// index as it is now (Batch.Candidates), keeping the tokens of those
// held; the others are to be read (Batch.Want). What a Batch holds is
// bounded by the verifications the texts may ask for (maxVerify each);
// a candidate it misses (one of the batch's own, or one that an index
// changed by the Adds before ranks higher) is loaded by Add through
// Load, as without it.
func (d *Detector) Plan(texts []string) *Batch {
	b := &Batch{signed: make([]signedText, len(texts)), fetched: map[uint32][]uint32{}}
	for i, text := range texts {
		toks, sk := d.signNew(text)
		b.signed[i] = signedText{text, toks, sk}
		d.cands = d.index.Candidates(sk.Samples, MinShared(len(sk.Samples)), d.cands[:0], nil)
		for _, c := range TopCandidates(d.cands, nil) {
			// A candidate held now keeps its tokens in the batch: the Adds
			// before the batch's may let go of it.
			if t := d.tokens[c.Doc]; t != nil {
				b.fetched[c.Doc] = t
			}
			b.cands = append(b.cands, c.Doc)
		}
	}
	slices.Sort(b.cands)
	b.cands = slices.Compact(b.cands)
	return b
}

// Want returns the articles whose texts the batch asks for, in order:
// the candidates whose tokens it has not.
func (b *Batch) Want() []uint32 {
	var want []uint32
	for _, c := range b.cands {
		if b.fetched[c] == nil {
			want = append(want, c)
		}
	}
	return want
}

// Candidates returns every article the batch's texts may verify a pair
// with, in order: Want and those the detector holds.
func (b *Batch) Candidates() []uint32 { return b.cands }

// Read gives the batch the text of article doc, one of Want (or of
// Candidates: one it holds already is left as it is).
func (b *Batch) Read(doc uint32, text string) {
	if b.fetched[doc] != nil {
		return
	}
	b.words = textproc.AppendWordHashes(b.words[:0], text)
	b.fetched[doc] = slices.Clone(b.words) // one allocation of the size kept
}

// Use makes b the batch the next Adds take their texts' signs and their
// candidates' tokens from, until the next Use; Use(nil) lets go of it.
func (d *Detector) Use(b *Batch) {
	d.fetched, d.signed = nil, nil
	if b != nil {
		d.fetched, d.signed = b.fetched, b.signed
		b.words = nil
	}
}

// signedText is a text Plan hashed and signed for its Add.
type signedText struct {
	text string
	toks []uint32
	sk   Sketch
}

// sign returns the word hashes of text (a slice of its own) and its
// sketch: those Plan made of it when text is the next of its batch's texts,
// made now otherwise.
func (d *Detector) sign(text string) ([]uint32, Sketch) {
	// Texts the batch had that are not added (an article already stored)
	// are passed over.
	for len(d.signed) > 1 && d.signed[0].text != text {
		d.signed[0] = signedText{}
		d.signed = d.signed[1:]
	}
	if len(d.signed) > 0 && d.signed[0].text == text {
		p := d.signed[0]
		d.signed[0] = signedText{}
		d.signed = d.signed[1:]
		return p.toks, p.sk
	}
	return d.signNew(text)
}

// signNew hashes text into scratch and keeps an exact copy (one
// allocation of the size kept, where growing from nil would allocate a
// dozen times), and signs it.
func (d *Detector) signNew(text string) ([]uint32, Sketch) {
	d.words = textproc.AppendWordHashes(d.words[:0], text)
	toks := slices.Clone(d.words)
	return toks, Sign(toks)
}

// hold keeps the tokens of doc, letting go of the oldest held beyond
// KeepTokens.
func (d *Detector) hold(doc uint32, toks []uint32) {
	d.tokens[doc] = toks
	if d.KeepTokens <= 0 || d.Load == nil {
		return
	}
	if len(d.held) < d.KeepTokens {
		d.held = append(d.held, doc)
		return
	}
	// A doc loaded again may stand in the ring twice; its first place
	// lets it go early, and it is loaded again if needed.
	d.tokens[d.held[d.next]] = nil
	d.held[d.next] = doc
	d.next = (d.next + 1) % d.KeepTokens
}

// Boilerplate returns a flag per token of text (toks as
// textproc.AppendWordHashes gives them) set on tokens inside text that
// many unrelated articles of the index carry: a site's footer, a cookie
// notice.
func (d *Detector) Boilerplate(text string, toks []uint32) []bool {
	d.stopAt = d.index.StopDF()
	return boilerFlags(d.ver.marks(text, toks, d.isStop))
}

// Boilerplate is Detector.Boilerplate without a detector: n is the
// number of articles indexed and df(s) the number carrying sample s,
// which may be 0 for a sample carried by MinStopDF or fewer (no such
// sample is a stop-sample). A reader that keeps the frequent samples
// sees boilerplate as the detector does without loading its index.
func Boilerplate(text string, toks []uint32, n int, df func(uint32) int) []bool {
	var v Verifier
	stop := StopDFAt(n)
	return boilerFlags(v.marks(text, toks, func(s uint32) bool { return df(s) > stop }))
}

func boilerFlags(marks []uint8) []bool {
	out := make([]bool, len(marks))
	for i, m := range marks {
		out[i] = m&boilerMarks != 0
	}
	return out
}

// sharedWith returns the samples of the sorted hits (doc<<32 | sample)
// that match doc.
func sharedWith(hits []uint64, doc uint32) []uint32 {
	i, _ := slices.BinarySearch(hits, uint64(doc)<<32)
	var out []uint32
	for ; i < len(hits) && uint32(hits[i]>>32) == doc; i++ {
		out = append(out, uint32(hits[i]))
	}
	return out
}

// Holds reports whether a relation still stands on text specific to the
// two articles: at least two of the samples it was found through (one for
// very short texts) are not stop-samples now. A relation found early in a
// stream through a site's boilerplate, before the boilerplate was common
// enough to be recognised, stops holding once it is. Exact copies always
// hold.
func (d *Detector) Holds(r Relation) bool {
	return HoldsWith(r, d.index.Specific(r.Shared))
}

// Tokens returns the word hashes of article doc (textproc's
// AppendWordHashes of its text) when the detector holds them, or the
// Batch in use read them; nil otherwise. They are the detector's own:
// read them, never change them.
func (d *Detector) Tokens(doc uint32) []uint32 {
	if int(doc) < len(d.tokens) && d.tokens[doc] != nil {
		return d.tokens[doc]
	}
	return d.fetched[doc]
}

func (d *Detector) tokensOf(doc uint32) ([]uint32, error) {
	if t := d.tokens[doc]; t != nil {
		return t, nil
	}
	if t, ok := d.fetched[doc]; ok {
		d.hold(doc, t)
		return t, nil
	}
	text, err := d.Load(doc)
	if err != nil {
		return nil, err
	}
	t := textproc.AppendWordHashes(nil, text)
	d.hold(doc, t)
	return t, nil
}
