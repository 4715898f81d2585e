package scene_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
)

type explosion struct{ damage int }

// health listens for explosions on the bus and owns its subscription.
type health struct {
	scene.Base
	bus  *patterns.EventBus
	hp   int
	hits *int
}

func (h *health) Start() {
	h.Own(patterns.Subscribe(h.bus, func(e explosion) {
		*h.hits++
		h.hp -= e.damage
		if h.hp <= 0 {
			h.Owner().Destroy() // during the broadcast: its own subscription closes
		}
	}))
}

// TestOwnedSubscriptionsEndWithTheirObject checks the ownership rule, "a
// listener cannot outlive its owner", with the real event bus: a
// subscription given to an object with Own closes when the object is
// destroyed.
func TestOwnedSubscriptionsEndWithTheirObject(t *testing.T) {
	bus := patterns.NewEventBus()
	s := scene.New("t")
	hits := 0
	weak := s.NewObject("weak")
	scene.AddComponent(weak, &health{bus: bus, hp: 1, hits: &hits})
	tough := s.NewObject("tough")
	scene.AddComponent(tough, &health{bus: bus, hp: 10, hits: &hits})
	frame(s, 0) // Start: both subscribe

	cases := []struct {
		name      string
		do        func()
		wantHits  int
		wantAlive int
	}{
		{"first explosion kills weak inside the broadcast", func() { patterns.Broadcast(bus, explosion{2}) }, 2, 1},
		{"weak hears nothing after", func() { patterns.Broadcast(bus, explosion{2}) }, 3, 1},
		{"destroying tough's parent ends its subscription", func() {
			p := s.NewObject("p")
			tough.SetParent(p, true)
			p.Destroy()
			patterns.Broadcast(bus, explosion{0})
		}, 3, 0},
	}
	for _, c := range cases {
		c.do()
		if hits != c.wantHits || s.Len() != c.wantAlive {
			t.Errorf("%s: hits %d, objects %d; want %d, %d", c.name, hits, s.Len(), c.wantHits, c.wantAlive)
		}
	}
}
