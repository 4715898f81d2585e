package app_test

import (
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// startBusy starts stage 20 from a password with 10 bombs, range 5,
// flamepass and wallpass, so the bot lives long among its explosions.
func startBusy(tb testing.TB, a *app.App) {
	tb.Helper()
	pw := game.Progress{Stage: 20, Bombs: 10, Range: 5, Flamepass: true, Wallpass: true}.Password()
	if err := a.StartFirst(game.ModeNormal, 20, pw, false); err != nil { // -seed: the same stage every run
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
	s.Look = save.LookModern
	benchPlayFrame(b, &s)
}

func benchPlayFrame(b *testing.B, st *save.Settings) {
	apptest.SDL(b, st)
	a := apptest.Open(b, app.Flags{Stage: 1, Seed: 3, SeedSet: true})
	startBusy(b, a)
	frame := 0
	step := func() {
		a.Controls().Press(0, apptest.BusyInput(frame))
		frame++
		if err := a.Engine().RunOneFrame(); err != nil {
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
		sprites += a.Engine().Renderer().Stats().Sprites
		flames += len(a.Game().Flames())
		parts += a.Play().Effects().Live()
	}
	b.ReportMetric(float64(sprites)/float64(b.N), "sprites/frame")
	b.ReportMetric(float64(flames)/float64(b.N), "flames/frame")
	b.ReportMetric(float64(parts)/float64(b.N), "particles/frame")
}

// TestPlayFrameAllocs guards the benchmark's claim: a frame of play in
// steady state allocates nothing.
func TestPlayFrameAllocs(t *testing.T) {
	if apptest.RaceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	apptest.SDL(t, nil)
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 3, SeedSet: true})
	startBusy(t, a)
	frame := 0
	step := func() {
		a.Controls().Press(0, apptest.BusyInput(frame))
		frame++
		if err := a.Engine().RunOneFrame(); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 600; i++ {
		step()
	}
	if n := testing.AllocsPerRun(300, step); n > 0.05 {
		t.Errorf("got %.2f allocations per frame, want 0", n)
	}
	if len(a.Game().Flames()) == 0 && a.Play().Effects().Live() == 0 {
		t.Log("note: no flames or particles at the end of the run")
	}
}

// reportScene reports what the play scene holds in the benchmark's last
// frame, and the time of its passes per object and per active object.
func reportScene(b *testing.B, a *app.App) {
	st := a.Play().Scene().Stats()
	per := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
	b.ReportMetric(float64(st.Objects), "objects")
	b.ReportMetric(float64(st.Active), "active")
	b.ReportMetric(float64(st.Components), "components")
	b.ReportMetric(float64(st.Updaters+st.Renderables), "hooks/frame")
	b.ReportMetric(per/float64(st.Objects), "ns/object")
	b.ReportMetric(per/float64(st.Active), "ns/active")
}
