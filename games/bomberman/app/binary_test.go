package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/controls"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// built is the executable the tests of this file share, built once.
var built struct {
	once sync.Once
	exe  string
	err  error
}

// executable builds the real game (go build ..) once and returns its path.
// It skips under -short and without the go tool.
func executable(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: builds the executable")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool")
	}
	built.once.Do(func() {
		// Where every user can reach it: some tests run it as another
		// user.
		dir, err := datatest.SharedTempDir("bomberman-exe-")
		if err != nil {
			built.err = err
			return
		}
		built.exe = filepath.Join(dir, "bomberman")
		if out, err := exec.Command(goBin, "build", "-o", built.exe, "..").CombinedOutput(); err != nil {
			built.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.exe
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built.exe != "" {
		os.RemoveAll(filepath.Dir(built.exe))
	}
	os.Exit(code)
}

// run runs the executable with args in work (a new folder if ""), on a
// fresh save folder (or config, if not ""), the offscreen video and dummy
// audio drivers, and returns its combined output and exit code.
func run(t *testing.T, cmd *exec.Cmd, work, config string) (string, int) {
	t.Helper()
	if work == "" {
		work = t.TempDir()
	}
	if config == "" {
		config = t.TempDir()
	}
	cmd.Dir = work
	cmd.Env = append(os.Environ(), save.EnvDir+"="+config, "SDL_VIDEO_DRIVER=offscreen", "SDL_AUDIO_DRIVER=dummy")
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return string(out), 0
	case errors.As(err, &ee):
		return string(out), ee.ExitCode()
	}
	t.Fatalf("%v: %v\n%s", cmd.Args, err, out)
	return "", 0
}

// readDump reads a -dump file.
func readDump(t *testing.T, path string) game.Dump {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var d game.Dump
	if err := json.Unmarshal(raw, &d); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return d
}

// TestBinary builds the real executable and runs it headless from another
// working directory: the dump and the screenshot are written, and a bad
// flag is a clear error with exit code 2.
func TestBinary(t *testing.T) {
	exe := executable(t)
	// The executable alone, in an empty folder: it runs on its embedded data.
	work := t.TempDir()
	if out, code := run(t, exec.Command(exe, "-headless", "-stage", "1", "-seed", "7", "-ticks", "120",
		"-dump", "state.json", "-screenshot", "shot.png"), work, ""); code != 0 {
		t.Fatalf("bomberman: exit %d\n%s", code, out)
	}
	d := readDump(t, filepath.Join(work, "state.json"))
	if d.Tick != 120 || d.Stage != 1 || d.Phase != "playing" || d.Lives != 2 || len(d.Map) != game.MapH {
		t.Errorf("got dump tick %d stage %d phase %s lives %d rows %d, want 120 1 playing 2 13",
			d.Tick, d.Stage, d.Phase, d.Lives, len(d.Map))
	}
	img := apptest.ReadPNG(t, filepath.Join(work, "shot.png"))
	if b := img.Bounds(); b.Dx() != assets.ScreenW || b.Dy() != assets.ScreenH {
		t.Errorf("got a %v screenshot, want %dx%d", b, assets.ScreenW, assets.ScreenH)
	}
	if !apptest.Near(img.RGBAAt(2, 20), assets.HUDGrey) {
		t.Errorf("screenshot HUD: got %v, want the HUD grey", img.RGBAAt(2, 20))
	}

	out, code := run(t, exec.Command(exe, "-stage", "99"), work, "")
	if code != 2 || !strings.Contains(out, "-stage: got 99, want 1..50") {
		t.Errorf("-stage 99: got exit %d %q, want exit 2 and a clear message", code, out)
	}
	out, code = run(t, exec.Command(exe, "-headless", "-ticks", "5", "-data", filepath.Join(work, "nowhere")), work, "")
	if code != 1 || !strings.Contains(out, "nowhere") {
		t.Errorf("missing data: got exit %d %q, want exit 1 naming the folder", code, out)
	}
}

// suicide writes a replay in which player 1 stands in the start corner and
// drops a bomb every 48 ticks until the game is over (own flames, or the
// enemies, take the lives).
func suicide(t *testing.T, dir string) string {
	t.Helper()
	r := game.Replay{Version: game.ReplayVersion, Seed: 5, Stage: 1, Mode: "normal"}
	for tick := 0; tick < 3000; tick += 48 {
		r.Inputs = append(r.Inputs, game.ReplayInput{Tick: tick, P1: "A"}, game.ReplayInput{Tick: tick + 8, P1: ""})
	}
	raw, err := r.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "suicide.json")
	if err := os.WriteFile(p, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestBinaryPassword: -password continues from the game's own Game Over
// passwords exactly as CONTINUE does (the stage, score, bombs, flames and
// power-ups the code holds, LEFT 2), headless with -ticks, -dump, -replay
// and -record (the recording holds the password and replays the same); an
// invalid code exits 1 with the reason.
func TestBinaryPassword(t *testing.T) {
	exe := executable(t)
	work := t.TempDir()
	rec := suicide(t, work)
	start := game.Progress{ScoreHundreds: 5120, Stage: 17, Bombs: 3, Range: 4, Speed: true}.Password()
	// A game continued from start, lost by the replay's bombs: its Game
	// Over password is the game's own.
	if out, code := run(t, exec.Command(exe, "-headless", "-password", start, "-replay", rec, "-ticks", "2400",
		"-dump", "over.json"), work, ""); code != 0 {
		t.Fatalf("-password -replay: exit %d\n%s", code, out)
	}
	over := readDump(t, filepath.Join(work, "over.json"))
	if over.Phase != "gameover" || over.Pass == "" || over.Stage != 17 || over.Score < 512000 {
		t.Fatalf("the continued game: got phase %s password %q stage %d score %d, want a game over at stage 17 with a score of 512000 or more",
			over.Phase, over.Pass, over.Stage, over.Score)
	}
	for _, pw := range []string{start, over.Pass, strings.ToLower(start)} {
		pr, err := game.DecodePassword(strings.ToUpper(pw)) // the command line reads either case
		if err != nil {
			t.Fatalf("the game's password %s: %v", pw, err)
		}
		if out, code := run(t, exec.Command(exe, "-headless", "-password", pw, "-ticks", "1", "-dump", "d.json"), work, ""); code != 0 {
			t.Fatalf("-password %s: exit %d\n%s", pw, code, out)
		}
		d := readDump(t, filepath.Join(work, "d.json"))
		p := d.Player
		got := fmt.Sprintf("stage %d score %d lives %d bombs %d range %d speed %v detonator %v flamepass %v wallpass %v",
			d.Stage, d.Score, d.Lives, p.Bombs, p.Range, p.Speed, p.Detonator, p.Flamepass, p.Wallpass)
		want := fmt.Sprintf("stage %d score %d lives 2 bombs %d range %d speed %v detonator %v flamepass %v wallpass %v",
			pr.Stage, pr.ScoreHundreds*100, pr.Bombs, pr.Range, pr.Speed, pr.Detonator, pr.Flamepass, pr.Wallpass)
		if got != want || d.Phase != "playing" || d.Mode != "" && d.Mode != "normal" {
			t.Errorf("-password %s: got %s, phase %s, mode %q, want %s, playing, normal", pw, got, d.Phase, d.Mode, want)
		}
		if pw == over.Pass && (d.Stage != over.Stage || d.Score != over.Score) {
			t.Errorf("-password %s: got stage %d score %d, want the game over's %d %d", pw, d.Stage, d.Score, over.Stage, over.Score)
		}
	}

	// -record keeps the password: the recording replays to the same state.
	if out, code := run(t, exec.Command(exe, "-headless", "-password", over.Pass, "-replay", rec, "-ticks", "400",
		"-record", "again.json", "-dump", "live.json"), work, ""); code != 0 {
		t.Fatalf("-password -record: exit %d\n%s", code, out)
	}
	r, err := game.LoadReplay(filepath.Join(work, "again.json"))
	if err != nil || r.Password != over.Pass {
		t.Fatalf("the recording of a continued game: got %+v, %v, want password %s", r, err, over.Pass)
	}
	if out, code := run(t, exec.Command(exe, "-headless", "-replay", "again.json", "-ticks", "400", "-dump", "replayed.json"), work, ""); code != 0 {
		t.Fatalf("-replay of the recording: exit %d\n%s", code, out)
	}
	live, _ := os.ReadFile(filepath.Join(work, "live.json"))
	replayed, _ := os.ReadFile(filepath.Join(work, "replayed.json"))
	if diff := apptest.FirstDiff(live, replayed); diff != "" || len(live) == 0 {
		t.Errorf("the recording of a continued game replays differently: %s", diff)
	}

	for _, c := range []struct{ code, reason string }{
		{"ABC", "has 3 letters, want 20"},
		{"ÄÖÜ", "has 3 letters, want 20"},
		{start[:19] + "é", "letter 'é' at 20, want A to P"},
		{start[:19] + "Z", "letter 'Z' at 20, want A to P"},
		{start[:19] + string("ABCDEFGHIJKLMNOP"[(int(start[19]-'A')+1)%16]), "checksum mismatch"},
	} {
		out, code := run(t, exec.Command(exe, "-headless", "-password", c.code, "-ticks", "5"), work, "")
		if code != 1 || !strings.Contains(out, "-password "+c.code) || !strings.Contains(out, c.reason) {
			t.Errorf("-password %s: got exit %d %q, want exit 1 saying %q", c.code, code, out, c.reason)
		}
	}
}

// copyData copies the repository's data folder to a new folder for a test
// to break.
func copyData(t *testing.T) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "data")
	copyDir(t, apptest.DataDir, dst)
	return dst
}

// TestBinaryChecksSoundEverywhere: a broken sound effect or a missing music
// track fails a headless run and a -mute run (neither plays sound) with
// exit 1 and the same message as a run with sound.
func TestBinaryChecksSoundEverywhere(t *testing.T) {
	exe := executable(t)
	cases := []struct {
		name  string
		spoil func(dir string) error
		want  string
	}{
		{"broken effect", func(dir string) error {
			return os.WriteFile(filepath.Join(dir, "sfx", "explosion.json"), []byte(`{"Steps": [`), 0o644)
		}, "explosion.json"},
		{"missing track", func(dir string) error {
			return os.Remove(filepath.Join(dir, "music", "title.json"))
		}, "music title.json missing"},
	}
	modes := []struct {
		name string
		args []string
	}{
		{"with sound", []string{"-ticks", "5"}},
		{"-mute", []string{"-mute", "-ticks", "5"}},
		{"-headless", []string{"-headless", "-ticks", "5"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := copyData(t)
			if err := c.spoil(dir); err != nil {
				t.Fatal(err)
			}
			var first string
			for _, m := range modes {
				out, code := run(t, exec.Command(exe, append([]string{"-data", dir, "-stage", "1"}, m.args...)...), "", "")
				msg := lastLine(out)
				if code != 1 || !strings.Contains(msg, c.want) {
					t.Errorf("%s: got exit %d %q, want exit 1 naming %q", m.name, code, out, c.want)
					continue
				}
				if first == "" {
					first = msg
				} else if msg != first {
					t.Errorf("%s: got %q, want the same message as with sound: %q", m.name, msg, first)
				}
			}
		})
	}
}

// lastLine is the last line of a run's output: the error main prints.
func lastLine(out string) string {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	return lines[len(lines)-1]
}

// TestBinaryUnreadableSaves runs the executable, as a user who cannot read
// them, on high scores, settings and bindings of mode 000: it starts and
// plays on the defaults, says so once per file, and leaves every file as it
// was.
func TestBinaryUnreadableSaves(t *testing.T) {
	exe := executable(t)
	config := sharedDir(t)
	files := unreadableSaves(t, config)
	work := sharedDir(t)
	cmd := datatest.AsNobody(t, exe, "-headless", "-stage", "1", "-ticks", "30", "-dump", "d.json")
	cmd.Env = append(os.Environ(), "TMPDIR="+work)
	out, code := run(t, cmd, work, config)
	if code != 0 {
		t.Fatalf("got exit %d, want the game to start and play on the defaults\n%s", code, out)
	}
	for _, name := range []string{save.HighScoresFile, save.SettingsFile, controls.BindingsFile} {
		if n := strings.Count(out, name+" is kept as it is (never written over)"); n != 1 {
			t.Errorf("%s: said %d times that it is kept, want once\n%s", name, n, out)
		}
	}
	if d := readDump(t, filepath.Join(work, "d.json")); d.Tick != 30 {
		t.Errorf("got tick %d, want 30", d.Tick)
	}
	checkKept(t, config, files)
}

// TestBinaryRefusesWhatIsNotAFile runs the executable with a named pipe
// (FIFO) where a file should be; reading one would wait for a writer
// forever. As -replay and as rules.json in a -data folder it is a clear
// error, naming it, and the game exits at once. In the save folder, in
// place of every save and of gamecontrollerdb.txt, the game plays on its
// defaults, says so, and leaves each pipe as it was.
func TestBinaryRefusesWhatIsNotAFile(t *testing.T) {
	exe := executable(t)
	work := t.TempDir()
	fifo := func(path string) string {
		datatest.MakeSpecial(t, path, "fifo")
		return path
	}
	broken := filepath.Join(work, "data")
	copyDir(t, apptest.DataDir, broken)
	if err := os.Remove(filepath.Join(broken, "rules.json")); err != nil {
		t.Fatal(err)
	}
	fifo(filepath.Join(broken, "rules.json"))
	replay := fifo(filepath.Join(work, "replay.json"))
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"-replay", []string{"-headless", "-replay", replay}, "load replay: " + replay + ": not a regular file: it is a named pipe (FIFO)"},
		{"-data", []string{"-headless", "-stage", "1", "-ticks", "5", "-data", broken}, "rules.json: not a regular file: it is a named pipe (FIFO)"},
		{"-data is a pipe", []string{"-headless", "-stage", "1", "-ticks", "5", "-data", replay}, "data folder " + replay + ": not a folder: it is a named pipe (FIFO)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, code := runWithin(t, exe, c.args, t.TempDir(), "")
			if code != 1 || !strings.Contains(lastLine(out), c.want) {
				t.Errorf("got exit %d, last line %q; want exit 1 and %q\n%s", code, lastLine(out), c.want, out)
			}
		})
	}

	t.Run("saves", func(t *testing.T) {
		config := t.TempDir()
		names := []string{save.HighScoresFile, save.SettingsFile, controls.BindingsFile, "gamecontrollerdb.txt"}
		for _, n := range names {
			fifo(filepath.Join(config, n))
		}
		dir := t.TempDir()
		out, code := runWithin(t, exe, []string{"-headless", "-stage", "1", "-ticks", "30", "-dump", "d.json"}, dir, config)
		if code != 0 {
			t.Fatalf("got exit %d, want the game to play on its defaults\n%s", code, out)
		}
		for _, n := range names[:3] {
			if !strings.Contains(out, n+" is kept as it is (never written over)") {
				t.Errorf("%s: the game did not say it is kept\n%s", n, out)
			}
		}
		if !strings.Contains(out, "gamecontrollerdb.txt: not a regular file: it is a named pipe (FIFO)") {
			t.Errorf("gamecontrollerdb.txt: the game did not say it is a pipe\n%s", out)
		}
		if d := readDump(t, filepath.Join(dir, "d.json")); d.Tick != 30 {
			t.Errorf("got tick %d, want 30", d.Tick)
		}
		for _, n := range names {
			if st, err := os.Lstat(filepath.Join(config, n)); err != nil || st.Mode().Type() != os.ModeNamedPipe {
				t.Errorf("%s: got %v (%v), want the pipe kept", n, st.Mode(), err)
			}
		}
	})
}

// runWithin is run of exe with args, killed after 30 seconds: a game
// blocked in open fails the test instead of hanging it.
func runWithin(t *testing.T, exe string, args []string, work, config string) (string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	out, code := run(t, exec.CommandContext(ctx, exe, args...), work, config)
	if ctx.Err() != nil {
		t.Fatalf("%v: blocked, killed after 30s\n%s", args, out)
	}
	return out, code
}

// TestBinaryInvalidUTF8Scores: a high-score table whose name is not UTF-8
// ("\xff\xff\xff", as a damaged disk or a hex editor leaves it) does not
// stop the game: it starts on a fresh table, says where the bad byte is,
// and keeps the file's bytes as highscores.json.corrupt-1. So does every
// start after it.
func TestBinaryInvalidUTF8Scores(t *testing.T) {
	exe := executable(t)
	config := t.TempDir()
	bad := `{"Version": 1, "Entries": [{"Name": "` + "\xff\xff\xff" + `", "Score": 100, "Stage": 1, "Date": ""}]}`
	path := filepath.Join(config, save.HighScoresFile)
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		out, code := run(t, exec.Command(exe, "-headless", "-stage", "1", "-ticks", "10"), "", config)
		if code != 0 {
			t.Fatalf("start %d: got exit %d, want the game to play on a fresh table\n%s", i+1, code, out)
		}
		if i == 0 && (!strings.Contains(out, "UTF-8") || !strings.Contains(out, save.HighScoresFile+".corrupt-1")) {
			t.Errorf("start 1: got %q, want a warning naming the invalid UTF-8 and the file set aside", out)
		}
	}
	if kept, err := os.ReadFile(path + ".corrupt-1"); err != nil || string(kept) != bad {
		t.Errorf("set aside: got %q, %v, want the file's bytes", kept, err)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("the damaged table is still in place")
	}
}

// TestBinaryHeadlessOnlineNeedsNoSDL plays a headless online match between
// two processes of the executable on loopback UDP with no video driver
// that could work and an empty cache folder: both finish on the same
// state, and neither loaded SDL (it would have extracted its library into
// the cache folder, or failed to find the video driver).
func TestBinaryHeadlessOnlineNeedsNoSDL(t *testing.T) {
	exe := executable(t)
	conn, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Skipf("no loopback UDP here: %v", err)
	}
	addr := conn.LocalAddr().String()
	conn.Close()
	cache, tmp := t.TempDir(), t.TempDir()
	side := func(args ...string) (*exec.Cmd, *syncBuffer) {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		t.Cleanup(cancel)
		cmd := exec.CommandContext(ctx, exe, args...)
		cmd.Dir = t.TempDir()
		cmd.Env = append(os.Environ(), save.EnvDir+"="+t.TempDir(), "XDG_CACHE_HOME="+cache, "TMPDIR="+tmp,
			"SDL_VIDEO_DRIVER=no-such-driver", "SDL_AUDIO_DRIVER=no-such-driver")
		out := &syncBuffer{}
		cmd.Stdout, cmd.Stderr = out, out
		return cmd, out
	}
	host, hostOut := side("-headless", "-host", addr, "-ticks", "120", "-dump", "d.json")
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	// A joiner that knocks before the host listens is told at once that
	// nothing listens there: wait for the host to say it does.
	for deadline := time.Now().Add(20 * time.Second); !strings.Contains(hostOut.String(), "waiting for an opponent"); {
		if time.Now().After(deadline) {
			t.Fatalf("the host never said it listens:\n%s", hostOut)
		}
		time.Sleep(10 * time.Millisecond)
	}
	join, joinOut := side("-headless", "-join", addr, "-ticks", "120", "-dump", "d.json")
	if err := join.Run(); err != nil {
		t.Fatalf("the joiner: %v\n%s", err, joinOut)
	}
	if err := host.Wait(); err != nil {
		t.Fatalf("the host: %v\n%s", err, hostOut)
	}
	hd, _ := os.ReadFile(filepath.Join(host.Dir, "d.json"))
	jd, _ := os.ReadFile(filepath.Join(join.Dir, "d.json"))
	if d := readDump(t, filepath.Join(host.Dir, "d.json")); d.Tick != 120 || !bytes.Equal(hd, jd) {
		t.Errorf("host at tick %d: want both sides at 120 with the same dump (%s)", d.Tick, apptest.FirstDiff(hd, jd))
	}
	for _, dir := range []string{cache, tmp} {
		if ents, _ := os.ReadDir(dir); len(ents) != 0 {
			t.Errorf("%s holds %d entries (%s ...): SDL was loaded", dir, len(ents), ents[0].Name())
		}
	}
}
