package audio

// Limiter settings. The mixer's output never exceeds limiterCeiling: a mix
// that would is turned down smoothly, just ahead of the peak, instead of
// being cut at ±1.
const (
	limiterCeiling   = 0.98 // the highest output level, just under full scale
	limiterLookahead = 64   // frames the output is delayed to see peaks coming (1.3 ms at 48 kHz)
	limiterRelease   = 0.05 // seconds for the gain to recover from 0 back to 1
	gainOne          = 1 << 24
)

// limiter is a look-ahead peak limiter on interleaved stereo.
//
// For each frame it works out the gain that would keep the frame under the
// ceiling (1 for all frames of a mix that is already under it), lets that
// gain recover no faster than the release, holds the lowest gain of the last
// limiterLookahead frames, and averages the held gains over the same window.
// The output is the input delayed by limiterLookahead-1 frames, times that
// average. Every gain averaged for the frame leaving the delay was held from
// a window that contains that frame, so none is above the gain the frame
// needs: the output never passes the ceiling, and the gain changes over a
// ramp of limiterLookahead frames, never in a step. Gains are kept as fixed
// point fractions of gainOne, rounded down, so the running sum is exact and
// a mix under the ceiling comes out bit for bit, only delayed.
type limiter struct {
	release uint32 // gain recovered per frame, fixed point

	delay []float32 // limiterLookahead stereo frames, a ring
	held  []uint32  // the held gains of the last limiterLookahead frames, a ring
	sum   uint64    // the sum of held
	// The sliding minimum: a ring of (frame, gain) with increasing gains.
	minAt   []uint64
	minGain []uint32
	minHead int
	minLen  int

	frame   uint64 // frames processed
	gain    uint32 // the recovering gain of the last frame
	limited uint64 // frames that left with a gain under 1
}

func newLimiter(rate int) *limiter {
	l := &limiter{
		release: max(1, uint32(gainOne/(limiterRelease*float64(rate)))),
		delay:   make([]float32, 2*limiterLookahead),
		held:    make([]uint32, limiterLookahead),
		minAt:   make([]uint64, limiterLookahead),
		minGain: make([]uint32, limiterLookahead),
		gain:    gainOne,
	}
	for i := range l.held {
		l.held[i] = gainOne
	}
	l.sum = gainOne * limiterLookahead
	return l
}

// process limits the interleaved stereo frames of mix in place.
func (l *limiter) process(mix []float32) {
	if l.idle() && peak(mix) <= limiterCeiling {
		l.delayOnly(mix)
		return
	}
	const n = limiterLookahead
	for i := 0; i+1 < len(mix); i += 2 {
		left, right := mix[i], mix[i+1]
		peak := abs(left)
		if a := abs(right); a > peak {
			peak = a
		}

		// The gain this frame needs, then the release.
		need := uint32(gainOne)
		if peak > limiterCeiling {
			need = uint32(limiterCeiling / peak * gainOne) // rounds down
		}
		l.gain = min(need, l.gain+l.release, gainOne)

		// The lowest gain of the last n frames: drop the frame that left the
		// window, then the gains not lower than this one, then add this one.
		if l.minLen > 0 && l.minAt[l.minHead]+n <= l.frame {
			l.minHead = (l.minHead + 1) % n
			l.minLen--
		}
		for l.minLen > 0 && l.minGain[(l.minHead+l.minLen-1)%n] >= l.gain {
			l.minLen--
		}
		back := (l.minHead + l.minLen) % n
		l.minAt[back], l.minGain[back] = l.frame, l.gain
		l.minLen++
		hold := l.minGain[l.minHead]

		// Its average over the last n frames.
		slot := int(l.frame % n)
		l.sum += uint64(hold) - uint64(l.held[slot])
		l.held[slot] = hold
		g := float32(1)
		if l.sum < gainOne*n {
			g = float32(float64(l.sum) / (gainOne * n))
			l.limited++
		}

		// In goes this frame, out comes the one n-1 frames older.
		l.delay[2*slot], l.delay[2*slot+1] = left, right
		out := 2 * int((l.frame+1)%n)
		mix[i], mix[i+1] = l.delay[out]*g, l.delay[out+1]*g
		l.frame++
	}
}

// idle reports whether the gain is 1 and has been for the whole window.
func (l *limiter) idle() bool { return l.gain == gainOne && l.sum == gainOne*limiterLookahead }

// delayOnly is process for a mix under the ceiling reaching an idle
// limiter: every gain stays 1, so the frames are only delayed. It leaves
// the limiter as process would: the window's minimum is this chunk's last
// frame, at gain 1.
func (l *limiter) delayOnly(mix []float32) {
	const n = limiterLookahead
	for i := 0; i+1 < len(mix); i += 2 {
		slot := 2 * int(l.frame%n)
		out := 2 * int((l.frame+1)%n)
		l.delay[slot], l.delay[slot+1] = mix[i], mix[i+1]
		mix[i], mix[i+1] = l.delay[out], l.delay[out+1]
		l.frame++
	}
	if len(mix) >= 2 {
		l.minHead, l.minLen = 0, 1
		l.minAt[0], l.minGain[0] = l.frame-1, gainOne
	}
}

// peak returns the largest |sample| of mix. (Plain comparisons: the
// built-in max orders NaNs and signed zeros, and is several times slower.)
func peak(mix []float32) float32 {
	p := float32(0)
	for _, v := range mix {
		if a := abs(v); a > p {
			p = a
		}
	}
	return p
}
