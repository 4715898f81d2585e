package netmatch

import (
	"log/slog"

	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/controls"
	"github.com/bengine-go/bengine/games/bomberman/online"
	"github.com/bengine-go/bengine/games/bomberman/play"
)

// Options are what a Lobby works with.
type Options struct {
	Scenes   *scene.Manager
	Play     *play.Play // shows the match's live game
	Controls *controls.Controls
	Bus      *patterns.EventBus
	// Match returns a match's options but the transport and the input:
	// the rules, the delay, the seed, the stage and the wins, as the
	// settings and the command line say.
	MatchOptions func(role netplay.Role) online.Options
	Log          *slog.Logger
}

// The match's events, on the bus.
type (
	// Began: the match started (the opponent is there); the play scene
	// shows its live game.
	Began struct{}
	// RoundConfirmed: the confirmed state (the same on both sides) has a
	// round's result; a round shows only once confirmed, never on a
	// prediction.
	RoundConfirmed struct{ Result play.VersusResult }
	// Left: the local player left the match (Start twice).
	Left struct{}
	// Ended: the match ended on a failure (Title and Detail say why, for
	// the player): the connection lost, the opponent left before the
	// result, a refusal, a desync. A match whose result was confirmed
	// ends without it.
	Ended struct{ Title, Detail string }
)

// SceneName is the global scene the match runs in.
const SceneName = "online"
