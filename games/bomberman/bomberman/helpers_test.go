package bomberman

import (
	"image/color"
	"os"
	"runtime"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// dataDir is the repository's data folder, seen from this package.
const dataDir = "../../../data/bomberman"

// sdlTest prepares a test that runs the real engine: the offscreen video
// and dummy audio drivers, the OS thread locked for SDL, and a fresh save
// folder so the player's settings never leak in. settings, if not nil, are
// written there first.
func sdlTest(t testing.TB, settings *save.Settings) {
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
	t.Setenv("BOMBERMAN_CONFIG_DIR", dir)
	if settings != nil {
		if err := save.SaveSettings(dir, *settings); err != nil {
			t.Fatal(err)
		}
	}
}

// newTestApp opens a headless app on the repository's data.
func newTestApp(t testing.TB, f Flags) *App {
	t.Helper()
	f.Headless = true
	if f.DataDir == "" {
		f.DataDir = dataDir
	}
	a, err := NewApp(f, nil)
	if err != nil {
		t.Skipf("no SDL video here: %v", err)
	}
	t.Cleanup(a.Close)
	return a
}

// frames runs n engine frames (one fixed step each, headless).
func frames(t testing.TB, a *App, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := a.Engine.RunOneFrame(); err != nil {
			t.Fatalf("frame %d: %v", i, err)
		}
	}
}

func loadConfig(t testing.TB) *game.Config {
	t.Helper()
	cfg, err := game.LoadConfig(os.DirFS(dataDir))
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

func effectsOff() *save.Settings {
	s := save.DefaultSettings()
	s.Glow, s.Particles, s.ScreenShake = false, false, false
	return &s
}

func near(c color.RGBA, want render.Color) bool {
	w := color.RGBA{uint8(want.R*255 + 0.5), uint8(want.G*255 + 0.5), uint8(want.B*255 + 0.5), 255}
	return nearRGBA(c, w)
}

func nearRGBA(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return x-y <= 3 || y-x <= 3 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}
