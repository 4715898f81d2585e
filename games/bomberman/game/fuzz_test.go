package game_test

import (
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The loaders of outside input, fuzzed: a modder's stages, enemies, items
// and rules files and a player's replay. Each target is seeded with the
// real files; any input must give a value or an error, never a panic or a
// hang, within datatest's bounds; a data set that loads must also run. Run
// one for a minute with
//
//	go test ./games/bomberman/game -run '^$' -fuzz FuzzRules -fuzztime 60s -fuzzminimizetime 5s -parallel 1

// fuzzDataFile fuzzes one file of the data set, the other three the real ones.
func fuzzDataFile(f *testing.F, name string, seeds ...string) {
	fsys := dataFS(f)
	f.Add(fsys[name].Data)
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		files := fstest.MapFS{}
		for n, file := range fsys {
			files[n] = file
		}
		files[name] = &fstest.MapFile{Data: raw}
		datatest.Bounded(t, func() {
			cfg, err := game.LoadConfig(files)
			if (cfg == nil) == (err == nil) {
				t.Fatalf("got config %v and error %v, want exactly one", cfg != nil, err)
			}
			if err == nil {
				playBriefly(t, cfg)
			}
		})
	})
}

// playBriefly runs a data set that loaded: the first and the last stage
// and a versus round, a few hundred frames each, with bombs.
func playBriefly(t *testing.T, cfg *game.Config) {
	for _, opts := range []game.Options{{Seed: 1, Stage: 1}, {Seed: 2, Stage: game.Stages}, {Seed: 3, Mode: game.ModeVersus}} {
		g, err := game.New(cfg, opts)
		if err != nil {
			t.Fatalf("a loaded data set does not start %+v: %v", opts, err)
		}
		for i := 0; i < 300; i++ {
			b := busyInputs[(i/23)%len(busyInputs)]
			g.Step([2]game.Buttons{b, b})
		}
	}
}

func FuzzRules(f *testing.F) {
	fuzzDataFile(f, game.RulesFile, `{"fuse": 4294967296}`, `{}`, `{"ladder": [1e400]}`)
}

func FuzzStages(f *testing.F) {
	fuzzDataFile(f, game.StagesFile, `{"stages": [], "bonus": [{"after": -1}]}`)
}

func FuzzEnemies(f *testing.F) {
	fuzzDataFile(f, game.EnemiesFile, `{"enemies": [{"name": "Balloom", "speed": "odd"}]}`)
}

func FuzzItems(f *testing.F) {
	fuzzDataFile(f, game.ItemsFile, `{"items": [{"name": "Bombs", "enemy": "Pontan"}]}`)
}

// FuzzReplay: a replay that parses must run; the seed corpus is every
// replay in testdata.
func FuzzReplay(f *testing.F) {
	cfg, err := game.LoadConfig(os.DirFS(dataDir))
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
			rep, err := game.ParseReplay("fuzz.json", raw)
			if (rep == nil) == (err == nil) {
				t.Fatalf("got replay %v and error %v, want exactly one", rep != nil, err)
			}
			if err != nil {
				return
			}
			if _, err := game.RunReplay(cfg, rep, 600); err != nil {
				t.Fatalf("a replay that parses does not run: %v", err)
			}
		})
	})
}
