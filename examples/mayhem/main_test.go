package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/data"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestUpgradesFollowTheCurve lets the tower earn its first kill, then buys
// upgrades with U and H: each takes the price of the level it leaves and
// gives the next value of the JSON curve, until the coins run out.
func TestUpgradesFollowTheCurve(t *testing.T) {
	e := extest.Start(t, &engine.Options{Data: data.Mayhem()}, setup)
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

// TestDesignerEdit runs the example on a real copy of its data folder with
// hot reload on, saves a new damage curve, and waits for the tower to use
// it: the designer's loop, with no rebuild.
func TestDesignerEdit(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"tower.json", "zeppelin.json"} {
		raw, err := os.ReadFile(filepath.Join("..", "..", "data", "mayhem", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), raw, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	e := extest.Start(t, &engine.Options{DataDir: dir, Debug: engine.DebugOn}, setup)
	extest.Frames(t, e, 1)
	g := extest.Component[*game](t, "game")
	if g.tower.AttackDamage != 5 {
		t.Fatalf("damage: got %d, want 5 from the file", g.tower.AttackDamage)
	}
	path := filepath.Join(dir, "tower.json")
	raw, _ := os.ReadFile(path)
	edited := strings.Replace(string(raw), `"AttackDamage": 5`, `"AttackDamage": 7`, 1)
	edited = strings.Replace(edited, "[5, 8, 12, 20]", "[7, 9, 13, 21]", 1)
	if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(5 * time.Second); g.tower.AttackDamage != 7; {
		if time.Now().After(deadline) {
			t.Fatalf("the edit never reached the tower: damage %d (last error %v)", g.tower.AttackDamage, g.tower.LastError())
		}
		extest.Frames(t, e, 1)
		time.Sleep(5 * time.Millisecond)
	}
	extest.Frames(t, e, 1)
	if want := "damage 7 (level 0) next 30"; g.lines[1] != want {
		t.Errorf("readout after the edit: got %q, want %q", g.lines[1], want)
	}
}
