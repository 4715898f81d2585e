package app

import (
	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/online"
)

// Test hooks: the app's insides that its tests reach.

// FlagSet declares the executable's flags into f and the strings
// ParseFlags turns into values.
var FlagSet = flagSet

// Music is the id of the track playing ("" none).
func (a *App) Music() string { return a.music.Playing() }

// Finish is the end of a run (Engine.AfterRun's), done at once.
func (a *App) Finish() error { return a.finish() }

// StartFirst starts a game as the run's first (seeded by -seed), with or
// without its STAGE card.
func (a *App) StartFirst(mode game.Mode, stage int, password string, intro bool) error {
	a.started = false
	return a.startGame(mode, stage, password, intro)
}

// NetOptions are the options of the next online match as role.
func (a *App) NetOptions(role netplay.Role) online.Options { return a.netOptions(role) }

// SetSeedGen sets the generator of the seeds of the games after the first
// (the clock's otherwise).
func (a *App) SetSeedGen(v uint64) { a.seedGen = v }
