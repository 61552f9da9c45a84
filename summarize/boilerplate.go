package summarize

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Boilerplate is what sites print around their articles, in words a
// summary could take for a sentence: "Click to email this to a friend",
// a newsletter pitch, a web archive's crawl notice. Within one story it
// looks like any other sentence of one source; across a collection it
// gives itself away by recurring in stories that have nothing else in
// common. A sentence found in the articles of BoilerplateStories or
// more stories is boilerplate, and no summary takes it.
//
// Two stories are not enough: an article filed under two stories, or a
// story the clusterer split in two, would lose its own sentences. The
// count is of whole sentences as the summarizer splits them, folded to
// lower case; boilerplate inside a sentence is left to the extraction of
// the article (article.ReadHTML) and to the dedup stage.
type Boilerplate struct {
	// seen maps a sentence's hash to the number of distinct stories it
	// was found in (counted up to BoilerplateStories, low 2 bits) and the
	// first two of them (31-bit story hashes above): 8 bytes a sentence.
	seen map[uint64]uint64
	// recurring counts the sentences that have reached
	// BoilerplateStories: while it stays, no Has answer has changed.
	recurring int
	// changed, when tracking (TrackChanges), lists the sentences whose
	// count changed since the last Changed.
	track   bool
	changed []uint64
}

// BoilerplateStories is the number of stories a sentence must recur in
// to be boilerplate.
const BoilerplateStories = 3

// NewBoilerplate returns an empty collection.
func NewBoilerplate() *Boilerplate {
	return &Boilerplate{seen: map[uint64]uint64{}}
}

// Add counts the sentences of an article of the given story. Only the
// sentences a summary could take are kept.
func (b *Boilerplate) Add(story, text string) {
	s := hashString(story) & (1<<31 - 1)
	for _, t := range sentenceTexts(text) {
		if kindOf(t, nil) == notTaken {
			continue
		}
		k := hashFolded(t)
		e := b.seen[k]
		n, s1, s2 := e&3, e>>2&(1<<31-1), e>>33
		switch {
		case n >= BoilerplateStories || n >= 1 && s1 == s || n >= 2 && s2 == s:
			continue
		case n == 0:
			b.seen[k] = 1 | s<<2
		case n == 1:
			b.seen[k] = 2 | s1<<2 | s<<33
		default:
			b.seen[k] = 3 | s1<<2 | s2<<33
		}
		if b.seen[k]&3 == BoilerplateStories {
			b.recurring++
		}
		if b.track {
			b.changed = append(b.changed, k)
		}
	}
}

// TrackChanges makes b remember the sentences whose counts Add changes,
// for Changed: what a store keeping the counts writes after a batch.
func (b *Boilerplate) TrackChanges() { b.track = true }

// Changed returns the hashes of the sentences whose counts changed
// since the last call (with TrackChanges), each once, and forgets them.
func (b *Boilerplate) Changed() []uint64 {
	out := b.changed
	b.changed = nil
	slices.Sort(out)
	return slices.Compact(out)
}

// Count returns a sentence's count as a store keeps it (the number of
// stories and the first two of them, packed), 0 when never counted.
func (b *Boilerplate) Count(hash uint64) uint64 { return b.seen[hash] }

// Restore sets a sentence's count to what Count gave: a collection
// brought back from a store.
func (b *Boilerplate) Restore(hash, count uint64) {
	if b.seen[hash]&3 >= BoilerplateStories {
		b.recurring--
	}
	b.seen[hash] = count
	if count&3 >= BoilerplateStories {
		b.recurring++
	}
}

// Recurring returns the number of sentences Has calls boilerplate; it
// changes whenever an answer of Has does, so a summary made while it
// stood still is still the summary.
func (b *Boilerplate) Recurring() int {
	if b == nil {
		return 0
	}
	return b.recurring
}

// Has reports whether sentence (as the summarizer splits it) recurs in
// BoilerplateStories stories or more. A nil Boilerplate has nothing.
func (b *Boilerplate) Has(sentence string) bool {
	if b == nil {
		return false
	}
	return b.seen[hashFolded(sentence)]&3 >= BoilerplateStories
}

// AppendRecurring appends to dst the hashes of the sentences Has calls
// boilerplate, in no order: what a store keeps for its readers.
func (b *Boilerplate) AppendRecurring(dst []uint64) []uint64 {
	for k, e := range b.seen {
		if e&3 >= BoilerplateStories {
			dst = append(dst, k)
		}
	}
	return dst
}

// MarkRecurring makes Has call the sentences with the given hashes (as
// AppendRecurring gives them) boilerplate: a reader's collection, made
// from what a store keeps.
func (b *Boilerplate) MarkRecurring(hashes ...uint64) {
	for _, k := range hashes {
		if b.seen[k]&3 < BoilerplateStories {
			b.seen[k] = BoilerplateStories
			b.recurring++
		}
	}
}

// Len is the number of distinct sentences counted.
func (b *Boilerplate) Len() int { return len(b.seen) }

// hashFolded is the 64-bit FNV-1a hash of strings.ToLower(s), computed
// in place for ASCII text (the common case: no lowered copy, no hasher
// on the heap).
func hashFolded(s string) uint64 {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return hashString(strings.ToLower(s))
		}
	}
	h := uint64(fnvOffset)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		h = (h ^ uint64(c)) * fnvPrime
	}
	return h
}

// hashString is the 64-bit FNV-1a hash of s.
func hashString(s string) uint64 {
	h := uint64(fnvOffset)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * fnvPrime
	}
	return h
}

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)
