//go:build js

package services

import (
	"errors"
	"fmt"
	"sync"
	"syscall/js"
	"unsafe"
)

// defaultChunkFrames is the web's chunk: 1024 frames, 23 ms at 44.1 kHz.
const defaultChunkFrames = 1024

// AudioGlobal is the global (globalThis.bengineAudio) on which the web
// mixer keeps its AudioContext, so that the page and its tests can see it:
// its state is "suspended" until the page's first click, touch or key press
// (a real one: browsers ignore events made by scripts), then "running".
// AudioStatsGlobal (globalThis.bengineAudioStats) is a function that returns
// the mixer's Stats as an object, with its output: "worklet" (an
// AudioWorkletNode), "script" (the older ScriptProcessorNode, where a page
// is not a secure context) or "" (not yet started).
const (
	AudioGlobal      = "bengineAudio"
	AudioStatsGlobal = "bengineAudioStats"
)

// gestures are the events on which browsers let a page start its audio.
var gestures = []string{"pointerdown", "mousedown", "touchstart", "keydown"}

// workletAhead is how many chunks the worklet keeps queued (about 70 ms):
// the main thread, which mixes, is also the one running the game's frames.
const workletAhead = 3

// workletSource is the AudioWorkletProcessor: it plays the chunks the
// mixer posts (planar: the left frames, then the right) and asks for more
// whenever fewer than workletAhead are queued. It runs on the browser's
// audio thread; an underrun plays silence.
const workletSource = `
class BEngineMixerOutput extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.chunk = options.processorOptions.chunk;
    this.ahead = options.processorOptions.ahead;
    this.queue = [];
    this.offset = 0;
    this.queued = 0;
    this.asked = 0;
    this.port.onmessage = (e) => {
      this.queue.push(e.data);
      this.queued += e.data.length / 2;
      this.asked--;
    };
  }
  process(inputs, outputs) {
    const left = outputs[0][0], right = outputs[0][1];
    let i = 0;
    while (i < left.length && this.queue.length > 0) {
      const c = this.queue[0], frames = c.length / 2;
      const n = Math.min(left.length - i, frames - this.offset);
      left.set(c.subarray(this.offset, this.offset + n), i);
      right.set(c.subarray(frames + this.offset, frames + this.offset + n), i);
      i += n;
      this.offset += n;
      this.queued -= n;
      if (this.offset === frames) {
        this.queue.shift();
        this.offset = 0;
      }
    }
    const want = Math.ceil((this.ahead * this.chunk - this.queued) / this.chunk) - this.asked;
    if (want > 0) {
      this.asked += want;
      this.port.postMessage(want);
    }
    return true;
  }
}
registerProcessor("bengine-mixer-output", BEngineMixerOutput);
`

// device is the web output: an AudioContext whose node pulls the mix from
// the page's main thread (between the game's frames: the game loop waits
// on requestAnimationFrame). The node is an AudioWorkletNode where the page
// may use one (a secure context: https or localhost), else a
// ScriptProcessorNode.
type device struct {
	ctx, node js.Value
	kind      string    // "worklet", "script", or "" before the node exists
	funcs     []js.Func // released at Close
	resume    js.Func   // resumes the context on a gesture
	planar    []float32 // one chunk, left then right
	open      bool
	closing   sync.Once
}

func (d *device) active() bool { return d.open }

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
	m = newMixer(o)
	d := &m.dev
	d.ctx, d.open = ctx, true
	d.planar = make([]float32, 2*o.ChunkFrames)
	d.resume = m.jsFunc(func(js.Value, []js.Value) any {
		if ctx.Get("state").String() == "suspended" {
			ctx.Call("resume")
		}
		return nil
	})
	for _, ev := range gestures {
		js.Global().Call("addEventListener", ev, d.resume, true)
	}
	js.Global().Set(AudioGlobal, ctx)
	js.Global().Set(AudioStatsGlobal, m.jsFunc(func(js.Value, []js.Value) any { return m.jsStats() }))
	if ctx.Get("audioWorklet").Truthy() {
		m.startWorklet()
	} else {
		m.startScriptProcessor()
	}
	return m, nil
}

// jsFunc wraps fn for JavaScript and keeps it to release at Close.
func (m *Mixer) jsFunc(fn func(this js.Value, args []js.Value) any) js.Func {
	f := js.FuncOf(fn)
	m.dev.funcs = append(m.dev.funcs, f)
	return f
}

// startWorklet loads the worklet from a Blob URL and, once it is loaded,
// connects its node; if loading fails, it falls back to a
// ScriptProcessorNode.
func (m *Mixer) startWorklet() {
	d := &m.dev
	blob := js.Global().Get("Blob").New([]any{workletSource}, map[string]any{"type": "application/javascript"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	// The promise's two callbacks: whichever runs releases both (a closed
	// mixer releases only its own functions, so a late promise still finds
	// them).
	var ready, failed js.Func
	done := func() {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		ready.Release()
		failed.Release()
	}
	ready = js.FuncOf(func(js.Value, []js.Value) any {
		defer done()
		if m.closed.Load() {
			return nil
		}
		node := js.Global().Get("AudioWorkletNode").New(d.ctx, "bengine-mixer-output", map[string]any{
			"numberOfInputs": 0, "numberOfOutputs": 1, "outputChannelCount": []any{2},
			"processorOptions": map[string]any{"chunk": m.opts.ChunkFrames, "ahead": workletAhead},
		})
		node.Get("port").Set("onmessage", m.jsFunc(func(_ js.Value, args []js.Value) any {
			for range args[0].Get("data").Int() {
				m.postChunk(node.Get("port"))
			}
			return nil
		}))
		node.Call("connect", d.ctx.Get("destination"))
		d.node, d.kind = node, "worklet"
		return nil
	})
	failed = js.FuncOf(func(js.Value, []js.Value) any {
		defer done()
		if !m.closed.Load() {
			m.startScriptProcessor()
		}
		return nil
	})
	d.ctx.Get("audioWorklet").Call("addModule", url).Call("then", ready, failed)
}

// postChunk mixes one chunk and posts it, planar, to the worklet.
func (m *Mixer) postChunk(port js.Value) {
	chunk := js.Global().Get("Float32Array").New(len(m.dev.planar))
	m.mixPlanar(chunk)
	port.Call("postMessage", chunk, []any{chunk.Get("buffer")})
}

// mixPlanar mixes one chunk into the Float32Array dst: the left frames,
// then the right.
func (m *Mixer) mixPlanar(dst js.Value) {
	d := &m.dev
	frames := m.opts.ChunkFrames
	m.drainRequests()
	mix := m.mixChunk()
	for i := range frames {
		d.planar[i], d.planar[frames+i] = mix[2*i], mix[2*i+1]
	}
	bytes := js.Global().Get("Uint8Array").New(dst.Get("buffer"), dst.Get("byteOffset"), 4*len(d.planar))
	js.CopyBytesToJS(bytes, unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(d.planar))), 4*len(d.planar)))
	m.stats.frames.Add(uint64(frames))
}

// startScriptProcessor connects a ScriptProcessorNode whose buffer holds
// two chunks, mixed on each of its callbacks.
func (m *Mixer) startScriptProcessor() {
	d := &m.dev
	frames := m.opts.ChunkFrames
	staging := js.Global().Get("Float32Array").New(2 * frames)
	left, right := staging.Call("subarray", 0, frames), staging.Call("subarray", frames, 2*frames)
	node := d.ctx.Call("createScriptProcessor", scriptBufferSize(2*frames), 0, 2)
	node.Set("onaudioprocess", m.jsFunc(func(_ js.Value, args []js.Value) any {
		out := args[0].Get("outputBuffer")
		l, r := out.Call("getChannelData", 0), out.Call("getChannelData", 1)
		for at := 0; at+frames <= l.Get("length").Int(); at += frames {
			m.mixPlanar(staging)
			l.Call("set", left, at)
			r.Call("set", right, at)
		}
		return nil
	}))
	node.Call("connect", d.ctx.Get("destination"))
	d.node, d.kind = node, "script"
}

// scriptBufferSize rounds n up to a buffer size a ScriptProcessorNode
// takes: a power of two from 256 to 16384.
func scriptBufferSize(n int) int {
	size := 256
	for size < n && size < 16384 {
		size *= 2
	}
	return size
}

// jsStats returns Stats as a JavaScript object, with the output's kind.
func (m *Mixer) jsStats() any {
	s := m.Stats()
	return map[string]any{
		"output": m.dev.kind, "frames": s.Frames, "requests": s.Requests, "dropped": s.Dropped,
		"unknown": s.Unknown, "soundsStarted": s.SoundsStarted, "musicSamples": s.MusicSamples,
		"limitedFrames": s.LimitedFrames,
	}
}

// Close stops the node, closes the AudioContext and removes the globals.
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
		if d.node.Truthy() {
			d.node.Call("disconnect")
		}
		d.ctx.Call("close")
		js.Global().Delete(AudioGlobal)
		js.Global().Delete(AudioStatsGlobal)
		for _, f := range d.funcs {
			f.Release()
		}
		m.discardRequests()
	})
	return nil
}
