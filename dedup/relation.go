package dedup

// Kind is the relation between two articles.
type Kind uint8

// The relations, strongest first.
const (
	None           Kind = iota
	Exact               // the same text after normalization
	NearDuplicate       // the same text with small edits: ≥ 90% of each side shared
	Contains            // A holds ≥ 90% of B, and has more than 10% of its own
	ContainedBy         // the converse of Contains
	Update              // a later version of one text: substantial shared news text, rewritten
	SharesPassages      // reused passages, none of the above
)

var kindNames = [...]string{None: "none", Exact: "exact", NearDuplicate: "near-duplicate", Contains: "contains",
	ContainedBy: "contained-by", Update: "update", SharesPassages: "shares-passages"}

func (k Kind) String() string { return kindNames[k] }

// Copying reports whether the relation means that one text derives from
// the other (every kind but SharesPassages and None).
func (k Kind) Copying() bool { return k != None && k != SharesPassages }

// Relation is a relation between two articles, with the figures that
// justify it.
type Relation struct {
	A, B       string // article ids; A was added before B
	DocA, DocB uint32 // their numbers in the Detector
	Kind       Kind
	// Jaccard of the word 5-gram sets.
	Jaccard float64
	// ContainedAInB is the fraction of A's words in passages it shares
	// with B; ContainedBInA the converse.
	ContainedAInB, ContainedBInA float64
	// Passages is the number of shared passages, Longest the longest in words.
	Passages, Longest int
	// Shared lists the index samples through which the pair was found
	// (empty for exact copies); see Detector.Holds.
	Shared []uint32
}

// Thresholds of Classify. The labelling rule of the DUC 2003 pairs
// (../shared/data/duc2003/NEARDUP.md) says "about 90%"; coverage by
// passages of at least MinRun words loses a few words around each edit,
// hence 0.87.
const (
	nearDupShare = 0.87 // both sides at least this much shared
	containShare = 0.87 // the contained side at least this much shared
	updateLead   = 0.3  // an update shares this much of the lead of one side …
	updateMin    = 0.2  // … and this much of the shorter text,
	updateShare  = 0.6  // or this much of the shorter text anywhere
	exactSlack   = 6    // words (a transmission line) an exact copy may add at an end
	// copiedQuotations is how many quotations an update may share
	// without other text of its own: a report quotes one or two of
	// a speaker's sentences, a copy keeps the quotations of its source.
	copiedQuotations = 3
)

// Classify names the relation shown by an overlap.
func Classify(o Overlap) Kind {
	if o.Longest < 2*MinRun && o.CoveredA < 3*MinRun {
		return None
	}
	ca, cb := o.ContainedA(), o.ContainedB()
	if o.Passages == 1 && (o.CoveredA == o.LenA && o.LenB-o.CoveredB <= exactSlack ||
		o.CoveredB == o.LenB && o.LenA-o.CoveredA <= exactSlack) {
		return Exact // one run covering both but for a tag at one end
	}
	switch {
	case ca >= nearDupShare && cb >= nearDupShare:
		return NearDuplicate
	case cb >= containShare:
		return Contains // A contains B
	case ca >= containShare:
		return ContainedBy
	}
	shorter := ca
	if o.LenB < o.LenA {
		shorter = cb
	}
	lead := max(o.LeadSharedA(), o.LeadSharedB())
	if shorter >= updateShare || lead >= updateLead && shorter >= updateMin {
		// A quotation is no copy: independent reports of one event
		// carry the same speaker's words, and a site's template holds
		// stretches too short for a sample to tell them. An update
		// shares a stretch of text besides, with a sample inside it
		// that few articles carry, or several of the source's
		// quotations.
		if !o.PlainSpecific && o.Quotations < copiedQuotations {
			return SharesPassages
		}
		return Update
	}
	return SharesPassages
}

// ParseKind returns the Kind named s, None when s names none.
func ParseKind(s string) Kind {
	for k, n := range kindNames {
		if n == s {
			return Kind(k)
		}
	}
	return None
}

// Degree is how much of a text derives from another, in the words
// journalists use for reuse (the METER labels): wholly derived (written
// from the other text alone), partially derived (the other text's
// passages mixed with other material), or not derived.
type Degree uint8

// The degrees, weakest first.
const (
	NotDerived Degree = iota
	PartlyDerived
	WhollyDerived
)

var degreeNames = [...]string{NotDerived: "non-derived", PartlyDerived: "partially-derived", WhollyDerived: "wholly-derived"}

func (d Degree) String() string { return degreeNames[d] }

// DegreeOf returns the degree to which the article id (A or B) derives
// from the other one of the relation, and the share of its words that
// come from it (in shared passages). A copying relation means some of it
// is derived, however small the share; passages shared without copying
// (a quotation two reports carry) count by their share, as ReuseDegree
// says.
func (r Relation) DegreeOf(id string) (Degree, float64) {
	share := r.ContainedBInA
	if id == r.A {
		share = r.ContainedAInB
	}
	switch {
	case r.Kind == None:
		return NotDerived, share
	case r.Kind.Copying():
		return max(PartlyDerived, ReuseDegree(share)), share
	}
	return ReuseDegree(share), share
}
