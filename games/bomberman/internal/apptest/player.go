package apptest

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// SDL drops gamepad events while none of its windows has the keyboard
// focus, and the offscreen window never gets it. SDL reads the hint when its
// joystick subsystem starts, once per process: before any test runs.
func init() { os.Setenv("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1") }

// Player is a test's hands: it presses keys and gamepad buttons through
// SDL's event queue (core/input/inputtest) and runs engine frames, so the
// menus and the game see exactly what a player's devices would send.
type Player struct {
	T    testing.TB
	A    *app.App
	Pads []*inputtest.Pad
}

// OpenLive opens the game headless at the title, playing as a live game
// does (Flags.Live: the intro cards, the game-over hand-over to the menus
// and the versus screens run, which a -headless run skips to stay
// comparable with game.RunReplay), with the effects off. seed makes the
// first game deterministic.
func OpenLive(t testing.TB, seed uint64) (*app.App, *Player) {
	t.Helper()
	return OpenLiveWith(t, seed, EffectsOff())
}

// OpenLiveWith is OpenLive with the settings st (nil: the defaults,
// particles and shake on).
func OpenLiveWith(t testing.TB, seed uint64, st *save.Settings) (*app.App, *Player) {
	t.Helper()
	if st == nil {
		d := save.DefaultSettings()
		st = &d
	}
	SDL(t, st)
	a := Open(t, app.Flags{Seed: seed, SeedSet: true, Mute: true, Live: true})
	pl := &Player{T: t, A: a}
	pl.Frames(2)
	if got := pl.Scene(); got != menu.SceneTitle {
		t.Fatalf("got first scene %q, want %q", got, menu.SceneTitle)
	}
	return a, pl
}

// Scene returns the name of the active scene ("" none).
func (pl *Player) Scene() string {
	if s := pl.A.Engine().Scenes().Active(); s != nil {
		return s.Name()
	}
	return ""
}

// Plug attaches n virtual gamepads; the input manager gives them to
// players 1..n.
func (pl *Player) Plug(n int) {
	pl.T.Helper()
	for i := 0; i < n; i++ {
		pad, err := inputtest.AttachPad([]string{"Test Pad One", "Test Pad Two"}[i])
		if err != nil {
			pl.T.Skipf("no virtual gamepads here: %v", err)
		}
		pl.T.Cleanup(func() { _ = pad.Close() })
		pl.Pads = append(pl.Pads, pad)
	}
	pl.Frames(3)
	in := pl.A.Engine().Input()
	for p := 1; p <= n; p++ {
		if _, ok := in.GamepadName(p); !ok {
			pl.T.Fatalf("player %d got no gamepad", p)
		}
	}
}

// Frames runs n engine frames (one fixed step each).
func (pl *Player) Frames(n int) {
	pl.T.Helper()
	for i := 0; i < n; i++ {
		inputtest.Update()
		if err := pl.A.Engine().RunOneFrame(); err != nil {
			pl.T.Fatalf("frame: %v", err)
		}
	}
}

// Hold presses or releases a button of player p's pad (1-based), seen
// from the next frame.
func (pl *Player) Hold(p int, b input.Button, down bool) {
	pl.T.Helper()
	if err := pl.Pads[p-1].Press(b, down); err != nil {
		pl.T.Fatal(err)
	}
}

// Tap presses and releases a pad button over two frames.
func (pl *Player) Tap(p int, b input.Button) {
	pl.T.Helper()
	pl.Hold(p, b, true)
	pl.Frames(1)
	pl.Hold(p, b, false)
	pl.Frames(1)
}

// Key presses and releases a key over two frames.
func (pl *Player) Key(k input.Key) {
	pl.T.Helper()
	if err := inputtest.PushKey(k, true); err != nil {
		pl.T.Fatal(err)
	}
	pl.Frames(1)
	if err := inputtest.PushKey(k, false); err != nil {
		pl.T.Fatal(err)
	}
	pl.Frames(1)
}

// TypeText types letters and digits on the keyboard.
func (pl *Player) TypeText(s string) {
	pl.T.Helper()
	for _, c := range []byte(s) {
		switch {
		case c >= 'A' && c <= 'Z':
			pl.Key(input.KeyA + input.Key(c-'A'))
		case c >= '1' && c <= '9':
			pl.Key(input.Key1 + input.Key(c-'1'))
		case c == '0':
			pl.Key(input.Key0)
		default:
			pl.T.Fatalf("TypeText: no key for %q", c)
		}
	}
}

// SwitchTo makes scene name the active one, as a menu entry would, and
// runs the frame that enters it.
func (pl *Player) SwitchTo(name string) {
	pl.T.Helper()
	if err := pl.A.Engine().Scenes().Switch(name); err != nil {
		pl.T.Fatal(err)
	}
	pl.WaitFor("the "+name+" scene", 3, func() bool { return pl.Scene() == name })
}

// WaitFor runs frames until cond holds, failing after max frames.
func (pl *Player) WaitFor(what string, max int, cond func() bool) {
	pl.T.Helper()
	for i := 0; i < max; i++ {
		if cond() {
			return
		}
		pl.Frames(1)
	}
	if !cond() {
		pl.T.Fatalf("%s: not reached in %d frames (scene %q)", what, max, pl.Scene())
	}
}

// Screenshot returns the last presented frame at the logical size.
func (pl *Player) Screenshot() *image.RGBA { return Screenshot(pl.T, pl.A) }

// Screenshot returns a's last presented frame at the logical size.
func Screenshot(t testing.TB, a *app.App) *image.RGBA {
	t.Helper()
	img, err := a.Engine().Renderer().Screenshot(render.LogicalPixels)
	if err != nil {
		t.Fatal(err)
	}
	return ToRGBA(img)
}

// ToRGBA returns img as an *image.RGBA.
func ToRGBA(img image.Image) *image.RGBA {
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

// CountPixels counts the pixels of r in img for which match holds.
func CountPixels(img *image.RGBA, r image.Rectangle, match func(color.RGBA) bool) int {
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

// IsColour matches text pixels drawn in colour c: the HUD font's glyphs
// are 0xf8 white, so the tint comes out scaled by 0xf8/0xff.
func IsColour(c render.Color) func(color.RGBA) bool {
	const k = float32(0xf8) / 0xff
	g := render.Color{R: c.R * k, G: c.G * k, B: c.B * k, A: 1}
	return func(p color.RGBA) bool { return Near(p, g) || Near(p, c) }
}

// NotColour matches pixels other than c.
func NotColour(c render.Color) func(color.RGBA) bool {
	return func(p color.RGBA) bool { return !Near(p, c) }
}

// TextRow is the rectangle of an 8-pixel text row at y over the full width.
func TextRow(y float32) image.Rectangle {
	return image.Rect(0, int(y), assets.ScreenW, int(y)+8)
}

// Scene returns the name of a's active scene ("" none).
func Scene(a *app.App) string {
	if s := a.Engine().Scenes().Active(); s != nil {
		return s.Name()
	}
	return ""
}

// RenderTargets reports whether a's renderer can run lighting and glow
// (it has offscreen render targets), leaving its effects as they were.
func RenderTargets(a *app.App) bool {
	r := a.Engine().Renderer()
	was := r.Effects()
	on := r.SetEffects(render.Effects{Lighting: true, Glow: true})
	r.SetEffects(was)
	return on.Lighting && on.Glow
}

// CountBright counts the bright pixels (white or yellow text) of img in
// [x0,x1)x[y0,y1).
func CountBright(img *image.RGBA, x0, y0, x1, y1 int) int {
	n := 0
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			if c := img.RGBAAt(x, y); c.R > 200 && c.G > 180 {
				n++
			}
		}
	}
	return n
}

// ReadPNG reads a PNG file as an *image.RGBA.
func ReadPNG(t testing.TB, path string) *image.RGBA {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	src, err := png.Decode(fh)
	if err != nil {
		t.Fatal(err)
	}
	return ToRGBA(src)
}
