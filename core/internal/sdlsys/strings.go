package sdlsys

import (
	"errors"
	"fmt"
	"strings"
)

// ErrNUL is wrapped by the errors of strings refused on their way to SDL
// because they hold a NUL byte. SDL takes C strings, which end at the first
// NUL, and go-sdl3 panics on such a string rather than cut it; so every
// string the engine hands SDL is checked here first (CheckString) or made
// safe (Text).
var ErrNUL = errors.New("holds a NUL byte")

// CheckString returns an error wrapping ErrNUL, naming what the string is
// ("hint SDL_VIDEO_DRIVER"), when s holds a NUL byte; nil otherwise. It is
// for strings whose meaning a cut would change: names, hints, identifiers,
// gamepad mappings.
func CheckString(what, s string) error {
	if strings.IndexByte(s, 0) < 0 {
		return nil
	}
	return fmt.Errorf("sdl: %s %q: %w", what, s, ErrNUL)
}

// Text returns s as SDL can show it to a person (a window title, a message
// box): each NUL byte becomes U+FFFD, the replacement character, so the
// text after it is still shown. A string without NUL is returned as is,
// without allocating.
func Text(s string) string {
	if strings.IndexByte(s, 0) < 0 {
		return s
	}
	return strings.ReplaceAll(s, "\x00", "\uFFFD")
}
