package game

import (
	"fmt"
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
)

// hear subscribes to E and Undone[E] on bus, noting each as "E" or
// "undone E" with the event's values.
func hear[E any](bus *patterns.EventBus, log *[]string) {
	patterns.Subscribe(bus, func(e E) { *log = append(*log, fmt.Sprintf("%T%+v", e, e)) })
	patterns.Subscribe(bus, func(u Undone[E]) { *log = append(*log, fmt.Sprintf("undone %T%+v", u.Event, u.Event)) })
}

// Every kind of Event is published as its own type, with its fields, and
// taken back as Undone of that type.
func TestEventsPublishAsTheirTypes(t *testing.T) {
	bus := patterns.NewEventBus()
	var log []string
	hear[BombPlaced](bus, &log)
	hear[Exploded](bus, &log)
	hear[BrickBroken](bus, &log)
	hear[ExitRevealed](bus, &log)
	hear[ItemRevealed](bus, &log)
	hear[ItemTaken](bus, &log)
	hear[ItemDestroyed](bus, &log)
	hear[EnemiesSpawned](bus, &log)
	hear[PlayerDied](bus, &log)
	hear[EnemyKilled](bus, &log)
	hear[PointsShown](bus, &log)
	hear[AllEnemiesDead](bus, &log)
	hear[StageStarted](bus, &log)
	hear[StageClear](bus, &log)
	hear[MusicChanged](bus, &log)
	hear[Footstep](bus, &log)
	hear[TimeUp](bus, &log)
	hear[SecretAppeared](bus, &log)
	hear[SecretTaken](bus, &log)
	hear[GameOver](bus, &log)
	hear[PasswordShown](bus, &log)
	hear[Ending](bus, &log)
	hear[LifeGained](bus, &log)
	hear[RoundOver](bus, &log)
	hear[Paused](bus, &log)
	cases := []struct {
		ev   Event
		want string
	}{
		{Event{Kind: EventBombPlaced, tick: 7, x: 3, y: 4, player: 1}, "game.BombPlaced{Tick:7 X:3 Y:4 Player:1}"},
		{Event{Kind: EventExplosion, tick: 7, x: 3, y: 4, player: 1}, "game.Exploded{Tick:7 X:3 Y:4 Owner:1}"},
		{Event{Kind: EventBrickDestroyed, tick: 7, x: 5, y: 6}, "game.BrickBroken{Tick:7 X:5 Y:6}"},
		{Event{Kind: EventExitRevealed, tick: 7, x: 5, y: 6}, "game.ExitRevealed{Tick:7 X:5 Y:6}"},
		{Event{Kind: EventItemRevealed, tick: 7, x: 5, y: 6, thing: uint8(ItemSpeed)}, "game.ItemRevealed{Tick:7 X:5 Y:6 Item:Speed}"},
		{Event{Kind: EventItemCollected, tick: 7, x: 5, y: 6, thing: uint8(ItemSpeed), player: 1}, "game.ItemTaken{Tick:7 X:5 Y:6 Item:Speed Player:1}"},
		{Event{Kind: EventItemDestroyed, tick: 7, x: 5, y: 6, thing: uint8(ItemBombs)}, "game.ItemDestroyed{Tick:7 X:5 Y:6 Item:Bombs}"},
		{Event{Kind: EventEnemiesSpawned, tick: 7, x: 5, y: 6, thing: uint8(Pontan)}, "game.EnemiesSpawned{Tick:7 X:5 Y:6 Enemy:Pontan}"},
		{Event{Kind: EventPlayerDied, tick: 7, x: 1, y: 2, player: 1}, "game.PlayerDied{Tick:7 X:1 Y:2 Player:1}"},
		{Event{Kind: EventEnemyKilled, tick: 7, x: 1, y: 2, thing: uint8(Doll), n: 400}, "game.EnemyKilled{Tick:7 X:1 Y:2 Enemy:Doll Points:400}"},
		{Event{Kind: EventPointsShown, tick: 7, x: 1, y: 2, n: 400}, "game.PointsShown{Tick:7 X:1 Y:2 Points:400}"},
		{Event{Kind: EventAllEnemiesDead, tick: 7}, "game.AllEnemiesDead{Tick:7}"},
		{Event{Kind: EventStageStart, tick: 7, n: 12}, "game.StageStarted{Tick:7 Stage:12}"},
		{Event{Kind: EventStageClear, tick: 7, n: 12}, "game.StageClear{Tick:7 Stage:12}"},
		{Event{Kind: EventMusicChange, tick: 7, thing: uint8(MusicBonus)}, fmt.Sprintf("game.MusicChanged{Tick:7 Music:%d}", MusicBonus)},
		{Event{Kind: EventFootstep, tick: 7, player: 1, thing: 1}, "game.Footstep{Tick:7 Player:1 Horizontal:true}"},
		{Event{Kind: EventTimerZero, tick: 7}, "game.TimeUp{Tick:7}"},
		{Event{Kind: EventSecretAppeared, tick: 7, x: 1, y: 2, thing: uint8(SecretCola)}, "game.SecretAppeared{Tick:7 X:1 Y:2 Secret:Cola}"},
		{Event{Kind: EventSecretCollected, tick: 7, x: 1, y: 2, n: 10000, player: 1}, "game.SecretTaken{Tick:7 X:1 Y:2 Points:10000 Player:1}"},
		{Event{Kind: EventGameOver, tick: 7, player: -1}, "game.GameOver{Tick:7 Winner:-1}"},
		{Event{Kind: EventPasswordShown, tick: 7}, "game.PasswordShown{Tick:7}"},
		{Event{Kind: EventEnding, tick: 7}, "game.Ending{Tick:7}"},
		{Event{Kind: EventLifeGained, tick: 7, player: 1, n: 3}, "game.LifeGained{Tick:7 Player:1 Lives:3}"},
		{Event{Kind: EventRoundOver, tick: 7, player: -1, n: 2}, "game.RoundOver{Tick:7 Winner:-1 Rounds:2}"},
		{Event{Kind: EventPause, tick: 7, thing: 1}, "game.Paused{Tick:7 On:true}"},
	}
	if len(cases) != int(EventPause) {
		t.Fatalf("%d cases for %d kinds", len(cases), EventPause)
	}
	for _, c := range cases {
		log = log[:0]
		c.ev.Publish(bus)
		c.ev.PublishUndone(bus)
		if len(log) != 2 || log[0] != c.want || log[1] != "undone "+c.want {
			t.Errorf("kind %d: got %q, want %q and its undone", c.ev.Kind, log, c.want)
		}
	}
}

// report stamps each event with the step's tick and keeps at most
// maxEvents a step.
func TestReportStampsTheTick(t *testing.T) {
	var g Game
	g.ticks = 41
	for i := 0; i < maxEvents+5; i++ {
		g.report(Event{Kind: EventBrickDestroyed, x: int8(i % 31)})
	}
	if got := len(g.Events()); got != maxEvents {
		t.Fatalf("got %d events, want %d", got, maxEvents)
	}
	if got := g.Events()[3].Tick(); got != 41 {
		t.Errorf("got tick %d, want 41", got)
	}
}
