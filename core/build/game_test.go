package build_test

import (
	"context"
	"image/png"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/build"
)

// The tests in this file build the real game. They skip, saying why, while
// ./games/bomberman does not build.

func TestGameReleaseRunsHeadlessFromAnotherDirectory(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the game's release build under -short")
	}
	root := needGame(t, "", "")
	p := hostRelease(t)
	cfg := &build.Config{Root: root, Out: t.TempDir(), Version: "v0.0.0-test"}
	res, err := cfg.Build(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	checkLayout(t, res, cfg.DataDir())

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, res.Exe, "-headless", "-ticks", "30")
	cmd.Dir = t.TempDir() // no data/ here, nor in ../data: only beside the executable
	cmd.Env = append(os.Environ(), "SDL_AUDIO_DRIVER=dummy")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s -headless -ticks 30 from %s: %v\n%s", res.Exe, cmd.Dir, err, out)
	}
}

func TestGameWebInChromium(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the game's web build under -short")
	}
	if _, err := os.Stat(chromium); err != nil {
		t.Skipf("skipping: %s is missing (apt-get install -y chromium, or set CHROMIUM): %v", chromium, err)
	}
	root := needGame(t, "js", "wasm")
	cfg := &build.Config{Root: root, Out: t.TempDir(), Version: "v0.0.0-test"}
	res, err := cfg.Web(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	img, console := screenshot(t, serveWeb(t, res.Dir))
	if p := os.Getenv("WEB_SCREENSHOT"); p != "" { // to look at the page
		if f, err := os.Create(p); err == nil {
			png.Encode(f, img)
			f.Close()
		}
	}
	t.Logf("console:\n%s", console)
	distinct, nonBlack := colours(img)
	if distinct < 3 || nonBlack < 2000 {
		t.Errorf("game page after 10 s: %d colours, %d non-black pixels; want a drawn frame (>= 3 colours, >= 2000 non-black); console:\n%s", distinct, nonBlack, console)
	}
}
