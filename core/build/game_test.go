package build_test

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/build"
)

// The tests in this file build the real game. They skip, saying why, while
// ./games/bomberman does not build.

func TestGameReleaseRunsHeadlessFromAnotherDirectory(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the game's release build under -short")
	}
	root := needGame(t, "", "")
	p := hostRelease(t)
	cfg := &build.Config{Root: root, Out: t.TempDir(), Version: "v0.0.0-test"}
	res, err := cfg.Build(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	checkLayout(t, res, cfg.DataDir())

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, res.Exe, "-headless", "-ticks", "30")
	cmd.Dir = t.TempDir() // no data/ here, nor in ../data: only beside the executable
	cmd.Env = append(os.Environ(), "SDL_AUDIO_DRIVER=dummy")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s -headless -ticks 30 from %s: %v\n%s", res.Exe, cmd.Dir, err, out)
	}
}

// The web build's pages, checked in Chromium: the title screen, a stage
// started from the page's query string, and a stage reached from the title
// by key presses, in which the player then walks right. Set
// WEB_SCREENSHOT_DIR to keep the screenshots.
func TestGameWebInChromium(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the game's web build under -short")
	}
	if _, err := os.Stat(chromium); err != nil {
		t.Skipf("skipping: %s is missing (apt-get install -y chromium, or set CHROMIUM): %v", chromium, err)
	}
	root := needGame(t, "js", "wasm")
	cfg := &build.Config{Root: root, Out: t.TempDir(), Version: "v0.0.0-test"}
	res, err := cfg.Web(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	// Copies of index.html that hold their load event back (the screenshot
	// waits for it) while the game runs in real time, one with the key
	// presses of a player.
	writePage(t, res.Dir, "title.html", 4*time.Second, "")
	writePage(t, res.Dir, "keys.html", 10*time.Second, pressKeysScript)
	base := serveDelayed(t, serveWeb(t, res.Dir))

	pages := []struct {
		name, path string
		check      func(frame *image.RGBA) []string
	}{
		{"title", "title.html", checkTitle},
		{"stage from args", "title.html?args=-stage,1", checkStage},
		{"keys to a stage and walk", "keys.html", func(f *image.RGBA) []string {
			return append(checkStage(f), checkWalked(f)...)
		}},
	}
	for _, pg := range pages {
		t.Run(pg.name, func(t *testing.T) {
			img, console := screenshot(t, base+pg.path, false, "")
			if dir := os.Getenv("WEB_SCREENSHOT_DIR"); dir != "" {
				savePNG(t, filepath.Join(dir, strings.ReplaceAll(pg.name, " ", "_")+".png"), img)
			}
			for _, bad := range []string{"panic", "exit code", "Uncaught", "not implemented"} {
				if strings.Contains(console, bad) {
					t.Fatalf("console has %q:\n%s", bad, console)
				}
			}
			frame, err := gameFrame(img)
			if err != nil {
				t.Fatalf("%s: %v; console:\n%s", pg.path, err, console)
			}
			if dir := os.Getenv("WEB_SCREENSHOT_DIR"); dir != "" {
				savePNG(t, filepath.Join(dir, strings.ReplaceAll(pg.name, " ", "_")+"_frame.png"), frame)
			}
			if problems := pg.check(frame); len(problems) > 0 {
				t.Errorf("%s: the frame is not what the game draws there:\n  %s\nconsole:\n%s", pg.path, strings.Join(problems, "\n  "), console)
			}
		})
	}
}

// writePage writes a copy of dir's index.html as name, with extra and an
// image that serveDelayed answers after wait added at the end of its body.
func writePage(t *testing.T, dir, name string, wait time.Duration, extra string) {
	t.Helper()
	index, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	hold := fmt.Sprintf(`<img src="/delay?ms=%d" alt="" style="display:none">`, wait.Milliseconds())
	page := strings.Replace(string(index), "</body>", extra+hold+"\n</body>", 1)
	if err := os.WriteFile(filepath.Join(dir, name), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
}

// serveDelayed serves /delay?ms=N, a 1x1 GIF sent after N ms, and passes
// everything else on to target (build.Serve).
func serveDelayed(t *testing.T, target string) string {
	t.Helper()
	u, err := url.Parse(target)
	if err != nil {
		t.Fatal(err)
	}
	gif := []byte("GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")
	mux := http.NewServeMux()
	mux.HandleFunc("/delay", func(w http.ResponseWriter, r *http.Request) {
		ms, err := strconv.Atoi(r.URL.Query().Get("ms"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		select {
		case <-time.After(time.Duration(ms) * time.Millisecond):
		case <-r.Context().Done():
			return
		}
		w.Header().Set("Content-Type", "image/gif")
		w.Write(gif)
	})
	mux.Handle("/", httputil.NewSingleHostReverseProxy(u))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}

// pressKeysScript is added to a copy of the page. Once the game has opened
// its 256x240 canvas and shown the title, it presses and releases X (the
// "a" action: "1 PLAYER" is chosen), then, when the STAGE card has had
// time to pass, holds Right down: real DOM key events that SDL's Emscripten
// handlers turn into SDL key events.
const pressKeysScript = `<script>
(() => {
  const key = (type, code, name, keyCode) => canvas.dispatchEvent(new KeyboardEvent(type,
    { code: code, key: name, keyCode: keyCode, which: keyCode, bubbles: true, cancelable: true }));
  const started = setInterval(() => {
    if (canvas.width !== 256 || canvas.height !== 240) return;
    clearInterval(started);
    setTimeout(() => key('keydown', 'KeyX', 'x', 88), 1500);
    setTimeout(() => key('keyup', 'KeyX', 'x', 88), 1700);
    setTimeout(() => key('keydown', 'ArrowRight', 'ArrowRight', 39), 6000);
  }, 50);
})();
</script>
`

// The game's colours the checks look for, as drawn (from
// games/bomberman/bomberman: MenuBack, HUDGreen, the logo art's yellow and
// orange; TextWhite and TextYellow come out of the built-in font, whose
// glyphs are 248 grey, as 248 white, 241,202,54 and 241,85,54).
var (
	menuNavy   = color.RGBA{0x10, 0x18, 0x48, 0xff}
	logoOrange = color.RGBA{240, 128, 24, 0xff}
	logoYellow = color.RGBA{248, 224, 72, 0xff}
	textWhite  = color.RGBA{248, 248, 248, 0xff}
	textYellow = color.RGBA{241, 202, 54, 0xff}
	hudGreen   = color.RGBA{0x20, 0x70, 0x20, 0xff}
	warnRed    = color.RGBA{241, 85, 54, 0xff} // TextRed: start-up warnings
)

// gameFrame finds the game's canvas in a page screenshot (the page is black
// around it; the canvas is the box of non-black pixels) and samples it back
// to the 256x240 logical frame. The page scales the canvas by a whole
// number when it can, so the box must be a multiple of 256x240.
func gameFrame(img image.Image) (*image.RGBA, error) {
	b := img.Bounds()
	box := image.Rectangle{Min: b.Max, Max: b.Min}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r|g|bl > 0x0f00 {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	const w, h = 256, 240
	sx, sy := box.Dx()/w, box.Dy()/h
	if box.Empty() || sx < 1 || sx != sy || box.Dx() != sx*w || box.Dy() != sy*h {
		return nil, fmt.Errorf("the canvas is %v in a %v page, want a whole multiple of %dx%d (a blank or partly drawn page?)", box, b, w, h)
	}
	frame := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			frame.Set(x, y, img.At(box.Min.X+x*sx+sx/2, box.Min.Y+y*sy+sy/2))
		}
	}
	return frame, nil
}

// count reports how many pixels of frame inside r are within 8 per channel
// of c.
func count(frame *image.RGBA, r image.Rectangle, c color.RGBA) int {
	n := 0
	near := func(a, b uint8) bool { d := int(a) - int(b); return -9 < d && d < 9 }
	r = r.Intersect(frame.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p := frame.RGBAAt(x, y)
			if near(p.R, c.R) && near(p.G, c.G) && near(p.B, c.B) {
				n++
			}
		}
	}
	return n
}

// want records a problem when got < min.
func want(problems []string, what string, got, min int) []string {
	if got < min {
		problems = append(problems, fmt.Sprintf("%s: got %d pixels, want >= %d", what, got, min))
	}
	return problems
}

// checkTitle: the menus' navy background, the logo in its resting place,
// white menu entries, the yellow TOP row and chosen entry, and no start-up
// warnings.
func checkTitle(f *image.RGBA) []string {
	var p []string
	logo := image.Rect(48, 24, 208, 64)
	p = want(p, "navy background (MenuBack) over the frame", count(f, f.Bounds(), menuNavy), 256*240/2)
	p = want(p, "logo orange in the logo's place (y 24..64)", count(f, logo, logoOrange), 300)
	p = want(p, "logo yellow in the logo's place (y 24..64)", count(f, logo, logoYellow), 300)
	p = want(p, "white menu entries (y 92..190)", count(f, image.Rect(80, 92, 208, 190), textWhite), 400)
	p = want(p, "yellow TOP row and chosen entry (y 64..106)", count(f, image.Rect(48, 64, 208, 106), textYellow), 150)
	if n := count(f, image.Rect(0, 0, 256, 24), logoOrange); n > 0 {
		p = append(p, fmt.Sprintf("logo orange above the logo's place: %d pixels, want 0 (the logo has not landed?)", n))
	}
	if n := count(f, image.Rect(0, 200, 256, 240), warnRed); n > 0 {
		p = append(p, fmt.Sprintf("start-up warnings under the menu: %d red pixels, want none (a save folder or data file the page lacks? see the console)", n))
	}
	return p
}

// checkStage: the HUD's green bar along the top, and a play field of many
// colours (walls, bricks, grass, the player, enemies), none of them the
// title's navy.
func checkStage(f *image.RGBA) []string {
	var p []string
	p = want(p, "HUD green along the top (y 0..16)", count(f, image.Rect(0, 0, 256, 16), hudGreen), 256*16*6/10)
	if n := count(f, f.Bounds(), menuNavy); n > 256*240/10 {
		p = append(p, fmt.Sprintf("menu navy: %d pixels, want few (still a menu?)", n))
	}
	field := image.Rect(0, 32, 256, 240)
	hist := map[color.RGBA]int{}
	for y := field.Min.Y; y < field.Max.Y; y++ {
		for x := field.Min.X; x < field.Max.X; x++ {
			hist[f.RGBAAt(x, y)]++
		}
	}
	big := 0
	for _, n := range hist {
		if n >= 100 {
			big++
		}
	}
	if big < 5 {
		p = append(p, fmt.Sprintf("play field: %d colours of >= 100 pixels, want >= 5 (walls, bricks, grass, sprites)", big))
	}
	return p
}

// checkWalked: the player (white, in the top row of the field: y 48..64)
// has walked right from the first tile (x 16..32), where a stage starts.
func checkWalked(f *image.RGBA) []string {
	n, sum := 0, 0
	for y := 48; y < 64; y++ {
		for x := 0; x < 256; x++ {
			if count(f, image.Rect(x, y, x+1, y+1), textWhite) == 1 {
				n, sum = n+1, sum+x
			}
		}
	}
	switch {
	case n < 20:
		return []string{fmt.Sprintf("player: %d white pixels in the top row of the field, want >= 20", n)}
	case sum/n < 36:
		return []string{fmt.Sprintf("player: centred at x %d, want >= 36 (walked right from the first tile, x 16..32)", sum/n)}
	}
	return nil
}

func savePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Error(err)
		return
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Error(err)
	}
}
