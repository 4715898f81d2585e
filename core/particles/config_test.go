package particles_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	json "github.com/goccy/go-json"

	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/render"
)

// seedJSON is the Mayhem write-up's Emitter.json, verbatim.
const seedJSON = `{
  "Emitter": {
    "ParticleMoveWithObject": false,
    "PatternType": "Rotate",
    "SpawnRate": 100,
    "ParticleLife": 3,
    "SprayAngle": 20,
    "MinSpeed": 100,
    "MaxSpeed": 150,
    "HiveMind": false,
    "UniformAnimation": true,
    "Fade": "Out",
    "FadeTime": 0.2,
    "ScaleSetting": "Pop",
    "ScaleMultiplier": 4.0,
    "ScaleTime": 2.9
  },
  "Animation": {
    "FrameCount": 32,
    "FrameDuration": 0.01,
    "IsLooping": true,
    "DiffAnimations": false
  },
  "Sprite": { "SpriteSource": "particlemagic" }
}`

func TestParseSeedConfig(t *testing.T) {
	c, err := particles.ParseConfig("Emitter.json", []byte(seedJSON))
	if err != nil {
		t.Fatal(err)
	}
	e := c.Emitter
	if !e.PatternType.Rotate || e.SpawnRate != 100 || e.ParticleLife != 3 || e.SprayAngle != 20 ||
		e.MinSpeed != 100 || e.MaxSpeed != 150 || e.Fade != particles.FadeOut || e.FadeTime != 0.2 ||
		e.ScaleSetting != particles.ScalePop || e.ScaleMultiplier != 4 || e.ScaleTime != 2.9 || !e.UniformAnimation {
		t.Fatalf("got %+v, want the Mayhem example's values", e)
	}
	if a := c.Animation; a.FrameCount != 32 || a.FrameDuration != 0.01 || !a.IsLooping || a.DiffAnimations {
		t.Fatalf("got %+v, want the Mayhem example's animation", a)
	}
	if got := c.Sprite.SpriteSource; len(got) != 1 || got[0] != "particlemagic" {
		t.Fatalf("got source %v, want [particlemagic]", got)
	}
	if got, want := c.PoolSize(0), 301; got != want {
		t.Fatalf("pool: got %d, want %d", got, want)
	}
	// Round trip: marshal writes the same schema back.
	out, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	c2, err := particles.ParseConfig("roundtrip.json", out)
	if err != nil {
		t.Fatalf("round trip: %v\n%s", err, out)
	}
	if c2.Emitter.PatternType != c.Emitter.PatternType || c2.Emitter.Fade != c.Emitter.Fade ||
		c2.Sprite.SpriteSource[0] != "particlemagic" {
		t.Fatalf("round trip: got %+v, want %+v", c2, c)
	}
}

func TestParseConfigErrors(t *testing.T) {
	edit := func(old, new string) string {
		if !strings.Contains(seedJSON, old) {
			panic("test: no " + old)
		}
		return strings.Replace(seedJSON, old, new, 1)
	}
	cases := []struct {
		name, in string
		want     []string
	}{
		{"negative life", edit(`"ParticleLife": 3`, `"ParticleLife": -1`), []string{"bad.json", "Emitter.ParticleLife", "-1"}},
		{"zero life", edit(`"ParticleLife": 3`, `"ParticleLife": 0`), []string{"Emitter.ParticleLife"}},
		{"unknown field", edit(`"SpawnRate"`, `"SpawnRat"`), []string{"bad.json:5:", `unknown field "Emitter.SpawnRat"`}},
		{"negative rate", edit(`"SpawnRate": 100`, `"SpawnRate": -5`), []string{"Emitter.SpawnRate", ">= 0"}},
		{"speed order", edit(`"MaxSpeed": 150`, `"MaxSpeed": 50`), []string{"Emitter.MaxSpeed", "MinSpeed"}},
		{"spray", edit(`"SprayAngle": 20`, `"SprayAngle": 200`), []string{"Emitter.SprayAngle"}},
		{"pattern word", edit(`"Rotate"`, `"Spin"`), []string{"bad.json", "PatternType", "Rotate"}},
		{"pattern zero", edit(`"Rotate"`, `[0, 0]`), []string{"Emitter.PatternType", "non-zero"}},
		{"pattern short", edit(`"Rotate"`, `[1]`), []string{"PatternType"}},
		{"fade", edit(`"Fade": "Out"`, `"Fade": "Sideways"`), []string{"bad.json", "Fade", "Sideways"}},
		{"scale", edit(`"ScaleSetting": "Pop"`, `"ScaleSetting": "Bang"`), []string{"ScaleSetting", "Bang"}},
		{"frames", edit(`"FrameCount": 32`, `"FrameCount": 0`), []string{"Animation.FrameCount"}},
		{"frame time", edit(`"FrameDuration": 0.01`, `"FrameDuration": 0`), []string{"Animation.FrameDuration"}},
		{"no sprite", edit(`"SpriteSource": "particlemagic"`, `"SpriteSource": ""`), []string{"Sprite.SpriteSource"}},
		{"type", edit(`"SpawnRate": 100`, `"SpawnRate": "lots"`), []string{"bad.json:5:"}},
		{"huge pool", edit(`"SpawnRate": 100`, `"SpawnRate": 1000000`), []string{"Emitter.SpawnRate", "limit"}},
		{"color", edit(`"ScaleTime": 2.9`, `"ScaleTime": 2.9, "Colors": ["red"]`), []string{"Emitter.Colors[0]"}},
		{"trailing", seedJSON + "{}", []string{"after the JSON value"}},
		{"empty", "", []string{"bad.json", "empty"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := particles.ParseConfig("bad.json", []byte(c.in))
			if err == nil {
				t.Fatalf("got no error, want one containing %q", c.want)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got %q, want it to contain %q", err, w)
				}
			}
		})
	}
}

func TestParseExtras(t *testing.T) {
	in := strings.Replace(seedJSON, `"ScaleTime": 2.9`,
		`"ScaleTime": 2.9, "Direction": 90, "Gravity": 200, "Drag": 0.5, "Size": 6, "Colors": ["#ffcc00", "#ff000080"]`, 1)
	in = strings.Replace(in, `"SpriteSource": "particlemagic"`, `"SpriteSource": ["a", "b"]`, 1)
	c, err := particles.ParseConfig("extras.json", []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	e := c.Emitter
	if e.Direction != 90 || e.Gravity != 200 || e.Drag != 0.5 || e.Size != 6 || len(e.Colors) != 2 {
		t.Fatalf("got %+v, want the extras", e)
	}
	if got := c.Sprite.SpriteSource; len(got) != 2 || got[1] != "b" {
		t.Fatalf("got source %v, want [a b]", got)
	}
	col, _ := particles.ParseColor("#ff000080")
	if col.R != 1 || col.G != 0 || col.A < 0.5 || col.A > 0.51 {
		t.Fatalf("got %+v, want red at half alpha", col)
	}
}

// TestDataFiles checks every emitter file the games ship.
func TestDataFiles(t *testing.T) {
	files, err := filepath.Glob("../../data/particles/*.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 4 {
		t.Fatalf("got %d files in data/particles, want at least 4", len(files))
	}
	for _, f := range files {
		c, err := particles.LoadConfig(os.DirFS(filepath.Dir(f)), filepath.Base(f))
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if _, err := particles.NewSystem(c, playgroundNames{}, 0, nil); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

// playgroundNames answers for the sprite names the playground's atlas
// provides (see games/particles).
type playgroundNames struct{}

func (playgroundNames) Region(name string) (r render.Region, ok bool) {
	switch name {
	case "spark", "debris_0", "debris_1", "debris_2", "dissolve", "magic", "smoke", "dot":
		return render.Region{W: 64, H: 8}, true
	}
	return r, false
}

// anyName answers every sprite name with an 8x8-per-frame strip.
type anyName struct{}

func (anyName) Region(name string) (render.Region, bool) {
	return render.Region{Tex: testTex, W: 8 * 64, H: 8}, true
}

func FuzzEmitterConfig(f *testing.F) {
	f.Add([]byte(seedJSON))
	f.Add([]byte(`{"Emitter": {"PatternType": [1, 0], "ParticleLife": 1}, "Animation": {"FrameCount": 1}, "Sprite": {"SpriteSource": ["a"]}}`))
	f.Add([]byte(`{"Emitter": {"PatternType": "Rotate", "SpawnRate": 1e30, "ParticleLife": 1e30}}`))
	f.Add([]byte(`{"Emitter": {"Fade": 3}}`))
	// The real emitter files: the playground's and the game's.
	for _, dir := range []string{"../../data/particles", "../../data/bomberman/particles"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		if len(files) == 0 {
			f.Fatalf("no emitter files in %s to seed the fuzzer with", dir)
		}
		for _, name := range files {
			if raw, err := os.ReadFile(name); err == nil {
				f.Add(raw)
			}
		}
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var c *particles.Config
		var err error
		datatest.Bounded(t, func() { c, err = particles.ParseConfig("fuzz.json", raw) })
		if (c == nil) == (err == nil) {
			t.Fatalf("got config %v and error %v, want exactly one", c, err)
		}
		if err != nil {
			return
		}
		// A config that loads must run: build, spawn, update, render.
		s, err := particles.NewSystem(c, anyName{}, 8, nil)
		if err != nil {
			t.Fatalf("valid config does not build: %v", err)
		}
		if s.Cap() > particles.MaxParticles+8 {
			t.Fatalf("pool %d over the limit", s.Cap())
		}
		s.Spawn(8)
		s.Emit(0.016)
		s.Update(0.016)
		s.Update(0.5)
		for i := 0; i < s.Live(); i++ {
			_ = s.At(i)
		}
	})
}
