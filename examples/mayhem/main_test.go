package main

import (
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestUpgradesFollowTheCurve lets the tower earn its first kill, then buys
// upgrades with U and H: each takes the price of the level it leaves and
// gives the next value of the JSON curve, until the coins run out.
func TestUpgradesFollowTheCurve(t *testing.T) {
	e := extest.Start(t, &engine.Options{Data: dataFS()}, setup)
	extest.Frames(t, e, 1)
	g := extest.Component[*game](t, "game")
	// 40 health at 5 a shot: the eighth shot kills and pays the Cost.
	shots := 0
	for frame := 0; !g.zeppelin.IsDead; frame++ {
		if frame > 300 {
			t.Fatalf("no kill in 5 s; %d shots, %d health left", shots, g.zeppelin.Health)
		}
		extest.Frames(t, e, 1)
		if g.tower.IsAttacking {
			shots++
		}
	}
	if shots != 8 || g.purse.Coins != 10 {
		t.Fatalf("first kill: got %d shots and %d coins, want 8 and 10", shots, g.purse.Coins)
	}

	g.purse.Coins = 150
	cases := []struct {
		key                 input.Key
		coins, damage, hpLv int
	}{
		{input.KeyU, 120, 8, 0}, // damage level 0 -> 1 costs 30
		{input.KeyU, 40, 12, 0}, // 1 -> 2 costs 80
		{input.KeyU, 40, 12, 0}, // 2 -> 3 costs 200: too poor
		{input.KeyH, 10, 12, 1}, // health 0 -> 1 costs 30
		{input.KeyH, 10, 12, 1}, // 80: too poor
	}
	for i, c := range cases {
		extest.Tap(t, e, c.key)
		if g.purse.Coins != c.coins || g.tower.AttackDamage != c.damage || g.tower.HealthLevel() != c.hpLv {
			t.Errorf("step %d: got %d coins, damage %d, health level %d; want %d, %d, %d",
				i, g.purse.Coins, g.tower.AttackDamage, g.tower.HealthLevel(), c.coins, c.damage, c.hpLv)
		}
	}
	if g.tower.MaxHealth != 150 {
		t.Errorf("max health at level 1: got %d, want 150", g.tower.MaxHealth)
	}
	if want := "damage 12 (level 2) next 200"; g.lines[1] != want {
		t.Errorf("readout: got %q, want %q", g.lines[1], want)
	}
}
