package eval

import "slices"

// drand48 is the generator of Perl's rand (perl ≥ 5.20).
type drand48 uint64

func (d *drand48) seed(s uint32) { *d = drand48(uint64(s)<<16 | 0x330E) }

func (d *drand48) next() float64 {
	*d = drand48((uint64(*d)*0x5DEECE66D + 0xB) & (1<<48 - 1))
	return float64(*d) / (1 << 48)
}

// Average is ROUGE's Average_R/P/F with its confidence interval.
type Average struct {
	Score
	Low, High Score
}

// Bootstrap averages per-eval scores as ROUGE-1.5.5 does with -r and -c:
// the mean of resample means (resample b drawn from drand48 seeded with
// b), and the percentile interval of the sorted means. scores must be in
// the order of their eval keys ("<evalID>.<peerID>", sorted as byte
// strings).
func (r *Rouge) Bootstrap(scores []Score) Average {
	n := len(scores)
	B := r.opt.Resamples
	means := [3][]float64{make([]float64, B), make([]float64, B), make([]float64, B)}
	var rng drand48
	for b := 0; b < B; b++ {
		rng.seed(uint32(b))
		var sr, sp, sf float64
		for k := 0; k < n; k++ {
			s := scores[int(float64(n)*rng.next())]
			sr += s.R
			sp += s.P
			sf += s.F
		}
		means[0][b], means[1][b], means[2][b] = sr/float64(n), sp/float64(n), sf/float64(n)
	}
	var avg, low, high [3]float64
	delta := float64(B) * float64(100-r.opt.Conf) / 2 / 100
	lo := int(delta)
	up := int(float64(B) - delta - 1)
	w := float64(B) - delta - 1 - float64(up)
	for i := range means {
		s := means[i]
		slices.Sort(s)
		sum := 0.0
		for _, v := range s {
			sum += v
		}
		avg[i] = Round5(sum / float64(B))
		low[i] = Round5(s[lo] + (s[lo+1]-s[lo])*w)
		high[i] = Round5(s[up] + (s[up+1]-s[up])*w)
	}
	return Average{Score{avg[0], avg[1], avg[2]}, Score{low[0], low[1], low[2]}, Score{high[0], high[1], high[2]}}
}
