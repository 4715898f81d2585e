//go:build !windows && !js

package engine_test

import (
	"errors"
	"os"
	"os/signal"
	"syscall"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/engine"
)

// frameUntilQuit runs frames until RunOneFrame returns ErrQuit, for at most
// two seconds, and reports whether it did.
func frameUntilQuit(t *testing.T, e *engine.Engine) bool {
	t.Helper()
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); {
		err := e.RunOneFrame()
		if errors.Is(err, engine.ErrQuit) {
			return true
		}
		if err != nil {
			t.Fatal(err)
		}
		time.Sleep(5 * time.Millisecond)
	}
	return false
}

func TestSignalsEndTheLoopLikeQuit(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			e, _ := newEngine(t, engine.Options{})
			// The engine listens from New on: a signal before the
			// first frame (the game still loading) ends it too.
			if err := syscall.Kill(os.Getpid(), sig); err != nil {
				t.Fatal(err)
			}
			if !frameUntilQuit(t, e) {
				t.Fatalf("%v did not end the loop", sig)
			}
		})
	}
	t.Run("NoSignals", func(t *testing.T) {
		mine := make(chan os.Signal, 1)
		signal.Notify(mine, syscall.SIGHUP) // the program's own handling
		defer signal.Stop(mine)
		e, _ := newEngine(t, engine.Options{NoSignals: true})
		if err := e.RunOneFrame(); err != nil {
			t.Fatal(err)
		}
		if err := syscall.Kill(os.Getpid(), syscall.SIGHUP); err != nil {
			t.Fatal(err)
		}
		select {
		case <-mine:
		case <-time.After(2 * time.Second):
			t.Fatal("the program's own handler never got SIGHUP")
		}
		for i := 0; i < 5; i++ {
			if err := e.RunOneFrame(); err != nil {
				t.Fatalf("frame %d after SIGHUP with NoSignals: got %v, want the engine to leave the signal alone", i, err)
			}
		}
	})
}
