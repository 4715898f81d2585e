package bomberman

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// TestBinary builds the real executable and runs it headless from another
// working directory: the dump and the screenshot are written, and a bad
// flag is a clear error with exit code 2.
func TestBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the executable")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool")
	}
	dir := t.TempDir()
	exe := filepath.Join(dir, "bomberman")
	build := exec.Command(goBin, "build", "-o", exe, "..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	// The executable alone, in an empty folder: it runs on its embedded data.
	work := t.TempDir()
	env := append(os.Environ(), "BOMBERMAN_CONFIG_DIR="+t.TempDir())
	run := exec.Command(exe, "-headless", "-stage", "1", "-seed", "7", "-ticks", "120",
		"-dump", "state.json", "-screenshot", "shot.png")
	run.Dir, run.Env = work, env
	if out, err := run.CombinedOutput(); err != nil {
		t.Fatalf("bomberman: %v\n%s", err, out)
	}
	raw, err := os.ReadFile(filepath.Join(work, "state.json"))
	if err != nil {
		t.Fatal(err)
	}
	var d game.Dump
	if err := json.Unmarshal(raw, &d); err != nil {
		t.Fatal(err)
	}
	if d.Tick != 120 || d.Stage != 1 || d.Phase != "playing" || d.Lives != 2 || len(d.Map) != game.MapH {
		t.Errorf("got dump tick %d stage %d phase %s lives %d rows %d, want 120 1 playing 2 13",
			d.Tick, d.Stage, d.Phase, d.Lives, len(d.Map))
	}
	img := readPNG(t, filepath.Join(work, "shot.png"))
	if b := img.Bounds(); b.Dx() != ScreenW || b.Dy() != ScreenH {
		t.Errorf("got a %v screenshot, want %dx%d", b, ScreenW, ScreenH)
	}
	if !near(img.RGBAAt(2, 20), HUDGrey) {
		t.Errorf("screenshot HUD: got %v, want the HUD grey", img.RGBAAt(2, 20))
	}

	bad := exec.Command(exe, "-stage", "99")
	bad.Dir, bad.Env = work, env
	out, err := bad.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
		t.Fatalf("-stage 99: got %v, want exit code 2", err)
	}
	if !strings.Contains(string(out), "-stage: got 99, want 1..50") {
		t.Errorf("-stage 99: got %q, want a clear message", out)
	}
	missing := exec.Command(exe, "-headless", "-ticks", "5", "-data", filepath.Join(work, "nowhere"))
	missing.Dir, missing.Env = work, env
	out, err = missing.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 || !strings.Contains(string(out), "nowhere") {
		t.Errorf("missing data: got %v %q, want exit code 1 naming the folder", err, out)
	}
}
