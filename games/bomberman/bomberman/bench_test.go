package bomberman

import (
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// busyInput is a bot's pattern for a busy stage: walk in a square, dropping
// bombs all the way.
func busyInput(frame int) game.Buttons {
	dirs := [4]game.Buttons{game.ButtonRight, game.ButtonDown, game.ButtonLeft, game.ButtonUp}
	return dirs[(frame/48)&3] | game.ButtonA
}

// startBusy starts stage 20 from a password with 10 bombs, range 5,
// flamepass and wallpass, so the bot lives long among its explosions.
func startBusy(tb testing.TB, a *App) {
	tb.Helper()
	a.started = false // use -seed: the same stage every run
	pw := game.Progress{Stage: 20, Bombs: 10, Range: 5, Flamepass: true, Wallpass: true}.Password()
	if err := a.startGame(game.ModeNormal, 20, pw, false); err != nil {
		tb.Fatal(err)
	}
}

// BenchmarkPlayFrame measures one whole engine frame of a busy stage,
// headless: input, one fixed step of the rules, the session's events and
// effects, Update, Render and Present (offscreen OpenGL, the default NES
// look: particles on, no light or glow).
func BenchmarkPlayFrame(b *testing.B) {
	benchPlayFrame(b, nil)
}

// BenchmarkPlayFrameModern is BenchmarkPlayFrame in the modern look: the
// light map and glow on flames as well.
func BenchmarkPlayFrameModern(b *testing.B) {
	s := save.DefaultSettings()
	s.Glow = true
	benchPlayFrame(b, &s)
}

func benchPlayFrame(b *testing.B, st *save.Settings) {
	sdlTest(b, st)
	a := newTestApp(b, Flags{Stage: 1, Seed: 3, SeedSet: true})
	startBusy(b, a)
	frame := 0
	step := func() {
		a.controls.Press(0, busyInput(frame))
		frame++
		if err := a.Engine.RunOneFrame(); err != nil {
			b.Fatal(err)
		}
	}
	for i := 0; i < 600; i++ { // every batch key, pool and buffer seen
		step()
	}
	b.ReportAllocs()
	b.ResetTimer()
	sprites, flames, parts := 0, 0, 0
	for i := 0; i < b.N; i++ {
		step()
		sprites += engine.Renderer().Stats().Sprites
		flames += len(a.Game().Flames())
		parts += a.fx.live()
	}
	b.ReportMetric(float64(sprites)/float64(b.N), "sprites/frame")
	b.ReportMetric(float64(flames)/float64(b.N), "flames/frame")
	b.ReportMetric(float64(parts)/float64(b.N), "particles/frame")
}

// TestPlayFrameAllocs guards the benchmark's claim: a frame of play in
// steady state allocates nothing.
func TestPlayFrameAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	sdlTest(t, nil)
	a := newTestApp(t, Flags{Stage: 1, Seed: 3, SeedSet: true})
	startBusy(t, a)
	frame := 0
	step := func() {
		a.controls.Press(0, busyInput(frame))
		frame++
		if err := a.Engine.RunOneFrame(); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 600; i++ {
		step()
	}
	if n := testing.AllocsPerRun(300, step); n > 0.05 {
		t.Errorf("got %.2f allocations per frame, want 0", n)
	}
	if len(a.Game().Flames()) == 0 && a.fx.live() == 0 {
		t.Log("note: no flames or particles at the end of the run")
	}
}

// reportScene reports what the play scene holds in the benchmark's last
// frame, and the time of its passes per object and per active object.
func reportScene(b *testing.B, a *App) {
	st := a.play.Stats()
	per := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
	b.ReportMetric(float64(st.Objects), "objects")
	b.ReportMetric(float64(st.Active), "active")
	b.ReportMetric(float64(st.Components), "components")
	b.ReportMetric(float64(st.Updaters+st.Renderables), "hooks/frame")
	b.ReportMetric(per/float64(st.Objects), "ns/object")
	b.ReportMetric(per/float64(st.Active), "ns/active")
}
