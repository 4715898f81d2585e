package menu

import (
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/play"
)

// VersusHold is how long (seconds) a round's result stays before the next
// round, and MatchHold the match result before the title; A or Start skip
// after versusInputWait.
const (
	VersusHold      = 3
	MatchHold       = 6
	versusInputWait = 0.5
	// OnlineVersusHold is a round's result online: the next round's
	// intro runs on meanwhile (neither side's game waits for a screen),
	// so the result gives way while its STAGE card still shows.
	OnlineVersusHold = 2
)

// versusScreen shows a round's result and the match score: a local
// round's when the play scene's game reports one (game.RoundOver), an
// online match's once the match confirms it (netmatch.RoundConfirmed,
// never on a prediction). It returns to play for the next round, or to
// the title after the match. Scripted runs (-headless, -replay) are left
// alone, so they stay comparable with game.RunReplay.
type versusScreen struct {
	scene.Base
	m      *kit
	nav    nav
	res    play.VersusResult
	t      float32
	hold   float32
	online bool // the result is an online match's
}

// reset starts a new match.
func (v *versusScreen) reset() { v.res = play.VersusResult{Winner: -1, Match: -1} }

// Result returns the last round's result.
func (v *versusScreen) Result() play.VersusResult { return v.res }

// roundOver shows the result of a local versus round: the match is first
// to the settings' wins.
func (v *versusScreen) roundOver(e game.RoundOver) {
	m := v.m
	p := m.o.Play
	if g := p.Game(); g != nil && g.Mode() == game.ModeVersus && !m.o.Scripted && !p.Online() {
		v.show(play.ResultOf(g, e.Winner, m.o.Settings.Settings().WinsNeeded()), false)
	}
}

// show switches to the versus scene with res.
func (v *versusScreen) show(res play.VersusResult, online bool) {
	v.res, v.online = res, online
	_ = v.m.switchTo(SceneVersus)
}

func (v *versusScreen) enter() {
	v.t = 0
	v.hold = VersusHold
	if v.online {
		v.hold = OnlineVersusHold
	}
	if v.res.Match >= 0 {
		v.hold = MatchHold
		v.m.o.Music.Play("clear")
	}
}

func (v *versusScreen) Update(dt float32) {
	m := v.m
	v.t += frameSeconds(dt)
	v.nav.read(m, false)
	skip := v.t > versusInputWait && (v.nav.ok || v.nav.start)
	if v.t < v.hold && !skip {
		return
	}
	if v.res.Match >= 0 {
		m.o.App.ToTitle()
		return
	}
	_ = m.switchTo(play.SceneName)
}

var roundWinText = [2]string{"P1 WINS THE ROUND", "P2 WINS THE ROUND"}

// Versus screen rows.
const (
	VersusTitleY  = 56
	VersusResultY = 96
	VersusScoreY  = 136
)

func (v *versusScreen) Render(q *render.Queue) {
	m, r := v.m, &v.res
	m.drawBack(q)
	m.text(q, "ROUND", 96, VersusTitleY, assets.TextYellow)
	m.number(q, int64(r.Round), 2, 144, VersusTitleY, assets.TextYellow)
	switch {
	case r.Match >= 0:
		m.centred(q, play.MatchWinText[r.Match], VersusResultY, play.PlayerColour[r.Match])
	case r.Winner >= 0:
		m.centred(q, roundWinText[r.Winner], VersusResultY, play.PlayerColour[r.Winner])
	default:
		m.centred(q, "DRAW", VersusResultY, assets.TextWhite)
	}
	m.text(q, "P1", 80, VersusScoreY, assets.TextWhite)
	m.number(q, int64(r.Wins[0]), 1, 104, VersusScoreY, assets.TextWhite)
	m.text(q, "-", 124, VersusScoreY, assets.TextGrey)
	m.number(q, int64(r.Wins[1]), 1, 144, VersusScoreY, assets.Player2)
	m.text(q, "P2", 160, VersusScoreY, assets.Player2)
	if r.Needed == 3 {
		m.centred(q, "BEST OF 5", 160, assets.TextGrey)
	} else {
		m.centred(q, "BEST OF 3", 160, assets.TextGrey)
	}
	if r.Match < 0 {
		m.centred(q, "NEXT ROUND...", 200, assets.TextGrey)
	}
}
