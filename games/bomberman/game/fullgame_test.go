package game_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The whole game played through: testdata/full_game.json, recorded by the
// bot of bot_test.go (see there to record it again), goes from stage 1
// through stage 50 and the ending. Every stage is cleared in order, the
// bonus stages come after the stages and with the enemies of the rule
// book's section 7, and after the ending play goes on at stage 1 with the
// score and the power-ups kept (section 5).
func TestFullGameReplay(t *testing.T) {
	cfg := mustConfig(t)
	rep, err := game.LoadReplay(filepath.Join("..", "testdata", "full_game.json"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(cfg, rep.Options())
	if err != nil {
		t.Fatal(err)
	}
	var cleared []int    // the normal stages cleared, in order
	var bonus []string   // "after enemy" of each bonus stage played
	var bonusCleared int // bonus stages that ran to their end
	deaths, ended := 0, false
	var afterEnding *game.Player
	last := rep.Inputs[len(rep.Inputs)-1].Tick
	c := rep.Cursor()
	for tick := 0; tick <= last+10*60*60 && afterEnding == nil; tick++ {
		g.Step(c.Buttons(tick))
		for _, e := range g.Events() {
			switch e.Kind {
			case game.EventStageClear:
				if g.Bonus() {
					bonusCleared++
				} else {
					cleared = append(cleared, eventsOf[game.StageClear](g)[0].Stage)
				}
			case game.EventStageStart:
				switch {
				case g.Bonus():
					bonus = append(bonus, fmt.Sprintf("%d %v", g.Stage(), g.Enemies()[0].Kind))
				case ended:
					p := *g.Player(0)
					afterEnding = &p
				}
			case game.EventEnding:
				ended = true
			case game.EventPlayerDied:
				deaths++
			case game.EventGameOver:
				t.Fatalf("tick %d: game over at stage %d", tick, g.Stage())
			}
		}
	}
	t.Logf("%d ticks, %d deaths, score %d", g.Tick(), deaths, g.Score())
	if len(cleared) != game.Stages {
		t.Errorf("got %d stages cleared (%v), want all %d", len(cleared), cleared, game.Stages)
	}
	for i, s := range cleared {
		if s != i+1 {
			t.Errorf("clear %d: got stage %d, want %d", i+1, s, i+1)
		}
	}
	var want []string
	for _, row := range ruleBookTable(t, 7, "after stage") {
		want = append(want, row[0]+" "+row[1])
	}
	if fmt.Sprint(bonus) != fmt.Sprint(want) || bonusCleared != len(want) {
		t.Errorf("bonus stages: got %v (%d ended), want %v, each to its end", bonus, bonusCleared, want)
	}
	if !ended {
		t.Fatalf("the ending was not reached")
	}
	if afterEnding == nil || g.Stage() != 1 || g.Score() == 0 {
		t.Fatalf("after the ending: got stage %d score %d, want stage 1 with the score kept", g.Stage(), g.Score())
	}
	if afterEnding.Bombs < 2 || afterEnding.Range < 2 {
		t.Errorf("after the ending: got %d bombs range %d, want the power-ups kept", afterEnding.Bombs, afterEnding.Range)
	}
}
