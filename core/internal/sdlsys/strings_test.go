//go:build !js

package sdlsys

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"
)

// boxEnv, when set, turns the test binary into a program that shows one
// error box (boxTitle) and prints what ShowError returned.
const boxEnv = "SDLSYS_TEST_BOX"

const boxTitle = "BEngine\x00box"

func TestCheckStringAndText(t *testing.T) {
	cases := []struct {
		in, text string
		nul      bool
	}{
		{"", "", false},
		{"opengl", "opengl", false},
		{"é\xff", "é\xff", false}, // bytes other than NUL pass as they are
		{"\x00", "\uFFFD", true},
		{"a\x00b\x00", "a\uFFFDb\uFFFD", true},
	}
	for _, c := range cases {
		err := CheckString("thing", c.in)
		if got := errors.Is(err, ErrNUL); got != c.nul {
			t.Errorf("CheckString(%q): got %v, want ErrNUL %v", c.in, err, c.nul)
		}
		if c.nul && !strings.Contains(err.Error(), "thing") {
			t.Errorf("CheckString(%q): got %v, want it to name the thing", c.in, err)
		}
		if got := Text(c.in); got != c.text {
			t.Errorf("Text(%q): got %q, want %q", c.in, got, c.text)
		}
	}
	if n := testing.AllocsPerRun(100, func() { _ = Text("Bomberman") }); n != 0 {
		t.Errorf("Text of a clean string: got %v allocations, want 0", n)
	}
}

// TestStringsWithNULReachNoSDLCall hands every string entry point of this
// package a string holding a NUL byte: hints and the app's version and
// identifier are refused with ErrNUL, the app's name is shown with U+FFFD,
// and nothing panics (go-sdl3 would, on such a string).
func TestStringsWithNULReachNoSDLCall(t *testing.T) {
	if _, err := Load(); err != nil {
		t.Fatal(err)
	}
	const hintName = "BENGINE_TEST_HINT"
	refused := []struct {
		what string
		call func() error
	}{
		{"hint name", func() error { return SetHint("BENGINE\x00HINT", "1", true) }},
		{"hint value", func() error { return SetHint(hintName, "x\x00y", true) }},
		{"app version", func() error { return SetAppMetadata("Game", "1\x00", "io.example.game") }},
		{"app identifier", func() error { return SetAppMetadata("Game", "1", "io.example\x00game") }},
	}
	for _, c := range refused {
		if err := c.call(); !errors.Is(err, ErrNUL) {
			t.Errorf("%s with a NUL byte: got %v, want ErrNUL", c.what, err)
		}
	}
	if got := hint(hintName); got != "" {
		t.Errorf("the refused hint was set: got %q", got)
	}
	ResetHint("BENGINE\x00HINT") // names no hint: does nothing
	if got := hint("SDL_VIDEO\x00DRIVER"); got != "" {
		t.Errorf("hint of a name with a NUL byte: got %q, want none", got)
	}

	name, version, id := AppMetadata()
	t.Cleanup(func() { _ = SetAppMetadata(name, version, id) })
	if err := SetAppMetadata("Bomber\x00man", "1.0", "io.example.game"); err != nil {
		t.Fatal(err)
	}
	if got, _, _ := AppMetadata(); got != "Bomber\uFFFDman" {
		t.Errorf("app name: got %q, want %q", got, "Bomber\uFFFDman")
	}
}

// FuzzStringsToSDL hands SDL any string as a hint's name and value and as
// the app's metadata: a string holding a NUL byte is refused with ErrNUL
// or shown with U+FFFD, any other reaches SDL and reads back unchanged.
func FuzzStringsToSDL(f *testing.F) {
	if _, err := Load(); err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{"", "opengl", "Bomber\x00man", "\x00", "é\xff\xfe", strings.Repeat("a", 300)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		nul := strings.IndexByte(s, 0) >= 0
		name := "BENGINE_FUZZ_" + s
		for _, h := range [][2]string{{"BENGINE_FUZZ_HINT", s}, {name, "1"}} {
			err := SetHint(h[0], h[1], true)
			if nul != errors.Is(err, ErrNUL) || !nul && err != nil {
				t.Fatalf("SetHint(%q, %q): got %v, want ErrNUL %v", h[0], h[1], err, nul)
			}
			if got := hint(h[0]); !nul && got != h[1] {
				t.Fatalf("hint %q: got %q, want %q", h[0], got, h[1])
			}
			ResetHint(h[0])
		}
		if got := Text(s); strings.IndexByte(got, 0) >= 0 || !nul && got != s {
			t.Fatalf("Text(%q) = %q: want no NUL byte, and s itself when it has none", s, got)
		}
		err := SetAppMetadata(s, s, "io.example.fuzz")
		if nul != errors.Is(err, ErrNUL) || !nul && err != nil {
			t.Fatalf("SetAppMetadata(%q): got %v, want ErrNUL %v", s, err, nul)
		}
		if err := SetAppMetadata(s, "1", "io.example.fuzz"); err != nil {
			t.Fatalf("SetAppMetadata with the name %q: %v", s, err)
		}
		if got, _, _ := AppMetadata(); got != Text(s) && s != "" { // "": SDL's own default name
			t.Fatalf("app name: got %q, want %q", got, Text(s))
		}
	})
}

// TestErrorBoxWithNUL shows a real error box (SDL's, under X11) whose title
// and message hold NUL bytes, from the test binary run as a program, and
// closes it with the Return key, as a player would.
func TestErrorBoxWithNUL(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: shows a message box")
	}
	if os.Getenv("DISPLAY") == "" {
		t.Skip("needs a display: run under xvfb-run, as .ci/run does (no DISPLAY)")
	}
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("needs xdotool to press the box's button")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe, "-test.run", "^$")
	cmd.Env = append(os.Environ(), boxEnv+"=1", "SDL_VIDEO_DRIVER=x11")
	var out lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// SDL's X11 box has no class and its name is of a type xdotool's
	// search does not read, so every top-level window is asked its name.
	want := Text(boxTitle)
	win := ""
	for win == "" {
		if ctx.Err() != nil {
			t.Fatalf("no box titled %q appeared\n%s", want, out.String())
		}
		ids, _ := exec.CommandContext(ctx, "xdotool", "search", "--onlyvisible", "--maxdepth", "1", "").Output()
		for _, id := range strings.Fields(string(ids)) {
			name, _ := exec.CommandContext(ctx, "xdotool", "getwindowname", id).Output()
			if strings.TrimSpace(string(name)) == want {
				win = id
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	for {
		// Under Xvfb without a window manager the box takes the keyboard
		// once the pointer is in it.
		exec.CommandContext(ctx, "xdotool", "mousemove", "--window", win, "10", "10", "key", "--window", win, "Return").Run()
		select {
		case err := <-done:
			if err != nil || !strings.Contains(out.String(), "shown: <nil>") {
				t.Fatalf("the box's program: %v\n%s", err, out.String())
			}
			return
		case <-time.After(500 * time.Millisecond):
		case <-ctx.Done():
			t.Fatalf("Return did not close the box\n%s", out.String())
		}
	}
}

// lockedBuffer collects a child's output, read while it still runs.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
