//go:build !js

package audio

import (
	"fmt"
	"time"

	"github.com/bengine-go/bengine/core/internal/sdlaudio"
)

const defaultChunkFrames = 512

// device is the native output: one SDL audio stream fed by the mixer's own
// goroutine.
type device struct {
	stream *sdlaudio.Stream
	stop   chan struct{}
	done   chan struct{}
	err    error // first stream error, reported by Close
}

// active reports whether the device is open (not an offline mixer's).
func (d *device) active() bool { return d.stream != nil }

// NewMixer opens the default playback device (SDL's audio subsystem is
// initialised if needed) and starts the audio goroutine, the only code that
// touches the SDL stream: it applies the queued requests, mixes, and keeps
// about two chunks queued in the stream, so a new sound is heard within
// roughly 20 ms. Call NewMixer from the main goroutine; provide the result
// with ProvideAudio and Close it at shutdown.
func NewMixer(opts *MixerOptions) (*Mixer, error) {
	o := opts.withDefaults()
	stream, err := sdlaudio.Open(o.Rate, 2)
	if err != nil {
		return nil, fmt.Errorf("audio: start SDL audio: %w", err)
	}
	m := newMixer(o)
	m.dev = device{stream: stream, stop: make(chan struct{}), done: make(chan struct{})}
	go m.run()
	return m, nil
}

// close stops the audio goroutine, which discards the requests still
// queued, and closes the stream and the device. It waits for the goroutine
// but never for a caller, so it cannot deadlock with gameplay calls made
// concurrently (those are ignored once Close has begun).
func (d *device) close(*Mixer) {
	close(d.stop)
	<-d.done
	d.stream.Close()
}

// run is the audio goroutine.
func (m *Mixer) run() {
	d := &m.dev
	defer close(d.done)
	chunk := time.Duration(m.opts.ChunkFrames) * time.Second / time.Duration(m.opts.Rate)
	timer := time.NewTimer(chunk)
	defer timer.Stop()
	for {
		m.drainRequests()
		wait := chunk / 2
		if d.err == nil {
			queued, err := m.fill()
			if err != nil {
				d.err = err // stop mixing; keep serving requests until Close
			} else {
				// Sleep until about half a chunk above the target remains, so
				// each wake-up usually has a chunk to write.
				extra := queued - m.target() + m.opts.ChunkFrames/2
				wait = time.Duration(extra) * time.Second / time.Duration(m.opts.Rate)
				wait = min(max(wait, time.Millisecond), chunk)
			}
		}
		timer.Reset(wait)
		select {
		case r := <-m.reqs:
			m.apply(r)
		case <-timer.C:
		case <-d.stop:
			m.discardRequests()
			return
		}
	}
}

// target is how many frames fill keeps queued in the stream: two chunks, so
// the device never starves between wake-ups and a new sound waits at most
// about two chunks (21 ms at the defaults) to be heard.
func (m *Mixer) target() int { return 2 * m.opts.ChunkFrames }

// fill mixes chunks until at least target frames are queued in the stream,
// and reports how many are.
func (m *Mixer) fill() (int, error) {
	queued, err := m.dev.stream.QueuedFrames()
	if err != nil {
		return 0, err
	}
	for ; queued < m.target(); queued += m.opts.ChunkFrames {
		if err := m.dev.stream.Put(m.mixChunk()); err != nil {
			return queued, fmt.Errorf("audio: audio stream: %w", err)
		}
		m.stats.frames.Add(uint64(m.opts.ChunkFrames))
	}
	return queued, nil
}
