package assets

import (
	"fmt"
	"image"
	"image/color"
	"io/fs"
	"math"
	"path"

	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/games/bomberman/art"
)

// The screen the art is drawn for and the map's place on it, in logical
// pixels.
const (
	ScreenW = 256
	ScreenH = 240
	Cell    = 16 // a map cell
	MapTop  = 32 // map row 0 starts here, under the HUD
	HUDRow  = 16 // the HUD's text row
)

// Flame shapes, the first index of Assets.Flame.
const (
	FlameCenter = iota
	FlameH
	FlameV
	FlameEndLeft
	FlameEndRight
	FlameEndUp
	FlameEndDown
)

// Assets are the game's loaded art, packed into one atlas, with its
// regions looked up once (a sprite's region is an index away, never a map
// lookup), the font in each text colour, the particle emitters, and the
// look in effect.
type Assets struct {
	Art   *art.Set
	Atlas *render.Atlas
	Font  *render.Font // the HUD font, in its own white
	// Look is the look in effect, which the views read each frame.
	Look Look

	// The sprites, by name: the field, the figures, the pick-ups, the
	// menus' pieces.
	Floor, Pillar, Brick, Exit, Light render.Region
	BrickBurn                         [6]render.Region
	Bomb                              [3]render.Region
	Flame                             [7][4]render.Region    // by FlameCenter.., stage 0..3
	PlayerWalk                        [2][4][3]render.Region // by player (player 2 repainted), game.Dir, frame
	PlayerDie                         [2][7]render.Region    // by player
	EnemyWalk                         [9][3]render.Region    // by game.EnemyKind
	EnemyDie                          [9][4]render.Region
	Item                              [9]render.Region // by game.ItemKind
	Bonus                             [7]render.Region // by game.SecretKind
	Popup                             [10]render.Region
	Logo, Ending, Cursor              render.Region

	// The particle emitters of the data's particles folder.
	Sparks, Debris, Dissolve *particles.Config

	fonts  textFonts // the font in each text colour
	loops  map[string]bool
	numBuf []byte // Number's digits, reused
}

// Look is how the game is drawn: the NES look (all off) or the modern
// one, and the effects the player chose (the settings).
type Look struct {
	Glow      bool // the modern look: lighting and glow on the flames
	Particles bool
	Shake     bool // the screen shake of a chain of explosions
}

var flameNames = [7]string{"center", "h", "v", "end_left", "end_right", "end_up", "end_down"}

// playerDirNames is indexed by game.Dir (right, up, left, down).
var playerDirNames = [4]string{"right", "up", "left", "down"}

// ParticleFiles are the emitter files of the data's particles folder:
// explosion sparks, brick debris, enemy dissolves.
var ParticleFiles = [3]string{"sparks.json", "debris.json", "dissolve.json"}

// Load reads the art sheets of the data's art folder, adds the generated
// particle and light sprites and the repainted copies (the font in each
// text colour, player 2), packs them into one atlas on r, builds the HUD
// font from the font_* glyphs and reads the particle emitters.
func Load(r *render.Renderer, fsys fs.FS) (*Assets, error) {
	artFS, err := fs.Sub(fsys, "art")
	if err != nil {
		return nil, fmt.Errorf("assets: %w", err)
	}
	set, err := art.Load(artFS)
	if err != nil {
		return nil, fmt.Errorf("assets: %w", err)
	}
	if err := set.Check(); err != nil {
		return nil, fmt.Errorf("assets: %w", err)
	}
	b := render.NewAtlasBuilder(1024)
	for _, name := range set.Names() {
		img, _ := set.Image(name)
		b.Add(name, img)
	}
	for _, g := range generatedSprites() {
		if _, clash := set.Image(g.name); clash {
			return nil, fmt.Errorf("assets: art sheet sprite %q clashes with a generated sprite", g.name)
		}
		b.Add(g.name, g.img)
	}
	for _, g := range repaintedSprites(set) {
		b.Add(g.name, g.img)
	}
	atlas, err := b.Build(r)
	if err != nil {
		return nil, fmt.Errorf("assets: atlas: %w", err)
	}
	a := &Assets{Art: set, Atlas: atlas, numBuf: make([]byte, 0, 20)}
	glyphs := make(map[rune]string, len(art.FontRunes))
	for _, ru := range art.FontRunes {
		n, _ := art.FontName(ru)
		glyphs[ru] = n
	}
	if a.Font, err = render.FontFromAtlas(atlas, glyphs, 8, 8); err != nil {
		return nil, fmt.Errorf("assets: font: %w", err)
	}
	if err := a.fonts.load(atlas); err != nil {
		return nil, fmt.Errorf("assets: %w", err)
	}
	if err := a.lookUp(); err != nil {
		return nil, err
	}
	// The game's own emitters, tuned to 16-px cells (the particle
	// playground has its own).
	dst := [3]**particles.Config{&a.Sparks, &a.Debris, &a.Dissolve}
	for i, file := range ParticleFiles {
		cfg, err := particles.LoadConfig(fsys, path.Join("particles", file))
		if err != nil {
			return nil, fmt.Errorf("assets: %w", err)
		}
		*dst[i] = cfg
	}
	return a, nil
}

// lookUp resolves every region the views use, once.
func (a *Assets) lookUp() error {
	var missing []string
	get := func(name string) render.Region {
		reg, ok := a.Atlas.Region(name)
		if !ok {
			missing = append(missing, name)
		}
		return reg
	}
	a.Floor, a.Pillar, a.Brick, a.Exit = get("floor"), get("pillar"), get("brick"), get("exit")
	a.Light = get("light")
	a.Logo, a.Ending, a.Cursor = get("title_logo"), get("ending"), get("cursor")
	for i := range a.BrickBurn {
		a.BrickBurn[i] = get(fmt.Sprintf("brick_burn_%d", i))
	}
	for i := range a.Bomb {
		a.Bomb[i] = get(fmt.Sprintf("bomb_%d", i))
	}
	for s, n := range flameNames {
		for i := 0; i < 4; i++ {
			a.Flame[s][i] = get(fmt.Sprintf("flame_%s_%d", n, i))
		}
	}
	for p, prefix := range [2]string{"", player2Prefix} {
		for d, n := range playerDirNames {
			for i := 0; i < 3; i++ {
				a.PlayerWalk[p][d][i] = get(fmt.Sprintf("%splayer_%s_%d", prefix, n, i))
			}
		}
		for i := range a.PlayerDie[p] {
			a.PlayerDie[p][i] = get(fmt.Sprintf("%splayer_die_%d", prefix, i))
		}
	}
	for k, n := range art.Enemies {
		for i := 0; i < 3; i++ {
			a.EnemyWalk[k+1][i] = get(fmt.Sprintf("enemy_%s_%d", n, i))
		}
		for i := 0; i < 4; i++ {
			a.EnemyDie[k+1][i] = get(fmt.Sprintf("enemy_%s_die_%d", n, i))
		}
	}
	for k, n := range art.Items {
		a.Item[k+1] = get(n)
	}
	for k, n := range art.Bonuses {
		a.Bonus[k+1] = get(n)
	}
	for i := range a.Popup {
		a.Popup[i] = get(fmt.Sprintf("popup_digit_%d", i))
	}
	if len(missing) > 0 {
		return fmt.Errorf("assets: atlas lacks %v", missing)
	}
	return nil
}

// generatedSprites draws the sprites that are computed rather than drawn
// by hand: the engine's particle sheets the emitters name (particles.Sheets)
// and the soft light disc of the lighting step.
func generatedSprites() []namedImage {
	var out []namedImage
	add := func(name string, img *image.RGBA) { out = append(out, namedImage{name, img}) }
	for _, sh := range particles.Sheets() {
		add(sh.Name, sh.Image)
	}
	// light: a 32x32 disc fading from the centre, for the light map
	light := image.NewRGBA(image.Rect(0, 0, 32, 32))
	for y := 0; y < 32; y++ {
		for x := 0; x < 32; x++ {
			d := math.Hypot(float64(x)-15.5, float64(y)-15.5) / 16
			if d < 1 {
				v := uint8(255 * (1 - d) * (1 - d))
				light.SetRGBA(x, y, color.RGBA{v, v, v, 255})
			} else {
				light.SetRGBA(x, y, color.RGBA{0, 0, 0, 255})
			}
		}
	}
	add("light", light)
	return out
}
