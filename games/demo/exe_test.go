//go:build !js

package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

var (
	buildOnce sync.Once
	built     string
	buildErr  error
	buildOut  []byte
)

// demoExe builds this program once per test run, as `go run .` would.
func demoExe(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the program; skipped with -short")
	}
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "demo-exe-")
		if err != nil {
			buildErr = err
			return
		}
		built = filepath.Join(dir, "demo")
		if runtime.GOOS == "windows" {
			built += ".exe"
		}
		buildOut, buildErr = exec.Command("go", "build", "-o", built, ".").CombinedOutput()
	})
	if buildErr != nil {
		t.Fatalf("go build: %v\n%s", buildErr, buildOut)
	}
	return built
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built != "" {
		os.RemoveAll(filepath.Dir(built))
	}
	os.Exit(code)
}

// TestRunsHeadlessFromAnyFolder runs the built program as `go run .
// -headless -ticks 60` does, in its own folder and in an empty one, twice
// with one temporary folder: both runs finish their 60 steps and leave
// nothing in it (SDL comes from the user cache).
func TestRunsHeadlessFromAnyFolder(t *testing.T) {
	exe := demoExe(t)
	tmp := t.TempDir()
	for _, dir := range []string{".", t.TempDir()} {
		cmd := exec.Command(exe, "-headless", "-ticks", "60")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "TMPDIR="+tmp, "TMP="+tmp, "TEMP="+tmp)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("in %s: %v\n%s", dir, err, out)
		}
		if want := "demo: 60 fixed steps in 61 frames"; !strings.Contains(string(out), want) {
			t.Errorf("in %s: got %q, want %q", dir, out, want)
		}
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("two runs left %d entries in the temporary folder (%s), want none", len(left), left[0].Name())
	}
}

// TestSignalsEndTheRunCleanly sends each shutdown signal to a running
// headless demo: it exits 0 after printing its summary, the code after
// Run, as a game's saves are written there.
func TestSignalsEndTheRunCleanly(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGTERM or SIGHUP on Windows")
	}
	exe := demoExe(t)
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			cmd := exec.Command(exe, "-headless", "-v")
			cmd.Dir = t.TempDir()
			var stdout strings.Builder
			cmd.Stdout = &stdout
			stderr, err := cmd.StderrPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			ready := make(chan bool, 1)
			var log strings.Builder
			go func() {
				sc := bufio.NewScanner(stderr)
				said := false
				for sc.Scan() {
					log.WriteString(sc.Text() + "\n")
					if !said && strings.Contains(sc.Text(), "SIGINT, SIGTERM and SIGHUP end the loop") {
						ready <- true
						said = true
					}
				}
				if !said {
					ready <- false
				}
			}()
			select {
			case ok := <-ready:
				if !ok {
					cmd.Wait()
					t.Fatalf("the demo ended before handling signals:\n%s", log.String())
				}
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				t.Fatal("the demo did not start within 20 s")
			}
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case err := <-done:
				if err != nil {
					t.Fatalf("after %v: %v, want exit 0", sig, err)
				}
			case <-time.After(10 * time.Second):
				cmd.Process.Kill()
				t.Fatalf("the demo still ran 10 s after %v", sig)
			}
			if !strings.Contains(stdout.String(), "fixed steps in") {
				t.Errorf("after %v the demo printed %q, want its summary (the code after Run)", sig, stdout.String())
			}
		})
	}
}

// TestCommandLineExits: -h prints the flags and exits 0; a bad flag or a
// bad -renderer prints one line and exits 2, with no message box.
func TestCommandLineExits(t *testing.T) {
	exe := demoExe(t)
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-h"}, 0, "-headless"},
		{[]string{"-bogus"}, 2, "flag provided but not defined: -bogus (-h lists the flags)"},
		{[]string{"-renderer", "foo"}, 2, `unknown backend "foo"`},
	}
	for _, c := range cases {
		cmd := exec.Command(exe, c.args...)
		cmd.Env = append(os.Environ(), "SDL_VIDEO_DRIVER=offscreen")
		out, _ := cmd.CombinedOutput()
		if got := cmd.ProcessState.ExitCode(); got != c.code || !strings.Contains(string(out), c.want) {
			t.Errorf("demo %v: exit %d with\n%s\nwant exit %d and %q", c.args, got, out, c.code, c.want)
		}
		if n := strings.Count(string(out), "\n"); c.code == 2 && n != 1 {
			t.Errorf("demo %v: %d lines, want the one error line:\n%s", c.args, n, out)
		}
	}
}
