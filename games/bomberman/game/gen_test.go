package game_test

import (
	"fmt"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// Section 1 / 7: for many seeds and all 50 stages: the pillars, 50 + 2 x
// stage bricks plus the two hiding the exit and the item, a free start
// corner, the table's enemies on floor cells with x >= 5.
func TestGenerationAllStages(t *testing.T) {
	cfg := mustConfig(t)
	seeds := 40
	if testing.Short() {
		seeds = 5
	}
	for seed := 1; seed <= seeds; seed++ {
		for stage := 1; stage <= game.Stages; stage++ {
			g, err := game.New(cfg, game.Options{Seed: uint64(seed), Stage: stage})
			if err != nil {
				t.Fatal(err)
			}
			d := g.Dump()
			checkGenerated(t, cfg, d, seed, stage)
		}
	}
}

func checkGenerated(t *testing.T, cfg *game.Config, d *game.Dump, seed, stage int) {
	t.Helper()
	where := func() string { return fmt.Sprintf("seed %d stage %d", seed, stage) }
	bricks, pillars := 0, 0
	for y, row := range d.Map {
		if len(row) != game.MapW {
			t.Fatalf("%s: row %d has %d cells", where(), y, len(row))
		}
		for x := 0; x < game.MapW; x++ {
			c := row[x]
			pillar := x == 0 || y == 0 || x == 30 || y == 12 || x%2 == 0 && y%2 == 0
			if pillar != (c == '#') {
				t.Fatalf("%s: (%d,%d) got %q, want pillar %v", where(), x, y, c, pillar)
			}
			if c == '#' && x > 0 && y > 0 && x < 30 && y < 12 {
				pillars++
			}
			if c == '=' {
				bricks++
				if x < 3 && y < 3 {
					t.Fatalf("%s: brick in the start corner at (%d,%d)", where(), x, y)
				}
			}
		}
	}
	if pillars != 70 {
		t.Fatalf("%s: got %d interior pillars, want 70", where(), pillars)
	}
	if want := 50 + 2*stage + 2; bricks != want {
		t.Fatalf("%s: got %d bricks, want %d", where(), bricks, want)
	}
	if d.Map[d.Exit.Cell[1]][d.Exit.Cell[0]] != '=' || d.Map[d.Item.Cell[1]][d.Item.Cell[0]] != '=' || d.Exit.Cell == d.Item.Cell {
		t.Fatalf("%s: exit %v item %v not under two bricks", where(), d.Exit.Cell, d.Item.Cell)
	}
	st := cfg.Stages[stage-1]
	if d.Item.Type != st.Item {
		t.Fatalf("%s: got item %s, want the table's %s", where(), d.Item.Type, st.Item)
	}
	counts := map[string]int{}
	for _, e := range d.Enemies {
		counts[e.Type]++
		if e.Cell[0] < 5 || d.Map[e.Cell[1]][e.Cell[0]] != '.' || e.Offset != [2]int{8, 8} || e.State != "alive" {
			t.Fatalf("%s: enemy %+v, want alive, centred on floor with x >= 5", where(), e)
		}
	}
	for k := game.Balloom; k <= game.Pontan; k++ {
		if counts[k.String()] != st.Enemies.Of(k) {
			t.Fatalf("%s: got %d %v, want %d", where(), counts[k.String()], k, st.Enemies.Of(k))
		}
	}
}

// Section 7: the stage table as loaded.
func TestStageTable(t *testing.T) {
	cfg := mustConfig(t)
	cases := []struct {
		stage  int
		total  int
		item   string
		secret string
		pontan int
	}{{1, 6, "Flames", "Mask", 0}, {26, 9, "Mystery", "Nakamoto", 0}, {35, 9, "Bombpass", "Famicom", 0}, {50, 10, "Mystery", "Nakamoto", 2}}
	for _, c := range cases {
		s := cfg.Stages[c.stage-1]
		if s.Total != c.total || s.Item != c.item || s.Secret != c.secret || s.Enemies.Pontan != c.pontan {
			t.Errorf("stage %d: got %d %s %s %d, want %d %s %s %d", c.stage, s.Total, s.Item, s.Secret, s.Enemies.Pontan, c.total, c.item, c.secret, c.pontan)
		}
	}
	wantBonus := map[int]game.EnemyKind{5: game.Balloom, 10: game.Oneal, 15: game.Doll, 20: game.Minvo, 25: game.Kondoria,
		30: game.Ovapi, 35: game.Pass, 40: game.Pontan, 45: game.Pontan}
	for s := 1; s <= 50; s++ {
		if got := cfg.BonusAfter(s); got != wantBonus[s] {
			t.Errorf("bonus after %d: got %v, want %v", s, got, wantBonus[s])
		}
	}
	// The secret follows stage & 7 (0 or 6 Target, 1 or 7 Mask, 2 Nakamoto, 3 Famicom, 4 Cola, 5 Dezeniman).
	bySeven := []string{"Target", "Mask", "Nakamoto", "Famicom", "Cola", "Dezeniman", "Target", "Mask"}
	for _, s := range cfg.Stages {
		if s.Secret != bySeven[s.Stage&7] {
			t.Errorf("stage %d: got secret %s, want %s", s.Stage, s.Secret, bySeven[s.Stage&7])
		}
	}
}
