package bomberman

import (
	"fmt"
	"image"
	"image/color"
	"io/fs"
	"math"
	"path"
	"sync"

	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/art"
	"github.com/bengine-go/bengine/games/bomberman/sound"
)

// Assets are the loaded art, font, particle configs and audio ids of the game.
type Assets struct {
	Art   *art.Set
	Atlas *render.Atlas
	Font  *render.Font
	swaps swaps // the font in each text colour, player 2 (render.go)

	// regions looked up once, indexed for the renderer (no map per sprite)
	floor, pillar, brick, exit, hudLife render.Region
	light                               render.Region
	brickBurn                           [6]render.Region
	bomb                                [3]render.Region
	flame                               [7][4]render.Region // flameCenter.. by stage 0..3
	playerWalk                          [4][3]render.Region // by game.Dir
	playerDie                           [7]render.Region
	enemyWalk                           [9][3]render.Region // by game.EnemyKind
	enemyDie                            [9][4]render.Region
	item                                [9]render.Region // by game.ItemKind
	bonus                               [7]render.Region // by game.SecretKind
	popup                               [10]render.Region
	logo, ending, cursor                render.Region

	// Particle emitter configs (the data's particles folder), nil when one failed to load.
	Sparks, Debris, Dissolve *particles.Config

	musicLoop map[string]bool
}

// Flame shapes, the first index of Assets.flame.
const (
	flameCenter = iota
	flameH
	flameV
	flameEndLeft
	flameEndRight
	flameEndUp
	flameEndDown
)

var flameNames = [7]string{"center", "h", "v", "end_left", "end_right", "end_up", "end_down"}

// playerDirNames is indexed by game.Dir (right, up, left, down).
var playerDirNames = [4]string{"right", "up", "left", "down"}

// loadAssets reads the art sheets of the data's art folder, adds the
// generated particle and light sprites, packs them into one atlas on r and
// builds the HUD font from the font_* glyphs.
func loadAssets(r *render.Renderer, fsys fs.FS) (*Assets, error) {
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
	for _, g := range swappedSprites(set) {
		b.Add(g.name, g.img)
	}
	atlas, err := b.Build(r)
	if err != nil {
		return nil, fmt.Errorf("assets: atlas: %w", err)
	}
	a := &Assets{Art: set, Atlas: atlas}
	glyphs := make(map[rune]string, len(art.FontRunes))
	for _, ru := range art.FontRunes {
		n, _ := art.FontName(ru)
		glyphs[ru] = n
	}
	if a.Font, err = render.FontFromAtlas(atlas, glyphs, 8, 8); err != nil {
		return nil, fmt.Errorf("assets: font: %w", err)
	}
	if err := a.swaps.load(atlas); err != nil {
		return nil, fmt.Errorf("assets: %w", err)
	}
	if err := a.lookUp(); err != nil {
		return nil, err
	}
	// The game's own emitters, tuned to 16-px cells (the particle
	// playground has its own).
	for _, p := range []struct {
		file string
		dst  **particles.Config
	}{{"sparks.json", &a.Sparks}, {"debris.json", &a.Debris}, {"dissolve.json", &a.Dissolve}} {
		cfg, err := particles.LoadConfig(fsys, path.Join("particles", p.file))
		if err != nil {
			return nil, fmt.Errorf("assets: %w", err)
		}
		*p.dst = cfg
	}
	return a, nil
}

// lookUp resolves every region the renderer uses, once.
func (a *Assets) lookUp() error {
	var missing []string
	get := func(name string) render.Region {
		reg, ok := a.Atlas.Region(name)
		if !ok {
			missing = append(missing, name)
		}
		return reg
	}
	a.floor, a.pillar, a.brick, a.exit = get("floor"), get("pillar"), get("brick"), get("exit")
	a.hudLife, a.light = get("hud_life"), get("light")
	a.logo, a.ending, a.cursor = get("title_logo"), get("ending"), get("cursor")
	for i := range a.brickBurn {
		a.brickBurn[i] = get(fmt.Sprintf("brick_burn_%d", i))
	}
	for i := range a.bomb {
		a.bomb[i] = get(fmt.Sprintf("bomb_%d", i))
	}
	for s, n := range flameNames {
		for i := 0; i < 4; i++ {
			a.flame[s][i] = get(fmt.Sprintf("flame_%s_%d", n, i))
		}
	}
	for d, n := range playerDirNames {
		for i := 0; i < 3; i++ {
			a.playerWalk[d][i] = get(fmt.Sprintf("player_%s_%d", n, i))
		}
	}
	for i := range a.playerDie {
		a.playerDie[i] = get(fmt.Sprintf("player_die_%d", i))
	}
	for k, n := range art.Enemies {
		for i := 0; i < 3; i++ {
			a.enemyWalk[k+1][i] = get(fmt.Sprintf("enemy_%s_%d", n, i))
		}
		for i := 0; i < 4; i++ {
			a.enemyDie[k+1][i] = get(fmt.Sprintf("enemy_%s_die_%d", n, i))
		}
	}
	for k, n := range art.Items {
		a.item[k+1] = get(n)
	}
	for k, n := range art.Bonuses {
		a.bonus[k+1] = get(n)
	}
	for i := range a.popup {
		a.popup[i] = get(fmt.Sprintf("popup_digit_%d", i))
	}
	if len(missing) > 0 {
		return fmt.Errorf("assets: atlas lacks %v", missing)
	}
	return nil
}

// pcmCache keeps the rendered music and effects for the life of the
// process: rendering is deterministic, and tests start many apps.
var pcmCache struct {
	sync.Mutex
	source string // the data the cache was rendered from (Resources.Source)
	sounds map[string]*services.Sound
	loops  map[string]bool
}

// registerAudio loads and checks every track and effect of the data, then
// renders them once (cached) if the audio service is a SoundBank, and
// registers them under their ids (sound.TrackIDs, sound.EffectIDs), each
// effect on its NES channel. With the null service (-headless, -mute, no
// audio device) it loads and checks all the same, so a broken sound file
// fails such a run with the same error as a windowed one, and only skips
// the rendering: nothing would play the samples.
func (a *Assets) registerAudio(au services.AudioService, fsys fs.FS, source string) error {
	pcmCache.Lock()
	defer pcmCache.Unlock()
	bank, playable := au.(services.SoundBank)
	if pcmCache.source != source || (pcmCache.sounds == nil && playable) {
		tracks, effects, err := loadAudio(fsys)
		if err != nil {
			return err
		}
		loops := make(map[string]bool, len(tracks))
		for id, t := range tracks {
			loops[id] = t.Loop()
		}
		var sounds map[string]*services.Sound
		if playable {
			sounds = sound.Sounds(tracks, effects)
		}
		pcmCache.source, pcmCache.sounds, pcmCache.loops = source, sounds, loops
	}
	a.musicLoop = pcmCache.loops
	if playable {
		for _, id := range sound.TrackIDs {
			bank.Register(id, pcmCache.sounds[id])
		}
		for _, id := range sound.EffectIDs {
			bank.Register(id, pcmCache.sounds[id])
		}
	}
	return nil
}

// loadAudio parses the data's music and sfx folders and checks that every
// track and effect the game plays is there.
func loadAudio(fsys fs.FS) (map[string]*sound.Track, map[string]*sound.Effect, error) {
	music, err := fs.Sub(fsys, "music")
	if err != nil {
		return nil, nil, fmt.Errorf("assets: %w", err)
	}
	tracks, err := sound.LoadMusic(music)
	if err != nil {
		return nil, nil, fmt.Errorf("assets: %w", err)
	}
	sfx, err := fs.Sub(fsys, "sfx")
	if err != nil {
		return nil, nil, fmt.Errorf("assets: %w", err)
	}
	effects, err := sound.LoadEffects(sfx)
	if err != nil {
		return nil, nil, fmt.Errorf("assets: %w", err)
	}
	for _, id := range sound.TrackIDs {
		if _, ok := tracks[id]; !ok {
			return nil, nil, fmt.Errorf("assets: music %s.json missing", id)
		}
	}
	for _, id := range sound.EffectIDs {
		if _, ok := effects[id]; !ok {
			return nil, nil, fmt.Errorf("assets: effect %s.json missing", id)
		}
	}
	return tracks, effects, nil
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

type namedImage struct {
	name string
	img  *image.RGBA
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func clamp(v, lo, hi int) int {
	return max(lo, min(hi, v))
}
