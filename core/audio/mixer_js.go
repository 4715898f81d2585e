//go:build js

package audio

import (
	"fmt"

	"github.com/bengine-go/bengine/core/internal/webaudio"
)

// defaultChunkFrames is the web's chunk: 1024 frames, 23 ms at 44.1 kHz.
const defaultChunkFrames = 1024

// AudioGlobal is the global (globalThis.bengineAudio) on which the web
// mixer keeps its AudioContext, so that the page and its tests can see it:
// its state is "suspended" until the page's first click, touch or key press
// (a real one: browsers ignore events dispatched by scripts), then
// "running". AudioStatsGlobal (globalThis.bengineAudioStats) is a function
// returning the mixer's Stats as an object, with its output: "worklet" (an
// AudioWorkletNode), "script" (a ScriptProcessorNode, where the page is not
// a secure context) or "" (not started yet).
const (
	AudioGlobal      = "bengineAudio"
	AudioStatsGlobal = "bengineAudioStats"
)

// device is the web output (see core/internal/webaudio): a node that pulls
// the mix from the page's main thread, between the game's frames.
type device struct {
	out *webaudio.Output
	err error // always nil: the browser reports nothing back
}

func (d *device) active() bool { return d.out != nil }

// NewMixer creates an AudioContext (kept on globalThis.bengineAudio) and a
// node that pulls the mix from the mixer. The context starts suspended, as
// browsers require, and is resumed on the page's first click, touch or key
// press. Without the Web Audio API it returns an error wrapping
// errors.ErrUnsupported: keep the NullAudioService then.
func NewMixer(opts *MixerOptions) (*Mixer, error) {
	out, err := webaudio.Open(AudioGlobal)
	if err != nil {
		return nil, fmt.Errorf("audio: start Web Audio: %w", err)
	}
	o := opts.withDefaults()
	o.Rate = out.Rate()
	m := newMixer(o)
	m.dev.out = out
	out.Publish(AudioStatsGlobal, m.report)
	out.Start(o.ChunkFrames, m.mixPlanar)
	return m, nil
}

// mixPlanar mixes one chunk into planar: the left frames, then the right.
func (m *Mixer) mixPlanar(planar []float32) {
	frames := m.opts.ChunkFrames
	m.drainRequests()
	mix := m.mixChunk()
	for i := range frames {
		planar[i], planar[frames+i] = mix[2*i], mix[2*i+1]
	}
	m.stats.frames.Add(uint64(frames))
}

// report is Stats for the page, with the output's kind.
func (m *Mixer) report() map[string]any {
	s := m.Stats()
	return map[string]any{
		"output": m.dev.out.Kind(), "frames": s.Frames, "requests": s.Requests, "dropped": s.Dropped,
		"unknown": s.Unknown, "soundsStarted": s.SoundsStarted, "musicSamples": s.MusicSamples,
		"limitedFrames": s.LimitedFrames,
	}
}

// close stops the node, closes the AudioContext and removes the globals,
// then discards the requests still queued.
func (d *device) close(m *Mixer) {
	d.out.Close()
	m.discardRequests()
}
