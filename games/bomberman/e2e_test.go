//go:build !js

package main

// End-to-end tests of the real executable in a real X11 window, driven like a
// player drives it: xdotool types into the window, and the files the game
// writes on exit (-dump, -record, -screenshot) and the X screen show what
// happened. They need xdotool and an X display: an Xvfb of their own where
// Xvfb is installed (.ci/run installs it), or else DISPLAY's; without them
// they skip. They take about 10 s in all.
//
//	go test ./games/bomberman/ -run E2E -v

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/bengine-go/bengine/games/bomberman/assets"
)

// The scenario of TestE2EPlayKeyboard. The seed's first stage-1 map leaves
// row 1 open from the start corner to x = 4 and the cell below the corner
// free (the start corner is always free), and its Ballooms start far away.
const (
	e2eSeed  = 7
	e2eScale = 2 // the window is 512x480: every logical pixel is a 2x2 block
	e2eLives = 2 // LEFT at the start of a game

	holdRight = 600 * time.Millisecond  // about 27 px: one or two cells right
	pressX    = 150 * time.Millisecond  // a player's press of the bomb key
	holdLeft  = 1100 * time.Millisecond // back to the wall, whatever cell the bomb is in
	holdDown  = 600 * time.Millisecond  // out of the blast's row
	// afterKeys is the wait for the rest of the 160-frame fuse and the
	// flames: about 1.5 s at full speed, doubled for a machine that runs
	// the game at half speed under load (the player waits in safety).
	afterKeys = 3 * time.Second

	windowWait = 20 * time.Second // a window must appear within this
	settle     = time.Second      // from the window showing to the game stepping
	quitWait   = 3 * time.Second  // a signal must end the game within this
	safetyTick = "3600"           // -ticks bound of the live runs (60 s), ended sooner by a signal
)

// e2eBuild is the executable built once for every test, in a release-style
// folder: DIR/bomberman with a copy of data/ in DIR/data. The tests run it
// from other working folders without -data, as a player would.
var e2eBuild struct {
	once sync.Once
	dir  string // removed by TestMain
	exe  string
	err  error
}

// e2eX is the end-to-end tests' own X display (Xvfb, started by the first
// test that needs it, ended by TestMain), where Xvfb is installed: no
// other package's window takes the keyboard's focus while xdotool types,
// and it does not reset between one test's game and the next.
var e2eX struct {
	once    sync.Once
	cmd     *exec.Cmd
	display string
	err     error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if e2eBuild.dir != "" {
		os.RemoveAll(e2eBuild.dir)
	}
	if e2eX.cmd != nil {
		e2eX.cmd.Process.Kill()
		e2eX.cmd.Wait()
	}
	wine.close()
	os.Exit(code)
}

// needX skips the test without a display or xdotool, or under -short.
// Where Xvfb is installed, the test runs on the tests' own display
// (e2eX), whatever DISPLAY says.
func needX(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: skipping the end-to-end tests of the executable")
	}
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("needs a display: run under xvfb-run, as .ci/run does (xdotool is not installed)")
	}
	if _, err := exec.LookPath("Xvfb"); err == nil && runtime.GOOS == "linux" {
		e2eX.once.Do(func() { e2eX.cmd, e2eX.display, e2eX.err = startXvfb() })
		if e2eX.err != nil {
			t.Fatal(e2eX.err)
		}
		t.Setenv("DISPLAY", e2eX.display)
		return
	}
	if os.Getenv("DISPLAY") == "" {
		t.Skip("needs a display: run under xvfb-run, as .ci/run does (no DISPLAY)")
	}
}

// executable builds the game once (go build ., with data/bomberman copied
// beside it as data/, as a release is laid out) and returns its path.
func executable(t *testing.T) string {
	t.Helper()
	b := &e2eBuild
	b.once.Do(func() {
		goBin, err := exec.LookPath("go")
		if err != nil {
			b.err = fmt.Errorf("no go tool: %w", err)
			return
		}
		if b.dir, err = os.MkdirTemp("", "bomberman-e2e-"); err != nil {
			b.err = err
			return
		}
		b.exe = filepath.Join(b.dir, "bomberman")
		if out, err := exec.Command(goBin, "build", "-o", b.exe, ".").CombinedOutput(); err != nil {
			b.err = fmt.Errorf("go build: %v\n%s", err, out)
			return
		}
		b.err = copyDir(filepath.Join("..", "..", "data", "bomberman"), filepath.Join(b.dir, "data"))
	})
	if b.err != nil {
		t.Fatal(b.err)
	}
	return b.exe
}

// copyDir copies the regular files of the tree src to dst.
func copyDir(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		to := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(to, 0o755)
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(to, raw, 0o644)
	})
}

// proc is a running game: its own working folder (where the output files
// go), its output, and its end.
type proc struct {
	cmd  *exec.Cmd
	dir  string
	out  output
	done chan struct{}
	err  error // the exit status, once done is closed
}

// output collects a running process's output; the test may read it before
// the process ends.
type output struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (o *output) Write(b []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.buf.Write(b)
}

func (o *output) String() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.buf.String()
}

// start runs exe with args in a new empty working folder and a fresh save
// folder, on the X11 video driver (unless -headless) with no audio device.
// The test's cleanup kills it if it is still running.
func start(t *testing.T, exe string, args ...string) *proc {
	t.Helper()
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(),
		"SDL_AUDIO_DRIVER=dummy",
		"BOMBERMAN_CONFIG_DIR="+t.TempDir(),
		"SDL_VIDEO_DRIVER=x11", // headless runs pick their own driver
	)
	return launch(t, cmd)
}

// launch starts cmd in a new empty working folder, collecting its output.
// The test's cleanup kills it if it is still running.
func launch(t *testing.T, cmd *exec.Cmd) *proc {
	t.Helper()
	p := &proc{cmd: cmd, dir: t.TempDir(), done: make(chan struct{})}
	p.cmd.Dir = p.dir
	p.cmd.Stdout, p.cmd.Stderr = &p.out, &p.out
	if err := p.cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", cmd.Path, err)
	}
	go func() {
		p.err = p.cmd.Wait()
		if errors.Is(p.err, exec.ErrWaitDelay) {
			p.err = nil // it exited 0; something it started still holds its output (cmd.WaitDelay)
		}
		close(p.done)
	}()
	t.Cleanup(func() {
		select {
		case <-p.done:
		default:
			p.cmd.Process.Kill()
			<-p.done
		}
	})
	return p
}

// path is a file of the game's working folder.
func (p *proc) path(name string) string { return filepath.Join(p.dir, name) }

// wait waits up to d for the game to end and fails unless it exited with
// status 0.
func (p *proc) wait(t *testing.T, d time.Duration, what string) {
	t.Helper()
	select {
	case <-p.done:
	case <-time.After(d):
		t.Fatalf("%s: the game did not end within %v\n%s", what, d, p.out.String())
	}
	if p.err != nil {
		t.Fatalf("%s: got exit %v, want a clean exit 0\n%s", what, p.err, p.out.String())
	}
}

// window waits for the game's window (title "Bomberman", owned by its
// process) and returns its X id.
func (p *proc) window(t *testing.T) string {
	t.Helper()
	// xdotool's --sync gives up with exit 1 when another window goes away
	// while it looks (the last test's game closing), so it is asked again
	// until the window shows.
	deadline := time.Now().Add(windowWait)
	for time.Now().Before(deadline) {
		out, _ := exec.Command("xdotool", "search", "--onlyvisible",
			"--pid", strconv.Itoa(p.cmd.Process.Pid), "--name", "^Bomberman$").Output()
		if ids := strings.Fields(string(out)); len(ids) > 0 {
			return ids[0]
		}
		select {
		case <-p.done:
			t.Fatalf("the game ended before its window appeared: %v\n%s", p.err, p.out.String())
		case <-time.After(100 * time.Millisecond):
		}
	}
	t.Fatalf("no window titled Bomberman within %v\n%s", windowWait, p.out.String())
	return ""
}

// xdo runs one xdotool command line and returns its output.
func xdo(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "xdotool", args...).CombinedOutput()
	if err != nil {
		t.Fatalf("xdotool %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// focus gives the window the keyboard (there is no window manager under
// Xvfb, so windowactivate does not work; the pointer goes in too, for
// PointerRoot focus).
func focus(win string) []string {
	return []string{"mousemove", "--window", win, "100", "100", "windowfocus", "--sync", win}
}

// hold is an xdotool command line that holds key for d.
func hold(win, key string, d time.Duration) []string {
	sec := strconv.FormatFloat(d.Seconds(), 'f', 3, 64)
	return append(focus(win), "keydown", key, "sleep", sec, "keyup", key)
}

// The state dump, as game.Dump writes it (the fields these tests read).
type dump struct {
	Tick   int      `json:"tick"`
	Stage  int      `json:"stage"`
	Phase  string   `json:"phase"`
	Lives  int      `json:"lives"`
	Map    []string `json:"map"`
	Player struct {
		Cell   [2]int `json:"cell"`
		Offset [2]int `json:"offset"`
		Alive  bool   `json:"alive"`
	} `json:"player"`
	Bombs []struct {
		Cell  [2]int `json:"cell"`
		Fuse  int    `json:"fuse"`
		Range int    `json:"range"`
	} `json:"bombs"`
	Flames []struct {
		Cell [2]int `json:"cell"`
	} `json:"flames"`
}

// The replay file, as game.Replay reads and writes it.
type replay struct {
	Version int    `json:"version"`
	Seed    uint64 `json:"seed"`
	Stage   int    `json:"stage"`
	Mode    string `json:"mode"`
	// FriendlyFire is the co-op option: the loader refuses it in other modes.
	FriendlyFire bool `json:"friendlyFire"`
	Inputs       []struct {
		Tick int    `json:"tick"`
		P1   string `json:"p1"`
		P2   string `json:"p2"`
	} `json:"inputs"`
}

func readJSON(t *testing.T, path string, v any) []byte {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatalf("%s: %v\n%s", path, err, raw)
	}
	return raw
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	img, err := png.Decode(fh)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

// replayTo plays the recording headless for ticks fixed steps and returns
// the dump and its raw JSON.
func replayTo(t *testing.T, exe, rec string, ticks int) (dump, []byte) {
	t.Helper()
	p := start(t, exe, "-headless", "-replay", rec, "-ticks", strconv.Itoa(ticks), "-dump", "d.json")
	p.wait(t, 30*time.Second, fmt.Sprintf("-headless -replay -ticks %d", ticks))
	var d dump
	raw := readJSON(t, p.path("d.json"), &d)
	return d, raw
}

// firstInput returns the tick of the first replay entry after tick from
// whose p1 buttons contain button, or -1.
func (r *replay) firstInput(button string, from int) int {
	for _, in := range r.Inputs {
		if in.Tick > from && strings.Contains(in.P1, button) {
			return in.Tick
		}
	}
	return -1
}

// startState returns the state of the game of the live tests after its
// first step without input.
func startState(t *testing.T, exe string) dump {
	t.Helper()
	p := start(t, exe, "-headless", "-stage", "1", "-seed", strconv.Itoa(e2eSeed), "-ticks", "1", "-dump", "d.json")
	p.wait(t, 30*time.Second, "-headless -ticks 1")
	var d dump
	readJSON(t, p.path("d.json"), &d)
	if d.Phase != "playing" || len(d.Bombs) != 0 || !d.Player.Alive {
		t.Fatalf("the start: got phase %s, %d bombs, alive %v, want playing, none, alive", d.Phase, len(d.Bombs), d.Player.Alive)
	}
	return d
}

// nextWithout returns the tick of the first replay entry after tick from
// whose p1 buttons lack button (the release), or the tick after the last
// entry.
func (r *replay) nextWithout(button string, from int) int {
	for _, in := range r.Inputs {
		if in.Tick > from && !strings.Contains(in.P1, button) {
			return in.Tick
		}
	}
	return r.Inputs[len(r.Inputs)-1].Tick + 1
}

// TestE2EPlayKeyboard plays stage 1 in a real window with real key presses:
// right, a bomb (X), left to the wall, down out of the blast. The dump, the
// recording, headless replays of the recording at the key moments, the
// game's screenshot and the X screen must all show it.
func TestE2EPlayKeyboard(t *testing.T) {
	needX(t)
	exe := executable(t)
	p := start(t, exe, "-stage", "1", "-seed", strconv.Itoa(e2eSeed), "-scale", strconv.Itoa(e2eScale),
		"-ticks", safetyTick, "-dump", "live.json", "-record", "rec.json", "-screenshot", "shot.png")
	win := p.window(t)
	// The window shows while the game still loads its assets: wait for its
	// first frames, or the first keys go to a game not yet running.
	p.playing(t, win, e2eScale)

	xdo(t, append(hold(win, "Right", holdRight), hold(win, "x", pressX)...)...)

	// The X screen while the bomb ticks: the window shows the HUD and the
	// playfield (checked below, once the map is known).
	var screen image.Image
	var geo [4]int
	if _, err := exec.LookPath("import"); err == nil {
		geo = geometry(t, win)
		shot := filepath.Join(t.TempDir(), "screen.png")
		if out, err := exec.Command("import", "-window", "root", shot).CombinedOutput(); err != nil {
			t.Fatalf("import -window root: %v\n%s", err, out)
		}
		screen = readPNG(t, shot)
	} else {
		t.Log("imagemagick's import is not installed: checking the game's own -screenshot only")
	}
	xdo(t, append(hold(win, "Left", holdLeft), hold(win, "Down", holdDown)...)...)

	time.Sleep(afterKeys)
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	p.wait(t, quitWait, "SIGTERM")

	// The recording holds the keys, in order, on the documented format.
	var rec replay
	readJSON(t, p.path("rec.json"), &rec)
	if rec.Version != 1 || rec.Seed != e2eSeed || rec.Stage != 1 || rec.Mode != "normal" {
		t.Errorf("recording: got version %d seed %d stage %d mode %q, want 1 %d 1 normal",
			rec.Version, rec.Seed, rec.Stage, rec.Mode, e2eSeed)
	}
	if rec.FriendlyFire && rec.Mode != "coop" {
		t.Errorf("recording: got friendlyFire in mode %q, which the replay loader refuses: "+
			"the recorder must take it from the settings in co-op only", rec.Mode)
	}
	last := -1
	for _, in := range rec.Inputs {
		if in.Tick <= last || strings.Trim(in.P1, "UDLRABS") != "" || in.P2 != "" {
			t.Errorf("recording: entry %+v after tick %d, want increasing ticks and p1 buttons from UDLRABS only", in, last)
		}
		last = in.Tick
	}
	tRight := rec.firstInput("R", -1)
	tBomb := rec.firstInput("A", tRight)
	tLeft := rec.firstInput("L", tBomb)
	tDown := rec.firstInput("D", tLeft)
	if tRight < 0 || tBomb < 0 || tLeft < 0 || tDown < 0 {
		t.Fatalf("recording: got R at %d, then A at %d, L at %d, D at %d, want all four in this order (-1 = missing)\n%+v",
			tRight, tBomb, tLeft, tDown, rec.Inputs)
	}
	if held, want := rec.nextWithout("R", tRight)-tRight, int(holdRight.Seconds()*60*2/3); tRight == 0 || held < want {
		t.Fatalf("recording: Right held in ticks %d..%d, want %v (%d ticks or more) after the game started: "+
			"the game did not run its steps in real time\n%+v", tRight, tRight+held-1, holdRight, want, rec.Inputs)
	}

	// The start (the same game headless, no input), then headless replays
	// of the recording show the moves: the bomb right of the start, its
	// explosion.
	before := startState(t, exe)
	startCell := before.Player.Cell
	tBombEnd := rec.nextWithout("A", tBomb)
	placed, _ := replayTo(t, exe, p.path("rec.json"), tBombEnd)
	if len(placed.Bombs) != 1 {
		msg := ""
		if tBombEnd-tBomb == 1 {
			msg = "\nA was held for one step only: without Speed the NES skips its input handler one frame in four " +
				"(docs/nes-rules.md section 2), so a short press is lost unless the A action is bound \"held\" in data/bomberman/bindings.json"
		}
		t.Fatalf("after X (A held in ticks %d..%d): got %d bombs, want 1 (player at %v offset %v; inputs %+v)%s",
			tBomb, tBombEnd-1, len(placed.Bombs), placed.Player.Cell, placed.Player.Offset, rec.Inputs, msg)
	}
	bomb := placed.Bombs[0]
	if bomb.Cell != placed.Player.Cell || bomb.Cell[1] != startCell[1] || bomb.Cell[0] <= startCell[0] {
		t.Fatalf("after Right and X: got the bomb at %v, the player at %v, want both in the start row right of the start %v",
			bomb.Cell, placed.Player.Cell, startCell)
	}
	if bomb.Fuse <= 0 {
		t.Fatalf("the new bomb's fuse: got %d, want > 0", bomb.Fuse)
	}
	// The fuse runs out Fuse steps later; the flames spread over the next
	// few ticks and burn for some 30 more.
	boomTick := tBombEnd + bomb.Fuse + 8
	boom, _ := replayTo(t, exe, p.path("rec.json"), boomTick)
	burning := map[[2]int]bool{}
	for _, f := range boom.Flames {
		burning[f.Cell] = true
	}
	if len(boom.Bombs) != 0 || !burning[bomb.Cell] || len(burning) < 2 {
		t.Errorf("tick %d, past the fuse: got bombs %+v flames %+v, want no bomb and flames from %v outwards",
			boomTick, boom.Bombs, boom.Flames, bomb.Cell)
	}

	// The live game's last state: the player went back left to the wall,
	// then down, and lived through the blast.
	var live dump
	liveRaw := readJSON(t, p.path("live.json"), &live)
	if live.Tick < boomTick {
		t.Fatalf("the live game ended at tick %d, before the bomb went off at %d: the machine ran the game too slowly",
			live.Tick, boomTick)
	}
	if live.Phase != "playing" || !live.Player.Alive || live.Lives != e2eLives || len(live.Bombs) != 0 {
		t.Errorf("live end: got phase %s alive %v lives %d bombs %d, want playing, alive, %d, none",
			live.Phase, live.Player.Alive, live.Lives, len(live.Bombs), e2eLives)
	}
	if live.Player.Cell[0] != startCell[0] || live.Player.Cell[1] <= startCell[1] {
		t.Errorf("live end: got the player at %v, want below the start %v (Left to the wall, then Down)",
			live.Player.Cell, startCell)
	}

	// Determinism end to end: the recording replayed headless to the same
	// tick gives the same state.
	_, replayed := replayTo(t, exe, p.path("rec.json"), live.Tick)
	if diff := firstDiff(liveRaw, replayed); diff != "" {
		t.Errorf("the recording replayed headless to tick %d differs from the live game: %s", live.Tick, diff)
	}

	// Pictures: the game's last frame, and the X screen during the fuse.
	shot := readPNG(t, p.path("shot.png"))
	if b := shot.Bounds(); b.Dx() != assets.ScreenW || b.Dy() != assets.ScreenH {
		t.Fatalf("-screenshot: got %v, want %dx%d", b, assets.ScreenW, assets.ScreenH)
	}
	checkFrame(t, "-screenshot", live.Map, func(x, y int) color.RGBA { return rgba(shot.At(x, y)) })
	if screen != nil {
		x0, y0, w, h := geo[0], geo[1], geo[2], geo[3]
		if w != assets.ScreenW*e2eScale || h != assets.ScreenH*e2eScale {
			t.Fatalf("window geometry: got %dx%d, want %dx%d (-scale %d)", w, h,
				assets.ScreenW*e2eScale, assets.ScreenH*e2eScale, e2eScale)
		}
		// No brick burned before the explosion: the map is the start's.
		checkFrame(t, "X screen", before.Map, func(x, y int) color.RGBA {
			return rgba(screen.At(x0+x*e2eScale+e2eScale/2, y0+y*e2eScale+e2eScale/2))
		})
	}
}

// playing waits until the window shows the game's frames (the HUD's grey
// in its top-left corner), which on a loaded machine may be seconds after
// the window appears, then a little more. Without imagemagick's import it
// waits settle.
func (p *proc) playing(t *testing.T, win string, scale int) {
	t.Helper()
	if _, err := exec.LookPath("import"); err != nil {
		time.Sleep(settle)
		return
	}
	p.shows(t, win, "a frame of the game", windowWait, hudInCorner(scale))
	time.Sleep(settle / 4)
}

// hudInCorner checks that a window picture at the scale shows the HUD's
// grey in its top-left corner: a frame of play.
func hudInCorner(scale int) func(image.Image) string {
	hud := hudRGBA()
	return func(img image.Image) string {
		if c := rgba(img.At(2*scale+1, 2*scale+1)); !closeTo(c, hud) {
			return fmt.Sprintf("the corner is %v, not the HUD grey %v", c, hud)
		}
		return ""
	}
}

// shows waits up to d until the window's picture (imagemagick's import)
// passes check, which returns "" or what is wrong with it.
func (p *proc) shows(t *testing.T, win, what string, d time.Duration, check func(image.Image) string) {
	t.Helper()
	deadline := time.Now().Add(d)
	var last string
	for time.Now().Before(deadline) {
		select {
		case <-p.done:
			t.Fatalf("the game ended before the window showed %s: %v\n%s", what, p.err, p.out.String())
		default:
		}
		out, err := exec.Command("import", "-window", win, "png:-").Output()
		if err != nil {
			last = fmt.Sprintf("import: %v", err)
		} else if img, err := png.Decode(bytes.NewReader(out)); err != nil {
			last = fmt.Sprintf("import's PNG: %v", err)
		} else if last = check(img); last == "" {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("the window showed no %s within %v (last: %s)\n%s", what, d, last, p.out.String())
}

// hudRGBA is the colour of the HUD bar.
func hudRGBA() color.RGBA {
	c := assets.HUDGrey
	return color.RGBA{uint8(c.R*255 + 0.5), uint8(c.G*255 + 0.5), uint8(c.B*255 + 0.5), 255}
}

// geometry returns the window's x, y, width and height on the screen.
func geometry(t *testing.T, win string) [4]int {
	t.Helper()
	var g [4]int
	out := xdo(t, "getwindowgeometry", "--shell", win)
	for _, line := range strings.Fields(out) {
		k, v, _ := strings.Cut(line, "=")
		n, _ := strconv.Atoi(v)
		switch k {
		case "X":
			g[0] = n
		case "Y":
			g[1] = n
		case "WIDTH":
			g[2] = n
		case "HEIGHT":
			g[3] = n
		}
	}
	return g
}

func rgba(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// close reports whether two colours are within 6 per channel.
func closeTo(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return x-y <= 6 || y-x <= 6 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// checkFrame checks a 256x240 frame read through at (logical pixels): the
// HUD's grey bar is at the top, and the playfield under it shows the map
// (unscrolled: the player is near the left edge): every concrete cell of the
// 16 visible columns looks the same, every free floor cell (most of them:
// sprites cover a few) looks the same, and concrete, floor, brick and the HUD
// differ.
func checkFrame(t *testing.T, name string, grid []string, at func(x, y int) color.RGBA) {
	t.Helper()
	hud := hudRGBA()
	for _, p := range [][2]int{{2, 2}, {128, 4}, {253, 2}, {2, assets.MapTop - 3}, {253, assets.MapTop - 3}} {
		if c := at(p[0], p[1]); !closeTo(c, hud) {
			t.Errorf("%s: HUD at %v: got %v, want the HUD grey %v", name, p, c, hud)
		}
	}
	if len(grid) != 13 {
		t.Fatalf("%s: got a map of %d rows, want 13", name, len(grid))
	}
	const cols = assets.ScreenW / assets.Cell
	samples := map[byte][]color.RGBA{}
	for y, row := range grid {
		for x := 0; x < cols && x < len(row); x++ {
			// The mean of the cell's top-left 4x4 corner: sprites (player,
			// enemies) sit in its middle, and the NES tiles share colours,
			// so one pixel cannot tell a brick from a pillar.
			c := cornerMean(at, x*assets.Cell, assets.MapTop+y*assets.Cell)
			samples[row[x]] = append(samples[row[x]], c)
		}
	}
	kinds := map[byte]color.RGBA{}
	for _, k := range []byte{'#', '.', '='} {
		cs := samples[k]
		if len(cs) == 0 {
			continue
		}
		c, n := mostCommon(cs)
		if n*10 < len(cs)*8 {
			t.Errorf("%s: %q cells: %d of %d look like %v, want 80%% or more alike", name, k, n, len(cs), c)
		}
		if c == (color.RGBA{A: 255}) || closeTo(c, hud) {
			t.Errorf("%s: %q cells look like %v: blank or HUD grey", name, k, c)
		}
		for k2, c2 := range kinds {
			if closeTo(c, c2) {
				t.Errorf("%s: %q and %q cells both look like %v, want them to differ", name, k, k2, c)
			}
		}
		kinds[k] = c
	}
	if len(samples['#']) == 0 || len(samples['.']) == 0 {
		t.Errorf("%s: got a map without concrete or floor in view:\n%s", name, strings.Join(grid, "\n"))
	}
}

// cornerMean returns the mean colour of the 4x4 pixels from (x0, y0).
func cornerMean(at func(x, y int) color.RGBA, x0, y0 int) color.RGBA {
	var r, g, b int
	for y := y0; y < y0+4; y++ {
		for x := x0; x < x0+4; x++ {
			c := at(x, y)
			r, g, b = r+int(c.R), g+int(c.G), b+int(c.B)
		}
	}
	return color.RGBA{uint8(r / 16), uint8(g / 16), uint8(b / 16), 255}
}

func mostCommon(cs []color.RGBA) (color.RGBA, int) {
	var best color.RGBA
	bestN := 0
	for _, c := range cs {
		n := 0
		for _, d := range cs {
			if closeTo(c, d) {
				n++
			}
		}
		if n > bestN {
			best, bestN = c, n
		}
	}
	return best, bestN
}

// firstDiff returns "" if a and b are the same JSON value, else the first
// line where their indented forms differ.
func firstDiff(a, b []byte) string {
	var va, vb any
	if err := json.Unmarshal(a, &va); err != nil {
		return err.Error()
	}
	if err := json.Unmarshal(b, &vb); err != nil {
		return err.Error()
	}
	ia, _ := json.MarshalIndent(va, "", " ")
	ib, _ := json.MarshalIndent(vb, "", " ")
	if bytes.Equal(ia, ib) {
		return ""
	}
	la, lb := strings.Split(string(ia), "\n"), strings.Split(string(ib), "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			return fmt.Sprintf("line %d: live %q, replayed %q", i+1, la[i], lb[i])
		}
	}
	return fmt.Sprintf("live has %d lines, replayed %d", len(la), len(lb))
}

// e2eSignals are the signals that must end the game cleanly: Ctrl+C in a
// terminal, a process manager's stop, and the terminal closing.
var e2eSignals = []syscall.Signal{syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP}

// TestE2ESignals: each of e2eSignals ends a windowed game cleanly (exit 0)
// through the game's one quit path, which writes its -dump and -record: in
// play within a few seconds, and also as soon as the window shows, while
// the game still loads (then at its first frame, tick 0).
func TestE2ESignals(t *testing.T) {
	needX(t)
	exe := executable(t)
	type signalCase struct {
		sig     syscall.Signal
		loading bool // sent as soon as the window shows
	}
	cases := []signalCase{{sig: syscall.SIGTERM, loading: true}}
	for _, sig := range e2eSignals {
		cases = append(cases, signalCase{sig: sig})
	}
	for _, c := range cases {
		name := c.sig.String() + " in play"
		if c.loading {
			name = c.sig.String() + " while loading"
		}
		t.Run(name, func(t *testing.T) {
			// One at a time: windows on top of each other hide the frames
			// playing waits for.
			p := start(t, exe, "-stage", "1", "-seed", strconv.Itoa(e2eSeed), "-scale", "1",
				"-ticks", safetyTick, "-dump", "d.json", "-record", "r.json")
			win := p.window(t)
			wait := windowWait // the quit comes at the first frame, after the loading
			if !c.loading {
				p.playing(t, win, 1)
				wait = quitWait
			}
			sent := time.Now()
			if err := p.cmd.Process.Signal(c.sig); err != nil {
				t.Fatal(err)
			}
			p.wait(t, wait, name)
			t.Logf("%s: quit in %v", name, time.Since(sent).Round(time.Millisecond))
			var d dump
			readJSON(t, p.path("d.json"), &d)
			if d.Tick < 0 || !c.loading && d.Tick == 0 || d.Stage != 1 || d.Phase != "playing" || len(d.Map) != 13 {
				t.Errorf("dump after %s: got tick %d stage %d phase %s, %d map rows, want tick > 0 (>= 0 while loading), 1, playing, 13",
					name, d.Tick, d.Stage, d.Phase, len(d.Map))
			}
			t.Logf("%s: dump at tick %d", name, d.Tick)
			var r replay
			readJSON(t, p.path("r.json"), &r)
			if r.Version != 1 || r.Seed != e2eSeed || r.Stage != 1 {
				t.Errorf("recording after %s: got version %d seed %d stage %d, want 1 %d 1", name, r.Version, r.Seed, r.Stage, e2eSeed)
			}
		})
	}
}

// TestE2EReleaseLayout starts the executable the way a player who unpacked
// a release does: from another working folder, with data/ beside it and no
// -data flag. It must find its data and run its frames in a window.
func TestE2EReleaseLayout(t *testing.T) {
	needX(t)
	exe := executable(t)
	if _, err := os.Stat(filepath.Join(filepath.Dir(exe), "data", "stages.json")); err != nil {
		t.Fatalf("release layout: %v", err)
	}
	p := start(t, exe, "-stage", "1", "-seed", "3", "-scale", "1", "-ticks", "20",
		"-dump", "d.json", "-screenshot", "s.png")
	if _, err := os.Stat(filepath.Join(p.dir, "data")); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("the working folder must not hold data/: %v", err)
	}
	p.wait(t, windowWait, "-ticks 20")
	var d dump
	readJSON(t, p.path("d.json"), &d)
	// -ticks stops the loop in the frame of the 20th step, but a windowed
	// frame runs all the catch-up steps its clock asks for, so a few more
	// may run (headless runs, one step per frame, stop at exactly 20).
	if d.Tick < 20 || d.Tick > 30 || d.Phase != "playing" {
		t.Errorf("got tick %d phase %s, want 20..30 playing", d.Tick, d.Phase)
	}
	shot := readPNG(t, p.path("s.png"))
	checkFrame(t, "release -screenshot", d.Map, func(x, y int) color.RGBA { return rgba(shot.At(x, y)) })
}

// TestE2ECommandLine: -h prints every flag and exits 0; a bad flag exits 2
// with one line; a bad -password exits 1 with the reason.
func TestE2ECommandLine(t *testing.T) {
	exe := executable(t)
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-h"}, 0, "-renderer R"},
		{[]string{"-stage", "99"}, 2, "-stage: got 99, want 1..50 (bomberman -h lists the flags)"},
		{[]string{"-headless", "-ticks", "5", "-password", "ABC"}, 1, `password "ABC" has 3 letters, want 20`},
	}
	for _, c := range cases {
		cmd := exec.Command(exe, c.args...)
		cmd.Dir = t.TempDir()
		cmd.Env = append(os.Environ(), "SDL_VIDEO_DRIVER=offscreen", "SDL_AUDIO_DRIVER=dummy", "BOMBERMAN_CONFIG_DIR="+t.TempDir())
		out, _ := cmd.CombinedOutput()
		if got := cmd.ProcessState.ExitCode(); got != c.code || !strings.Contains(string(out), c.want) {
			t.Errorf("bomberman %v: exit %d with\n%s\nwant exit %d and %q", c.args, got, out, c.code, c.want)
		}
		if c.code == 2 && strings.Count(string(out), "\n") != 1 {
			t.Errorf("bomberman %v: want the one error line, got\n%s", c.args, out)
		}
	}
}
