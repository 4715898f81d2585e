package engine_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/engine"
)

// TestFatalChild is the failing game of TestFatalBoxWhereStderrIsUnseen,
// which runs this test binary again with BENGINE_FATAL_CHILD set (the
// helper-process pattern of os/exec's tests): it calls ReportFatal and
// prints whether a box was shown. Run on its own, it does nothing.
func TestFatalChild(t *testing.T) {
	title := os.Getenv("BENGINE_FATAL_CHILD")
	if title == "" {
		t.Skip("the failing game of TestFatalBoxWhereStderrIsUnseen, run by it")
	}
	shown := engine.ReportFatal(os.Stderr, title, errors.New("data/rules.json:3:7: unknown key \"Lives\""))
	fmt.Printf("shown=%v\n", shown)
	os.Exit(0)
}

func TestReportFatalWritesTheError(t *testing.T) {
	var b bytes.Buffer
	// go test reads this process's standard error, so no box is shown.
	if engine.ReportFatal(&b, "Bomberman", fmt.Errorf("load rules: %w", os.ErrNotExist)) {
		t.Error("ReportFatal showed a box although standard error is read")
	}
	if got, want := b.String(), "Bomberman: load rules: file does not exist\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestFatalBoxWhereStderrIsUnseen starts a game whose standard error is the
// null device, as a macOS app opened from Finder has, and closes the box it
// shows with the Return key, as a player would.
func TestFatalBoxWhereStderrIsUnseen(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the message box under -short")
	}
	if os.Getenv("DISPLAY") == "" {
		t.Skip("skipping: no X display for the message box (run under xvfb-run)")
	}
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("skipping: xdotool is needed to press the box's button (apt-get install xdotool)")
	}
	title := fmt.Sprintf("BEngine fatal test %d", os.Getpid())
	run := func(env ...string) (*exec.Cmd, *bytes.Buffer) {
		cmd := exec.Command(os.Args[0], "-test.run=^TestFatalChild$")
		cmd.Env = append(os.Environ(), append(env, "BENGINE_FATAL_CHILD="+title)...)
		var out bytes.Buffer
		cmd.Stdout = &out // Stderr nil: the null device
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return cmd, &out
	}

	// With the offscreen video driver there is no box: the child returns at once.
	cmd, out := run("SDL_VIDEO_DRIVER=offscreen")
	if err := cmd.Wait(); err != nil || strings.TrimSpace(out.String()) != "shown=false" {
		t.Errorf("SDL_VIDEO_DRIVER=offscreen: %v, output %q; want shown=false", err, out.String())
	}

	cmd, out = run("SDL_VIDEO_DRIVER=")
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	id, err := findWindow(title, 30*time.Second, done)
	if err != nil {
		cmd.Process.Kill()
		t.Fatalf("%v; child output %q", err, out.String())
	}
	if b, err := exec.Command("xdotool", "key", "--window", id, "Return").CombinedOutput(); err != nil {
		t.Errorf("xdotool key: %v: %s", err, b)
	}
	select {
	case err := <-done:
		if err != nil || strings.TrimSpace(out.String()) != "shown=true" {
			t.Errorf("after Return: %v, output %q; want shown=true", err, out.String())
		}
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		t.Fatal("the box did not close on Return")
	}
}

// findWindow waits for the X window titled title and returns its id.
func findWindow(title string, timeout time.Duration, exited <-chan error) (string, error) {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		select {
		case err := <-exited:
			return "", fmt.Errorf("the game exited (%v) before a box titled %q appeared", err, title)
		default:
		}
		ids, _ := exec.Command("xdotool", "search", "--onlyvisible", "--class", "").Output()
		for _, id := range strings.Fields(string(ids)) {
			name, err := exec.Command("xdotool", "getwindowname", id).Output()
			if err == nil && strings.TrimSpace(string(name)) == title {
				return id, nil
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	return "", fmt.Errorf("no window titled %q after %v", title, timeout)
}

func ExampleReportFatal() {
	// A game's main hands a start-up error to Fatal, which is ReportFatal to
	// standard error, then exit status 1.
	err := fmt.Errorf("load rules: %w", errors.New(`rules.json:3:7: rules.lives: want an integer, got "three"`))
	engine.ReportFatal(os.Stdout, "Bomberman", err)
	// Output: Bomberman: load rules: rules.json:3:7: rules.lives: want an integer, got "three"
}
