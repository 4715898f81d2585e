// Command screenshots takes the README's pictures again: it runs the game
// headless with -screenshot for the title, stage 1, a bomb going off and
// each of the eight enemies, and writes them to docs/img. Run it from the
// repository root:
//
//	go run ./games/bomberman/cmd/screenshots
//
// Every picture is a plain run of the game, printed as the command line
// that takes it again ("SDL_RENDER_DRIVER=opengl bomberman -headless -stage 1 -seed 3 -ticks 150
// -screenshot docs/img/stage1.png"). The runs are picked by playing the
// rules headless first (package game, a million steps a second): the seed
// and the tick at which the enemy stands on screen, clear of the others, or
// at which the blast is fullest. The settings are the defaults (the NES
// look), in a fresh config folder, so the pictures never depend on the
// machine.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/art"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

func main() {
	data := flag.String("data", filepath.Join("data", "bomberman"), "the game's data `DIR`")
	out := flag.String("o", filepath.Join("docs", "img"), "the `DIR` to write the PNGs to")
	flag.Parse()
	if err := run(*data, *out, engine.RenderThreadAuto); err != nil {
		fmt.Fprintln(os.Stderr, "screenshots:", err)
		os.Exit(1)
	}
}

// pictureDriver is the SDL render driver the pictures are taken with:
// SDL's OpenGL renderer (Mesa's llvmpipe here), as they were first taken.
// On a machine without a GPU the default is SDL's software renderer, which
// rounds the corners of a few rotated sparks differently.
const pictureDriver = "opengl"

// run takes every picture into out, with the engine's render thread as
// thread says (the pictures are the same either way).
func run(data, out string, thread engine.RenderThread) error {
	cfg, err := game.LoadConfig(os.DirFS(data))
	if err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	cfgDir, err := os.MkdirTemp("", "bomberman-screenshots-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(cfgDir)
	os.Setenv("BOMBERMAN_CONFIG_DIR", cfgDir) // default settings, no high scores
	shoot := func(name string, f app.Flags, check func(*game.Game) error) error {
		f.Headless, f.DataDir, f.RenderThread = true, data, thread
		f.RenderDriver = pictureDriver
		f.Screenshot = filepath.Join(out, name+".png")
		fmt.Println(commandLine(f))
		a, err := app.Open(f, nil)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		defer a.Close()
		if err := a.Run(); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		if check != nil {
			if err := check(a.Game()); err != nil {
				return fmt.Errorf("%s: the game did not play as planned: %w", name, err)
			}
		}
		return nil
	}

	if err := shoot("title", app.Flags{Ticks: 60}, nil); err != nil {
		return err
	}
	seed, tick, err := pickStage1(cfg)
	if err != nil {
		return err
	}
	if err := shoot("stage1", app.Flags{Stage: 1, Seed: seed, SeedSet: true, Ticks: tick}, nil); err != nil {
		return err
	}
	replay, tick, err := pickExplosion(cfg)
	if err != nil {
		return err
	}
	path := filepath.Join(cfgDir, "explosion.json")
	if err := replay.Save(path); err != nil {
		return err
	}
	raw, err := replay.Marshal()
	if err != nil {
		return err
	}
	var line bytes.Buffer
	if err := json.Compact(&line, raw); err != nil {
		return err
	}
	fmt.Printf("explosion.json: %s\n", line.Bytes())
	if err := shoot("explosion", app.Flags{Replay: path, Ticks: tick}, func(g *game.Game) error {
		if len(g.Flames()) == 0 {
			return errors.New("no flames on the last frame")
		}
		return nil
	}); err != nil {
		return err
	}
	for k, name := range art.Enemies {
		kind := game.EnemyKind(k + 1)
		stage, seed, tick, err := pickEnemy(cfg, kind)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		f := app.Flags{Stage: stage, Seed: seed, SeedSet: true, Ticks: tick}
		if err := shoot("enemy_"+name, f, func(g *game.Game) error {
			if _, ok := showcased(g, kind); !ok {
				return fmt.Errorf("no %s on screen at tick %d", name, g.Tick())
			}
			return nil
		}); err != nil {
			return err
		}
	}
	return nil
}

// commandLine is the bomberman command line that takes the same picture.
func commandLine(f app.Flags) string {
	args := []string{"SDL_RENDER_DRIVER=" + pictureDriver, "bomberman", "-headless"}
	if f.Replay != "" {
		args = append(args, "-replay", filepath.Base(f.Replay))
	}
	if f.Stage > 0 {
		args = append(args, "-stage", fmt.Sprint(f.Stage))
	}
	if f.SeedSet {
		args = append(args, "-seed", fmt.Sprint(f.Seed))
	}
	args = append(args, "-ticks", fmt.Sprint(f.Ticks), "-screenshot", f.Screenshot)
	return strings.Join(args, " ")
}

// Screen geometry: the first 16 columns are on screen while the player
// stands at the start (the camera does not scroll).
const (
	cell    = assets.Cell
	screenW = assets.ScreenW
)

// pickStage1 finds a seed and tick of stage 1, the player standing at the
// start, with three Ballooms or more on screen.
func pickStage1(cfg *game.Config) (seed uint64, tick int, err error) {
	for seed = 1; seed <= 200; seed++ {
		g, err := game.New(cfg, game.Options{Seed: seed, Stage: 1})
		if err != nil {
			return 0, 0, err
		}
		for t := 1; t <= 400; t++ {
			g.Step([2]game.Buttons{})
			if t >= 120 && g.Phase() == game.PhasePlaying && g.Player(0).Alive && onScreen(g, 0) >= 3 {
				return seed, t, nil
			}
		}
	}
	return 0, 0, errors.New("stage 1: no seed shows three Ballooms")
}

// onScreen counts the living enemies of kind (0: any) wholly on screen.
func onScreen(g *game.Game, kind game.EnemyKind) int {
	n := 0
	for _, e := range g.Enemies() {
		if e.State == game.EnemyAlive && (kind == 0 || e.Kind == kind) && visible(e.Pos) {
			n++
		}
	}
	return n
}

func visible(p game.Pos) bool {
	x := p.X*cell + p.U
	return x >= cell+cell/2 && x <= screenW-cell-cell/2
}

// pickExplosion plays a bomb on stage 1 from a replay: the player walks
// down two cells and right two, drops the bomb where its four arms can
// burn, walks back round the corner and waits. It returns the first seed
// whose map lets him (and lets him live), with the tick at which the most
// cells burn.
func pickExplosion(cfg *game.Config) (*game.Replay, int, error) {
	for seed := uint64(1); seed <= 500; seed++ {
		r := &game.Replay{Version: 1, Seed: seed, Stage: 1, Mode: "normal", Inputs: []game.ReplayInput{
			{Tick: 0, P1: "D"}, {Tick: 43, P1: "R"}, {Tick: 86, P1: "A"}, {Tick: 87, P1: "L"}, {Tick: 130, P1: "U"}, {Tick: 152, P1: ""},
		}}
		raw, err := r.Marshal()
		if err != nil {
			return nil, 0, err
		}
		if r, err = game.ParseReplay("explosion", raw); err != nil {
			return nil, 0, err
		}
		g, err := game.New(cfg, r.Options())
		if err != nil {
			return nil, 0, err
		}
		cur := r.Cursor()
		best, at, placed := 0, 0, false
		for t := 0; t < 320 && g.Player(0).Alive; t++ {
			g.Step(cur.Buttons(g.Tick()))
			for _, b := range g.Bombs() {
				placed = placed || (b.Active && b.X == 3 && b.Y == 3)
			}
			if n := len(g.Flames()) + burning(g); n > best && g.Player(0).Alive {
				best, at = n, g.Tick()
			}
		}
		if placed && best >= 5 && g.Player(0).Alive {
			return r, at, nil
		}
	}
	return nil, 0, errors.New("explosion: no seed lets the player bomb cell (3, 3) and live")
}

// burning counts the bricks on fire.
func burning(g *game.Game) int {
	n := 0
	w, h := g.MapSize()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if g.Tile(x, y) == game.TileBurning {
				n++
			}
		}
	}
	return n
}

// pickEnemy finds the first stage with an enemy of kind, and a seed and
// tick of it at which one of them walks on screen, clear of the others and
// of the player standing at the start.
func pickEnemy(cfg *game.Config, kind game.EnemyKind) (stage int, seed uint64, tick int, err error) {
	for stage = 1; stage <= game.Stages; stage++ {
		for seed = 1; seed <= 60; seed++ {
			g, err := game.New(cfg, game.Options{Seed: seed, Stage: stage})
			if err != nil {
				return 0, 0, 0, err
			}
			if !hasKind(g, kind) {
				break // the next stage
			}
			for t := 1; t <= 600; t++ {
				g.Step([2]game.Buttons{})
				if !g.Player(0).Alive {
					break
				}
				if _, ok := showcased(g, kind); ok && t >= 90 && g.Phase() == game.PhasePlaying {
					return stage, seed, t, nil
				}
			}
		}
	}
	return 0, 0, 0, errors.New("no stage shows one on screen")
}

func hasKind(g *game.Game, kind game.EnemyKind) bool {
	for _, e := range g.Enemies() {
		if e.Kind == kind && e.State != game.EnemyFree {
			return true
		}
	}
	return false
}

// showcased returns an enemy of kind alive on screen, two cells or more
// from the player and from every other enemy.
func showcased(g *game.Game, kind game.EnemyKind) (game.Enemy, bool) {
	px := func(p game.Pos) (int, int) { return p.X*cell + p.U, p.Y*cell + p.V }
	pl := g.Player(0)
	for i, e := range g.Enemies() {
		if e.Kind != kind || e.State != game.EnemyAlive || !visible(e.Pos) {
			continue
		}
		ex, ey := px(e.Pos)
		clear := far(ex, ey, pl.Pos)
		for j, o := range g.Enemies() {
			if j != i && o.State != game.EnemyFree && !far(ex, ey, o.Pos) {
				clear = false
			}
		}
		if clear {
			return e, true
		}
	}
	return game.Enemy{}, false
}

func far(x, y int, p game.Pos) bool {
	ox, oy := p.X*cell+p.U, p.Y*cell+p.V
	dx, dy := x-ox, y-oy
	return dx*dx+dy*dy >= (2*cell)*(2*cell)
}
