package sound

import "math"

// Channel is the NES sound channel an effect takes: the game passes it on
// as services.Sound.Channel, so that a new effect on a busy channel
// replaces the one playing there instead of adding to it, as on the NES.
type Channel int

const (
	ChannelPulse1   Channel = 1 + iota // first pulse channel: chimes, jingles
	ChannelPulse2                      // second pulse channel: menu blips
	ChannelTriangle                    // triangle channel: thumps
	ChannelNoise                       // noise channel: explosions, footsteps
)

var channelNames = map[string]Channel{
	"pulse1": ChannelPulse1, "pulse2": ChannelPulse2, "triangle": ChannelTriangle, "noise": ChannelNoise,
}

func (c Channel) String() string {
	switch c {
	case ChannelPulse1:
		return "pulse1"
	case ChannelPulse2:
		return "pulse2"
	case ChannelTriangle:
		return "triangle"
	case ChannelNoise:
		return "noise"
	}
	return "none"
}

// The mix: the peak level each music voice and each effect channel may
// reach at full volume, as a fraction of full scale. The NES mixes its
// channels with fixed weights too (the APU's linear approximation: pulse
// 0.00752, triangle 0.00851 and noise 0.00494 per volume step, so 0.113,
// 0.128 and 0.074 at volume 15); these keep its proportions for the music
// and give the effects, which here play over the music instead of taking
// its channels, a louder noise channel for the explosion.
//
// Everything at once, every voice of the music and every effect channel at
// its loudest, sums to MaxMixPeak, under full scale: the game's mix cannot
// clip, and the mixer's limiter is never needed.
const (
	levelMusicPulse    = 0.11
	levelMusicTriangle = 0.12
	levelMusicNoise    = 0.08
	// MusicPeak is the loudest a track can be: both pulses, the triangle
	// and the noise at once, at full volume.
	MusicPeak = 2*levelMusicPulse + levelMusicTriangle + levelMusicNoise
	// EffectsPeak is the loudest the effects can be: one on every channel.
	EffectsPeak = levelPulse1 + levelPulse2 + levelTriangle + levelNoise
	// MaxMixPeak is the loudest the game's mix can be, at full volumes.
	MaxMixPeak = MusicPeak + EffectsPeak

	levelPulse1   = 0.11
	levelPulse2   = 0.09
	levelTriangle = 0.10
	levelNoise    = 0.24
)

// Level returns the peak level of an effect on channel c.
func (c Channel) Level() float64 {
	switch c {
	case ChannelPulse1:
		return levelPulse1
	case ChannelPulse2:
		return levelPulse2
	case ChannelTriangle:
		return levelTriangle
	case ChannelNoise:
		return levelNoise
	}
	return 0
}

// The APU's envelopes: a channel's volume is a 4-bit number, 0..15, that
// its envelope unit steps at 240 Hz (the frame counter's quarter frames).
// The synthesizer shapes every note and effect step the same way, so a
// decaying note falls in the NES's audible steps, not as a smooth curve.
const (
	envelopeHz    = 240
	volumeSteps   = 15
	samplesPerEnv = float64(Rate) / envelopeHz
)

// envelope is a voice's volume over one note: it starts at peak (0..1) and
// decays exponentially toward sustain (a fraction of peak) with time
// constant decay seconds (0: no decay), quantized to the APU's 16 levels
// and stepped at envelopeHz.
type envelope struct {
	peak, sustain, decay float64
	tick                 int     // the envelope steps taken
	left                 float64 // samples until the next step
	level                float32 // the level since the last step
}

func newEnvelope(peak, sustain, decay float64) envelope {
	e := envelope{peak: peak, sustain: sustain, decay: decay}
	if decay <= 0 {
		e.sustain = 1
	}
	return e
}

// next returns the level for the note's next sample: called once a
// sample, from the note's first.
func (e *envelope) next() float32 {
	if e.left <= 0 {
		v := e.sustain
		if e.decay > 0 {
			t := float64(e.tick) / envelopeHz
			v += (1 - e.sustain) * math.Exp(-t/e.decay)
		}
		e.level = quantize(e.peak * v)
		e.tick++
		e.left += samplesPerEnv
	}
	e.left--
	return e.level
}

// quantize rounds a level 0..1 to the APU's volume steps.
func quantize(v float64) float32 {
	return float32(math.Round(v*volumeSteps) / volumeSteps)
}

// rampSamples is the length of the ramp at each edge of a sound (a note
// after silence or before it, an effect step): 1 ms, so that nothing starts
// or stops on a non-zero sample, the click a hard edge would make.
const rampSamples = Rate / 1000

// edgeGain is the ramp's gain at sample i of a sound n samples long whose
// start (in) and end (out) are edges: 0 on the first and last sample.
func edgeGain(i, n int, in, out bool) float32 {
	r := min(rampSamples, n/2)
	if r == 0 && (in || out) {
		return 0 // a sound of one sample cannot ramp: silence it
	}
	g := float32(1)
	if in && i < r {
		g = float32(i) / float32(r)
	}
	if out && n-1-i < r {
		g = min(g, float32(n-1-i)/float32(r))
	}
	return g
}
