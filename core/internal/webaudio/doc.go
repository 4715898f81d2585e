// Package webaudio is the browser glue of the audio service: on the web
// (GOOS=js) it opens an AudioContext and a node that pulls the mix, chunk by
// chunk, from a Go function. It holds no mixing logic; core/audio mixes
// in Go, the same code natively and in the browser, and hands it the
// samples. On other platforms the package is empty.
//
// # Why a node that pulls
//
// The browser's audio thread cannot call into Go: a Go program in
// WebAssembly runs on the page's main thread. So the node asks the main
// thread for audio ahead of time and plays what it was given: an
// AudioWorkletNode (on the audio thread) keeps a few chunks queued and
// posts a request whenever it runs low; where a page may not use worklets
// (not a secure context: plain http from another host), a
// ScriptProcessorNode's callback on the main thread asks for its buffer
// instead. Either way the main thread mixes between the game's frames (the
// game loop waits on requestAnimationFrame), so a long frame can starve the
// node: it then plays silence, never stale samples.
//
// # Starting on a gesture
//
// Browsers create an AudioContext suspended and let a page start it only
// from a real user gesture (a click, a touch, a key press; not an event a
// script dispatches). Open listens for those on the page and resumes the
// context on the first one. The context is kept on a global the caller
// names (globalThis.bengineAudio for the engine), so the page and its tests
// can watch its state go from "suspended" to "running".
package webaudio
