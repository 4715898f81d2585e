package engine

import (
	"runtime"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/internal/cputime"
)

// waitWake polls for a wake sent while it spins, sleeps on the channel
// once the spin is over or where the last park was long, and reports a
// closed channel as the end.
func TestWaitWake(t *testing.T) {
	wake := make(chan time.Time, 1)
	sent := time.Now()
	go func() {
		time.Sleep(spinMax / 4)
		wake <- sent
	}()
	if got, ok := waitWake(wake, 0); !ok || !got.Equal(sent) {
		t.Fatalf("a wake during the spin: got %v, %v; want %v, true", got, ok, sent)
	}

	for _, parkedFor := range []time.Duration{0, spinMax, time.Second} {
		later := sent.Add(time.Second)
		go func() {
			time.Sleep(3 * spinMax) // after any spin: the receive sleeps
			wake <- later
		}()
		if got, ok := waitWake(wake, parkedFor); !ok || !got.Equal(later) {
			t.Errorf("parked for %v, a wake after the spin: got %v, %v; want %v, true", parkedFor, got, ok, later)
		}
	}

	close(wake)
	for _, parkedFor := range []time.Duration{0, time.Second} {
		if _, ok := waitWake(wake, parkedFor); ok {
			t.Errorf("parked for %v, wake closed: ok, want the end", parkedFor)
		}
	}
}

// After a long park (the draw is the longer half of the frame, or the
// frame rate cap sleeps) waitWake sleeps at once instead of spinning:
// waiting 3 spinMax for its wake costs its thread almost no CPU time.
func TestWaitWakeSleepsAfterALongPark(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skipf("the thread's CPU time is read on Linux only (here %s: the wall clock)", cputime.Source)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	wake := make(chan time.Time, 1)
	go func() {
		time.Sleep(3 * spinMax)
		wake <- time.Now()
	}()
	cpu := cputime.Thread()
	waitWake(wake, time.Second)
	if used := cputime.Thread() - cpu; used > spinMax/2 {
		t.Errorf("waiting for a wake after a long park used %v of CPU, want well under the spin's %v", used, spinMax)
	}
}
