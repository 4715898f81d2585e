package tumble_test

import (
	"bytes"
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	rootdata "github.com/bengine-go/bengine/data"
	"github.com/bengine-go/bengine/games/tumble/level"
	"github.com/bengine-go/bengine/games/tumble/tumble"
)

// The route through the yard reaches the flag: the bridge holds, the
// crates can be climbed, the goal's sensor ends the run.
func TestTheYardCanBeFinished(t *testing.T) {
	a := start(t, tumble.Flags{Replay: script(t, 1300, runTo)})
	if !frames(t, a, 1302) {
		t.Errorf("the replay's last step did not end the run")
	}
	d := a.Play.Dump()
	if d.Tick != 1300 || !d.Finished || d.Falls != 0 {
		t.Fatalf("after the route: tick %d, finished %v, falls %d; want 1300, true, 0 (the actor at %.0f, %.0f)", d.Tick, d.Finished, d.Falls, d.Actor.X, d.Actor.Y)
	}
	if d.FinishTick < 900 || d.FinishTick > 1200 {
		t.Errorf("finished at tick %d, want it between 900 and 1200 on this route", d.FinishTick)
	}
	if d.Hits != 0 {
		t.Errorf("%d hits on a route where nothing falls on the actor, want 0", d.Hits)
	}
}

// The same level and the same buttons give bit-identical bodies after
// 6,000 steps (a minute at 10 ms), run twice: the dumps hold Box2D's
// float64 positions, written exactly.
func TestSameLevelAndInputsGiveIdenticalRuns(t *testing.T) {
	ticks := 6000
	if testing.Short() {
		ticks = 1500
	}
	// Right, left, jumps: the actor shoves crates about all minute.
	path := script(t, ticks, runTo+`
1400 left
1450 left+jump
1480 left
2400 right
2430 right+jump
2460 right
3600 left+jump
3630 left
5000 right
`)
	run := func() []byte {
		a := start(t, tumble.Flags{Replay: path})
		frames(t, a, ticks+1)
		raw, err := a.Play.Dump().JSON()
		if err != nil {
			t.Fatal(err)
		}
		a.Close()
		return raw
	}
	first, second := run(), run()
	if !bytes.Equal(first, second) {
		t.Fatalf("two runs of the same replay differ:\n%s\n%s", first, second)
	}
	if !bytes.Contains(first, []byte(`"tick": `+itoa(ticks))) || bytes.Count(first, []byte(`"kind": "plank"`)) < 10 {
		t.Errorf("the dump does not hold the run's bodies:\n%s", first)
	}
}

func itoa(n int) string { return string(appendInt(nil, n)) }

func appendInt(b []byte, n int) []byte {
	if n >= 10 {
		b = appendInt(b, n/10)
	}
	return append(b, byte('0'+n%10))
}

// A run played with the keyboard and recorded replays to the same state.
func TestRecordedRunReplaysToTheSameState(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "run.json")
	a := start(t, tumble.Flags{Record: rec})
	press := func(k input.Key, down bool) {
		t.Helper()
		if err := inputtest.PushKey(k, down); err != nil {
			t.Fatal(err)
		}
	}
	frames(t, a, 1) // the first frame starts the clock
	press(input.KeyRight, true)
	frames(t, a, 57)
	press(input.KeySpace, true)
	frames(t, a, 25)
	press(input.KeySpace, false)
	frames(t, a, 150)
	press(input.KeyUp, true) // a second key for jump
	frames(t, a, 30)
	press(input.KeyUp, false)
	press(input.KeyRight, false)
	press(input.KeyLeft, true)
	frames(t, a, 100)
	press(input.KeyLeft, false)
	frames(t, a, 37)
	live, err := a.Play.Dump().JSON()
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Finish(); err != nil {
		t.Fatal(err)
	}
	a.Close()

	r, err := tumble.LoadReplay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if r.Ticks != 399 || len(r.Inputs) < 5 {
		t.Fatalf("the recording has %d ticks and %d changes, want 399 and the keys' changes: %+v", r.Ticks, len(r.Inputs), r.Inputs)
	}
	b := start(t, tumble.Flags{Replay: rec})
	frames(t, b, r.Ticks+1)
	replayed, err := b.Play.Dump().JSON()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(live, replayed) {
		t.Errorf("the replay ends elsewhere than the run it recorded:\n%s\n%s", live, replayed)
	}
}

// A replay recorded on another version of the level is refused, naming
// both.
func TestReplayOfAnotherLevelIsRefused(t *testing.T) {
	l, _ := yard(t)
	r := &tumble.Replay{Version: tumble.ReplayVersion, Level: tumble.LevelFile("yard"), LevelHash: "0123456789abcdef", Ticks: 10}
	raw, _ := r.Marshal()
	path := filepath.Join(t.TempDir(), "old.json")
	os.WriteFile(path, raw, 0o644)
	_, err := tumble.NewApp(tumble.Flags{Headless: true, Replay: path}, rootdata.Tumble())
	if err == nil {
		t.Fatal("a replay of another level was accepted")
	}
	for _, want := range []string{path, "levels/yard.json", "0123456789abcdef", tumble.LevelHash(l.Encode())} {
		if !bytes.Contains([]byte(err.Error()), []byte(want)) {
			t.Errorf("error %q does not name %q", err, want)
		}
	}
}

// dataWith copies the game's data into a temporary folder, with the yard
// replaced by l, and returns the folder.
func dataWith(t testing.TB, l *level.Level) string {
	t.Helper()
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "levels"), 0o755)
	bind, err := os.ReadFile(filepath.Join("..", "..", "..", "data", "tumble", tumble.BindingsFile))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, tumble.BindingsFile), bind, 0o644)
	if err := os.WriteFile(filepath.Join(dir, "levels", "yard.json"), l.Encode(), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// A crate dropped on the actor hurts it, once, and it flashes red; one
// dropped beside it does not.
func TestHeavyHitHurtsTheActor(t *testing.T) {
	cases := []struct {
		name  string
		crate float32 // its x; the actor starts at x 100
		want  int
	}{
		{"on it", 100, 1},
		{"beside it", 160, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := &level.Level{Name: "drop", Width: 320, Height: 240, Items: []level.Item{
				{Kind: level.Start, X: 100, Y: 210, W: 14, H: 14},
				{Kind: level.Wall, X: 160, Y: 232, W: 320, H: 16},
				{Kind: level.Crate, X: c.crate, Y: 40, W: 24, H: 24},
			}}
			a := start(t, tumble.Flags{DataDir: dataWith(t, l)})
			red := false
			for range 80 {
				frames(t, a, 1)
				img := screenshot(t, a, "hit")
				x, y := int(a.Play.Dump().Actor.X), int(a.Play.Dump().Actor.Y)-60 // the camera is 60 down
				for dy := -3; dy <= 3; dy++ {
					red = red || isRed(img.RGBAAt(x-3, y+dy)) || isRed(img.RGBAAt(x+3, y+dy))
				}
			}
			if got := a.Play.Dump().Hits; got != c.want {
				t.Errorf("%d hits, want %d", got, c.want)
			}
			if red != (c.want > 0) {
				t.Errorf("the actor flashed red: %v, want %v", red, c.want > 0)
			}
		})
	}
}

// isRed tells the hurt flash (red, green and blue at 1, 0.25, 0.2 times
// the skin's) from the skin, whatever the light.
func isRed(c color.RGBA) bool { return c.R > 40 && int(c.R) > 3*int(c.G)+10 }

// An actor that falls out of the level starts again at the start.
func TestFallingOutRespawns(t *testing.T) {
	l := &level.Level{Name: "pit", Width: 320, Height: 180, Items: []level.Item{
		{Kind: level.Start, X: 100, Y: 50, W: 14, H: 14},
	}}
	a := start(t, tumble.Flags{DataDir: dataWith(t, l)})
	frames(t, a, 120) // falls 180 + 64 px in well under a second
	d := a.Play.Dump()
	if d.Falls != 1 {
		t.Errorf("%d falls, want 1", d.Falls)
	}
}

// R starts the run over: the level built again, the clock at 0, the actor
// at the start.
func TestRestart(t *testing.T) {
	a := start(t, tumble.Flags{})
	frames(t, a, 1)
	if err := inputtest.PushKey(input.KeyRight, true); err != nil {
		t.Fatal(err)
	}
	frames(t, a, 100)
	if err := inputtest.PushKey(input.KeyRight, false); err != nil {
		t.Fatal(err)
	}
	if err := inputtest.PushKey(input.KeyR, true); err != nil {
		t.Fatal(err)
	}
	frames(t, a, 1)
	inputtest.PushKey(input.KeyR, false)
	frames(t, a, 1)
	d := a.Play.Dump()
	l, _ := yard(t)
	st := l.Items[l.Index(level.Start)]
	if d.Tick > 1 || d.Actor.X != float64(st.X) {
		t.Errorf("after R: tick %d, the actor at x %g; want 0 or 1, at the start's %g", d.Tick, d.Actor.X, st.X)
	}
}
