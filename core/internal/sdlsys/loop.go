package sdlsys

import "github.com/Zyko0/go-sdl3/sdl"

// EndLoop, returned by a RunLoop frame function, ends the loop without error.
var EndLoop = sdl.EndLoop

// RunLoop calls frame until it returns an error (EndLoop ends it cleanly).
// Natively it is a plain loop on the calling goroutine; on the web the
// browser drives it through requestAnimationFrame.
func RunLoop(frame func() error) error { return sdl.RunLoop(frame) }
