package app_test

import (
	"bufio"
	"flag"
	"fmt"
	"hash/fnv"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/play"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// updateFrames rewrites the golden frames of TestFramesAsRecorded from what
// the game draws now: go test -run TestFramesAsRecorded -update-frames.
var updateFrames = flag.Bool("update-frames", false, "rewrite testdata/frames from the frames drawn now")

// envFramesOut names a folder where TestFramesAsRecorded writes the first
// frames of each case that differ from the golden ones, as PNG, to look at.
const envFramesOut = "BOMBERMAN_FRAMES_OUT"

// framesDir holds the golden frames: per case, the hash of every frame in
// order (runs of equal frames on one line), and a few whole frames as PNG.
const framesDir = "testdata/frames"

// TestFramesAsRecorded plays scripted sessions through the whole engine
// (the title and the other menus, the STAGE card, stages 1 and 20 and
// windows of the recorded full game, co-op with the partner off screen,
// versus rounds and their results, explosions, chains with the screen
// shake, kills and their pop-ups, deaths, pause with a lost pad, game over,
// the ending, the modern look) and compares every frame, pixel for pixel,
// with the frames recorded in testdata/frames: the presentation may be
// rebuilt, never redrawn.
func TestFramesAsRecorded(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: plays some thousands of frames")
	}
	if runtime.GOOS != "linux" {
		t.Skip("the frames are recorded on Linux; other systems' render drivers may round a pixel differently")
	}
	for _, c := range frameCases {
		t.Run(c.name, func(t *testing.T) {
			sh := newShooter(t, c.name, c.settings)
			c.play(sh)
			for _, w := range c.shows {
				if !sh.seen[w] {
					t.Errorf("the script never showed %s", shownNames[w])
				}
			}
			sh.compare(c.name)
		})
	}
}

// frameCase is one scripted session of TestFramesAsRecorded.
type frameCase struct {
	name     string
	settings *save.Settings // nil: the defaults (the NES look, particles and shake on)
	play     func(sh *shooter)
	// shows are what the session must have shown in some frame, read
	// from the state (a script that stops showing them fails).
	shows []shown
}

// shown is something on screen that a case means to show.
type shown uint8

const (
	showCard     shown = iota // the STAGE card of a live start
	showPlay                  // a stage in play
	showTwo                   // two players
	showFlames                // an explosion
	showBurning               // a brick on fire
	showSpawning              // an enemy appearing
	showDying                 // an enemy dying
	showPopup                 // a kill's points
	showItem                  // an item or the exit revealed
	showDeath                 // a player dying
	showPaused                // the pause window
	showMystery               // an invincible, blinking player
	showGameOver              // the game over card
	showEnding                // the ending
	showMenu                  // a menu scene
	showShake                 // the screen shake of a chain
	showArrow                 // a co-op partner off screen, as an arrow
	showCount
)

var shownNames = [showCount]string{"the STAGE card", "play", "two players", "flames", "a burning brick",
	"an enemy spawning", "an enemy dying", "a pop-up", "an item or the exit", "a player dying", "the pause window",
	"an invincible player", "the game over card", "the ending", "a menu", "the screen shake", "an off-screen arrow"}

// look records what the frame about to be drawn shows.
func (sh *shooter) look() {
	a := sh.a
	if s := sh.scene(); s != play.SceneName {
		sh.seen[showMenu] = true
		return
	}
	g := a.Game()
	if g == nil {
		return
	}
	if a.Play().Intro() > 0 {
		sh.seen[showCard] = true
		return
	}
	rules := g.Numbers()
	switch g.Phase() {
	case game.PhaseGameOver:
		sh.seen[showGameOver] = true
		return
	case game.PhaseEnding:
		sh.seen[showEnding] = true
		return
	case game.PhaseIntro:
		return
	}
	sh.seen[showPlay] = true
	sh.seen[showPaused] = sh.seen[showPaused] || g.Paused()
	sh.seen[showTwo] = sh.seen[showTwo] || g.Players() == 2
	sh.seen[showFlames] = sh.seen[showFlames] || len(g.Flames()) > 0
	w, h := g.MapSize()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			sh.seen[showBurning] = sh.seen[showBurning] || g.Tile(x, y) == game.TileBurning
		}
	}
	for _, e := range g.Enemies() {
		switch e.State {
		case game.EnemySpawning:
			sh.seen[showSpawning] = true
		case game.EnemyDying:
			sh.seen[showDying] = true
			sh.seen[showPopup] = sh.seen[showPopup] || e.Timer >= rules.EnemyFreezeFrames+rules.EnemyDissolveFrames
		}
	}
	for _, it := range g.Items() {
		sh.seen[showItem] = sh.seen[showItem] || (it.Revealed && !it.Taken)
	}
	sh.seen[showItem] = sh.seen[showItem] || g.Exit().Revealed
	for i := 0; i < g.Players(); i++ {
		p := g.Player(i)
		sh.seen[showDeath] = sh.seen[showDeath] || g.DeathFrame(i) >= 0
		sh.seen[showMystery] = sh.seen[showMystery] || p.Mystery > 0
		if x := p.X*assets.Cell + p.U - sh.scrollX(); g.Mode() == game.ModeCoop && p.Alive && !p.Out && (x < 0 || x >= assets.ScreenW) {
			sh.seen[showArrow] = true
		}
	}
	sh.seen[showShake] = sh.seen[showShake] || sh.shaking()
}

// The view's state the script reads or sets.

// scrollX is the camera's x before the shake.
func (sh *shooter) scrollX() int { return play.Scroll(sh.a.Game()) }

// shaking reports whether the screen shakes in the next frame.
func (sh *shooter) shaking() bool { return sh.a.Play().Effects().Shaking() }

// secretTaken shows a secret bonus's points over cell (x, y), as when the
// player takes one.
func (sh *shooter) secretTaken(x, y, points int) {
	patterns.Broadcast(services.Bus(), game.SecretTaken{X: x, Y: y, Points: points})
}

// shooter plays a session and keeps a hash of every frame it runs.
type shooter struct {
	t      *testing.T
	a      *app.App
	pl     *apptest.Player
	hashes []uint64
	labels []string // what the script was doing at each frame
	label  string
	keep   map[int]*image.RGBA // frames kept whole, by index
	seen   [showCount]bool

	name    string   // the case's
	want    []uint64 // its golden frames, if any
	out     string   // $BOMBERMAN_FRAMES_OUT
	written int      // differing frames written there
}

// newShooter opens a headless app on the repository's data that behaves
// like a live game (intro cards, hand-overs to the menus), at the title.
func newShooter(t *testing.T, name string, st *save.Settings) *shooter {
	if st == nil {
		d := save.DefaultSettings()
		st = &d
	}
	apptest.SDL(t, st)
	// The frames were recorded with SDL's OpenGL renderer: pinned, so the
	// renderer the machine's devices make the default pick (SDL's software
	// one where there is no GPU) does not redraw them.
	a := apptest.Open(t, app.Flags{Seed: 5, SeedSet: true, Mute: true, RenderDriver: "opengl", Live: true}) // live: cards, menus and versus screens
	a.SetSeedGen(0x5eed)                                                                                    // later games' seeds, without the clock
	sh := &shooter{t: t, a: a, pl: &apptest.Player{T: t, A: a}, keep: map[int]*image.RGBA{}, name: name}
	if !*updateFrames {
		sh.want, _ = parseFrames(filepath.Join(framesDir, name+".txt")) // compare says what is wrong
		if sh.out = os.Getenv(envFramesOut); sh.out != "" {
			if err := os.MkdirAll(sh.out, 0o755); err != nil {
				t.Fatal(err)
			}
		}
	}
	return sh
}

// frames runs n frames, calling in (if not nil) before each with the
// frame's number within the call.
func (sh *shooter) frames(n int, in func(i int)) {
	sh.t.Helper()
	for i := 0; i < n; i++ {
		if in != nil {
			in(i)
		}
		inputtest.Update()
		if err := sh.a.Engine().RunOneFrame(); err != nil {
			sh.t.Fatalf("%s: frame %d: %v", sh.label, len(sh.hashes), err)
		}
		sh.look()
		img, err := sh.a.Engine().Renderer().Screenshot(render.LogicalPixels)
		if err != nil {
			sh.t.Fatal(err)
		}
		h := fnv.New64a()
		h.Write(img.Pix)
		sh.writeDiffering(len(sh.hashes), h.Sum64(), img)
		sh.hashes = append(sh.hashes, h.Sum64())
		sh.labels = append(sh.labels, sh.label)
		if _, ok := sh.keep[len(sh.hashes)-1]; ok {
			sh.keep[len(sh.hashes)-1] = img
		}
	}
}

// keepNext keeps the next frame whole (it is compared as a PNG too).
func (sh *shooter) keepNext() { sh.keep[len(sh.hashes)] = nil }

// do names what the frames that follow show, for the failure messages.
func (sh *shooter) do(label string) { sh.label = label }

// key presses and releases a key over two frames.
func (sh *shooter) key(k input.Key) {
	sh.t.Helper()
	if err := inputtest.PushKey(k, true); err != nil {
		sh.t.Fatal(err)
	}
	sh.frames(1, nil)
	if err := inputtest.PushKey(k, false); err != nil {
		sh.t.Fatal(err)
	}
	sh.frames(1, nil)
}

// press latches game buttons for player p (0 or 1) for the next step.
func (sh *shooter) press(p int, b game.Buttons) { sh.a.Controls().Press(p, b) }

// until runs frames (pressing with in, if not nil) until done or max.
func (sh *shooter) until(max int, in func(i int), done func() bool) {
	sh.t.Helper()
	for i := 0; !done(); i++ {
		if i == max {
			sh.t.Fatalf("%s: not done in %d frames", sh.label, max)
		}
		sh.frames(1, func(int) {
			if in != nil {
				in(i)
			}
		})
	}
}

func (sh *shooter) scene() string { return apptest.Scene(sh.a) }

// compare checks the frames against the golden ones, or writes them with
// -update-frames.
func (sh *shooter) compare(name string) {
	t := sh.t
	t.Helper()
	file := filepath.Join(framesDir, name+".txt")
	if *updateFrames {
		if err := os.MkdirAll(framesDir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, formatFrames(name, sh.hashes, sh.labels), 0o644); err != nil {
			t.Fatal(err)
		}
		for i, img := range sh.keep {
			if err := writePNG(filepath.Join(framesDir, fmt.Sprintf("%s_%04d.png", name, i)), img); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%s: %d frames written", name, len(sh.hashes))
		return
	}
	want, err := parseFrames(file)
	if err != nil {
		t.Fatalf("%v (take the frames with -update-frames)", err)
	}
	if len(want) != len(sh.hashes) {
		t.Errorf("got %d frames, want %d", len(sh.hashes), len(want))
	}
	bad := 0
	for i := 0; i < len(want) && i < len(sh.hashes); i++ {
		if want[i] == sh.hashes[i] {
			continue
		}
		if bad++; bad <= 5 {
			t.Errorf("frame %d (%s) differs from the recorded one", i, sh.labels[i])
		}
	}
	if bad > 5 {
		t.Errorf("... %d frames differ in all", bad)
	}
	for i, img := range sh.keep {
		path := filepath.Join(framesDir, fmt.Sprintf("%s_%04d.png", name, i))
		if w := apptest.ReadPNG(t, path); !samePixels(w, img) {
			t.Errorf("frame %d differs from %s", i, path)
		}
	}
	if bad > 0 && sh.out != "" {
		t.Logf("the first differing frames are in %s as %s_NNNN.png", sh.out, name)
	}
}

// writeDiffering writes frame i as PNG into $BOMBERMAN_FRAMES_OUT if it
// differs from the golden frame, for the first few that do.
func (sh *shooter) writeDiffering(i int, h uint64, img *image.RGBA) {
	if sh.out == "" || i >= len(sh.want) || sh.want[i] == h || sh.written == 5 {
		return
	}
	sh.written++
	if err := writePNG(filepath.Join(sh.out, fmt.Sprintf("%s_%04d.png", sh.name, i)), img); err != nil {
		sh.t.Log(err)
	}
}

func samePixels(a, b *image.RGBA) bool {
	if a == nil || b == nil || a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.RGBAAt(x, y) != b.RGBAAt(x, y) {
				return false
			}
		}
	}
	return true
}

func writePNG(path string, img *image.RGBA) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// formatFrames writes the hashes one run of equal frames a line: the first
// frame's number, how many, the hash and the script's label.
func formatFrames(name string, hashes []uint64, labels []string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "# frames of %s: first count fnv64a label\n", name)
	for i := 0; i < len(hashes); {
		j := i + 1
		for j < len(hashes) && hashes[j] == hashes[i] && labels[j] == labels[i] {
			j++
		}
		fmt.Fprintf(&b, "%d %d %016x %s\n", i, j-i, hashes[i], labels[i])
		i = j
	}
	return []byte(b.String())
}

func parseFrames(path string) ([]uint64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []uint64
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		s := sc.Text()
		if s == "" || s[0] == '#' {
			continue
		}
		fs := strings.SplitN(s, " ", 4)
		if len(fs) < 3 {
			return nil, fmt.Errorf("%s:%d: want first count hash label", path, line)
		}
		first, err1 := strconv.Atoi(fs[0])
		n, err2 := strconv.Atoi(fs[1])
		h, err3 := strconv.ParseUint(fs[2], 16, 64)
		if err1 != nil || err2 != nil || err3 != nil || first != len(out) || n < 1 {
			return nil, fmt.Errorf("%s:%d: bad line %q", path, line, s)
		}
		for k := 0; k < n; k++ {
			out = append(out, h)
		}
	}
	return out, sc.Err()
}

// A bot for busy play: busyInput's square walk, dropping bombs, for
// player p, and another pattern for player 2.
func walkBomb(frame int) game.Buttons { return apptest.BusyInput(frame) }

func walkBomb2(frame int) game.Buttons {
	dirs := [4]game.Buttons{game.ButtonLeft, game.ButtonUp, game.ButtonRight, game.ButtonDown}
	b := dirs[(frame/40)&3]
	if frame%30 == 7 {
		b |= game.ButtonA
	}
	return b
}

// startLive starts a game as the title's menu does (with the STAGE card)
// and waits on the card for the first step.
func (sh *shooter) startLive(mode game.Mode, stage int, password string) {
	sh.t.Helper()
	if err := sh.a.StartGame(mode, stage, password); err != nil {
		sh.t.Fatal(err)
	}
}

// playFrom puts a game played headless to some state into the session and
// goes on with the replay cursor (nil: no input).
func (sh *shooter) playFrom(g *game.Game, cur *game.ReplayCursor) {
	sh.a.Play().Begin(g, cur, nil, false)
	if err := sh.a.Engine().Scenes().Switch(play.SceneName); err != nil {
		sh.t.Fatal(err)
	}
}

var frameCases = []frameCase{
	{name: "ends", shows: []shown{showGameOver}, play: func(sh *shooter) {
		ownBomb := func(p int) func(int) [2]game.Buttons {
			return func(tick int) (in [2]game.Buttons) {
				if tick == 1 {
					in[p] = game.ButtonA
				}
				return in
			}
		}
		oneLife := *sh.a.Config()
		oneLife.Rules.StartLives = 0
		for _, e := range []struct {
			what string
			cfg  *game.Config
			opts game.Options
			p    int
		}{
			{"game over, the secret code", &oneLife, game.Options{Seed: 2, Stage: 7}, 0},
			{"versus, player 1 takes the match", sh.a.Config(), game.Options{Seed: 2, Mode: game.ModeVersus, Wins: 1}, 1},
			{"versus, player 2 takes the match", sh.a.Config(), game.Options{Seed: 3, Mode: game.ModeVersus, Wins: 1}, 0},
		} {
			sh.do(e.what)
			g := apptest.PlayedTo(sh.t, e.cfg, e.opts, ownBomb(e.p), game.PhaseGameOver)
			sh.playFrom(g, nil)
			sh.keepNext()
			sh.frames(20, nil)
		}
	}},
	{name: "kills", shows: []shown{showCard, showPlay, showFlames, showBurning, showDying, showPopup, showItem, showSpawning, showMystery},
		play: func(sh *shooter) { sh.kills() }},
	{name: "stage1", shows: []shown{showMenu, showCard, showPlay, showPaused, showFlames, showDeath},
		play: func(sh *shooter) {
			sh.do("title")
			sh.frames(40, nil)
			sh.do("start")
			sh.key(input.KeyReturn)
			sh.do("stage card")
			sh.until(400, nil, func() bool { return sh.a.Game() != nil && sh.a.Game().Tick() > 0 })
			sh.do("play")
			sh.keepNext()
			sh.frames(150, func(i int) { sh.press(0, walkBomb(i)) })
			sh.do("to the pause")
			g := sh.a.Game()
			sh.until(1000, nil, func() bool { return g.Phase() == game.PhasePlaying && g.Player(0).Alive && g.DeathFrame(0) < 0 })
			sh.do("pause")
			sh.press(0, game.ButtonStart)
			sh.frames(20, nil)
			sh.do("pause, pad lost")
			patterns.Broadcast(services.Bus(), input.GamepadDisconnected{Player: 1})
			sh.keepNext()
			sh.frames(4, nil)
			sh.do("pause, pad back")
			patterns.Broadcast(services.Bus(), input.GamepadConnected{Player: 1})
			sh.frames(4, nil)
			sh.do("resume")
			sh.press(0, game.ButtonStart)
			sh.frames(600, func(i int) { sh.press(0, walkBomb(150+i)) })
		}},
	{name: "busy", shows: []shown{showPlay, showFlames, showBurning, showShake},
		play: func(sh *shooter) {
			sh.do("busy stage 20")
			startBusy(sh.t, sh.a)
			sh.keepNext()
			sh.frames(2, nil)
			sh.frames(700, func(i int) {
				sh.press(0, walkBomb(i))
				if i == 330 {
					sh.keepNext()
				}
			})
		}},
	{name: "busy_modern", settings: modernLook(), shows: []shown{showPlay, showFlames, showBurning},
		play: func(sh *shooter) {
			sh.do("busy stage 20, modern look")
			startBusy(sh.t, sh.a)
			sh.frames(400, func(i int) {
				sh.press(0, walkBomb(i))
				if i == 200 {
					sh.keepNext()
				}
			})
		}},
	{name: "coop", shows: []shown{showCard, showPlay, showTwo, showFlames, showDeath, showArrow},
		play: func(sh *shooter) {
			sh.do("co-op card")
			sh.startLive(game.ModeCoop, 1, "")
			sh.until(400, nil, func() bool { return sh.a.Game().Tick() > 0 })
			sh.do("co-op walk")
			sh.frames(60, func(i int) { sh.press(0, game.ButtonRight); sh.press(1, game.ButtonDown) })
			g := sh.a.Game()
			p, q := g.Player(0), g.Player(1)
			if !p.Alive || !q.Alive {
				sh.t.Fatal("co-op: a player died walking")
			}
			// player 1 taken to the far right: the camera follows the
			// pair and the partner shows as an arrow at the edge
			sh.do("co-op apart")
			p.Pos = game.Pos{X: 27, Y: 1, U: 8, V: 8}
			q.Pos = game.Pos{X: 1, Y: 11, U: 8, V: 8}
			sh.keepNext()
			sh.frames(40, func(i int) { sh.press(1, game.ButtonUp) })
			sh.do("co-op apart, the other way")
			p.Pos = game.Pos{X: 1, Y: 5, U: 8, V: 8}
			q.Pos = game.Pos{X: 29, Y: 9, U: 8, V: 8}
			sh.keepNext()
			sh.frames(40, func(i int) { sh.press(0, game.ButtonDown) })
			sh.do("co-op bombs")
			sh.frames(500, func(i int) { sh.press(0, walkBomb(i)); sh.press(1, walkBomb2(i)) })
		}},
	{name: "versus", shows: []shown{showCard, showPlay, showTwo, showFlames, showDeath, showMenu},
		play: func(sh *shooter) {
			sh.do("versus card")
			sh.startLive(game.ModeVersus, 1, "")
			sh.until(400, nil, func() bool { return sh.a.Game().Tick() > 0 })
			for round := 0; round < 2; round++ {
				sh.do(fmt.Sprintf("versus round %d", round+1))
				sh.until(3000, func(i int) { sh.press(0, walkBomb(i)); sh.press(1, walkBomb2(i+round*17)) },
					func() bool { return sh.scene() == menu.SceneVersus })
				sh.do(fmt.Sprintf("versus result %d", round+1))
				sh.keepNext()
				sh.until(1000, nil, func() bool { return sh.scene() != menu.SceneVersus })
				if sh.scene() != play.SceneName {
					break
				}
			}
			sh.do("after the match")
			sh.frames(30, nil)
		}},
	{name: "gameover", shows: []shown{showPlay, showDeath, showGameOver, showMenu},
		play: func(sh *shooter) {
			sh.do("own bomb")
			cfg := *sh.a.Config()
			g := apptest.PlayedTo(sh.t, &cfg, game.Options{Seed: 7, Stage: 3}, func(tick int) (in [2]game.Buttons) {
				if tick%400 == 1 {
					in[0] = game.ButtonA
				}
				return in
			}, game.PhasePlaying)
			sh.playFrom(g, nil)
			sh.until(3000, func(i int) {
				if g.Phase() == game.PhasePlaying && g.Player(0).Alive {
					sh.press(0, game.ButtonA)
				}
			}, func() bool { return g.Phase() == game.PhaseGameOver })
			sh.do("game over")
			sh.keepNext()
			sh.frames(100, nil)
			sh.press(0, game.ButtonStart)
			sh.until(100, nil, func() bool { return sh.scene() == menu.SceneGameOver })
			sh.do("game over screen")
			sh.frames(40, nil)
			sh.key(input.KeyReturn)
			sh.until(100, nil, func() bool { return sh.scene() == menu.SceneTitle })
			sh.do("title")
			sh.keepNext()
			sh.frames(40, nil)
			sh.do("title menu")
			for i := 0; i < 4; i++ {
				sh.key(input.KeyDown)
				sh.frames(3, nil)
			}
			sh.do("options")
			sh.key(input.KeyReturn)
			sh.frames(5, nil)
			sh.key(input.KeyDown)
			sh.key(input.KeyRight)
			sh.frames(5, nil)
			sh.key(input.KeyEscape)
			sh.frames(5, nil)
			sh.do("high scores")
			sh.key(input.KeyDown)
			sh.key(input.KeyReturn)
			sh.frames(40, nil)
			sh.key(input.KeyReturn)
			sh.frames(5, nil)
			sh.do("password")
			sh.key(input.KeyUp)
			sh.key(input.KeyUp)
			sh.key(input.KeyUp)
			sh.key(input.KeyUp)
			sh.key(input.KeyReturn)
			sh.frames(5, nil)
			sh.key(input.KeyRight)
			sh.key(input.KeyX)
			sh.key(input.KeyB)
			sh.key(input.KeyC)
			sh.key(input.KeyReturn)
			sh.frames(10, nil)
			sh.key(input.KeyEscape)
			sh.key(input.KeyEscape)
			sh.key(input.KeyEscape)
			sh.key(input.KeyEscape)
			sh.frames(10, nil)
		}},
	{name: "fullgame", shows: []shown{showPlay, showFlames, showDying, showPopup, showItem, showEnding},
		play: func(sh *shooter) {
			rep, err := game.LoadReplay("../testdata/full_game.json")
			if err != nil {
				sh.t.Fatal(err)
			}
			// windows of the recorded game: the starts and clears of a few
			// stages, a bonus stage, and the ending
			type window struct {
				what  string
				kind  game.EventKind
				stage int
				early int // frames shown before the event
				n     int // frames shown from the event; 0: to the ending
				tick  int
			}
			windows := []window{
				{what: "stage 2 start", kind: game.EventStageStart, stage: 2, n: 300},
				{what: "stage 5 clear", kind: game.EventStageClear, stage: 5, early: 100, n: 200},
				{what: "bonus stage", kind: game.EventStageStart, stage: 6, n: 260},
				{what: "stage 13 start", kind: game.EventStageStart, stage: 13, n: 200},
				{what: "stage 27 clear", kind: game.EventStageClear, stage: 27, early: 150, n: 200},
				{what: "stage 38 start", kind: game.EventStageStart, stage: 38, n: 200},
				{what: "stage 50 clear", kind: game.EventStageClear, stage: 50, early: 100},
			}
			g, err := game.New(sh.a.Config(), rep.Options())
			if err != nil {
				sh.t.Fatal(err)
			}
			cur := rep.Cursor()
			k := 0
			for k < len(windows) && g.Tick() < 400_000 {
				g.Step(cur.Buttons(g.Tick()))
				for _, ev := range g.Events() {
					if k < len(windows) && ev.Kind == windows[k].kind && g.Stage() == windows[k].stage {
						windows[k].tick = g.Tick() - windows[k].early
						k++
					}
				}
			}
			if k < len(windows) {
				sh.t.Fatalf("%s: not reached", windows[k].what)
			}
			g, err = game.New(sh.a.Config(), rep.Options())
			if err != nil {
				sh.t.Fatal(err)
			}
			cur = rep.Cursor()
			for _, w := range windows {
				for g.Tick() < w.tick {
					g.Step(cur.Buttons(g.Tick()))
				}
				sh.do(w.what)
				c := *g // the game goes on from here in the session
				at := rep.Cursor()
				at.Buttons(c.Tick())
				sh.playFrom(&c, at)
				sh.keepNext()
				if w.n > 0 {
					sh.frames(w.early+w.n, nil)
					continue
				}
				sh.until(5000, nil, func() bool { return c.Phase() == game.PhaseEnding })
				sh.do("the ending")
				sh.keepNext()
				sh.frames(30, nil)
			}
		}},
}

// The "kills" case moves the player and the enemies about by hand, to
// show in a few hundred frames what a stage shows in minutes: the item
// bombed out of its brick, enemies in a blast (a double kill on one cell,
// its pop-ups one above the other), the item taken, the exit revealed and
// bombed, the enemies it lets out.

// floorBeside returns a floor cell next to (x, y).
func floorBeside(t *testing.T, g *game.Game, x, y int) (int, int) {
	t.Helper()
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		if g.Tile(x+d[0], y+d[1]) == game.TileFloor {
			return x + d[0], y + d[1]
		}
	}
	t.Fatalf("no floor beside (%d, %d)", x, y)
	return 0, 0
}

// shelter returns a floor cell near (x, y) out of a blast's cross: in
// neither its row nor its column, nearest first.
func shelter(t *testing.T, g *game.Game, x, y int) (int, int) {
	t.Helper()
	for k := 2; k <= 4; k++ { // a row off the bomb's, k columns away
		for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
			if cx, cy := x+d[0]*k, y+d[1]; g.Tile(cx, cy) == game.TileFloor {
				return cx, cy
			}
		}
	}
	t.Fatalf("no shelter near (%d, %d)", x, y)
	return 0, 0
}

func centred(x, y int) game.Pos { return game.Pos{X: x, Y: y, U: 8, V: 8} }

// bombAndHide has player 1 drop a bomb on (x, y) and stand in shelter
// until it has burned out.
func (sh *shooter) bombAndHide(x, y int, during func(b *game.Bomb)) {
	sh.t.Helper()
	g := sh.a.Game()
	p := g.Player(0)
	p.Pos = centred(x, y)
	sh.press(0, game.ButtonA)
	sh.frames(1, nil)
	hx, hy := shelter(sh.t, g, x, y)
	p.Pos = centred(hx, hy)
	var bomb *game.Bomb
	for i := range g.Bombs() {
		if b := &g.Bombs()[i]; b.Active && b.X == x && b.Y == y {
			bomb = b
		}
	}
	if bomb == nil {
		sh.t.Fatalf("%s: no bomb on (%d, %d)", sh.label, x, y)
	}
	sh.until(400, func(int) {
		if during != nil && bomb.Active {
			during(bomb)
		}
	}, func() bool { return !bomb.Active && len(g.Flames()) == 0 })
}

func (sh *shooter) kills() {
	t := sh.t
	sh.do("kills card")
	sh.startLive(game.ModeNormal, 1, "")
	g := sh.a.Game()
	sh.until(400, nil, func() bool { return g.Tick() > 0 })
	sh.do("the item's brick")
	it := g.Items()[0]
	bx, by := floorBeside(t, g, it.X, it.Y)
	sh.bombAndHide(bx, by, nil)
	sh.frames(30, nil)
	sh.do("a triple kill")
	ex, ey := floorBeside(t, g, bx, by)
	sh.bombAndHide(ex, ey, func(b *game.Bomb) {
		if b.Fuse != 2 {
			return
		}
		n := 0
		for i := range g.Enemies() {
			e := &g.Enemies()[i]
			if e.State != game.EnemyAlive || n == 3 {
				continue
			}
			x, y := ex, ey
			if n < 2 {
				x, y = floorBeside(t, g, ex, ey)
			}
			e.Pos = centred(x, y)
			n++
		}
	})
	sh.do("the pop-ups")
	sh.keepNext()
	sh.frames(120, nil)
	sh.do("the item taken")
	if it := g.Items()[0]; it.Revealed && !it.Taken {
		g.Player(0).Pos = centred(it.X, it.Y)
	}
	sh.frames(20, nil)
	sh.do("a secret's points, invincible")
	p := g.Player(0)
	sh.secretTaken(p.X, p.Y, 10_000_000)
	p.Mystery = 60
	sh.frames(40, func(i int) { sh.press(0, walkBomb(i)&^game.ButtonA) })
	sh.do("the exit")
	x := g.Exit()
	bx, by = floorBeside(t, g, x.X, x.Y)
	sh.bombAndHide(bx, by, nil)
	sh.frames(20, nil)
	sh.do("the exit bombed")
	bx, by = floorBeside(t, g, x.X, x.Y)
	sh.bombAndHide(bx, by, nil)
	sh.keepNext()
	sh.frames(200, nil)
}

func modernLook() *save.Settings {
	s := save.DefaultSettings()
	s.Look = save.LookModern
	return &s
}
