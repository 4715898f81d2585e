// Package apptest opens the whole game for the tests of its packages: the
// real engine on SDL's offscreen and dummy drivers, a fresh save folder,
// the repository's data.
package apptest

import (
	"image/color"
	"os"
	"runtime"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// DataDir is the repository's data folder, seen from a package of
// games/bomberman.
const DataDir = "../../../data/bomberman"

// SDL prepares a test that runs the real engine: the offscreen video and
// dummy audio drivers (unless the environment names others), the OS thread
// locked for SDL, and a fresh save folder so the player's settings never
// leak in; settings, if not nil, are written there first. It returns the
// save folder.
func SDL(t testing.TB, settings *save.Settings) string {
	t.Helper()
	runtime.LockOSThread()
	t.Cleanup(runtime.UnlockOSThread)
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	if os.Getenv("SDL_AUDIO_DRIVER") == "" {
		os.Setenv("SDL_AUDIO_DRIVER", "dummy")
	}
	dir := t.TempDir()
	t.Setenv(save.EnvDir, dir)
	if settings != nil {
		if err := save.SaveSettings(dir, *settings); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// Open opens the game headless on the repository's data (unless f names
// another folder), closed when the test ends. Without a video device it
// skips the test.
func Open(t testing.TB, f app.Flags) *app.App {
	t.Helper()
	f.Headless = true
	if f.DataDir == "" {
		f.DataDir = DataDir
	}
	a, err := app.Open(f, nil)
	if err != nil {
		t.Skipf("no SDL video here: %v", err)
	}
	t.Cleanup(a.Close)
	return a
}

// Frames runs n engine frames (one fixed step each, headless).
func Frames(t testing.TB, a *app.App, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := a.Engine().RunOneFrame(); err != nil {
			t.Fatalf("frame %d: %v", i, err)
		}
	}
}

// Config loads the repository's rules data.
func Config(t testing.TB) *game.Config {
	t.Helper()
	cfg, err := game.LoadConfig(os.DirFS(DataDir))
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// EffectsOff are the default settings with the modern look, particles and
// the shake off.
func EffectsOff() *save.Settings {
	s := save.DefaultSettings()
	s.Look, s.Particles, s.ScreenShake = save.LookNES, false, false
	return &s
}

// Near reports whether c is want's colour, within 3 of each channel.
func Near(c color.RGBA, want render.Color) bool {
	w := color.RGBA{uint8(want.R*255 + 0.5), uint8(want.G*255 + 0.5), uint8(want.B*255 + 0.5), 255}
	return NearRGBA(c, w)
}

// NearRGBA reports whether a and b are within 3 of each other on each
// channel.
func NearRGBA(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return max(x, y)-min(x, y) <= 3 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}
