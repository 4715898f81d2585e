//go:build !js

package bomberman

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/netplay"
)

func init() { windowOnlineCase = windowOnline }

// Frames of the online half of TestWindowedFramesDoNotAllocate.
const (
	windowOnlineWarm     = 240
	windowOnlineMeasured = 300
)

// windowOnline hosts a scripted match in the window against a peer over
// the lossy line, on the wall clock (the engine's fixed steps, as a player
// gets them), and counts the allocations of its frames after the warm-up:
// the window's frame and the peer's, rollbacks and their reconciliation
// included.
func windowOnline(t *testing.T, a *App) {
	l := startLinked(t, a, &player{t: t, a: a}, netplay.Host, onlineLine, duelScript(6, 1<<16), 0)
	start := time.Now()
	var allocs uint64
	var allocating []string
	var before, after runtime.MemStats
	frame := func(i int, measure bool) {
		if measure {
			runtime.ReadMemStats(&before)
		}
		now := time.Since(start)
		l.link.SetTime(now)
		if err := a.Engine.RunOneFrame(); err != nil {
			t.Fatalf("online frame %d: %v", i, err)
		}
		if l.peerErr == nil {
			_, l.peerErr = l.peer.Update(now)
		}
		if measure {
			runtime.ReadMemStats(&after)
			if n := after.Mallocs - before.Mallocs; n > 0 {
				allocs += n
				allocating = append(allocating, fmt.Sprintf("%d:%d", i, n))
			}
		}
	}
	for i := 0; i < windowOnlineWarm; i++ {
		frame(i, false)
	}
	st0 := l.n.m.Stats()
	for i := 0; i < windowOnlineMeasured; i++ {
		frame(i, true)
	}
	st := l.n.m.Stats()
	if l.peerErr != nil || a.net == nil {
		t.Fatalf("the online match ended: peer %v, window's match %v", l.peerErr, a.net)
	}
	if st.Rollbacks == st0.Rollbacks {
		t.Errorf("no rollback in %d frames of online play: the test measures too little", windowOnlineMeasured)
	}
	t.Logf("windowed play: online, %d allocations in %d frames, %d frames allocated (%v), %d rollbacks (deepest %d), %d stalls, ticks %d",
		allocs, windowOnlineMeasured, len(allocating), allocating, st.Rollbacks-st0.Rollbacks, st.Deepest, st.Stalls-st0.Stalls, a.Game().Tick())
	if limit := windowOnlineMeasured / 50; len(allocating) > limit || allocs > uint64(limit)*4 {
		t.Errorf("online: got %d of %d frames allocating, %d allocations, want at most %d frames and %d allocations (0 in steady play)",
			len(allocating), windowOnlineMeasured, allocs, limit, limit*4)
	}
}
