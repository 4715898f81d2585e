package services

import (
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bengine-go/bengine/core/internal/sdlaudio"
)

// SDLAudioOptions configures NewSDLAudio. A nil *SDLAudioOptions and zero
// fields mean the defaults.
type SDLAudioOptions struct {
	Rate        int // output sample rate in Hz; default 48000
	QueueSize   int // pending requests before new ones are dropped; default 256
	MaxVoices   int // effects playing at once; the oldest is cut beyond; default 32
	ChunkFrames int // frames mixed per pass; default 512 (about 11 ms at 48 kHz)
}

func (o *SDLAudioOptions) withDefaults() SDLAudioOptions {
	var r SDLAudioOptions
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
		r.ChunkFrames = 512
	}
	return r
}

// AudioStats are the counters of an SDLAudio. Everything counted as played
// has been written to the SDL device stream.
type AudioStats struct {
	Requests       uint64 // PlaySound/PlayMusic/StopMusic calls queued
	Dropped        uint64 // requests dropped because the queue was full
	Discarded      uint64 // requests still pending when Close ran
	Unknown        uint64 // requests naming a sound never loaded or registered
	SoundsStarted  uint64 // effect voices started
	SoundsFinished uint64 // effect voices whose last sample reached the stream
	SoundsCut      uint64 // effect voices cut short to make room (MaxVoices)
	EffectSamples  uint64 // effect samples that reached the stream, summed over voices
	MusicSamples   uint64 // music samples that reached the stream
	MusicLoops     uint64 // times the music wrapped back to its start
	Frames         uint64 // stereo frames written to the stream
}

type op uint8

const (
	opPlay op = iota
	opMusic
	opStopMusic
)

// request is what a gameplay call sends to the audio goroutine. It is a value:
// sending it on the channel does not allocate.
type request struct {
	op       op
	loop     bool
	id       string
	vol, pan float32
}

type voice struct {
	pcm          []float32
	pos          int
	gainL, gainR float32
}

// SDLAudio is the AudioService of native builds: it mixes in Go on its own
// goroutine and feeds one SDL audio stream.
//
// Gameplay calls never block: PlaySound, PlayMusic and StopMusic put a
// request on a bounded queue, dropping it (and counting the drop) when the
// queue is full; volumes and mute are atomics the mixer reads each pass. The
// audio goroutine is the only one that touches the stream. It drains the
// queue, mixes the active voices into a reused buffer and keeps about two
// chunks queued in the stream, so a new sound is heard within roughly 20 ms.
//
// Sounds are decoded (Load) or taken (Register) once, resampled to the output
// rate and cached by id; voices share the cached samples. A request naming an
// id that was never loaded is skipped and counted (Stats().Unknown); for
// PlayMusic the current music keeps playing.
type SDLAudio struct {
	stream  *sdlaudio.Stream
	opts    SDLAudioOptions
	reqs    chan request
	stop    chan struct{}
	done    chan struct{}
	closed  atomic.Bool
	closing sync.Once
	err     error // first stream error, reported by Close

	mu     sync.RWMutex
	sounds map[string][]float32 // resampled to opts.Rate

	volume [numChannels]atomic.Uint32 // float32 bits
	muted  atomic.Bool

	stats struct {
		requests, dropped, discarded, unknown               atomic.Uint64
		started, finished, cut, effectSamples, musicSamples atomic.Uint64
		musicLoops, frames                                  atomic.Uint64
	}

	// Owned by the audio goroutine.
	voices  []voice
	music   voice
	musicOn bool
	loop    bool
	mix     []float32
}

// NewSDLAudio opens the default playback device (SDL's audio subsystem is
// initialised if needed) and starts the audio goroutine. Call it from the main
// goroutine; provide the result with ProvideAudio and Close it at shutdown.
// On the web (GOOS=js) it returns an error wrapping errors.ErrUnsupported:
// keep the NullAudioService there.
func NewSDLAudio(opts *SDLAudioOptions) (*SDLAudio, error) {
	o := opts.withDefaults()
	stream, err := sdlaudio.Open(o.Rate, 2)
	if err != nil {
		return nil, fmt.Errorf("services: start SDL audio: %w", err)
	}
	a := &SDLAudio{
		stream: stream,
		opts:   o,
		reqs:   make(chan request, o.QueueSize),
		stop:   make(chan struct{}),
		done:   make(chan struct{}),
		sounds: make(map[string][]float32),
		voices: make([]voice, 0, o.MaxVoices),
		mix:    make([]float32, 2*o.ChunkFrames),
	}
	for ch := range numChannels {
		a.volume[ch].Store(math.Float32bits(1))
	}
	go a.run()
	return a, nil
}

// Rate reports the output sample rate in Hz.
func (a *SDLAudio) Rate() int { return a.opts.Rate }

// Load decodes the WAV file at path and caches it under id. Loading an id
// again replaces the sound for voices started afterwards. Errors name the
// file.
func (a *SDLAudio) Load(id, path string) error {
	s, err := LoadWAV(path)
	if err != nil {
		return fmt.Errorf("services: load sound %q: %w", id, err)
	}
	a.Register(id, s)
	return nil
}

// Register caches s under id, resampled to the output rate. It panics on a nil
// sound or a rate that is not positive (programmer misuse).
func (a *SDLAudio) Register(id string, s *Sound) {
	if s == nil {
		panic("services: Register " + id + " with a nil sound")
	}
	if s.Rate <= 0 {
		panic(fmt.Sprintf("services: Register %s with rate %d Hz", id, s.Rate))
	}
	pcm := resample(s.Samples, s.Rate, a.opts.Rate)
	if len(pcm) > 0 && &pcm[0] == &s.Samples[0] {
		pcm = append([]float32(nil), pcm...) // the cache must not share the caller's slice
	}
	a.mu.Lock()
	a.sounds[id] = pcm
	a.mu.Unlock()
}

func (a *SDLAudio) send(r request) {
	if a.closed.Load() {
		return
	}
	select {
	case a.reqs <- r:
		a.stats.requests.Add(1)
	default:
		a.stats.dropped.Add(1)
	}
}

// PlaySound queues the effect id; it never blocks.
func (a *SDLAudio) PlaySound(id string, volume, pan float32) {
	a.send(request{op: opPlay, id: id, vol: clamp(volume, 0, 1), pan: clamp(pan, -1, 1)})
}

// PlayMusic queues a change of music; it never blocks.
func (a *SDLAudio) PlayMusic(id string, loop bool) {
	a.send(request{op: opMusic, id: id, loop: loop})
}

// StopMusic queues a stop of the music; it never blocks.
func (a *SDLAudio) StopMusic() { a.send(request{op: opStopMusic}) }

// SetVolume sets a channel's volume, clamped to 0..1. It panics on an unknown
// channel.
func (a *SDLAudio) SetVolume(ch Channel, v float32) {
	if ch >= numChannels {
		panic("services: SetVolume on unknown " + ch.String())
	}
	a.volume[ch].Store(math.Float32bits(clamp(v, 0, 1)))
}

// Volume reports a channel's volume; unknown channels report 0.
func (a *SDLAudio) Volume(ch Channel) float32 {
	if ch >= numChannels {
		return 0
	}
	return math.Float32frombits(a.volume[ch].Load())
}

// SetMuted silences or restores the output.
func (a *SDLAudio) SetMuted(muted bool) { a.muted.Store(muted) }

// Stats returns the counters. Safe from any goroutine.
func (a *SDLAudio) Stats() AudioStats {
	s := &a.stats
	return AudioStats{
		Requests: s.requests.Load(), Dropped: s.dropped.Load(), Discarded: s.discarded.Load(),
		Unknown: s.unknown.Load(), SoundsStarted: s.started.Load(), SoundsFinished: s.finished.Load(),
		SoundsCut: s.cut.Load(), EffectSamples: s.effectSamples.Load(), MusicSamples: s.musicSamples.Load(),
		MusicLoops: s.musicLoops.Load(), Frames: s.frames.Load(),
	}
}

// Close stops accepting requests, lets the audio goroutine discard the ones
// still queued (counted in Stats().Discarded) and exit, then closes the stream
// and the device. It waits for the goroutine but never for a caller, so it
// cannot deadlock with gameplay calls made concurrently: those are ignored
// once Close has begun. It is idempotent and returns the first error the
// stream reported, if any.
func (a *SDLAudio) Close() error {
	a.closing.Do(func() {
		a.closed.Store(true)
		close(a.stop)
		<-a.done
		a.stream.Close()
	})
	return a.err
}

// run is the audio goroutine.
func (a *SDLAudio) run() {
	defer close(a.done)
	chunk := time.Duration(a.opts.ChunkFrames) * time.Second / time.Duration(a.opts.Rate)
	timer := time.NewTimer(chunk)
	defer timer.Stop()
	for {
		a.drainRequests()
		wait := chunk / 2
		if a.err == nil {
			queued, err := a.fill()
			if err != nil {
				a.err = err // stop mixing; keep serving requests until Close
			} else {
				// Sleep until about half a chunk above the target remains, so
				// each wake-up usually has a chunk to write.
				extra := queued - a.target() + a.opts.ChunkFrames/2
				wait = time.Duration(extra) * time.Second / time.Duration(a.opts.Rate)
				wait = min(max(wait, time.Millisecond), chunk)
			}
		}
		timer.Reset(wait)
		select {
		case r := <-a.reqs:
			a.apply(r)
		case <-timer.C:
		case <-a.stop:
			for {
				select {
				case <-a.reqs:
					a.stats.discarded.Add(1)
				default:
					return
				}
			}
		}
	}
}

// drainRequests applies the queued requests, at most one queue's worth, so a
// flood of requests cannot starve the mixer.
func (a *SDLAudio) drainRequests() {
	for range cap(a.reqs) {
		select {
		case r := <-a.reqs:
			a.apply(r)
		default:
			return
		}
	}
}

func (a *SDLAudio) lookup(id string) ([]float32, bool) {
	a.mu.RLock()
	pcm, ok := a.sounds[id]
	a.mu.RUnlock()
	if !ok {
		a.stats.unknown.Add(1)
	}
	return pcm, ok
}

func (a *SDLAudio) apply(r request) {
	switch r.op {
	case opPlay:
		pcm, ok := a.lookup(r.id)
		if !ok {
			return
		}
		// Balance law: the centre plays at full volume in both ears, a pan
		// towards one side fades the other.
		v := voice{pcm: pcm, gainL: r.vol * min(1, 1-r.pan), gainR: r.vol * min(1, 1+r.pan)}
		a.stats.started.Add(1)
		if len(a.voices) < a.opts.MaxVoices {
			a.voices = append(a.voices, v)
			return
		}
		oldest := 0
		for i := range a.voices {
			if a.voices[i].pos > a.voices[oldest].pos {
				oldest = i
			}
		}
		a.voices[oldest] = v
		a.stats.cut.Add(1)
	case opMusic:
		pcm, ok := a.lookup(r.id)
		if !ok {
			return
		}
		a.music = voice{pcm: pcm, gainL: 1, gainR: 1}
		a.musicOn, a.loop = len(pcm) > 0, r.loop
	case opStopMusic:
		a.music, a.musicOn = voice{}, false
	}
}

// target is how many frames fill keeps queued in the stream: two chunks, so
// the device never starves between wake-ups and a new sound waits at most
// about two chunks (21 ms at the defaults) to be heard.
func (a *SDLAudio) target() int { return 2 * a.opts.ChunkFrames }

// fill mixes chunks until at least target frames are queued in the stream,
// and reports how many are.
func (a *SDLAudio) fill() (int, error) {
	queued, err := a.stream.QueuedFrames()
	if err != nil {
		return 0, err
	}
	for ; queued < a.target(); queued += a.opts.ChunkFrames {
		if err := a.stream.Put(a.mixChunk()); err != nil {
			return queued, fmt.Errorf("services: audio stream: %w", err)
		}
		a.stats.frames.Add(uint64(a.opts.ChunkFrames))
	}
	return queued, nil
}

func (a *SDLAudio) vol(ch Channel) float32 { return math.Float32frombits(a.volume[ch].Load()) }

// mixChunk mixes one chunk of every voice and the music into a.mix and
// returns it. It does not allocate. The counters it updates count samples as
// "reached the stream": fill writes the chunk right after.
func (a *SDLAudio) mixChunk() []float32 {
	frames := a.opts.ChunkFrames
	mix := a.mix[:2*frames]
	clear(mix)
	master := a.vol(Master)
	if a.muted.Load() {
		master = 0
	}
	var effectSamples, finished, musicSamples, loops uint64

	fx := master * a.vol(Effects)
	for i := 0; i < len(a.voices); {
		v := &a.voices[i]
		n := min(frames, len(v.pcm)-v.pos)
		gl, gr := v.gainL*fx, v.gainR*fx
		for k, s := range v.pcm[v.pos : v.pos+n] {
			mix[2*k] += s * gl
			mix[2*k+1] += s * gr
		}
		v.pos += n
		effectSamples += uint64(n)
		if v.pos < len(v.pcm) {
			i++
			continue
		}
		finished++
		last := len(a.voices) - 1
		a.voices[i] = a.voices[last]
		a.voices[last] = voice{}
		a.voices = a.voices[:last]
	}

	if a.musicOn {
		g := master * a.vol(Music)
		m := &a.music
		for k := 0; k < frames; {
			n := min(frames-k, len(m.pcm)-m.pos)
			for j, s := range m.pcm[m.pos : m.pos+n] {
				mix[2*(k+j)] += s * g
				mix[2*(k+j)+1] += s * g
			}
			k += n
			m.pos += n
			musicSamples += uint64(n)
			if m.pos < len(m.pcm) {
				continue
			}
			if !a.loop {
				a.music, a.musicOn = voice{}, false
				break
			}
			m.pos = 0
			loops++
		}
	}

	for i, s := range mix {
		mix[i] = clamp(s, -1, 1)
	}
	s := &a.stats
	s.effectSamples.Add(effectSamples)
	s.finished.Add(finished)
	s.musicSamples.Add(musicSamples)
	s.musicLoops.Add(loops)
	return mix
}
