package menu_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/play"
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
func playPad(pl *apptest.Player, p int, inputs []game.Buttons) {
	pl.T.Helper()
	var prev game.Buttons
	for _, in := range inputs {
		for _, m := range padFor {
			if (in^prev)&m.bit != 0 {
				pl.Hold(p, m.b, in&m.bit != 0)
			}
		}
		prev = in
		pl.Frames(1)
	}
	for _, m := range padFor {
		if prev&m.bit != 0 {
			pl.Hold(p, m.b, false)
		}
	}
}

// bomb presses A on the players' pads for one step in which the game reads
// the players' input: the NES reads it on three frames of four (without the
// speed item), and A is a "pressed" binding, seen by one step only.
func bomb(pl *apptest.Player, ps ...int) {
	pl.T.Helper()
	g := pl.A.Game()
	for i := 0; i < 4 && g.Frame()&3 == 0; i++ {
		pl.Frames(1)
	}
	for _, p := range ps {
		pl.Hold(p, input.ButtonSouth, true)
	}
	pl.Frames(1)
	for _, p := range ps {
		pl.Hold(p, input.ButtonSouth, false)
	}
	pl.Frames(1)
}

// TestWholeFlowByInput plays the game as two people with two gamepads
// would, and only through the input devices: the title, 2P CO-OP chosen with
// player 2's d-pad and player 1's A, the stage intro, play until an enemy is
// shot (a bot plans the moves on a copy of the game; the live game gets them
// as pad presses and must end in the same state), pause with Start and
// resume, both players bombing themselves to a game over, the name entered
// with the pad, the table saved, and loaded again from disk.
func TestWholeFlowByInput(t *testing.T) {
	a, pl := apptest.OpenLive(t, 3)
	pl.Plug(2)

	// title: player 2's d-pad moves the cursor, player 1's A chooses
	for i := 0; i < menu.TitleCoop; i++ {
		pl.Tap(2, input.ButtonDPadDown)
	}
	if got := menu.Title(a.Menus()).Selected(); got != menu.TitleCoop {
		t.Fatalf("after player 2's Downs: got entry %d, want %d (2P CO-OP)", got, menu.TitleCoop)
	}
	pl.Tap(1, input.ButtonSouth)
	pl.WaitFor("the play scene", 3, func() bool { return apptest.Scene(a) == play.SceneName })
	g := a.Game()
	if g.Mode() != game.ModeCoop || g.Players() != 2 {
		t.Fatalf("got mode %v with %d players, want coop with 2", g.Mode(), g.Players())
	}
	pl.WaitFor("the end of the STAGE card", 400, func() bool { return a.Play().Intro() == 0 })
	if g.Tick() != 0 {
		t.Fatalf("the A that chose the mode reached the game: tick %d after the intro, want 0", g.Tick())
	}

	// play: a bot plans player 1's moves on a copy until an enemy dies
	plan := *g
	inputs, ok := apptest.BotPlay(&plan, 2, func(c *game.Game) bool { return c.Score() > 0 }, 6000)
	if !ok {
		t.Fatalf("the bot scored nothing in %d ticks", len(inputs))
	}
	playPad(pl, 1, inputs)
	if g.Tick() != plan.Tick() || g.Score() != plan.Score() || g.Player(0).X != plan.Player(0).X || g.Player(0).Y != plan.Player(0).Y {
		t.Fatalf("pad play diverged from the plan: tick %d score %d at (%d,%d), want tick %d score %d at (%d,%d)",
			g.Tick(), g.Score(), g.Player(0).X, g.Player(0).Y, plan.Tick(), plan.Score(), plan.Player(0).X, plan.Player(0).Y)
	}
	score := g.Score()

	// pause with Start, resume with Start
	pl.WaitFor("playing", 1000, func() bool { return g.Phase() == game.PhasePlaying })
	pl.Tap(1, input.ButtonStart)
	if !g.Paused() {
		t.Fatal("Start did not pause")
	}
	f := g.Frame()
	pl.Frames(30)
	if g.Frame() != f {
		t.Fatalf("paused: the frame counter went from %d to %d", f, g.Frame())
	}
	pl.Tap(1, input.ButtonStart)
	if g.Paused() {
		t.Fatal("the second Start did not resume")
	}
	pl.Frames(5)
	if g.Frame() == f {
		t.Fatal("resumed, but the frame counter stands still")
	}

	// both players drop bombs where they stand until the game is over
	for i := 0; g.Phase() != game.PhaseGameOver; i++ {
		if i > 20000 {
			t.Fatalf("no game over after %d frames: phase %v, lives %d and %d", i, g.Phase(), g.Lives(), g.Player(1).Lives)
		}
		if i%12 == 0 && g.Phase() == game.PhasePlaying {
			bomb(pl, 1, 2)
			continue
		}
		pl.Frames(1)
	}
	if g.Score() < score {
		t.Fatalf("score went down from %d to %d", score, g.Score())
	}

	// the game over goes to the menus' game over screen at once
	pl.WaitFor("the game over scene", 3, func() bool { return apptest.Scene(a) == menu.SceneGameOver })
	last := a.Play().Last()
	if last.Score != int64(g.Score()) || last.Password != g.Password() || last.Mode != game.ModeCoop {
		t.Fatalf("got last game %+v, want score %d, password %q, coop", last, g.Score(), g.Password())
	}
	if on, _, _ := menu.Over(a.Menus()).NameEntry(); !on {
		t.Fatalf("score %d on an empty table: no name entry", last.Score)
	}

	// the name BEN with player 1's pad: up cycles the letter, A confirms
	pl.Tap(2, input.ButtonStart) // too early: ignored
	if _, name, pos := menu.Over(a.Menus()).NameEntry(); name != "AAA" || pos != 0 || apptest.Scene(a) != menu.SceneGameOver {
		t.Fatalf("Start before input counts: got name %q at %d in scene %q, want AAA at 0, still the game over", name, pos, apptest.Scene(a))
	}
	pl.Frames(menu.GameOverWait * 60)
	for _, ups := range []int{1, 4, 13} {
		for i := 0; i < ups; i++ {
			pl.Tap(1, input.ButtonDPadUp)
		}
		pl.Tap(1, input.ButtonSouth)
	}
	pl.WaitFor("the high scores", 3, func() bool { return apptest.Scene(a) == menu.SceneScores })
	if got := menu.ScoresHighlight(a.Menus()); got != 1 {
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
	pl.Frames(40)
	pl.Tap(2, input.ButtonSouth)
	pl.WaitFor("the title", 3, func() bool { return apptest.Scene(a) == menu.SceneTitle })
	if got := a.Scores().Top(); got != last.Score {
		t.Errorf("TOP: got %d, want %d", got, last.Score)
	}
}
