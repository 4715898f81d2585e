package menu

import (
	"github.com/bengine-go/bengine/core/easing"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/go-gl/mathgl/mgl32"
)

// Title menu entries, in screen order: START and CONTINUE (the password
// screen) as on the NES, then this version's other modes and screens.
const (
	TitlePlay1 = iota
	TitlePassword
	TitleCoop
	TitleVersus
	TitleOptions
	TitleScores
	TitleQuit
	titleItems
)

var titleLabels = [titleItems]string{"START", "CONTINUE", "2P CO-OP", "2P VERSUS", "OPTIONS", "HIGH SCORES", "QUIT"}

// Title screen geometry (logical pixels): the logo's resting place, the
// brick wall under it, the two NES entries, the other entries, the TOP row
// and the cursor's column.
const (
	TitleLogoX    = 64
	TitleLogoY    = 20
	TitleWallY    = 60
	TitleMenuY    = 88
	TitleMenuDY   = 16
	TitleExtraY   = 128
	TitleExtraDY  = 11
	TitleMenuX    = 96
	TitleCursorX  = 80
	TitleTopY     = 190
	TitleHintY    = 203
	TitleWarnY    = 213
	titleWarnDY   = 9
	TitleWarnRows = 3
	TitleWarnCols = assets.ScreenW/8 - 1 // a notice line, in characters
	// TitleWarnHold is how long (seconds) the notices stand before they
	// scroll up a line, when there are more lines than rows.
	TitleWarnHold = 2
)

// TitleBack is the title's background: the NES black.
var TitleBack = assets.NESColour(0x0f)

// TitleRow returns the y of menu entry i's text row: START and CONTINUE
// spaced wide, the other entries closer below them.
func TitleRow(i int) float32 {
	if i <= TitlePassword {
		return float32(TitleMenuY + TitleMenuDY*i)
	}
	return float32(TitleExtraY + TitleExtraDY*(i-TitleCoop))
}

// titleScreen is the title scene's screen: the main menu with the bomb
// cursor, the TOP score, the mode's setting and the start-up warnings. The
// logo and the brick wall under it are objects of their own (build): the
// logo a sprite that a Tween drops in, the wall a row of bricks.
//
// The title has nothing to go back to, so B and Escape do nothing there,
// on every platform: a back that moved the cursor to QUIT put the end of
// the game one press of A away from a player who only meant to leave a
// screen (in a browser, the end of the page).
type titleScreen struct {
	scene.Base
	m      *kit
	sel    int
	nav    nav
	logo   *scene.Tween // on the logo's object
	prompt string       // "PRESS RETURN/START", from the bindings
	warn   []string     // App.Warnings wrapped to the screen, every line
	warnAt int          // the first line shown
	warnT  float32      // seconds since the notices last scrolled
}

// build adds the logo and the wall to the title scene s, after the
// screen's object: the menu's text is drawn on another layer, and the
// logo before the bricks, as it falls past them.
func (t *titleScreen) build(s *scene.Scene) {
	as := t.m.o.Assets
	logo := s.NewObject("logo")
	sr := scene.AddComponent(logo, scene.NewSpriteRenderer(as.Logo))
	sr.Sprite.Step, sr.Sprite.Layer = render.StepUI, menuLayerPanel
	t.logo = scene.AddComponent(logo, scene.NewTween(scene.TweenPosition,
		mgl32.Vec2{TitleLogoX, -40}, mgl32.Vec2{TitleLogoX, TitleLogoY}, 0.5, easing.BackOut))
	wall := s.NewObject("wall")
	wall.Transform.SetPosition(mgl32.Vec2{0, TitleWallY})
	for x := 0; x < assets.ScreenW; x += assets.Cell {
		b := s.NewObject("brick")
		b.SetParent(wall, false)
		b.Transform.SetPosition(mgl32.Vec2{float32(x), 0})
		sr := scene.AddComponent(b, scene.NewSpriteRenderer(as.Brick))
		sr.Sprite.Step, sr.Sprite.Layer = render.StepUI, menuLayerPanel
	}
}

func (t *titleScreen) enter() {
	t.m.o.Music.Play("title")
	t.logo.Restart()
	t.logo.Owner().Transform.SetPosition(mgl32.Vec2{TitleLogoX, -40})
	t.prompt = t.m.press()
	t.warn = noticeLines(t.m.notices, TitleWarnCols)
	t.warnAt, t.warnT = 0, 0
}

// Notices returns the notice lines on screen now: all of them when they
// fit the TitleWarnRows rows; else a window of the rows that scrolls a line
// every TitleWarnHold seconds and starts over after the last line, so that
// every line of every notice shows whole.
func (t *titleScreen) Notices() []string {
	return t.warn[t.warnAt:min(len(t.warn), t.warnAt+TitleWarnRows)]
}

// scrollNotices moves the notices' window on by dt seconds.
func (t *titleScreen) scrollNotices(dt float32) {
	if len(t.warn) <= TitleWarnRows {
		return
	}
	if t.warnT += dt; t.warnT < TitleWarnHold {
		return
	}
	t.warnT = 0
	if t.warnAt++; t.warnAt+TitleWarnRows > len(t.warn) {
		t.warnAt = 0
	}
}

// Selected returns the menu entry under the cursor.
func (t *titleScreen) Selected() int { return t.sel }

func (t *titleScreen) Update(dt float32) {
	m := t.m
	t.scrollNotices(frameSeconds(dt))
	t.nav.read(m, false)
	n := &t.nav
	switch {
	case n.up:
		t.sel = (t.sel + titleItems - 1) % titleItems
		m.sound("menu_move")
	case n.down:
		t.sel = (t.sel + 1) % titleItems
		m.sound("menu_move")
	case n.ok || n.start:
		m.sound("menu_select")
		t.choose()
	}
}

// choose runs the selected entry.
func (t *titleScreen) choose() {
	m := t.m
	var err error
	switch t.sel {
	case TitlePlay1:
		err = m.o.App.StartGame(game.ModeNormal, 1, "")
	case TitleCoop:
		err = m.o.App.StartGame(game.ModeCoop, 1, "")
	case TitleVersus: // LOCAL, HOST or JOIN
		err = m.switchTo(SceneVersusMenu)
	case TitlePassword:
		err = m.switchTo(ScenePassword)
	case TitleOptions:
		err = m.switchTo(SceneOptions)
	case TitleScores:
		m.highlight = 0
		err = m.switchTo(SceneScores)
	case TitleQuit:
		m.o.App.Quit()
	}
	if err != nil {
		m.warn(err.Error())
		t.enter()
	}
}

// Render draws the title in the spirit of the NES one: black, START and
// CONTINUE, the TOP score (the logo and the wall draw themselves).
func (t *titleScreen) Render(q *render.Queue) {
	m := t.m
	q.FillRect(0, 0, assets.ScreenW, assets.ScreenH, render.StepUI, menuLayerBack, TitleBack)

	top := m.o.Scores.Top()
	n := assets.Digits(top)
	x := float32(assets.ScreenW-8*(4+n)) / 2 // "TOP n", centred
	m.text(q, "TOP", x, TitleTopY, assets.TextYellow)
	m.number(q, top, n, x+32, TitleTopY, assets.TextWhite)

	for i, s := range titleLabels {
		c := assets.TextWhite
		if i == t.sel {
			c = assets.TextYellow
		}
		m.text(q, s, TitleMenuX, TitleRow(i), c)
	}
	m.drawCursor(q, TitleCursorX, TitleRow(t.sel))

	st := m.o.Settings.Settings()
	switch t.sel {
	case TitleCoop:
		if st.FriendlyFire {
			m.centred(q, "FRIENDLY FIRE ON", TitleHintY, assets.TextGrey)
		} else {
			m.centred(q, "FRIENDLY FIRE OFF", TitleHintY, assets.TextGrey)
		}
	case TitleVersus:
		if st.VersusRounds == 5 {
			m.centred(q, "BEST OF 5", TitleHintY, assets.TextGrey)
		} else {
			m.centred(q, "BEST OF 3", TitleHintY, assets.TextGrey)
		}
	default:
		m.centred(q, t.prompt, TitleHintY, assets.TextGrey)
	}
	for i, w := range t.Notices() {
		m.centred(q, w, float32(TitleWarnY+titleWarnDY*i), assets.TextRed)
	}
}
