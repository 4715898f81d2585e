package game_test

import (
	"strings"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// Section 9 / 11.12: three Ballooms in one blast score 100 + 200 + 400.
func TestMultiKillLadder(t *testing.T) {
	cases := []struct {
		name  string
		kinds []game.EnemyKind
		want  int
	}{
		{"one Balloom", []game.EnemyKind{game.Balloom}, 100},
		{"three Ballooms", []game.EnemyKind{game.Balloom, game.Balloom, game.Balloom}, 100 + 200 + 400},
		{"two Pontans", []game.EnemyKind{game.Pontan, game.Pontan}, 8000 + 10000},
		{"Minvo then Doll", []game.EnemyKind{game.Minvo, game.Doll}, 800 + 800},
	}
	for _, c := range cases {
		g := empty(t, 1, 1)
		place(g, 1, 11, 8, 8)
		cells := [][2]int{{9, 1}, {10, 1}, {8, 1}}
		for i, k := range c.kinds {
			g.AddEnemy(i, k, game.Pos{X: cells[i][0], Y: cells[i][1], U: 8, V: 8}, game.DirUp).Chase = 255
		}
		g.SetTile(9, 2, game.TileConcrete)
		g.AddBomb(9, 1, 1, 1)
		steps(g, 4+250, 0)
		if g.Score() != c.want {
			t.Errorf("%s: got %d, want %d", c.name, g.Score(), c.want)
		}
	}
}

// Section 9: kills 60 F apart restart the ladder.
func TestLadderResets(t *testing.T) {
	g := empty(t, 1, 1)
	place(g, 1, 11, 8, 8)
	for x := 1; x < game.MapW-1; x++ {
		g.SetTile(x, 2, game.TileConcrete)
	}
	g.AddEnemy(0, game.Balloom, game.Pos{X: 6, Y: 1, U: 8, V: 8}, game.DirRight)
	g.AddBomb(5, 1, 1, 1)
	steps(g, 80, 0)
	g.AddEnemy(1, game.Balloom, game.Pos{X: 20, Y: 1, U: 8, V: 8}, game.DirRight)
	g.AddBomb(19, 1, 1, 1)
	steps(g, 300, 0)
	if g.Score() != 200 {
		t.Errorf("got %d, want 100 + 100", g.Score())
	}
}

// Section 9: the score saturates at 7 digits (+ 00).
func TestScoreSaturates(t *testing.T) {
	g := empty(t, 1, 1)
	g.SetScore(9999990)
	g.SetItem(game.ItemBombs, 1, 1, true)
	steps(g, 1, 0)
	if g.Score() != 999999900 {
		t.Errorf("got %d, want 999999900", g.Score())
	}
}

// Section 9: the password encoding, by a vector worked by hand from
// GENERATE_PASSWORD (fields in _pass_data_vars order, BONUS_BOMBS = bombs - 1),
// and round trips.
func TestPassword(t *testing.T) {
	pr := game.Progress{Stage: 1, Bombs: 1, Range: 1}
	if got, want := pr.Password(), "BAHIMNJDJNMNMNMNMNMF"; got != want {
		t.Errorf("stage 1 fresh: got %q, want %q", got, want)
	}
	// Score digits: SCORE+6 (hundreds) first, SCORE+0 (top) fourth, ...
	pr = game.Progress{ScoreHundreds: 1234567, Stage: 1, Bombs: 1, Range: 1}
	if got, want := pr.Password(), "ABOBBGCBACPEFBPBABAA"; got != want {
		t.Errorf("score 123456700: got %q, want %q", got, want)
	}
	cases := []game.Progress{
		{ScoreHundreds: 9999999, Stage: 50, Bombs: 10, Range: 5, Speed: true, Detonator: true, Flamepass: true, Wallpass: true},
		{ScoreHundreds: 1234567, Stage: 17, Bombs: 3, Range: 2, Detonator: true},
		{ScoreHundreds: 5, Stage: 16, Bombs: 1, Range: 5, Wallpass: true},
	}
	for _, c := range cases {
		got, err := game.DecodePassword(c.Password())
		if err != nil || got != c {
			t.Errorf("round trip %+v: got %+v, %v", c, got, err)
		}
	}
	bad := []struct{ s, want string }{
		{"", "has 0 letters, want 20"},
		{"BAHIMNJDJNMNMNMNMNM", "has 19 letters, want 20"},
		{"BAHIMNJDJNMNMNMNMNMA", "checksum mismatch"},
		{"BAHIMNJDJNMNMNMNMNMZ", "letter 'Z' at 20, want A to P"},
		// The NES pad has no lower case; the command line turns it into
		// upper case before it gets here.
		{"bahimnjdjnmnmnmnmnmf", "letter 'b' at 1, want A to P"},
		// Characters are counted, not bytes: 20 letters in 23 bytes.
		{"BAHÄMNJDJNMNMNÖMNMÜF", "letter 'Ä' at 4, want A to P"},
		{"ÄÖÜ", "has 3 letters, want 20"},
	}
	for _, c := range bad {
		if _, err := game.DecodePassword(c.s); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("DecodePassword(%q): got %v, want an error saying %q", c.s, err, c.want)
		}
	}
}

// Section 9: the six secret bonus items.
func TestSecretItems(t *testing.T) {
	type setup func(g *game.Game) int // returns frames to run
	cases := []struct {
		name   string
		kind   game.SecretKind
		set    setup
		appear bool
	}{
		{"Target: exit before any kill", game.SecretTarget, func(g *game.Game) int {
			g.SetExit(2, 1, true)
			g.AddEnemy(0, game.Balloom, game.Pos{X: 29, Y: 11, U: 8, V: 8}, game.DirUp)
			return 20
		}, true},
		{"Target: after a kill", game.SecretTarget, func(g *game.Game) int {
			g.SetExit(2, 1, true)
			g.AddEnemy(0, game.Balloom, game.Pos{X: 10, Y: 1, U: 8, V: 8}, game.DirUp)
			g.AddBomb(9, 1, 1, 1)
			g.AddEnemy(1, game.Balloom, game.Pos{X: 29, Y: 11, U: 8, V: 8}, game.DirUp)
			return 20
		}, false},
		{"Nakamoto: all dead, no brick", game.SecretNakamoto, func(g *game.Game) int { return 2 }, true},
		{"Nakamoto: a brick burned", game.SecretNakamoto, func(g *game.Game) int { g.SetBricksBurned(1); return 2 }, false},
		{"Dezeniman: exit bombed 3 times", game.SecretDezeniman, func(g *game.Game) int {
			g.SetExit(20, 1, true)
			g.SetExitBombed(3)
			return 2
		}, true},
		{"Dezeniman: bombed twice", game.SecretDezeniman, func(g *game.Game) int {
			g.SetExit(20, 1, true)
			g.SetExitBombed(2)
			return 2
		}, false},
		{"Cola: 992 F of d-pad after the exit", game.SecretCola, func(g *game.Game) int {
			g.SetExit(1, 1, true)
			g.AddEnemy(0, game.Balloom, game.Pos{X: 29, Y: 11, U: 8, V: 8}, game.DirUp).State = game.EnemySpawning
			g.Enemies()[0].Timer = 1 << 20
			return 993
		}, true},
		{"Cola: 900 F only", game.SecretCola, func(g *game.Game) int {
			g.SetExit(1, 1, true)
			g.AddEnemy(0, game.Balloom, game.Pos{X: 29, Y: 11, U: 8, V: 8}, game.DirUp).State = game.EnemySpawning
			g.Enemies()[0].Timer = 1 << 20
			return 900
		}, false},
	}
	for _, c := range cases {
		g := empty(t, 1, 1)
		g.SetSecret(c.kind)
		n := c.set(g)
		held := game.Buttons(0)
		if c.kind == game.SecretCola || c.kind == game.SecretTarget {
			held = R
			g.Player(0).Speed = true
			steps(g, 1, 0)
		}
		appeared := stepsEvents(g, n, held, game.EventSecretAppeared) == 1
		if appeared != c.appear {
			t.Errorf("%s: got appeared %v, want %v", c.name, appeared, c.appear)
		}
	}
}

// Section 9: the Goddess Mask: all enemies dead, then the 4 corners without
// leaving the outer ring; shown 512 F; touching it scores 20,000.
func TestSecretMask(t *testing.T) {
	corners := [][2]int{{1, 1}, {29, 1}, {1, 11}, {29, 11}}
	for _, leave := range []bool{false, true} {
		g := empty(t, 1, 1)
		g.SetSecret(game.SecretMask)
		for i, c := range corners {
			place(g, c[0], c[1], 8, 8)
			steps(g, 1, 0)
			if leave && i == 2 {
				place(g, 3, 3, 8, 8)
				steps(g, 1, 0)
			}
		}
		s := g.Secret()
		if s.Visible == leave {
			t.Errorf("left the ring %v: got visible %v", leave, s.Visible)
		}
		if !s.Visible {
			continue
		}
		place(g, s.X, s.Y, 3, 8)
		steps(g, 1, 0)
		if g.Score() != 20000 || g.Secret().Visible {
			t.Errorf("collect: got score %d visible %v, want 20000 false", g.Score(), g.Secret().Visible)
		}
	}
	g := empty(t, 1, 1)
	g.SetSecret(game.SecretNakamoto)
	steps(g, 1, 0)
	if !g.Secret().Visible {
		t.Fatal("Nakamoto not shown")
	}
	steps(g, 511, 0)
	if !g.Secret().Visible {
		t.Errorf("gone before 512 F")
	}
	steps(g, 1, 0)
	if g.Secret().Visible {
		t.Errorf("still shown after 512 F")
	}
}

// Section 9: the Famicom counts bombs exploded by fuse or chain, not by B.
func TestFamicomCountsFuseAndChain(t *testing.T) {
	g := empty(t, 1, 1)
	place(g, 1, 11, 8, 8)
	g.AddBomb(9, 1, 1, 1)
	g.AddBomb(10, 1, 900, 1)
	steps(g, 10, 0)
	p := g.Player(0)
	p.Detonator, p.Speed = true, true
	g.AddBomb(5, 5, 50, 1)
	steps(g, 60, 0)
	steps(g, 1, B)
	if got := g.FuseBlasts(); got != 2 {
		t.Errorf("got %d, want 2 (fuse + chain, not B)", got)
	}
}
