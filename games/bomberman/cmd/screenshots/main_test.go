package main

import (
	"os"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/art"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// TestPicks plays the rules as the command does and checks that every
// picture it takes has a run to take it: stage 1 with Ballooms on screen,
// a bomb that burns a full cross, each enemy clear on screen.
func TestPicks(t *testing.T) {
	cfg, err := game.LoadConfig(os.DirFS("../../data"))
	if err != nil {
		t.Fatal(err)
	}
	seed, tick, err := pickStage1(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(cfg, game.Options{Seed: seed, Stage: 1})
	if err != nil {
		t.Fatal(err)
	}
	for g.Tick() < tick {
		g.Step([2]game.Buttons{})
	}
	if n := onScreen(g, 0); n < 3 {
		t.Errorf("stage 1, seed %d, tick %d: got %d enemies on screen, want 3 or more", seed, tick, n)
	}
	r, tick, err := pickExplosion(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g, err = game.RunReplay(cfg, r, tick)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(g.Flames()) + burning(g); n < 5 || !g.Player(0).Alive {
		t.Errorf("explosion at tick %d: got %d burning cells, player alive %v, want 5 or more and alive", tick, n, g.Player(0).Alive)
	}
	for k, name := range art.Enemies {
		kind := game.EnemyKind(k + 1)
		stage, seed, tick, err := pickEnemy(cfg, kind)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		g, err := game.New(cfg, game.Options{Seed: seed, Stage: stage})
		if err != nil {
			t.Fatal(err)
		}
		for g.Tick() < tick {
			g.Step([2]game.Buttons{})
		}
		if e, ok := showcased(g, kind); !ok || e.Kind != kind {
			t.Errorf("%s: stage %d seed %d tick %d: none on screen", name, stage, seed, tick)
		}
	}
}
