//go:build !js

package netmatch_test

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/audio"
	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
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
// allocate nothing either (the test lives with the online tests for that
// half). It runs in a child
// process so that the window's video driver is not the offscreen one the
// other tests opened.
func TestWindowedFramesDoNotAllocate(t *testing.T) {
	if apptest.RaceEnabled {
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
	a, err := app.Open(app.Flags{Stage: 1, Seed: 3, SeedSet: true, Scale: 1, DataDir: apptest.DataDir}, nil)
	if err != nil {
		t.Fatalf("the windowed game did not open (DISPLAY=%s): %v", os.Getenv("DISPLAY"), err)
	}
	defer a.Close()
	au, ok := services.Audio().(*audio.Mixer)
	if !ok {
		t.Fatalf("the audio service is %T, want the SDL one on the dummy driver", services.Audio())
	}
	apptest.StartBusy(t, a)
	frame := 0
	var allocs uint64
	var allocating []string // "frame:allocations" of the frames that allocated
	var before, after runtime.MemStats
	step := func(measure bool) {
		apptest.BusyKeys(t, frame)
		frame++
		if measure {
			runtime.ReadMemStats(&before)
		}
		if err := a.Engine().RunOneFrame(); err != nil {
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
		if a.Engine().Overlay() != on {
			a.Engine().SetOverlay(on)
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
	windowOnline(t, a)
}

// Frames of the online half of TestWindowedFramesDoNotAllocate.
const (
	windowOnlineWarm     = 240
	windowOnlineMeasured = 300
)

// windowOnline hosts a scripted match in the window against a peer over
// the lossy line, on the wall clock (the engine's fixed steps, as a player
// gets them), and counts the allocations of its frames after the warm-up:
// the window's frame and the peer's, rollbacks and their reconciliation
// included.
func windowOnline(t *testing.T, a *app.App) {
	l := startLinked(t, a, &apptest.Player{T: t, A: a}, netplay.Host, onlineLine, duelScript(6, 1<<16), 0)
	start := time.Now()
	var allocs uint64
	var allocating []string
	var before, after runtime.MemStats
	frame := func(i int, measure bool) {
		if measure {
			runtime.ReadMemStats(&before)
		}
		now := time.Since(start)
		l.link.SetTime(now)
		if err := a.Engine().RunOneFrame(); err != nil {
			t.Fatalf("online frame %d: %v", i, err)
		}
		if l.peerErr == nil {
			_, l.peerErr = l.peer.Update(now)
		}
		if measure {
			runtime.ReadMemStats(&after)
			if n := after.Mallocs - before.Mallocs; n > 0 {
				allocs += n
				allocating = append(allocating, fmt.Sprintf("%d:%d", i, n))
			}
		}
	}
	for i := 0; i < windowOnlineWarm; i++ {
		frame(i, false)
	}
	st0 := l.n.Online().Stats()
	for i := 0; i < windowOnlineMeasured; i++ {
		frame(i, true)
	}
	st := l.n.Online().Stats()
	if l.peerErr != nil || a.Lobby().Match() == nil {
		t.Fatalf("the online match ended: peer %v, window's match %v", l.peerErr, a.Lobby().Match())
	}
	if st.Rollbacks == st0.Rollbacks {
		t.Errorf("no rollback in %d frames of online play: the test measures too little", windowOnlineMeasured)
	}
	t.Logf("windowed play: online, %d allocations in %d frames, %d frames allocated (%v), %d rollbacks (deepest %d), %d stalls, ticks %d",
		allocs, windowOnlineMeasured, len(allocating), allocating, st.Rollbacks-st0.Rollbacks, st.Deepest, st.Stalls-st0.Stalls, a.Game().Tick())
	if limit := windowOnlineMeasured / 50; len(allocating) > limit || allocs > uint64(limit)*4 {
		t.Errorf("online: got %d of %d frames allocating, %d allocations, want at most %d frames and %d allocations (0 in steady play)",
			len(allocating), windowOnlineMeasured, allocs, limit, limit*4)
	}
}
