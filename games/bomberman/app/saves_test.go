package app_test

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/controls"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/play"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// TestFirstRunSaves: on a first run the save folder does not exist yet; the
// first rebinding, settings change and high score each create it and save.
func TestFirstRunSaves(t *testing.T) {
	apptest.SDL(t, nil)
	dir := filepath.Join(t.TempDir(), "not", "yet")
	t.Setenv(save.EnvDir, dir)
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 1, SeedSet: true})
	if len(a.Notices()) != 0 {
		t.Fatalf("a first run warns: %q", a.Notices())
	}
	in := a.Engine().Input()
	in.SetAction(1, "a", input.KeyBinding(input.KeyK, input.Held))
	if err := a.Controls().SaveBindings(in); err != nil {
		t.Fatalf("first-run SaveBindings: %v", err)
	}
	st := a.Settings()
	st.MusicVolume = 30
	a.ChangeSettings(st)
	if err := a.SaveSettings(); err != nil {
		t.Fatalf("first-run SaveSettings: %v", err)
	}
	a.Scores().Insert("NEW", 500, 1)
	if err := a.Scores().Save(); err != nil {
		t.Fatalf("first-run Scores().Save: %v", err)
	}
	for _, name := range []string{controls.BindingsFile, save.SettingsFile, save.HighScoresFile} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s not saved: %v", name, err)
		}
	}
	if got, err := save.LoadSettings(dir); err != nil || got.MusicVolume != 30 {
		t.Errorf("saved settings: got music %d, %v, want 30", got.MusicVolume, err)
	}
}

// Notices the title shows for save files that exist but cannot be read.
const (
	noticeScores   = "scores unreadable: not saving"
	noticeSettings = "settings unreadable: not saving"
	noticeControls = "controls unreadable: not saving"
)

// envKeptChild, set, makes TestUnreadableSavesAreKept the child process
// that plays with the unreadable files.
const envKeptChild = "BOMBERMAN_TEST_KEPT_CHILD"

// TestUnreadableSavesAreKept starts the game on a save folder whose high
// scores, settings and bindings exist but cannot be read (mode 000, the
// game running as another user; the folder itself is writable by everyone,
// so only the game's refusal keeps the files). The game starts on the
// defaults, says so once per file, and plays on: a high score entered with
// the pad, a setting changed in the options, a rebinding and the quit path
// all leave the three files as they were.
func TestUnreadableSavesAreKept(t *testing.T) {
	if os.Getenv(envKeptChild) != "" {
		keptChild(t)
		return
	}
	if testing.Short() {
		t.Skip("-short: runs the test binary again as another user")
	}
	dir := sharedDir(t)
	files := unreadableSaves(t, dir)
	exe := copyToShared(t, os.Args[0], dir)
	cwd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	cmd := datatest.AsNobody(t, exe, "-test.run", "^TestUnreadableSavesAreKept$", "-test.v")
	cmd.Dir = cwd
	cmd.Env = append(os.Environ(), envKeptChild+"=1", save.EnvDir+"="+dir, "TMPDIR="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestUnreadableSavesAreKept") {
		t.Fatalf("the game as another user: %v\n%s", err, out)
	}
	checkKept(t, dir, files)
}

// keptChild is the game side of TestUnreadableSavesAreKept.
func keptChild(t *testing.T) {
	if _, err := os.ReadFile(filepath.Join(os.Getenv(save.EnvDir), save.HighScoresFile)); err == nil {
		t.Fatal("the high scores can be read: the test must run as a user who cannot read them")
	}
	runtime.LockOSThread()
	t.Cleanup(runtime.UnlockOSThread)
	os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	os.Setenv("SDL_AUDIO_DRIVER", "dummy")
	a, err := app.Open(app.Flags{Seed: 1, SeedSet: true, Mute: true, Headless: true, Live: true, DataDir: apptest.DataDir}, nil) // played as live, with the menus
	if err != nil {
		t.Skipf("no SDL video here: %v", err)
	}
	defer a.Close()
	if got, want := strings.Join(a.Notices(), "|"), noticeSettings+"|"+noticeScores+"|"+noticeControls; got != want {
		t.Fatalf("notices: got %q, want %q", got, want)
	}
	if a.Settings() != save.DefaultSettings() {
		t.Errorf("settings: got %+v, want the defaults", a.Settings())
	}
	pl := &apptest.Player{T: t, A: a}
	pl.Plug(1)

	// a high score, entered with the pad: shown, not saved
	patterns.Broadcast(services.Bus(), play.GameOverDone{Last: play.LastGame{Score: 4200, Stage: 3}}) // the menus' game over
	pl.WaitFor("the game over", 3, func() bool { return apptest.Scene(a) == menu.SceneGameOver })
	pl.Frames(menu.GameOverWait*60 + 2)
	pl.Tap(1, input.ButtonStart)
	pl.WaitFor("the high scores", 3, func() bool { return apptest.Scene(a) == menu.SceneScores })
	if a.Scores().Top() != 4200 {
		t.Errorf("the table in memory: got top %d, want 4200", a.Scores().Top())
	}
	if err := a.Scores().Save(); !errors.Is(err, data.ErrUnreadable) {
		t.Errorf("Scores().Save: got %v, want data.ErrUnreadable", err)
	}

	// a setting changed and left: applied, not saved
	pl.SwitchTo(menu.SceneOptions)
	pl.Tap(1, input.ButtonSouth) // MUSIC up one step
	pl.Tap(1, input.ButtonEast)  // B: back, saving
	pl.WaitFor("the title", 3, func() bool { return apptest.Scene(a) == menu.SceneTitle })
	if got := a.Settings().MusicVolume; got != save.DefaultSettings().MusicVolume+10 { // the options' volume step
		t.Errorf("music volume in effect: got %d, want %d", got, save.DefaultSettings().MusicVolume+10)
	}

	// a rebinding: in effect, not saved
	in := a.Engine().Input()
	in.SetAction(1, "a", input.KeyBinding(input.KeyK, input.Held))
	if err := a.Controls().SaveBindings(in); !errors.Is(err, data.ErrUnreadable) {
		t.Errorf("SaveBindings: got %v, want data.ErrUnreadable", err)
	}

	// the quit path saves what changed, and refuses here too, quietly
	st := a.Settings()
	st.EffectsVolume = 10
	a.ChangeSettings(st)
	if err := a.Finish(); err != nil {
		t.Errorf("finish: %v", err)
	}
	if got := len(a.Notices()); got != 3 {
		t.Errorf("notices after the refused saves: got %q, want the three of the start only", a.Notices())
	}
}

// unreadableSaves writes a high-score table, settings and bindings into dir
// and makes them unreadable (mode 000); it returns their contents by path.
func unreadableSaves(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{
		save.HighScoresFile:   `{"Version": 1, "Entries": [{"Name": "OLD", "Score": 99900, "Stage": 40, "Date": ""}]}` + "\n",
		save.SettingsFile:     `{"MusicVolume": 5}` + "\n",
		controls.BindingsFile: `{"players": []}` + "\n",
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, 0); err != nil {
			t.Fatal(err)
		}
	}
	if os.Geteuid() != 0 {
		if _, err := os.ReadFile(filepath.Join(dir, save.HighScoresFile)); err == nil {
			t.Skip("a mode-000 file is readable here (a file system without modes?)")
		}
	}
	return files
}

// checkKept fails unless dir holds exactly the files, with their contents,
// still mode 000: nothing written over, set aside or added.
func checkKept(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		want, ok := files[e.Name()]
		if !ok {
			if strings.HasSuffix(e.Name(), ".test") || e.Name() == "bomberman" || e.IsDir() {
				continue // the copied executable, SDL's library folder
			}
			t.Errorf("the game left %s in the save folder", e.Name())
			continue
		}
		p := filepath.Join(dir, e.Name())
		info, err := os.Stat(p)
		if err != nil || info.Mode().Perm() != 0 {
			t.Errorf("%s: got mode %v (%v), want 000 as it was", e.Name(), info.Mode().Perm(), err)
		}
		if err := os.Chmod(p, 0o600); err != nil {
			t.Fatal(err)
		}
		raw, err := os.ReadFile(p)
		if err != nil || string(raw) != want {
			t.Errorf("%s: got %q (%v), want it kept as %q", e.Name(), raw, err, want)
		}
		delete(files, e.Name())
	}
	for name := range files {
		t.Errorf("%s is gone from the save folder", name)
	}
}

// sharedDir returns a new folder everyone may write in (removed after the
// test): for what a process running as another user reads and writes.
func sharedDir(t *testing.T) string { return datatest.SharedDir(t) }

// copyToShared copies the executable exe into dir, so that another user
// can run it, and returns the copy's path.
func copyToShared(t *testing.T, exe, dir string) string {
	t.Helper()
	bin, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	to := filepath.Join(dir, filepath.Base(exe))
	if err := os.WriteFile(to, bin, 0o755); err != nil {
		t.Fatal(err)
	}
	return to
}

// TestQuitWritesEverything: however a run ends (here -ticks; SIGINT,
// SIGTERM and SIGHUP quit the engine's loop the same way, see the
// executable's end-to-end tests), App.Run ends in finish: a setting changed
// and not yet saved is saved, and the -record replay and the -dump are
// written.
func TestQuitWritesEverything(t *testing.T) {
	apptest.SDL(t, nil)
	out := t.TempDir()
	rec, dump := filepath.Join(out, "rec.json"), filepath.Join(out, "dump.json")
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 4, SeedSet: true, Ticks: 30, Record: rec, Dump: dump})
	st := a.Settings()
	st.EffectsVolume = 20
	a.ChangeSettings(st)
	if err := a.Run(); err != nil {
		t.Fatalf("Run: %v", err)
	}
	if got, err := save.LoadSettings(""); err != nil || got.EffectsVolume != 20 {
		t.Errorf("settings after quitting: got effects %d, %v, want 20 saved", got.EffectsVolume, err)
	}
	r, err := game.LoadReplay(rec)
	if err != nil || r.Seed != 4 || r.Stage != 1 {
		t.Errorf("-record after quitting: got %+v, %v, want seed 4 stage 1", r, err)
	}
	if d := readDump(t, dump); d.Tick != 30 {
		t.Errorf("-dump after quitting: got tick %d, want 30", d.Tick)
	}
}
