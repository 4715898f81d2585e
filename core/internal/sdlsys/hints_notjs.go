//go:build !js

package sdlsys

import (
	"fmt"
	"os"

	"github.com/Zyko0/go-sdl3/sdl"
)

// SetHint sets one of SDL's configuration hints (SDL_VIDEO_DRIVER,
// SDL_AUDIO_DRIVER, ...). With override the value wins over an environment
// variable of the same name; without, the environment wins and the value
// is a default. Set hints before Init of the subsystem they configure. A
// name or value holding a NUL byte is refused (ErrNUL).
func SetHint(name, value string, override bool) error {
	if err := CheckString("hint name", name); err != nil {
		return err
	}
	if err := CheckString("hint "+name, value); err != nil {
		return err
	}
	if _, err := Load(); err != nil {
		return err
	}
	prio := sdl.HINT_NORMAL
	if override {
		prio = sdl.HINT_OVERRIDE
	} else if os.Getenv(name) != "" {
		return nil // the environment wins, as asked
	}
	if err := sdl.SetHintWithPriority(name, value, prio); err != nil {
		return fmt.Errorf("sdl: hint %s=%q: %w", name, value, err)
	}
	return nil
}

// ResetHint returns a hint to its default (the environment variable's
// value, if set). A name holding a NUL byte names no hint: nothing happens.
func ResetHint(name string) {
	if CheckString("hint name", name) != nil {
		return
	}
	if _, err := Load(); err == nil {
		_ = sdl.ResetHint(name)
	}
}

// hint returns a hint's value: set by SetHint or by the environment.
func hint(name string) string {
	if CheckString("hint name", name) != nil {
		return ""
	}
	return sdl.GetHint(name)
}

// SetAppMetadata tells SDL the program's name, version and identifier (a
// reverse domain name, "io.github.bengine-go.bomberman"): desktops show
// them (the audio mixer's stream names, the task switcher) and SDL uses
// the identifier where the platform wants one. Call it before Init. The
// name is text people read (see Text); a version or identifier holding a
// NUL byte is refused (ErrNUL).
func SetAppMetadata(name, version, id string) error {
	if err := CheckString("app version", version); err != nil {
		return err
	}
	if err := CheckString("app identifier", id); err != nil {
		return err
	}
	if _, err := Load(); err != nil {
		return err
	}
	if err := sdl.SetAppMetadata(Text(name), version, id); err != nil {
		return fmt.Errorf("sdl: app metadata: %w", err)
	}
	return nil
}

// AppMetadata returns what SetAppMetadata set: name, version, identifier.
func AppMetadata() (name, version, id string) {
	// SDL_PROP_APP_METADATA_*_STRING, which go-sdl3 does not name.
	return sdl.GetAppMetadataProperty("SDL.app.metadata.name"),
		sdl.GetAppMetadataProperty("SDL.app.metadata.version"),
		sdl.GetAppMetadataProperty("SDL.app.metadata.identifier")
}
