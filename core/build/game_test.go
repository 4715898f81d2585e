package build_test

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
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

// The web build in Chromium, as a player meets it: the title screen drawn,
// a stage started from the page's query string, a stage reached from the
// title with the keyboard and with a gamepad (the player then walks right),
// the sound: an AudioContext that runs once the page is clicked, the canvas
// scaled to a viewport that changes while the page loads (three loads) and
// after, QUIT ending the page with a notice and a button that starts the
// game again, and a bad command line ending it with its exit status. No
// page may log an error. Set WEB_SCREENSHOT_DIR to keep the screenshots.
func TestGameWebInChromium(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the game's web build under -short")
	}
	needChromium(t)
	root := needGame(t, "js", "wasm")
	cfg := &build.Config{Root: root, Out: t.TempDir(), Version: "v0.0.0-test"}
	res, err := cfg.Web(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	base := serveWeb(t, res.Dir)

	// One player's page: the title; a click, after which the sound must be
	// running; then X to start and Right to walk.
	player := startGame(t, base, "", "")
	t.Run("title", func(t *testing.T) {
		waitFrame(t, player, "the title", checkTitle)
	})
	t.Run("wasm arrives compressed", func(t *testing.T) {
		// The Resource Timing API tells what crossed the wire for each file.
		for _, name := range []string{"main.wasm", "sdl.wasm", "sdl.js"} {
			var sizes struct{ Encoded, Decoded float64 }
			expr := fmt.Sprintf("(() => { const e = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/%s')); return e ? {encoded: e.encodedBodySize, decoded: e.decodedBodySize} : {}; })()", name)
			if err := player.eval(expr, &sizes); err != nil {
				t.Fatal(err)
			}
			if sizes.Decoded == 0 || sizes.Encoded > sizes.Decoded/3 {
				t.Errorf("%s: %.0f bytes sent for %.0f, want it compressed to under a third", name, sizes.Encoded, sizes.Decoded)
			}
		}
	})
	t.Run("sound starts on a click", func(t *testing.T) {
		// Before any gesture the browser keeps the context suspended.
		var before string
		if err := player.eval("globalThis.bengineAudio ? String(globalThis.bengineAudio.state) : 'missing'", &before); err != nil {
			t.Fatal(err)
		}
		if before == "missing" || before == "running" {
			t.Errorf("before any click or key, globalThis.bengineAudio is %s, want a suspended AudioContext", before)
		}
		player.click(4, 4) // on the page, beside the canvas: the game sees no click
		err := player.waitJS("globalThis.bengineAudio && globalThis.bengineAudio.state === 'running'", 10*time.Second)
		if err != nil {
			var state string
			player.eval("globalThis.bengineAudio ? String(globalThis.bengineAudio.state) : 'missing'", &state)
			t.Errorf("after a click, globalThis.bengineAudio is %s, want an AudioContext whose state is \"running\"; console:\n%s", state, player.consoleLog())
		}
		// The context pulls the game's mix, the title's music in it.
		if err := player.waitJS("globalThis.bengineAudioStats && globalThis.bengineAudioStats().frames > 0 && globalThis.bengineAudioStats().musicSamples > 0", 10*time.Second); err != nil {
			var stats any
			player.eval("globalThis.bengineAudioStats ? globalThis.bengineAudioStats() : 'missing'", &stats)
			t.Errorf("the running context mixes no music: bengineAudioStats() = %v: %v", stats, err)
		}
		var stats any
		player.eval("globalThis.bengineAudioStats()", &stats)
		t.Logf("bengineAudioStats() = %v", stats)
	})
	t.Run("keys to a stage and walk", func(t *testing.T) {
		player.key(true, "x", "KeyX", 88) // X is the "a" action: 1 PLAYER
		time.Sleep(150 * time.Millisecond)
		player.key(false, "x", "KeyX", 88)
		waitFrame(t, player, "the stage after X on the title", checkStage)
		player.key(true, "ArrowRight", "ArrowRight", 39)
		waitFrame(t, player, "the player walking right", func(f *image.RGBA) []string {
			return append(checkStage(f), checkWalked(f)...)
		})
		player.key(false, "ArrowRight", "ArrowRight", 39)
	})
	t.Run("stage from args", func(t *testing.T) {
		b := startGame(t, base, "?args=-stage,1", "")
		waitFrame(t, b, "stage 1", checkStage)
	})
	t.Run("canvas follows the viewport from the start", func(t *testing.T) {
		// Three loads, the viewport changed once the page's scripts run
		// and before the game has its window (as when an info bar appears
		// while the page loads), each to another size; then once more
		// after the game is up.
		for i, size := range [][2]int{{800, 600}, {1100, 800}, {600, 500}} {
			b := startBrowser(t, "", "")
			t.Cleanup(b.checkNoConsoleErrors)
			b.navigate(base)
			if err := b.waitJS("document.readyState !== 'loading'", 30*time.Second); err != nil {
				t.Fatal(err)
			}
			b.resize(size[0], size[1])
			var loading bool
			if err := b.eval("canvas.width === 300 && canvas.height === 150", &loading); err != nil || !loading {
				t.Fatalf("load %d: the game sized its canvas before the viewport changed (%v): the test changed nothing during the load", i+1, err)
			}
			if err := b.waitJS("canvas.width === 256 && canvas.height === 240", 60*time.Second); err != nil {
				var got string
				b.eval("canvas.width + 'x' + canvas.height", &got)
				t.Fatalf("load %d, viewport %v changed during the load: the canvas is %s, want 256x240: %v; console:\n%s", i+1, size, got, err, b.consoleLog())
			}
			waitFrame(t, b, "the title", checkTitle)
			checkCanvasFits(t, b, size)
			if i == 0 {
				after := [2]int{1000, 520}
				b.resize(after[0], after[1])
				checkCanvasFits(t, b, after)
			}
			b.close()
		}
	})
	t.Run("QUIT ends the page cleanly", func(t *testing.T) {
		b := startGame(t, base, "", "")
		waitFrame(t, b, "the title", checkTitle)
		// The sound playing, as for a player: its node then keeps asking
		// the game for more until the very end.
		b.click(4, 4)
		if err := b.waitJS("globalThis.bengineAudioStats && globalThis.bengineAudioStats().frames > 0", 20*time.Second); err != nil {
			t.Fatalf("the sound did not start: %v", err)
		}
		chooseLast(t, b)
		ended := "!document.getElementById('ended').hidden && getComputedStyle(canvas).display === 'none'"
		if err := b.waitJS(ended, 20*time.Second); err != nil {
			savePage(t, t.Name()+"_failed", b.screenshot())
			t.Fatalf("after QUIT the page does not say that the game has ended: %v; console:\n%s", err, b.consoleLog())
		}
		var text string
		b.eval("document.getElementById('ended').innerText", &text)
		if !strings.Contains(text, "The game has ended.") || !strings.Contains(text, "Play again") {
			t.Errorf("after QUIT the page says %q, want \"The game has ended.\" and a Play again button", text)
		}
		savePage(t, t.Name(), b.screenshot())
		time.Sleep(time.Second) // what the page, its sound or a timer would still do
		b.checkNoConsoleErrors()
		// The button starts the game again.
		var button struct{ X, Y float64 }
		if err := b.eval("(() => { const r = document.getElementById('again').getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })()", &button); err != nil {
			t.Fatal(err)
		}
		b.click(button.X, button.Y)
		if err := b.waitJS("document.getElementById('ended').hidden && canvas.width === 256 && canvas.height === 240", 60*time.Second); err != nil {
			t.Fatalf("Play again: %v; console:\n%s", err, b.consoleLog())
		}
		waitFrame(t, b, "the title again", checkTitle)
	})
	t.Run("a bad command line ends the page with its status", func(t *testing.T) {
		b := startBrowser(t, "", "")
		t.Cleanup(b.checkNoConsoleErrors)
		b.navigate(base + "?args=-stage,99")
		if err := b.waitJS("!document.getElementById('ended').hidden", 60*time.Second); err != nil {
			t.Fatalf("-stage 99: %v; console:\n%s", err, b.consoleLog())
		}
		var text string
		b.eval("document.getElementById('ended-text').innerText", &text)
		if want := "exit status 2"; !strings.Contains(text, want) {
			t.Errorf("-stage 99: the page says %q, want the game's exit status, %q", text, want)
		}
		if want := "-stage: got 99, want 1..50"; !b.consoleHas(want) {
			t.Errorf("-stage 99: the console lacks the game's message %q:\n%s", want, b.consoleLog())
		}
	})
	t.Run("gamepad to a stage and walk", func(t *testing.T) {
		b := startGame(t, base, "", fakeGamepadScript)
		waitFrame(t, b, "the title", checkTitle)
		if err := b.eval("bengineTestPad.plug()", nil); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
		if err := b.eval("bengineTestPad.press(0, true)", nil); err != nil { // South: the "a" action
			t.Fatal(err)
		}
		time.Sleep(150 * time.Millisecond)
		b.eval("bengineTestPad.press(0, false)", nil)
		waitFrame(t, b, "the stage after South on the title", checkStage)
		b.eval("bengineTestPad.press(15, true)", nil) // D-pad right
		waitFrame(t, b, "the player walking right on the D-pad", func(f *image.RGBA) []string {
			return append(checkStage(f), checkWalked(f)...)
		})
	})
}

// startGame opens the game's page with query in a new browser (initScript
// runs before the page's scripts) and waits for its 256x240 canvas, up to
// three minutes: on a loaded machine (the whole suite at once) compiling
// and starting the WebAssembly can hold the page's thread, which then
// answers nothing, for over a minute. At the end of the test it checks
// that the page logged no error.
func startGame(t *testing.T, base, query, initScript string) *browser {
	t.Helper()
	b := startBrowser(t, "", initScript)
	t.Cleanup(b.checkNoConsoleErrors) // cleanups run last first: before the browser closes
	b.navigate(base + query)
	if err := b.waitJS("canvas.width === 256 && canvas.height === 240", 3*time.Minute); err != nil {
		t.Fatalf("the game did not open its canvas: %v; console:\n%s", err, b.consoleLog())
	}
	return b
}

// titleEntry returns the index of the title menu's entry drawn in yellow
// (the one chosen) and how many entries there are: the bands of rows with
// text in the menu's column (x 88..208, y 80..186, above the TOP row).
func titleEntry(f *image.RGBA) (chosen, entries int) {
	chosen = -1
	inBand := false
	for y := 80; y < 186; y++ {
		text, yellow := 0, 0
		for x := 88; x < 208; x++ {
			switch c := f.RGBAAt(x, y); c {
			case textWhite:
				text++
			case textYellow:
				text++
				yellow++
			}
		}
		switch {
		case text > 0 && !inBand:
			inBand = true
			entries++
		case text == 0:
			inBand = false
		}
		if yellow > 0 {
			chosen = entries - 1
		}
	}
	return chosen, entries
}

// chooseLast moves the title's cursor to its last entry, QUIT, with the
// arrow keys (up from the first entry, down from any other), checking the
// frame after each press, then picks it with X.
func chooseLast(t *testing.T, b *browser) {
	t.Helper()
	tap := func(key, code string, keyCode int) {
		b.key(true, key, code, keyCode)
		time.Sleep(100 * time.Millisecond)
		b.key(false, key, code, keyCode)
		time.Sleep(300 * time.Millisecond)
	}
	for range 10 {
		frame, err := gameFrame(b, b.screenshot())
		if err != nil {
			t.Fatal(err)
		}
		chosen, entries := titleEntry(frame)
		switch {
		case entries < 2 || chosen < 0:
			t.Fatalf("the title shows %d menu entries, entry %d chosen: not the title's menu", entries, chosen)
		case chosen == entries-1:
			tap("x", "KeyX", 88)
			return
		case chosen == 0:
			tap("ArrowUp", "ArrowUp", 38) // the menu wraps
		default:
			tap("ArrowDown", "ArrowDown", 40)
		}
	}
	t.Fatal("the cursor did not reach the title's last entry in 10 presses")
}

// checkCanvasFits checks that the game's canvas is scaled by the largest
// whole number that fits the viewport of size w x h, and centred in it.
func checkCanvasFits(t *testing.T, b *browser, size [2]int) {
	t.Helper()
	s := min(size[0]/256, size[1]/240)
	want := struct{ X, Y, W, H float64 }{float64(size[0]-256*s) / 2, float64(size[1]-240*s) / 2, float64(256 * s), float64(240 * s)}
	var got struct{ X, Y, W, H float64 }
	expr := "(() => { const r = canvas.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; })()"
	deadline := time.Now().Add(5 * time.Second)
	for {
		if err := b.eval(expr, &got); err != nil {
			t.Fatal(err)
		}
		if got == want || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if got != want {
		t.Errorf("viewport %dx%d: the canvas is at %v, want %v (%dx, centred)", size[0], size[1], got, want, s)
	}
}

// waitFrame takes screenshots until check finds nothing wrong with the
// game's frame, for up to 20 seconds (the game runs in real time).
func waitFrame(t *testing.T, b *browser, what string, check func(*image.RGBA) []string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	var problems []string
	for {
		img := b.screenshot()
		frame, err := gameFrame(b, img)
		if err == nil {
			if problems = check(frame); len(problems) == 0 {
				savePage(t, t.Name(), img)
				savePage(t, t.Name()+"_frame", frame)
				return
			}
		} else {
			problems = []string{err.Error()}
		}
		if time.Now().After(deadline) {
			savePage(t, t.Name()+"_failed", img)
			if frame != nil {
				savePage(t, t.Name()+"_failed_frame", frame)
			}
			t.Fatalf("waiting for %s: the frame is not what the game draws there:\n  %s\nconsole:\n%s", what, strings.Join(problems, "\n  "), b.consoleLog())
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// fakeGamepadScript stands in for a gamepad in the browser's Gamepad API,
// as SDL's virtual joysticks do for native tests: navigator.getGamepads
// answers with one standard-layout pad (an Xbox 360 pad's id) once
// bengineTestPad.plug() has fired gamepadconnected, as a browser does when
// a player presses a button of a new pad, and
// bengineTestPad.press(i, down) sets its button i (standard layout: 0 is
// the bottom face button, 15 the D-pad's right).
const fakeGamepadScript = `(() => {
  const pad = {
    id: 'Xbox 360 Controller (XInput STANDARD GAMEPAD Vendor: 045e Product: 028e)',
    index: 0, connected: true, mapping: 'standard', timestamp: 0,
    buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })),
    axes: [0, 0, 0, 0],
  };
  let plugged = false;
  Object.defineProperty(Navigator.prototype, 'getGamepads', {
    configurable: true,
    value: () => [plugged ? pad : null, null, null, null],
  });
  globalThis.bengineTestPad = {
    plug() {
      plugged = true;
      // A GamepadEvent needs a real Gamepad: an Event carrying the stand-in
      // does for the page's listeners (SDL's own reads event.gamepad).
      const e = new Event('gamepadconnected');
      Object.defineProperty(e, 'gamepad', { value: pad });
      window.dispatchEvent(e);
    },
    press(i, down) {
      pad.buttons[i] = { pressed: down, touched: down, value: down ? 1 : 0 };
      pad.timestamp = performance.now();
    },
  };
})();`

// The game's colours the checks look for, as drawn: NES palette entries
// (games/bomberman/art.NES) the game names TitleBack ($0F), HUDGrey ($10)
// and the field's grass ($1A); the logo's $06 and $27; the player's $26
// (face, gloves, boots: no other sprite of a stage has it); and the built-in
// font's glyphs, which are 248 grey ($20, TextWhite), and its copies in
// TextYellow ($38) and TextRed ($16, start-up warnings), drawn exactly.
var (
	titleBlack = color.RGBA{0x00, 0x00, 0x00, 0xff}
	logoRed    = color.RGBA{0xa8, 0x10, 0x00, 0xff}
	logoOrange = color.RGBA{0xfc, 0xa0, 0x44, 0xff}
	hudGrey    = color.RGBA{0xbc, 0xbc, 0xbc, 0xff}
	grassGreen = color.RGBA{0x00, 0xa8, 0x00, 0xff}
	playerSkin = color.RGBA{0xf8, 0x78, 0x58, 0xff}
	textWhite  = color.RGBA{248, 248, 248, 0xff}
	textYellow = color.RGBA{0xf8, 0xd8, 0x78, 0xff} // $38
	warnRed    = color.RGBA{0xf8, 0x38, 0x00, 0xff} // $16
)

// gameFrame cuts the game's canvas out of a page screenshot, at the box
// the page's layout gives it, and samples it back to the 256x240 logical
// frame. The page scales the canvas by a whole number when it can, so the
// box must be a multiple of 256x240.
func gameFrame(b *browser, img image.Image) (*image.RGBA, error) {
	return canvasFrame(b, img, 256, 240)
}

// canvasFrame is gameFrame for a game whose logical frame is w x h.
func canvasFrame(b *browser, img image.Image, w, h int) (*image.RGBA, error) {
	var box struct{ X, Y, W, H float64 }
	if err := b.eval("(() => { const r = canvas.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; })()", &box); err != nil {
		return nil, err
	}
	r := image.Rect(int(box.X), int(box.Y), int(box.X+box.W), int(box.Y+box.H))
	sx, sy := r.Dx()/w, r.Dy()/h
	if r.Empty() || sx < 1 || sx != sy || r.Dx() != sx*w || r.Dy() != sy*h || !r.In(img.Bounds()) {
		return nil, fmt.Errorf("the canvas is %v in a %v page, want a whole multiple of %dx%d inside it", r, img.Bounds(), w, h)
	}
	frame := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			frame.Set(x, y, img.At(r.Min.X+x*sx+sx/2, r.Min.Y+y*sy+sy/2))
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

// checkTitle: the title's black, the logo landed in its place, white menu
// entries, the yellow chosen entry and TOP row, and no start-up warnings.
func checkTitle(f *image.RGBA) []string {
	var p []string
	logo := image.Rect(48, 16, 208, 56)
	p = want(p, "black background (TitleBack) over the frame", count(f, f.Bounds(), titleBlack), 256*240/2)
	p = want(p, "logo red in the logo's place (y 16..56)", count(f, logo, logoRed), 300)
	p = want(p, "logo orange in the logo's place (y 16..56)", count(f, logo, logoOrange), 300)
	p = want(p, "white menu entries (y 96..200)", count(f, image.Rect(80, 96, 208, 200), textWhite), 400)
	p = want(p, "yellow chosen entry and TOP row (y 80..200)", count(f, image.Rect(80, 80, 208, 200), textYellow), 100)
	if n := count(f, image.Rect(0, 0, 256, 16), logoRed); n > 0 {
		p = append(p, fmt.Sprintf("logo red above the logo's place: %d pixels, want 0 (the logo has not landed?)", n))
	}
	if n := count(f, image.Rect(0, 200, 256, 240), warnRed); n > 0 {
		p = append(p, fmt.Sprintf("start-up warnings under the menu: %d red pixels, want none (a save folder or data file the page lacks? see the console)", n))
	}
	return p
}

// checkStage: the HUD's grey bar along the top, and a play field of many
// colours (walls, bricks, grass, the player, enemies), mostly grass, with
// little of the title's black.
func checkStage(f *image.RGBA) []string {
	var p []string
	field := image.Rect(0, 32, 256, 240)
	p = want(p, "HUD grey along the top (y 0..16)", count(f, image.Rect(0, 0, 256, 16), hudGrey), 256*16*6/10)
	p = want(p, "grass in the field (y 32..240)", count(f, field, grassGreen), field.Dx()*field.Dy()*3/10)
	if n := count(f, field, titleBlack); n > field.Dx()*field.Dy()/4 {
		p = append(p, fmt.Sprintf("black: %d pixels in the field, want few (still the title?)", n))
	}
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

// checkWalked: the player (the only $26 of a stage, in the top row of the
// field: y 48..64) has walked right from the first tile (x 16..32), where a
// stage starts.
func checkWalked(f *image.RGBA) []string {
	n, sum := 0, 0
	for y := 48; y < 64; y++ {
		for x := 0; x < 256; x++ {
			if count(f, image.Rect(x, y, x+1, y+1), playerSkin) == 1 {
				n, sum = n+1, sum+x
			}
		}
	}
	switch {
	case n < 10:
		return []string{fmt.Sprintf("player: %d pixels of its face and gloves in the top row of the field, want >= 10", n)}
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
