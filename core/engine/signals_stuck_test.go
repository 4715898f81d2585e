//go:build !windows && !js

package engine_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/scene"
)

// stuckEnv, set, makes the test binary a game that hangs on purpose:
// "loading" after New, before its first frame; "frame" inside a frame (an
// Update hook that never returns). It prints "ready" when it hangs.
const stuckEnv = "ENGINE_TEST_STUCK"

// grace is the engine's shutdownGrace, as a player meets it.
const grace = 3 * time.Second

func init() {
	if how := os.Getenv(stuckEnv); how != "" {
		runStuck(how)
		os.Exit(0)
	}
}

func runStuck(how string) {
	runtime.LockOSThread()
	e, err := engine.New(&engine.Options{Title: "Stuck", Headless: true})
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	defer e.Close()
	hang := func() {
		fmt.Println("ready")
		time.Sleep(time.Hour)
	}
	switch how {
	case "loading":
		hang()
	case "frame":
		s := scene.New("stuck")
		scene.AddComponent(s.NewObject("hook"), &hook{update: hang})
		e.Scenes().Add(s)
		if err := e.Scenes().Switch(s.Name()); err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
	}
	if err := e.Run(); err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	fmt.Println("clean exit")
}

// TestStuckGameStillStops runs the test binary as a game that hangs on
// purpose, in its loading and inside a frame, and signals it: a signal
// ends it within the grace period (with the shell's status for the
// signal, and a line saying why), a second signal at once; a game that
// does not hang quits cleanly.
func TestStuckGameStillStops(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts the test binary as a program")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	cases := []struct {
		how   string
		sigs  []syscall.Signal
		code  int
		fast  bool // ends well before the grace period
		words string
	}{
		{"loading", []syscall.Signal{syscall.SIGTERM}, 143, false, "did not stop after the signal"},
		{"frame", []syscall.Signal{syscall.SIGHUP}, 129, false, "did not stop after the signal"},
		{"frame", []syscall.Signal{syscall.SIGTERM, syscall.SIGINT}, 130, true, "a second signal: exiting now"},
		{"running", []syscall.Signal{syscall.SIGINT}, 0, true, "clean exit"},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s %v", c.how, c.sigs), func(t *testing.T) {
			t.Parallel()
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, exe, "-test.run", "^$")
			cmd.Env = append(os.Environ(), stuckEnv+"="+c.how, "SDL_VIDEO_DRIVER=offscreen")
			var errOut strings.Builder
			cmd.Stderr = &errOut
			stdout, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			lines := bufio.NewScanner(stdout)
			var out []string
			if c.how != "running" {
				ready := false
				for !ready && lines.Scan() {
					ready = lines.Text() == "ready"
					out = append(out, lines.Text())
				}
				if !ready {
					cmd.Wait()
					t.Fatalf("the game never hung:\n%s\n%s", strings.Join(out, "\n"), errOut.String())
				}
			} else {
				time.Sleep(500 * time.Millisecond) // a few frames
			}
			sent := time.Now()
			for i, sig := range c.sigs {
				if i > 0 {
					time.Sleep(200 * time.Millisecond)
				}
				if err := cmd.Process.Signal(sig); err != nil {
					t.Fatal(err)
				}
			}
			for lines.Scan() {
				out = append(out, lines.Text())
			}
			err = cmd.Wait()
			took := time.Since(sent)
			code := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				code = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			all := strings.Join(out, "\n") + "\n" + errOut.String()
			if ctx.Err() != nil {
				t.Fatalf("still running 30s after the signal:\n%s", all)
			}
			if code != c.code || !strings.Contains(all, c.words) {
				t.Errorf("got exit %d after %v, want %d and %q:\n%s", code, took, c.code, c.words, all)
			}
			if c.fast && took >= grace {
				t.Errorf("took %v, want it to end before the grace period (%v)", took, grace)
			}
			if !c.fast && took < grace {
				t.Errorf("took %v, want the game its grace period (%v) first", took, grace)
			}
			t.Logf("ended %v after the signal", took.Round(time.Millisecond))
		})
	}
}
