package cputime_test

import (
	"runtime"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/internal/cputime"
)

func TestThreadCountsWorkNotSleep(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := cputime.Thread()
	deadline := time.Now().Add(20 * time.Millisecond)
	for n := 0; time.Now().Before(deadline); n++ { // busy
	}
	busy := cputime.Thread() - start
	if busy <= 0 {
		t.Fatalf("got %v of %s over 20 ms of work, want more than 0", busy, cputime.Source)
	}
	if cputime.Source != "thread CPU time" {
		return // the wall clock counts sleep too
	}
	start = cputime.Thread()
	time.Sleep(50 * time.Millisecond)
	if slept := cputime.Thread() - start; slept > 25*time.Millisecond {
		t.Errorf("got %v of thread CPU time over a 50 ms sleep, want far less", slept)
	}
}

func TestProcessCountsEveryThread(t *testing.T) {
	if cputime.Source != "thread CPU time" {
		t.Skip("no CPU clocks here: the wall clock stands in")
	}
	start := cputime.Process()
	done := make(chan time.Duration)
	for range 2 {
		go func() {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			t0 := cputime.Thread()
			for deadline := time.Now().Add(20 * time.Millisecond); time.Now().Before(deadline); { // busy
			}
			done <- cputime.Thread() - t0
		}()
	}
	threads := <-done + <-done
	if got := cputime.Process() - start; got < threads*9/10 {
		t.Errorf("got %v of process CPU time while two threads used %v, want at least theirs", got, threads)
	}
}
