//go:build js

package webaudio

import (
	"errors"
	"fmt"
	"syscall/js"
	"unsafe"
)

// gestures are the events on which browsers let a page start its audio.
var gestures = []string{"pointerdown", "mousedown", "touchstart", "keydown"}

// workletAhead is how many chunks the worklet keeps queued.
const workletAhead = 3

// workletSource is the AudioWorkletProcessor: it plays the chunks the main
// thread posts (planar: the left frames, then the right) and asks for more
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

// Output is an AudioContext and the node that plays what a Go function
// mixes. Use it from the page's main thread (the Go program's).
type Output struct {
	ctx, node js.Value
	globals   []string // set on globalThis, deleted at Close
	kind      string   // "worklet", "script", or "" before the node exists
	frames    int      // frames a chunk
	pull      func(planar []float32)
	planar    []float32 // one chunk, left then right
	funcs     []js.Func // released at Close
	resume    js.Func   // resumes the context on a gesture
	closed    bool
}

// Open creates an AudioContext, keeps it on globalThis[global] and resumes
// it on the page's first click, touch or key press. Without the Web Audio
// API it returns an error wrapping errors.ErrUnsupported. Nothing plays
// until Start.
func Open(global string) (out *Output, err error) {
	ctor := js.Global().Get("AudioContext")
	if !ctor.Truthy() {
		ctor = js.Global().Get("webkitAudioContext")
	}
	if !ctor.Truthy() {
		return nil, fmt.Errorf("webaudio: no AudioContext: %w", errors.ErrUnsupported)
	}
	defer func() {
		if r := recover(); r != nil { // a JavaScript exception
			out, err = nil, fmt.Errorf("webaudio: create an AudioContext: %v", r)
		}
	}()
	o := &Output{ctx: ctor.New(), globals: []string{global}}
	// ignore is a plain JavaScript function: it handles a resume that the
	// context's closing rejects, without calling into a Go program that may
	// have ended by then.
	ignore := js.Global().Get("Function").New()
	o.resume = o.funcOf(func(js.Value, []js.Value) any {
		if o.ctx.Get("state").String() == "suspended" {
			o.ctx.Call("resume").Call("catch", ignore)
		}
		return nil
	})
	for _, ev := range gestures {
		js.Global().Call("addEventListener", ev, o.resume, true)
	}
	js.Global().Set(global, o.ctx)
	return o, nil
}

// Rate reports the context's sample rate in Hz (the browser picks it).
func (o *Output) Rate() int { return o.ctx.Get("sampleRate").Int() }

// Kind reports the node playing: "worklet" (an AudioWorkletNode), "script"
// (a ScriptProcessorNode) or "" (none yet: the worklet is still loading).
func (o *Output) Kind() string { return o.kind }

// Start makes the node that plays: from now on pull is called, on the main
// thread, for each chunk of frames stereo frames, to fill planar (its first
// frames samples are the left channel, the rest the right).
func (o *Output) Start(frames int, pull func(planar []float32)) {
	o.frames, o.pull = frames, pull
	o.planar = make([]float32, 2*frames)
	if o.ctx.Get("audioWorklet").Truthy() {
		o.startWorklet()
	} else {
		o.startScriptProcessor()
	}
}

// Publish sets globalThis[name] to a function that returns what report
// returns, for the page and its tests.
func (o *Output) Publish(name string, report func() map[string]any) {
	js.Global().Set(name, o.funcOf(func(js.Value, []js.Value) any { return report() }))
	o.globals = append(o.globals, name)
}

// funcOf wraps fn for JavaScript and keeps it to release at Close.
func (o *Output) funcOf(fn func(this js.Value, args []js.Value) any) js.Func {
	f := js.FuncOf(fn)
	o.funcs = append(o.funcs, f)
	return f
}

// startWorklet loads the worklet from a Blob URL and, once it is loaded,
// connects its node; if loading fails, it falls back to a
// ScriptProcessorNode. (Browsers may hold the loading back until the
// context first runs.)
func (o *Output) startWorklet() {
	blob := js.Global().Get("Blob").New([]any{workletSource}, map[string]any{"type": "application/javascript"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	// The promise's two callbacks: whichever runs releases both (they are
	// not in o.funcs, so a promise settling after Close still finds them).
	var ready, failed js.Func
	done := func() {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		ready.Release()
		failed.Release()
	}
	ready = js.FuncOf(func(js.Value, []js.Value) any {
		defer done()
		if o.closed {
			return nil
		}
		node := js.Global().Get("AudioWorkletNode").New(o.ctx, "bengine-mixer-output", map[string]any{
			"numberOfInputs": 0, "numberOfOutputs": 1, "outputChannelCount": []any{2},
			"processorOptions": map[string]any{"chunk": o.frames, "ahead": workletAhead},
		})
		port := node.Get("port")
		port.Set("onmessage", o.funcOf(func(_ js.Value, args []js.Value) any {
			for range args[0].Get("data").Int() {
				chunk := js.Global().Get("Float32Array").New(len(o.planar))
				o.fill(chunk)
				port.Call("postMessage", chunk, []any{chunk.Get("buffer")})
			}
			return nil
		}))
		node.Call("connect", o.ctx.Get("destination"))
		o.node, o.kind = node, "worklet"
		return nil
	})
	failed = js.FuncOf(func(js.Value, []js.Value) any {
		defer done()
		if !o.closed {
			o.startScriptProcessor()
		}
		return nil
	})
	o.ctx.Get("audioWorklet").Call("addModule", url).Call("then", ready, failed)
}

// fill pulls one chunk and copies it into the Float32Array dst.
func (o *Output) fill(dst js.Value) {
	o.pull(o.planar)
	bytes := js.Global().Get("Uint8Array").New(dst.Get("buffer"), dst.Get("byteOffset"), 4*len(o.planar))
	js.CopyBytesToJS(bytes, unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(o.planar))), 4*len(o.planar)))
}

// startScriptProcessor connects a ScriptProcessorNode whose buffer holds
// two chunks, pulled on each of its callbacks.
func (o *Output) startScriptProcessor() {
	frames := o.frames
	staging := js.Global().Get("Float32Array").New(2 * frames)
	left, right := staging.Call("subarray", 0, frames), staging.Call("subarray", frames, 2*frames)
	node := o.ctx.Call("createScriptProcessor", bufferSize(2*frames), 0, 2)
	node.Set("onaudioprocess", o.funcOf(func(_ js.Value, args []js.Value) any {
		out := args[0].Get("outputBuffer")
		l, r := out.Call("getChannelData", 0), out.Call("getChannelData", 1)
		for at := 0; at+frames <= l.Get("length").Int(); at += frames {
			o.fill(staging)
			l.Call("set", left, at)
			r.Call("set", right, at)
		}
		return nil
	}))
	node.Call("connect", o.ctx.Get("destination"))
	o.node, o.kind = node, "script"
}

// bufferSize rounds n up to a buffer size a ScriptProcessorNode takes: a
// power of two from 256 to 16384.
func bufferSize(n int) int {
	size := 256
	for size < n && size < 16384 {
		size *= 2
	}
	return size
}

// Close stops the node, closes the context and removes the globals it
// set. It is idempotent. The node's handlers are taken off before the Go
// functions behind them are released: a request the worklet posted just
// before, or an audio callback already queued, then finds no handler,
// where it would otherwise call into a program that has ended ("Go
// program has already exited").
func (o *Output) Close() {
	if o.closed {
		return
	}
	o.closed = true
	for _, ev := range gestures {
		js.Global().Call("removeEventListener", ev, o.resume, true)
	}
	switch o.kind {
	case "worklet":
		port := o.node.Get("port")
		port.Set("onmessage", js.Null())
		port.Call("close")
	case "script":
		o.node.Set("onaudioprocess", js.Null())
	}
	if o.node.Truthy() {
		o.node.Call("disconnect")
	}
	o.ctx.Call("close").Call("catch", js.Global().Get("Function").New())
	for _, name := range o.globals {
		js.Global().Delete(name)
	}
	for _, f := range o.funcs {
		f.Release()
	}
}
