package bomberman

import (
	"fmt"
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
