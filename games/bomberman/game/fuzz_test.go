package game

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/bengine-go/bengine/core/data/datatest"
)

// The loaders of outside input, fuzzed: a modder's stages, enemies, items
// and rules files and a player's replay. Each target is seeded with the
// real files; any input must give a value or an error, never a panic or a
// hang, within datatest's bounds; a data set that loads must also play. Run
// one for a minute with
//
//	go test ./games/bomberman/game -run '^$' -fuzz FuzzRules -fuzztime 60s -fuzzminimizetime 5s -parallel 1

const fuzzDataDir = "../../../data/bomberman"

// fuzzDataFile fuzzes the parser of one file of the data set; the other
// files' parts of the Config are the real ones.
func fuzzDataFile(f *testing.F, name string, seeds ...string) {
	real, err := LoadConfig(os.DirFS(fuzzDataDir))
	if err != nil {
		f.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(fuzzDataDir, name))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(raw)
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	var parse func(*Config, []byte) error
	for _, file := range configFiles {
		if file.name == name {
			parse = file.parse
		}
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		datatest.Bounded(t, func() {
			cfg := *real
			if err := parse(&cfg, raw); err == nil {
				playBriefly(t, &cfg)
			}
		})
	})
}

// playBriefly runs a data set that loaded: the first and the last stage
// and a versus round, with bombs, walking, the detonator.
func playBriefly(t *testing.T, cfg *Config) {
	moves := [...]Buttons{ButtonRight | ButtonA, ButtonDown, ButtonLeft | ButtonA, ButtonUp | ButtonB, 0}
	for _, opts := range []Options{{Seed: 1, Stage: 1}, {Seed: 2, Stage: Stages}, {Seed: 3, Mode: ModeVersus}} {
		g, err := New(cfg, opts)
		if err != nil {
			t.Fatalf("a loaded data set does not start %+v: %v", opts, err)
		}
		g.players[0].Detonator = opts.Stage == Stages
		for i := 0; i < 150; i++ {
			b := moves[(i/9)%len(moves)]
			g.Step([2]Buttons{b, b})
		}
	}
}

func FuzzRules(f *testing.F) {
	fuzzDataFile(f, RulesFile, `{"fuse": 4294967296}`, `{}`, `{"ladder": [1e400]}`)
}

func FuzzStages(f *testing.F) {
	fuzzDataFile(f, StagesFile, `{"stages": [], "bonus": [{"after": -1}]}`)
}

func FuzzEnemies(f *testing.F) {
	fuzzDataFile(f, EnemiesFile, `{"enemies": [{"name": "Balloom", "speed": "odd"}]}`)
}

func FuzzItems(f *testing.F) {
	fuzzDataFile(f, ItemsFile, `{"items": [{"name": "Bombs", "enemy": "Pontan"}]}`)
}

// FuzzReplay: a replay that parses must run; the seed corpus is every
// replay in testdata.
func FuzzReplay(f *testing.F) {
	cfg, err := LoadConfig(os.DirFS(fuzzDataDir))
	if err != nil {
		f.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "*.json"))
	for _, p := range files {
		raw, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(raw)
	}
	f.Add([]byte(`{"version":1,"seed":1,"stage":1,"mode":"coop","password":"AAAAAAAAAAAAAAAAAAAA","inputs":[{"tick":9223372036854775807,"p1":"UDLRABS"}]}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		datatest.Bounded(t, func() {
			rep, err := ParseReplay("fuzz.json", raw)
			if (rep == nil) == (err == nil) {
				t.Fatalf("got replay %v and error %v, want exactly one", rep != nil, err)
			}
			if err != nil {
				return
			}
			if _, err := RunReplay(cfg, rep, 600); err != nil {
				t.Fatalf("a replay that parses does not run: %v", err)
			}
		})
	})
}
