//go:build !js

package apptest

import (
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/online"
)

// LoopPeer is the other side of a windowed match over loopback UDP, on the
// wall clock, updated once per frame of the window; it presses nothing.
type LoopPeer struct {
	T     *testing.T
	M     *online.Match
	Err   error
	conn  *netplay.UDP
	start time.Time
}

// NewLoopPeer starts the peer's match over conn.
func NewLoopPeer(t *testing.T, conn *netplay.UDP, o online.Options) *LoopPeer {
	t.Helper()
	o.Input = func(int) game.Buttons { return 0 }
	m, err := online.NewMatch(conn, o)
	if err != nil {
		t.Fatal(err)
	}
	p := &LoopPeer{T: t, conn: conn, M: m, start: time.Now()}
	t.Cleanup(func() { m.Close(); conn.Close() })
	return p
}

// Frames runs n frames of the window, the peer's after each.
func (p *LoopPeer) Frames(pl *Player, n int) {
	p.T.Helper()
	for i := 0; i < n; i++ {
		pl.Frames(1)
		if p.Err == nil {
			_, p.Err = p.M.Update(time.Since(p.start))
		}
	}
}

// Until runs frames until done, at most max.
func (p *LoopPeer) Until(pl *Player, what string, max int, done func() bool) {
	p.T.Helper()
	for i := 0; !done(); i++ {
		if i == max {
			p.T.Fatalf("%s: not within %d frames (scene %q, peer %v, %v)", what, max, pl.Scene(), p.M.State(), p.Err)
		}
		p.Frames(pl, 1)
	}
}
