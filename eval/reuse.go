package eval

// Text reuse in the METER layout: wire (PA) texts and the newspaper texts
// written from them, each newspaper text labelled by a journalist as
// wholly, partially or non-derived from the wire copy of its story.
//
// A system is scored on the labels alone: every newspaper text gets a
// predicted label, and the scores are binary (derived or not) F1 and the
// three-way macro F1 of Clough et al. (2002). The trigram-containment
// baseline is told which wire texts belong to each story; the system under
// test is not (the caller runs storywire over all the articles and judges
// each newspaper text by its best relation to a wire text of its story,
// which it had to find itself).

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"path/filepath"
	"sort"

	"github.com/storywire/storywire/textproc"
)

// The labels of a newspaper text.
const (
	Wholly     = "wholly-derived"
	Partially  = "partially-derived"
	NonDerived = "non-derived"
)

// ReuseSet is a METER-layout set: articles.jsonl (wire and newspaper
// texts, cluster = story) and labels.jsonl (newspaper id → label).
type ReuseSet struct {
	Articles []ReuseArticle
	Labels   map[string]string // newspaper id → label
}

// ReuseArticle is an article of a ReuseSet.
type ReuseArticle struct {
	ID, Cluster, Source, Date, Title, Text string
	// Wire is true for the wire texts (those without a label).
	Wire bool
}

// ReadReuseSet reads dir/articles.jsonl and dir/labels.jsonl.
func ReadReuseSet(dir string) (*ReuseSet, error) {
	set := &ReuseSet{Labels: map[string]string{}}
	err := readJSONL(filepath.Join(dir, "labels.jsonl"), func(b []byte) error {
		var l struct{ ID, Label string }
		if err := json.Unmarshal(b, &l); err != nil {
			return err
		}
		switch l.Label {
		case Wholly, Partially, NonDerived:
		default:
			return fmt.Errorf("unknown label %q", l.Label)
		}
		set.Labels[l.ID] = l.Label
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = readJSONL(filepath.Join(dir, "articles.jsonl"), func(b []byte) error {
		var a ReuseArticle
		if err := json.Unmarshal(b, &a); err != nil {
			return err
		}
		_, labelled := set.Labels[a.ID]
		a.Wire = !labelled
		set.Articles = append(set.Articles, a)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(set.Labels) == 0 {
		return nil, fmt.Errorf("%s: no labels", dir)
	}
	return set, nil
}

// Half returns the subset of the set whose stories hash to half h (0 or
// 1): a fixed split of the stories, to choose a rule on one half and see
// it hold on the other.
func (s *ReuseSet) Half(h int) *ReuseSet {
	out := &ReuseSet{Labels: map[string]string{}}
	for _, a := range s.Articles {
		f := fnv.New32a()
		f.Write([]byte(a.Cluster))
		if int(f.Sum32()&1) != h {
			continue
		}
		out.Articles = append(out.Articles, a)
		if l, ok := s.Labels[a.ID]; ok {
			out.Labels[a.ID] = l
		}
	}
	return out
}

// Judgment is the predicted label of one newspaper text, with the share
// of it that was found to come from the wire and the wire text it was
// judged against.
type Judgment struct {
	ID, Label, Pred string
	Share           float64
	Source          string // the wire text of the best relation, if any
	Words           int
}

// ReuseScore scores judgments against the labels.
type ReuseScore struct {
	Texts int
	// Binary: derived (wholly or partially) against non-derived.
	Precision, Recall, F1 float64
	// Macro3 is the mean F1 of the three labels.
	Macro3   float64
	PerLabel map[string]float64 // label → F1
	// ShortRecall is the binary recall among derived texts under 100
	// words; Short how many there are.
	ShortRecall float64
	Short       int
	// Confusion[label][pred] counts texts.
	Confusion map[string]map[string]int
}

// ScoreReuse scores the judgments.
func ScoreReuse(js []Judgment) ReuseScore {
	s := ReuseScore{Texts: len(js), PerLabel: map[string]float64{}, Confusion: map[string]map[string]int{}}
	var tp, fp, fn, shortHit int
	for _, j := range js {
		if s.Confusion[j.Label] == nil {
			s.Confusion[j.Label] = map[string]int{}
		}
		s.Confusion[j.Label][j.Pred]++
		truth, pred := j.Label != NonDerived, j.Pred != NonDerived
		switch {
		case truth && pred:
			tp++
		case pred:
			fp++
		case truth:
			fn++
		}
		if truth && j.Words < 100 {
			s.Short++
			if pred {
				shortHit++
			}
		}
	}
	s.Precision, s.Recall, s.F1 = prf(tp, tp+fp, tp, tp+fn)
	for _, l := range []string{Wholly, Partially, NonDerived} {
		var ltp, lfp, lfn int
		for _, j := range js {
			switch {
			case j.Label == l && j.Pred == l:
				ltp++
			case j.Pred == l:
				lfp++
			case j.Label == l:
				lfn++
			}
		}
		_, _, f := prf(ltp, ltp+lfp, ltp, ltp+lfn)
		s.PerLabel[l] = f
		s.Macro3 += f / 3
	}
	if s.Short > 0 {
		s.ShortRecall = float64(shortHit) / float64(s.Short)
	}
	return s
}

// The baseline's thresholds: derived at the published 0.10; wholly at
// the share that best separates wholly from partially derived texts on
// meter-dev.
const (
	BaselineDerived = 0.10
	BaselineWholly  = 0.35
)

// TrigramBaseline judges each newspaper text by the share of its word
// trigrams that occur in the wire texts of its own story (it is told the
// story): derived at derived or more, wholly derived at wholly or more.
// The published figure uses derived = 0.10 on the binary task.
func TrigramBaseline(s *ReuseSet, derived, wholly float64) []Judgment {
	wire := map[string]map[[3]uint32]bool{}
	for _, a := range s.Articles {
		if !a.Wire {
			continue
		}
		set := wire[a.Cluster]
		if set == nil {
			set = map[[3]uint32]bool{}
			wire[a.Cluster] = set
		}
		for _, g := range trigrams(a.Text) {
			set[g] = true
		}
	}
	var out []Judgment
	for _, a := range s.Articles {
		if a.Wire {
			continue
		}
		gs := trigrams(a.Text)
		seen := map[[3]uint32]bool{}
		hit := 0
		for _, g := range gs {
			if seen[g] {
				continue
			}
			seen[g] = true
			if wire[a.Cluster][g] {
				hit++
			}
		}
		share := 0.0
		if len(seen) > 0 {
			share = float64(hit) / float64(len(seen))
		}
		pred := NonDerived
		switch {
		case share >= wholly:
			pred = Wholly
		case share >= derived:
			pred = Partially
		}
		out = append(out, Judgment{ID: a.ID, Label: s.Labels[a.ID], Pred: pred, Share: share,
			Words: textproc.CountWords(a.Text)})
	}
	return out
}

func trigrams(text string) [][3]uint32 {
	w := textproc.AppendWordHashes(nil, text)
	var out [][3]uint32
	for i := 0; i+3 <= len(w); i++ {
		out = append(out, [3]uint32{w[i], w[i+1], w[i+2]})
	}
	return out
}

// Doubtful lists the judgments whose label and share disagree most
// plainly: non-derived texts of which at least share comes from the wire.
// They are listed beside a score, not tuned to.
func Doubtful(js []Judgment, share float64) []Judgment {
	var out []Judgment
	for _, j := range js {
		if j.Label == NonDerived && j.Share >= share {
			out = append(out, j)
		}
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Share > out[b].Share })
	return out
}
