package patterns_test

import (
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
)

type (
	exploded struct{ X, Y int }
	died     struct{ Player int }
	score    int
)

func TestEventBusRoutesByType(t *testing.T) {
	bus := patterns.NewEventBus()
	var log []string
	patterns.Subscribe(bus, func(e exploded) { log = append(log, "exploded") })
	patterns.Subscribe(bus, func(e died) { log = append(log, "died") })
	patterns.Subscribe(bus, func(e int) { log = append(log, "int") })
	patterns.Subscribe(bus, func(e score) { log = append(log, "score") })
	patterns.Subscribe(bus, func(e *exploded) { log = append(log, "*exploded") })

	cases := []struct {
		name    string
		publish func()
		want    string
	}{
		{"exploded", func() { patterns.Broadcast(bus, exploded{1, 2}) }, "exploded"},
		{"died", func() { patterns.Broadcast(bus, died{}) }, "died"},
		{"int is not score", func() { patterns.Broadcast(bus, 7) }, "int"},
		{"score is not int", func() { patterns.Broadcast(bus, score(7)) }, "score"},
		{"pointer type is its own slot", func() { patterns.Broadcast(bus, &exploded{}) }, "*exploded"},
		{"type without listeners", func() { patterns.Broadcast(bus, "text") }, ""},
	}
	for _, c := range cases {
		log = log[:0]
		c.publish()
		if got := strings.Join(log, " "); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

func TestEventBusListenerPublishesOtherType(t *testing.T) {
	bus := patterns.NewEventBus()
	var log []string
	patterns.Subscribe(bus, func(e exploded) {
		log = append(log, "exploded")
		patterns.Broadcast(bus, died{Player: 1})
		log = append(log, "exploded-after")
	})
	patterns.Subscribe(bus, func(e died) {
		log = append(log, "died")
		// Subscribing to a new type while another type's broadcast runs adds a
		// map entry; it must not disturb the running broadcast.
		patterns.Subscribe(bus, func(score) {})
	})
	patterns.Broadcast(bus, exploded{})
	if got, want := strings.Join(log, " "), "exploded died exploded-after"; got != want {
		t.Errorf("calls: got %q, want %q", got, want)
	}
	if got := patterns.Listeners[score](bus); got != 1 {
		t.Errorf("score listeners: got %d, want 1", got)
	}
}

func TestEventBusZeroValueAndNil(t *testing.T) {
	var bus patterns.EventBus
	got := 0
	patterns.Subscribe(&bus, func(e died) { got = e.Player })
	patterns.Broadcast(&bus, died{Player: 2})
	if got != 2 {
		t.Errorf("zero-value bus: got player %d, want 2", got)
	}
	patterns.Broadcast[died](nil, died{}) // must not panic
	if n := patterns.Listeners[died](nil); n != 0 {
		t.Errorf("nil bus listeners: got %d, want 0", n)
	}
}
