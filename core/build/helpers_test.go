package build_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/build"
)

// tinyMain is a throwaway game: it prints its stamped version and mode and
// the data file it finds beside its executable (in a macOS bundle, in
// Contents/Resources), so tests can check the stamping and the post-build
// copy without waiting for the real game.
const tinyMain = `package main

import (
	"fmt"
	"os"
	"path/filepath"
)

var Version, BuildMode string

func main() {
	exe, err := os.Executable()
	if err != nil {
		fmt.Println(err)
		os.Exit(3)
	}
	dir := filepath.Dir(exe)
	b, err := os.ReadFile(filepath.Join(dir, "data", "game.json"))
	if err != nil && filepath.Base(dir) == "MacOS" {
		b, err = os.ReadFile(filepath.Join(dir, "..", "Resources", "data", "game.json"))
	}
	if err != nil {
		fmt.Println(err)
		os.Exit(4)
	}
	fmt.Printf("%s %s %s", Version, BuildMode, b)
}
`

// tinyData are the files of the tiny game's data folder.
var tinyData = map[string]string{
	"game.json":         `{"title":"tiny"}`,
	"levels/1.json":     `{"level":1}`,
	".DS_Store":         "hidden: not shipped",
	".git/config":       "hidden: not shipped",
	"levels/art/a.txt":  "art",
	"levels/.swap.json": "hidden: not shipped",
}

// tinyModule writes a module with the tiny game under cmd/tiny and its data
// folder, data/tiny, into a temp dir, and returns a Config that builds it
// into out/.
// The module requires go-sdl3 (without importing it) so that the web build
// can find go-sdl3's Emscripten SDL the way it does in the real module.
func tinyModule(t *testing.T) *build.Config {
	t.Helper()
	root := t.TempDir()
	sum, err := os.ReadFile(filepath.Join(repoRoot(t), "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"go.mod":           "module example.com/tiny\n\ngo 1.25.0\n\nrequire " + build.SDLModule + " v0.1.1\n",
		"go.sum":           string(sum),
		"cmd/tiny/main.go": tinyMain,
		"icon.png":         tinyIconPNG(t),
	}
	for name, body := range tinyData {
		files["data/tiny/"+name] = body
	}
	writeTree(t, root, files)
	return &build.Config{
		Root:       root,
		Main:       "./cmd/tiny",
		Version:    "v1.2.3-test",
		Icon:       "icon.png",
		VersionVar: "main.Version",
		ModeVar:    "main.BuildMode",
	}
}

// tinyIcon is the tiny game's 16x16 icon: a diagonal of colours on a
// transparent ground, so scaling mistakes show.
func tinyIcon() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for i := 0; i < 16; i++ {
		img.SetNRGBA(i, i, color.NRGBA{uint8(i * 16), 200, uint8(255 - i*16), 255})
		img.SetNRGBA(i, 0, color.NRGBA{255, 0, 0, 255})
	}
	return img
}

func tinyIconPNG(t *testing.T) string {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, tinyIcon()); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// relSlash is target's path from base, with forward slashes (as in a zip).
func relSlash(t *testing.T, base, target string) string {
	t.Helper()
	rel, err := filepath.Rel(base, target)
	if err != nil {
		t.Fatal(err)
	}
	return filepath.ToSlash(rel)
}

func writeTree(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// repoRoot is the folder of the bengine module's go.mod.
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found above the test's directory")
		}
		dir = parent
	}
}

var (
	gameOnce sync.Once
	gameErr  error
)

// needGame skips the test unless ./games/bomberman builds (for GOOS/GOARCH
// given, the host's when empty), and returns the repository root.
func needGame(t *testing.T, goos, goarch string) string {
	t.Helper()
	root := repoRoot(t)
	gameOnce.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, "go", "build", "-o", os.DevNull, "./games/bomberman")
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			gameErr = fmt.Errorf("%w: %s", err, strings.TrimSpace(out.String()))
		}
	})
	if gameErr != nil {
		t.Skipf("skipping: ./games/bomberman does not build yet (go build ./games/bomberman: %v)", gameErr)
	}
	if goos != "" {
		cmd := exec.Command("go", "build", "-o", os.DevNull, "./games/bomberman")
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+goos, "GOARCH="+goarch)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Skipf("skipping: ./games/bomberman does not build for %s/%s yet: %v: %s", goos, goarch, err, out)
		}
	}
	return root
}

// hostRelease is the release preset for this machine.
func hostRelease(t *testing.T) build.Preset {
	t.Helper()
	name := map[string]string{"amd64": "x64-release", "arm64": "arm64-release"}[runtime.GOARCH]
	p, err := build.Lookup(name)
	if err != nil {
		t.Skipf("skipping: no preset for %s: %v", runtime.GOARCH, err)
	}
	return p
}
