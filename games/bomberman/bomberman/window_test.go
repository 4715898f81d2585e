package bomberman

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/audio"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// envWindowChild, set, makes TestWindowedFramesDoNotAllocate the child
// process that opens the window.
const envWindowChild = "BOMBERMAN_TEST_WINDOW_CHILD"

// Frames of TestWindowedFramesDoNotAllocate: warm-up (every pool, batch
// and buffer seen, the F3 overlay's too), then measured; the overlay shows
// in the second half of each.
const (
	windowWarmFrames     = 600
	windowMeasuredFrames = 600
)

// TestWindowedFramesDoNotAllocate plays the real windowed game (an X11
// window, Xvfb in CI; SDL's dummy audio driver behind the real audio
// service, which mixes every sound the game plays) with real key events
// through SDL's queue, and counts the heap allocations of 600 whole engine
// frames of busy play after the warm-up, the F3 overlay showing for the
// last 300: a frame allocates nothing (the headless PlayFrame benchmark's 0
// holds with a window, sound, input and the overlay too), but for the Go
// runtime's own rare bookkeeping. Then, in the same window, an online
// match against a peer over a lossy link: its frames, rollbacks included,
// allocate nothing either. It runs in a child
// process so that the window's video driver is not the offscreen one the
// other tests opened.
func TestWindowedFramesDoNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	if os.Getenv(envWindowChild) != "" {
		windowChild(t)
		return
	}
	if testing.Short() {
		t.Skip("-short: plays 1200 frames in a window")
	}
	if os.Getenv("DISPLAY") == "" {
		t.Skip("needs a display: run under xvfb-run, as .ci/run does (no DISPLAY)")
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^TestWindowedFramesDoNotAllocate$", "-test.v")
	cmd.Env = append(os.Environ(), envWindowChild+"=1", save.EnvDir+"="+t.TempDir(),
		"SDL_VIDEO_DRIVER=x11", "SDL_AUDIO_DRIVER=dummy")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestWindowedFramesDoNotAllocate") {
		t.Fatalf("the windowed game: %v\n%s", err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if strings.Contains(line, "windowed play:") {
			t.Log(strings.TrimSpace(line[strings.Index(line, "windowed play:"):]))
		}
	}
}

// windowChild is the windowed side of TestWindowedFramesDoNotAllocate.
func windowChild(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	a, err := NewApp(Flags{Stage: 1, Seed: 3, SeedSet: true, Scale: 1, DataDir: dataDir}, nil)
	if err != nil {
		t.Fatalf("the windowed game did not open (DISPLAY=%s): %v", os.Getenv("DISPLAY"), err)
	}
	defer a.Close()
	au, ok := services.Audio().(*audio.Mixer)
	if !ok {
		t.Fatalf("the audio service is %T, want the SDL one on the dummy driver", services.Audio())
	}
	startBusy(t, a)
	keys := player{t: t, a: a}
	frame := 0
	var allocs uint64
	var allocating []string // "frame:allocations" of the frames that allocated
	var before, after runtime.MemStats
	step := func(measure bool) {
		keys.busyKeys(frame)
		frame++
		if measure {
			runtime.ReadMemStats(&before)
		}
		if err := a.Engine.RunOneFrame(); err != nil {
			t.Fatalf("frame %d: %v", frame, err)
		}
		if measure {
			runtime.ReadMemStats(&after)
			if n := after.Mallocs - before.Mallocs; n > 0 {
				allocs += n
				allocating = append(allocating, fmt.Sprintf("%d:%d", frame, n))
			}
		}
	}
	overlay := func(on bool) {
		if a.Engine.Overlay() != on {
			a.Engine.SetOverlay(on)
		}
	}
	for i := 0; i < windowWarmFrames; i++ {
		overlay(i >= windowWarmFrames/2)
		step(false)
	}
	sounds := au.Stats().SoundsStarted
	for i := 0; i < windowMeasuredFrames; i++ {
		overlay(i >= windowMeasuredFrames/2)
		step(true)
	}
	played := au.Stats().SoundsStarted - sounds
	if played == 0 {
		t.Errorf("no sound played in %d frames of busy play: the audio path was not exercised", windowMeasuredFrames)
	}
	if g := a.Game(); g.Tick() < windowWarmFrames {
		t.Errorf("the game ran %d steps in %d frames: not in play", g.Tick(), frame)
	}
	per := float64(allocs) / windowMeasuredFrames
	t.Logf("windowed play: %d allocations in %d frames (%.3f a frame), %d frames allocated (%v), %d sounds played",
		allocs, windowMeasuredFrames, per, len(allocating), allocating, played)
	// Anything that allocates per frame, per sprite, per sound or per input
	// event shows in dozens of frames (every frame, or each of the sounds
	// played). What may remain is rare and not the game's: the Go runtime's
	// own bookkeeping while SDL's audio and the game's thread share the CPU
	// (a new OS thread when a call into SDL blocks, a sudog for a contended
	// lock), a few allocations in a frame or two of 600, most runs none.
	if limit := windowMeasuredFrames / 50; len(allocating) > limit || allocs > uint64(limit)*4 {
		t.Errorf("got %d of %d frames allocating, %d allocations, want at most %d frames and %d allocations (0 in steady play)",
			len(allocating), windowMeasuredFrames, allocs, limit, limit*4)
	}
	if windowOnlineCase != nil {
		windowOnlineCase(t, a)
	}
}

// windowOnlineCase, where online play is built, plays an online match in
// the same window after the local play (window_online_test.go).
var windowOnlineCase func(t *testing.T, a *App)

// busyKeys sends frame's keys of busyInput's pattern as real key events:
// the direction held (changing every 48 frames), X pressed for 4 frames of
// every 8.
func (pl *player) busyKeys(frame int) {
	pl.t.Helper()
	dirs := [4]input.Key{input.KeyRight, input.KeyDown, input.KeyLeft, input.KeyUp}
	push := func(k input.Key, down bool) {
		if err := inputtest.PushKey(k, down); err != nil {
			pl.t.Fatal(err)
		}
	}
	if frame%48 == 0 {
		if frame > 0 {
			push(dirs[(frame/48-1)&3], false)
		}
		push(dirs[(frame/48)&3], true)
	}
	switch frame % 8 {
	case 0:
		push(input.KeyX, true)
	case 4:
		push(input.KeyX, false)
	}
}
