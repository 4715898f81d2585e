package tumble_test

import (
	"bytes"
	"image"
	"image/color"
	"log/slog"
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/core/physics"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/tumble/level"
	"github.com/bengine-go/bengine/games/tumble/tumble"
)

// The tests of this file run the game on the GPU backend (Mesa's lavapipe
// where there is no GPU), the one with the whole look, on small levels of
// their own that put what they check in the camera's view.

// lum is a pixel's brightness, 0 to 255.
func lum(c color.RGBA) float64 { return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B) }

// object finds the object named name in the game's scene.
func object(t testing.TB, a *tumble.App, name string) *scene.GameObject {
	t.Helper()
	o := a.Engine.Scenes().Active().Find(name)
	if o == nil {
		t.Fatalf("no object %q in the game's scene", name)
	}
	return o
}

// lampLevel is a room of one screen with a lamp hanging from a beam,
// let go at angle degrees from straight down, over the back wall.
func lampLevel(angle float32) *level.Level {
	return &level.Level{Name: "lamp", Width: 320, Height: 180, Items: []level.Item{
		{Kind: level.Start, X: 40, Y: 150, W: 14, H: 14},
		{Kind: level.Wall, X: 160, Y: 172, W: 320, H: 16},
		{Kind: level.Wall, X: 160, Y: 8, W: 60, H: 8},
		{Kind: level.Lamp, X: 160, Y: 12, W: 14, H: 50, Angle: angle},
	}}
}

// The lamp's light is a child of the lamp: as the lamp swings, the patch
// its spot light throws on the back wall swings with it, down the lamp's
// axis from the bulb, frame after frame.
func TestTheLightFollowsTheSwingingLamp(t *testing.T) {
	a := startGPU(t, tumble.Flags{DataDir: dataWith(t, lampLevel(-30))})
	frames(t, a, 1)
	lamp, light := object(t, a, "lamp"), object(t, a, "lamp light")
	if light.Parent() != lamp {
		t.Fatalf("the lamp's light hangs from %v, want the lamp", light.Parent())
	}
	const y0, y1 = 100, 140 // a band of the back wall under the lamp, above the actor
	lo, hi := math.Inf(1), math.Inf(-1)
	for i := range 12 {
		frames(t, a, 10)
		img := screenshot(t, a, "lamp")
		bulb, rot := light.Transform.WorldPosition(), float64(lamp.Transform.Rotation())
		// Where the lamp's axis crosses the middle of the band.
		want := float64(bulb[0]) + (float64(y0+y1)/2-float64(bulb[1]))*-math.Sin(rot)/math.Cos(rot)
		got := litCentre(img, y0, y1)
		// The patch's middle lags a few pixels behind the axis at the
		// swing's ends (its far side is further from the bulb, so dimmer);
		// a light that stayed put, or that moved with the bulb without
		// turning, misses it there by 30 pixels or more.
		if math.Abs(got-want) > 15 {
			t.Errorf("frame %d: the lamp at %.0f°: got the light's patch on the wall at x %.0f, want it about the lamp's axis at %.0f", 10*(i+1), rot*180/math.Pi, got, want)
		}
		lo, hi = min(lo, got), max(hi, got)
	}
	if hi-lo < 80 {
		t.Errorf("the light's patch stayed between x %.0f and %.0f while the lamp swung, want it to swing with the lamp", lo, hi)
	}
}

// litCentre is the middle of the light thrown on rows y0 to y1 of img:
// the columns' brightness above the darkest fifth of them, averaged by x.
func litCentre(img *image.RGBA, y0, y1 int) float64 {
	w := img.Rect.Dx()
	cols := make([]float64, w)
	for x := range w {
		for y := y0; y < y1; y++ {
			cols[x] += lum(img.RGBAAt(x, y))
		}
	}
	sorted := append([]float64(nil), cols...)
	sort.Float64s(sorted)
	base := sorted[w/5]
	var sum, wsum float64
	for x, c := range cols {
		if c > base {
			sum += float64(x) * (c - base)
			wsum += c - base
		}
	}
	if wsum == 0 {
		return -1
	}
	return sum / wsum
}

// windowLevel is a room of one screen with a lamp hanging still over a
// frosted window 24 x 40 in front of the back wall, its middle at
// (160, 100).
func windowLevel() *level.Level {
	l := lampLevel(0)
	l.Items[3].H = 30
	l.Items = append(l.Items, level.Item{Kind: level.Window, X: 160, Y: 100, W: 24, H: 40})
	return l
}

// steepest is the largest difference of brightness between neighbours
// (across and down) in the rectangle r of img: the edge of a lit brick
// is a step, a blurred one a slope.
func steepest(img *image.RGBA, r image.Rectangle) float64 {
	most := 0.0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := lum(img.RGBAAt(x, y))
			most = max(most, math.Abs(c-lum(img.RGBAAt(x+1, y))), math.Abs(c-lum(img.RGBAAt(x, y+1))))
		}
	}
	return most
}

// The frosted window blurs the bricks behind it and leaves those beside
// it sharp; its frame, in front of the pane, stays sharp too.
func TestTheWindowBlursWhatIsBehindIt(t *testing.T) {
	a := startGPU(t, tumble.Flags{DataDir: dataWith(t, windowLevel())})
	frames(t, a, 3)
	img := screenshot(t, a, "window")
	// The pane's four quarters (inside the frame and the cross), and as
	// much wall on either side of the window, in the lamp's light.
	panes := []image.Rectangle{image.Rect(151, 83, 158, 98), image.Rect(162, 83, 169, 98), image.Rect(151, 102, 158, 117), image.Rect(162, 102, 169, 117)}
	beside := []image.Rectangle{image.Rect(130, 83, 145, 117), image.Rect(175, 83, 190, 117)}
	sharp, blurred := 0.0, 0.0
	for _, r := range beside {
		sharp = max(sharp, steepest(img, r))
	}
	for _, r := range panes {
		blurred = max(blurred, steepest(img, r))
	}
	if sharp < 25 || blurred > sharp/2 {
		t.Errorf("got steps of brightness up to %.0f behind the pane and %.0f beside the window, want the bricks beside it sharp (25 or more) and those behind it blurred (under half as steep)", blurred, sharp)
	}
	// The cross's bars are in front of the pane: drawn as they are,
	// brighter than the frosted wall around them.
	for _, y := range []int{84, 90, 96, 104, 110, 116} { // above and below the cross's other bar
		bar, pane := lum(img.RGBAAt(159, y)), lum(img.RGBAAt(155, y))
		if bar < pane+30 {
			t.Errorf("the window's bar at (159,%d): got brightness %.0f beside the pane's %.0f, want the bar drawn over the pane, not blurred into it", y, bar, pane)
		}
	}
}

// A crate dropped on Tumble flashes the world red (the GLOW step's damage
// flash), and the flash fades out on its own within a third of a second.
func TestTheHitFlashFades(t *testing.T) {
	l := &level.Level{Name: "drop", Width: 320, Height: 240, Items: []level.Item{
		{Kind: level.Start, X: 100, Y: 210, W: 14, H: 14},
		{Kind: level.Wall, X: 160, Y: 232, W: 320, H: 16},
		{Kind: level.Crate, X: 100, Y: 40, W: 24, H: 24},
	}}
	a := startGPU(t, tumble.Flags{DataDir: dataWith(t, l)})
	r := a.Engine.Renderer()
	const sx, sy = 300, 20 // the sky, far from the crate's fall
	frames(t, a, 1)
	before := screenshot(t, a, "flash-before").RGBAAt(sx, sy)
	hit := 0
	for i := range 120 {
		frames(t, a, 1)
		if a.Play.Dump().Hits > 0 {
			hit = i
			break
		}
	}
	if hit == 0 {
		t.Fatal("the crate never hit Tumble")
	}
	at := screenshot(t, a, "flash").RGBAAt(sx, sy)
	if int(at.R)-int(before.R) < 40 || int(at.R)-int(before.R) < 2*(int(at.B)-int(before.B)) {
		t.Errorf("the sky the frame of the hit: got %v against %v before, want it flashed red", at, before)
	}
	last := r.FlashLevel()
	if last < 0.9 {
		t.Errorf("the frame of the hit: got the flash at %.2f, want it near its peak", last)
	}
	for i := range 40 {
		frames(t, a, 1)
		level := r.FlashLevel()
		if level > last || (last > 0 && level == last) {
			t.Fatalf("%d frames after the hit: got the flash at %.3f after %.3f, want it fading", i+1, level, last)
		}
		last = level
	}
	if last != 0 {
		t.Errorf("0.4 s after the hit: got the flash at %.3f, want it over", last)
	}
	if after := screenshot(t, a, "flash-after").RGBAAt(sx, sy); after != before {
		t.Errorf("the sky 0.4 s after the hit: got %v, want %v as before it", after, before)
	}
}

// tap presses k for a frame and lets it go the next.
func tap(t testing.TB, a *tumble.App, k input.Key) {
	t.Helper()
	for _, down := range []bool{true, false} {
		if err := inputtest.PushKey(k, down); err != nil {
			t.Fatal(err)
		}
		frames(t, a, 1)
	}
}

func rgba8(c render.Color) color.RGBA {
	return color.RGBA{uint8(c.R*255 + 0.5), uint8(c.G*255 + 0.5), uint8(c.B*255 + 0.5), 255}
}

// lineAt reports whether a pixel within one of p in img has one of the
// colours cs (give or take 2 a channel): a one-pixel line through p.
func lineAt(img *image.RGBA, p mgl32.Vec2, cs ...color.RGBA) bool {
	near := func(a, b uint8) bool { return max(a, b)-min(a, b) <= 2 }
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			c := img.RGBAAt(int(math.Floor(float64(p[0])))+dx, int(math.Floor(float64(p[1])))+dy)
			for _, w := range cs {
				if near(c.R, w.R) && near(c.G, w.G) && near(c.B, w.B) {
					return true
				}
			}
		}
	}
	return false
}

// The physics debug lines draw the world as Box2D has it, where the
// bodies are on screen under the camera: -debugdraw starts with them on,
// and in a debug build F4 turns them on and off while the F3 overlay
// shows. Both backends draw them.
func TestDebugLinesAreDrawnWhereTheBodiesAre(t *testing.T) {
	// A level wider than the screen: the camera is 240 pixels in.
	l := &level.Level{Name: "lines", Width: 640, Height: 180, Items: []level.Item{
		{Kind: level.Start, X: 400, Y: 150, W: 14, H: 14},
		{Kind: level.Wall, X: 320, Y: 172, W: 640, H: 16},
		{Kind: level.Crate, X: 440, Y: 100, W: 16, H: 16},
		{Kind: level.Brick, X: 480, Y: 120, W: 24, H: 24},
	}}
	static := rgba8(physics.ColorStatic)
	crate := []color.RGBA{rgba8(physics.ColorDynamic), rgba8(physics.ColorAsleep)}
	for _, backend := range []render.Backend{render.BackendGPU, render.BackendSDL} {
		t.Run(backend.String(), func(t *testing.T) {
			a := start(t, tumble.Flags{DataDir: dataWith(t, l), Renderer: backend, Debug: engine.DebugOn})
			frames(t, a, 150) // the crate falls and comes to rest
			// drawn counts the sample points of the brick's and the
			// crate's outlines that have a line in their colours.
			drawn := func(name string) (brick, box int) {
				t.Helper()
				img := screenshot(t, a, name)
				cam := mgl32.Vec2{240, 0}
				c := object(t, a, "crate").Transform.Position().Sub(cam)
				for i := range 9 {
					u := float32(i-4) / 4 // -1 to 1 along each side
					for _, p := range []mgl32.Vec2{{480 + 12*u, 108}, {480 + 12*u, 132}, {468, 120 + 12*u}, {492, 120 + 12*u}} {
						if lineAt(img, p.Sub(cam), static) {
							brick++
						}
					}
					// The crate's top and the upper half of its sides: the
					// ground's line and the contacts' marks are drawn over
					// the rest.
					pts := []mgl32.Vec2{{7 * u, -8}}
					if u <= 0 {
						pts = append(pts, mgl32.Vec2{-8, 7 * u}, mgl32.Vec2{8, 7 * u})
					}
					for _, p := range pts {
						if lineAt(img, c.Add(p), crate...) {
							box++
						}
					}
				}
				return brick, box
			}
			if b, c := drawn("lines-off"); b > 0 || c > 0 {
				t.Errorf("without -debugdraw: got %d of 36 and %d of 19 points of the brick's and the crate's outlines in the lines' colours, want none", b, c)
			}
			tap(t, a, input.KeyF3)
			tap(t, a, input.KeyF4)
			if b, c := drawn("lines-on"); b < 34 || c < 18 {
				t.Errorf("after F3 and F4: got %d of 36 and %d of 19 points of the brick's and the crate's outlines drawn, want them all", b, c)
			}
			tap(t, a, input.KeyF4)
			if b, c := drawn("lines-off-again"); b > 0 || c > 0 {
				t.Errorf("after F4 again: got %d of 36 and %d of 19 points of the outlines in the lines' colours, want none", b, c)
			}
			a.Close()

			flagged := start(t, tumble.Flags{DataDir: dataWith(t, l), Renderer: backend, DebugDraw: true})
			frames(t, flagged, 150)
			a = flagged
			if b, c := drawn("lines-flag"); b < 34 || c < 18 {
				t.Errorf("with -debugdraw: got %d of 36 and %d of 19 points of the outlines drawn, want them all", b, c)
			}
		})
	}
}

// On SDL's 2D renderer the game asks for nothing it lacks (normal maps,
// the POSTPROCESS step, the frosted shader), so the engine has nothing to
// warn about; the window's pane is a translucent sprite there.
func TestSDLsRendererFallsBackQuietly(t *testing.T) {
	var log bytes.Buffer
	old := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&log, nil)))
	t.Cleanup(func() { slog.SetDefault(old) })
	a := start(t, tumble.Flags{DataDir: dataWith(t, windowLevel()), Renderer: render.BackendSDL})
	frames(t, a, 3)
	img := screenshot(t, a, "window-sdl")
	if strings.Contains(log.String(), "WARN") {
		t.Errorf("the game on SDL's renderer logged warnings:\n%s", log.String())
	}
	// The pane lets the bricks behind it show, sharp.
	if got := steepest(img, image.Rect(151, 83, 158, 98)); got < 10 {
		t.Errorf("behind the pane on SDL's renderer: got steps of brightness up to %.0f, want the bricks showing through (10 or more)", got)
	}
}
