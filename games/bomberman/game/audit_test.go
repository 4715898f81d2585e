package game_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// ruleBookTable is section 7's table of nes-rules.md, copied verbatim.
const ruleBookTable = `
01 Bal6                          6  Flames     Mask
02 Bal3 One3                     6  Bombs      Nakamoto
03 Bal2 One2 Dol2                6  Detonator  Famicom
04 Bal1 One1 Dol2 Min2           6  Speed      Cola
05 One4 Dol3                     7  Bombs      Dezeniman
06 One2 Dol3 Min2                7  Bombs      Target
07 One2 Dol3 Kon2                7  Flames     Mask
08 One1 Dol2 Min4                7  Detonator  Target
09 One1 Dol1 Min4 Ova1           7  Bombpass   Mask
10 One1 Dol1 Min1 Kon1 Ova3      7  Wallpass   Nakamoto
11 One1 Dol2 Min3 Kon1 Ova1      8  Bombs      Famicom
12 One1 Dol1 Min1 Kon1 Ova4      8  Bombs      Cola
13 Dol3 Min3 Ova2                8  Detonator  Dezeniman
14 Kon7 Pas1                     8  Bombpass   Target
15 Dol1 Min3 Ova3 Pas1           8  Flames     Mask
16 Min3 Ova4 Pas1                8  Wallpass   Target
17 Dol5 Ova2 Pas1                8  Bombs      Mask
18 Bal3 One3 Pas2                8  Bombpass   Nakamoto
19 Bal1 One1 Dol3 Kon1 Pas2      8  Bombs      Famicom
20 One1 Dol1 Min1 Kon1 Ova2 Pas2 8  Detonator  Cola
21 Kon3 Ova4 Pas2                9  Bombpass   Dezeniman
22 Dol4 Min3 Ova1 Pas1           9  Detonator  Target
23 Dol2 Min2 Kon2 Ova2 Pas1      9  Bombs      Mask
24 Dol1 Min1 Kon2 Ova4 Pas1      9  Detonator  Target
25 One2 Dol1 Min1 Kon2 Ova2 Pas1 9  Bombpass   Mask
26 Bal1 One1 Dol1 Min1 Kon2 Ova2 Pas1  9  Mystery  Nakamoto
27 Bal1 One1 Kon1 Ova5 Pas1      9  Flames     Famicom
28 One1 Dol3 Min3 Ova1 Pas1      9  Bombs      Cola
29 Kon5 Ova2 Pas2                9  Detonator  Dezeniman
30 Dol3 Min2 Kon2 Ova1 Pas1      9  Flamepass  Target
31 One2 Dol2 Min2 Kon2 Ova2      10 Wallpass   Mask
32 One1 Dol1 Min3 Ova4 Pas1      10 Bombs      Target
33 Dol2 Min2 Kon1 Ova3 Pas2      10 Detonator  Mask
34 Dol2 Min3 Ova3 Pas2           10 Mystery    Nakamoto
35 Dol2 Min1 Kon1 Ova3 Pas2      9  Bombpass   Famicom
36 Dol2 Min2 Ova3 Pas3           10 Flamepass  Cola
37 Dol2 Min1 Kon1 Ova3 Pas3      10 Detonator  Dezeniman
38 Dol2 Min2 Ova3 Pas3           10 Flames     Target
39 Dol1 Min1 Kon2 Ova2 Pas4      10 Wallpass   Mask
40 Dol1 Min2 Ova3 Pas4           10 Mystery    Target
41 Dol1 Min1 Kon1 Ova3 Pas4      10 Detonator  Mask
42 Min1 Kon1 Ova3 Pas5           10 Wallpass   Nakamoto
43 Min1 Kon1 Ova2 Pas6           10 Bombpass   Famicom
44 Min1 Kon1 Ova2 Pas6           10 Detonator  Cola
45 Kon2 Ova2 Pas6                10 Mystery    Dezeniman
46 Kon2 Ova2 Pas6                10 Wallpass   Target
47 Kon2 Ova2 Pas6                10 Bombpass   Mask
48 Kon1 Ova2 Pas6 Pon1           10 Detonator  Target
49 Kon2 Ova1 Pas6 Pon1           10 Flamepass  Mask
50 Kon2 Ova1 Pas5 Pon2           10 Mystery    Nakamoto
`

// Section 7: every row of stages.json equals the rule book's table: the
// count of each enemy type (absent types 0), the total, the item and the
// secret bonus.
func TestStageTableMatchesRuleBook(t *testing.T) {
	cfg := mustConfig(t)
	abbr := map[string]game.EnemyKind{"Bal": game.Balloom, "One": game.Oneal, "Dol": game.Doll, "Min": game.Minvo,
		"Kon": game.Kondoria, "Ova": game.Ovapi, "Pas": game.Pass, "Pon": game.Pontan}
	rows := strings.Split(strings.TrimSpace(ruleBookTable), "\n")
	if len(rows) != game.Stages || len(cfg.Stages) != game.Stages {
		t.Fatalf("got %d rule book rows and %d stages, want %d", len(rows), len(cfg.Stages), game.Stages)
	}
	for i, row := range rows {
		f := strings.Fields(row)
		n, _ := strconv.Atoi(f[0])
		var want [9]int
		j := 1
		for ; len(f[j]) > 3 && abbr[f[j][:3]] != 0; j++ {
			c, err := strconv.Atoi(f[j][3:])
			if err != nil {
				t.Fatalf("row %q: %v", row, err)
			}
			want[abbr[f[j][:3]]] = c
		}
		total, _ := strconv.Atoi(f[j])
		item, secret := f[j+1], f[j+2]
		s := &cfg.Stages[i]
		var got [9]int
		for k := game.Balloom; k <= game.Pontan; k++ {
			got[k] = s.Enemies.Of(k)
		}
		if s.Stage != n || got != want || s.Total != total || s.Item != item || s.Secret != secret {
			t.Errorf("stage %d: got %d %v total %d %s %s, want %d %v total %d %s %s",
				i+1, s.Stage, got[1:], s.Total, s.Item, s.Secret, n, want[1:], total, item, secret)
		}
	}
}

// passwordFromRules is section 9's password written from the text alone:
// the 20 fields in the listed order, the checksums, then
// enc[i] = (v[i] - enc[i-1] - 7) & 15 over "AOFKCPGELBHMJDNI". The bomb
// count field holds the bombs beyond the first (doc.go: GENERATE_PASSWORD's
// BONUS_BOMBS).
func passwordFromRules(score, stage, bombs, rng int, speed, det, flamepass, wallpass bool) string {
	d := fmt.Sprintf("%07d", score) // d[0] the top digit ... d[6] the hundreds
	digit := func(i int) int { return int(d[i] - '0') }
	flag := map[bool]int{false: 0, true: 1}
	v := []int{
		digit(6), flag[det], stage % 16, digit(0), -1,
		digit(5), rng, digit(3), flag[flamepass], -1,
		bombs - 1, digit(2), flag[speed], digit(1), -1,
		digit(4), 0, stage / 16, flag[wallpass], -1,
	}
	c := [3]int{}
	for k := 0; k < 3; k++ {
		c[k] = (v[5*k] + v[5*k+1] + v[5*k+2] + v[5*k+3]) % 16
		v[5*k+4] = c[k]
	}
	v[19] = (2*(c[0]+c[1]+c[2]) + v[15] + v[16] + v[17] + v[18]) % 16
	var sb strings.Builder
	prev := 0
	for _, x := range v {
		e := ((x-prev-7)%16 + 32) % 16
		sb.WriteByte("AOFKCPGELBHMJDNI"[e])
		prev = e
	}
	return sb.String()
}

// Section 9: Password equals an independent implementation of the text for
// many random states, and DecodePassword gives the state back.
func TestPasswordMatchesRuleBook(t *testing.T) {
	r := random.New(99).Stream("password")
	for i := 0; i < 5000; i++ {
		pr := game.Progress{ScoreHundreds: r.Intn(10_000_000), Stage: r.Range(1, 50), Bombs: r.Range(1, 10),
			Range: r.Range(1, 5), Speed: r.Intn(2) == 1, Detonator: r.Intn(2) == 1, Flamepass: r.Intn(2) == 1,
			Wallpass: r.Intn(2) == 1}
		if i == 0 {
			pr.ScoreHundreds = 9999999
		}
		want := passwordFromRules(pr.ScoreHundreds, pr.Stage, pr.Bombs, pr.Range, pr.Speed, pr.Detonator, pr.Flamepass, pr.Wallpass)
		got := pr.Password()
		if got != want {
			t.Fatalf("%+v: got %q, want %q", pr, got, want)
		}
		back, err := game.DecodePassword(got)
		if err != nil || back != pr {
			t.Fatalf("decode %q: got %+v, %v, want %+v", got, back, err, pr)
		}
	}
}

// Section 5: the chime (the pause chime, EventAllEnemiesDead) plays once
// when the enemy count reaches 0. The ROM keeps a flag for the stage
// (NO_ENEMIES_CELEBRATED, cleared at each stage start): enemies bombed out of
// the revealed exit and killed again bring no second chime.
func TestChimeOncePerStage(t *testing.T) {
	g := empty(t, 1, 1)
	place(g, 1, 11, 8, 8)
	g.SetTile(9, 2, game.TileConcrete) // not a pillar row; keep the blast in row 1
	g.AddEnemy(0, game.Balloom, game.Pos{X: 10, Y: 1, U: 8, V: 8}, game.DirUp)
	g.SetExit(12, 1, true)
	g.AddBomb(9, 1, 1, 1)
	if n := stepsEvents(g, 10, 0, game.EventAllEnemiesDead); n != 1 {
		t.Fatalf("first time the count reaches 0: got %d chimes, want 1", n)
	}
	steps(g, 300, 0) // the dying Balloom frees its slot
	// Bomb the revealed exit: Oneals (stage 1's item enemy) fill the slots,
	// then a blast on the exit cell's neighbour kills them while they wait.
	g.AddBomb(11, 1, 1, 1)
	n := 0
	for i := 0; i < 8; i++ {
		g.Step([2]game.Buttons{})
		for _, e := range g.Events() {
			if e.Kind == game.EventAllEnemiesDead {
				n++
			}
		}
	}
	if got := countState(g, game.EnemySpawning) + countState(g, game.EnemyAlive); got == 0 {
		t.Fatalf("bombing the exit spawned nothing")
	}
	// Kill every spawned enemy by hand, as a flame would: make them dying.
	for i := range g.Enemies() {
		if e := &g.Enemies()[i]; e.State == game.EnemySpawning || e.State == game.EnemyAlive {
			e.State = game.EnemyDying
		}
	}
	n += stepsEvents(g, 5, 0, game.EventAllEnemiesDead)
	if n != 0 {
		t.Errorf("second time the count reaches 0: got %d chimes, want 0 (once per stage)", n)
	}
	// A new stage start allows it again.
	g.SetStage(1, false)
	for i := range g.Enemies() {
		if e := &g.Enemies()[i]; e.State == game.EnemyAlive {
			e.State = game.EnemyDying
		}
	}
	if n := stepsEvents(g, 1, 0, game.EventAllEnemiesDead); n != 1 {
		t.Errorf("after a stage start: got %d chimes, want 1", n)
	}
}

// Section 9: the Cola bottle needs the d-pad HELD for 992 F after standing
// on the exit: letting go of it starts the count again (the ROM's KEY_TIMER
// is reset when nothing is pressed).
func TestColaNeedsUnbrokenHold(t *testing.T) {
	for _, release := range []bool{false, true} {
		g := empty(t, 1, 1)
		g.SetSecret(game.SecretCola)
		g.SetExit(1, 1, true)
		g.AddEnemy(0, game.Balloom, game.Pos{X: 29, Y: 11, U: 8, V: 8}, game.DirUp).State = game.EnemySpawning
		g.Enemies()[0].Timer = 1 << 20
		g.Player(0).Speed = true
		steps(g, 1, 0) // centred on the exit: armed
		n := stepsEvents(g, 600, R, game.EventSecretAppeared)
		if release {
			n += stepsEvents(g, 1, 0, game.EventSecretAppeared)
		}
		n += stepsEvents(g, 500, R, game.EventSecretAppeared)
		if want := map[bool]int{false: 1, true: 0}[release]; n != want {
			t.Errorf("released the d-pad for 1 F: %v: got %d appearances after 1100 F, want %d", release, n, want)
		}
	}
}

// pocketKill sets up enemy kind k in slot i, shut in cell (x, 1) by concrete
// (row 2 is walled off by the caller), with a bomb on (x-1, 1) that
// detonates on frame fuse, so the kill falls on the next explosion tick.
func pocketKill(g *game.Game, i int, k game.EnemyKind, x, fuse int) {
	g.SetTile(x+1, 1, game.TileConcrete)
	g.AddEnemy(i, k, game.Pos{X: x, Y: 1, U: 8, V: 8}, game.DirRight)
	g.AddBomb(x-1, 1, fuse, 1)
}

// Section 9: the ladder's counter resets 60 frames after the FIRST kill;
// later kills do not extend it. Kills on F=4 and F=56 climb (100 + 200); the
// kill on F=64 starts again at 100.
func TestLadderNotExtendedByLaterKills(t *testing.T) {
	cases := []struct {
		name   string
		fuses  []int // detonation frames; the kills fall on the next ticks
		points int
	}{
		{"F=4, 56, 64", []int{1, 54, 62}, 100 + 200 + 100},
		{"F=4, 56, 60", []int{1, 54, 58}, 100 + 200 + 400},
	}
	for _, c := range cases {
		g := empty(t, 1, 1)
		place(g, 1, 11, 8, 8)
		for x := 1; x < game.MapW-1; x++ {
			g.SetTile(x, 2, game.TileConcrete)
		}
		for i, f := range c.fuses {
			pocketKill(g, i, game.Balloom, 6+4*i, f)
		}
		steps(g, 64+260, 0)
		if got := countState(g, game.EnemyAlive); got != 0 {
			t.Fatalf("%s: %d Ballooms survived", c.name, got)
		}
		if g.Score() != c.points {
			t.Errorf("%s: got %d, want %d", c.name, g.Score(), c.points)
		}
	}
}

// Section 9: LADDER[min(t + k, 16)]: ten Pontans (t = 8) in one blast score
// 8000, 10000, ..., 800000 and the tenth is capped at LADDER[16] = 800000.
func TestLadderCap(t *testing.T) {
	g := empty(t, 1, 1)
	place(g, 1, 11, 8, 8)
	for x := 1; x < game.MapW-1; x++ {
		g.SetTile(x, 2, game.TileConcrete)
	}
	pocketKill(g, 0, game.Pontan, 10, 1)
	for i := 1; i < game.MaxEnemies; i++ {
		g.AddEnemy(i, game.Pontan, game.Pos{X: 10, Y: 1, U: 8, V: 8}, game.DirRight)
	}
	steps(g, 4+260, 0)
	want := 8000 + 10000 + 20000 + 40000 + 80000 + 100000 + 200000 + 400000 + 800000 + 800000
	if g.Score() != want {
		t.Errorf("got %d, want %d", g.Score(), want)
	}
}

// Sections 4 and 5: a flame on the revealed exit fills only the FREE slots:
// a dying enemy (freeze, dissolve, pop-up) keeps its slot.
func TestExitSpawnSkipsDyingSlots(t *testing.T) {
	g := empty(t, 1, 1)
	place(g, 1, 11, 8, 8)
	for x := 1; x < game.MapW-1; x++ {
		g.SetTile(x, 2, game.TileConcrete)
	}
	g.SetExit(12, 1, true)
	pocketKill(g, 0, game.Balloom, 6, 1) // dies on F=4
	g.AddBomb(11, 1, 120, 1)             // reaches the exit while the Balloom's pop-up shows
	steps(g, 124, 0)
	if got := g.Enemies()[0].State; got != game.EnemyDying {
		t.Fatalf("slot 0: got %v, want dying", got)
	}
	if got := countState(g, game.EnemySpawning); got != game.MaxEnemies-1 {
		t.Errorf("got %d spawning, want %d (the dying Balloom holds its slot)", got, game.MaxEnemies-1)
	}
}
