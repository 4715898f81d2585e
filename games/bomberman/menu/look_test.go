package menu_test

import (
	"image/color"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/art"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// TestNESLookByDefault: a first run (no settings file) plays in the NES
// look: no light or glow, the floor in the NES backdrop green exactly and
// the HUD bar in its grey; the Options screen names the look NES. The
// modern look turns light and glow on and dims the field under the light
// map.
func TestNESLookByDefault(t *testing.T) {
	apptest.SDL(t, nil)
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 42, SeedSet: true})
	if got := a.Settings().Look; got != save.LookNES {
		t.Fatalf("default settings: got the look %q, want %q", got, save.LookNES)
	}
	apptest.Frames(t, a, 3)
	if fx := a.Engine().Renderer().Effects(); fx.Lighting || fx.Glow {
		t.Fatalf("default settings: got lighting %v glow %v, want both off", fx.Lighting, fx.Glow)
	}
	g := a.Game()
	green, grey := art.NES[0x1a], art.NES[0x10]
	floor := func() (cx, cy int) {
		for y := 1; y < game.MapH-1; y++ {
			for x := 3; x < 15; x++ {
				if g.Tile(x, y) == game.TileFloor && !nearEnemy(g, x, y) {
					return x*assets.Cell + assets.Cell/2 - g.ScrollX(), assets.MapTop + y*assets.Cell + 1
				}
			}
		}
		t.Fatal("no floor on the first screen")
		return 0, 0
	}
	fx, fy := floor()
	img := apptest.Screenshot(t, a)
	if got := img.RGBAAt(fx, fy); got != green {
		t.Errorf("NES look: floor at (%d, %d): got %v, want the NES green %v", fx, fy, got, green)
	}
	if got := img.RGBAAt(2, 2); got != grey {
		t.Errorf("NES look: HUD bar: got %v, want the NES grey %v", got, grey)
	}
	m := a.Menus()
	menu.EnterOptions(m)
	if got := menu.OptionValue(m, menu.OptLook); menu.OptionLabel(menu.OptLook) != "LOOK" || got != "NES" {
		t.Errorf("options: got %s %s, want LOOK NES", menu.OptionLabel(menu.OptLook), got)
	}
	s := a.Settings()
	s.Look = save.LookModern
	a.ApplySettings(s)
	menu.EnterOptions(m)
	if got := menu.OptionValue(m, menu.OptLook); got != "MODERN" {
		t.Errorf("options in the modern look: got LOOK %s, want MODERN", got)
	}
	if !apptest.RenderTargets(a) {
		t.Skip("the renderer has no render targets here: the modern look cannot show")
	}
	if fx := a.Engine().Renderer().Effects(); !fx.Lighting || !fx.Glow {
		t.Fatalf("modern look: got lighting %v glow %v, want both on", fx.Lighting, fx.Glow)
	}
	apptest.Frames(t, a, 1)
	fx, fy = floor()
	if got := apptest.Screenshot(t, a).RGBAAt(fx, fy); got == green || !darker(got, green) {
		t.Errorf("modern look: floor got %v, want it dimmed below %v by the light map", got, green)
	}
}

func darker(c, than color.RGBA) bool {
	return int(c.R)+int(c.G)+int(c.B) < int(than.R)+int(than.G)+int(than.B)
}

// nearEnemy reports whether an enemy's sprite may cover cell (x, y).
func nearEnemy(g *game.Game, x, y int) bool {
	for _, e := range g.Enemies() {
		if e.State == game.EnemyFree {
			continue
		}
		dx, dy := e.X*assets.Cell+e.U-(x*assets.Cell+assets.Cell/2), e.Y*assets.Cell+e.V-(y*assets.Cell+assets.Cell/2)
		if dx*dx+dy*dy < (2*assets.Cell)*(2*assets.Cell) {
			return true
		}
	}
	return false
}
