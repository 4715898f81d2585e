// Package sdlinput is the SDL3 glue of core/input: it drains SDL's event
// queue into plain Go events, opens and reads gamepads, and offers the test
// helpers (pushed key, mouse and window events, virtual gamepads) that drive
// real SDL without hardware.
//
//	if err := sdlinput.Init(); err != nil {
//		return err
//	}
//	var p sdlinput.Pump
//	var ev sdlinput.Event
//	for p.Next(&ev) {
//		switch ev.Kind {
//		case sdlinput.KeyDown:
//			// ev.Code is the scancode
//		}
//	}
//
// # The problem
//
// core/input owns everything a game asks about input: edge detection
// (pressed, held, released), bindings, players and their gamepads. None of
// that should depend on go-sdl3's types, and the per-frame path that reads
// SDL's events must not allocate, although SDL hands events over as a C
// union and every go-sdl3 call goes through purego.
//
// # The pattern: a translation layer
//
// This package keeps no game state; it only translates. Pump.Next polls one
// SDL event at a time into a single package-level buffer, reads the union by
// casting the pointer (as SDL's C code does) and fills a small flat Event
// whose Kind says which fields are set; the kinds core/input does not use
// are consumed and skipped. Gamepad wraps an opened SDL gamepad with the
// few queries core/input needs (buttons, axes, name, face-button labels).
// testing.go pushes synthetic events into SDL's own queue, so the tests of
// core/input run through the same path as a real keyboard.
//
// # What it costs
//
// On Linux, macOS and the BSDs, SDL_PollEvent is called through an argument
// slice made once (poll_dlsym.go), so draining the queue allocates nothing.
// Elsewhere (Windows, the web) go-sdl3's own wrapper is used, which may
// allocate a few bytes per call. The Gamepad queries go through go-sdl3's
// wrappers too; core/input calls them when a pad connects or is remapped,
// not every frame (button and axis changes arrive as events). Everything
// here runs on the main thread. On the web, where go-sdl3 cannot open
// gamepads, gamepad_js.go reads the browser's Gamepad API once a frame and
// hands its changes to the pump as the same SDL gamepad events.
package sdlinput
