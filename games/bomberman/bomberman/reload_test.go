package bomberman

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
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
	sdlTest(t, effectsOff())
	dir := t.TempDir()
	for _, d := range []string{"bomberman", "particles"} {
		copyDir(t, filepath.Join(dataDir, d), filepath.Join(dir, d))
	}
	a, err := NewApp(Flags{Stage: 1, Seed: 1, SeedSet: true, DataDir: dir, Scale: 1, Mute: true})
	if err != nil {
		t.Skipf("no SDL video here: %v", err)
	}
	defer a.Close()
	if !a.Engine.Debug() {
		t.Skip("hot reload is for debug builds")
	}
	rules := filepath.Join(dir, "bomberman", "rules.json")
	raw, err := os.ReadFile(rules)
	if err != nil {
		t.Fatal(err)
	}
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		for end := time.Now().Add(5 * time.Second); time.Now().Before(end); {
			if err := a.Engine.RunOneFrame(); err != nil {
				t.Fatal(err)
			}
			if ok() {
				return
			}
		}
		t.Fatalf("%s: not within 5 s", what)
	}
	frames(t, a, 2)
	edited := strings.Replace(string(raw), `"maxRange": 5`, `"maxRange": 4`, 1)
	if edited == string(raw) {
		t.Fatal("rules.json has no \"maxRange\": 5 to edit")
	}
	if err := os.WriteFile(rules, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor("the edit reaches the game", func() bool {
		return a.Config.Rules.MaxRange == 4 && a.Game().Config().Rules.MaxRange == 4
	})
	good := a.Config
	if err := os.WriteFile(rules, []byte(strings.Replace(edited, `"maxRange": 4`, `"maxRange": -4`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(1500 * time.Millisecond)
	for time.Now().Before(deadline) {
		if err := a.Engine.RunOneFrame(); err != nil {
			t.Fatal(err)
		}
	}
	if a.Config != good || a.Game().Config() != good {
		t.Fatal("a broken rules.json replaced the last good data")
	}
}
