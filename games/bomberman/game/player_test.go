package game_test

import (
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// Section 2: 0.75 px/frame (F & 3 != 0), 1 px/frame with Speed.
func TestPlayerSpeed(t *testing.T) {
	cases := []struct {
		name  string
		speed bool
		want  [4]int
	}{
		{"normal 12 px in 16 F", false, [4]int{2, 1, 4, 8}},
		{"speed 16 px in 16 F", true, [4]int{2, 1, 8, 8}},
	}
	for _, c := range cases {
		g := empty(t, 1, 0)
		g.Player(0).Speed = c.speed
		steps(g, 16, R)
		if got := pos(g); got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}

// Section 2 / 11.3: past the centre the other axis re-centres 1 px per px.
func TestPlayerRecentresOnePixel(t *testing.T) {
	g := empty(t, 1, 1)
	g.Player(0).Speed = true
	place(g, 3, 1, 8, 11)
	want := [][4]int{{3, 1, 9, 10}, {3, 1, 10, 9}, {3, 1, 11, 8}, {3, 1, 12, 8}}
	for i, w := range want {
		steps(g, 1, R)
		if got := pos(g); got != w {
			t.Errorf("frame %d: got %v, want %v", i, got, w)
		}
	}
	// A lane is entered up to 7 px off its line, the offset corrected on the way.
	place(g, 1, 1, 12, 8)
	steps(g, 4, D)
	if got, want := pos(g), [4]int{1, 1, 8, 12}; got != want {
		t.Errorf("lane entry: got %v, want %v", got, want)
	}
}

// Section 11.3: no corner slide when pushing straight into a block.
func TestPlayerNoCornerSlide(t *testing.T) {
	g := empty(t, 1, 1)
	g.Player(0).Speed = true
	place(g, 3, 1, 11, 8) // 3 px right of the centre, (3,2) open, (4,2) pillar
	place(g, 2, 1, 11, 8) // (2,2) is a pillar below
	steps(g, 20, D)
	if got, want := pos(g), [4]int{2, 1, 11, 8}; got != want {
		t.Errorf("got %v, want %v (no sidestep)", got, want)
	}
	place(g, 1, 1, 8, 8)
	steps(g, 20, U)
	if got, want := pos(g), [4]int{1, 1, 8, 8}; got != want {
		t.Errorf("into the border: got %v, want %v", got, want)
	}
}

// Section 2: held directions are processed right, left, up, down.
func TestPlayerDirectionOrder(t *testing.T) {
	g := empty(t, 1, 1)
	g.Player(0).Speed = true
	steps(g, 1, R|D)
	// right first: U 9; then down past the centre re-centres U to 8.
	if got, want := pos(g), [4]int{1, 1, 8, 9}; got != want {
		t.Errorf("R+D: got %v, want %v", got, want)
	}
}

// Section 2: without Speed the input handler, buttons too, skips F & 3 == 0.
func TestPlayerInputSkippedFrame(t *testing.T) {
	cases := []struct {
		frame uint32
		speed bool
		want  int
	}{{0, false, 0}, {1, false, 1}, {4, false, 0}, {0, true, 1}}
	for _, c := range cases {
		g := empty(t, 1, c.frame)
		g.Player(0).Speed = c.speed
		steps(g, 1, A)
		if got := activeBombs(g); got != c.want {
			t.Errorf("F=%d speed %v: got %d bombs, want %d", c.frame, c.speed, got, c.want)
		}
	}
}

// Section 2 / 11.1: collision is by the cell holding each centre, not boxes.
func TestCollisionByCell(t *testing.T) {
	g := empty(t, 1, 1)
	place(g, 3, 1, 15, 8)
	g.AddEnemy(0, game.Balloom, game.Pos{X: 4, Y: 1, U: 0, V: 8}, game.DirUp) // 1 px apart, other cell
	steps(g, 1, 0)
	if !g.Player(0).Alive {
		t.Fatalf("player died with the enemy in the next cell")
	}
	g.AddEnemy(0, game.Balloom, game.Pos{X: 3, Y: 1, U: 0, V: 8}, game.DirUp) // 15 px apart, same cell
	steps(g, 1, 0)
	if g.Player(0).Alive || g.Phase() != game.PhaseDying {
		t.Errorf("enemy in the player's cell: got alive %v phase %v, want dead, dying", g.Player(0).Alive, g.Phase())
	}
}

// Section 2 / 11.13: LEFT 2 at the start, 1 bomb, range 1, timer 200.
func TestStartState(t *testing.T) {
	g, err := game.New(mustConfig(t), game.Options{Seed: 3, Stage: 1})
	if err != nil {
		t.Fatal(err)
	}
	d := g.Dump()
	if d.Lives != 2 || d.Player.Bombs != 1 || d.Player.Range != 1 || d.Timer != 200 || d.Phase != "playing" || d.Player.Cell != [2]int{1, 1} || d.Player.Offset != [2]int{8, 8} {
		t.Errorf("got lives %d bombs %d range %d timer %d phase %s cell %v offset %v, want 2 1 1 200 playing [1 1] [8 8]",
			d.Lives, d.Player.Bombs, d.Player.Range, d.Timer, d.Phase, d.Player.Cell, d.Player.Offset)
	}
}

// Section 2: the death sequence, lives - 1, power-ups lost or kept, a new map.
func TestDeathSequence(t *testing.T) {
	cfg := mustConfig(t)
	g, _ := game.New(cfg, game.Options{Seed: 11, Stage: 3})
	before := g.Dump()
	p := g.Player(0)
	p.Bombs, p.Range, p.Speed = 3, 4, true
	p.Wallpass, p.Bombpass, p.Detonator, p.Flamepass = true, true, true, true
	g.AddEnemy(9, game.Balloom, p.Pos, game.DirUp)
	steps(g, 1, 0)
	if g.Phase() != game.PhaseDying {
		t.Fatalf("phase: got %v, want dying", g.Phase())
	}
	r := cfg.Rules
	dying := r.DeathSteps*r.DeathStepFrames + r.DeathInvisibleFrames + r.DeathJingleFrames
	steps(g, dying-1, 0)
	if g.Phase() != game.PhaseDying {
		t.Fatalf("after %d F: got %v, want still dying", dying-1, g.Phase())
	}
	steps(g, 1, 0)
	if g.Phase() != game.PhaseIntro || g.Lives() != 1 {
		t.Fatalf("after %d F: got %v lives %d, want intro lives 1", dying, g.Phase(), g.Lives())
	}
	if p.Wallpass || p.Bombpass || p.Detonator || p.Flamepass || p.Mystery != 0 {
		t.Errorf("power-ups kept: wallpass %v bombpass %v detonator %v flamepass %v mystery %d, want all lost", p.Wallpass, p.Bombpass, p.Detonator, p.Flamepass, p.Mystery)
	}
	if p.Bombs != 3 || p.Range != 4 || !p.Speed {
		t.Errorf("got bombs %d range %d speed %v, want 3 4 true kept", p.Bombs, p.Range, p.Speed)
	}
	after := g.Dump()
	same := true
	for y := range after.Map {
		if after.Map[y] != before.Map[y] {
			same = false
		}
	}
	if same && after.Exit.Cell == before.Exit.Cell {
		t.Errorf("map kept after a death (11.10), want a new layout")
	}
	steps(g, r.IntroFrames, 0)
	if g.Phase() != game.PhasePlaying || g.Timer() != r.TimerStart || countState(g, game.EnemyAlive) != 6 {
		t.Errorf("restart: got %v timer %d enemies %d, want playing 200 6", g.Phase(), g.Timer(), countState(g, game.EnemyAlive))
	}
}

// Section 2 / 9: below 0 lives is Game Over with a password that continues
// the game at LEFT 2.
func TestGameOverAndContinue(t *testing.T) {
	g := empty(t, 17, 1)
	g.SetLives(0)
	g.SetScore(12345)
	p := g.Player(0)
	p.Bombs, p.Range, p.Speed = 4, 3, true
	g.AddEnemy(0, game.Pass, p.Pos, game.DirUp)
	shown := stepsEvents(g, 400, 0, game.EventPasswordShown)
	if g.Phase() != game.PhaseGameOver || shown != 1 || len(g.Password()) != game.PasswordLen {
		t.Fatalf("got phase %v, %d password events, password %q, want gameover, 1, 20 letters", g.Phase(), shown, g.Password())
	}
	pr, err := game.DecodePassword(g.Password())
	if err != nil {
		t.Fatal(err)
	}
	want := game.Progress{ScoreHundreds: 12345, Stage: 17, Bombs: 4, Range: 3, Speed: true}
	if pr != want {
		t.Errorf("decoded: got %+v, want %+v", pr, want)
	}
	if err := g.Continue(g.Password()); err != nil {
		t.Fatal(err)
	}
	if g.Lives() != 2 || g.Stage() != 17 || g.Score() != 1234500 || g.Phase() != game.PhaseIntro || g.Player(0).Bombs != 4 {
		t.Errorf("continue: got lives %d stage %d score %d phase %v bombs %d, want 2 17 1234500 intro 4",
			g.Lives(), g.Stage(), g.Score(), g.Phase(), g.Player(0).Bombs)
	}
}

// Section 1 / 11.14: the map is wider than the screen and scrolls.
func TestScrollX(t *testing.T) {
	cases := []struct{ x, u, want int }{{1, 8, 0}, {8, 0, 0}, {20, 8, 200}, {29, 8, 240}}
	g := empty(t, 1, 0)
	for _, c := range cases {
		place(g, c.x, 1, c.u, 8)
		if got := g.ScrollX(); got != c.want {
			t.Errorf("player at (%d,%d): got scroll %d, want %d", c.x, c.u, got, c.want)
		}
	}
}

// Start pauses on a press and resumes on the next; nothing moves meanwhile.
func TestPause(t *testing.T) {
	g := empty(t, 1, 1)
	g.AddBomb(9, 1, 100, 1)
	n := stepsEvents(g, 1, game.ButtonStart|R, game.EventPause)
	if !g.Paused() || n != 1 {
		t.Fatalf("got paused %v with %d events, want paused", g.Paused(), n)
	}
	f := g.Frame()
	steps(g, 50, game.ButtonStart|R) // held: no toggle
	steps(g, 50, R)
	if !g.Paused() || g.Frame() != f || pos(g) != [4]int{1, 1, 8, 8} || g.Bombs()[0].Fuse != 100 {
		t.Errorf("paused: got paused %v F %d->%d pos %v fuse %d, want all frozen", g.Paused(), f, g.Frame(), pos(g), g.Bombs()[0].Fuse)
	}
	steps(g, 1, game.ButtonStart)
	if g.Paused() {
		t.Errorf("second press: still paused")
	}
}
