package sdlsys

import (
	"errors"
	"fmt"
	"os"
)

// ErrNoDisplay is returned by ShowError when SDL_VIDEO_DRIVER names a driver
// without a screen (offscreen, dummy): there is nobody to show a box to, and
// SDL would otherwise look for one on the platform's own display anyway.
var ErrNoDisplay = errors.New("sdl: no display for a message box (SDL_VIDEO_DRIVER is offscreen or dummy)")

// ShowError shows a modal error message box with title and message, not
// attached to any window, and returns when the player closes it. It loads
// SDL if needed; no subsystem has to be initialised (SDL allows message
// boxes before SDL_Init, so a game that failed to start can still say why).
// The title and message are text (see Text): a NUL byte in them shows as
// U+FFFD, and the rest of the message still reaches the player.
func ShowError(title, message string) error {
	switch os.Getenv("SDL_VIDEO_DRIVER") {
	case "offscreen", "dummy":
		return ErrNoDisplay
	}
	if _, err := Load(); err != nil {
		return err
	}
	if err := showError(Text(title), Text(message)); err != nil {
		return fmt.Errorf("sdl: message box: %w", err)
	}
	return nil
}
