package tumble_test

import (
	"bytes"
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
	rootdata "github.com/bengine-go/bengine/data"
	"github.com/bengine-go/bengine/games/tumble/level"
	"github.com/bengine-go/bengine/games/tumble/tumble"
)

func TestMain(m *testing.M) {
	if os.Getenv("SDL_AUDIO_DRIVER") == "" {
		os.Setenv("SDL_AUDIO_DRIVER", "dummy")
	}
	// A headless window never has the focus: let SDL pass the virtual
	// pads' buttons anyway.
	os.Setenv("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1")
	os.Exit(m.Run())
}

// start opens the game headless (one fixed step a frame) with the flags
// f, on the embedded data unless f.DataDir says otherwise.
func start(t testing.TB, f tumble.Flags) *tumble.App {
	t.Helper()
	runtime.LockOSThread()
	f.Headless = true
	a, err := tumble.NewApp(f, rootdata.Tumble())
	if err != nil {
		runtime.UnlockOSThread()
		if f.Renderer == render.BackendGPU && errors.Is(err, render.ErrNoGPU) {
			t.Skipf("no GPU device, the game's look on the GPU backend is not tested (install a Vulkan driver, e.g. Debian's mesa-vulkan-drivers): %v", err)
		}
		t.Fatalf("tumble.NewApp: %v", err)
	}
	t.Cleanup(func() { a.Close(); runtime.UnlockOSThread() })
	return a
}

// startGPU is start on the GPU backend, the one with the whole look; it
// skips the test where there is no GPU device.
func startGPU(t testing.TB, f tumble.Flags) *tumble.App {
	t.Helper()
	f.Renderer = render.BackendGPU
	return start(t, f)
}

// frames runs n frames (in a headless run, a fixed step each after the
// first), or until the run ends (-ticks, the replay's end): it reports
// whether it did.
func frames(t testing.TB, a *tumble.App, n int) (ended bool) {
	t.Helper()
	for range n {
		err := a.Engine.RunOneFrame()
		if errors.Is(err, engine.ErrQuit) {
			return true
		}
		if err != nil {
			t.Fatalf("RunOneFrame: %v", err)
		}
	}
	return false
}

// yard is the shipped level and its file's bytes.
func yard(t testing.TB) (*level.Level, []byte) {
	t.Helper()
	raw, err := data.ReadFile(rootdata.Tumble(), tumble.LevelFile(tumble.DefaultLevel))
	if err != nil {
		t.Fatal(err)
	}
	l, err := level.Parse("yard.json", raw)
	if err != nil {
		t.Fatal(err)
	}
	return l, raw
}

// script is a replay of the yard from "TICK BUTTONS" lines, written to a
// file in a temporary folder; it returns the file's path.
func script(t testing.TB, ticks int, lines string) string {
	t.Helper()
	l, _ := yard(t)
	r := &tumble.Replay{Version: tumble.ReplayVersion, Level: tumble.LevelFile(tumble.DefaultLevel), LevelHash: tumble.LevelHash(l.Encode()), Ticks: ticks}
	for _, ln := range strings.Split(strings.TrimSpace(lines), "\n") {
		var in tumble.ReplayInput
		f := strings.Fields(ln)
		if len(f) == 0 {
			continue
		}
		for _, c := range f[0] {
			in.Tick = in.Tick*10 + int(c-'0')
		}
		if len(f) > 1 {
			in.Buttons = f[1]
		}
		if in.Tick < ticks {
			r.Inputs = append(r.Inputs, in)
		}
	}
	raw, err := r.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tumble.ParseReplay("script", raw); err != nil {
		t.Fatalf("the test's script is not a valid replay: %v", err)
	}
	path := filepath.Join(t.TempDir(), "script.json")
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// runTo is the route through the yard: right all the way, with jumps over
// what is in the way.
const runTo = `
0 right
55 right+jump
80 right
230 right+jump
260 right
760 right+jump
785 right
840 right+jump
865 right
`

// screenshot takes the last frame, and keeps it in $TUMBLE_SHOTS when set.
func screenshot(t testing.TB, a *tumble.App, name string) *image.RGBA {
	t.Helper()
	img, err := a.Engine.Renderer().Screenshot(0)
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("TUMBLE_SHOTS"); dir != "" {
		var buf bytes.Buffer
		png.Encode(&buf, img)
		os.WriteFile(filepath.Join(dir, name+".png"), buf.Bytes(), 0o644)
	}
	return img
}
