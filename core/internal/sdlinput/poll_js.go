//go:build js

package sdlinput

import (
	"fmt"

	"github.com/Zyko0/go-sdl3/sdl"
)

func resolvePoll() {}

// poll drains SDL's queue, then the gamepad events of the browser's
// Gamepad API (gamepad_js.go), written into the same buffer.
func poll() bool { return sdl.PollEvent(&polled) || pads.next(&polled) }

func push(raw *sdl.Event) error {
	if err := Init(); err != nil {
		return err
	}
	if err := sdl.PushEvent(raw); err != nil {
		return fmt.Errorf("sdlinput: push event %d: %w", raw.Type, err)
	}
	return nil
}
