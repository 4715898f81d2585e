package bomberman

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// record subscribes to events of type E on bus, appending each to got.
func record[E any](bus *patterns.EventBus, got *[]any) {
	patterns.Subscribe(bus, func(e E) { *got = append(*got, e) })
}

// TestPublishEvent: every event the rules report reaches the bus as its
// typed event, with its fields; none is lost or made up.
func TestPublishEvent(t *testing.T) {
	bus := patterns.NewEventBus()
	var got []any
	record[BombPlaced](bus, &got)
	record[Exploded](bus, &got)
	record[BrickBroken](bus, &got)
	record[ExitRevealed](bus, &got)
	record[ItemRevealed](bus, &got)
	record[ItemTaken](bus, &got)
	record[ItemDestroyed](bus, &got)
	record[EnemiesSpawned](bus, &got)
	record[PlayerDied](bus, &got)
	record[EnemyKilled](bus, &got)
	record[PointsShown](bus, &got)
	record[AllEnemiesDead](bus, &got)
	record[StageStarted](bus, &got)
	record[StageClear](bus, &got)
	record[MusicChanged](bus, &got)
	record[Footstep](bus, &got)
	record[TimeUp](bus, &got)
	record[SecretAppeared](bus, &got)
	record[SecretTaken](bus, &got)
	record[GameOver](bus, &got)
	record[PasswordShown](bus, &got)
	record[Ending](bus, &got)
	record[LifeGained](bus, &got)
	record[RoundOver](bus, &got)
	record[Paused](bus, &got)
	cases := []struct {
		ev   game.Event
		want any
	}{
		{game.Event{Kind: game.EventBombPlaced, X: 3, Y: 4, Player: 1}, BombPlaced{X: 3, Y: 4, Player: 1}},
		{game.Event{Kind: game.EventExplosion, X: 3, Y: 4}, Exploded{X: 3, Y: 4}},
		{game.Event{Kind: game.EventBrickDestroyed, X: 5, Y: 6}, BrickBroken{X: 5, Y: 6}},
		{game.Event{Kind: game.EventExitRevealed, X: 5, Y: 6}, ExitRevealed{X: 5, Y: 6}},
		{game.Event{Kind: game.EventItemRevealed, X: 5, Y: 6, Value: int(game.ItemSpeed)}, ItemRevealed{X: 5, Y: 6, Kind: game.ItemSpeed}},
		{game.Event{Kind: game.EventItemCollected, X: 5, Y: 6, Value: int(game.ItemFlames), Player: 1}, ItemTaken{X: 5, Y: 6, Kind: game.ItemFlames, Player: 1}},
		{game.Event{Kind: game.EventItemDestroyed, X: 5, Y: 6, Value: int(game.ItemBombs)}, ItemDestroyed{X: 5, Y: 6, Kind: game.ItemBombs}},
		{game.Event{Kind: game.EventEnemiesSpawned, X: 5, Y: 6, Value: 8}, EnemiesSpawned{X: 5, Y: 6, Kind: 8}},
		{game.Event{Kind: game.EventPlayerDied, X: 1, Y: 2, Player: 1}, PlayerDied{X: 1, Y: 2, Player: 1}},
		{game.Event{Kind: game.EventEnemyKilled, X: 1, Y: 2, Value: 400, Kind2: 3}, EnemyKilled{X: 1, Y: 2, Points: 400, Kind: 3}},
		{game.Event{Kind: game.EventPointsShown, X: 1, Y: 2, Value: 400}, PointsShown{X: 1, Y: 2, Points: 400}},
		{game.Event{Kind: game.EventAllEnemiesDead}, AllEnemiesDead{}},
		{game.Event{Kind: game.EventStageStart, Value: 7}, StageStarted{Stage: 7}},
		{game.Event{Kind: game.EventStageClear, Value: 7}, StageClear{Stage: 7}},
		{game.Event{Kind: game.EventMusicChange, Value: int(game.MusicBonus)}, MusicChanged{Music: game.MusicBonus}},
		{game.Event{Kind: game.EventFootstep, Value: 1, Player: 1}, Footstep{Player: 1, Horizontal: true}},
		{game.Event{Kind: game.EventFootstep, Value: 0}, Footstep{}},
		{game.Event{Kind: game.EventTimerZero}, TimeUp{}},
		{game.Event{Kind: game.EventSecretAppeared, X: 9, Y: 9, Value: 2}, SecretAppeared{X: 9, Y: 9, Kind: 2}},
		{game.Event{Kind: game.EventSecretCollected, X: 9, Y: 9, Value: 10000, Player: 1}, SecretTaken{X: 9, Y: 9, Points: 10000, Player: 1}},
		{game.Event{Kind: game.EventGameOver}, GameOver{}},
		{game.Event{Kind: game.EventPasswordShown}, PasswordShown{}},
		{game.Event{Kind: game.EventEnding}, Ending{}},
		{game.Event{Kind: game.EventLifeGained, Value: 3}, LifeGained{Lives: 3}},
		{game.Event{Kind: game.EventRoundOver, Player: -1, Value: 2}, RoundOver{Winner: -1, Rounds: 2}},
		{game.Event{Kind: game.EventPause, Value: 1}, Paused{On: true}},
		{game.Event{Kind: game.EventPause, Value: 0}, Paused{}},
	}
	kinds := map[game.EventKind]bool{}
	for _, c := range cases {
		got = got[:0]
		publishEvent(bus, c.ev)
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("event %+v: got %#v on the bus, want %#v", c.ev, got, c.want)
		}
		kinds[c.ev.Kind] = true
	}
	for k := game.EventBombPlaced; k <= game.EventPause; k++ {
		if !kinds[k] {
			t.Errorf("event kind %d has no case here", k)
		}
	}
}

// TestPublishStep: a step's events go out in the order the rules reported
// them, then Stepped with the game's tick.
func TestPublishStep(t *testing.T) {
	g, err := game.New(loadConfig(t), game.Options{Seed: 1, Stage: 1})
	if err != nil {
		t.Fatal(err)
	}
	bus := patterns.NewEventBus()
	feed := newStepFeed(bus)
	var got []any
	record[Footstep](bus, &got)
	record[BombPlaced](bus, &got)
	record[Stepped](bus, &got)
	kindOf := func(e any) game.EventKind {
		switch e.(type) {
		case Footstep:
			return game.EventFootstep
		case BombPlaced:
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
		feed.Step(g.Tick(), g.Events())
		n := len(got)
		if n == 0 || got[n-1] != (Stepped{Tick: g.Tick()}) {
			t.Fatalf("tick %d: got %v, want the step's events closed by Stepped{%d}", g.Tick(), got, g.Tick())
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
	boom := func(x int) game.Event { return game.Event{Kind: game.EventExplosion, X: x, Y: 1} }
	bomb := func(x int) game.Event { return game.Event{Kind: game.EventBombPlaced, X: x, Y: 1, Player: 1} }
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
		{"the same again: nothing", []step{{5, []game.Event{boom(1), bomb(2)}}}, false,
			[]step{{5, []game.Event{boom(1), bomb(2)}}}, ""},
		{"the same in another order: nothing", []step{{5, []game.Event{boom(1), bomb(2)}}}, false,
			[]step{{5, []game.Event{bomb(2), boom(1)}}}, ""},
		{"one of two explosions left", []step{{5, []game.Event{boom(1), boom(1)}}}, false,
			[]step{{5, []game.Event{boom(1)}}}, "undone Exploded{1 1}@5"},
		{"one changed", []step{{5, []game.Event{boom(1), bomb(2)}}}, false,
			[]step{{5, []game.Event{boom(1), bomb(3)}}}, "undone BombPlaced{2 1 1}@5 BombPlaced{3 1 1}"},
		{"moved a tick later: stopped, then started", []step{{5, []game.Event{boom(1)}}, {6, nil}}, false,
			[]step{{5, nil}, {6, []game.Event{boom(1)}}}, "undone Exploded{1 1}@5 Exploded{1 1}"},
		{"moved a tick earlier: stopped, then started", []step{{5, nil}, {6, []game.Event{boom(1)}}}, false,
			[]step{{5, []game.Event{boom(1)}}, {6, nil}}, "undone Exploded{1 1}@6 Exploded{1 1}"},
		{"heard quiet: remembered all the same", []step{{5, []game.Event{boom(1)}}}, true,
			[]step{{5, []game.Event{bomb(4)}}}, "undone Exploded{1 1}@5 BombPlaced{4 1 1}"},
		{"forgotten: heard as new", nil, false, []step{{7, []game.Event{boom(1)}}}, "Exploded{1 1} Stepped{7}"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bus := patterns.NewEventBus()
			feed := newStepFeed(bus)
			var got []string
			add := func(s string) { got = append(got, s) }
			patterns.Subscribe(bus, func(e Exploded) { add(fmt.Sprintf("Exploded{%d %d}", e.X, e.Y)) })
			patterns.Subscribe(bus, func(e BombPlaced) { add(fmt.Sprintf("BombPlaced{%d %d %d}", e.X, e.Y, e.Player)) })
			patterns.Subscribe(bus, func(e Stepped) { add(fmt.Sprintf("Stepped{%d}", e.Tick)) })
			patterns.Subscribe(bus, func(u Undone[Exploded]) { add(fmt.Sprintf("undone Exploded{%d %d}@%d", u.Event.X, u.Event.Y, u.Tick)) })
			patterns.Subscribe(bus, func(u Undone[BombPlaced]) {
				add(fmt.Sprintf("undone BombPlaced{%d %d %d}@%d", u.Event.X, u.Event.Y, u.Event.Player, u.Tick))
			})
			feed.Quiet = c.quiet
			for _, s := range c.heard {
				feed.Step(s.tick, s.events)
			}
			if want := len(c.heard); c.quiet && len(got) != 0 || !c.quiet && countPrefix(got, "Stepped") != want {
				t.Fatalf("heard: got %v, want each tick's events and Stepped, none if quiet", got)
			}
			feed.Quiet = false
			got = got[:0]
			for _, s := range c.again {
				feed.Again(s.tick, s.events)
			}
			feed.Reconcile()
			if s := strings.Join(got, " "); s != c.want {
				t.Errorf("got %q, want %q", s, c.want)
			}
		})
	}
}
