//go:build !js

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// TestMeasuresForReal builds the program and runs it as a player would,
// `-measure -headless` with a 2 ms budget, on each backend: it prints the
// count found for each way. The GPU backend is skipped where there is no
// GPU device.
func TestMeasuresForReal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program; skipped with -short")
	}
	exe := filepath.Join(t.TempDir(), "bunnymark")
	if runtime.GOOS == "windows" {
		exe += ".exe"
	}
	if out, err := exec.Command("go", "build", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	result := regexp.MustCompile(`(?m)^bunnymark: (renderer alone|GameObjects) on (sdl|gpu): [0-9]+ bunnies at [0-9.]+ ms a frame \([0-9]+ took [0-9.]+ ms\)$`)
	for _, backend := range []string{"sdl", "gpu"} {
		t.Run(backend, func(t *testing.T) {
			cmd := exec.Command(exe, "-measure", "-headless", "-budget", "2ms", "-renderer", backend)
			cmd.Env = append(os.Environ(), "SDL_AUDIO_DRIVER=dummy")
			out, err := cmd.CombinedOutput()
			if err != nil && backend == "gpu" && strings.Contains(string(out), "no GPU device") {
				t.Skipf("no GPU device here: %s", out)
			}
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			got := result.FindAllStringSubmatch(string(out), -1)
			if len(got) != 2 || got[0][1] != "renderer alone" || got[1][1] != "GameObjects" || got[0][2] != backend {
				t.Errorf("got %q, want a line for the renderer alone and one for GameObjects, on %s:\n%s", got, backend, out)
			}
		})
	}
}
