package audio

import (
	"fmt"
	"math"
	"sync"
	"sync/atomic"

	"github.com/bengine-go/bengine/core/services"
)

// MixerOptions configures NewMixer. A nil *MixerOptions and zero fields mean
// the defaults.
type MixerOptions struct {
	Rate        int // output sample rate in Hz; default 48000 (on the web: the browser's)
	QueueSize   int // pending requests before new ones are dropped; default 256
	MaxVoices   int // effects playing at once; the oldest is faded out beyond; default 32
	ChunkFrames int // frames mixed per pass; default 512 (about 11 ms at 48 kHz), on the web 2048
}

func (o *MixerOptions) withDefaults() MixerOptions {
	var r MixerOptions
	if o != nil {
		r = *o
	}
	if r.Rate <= 0 {
		r.Rate = 48000
	}
	if r.QueueSize <= 0 {
		r.QueueSize = 256
	}
	if r.MaxVoices <= 0 {
		r.MaxVoices = 32
	}
	if r.ChunkFrames <= 0 {
		r.ChunkFrames = defaultChunkFrames
	}
	return r
}

// FadeMillis is how long the mixer takes to fade out a sound it stops before
// its end (a sound replaced on its channel, music changed or stopped, a voice
// cut beyond MaxVoices), and to fade in the sound that replaces it. Sounds
// never stop on a non-zero sample, so they never click.
const FadeMillis = 5

// Stats are the counters of a Mixer. Everything counted as played has
// been handed to the device.
type Stats struct {
	Requests       uint64 // PlaySound/StopSound/PlayMusic/StopMusic calls queued
	Dropped        uint64 // requests dropped because the queue was full
	Discarded      uint64 // requests still pending when Close ran
	Unknown        uint64 // requests naming a sound never registered
	SoundsStarted  uint64 // effect voices started
	SoundsFinished uint64 // effect voices whose last sample was played
	SoundsReplaced uint64 // effect voices faded out for a new sound on their channel
	SoundsSkipped  uint64 // effects not played: their channel held a sound of higher priority
	SoundsCut      uint64 // effect voices faded out to make room (MaxVoices)
	SoundsStopped  uint64 // effect voices faded out by StopSound
	EffectSamples  uint64 // effect samples played, summed over voices
	MusicSamples   uint64 // music samples played
	MusicLoops     uint64 // times the music wrapped back to its start
	Frames         uint64 // stereo frames handed to the device
	LimitedFrames  uint64 // frames the limiter turned down (0 in a mix that stays under full scale)
}

type op uint8

const (
	opPlay op = iota
	opMusic
	opStopMusic
	opStopSound
)

// request is what a gameplay call sends to the mixer. It is a value: sending
// it on the channel does not allocate.
type request struct {
	op       op
	loop     bool
	id       string
	vol, pan float32
}

// bankSound is a registered sound, resampled to the output rate.
type bankSound struct {
	pcm      []float32
	channel  int
	priority int
}

// musicChannel is the channel the music plays on, beyond the effects'.
const musicChannel = services.MaxChannels + 1

// buses is how many volumes a mixer keeps: one per services.AudioBus.
const buses = services.Effects + 1

// voice is one sound playing.
type voice struct {
	id           string
	pcm          []float32
	pos          int
	gainL, gainR float32
	env, step    float32 // the fade: level 0..1 and its change per frame
	channel      int     // 0: a free voice
	priority     int
	loop         bool
	started      uint64 // when, in requests applied, to find the oldest
}

func (v *voice) music() bool     { return v.channel == musicChannel }
func (v *voice) fadingOut() bool { return v.step < 0 }

// Mixer is the engine's services.AudioService, with a VolumeControl, a
// SoundBank and a SoundStopper: it mixes in Go and hands the mix to the platform's audio
// device, through SDL on native builds and through the browser's Web Audio
// API on the web.
//
// Gameplay calls never block: PlaySound, StopSound, PlayMusic and StopMusic put a
// request on a bounded queue, dropping it (and counting the drop) when the
// queue is full; volumes and mute are atomics the mixer reads each pass.
//
// The mix never clips: effect channels replace rather than stack (see
// Sound), sounds stopped early fade out over FadeMillis, and a look-ahead
// limiter keeps the output under full scale whatever is played. A game whose
// levels sum below full scale (Bomberman's do) never reaches the limiter.
//
// Sounds are taken once (Register), resampled to the output rate and cached
// by id; voices share the cached samples. A request naming an id never
// registered is skipped and counted (Stats().Unknown); for PlayMusic the
// current music keeps playing.
type Mixer struct {
	opts    MixerOptions
	reqs    chan request
	closed  atomic.Bool
	closing sync.Once
	dev     device // the platform's output

	mu     sync.RWMutex
	sounds map[string]bankSound

	volume [buses]atomic.Uint32 // float32 bits
	muted  atomic.Bool

	stats struct {
		requests, dropped, discarded, unknown, frames    atomic.Uint64
		started, finished, replaced, skipped, cut        atomic.Uint64
		stopped                                          atomic.Uint64
		effectSamples, musicSamples, musicLoops, limited atomic.Uint64
	}

	// Owned by whoever mixes (the audio goroutine, or the browser's audio
	// callback).
	voices  []voice
	applied uint64
	fade    float32 // envelope change per frame of a fade
	lim     *limiter
	mix     []float32
}

// newMixer makes a mixer with no device.
func newMixer(o MixerOptions) *Mixer {
	m := &Mixer{
		opts:   o,
		reqs:   make(chan request, o.QueueSize),
		sounds: make(map[string]bankSound),
		// Room for MaxVoices effects and the music, each with as many
		// fading out.
		voices: make([]voice, 0, 2*(o.MaxVoices+1)),
		fade:   1 / max(1, float32(o.Rate*FadeMillis/1000)),
		lim:    newLimiter(o.Rate),
		mix:    make([]float32, 2*o.ChunkFrames),
	}
	for b := range buses {
		m.volume[b].Store(math.Float32bits(1))
	}
	return m
}

// NewOfflineMixer returns a Mixer with no device: nothing plays, and the
// caller pulls the mix, chunk by chunk, with Mix. It is for tests that
// measure a game's mix and for tools that render one to a file.
func NewOfflineMixer(opts *MixerOptions) *Mixer { return newMixer(opts.withDefaults()) }

// Mix applies the requests queued so far (PlaySound, PlayMusic, StopMusic)
// and returns the next ChunkFrames frames of the mix, interleaved stereo,
// in a buffer reused by the next call. It is only for a mixer made by
// NewOfflineMixer: on one with a device, the device's goroutine mixes.
func (m *Mixer) Mix() []float32 {
	if m.dev.active() {
		panic("audio: Mix on a Mixer that plays to a device")
	}
	m.drainRequests()
	return m.mixChunk()
}

// Close stops accepting requests (those made afterwards are ignored),
// discards the ones still queued (counted in Stats().Discarded) and closes
// the device: the audio goroutine and the SDL stream natively, the node and
// the AudioContext on the web. It is idempotent, safe while other
// goroutines keep calling, and returns the first error the device
// reported, if any.
func (m *Mixer) Close() error {
	m.closing.Do(func() {
		m.closed.Store(true)
		if m.dev.active() { // an offline mixer has no device
			m.dev.close(m)
		}
	})
	return m.dev.err
}

// Rate reports the output sample rate in Hz.
func (m *Mixer) Rate() int { return m.opts.Rate }

// Register caches s under id, resampled to the output rate, its edges faded
// over a millisecond if it does not start and end at zero. It panics on
// a nil sound, a Rate that is not positive or a Channel outside
// 0..MaxChannels (programmer misuse).
func (m *Mixer) Register(id string, s *services.Sound) {
	switch {
	case s == nil:
		panic("audio: Register " + id + " with a nil sound")
	case s.Rate <= 0:
		panic(fmt.Sprintf("audio: Register %s with rate %d Hz", id, s.Rate))
	case s.Channel < 0 || s.Channel > services.MaxChannels:
		panic(fmt.Sprintf("audio: Register %s on channel %d, want 0..%d", id, s.Channel, services.MaxChannels))
	}
	pcm := resample(s.Samples, s.Rate, m.opts.Rate)
	if len(pcm) > 0 && &pcm[0] == &s.Samples[0] {
		pcm = append([]float32(nil), pcm...) // the cache must not share the caller's slice
	}
	for i, v := range pcm {
		pcm[i] = clamp(v, -1, 1)
	}
	declick(pcm, m.opts.Rate/1000)
	m.mu.Lock()
	m.sounds[id] = bankSound{pcm: pcm, channel: s.Channel, priority: s.Priority}
	m.mu.Unlock()
}

// declickLevel is the loudest first or last sample a sound may have without
// being faded: 1% of full scale.
const declickLevel = 0.01

// declick fades in the first n samples of pcm if it starts louder than
// declickLevel, and fades out the last n if it ends louder, so that every
// sound starts and ends at zero. Sounds that already do are left alone.
func declick(pcm []float32, n int) {
	n = min(n, len(pcm)/2)
	if n == 0 {
		return
	}
	head, tail := abs(pcm[0]) > declickLevel, abs(pcm[len(pcm)-1]) > declickLevel
	for i := range n {
		g := float32(i) / float32(n)
		if head {
			pcm[i] *= g
		}
		if tail {
			pcm[len(pcm)-1-i] *= g
		}
	}
}

// abs returns |v|, clearing the sign bit.
func abs(v float32) float32 { return math.Float32frombits(math.Float32bits(v) &^ (1 << 31)) }

func (m *Mixer) send(r request) {
	if m.closed.Load() {
		return
	}
	select {
	case m.reqs <- r:
		m.stats.requests.Add(1)
	default:
		m.stats.dropped.Add(1)
	}
}

// PlaySound queues the effect id; it never blocks and does not allocate.
func (m *Mixer) PlaySound(id string, volume, pan float32) {
	m.send(request{op: opPlay, id: id, vol: clamp(volume, 0, 1), pan: clamp(pan, -1, 1)})
}

// PlayMusic queues a change of music; it never blocks and does not allocate.
func (m *Mixer) PlayMusic(id string, loop bool) {
	m.send(request{op: opMusic, id: id, loop: loop})
}

// StopMusic queues a stop of the music; it never blocks.
func (m *Mixer) StopMusic() { m.send(request{op: opStopMusic}) }

// StopSound queues a stop of the voice of effect id started last: it fades
// out (FadeMillis) if it still plays. It never blocks and does not
// allocate.
func (m *Mixer) StopSound(id string) { m.send(request{op: opStopSound, id: id}) }

// SetVolume sets a bus's volume, clamped to 0..1. It panics on an unknown
// bus.
func (m *Mixer) SetVolume(b services.AudioBus, v float32) {
	if b >= buses {
		panic("audio: SetVolume on unknown " + b.String())
	}
	m.volume[b].Store(math.Float32bits(clamp(v, 0, 1)))
}

// Volume reports a bus's volume; unknown buses report 0.
func (m *Mixer) Volume(b services.AudioBus) float32 {
	if b >= buses {
		return 0
	}
	return math.Float32frombits(m.volume[b].Load())
}

// SetMuted silences or restores the output.
func (m *Mixer) SetMuted(muted bool) { m.muted.Store(muted) }

// Stats returns the counters. Safe from any goroutine.
func (m *Mixer) Stats() Stats {
	s := &m.stats
	return Stats{
		Requests: s.requests.Load(), Dropped: s.dropped.Load(), Discarded: s.discarded.Load(),
		Unknown: s.unknown.Load(), SoundsStarted: s.started.Load(), SoundsFinished: s.finished.Load(),
		SoundsReplaced: s.replaced.Load(), SoundsSkipped: s.skipped.Load(), SoundsCut: s.cut.Load(),
		SoundsStopped: s.stopped.Load(),
		EffectSamples: s.effectSamples.Load(), MusicSamples: s.musicSamples.Load(),
		MusicLoops: s.musicLoops.Load(), Frames: s.frames.Load(), LimitedFrames: s.limited.Load(),
	}
}

// drainRequests applies the queued requests, at most one queue's worth, so a
// flood of requests cannot starve the mixer.
func (m *Mixer) drainRequests() {
	for range cap(m.reqs) {
		select {
		case r := <-m.reqs:
			m.apply(r)
		default:
			return
		}
	}
}

// discardRequests empties the queue at Close, counting what it drops.
func (m *Mixer) discardRequests() {
	for {
		select {
		case <-m.reqs:
			m.stats.discarded.Add(1)
		default:
			return
		}
	}
}

func (m *Mixer) lookup(id string) (bankSound, bool) {
	m.mu.RLock()
	s, ok := m.sounds[id]
	m.mu.RUnlock()
	if !ok {
		m.stats.unknown.Add(1)
	}
	return s, ok
}

// holder returns the index of the voice holding channel c (not fading out),
// or -1.
func (m *Mixer) holder(c int) int {
	for i := range m.voices {
		if v := &m.voices[i]; v.channel == c && !v.fadingOut() {
			return i
		}
	}
	return -1
}

func (m *Mixer) apply(r request) {
	m.applied++
	switch r.op {
	case opPlay:
		s, ok := m.lookup(r.id)
		if !ok {
			return
		}
		// Balance law: the centre plays at full volume in both ears, a pan
		// towards one side fades the other.
		v := voice{id: r.id, pcm: s.pcm, gainL: r.vol * min(1, 1-r.pan), gainR: r.vol * min(1, 1+r.pan),
			env: 1, channel: s.channel, priority: s.priority, started: m.applied}
		if s.channel != 0 {
			if i := m.holder(s.channel); i >= 0 {
				if m.voices[i].priority > s.priority {
					m.stats.skipped.Add(1)
					return
				}
				m.voices[i].step = -m.fade
				v.env, v.step = 0, m.fade
				m.stats.replaced.Add(1)
			}
		}
		if oldest := m.oldestEffect(); oldest >= 0 && m.effects() >= m.opts.MaxVoices {
			m.voices[oldest].step = -m.fade
			m.stats.cut.Add(1)
		}
		m.add(v)
		m.stats.started.Add(1)
	case opMusic:
		s, ok := m.lookup(r.id)
		if !ok {
			return
		}
		v := voice{pcm: s.pcm, gainL: 1, gainR: 1, env: 1, channel: musicChannel, loop: r.loop, started: m.applied}
		if i := m.holder(musicChannel); i >= 0 {
			m.voices[i].step = -m.fade
			v.env, v.step = 0, m.fade
		}
		if len(v.pcm) > 0 {
			m.add(v)
		}
	case opStopMusic:
		if i := m.holder(musicChannel); i >= 0 {
			m.voices[i].step = -m.fade
		}
	case opStopSound:
		last := -1
		for i := range m.voices {
			v := &m.voices[i]
			if !v.music() && !v.fadingOut() && v.id == r.id && (last < 0 || v.started > m.voices[last].started) {
				last = i
			}
		}
		if last >= 0 {
			m.voices[last].step = -m.fade
			m.stats.stopped.Add(1)
		}
	}
}

// effects counts the effect voices not fading out.
func (m *Mixer) effects() int {
	n := 0
	for i := range m.voices {
		if v := &m.voices[i]; !v.music() && !v.fadingOut() {
			n++
		}
	}
	return n
}

// oldestEffect returns the index of the effect voice started first among
// those not fading out, or -1.
func (m *Mixer) oldestEffect() int {
	oldest := -1
	for i := range m.voices {
		v := &m.voices[i]
		if v.music() || v.fadingOut() {
			continue
		}
		if oldest < 0 || v.started < m.voices[oldest].started {
			oldest = i
		}
	}
	return oldest
}

// add appends v; when the voices are full of fading sounds (a flood of
// requests within one fade), the quietest of those goes at once.
func (m *Mixer) add(v voice) {
	if len(m.voices) == cap(m.voices) {
		quietest := -1
		for i := range m.voices {
			if w := &m.voices[i]; w.fadingOut() && (quietest < 0 || w.env < m.voices[quietest].env) {
				quietest = i
			}
		}
		if quietest < 0 {
			return // cannot happen: at most MaxVoices+1 voices are not fading out
		}
		m.remove(quietest)
	}
	m.voices = append(m.voices, v)
}

func (m *Mixer) remove(i int) {
	last := len(m.voices) - 1
	m.voices[i] = m.voices[last]
	m.voices[last] = voice{}
	m.voices = m.voices[:last]
}

func (m *Mixer) vol(b services.AudioBus) float32 { return math.Float32frombits(m.volume[b].Load()) }

// mixChunk mixes one chunk of every voice into m.mix, limits it and returns
// it. It does not allocate. The counters count samples as played: the
// caller hands the chunk to the device right after.
func (m *Mixer) mixChunk() []float32 {
	frames := m.opts.ChunkFrames
	mix := m.mix[:2*frames]
	clear(mix)
	master := m.vol(services.Master)
	if m.muted.Load() {
		master = 0
	}
	fx, music := master*m.vol(services.Effects), master*m.vol(services.Music)
	var effectSamples, musicSamples, loops, finished uint64
	for i := 0; i < len(m.voices); {
		v := &m.voices[i]
		g := fx
		if v.music() {
			g = music
		}
		n, wraps, ended := v.mixInto(mix, g)
		if v.music() {
			musicSamples += uint64(n)
			loops += uint64(wraps)
		} else {
			effectSamples += uint64(n)
			if ended && !v.fadingOut() {
				finished++
			}
		}
		if ended {
			m.remove(i)
			continue
		}
		i++
	}
	before := m.lim.limited
	m.lim.process(mix)
	s := &m.stats
	s.effectSamples.Add(effectSamples)
	s.finished.Add(finished)
	s.musicSamples.Add(musicSamples)
	s.musicLoops.Add(loops)
	s.limited.Add(m.lim.limited - before)
	return mix
}

// mixInto adds the voice's next len(mix)/2 frames to mix at gain g and
// reports how many samples it played, how many times it looped, and whether
// it ended (played its last sample, or faded out).
func (v *voice) mixInto(mix []float32, g float32) (played, loops int, ended bool) {
	frames := len(mix) / 2
	for k := 0; k < frames; {
		if v.pos >= len(v.pcm) {
			if !v.loop || len(v.pcm) == 0 {
				return played, loops, true
			}
			v.pos = 0
			loops++
		}
		n := min(frames-k, len(v.pcm)-v.pos)
		src := v.pcm[v.pos : v.pos+n]
		out := mix[2*k : 2*(k+n)]
		if v.step == 0 {
			gl, gr := v.gainL*g*v.env, v.gainR*g*v.env
			for j, s := range src {
				out[2*j] += s * gl
				out[2*j+1] += s * gr
			}
		} else {
			for j, s := range src {
				e := v.env * g
				out[2*j] += s * v.gainL * e
				out[2*j+1] += s * v.gainR * e
				v.env += v.step
				if v.env <= 0 {
					v.pos += j + 1
					return played + j + 1, loops, true
				}
				if v.env >= 1 {
					v.env, v.step = 1, 0
				}
			}
		}
		v.pos += n
		k += n
		played += n
	}
	return played, loops, v.pos >= len(v.pcm) && !v.loop
}

func clamp(v, lo, hi float32) float32 {
	if v != v { // NaN
		return lo
	}
	return min(max(v, lo), hi)
}
