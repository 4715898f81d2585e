//go:build (darwin || freebsd || linux || netbsd) && !android && !js

package sdlinput

import (
	"unsafe"

	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/ebitengine/purego"
)

// Every go-sdl3 call goes through purego.SyscallN(fn, args...), whose
// variadic argument slice escapes: one small allocation per SDL call with
// arguments. ProcessInput calls SDL_PollEvent once per event and once more
// per frame, so the per-frame path calls it here with an argument slice made
// once. go-sdl3 loads SDL with RTLD_GLOBAL, so the symbol is found without
// its library handle; if it is not, poll falls back to sdl.PollEvent.
var (
	pollAddr uintptr
	// pollArgs holds the address of polled, a package variable: it is never
	// on a stack and the collector does not move it, so the uintptr stays valid.
	pollArgs = []uintptr{uintptr(unsafe.Pointer(&polled))}
)

// resolvePoll looks the symbol up again on every Init: SDL may have been
// unloaded and loaded at another address since.
func resolvePoll() {
	pollAddr = 0
	if addr, err := purego.Dlsym(purego.RTLD_DEFAULT, "SDL_PollEvent"); err == nil {
		pollAddr = addr
	}
}

func poll() bool {
	if pollAddr == 0 {
		return sdl.PollEvent(&polled)
	}
	r, _, _ := purego.SyscallN(pollAddr, pollArgs...)
	return uint8(r) != 0
}
