package menu

import (
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/games/bomberman/netmatch"
	"github.com/bengine-go/bengine/games/bomberman/play"
)

// Menus are the menu screens: the title, the password, the game over, the
// high scores, the options, the versus results and the screens of online
// versus. Each is a scene of its own with one screen component (the
// title's logo and brick wall are objects of their own). They read the
// players' bound actions ("up", "a", "start" ...) through the input
// manager, never raw keys, so every screen works with the keyboard and
// with either gamepad alone; only text entry also reads the letter keys,
// and Escape means back (but on the title, which has none).
type Menus struct {
	*kit

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

// New builds the menus' scenes into the engine's scene manager and
// subscribes them to what they show: a game over handed over
// (play.GameOverDone), a local versus round (game.RoundOver), an online
// match's start, rounds and end (package netmatch).
func New(o Options) *Menus {
	k := &kit{o: o, in: o.Engine.Input(), notices: o.Notices}
	m := &Menus{kit: k}
	m.title = addScreen(k, SceneTitle, &titleScreen{m: k})
	m.title.build(m.title.Owner().Scene())
	m.password = addScreen(k, ScenePassword, &passwordScreen{m: k})
	m.over = addScreen(k, SceneGameOver, &gameOverScreen{m: k})
	m.scores = addScreen(k, SceneScores, &scoresScreen{m: k})
	m.options = addScreen(k, SceneOptions, &optionsScreen{m: k})
	m.versus = addScreen(k, SceneVersus, &versusScreen{m: k})
	m.versusMenu = addScreen(k, SceneVersusMenu, &versusMenu{m: k})
	m.host = addScreen(k, SceneHost, &hostScreen{m: k})
	m.join = addScreen(k, SceneJoin, &joinScreen{m: k})
	m.message = addScreen(k, SceneMessage, &messageScreen{m: k})
	owner := m.versus.Owner() // the subscriptions live as long as the menus
	owner.Own(patterns.Subscribe(o.Bus, func(e play.GameOverDone) {
		k.last = e.Last
		k.switchTo(SceneGameOver)
	}))
	owner.Own(patterns.Subscribe(o.Bus, m.versus.roundOver))
	owner.Own(patterns.Subscribe(o.Bus, func(netmatch.Began) { m.versus.reset() }))
	owner.Own(patterns.Subscribe(o.Bus, func(e netmatch.RoundConfirmed) { m.versus.show(e.Result, true) }))
	owner.Own(patterns.Subscribe(o.Bus, func(e netmatch.Ended) { m.message.show(e.Title, e.Detail) }))
	return m
}

// Waiting shows the screen of an online match that waits: the host's for
// a host, the join screen (connecting) for a joiner.
func (m *Menus) Waiting() {
	if n := m.o.Lobby.Match(); n != nil && n.Hosting() {
		m.switchTo(SceneHost)
		return
	}
	m.switchTo(SceneJoin)
}

// Notices returns the problems the title shows.
func (m *Menus) Notices() []string { return m.notices }
