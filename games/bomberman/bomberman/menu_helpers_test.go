package bomberman

import (
	"image"
	"image/color"
	"os"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/core/render"
)

// SDL drops gamepad events while none of its windows has the keyboard
// focus, and the offscreen window never gets it. SDL reads the hint when its
// joystick subsystem starts, once per process: before any test runs.
func init() { os.Setenv("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1") }

// player is a test's hands: it presses keys and gamepad buttons through
// SDL's event queue (core/input/inputtest) and runs engine frames, so the
// menus and the game see exactly what a player's devices would send.
type player struct {
	t    testing.TB
	a    *App
	pads []*inputtest.Pad
}

// newMenuApp opens a headless app at the title that behaves like a live
// game: intro cards, the game-over hand-over to the menus and the versus
// screens run (a -headless run skips them to stay comparable with
// game.RunReplay). seed makes the first game deterministic.
func newMenuApp(t testing.TB, seed uint64) (*App, *player) {
	t.Helper()
	sdlTest(t, effectsOff())
	a := newTestApp(t, Flags{Seed: seed, SeedSet: true, Mute: true})
	a.Flags.Headless = false
	pl := &player{t: t, a: a}
	pl.frames(2)
	if got := activeScene(); got != SceneTitle {
		t.Fatalf("got first scene %q, want %q", got, SceneTitle)
	}
	return a, pl
}

func activeScene() string {
	if s := engine.Scenes().Active(); s != nil {
		return s.Name()
	}
	return ""
}

// plug attaches n virtual gamepads; the input manager gives them to
// players 1..n.
func (pl *player) plug(n int) {
	pl.t.Helper()
	for i := 0; i < n; i++ {
		pad, err := inputtest.AttachPad([]string{"Test Pad One", "Test Pad Two"}[i])
		if err != nil {
			pl.t.Skipf("no virtual gamepads here: %v", err)
		}
		pl.t.Cleanup(func() { _ = pad.Close() })
		pl.pads = append(pl.pads, pad)
	}
	pl.frames(3)
	in := engine.Input()
	for p := 1; p <= n; p++ {
		if _, ok := in.GamepadName(p); !ok {
			pl.t.Fatalf("player %d got no gamepad", p)
		}
	}
}

// frames runs n engine frames (one fixed step each).
func (pl *player) frames(n int) {
	pl.t.Helper()
	for i := 0; i < n; i++ {
		inputtest.Update()
		if err := pl.a.Engine.RunOneFrame(); err != nil {
			pl.t.Fatalf("frame: %v", err)
		}
	}
}

// hold presses or releases a button of player p's pad (1-based), seen
// from the next frame.
func (pl *player) hold(p int, b input.Button, down bool) {
	pl.t.Helper()
	if err := pl.pads[p-1].Press(b, down); err != nil {
		pl.t.Fatal(err)
	}
}

// tap presses and releases a pad button over two frames.
func (pl *player) tap(p int, b input.Button) {
	pl.t.Helper()
	pl.hold(p, b, true)
	pl.frames(1)
	pl.hold(p, b, false)
	pl.frames(1)
}

// key presses and releases a key over two frames.
func (pl *player) key(k input.Key) {
	pl.t.Helper()
	if err := inputtest.PushKey(k, true); err != nil {
		pl.t.Fatal(err)
	}
	pl.frames(1)
	if err := inputtest.PushKey(k, false); err != nil {
		pl.t.Fatal(err)
	}
	pl.frames(1)
}

// typeText types letters and digits on the keyboard.
func (pl *player) typeText(s string) {
	pl.t.Helper()
	for _, c := range []byte(s) {
		switch {
		case c >= 'A' && c <= 'Z':
			pl.key(input.KeyA + input.Key(c-'A'))
		case c >= '1' && c <= '9':
			pl.key(input.Key1 + input.Key(c-'1'))
		case c == '0':
			pl.key(input.Key0)
		default:
			pl.t.Fatalf("typeText: no key for %q", c)
		}
	}
}

// switchTo makes scene name the active one, as a menu entry would, and
// runs the frame that enters it.
func (pl *player) switchTo(name string) {
	pl.t.Helper()
	if err := engine.Scenes().Switch(name); err != nil {
		pl.t.Fatal(err)
	}
	pl.waitFor("the "+name+" scene", 3, func() bool { return activeScene() == name })
}

// waitFor runs frames until cond holds, failing after max frames.
func (pl *player) waitFor(what string, max int, cond func() bool) {
	pl.t.Helper()
	for i := 0; i < max; i++ {
		if cond() {
			return
		}
		pl.frames(1)
	}
	if !cond() {
		pl.t.Fatalf("%s: not reached in %d frames (scene %q)", what, max, activeScene())
	}
}

// screenshot returns the last presented frame at the logical size.
func screenshot(t testing.TB) *image.RGBA {
	t.Helper()
	img, err := engine.Renderer().Screenshot(render.LogicalPixels)
	if err != nil {
		t.Fatal(err)
	}
	return toRGBA(img)
}

func toRGBA(img image.Image) *image.RGBA {
	if r, ok := img.(*image.RGBA); ok {
		return r
	}
	b := img.Bounds()
	out := image.NewRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			out.Set(x, y, img.At(x, y))
		}
	}
	return out
}

// countPixels counts the pixels of r in img for which match holds.
func countPixels(img *image.RGBA, r image.Rectangle, match func(color.RGBA) bool) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if match(img.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

// isColour matches text pixels drawn in colour c: the HUD font's glyphs
// are 0xf8 white, so the tint comes out scaled by 0xf8/0xff.
func isColour(c render.Color) func(color.RGBA) bool {
	const k = float32(0xf8) / 0xff
	g := render.Color{R: c.R * k, G: c.G * k, B: c.B * k, A: 1}
	return func(p color.RGBA) bool { return near(p, g) || near(p, c) }
}

// notColour matches pixels other than c.
func notColour(c render.Color) func(color.RGBA) bool {
	return func(p color.RGBA) bool { return !near(p, c) }
}

// textRow is the rectangle of an 8-pixel text row at y over the full width.
func textRow(y float32) image.Rectangle {
	return image.Rect(0, int(y), ScreenW, int(y)+8)
}
