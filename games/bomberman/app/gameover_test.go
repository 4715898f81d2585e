package app_test

import (
	"image"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/play"
)

// TestGameOverOneLayout: a game over has one layout from its first frame.
// A scripted run ends on the play scene's card; a played game goes to the
// menus' game over screen at the game over's first step, and every frame
// of that screen shows the card's picture exactly (GAME OVER, the secret
// code, the score where they were), with, once input counts, the prompt
// on its row and nothing else changed: no frame without the score, no
// line that moves. (The one frame between, while the scenes switch, is
// the card's black.)
func TestGameOverOneLayout(t *testing.T) {
	apptest.SDL(t, apptest.EffectsOff())
	cfg := apptest.Config(t)
	oneLife := *cfg
	oneLife.Rules.StartLives = 0
	ownBomb := func(tick int) (in [2]game.Buttons) {
		if tick == 1 {
			in[0] = game.ButtonA
		}
		return in
	}
	gameOver := func() *game.Game {
		return apptest.PlayedTo(t, &oneLife, game.Options{Seed: 2, Stage: 7}, ownBomb, game.PhasePlaying)
	}

	// the scripted run's card
	scripted := apptest.Open(t, app.Flags{Seed: 2, SeedSet: true, Mute: true})
	g := gameOver()
	scripted.Play().Begin(g, nil, nil, false)
	if err := scripted.Engine().Scenes().Switch(play.SceneName); err != nil {
		t.Fatal(err)
	}
	for i := 0; g.Phase() != game.PhaseGameOver; i++ {
		if i > 2000 {
			t.Fatal("no game over")
		}
		apptest.Frames(t, scripted, 1)
	}
	apptest.Frames(t, scripted, 3)
	card := apptest.Screenshot(t, scripted)
	if g.Password() == "" {
		t.Fatal("the test needs a game over with a secret code")
	}
	for _, r := range []struct {
		what string
		y    int
		c    bool // yellow: a heading
	}{
		{"GAME OVER", play.GameOverTitleY, false},
		{"SECRET CODE", play.GameOverCodeY, true},
		{"the code", play.GameOverCodeY + play.GameOverRowDY, false},
		{"SCORE", play.GameOverScoreY, true},
		{"the score", play.GameOverScoreY + play.GameOverRowDY, false},
	} {
		colour := assets.TextWhite
		if r.c {
			colour = assets.TextYellow
		}
		if n := apptest.CountPixels(card, apptest.TextRow(float32(r.y)), apptest.IsColour(colour)); n < 10 {
			t.Errorf("the card: %s row at y %d: got %d pixels, want the line", r.what, r.y, n)
		}
	}

	scripted.Close() // one engine at a time

	// the played game, the same game over
	live, pl := apptest.OpenLive(t, 2)
	g = gameOver()
	live.Play().Begin(g, nil, nil, false)
	pl.SwitchTo(play.SceneName)
	for i := 0; g.Phase() != game.PhaseGameOver; i++ {
		if i > 2000 {
			t.Fatal("no game over")
		}
		pl.Frames(1)
	}
	prompt := image.Rect(0, menu.GameOverPromptY, assets.ScreenW, menu.GameOverPromptY+8)
	prompted := false
	for f := 0; f < menu.GameOverWait*60+30; f++ {
		scene := apptest.Scene(live)
		img := apptest.Screenshot(t, live)
		if scene == menu.SceneGameOver {
			n := diffOutside(card, img, prompt)
			if n > 0 {
				t.Fatalf("frame %d of the game over screen: %d pixels differ from the card outside the prompt's row", f, n)
			}
			on := apptest.CountPixels(img, prompt, apptest.IsColour(assets.TextGrey)) > 40
			if on && !prompted && f < menu.GameOverWait*60-2 {
				t.Errorf("frame %d: the prompt shows before input counts (%v s)", f, menu.GameOverWait)
			}
			if !on && prompted {
				t.Errorf("frame %d: the prompt went away", f)
			}
			prompted = prompted || on
		} else {
			// the frame the game over went to the menus in: the card's
			// black, and nothing that the menus' screen does not show
			if f > 2 {
				t.Fatalf("frame %d of the game over: scene %q, want the menus' game over", f, scene)
			}
			if n := apptest.CountPixels(img, img.Bounds(), apptest.NotColour(assets.CardBlack)); n != 0 {
				t.Errorf("frame %d of the game over, on its way to the menus: %d pixels not black", f, n)
			}
		}
		pl.Frames(1)
	}
	if !prompted {
		t.Errorf("no prompt once input counts")
	}
}

// diffOutside counts the pixels of a and b that differ outside r.
func diffOutside(a, b *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if !image.Pt(x, y).In(r) && a.RGBAAt(x, y) != b.RGBAAt(x, y) {
				n++
			}
		}
	}
	return n
}
