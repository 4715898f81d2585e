//go:build !js

package sdlinput

import (
	"fmt"

	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/bengine-go/bengine/core/internal/sdlcall"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

// go-sdl3's wrappers allocate their argument slice on every call with
// arguments (see package sdlcall). ProcessInput calls SDL_PollEvent once per
// event and once more per frame, and tests push events while frames are
// measured, so both go through sdlcall, with their event buffers package
// variables (never on a stack, never moved by the collector). Where a
// symbol is not found, go-sdl3's call is used.
var (
	pollAddr, pushAddr uintptr
	calls              sdlcall.Args
	pushed             sdl.Event // the event push hands SDL (which copies it)
)

// resolvePoll looks the functions up again each time SDL was loaded anew
// (Init): they may be at another address since.
func resolvePoll() {
	sdlcall.Resolve([]sdlcall.Symbol{{Addr: &pollAddr, Name: "SDL_PollEvent"}, {Addr: &pushAddr, Name: "SDL_PushEvent"}})
}

func poll() bool {
	if pollAddr == 0 {
		return sdl.PollEvent(&polled)
	}
	return sdlcall.Bool(calls.Call(pollAddr, sdlcall.Ptr(&polled)))
}

// push queues raw as if it came from the system.
// Init is called only when SDL changed (sdlsys.Generation) since it last
// ran: its own SDL calls allocate.
func push(raw *sdl.Event) error {
	if sdlsys.Generation() != resolved || resolved == 0 {
		if err := Init(); err != nil {
			return err
		}
	}
	pushed = *raw
	if pushAddr != 0 && sdlcall.Bool(calls.Call(pushAddr, sdlcall.Ptr(&pushed))) {
		return nil
	}
	// No symbol, or refused (a full queue, an event filter): go-sdl3's
	// call pushes, or says why not.
	if err := sdl.PushEvent(&pushed); err != nil {
		return fmt.Errorf("sdlinput: push event %d: %w", raw.Type, err)
	}
	return nil
}
