// Package sdlaudio is the SDL3 glue of the audio service: it opens the default
// playback device with one audio stream and feeds it interleaved float32
// samples. It holds no mixing logic; core/audio mixes in Go and calls Put.
//
// SDL3's audio stream functions are thread-safe, so a Stream may be used from
// the audio goroutine while the main goroutine runs the rest of SDL. Open and
// Close should still be called from one goroutine, and SDL must be initialised
// through sdlsys (Open does it for the audio subsystem).
//
// # Why so thin
//
// The audio service's interesting part (a request queue, a goroutine that
// mixes voices, counters) is pure Go and testable in core/audio. What is
// left here is what only SDL can do: open the device, accept samples, report
// how many are still queued. Each call goes through purego and costs a fixed
// overhead, so the service calls it a couple of times per 512-frame chunk, not
// per sample. go-sdl3 v0.1.1's wrappers allocate once per call; Put and
// QueuedFrames call the same C functions with an argument slice kept in the
// Stream (calls_native.go), so steady playback allocates nothing.
package sdlaudio
