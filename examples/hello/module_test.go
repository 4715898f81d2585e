package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestHelloBuildsInAModuleOfItsOwn copies the program into a new module
// that requires the engine (replaced by this checkout, offline) and builds
// it there: it uses nothing a module outside the engine cannot import.
func TestHelloBuildsInAModuleOfItsOwn(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module; skipped with -short")
	}
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, name := range []string{"main.go", "hello.png"} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sum, err := os.ReadFile(filepath.Join(repo, "go.sum")) // the checksums of the engine's own requirements
	if err != nil {
		t.Fatal(err)
	}
	mod := "module example.com/hello\n\ngo 1.25.0\n\nrequire github.com/bengine-go/bengine v0.0.0\n\n" +
		"replace github.com/bengine-go/bengine => " + repo + "\n"
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "GOPROXY=off", "GOFLAGS=-mod=mod")
	for _, args := range [][]string{{"mod", "tidy"}, {"build", "-o", filepath.Join(dir, "hello"), "."}} {
		cmd := exec.Command("go", args...)
		cmd.Dir, cmd.Env = dir, env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %v in the outside module: %v\n%s", args, err, out)
		}
	}
}
