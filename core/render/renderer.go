package render

import (
	"errors"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"

	"github.com/bengine-go/bengine/core/internal/sdlgfx"
)

// Options configure New. The zero value opens a visible 768x720 window
// showing a 256x240 (NES) logical frame.
type Options struct {
	Title              string
	LogicalW, LogicalH int // logical resolution; default 256x240
	Scale              int // initial window size in logical pixels; default 3
	VSync              bool
	Hidden             bool // create the window hidden (tests, benchmarks)
	Fullscreen         bool
	// Driver picks SDL's render driver ("opengl", "software", ...); ""
	// lets SDL choose (or the SDL_RENDER_DRIVER environment variable).
	// Without a GPU, "software" draws sprites faster than OpenGL on Mesa's
	// llvmpipe.
	Driver string
}

// FrameStats counts what the last Present did.
type FrameStats struct {
	DrawCalls      int // SDL draw calls: one per batch plus the step copies
	Sprites        int // quads submitted
	Batches        int // batch keys drawn (one RenderGeometry each)
	TargetSwitches int // render-target changes
}

// Renderer is the window, the SDL renderer, the batcher and the draw
// steps: the engine's Renderer singleton. Use it from the thread that
// created it (the main, OS-locked goroutine).
type Renderer struct {
	dev  *sdlgfx.Device
	opts Options

	queue   Queue
	clear   [4]uint8
	font    *Font
	indices []int32

	// Draw steps.
	targets  bool // render targets work: the steps below are possible
	lighting bool
	ambient  [4]uint8
	glow     bool
	scene    *sdlgfx.Texture // logical-size world and UI
	light    *sdlgfx.Texture // light map
	glowFull *sdlgfx.Texture // emissive sprites at logical size
	glowA    *sdlgfx.Texture // half size, ping
	glowB    *sdlgfx.Texture // half size, pong
	full     sdlgfx.Rect     // the logical frame
	half     sdlgfx.Rect     // the glow buffers
	tap      sdlgfx.Rect     // scratch rectangle for blur taps
	nsrc     sdlgfx.Rect     // naive path's source rectangle
	ndst     sdlgfx.Rect     // naive path's destination rectangle

	stats    FrameStats
	textures []*Texture
	nextID   uint32

	// Window-to-logical mapping, refreshed by HandleResize.
	pres    sdlgfx.Rect
	density float32

	closed bool
}

// New opens the window and its SDL renderer with logical presentation
// (integer scaling, nearest-neighbour filtering) and creates the draw-step
// targets. Without a video device it returns an error, never panics.
func New(opts Options) (*Renderer, error) {
	if opts.LogicalW <= 0 || opts.LogicalH <= 0 {
		opts.LogicalW, opts.LogicalH = 256, 240
	}
	if opts.Scale <= 0 {
		opts.Scale = 3
	}
	dev, err := sdlgfx.Open(sdlgfx.Config{
		Title: opts.Title, Width: opts.LogicalW * opts.Scale, Height: opts.LogicalH * opts.Scale,
		LogicalW: opts.LogicalW, LogicalH: opts.LogicalH,
		VSync: opts.VSync, Hidden: opts.Hidden, Fullscreen: opts.Fullscreen, Driver: opts.Driver,
	})
	if err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	r := &Renderer{dev: dev, opts: opts, clear: [4]uint8{0, 0, 0, 255}, ambient: [4]uint8{255, 255, 255, 255}}
	r.queue.last = -1
	r.full = sdlgfx.Rect{W: float32(opts.LogicalW), H: float32(opts.LogicalH)}
	r.half = sdlgfx.Rect{W: float32(max(1, opts.LogicalW/2)), H: float32(max(1, opts.LogicalH/2))}

	ft, err := r.NewTexture("render:builtin", builtinImage())
	if err != nil {
		r.Close()
		return nil, err
	}
	r.font, r.queue.white = builtinFont(ft)
	r.targets = r.makeTargets() == nil
	r.HandleResize()
	return r, nil
}

// makeTargets creates the step targets and checks that one can be bound.
func (r *Renderer) makeTargets() error {
	w, h := r.opts.LogicalW, r.opts.LogicalH
	hw, hh := int(r.half.W), int(r.half.H)
	var err error
	mk := func(w, h int, linear bool) *sdlgfx.Texture {
		if err != nil {
			return nil
		}
		var t *sdlgfx.Texture
		t, err = r.dev.NewTarget(w, h, linear)
		return t
	}
	r.scene = mk(w, h, false)
	r.light = mk(w, h, false)
	r.glowFull = mk(w, h, true)
	r.glowA = mk(hw, hh, true)
	r.glowB = mk(hw, hh, true)
	if err == nil {
		if err = r.dev.SetTarget(r.scene); err == nil {
			err = r.dev.SetTarget(nil)
		}
	}
	if err != nil {
		for _, t := range []*sdlgfx.Texture{r.scene, r.light, r.glowFull, r.glowA, r.glowB} {
			t.Destroy()
		}
		r.scene, r.light, r.glowFull, r.glowA, r.glowB = nil, nil, nil, nil, nil
	}
	return err
}

// Close destroys every texture, the renderer and the window. It is
// idempotent; the Renderer is unusable afterwards.
func (r *Renderer) Close() {
	if r == nil || r.closed {
		return
	}
	r.closed = true
	r.dev.Close() // SDL frees the textures with their renderer
	for _, t := range r.textures {
		t.gfx = nil
	}
	r.textures = nil
}

// Driver names the SDL render driver in use ("opengl", "software", ...).
func (r *Renderer) Driver() string { return r.dev.Name() }

// LogicalSize reports the logical resolution.
func (r *Renderer) LogicalSize() (w, h int) { return r.opts.LogicalW, r.opts.LogicalH }

// Queue returns the queue sprites are submitted to this frame.
func (r *Renderer) Queue() *Queue { return &r.queue }

// SetClearColor sets the colour the world is cleared to each frame.
func (r *Renderer) SetClearColor(c Color) { r.clear = c.rgba8() }

// SetCamera sets the camera's top-left corner in world pixels: every step
// but UI is drawn moved by (-x, -y). It applies to the frame being built.
func (r *Renderer) SetCamera(x, y float32) { r.queue.camX, r.queue.camY = x, y }

// Camera reports the camera position.
func (r *Renderer) Camera() (x, y float32) { return r.queue.camX, r.queue.camY }

// EnableLighting turns the LIGHTING step on: the world is multiplied by a
// light map cleared to ambient, to which StepLight sprites are added. It
// reports whether the step is available (render targets exist).
func (r *Renderer) EnableLighting(ambient Color) bool {
	r.lighting, r.ambient = r.targets, ambient.rgba8()
	r.ambient[3] = 255
	return r.targets
}

// DisableLighting turns the LIGHTING step off; StepLight sprites are then
// ignored and the world is drawn at full brightness.
func (r *Renderer) DisableLighting() { r.lighting = false }

// EnableGlow turns the GLOW step on or off and reports whether it is on.
// Without it (or without render targets) StepGlow sprites are added to the
// world unblurred.
func (r *Renderer) EnableGlow(on bool) bool {
	r.glow = on && r.targets
	return r.glow
}

// Effects reports which optional steps are on, and whether render targets
// exist at all (false in the web build).
func (r *Renderer) Effects() (lighting, glow, targets bool) { return r.lighting, r.glow, r.targets }

// Stats reports the counters of the last Present.
func (r *Renderer) Stats() FrameStats { return r.stats }

// DebugText draws s with the built-in font in the UI step, above
// everything else this frame.
func (r *Renderer) DebugText(x, y float32, s string, c Color) {
	r.queue.Text(r.font, s, x, y, StepUI, maxLayer, c)
}

const maxLayer = int16(1<<15 - 1)

// NewTexture uploads img (decoded in Go) as a texture named name. The
// Renderer owns it and frees it at Close.
func (r *Renderer) NewTexture(name string, img image.Image) (*Texture, error) {
	if img == nil {
		return nil, fmt.Errorf("render: texture %q: nil image", name)
	}
	b := img.Bounds()
	if b.Empty() {
		return nil, fmt.Errorf("render: texture %q: empty image", name)
	}
	nrgba, ok := img.(*image.NRGBA)
	if !ok || nrgba.Stride != 4*b.Dx() || b.Min != (image.Point{}) {
		nrgba = image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
		draw.Draw(nrgba, nrgba.Bounds(), img, b.Min, draw.Src)
	}
	g, err := r.dev.NewTexture(b.Dx(), b.Dy(), nrgba.Pix)
	if err != nil {
		return nil, fmt.Errorf("render: texture %q: %w", name, err)
	}
	r.nextID++
	t := &Texture{W: b.Dx(), H: b.Dy(), id: r.nextID, name: name, gfx: g,
		fw: float32(b.Dx()), fh: float32(b.Dy())}
	r.textures = append(r.textures, t)
	return t, nil
}

// Present draws the frame, steps in order, one RenderGeometry per batch key,
// and shows it. The queue starts a new frame with the next submission.
func (r *Renderer) Present() error {
	if r.closed {
		return errors.New("render: Present on a closed Renderer")
	}
	q := &r.queue
	q.begin() // a frame with no submissions is an empty frame
	q.sort()
	q.applyCamera()
	r.stats = FrameStats{Sprites: q.sprites}
	err := r.draw()
	q.done = true
	if err != nil {
		return err
	}
	return r.dev.Present()
}

// draw runs the draw steps for the queued frame into the window's back
// buffer (without presenting it).
func (r *Renderer) draw() error {
	if !r.targets {
		// No render targets: everything straight to the window, unlit.
		if err := r.setTarget(nil); err != nil {
			return err
		}
		if err := r.dev.Clear(r.clear[0], r.clear[1], r.clear[2], r.clear[3]); err != nil {
			return err
		}
		if err := r.drawStep(StepGeometry, false); err != nil {
			return err
		}
		if err := r.drawStep(StepGlow, true); err != nil {
			return err
		}
		return r.drawStep(StepUI, false)
	}

	// 1. GEOMETRY into the scene target at logical resolution.
	if err := r.setTarget(r.scene); err != nil {
		return err
	}
	if err := r.dev.Clear(r.clear[0], r.clear[1], r.clear[2], 255); err != nil {
		return err
	}
	if err := r.drawStep(StepGeometry, false); err != nil {
		return err
	}
	// 2. LIGHTING: ambient plus additive lights, multiplied onto the world.
	if r.lighting {
		if err := r.lightStep(); err != nil {
			return err
		}
	}
	// 3. GLOW: emissive sprites, blurred, added back.
	if r.glow && r.hasStep(StepGlow) {
		if err := r.glowStep(); err != nil {
			return err
		}
	} else if err := r.drawStep(StepGlow, true); err != nil {
		return err
	}
	// 4. UI, unlit and sharp.
	if err := r.drawStep(StepUI, false); err != nil {
		return err
	}
	// 5. To the window; logical presentation scales by an integer.
	return r.toWindow()
}

func (r *Renderer) toWindow() error {
	if err := r.setTarget(nil); err != nil {
		return err
	}
	if err := r.dev.Clear(0, 0, 0, 255); err != nil {
		return err
	}
	return r.copy(r.scene, sdlgfx.BlendNone, nil, &r.full)
}

func (r *Renderer) lightStep() error {
	if err := r.setTarget(r.light); err != nil {
		return err
	}
	if err := r.dev.Clear(r.ambient[0], r.ambient[1], r.ambient[2], 255); err != nil {
		return err
	}
	if err := r.drawStep(StepLight, true); err != nil {
		return err
	}
	if err := r.setTarget(r.scene); err != nil {
		return err
	}
	return r.copy(r.light, sdlgfx.BlendMod, nil, &r.full)
}

// blurTaps are the offsets and weights (out of 255) of a 5-tap binomial
// blur, one direction a pass.
var blurTaps = [5]struct {
	off float32
	w   uint8
}{{-2, 16}, {-1, 64}, {0, 96}, {1, 64}, {2, 16}}

// GlowPasses is how many horizontal+vertical blur pass pairs GLOW runs.
const GlowPasses = 2

func (r *Renderer) glowStep() error {
	// Emissive sprites on opaque black, so every texel has alpha 1 and the
	// additive copies below add colour exactly.
	if err := r.setTarget(r.glowFull); err != nil {
		return err
	}
	if err := r.dev.Clear(0, 0, 0, 255); err != nil {
		return err
	}
	if err := r.drawStep(StepGlow, false); err != nil {
		return err
	}
	// Down to half size with linear filtering.
	if err := r.setTarget(r.glowA); err != nil {
		return err
	}
	if err := r.copy(r.glowFull, sdlgfx.BlendNone, nil, &r.half); err != nil {
		return err
	}
	// Ping-pong blur: A -> B horizontally, B -> A vertically.
	for range GlowPasses {
		if err := r.blur(r.glowA, r.glowB, 1, 0); err != nil {
			return err
		}
		if err := r.blur(r.glowB, r.glowA, 0, 1); err != nil {
			return err
		}
	}
	// Back up to full size, added onto the world.
	if err := r.setTarget(r.scene); err != nil {
		return err
	}
	return r.copy(r.glowA, sdlgfx.BlendAdd, nil, &r.full)
}

func (r *Renderer) blur(src, dst *sdlgfx.Texture, dx, dy float32) error {
	if err := r.setTarget(dst); err != nil {
		return err
	}
	if err := r.dev.Clear(0, 0, 0, 255); err != nil {
		return err
	}
	for _, t := range blurTaps {
		if err := r.dev.SetMod(src, t.w, t.w, t.w, 255); err != nil {
			return err
		}
		r.tap = sdlgfx.Rect{X: t.off * dx, Y: t.off * dy, W: r.half.W, H: r.half.H}
		if err := r.copy(src, sdlgfx.BlendAdd, nil, &r.tap); err != nil {
			return err
		}
	}
	return r.dev.SetMod(src, 255, 255, 255, 255)
}

// hasStep reports whether any batch of this frame is in step s.
func (r *Renderer) hasStep(s Step) bool {
	for _, i := range r.queue.active {
		if r.queue.buckets[i].key.Step == s {
			return true
		}
	}
	return false
}

// drawStep issues one RenderGeometry per batch key of step s, in key
// order. additive forces additive blending (lights, unblurred glow).
func (r *Renderer) drawStep(s Step, additive bool) error {
	q := &r.queue
	for _, i := range q.active {
		b := q.buckets[i]
		if b.key.Step != s || len(b.verts) == 0 || b.key.Tex.gfx == nil {
			continue
		}
		quads := len(b.verts) / 4
		if len(r.indices) < 6*quads {
			r.growIndices(quads)
		}
		blend := sdlgfx.Blend(b.key.Blend)
		if additive {
			blend = sdlgfx.BlendAdd
		}
		if err := r.dev.Geometry(b.key.Tex.gfx, blend, b.verts, r.indices[:6*quads]); err != nil {
			return fmt.Errorf("render: batch step %d layer %d texture %q: %w", b.key.Step, b.key.Layer, b.key.Tex.name, err)
		}
		r.stats.DrawCalls++
		r.stats.Batches++
	}
	return nil
}

// growIndices extends the shared index buffer (two triangles a quad); it
// grows by doubling, so it allocates only while the largest batch grows.
func (r *Renderer) growIndices(quads int) {
	n := max(quads, 2*len(r.indices)/6, 256)
	idx := make([]int32, 6*n)
	for i := range n {
		v := int32(4 * i)
		copy(idx[6*i:], []int32{v, v + 1, v + 2, v + 2, v + 3, v})
	}
	r.indices = idx
}

func (r *Renderer) setTarget(t *sdlgfx.Texture) error {
	if r.dev.Target() == t {
		return nil
	}
	if err := r.dev.SetTarget(t); err != nil {
		return fmt.Errorf("render: %w", err)
	}
	r.stats.TargetSwitches++
	return nil
}

func (r *Renderer) copy(t *sdlgfx.Texture, b sdlgfx.Blend, src, dst *sdlgfx.Rect) error {
	if err := r.dev.Copy(t, b, src, dst); err != nil {
		return fmt.Errorf("render: %w", err)
	}
	r.stats.DrawCalls++
	return nil
}

// Screenshot returns the window's content for the last presented frame, at
// window resolution (the logical frame scaled, with any letterbox bars).
// It draws the frame again into the back buffer and reads it back
// (SDL_RenderReadPixels), so call it between Present and the next frame.
func (r *Renderer) Screenshot() (*image.RGBA, error) {
	if r.closed {
		return nil, errors.New("render: Screenshot on a closed Renderer")
	}
	saved := r.stats
	defer func() { r.stats = saved }()
	var err error
	if r.targets {
		err = r.toWindow()
	} else {
		err = r.draw()
	}
	if err != nil {
		return nil, fmt.Errorf("render: screenshot: %w", err)
	}
	img, err := r.dev.ReadPixels()
	if err != nil {
		return nil, fmt.Errorf("render: screenshot: %w", err)
	}
	return img, nil
}

// LogicalScreenshot returns the last presented frame at logical
// resolution, before scaling to the window.
func (r *Renderer) LogicalScreenshot() (*image.RGBA, error) {
	if r.closed {
		return nil, errors.New("render: LogicalScreenshot on a closed Renderer")
	}
	if r.targets {
		if err := r.dev.SetTarget(r.scene); err != nil {
			return nil, fmt.Errorf("render: logical screenshot: %w", err)
		}
		img, err := r.dev.ReadPixels()
		if err != nil {
			return nil, fmt.Errorf("render: logical screenshot: %w", err)
		}
		if err := r.dev.SetTarget(nil); err != nil {
			return nil, fmt.Errorf("render: logical screenshot: %w", err)
		}
		return img, nil
	}
	// Without targets: sample the window shot at each logical pixel's centre.
	win, err := r.Screenshot()
	if err != nil {
		return nil, err
	}
	r.HandleResize()
	w, h := r.opts.LogicalW, r.opts.LogicalH
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	sx, sy := r.pres.W/float32(w), r.pres.H/float32(h)
	for y := range h {
		for x := range w {
			px := int(r.pres.X + (float32(x)+0.5)*sx)
			py := int(r.pres.Y + (float32(y)+0.5)*sy)
			out.SetRGBA(x, y, win.RGBAAt(px, py))
		}
	}
	return out, nil
}

// SaveScreenshot writes the window's content for the last presented frame
// to path as PNG.
func (r *Renderer) SaveScreenshot(path string) error {
	img, err := r.Screenshot()
	if err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("render: save screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("render: save screenshot %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("render: save screenshot %s: %w", path, err)
	}
	return nil
}

// SetFullscreen switches between fullscreen and windowed.
func (r *Renderer) SetFullscreen(on bool) error {
	if err := r.dev.SetFullscreen(on); err != nil {
		return fmt.Errorf("render: %w", err)
	}
	r.HandleResize()
	return nil
}

// ToggleFullscreen flips fullscreen (the engine binds F11 and Alt+Enter).
func (r *Renderer) ToggleFullscreen() error { return r.SetFullscreen(!r.dev.Fullscreen()) }

// Fullscreen reports whether the window is fullscreen.
func (r *Renderer) Fullscreen() bool { return r.dev.Fullscreen() }

// HandleResize refreshes the window-to-logical mapping. SDL keeps the
// logical presentation right by itself when the window is resized; call
// this on a window-resized event so WindowToLogical follows (it queries
// SDL, which allocates a little, so it is not done every frame).
func (r *Renderer) HandleResize() {
	w, _, pw, _, err := r.dev.WindowSize()
	if err != nil || w == 0 {
		r.density = 1
	} else {
		r.density = float32(pw) / float32(w)
	}
	if p, err := r.dev.PresentationRect(); err == nil && p.W > 0 && p.H > 0 {
		r.pres = p
		return
	}
	s := float32(r.opts.Scale)
	r.pres = sdlgfx.Rect{W: float32(r.opts.LogicalW) * s, H: float32(r.opts.LogicalH) * s}
}

// WindowToLogical converts window coordinates (mouse events) to logical
// pixels. Points in the letterbox bars map outside 0..LogicalW/H.
func (r *Renderer) WindowToLogical(x, y float32) (float32, float32) {
	lx := (x*r.density - r.pres.X) * float32(r.opts.LogicalW) / r.pres.W
	ly := (y*r.density - r.pres.Y) * float32(r.opts.LogicalH) / r.pres.H
	return lx, ly
}

// rgba8 converts a colour to 8-bit channels, clamped.
func (c Color) rgba8() [4]uint8 {
	f := func(v float32) uint8 {
		switch {
		case v <= 0:
			return 0
		case v >= 1:
			return 255
		}
		return uint8(v*255 + 0.5)
	}
	return [4]uint8{f(c.R), f(c.G), f(c.B), f(c.A)}
}
