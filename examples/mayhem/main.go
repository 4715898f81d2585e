// Command mayhem shows the Mayhem engine's stat and upgrade component: a
// tower whose damage and health come from a JSON file, per upgrade level,
// and a purse that pays for the upgrades.
//
//	go run ./examples/mayhem
//
// What to look at: the tower shoots the zeppelin every ReloadTime seconds;
// each kill pays the zeppelin's Cost into the purse, and the zeppelin comes
// back after its RespawnRate. U buys the next AttackDamage level, H the next
// MaxHealth level, at the price UpgradeCostLvls gives for the level you are
// at; at the cap, or without the coins, nothing happens. Every number is in
// the repository's data/mayhem/tower.json and zeppelin.json, not in the
// code: a designer tunes the curve without a programmer. The files are
// embedded (package data), so the program runs from anywhere; run it from
// the repository's root and data/mayhem, a real folder, takes their place:
// save an edit and it reloads. The component is core/stats; the rules (cap,
// charge, advance, read) are Stats.upgrade. Mayhem is the C++ engine whose
// stat system this ports: docs/porting.md#mayhem.
package main

import (
	"fmt"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/stats"
	"github.com/bengine-go/bengine/data"
)

func main() { engine.Main(&engine.Options{Title: "Mayhem stats", Data: data.Mayhem()}, setup) }

// setup loads the two stat files from e's data and builds the scene: the
// tower, the zeppelin and the game that pits them.
func setup(e *engine.Engine) error {
	tower, err := stats.Load(e.Resources(), "tower.json")
	if err != nil {
		return err
	}
	zeppelin, err := stats.Load(e.Resources(), "zeppelin.json")
	if err != nil {
		return err
	}
	s := scene.New("mayhem")
	scene.AddComponent(s.NewObject("tower"), tower)
	scene.AddComponent(s.NewObject("zeppelin"), zeppelin)
	scene.AddComponent(s.NewObject("game"), &game{in: e.Input(), font: render.DefaultFont(e.Renderer()), tower: tower, zeppelin: zeppelin})
	for _, st := range []*stats.Stats{tower, zeppelin} {
		if err := st.Watch(); err != nil { // hot reload where the data is a real folder
			return err
		}
	}
	e.Scenes().Add(s)
	return e.Scenes().Switch("mayhem")
}

// game shoots, pays for kills, buys upgrades and shows the readout.
type game struct {
	scene.Base
	in              *input.Manager
	font            *render.Font
	tower, zeppelin *stats.Stats
	purse           stats.Purse
	shown           [5]int // what the readout says: its dirty flag
	lines           []string
	beam            int // steps the last shot stays drawn
}

func (g *game) FixedUpdate(float32) {
	g.beam = max(g.beam-1, 0)
	if g.zeppelin.IsDead {
		return
	}
	damage := g.tower.Attack() // 0 while reloading
	if damage > 0 {
		g.beam = 4
	}
	if g.zeppelin.Damage(damage) {
		g.purse.Coins += g.zeppelin.Cost
	}
}

func (g *game) Update(float32) {
	in := g.in
	if in.KeyPressed(input.KeyU) {
		g.tower.UpgradeAttackDamage(&g.purse) // false at the cap or when too poor
	}
	if in.KeyPressed(input.KeyH) {
		g.tower.UpgradeMaxHealth(&g.purse)
	}
	t := g.tower
	now := [5]int{g.purse.Coins, t.AttackDamage, t.DamageLevel(), t.MaxHealth, t.HealthLevel()}
	if now != g.shown || g.lines == nil {
		g.shown = now
		g.lines = []string{
			fmt.Sprintf("coins %d", g.purse.Coins),
			fmt.Sprintf("damage %d (level %d) %s", t.AttackDamage, t.DamageLevel(), g.price(t.DamageLevel())),
			fmt.Sprintf("health %d (level %d) %s", t.MaxHealth, t.HealthLevel(), g.price(t.HealthLevel())),
		}
	}
}

// price says what the next level after level costs, or that there is none.
func (g *game) price(level int) string {
	if level >= len(g.tower.UpgradeCostLvls) {
		return "max"
	}
	return fmt.Sprintf("next %d", g.tower.UpgradeCostLvls[level])
}

func (g *game) Render(q *render.Queue) {
	font := g.font
	q.Text(font, "U upgrades damage, H health", 4, 4, render.StepUI, 0, render.White)
	for i, l := range g.lines {
		q.Text(font, l, 4, float32(20+12*i), render.StepUI, 0, render.RGBA8(255, 220, 90, 255))
	}
	q.FillRect(40, 96, 24, 114, render.StepGeometry, 0, render.RGBA8(160, 160, 180, 255)) // the tower
	if g.beam > 0 {
		q.FillRect(64, 100, 106, 2, render.StepGeometry, 0, render.RGBA8(255, 240, 120, 255)) // a shot
	}
	if z := g.zeppelin; !z.IsDead {
		c := render.RGBA8(200, 120, 200, 255)
		if z.IsHurt {
			c = render.White
		}
		q.FillRect(170, 90, 50, 20, render.StepGeometry, 0, c)
		q.FillRect(170, 80, 50*float32(z.Health)/float32(z.MaxHealth), 4, render.StepGeometry, 0, render.RGBA8(80, 220, 90, 255))
	}
}
