package sound

import "math"

// Rate is the sample rate of everything this package renders, in Hz.
const Rate = 44100

// cpuHz is the NES CPU clock (NTSC), which the noise channel's periods count.
const cpuHz = 1789773.0

// noisePeriods are the NES noise channel's timer periods in CPU cycles,
// index 0 (highest, hiss) to 15 (lowest, rumble).
var noisePeriods = [16]float64{4, 8, 16, 32, 64, 96, 128, 160, 202, 254, 380, 508, 762, 1016, 2034, 4068}

// Wave is the shape of a voice.
type Wave uint8

const (
	Pulse12  Wave = iota // pulse, 12.5% duty: thin and nasal
	Pulse25              // pulse, 25% duty: the classic lead
	Pulse50              // square, 50% duty: hollow
	Pulse75              // pulse, 75% duty: sounds like 25%, phase inverted
	Triangle             // 4-bit stepped triangle: bass, no volume control on the NES
	Noise                // 15-bit LFSR noise: drums, explosions
)

var waveNames = map[string]Wave{
	"pulse12": Pulse12, "pulse25": Pulse25, "pulse50": Pulse50, "pulse75": Pulse75,
	"triangle": Triangle, "noise": Noise,
}

func (w Wave) duty() float64 {
	switch w {
	case Pulse12:
		return 0.125
	case Pulse25:
		return 0.25
	case Pulse75:
		return 0.75
	}
	return 0.5
}

// osc is one oscillator's running state. Its zero value starts at phase 0
// with the LFSR seeded as on power-up (1).
type osc struct {
	phase float64 // 0..1 for pulse and triangle; clock accumulator for noise
	lfsr  uint16
}

// next returns the oscillator's next sample in -1..1 for wave w, its phase
// advancing by inc cycles (freq / Rate; for noise, LFSR clocks) a sample.
// Pulse and triangle frequencies stay under Rate, so their phase wraps by
// one subtraction.
func (o *osc) next(w Wave, inc float64) float32 {
	switch w {
	case Triangle:
		o.phase += inc
		if o.phase >= 1 {
			o.phase--
		}
		step := int(o.phase * 32)
		v := step - 16
		if step < 16 {
			v = 15 - step
		}
		return float32(v)/7.5 - 1
	case Noise:
		if o.lfsr == 0 {
			o.lfsr = 1
		}
		o.phase += inc
		for o.phase >= 1 {
			fb := (o.lfsr ^ o.lfsr>>1) & 1
			o.lfsr = o.lfsr>>1 | fb<<14
			o.phase--
		}
		if o.lfsr&1 != 0 {
			return -1
		}
		return 1
	}
	o.phase += inc
	if o.phase >= 1 {
		o.phase--
	}
	if o.phase < w.duty() {
		return 1
	}
	return -1
}

// noiseClock returns the LFSR clock rate for a noise period index 0..15.
func noiseClock(period float64) float64 {
	i := int(period)
	if i < 0 {
		i = 0
	}
	if i > 15 {
		i = 15
	}
	lo := noisePeriods[i]
	if i < 15 {
		f := period - float64(i)
		lo += f * (noisePeriods[i+1] - noisePeriods[i])
	}
	return cpuHz / lo
}

// noteHz returns the frequency of MIDI note n (69 = A4 = 440 Hz).
func noteHz(n float64) float64 {
	return 440 * math.Pow(2, (n-69)/12)
}
