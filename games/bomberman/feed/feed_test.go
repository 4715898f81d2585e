package feed_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/games/bomberman/feed"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

func loadConfig(t testing.TB) *game.Config {
	t.Helper()
	cfg, err := game.LoadConfig(os.DirFS("../../../data/bomberman"))
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// record subscribes to events of type E on bus, appending each to got.
func record[E any](bus *patterns.EventBus, got *[]any) {
	patterns.Subscribe(bus, func(e E) { *got = append(*got, e) })
}

// TestPublishStep: a step's events go out in the order the rules reported
// them, then Stepped with the step's tick.
func TestPublishStep(t *testing.T) {
	g, err := game.New(loadConfig(t), game.Options{Seed: 1, Stage: 1})
	if err != nil {
		t.Fatal(err)
	}
	bus := patterns.NewEventBus()
	f := feed.New(bus)
	var got []any
	record[game.Footstep](bus, &got)
	record[game.BombPlaced](bus, &got)
	record[feed.Stepped](bus, &got)
	kindOf := func(e any) game.EventKind {
		switch e.(type) {
		case game.Footstep:
			return game.EventFootstep
		case game.BombPlaced:
			return game.EventBombPlaced
		}
		return 0
	}
	seen := 0
	for i := 0; i < 120; i++ {
		got = got[:0]
		in := game.ButtonRight
		if i%20 == 0 {
			in |= game.ButtonA
		}
		g.Step([2]game.Buttons{in})
		f.Step(g.Tick()-1, g.Events())
		n := len(got)
		if n == 0 || got[n-1] != (feed.Stepped{Tick: g.Tick() - 1}) {
			t.Fatalf("tick %d: got %v, want the step's events closed by Stepped{%d}", g.Tick(), got, g.Tick()-1)
		}
		var want, have []game.EventKind
		for _, ev := range g.Events() {
			if ev.Kind == game.EventFootstep || ev.Kind == game.EventBombPlaced {
				want = append(want, ev.Kind)
			}
		}
		for _, e := range got[:n-1] {
			have = append(have, kindOf(e))
		}
		if fmt.Sprint(have) != fmt.Sprint(want) {
			t.Fatalf("tick %d: got events %v, want %v", g.Tick(), have, want)
		}
		seen += len(have)
	}
	if seen < 3 {
		t.Fatalf("got %d footsteps and bombs in 120 steps, want a few", seen)
	}
}

func countPrefix(ss []string, p string) int {
	n := 0
	for _, s := range ss {
		if strings.HasPrefix(s, p) {
			n++
		}
	}
	return n
}

// TestStepFeedReconciles: a tick run again after a rollback publishes only
// the difference with the version heard: nothing for what both have (one
// to one: two explosions heard and one left take one back), Undone for
// what only the old one had (all of them first, so that an effect moved to
// the next tick is stopped before it starts again), the new version's own
// events after; no Stepped for a tick run again. Quiet remembers without
// publishing; a tick the feed forgot is heard as new.
func TestStepFeedReconciles(t *testing.T) {
	named := realEvents(t)
	ev := func(name string) game.Event { return named[name] }
	type step struct {
		tick   int
		events []game.Event
	}
	cases := []struct {
		name  string
		heard []step // Step, in order
		quiet bool   // the heard steps were quiet
		again []step // Again, then Reconcile
		want  string
	}{
		{"the same again: nothing", []step{{5, []game.Event{ev("boom1"), ev("bomb1")}}}, false,
			[]step{{5, []game.Event{ev("boom1"), ev("bomb1")}}}, ""},
		{"the same in another order: nothing", []step{{5, []game.Event{ev("boom1"), ev("bomb1")}}}, false,
			[]step{{5, []game.Event{ev("bomb1"), ev("boom1")}}}, ""},
		{"one of two explosions left", []step{{5, []game.Event{ev("boom1"), ev("boom1")}}}, false,
			[]step{{5, []game.Event{ev("boom1")}}}, "undone boom1"},
		{"one changed", []step{{5, []game.Event{ev("boom1"), ev("bomb1")}}}, false,
			[]step{{5, []game.Event{ev("boom1"), ev("bomb2")}}}, "undone bomb1 bomb2"},
		{"moved a tick later: stopped, then started", []step{{5, []game.Event{ev("boom1")}}, {6, nil}}, false,
			[]step{{5, nil}, {6, []game.Event{ev("boom1")}}}, "undone boom1 boom1"},
		{"moved a tick earlier: stopped, then started", []step{{5, nil}, {6, []game.Event{ev("boom1")}}}, false,
			[]step{{5, []game.Event{ev("boom1")}}, {6, nil}}, "undone boom1 boom1"},
		{"heard quiet: remembered all the same", []step{{5, []game.Event{ev("boom1")}}}, true,
			[]step{{5, []game.Event{ev("bomb2")}}}, "undone boom1 bomb2"},
		{"forgotten: heard as new", nil, false, []step{{7, []game.Event{ev("boom1")}}}, "boom1 Stepped{7}"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bus := patterns.NewEventBus()
			f := feed.New(bus)
			var got []string
			nameOf := func(e any) string {
				for n, ev := range named {
					if heardAs(ev) == e {
						return n
					}
				}
				return fmt.Sprint(e)
			}
			patterns.Subscribe(bus, func(e game.Exploded) { got = append(got, nameOf(e)) })
			patterns.Subscribe(bus, func(e game.BombPlaced) { got = append(got, nameOf(e)) })
			patterns.Subscribe(bus, func(e feed.Stepped) { got = append(got, fmt.Sprintf("Stepped{%d}", e.Tick)) })
			patterns.Subscribe(bus, func(u game.Undone[game.Exploded]) { got = append(got, "undone "+nameOf(u.Event)) })
			patterns.Subscribe(bus, func(u game.Undone[game.BombPlaced]) { got = append(got, "undone "+nameOf(u.Event)) })
			f.SetQuiet(c.quiet)
			for _, s := range c.heard {
				f.Step(s.tick, s.events)
			}
			if want := len(c.heard); c.quiet && len(got) != 0 || !c.quiet && countPrefix(got, "Stepped") != want {
				t.Fatalf("heard: got %v, want each tick's events and Stepped, none if quiet", got)
			}
			f.SetQuiet(false)
			got = got[:0]
			for _, s := range c.again {
				f.Again(s.tick, s.events)
			}
			f.Reconcile()
			if s := strings.Join(got, " "); s != c.want {
				t.Errorf("got %q, want %q", s, c.want)
			}
		})
	}
}

// heardAs returns ev as its listeners hear it: its typed value.
func heardAs(ev game.Event) any {
	bus := patterns.NewEventBus()
	var got any
	patterns.Subscribe(bus, func(e game.Exploded) { got = e })
	patterns.Subscribe(bus, func(e game.BombPlaced) { got = e })
	ev.Publish(bus)
	return got
}

// realEvents plays a versus game in which both players drop a bomb, and
// returns those events as the rules reported them: "bomb1" and "bomb2" (on
// two cells), "boom1" (the first explosion). The feed's tests compare real
// events.
func realEvents(t *testing.T) map[string]game.Event {
	t.Helper()
	g, err := game.New(loadConfig(t), game.Options{Seed: 1, Mode: game.ModeVersus})
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]game.Event{}
	bombs, booms := 0, 0
	for i := 0; i < 400 && booms == 0; i++ {
		in := game.Buttons(0)
		if i == 1 { // no input on frames divisible by 4
			in = game.ButtonA
		}
		g.Step([2]game.Buttons{in, in})
		for _, ev := range g.Events() {
			switch ev.Kind {
			case game.EventBombPlaced:
				bombs++
				named[fmt.Sprint("bomb", bombs)] = ev
			case game.EventExplosion:
				booms++
				named[fmt.Sprint("boom", booms)] = ev
			}
		}
	}
	if bombs != 2 || booms == 0 || heardAs(named["bomb1"]) == heardAs(named["bomb2"]) {
		t.Fatalf("got %d bombs and %d explosions, want 2 bombs on different cells, then an explosion", bombs, booms)
	}
	return named
}

// Begin announces the game (GameStarted) and forgets what was published:
// a step given again after it is heard as new, nothing taken back.
func TestBeginForgets(t *testing.T) {
	named := realEvents(t)
	g, err := game.New(loadConfig(t), game.Options{Seed: 1, Mode: game.ModeCoop})
	if err != nil {
		t.Fatal(err)
	}
	bus := patterns.NewEventBus()
	f := feed.New(bus)
	var got []any
	record[feed.GameStarted](bus, &got)
	record[game.Exploded](bus, &got)
	record[game.Undone[game.Exploded]](bus, &got)
	f.Step(3, []game.Event{named["boom1"]})
	got = got[:0]
	f.Begin(g)
	f.Again(3, nil)
	f.Reconcile()
	if len(got) != 1 || got[0] != (feed.GameStarted{Mode: game.ModeCoop, Players: 2}) {
		t.Errorf("got %v, want GameStarted{coop 2} and nothing taken back", got)
	}
}

// A step published, then run again, allocates nothing once the buffers
// have grown.
func TestFeedAllocatesNothing(t *testing.T) {
	named := realEvents(t)
	bus := patterns.NewEventBus()
	f := feed.New(bus)
	patterns.Subscribe(bus, func(game.Exploded) {})
	patterns.Subscribe(bus, func(game.Undone[game.Exploded]) {})
	one, two := []game.Event{named["boom1"]}, []game.Event{named["bomb1"], named["boom1"]}
	tick := 0
	allocs := testing.AllocsPerRun(200, func() {
		f.Step(tick, one)
		f.Again(tick, two)
		f.Reconcile()
		tick++
	})
	if allocs != 0 {
		t.Fatalf("got %v allocations a step, want 0", allocs)
	}
}
