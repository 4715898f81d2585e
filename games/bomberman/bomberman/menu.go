package bomberman

import (
	"strings"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
)

// The menus are scenes of their own (title, password, game over, high
// scores, options, versus results, the online screens), each one GameObject with one screen
// component. They read the players' bound actions ("up", "a", "start" ...)
// through the input manager, never raw keys, so every screen works with the
// keyboard and with either gamepad alone; only text entry also reads the
// letter keys, and Escape always means back.

func init() { RegisterMenus(registerMenus) }

// Menus holds the menu screens of one App.
type Menus struct {
	app      *App
	title    *titleScreen
	password *passwordScreen
	over     *gameOverScreen
	scores   *scoresScreen
	options  *optionsScreen
	versus   *versusScreen

	versusMenu *versusMenu
	host       *hostScreen
	join       *joinScreen
	message    *messageScreen
}

// menusOf maps an App to its menus (tests and the versus watcher use it).
var menusOf = map[*App]*Menus{}

// Menus returns the App's menu screens, or nil when none were registered.
func (a *App) Menus() *Menus { return menusOf[a] }

func registerMenus(a *App) {
	m := &Menus{app: a}
	m.title = addScreen(a, SceneTitle, &titleScreen{m: m})
	m.title.build(m.title.Owner().Scene())
	m.password = addScreen(a, ScenePassword, &passwordScreen{m: m})
	m.over = addScreen(a, SceneGameOver, &gameOverScreen{m: m})
	m.scores = addScreen(a, SceneScores, &scoresScreen{m: m})
	m.options = addScreen(a, SceneOptions, &optionsScreen{m: m})
	m.versus = addScreen(a, SceneVersus, &versusScreen{m: m})
	registerOnline(m)
	obj := a.play.NewObject("versus watch")
	scene.AddComponent(obj, &versusWatch{m: m}).subscribe(services.Bus())
	menusOf[a] = m
	obj.Own(closerFunc(func() { delete(menusOf, a) }))
}

type closerFunc func()

func (f closerFunc) Close() error { f(); return nil }

// screen is a menu scene's component: enter runs when its scene becomes
// active.
type screen interface {
	scene.Component
	enter()
}

func addScreen[T screen](a *App, name string, s T) T {
	sc := scene.New(name)
	scene.AddComponent(sc.NewObject(name), s)
	sc.OnEnter = s.enter
	engine.Scenes().Add(sc)
	return s
}

// Layers of the menus (all drawn in the UI step; the colours are in
// menu_text.go).
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
func (n *nav) read(a *App, typing bool) {
	in := engine.Input()
	a.controls.Consume()
	a.controls.EndFrame()
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
func (m *Menus) drawBack(q *render.Queue) {
	engine.Renderer().SetCamera(0, 0)
	q.FillRect(0, 0, ScreenW, ScreenH, render.StepUI, menuLayerBack, MenuBack)
}

// drawCursor draws the bomb cursor with its top-left corner at (x, y).
func (m *Menus) drawCursor(q *render.Queue, x, y float32) {
	sp := render.NewSprite(m.app.Assets.cursor)
	sp.Step, sp.Layer = render.StepUI, menuLayerCursor
	sp.Pos[0], sp.Pos[1] = x, y
	q.Submit(&sp)
}

// text draws s at (x, y) on the text layer.
func (m *Menus) text(q *render.Queue, s string, x, y float32, c render.Color) {
	m.app.DrawText(q, s, x, y, menuLayerText, c)
}

// centred draws s centred on row y.
func (m *Menus) centred(q *render.Queue, s string, y float32, c render.Color) {
	m.app.DrawTextCentered(q, s, y, menuLayerText, c)
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

// wrap splits s into lines of at most n characters at spaces.
func wrap(s string, n int) []string {
	var lines []string
	for len(s) > n {
		cut := strings.LastIndexByte(s[:n+1], ' ')
		if cut <= 0 {
			cut = n
		}
		lines = append(lines, s[:cut])
		s = strings.TrimLeft(s[cut:], " ")
	}
	return append(lines, s)
}

// frameSeconds is the frame time the menus count timeouts with.
func frameSeconds(dt float32) float32 {
	if dt <= 0 || dt > 0.25 {
		return 1.0 / 60
	}
	return dt
}
