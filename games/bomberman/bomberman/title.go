package bomberman

import (
	"github.com/bengine-go/bengine/core/easing"
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/go-gl/mathgl/mgl32"
)

// Title menu entries, in screen order.
const (
	TitlePlay1 = iota
	TitleCoop
	TitleVersus
	TitlePassword
	TitleOptions
	TitleScores
	TitleQuit
	titleItems
)

var titleLabels = [titleItems]string{"1 PLAYER", "2P CO-OP", "2P VERSUS", "PASSWORD", "OPTIONS", "HIGH SCORES", "QUIT"}

// Title screen geometry (logical pixels): the logo's resting place, the TOP
// row, the menu rows and the cursor's column.
const (
	TitleLogoX   = 64
	TitleLogoY   = 24
	TitleTopY    = 68
	TitleMenuY   = 92
	TitleMenuDY  = 14
	TitleMenuX   = 96
	TitleCursorX = 80
	TitleHintY   = 194
	TitleWarnY   = 210
)

// TitleRow returns the y of menu entry i's text row.
func TitleRow(i int) float32 { return float32(TitleMenuY + TitleMenuDY*i) }

// titleScreen is the title scene: the logo (dropped in by a Tween), the TOP
// score, the main menu with the bomb cursor, the mode's setting and the
// start-up warnings.
type titleScreen struct {
	scene.Base
	m      *Menus
	sel    int
	nav    nav
	logo   *scene.Tween
	prompt string   // "PRESS X / A (SOUTH)", from the bindings
	warn   []string // App.Warnings wrapped to the screen
}

func (t *titleScreen) enter() {
	a := t.m.app
	a.PlayMusic("title")
	if t.logo == nil {
		t.logo = scene.AddComponent(t.Owner(), scene.NewTween(scene.TweenPosition,
			mgl32.Vec2{TitleLogoX, -40}, mgl32.Vec2{TitleLogoX, TitleLogoY}, 0.5, easing.BackOut))
	} else {
		t.logo.Restart()
	}
	t.Owner().Transform.SetPosition(mgl32.Vec2{TitleLogoX, -40})
	t.prompt = "PRESS " + t.m.actionPrompt(1, "a")
	t.warn = t.warn[:0]
	for _, w := range a.Warnings() {
		t.warn = append(t.warn, wrap(upper(w, 160), 31)...)
	}
	if len(t.warn) > 3 {
		t.warn = t.warn[:3]
	}
}

// Selected returns the menu entry under the cursor.
func (t *titleScreen) Selected() int { return t.sel }

func (t *titleScreen) Update(dt float32) {
	a := t.m.app
	t.nav.read(a, false)
	n := &t.nav
	switch {
	case n.up:
		t.sel = (t.sel + titleItems - 1) % titleItems
		a.PlaySound("menu_move")
	case n.down:
		t.sel = (t.sel + 1) % titleItems
		a.PlaySound("menu_move")
	case n.ok || n.start:
		a.PlaySound("menu_select")
		t.choose()
	case n.back && t.sel != TitleQuit: // B or Escape: the cursor to QUIT
		t.sel = TitleQuit
		a.PlaySound("menu_move")
	}
}

// choose runs the selected entry.
func (t *titleScreen) choose() {
	a := t.m.app
	var err error
	switch t.sel {
	case TitlePlay1:
		err = a.StartGame(game.ModeNormal, 1, "")
	case TitleCoop:
		err = a.StartGame(game.ModeCoop, 1, "")
	case TitleVersus:
		t.m.versus.reset()
		err = a.StartGame(game.ModeVersus, 1, "")
	case TitlePassword:
		err = engine.Scenes().Switch(ScenePassword)
	case TitleOptions:
		err = engine.Scenes().Switch(SceneOptions)
	case TitleScores:
		t.m.scores.highlight = 0
		err = engine.Scenes().Switch(SceneScores)
	case TitleQuit:
		a.Quit()
	}
	if err != nil {
		a.warn(err.Error())
		t.enter()
	}
}

func (t *titleScreen) Render(q *render.Queue) {
	m, a := t.m, t.m.app
	m.drawBack(q)
	pos := mgl32.Vec2{TitleLogoX, TitleLogoY}
	if t.logo != nil {
		pos = t.Owner().Transform.Position()
	}
	sp := render.NewSprite(a.Assets.logo)
	sp.Step, sp.Layer = render.StepUI, menuLayerPanel
	sp.Pos = pos
	q.Submit(&sp)

	m.text(q, "TOP", 72, TitleTopY, TextYellow)
	a.DrawNumber(q, a.Scores().Top(), 10, 104, TitleTopY, menuLayerText, TextWhite)

	for i, s := range titleLabels {
		c := TextWhite
		if i == t.sel {
			c = TextYellow
		}
		m.text(q, s, TitleMenuX, TitleRow(i), c)
	}
	m.drawCursor(q, TitleCursorX, TitleRow(t.sel))

	st := a.Settings()
	switch t.sel {
	case TitleCoop:
		if st.FriendlyFire {
			m.centred(q, "FRIENDLY FIRE ON", TitleHintY, TextGrey)
		} else {
			m.centred(q, "FRIENDLY FIRE OFF", TitleHintY, TextGrey)
		}
	case TitleVersus:
		if st.VersusRounds == 5 {
			m.centred(q, "BEST OF 5", TitleHintY, TextGrey)
		} else {
			m.centred(q, "BEST OF 3", TitleHintY, TextGrey)
		}
	default:
		m.centred(q, t.prompt, TitleHintY, TextGrey)
	}
	for i, w := range t.warn {
		m.centred(q, w, float32(TitleWarnY+10*i), TextRed)
	}
}
