package playground

import (
	"bytes"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
)

// TestPlayground runs the playground headless on a copy of the emitter
// files: particles stream and render, a burst and a death add theirs, and
// a broken edit shows its error while the stream keeps running.
func TestPlayground(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	if os.Getenv("SDL_AUDIO_DRIVER") == "" {
		os.Setenv("SDL_AUDIO_DRIVER", "dummy")
	}
	dir := t.TempDir()
	for _, f := range Files {
		raw, err := os.ReadFile(filepath.Join("..", "..", "..", "data", "particles", f))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, f), raw, 0o644)
	}
	logged := &bytes.Buffer{}
	e, err := engine.New(&engine.Options{
		Window: render.Options{LogicalW: Width, LogicalH: Height, Scale: 1}, Headless: true, DataDir: dir, Debug: engine.DebugOn,
		Logger: slog.New(slog.NewTextHandler(logged, nil)),
	})
	if err != nil {
		t.Skipf("no SDL video here: %v", err)
	}
	defer e.Close()
	p, err := Setup(e)
	if err != nil {
		t.Fatal(err)
	}
	frames := func(n int) {
		t.Helper()
		for i := 0; i < n; i++ {
			if err := e.RunOneFrame(); err != nil {
				t.Fatal(err)
			}
		}
	}
	frames(60) // one second of sparks at 120/s
	if got := p.test.Live(); got < 80 {
		t.Fatalf("streaming: got %d live, want ~96", got)
	}
	// Every particle of every emitter comes from one atlas texture with
	// one blend: they batch into one draw, the HUD text into another.
	if st := engine.Renderer().Stats(); st.Sprites < 80 || st.Batches > 2 {
		t.Fatalf("got %d sprites in %d batches, want them all in at most 2", st.Sprites, st.Batches)
	}
	shot, err := engine.Renderer().Screenshot(render.WindowPixels)
	if err != nil {
		t.Fatal(err)
	}
	lit := 0
	for i := 0; i < len(shot.Pix); i += 4 {
		if shot.Pix[i] > 100 { // the background's red is 16
			lit++
		}
	}
	if lit < 50 {
		t.Fatalf("got %d bright pixels on screen, want particles (and text)", lit)
	}

	before := p.Live()
	p.burstObj.Transform.SetPosition(mgl32.Vec2{100, 100})
	p.burst.System().SetOrigin(mgl32.Vec2{100, 100}, 0)
	p.burst.Burst(BurstSize)
	p.kill(mgl32.Vec2{200, 100})
	if len(p.deaths) != 1 || p.deaths[0].Live() != 40 {
		t.Fatalf("death: got %d effects, want 1 with 40 particles", len(p.deaths))
	}
	frames(1)
	if got := p.Live(); got < before+BurstSize {
		t.Fatalf("after a burst and a death: got %d live, want at least %d", got, before+BurstSize+40)
	}

	// A broken edit: the error shows, the stream keeps going.
	path := filepath.Join(dir, "sparks.json")
	good, _ := os.ReadFile(path)
	os.WriteFile(path, []byte(strings.Replace(string(good), `"ParticleLife": 0.8`, `"ParticleLife": -0.8`, 1)), 0o644)
	deadline := time.Now().Add(5 * time.Second)
	for p.Error() == nil {
		if time.Now().After(deadline) {
			t.Fatal("the broken edit never showed an error")
		}
		frames(1)
		time.Sleep(5 * time.Millisecond)
	}
	if !strings.Contains(p.Error().Error(), "Emitter.ParticleLife") {
		t.Fatalf("got error %q, want it to name Emitter.ParticleLife", p.Error())
	}
	if !strings.Contains(logged.String(), "ParticleLife") {
		t.Errorf("the engine's logger did not get the reload error; it logged:\n%s", logged)
	}
	frames(1)
	if !strings.Contains(strings.Join(p.hudLines, " "), "ParticleLife") {
		t.Fatalf("HUD: got %q, want the error on screen", p.hudLines)
	}
	if p.test.Live() < 80 {
		t.Fatalf("after a broken edit: got %d live, want the stream still running", p.test.Live())
	}
	os.WriteFile(path, good, 0o644)
	for p.Error() != nil {
		if time.Now().After(deadline.Add(5 * time.Second)) {
			t.Fatal("the good save never cleared the error")
		}
		frames(1)
		time.Sleep(5 * time.Millisecond)
	}
}
