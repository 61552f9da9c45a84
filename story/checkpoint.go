package story

// Checkpoint. A writer that opens a store goes on placing articles from
// the online clusterer's state. Restore rebuilds that state from every
// text, which at a million articles is minutes of reading and counting;
// a checkpoint is the state itself, written by a process that placed
// articles when it ends (Save) and read by the next one (Load), which
// then places the next article exactly as the process that wrote it
// would have.
//
// What is saved is what placing reads: the vocabulary (each term's
// stem, in the order terms were numbered, and the anchors' keys), the
// document frequencies, each story's articles, span, dated times,
// centroid and anchor vector, and where each catch-line's latest take
// went. What is derived from those is rebuilt on
// Load: the inverted index of stories (relist), the story of each
// article, the word forms already stemmed. The format is a version line
// and then varints and float64 bits; it is read by this package only,
// and a checkpoint of another version is refused (the caller restores
// from the texts instead).

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"time"
)

const checkpointVersion = "storywire clusterer 3\n"

// Save writes the clusterer's state to w.
func (c *Clusterer) Save(w io.Writer) error {
	e := &encoder{w: bufio.NewWriterSize(w, 1<<16)}
	e.w.WriteString(checkpointVersion)
	e.float(c.Threshold)
	e.int(int64(c.docs))
	e.int(int64(c.adds))
	e.str(c.main)
	e.int(int64(len(c.langs)))
	for _, l := range slices.Sorted(maps.Keys(c.langs)) {
		e.str(l)
		e.int(int64(c.langs[l]))
	}
	e.int(int64(len(c.voc.stems)))
	for _, s := range c.voc.stems {
		e.str(s)
	}
	e.int(int64(len(c.df)))
	for _, n := range c.df {
		e.int(int64(n))
	}
	keys := make([]string, len(c.voc.anchors)+1)
	for k, id := range c.voc.anchors {
		keys[id] = k
	}
	e.int(int64(len(c.voc.anchors)))
	for _, k := range keys[1:] {
		e.str(k)
	}
	e.int(int64(len(c.stories)))
	for _, st := range c.stories {
		e.int(int64(st.ID))
		e.int(int64(len(st.Articles)))
		for _, id := range st.Articles {
			e.str(id)
		}
		e.time(st.First)
		e.time(st.Last)
		e.int(int64(len(st.times)))
		for _, u := range st.times {
			e.int(u)
		}
		e.float(st.norm2)
		e.int(int64(len(st.centroid.ts)))
		for i, t := range st.centroid.ts {
			e.int(int64(t))
			e.float(st.centroid.ws[i])
		}
		e.int(int64(len(st.anchors)))
		for _, a := range slices.Sorted(maps.Keys(st.anchors)) {
			e.int(int64(a))
			e.float(st.anchors[a])
		}
	}
	e.int(int64(len(c.wire)))
	for _, k := range slices.Sorted(maps.Keys(c.wire)) {
		e.str(k)
		e.int(int64(c.wire[k].story))
		e.int(c.wire[k].at)
	}
	if e.err != nil {
		return e.err
	}
	return e.w.Flush()
}

// Load reads a clusterer saved by Save.
func Load(r io.Reader) (*Clusterer, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	line, err := br.ReadString('\n')
	if err != nil || line != checkpointVersion {
		return nil, fmt.Errorf("not a clusterer checkpoint of this version (%q)", line)
	}
	d := &decoder{r: br}
	c := New()
	c.Threshold = d.float()
	c.docs = d.count()
	c.adds = d.count()
	c.main = d.str()
	for n := d.count(); n > 0 && d.err == nil; n-- {
		l := d.str()
		c.langs[l] = d.count()
	}
	for i, n := 0, d.count(); i < n && d.err == nil; i++ {
		s := d.str()
		c.voc.stems = append(c.voc.stems, s)
		c.voc.ids[s] = term(i)
	}
	for n := d.count(); n > 0 && d.err == nil; n-- {
		c.df = append(c.df, int32(d.int()))
	}
	for i, n := 0, d.count(); i < n && d.err == nil; i++ {
		c.voc.anchors[d.str()] = int32(i + 1)
	}
	for i, n := 0, d.count(); i < n && d.err == nil; i++ {
		st := &Story{ID: d.count()}
		for n := d.count(); n > 0 && d.err == nil; n-- {
			id := d.str()
			st.Articles = append(st.Articles, id)
			c.storyOf[id] = i
		}
		st.First, st.Last = d.time(), d.time()
		for n := d.count(); n > 0 && d.err == nil; n-- {
			st.times = append(st.times, d.int())
		}
		st.norm2 = d.float()
		for n := d.count(); n > 0 && d.err == nil; n-- {
			t := d.int()
			if t < 0 || t >= int64(len(c.voc.stems)) || len(st.centroid.ts) > 0 && term(t) <= st.centroid.ts[len(st.centroid.ts)-1] {
				d.fail(errors.New("a centroid's terms out of the vocabulary or out of order"))
				break
			}
			st.centroid.ts = append(st.centroid.ts, term(t))
			st.centroid.ws = append(st.centroid.ws, d.float())
		}
		if n := d.count(); n > 0 {
			st.anchors = map[int32]float64{}
			for ; n > 0 && d.err == nil; n-- {
				a := int32(d.int())
				st.anchors[a] = d.float()
			}
		}
		if d.err != nil {
			break
		}
		if st.ID != i {
			d.fail(fmt.Errorf("story %d saved at position %d", st.ID, i))
			break
		}
		c.stories = append(c.stories, st)
	}
	for n := d.count(); n > 0 && d.err == nil; n-- {
		k, s, at := d.str(), d.int(), d.int()
		if s < 0 || s >= int64(len(c.stories)) {
			d.fail(fmt.Errorf("a catch-line's take in story %d of %d", s, len(c.stories)))
			break
		}
		c.wire[k] = wireTake{int(s), at}
	}
	if d.err != nil {
		return nil, fmt.Errorf("read a clusterer checkpoint: %w", d.err)
	}
	for _, st := range c.stories {
		c.relist(st, st.periods())
	}
	return c, nil
}

type encoder struct {
	w   *bufio.Writer
	buf [binary.MaxVarintLen64]byte
	err error
}

func (e *encoder) int(v int64) {
	if _, err := e.w.Write(e.buf[:binary.PutVarint(e.buf[:], v)]); err != nil && e.err == nil {
		e.err = err
	}
}

func (e *encoder) float(f float64) {
	binary.LittleEndian.PutUint64(e.buf[:8], math.Float64bits(f))
	if _, err := e.w.Write(e.buf[:8]); err != nil && e.err == nil {
		e.err = err
	}
}

func (e *encoder) str(s string) {
	e.int(int64(len(s)))
	if _, err := e.w.WriteString(s); err != nil && e.err == nil {
		e.err = err
	}
}

// time is a time as Unix nanoseconds, the zero time as 0 with a flag.
func (e *encoder) time(t time.Time) {
	if t.IsZero() {
		e.int(0)
		return
	}
	e.int(1)
	e.int(t.Unix())
	e.int(int64(t.Nanosecond()))
}

type decoder struct {
	r   *bufio.Reader
	err error
}

func (d *decoder) fail(err error) {
	if d.err == nil {
		d.err = err
	}
}

func (d *decoder) int() int64 {
	if d.err != nil {
		return 0
	}
	v, err := binary.ReadVarint(d.r)
	if err != nil {
		d.fail(unexpected(err))
	}
	return v
}

// count is a non-negative int of a sane size: a length or a count.
func (d *decoder) count() int {
	v := d.int()
	if v < 0 || v > 1<<32 {
		d.fail(fmt.Errorf("a count of %d", v))
		return 0
	}
	return int(v)
}

func (d *decoder) float() float64 {
	if d.err != nil {
		return 0
	}
	var b [8]byte
	if _, err := io.ReadFull(d.r, b[:]); err != nil {
		d.fail(unexpected(err))
		return 0
	}
	return math.Float64frombits(binary.LittleEndian.Uint64(b[:]))
}

func (d *decoder) str() string {
	n := d.count()
	if d.err != nil || n == 0 {
		return ""
	}
	if n > 1<<24 {
		d.fail(fmt.Errorf("a string of %d bytes", n))
		return ""
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(d.r, b); err != nil {
		d.fail(unexpected(err))
		return ""
	}
	return string(b)
}

func (d *decoder) time() time.Time {
	if d.int() == 0 {
		return time.Time{}
	}
	sec, nsec := d.int(), d.int()
	return time.Unix(sec, nsec).UTC()
}

func unexpected(err error) error {
	if errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}
