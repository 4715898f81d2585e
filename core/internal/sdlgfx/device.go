package sdlgfx

import (
	"errors"
	"fmt"
	"image"
	"unsafe"

	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

// Vertex is one corner of a triangle, laid out exactly like SDL_Vertex
// (position, straight-alpha colour, normalised texture coordinates), so a
// []Vertex is handed to SDL without copying.
type Vertex struct {
	X, Y       float32
	R, G, B, A float32
	U, V       float32
}

// Compile-time check that Vertex and sdl.Vertex have the same size.
var _ [unsafe.Sizeof(sdl.Vertex{}) - unsafe.Sizeof(Vertex{})]struct{}
var _ [unsafe.Sizeof(Vertex{}) - unsafe.Sizeof(sdl.Vertex{})]struct{}

// Blend is a blend mode, in core/render's order.
type Blend uint8

// The blend modes, numbered as render.Blend numbers them.
const (
	BlendAlpha Blend = iota
	BlendAdd
	BlendMod
	BlendNone
)

var sdlBlend = [...]sdl.BlendMode{
	BlendAlpha: sdl.BLENDMODE_BLEND,
	BlendAdd:   sdl.BLENDMODE_ADD,
	BlendMod:   sdl.BLENDMODE_MOD,
	BlendNone:  sdl.BLENDMODE_NONE,
}

// Rect is a rectangle in float pixels.
type Rect struct{ X, Y, W, H float32 }

// ErrNoTargets is returned by SetTarget where render targets are missing.
var ErrNoTargets = errors.New("sdlgfx: render targets are unavailable")

// Config describes the window to open.
type Config struct {
	Title              string // the window's title; a NUL byte in it shows as U+FFFD (sdlsys.Text)
	Width, Height      int    // window size in screen pixels
	LogicalW, LogicalH int    // 0 disables logical presentation
	VSync, Hidden      bool
	Fullscreen         bool
	Driver             string // SDL render driver ("opengl", "software", ...); "" lets SDL choose
	// SoftwareIf, when set, is asked about the OpenGL renderer SDL picked
	// (its GL_RENDERER string, such as "llvmpipe (LLVM 15.0.6, 256 bits)"):
	// where it reports true, the window gets SDL's software renderer
	// instead, and Replaced names the OpenGL renderer it replaced. It is
	// not asked when Driver names a driver, when SDL_RENDER_DRIVER (the
	// environment variable or the hint) does, nor in the web build.
	SoftwareIf func(glRenderer string) bool
}

// Device is a window and its SDL renderer. Use it from the thread that
// created it.
type Device struct {
	win       *sdl.Window
	ren       *sdl.Renderer
	target    *Texture
	closed    bool
	replaced  string        // the OpenGL renderer SoftwareIf refused
	gl        sdl.GLContext // the OpenGL renderer's context (keepGL); nil for others
	glDevices uint64        // sdlsys.GraphicsDevices when gl was last made current

	// Argument storage: pointers handed to SDL point here, not to locals,
	// so they do not escape to the heap on every call.
	src, dst  sdl.FRect
	o, rt, dn sdl.FPoint
	args      [6]uintptr // arguments of the allocation-free calls

	pres Rect // web build: where the frame lands in the canvas (all of it)
}

// Open initialises SDL video and creates the window and its renderer. With
// no video device it returns a clear error, not a panic.
func Open(cfg Config) (*Device, error) {
	if err := sdlsys.Init(sdlsys.Video); err != nil {
		return nil, fmt.Errorf("sdlgfx: open window %q: %w", cfg.Title, err)
	}
	if err := sdlsys.CheckString("render driver", cfg.Driver); err != nil {
		return nil, fmt.Errorf("sdlgfx: %w", err)
	}
	if cfg.Driver != "" && !Web {
		// The option overrides an SDL_RENDER_DRIVER environment variable:
		// the program asked for this driver by name.
		if err := sdl.SetHintWithPriority(sdl.HINT_RENDER_DRIVER, cfg.Driver, sdl.HINT_OVERRIDE); err != nil {
			return nil, fmt.Errorf("sdlgfx: render driver %q: %w", cfg.Driver, err)
		}
		defer sdl.ResetHint(sdl.HINT_RENDER_DRIVER)
	}
	if cfg.Driver == "software" {
		directFramebuffer()
	}
	w, h, flags := cfg.Width, cfg.Height, sdl.WINDOW_RESIZABLE
	if Web {
		// No logical presentation on js: the canvas holds exactly the
		// logical frame and the page scales it (CSS, pixelated). It is not
		// resizable, so SDL keeps its size when the page restyles it.
		w, h = webCanvas(cfg)
		flags = 0
	}
	if cfg.Hidden {
		flags |= sdl.WINDOW_HIDDEN
	}
	if cfg.Fullscreen && !Web {
		flags |= sdl.WINDOW_FULLSCREEN
	}
	win, ren, err := sdl.CreateWindowAndRenderer(sdlsys.Text(cfg.Title), w, h, flags)
	if err != nil {
		return nil, fmt.Errorf("sdlgfx: create window %q (%dx%d): %w", cfg.Title, w, h, err)
	}
	d := &Device{win: win, ren: ren, pres: Rect{W: float32(w), H: float32(h)}}
	if cfg.Driver == "" && cfg.SoftwareIf != nil && NamedDriver() == "" {
		if err := d.softwareIf(cfg.SoftwareIf); err != nil {
			win.Destroy()
			return nil, fmt.Errorf("sdlgfx: window %q: %w", cfg.Title, err)
		}
	}
	resolveFast()
	ren = d.ren // softwareIf may have replaced it
	d.captureGL()
	if !Web {
		if cfg.VSync {
			_ = ren.SetVSync(1) // not every driver can; tearing is not an error
		}
		if err := ren.SetDefaultTextureScaleMode(sdl.SCALEMODE_NEAREST); err != nil {
			d.Close()
			return nil, fmt.Errorf("sdlgfx: nearest-neighbour scaling: %w", err)
		}
		if cfg.LogicalW > 0 && cfg.LogicalH > 0 {
			if err := ren.SetLogicalPresentation(int32(cfg.LogicalW), int32(cfg.LogicalH), sdl.LOGICAL_PRESENTATION_INTEGER_SCALE); err != nil {
				d.Close()
				return nil, fmt.Errorf("sdlgfx: logical presentation %dx%d: %w", cfg.LogicalW, cfg.LogicalH, err)
			}
		}
	}
	return d, nil
}

// Close destroys the renderer (and with it every texture) and the window.
// It is idempotent.
func (d *Device) Close() {
	if d == nil || d.closed {
		return
	}
	d.closed = true
	d.keepGL() // SDL deletes the renderer's GL objects in its context
	d.ren.Destroy()
	d.win.Destroy()
}

// softwareIf replaces an OpenGL renderer that soft refuses with SDL's
// software renderer, on the same window.
func (d *Device) softwareIf(soft func(string) bool) error {
	gl := d.GLRenderer()
	if gl == "" || !soft(gl) {
		return nil
	}
	d.ren.Destroy()
	directFramebuffer()
	ren, err := d.win.CreateRenderer("software")
	if err != nil {
		return fmt.Errorf("software renderer in place of OpenGL on %q: %w", gl, err)
	}
	d.ren, d.replaced = ren, gl
	return nil
}

// GLRenderer is the GL_RENDERER string of the renderer's OpenGL context
// ("llvmpipe (LLVM 15.0.6, 256 bits)", "NVIDIA GeForce RTX 3060/PCIe/SSE2")
// when SDL's renderer draws with OpenGL; "" otherwise, and in the web
// build.
func (d *Device) GLRenderer() string {
	if n := d.rendererName(); n != "opengl" && n != "opengles2" {
		return ""
	}
	d.keepGL()
	return glRenderer()
}

// directFramebuffer asks SDL to show a software renderer's frames through
// the window system's own framebuffer (on X11, shared-memory images):
// left to itself SDL may put a window's pixels into a texture of an
// accelerated renderer, which on a CPU rasterizer (llvmpipe) costs more
// than the software renderer's whole frame. SDL decides once, at the first
// window surface; the hint's normal priority leaves an
// SDL_FRAMEBUFFER_ACCELERATION environment variable the last word.
func directFramebuffer() {
	if !Web {
		_ = sdl.SetHint(sdl.HINT_FRAMEBUFFER_ACCELERATION, "0")
	}
}

// NamedDriver is the SDL render driver the user named through SDL's own
// SDL_RENDER_DRIVER (the environment variable, or the hint), "" if none:
// SDL then picks that one.
func NamedDriver() string {
	if Web {
		return ""
	}
	if _, err := sdlsys.Load(); err != nil {
		return "" // Open reports it
	}
	return sdl.GetHint(sdl.HINT_RENDER_DRIVER)
}

// Replaced names the OpenGL renderer (its GL_RENDERER string) that
// Config.SoftwareIf had replaced by SDL's software renderer; "" if none.
func (d *Device) Replaced() string { return d.replaced }

// Name reports the SDL render driver ("opengl", "software", ...; "opengles2"
// in the browser, whose SDL cannot be asked).
func (d *Device) Name() string { return d.rendererName() }

// Texture is an SDL texture with the state the device last gave it, so
// redundant state calls are skipped.
type Texture struct {
	t      *sdl.Texture
	W, H   int
	blend  Blend
	target bool
	mod    [4]uint8
}

// NewTexture uploads straight-alpha RGBA pixels (4 bytes a pixel, stride
// 4*w) into a new static texture with nearest-neighbour sampling.
func (d *Device) NewTexture(w, h int, pix []byte) (*Texture, error) {
	if len(pix) < 4*w*h {
		return nil, fmt.Errorf("sdlgfx: texture %dx%d needs %d bytes, got %d", w, h, 4*w*h, len(pix))
	}
	d.keepGL()
	st, err := d.ren.CreateTexture(sdl.PIXELFORMAT_RGBA32, sdl.TEXTUREACCESS_STATIC, w, h)
	if err != nil {
		return nil, fmt.Errorf("sdlgfx: create texture %dx%d: %w", w, h, err)
	}
	if err := st.Update(nil, pix, int32(4*w)); err != nil {
		st.Destroy()
		return nil, fmt.Errorf("sdlgfx: upload texture %dx%d: %w", w, h, err)
	}
	t := &Texture{t: st, W: w, H: h, mod: [4]uint8{255, 255, 255, 255}}
	if !Web {
		if err := st.SetBlendMode(sdl.BLENDMODE_BLEND); err != nil {
			st.Destroy()
			return nil, fmt.Errorf("sdlgfx: texture blend mode: %w", err)
		}
		_ = st.SetScaleMode(sdl.SCALEMODE_NEAREST)
	}
	return t, nil
}

// NewTarget creates a render-target texture. linear selects linear
// filtering (for blur passes); otherwise it samples nearest.
func (d *Device) NewTarget(w, h int, linear bool) (*Texture, error) {
	if Web {
		return nil, ErrNoTargets
	}
	d.keepGL()
	st, err := d.ren.CreateTexture(sdl.PIXELFORMAT_RGBA32, sdl.TEXTUREACCESS_TARGET, w, h)
	if err != nil {
		return nil, fmt.Errorf("sdlgfx: create render target %dx%d: %w", w, h, err)
	}
	mode := sdl.SCALEMODE_NEAREST
	if linear {
		mode = sdl.SCALEMODE_LINEAR
	}
	if err := st.SetScaleMode(mode); err != nil {
		st.Destroy()
		return nil, fmt.Errorf("sdlgfx: render target scale mode: %w", err)
	}
	if err := st.SetBlendMode(sdl.BLENDMODE_BLEND); err != nil {
		st.Destroy()
		return nil, fmt.Errorf("sdlgfx: render target blend mode: %w", err)
	}
	return &Texture{t: st, W: w, H: h, target: true, mod: [4]uint8{255, 255, 255, 255}}, nil
}

// Destroy frees the texture. It is idempotent.
func (t *Texture) Destroy() {
	if t == nil || t.t == nil {
		return
	}
	t.t.Destroy()
	t.t = nil
}

func (d *Device) setBlend(t *Texture, b Blend) error {
	if Web || t.blend == b {
		return nil
	}
	if err := d.setTextureBlendMode(t.t, sdlBlend[b]); err != nil {
		return fmt.Errorf("sdlgfx: texture blend mode %d: %w", b, err)
	}
	t.blend = b
	return nil
}

// SetMod sets t's colour and alpha modulation (used by RenderTexture-style
// copies; geometry uses per-vertex colour instead).
func (d *Device) SetMod(t *Texture, r, g, b, a uint8) error {
	if Web {
		return nil
	}
	if t.mod[0] != r || t.mod[1] != g || t.mod[2] != b {
		if err := d.setTextureColorMod(t.t, r, g, b); err != nil {
			return fmt.Errorf("sdlgfx: texture colour mod: %w", err)
		}
	}
	if t.mod[3] != a {
		if err := d.setTextureAlphaMod(t.t, a); err != nil {
			return fmt.Errorf("sdlgfx: texture alpha mod: %w", err)
		}
	}
	t.mod = [4]uint8{r, g, b, a}
	return nil
}

// SetTarget makes t the render target; nil means the window.
func (d *Device) SetTarget(t *Texture) error {
	if Web {
		if t == nil {
			return nil
		}
		return ErrNoTargets
	}
	d.keepGL()
	if t == d.target {
		return nil
	}
	var st *sdl.Texture
	if t != nil {
		st = t.t
	}
	if err := d.setRenderTarget(st); err != nil {
		return fmt.Errorf("sdlgfx: set render target: %w", err)
	}
	d.target = t
	return nil
}

// Target reports the current render target (nil for the window).
func (d *Device) Target() *Texture { return d.target }

// Clear fills the current target with a colour.
func (d *Device) Clear(r, g, b, a uint8) error {
	if err := d.setDrawColor(r, g, b, a); err != nil {
		return fmt.Errorf("sdlgfx: draw colour: %w", err)
	}
	if err := d.renderClear(); err != nil {
		return fmt.Errorf("sdlgfx: clear: %w", err)
	}
	return nil
}

// Geometry draws triangles from t with blend mode b: one SDL call. With
// idx the triangles are the vertices it indexes, three a triangle; without,
// the vertices themselves, three a triangle.
func (d *Device) Geometry(t *Texture, b Blend, v []Vertex, idx []int32) error {
	if len(v) == 0 {
		return nil
	}
	if err := d.setBlend(t, b); err != nil {
		return err
	}
	if err := d.renderGeometry(t.t, v, idx); err != nil {
		return fmt.Errorf("sdlgfx: render geometry (%d vertices): %w", len(v), err)
	}
	return nil
}

// Copy draws the src rectangle of t into dst (nil src: whole texture, nil
// dst: whole target) with blend mode b: SDL_RenderTexture.
func (d *Device) Copy(t *Texture, b Blend, src, dst *Rect) error {
	if err := d.setBlend(t, b); err != nil {
		return err
	}
	var sp, dp *sdl.FRect
	if src != nil {
		d.src = sdl.FRect{X: src.X, Y: src.Y, W: src.W, H: src.H}
		sp = &d.src
	}
	if dst != nil {
		d.dst = sdl.FRect{X: dst.X, Y: dst.Y, W: dst.W, H: dst.H}
		dp = &d.dst
	}
	if err := d.renderTexture(t.t, sp, dp); err != nil {
		return fmt.Errorf("sdlgfx: render texture: %w", err)
	}
	return nil
}

// CopyAffine draws the src rectangle of t (nil: whole texture) mapped
// onto the parallelogram whose corners for the source's top-left,
// top-right and bottom-left are origin, right and down:
// SDL_RenderTextureAffine.
func (d *Device) CopyAffine(t *Texture, b Blend, src *Rect, origin, right, down [2]float32) error {
	if err := d.setBlend(t, b); err != nil {
		return err
	}
	var sp *sdl.FRect
	if src != nil {
		d.src = sdl.FRect{X: src.X, Y: src.Y, W: src.W, H: src.H}
		sp = &d.src
	}
	d.o = sdl.FPoint{X: origin[0], Y: origin[1]}
	d.rt = sdl.FPoint{X: right[0], Y: right[1]}
	d.dn = sdl.FPoint{X: down[0], Y: down[1]}
	if err := d.renderTextureAffine(t.t, sp, &d.o, &d.rt, &d.dn); err != nil {
		return fmt.Errorf("sdlgfx: render texture affine: %w", err)
	}
	return nil
}

// Present shows the window's back buffer.
func (d *Device) Present() error {
	d.keepGL()
	if err := d.SetTarget(nil); err != nil {
		return err
	}
	if err := d.renderPresent(); err != nil {
		return fmt.Errorf("sdlgfx: present: %w", err)
	}
	return nil
}

// ReadPixels reads the current target. For the window it reads the whole
// output in pixels (logical presentation switched off for the read).
func (d *Device) ReadPixels() (*image.RGBA, error) {
	d.keepGL()
	if d.target == nil && !Web {
		w, h, mode, err := d.ren.LogicalPresentation()
		if err == nil && mode != sdl.LOGICAL_PRESENTATION_DISABLED {
			if err := d.ren.SetLogicalPresentation(0, 0, sdl.LOGICAL_PRESENTATION_DISABLED); err != nil {
				return nil, fmt.Errorf("sdlgfx: read pixels: %w", err)
			}
			defer d.ren.SetLogicalPresentation(w, h, mode)
		}
	}
	s, err := d.ren.ReadPixels(nil)
	if err != nil {
		return nil, fmt.Errorf("sdlgfx: read pixels: %w", err)
	}
	defer s.Destroy()
	c := s
	if s.Format != sdl.PIXELFORMAT_RGBA32 {
		c, err = s.Convert(sdl.PIXELFORMAT_RGBA32)
		if err != nil {
			return nil, fmt.Errorf("sdlgfx: convert read pixels: %w", err)
		}
		defer c.Destroy()
	}
	img := image.NewRGBA(image.Rect(0, 0, int(c.W), int(c.H)))
	pix := c.Pixels()
	for y := 0; y < int(c.H); y++ {
		copy(img.Pix[y*img.Stride:(y+1)*img.Stride], pix[y*int(c.Pitch):])
	}
	return img, nil
}

// PresentationRect reports where the logical frame lands in the window's
// output, in output pixels (in the web build: the whole canvas).
func (d *Device) PresentationRect() (Rect, error) {
	if Web {
		return d.pres, nil
	}
	r, err := d.ren.LogicalPresentationRect()
	if err != nil {
		return Rect{}, fmt.Errorf("sdlgfx: logical presentation rect: %w", err)
	}
	return Rect{r.X, r.Y, r.W, r.H}, nil
}

// WindowSize reports the window size in screen coordinates and in pixels.
func (d *Device) WindowSize() (w, h, pw, ph int, err error) {
	ww, wh, err := d.win.Size()
	if err != nil {
		return 0, 0, 0, 0, fmt.Errorf("sdlgfx: window size: %w", err)
	}
	if Web {
		return int(ww), int(wh), int(ww), int(wh), nil
	}
	pxw, pxh, err := d.win.SizeInPixels()
	if err != nil {
		return 0, 0, 0, 0, fmt.Errorf("sdlgfx: window size in pixels: %w", err)
	}
	return int(ww), int(wh), int(pxw), int(pxh), nil
}

// ErrNoFullscreen is returned by SetFullscreen in the web build, whose SDL
// can neither switch nor report fullscreen: the page owns the canvas.
var ErrNoFullscreen = errors.New("sdlgfx: fullscreen is unavailable in the web build")

// SetFullscreen switches the window between fullscreen and windowed.
func (d *Device) SetFullscreen(on bool) error {
	if Web {
		return ErrNoFullscreen
	}
	if err := d.win.SetFullscreen(on); err != nil {
		return fmt.Errorf("sdlgfx: set fullscreen %v: %w", on, err)
	}
	_ = d.win.Sync()
	return nil
}

// webCanvas is the canvas size of the web build: the logical frame when
// there is one, else the window size asked for.
func webCanvas(cfg Config) (w, h int) {
	if cfg.LogicalW > 0 && cfg.LogicalH > 0 {
		return cfg.LogicalW, cfg.LogicalH
	}
	return cfg.Width, cfg.Height
}

// Fullscreen reports whether the window is fullscreen (always false in the
// web build).
func (d *Device) Fullscreen() bool { return d.windowFullscreen() }
