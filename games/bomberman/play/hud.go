package play

import (
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/controls"
	"github.com/bengine-go/bengine/games/bomberman/feed"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The HUD bar, its fields, the pause window and the full-screen cards:
// the UI step, which the camera does not move.

// rect is a filled rectangle at its owner's position, in the UI step.
type rect struct {
	scene.Base
	w, h  float32
	layer int16
	c     render.Color
}

func (r *rect) Render(q *render.Queue) {
	m := r.Owner().Transform.World()
	q.FillRect(m[6], m[7], r.w, r.h, render.StepUI, r.layer, r.c)
}

// label is a line of text in the HUD font at its owner's position (or
// centred on the screen at its height), in the UI step.
type label struct {
	scene.Base
	as     *assets.Assets
	text   string
	layer  int16
	c      render.Color
	centre bool
}

func (l *label) Render(q *render.Queue) {
	m := l.Owner().Transform.World()
	if l.centre {
		l.as.DrawTextCentered(q, l.text, m[7], l.layer, l.c)
		return
	}
	l.as.DrawText(q, l.text, m[6], m[7], l.layer, l.c)
}

// number is a number read from the game each frame, right-aligned in
// width characters from its owner's position; with blankZero a zero shows
// nothing (the score before the first points).
type number struct {
	scene.Base
	as        *assets.Assets
	value     func() int64
	width     int
	layer     int16
	c         render.Color
	blankZero bool
}

func (n *number) Render(q *render.Queue) {
	v := n.value()
	if n.blankZero && v <= 0 {
		return
	}
	m := n.Owner().Transform.World()
	n.as.DrawNumber(q, v, n.width, m[6], m[7], n.layer, n.c)
}

// uiObject makes a child of parent at UI pixel (x, y), relative to parent.
func uiObject(s *scene.Scene, parent *scene.GameObject, name string, x, y float32) *scene.GameObject {
	o := s.NewObject(name)
	o.SetParent(parent, false)
	o.Transform.SetPosition([2]float32{x, y})
	return o
}

// hud is the grey bar over the map (a rect on the same object). Its fields
// are its children, in one group per mode: TIME, the score with its fixed
// 00 and LEFT in a one-player game; both players' LEFT in co-op; the
// rounds each player has won in versus. It hears GameStarted to show the
// group of the game's mode.
type hud struct {
	scene.Base
	groups [3]*scene.GameObject // by hudLayout
}

// hudLayout is one of the HUD's field groups.
const (
	hudNormal = iota
	hudCoop
	hudVersus
)

func (h *hud) subscribe(bus *patterns.EventBus) {
	h.Own(patterns.Subscribe(bus, func(e feed.GameStarted) {
		k := hudNormal
		switch {
		case e.Mode == game.ModeVersus:
			k = hudVersus
		case e.Players > 1:
			k = hudCoop
		}
		for i, g := range h.groups {
			setActive(g, i == k)
		}
	}))
}

// buildHUD makes the HUD bar and its fields under parent.
func buildHUD(s *scene.Scene, v *director, parent *scene.GameObject, bus *patterns.EventBus) {
	as := v.as
	bar := uiObject(s, parent, "hud", 0, 0)
	scene.AddComponent(bar, &rect{w: assets.ScreenW, h: assets.MapTop, layer: uiBar, c: assets.HUDGrey})
	h := scene.AddComponent(bar, &hud{})
	h.subscribe(bus)
	g := func() *game.Game { return v.game() }
	text := func(group *scene.GameObject, s2 string, x float32, c render.Color) {
		o := uiObject(s, group, s2, x, assets.HUDRow)
		scene.AddComponent(o, &label{as: as, text: s2, layer: uiText, c: c})
	}
	num := func(group *scene.GameObject, name string, value func() int64, width int, x float32, c render.Color, blankZero bool) {
		o := uiObject(s, group, name, x, assets.HUDRow)
		scene.AddComponent(o, &number{as: as, value: value, width: width, layer: uiText, c: c, blankZero: blankZero})
	}
	timer := func() int64 { return int64(g().Timer()) }
	score := func() int64 { return int64(g().Score() / 100) }
	lives := func() int64 { return int64(g().Lives()) }

	normal := uiObject(s, bar, "normal", 0, 0)
	text(normal, "TIME", 8, assets.TextWhite)
	num(normal, "time", timer, 3, 48, assets.TextWhite, false)
	num(normal, "score", score, 7, 96, assets.TextWhite, true)
	text(normal, "00", 152, assets.TextWhite)
	text(normal, "LEFT", 184, assets.TextWhite)
	num(normal, "left", lives, 2, 224, assets.TextWhite, false)

	coop := uiObject(s, bar, "coop", 0, 0)
	text(coop, "TIME", 8, assets.TextWhite)
	num(coop, "time", timer, 3, 48, assets.TextWhite, false)
	num(coop, "score", score, 7, 80, assets.TextWhite, true)
	text(coop, "00", 136, assets.TextWhite)
	text(coop, "LEFT", 160, assets.TextWhite)
	num(coop, "left", lives, 2, 200, assets.TextWhite, false)
	num(coop, "left 2", func() int64 { return int64(g().Player(1).Lives) }, 2, 224, assets.Player2, false)

	versus := uiObject(s, bar, "versus", 0, 0)
	text(versus, "P1", 8, assets.TextWhite)
	num(versus, "wins", func() int64 { return int64(g().Player(0).Wins) }, 2, 32, assets.TextWhite, false)
	text(versus, "TIME", 88, assets.TextWhite)
	num(versus, "time", timer, 3, 128, assets.TextWhite, false)
	text(versus, "P2", 200, assets.Player2)
	num(versus, "wins 2", func() int64 { return int64(g().Player(1).Wins) }, 2, 224, assets.Player2, false)

	h.groups = [3]*scene.GameObject{normal, coop, versus}
	for _, o := range h.groups[1:] {
		o.SetActive(false)
	}
}

// The pause window: a framed black box over the middle of the field, one
// row high for PAUSE, taller when it also says why (a lost pad). It is
// PauseW wide, or as wide as its longest line and PausePad either side
// (Box); the online notice is drawn in the same box.
const (
	PauseX     = 40
	PauseY     = 112
	PauseW     = assets.ScreenW - 2*PauseX
	PauseH     = 24
	PauseTallH = 60
	PauseTextY = PauseY + 8
	PausePad   = 8
)

// Box returns the x and the width of the pause window's box around lines
// of at most chars characters, centred on the screen.
func Box(chars int) (x, w float32) {
	w = max(PauseW, float32(8*chars+2*PausePad))
	return (assets.ScreenW - w) / 2, w
}

// drawBox draws the pause window's framed box around lines of at most
// chars characters, h high.
func drawBox(q *render.Queue, chars int, h float32) {
	x, w := Box(chars)
	assets.FrameBox(q, x, PauseY, w, h, uiCard, uiCardInner)
}

// pauseWindow shows PAUSE over the still field (and why, for a lost pad),
// as an NES game would: no shade, which would take the field's colours off
// the palette. The view turns it on while the game is paused. When a lost
// pad is back it asks for its player's Start, named as the bindings name
// it (controls.Controls.Name), as every screen does.
type pauseWindow struct {
	scene.Base
	v      *director
	prompt [2]string // "PRESS RETURN/START", by player
}

// started names each player's Start afresh for a new game: the bindings
// may have changed in the menus since the last.
func (p *pauseWindow) started(c *controls.Controls) {
	for i := range p.prompt {
		p.prompt[i] = "PRESS " + c.Name(i+1, "start")
	}
}

func (p *pauseWindow) Render(q *render.Queue) {
	a, s := p.v.as, p.v.session
	gone, back := -1, -1
	for i := 1; i >= 0; i-- {
		switch {
		case s.padGone[i]:
			gone = i
		case s.padReturned[i]:
			back = i
		}
	}
	const lost = "GAMEPAD DISCONNECTED"
	switch {
	case gone >= 0:
		drawBox(q, len(lost), PauseTallH)
		a.DrawTextCentered(q, lost, PauseTextY+24, uiCardText, assets.TextYellow)
		a.DrawText(q, "P", 112, PauseTextY+36, uiCardText, assets.TextYellow)
		a.DrawNumber(q, int64(gone+1), 1, 120, PauseTextY+36, uiCardText, assets.TextYellow)
	case back >= 0:
		drawBox(q, len(p.prompt[back]), PauseTallH)
		a.DrawTextCentered(q, p.prompt[back], PauseTextY+24, uiCardText, assets.TextYellow)
	default:
		drawBox(q, 0, PauseH)
	}
	a.DrawTextCentered(q, "PAUSE", PauseTextY, uiCardText, assets.TextWhite)
}

// onlineNotice is the play scene's line over an online match: that Start
// does not pause it (and leaves, pressed again), or that the game waits
// for a silent opponent (the match says which, Play.SetNotice). It is on
// for online matches only.
type onlineNotice struct {
	scene.Base
	v *director
}

func (o *onlineNotice) Render(q *render.Queue) {
	top, bottom := o.v.notice[0], o.v.notice[1]
	if top == "" {
		return
	}
	a := o.v.as
	if bottom != "" {
		drawBox(q, max(len(top), len(bottom)), PauseTallH)
	} else {
		drawBox(q, len(top), PauseH)
	}
	a.DrawTextCentered(q, top, PauseTextY, uiCardText, assets.TextWhite)
	if bottom != "" {
		a.DrawTextCentered(q, bottom, PauseTextY+24, uiCardText, assets.TextYellow)
	}
}

// newCard makes a full-screen card: a black object covering the screen;
// its text is children or components of its own.
func newCard(s *scene.Scene, name string) *scene.GameObject {
	o := s.NewObject(name)
	scene.AddComponent(o, &rect{w: assets.ScreenW, h: assets.ScreenH, layer: uiCard, c: assets.CardBlack})
	return o
}

// stageCard is the STAGE n (or BONUS STAGE) card, of the game's stage.
type stageCard struct {
	scene.Base
	v *director
}

func (c *stageCard) Render(q *render.Queue) {
	a, g := c.v.as, c.v.game()
	if g.Bonus() {
		a.DrawTextCentered(q, "BONUS STAGE", 112, uiCardText, assets.TextWhite)
		return
	}
	stage := g.Stage()
	n := 1
	if stage >= 10 {
		n = 2
	}
	x := float32(assets.ScreenW-8*(6+n)) / 2
	a.DrawText(q, "STAGE", x, 112, uiCardText, assets.TextWhite)
	a.DrawNumber(q, int64(stage), n, x+48, 112, uiCardText, assets.TextWhite)
}

// The game over's layout, one from its first frame to its last: the play
// scene's card (what a scripted run ends on) and the menus' game over
// screen (what a player sees, handed the game over at its first step)
// draw the same rows with DrawGameOver; the menus' screen adds its prompt
// once input counts, or the high score's name entry, below them.
const (
	GameOverTitleY = 48  // GAME OVER
	GameOverCodeY  = 80  // SECRET CODE, the code a row below
	GameOverScoreY = 128 // SCORE (NEW HIGH SCORE!, a versus match's winner), the score a row below
	GameOverRowDY  = 14  // from a heading to its line
)

// DrawGameOver draws, on layer, what every screen of a game over shows:
// GAME OVER, the secret code to continue from (password, "" none) and,
// unless score is negative, the SCORE row and the score.
func DrawGameOver(q *render.Queue, as *assets.Assets, password string, score int64, layer int16) {
	as.DrawTextCentered(q, "GAME OVER", GameOverTitleY, layer, assets.TextWhite)
	if password != "" {
		as.DrawTextCentered(q, "SECRET CODE", GameOverCodeY, layer, assets.TextYellow)
		as.DrawCode(q, password, GameOverCodeY+GameOverRowDY, layer, assets.TextWhite)
	}
	if score >= 0 {
		as.DrawTextCentered(q, "SCORE", GameOverScoreY, layer, assets.TextYellow)
		as.DrawNumberCentred(q, score, GameOverScoreY+GameOverRowDY, layer, assets.TextWhite)
	}
}

// gameOverCard is the play scene's game over (DrawGameOver; versus: the
// match's winner under GAME OVER). Once the game over went to the menus
// it shows nothing over its black: the menus' screen is on its way.
type gameOverCard struct {
	scene.Base
	v *director
}

// MatchWinText is what shows when player i won a versus match, in
// PlayerColour[i].
var (
	MatchWinText = [2]string{"P1 WINS THE MATCH!", "P2 WINS THE MATCH!"}
	PlayerColour = [2]render.Color{assets.TextWhite, assets.Player2}
)

func (c *gameOverCard) Render(q *render.Queue) {
	a, g := c.v.as, c.v.game()
	if c.v.session.handedOver {
		return
	}
	if w := g.Winner(); g.Mode() == game.ModeVersus {
		DrawGameOver(q, a, "", -1, uiCardText)
		if w >= 0 {
			a.DrawTextCentered(q, MatchWinText[w], GameOverScoreY, uiCardText, PlayerColour[w])
		}
		return
	}
	DrawGameOver(q, a, g.Password(), int64(g.Score()), uiCardText)
}

// buildCards makes the stage, game over and ending cards, off.
func buildCards(s *scene.Scene, v *director) {
	as := v.as
	v.stageObj = newCard(s, "stage card")
	scene.AddComponent(v.stageObj, &stageCard{v: v})

	v.overObj = newCard(s, "game over")
	scene.AddComponent(v.overObj, &gameOverCard{v: v})

	v.endObj = newCard(s, "ending")
	pic := uiObject(s, v.endObj, "picture", 64, 40)
	sr := scene.AddComponent(pic, scene.NewSpriteRenderer(as.Ending))
	sr.Sprite.Step, sr.Sprite.Layer = render.StepUI, uiCardText
	sr.Sprite.Size[0], sr.Sprite.Size[1] = 128, 96
	for _, t := range []struct {
		s string
		y float32
		c render.Color
	}{{"ALL 50 STAGES CLEAR!", 160, assets.TextYellow}, {"WELL DONE, BOMBER.", 180, assets.TextWhite}} {
		o := uiObject(s, v.endObj, t.s, 0, t.y)
		scene.AddComponent(o, &label{as: as, text: t.s, layer: uiCardText, c: t.c, centre: true})
	}
	for _, c := range []*scene.GameObject{v.stageObj, v.overObj, v.endObj} {
		c.SetActive(false)
	}
}
