package game_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

func dataFS(t testing.TB) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	for _, n := range []string{game.StagesFile, game.EnemiesFile, game.ItemsFile, game.RulesFile} {
		raw, err := os.ReadFile(filepath.Join(dataDir, n))
		if err != nil {
			t.Fatal(err)
		}
		fsys[n] = &fstest.MapFile{Data: raw}
	}
	return fsys
}

// Malformed data files are clear errors naming the file and the field.
func TestConfigErrors(t *testing.T) {
	cases := []struct {
		name       string
		file       string
		old, new   string
		wantSubstr []string
	}{
		{"unknown field", game.RulesFile, `"fuse": 160`, `"fuze": 160`, []string{"rules.json", "unknown field", "fuze"}},
		{"negative fuse", game.RulesFile, `"fuse": 160`, `"fuse": -1`, []string{"rules.json", "field fuse", "got -1"}},
		{"short ladder", game.RulesFile, `"ladder": [100, `, `"ladder": [`, []string{"rules.json", "ladder", "want 16"}},
		{"wrong total", game.StagesFile, `"total": 6, "item": "Flames"`, `"total": 7, "item": "Flames"`, []string{"stages.json", "stages[0].total", "got 7"}},
		{"unknown enemy name", game.StagesFile, `{"Balloom": 6}`, `{"Baloom": 6}`, []string{"stages.json", "unknown field", "Baloom"}},
		{"unknown item", game.StagesFile, `"item": "Flames", "secret": "Mask"}`, `"item": "Fire", "secret": "Mask"}`, []string{"stages.json", "stages[0].item", "Fire"}},
		{"bad secret", game.StagesFile, `"secret": "Mask"}`, `"secret": "Hat"}`, []string{"stages.json", ".secret", "Hat"}},
		{"bonus enemy", game.StagesFile, `{"after": 5, "enemy": "Balloom"}`, `{"after": 5, "enemy": "Ghost"}`, []string{"stages.json", "bonus[0].enemy"}},
		{"wrong type", game.StagesFile, `"stage": 1,`, `"stage": "one",`, []string{"stages.json:3:15: stages[0].stage: want an integer"}},
		{"trailing data", game.ItemsFile, "]\n}\n", "]\n}\n{}", []string{"items.json", "after the JSON value"}},
		{"bad speed", game.EnemiesFile, `"speed": "odd",     "wallpass": false`, `"speed": "fast",     "wallpass": false`, []string{"enemies.json", "enemies[0].speed", "fast"}},
		{"enemy order", game.EnemiesFile, `"name": "Balloom"`, `"name": "Bal"`, []string{"enemies.json", "enemies[0].name"}},
		{"wall-pass brick", game.EnemiesFile, `"wallpass": true,  "behaviour": "wander", "chaseAxis": "both",       "chaseThreshold": 200, "points": 1000, "onBrick": "pass"`,
			`"wallpass": true,  "behaviour": "wander", "chaseAxis": "both",       "chaseThreshold": 200, "points": 1000, "onBrick": "reverse"`, []string{"enemies.json", "enemies[4].onBrick"}},
		{"item effect", game.ItemsFile, `"effect": "bombs"`, `"effect": "bomb"`, []string{"items.json", "items[0].effect"}},
		{"item enemy", game.ItemsFile, `"enemy": "Balloom"`, `"enemy": "Blob"`, []string{"items.json", "items[0].enemy", "Blob"}},
		{"max flames", game.RulesFile, `"maxFlames": 80`, `"maxFlames": 81`, []string{"rules.json", "maxFlames"}},
		// A period past 32 bits would wrap to 0 in the frame arithmetic.
		{"huge period", game.RulesFile, `"tickPeriod": 4`, `"tickPeriod": 4294967296`, []string{"rules.json", "field tickPeriod", "got 4294967296, want 1..216000"}},
		{"timer digits", game.RulesFile, `"timerStart": 200`, `"timerStart": 1000`, []string{"rules.json", "field timerStart", "want 1..999"}},
		{"score digits", game.RulesFile, `"scoreMaxHundreds": 9999999`, `"scoreMaxHundreds": 10000000`, []string{"rules.json", "field scoreMaxHundreds"}},
		{"negative dissolve", game.RulesFile, `"enemyDissolveFrames": 50`, `"enemyDissolveFrames": -1`, []string{"rules.json", "field enemyDissolveFrames", "got -1"}},
		{"negative jingle", game.RulesFile, `"deathJingleFrames": 60`, `"deathJingleFrames": -1`, []string{"rules.json", "field deathJingleFrames", "got -1"}},
		{"huge points", game.RulesFile, `"Nakamoto": 10000000`, `"Nakamoto": 9223372036854775800`, []string{"rules.json", "field secretPoints.Nakamoto"}},
		{"run length", game.RulesFile, `"runLengths": [32,`, `"runLengths": [0,`, []string{"rules.json", "field runLengths[0]", "got 0"}},
		{"versus wins", game.RulesFile, `"versusWins": 3`, `"versusWins": 100`, []string{"rules.json", "field versusWins", "want 1..99"}},
		// Counts so large that their sum wraps around to a small total.
		{"count overflow", game.StagesFile, `{"Balloom": 6}, "total": 6`, `{"Balloom": 4611686018427387904, "Oneal": 4611686018427387904, "Doll": 4611686018427387904, "Minvo": 4611686018427387910}, "total": 6`,
			[]string{"stages.json", "field stages[0].enemies.Balloom", "want 0..10"}},
		{"bonus twice", game.StagesFile, `{"after": 10, "enemy": "Oneal"}`, `{"after": 5, "enemy": "Oneal"}`, []string{"stages.json", "field bonus[1].after", "twice"}},
	}
	for _, c := range cases {
		fsys := dataFS(t)
		raw := string(fsys[c.file].Data)
		if !strings.Contains(raw, c.old) {
			t.Fatalf("%s: %q not in %s", c.name, c.old, c.file)
		}
		fsys[c.file] = &fstest.MapFile{Data: []byte(strings.Replace(raw, c.old, c.new, 1))}
		_, err := game.LoadConfig(fsys)
		if err == nil {
			t.Errorf("%s: got nil error", c.name)
			continue
		}
		for _, s := range c.wantSubstr {
			if !strings.Contains(err.Error(), s) {
				t.Errorf("%s: got %q, want it to contain %q", c.name, err, s)
			}
		}
	}
	fsys := dataFS(t)
	delete(fsys, game.RulesFile)
	if _, err := game.LoadConfig(fsys); err == nil || !strings.Contains(err.Error(), "rules.json") {
		t.Errorf("missing file: got %v, want an error naming rules.json", err)
	}
}

// The shipped data set loads.
func TestConfigLoads(t *testing.T) {
	cfg := mustConfig(t)
	if len(cfg.Stages) != 50 || cfg.Rules.Fuse != 160 || cfg.Items[game.ItemMystery].Spawn != game.Pontan {
		t.Errorf("got %d stages fuse %d mystery spawn %v, want 50 160 Pontan", len(cfg.Stages), cfg.Rules.Fuse, cfg.Items[game.ItemMystery].Spawn)
	}
}

// A reloaded data set applies from the next step.
func TestSetConfigHotReload(t *testing.T) {
	g := empty(t, 1, 1)
	cfg2 := *mustConfig(t)
	cfg2.Rules.Fuse = 20
	g.SetConfig(&cfg2)
	g.Player(0).Speed = true
	steps(g, 1, A)
	steps(g, 19, 0)
	if activeBombs(g) != 1 {
		t.Fatalf("bomb gone before the reloaded fuse of 20")
	}
	steps(g, 1, 0)
	if activeBombs(g) != 0 {
		t.Errorf("got %d bombs after 20 F, want the reloaded fuse of 20 used", activeBombs(g))
	}
}
