package patterns_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
)

// A GameObject that owns a subscription closes it when destroyed, so the
// listener cannot outlive its owner (the ScopedDelegate tied to a lifetime).
func TestOwnerDestructionClosesHandles(t *testing.T) {
	bus := patterns.NewEventBus()
	var d patterns.Delegate[int]
	s := scene.New("test")
	hud := s.NewObject("hud")
	other := s.NewObject("other")

	calls := map[string]int{}
	hud.Own(d.Subscribe(func(int) { calls["hud delegate"]++ }))
	hud.Own(patterns.Subscribe(bus, func(died) { calls["hud bus"]++ }))
	other.Own(d.Subscribe(func(int) { calls["other delegate"]++ }))

	d.Broadcast(1)
	patterns.Broadcast(bus, died{})
	hud.Destroy()
	d.Broadcast(2)
	patterns.Broadcast(bus, died{})

	cases := []struct {
		name string
		want int
	}{{"hud delegate", 1}, {"hud bus", 1}, {"other delegate", 2}}
	for _, c := range cases {
		if calls[c.name] != c.want {
			t.Errorf("%s calls: got %d, want %d", c.name, calls[c.name], c.want)
		}
	}
	if got := d.Len(); got != 1 {
		t.Errorf("delegate listeners after Destroy: got %d, want 1", got)
	}
}
