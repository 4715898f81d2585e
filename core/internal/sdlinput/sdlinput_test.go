package sdlinput_test

import (
	"os"
	"runtime"
	"testing"

	"github.com/bengine-go/bengine/core/internal/sdlinput"
)

func initSDL(t testing.TB) {
	t.Helper()
	// Lock for SDL, and unlock before the test's goroutine ends: a goroutine
	// that exits locked takes its OS thread down with it, which crashes SDL's
	// thread-local clean-up (seen here as SIGSEGV at exit).
	runtime.LockOSThread()
	t.Cleanup(runtime.UnlockOSThread)
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "dummy")
	}
	if os.Getenv("SDL_AUDIO_DRIVER") == "" {
		os.Setenv("SDL_AUDIO_DRIVER", "dummy")
	}
	if err := sdlinput.Init(); err != nil {
		t.Fatal(err)
	}
}

func drain(p *sdlinput.Pump) []sdlinput.Event {
	var out []sdlinput.Event
	var e sdlinput.Event
	for p.Next(&e) {
		out = append(out, e)
	}
	return out
}

func TestPumpTranslatesPushedEvents(t *testing.T) {
	initSDL(t)
	var p sdlinput.Pump
	drain(&p)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(sdlinput.PushKey(44, true, false)) // Space
	must(sdlinput.PushKey(44, false, true))
	must(sdlinput.PushMouseMotion(10, 20))
	must(sdlinput.PushMouseButton(1, true, 3, 4))
	must(sdlinput.PushWindow(sdlinput.WindowResized, 640, 480))
	must(sdlinput.PushQuit())
	want := []sdlinput.Event{
		{Kind: sdlinput.KeyDown, Code: 44},
		{Kind: sdlinput.KeyUp, Code: 44, Repeat: true},
		{Kind: sdlinput.MouseMotion, X: 10, Y: 20},
		{Kind: sdlinput.MouseDown, Code: 1, X: 3, Y: 4},
		{Kind: sdlinput.WindowResized, W: 640, H: 480},
		{Kind: sdlinput.Quit},
	}
	got := drain(&p)
	if len(got) != len(want) {
		t.Fatalf("got %d events %+v, want %d", len(got), got, len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("event %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestVirtualPadEvents(t *testing.T) {
	initSDL(t)
	var p sdlinput.Pump
	v, err := sdlinput.AttachVirtualPad("Test Pad", 0x1234, 0x0001)
	if err != nil {
		t.Fatal(err)
	}
	defer v.Detach()
	var added uint32
	for _, e := range drain(&p) {
		if e.Kind == sdlinput.PadAdded {
			added = e.Pad
		}
	}
	if added != v.ID() {
		t.Fatalf("got PadAdded for %d, want %d", added, v.ID())
	}
	g, err := sdlinput.OpenGamepad(added)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if g.Name() != "Test Pad" {
		t.Errorf("got name %q, want %q", g.Name(), "Test Pad")
	}
	if err := v.SetButton(11, true); err != nil { // DPadUp
		t.Fatal(err)
	}
	if err := v.SetAxis(1, -30000); err != nil { // LeftY
		t.Fatal(err)
	}
	sdlinput.UpdateJoysticks()
	var sawButton, sawAxis bool
	for _, e := range drain(&p) {
		switch {
		case e.Kind == sdlinput.PadButtonDown && e.Code == 11 && e.Pad == added:
			sawButton = true
		case e.Kind == sdlinput.PadAxis && e.Code == 1 && e.Value == -30000:
			sawAxis = true
		}
	}
	if !sawButton || !sawAxis {
		t.Errorf("got button event %v, axis event %v; want both", sawButton, sawAxis)
	}
	if !g.Button(11) {
		t.Errorf("got DPadUp up after press, want down")
	}
	if err := v.Detach(); err != nil {
		t.Fatal(err)
	}
	var removed bool
	for _, e := range drain(&p) {
		removed = removed || (e.Kind == sdlinput.PadRemoved && e.Pad == added)
	}
	if !removed {
		t.Errorf("got no PadRemoved after Detach")
	}
}

// Pushing and pumping events allocates nothing, so that a test that types
// into a running game while it counts the game's allocations (the windowed
// game's allocation test) counts only the game's.
func TestPushAndPumpDoNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	initSDL(t)
	var p sdlinput.Pump
	var e sdlinput.Event
	drain(&p)
	allocs := testing.AllocsPerRun(100, func() {
		if err := sdlinput.PushKey(44, true, false); err != nil {
			t.Fatal(err)
		}
		if err := sdlinput.PushKey(44, false, false); err != nil {
			t.Fatal(err)
		}
		for p.Next(&e) {
		}
	})
	if allocs != 0 {
		t.Errorf("got %v allocations a push-and-pump, want 0", allocs)
	}
}
