package engine_test

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// flagArgs is an Options.Args that reads -ticks into o.Ticks and sets a
// headless run, as a game's -headless -ticks N does.
func flagArgs(args []string, o *engine.Options) error {
	fl := flag.NewFlagSet("game", flag.ContinueOnError)
	fl.IntVar(&o.Ticks, "ticks", 0, "steps to run")
	o.Headless = true
	return engine.ParseFlags(fl, args)
}

// Main's steps: the command line into the options, New, setup with the
// engine, the loop until Options.Ticks, Close.
func TestMainRunsSetupThenTheLoop(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var c *counter
	var got *engine.Engine
	setup := func(e *engine.Engine) error {
		got = e
		s := scene.New("main")
		c = scene.AddComponent(s.NewObject("c"), &counter{})
		e.Scenes().Add(s)
		return e.Scenes().Switch("main")
	}
	o := &engine.Options{Args: flagArgs}
	if err := engine.RunMain(o, setup, []string{"-ticks", "12"}); err != nil {
		t.Fatal(err)
	}
	if got == nil || c == nil {
		t.Fatal("setup was not called with an engine")
	}
	if c.fixed != 12 {
		t.Errorf("fixed steps: got %d, want the 12 of -ticks", c.fixed)
	}
	if o.Ticks != 12 || !o.Headless {
		t.Errorf("options after Args: got Ticks %d Headless %v, want 12 true", o.Ticks, o.Headless)
	}
	assertClosed(t)
}

// Work for after the loop (AfterRun) runs once the loop ends, in order,
// with the engine still open; its error is Main's.
func TestMainRunsAfterRunWorkWithTheEngineOpen(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var c *counter
	var frames uint64
	var order []string
	boom := errors.New("boom")
	setup := func(e *engine.Engine) error {
		s := scene.New("main")
		c = scene.AddComponent(s.NewObject("c"), &counter{})
		e.Scenes().Add(s)
		e.AfterRun(func() error {
			order = append(order, "first")
			frames = e.Time().FrameCount() // after the loop: the engine is open
			_, err := e.Renderer().Screenshot(render.LogicalPixels)
			return err
		})
		e.AfterRun(func() error { order = append(order, "second"); return boom })
		return e.Scenes().Switch("main")
	}
	err := engine.RunMain(&engine.Options{Headless: true, Ticks: 5}, setup, nil)
	if !errors.Is(err, boom) {
		t.Errorf("got %v, want the AfterRun error %v", err, boom)
	}
	if c.fixed != 5 || frames != 6 || strings.Join(order, " ") != "first second" {
		t.Errorf("got %d fixed steps in %d frames, then %v; want 5 in 6, then first second", c.fixed, frames, order)
	}
	assertClosed(t)
}

// A setup that calls Quit has nothing for the loop to do: Run runs no
// frame.
func TestMainRunsNoLoopAfterQuit(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var e *engine.Engine
	setup := func(got *engine.Engine) error { e = got; e.Quit(); return nil }
	if err := engine.RunMain(&engine.Options{Headless: true}, setup, nil); err != nil {
		t.Fatal(err)
	}
	if n := e.Time().FrameCount(); n != 0 {
		t.Errorf("frames after Quit in setup: got %d, want 0", n)
	}
	assertClosed(t)
}

// A bad flag ends Main before the engine starts (setup never runs); an
// error from setup ends it, the engine closed.
func TestMainStopsOnErrors(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	called := false
	setup := func(*engine.Engine) error { called = true; return nil }
	err := engine.RunMain(&engine.Options{Args: flagArgs}, setup, []string{"-tick", "3"})
	var usage engine.UsageError
	if !errors.As(err, &usage) || called {
		t.Errorf("-tick 3: got %v, setup called %v; want a UsageError before setup", err, called)
	}
	boom := errors.New("boom")
	err = engine.RunMain(&engine.Options{Headless: true}, func(*engine.Engine) error { return boom }, nil)
	if !errors.Is(err, boom) {
		t.Errorf("setup's error: got %v, want %v", err, boom)
	}
	assertClosed(t)
}

// A command line that asks for work without a window (Args sets Instead)
// runs it in place of the engine: setup never runs, and Instead's error is
// Main's. (That no SDL is loaded then is checked in a fresh process, by
// TestMainExitStatus.)
func TestMainRunsInsteadOfTheEngine(t *testing.T) {
	ran, called := false, false
	boom := errors.New("boom")
	args := func(args []string, o *engine.Options) error {
		o.Instead = func() error { ran = true; return boom }
		return nil
	}
	err := engine.RunMain(&engine.Options{Args: args}, func(*engine.Engine) error { called = true; return nil }, nil)
	if !errors.Is(err, boom) || !ran || called {
		t.Errorf("got %v, Instead ran %v, setup called %v; want %v, true, false", err, ran, called, boom)
	}
}

// assertClosed fails unless the engine Main opened is closed: a new one
// opens.
func assertClosed(t *testing.T) {
	t.Helper()
	e, err := engine.New(&engine.Options{Headless: true})
	if err != nil {
		t.Fatalf("after Main: %v, want the engine closed", err)
	}
	e.Close()
}

// Main's exit statuses, in a child process each: 0 after a run and after
// -h, 2 and one line for a bad flag, 1 and the title for setup's error.
func TestMainExitStatus(t *testing.T) {
	if testing.Short() {
		t.Skip("starts child processes; skipped with -short")
	}
	cases := []struct {
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{args: []string{"-ticks", "2"}, code: 0, stdout: "main returned"},
		{args: []string{"-h"}, code: 0, stdout: "-ticks"},
		{args: []string{"-tick", "2"}, code: 2, stderr: "flag provided but not defined: -tick (-h lists the flags)\n"},
		{args: []string{"-ticks", "2", "fail"}, code: 1, stderr: "Main test: setup failed\n"},
		{args: []string{"instead"}, code: 0, stdout: "instead ran, SDL loaded 0 times\nmain returned"},
	}
	for _, c := range cases {
		cmd := exec.Command(os.Args[0], "-test.run=^TestMainHelperProcess$")
		cmd.Env = append(os.Environ(), "BENGINE_MAIN_ARGS="+strings.Join(c.args, " "), "SDL_VIDEO_DRIVER=offscreen")
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		code := 0
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			code = exit.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != c.code || !strings.Contains(stdout.String(), c.stdout) || c.stderr != "" && stderr.String() != c.stderr {
			t.Errorf("%v: got exit %d, stdout %q, stderr %q; want %d, %q in stdout, stderr %q",
				c.args, code, stdout.String(), stderr.String(), c.code, c.stdout, c.stderr)
		}
	}
}

// TestMainHelperProcess is the child of TestMainExitStatus: it calls Main
// with the arguments in BENGINE_MAIN_ARGS ("fail" makes setup fail).
func TestMainHelperProcess(t *testing.T) {
	line, ok := os.LookupEnv("BENGINE_MAIN_ARGS")
	if !ok {
		t.Skip("the child process of TestMainExitStatus")
	}
	runtime.LockOSThread()
	args := strings.Fields(line)
	fail := len(args) > 0 && args[len(args)-1] == "fail"
	if fail {
		args = args[:len(args)-1]
	}
	flags := flagArgs
	if len(args) > 0 && args[0] == "instead" {
		args = args[1:]
		flags = func(args []string, o *engine.Options) error {
			o.Instead = func() error {
				fmt.Printf("instead ran, SDL loaded %d times\n", engine.SDLGeneration())
				return nil
			}
			return nil
		}
	}
	os.Args = append([]string{"game"}, args...)
	engine.Main(&engine.Options{Title: "Main test", Args: flags}, func(*engine.Engine) error {
		if fail {
			return errors.New("setup failed")
		}
		return nil
	})
	fmt.Println("main returned")
	os.Exit(0)
}
