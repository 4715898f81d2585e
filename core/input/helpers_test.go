package input_test

import (
	"hash/fnv"
	"os"
	"runtime"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/internal/sdlinput"
)

// lockSDL pins the test to one OS thread for SDL. The thread is unlocked
// again when the test ends: a goroutine that exits locked takes its thread
// down, and SDL's thread-local clean-up then crashes the process.
func lockSDL(t testing.TB) {
	t.Helper()
	runtime.LockOSThread()
	t.Cleanup(runtime.UnlockOSThread)
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "dummy")
	}
	if os.Getenv("SDL_AUDIO_DRIVER") == "" {
		os.Setenv("SDL_AUDIO_DRIVER", "dummy")
	}
}

// events records what the Manager publishes.
type events struct {
	connected    []input.GamepadConnected
	disconnected []input.GamepadDisconnected
}

// newManager creates a Manager on real SDL, with the event queue drained of
// what earlier tests left, and closes it at the end of the test.
func newManager(t testing.TB, opts *input.Options) (*input.Manager, *events) {
	t.Helper()
	lockSDL(t)
	ev := &events{}
	if opts == nil {
		opts = &input.Options{}
	}
	if opts.GamepadConnected == nil {
		opts.GamepadConnected = func(e input.GamepadConnected) { ev.connected = append(ev.connected, e) }
	}
	if opts.GamepadDisconnected == nil {
		opts.GamepadDisconnected = func(e input.GamepadDisconnected) { ev.disconnected = append(ev.disconnected, e) }
	}
	m, err := input.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = m.Close() })
	sdlinput.UpdateJoysticks()
	m.ProcessInput()
	return m, ev
}

// attach plugs in a virtual gamepad that is unplugged at the end of the test.
// Its product id derives from its name: SDL names a gamepad after the mapping
// it made for the first device with that vendor and product, so two models
// need two product ids, as real ones have.
func attach(t testing.TB, name string) *sdlinput.VirtualPad {
	t.Helper()
	h := fnv.New32a()
	h.Write([]byte(name))
	v, err := sdlinput.AttachVirtualPad(name, 0x1209, uint16(h.Sum32()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = v.Detach() })
	return v
}

// frame makes SDL read the virtual pads, then runs one ProcessInput.
func frame(m *input.Manager) {
	sdlinput.UpdateJoysticks()
	m.ProcessInput()
}

func key(t testing.TB, k input.Key, down bool) {
	t.Helper()
	if err := sdlinput.PushKey(uint32(k), down, false); err != nil {
		t.Fatal(err)
	}
}

func button(t testing.TB, v *sdlinput.VirtualPad, b input.Button, down bool) {
	t.Helper()
	if err := v.SetButton(int(b)-1, down); err != nil {
		t.Fatal(err)
	}
}

func axis(t testing.TB, v *sdlinput.VirtualPad, a input.Axis, value int16) {
	t.Helper()
	if err := v.SetAxis(int(a), value); err != nil {
		t.Fatal(err)
	}
}

// counter is a Command that counts its executions.
type counter struct{ n int }

func (c *counter) Execute() { c.n++ }
