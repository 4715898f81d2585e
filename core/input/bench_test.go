package input_test

import (
	"runtime"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/internal/sdlinput"
)

// busyInput sets up two players on two virtual gamepads with the default
// actions (20 bindings each once B's second pad button is dropped, 40 in all) bound to commands. feed changes a
// key, a button and a stick (the test helpers that do it allocate; they
// stand in for the user); then m.ProcessInput drains and dispatches them.
func busyInput(tb testing.TB) (m *input.Manager, feed func(i int), fired *counter) {
	m, _ = newManager(tb, nil)
	p1 := attach(tb, "Bench Pad 1")
	p2 := attach(tb, "Bench Pad 2")
	frame(m)
	fired = &counter{}
	bindings := 0
	for p := 1; p <= 2; p++ {
		// The defaults have 21 bindings a player (B is on East and West);
		// dropping one leaves 20 a player, 40 in all: a busy two-player game.
		m.Unbind(p, input.ButtonBinding(input.ButtonWest, input.Held))
		for _, name := range m.Actions(p).Names() {
			m.BindAction(p, name, fired)
			bindings += len(m.Action(p, name))
		}
	}
	if bindings != 40 {
		tb.Fatalf("got %d bindings, want 40", bindings)
	}
	feed = func(i int) {
		down := i%2 == 0
		_ = sdlinput.PushKey(uint32(input.KeySpace), down, false)
		_ = p1.SetButton(int(input.ButtonSouth)-1, down)
		v := int16(0)
		if down {
			v = -32768
		}
		_ = p2.SetAxis(int(input.AxisLeftX), v)
		sdlinput.UpdateJoysticks()
	}
	return m, feed, fired
}

func TestProcessInputDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts are not meaningful under the race detector")
	}
	m, feed, fired := busyInput(t)
	feed(0)
	m.ProcessInput()
	// MemStats counts every goroutine's allocations, and on a loaded machine
	// the runtime's own (a new OS thread when an SDL call blocks) land in a
	// round now and then. An allocation of ProcessInput's shows in every
	// round, once a frame or more; so the best of a few rounds must be at
	// most a stray one or two.
	const frames, rounds = 100, 5
	best := uint64(1 << 63)
	for r := 0; r < rounds && best > 2; r++ {
		var before, after runtime.MemStats
		var mallocs uint64
		for i := 1; i <= frames; i++ {
			feed(r*frames + i)
			runtime.ReadMemStats(&before)
			m.ProcessInput()
			runtime.ReadMemStats(&after)
			mallocs += after.Mallocs - before.Mallocs
		}
		best = min(best, mallocs)
	}
	if best > 2 {
		t.Errorf("got at least %d allocations in each of %d rounds of %d frames of ProcessInput, want 0", best, rounds, frames)
	}
	// Every second frame: Space and South press "a", the stick holds "left".
	if fired.n < frames {
		t.Errorf("got %d commands fired in %d frames or more, want at least %d (the frames did nothing)", fired.n, frames, frames)
	}
}

// BenchmarkProcessInput measures one frame of ProcessInput with two virtual
// gamepads and 40 bindings, while a key, a gamepad button and a stick change
// every frame (fed with the timer stopped).
func BenchmarkProcessInput(b *testing.B) {
	m, feed, fired := busyInput(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		b.StopTimer()
		feed(i)
		i++
		b.StartTimer()
		m.ProcessInput()
	}
	b.ReportMetric(40, "bindings")
	b.ReportMetric(float64(fired.n)/float64(i), "commands/frame")
}

// BenchmarkProcessInputIdle measures a frame with no events: the fixed cost
// of draining an empty queue and checking 40 bindings.
func BenchmarkProcessInputIdle(b *testing.B) {
	m, _, _ := busyInput(b)
	b.ReportAllocs()
	for b.Loop() {
		m.ProcessInput()
	}
}
