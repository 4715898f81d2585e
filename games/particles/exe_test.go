package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestRunsHeadlessFromAnyFolder builds the playground, as `go run .` does,
// and runs it with -headless -ticks 120 from the repository's root (where
// data/particles overrides the embedded files, as for `go run
// ./games/particles`), in its own folder and in an empty folder (the
// embedded files); no run leaves anything in the temporary folder.
func TestRunsHeadlessFromAnyFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program; skipped with -short")
	}
	exe := filepath.Join(t.TempDir(), "particles")
	if runtime.GOOS == "windows" {
		exe += ".exe"
	}
	if out, err := exec.Command("go", "build", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	cases := []struct{ dir, source string }{
		{root, filepath.Join(root, "data", "particles")},
		{".", "embedded data"},
		{t.TempDir(), "embedded data"},
	}
	for _, c := range cases {
		cmd := exec.Command(exe, "-headless", "-ticks", "120")
		cmd.Dir = c.dir
		cmd.Env = append(os.Environ(), "TMPDIR="+tmp, "TMP="+tmp, "TEMP="+tmp)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("in %s: %v\n%s", c.dir, err, out)
		}
		if want := "particles: 120 fixed steps"; !strings.Contains(string(out), want) {
			t.Errorf("in %s: got %q, want %q", c.dir, out, want)
		}
		if want := "data from " + c.source; !strings.Contains(string(out), want) {
			t.Errorf("in %s: got %q, want %q", c.dir, out, want)
		}
		if strings.Contains(string(out), " 0 particles live") {
			t.Errorf("in %s: %q: two seconds of the stream left no particle alive", c.dir, out)
		}
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("the runs left %d entries in the temporary folder, want none", len(left))
	}
}
