//go:build js

package services

import (
	"errors"
	"fmt"
	"sync"
	"syscall/js"
	"unsafe"
)

// defaultChunkFrames is the web's: a ScriptProcessorNode buffer of 2048
// frames (43 ms at 48 kHz), enough that the browser's main thread, busy with
// the game's frames, does not starve it.
const defaultChunkFrames = 2048

// AudioGlobal is the global (globalThis.bengineAudio) on which the web
// mixer keeps its AudioContext, so that the page and its tests can see it:
// its state is "suspended" until the first click, touch or key press, then
// "running".
const AudioGlobal = "bengineAudio"

// gestures are the events on which browsers let a page start its audio.
var gestures = []string{"pointerdown", "mousedown", "touchstart", "keydown"}

// device is the web output: an AudioContext whose ScriptProcessorNode calls
// the mixer for each buffer, on the page's main thread (between the game's
// frames: the game loop waits on requestAnimationFrame).
type device struct {
	ctx, node      js.Value
	process        js.Func  // the node's onaudioprocess
	resume         js.Func  // resumes the context on a gesture
	staging, bytes js.Value // a Float32Array of the planar mix and a byte view of it
	left, right    js.Value // its halves
	planar         []float32
	closing        sync.Once
}

func (d *device) active() bool { return d.node.Truthy() }

// NewMixer creates an AudioContext (kept on globalThis.bengineAudio) and a
// node that pulls the mix from it. The context starts suspended, as
// browsers require, and is resumed on the page's first click, touch or key
// press. Without the Web Audio API it returns an error wrapping
// errors.ErrUnsupported: keep the NullAudioService then.
func NewMixer(opts *MixerOptions) (m *Mixer, err error) {
	ctor := js.Global().Get("AudioContext")
	if !ctor.Truthy() {
		ctor = js.Global().Get("webkitAudioContext")
	}
	if !ctor.Truthy() {
		return nil, fmt.Errorf("services: start Web Audio: no AudioContext: %w", errors.ErrUnsupported)
	}
	defer func() {
		if r := recover(); r != nil { // a JavaScript exception
			m, err = nil, fmt.Errorf("services: start Web Audio: %v", r)
		}
	}()
	ctx := ctor.New()
	o := opts.withDefaults()
	o.Rate = ctx.Get("sampleRate").Int()
	o.ChunkFrames = scriptBufferSize(o.ChunkFrames)
	m = newMixer(o)
	d := &m.dev
	frames := o.ChunkFrames
	d.ctx = ctx
	d.staging = js.Global().Get("Float32Array").New(2 * frames)
	d.bytes = js.Global().Get("Uint8Array").New(d.staging.Get("buffer"))
	d.left = d.staging.Call("subarray", 0, frames)
	d.right = d.staging.Call("subarray", frames, 2*frames)
	d.planar = make([]float32, 2*frames)
	d.process = js.FuncOf(func(this js.Value, args []js.Value) any {
		m.fillBuffer(args[0].Get("outputBuffer"))
		return nil
	})
	d.resume = js.FuncOf(func(this js.Value, args []js.Value) any {
		if ctx.Get("state").String() == "suspended" {
			ctx.Call("resume")
		}
		return nil
	})
	d.node = ctx.Call("createScriptProcessor", frames, 0, 2)
	d.node.Set("onaudioprocess", d.process)
	d.node.Call("connect", ctx.Get("destination"))
	for _, ev := range gestures {
		js.Global().Call("addEventListener", ev, d.resume, true)
	}
	js.Global().Set(AudioGlobal, ctx)
	return m, nil
}

// scriptBufferSize rounds n to a buffer size a ScriptProcessorNode takes: a
// power of two from 256 to 16384.
func scriptBufferSize(n int) int {
	size := 256
	for size < n && size < 16384 {
		size *= 2
	}
	return size
}

// fillBuffer mixes one chunk into the node's output buffer.
func (m *Mixer) fillBuffer(out js.Value) {
	d := &m.dev
	frames := m.opts.ChunkFrames
	m.drainRequests()
	mix := m.mixChunk()
	for i := range frames {
		d.planar[i], d.planar[frames+i] = mix[2*i], mix[2*i+1]
	}
	js.CopyBytesToJS(d.bytes, unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(d.planar))), 4*len(d.planar)))
	out.Call("getChannelData", 0).Call("set", d.left)
	out.Call("getChannelData", 1).Call("set", d.right)
	m.stats.frames.Add(uint64(frames))
}

// Close stops the node, closes the AudioContext and removes the global.
// Requests still queued are discarded (Stats().Discarded). It is idempotent
// and returns nil.
func (m *Mixer) Close() error {
	d := &m.dev
	d.closing.Do(func() {
		m.closed.Store(true)
		if !d.active() { // an offline mixer
			return
		}
		for _, ev := range gestures {
			js.Global().Call("removeEventListener", ev, d.resume, true)
		}
		d.node.Set("onaudioprocess", js.Null())
		d.node.Call("disconnect")
		d.ctx.Call("close")
		js.Global().Delete(AudioGlobal)
		d.process.Release()
		d.resume.Release()
		m.discardRequests()
	})
	return nil
}
