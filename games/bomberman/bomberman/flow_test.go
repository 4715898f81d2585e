package bomberman

import (
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// padFor maps the game's buttons to the default gamepad bindings.
var padFor = [...]struct {
	bit game.Buttons
	b   input.Button
}{
	{game.ButtonUp, input.ButtonDPadUp}, {game.ButtonDown, input.ButtonDPadDown},
	{game.ButtonLeft, input.ButtonDPadLeft}, {game.ButtonRight, input.ButtonDPadRight},
	{game.ButtonA, input.ButtonSouth}, {game.ButtonB, input.ButtonEast}, {game.ButtonStart, input.ButtonStart},
}

// playPad holds player p's pad buttons as in, one frame (one fixed step)
// per entry, releasing what the previous entry held and in no longer does.
func (pl *player) playPad(p int, inputs []game.Buttons) {
	pl.t.Helper()
	var prev game.Buttons
	for _, in := range inputs {
		for _, m := range padFor {
			if (in^prev)&m.bit != 0 {
				pl.hold(p, m.b, in&m.bit != 0)
			}
		}
		prev = in
		pl.frames(1)
	}
	for _, m := range padFor {
		if prev&m.bit != 0 {
			pl.hold(p, m.b, false)
		}
	}
}

// bomb presses A on the players' pads for one step in which the game reads
// the players' input: the NES reads it on three frames of four (without the
// speed item), and A is a "pressed" binding, seen by one step only.
func (pl *player) bomb(ps ...int) {
	pl.t.Helper()
	g := pl.a.Game()
	for i := 0; i < 4 && g.Frame()&3 == 0; i++ {
		pl.frames(1)
	}
	for _, p := range ps {
		pl.hold(p, input.ButtonSouth, true)
	}
	pl.frames(1)
	for _, p := range ps {
		pl.hold(p, input.ButtonSouth, false)
	}
	pl.frames(1)
}

// TestWholeFlowByInput plays the game as two people with two gamepads
// would, and only through the input devices: the title, 2P CO-OP chosen with
// player 2's d-pad and player 1's A, the stage intro, play until an enemy is
// shot (a bot plans the moves on a copy of the game; the live game gets them
// as pad presses and must end in the same state), pause with Start and
// resume, both players bombing themselves to a game over, the name entered
// with the pad, the table saved, and loaded again from disk.
func TestWholeFlowByInput(t *testing.T) {
	a, pl := newMenuApp(t, 3)
	pl.plug(2)

	// title: player 2's d-pad moves the cursor, player 1's A chooses
	for i := 0; i < TitleCoop; i++ {
		pl.tap(2, input.ButtonDPadDown)
	}
	if got := a.Menus().title.Selected(); got != TitleCoop {
		t.Fatalf("after player 2's Downs: got entry %d, want %d (2P CO-OP)", got, TitleCoop)
	}
	pl.tap(1, input.ButtonSouth)
	pl.waitFor("the play scene", 3, func() bool { return activeScene() == ScenePlay })
	g := a.Game()
	if g.Mode() != game.ModeCoop || g.Players() != 2 {
		t.Fatalf("got mode %v with %d players, want coop with 2", g.Mode(), g.Players())
	}
	pl.waitFor("the end of the STAGE card", 400, func() bool { return a.session.introLeft == 0 })
	if g.Tick() != 0 {
		t.Fatalf("the A that chose the mode reached the game: tick %d after the intro, want 0", g.Tick())
	}

	// play: a bot plans player 1's moves on a copy until an enemy dies
	plan := *g
	inputs, ok := botPlay(&plan, 2, func(c *game.Game) bool { return c.Score() > 0 }, 6000)
	if !ok {
		t.Fatalf("the bot scored nothing in %d ticks", len(inputs))
	}
	pl.playPad(1, inputs)
	if g.Tick() != plan.Tick() || g.Score() != plan.Score() || g.Player(0).X != plan.Player(0).X || g.Player(0).Y != plan.Player(0).Y {
		t.Fatalf("pad play diverged from the plan: tick %d score %d at (%d,%d), want tick %d score %d at (%d,%d)",
			g.Tick(), g.Score(), g.Player(0).X, g.Player(0).Y, plan.Tick(), plan.Score(), plan.Player(0).X, plan.Player(0).Y)
	}
	score := g.Score()

	// pause with Start, resume with Start
	pl.waitFor("playing", 1000, func() bool { return g.Phase() == game.PhasePlaying })
	pl.tap(1, input.ButtonStart)
	if !g.Paused() {
		t.Fatal("Start did not pause")
	}
	f := g.Frame()
	pl.frames(30)
	if g.Frame() != f {
		t.Fatalf("paused: the frame counter went from %d to %d", f, g.Frame())
	}
	pl.tap(1, input.ButtonStart)
	if g.Paused() {
		t.Fatal("the second Start did not resume")
	}
	pl.frames(5)
	if g.Frame() == f {
		t.Fatal("resumed, but the frame counter stands still")
	}

	// both players drop bombs where they stand until the game is over
	for i := 0; g.Phase() != game.PhaseGameOver; i++ {
		if i > 20000 {
			t.Fatalf("no game over after %d frames: phase %v, lives %d and %d", i, g.Phase(), g.Lives(), g.Player(1).Lives)
		}
		if i%12 == 0 && g.Phase() == game.PhasePlaying {
			pl.bomb(1, 2)
			continue
		}
		pl.frames(1)
	}
	if g.Score() < score {
		t.Fatalf("score went down from %d to %d", score, g.Score())
	}

	// the game over screen stays until Start (after its minimum)
	pl.frames(GameOverMin + 1)
	if got := activeScene(); got != ScenePlay {
		t.Fatalf("the game over left by itself after %d frames: scene %q", GameOverMin+1, got)
	}
	pl.tap(2, input.ButtonStart)
	pl.waitFor("the game over scene", 3, func() bool { return activeScene() == SceneGameOver })
	last := a.Last()
	if last.Score != int64(g.Score()) || last.Password != g.Password() || last.Mode != game.ModeCoop {
		t.Fatalf("got last game %+v, want score %d, password %q, coop", last, g.Score(), g.Password())
	}
	if on, _, _ := a.Menus().over.NameEntry(); !on {
		t.Fatalf("score %d on an empty table: no name entry", last.Score)
	}

	// the name BEN with player 1's pad: up cycles the letter, A confirms
	pl.frames(40) // the screen ignores input for its first half second
	for _, ups := range []int{1, 4, 13} {
		for i := 0; i < ups; i++ {
			pl.tap(1, input.ButtonDPadUp)
		}
		pl.tap(1, input.ButtonSouth)
	}
	pl.waitFor("the high scores", 3, func() bool { return activeScene() == SceneScores })
	if got := a.Menus().scores.highlight; got != 1 {
		t.Errorf("highlighted rank: got %d, want 1", got)
	}

	// saved: a fresh load of the save folder has the entry
	tab, err := save.Load("")
	if err != nil {
		t.Fatal(err)
	}
	es := tab.Entries()
	if len(es) != 1 || es[0].Name != "BEN" || es[0].Score != last.Score || es[0].Stage != last.Stage {
		t.Fatalf("got saved entries %+v, want BEN with %d at stage %d", es, last.Score, last.Stage)
	}

	// and any button goes back to the title, which shows the new TOP
	pl.frames(40)
	pl.tap(2, input.ButtonSouth)
	pl.waitFor("the title", 3, func() bool { return activeScene() == SceneTitle })
	if got := a.Scores().Top(); got != last.Score {
		t.Errorf("TOP: got %d, want %d", got, last.Score)
	}
}
