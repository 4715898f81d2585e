package render

import (
	"fmt"
	"image"
	"math"
	"unsafe"

	"github.com/bengine-go/bengine/core/internal/sdlgfx"
)

// sdlBackend draws with SDL's 2D renderer: every sprite is four vertices
// transformed on the CPU, each batch one RenderGeometry call, and the steps
// are render-texture copies with SDL's blend modes (no shaders).
//
// It approximates steps 2 to 4 of the GPU backend: a light map cleared to
// ambient, StepLight sprites and lights (as gradient sprites) added to it
// and multiplied onto the world; glow sprites blurred by offset copies
// weighted 1 4 6 4 1 at half size. Without render targets (the web build,
// see go-sdl3's COVERAGE.md), lighting and glow switch off and everything
// draws straight to the window; there RENDER_TO_WINDOW is the page's: the
// canvas is the logical size and CSS scales it up.
type sdlBackend struct {
	r       *Renderer
	dev     *sdlgfx.Device
	indices []int32

	scene    *sdlgfx.Texture // logical-size world and UI
	light    *sdlgfx.Texture // light map
	glowFull *sdlgfx.Texture // emissive sprites at logical size
	glowA    *sdlgfx.Texture // half size, ping
	glowB    *sdlgfx.Texture // half size, pong
	full     sdlgfx.Rect     // the logical frame
	half     sdlgfx.Rect     // the glow buffers
	tap      sdlgfx.Rect     // scratch rectangle for blur taps
	nsrc     sdlgfx.Rect     // the naive path's source rectangle (naive_test.go)
	ndst     sdlgfx.Rect     // the naive path's destination rectangle

	white    *sdlgfx.Texture  // one white texel: the texture of SubmitDraw's untextured keys
	fill     [4]sdlgfx.Vertex // the flash's quad
	snap     bool             // SDL's software renderer: snapQuads before drawing
	lightTex *lightTextures   // light shapes for Queue.Light, made on first use
	lightErr error            // why they could not be made
}

// openSDL starts the SDL-renderer backend with SDL's render driver named
// driver ("" lets SDL choose). detect replaces an OpenGL renderer that
// rasterizes on the CPU with SDL's software renderer.
func openSDL(r *Renderer, driver string, detect bool) (*sdlBackend, error) {
	o := &r.opts
	cfg := sdlgfx.Config{
		Title: o.Title, Width: o.LogicalW * o.Scale, Height: o.LogicalH * o.Scale,
		LogicalW: o.LogicalW, LogicalH: o.LogicalH,
		VSync: o.VSync, Hidden: o.Hidden, Fullscreen: o.Fullscreen, Driver: driver,
	}
	if detect {
		cfg.SoftwareIf = isCPURasterizer
	}
	dev, err := sdlgfx.Open(cfg)
	if err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	b := &sdlBackend{r: r, dev: dev, snap: dev.Name() == "software"}
	if b.white, err = dev.NewTexture(1, 1, []byte{255, 255, 255, 255}); err != nil {
		dev.Close()
		return nil, fmt.Errorf("render: %w", err)
	}
	b.full = sdlgfx.Rect{W: float32(o.LogicalW), H: float32(o.LogicalH)}
	b.half = sdlgfx.Rect{W: float32(max(1, o.LogicalW/2)), H: float32(max(1, o.LogicalH/2))}
	r.targets = b.makeTargets() == nil
	return b, nil
}

// makeTargets creates the step targets and checks that one can be bound.
func (b *sdlBackend) makeTargets() error {
	w, h := b.r.opts.LogicalW, b.r.opts.LogicalH
	hw, hh := int(b.half.W), int(b.half.H)
	var err error
	mk := func(w, h int, linear bool) *sdlgfx.Texture {
		if err != nil {
			return nil
		}
		var t *sdlgfx.Texture
		t, err = b.dev.NewTarget(w, h, linear)
		return t
	}
	b.scene = mk(w, h, false)
	b.light = mk(w, h, false)
	b.glowFull = mk(w, h, true)
	b.glowA = mk(hw, hh, true)
	b.glowB = mk(hw, hh, true)
	if err == nil {
		if err = b.dev.SetTarget(b.scene); err == nil {
			err = b.dev.SetTarget(nil)
		}
	}
	if err != nil {
		for _, t := range []*sdlgfx.Texture{b.scene, b.light, b.glowFull, b.glowA, b.glowB} {
			t.Destroy()
		}
		b.scene, b.light, b.glowFull, b.glowA, b.glowB = nil, nil, nil, nil, nil
	}
	return err
}

func (b *sdlBackend) close() { b.dev.Close() } // SDL frees the textures with their renderer

func (b *sdlBackend) name() string { return b.dev.Name() }

func (b *sdlBackend) deviceName() string { return b.dev.GLRenderer() }

func (b *sdlBackend) newTexture(t *Texture, pix []byte) error {
	g, err := b.dev.NewTexture(t.W, t.H, pix)
	if err != nil {
		return err
	}
	t.gfx = g
	return nil
}

func (b *sdlBackend) begin(*Queue) {}

// take makes the light shapes the first lit frame with lights needs: here,
// where the game goroutine is parked, so textures are made in the same
// order with the render thread as without it.
func (b *sdlBackend) take(q *Queue) {
	if b.r.fs.lighting && len(q.lights) > 0 && b.lightTex == nil {
		b.lightTex, b.lightErr = b.lightTextures()
	}
}

func (b *sdlBackend) present() error {
	r := b.r
	q := r.frame
	if r.fs.lighting && len(q.lights) > 0 {
		if err := b.lightSprites(); err != nil {
			return err
		}
	}
	q.sort()
	q.applyCamera()
	if b.snap {
		q.snapQuads()
	}
	if err := b.draw(); err != nil {
		return err
	}
	return b.dev.Present()
}

// draw runs the draw steps for the queued frame into the window's back
// buffer (without presenting it).
func (b *sdlBackend) draw() error {
	r := b.r
	if !r.targets {
		// No render targets: everything straight to the window, unlit.
		if err := b.setTarget(nil); err != nil {
			return err
		}
		if err := b.dev.Clear(r.fs.clear[0], r.fs.clear[1], r.fs.clear[2], r.fs.clear[3]); err != nil {
			return err
		}
		if err := b.drawStep(StepGeometry, false); err != nil {
			return err
		}
		if err := b.drawStep(StepGlow, true); err != nil {
			return err
		}
		if err := b.drawFlash(); err != nil {
			return err
		}
		if err := b.drawPostObjects(); err != nil {
			return err
		}
		return b.drawStep(StepUI, false)
	}

	// 1. GEOMETRY into the scene target at logical resolution.
	if err := b.setTarget(b.scene); err != nil {
		return err
	}
	if err := b.dev.Clear(r.fs.clear[0], r.fs.clear[1], r.fs.clear[2], 255); err != nil {
		return err
	}
	if err := b.drawStep(StepGeometry, false); err != nil {
		return err
	}
	// 2. LIGHTING: ambient plus additive lights, multiplied onto the world.
	if r.fs.lighting {
		if err := b.lightStep(); err != nil {
			return err
		}
	}
	// 3. GLOW: emissive sprites, blurred, added back.
	if r.fs.glow && r.frame.hasStep(StepGlow) {
		if err := b.glowStep(); err != nil {
			return err
		}
	} else if err := b.drawStep(StepGlow, true); err != nil {
		return err
	}
	// ... with the damage flash.
	if err := b.drawFlash(); err != nil {
		return err
	}
	// POSTPROCESS objects, drawn as any other sprites.
	if err := b.drawPostObjects(); err != nil {
		return err
	}
	// 4. UI, unlit and sharp.
	if err := b.drawStep(StepUI, false); err != nil {
		return err
	}
	// 5. To the window; logical presentation scales by an integer.
	return b.toWindow()
}

// drawFlash adds the running Flash over the target: a fill of its
// colour, added.
func (b *sdlBackend) drawFlash() error {
	c := b.r.fs.flash
	if c == ([4]float32{}) {
		return nil
	}
	w, h := b.r.LogicalSize()
	for i, p := range [4][2]float32{{0, 0}, {float32(w), 0}, {float32(w), float32(h)}, {0, float32(h)}} {
		b.fill[i] = sdlgfx.Vertex{X: p[0], Y: p[1], R: min(c[0], 1), G: min(c[1], 1), B: min(c[2], 1), A: 1, U: 0.5, V: 0.5}
	}
	if len(b.indices) < 6 {
		b.growIndices(1)
	}
	if err := b.dev.Geometry(b.white, sdlgfx.BlendAdd, b.fill[:], b.indices[:6]); err != nil {
		return fmt.Errorf("render: flash: %w", err)
	}
	b.r.stats.DrawCalls++
	return nil
}

// drawPostObjects draws the StepPost batches with the engine's shader
// (SDL's renderer has no scene to hand them), which it logs once.
func (b *sdlBackend) drawPostObjects() error {
	r := b.r
	if !r.frame.hasStep(StepPost) {
		return nil
	}
	if !r.warnedPost {
		r.warnedPost = true
		r.logger().Warn("render: SDL's 2D renderer has no POSTPROCESS step: StepPost batches draw with the default shader, over the scene")
	}
	return b.drawStep(StepPost, false)
}

func (b *sdlBackend) toWindow() error {
	if err := b.setTarget(nil); err != nil {
		return err
	}
	if err := b.dev.Clear(0, 0, 0, 255); err != nil {
		return err
	}
	return b.copy(b.scene, sdlgfx.BlendNone, nil, &b.full)
}

func (b *sdlBackend) lightStep() error {
	a := b.r.fs.ambient
	if err := b.setTarget(b.light); err != nil {
		return err
	}
	if err := b.dev.Clear(a[0], a[1], a[2], 255); err != nil {
		return err
	}
	if err := b.drawStep(StepLight, true); err != nil {
		return err
	}
	if err := b.setTarget(b.scene); err != nil {
		return err
	}
	return b.copy(b.light, sdlgfx.BlendMod, nil, &b.full)
}

// blurTaps are the offsets and weights (out of 255) of a 5-tap binomial
// blur, one direction a pass.
var blurTaps = [5]struct {
	off float32
	w   uint8
}{{-2, 16}, {-1, 64}, {0, 96}, {1, 64}, {2, 16}}

// GlowPasses is how many horizontal+vertical blur pass pairs GLOW runs
// unless Effects' GlowPasses says otherwise.
const GlowPasses = 2

func (b *sdlBackend) glowStep() error {
	// Emissive sprites on opaque black, so every texel has alpha 1 and the
	// additive copies below add colour exactly.
	if err := b.setTarget(b.glowFull); err != nil {
		return err
	}
	if err := b.dev.Clear(0, 0, 0, 255); err != nil {
		return err
	}
	if err := b.drawStep(StepGlow, false); err != nil {
		return err
	}
	// Down to half size with linear filtering.
	if err := b.setTarget(b.glowA); err != nil {
		return err
	}
	if err := b.copy(b.glowFull, sdlgfx.BlendNone, nil, &b.half); err != nil {
		return err
	}
	// Ping-pong blur: A -> B horizontally, B -> A vertically.
	for range b.r.fs.glowPasses {
		if err := b.blur(b.glowA, b.glowB, 1, 0); err != nil {
			return err
		}
		if err := b.blur(b.glowB, b.glowA, 0, 1); err != nil {
			return err
		}
	}
	// Back up to full size, added onto the world.
	if err := b.setTarget(b.scene); err != nil {
		return err
	}
	return b.copy(b.glowA, sdlgfx.BlendAdd, nil, &b.full)
}

func (b *sdlBackend) blur(src, dst *sdlgfx.Texture, dx, dy float32) error {
	if err := b.setTarget(dst); err != nil {
		return err
	}
	if err := b.dev.Clear(0, 0, 0, 255); err != nil {
		return err
	}
	for _, t := range blurTaps {
		if err := b.dev.SetMod(src, t.w, t.w, t.w, 255); err != nil {
			return err
		}
		b.tap = sdlgfx.Rect{X: t.off * dx, Y: t.off * dy, W: b.half.W, H: b.half.H}
		if err := b.copy(src, sdlgfx.BlendAdd, nil, &b.tap); err != nil {
			return err
		}
	}
	return b.dev.SetMod(src, 255, 255, 255, 255)
}

// drawStep issues one RenderGeometry per batch key of step s, in key
// order. additive forces additive blending (lights, unblurred glow).
// Sprites, quads and lines are quads by now (lines one pixel wide), drawn
// with the shared quad indices; strips and fans with their own indices,
// triangles as they are. A game's shader is not run: its batches draw as
// the engine's would, which is logged once a shader.
func (b *sdlBackend) drawStep(s Step, additive bool) error {
	r := b.r
	q := r.frame
	for _, i := range q.active {
		bk := q.buckets[i]
		if bk.key.Step != s || len(bk.verts) == 0 {
			continue
		}
		tex := b.white
		if t := bk.key.Tex; t != nil {
			if tex = t.gfx; tex == nil {
				continue // a texture of a closed renderer
			}
		}
		var idx []int32
		switch bk.key.Mode {
		case ModeTriangles:
		case ModeTriangleStrip, ModeTriangleFan:
			idx = bk.idx
		default: // sprites, quads, lines
			quads := len(bk.verts) / 4
			if len(b.indices) < 6*quads {
				b.growIndices(quads)
			}
			idx = b.indices[:6*quads]
		}
		if bk.key.Shader != 0 {
			r.shaderFallback(bk.key.Shader)
		}
		blend := sdlgfx.Blend(bk.key.Blend)
		if additive {
			blend = sdlgfx.BlendAdd
		}
		if err := b.dev.Geometry(tex, blend, bk.verts, idx); err != nil {
			return fmt.Errorf("render: batch step %d layer %d %v texture %q: %w", bk.key.Step, bk.key.Layer, bk.key.Mode, bk.key.Tex.Name(), err)
		}
		r.stats.DrawCalls++
		r.stats.Batches++
	}
	return nil
}

// growIndices extends the shared index buffer (two triangles a quad); it
// grows by doubling, so it allocates only while the largest batch grows.
func (b *sdlBackend) growIndices(quads int) {
	n := max(quads, 2*len(b.indices)/6, 256)
	idx := make([]int32, 6*n)
	for i := range n {
		v := int32(4 * i)
		copy(idx[6*i:], []int32{v, v + 1, v + 2, v + 2, v + 3, v})
	}
	b.indices = idx
}

func (b *sdlBackend) setTarget(t *sdlgfx.Texture) error {
	if b.dev.Target() == t {
		return nil
	}
	if err := b.dev.SetTarget(t); err != nil {
		return fmt.Errorf("render: %w", err)
	}
	b.r.stats.TargetSwitches++
	return nil
}

func (b *sdlBackend) copy(t *sdlgfx.Texture, bl sdlgfx.Blend, src, dst *sdlgfx.Rect) error {
	if err := b.dev.Copy(t, bl, src, dst); err != nil {
		return fmt.Errorf("render: %w", err)
	}
	b.r.stats.DrawCalls++
	return nil
}

// screenshot draws the last step again into the back buffer and reads it
// back (SDL_RenderReadPixels).
func (b *sdlBackend) screenshot() (*image.RGBA, error) {
	var err error
	if b.r.targets {
		err = b.toWindow()
	} else {
		err = b.draw()
	}
	if err != nil {
		return nil, err
	}
	return b.dev.ReadPixels()
}

func (b *sdlBackend) logicalScreenshot() (*image.RGBA, error) {
	r := b.r
	if r.targets {
		if err := b.dev.SetTarget(b.scene); err != nil {
			return nil, err
		}
		img, err := b.dev.ReadPixels()
		if err != nil {
			return nil, err
		}
		if err := b.dev.SetTarget(nil); err != nil {
			return nil, err
		}
		return img, nil
	}
	// Without targets: sample the window shot at each logical pixel's centre.
	win, err := b.screenshot()
	if err != nil {
		return nil, err
	}
	r.handleResize()
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

func (b *sdlBackend) presentation() (rect, float32) {
	density := float32(1)
	if w, _, pw, _, err := b.dev.WindowSize(); err == nil && w != 0 {
		density = float32(pw) / float32(w)
	}
	p, err := b.dev.PresentationRect()
	if err != nil {
		return rect{}, density
	}
	return rect(p), density
}

func (b *sdlBackend) setFullscreen(on bool) error { return b.dev.SetFullscreen(on) }

func (b *sdlBackend) fullscreen() bool { return b.dev.Fullscreen() }

// hasStep reports whether any batch of this frame is in step s.
func (q *Queue) hasStep(s Step) bool {
	for _, i := range q.active {
		if q.buckets[i].key.Step == s {
			return true
		}
	}
	return false
}

// snapQuads moves the edges of every axis-aligned quad of the frame to
// whole pixels, once a frame, where OpenGL (and the GPU backend) would
// fill them: a pixel is covered when its centre is inside, a centre on the
// top or left edge included, so an edge at v covers from ceil(v - 0.5).
// SDL's software renderer rounds fractional edges its own way, which put
// sprites at half-pixel positions (a title sliding in, a scrolling
// camera's objects) one pixel off the other backends; snapped, a sprite
// drawn at its size lands on the same pixels and samples the same texels
// with every renderer. Rotated and sheared sprites are left to the
// rasterizer.
//
// SubmitDraw's other triangles (triangles, strips, fans, slanted quads)
// have every vertex moved the same way: SDL's software renderer cuts a
// vertex's position down to a whole pixel, so an edge between two of them
// moves by up to a pixel; moved to the whole pixel where OpenGL starts
// filling, it moves by at most half of one, and a slanted shape fills
// nearly the pixels it fills elsewhere. A slanted line, a quad one pixel
// wide, would break up that way: rasterLines turns it into the runs of
// pixels OpenGL fills instead.
func (q *Queue) snapQuads() {
	if q.snapped {
		return
	}
	q.snapped = true
	for _, i := range q.active {
		bk := q.buckets[i]
		v := bk.verts
		switch bk.key.Mode {
		case ModeTriangles, ModeTriangleStrip, ModeTriangleFan:
			for j := range v {
				v[j].X, v[j].Y = pixelEdge(v[j].X), pixelEdge(v[j].Y)
			}
			continue
		}
		if bk.key.Mode.lines() {
			q.rasterLines(bk)
			continue
		}
		mesh := bk.key.Mode != ModeSprites
		for j := 0; j+3 < len(v); j += 4 {
			a, b, c, d := &v[j], &v[j+1], &v[j+2], &v[j+3]
			if a.Y != b.Y || c.Y != d.Y || a.X != d.X || b.X != c.X {
				if mesh {
					for k := j; k < j+4; k++ {
						v[k].X, v[k].Y = pixelEdge(v[k].X), pixelEdge(v[k].Y)
					}
				}
				continue
			}
			x0, x1, y0, y1 := pixelEdge(a.X), pixelEdge(b.X), pixelEdge(a.Y), pixelEdge(d.Y)
			a.X, b.X, c.X, d.X = x0, x1, x1, x0
			a.Y, b.Y, c.Y, d.Y = y0, y0, y1, y1
		}
	}
}

// pixelEdge is where a fractional edge at v starts covering pixels.
func pixelEdge(v float32) float32 { return float32(math.Ceil(float64(v) - 0.5)) }

// rasterLines replaces each slanted line quad of b (lineQuad's, the
// camera applied) by the pixels OpenGL would fill for it, one
// axis-aligned quad a row: in each pixel row, the pixels whose centres are
// inside the quad (a centre on its left edge in, on its right edge out).
// Each run's corners take the colour and UV of their place along the
// line. Horizontal and vertical lines are snapped as sprites are. For SDL's
// software renderer, which cuts vertices to whole pixels (a slanted quad
// one pixel wide would lose pixels, or gain them, all along).
func (q *Queue) rasterLines(b *bucket) {
	out := q.lineScratch[:0]
	v := b.verts
	for j := 0; j+3 < len(v); j += 4 {
		a, bb, c, d := v[j], v[j+1], v[j+2], v[j+3]
		if a.Y == bb.Y && c.Y == d.Y && a.X == d.X && bb.X == c.X {
			x0, x1, y0, y1 := pixelEdge(a.X), pixelEdge(bb.X), pixelEdge(a.Y), pixelEdge(d.Y)
			out = append(out, a, bb, c, d)
			n := len(out)
			out[n-4].X, out[n-3].X, out[n-2].X, out[n-1].X = x0, x1, x1, x0
			out[n-4].Y, out[n-3].Y, out[n-2].Y, out[n-1].Y = y0, y0, y1, y1
			continue
		}
		out = lineRuns(out, &v[j])
	}
	b.verts, q.lineScratch = out, v[:0]
}

// lineRuns appends the runs of pixels of the slanted line quad p (corners
// 0 and 3 at its start, 1 and 2 at its end, in order around it).
func lineRuns(out []sdlgfx.Vertex, p *sdlgfx.Vertex) []sdlgfx.Vertex {
	q := (*[4]sdlgfx.Vertex)(unsafe.Pointer(p))
	// The line's axis, caps included, for the runs' colours and UVs.
	ax, ay := (q[0].X+q[3].X)/2, (q[0].Y+q[3].Y)/2
	dx, dy := (q[1].X+q[2].X)/2-ax, (q[1].Y+q[2].Y)/2-ay
	l2 := dx*dx + dy*dy
	at := func(x, y float32) sdlgfx.Vertex {
		t := float32(0.5)
		if l2 > 0 {
			t = min(max(((x-ax)*dx+(y-ay)*dy)/l2, 0), 1)
		}
		s, e := &q[0], &q[1]
		lerp := func(a, b float32) float32 { return a + (b-a)*t }
		return sdlgfx.Vertex{X: x, Y: y,
			R: lerp(s.R, e.R), G: lerp(s.G, e.G), B: lerp(s.B, e.B), A: lerp(s.A, e.A),
			U: lerp(s.U, e.U), V: lerp(s.V, e.V)}
	}
	minY, maxY := q[0].Y, q[0].Y
	for _, c := range q[1:] {
		minY, maxY = min(minY, c.Y), max(maxY, c.Y)
	}
	for y := float32(math.Floor(float64(minY))); y < maxY; y++ {
		yc := y + 0.5
		xl, xr := float32(math.Inf(1)), float32(math.Inf(-1))
		for k := range 4 {
			s, e := &q[k], &q[(k+1)%4]
			lo, hi := min(s.Y, e.Y), max(s.Y, e.Y)
			if yc < lo || yc >= hi || lo == hi {
				continue
			}
			x := s.X + (e.X-s.X)*(yc-s.Y)/(e.Y-s.Y)
			xl, xr = min(xl, x), max(xr, x)
		}
		x0, x1 := pixelEdge(xl), pixelEdge(xr)
		if !(x0 < x1) {
			continue
		}
		out = append(out, at(x0, y), at(x1, y), at(x1, y+1), at(x0, y+1))
	}
	return out
}
