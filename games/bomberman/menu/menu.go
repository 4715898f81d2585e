package menu

import (
	"errors"
	"io/fs"
	"log/slog"
	"strings"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/art"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/controls"
	"github.com/bengine-go/bengine/games/bomberman/effects"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/netmatch"
	"github.com/bengine-go/bengine/games/bomberman/play"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// Scene names of the menus.
const (
	SceneTitle      = "title"
	SceneGameOver   = "gameover"
	ScenePassword   = "password"
	SceneOptions    = "options"
	SceneScores     = "scores"
	SceneVersus     = "versus"
	SceneVersusMenu = "versus menu"
	SceneHost       = "host"
	SceneJoin       = "join"
	SceneMessage    = "message"
)

// App is what the menus ask of the game around them: to start a game, to
// go back to the title, to quit.
type App interface {
	StartGame(mode game.Mode, stage int, password string) error
	ToTitle()
	Quit()
}

// Settings are the player's settings in effect: the options screen
// changes them (in effect at once) and saves them on leaving.
type Settings interface {
	Settings() save.Settings
	ChangeSettings(s save.Settings)
	SaveSettings() error
}

// Options are what the menus are built from.
type Options struct {
	Engine   *engine.Engine // its input (the players' actions), its scenes, its renderer
	Assets   *assets.Assets
	Controls *controls.Controls
	Music    *effects.Music
	Bus      *patterns.EventBus
	Play     *play.Play
	Lobby    *netmatch.Lobby
	Scores   *save.Table
	App      App
	Settings Settings
	// Notices are the problems met at start (a save set aside or
	// unreadable, bad settings), for the title to show.
	Notices []string
	// Bindings holds the data's default bindings (the controls page's
	// DEFAULTS).
	Bindings fs.FS
	// Delay is the online input delay of this run (-delay), or -1 for
	// the settings'.
	Delay int
	// HostAddr is where HOST listens ("": DefaultPort on every address).
	HostAddr string
	// Scripted is a run driven by flags (-headless, -replay): the versus
	// screen does not interrupt it.
	Scripted bool
	// LocalOnly is a build that cannot play online (the web build: a
	// browser gives a page no UDP, netmatch.Supported): 2P VERSUS offers
	// LOCAL only, and says that online versus needs the desktop game.
	LocalOnly bool
	Log       *slog.Logger
}

// kit is what every screen works with: the options the menus were built
// from, the input, the start-up notices, what the last game over left,
// the high-score rank to show, and the helpers that draw a screen.
type kit struct {
	o         Options
	in        *input.Manager
	notices   []string
	last      play.LastGame // what the last game over left
	highlight int           // the rank the high scores show in yellow (1-based), 0 none
}

// warn reports a problem: the log and the title's notices get s.
func (m *kit) warn(s string) {
	m.notices = append(m.notices, s)
	m.o.Log.Warn("bomberman: " + s)
}

// reportSave logs a failed save, unless it was refused because the file
// could not be read at start: that was said then, once.
func (m *kit) reportSave(what string, err error) {
	if err != nil && !errors.Is(err, data.ErrUnreadable) {
		m.warn(what + ": " + err.Error())
	}
}

// switchTo switches to the menu scene name at the next frame boundary.
func (m *kit) switchTo(name string) error { return m.o.Engine.Scenes().Switch(name) }

// sound plays a menu effect (sound.EffectIDs) at full volume, centred.
func (m *kit) sound(id string) { services.Audio().PlaySound(id, 1, 0) }

// screen is a menu scene's component: enter runs when its scene becomes
// active.
type screen interface {
	scene.Component
	enter()
}

// addScreen adds a scene named name with s on an object of its own; on
// entering it the camera goes back to the origin (a menu is drawn where
// the screen is) and s.enter runs.
func addScreen[T screen](m *kit, name string, s T) T {
	sc := scene.New(name)
	scene.AddComponent(sc.NewObject(name), s)
	r := m.o.Engine.Renderer()
	sc.OnEnter = func() {
		r.SetCamera(0, 0)
		s.enter()
	}
	m.o.Engine.Scenes().Add(sc)
	return s
}

// Layers of the menus (all drawn in the UI step).
const (
	menuLayerBack int16 = iota
	menuLayerFrame
	menuLayerPanel
	menuLayerText
	menuLayerCursor
)

// Repeat timing of a held direction, in frames.
const (
	repeatDelay = 18
	repeatEvery = 5
)

// nav is one frame of menu input from both players' actions.
type nav struct {
	up, down, left, right bool
	ok, back, start       bool
	held                  [2][4]int // frames each direction has been held, by player
	buttons               buttonKeys
}

var navDirs = [4]string{"up", "down", "left", "right"}

// buttonKeys are the letter and digit keys that act as buttons on the
// text-entry screens (the password, the high-score name) instead of typing
// their character: the keys of player 1's "a" and "b" actions, X and Z with
// the default bindings. On those screens the keyboard is the NES pad: X
// picks a letter, Z deletes, Return confirms, and every other letter types
// itself.
type buttonKeys struct {
	keys [8]input.Key
	n    int
}

// load reads the keys from player 1's bindings. It allocates (the input
// manager copies the bindings), so the screens call it once, on entering.
func (k *buttonKeys) load(in *input.Manager) {
	k.n = 0
	for _, action := range [...]string{"a", "b"} {
		for _, b := range in.Action(1, action) {
			if k.n < len(k.keys) && textKey(b.Key) {
				k.keys[k.n] = b.Key
				k.n++
			}
		}
	}
}

// has reports whether key acts as a button.
func (k *buttonKeys) has(key input.Key) bool {
	for _, b := range k.keys[:k.n] {
		if b == key {
			return true
		}
	}
	return false
}

// textKey reports whether k types a letter or a digit.
func textKey(k input.Key) bool {
	return (k >= input.KeyA && k <= input.KeyZ) || (k >= input.Key1 && k <= input.Key0)
}

// read polls the players' actions. With typing set, a frame in which a
// letter or digit key other than the button keys is down counts no action,
// so typing a name never moves the cursor through player 2's WASD keys, and
// the button keys (X and Z) count as A and B. It also clears the play
// controls' latched presses, so a menu press does not reach the game.
func (n *nav) read(m *kit, typing bool) {
	in := m.in
	m.o.Controls.Consume()
	m.o.Controls.EndFrame()
	*n = nav{held: n.held, buttons: n.buttons}
	if typing && n.typingKeyDown(in) {
		n.held = [2][4]int{}
		return
	}
	var dir [4]bool
	for p := 0; p < 2; p++ {
		for d, name := range navDirs {
			if in.ActionHeld(p+1, name) || in.ActionPressed(p+1, name) {
				n.held[p][d]++
			} else {
				n.held[p][d] = 0
			}
			h := n.held[p][d]
			if h == 1 || (h >= repeatDelay && (h-repeatDelay)%repeatEvery == 0) {
				dir[d] = true
			}
		}
		n.ok = n.ok || in.ActionPressed(p+1, "a")
		n.start = n.start || in.ActionPressed(p+1, "start")
		n.back = n.back || in.ActionPressed(p+1, "b")
	}
	n.up, n.down, n.left, n.right = dir[0], dir[1], dir[2], dir[3]
	n.back = n.back || in.KeyPressed(input.KeyEscape)
}

// typingKeyDown reports whether a letter or digit key other than the
// button keys is down.
func (n *nav) typingKeyDown(in *input.Manager) bool {
	for k := input.KeyA; k <= input.Key0; k++ {
		if textKey(k) && !n.buttons.has(k) && (in.KeyHeld(k) || in.KeyPressed(k)) {
			return true
		}
	}
	return false
}

// typed returns the letter or digit key pressed this frame, or 0; the
// button keys type nothing.
func (n *nav) typed(in *input.Manager) byte {
	for k := input.KeyA; k <= input.KeyZ; k++ {
		if in.KeyPressed(k) && !n.buttons.has(k) {
			return byte('A' + int(k-input.KeyA))
		}
	}
	for k := input.Key1; k <= input.Key9; k++ {
		if in.KeyPressed(k) && !n.buttons.has(k) {
			return byte('1' + int(k-input.Key1))
		}
	}
	if in.KeyPressed(input.Key0) && !n.buttons.has(input.Key0) {
		return '0'
	}
	return 0
}

// drawBack fills the screen with the menus' background.
func (m *kit) drawBack(q *render.Queue) {
	q.FillRect(0, 0, assets.ScreenW, assets.ScreenH, render.StepUI, menuLayerBack, assets.MenuBack)
}

// drawCursor draws the bomb cursor with its top-left corner at (x, y).
func (m *kit) drawCursor(q *render.Queue, x, y float32) {
	sp := render.NewSprite(m.o.Assets.Cursor)
	sp.Step, sp.Layer = render.StepUI, menuLayerCursor
	sp.Pos[0], sp.Pos[1] = x, y
	q.Submit(&sp)
}

// text draws s at (x, y) on the text layer.
func (m *kit) text(q *render.Queue, s string, x, y float32, c render.Color) {
	m.o.Assets.DrawText(q, s, x, y, menuLayerText, c)
}

// centred draws s centred on row y.
func (m *kit) centred(q *render.Queue, s string, y float32, c render.Color) {
	m.o.Assets.DrawTextCentered(q, s, y, menuLayerText, c)
}

// number draws n right-aligned in width characters from x.
func (m *kit) number(q *render.Queue, n int64, width int, x, y float32, c render.Color) {
	m.o.Assets.DrawNumber(q, n, width, x, y, menuLayerText, c)
}

// Key hints: every screen names the keys and buttons it reads the same
// way, from the bindings in effect (controls.Controls.Name): "X/A: PICK",
// "RETURN/START: OK", "PRESS RETURN/START"; the keys the menus read
// themselves by their names ("ESCAPE: BACK").

// hintCols is a hint line's width in characters: the screen's.
const hintCols = assets.ScreenW / 8

// hintDY is the spacing of a screen's hint lines.
const hintDY = 12

// does is a hint: player 1's action as its keys name it, what it does:
// "X/A: PICK".
func (m *kit) does(action, verb string) string { return m.o.Controls.Name(1, action) + ": " + verb }

// press is the hint of a screen that Start moves on from: "PRESS
// RETURN/START".
func (m *kit) press() string { return "PRESS " + m.o.Controls.Name(1, "start") }

// escapeDoes is the hint of the Escape key, which the menus read
// themselves: "ESCAPE: BACK".
func escapeDoes(verb string) string { return controls.KeyName(input.KeyEscape) + ": " + verb }

// hintLines lays a screen's hints out, two spaces apart, in as few lines
// as fit the screen's width, in order (a hint longer than a line is cut).
// It allocates: the screens lay their hints out on entering and when the
// bindings change.
func hintLines(hints ...string) []string {
	var lines []string
	line := ""
	for _, h := range hints {
		h = upper(h, hintCols)
		switch {
		case line == "":
			line = h
		case len(line)+2+len(h) <= hintCols:
			line += "  " + h
		default:
			lines = append(lines, line)
			line = h
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// drawHints draws hint lines centred, the last on row bottom, the others
// hintDY apart above it.
func (m *kit) drawHints(q *render.Queue, lines []string, bottom float32) {
	for i, l := range lines {
		m.centred(q, l, bottom-float32(hintDY*(len(lines)-1-i)), assets.TextGrey)
	}
}

// upper makes a label printable in the HUD font (capitals, at most n
// characters).
func upper(s string, n int) string {
	s = strings.ToUpper(s)
	if len(s) > n {
		s = s[:n]
	}
	return s
}

// wrap splits s into lines of at most n characters at spaces: as few
// lines as filling each line in turn gives, and among the layouts with
// that many, the one with the fewest lines that hold one word alone (an
// orphan: "MATCH." under a full line), then the one whose first lines are
// longest. A word longer than a line (a path) is broken where the line
// ends, from wherever it starts. Words are set one space apart.
func wrap(s string, n int) []string {
	// The pieces a line is made of: the words, and the characters of a
	// word longer than a line, each of which may end a line.
	type piece struct {
		s     string
		space bool // a space before it: it starts a word
		whole bool // a word of its own, not a part of one
	}
	var ps []piece
	words := 0
	for _, w := range strings.Fields(s) {
		words++
		if len(w) <= n {
			ps = append(ps, piece{w, true, true})
			continue
		}
		for i := range len(w) {
			ps = append(ps, piece{w[i : i+1], i == 0, false})
		}
	}
	k := len(ps)
	if k == 0 {
		return []string{""}
	}
	// From the last piece back: best[i] is the best layout of ps[i:],
	// its first line ending before ps[end[i]].
	type cost struct{ lines, orphans int }
	best := make([]cost, k+1)
	end := make([]int, k+1)
	for i := k - 1; i >= 0; i-- {
		best[i] = cost{lines: k + 1}
		width := 0
		for j := i + 1; j <= k; j++ {
			if p := ps[j-1]; p.space && j > i+1 {
				width++
			}
			if width += len(ps[j-1].s); width > n {
				break
			}
			c := best[j]
			c.lines++
			if j == i+1 && ps[i].whole && words > 1 {
				c.orphans++
			}
			// <=: of equal layouts, the longer first line
			if c.lines < best[i].lines || (c.lines == best[i].lines && c.orphans <= best[i].orphans) {
				best[i], end[i] = c, j
			}
		}
	}
	lines := make([]string, 0, best[0].lines)
	var b strings.Builder
	for i := 0; i < k; i = end[i] {
		b.Reset()
		for j := i; j < end[i]; j++ {
			if ps[j].space && j > i {
				b.WriteByte(' ')
			}
			b.WriteString(ps[j].s)
		}
		lines = append(lines, b.String())
	}
	return lines
}

// noticeLines lays notices out for the title, cols characters a line: in
// the font's capitals, each notice from a new line, broken at spaces (and
// inside a word longer than a line) and at its own line breaks, so that no
// character is lost. Characters the font lacks, which would not show,
// become the nearest it has: a tab a space, an underscore a dash, a
// semicolon a comma, a quote an apostrophe, any other a question mark.
func noticeLines(notices []string, cols int) []string {
	var lines []string
	for _, n := range notices {
		n = strings.Map(func(r rune) rune {
			switch {
			case r == '\n', r == ' ', strings.ContainsRune(art.FontRunes, r):
				return r
			case r == '\t', r == '\r':
				return ' '
			case r == '_':
				return '-'
			case r == ';':
				return ','
			case r == '"', r == '`':
				return '\''
			}
			return '?'
		}, strings.ToUpper(n))
		for _, para := range strings.Split(n, "\n") {
			if para = strings.TrimSpace(para); para != "" {
				lines = append(lines, wrap(para, cols)...)
			}
		}
	}
	return lines
}

// frameSeconds is the frame time the menus count timeouts with.
func frameSeconds(dt float32) float32 {
	if dt <= 0 || dt > 0.25 {
		return 1.0 / 60
	}
	return dt
}
