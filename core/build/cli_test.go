package build_test

import (
	"archive/zip"
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/build"
)

func TestMainPackageFromTheCommandLine(t *testing.T) {
	cfg := tinyModule(t)
	t.Chdir(cfg.Root)
	p := hostRelease(t)
	var stdout, stderr bytes.Buffer
	// Flags before and after the names, as build.go's users type them.
	args := []string{"package", "-pkg", "./cmd/tiny", p.Name, "-version", "v7", "-icon", "icon.png"}
	if code := build.Main(context.Background(), args, &stdout, &stderr); code != 0 {
		t.Fatalf("Main(%q) = %d, want 0; stderr: %s", args, code, stderr.String())
	}
	exe, data := p.Exe("tiny"), "data"
	if p.GOOS == "darwin" {
		exe, data = filepath.Join("Tiny.app", "Contents", "MacOS", "tiny"), filepath.Join("Tiny.app", "Contents", "Resources", "data")
	}
	for _, want := range []string{
		filepath.Join("out", "build", p.Name, exe),
		filepath.Join("out", "build", p.Name, data, "game.json"),
		filepath.Join("out", "package", p.Name+".zip"),
	} {
		if _, err := os.Stat(want); err != nil {
			t.Errorf("after %q: %v", args, err)
		}
	}
	if !strings.Contains(stdout.String(), "version v7") {
		t.Errorf("stdout %q does not report version v7", stdout.String())
	}

	if code := build.Main(context.Background(), []string{"clean"}, io.Discard, io.Discard); code != 0 {
		t.Errorf("clean: exit code %d, want 0", code)
	}
	if _, err := os.Stat("out"); !os.IsNotExist(err) {
		t.Errorf("out/ after clean: %v, want it gone", err)
	}
}

// TestPackageWebBuildsIt zips the web version from a clean out/: package
// builds what it zips, web as every other preset.
func TestPackageWebBuildsIt(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the web build under -short: it compiles the standard library for js/wasm")
	}
	cfg := tinyModule(t)
	t.Chdir(cfg.Root)
	var stdout, stderr bytes.Buffer
	args := []string{"package", "-pkg", "./cmd/tiny", "-icon", "icon.png", "web"}
	if code := build.Main(context.Background(), args, &stdout, &stderr); code != 0 {
		t.Fatalf("Main(%q) = %d, want 0; stderr: %s", args, code, stderr.String())
	}
	z, err := zip.OpenReader(filepath.Join("out", "package", "web.zip"))
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	names := map[string]bool{}
	for _, f := range z.File {
		names[f.Name] = true
	}
	for _, want := range []string{"web/index.html", "web/main.wasm", "web/sdl.wasm", "web/data/game.json"} {
		if !names[want] {
			t.Errorf("web.zip lacks %s; it holds %d files", want, len(names))
		}
	}
}

func TestMainUsageErrors(t *testing.T) {
	cases := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"linux-x64", "--", "-stage", "2"}, 1, "only for run"},
		{[]string{"web", "linux-x64"}, 1, "web takes no preset"},
		{[]string{"run", "linux-x64", "windows-x64"}, 1, "run takes one preset"},
		{[]string{"-nosuchflag"}, 2, "flag provided but not defined"},
		{[]string{"package", "macos-x86"}, 2, "valid presets"},
	}
	for _, c := range cases {
		var stderr bytes.Buffer
		code := build.Main(context.Background(), c.args, io.Discard, &stderr)
		if code != c.code || !strings.Contains(stderr.String(), c.msg) {
			t.Errorf("Main(%q) = %d, %q; want %d and %q", c.args, code, stderr.String(), c.code, c.msg)
		}
	}
}

func TestRunPassesArgumentsAndExitCode(t *testing.T) {
	cfg := tinyModule(t)
	writeTree(t, cfg.Root, map[string]string{"cmd/tiny/main.go": `package main

import (
	"fmt"
	"os"
	"strings"
)

func main() {
	fmt.Print(strings.Join(os.Args[1:], ","))
	os.Exit(len(os.Args) - 1)
}
`})
	var stdout bytes.Buffer
	cfg.Stdout = &stdout
	p := hostRelease(t)
	code, err := cfg.Run(context.Background(), p, []string{"-stage", "3"})
	if err != nil {
		t.Fatal(err)
	}
	if code != 2 || !strings.HasSuffix(stdout.String(), "-stage,3") {
		t.Errorf("Run: exit code %d, output %q; want 2 and output ending -stage,3", code, stdout.String())
	}

	other := "windows-x64-release"
	if runtime.GOOS == "windows" {
		other = "linux-x64-release"
	}
	q, _ := build.Lookup(other)
	if _, err := cfg.Run(context.Background(), q, nil); err == nil || !strings.Contains(err.Error(), "this machine is") {
		t.Errorf("Run(%s) on %s: got %v, want a wrong-platform error", other, runtime.GOOS, err)
	}
}

func TestNoSDLLeavesTheLibraryOut(t *testing.T) {
	cfg := tinyModule(t)
	t.Chdir(cfg.Root)
	p := hostRelease(t)
	args := []string{p.Name, "-pkg", "./cmd/tiny", "-icon", "icon.png", "-sdl=false"}
	if code := build.Main(context.Background(), args, io.Discard, io.Discard); code != 0 {
		t.Fatalf("Main(%q) = %d, want 0", args, code)
	}
	lib := map[string]string{"linux": "libSDL3.so.0", "windows": "SDL3.dll", "darwin": "Tiny.app/Contents/Frameworks/libSDL3.dylib"}[runtime.GOOS]
	if _, err := os.Stat(filepath.Join("out", "build", p.Name, lib)); !os.IsNotExist(err) {
		t.Errorf("with -sdl=false: %s: got %v, want no library", lib, err)
	}
}

func TestRunInterruptsTheGameOnCancel(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("skipping: Windows has no interrupt signal to send; Run kills the game there")
	}
	cfg := tinyModule(t)
	writeTree(t, cfg.Root, map[string]string{"cmd/tiny/main.go": `package main

import (
	"fmt"
	"os"
	"os/signal"
)

func main() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt)
	fmt.Println("ready")
	<-ch
	fmt.Print("saved and quit")
}
`})
	pr, pw := io.Pipe()
	cfg.Stdout = pw
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type result struct {
		code int
		err  error
	}
	done := make(chan result, 1)
	p := hostRelease(t)
	go func() {
		code, err := cfg.Run(ctx, p, nil)
		pw.Close()
		done <- result{code, err}
	}()
	var out bytes.Buffer
	buf := make([]byte, 256)
	for !strings.Contains(out.String(), "ready\n") {
		n, err := pr.Read(buf)
		if err != nil {
			t.Fatalf("game output %q, then %v", out.String(), err)
		}
		out.Write(buf[:n])
	}
	cancel() // what Ctrl+C does to build.go
	rest, _ := io.ReadAll(pr)
	out.Write(rest)
	r := <-done
	if r.err != nil || r.code != 0 || !strings.HasSuffix(out.String(), "saved and quit") {
		t.Errorf("after cancel: code %d, err %v, output %q; want 0, nil and a clean quit", r.code, r.err, out.String())
	}
}
