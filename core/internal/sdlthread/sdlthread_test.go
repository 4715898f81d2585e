//go:build linux

package sdlthread_test

import (
	"runtime"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/bengine-go/bengine/core/internal/sdlthread"
)

// TestDoRunsOnTheServingThread: between frames Do runs where it is called;
// while a game goroutine runs, what it hands over runs on the thread that
// serves (an OS thread of its own here, as SDL's is), nested Do included,
// and Serve returns what the goroutine parks with.
func TestDoRunsOnTheServingThread(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	main := unix.Gettid()

	ran := 0
	sdlthread.Do(func() { ran = unix.Gettid() })
	if ran != main || sdlthread.Away() {
		t.Fatalf("between frames: ran on %d, want the caller's %d; Away %v", ran, main, sdlthread.Away())
	}

	parked := make(chan int)
	var tids []int
	sdlthread.Release()
	go func() {
		runtime.LockOSThread() // never the serving thread
		defer runtime.UnlockOSThread()
		for i := 0; i < 3; i++ {
			sdlthread.Do(func() {
				tids = append(tids, unix.Gettid())
				sdlthread.Do(func() { tids = append(tids, unix.Gettid()) })
			})
		}
		parked <- 42
	}()
	if got := sdlthread.Serve(parked); got != 42 {
		t.Errorf("Serve returned %d, want what the goroutine parked with (42)", got)
	}
	if sdlthread.Away() {
		t.Error("still Away after Serve")
	}
	if len(tids) != 6 {
		t.Fatalf("ran %d calls, want 6", len(tids))
	}
	for i, id := range tids {
		if id != main {
			t.Errorf("call %d ran on thread %d, want the serving thread %d", i, id, main)
		}
	}
}

// TestDoOutlivesAPanic: work that panics on the serving thread still lets
// its caller go on; the panic goes up the serving thread.
func TestDoOutlivesAPanic(t *testing.T) {
	parked := make(chan struct{})
	returned := make(chan struct{})
	sdlthread.Release()
	go func() {
		sdlthread.Do(func() { panic("boom") })
		close(returned)
		parked <- struct{}{}
	}()
	func() {
		defer func() {
			if v := recover(); v != "boom" {
				t.Errorf("recovered %v, want boom", v)
			}
		}()
		sdlthread.Serve(parked)
	}()
	<-returned
	sdlthread.Serve(parked)
}
