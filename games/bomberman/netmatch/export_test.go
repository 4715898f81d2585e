//go:build !js

package netmatch

import (
	"time"

	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/online"
)

// Test hooks: a match over a test's transport and clock, with scripted
// inputs.

// StartOver starts l's match as role over t (a netplay.Link), with the
// options o, on the clock, the local player's buttons of each tick from
// input (nil: the controls).
func StartOver(l *Lobby, role netplay.Role, t netplay.Transport, o online.Options, clock func() time.Duration, input func(int) game.Buttons) (*Match, error) {
	n := &Match{l: l, role: role}
	if err := l.start(n, t, nil, o, clock); err != nil {
		return nil, err
	}
	n.input = input
	return n, nil
}

// SetInput makes input give the local player's buttons (nil: the
// controls).
func SetInput(n *Match, input func(int) game.Buttons) { n.input = input }

// MatchOptions are the options l starts a match with as role.
func MatchOptions(l *Lobby, role netplay.Role) online.Options { return l.o.MatchOptions(role) }

// NoticeSteps is how long the no-pause notice shows.
const NoticeSteps = noticeSteps
