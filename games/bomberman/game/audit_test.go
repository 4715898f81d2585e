package game_test

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The rule book is docs/nes-rules.md: these tests read their expectations
// from its tables, so the data and the document cannot drift apart.
const ruleBook = "../../../docs/nes-rules.md"

// ruleBookTable returns the rows of the table in section n of the rule book
// whose header row starts with "| first |", each row's cells trimmed, the
// header and the separator left out.
func ruleBookTable(t *testing.T, n int, first string) [][]string {
	t.Helper()
	raw, err := os.ReadFile(ruleBook)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(raw), "\n")
	heading := fmt.Sprintf("## %d. ", n)
	i := 0
	for i < len(lines) && !strings.HasPrefix(lines[i], heading) {
		i++
	}
	for i < len(lines) && !strings.HasPrefix(strings.TrimSpace(lines[i]), "| "+first+" |") {
		if i > 0 && strings.HasPrefix(lines[i], "## ") && !strings.HasPrefix(lines[i], heading) {
			break
		}
		i++
	}
	if i == len(lines) || !strings.HasPrefix(strings.TrimSpace(lines[i]), "| "+first+" |") {
		t.Fatalf("%s: no table starting with %q in section %d", ruleBook, first, n)
	}
	var rows [][]string
	for i += 2; i < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i]), "|"); i++ {
		cells := strings.Split(strings.Trim(strings.TrimSpace(lines[i]), "|"), "|")
		for j := range cells {
			cells[j] = strings.TrimSpace(cells[j])
		}
		rows = append(rows, cells)
	}
	return rows
}

// atoi parses a rule book number such as "10,000" or "" (0).
func atoi(t *testing.T, s string) int {
	t.Helper()
	if s == "" {
		return 0
	}
	n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
	if err != nil {
		t.Fatalf("%s: %v", ruleBook, err)
	}
	return n
}

// Section 7: every row of stages.json equals the rule book's stage table:
// the count of each enemy type, the total, the item and the secret bonus.
func TestStageTableMatchesRuleBook(t *testing.T) {
	cfg := mustConfig(t)
	rows := ruleBookTable(t, 7, "stage")
	if len(rows) != game.Stages || len(cfg.Stages) != game.Stages {
		t.Fatalf("got %d rule book rows and %d stages, want %d", len(rows), len(cfg.Stages), game.Stages)
	}
	for i, row := range rows {
		var want [9]int
		for k := game.Balloom; k <= game.Pontan; k++ {
			want[k] = atoi(t, row[k])
		}
		n, total, item, secret := atoi(t, row[0]), atoi(t, row[9]), row[10], row[11]
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

// Section 7: the bonus stages come after the stages and with the enemies
// of the rule book's table.
func TestBonusStagesMatchRuleBook(t *testing.T) {
	cfg := mustConfig(t)
	rows := ruleBookTable(t, 7, "after stage")
	if len(rows) != len(cfg.Bonus) {
		t.Fatalf("got %d bonus stages, want the rule book's %d", len(cfg.Bonus), len(rows))
	}
	for i, row := range rows {
		if b := cfg.Bonus[i]; b.After != atoi(t, row[0]) || b.Enemy != row[1] {
			t.Errorf("bonus %d: got after %d %s, want after %s %s", i, b.After, b.Enemy, row[0], row[1])
		}
	}
}

// Section 6: enemies.json has the rule book's speed patterns, wallpass,
// movement, chase axis and window, and points.
func TestEnemyTableMatchesRuleBook(t *testing.T) {
	cfg := mustConfig(t)
	rows := ruleBookTable(t, 6, "#")
	if len(rows) != 8 {
		t.Fatalf("got %d rule book enemies, want 8", len(rows))
	}
	axes := map[string]string{"either axis": "both", "vertically only": "vertical", "horizontally only": "horizontal", "always": "both"}
	for i, row := range rows {
		e := &cfg.Enemies[i+1]
		pattern := row[2][strings.Index(row[2], "`")+1 : strings.LastIndex(row[2], "`")]
		wall := row[4] == "yes"
		behaviour := map[string]string{"wanders": "wander", "chases": "chaser"}[row[5]]
		axis, window, _ := strings.Cut(row[6], ", ")
		threshold := 256
		if window != "" {
			threshold = atoi(t, strings.TrimSuffix(window, " of 256 px"))
		}
		const format = "%s speed %s wallpass %v %s axis %s window %d points %d"
		got := fmt.Sprintf(format, e.Name, e.Speed, e.Wallpass, e.Behaviour, e.ChaseAxis, e.ChaseThreshold, e.Points)
		want := fmt.Sprintf(format, row[1], pattern, wall, behaviour, axes[axis], threshold, atoi(t, row[7]))
		if got != want {
			t.Errorf("enemy %d: got %s, want %s", i+1, got, want)
		}
	}
}

// Section 4: items.json has the rule book's items, in order, each with the
// enemy it releases when bombed.
func TestItemTableMatchesRuleBook(t *testing.T) {
	cfg := mustConfig(t)
	rows := ruleBookTable(t, 4, "#")
	if len(rows) != 8 {
		t.Fatalf("got %d rule book items, want 8", len(rows))
	}
	for i, row := range rows {
		if it := &cfg.Items[i+1]; it.Name != row[1] || it.Enemy != row[3] {
			t.Errorf("item %d: got %s releasing %s, want %s releasing %s", i+1, it.Name, it.Enemy, row[1], row[3])
		}
	}
}

// Section 9: the ladder and the secret items' points are the rule book's.
func TestScoresMatchRuleBook(t *testing.T) {
	cfg := mustConfig(t)
	ladder := ruleBookTable(t, 9, "index")
	if len(ladder) != 1 || len(ladder[0]) != 17 {
		t.Fatalf("rule book ladder: got %v, want one row of 16 values", ladder)
	}
	for i, v := range ladder[0][1:] {
		if cfg.Rules.Ladder[i] != atoi(t, v) {
			t.Errorf("ladder[%d]: got %d, want %s", i, cfg.Rules.Ladder[i], v)
		}
	}
	secrets := ruleBookTable(t, 9, "secret (data name)")
	if len(secrets) != 6 {
		t.Fatalf("got %d rule book secrets, want 6", len(secrets))
	}
	for i, row := range secrets {
		k := game.SecretKind(i + 1)
		name := row[0][strings.Index(row[0], "`")+1 : strings.LastIndex(row[0], "`")]
		if k.String() != name || cfg.Rules.SecretPoints.Of(k) != atoi(t, row[2]) {
			t.Errorf("secret %d: got %s %d, want %s %s", i+1, k, cfg.Rules.SecretPoints.Of(k), name, row[2])
		}
	}
}

// The rule book's numbers for rules.json, each with the section that gives it.
func TestRulesMatchRuleBook(t *testing.T) {
	r := mustConfig(t).Rules
	cases := []struct {
		key       string
		got, want int
		section   int
	}{
		{"bricksBase", r.BricksBase, 50, 1}, {"bricksPerStage", r.BricksPerStage, 2, 1}, {"enemyMinX", r.EnemyMinX, 5, 1},
		{"startBombs", r.StartBombs, 1, 2}, {"startRange", r.StartRange, 1, 2}, {"startLives", r.StartLives, 2, 2},
		{"maxLives", r.MaxLives, 99, 2}, {"deathSteps", r.DeathSteps, 7, 2}, {"deathStepFrames", r.DeathStepFrames, 16, 2},
		{"deathInvisibleFrames", r.DeathInvisibleFrames, 16, 2}, {"deathJingleFrames", r.DeathJingleFrames, 60, 2},
		{"fuse", r.Fuse, 160, 3}, {"maxBombs", r.MaxBombs, 10, 3}, {"tickPeriod", r.TickPeriod, 4, 3},
		{"bonusTickPeriod", r.BonusTickPeriod, 2, 3}, {"brickLethalTicks", r.BrickLethalTicks, 6, 3},
		{"brickFloorTick", r.BrickFloorTick, 7, 3}, {"flameLethalTicks", r.FlameLethalTicks, 7, 3},
		{"flameClearTick", r.FlameClearTick, 8, 3}, {"maxFlames", r.MaxFlames, 80, 3},
		{"itemPoints", r.ItemPoints, 1000, 4}, {"maxRange", r.MaxRange, 5, 4}, {"mysteryFrames", r.MysteryFrames, 2040, 4},
		{"spawnDelay", r.SpawnDelay, 30, 4},
		{"blockedRun", r.BlockedRun, 96, 6}, {"chaserSidePixels", r.ChaserSidePixels, 31, 6},
		{"noChaseFrames", r.NoChaseFrames, 96, 6}, {"enemyFreezeFrames", r.EnemyFreezeFrames, 100, 6},
		{"enemyDissolveFrames", r.EnemyDissolveFrames, 50, 6}, {"enemyPopupFrames", r.EnemyPopupFrames, 100, 6},
		{"bonusEnemies", r.BonusEnemies, 10, 7}, {"bonusTimerStart", r.BonusTimerStart, 30, 7},
		{"timerStart", r.TimerStart, 200, 8}, {"timerPeriod", r.TimerPeriod, 64, 8}, {"timeUpPontans", r.TimeUpPontans, 10, 8},
		{"ladderFrames", r.LadderFrames, 60, 9}, {"secretFrames", r.SecretFrames, 512, 9},
		{"famicomBombs", r.FamicomBombs, 248, 9}, {"colaFrames", r.ColaFrames, 992, 9},
		{"scoreMaxHundreds", r.ScoreMaxHundreds, 9_999_999, 9},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("rules.json %s: got %d, want %d (rule book section %d)", c.key, c.got, c.want, c.section)
		}
	}
	if fmt.Sprint(r.RunLengths) != "[32 64 96 128]" {
		t.Errorf("rules.json runLengths: got %v, want [32 64 96 128] (rule book section 6)", r.RunLengths)
	}
}

// passwordFromRules is section 9's password written from the text alone:
// the 20 fields in the listed order, the checksums, then
// enc[i] = (v[i] - enc[i-1] - 7) & 15 over "AOFKCPGELBHMJDNI". The bomb
// count field holds the bombs beyond the first (section 12).
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
