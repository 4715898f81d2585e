package audio

// The hooks below drive an offline mixer one request at a time, as the
// audio goroutine does.

func (m *Mixer) ApplyPlay(id string, vol, pan float32) {
	m.apply(request{op: opPlay, id: id, vol: vol, pan: pan})
}
func (m *Mixer) ApplyMusic(id string, loop bool) { m.apply(request{op: opMusic, id: id, loop: loop}) }
func (m *Mixer) ApplyStopMusic()                 { m.apply(request{op: opStopMusic}) }
func (m *Mixer) ApplyStopSound(id string)        { m.apply(request{op: opStopSound, id: id}) }

// LimiterDelay is how many frames the mixer's output lags its input.
const LimiterDelay = limiterLookahead - 1

// LimiterCeiling is the highest level the mixer outputs.
const LimiterCeiling = limiterCeiling

// Limit runs a fresh limiter at rate over interleaved stereo, in place.
func Limit(rate int, mix []float32) (limited uint64) {
	l := newLimiter(rate)
	l.process(mix)
	return l.limited
}
