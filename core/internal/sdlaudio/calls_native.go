//go:build !js

package sdlaudio

import (
	"runtime"
	"unsafe"

	"github.com/ebitengine/purego"
)

// The two calls the audio goroutine makes per chunk, made without
// allocating.
//
// go-sdl3's wrappers call purego.SyscallN with their arguments written out,
// and because SyscallN is marked go:uintptrescapes every call heap-allocates
// its argument slice: two allocations per chunk, some four a frame at 60
// frames a second, enough to wake the garbage collector in a game that
// otherwise allocates nothing. Here the same C functions are called with an
// argument slice that lives in the Stream (only the audio goroutine calls
// Put and QueuedFrames). If a symbol cannot be found, or a fast call
// reports an error, the go-sdl3 wrapper is used instead (it also turns SDL's
// error into a Go error).

var fast struct {
	ok          bool
	put, queued uintptr
}

// resolveFast looks the functions up once (Open calls it, on one goroutine).
func resolveFast() {
	if fast.ok {
		return
	}
	put, err := lookup("SDL_PutAudioStreamData")
	if err != nil || put == 0 {
		return
	}
	queued, err := lookup("SDL_GetAudioStreamQueued")
	if err != nil || queued == 0 {
		return
	}
	fast.put, fast.queued, fast.ok = put, queued, true
}

// putFast hands buf to SDL_PutAudioStreamData and reports SDL's result.
func (s *Stream) putFast(buf []byte) bool {
	if !fast.ok {
		return false
	}
	s.args[0], s.args[1], s.args[2] = uintptr(unsafe.Pointer(s.s)), uintptr(unsafe.Pointer(unsafe.SliceData(buf))), uintptr(len(buf))
	r, _, _ := purego.SyscallN(fast.put, s.args[:3]...)
	runtime.KeepAlive(buf)
	runtime.KeepAlive(s)
	return uint8(r) != 0
}

// queuedFast returns SDL_GetAudioStreamQueued's byte count, or -1 when the
// fast call is unavailable or SDL reports an error.
func (s *Stream) queuedFast() int {
	if !fast.ok {
		return -1
	}
	s.args[0] = uintptr(unsafe.Pointer(s.s))
	r, _, _ := purego.SyscallN(fast.queued, s.args[:1]...)
	runtime.KeepAlive(s)
	return int(int32(r))
}
