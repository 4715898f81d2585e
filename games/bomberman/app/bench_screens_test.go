package app_test

import (
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// The play benchmarks' screens: stage 1 as a player meets it, and the
// busiest screens the game has (stage 20 from a password with ten bombs
// of range 5, co-op and versus with two bots bombing), in the NES look
// and one in the modern look.
var playScreens = []struct {
	name   string
	modern bool
	start  func(tb testing.TB, a *app.App)
	in     func(frame int) [2]game.Buttons
}{
	{"stage1", false, startOn(game.ModeNormal), func(f int) [2]game.Buttons { return [2]game.Buttons{apptest.BusyInput(f)} }},
	{"busy", false, startBusy, func(f int) [2]game.Buttons { return [2]game.Buttons{apptest.BusyInput(f)} }},
	{"busy-modern", true, startBusy, func(f int) [2]game.Buttons { return [2]game.Buttons{apptest.BusyInput(f)} }},
	{"coop", false, startOn(game.ModeCoop), twoBots},
	{"versus", false, startOn(game.ModeVersus), twoBots},
}

// startOn starts stage 1 of mode, without the card.
func startOn(mode game.Mode) func(tb testing.TB, a *app.App) {
	return func(tb testing.TB, a *app.App) {
		tb.Helper()
		if err := a.StartFirst(mode, 1, "", false); err != nil { // -seed: the same stage every run
			tb.Fatal(err)
		}
	}
}

// twoBots is busyInput for player 1 and a square the other way round,
// bombing less often, for player 2.
func twoBots(f int) [2]game.Buttons {
	dirs := [4]game.Buttons{game.ButtonLeft, game.ButtonUp, game.ButtonRight, game.ButtonDown}
	p2 := dirs[(f/40)&3]
	if f%30 == 7 {
		p2 |= game.ButtonA
	}
	return [2]game.Buttons{apptest.BusyInput(f), p2}
}

// playScreen opens the app on screen k and plays it into steady state:
// every batch key, pool and buffer seen. The bots' players are
// invincible, so that the play goes on for any b.N.
func playScreen(b testing.TB, k int) (a *app.App, step func()) {
	sc := playScreens[k]
	var st *save.Settings
	if sc.modern {
		s := save.DefaultSettings()
		s.Look = save.LookModern
		st = &s
	}
	apptest.SDL(b, st)
	a = apptest.Open(b, app.Flags{Stage: 1, Seed: 3, SeedSet: true})
	sc.start(b, a)
	frame := 0
	step = func() {
		in := sc.in(frame)
		g := a.Game()
		for p := 0; p < g.Players(); p++ {
			a.Controls().Press(p, in[p])
			if sc.name != "busy" && sc.name != "busy-modern" {
				g.Player(p).Mystery = 1 << 20
			}
		}
		frame++
		if err := a.Engine().RunOneFrame(); err != nil {
			b.Fatal(err)
		}
	}
	for i := 0; i < 600; i++ {
		step()
	}
	return a, step
}

// BenchmarkPlayScreens measures one whole engine frame of each screen,
// headless (offscreen OpenGL): input, one fixed step of the rules, the
// events, Update, Render and Present.
func BenchmarkPlayScreens(b *testing.B) {
	for k, sc := range playScreens {
		b.Run(sc.name, func(b *testing.B) {
			a, step := playScreen(b, k)
			b.ReportAllocs()
			b.ResetTimer()
			sprites := 0
			for i := 0; i < b.N; i++ {
				step()
				sprites += a.Engine().Renderer().Stats().Sprites
			}
			b.ReportMetric(float64(sprites)/float64(b.N), "sprites/frame")
		})
	}
}

// BenchmarkPlayPasses measures the play scene's Update, LateUpdate and Render passes
// alone, on a frame of each screen held still (no step, nothing
// presented): what the view costs the frame.
func BenchmarkPlayPasses(b *testing.B) {
	for k, sc := range playScreens {
		b.Run(sc.name, func(b *testing.B) {
			a, _ := playScreen(b, k)
			q := a.Engine().Renderer().Queue() // reset after each pass: nothing is presented
			sc := a.Play().Scene()
			pass := func() {
				sc.Update(1.0 / 60)
				sc.LateUpdate(1.0 / 60)
				sc.Render(q)
				q.Reset()
			}
			pass()
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				pass()
			}
			b.StopTimer()
			reportScene(b, a)
		})
	}
}

// TestPlayScreensDoNotAllocate guards the benchmarks' claim on every
// screen: a frame of play in steady state allocates nothing.
func TestPlayScreensDoNotAllocate(t *testing.T) {
	if apptest.RaceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	for k, sc := range playScreens {
		t.Run(sc.name, func(t *testing.T) {
			_, step := playScreen(t, k)
			if n := testing.AllocsPerRun(120, step); n > 0.05 {
				t.Errorf("got %.2f allocations per frame, want 0", n)
			}
		})
	}
}
