package art

import (
	"fmt"
	"strings"
)

// Spec is one sprite the game needs: its name and size in pixels.
type Spec struct {
	Name string
	W, H int
}

// Enemies lists the enemy names in the order of the rules' type numbers
// (1 Balloom ... 8 Pontan). Sprite names are "enemy_" + name + "_0".."_2"
// for the walk and "enemy_" + name + "_die_0".."_3" for the dissolve.
var Enemies = [8]string{"balloom", "oneal", "doll", "minvo", "kondoria", "ovapi", "pass", "pontan"}

// Items lists the power-up sprite names in the rules' item order (1 Bombs
// ... 8 Mystery).
var Items = [8]string{"item_bombs", "item_flames", "item_speed", "item_wallpass", "item_detonator", "item_bombpass", "item_flamepass", "item_mystery"}

// Bonuses lists the secret bonus item sprite names.
var Bonuses = [6]string{"bonus_target", "bonus_mask", "bonus_nakamoto", "bonus_famicom", "bonus_cola", "bonus_dezeniman"}

// FontRunes are the characters the 8x8 font covers.
const FontRunes = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,:!?-'/()x<>+=%"

var fontPunct = map[rune]string{
	'.': "period", ',': "comma", ':': "colon", '!': "exclam", '?': "question",
	'-': "dash", '\'': "apostrophe", '/': "slash", '(': "lparen", ')': "rparen", 'x': "times",
	'<': "less", '>': "greater", '+': "plus", '=': "equals", '%': "percent",
}

// FontName returns the sprite name of the 8x8 glyph for r ("font_A",
// "font_7", "font_period"), and false if the font has no glyph for r. Lower
// case letters map to the capitals, except 'x', the multiplication sign.
func FontName(r rune) (string, bool) {
	switch {
	case r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
		return "font_" + string(r), true
	case r >= 'a' && r <= 'z' && r != 'x':
		return "font_" + string(r-'a'+'A'), true
	}
	if p, ok := fontPunct[r]; ok {
		return "font_" + p, true
	}
	return "", false
}

// Required returns every sprite the game relies on, with its size. It is the
// contract between the sheets in data/bomberman/art and the game; the sheet
// test checks that each one exists with this size.
func Required() []Spec {
	var out []Spec
	add := func(w, h int, names ...string) {
		for _, n := range names {
			out = append(out, Spec{n, w, h})
		}
	}
	frames := func(prefix string, n int) []string {
		s := make([]string, n)
		for i := range s {
			s[i] = fmt.Sprintf("%s_%d", prefix, i)
		}
		return s
	}
	for _, d := range []string{"down", "up", "left", "right"} {
		add(16, 16, frames("player_"+d, 3)...)
	}
	add(16, 16, frames("player_die", 7)...)
	add(16, 16, frames("bomb", 3)...)
	for _, f := range []string{"center", "h", "v", "end_left", "end_right", "end_up", "end_down"} {
		add(16, 16, frames("flame_"+f, 4)...)
	}
	add(16, 16, "brick", "pillar", "floor", "exit")
	add(16, 16, frames("brick_burn", 6)...)
	add(16, 16, Items[:]...)
	for _, e := range Enemies {
		add(16, 16, frames("enemy_"+e, 3)...)
		add(16, 16, frames("enemy_"+e+"_die", 4)...)
	}
	add(5, 7, frames("popup_digit", 10)...)
	add(16, 16, Bonuses[:]...)
	for _, r := range FontRunes {
		n, _ := FontName(r)
		add(8, 8, n)
	}
	add(16, 16, "hud_life")
	add(8, 8, "cursor")
	add(128, 32, "title_logo")
	add(64, 48, "ending")
	return out
}

// Check reports, in one error, every sprite of [Required] that s lacks or
// has at the wrong size; nil when the sheets fulfil the contract. The game
// calls it once after [Load] to fail at start rather than mid-play.
func (s *Set) Check() error {
	var bad []string
	for _, spec := range Required() {
		img, ok := s.images[spec.Name]
		switch {
		case !ok:
			bad = append(bad, spec.Name+" missing")
		case img.Bounds().Dx() != spec.W || img.Bounds().Dy() != spec.H:
			bad = append(bad, fmt.Sprintf("%s is %dx%d, want %dx%d", spec.Name, img.Bounds().Dx(), img.Bounds().Dy(), spec.W, spec.H))
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("art: %d sprites do not match the contract: %s", len(bad), strings.Join(bad, "; "))
	}
	return nil
}
