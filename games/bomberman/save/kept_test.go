package save_test

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// assertOnly fails unless dir holds exactly the named entries.
func assertOnly(t *testing.T, dir string, names ...string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range ents {
		got = append(got, e.Name())
	}
	if strings.Join(got, "|") != strings.Join(names, "|") {
		t.Errorf("folder holds %v, want %v", got, names)
	}
}

func TestSaveRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, "."+save.HighScoresFile+".tmp-111")
	fresh := filepath.Join(dir, "."+save.HighScoresFile+".tmp-222")
	other := filepath.Join(dir, ".other.tmp-333")
	for _, p := range []string{stale, fresh, other} {
		if err := os.WriteFile(p, []byte("{"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-data.StaleTempAge - time.Minute)
	for _, p := range []string{stale, other} {
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	tb, err := save.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := tb.Save(); err != nil {
		t.Fatal(err)
	}
	// Only the old temporary file of the table goes; a fresh one may be a
	// save in progress, and other files are not ours.
	assertOnly(t, dir, ".highscores.json.tmp-222", ".other.tmp-333", save.HighScoresFile)
}

func TestSaveCreatesTheFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "first", "run")
	tb := newTable(t, dir)
	fill(t, tb, 500)
	if err := tb.Save(); err != nil {
		t.Fatal(err)
	}
	if err := save.SaveSettings(dir, save.DefaultSettings()); err != nil {
		t.Fatal(err)
	}
	assertOnly(t, dir, save.HighScoresFile, save.SettingsFile)
}

// envUnprivileged, set, makes TestUnreadableSavesAreKept run its mode-000
// case: the test re-runs itself so as the user nobody when it runs as root,
// who can read any file.
const envUnprivileged = "BOMBERMAN_SAVE_UNPRIVILEGED"

// TestUnreadableSavesAreKept: a high-score or settings file that exists but
// cannot be read is never written over. The game gets an empty table and the
// default settings in memory, an error saying so, and every later save
// refuses with data.ErrUnreadable; the file keeps its bytes.
func TestUnreadableSavesAreKept(t *testing.T) {
	cases := []struct {
		name  string
		spoil func(t *testing.T, path string) // makes the file unreadable
		want  string                          // in the load error
	}{
		{"over the size limit", func(t *testing.T, path string) {
			if err := os.Truncate(path, data.MaxFileSize+1); err != nil {
				t.Fatal(err)
			}
		}, "too large"},
		{"mode 000", func(t *testing.T, path string) {
			if err := os.Chmod(path, 0); err != nil {
				t.Fatal(err)
			}
		}, "permission denied"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.name == "mode 000" && runtime.GOOS == "windows" {
				t.Skip("Windows has no mode bits that keep a file's owner from reading it")
			}
			if c.name == "mode 000" && os.Geteuid() == 0 {
				if os.Getenv(envUnprivileged) == "" {
					datatest.RerunAsNobody(t, "TestUnreadableSavesAreKept/mode_000", envUnprivileged+"=1")
					return
				}
				t.Fatal("still root after setpriv")
			}
			dir := t.TempDir()
			scores := filepath.Join(dir, save.HighScoresFile)
			settings := filepath.Join(dir, save.SettingsFile)
			old := newTable(t, dir)
			fill(t, old, 900, 800)
			if err := old.Save(); err != nil {
				t.Fatal(err)
			}
			st := save.DefaultSettings()
			st.MusicVolume = 10
			if err := save.SaveSettings(dir, st); err != nil {
				t.Fatal(err)
			}
			before := map[string]string{}
			for _, p := range []string{scores, settings} {
				raw, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				c.spoil(t, p)
				before[p] = string(raw)
			}

			tb, err := save.Load(dir)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), save.HighScoresFile) {
				t.Errorf("Load: got error %v, want one naming %s and saying %q", err, save.HighScoresFile, c.want)
			}
			if tb == nil || tb.Len() != 0 || tb.Kept() == nil {
				t.Fatalf("Load: got table %+v, want an empty one that keeps the file", tb)
			}
			fill(t, tb, 100)
			if err := tb.Save(); !errors.Is(err, data.ErrUnreadable) {
				t.Errorf("Table.Save: got %v, want an error wrapping data.ErrUnreadable", err)
			}

			sf, s, err := save.OpenSettings(dir)
			if err == nil || !strings.Contains(err.Error(), c.want) || s != save.DefaultSettings() || sf.Kept() == nil {
				t.Errorf("OpenSettings: got %+v, %v, kept %v; want the defaults, an error saying %q, kept", s, err, sf.Kept(), c.want)
			}
			if err := sf.Save(st); !errors.Is(err, data.ErrUnreadable) {
				t.Errorf("SettingsStore.Save: got %v, want an error wrapping data.ErrUnreadable", err)
			}
			if err := save.SaveSettings(dir, st); !errors.Is(err, data.ErrUnreadable) {
				t.Errorf("SaveSettings: got %v, want an error wrapping data.ErrUnreadable", err)
			}

			for p, want := range before {
				if err := os.Chmod(p, 0o644); err != nil {
					t.Fatal(err)
				}
				raw, err := os.ReadFile(p)
				if c.name == "over the size limit" {
					want = want + strings.Repeat("\x00", data.MaxFileSize+1-len(want))
				}
				if err != nil || string(raw) != want {
					t.Errorf("%s: changed (%d bytes, %v), want it kept as it was (%d bytes)", filepath.Base(p), len(raw), err, len(want))
				}
			}
			assertOnly(t, dir, save.HighScoresFile, save.SettingsFile)
		})
	}
}
