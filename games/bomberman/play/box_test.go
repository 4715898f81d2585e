package play_test

import (
	"image"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/play"
)

// The lines over an online match ("WAITING FOR THE OPPONENT", "NO PAUSE
// ONLINE" with the key that leaves) and the pause window's (the Start of
// the player whose pad came back, named as the bindings name it) lie
// inside their framed box, which grows past PauseW for a long line.
func TestTextInsideThePauseBox(t *testing.T) {
	apptest.SDL(t, apptest.EffectsOff())
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 42, SeedSet: true, Mode: game.ModeCoop})
	apptest.Frames(t, a, 5)

	// the pause window: player 2's pad lost, then back
	bus := services.Bus()
	patterns.Broadcast(bus, input.GamepadDisconnected{Player: 2, Name: "test pad"})
	apptest.Frames(t, a, 2)
	patterns.Broadcast(bus, input.GamepadConnected{Player: 2, Name: "test pad"})
	apptest.Frames(t, a, 2)
	if !a.Game().Paused() || !play.PadBack(a.Play(), 1) {
		t.Fatal("player 2's pad lost and back: want the pause window asking for his Start")
	}
	prompt := "PRESS " + a.Controls().Name(2, "start")
	if prompt != "PRESS TAB/START" {
		t.Errorf("player 2's Start: got %q, want PRESS TAB/START (the default bindings)", prompt)
	}
	img := apptest.Screenshot(t, a)
	checkInBox(t, img, "PAUSE", play.PauseTextY, assets.TextWhite)
	checkInBox(t, img, prompt, play.PauseTextY+24, assets.TextYellow)

	// an online match's notices
	cfg := *a.Config()
	g := apptest.PlayedTo(t, &cfg, game.Options{Seed: 3, Mode: game.ModeVersus}, func(int) [2]game.Buttons { return [2]game.Buttons{} }, game.PhasePlaying)
	a.Play().BeginOnline(g)
	for _, n := range [][2]string{
		{"WAITING FOR THE OPPONENT", ""},
		{"NO PAUSE ONLINE", a.Controls().Name(1, "start") + " AGAIN: LEAVE"},
	} {
		a.Play().SetNotice(n[0], n[1])
		apptest.Frames(t, a, 2)
		img := apptest.Screenshot(t, a)
		checkInBox(t, img, n[0], play.PauseTextY, assets.TextWhite)
		if n[1] != "" {
			checkInBox(t, img, n[1], play.PauseTextY+24, assets.TextYellow)
		}
	}
}

// checkInBox checks that line s, centred on row y in colour c, is drawn
// there and lies inside the pause box: the black inside the box's frame,
// found on the row just above the text, spans the whole line and more.
func checkInBox(t *testing.T, img *image.RGBA, s string, y int, c render.Color) {
	t.Helper()
	x0 := (assets.ScreenW - 8*len(s)) / 2
	text := image.Rect(x0, y, x0+8*len(s), y+8)
	if n := apptest.CountPixels(img, text, apptest.IsColour(c)); n < 4*len(strings.ReplaceAll(s, " ", "")) {
		t.Errorf("%q: got %d pixels of its colour where it is centred, want the line", s, n)
	}
	// the longest run of the box's black on the row above the text
	black := apptest.IsColour(assets.MenuBack)
	row := y - 2
	best, bestX, run := 0, 0, 0
	for x := 0; x < assets.ScreenW; x++ {
		if black(img.RGBAAt(x, row)) {
			if run++; run > best {
				best, bestX = run, x-run+1
			}
		} else {
			run = 0
		}
	}
	inside := image.Rect(bestX, 0, bestX+best, 0)
	if text.Min.X <= inside.Min.X || text.Max.X >= inside.Max.X {
		t.Errorf("%q: the text spans x %d..%d, the box's inside x %d..%d: the text is not inside its box",
			s, text.Min.X, text.Max.X, inside.Min.X, inside.Max.X)
	}
	if _, w := play.Box(len(s)); int(w) > assets.ScreenW {
		t.Errorf("%q: the box is %v wide, wider than the screen", s, w)
	}
}
