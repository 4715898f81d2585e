package engine

import (
	"bytes"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/core/internal/sdlinput"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
	"github.com/bengine-go/bengine/core/render"
)

func TestSlug(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Bomberman", "bomberman"},
		{"BEngine particle playground", "bengine-particle-playground"},
		{"  Hello, World!  ", "hello-world"},
		{"---", "bengine"},
	}
	for _, c := range cases {
		if got := slug(c.in); got != c.want {
			t.Errorf("slug(%q): got %q, want %q", c.in, got, c.want)
		}
	}
}

func TestNewTellsSDLTheAppMetadata(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	e, err := New(&Options{Title: "Metadata Test", AppID: "io.github.bengine-go.test", Headless: true})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	name, version, id := sdlsys.AppMetadata()
	if name != "Metadata Test" || version != Version || id != "io.github.bengine-go.test" {
		t.Errorf("SDL's app metadata: got %q %q %q, want %q %q %q", name, version, id, "Metadata Test", Version, "io.github.bengine-go.test")
	}
}

// TestHeadlessAutoDrawsWithSDLsRenderer: a headless run's BackendAuto
// makes no GPU device and logs no fallback; asking for the GPU still tries.
func TestHeadlessAutoDrawsWithSDLsRenderer(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var logged bytes.Buffer
	e, err := New(&Options{Headless: true, Logger: slog.New(slog.NewTextHandler(&logged, nil))})
	if err != nil {
		t.Fatal(err)
	}
	got := e.Renderer().Backend()
	e.Close()
	if got != render.BackendSDL {
		t.Errorf("a headless run's auto backend: got %v, want %v", got, render.BackendSDL)
	}
	if strings.Contains(logged.String(), "GPU") {
		t.Errorf("a headless run logged about the GPU:\n%s", logged.String())
	}
}

// sdlPlatform is SDL's name for this platform in a mapping line.
func sdlPlatform() string {
	return map[string]string{"windows": "Windows", "darwin": "Mac OS X", "linux": "Linux"}[runtime.GOOS]
}

// TestNewLoadsGamepadMappings: a gamecontrollerdb.txt in the data maps one
// pad; the player's own in the config folder maps another and overrides
// the data's line for the first. A broken line, and one holding a NUL
// byte, are logged with their file and line, and skipped.
func TestNewLoadsGamepadMappings(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if runtime.GOOS == "js" {
		t.Skip("no gamepads on this platform")
	}
	padA, err := sdlinput.AttachVirtualPad("Mapping Pad A", 0xbe01, 0x0a0a)
	if err != nil {
		t.Fatal(err)
	}
	defer padA.Detach()
	padB, err := sdlinput.AttachVirtualPad("Mapping Pad B", 0xbe01, 0x0b0b)
	if err != nil {
		t.Fatal(err)
	}
	defer padB.Detach()
	guid := func(p *sdlinput.VirtualPad) string { g, _, _ := strings.Cut(p.Mapping(), ","); return g }
	line := func(p *sdlinput.VirtualPad, name string) string {
		return guid(p) + "," + name + ",a:b1,b:b0,x:b2,y:b3,start:b6,platform:" + sdlPlatform() + ",\n"
	}
	files := fstest.MapFS{MappingsFile: {Data: []byte(line(padA, "Data Pad A") + line(padB, "Data Pad B"))}}
	cfg := t.TempDir()
	if err := os.WriteFile(filepath.Join(cfg, MappingsFile), []byte("# mine\n"+line(padB, "Player Pad B")+"broken\n"+line(padA, "NUL\x00Pad")), 0o644); err != nil {
		t.Fatal(err)
	}
	var logged bytes.Buffer
	e, err := New(&Options{Headless: true, Data: files, ConfigDir: cfg, Logger: slog.New(slog.NewTextHandler(&logged, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	cases := []struct {
		pad  *sdlinput.VirtualPad
		name string
	}{{padA, "Data Pad A"}, {padB, "Player Pad B"}}
	for _, c := range cases {
		if got, want := c.pad.Mapping(), guid(c.pad)+","+c.name+",a:b1,b:b0,"; !strings.HasPrefix(got, want) {
			t.Errorf("SDL's mapping: got %q, want it to start %q", got, want)
		}
	}
	log := logged.String()
	path := filepath.Join(cfg, MappingsFile)
	for _, want := range []string{"added=2", "added=1", path + `:3: mapping \"broken\" skipped`, path + `:4: mapping \"NUL\\x00Pad\" skipped: holds a NUL byte`} {
		if !strings.Contains(log, want) {
			t.Errorf("the log lacks %q:\n%s", want, log)
		}
	}
}

// TestNewSkipsMappingsThatAreNotFiles: a FIFO in place of the data's and
// the player's gamecontrollerdb.txt does not hang the start (reading a FIFO
// waits for a writer): each is logged as not read, naming it, and the game
// starts.
func TestNewSkipsMappingsThatAreNotFiles(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	dataDir, cfg := t.TempDir(), t.TempDir()
	datatest.MakeSpecial(t, filepath.Join(dataDir, MappingsFile), "fifo")
	datatest.MakeSpecial(t, filepath.Join(cfg, MappingsFile), "fifo")
	var logged bytes.Buffer
	var e *Engine
	var err error
	datatest.Returns(t, "engine.New", func() {
		e, err = New(&Options{Headless: true, DataDir: dataDir, ConfigDir: cfg, Logger: slog.New(slog.NewTextHandler(&logged, nil))})
	})
	if err != nil {
		t.Fatal(err)
	}
	e.Close()
	log := logged.String()
	for _, dir := range []string{dataDir, cfg} {
		if want := "file=" + filepath.Join(dir, MappingsFile); !strings.Contains(log, want) {
			t.Errorf("the log lacks %q:\n%s", want, log)
		}
	}
	if n := strings.Count(log, "not a regular file: it is a named pipe (FIFO)"); n != 2 {
		t.Errorf("the log says %d times that a file is a named pipe, want 2:\n%s", n, log)
	}
}
