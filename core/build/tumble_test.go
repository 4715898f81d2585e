package build_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/build"
)

// A game's icon is its own command's, found under its main package, unless
// -icon names another.
func TestIconSourceFollowsThePackage(t *testing.T) {
	root := repoRoot(t)
	cases := []struct {
		main, icon, want string
	}{
		{"", "", build.DefaultIcon},
		{"./games/bomberman", "", "./games/bomberman/art/cmd/icon"},
		{"./games/tumble", "", "./games/tumble/cmd/icon"},
		{"./games/particles", "", build.DefaultIcon}, // no icon of its own
		{"./games/tumble", "my.png", "my.png"},
	}
	for _, c := range cases {
		cfg := &build.Config{Root: root, Main: c.main, Icon: c.icon}
		if got := cfg.IconSource(); got != c.want {
			t.Errorf("Main %q, Icon %q: IconSource() = %q, want %q", c.main, c.icon, got, c.want)
		}
	}
}

// tumbleColours are what Tumble's frame shows in the browser, unlit (the
// web build has no lighting pass): the clear colour, the HUD's text and
// the hero's skin.
var (
	tumbleSky  = color.RGBA{44, 52, 78, 0xff}
	tumbleText = color.RGBA{240, 236, 220, 0xff}
	tumbleSkin = color.RGBA{240, 120, 72, 0xff}
)

// Tumble's web build in Chromium, as a player meets it: the yard drawn in
// its 320x180 canvas, and the hero rolling right while the right arrow is
// held. The page may log no error.
func TestTumbleWebInChromium(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the web build of games/tumble under -short")
	}
	needChromium(t)
	root := repoRoot(t)
	cmd := exec.Command("go", "build", "-o", os.DevNull, "./games/tumble")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Skipf("skipping: ./games/tumble does not build for js/wasm: %v\n%s", err, out)
	}
	cfg := &build.Config{Root: root, Main: "./games/tumble", Out: t.TempDir(), Version: "v0.0.0-test"}
	res, err := cfg.Web(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(res.Dir, "data", "levels", "yard.json")); err != nil {
		t.Fatalf("the web build lacks the game's data: %v", err)
	}
	base := serveWeb(t, res.Dir)
	b := startBrowser(t, "", "")
	t.Cleanup(b.checkNoConsoleErrors)
	b.navigate(base)
	if err := b.waitJS("canvas.width === 320 && canvas.height === 180", 60*time.Second); err != nil {
		t.Fatalf("the game did not open its 320x180 canvas: %v; console:\n%s", err, b.consoleLog())
	}

	var first *image.RGBA
	waitTumble(t, b, "the yard", func(f *image.RGBA) []string {
		first = f
		var p []string
		p = want(p, "the sky", count(f, f.Bounds(), tumbleSky), 5000)
		p = want(p, "the HUD's text", count(f, image.Rect(0, 0, 320, 11), tumbleText), 40)
		p = want(p, "the hero", count(f, f.Bounds(), tumbleSkin), 20)
		return p
	})
	x0 := skinX(first)
	b.click(4, 4) // the page has the focus; the game sees no click
	b.key(true, "ArrowRight", "ArrowRight", 39)
	time.Sleep(1500 * time.Millisecond)
	waitTumble(t, b, "the hero rolled right", func(f *image.RGBA) []string {
		if x := skinX(f); x < x0+30 {
			return []string{fmt.Sprintf("the hero is at x %.0f, want it right of %.0f", x, x0+30)}
		}
		return nil
	})
	b.key(false, "ArrowRight", "ArrowRight", 39)
	if log := b.consoleLog(); strings.Contains(log, "panic") {
		t.Errorf("the game panicked:\n%s", log)
	}
}

// skinX is the mean x of the hero's skin on screen. On the level's first
// screen the camera stays at its left edge, so he moves on screen as he
// moves in the level.
func skinX(f *image.RGBA) float64 {
	var sum, n float64
	for y := 11; y < f.Bounds().Dy(); y++ {
		for x := 0; x < f.Bounds().Dx(); x++ {
			if count(f, image.Rect(x, y, x+1, y+1), tumbleSkin) == 1 {
				sum += float64(x)
				n++
			}
		}
	}
	if n == 0 {
		return -1
	}
	return sum / n
}

// waitTumble takes screenshots until check finds nothing wrong with
// Tumble's frame, for up to 20 seconds.
func waitTumble(t *testing.T, b *browser, what string, check func(*image.RGBA) []string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		img := b.screenshot()
		frame, err := canvasFrame(b, img, 320, 180)
		var problems []string
		if err != nil {
			problems = []string{err.Error()}
		} else if problems = check(frame); len(problems) == 0 {
			savePage(t, t.Name()+"_frame", frame)
			return
		}
		if time.Now().After(deadline) {
			savePage(t, t.Name()+"_failed", img)
			var buf bytes.Buffer
			fmt.Fprintf(&buf, "waiting for %s: %s", what, strings.Join(problems, "; "))
			t.Fatalf("%s\nconsole:\n%s", buf.String(), b.consoleLog())
		}
		time.Sleep(250 * time.Millisecond)
	}
}
