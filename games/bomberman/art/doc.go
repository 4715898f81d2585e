// Package art loads Bomberman's original pixel art from text sheets: every
// sprite is a grid of palette characters in data/bomberman/art/*.txt, drawn
// and edited by hand in this repo.
//
// # The problem
//
// A game's images are usually binary files made in a paint program: hard to
// review, hard to diff, and easy to copy from somewhere else without anyone
// noticing. At the NES scale (16x16 sprites, three or four colours each) a
// sprite is small enough to write as text, so the source of every image can
// live in the repo, be reviewed line by line and be changed with any editor.
//
// # The pattern: data-driven assets with a name contract
//
// A sheet is a palette, then named grids:
//
//	palette
//	  K $0F   # outline: NES colour $0F, black
//	  W $30   # helmet: $30, white
//	sprite bomb_0
//	....KK....
//	...KWWK...
//	sprite player_right_0 = flipx player_left_0
//
// '.' is always transparent. A colour is an NES palette number, $00..$3F
// ([NES], the 2C02's colours), or RRGGBB / RRGGBBAA for art that is not
// the game's; the game's sheets use numbers only, and the package test
// keeps every pixel in the NES palette. A sprite may be a mirror ("flipx",
// "flipy") or a "copy" of an earlier sprite of the same file. [Load] reads every sheet and returns a [Set] of *image.RGBA by name;
// the game packs them into an atlas (render.NewAtlasBuilder) once at start.
// Errors name the file, the line and the sprite: ragged rows, characters
// missing from the palette, duplicate names.
//
// Names are the contract between the sheets and the game. [Required] lists
// every name the game uses with its size, and the package test checks the
// sheets against it and keeps each sprite to a few colours; the game calls
// [Set.Check] after loading to fail fast on a broken sheet:
//
//	player_{down,up,left,right}_0..2   walk: stand, step, other step
//	player_die_0..6                    death
//	hud_life                           life icon
//	bomb_0..2                          pulse (play 0,1,2,1)
//	flame_{center,h,v}_0..3            flame centre and arms, stage 0 smallest .. 3 fullest
//	flame_end_{left,right,up,down}_0..3  arm ends, pointing away from the centre
//	floor, pillar, brick, exit         playfield cells
//	brick_burn_0..5                    a brick crumbling
//	item_{bombs,flames,speed,wallpass,detonator,bombpass,flamepass,mystery}
//	enemy_<name>_0..2                  walk, facing left (mirror for right)
//	enemy_<name>_die_0..3              dissolve; <name> is one of [Enemies]
//	popup_digit_0..9                   5x7 score pop-up digits
//	bonus_{target,mask,nakamoto,famicom,cola,dezeniman}
//	font_A..font_Z, font_0..font_9,    8x8 font; [FontName] maps a rune to
//	font_period, font_comma, ...       its glyph name
//	cursor                             8x8 menu cursor
//	title_logo                         128x32 logo
//	ending                             64x48 ending picture
//
// Each sheet starts with a table of its sprites. To look at the art, run
//
//	go run ./games/bomberman/art/cmd/sheet -o /tmp/sheet.png
//
// # What it costs
//
// Parsing every sheet takes about a millisecond at start; the images are
// small and become one atlas texture. Drawing in text is slower than drawing
// with a mouse, which is why mirrored sprites are derived instead of redrawn.
// The colour budgets (three colours and transparency for the hero and the
// enemies, as an NES sprite; four for tiles) and the NES palette are rules
// we keep by test, not ones the format enforces.
package art
