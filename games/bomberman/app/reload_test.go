package app_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/effects"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
)

// copyDir copies a folder tree (the data set) for a test to edit.
func copyDir(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.Walk(src, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if info.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), raw, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestHotReload edits rules.json under a running (debug, windowed) game:
// the new numbers reach the game; a broken edit keeps the last good data.
func TestHotReload(t *testing.T) {
	apptest.SDL(t, apptest.EffectsOff())
	dir := t.TempDir()
	copyDir(t, apptest.DataDir, dir)
	a, err := app.Open(app.Flags{Stage: 1, Seed: 1, SeedSet: true, DataDir: dir, Scale: 1, Mute: true}, nil)
	if err != nil {
		t.Skipf("no SDL video here: %v", err)
	}
	defer a.Close()
	if a.Engine().Options().Debug != engine.DebugOn {
		t.Skip("hot reload is for debug builds")
	}
	rules := filepath.Join(dir, "rules.json")
	raw, err := os.ReadFile(rules)
	if err != nil {
		t.Fatal(err)
	}
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		for end := time.Now().Add(5 * time.Second); time.Now().Before(end); {
			if err := a.Engine().RunOneFrame(); err != nil {
				t.Fatal(err)
			}
			if ok() {
				return
			}
		}
		t.Fatalf("%s: not within 5 s", what)
	}
	apptest.Frames(t, a, 2)
	edited := strings.Replace(string(raw), `"maxRange": 5`, `"maxRange": 4`, 1)
	if edited == string(raw) {
		t.Fatal("rules.json has no \"maxRange\": 5 to edit")
	}
	if err := os.WriteFile(rules, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor("the edit reaches the game", func() bool {
		return a.Config().Rules.MaxRange == 4 && a.Game().Numbers().MaxRange == 4
	})
	good := a.Config()
	if err := os.WriteFile(rules, []byte(strings.Replace(edited, `"maxRange": 4`, `"maxRange": -4`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(1500 * time.Millisecond)
	for time.Now().Before(deadline) {
		if err := a.Engine().RunOneFrame(); err != nil {
			t.Fatal(err)
		}
	}
	if a.Config() != good || a.Game().Numbers().MaxRange != 4 {
		t.Fatal("a broken rules.json replaced the last good data")
	}
	if err := a.Engine().ReloadErr(); err == nil || !strings.Contains(err.Error(), "rules.json") {
		t.Errorf("the engine does not report the refused rules.json (its F3 overlay shows ReloadErr): got %v", err)
	}

	// The game's particle files and the bindings go through the same
	// watcher.
	debris := filepath.Join(dir, "particles", "debris.json")
	raw, err = os.ReadFile(debris)
	if err != nil {
		t.Fatal(err)
	}
	life := a.Play().Effects().Config(effects.Debris).Emitter.ParticleLife
	edited = strings.Replace(string(raw), `"ParticleLife":`, `"ParticleLife": 0.125, "X":`, 1)
	if err := os.WriteFile(debris, []byte(edited), 0o644); err != nil { // an unknown field: refused
		t.Fatal(err)
	}
	apptest.Frames(t, a, 30)
	if got := a.Play().Effects().Config(effects.Debris).Emitter.ParticleLife; got != life {
		t.Fatalf("a broken debris.json changed the effect: life %v, want %v", got, life)
	}
	fixed := strings.Replace(edited, `"ParticleLife": 0.125, "X":`, `"ParticleLife":`, 1)
	fixed = replaceNumberAfter(t, fixed, `"ParticleLife":`, "0.125")
	if err := os.WriteFile(debris, []byte(fixed), 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor("the debris edit reaches the effect", func() bool {
		return a.Play().Effects().Config(effects.Debris).Emitter.ParticleLife == 0.125
	})
}

// replaceNumberAfter replaces the JSON number that follows key in s.
func replaceNumberAfter(t *testing.T, s, key, num string) string {
	t.Helper()
	i := strings.Index(s, key)
	if i < 0 {
		t.Fatalf("no %s to edit", key)
	}
	j := i + len(key)
	for j < len(s) && s[j] == ' ' {
		j++
	}
	k := j
	for k < len(s) && strings.IndexByte("0123456789.-eE", s[k]) >= 0 {
		k++
	}
	return s[:j] + num + s[k:]
}
