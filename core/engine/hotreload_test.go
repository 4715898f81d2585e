package engine_test

import (
	"bytes"
	"image"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
)

// tuning is a small data file for the hot-reload tests.
type tuning struct{ V string }

func loadTuning(fsys fs.FS) (tuning, error) {
	var v tuning
	return v, data.LoadJSON(fsys, "tuning.json", &v)
}

// reloadEngine starts a headless debug engine on a real data folder
// holding a good tuning.json, logging into the returned buffer.
func reloadEngine(t testing.TB) (*engine.Engine, string, *bytes.Buffer, func()) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "data")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeTuning(t, dir, `{"V": "good"}`)
	logged := &bytes.Buffer{}
	e, src := newEngine(t, engine.Options{DataDir: dir, Debug: engine.DebugOn, Logger: slog.New(slog.NewTextHandler(logged, nil))})
	if e.Resources().Watcher() == nil {
		t.Fatal("a debug engine on a data folder has no watcher")
	}
	frame := func() {
		t.Helper()
		src.Advance(e.Time().FixedStep())
		if err := e.RunOneFrame(); err != nil {
			t.Fatal(err)
		}
	}
	return e, dir, logged, frame
}

// trackTuning loads tuning.json as a data.Reloadable that e tracks.
func trackTuning(t testing.TB, e *engine.Engine) *data.Reloadable[tuning] {
	t.Helper()
	r, err := data.Load(e.Resources(), loadTuning, "tuning.json")
	if err != nil {
		t.Fatal(err)
	}
	r.Logger = slog.New(slog.DiscardHandler)
	e.TrackReload(r)
	return r
}

func writeTuning(t testing.TB, dir, text string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "tuning.json"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// warningPixels counts the pixels of the warning yellow the problems are
// written in, in the bottom half of the logical screen.
func warningPixels(t *testing.T, e *engine.Engine) int {
	t.Helper()
	img, err := e.Renderer().Screenshot(render.LogicalPixels)
	if err != nil {
		t.Fatal(err)
	}
	return countWarning(img)
}

func countWarning(img *image.RGBA) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y + b.Dy()/2; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if c.R > 200 && c.G > 150 && c.G < 240 && c.B < 120 {
				n++
			}
		}
	}
	return n
}

// A broken edit that a data.Reloadable refused shows on the F3 overlay
// until a good edit fixes it, and only while the overlay shows.
func TestOverlayShowsAReloadErrorUntilFixed(t *testing.T) {
	e, dir, _, frame := reloadEngine(t)
	r := trackTuning(t, e)
	e.TrackReload(nil) // ignored

	steps := []struct {
		name    string
		edit    string // "" keeps the file
		overlay bool
		problem bool // a reload error is set
	}{
		{"good data", "", true, false},
		{"a broken edit", `{"V": 1}`, true, true},
		{"overlay hidden", "", false, false},
		{"overlay shown again", "", true, true},
		{"fixed", `{"V": "fixed"}`, true, false},
	}
	for _, s := range steps {
		if s.edit != "" {
			writeTuning(t, dir, s.edit)
			r.Reload()
		}
		e.SetOverlay(s.overlay)
		frame()
		got := warningPixels(t, e)
		if s.problem && got == 0 {
			t.Errorf("%s: the overlay shows no reload error (reload error: %v)", s.name, r.Err())
		}
		if !s.problem && got != 0 {
			t.Errorf("%s: got %d pixels of warning text, want none", s.name, got)
		}
	}
	if r.Value().V != "fixed" {
		t.Errorf("after the fix: got %q, want %q", r.Value().V, "fixed")
	}

	writeTuning(t, dir, `{"V": true}`)
	r.Reload()
	err := e.ReloadErr()
	if err == nil || !strings.Contains(err.Error(), "tuning.json") {
		t.Errorf("ReloadErr after a broken edit: got %v, want the error naming tuning.json", err)
	}
}

// The watcher's problem (the data folder moved away) is logged once while
// it lasts, not every frame, shows on the overlay, and its end is logged
// once too.
func TestWatcherProblemLoggedOnceAndShown(t *testing.T) {
	e, dir, logged, frame := reloadEngine(t)
	if _, err := e.Resources().Watcher().Watch(filepath.Join(dir, "tuning.json"), func() {}); err != nil {
		t.Fatal(err)
	}
	e.SetOverlay(true)
	frame()
	if got := warningPixels(t, e); got != 0 {
		t.Fatalf("with nothing wrong the overlay shows %d pixels of warning text", got)
	}
	if err := os.Rename(dir, dir+".away"); err != nil {
		t.Fatal(err)
	}
	// Several of the watcher's looks for the lost folder: each makes a new
	// error value with the same words.
	for end := time.Now().Add(time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		frame()
	}
	err := e.ReloadErr()
	if err == nil || !strings.Contains(err.Error(), "is gone") {
		t.Fatalf("ReloadErr with the folder gone: got %v, want it to say the folder is gone", err)
	}
	if got := warningPixels(t, e); got == 0 {
		t.Error("the overlay does not show that the data folder is gone")
	}
	const lost, back = "hot reload cannot see every change", "hot reload sees every change again"
	if got := strings.Count(logged.String(), lost); got != 1 {
		t.Errorf("logged %q %d times over a second of frames, want once:\n%s", lost, got, logged)
	}
	if err := os.Rename(dir+".away", dir); err != nil {
		t.Fatal(err)
	}
	for end := time.Now().Add(5 * time.Second); e.ReloadErr() != nil && time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		frame()
	}
	frame()
	if err := e.ReloadErr(); err != nil {
		t.Fatalf("the folder is back, still: %v", err)
	}
	if got := warningPixels(t, e); got != 0 {
		t.Errorf("the folder is back; the overlay still shows %d pixels of warning text", got)
	}
	if got := strings.Count(logged.String(), back); got != 1 {
		t.Errorf("logged %q %d times, want once:\n%s", back, got, logged)
	}
	if !strings.Contains(logged.String(), "is gone") {
		t.Errorf("the log does not say what went wrong:\n%s", logged)
	}
}

// A frame with the overlay showing a reload error allocates nothing.
func TestOverlayWithAReloadErrorDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	e, dir, _, frame := reloadEngine(t)
	r := trackTuning(t, e)
	live := 7
	e.AddOverlayLine(func(b []byte) []byte { return strconv.AppendInt(append(b, "particles "...), int64(live), 10) })
	writeTuning(t, dir, `{"V": [}`)
	if r.Reload() == nil {
		t.Fatal("a broken edit reloaded")
	}
	e.SetOverlay(true)
	frame()
	if got := testing.AllocsPerRun(50, frame); got != 0 {
		t.Errorf("RunOneFrame with the overlay and a reload error: got %v allocations a frame, want 0", got)
	}
	if warningPixels(t, e) == 0 {
		t.Error("the reload error was not showing")
	}
}

// BenchmarkOverlayWithAReloadError: a frame of an empty scene with the
// F3 overlay showing a refused edit.
func BenchmarkOverlayWithAReloadError(b *testing.B) {
	e, dir, _, frame := reloadEngine(b)
	r := trackTuning(b, e)
	writeTuning(b, dir, `{"V": [}`)
	r.Reload()
	e.SetOverlay(true)
	frame()
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		frame()
	}
}
