package dedup_test

import (
	"slices"
	"time"
)

var epoch = time.Now()

func nanotime() int64 { return int64(time.Since(epoch)) }

func sortFloats(v []float64) { slices.Sort(v) }
