package render_test

import (
	"bytes"
	"errors"
	"image"
	"log/slog"
	"math"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/internal/sdlsys"
	"github.com/bengine-go/bengine/core/render"
)

func TestCPURasterizerNames(t *testing.T) {
	cases := []struct {
		name string
		cpu  bool
	}{
		// As drivers report them: Vulkan device names, GL_RENDERER strings.
		{"llvmpipe (LLVM 15.0.6, 256 bits)", true},
		{"llvmpipe (LLVM 19.1.7, 128 bits)", true},
		{"lavapipe", true},
		{"softpipe", true},
		{"Mesa X11 swrast", true},
		{"SwiftShader Device (Subzero)", true},
		{"Google SwiftShader", true},
		{"ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)", true},
		{"Microsoft Basic Render Driver", true},
		{"D3D12 (Microsoft Basic Render Driver)", true},
		{"Microsoft Direct3D12 (Microsoft Basic Render Driver)", true},
		{"WARP", true},
		{"Direct3D WARP adapter", true},
		{"GDI Generic", true},
		{"Apple Software Renderer", true},
		{"Software Rasterizer", true},
		{"zink Vulkan 1.3(llvmpipe (LLVM 15.0.6, 256 bits) (MESA_LLVMPIPE))", true},

		{"NVIDIA GeForce RTX 3060", false},
		{"NVIDIA GeForce RTX 3060/PCIe/SSE2", false},
		{"AMD Radeon RX 6800 XT (radeonsi, navi21, LLVM 15.0.6, DRM 3.49, 6.1.0)", false},
		{"AMD Radeon Graphics (RADV RENOIR)", false},
		{"Intel(R) UHD Graphics 620", false},
		{"Mesa Intel(R) Xe Graphics (TGL GT2)", false},
		{"Apple M1", false},
		{"Apple M2 Pro", false},
		{"virgl (AMD Radeon RX 580)", false},
		{"SVGA3D; build: RELEASE; LLVM;", false},
		{"Adreno (TM) 640", false},
		{"Warpspeed 9000", false}, // "warp" only as a word
		{"", false},
	}
	for _, c := range cases {
		if got := render.IsCPURasterizer(c.name); got != c.cpu {
			t.Errorf("IsCPURasterizer(%q): got %v, want %v", c.name, got, c.cpu)
		}
	}
}

// TestAutoPicksTheFastestForTheDevice asks the drivers what they are (the
// GPU device's name, OpenGL's GL_RENDERER) and checks BackendAuto's choice
// against it: SDL's software renderer where either is a CPU rasterizer
// (Mesa's lavapipe and llvmpipe here), the GPU backend on a hardware GPU
// that can claim the window, and the log line once, naming the device.
func TestAutoPicksTheFastestForTheDevice(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		t.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	open := func(o render.Options) *render.Renderer {
		t.Helper()
		o.LogicalW, o.LogicalH = 8, 8
		r, err := render.New(&o)
		if err != nil {
			t.Fatalf("render.New(%+v): %v", o, err)
		}
		return r
	}
	gl := open(render.Options{Hidden: true, Driver: "opengl"})
	glName := render.DeviceName(gl)
	gl.Close()
	gpuName, gpuOK := "", false
	if g, err := render.New(&render.Options{LogicalW: 8, LogicalH: 8, Hidden: true, Backend: render.BackendGPU}); err == nil {
		gpuName, gpuOK = render.DeviceName(g), true
		g.Close()
	} else if !errors.Is(err, render.ErrNoGPU) {
		t.Fatal(err)
	}
	t.Logf("GPU device %q (made: %v), OpenGL renderer %q", gpuName, gpuOK, glName)
	if glName == "" {
		t.Fatalf("no GL_RENDERER from SDL's opengl renderer")
	}

	cases := []struct {
		name   string
		hidden bool
		// want is "gpu" or SDL's render driver; soft the device named in the log.
		want, soft string
	}{
		{name: "window", hidden: false},
		{name: "hidden", hidden: true},
	}
	for i := range cases {
		c := &cases[i]
		switch {
		case gpuOK && render.IsCPURasterizer(gpuName):
			c.want, c.soft = "software", gpuName
		case render.IsCPURasterizer(glName):
			c.want, c.soft = "software", glName
		}
	}
	for _, c := range cases {
		render.ForgetAutoChoice()
		var logged bytes.Buffer
		log := slog.New(slog.NewTextHandler(&logged, &slog.HandlerOptions{Level: slog.LevelDebug}))
		r := open(render.Options{Hidden: c.hidden, Logger: log})
		got := r.Driver()
		if r.Backend() == render.BackendGPU {
			got = "gpu"
		}
		r.Close()
		if c.want != "" && got != c.want {
			t.Errorf("%s: got %s, want %s (GPU device %q, OpenGL %q)", c.name, got, c.want, gpuName, glName)
		}
		if c.want == "" && got == "software" {
			t.Errorf("%s: got software on hardware (GPU device %q, OpenGL %q)", c.name, gpuName, glName)
		}
		if l := logged.String(); c.soft != "" && (!strings.Contains(l, "software renderer") || !strings.Contains(l, c.soft)) {
			t.Errorf("%s: the log does not name the choice and %q:\n%s", c.name, c.soft, logged.String())
		}
		// A second renderer of the process takes the same path, silently.
		logged.Reset()
		r = open(render.Options{Hidden: c.hidden, Logger: log})
		again := r.Driver()
		if r.Backend() == render.BackendGPU {
			again = "gpu"
		}
		r.Close()
		if again != got || logged.Len() != 0 {
			t.Errorf("%s, second renderer: got %s and log %q, want %s and nothing logged", c.name, again, logged.String(), got)
		}
	}
	// SDL's own SDL_RENDER_DRIVER (the hint, or the environment variable
	// SDL reads at start) names SDL's pick, after a choice too.
	if err := sdlsys.SetHint("SDL_RENDER_DRIVER", "opengl", false); err != nil {
		t.Fatal(err)
	}
	r := open(render.Options{})
	backend, driver := r.Backend(), r.Driver()
	r.Close()
	sdlsys.ResetHint("SDL_RENDER_DRIVER")
	if backend != render.BackendSDL || driver != "opengl" {
		t.Errorf("SDL_RENDER_DRIVER=opengl: got %v on %s, want SDL's renderer on opengl", backend, driver)
	}
	render.ForgetAutoChoice()

	// A driver or a backend asked for by name is what draws, whatever the device.
	for _, o := range []render.Options{{Driver: "opengl"}, {Backend: render.BackendSDL}} {
		r := open(o)
		if r.Backend() != render.BackendSDL || r.Driver() == "software" {
			t.Errorf("%+v: got %v on %s, want SDL's renderer on SDL's OpenGL", o, r.Backend(), r.Driver())
		}
		r.Close()
	}
	if gpuOK {
		r := open(render.Options{Backend: render.BackendGPU})
		if r.Backend() != render.BackendGPU {
			t.Errorf("BackendGPU: got %v", r.Backend())
		}
		r.Close()
	}
}

// TestAutoDrawsOnAGPUWithoutAWindow: where the GPU device is hardware but
// the window cannot be claimed (SDL's offscreen driver on a server: no
// VK_EXT_headless_surface), BackendAuto draws with the GPU backend
// windowless, as BackendGPU does there, hidden or not, and says so in the
// log; its frames are BackendGPU's. Mesa's lavapipe stands for the
// hardware here (it lacks the extension too).
func TestAutoDrawsOnAGPUWithoutAWindow(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		t.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	if os.Getenv("SDL_VIDEO_DRIVER") != "offscreen" {
		t.Skipf("the offscreen video driver's case; SDL_VIDEO_DRIVER is %s", os.Getenv("SDL_VIDEO_DRIVER"))
	}
	defer render.AutoTakesCPUDevices()()
	shot := func(o render.Options) ([]byte, *render.Renderer) {
		t.Helper()
		o.LogicalW, o.LogicalH = 24, 16
		r, err := render.New(&o)
		if errors.Is(err, render.ErrNoGPU) {
			t.Skipf("no GPU device: %v", err)
		}
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(r.Close)
		dot := image.NewNRGBA(image.Rect(0, 0, 3, 3))
		for i := range dot.Pix {
			dot.Pix[i] = uint8(60 + 5*i)
		}
		tex, err := r.NewTexture("dot", dot)
		if err != nil {
			t.Fatal(err)
		}
		s := render.NewSprite(tex.Region())
		s.Pos, s.Color = mgl32.Vec2{5, 4}, render.RGBA8(200, 100, 50, 255)
		r.Queue().Submit(&s)
		r.Queue().FillRect(10, 2, 6, 9, render.StepGeometry, 1, render.White)
		if err := r.Present(); err != nil {
			t.Fatal(err)
		}
		img, err := r.Screenshot(render.LogicalPixels)
		if err != nil {
			t.Fatal(err)
		}
		return img.Pix, r
	}
	want, g := shot(render.Options{Backend: render.BackendGPU, Hidden: true})
	if !render.Windowless(g) {
		t.Skip("the GPU device claims the offscreen driver's window here (VK_EXT_headless_surface): nothing to go without")
	}
	for _, hidden := range []bool{true, false} {
		render.ForgetAutoChoice()
		var logged bytes.Buffer
		log := slog.New(slog.NewTextHandler(&logged, &slog.HandlerOptions{Level: slog.LevelDebug}))
		got, r := shot(render.Options{Hidden: hidden, Logger: log})
		if r.Backend() != render.BackendGPU || !render.Windowless(r) {
			t.Errorf("hidden %v: got %v on %s (windowless %v), want the GPU backend windowless", hidden, r.Backend(), r.Driver(), render.Windowless(r))
			continue
		}
		if !strings.Contains(logged.String(), "without a window") {
			t.Errorf("hidden %v: the log does not say the GPU draws without a window:\n%s", hidden, logged.String())
		}
		if !bytes.Equal(got, want) {
			t.Errorf("hidden %v: the frame differs from BackendGPU's", hidden)
		}
	}
}

// TestSoftwareRendererPlacesSpritesAsOpenGL: sprites at fractional
// positions (a title sliding in, a camera between pixels), flipped or not,
// land on the same pixels and texels with SDL's software renderer as with
// its OpenGL one (and the GPU backend where there is one): the software
// renderer is what BackendAuto picks on a machine without a GPU.
//
// Where an edge of a quad falls exactly on a pixel's centre, OpenGL and
// Vulkan leave it to the implementation which of the two quads sharing
// that edge covers the pixel, and which texel a sample on a texel's edge
// takes; Mesa's llvmpipe applies the top-left rule, which the software
// renderer's snapping follows, and NVIDIA's drivers round their own way.
// So the pixels of a quad with such an edge (and those beside the edge)
// are compared only where OpenGL is llvmpipe; every other pixel, on every
// driver.
func TestSoftwareRendererPlacesSpritesAsOpenGL(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		t.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	const w, h = 48, 32
	camX, camY := float32(0.3), float32(-0.6)
	// tie marks the pixels of the quad x0..x1, y0..y1 (frame pixels) and
	// those beside its edges if an edge lies on pixel centres.
	tie := make([]bool, w*h)
	onCentre := func(v float32) bool { return v-float32(math.Floor(float64(v))) == 0.5 }
	mark := func(x0, y0, x1, y1 float32) {
		if !onCentre(x0) && !onCentre(x1) && !onCentre(y0) && !onCentre(y1) {
			return
		}
		for y := int(math.Floor(float64(y0))) - 1; y <= int(math.Ceil(float64(y1))); y++ {
			for x := int(math.Floor(float64(x0))) - 1; x <= int(math.Ceil(float64(x1))); x++ {
				if x >= 0 && x < w && y >= 0 && y < h {
					tie[y*w+x] = true
				}
			}
		}
	}
	var glName string
	frame := func(o render.Options) []byte {
		t.Helper()
		o.LogicalW, o.LogicalH, o.Hidden = w, h, true
		r, err := render.New(&o)
		if errors.Is(err, render.ErrNoGPU) {
			return nil
		}
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		if o.Driver == "opengl" {
			glName = render.DeviceName(r)
		}
		img := image.NewNRGBA(image.Rect(0, 0, 4, 4))
		for i := range 16 { // every texel its own colour
			img.Pix[4*i], img.Pix[4*i+1], img.Pix[4*i+2], img.Pix[4*i+3] = uint8(40+12*i), uint8(200-10*i), uint8(i*i), 255
		}
		tex, err := r.NewTexture("texels", img)
		if err != nil {
			t.Fatal(err)
		}
		r.SetCamera(camX, camY)
		q := r.Queue()
		n := 0
		for _, y := range []float32{-0.4, 0.5, 3.3, 6.7, 10.5} {
			for _, x := range []float32{0.2, 5.5, 10.49, 15.51, 20.8, 26, 31.5, 37.1} {
				s := render.NewSprite(tex.Region())
				s.Pos = mgl32.Vec2{x, y + float32(n%3)*5}
				s.FlipX, s.FlipY = n%2 == 1, n%5 == 2
				q.Submit(&s)
				x0, y0 := s.Pos[0]-camX, s.Pos[1]-camY
				mark(x0, y0, x0+4, y0+4)
				n++
			}
		}
		q.FillRect(1.5, 27.5, 20.25, 3.5, render.StepUI, 0, render.Color{R: 1, G: 0.5, A: 1})
		mark(1.5, 27.5, 1.5+20.25, 27.5+3.5)
		if err := r.Present(); err != nil {
			t.Fatal(err)
		}
		shot, err := r.Screenshot(render.LogicalPixels)
		if err != nil {
			t.Fatal(err)
		}
		return shot.Pix
	}
	gl := frame(render.Options{Driver: "opengl"})
	strict := strings.Contains(strings.ToLower(glName), "llvmpipe")
	ties := 0
	for _, v := range tie {
		if v {
			ties++
		}
	}
	t.Logf("OpenGL is %q: %d of %d pixels lie by edges on pixel centres, compared: %v", glName, ties, len(tie), strict)
	if ties == 0 || ties == len(tie) {
		t.Fatalf("got %d pixels by edges on pixel centres, want some and not all: the scene lost its half-pixel cases", ties)
	}
	cases := []struct {
		name string
		opts render.Options
	}{
		{"software", render.Options{Driver: "software"}},
		{"gpu", render.Options{Backend: render.BackendGPU}},
	}
	for _, c := range cases {
		got := frame(c.opts)
		if got == nil {
			t.Logf("%s: no device", c.name)
			continue
		}
		diff := 0
		for i := 0; i+3 < len(got); i += 4 {
			if tie[i/4] && !strict {
				continue
			}
			if [4]byte(got[i:i+4]) != [4]byte(gl[i:i+4]) {
				diff++
			}
		}
		if diff != 0 {
			t.Errorf("%s: %d pixels differ from SDL's OpenGL renderer's (%q)", c.name, diff, glName)
		}
	}
}
