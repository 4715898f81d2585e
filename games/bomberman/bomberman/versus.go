package bomberman

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/game"
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

// VersusResult is what the versus screen shows after a round.
type VersusResult struct {
	Round  int    // rounds played so far
	Winner int    // the round's winner (0 or 1), -1 a draw
	Wins   [2]int // rounds won by each player
	Needed int    // wins that take the match (settings: best of 3 or 5)
	Match  int    // the match winner (0 or 1), or -1 while it goes on
}

// versusWatch sits in the play scene: when a versus round ends (it hears
// RoundOver) it shows the versus screen, which returns to play for the
// next round or to the title after the match. The match is first to
// Settings().WinsNeeded() wins. Scripted runs (-headless, -replay) are
// left alone, so they stay comparable with game.RunReplay. An online
// match's rounds are shown by the match once confirmed (roundOverOnline),
// never on a prediction.
type versusWatch struct {
	scene.Base
	m *Menus
}

func (w *versusWatch) subscribe(bus *patterns.EventBus) {
	w.Own(patterns.Subscribe(bus, func(e RoundOver) {
		a := w.m.app
		if g := a.session.g; g != nil && g.Mode() == game.ModeVersus && !a.Flags.Scripted() && !a.session.online {
			w.m.versus.roundOver(g, e.Winner)
		}
	}))
}

// versusScreen shows a round's result and the match score.
type versusScreen struct {
	scene.Base
	m      *Menus
	nav    nav
	res    VersusResult
	t      float32
	hold   float32
	online bool // the result is an online match's
}

// reset starts a new match.
func (v *versusScreen) reset() { v.res = VersusResult{Winner: -1, Match: -1} }

// Result returns the last round's result.
func (v *versusScreen) Result() VersusResult { return v.res }

// roundOver records the round won by w (-1 a draw) and switches to the
// versus scene.
func (v *versusScreen) roundOver(g *game.Game, w int) {
	v.online = false
	v.result(g, w, v.m.app.Settings().WinsNeeded())
}

// roundOverOnline shows the result of an online match's round, read from
// its confirmed state g: the match is the host's, need wins take it.
func (v *versusScreen) roundOverOnline(g *game.Game, w, need int) {
	v.online = true
	v.result(g, w, need)
}

func (v *versusScreen) result(g *game.Game, w, need int) {
	v.res = VersusResult{Round: g.Round(), Winner: w, Needed: need, Match: -1,
		Wins: [2]int{g.Player(0).Wins, g.Player(1).Wins}}
	for i, n := range v.res.Wins {
		if n >= need {
			v.res.Match = i
		}
	}
	if gw := g.Winner(); gw >= 0 {
		v.res.Match = gw
	}
	_ = engine.Scenes().Switch(SceneVersus)
}

func (v *versusScreen) enter() {
	v.t = 0
	v.hold = VersusHold
	if v.online {
		v.hold = OnlineVersusHold
	}
	if v.res.Match >= 0 {
		v.hold = MatchHold
		v.m.app.PlayMusic("clear")
	}
}

func (v *versusScreen) Update(dt float32) {
	a := v.m.app
	v.t += frameSeconds(dt)
	v.nav.read(a, false)
	skip := v.t > versusInputWait && (v.nav.ok || v.nav.start)
	if v.t < v.hold && !skip {
		return
	}
	if v.res.Match >= 0 {
		a.ToTitle()
		return
	}
	_ = engine.Scenes().Switch(ScenePlay)
}

var (
	roundWinText = [2]string{"P1 WINS THE ROUND", "P2 WINS THE ROUND"}
	matchWinText = [2]string{"P1 WINS THE MATCH!", "P2 WINS THE MATCH!"}
	playerColour = [2]render.Color{TextWhite, Player2}
)

// Versus screen rows.
const (
	VersusTitleY  = 56
	VersusResultY = 96
	VersusScoreY  = 136
)

func (v *versusScreen) Render(q *render.Queue) {
	m, a, r := v.m, v.m.app, &v.res
	m.drawBack(q)
	m.text(q, "ROUND", 96, VersusTitleY, TextYellow)
	a.DrawNumber(q, int64(r.Round), 2, 144, VersusTitleY, menuLayerText, TextYellow)
	switch {
	case r.Match >= 0:
		m.centred(q, matchWinText[r.Match], VersusResultY, playerColour[r.Match])
	case r.Winner >= 0:
		m.centred(q, roundWinText[r.Winner], VersusResultY, playerColour[r.Winner])
	default:
		m.centred(q, "DRAW", VersusResultY, TextWhite)
	}
	m.text(q, "P1", 80, VersusScoreY, TextWhite)
	a.DrawNumber(q, int64(r.Wins[0]), 1, 104, VersusScoreY, menuLayerText, TextWhite)
	m.text(q, "-", 124, VersusScoreY, TextGrey)
	a.DrawNumber(q, int64(r.Wins[1]), 1, 144, VersusScoreY, menuLayerText, Player2)
	m.text(q, "P2", 160, VersusScoreY, Player2)
	if r.Needed == 3 {
		m.centred(q, "BEST OF 5", 160, TextGrey)
	} else {
		m.centred(q, "BEST OF 3", 160, TextGrey)
	}
	if r.Match < 0 {
		m.centred(q, "NEXT ROUND...", 200, TextGrey)
	}
}
