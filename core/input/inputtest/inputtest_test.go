package inputtest_test

import (
	"os"
	"runtime"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
)

func TestPadAndKeysReachTheManager(t *testing.T) {
	runtime.LockOSThread()
	t.Cleanup(runtime.UnlockOSThread)
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "dummy")
	}
	var plugged, unplugged []int
	m, err := input.New(&input.Options{
		GamepadConnected:    func(e input.GamepadConnected) { plugged = append(plugged, e.Player) },
		GamepadDisconnected: func(e input.GamepadDisconnected) { unplugged = append(unplugged, e.Player) },
	})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	frame := func() { inputtest.Update(); m.ProcessInput() }
	frame()
	a, err := inputtest.AttachPad("Test A")
	if err != nil {
		t.Fatal(err)
	}
	b, err := inputtest.AttachPad("Test B")
	if err != nil {
		t.Fatal(err)
	}
	frame()
	if len(plugged) != 2 || plugged[0] != 1 || plugged[1] != 2 {
		t.Fatalf("got players %v plugged, want [1 2]", plugged)
	}
	if err := b.Press(input.ButtonDPadLeft, true); err != nil {
		t.Fatal(err)
	}
	if err := a.Axis(input.AxisLeftY, 32767); err != nil {
		t.Fatal(err)
	}
	frame()
	if !m.PadHeld(2, input.ButtonDPadLeft) || m.PadHeld(1, input.ButtonDPadLeft) {
		t.Errorf("got DPadLeft held %v (player 2) %v (player 1), want true false", m.PadHeld(2, input.ButtonDPadLeft), m.PadHeld(1, input.ButtonDPadLeft))
	}
	if got := m.PadAxis(1, input.AxisLeftY); got < 0.99 {
		t.Errorf("got player 1 left stick y %v, want 1", got)
	}
	if err := inputtest.PushKey(input.KeyK, true); err != nil {
		t.Fatal(err)
	}
	frame()
	if !m.KeyPressed(input.KeyK) {
		t.Error("K pushed, not pressed")
	}
	if err := inputtest.PushKey(input.KeyK, false); err != nil {
		t.Fatal(err)
	}
	frame()
	if !m.KeyReleased(input.KeyK) || m.KeyHeld(input.KeyK) {
		t.Error("K released, still held")
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	if err := a.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	_ = b.Close()
	frame()
	if len(unplugged) != 2 {
		t.Errorf("got %v unplugged, want both pads", unplugged)
	}
}

func TestMouseReachesTheManager(t *testing.T) {
	runtime.LockOSThread()
	t.Cleanup(runtime.UnlockOSThread)
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "dummy")
	}
	// A window three times the logical size, as the engine's renderer maps it.
	m, err := input.New(&input.Options{MouseMapper: func(x, y float32) (float32, float32) { return x / 3, y / 3 }})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	frame := func() { m.ProcessInput() }
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(inputtest.PushMouseMotion(30, 60))
	frame()
	if x, y := m.MousePos(); x != 10 || y != 20 {
		t.Errorf("after a motion to (30, 60) in the window the mouse is at (%g, %g), want (10, 20)", x, y)
	}
	must(inputtest.PushMouseButton(input.MouseRight, true, 90, 30))
	frame()
	if x, y := m.MousePos(); !m.MousePressed(input.MouseRight) || m.MouseHeld(input.MouseLeft) || x != 30 || y != 10 {
		t.Errorf("right pressed %v, left held %v, at (%g, %g); want true, false, (30, 10)", m.MousePressed(input.MouseRight), m.MouseHeld(input.MouseLeft), x, y)
	}
	must(inputtest.PushMouseButton(input.MouseRight, false, 90, 30))
	must(inputtest.PushMouseWheel(0, 2))
	frame()
	if _, wy := m.MouseWheel(); !m.MouseReleased(input.MouseRight) || wy != 2 {
		t.Errorf("right released %v, wheel %g; want true, 2", m.MouseReleased(input.MouseRight), wy)
	}
	frame()
	if _, wy := m.MouseWheel(); wy != 0 {
		t.Errorf("the next frame's wheel is %g, want 0", wy)
	}
}
