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
// is a default. Set hints before Init of the subsystem they configure.
func SetHint(name, value string, override bool) error {
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
// value, if set).
func ResetHint(name string) {
	if _, err := Load(); err == nil {
		_ = sdl.ResetHint(name)
	}
}

// hint returns a hint's value: set by SetHint or by the environment.
func hint(name string) string { return sdl.GetHint(name) }

// SetAppMetadata tells SDL the program's name, version and identifier (a
// reverse domain name, "io.github.bengine-go.bomberman"): desktops show
// them (the audio mixer's stream names, the task switcher) and SDL uses
// the identifier where the platform wants one. Call it before Init.
func SetAppMetadata(name, version, id string) error {
	if _, err := Load(); err != nil {
		return err
	}
	if err := sdl.SetAppMetadata(name, version, id); err != nil {
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
