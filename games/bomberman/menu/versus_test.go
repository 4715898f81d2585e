package menu_test

import (
	"image"
	"path/filepath"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/play"
)

// TestVersusMatchByInput plays a best-of-3 versus match with two pads
// (2P VERSUS, LOCAL):
// each round player 2 drops a bomb where he stands and waits, player 1
// stays in his corner. After each round the versus screen must name
// player 1 (in his colour, on the result row) with the right score; the
// second round takes the match and the game returns to the title.
func TestVersusMatchByInput(t *testing.T) {
	a, pl := apptest.OpenLive(t, 5)
	if got := a.Settings().WinsNeeded(); got != 2 {
		t.Fatalf("default settings: got %d wins needed, want 2 (best of 3)", got)
	}
	pl.Plug(2)
	for i := 0; i < menu.TitleVersus; i++ {
		pl.Tap(1, input.ButtonDPadDown)
	}
	pl.Tap(2, input.ButtonStart)
	pl.WaitFor("2P VERSUS's menu", 3, func() bool { return apptest.Scene(a) == menu.SceneVersusMenu })
	pl.Tap(2, input.ButtonStart) // LOCAL
	pl.WaitFor("the play scene", 3, func() bool { return apptest.Scene(a) == play.SceneName })
	g := a.Game()
	if g.Mode() != game.ModeVersus {
		t.Fatalf("got mode %v, want versus", g.Mode())
	}
	for round := 1; round <= 2; round++ {
		pl.WaitFor("the round's start", 600, func() bool {
			return a.Play().Intro() == 0 && g.Phase() == game.PhasePlaying
		})
		bomb(pl, 2) // player 2's bomb at his feet
		pl.WaitFor("the versus screen", 600, func() bool { return apptest.Scene(a) == menu.SceneVersus })
		pl.Frames(2)
		r := menu.Versus(a.Menus()).Result()
		wantMatch := -1
		if round == 2 {
			wantMatch = 0
		}
		if r.Round != round || r.Winner != 0 || r.Wins != [2]int{round, 0} || r.Needed != 2 || r.Match != wantMatch {
			t.Fatalf("round %d: got %+v, want round %d won by player 1, wins [%d 0] of 2, match %d", round, r, round, round, wantMatch)
		}
		img := apptest.Screenshot(t, a)
		row := apptest.TextRow(menu.VersusResultY)
		if n := apptest.CountPixels(img, row, apptest.IsColour(assets.TextWhite)); n < 80 {
			t.Errorf("round %d: result row has %d pixels in player 1's colour, want his name", round, n)
		}
		if n := apptest.CountPixels(img, row, apptest.IsColour(assets.Player2)); n != 0 {
			t.Errorf("round %d: result row has %d pixels in player 2's colour, want none", round, n)
		}
		score := image.Rect(104, menu.VersusScoreY, 120, menu.VersusScoreY+8)
		if n := apptest.CountPixels(img, score, apptest.IsColour(assets.TextWhite)); n < 4 {
			t.Errorf("round %d: player 1's win count not drawn (%d pixels)", round, n)
		}
		if round == 1 {
			pl.WaitFor("the next round", menu.VersusHold*60+10, func() bool { return apptest.Scene(a) == play.SceneName })
		}
	}
	pl.Frames(40)
	pl.Tap(1, input.ButtonSouth)
	pl.WaitFor("the title after the match", 3, func() bool { return apptest.Scene(a) == menu.SceneTitle })
}

// TestVersusArenaScreenshot checks the versus arena by pixels: the whole
// 15 x 13 arena on screen with the camera fixed and the arena centred
// (pillars of both side borders at x = 8 and x = 232), both players drawn
// in their opposite corners, the HUD with both win counts and TIME, and
// in the margins beside the arena, under the full-width HUD bar, the
// concrete wall going on to the screen's edges (no black strips).
func TestVersusArenaScreenshot(t *testing.T) {
	apptest.SDL(t, apptest.EffectsOff())
	shot := filepath.Join(t.TempDir(), "shot.png")
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 3, SeedSet: true, Mode: game.ModeVersus, Ticks: 30, Screenshot: shot})
	if err := a.Run(); err != nil {
		t.Fatal(err)
	}
	img := apptest.ReadPNG(t, shot)
	g := a.Game()
	if w, h := g.MapSize(); w != game.ArenaW || h != game.ArenaH {
		t.Fatalf("got a %dx%d map, want the %dx%d arena", w, h, game.ArenaW, game.ArenaH)
	}
	left := (assets.ScreenW - game.ArenaW*assets.Cell) / 2
	if got := play.Scroll(a.Game()); got != -left {
		t.Fatalf("got camera x %d, want %d (the arena centred)", got, -left)
	}
	diff := func(name string, cx, cy int) int {
		t.Helper()
		want, ok := a.Assets().Art.Image(name)
		if !ok {
			t.Fatalf("no sprite %s", name)
		}
		bad := 0
		for y := 0; y < assets.Cell; y++ {
			for x := 0; x < assets.Cell; x++ {
				if w := want.RGBAAt(x, y); w.A == 255 && !apptest.NearRGBA(img.RGBAAt(left+cx*assets.Cell+x, assets.MapTop+cy*assets.Cell+y), w) {
					bad++
				}
			}
		}
		return bad
	}
	for _, c := range [][2]int{{0, 0}, {14, 0}, {0, 12}, {14, 12}, {14, 6}, {2, 2}, {12, 10}} {
		if bad := diff("pillar", c[0], c[1]); bad > 0 {
			t.Errorf("pillar at cell %v: %d pixels differ", c, bad)
		}
	}
	p1 := g.Player(0)
	if bad := diff("player_"+[4]string{"right", "up", "left", "down"}[p1.Facing]+"_0", 1, 1); bad > 0 {
		t.Errorf("player 1 at (1,1): %d pixels differ from his sprite", bad)
	}
	// Player 2 (repainted light blue): his cell is not plain floor.
	if bad := diff("floor", 13, 11); bad < 20 {
		t.Errorf("player 2's cell (13,11) looks like floor (%d pixels differ), want him drawn", bad)
	}
	// The margins: the pillars of a column past each side, cut by the
	// screen's edges (the right half of one on the left, the left half of
	// one on the right), on every row of the arena.
	pillar, _ := a.Assets().Art.Image("pillar")
	bad := 0
	for y := assets.MapTop; y < assets.MapTop+game.ArenaH*assets.Cell; y++ {
		py := (y - assets.MapTop) % assets.Cell
		for x := 0; x < left; x++ {
			if !apptest.NearRGBA(img.RGBAAt(x, y), pillar.RGBAAt(assets.Cell-left+x, py)) {
				bad++
			}
			if !apptest.NearRGBA(img.RGBAAt(assets.ScreenW-left+x, y), pillar.RGBAAt(x, py)) {
				bad++
			}
		}
	}
	if bad > 0 {
		t.Errorf("margins beside the arena: %d pixels are not the wall going on", bad)
	}
	if n := apptest.CountPixels(img, image.Rect(200, assets.HUDRow, 240, assets.HUDRow+8), apptest.IsColour(assets.Player2)); n < 20 {
		t.Errorf("HUD: got %d pixels of P2 and his wins in his colour, want the text", n)
	}
	if n := apptest.CountPixels(img, image.Rect(88, assets.HUDRow, 152, assets.HUDRow+8), apptest.IsColour(assets.TextWhite)); n < 40 {
		t.Errorf("HUD: got %d white pixels of TIME, want the text", n)
	}
}
