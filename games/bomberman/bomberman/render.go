package bomberman

import (
	"fmt"
	"image"
	"strings"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/games/bomberman/art"
)

// Layers of the world (StepGeometry) and of the UI (StepUI).
const (
	layerFloor int16 = iota
	layerPickups
	layerBlocks
	layerBombs
	layerFlames
	layerEnemies
	layerPlayers
	layerParticles
	layerPopups
)

const (
	uiBar int16 = iota
	uiText
	uiCard
	uiCardInner
	uiCardText
)

// Colours of the presentation, NES palette numbers (art.NES) but for the
// modern look's light and glow tints (the text colours are in
// menu_text.go).
var (
	HUDGrey    = nesColour(0x10) // the HUD bar, as on the NES
	CardBlack  = nesColour(0x0f)
	TextWhite  = render.White // the font's own white, $20
	TextYellow = nesColour(0x38)
	Player2    = nesColour(player2Suit) // player 2's text, the colour of his suit
	flameLight = render.Color{R: 1, G: 0.72, B: 0.4, A: 1}
	flameGlow  = render.Color{R: 1, G: 0.8, B: 0.55, A: 0.55}
)

// Player 2 is the hero repainted, as the NES swaps a sprite's palette:
// the white suit in player2Suit. A tint would multiply the colours off the
// palette.
const player2Suit = 0x31

// swaps are the sprites repainted from the art when it loads: the font in
// each text colour (menu_text.go) and player 2's hero.
type swaps struct {
	texts  textFonts
	p2Walk [4][3]render.Region // by game.Dir, as Assets.playerWalk
	p2Die  [7]render.Region
}

// player2Name is the atlas name of player 2's copy of hero sprite name.
func player2Name(name string) string { return "p2/" + name }

// swappedSprites returns the repainted copies of set's sprites that
// swaps.load looks up.
func swappedSprites(set *art.Set) []namedImage {
	out := textSprites(set)
	white, suit := art.NES[0x30], art.NES[player2Suit]
	for _, name := range set.Names() {
		if !strings.HasPrefix(name, "player_") {
			continue
		}
		src, _ := set.Image(name)
		img := image.NewRGBA(src.Bounds())
		copy(img.Pix, src.Pix)
		for i := 0; i < len(img.Pix); i += 4 {
			if p := img.Pix[i : i+4 : i+4]; p[3] != 0 && p[0] == white.R && p[1] == white.G && p[2] == white.B {
				p[0], p[1], p[2] = suit.R, suit.G, suit.B
			}
		}
		out = append(out, namedImage{player2Name(name), img})
	}
	return out
}

// load looks the repainted sprites up in the atlas swappedSprites went
// into.
func (w *swaps) load(atlas *render.Atlas) error {
	if err := w.texts.load(atlas); err != nil {
		return err
	}
	var missing []string
	get := func(name string) render.Region {
		reg, ok := atlas.Region(player2Name(name))
		if !ok {
			missing = append(missing, name)
		}
		return reg
	}
	for d, n := range playerDirNames {
		for i := range w.p2Walk[d] {
			w.p2Walk[d][i] = get(fmt.Sprintf("player_%s_%d", n, i))
		}
	}
	for i := range w.p2Die {
		w.p2Die[i] = get(fmt.Sprintf("player_die_%d", i))
	}
	if len(missing) > 0 {
		return fmt.Errorf("player 2's copies of %s", strings.Join(missing, ", "))
	}
	return nil
}

// nesColour returns NES palette colour n (art.NES) as a render colour.
func nesColour(n int) render.Color {
	c := art.NES[n]
	return render.RGBA8(c.R, c.G, c.B, c.A)
}

// flameStage is the flame's drawing stage (0 smallest .. 3 fullest) by its
// age in explosion ticks: it grows, holds, and dies down before it clears.
var flameStage = [8]int{1, 2, 3, 3, 3, 2, 1, 0}

// shakeOffset is the camera offset of each shake frame, counting down.
var shakeOffset = [ShakeFrames][2]float32{
	{0, 0}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}, {2, 0}, {-2, 1}, {2, -1}, {-2, 0},
	{3, 1}, {-3, -1}, {3, 0}, {-3, 1}, {2, -1}, {-2, 1}, {3, 0}, {-3, 0}, {2, 1},
}
