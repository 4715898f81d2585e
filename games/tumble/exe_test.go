package main

import (
	"bytes"
	"encoding/json"
	"image"
	"image/draw"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/bengine-go/bengine/games/tumble/tumble"
)

// The tests in this file build the executable and run it as a tool or CI
// would: headless, scripted by a replay, writing its files on exit.

var build struct {
	once     sync.Once
	dir, exe string
	err      error
	out      []byte
}

func TestMain(m *testing.M) {
	code := m.Run()
	if build.dir != "" {
		os.RemoveAll(build.dir)
	}
	os.Exit(code)
}

func executable(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the game; skipped with -short")
	}
	build.once.Do(func() {
		build.dir, build.err = os.MkdirTemp("", "tumble-exe-")
		if build.err != nil {
			return
		}
		build.exe = filepath.Join(build.dir, "tumble")
		if runtime.GOOS == "windows" {
			build.exe += ".exe"
		}
		build.out, build.err = exec.Command("go", "build", "-o", build.exe, ".").CombinedOutput()
	})
	if build.err != nil {
		t.Fatalf("go build: %v\n%s", build.err, build.out)
	}
	return build.exe
}

// run runs the executable in dir with args and reports its exit code and
// output.
func run(t *testing.T, dir string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(executable(t), args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "SDL_AUDIO_DRIVER=dummy")
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode(), string(out)
	}
	if err != nil {
		t.Fatalf("%v: %v", args, err)
	}
	return 0, string(out)
}

// The route of testdata/run.json through the yard, headless: the
// screenshot is the last frame, the dump says the flag was reached, the
// recording of the run is the route again, and replaying that recording
// ends in the same state, bit for bit.
func TestHeadlessReplayRecordDumpAndScreenshot(t *testing.T) {
	dir := t.TempDir()
	script, err := filepath.Abs(filepath.Join("testdata", "run.json"))
	if err != nil {
		t.Fatal(err)
	}
	shot, dump, rec, dump2 := filepath.Join(dir, "s.png"), filepath.Join(dir, "d.json"), filepath.Join(dir, "r.json"), filepath.Join(dir, "d2.json")
	if code, out := run(t, dir, "-headless", "-replay", script, "-record", rec, "-dump", dump, "-screenshot", shot); code != 0 {
		t.Fatalf("the scripted run exited %d:\n%s", code, out)
	}

	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(f)
	f.Close()
	if err != nil {
		t.Fatalf("-screenshot: %v", err)
	}
	if b := img.Bounds(); b.Dx() != tumble.ScreenW || b.Dy() != tumble.ScreenH {
		t.Errorf("the screenshot is %v, want %dx%d", b, tumble.ScreenW, tumble.ScreenH)
	}
	colours := map[[3]uint32]bool{}
	for y := 0; y < img.Bounds().Dy(); y += 2 {
		for x := 0; x < img.Bounds().Dx(); x += 2 {
			r, g, b, _ := img.At(x, y).RGBA()
			colours[[3]uint32{r >> 8, g >> 8, b >> 8}] = true
		}
	}
	if len(colours) < 20 {
		t.Errorf("the screenshot has %d colours, want a drawn level", len(colours))
	}

	raw, err := os.ReadFile(dump)
	if err != nil {
		t.Fatal(err)
	}
	var d tumble.Dump
	if err := json.Unmarshal(raw, &d); err != nil {
		t.Fatalf("-dump: %v\n%s", err, raw)
	}
	if d.Tick != 1300 || !d.Finished || d.Level != "levels/yard.json" || len(d.Bodies) < 10 {
		t.Errorf("the dump: tick %d, finished %v, level %q, %d bodies; want 1300, true, the yard, its bodies", d.Tick, d.Finished, d.Level, len(d.Bodies))
	}

	want, err := tumble.LoadReplay(script)
	if err != nil {
		t.Fatal(err)
	}
	got, err := tumble.LoadReplay(rec)
	if err != nil {
		t.Fatalf("-record: %v", err)
	}
	wantJSON, _ := want.Marshal()
	gotJSON, _ := got.Marshal()
	if !bytes.Equal(wantJSON, gotJSON) {
		t.Errorf("the recording of a replayed run is\n%s\nwant the replay\n%s", gotJSON, wantJSON)
	}

	if code, out := run(t, dir, "-headless", "-replay", rec, "-dump", dump2); code != 0 {
		t.Fatalf("replaying the recording exited %d:\n%s", code, out)
	}
	raw2, err := os.ReadFile(dump2)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(raw, raw2) {
		t.Errorf("the recording replays to another state:\n%s\n%s", raw, raw2)
	}
}

// The command line's errors, and a broken level, as a player or a script
// meets them: exit codes and messages that say what to fix.
func TestCommandLineAndDataErrors(t *testing.T) {
	broken := t.TempDir()
	os.MkdirAll(filepath.Join(broken, "levels"), 0o755)
	bindings, err := os.ReadFile(filepath.Join("..", "..", "data", "tumble", tumble.BindingsFile))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(broken, tumble.BindingsFile), bindings, 0o644)
	os.WriteFile(filepath.Join(broken, "levels", "yard.json"), []byte("{\n  \"name\": \"x\",\n  \"width\": 50,\n  \"height\": 200,\n  \"items\": []\n}\n"), 0o644)
	cases := []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"help", []string{"-h"}, 0, []string{"usage: tumble", "-replay FILE"}},
		{"unknown flag", []string{"-fly"}, 2, []string{"-fly", "tumble -h"}},
		{"headless forever", []string{"-headless"}, 2, []string{"-ticks"}},
		{"missing replay", []string{"-headless", "-replay", "nowhere.json"}, 1, []string{"nowhere.json"}},
		{"missing level", []string{"-headless", "-ticks", "5", "-level", "attic"}, 1, []string{"levels/attic.json"}},
		{"broken level", []string{"-headless", "-ticks", "5", "-data", broken}, 1, []string{"levels/yard.json", "width", "320"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out := run(t, t.TempDir(), c.args...)
			if code != c.code {
				t.Errorf("exit %d, want %d:\n%s", code, c.code, out)
			}
			for _, w := range c.want {
				if !strings.Contains(out, w) {
					t.Errorf("the output does not name %q:\n%s", w, out)
				}
			}
		})
	}
}

// The README's pictures of Tumble are what the game draws now, pixel for
// pixel, taken as the README says, with SDL's software renderer: a change
// to the art, the level or the physics that changes them fails here until
// they are taken again.
func TestREADMEPicturesAreCurrent(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("docs/img is taken on Linux; other systems' render drivers may round a pixel differently")
	}
	for _, c := range []readmePicture{
		{"play.png", []string{"-headless", "-replay", "RUN", "-ticks", "700"}},
		{"editor.png", []string{"-headless", "-edit", "-ticks", "3"}},
	} {
		got, want := c.take(t, "SDL_RENDER_DRIVER=software")
		if !got.Rect.Eq(want.Rect) || !bytes.Equal(got.Pix, want.Pix) {
			t.Errorf("docs/img/tumble/%s is out of date: take it again with the README's command", c.name)
		}
	}
}

// The README's pictures of the game's look on the GPU backend (SDL's GPU
// API on Vulkan; Mesa's lavapipe where there is no GPU) are what the game
// draws now: taken as the README says, each pixel within a few levels of
// the picture's (another Vulkan driver, or another Mesa, may round the
// lighting's and the blur's sums differently), and no more than a few
// pixels off by more. A change to the art, the level, the look or the
// physics moves far more than that (the picture a step early: 11,000 of
// its 57,600 pixels) and fails here until they are taken again. Where
// there is no Vulkan device it skips.
func TestREADMEPicturesOfTheLookAreCurrent(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("docs/img is taken on Linux")
	}
	for _, c := range []readmePicture{
		{"lit.png", []string{"-headless", "-renderer", "gpu", "-replay", "RUN", "-ticks", "700"}},
		{"lines.png", []string{"-headless", "-renderer", "gpu", "-debugdraw", "-replay", "RUN", "-ticks", "1000"}},
	} {
		got, want := c.take(t)
		if !got.Rect.Eq(want.Rect) {
			t.Fatalf("docs/img/tumble/%s is %v, the game draws %v", c.name, want.Rect, got.Rect)
		}
		const near, few = 6, 20 // levels of a channel; pixels
		far := 0
		for i := 0; i < len(got.Pix); i += 4 {
			for k := range 3 {
				if d := int(got.Pix[i+k]) - int(want.Pix[i+k]); d > near || d < -near {
					far++
					break
				}
			}
		}
		if far > few {
			t.Errorf("docs/img/tumble/%s is out of date (%d pixels differ by more than %d levels, want at most %d): take it again with the README's command", c.name, far, near, few)
		}
	}
}

// readmePicture is one of the README's pictures, docs/img/tumble/name,
// and the game's arguments that take it ("RUN" for the route's replay,
// testdata/run.json).
type readmePicture struct {
	name string
	args []string
}

// take runs the game from the repository's root as the README does, with
// env added to the environment, and returns the frame it wrote and the
// README's picture. Where the GPU backend has no device it skips.
func (c readmePicture) take(t *testing.T, env ...string) (got, want *image.RGBA) {
	t.Helper()
	root := filepath.Join("..", "..")
	script, err := filepath.Abs(filepath.Join("testdata", "run.json"))
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), c.name)
	args := append([]string(nil), c.args...)
	for i, a := range args {
		if a == "RUN" {
			args[i] = script
		}
	}
	cmd := exec.Command(executable(t), append(args, "-screenshot", out)...)
	cmd.Dir = root
	cmd.Env = append(append(os.Environ(), "SDL_AUDIO_DRIVER=dummy"), env...)
	if b, err := cmd.CombinedOutput(); err != nil {
		if bytes.Contains(b, []byte("no GPU device")) {
			t.Skipf("no GPU device, the pictures of the look are not checked (install a Vulkan driver, e.g. Debian's mesa-vulkan-drivers): %s", b)
		}
		t.Fatalf("%s: %v\n%s", c.name, err, b)
	}
	return readPNG(t, out), readPNG(t, filepath.Join(root, "docs", "img", "tumble", c.name))
}

func readPNG(t *testing.T, path string) *image.RGBA {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	rgba := image.NewRGBA(img.Bounds())
	draw.Draw(rgba, rgba.Rect, img, img.Bounds().Min, draw.Src)
	return rgba
}
