//go:build !js

package sdlaudio

import (
	"runtime"
	"unsafe"

	"github.com/ebitengine/purego"
)

// The two calls the audio goroutine makes per chunk, made without allocating.
//
// go-sdl3's wrappers call purego.SyscallN with their arguments written out;
// SyscallN is marked go:uintptrescapes, so each call heap-allocates its
// argument slice: two allocations per chunk, about three a frame at 60 Hz.
// Here the same C functions are called with an argument slice that lives in
// the Stream. Every pointer passed points to C memory (the stream) or to a
// heap slice kept alive across the call. If a symbol cannot be found, or a
// fast call fails, the go-sdl3 wrapper is used instead (it also turns SDL's
// error into a Go error).
var fast struct {
	ok          bool
	put, queued uintptr
}

// resolveFast looks the two functions up once.
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

func (s *Stream) putData(buf []byte) error {
	if fast.ok {
		s.args[0], s.args[1], s.args[2] = uintptr(unsafe.Pointer(s.s)), uintptr(unsafe.Pointer(unsafe.SliceData(buf))), uintptr(len(buf))
		r, _, _ := purego.SyscallN(fast.put, s.args[:3]...)
		runtime.KeepAlive(buf)
		if uint8(r) != 0 {
			return nil
		}
	}
	return s.s.PutData(buf)
}

func (s *Stream) queuedBytes() (int32, error) {
	if fast.ok {
		s.args[0] = uintptr(unsafe.Pointer(s.s))
		r, _, _ := purego.SyscallN(fast.queued, s.args[:1]...)
		if n := int32(r); n >= 0 {
			return n, nil
		}
	}
	return s.s.Queued()
}
