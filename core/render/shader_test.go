package render_test

//go:generate go run ./cmd/shaderc -out testdata/shaders testdata/shaders/src

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/bengine-go/bengine/core/internal/frames"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/render/shaderc"
	"github.com/go-gl/mathgl/mgl32"
)

// paramsVertex is testdata/shaders/src/params.vert's vertex: a Vertex,
// then an offset the shader moves it by.
type paramsVertex struct {
	render.Vertex
	Offset mgl32.Vec2
}

var paramsLayout = render.VertexLayout{
	Size:  int(unsafe.Sizeof(paramsVertex{})),
	Extra: []render.Attribute{{Offset: int(unsafe.Offsetof(paramsVertex{}.Offset)), Format: render.VertexFloat2}},
}

// paramsBlock is the Params block both test shaders read.
type paramsBlock struct{ Tint, Move [4]float32 }

// testShader reads a compiled test shader.
func testShader(tb testing.TB, name string) render.Shader {
	tb.Helper()
	s, err := render.ReadShader(os.DirFS("testdata/shaders"), ".", name)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// loggedRenderer is newRenderer (gpu false) or newGPURenderer's open with
// a logger of its own; nil where the GPU has no device.
func loggedRenderer(t *testing.T, gpu bool, w, h int) (*render.Renderer, *bytes.Buffer) {
	t.Helper()
	runtime.LockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	var log bytes.Buffer
	o := render.Options{Title: t.Name(), LogicalW: w, LogicalH: h, Scale: 2, Hidden: true, Backend: render.BackendSDL,
		Logger: slog.New(slog.NewTextHandler(&log, nil))}
	if gpu {
		o.Backend = render.BackendGPU
	}
	r, err := render.New(&o)
	if errors.Is(err, render.ErrNoGPU) {
		t.Logf("no GPU device, the GPU backend is not tested (install a Vulkan driver, e.g. Debian's mesa-vulkan-drivers): %v", err)
		runtime.UnlockOSThread()
		return nil, nil
	}
	if err != nil {
		t.Fatalf("render.New: %v", err)
	}
	t.Cleanup(func() { r.Close(); runtime.UnlockOSThread() })
	return r, &log
}

// shaderScene registers the test shaders on r and submits a frame of
// them: a quad and a sprite through the fragment stage alone, a square
// through both stages with its own vertex type.
func shaderScene(t *testing.T, r *render.Renderer) (tint, moved render.ShaderID, block render.UniformsID) {
	t.Helper()
	var err error
	tint, err = r.RegisterShader("tint", render.ShaderSource{Fragment: testShader(t, "params.frag")})
	if err != nil {
		t.Fatal(err)
	}
	moved, err = r.RegisterShader("moved", render.ShaderSource{
		Vertex: testShader(t, "params.vert"), Fragment: testShader(t, "params.frag"), Layout: &paramsLayout,
	})
	if err != nil {
		t.Fatal(err)
	}
	block = r.NewUniforms(32)
	return tint, moved, block
}

// submitShaderScene submits the frame shaderScene's shaders draw.
func submitShaderScene(r *render.Renderer, wt *render.Texture, tint, moved render.ShaderID, block render.UniformsID) {
	q := r.Queue()
	q.SubmitDraw(render.Key{Mode: render.ModeQuads, Shader: tint, Uniforms: block}, quadVerts(2, 2, 6, 6, cWhite), nil)
	s := render.NewSprite(wt.Region())
	s.Pos, s.Shader, s.Uniforms = mgl32.Vec2{12, 2}, tint, block
	q.Submit(&s)
	sq := []paramsVertex{
		{render.Vertex{Pos: mgl32.Vec2{2, 12}, Color: cWhite}, mgl32.Vec2{1, 0}},
		{render.Vertex{Pos: mgl32.Vec2{8, 12}, Color: cWhite}, mgl32.Vec2{1, 0}},
		{render.Vertex{Pos: mgl32.Vec2{8, 18}, Color: cWhite}, mgl32.Vec2{1, 0}},
		{render.Vertex{Pos: mgl32.Vec2{2, 18}, Color: cWhite}, mgl32.Vec2{1, 0}},
	}
	render.SubmitDrawOf(q, render.Key{Mode: render.ModeTriangleFan, Shader: moved, Uniforms: block}, sq, nil)
}

// TestGameShaders draws a game's shaders with their uniform block on the
// GPU backend, where they run (the tint colours, the vertex stage moves
// the square by its Offset times the block's move), and on SDL's renderer,
// where the same frame draws with the engine's shader and says so once per
// shader.
func TestGameShaders(t *testing.T) {
	for _, gpu := range []bool{false, true} {
		r, log := loggedRenderer(t, gpu, 24, 24)
		if r == nil {
			continue
		}
		tint, moved, block := shaderScene(t, r)
		wt := texture(t, r, "white", solid(6, 6, white))
		frames := []struct {
			tint  [4]float32
			move  float32
			color color.NRGBA
		}{{[4]float32{0, 1, 0, 1}, 4, green}, {[4]float32{1, 0, 0, 1}, 6, red}}
		for _, f := range frames {
			render.SetUniformsOf(r.Queue(), block, &paramsBlock{Tint: f.tint, Move: [4]float32{f.move}})
			submitShaderScene(r, wt, tint, moved, block)
			img := frame(t, r)
			want, x0 := white, 2 // SDL's renderer: the engine's shader, not moved
			if gpu {
				want, x0 = f.color, 2+int(f.move)
			}
			checkPixels(t, fmt.Sprintf("%v, move %v", r.Backend(), f.move), img, []pixel{
				{2, 2, want}, {7, 7, want}, {8, 2, black}, // the quad
				{12, 2, want}, {17, 7, want}, {18, 2, black}, // the sprite
				{x0, 12, want}, {x0 + 5, 17, want}, {x0 - 1, 14, black}, {x0 + 6, 14, black}, // the square
			})
		}
		logged := log.String()
		for _, name := range []string{"tint", "moved"} {
			n := strings.Count(logged, "shader="+name)
			switch {
			case gpu && n != 0:
				t.Errorf("gpu: logged %q about shader %s, want nothing", logged, name)
			case !gpu && n != 1:
				t.Errorf("sdl: got %d log lines naming shader %s, want 1 (in %q)", n, name, logged)
			}
		}
	}
}

// TestUniformsStartAtZeroAndKeepTheirValues checks a block's contents: a
// block never set is zeros (the tint shader then draws nothing: alpha 0),
// and a block set once keeps its value in later frames.
func TestUniformsStartAtZeroAndKeepTheirValues(t *testing.T) {
	r := newGPURenderer(t, 16, 16)
	tint, err := r.RegisterShader("tint", render.ShaderSource{Fragment: testShader(t, "params.frag")})
	if err != nil {
		t.Fatal(err)
	}
	unset, set := r.NewUniforms(32), r.NewUniforms(32)
	render.SetUniformsOf(r.Queue(), set, &paramsBlock{Tint: [4]float32{0, 0, 1, 1}})
	for i := range 3 {
		q := r.Queue()
		q.SubmitDraw(render.Key{Mode: render.ModeQuads, Shader: tint, Uniforms: unset}, quadVerts(0, 0, 8, 16, cWhite), nil)
		q.SubmitDraw(render.Key{Mode: render.ModeQuads, Shader: tint}, quadVerts(8, 0, 4, 16, cWhite), nil)
		q.SubmitDraw(render.Key{Mode: render.ModeQuads, Shader: tint, Uniforms: set}, quadVerts(12, 0, 4, 16, cWhite), nil)
		checkPixels(t, fmt.Sprintf("frame %d", i), frame(t, r), []pixel{{2, 2, black}, {9, 2, black}, {13, 2, blue}})
	}
}

// TestRenderThreadKeepsUniformsAndMeshes builds frames of the shader
// scene, with blocks set only on some frames and objects moving, once
// straight and once through the render thread's two queues, and compares
// the pictures.
func TestRenderThreadKeepsUniformsAndMeshes(t *testing.T) {
	for _, gpu := range []bool{false, true} {
		var shots [2][][]byte
		for run, split := range []bool{false, true} {
			r, _ := loggedRenderer(t, gpu, 24, 24)
			if r == nil {
				continue
			}
			tint, moved, block := shaderScene(t, r)
			wt := texture(t, r, "white", solid(6, 6, white))
			var p frames.Pipe
			if split {
				var err error
				if p, err = frames.Split(r); err != nil {
					t.Fatal(err)
				}
			}
			for f := range 6 {
				if f == 0 || f == 3 {
					render.SetUniformsOf(r.Queue(), block, &paramsBlock{Tint: [4]float32{1, float32(f) / 4, 0, 1}, Move: [4]float32{float32(f)}})
				}
				submitShaderScene(r, wt, tint, moved, block)
				w := mgl32.Translate2D(float32(f), 0)
				r.Queue().SubmitDraw(render.Key{Mode: render.ModeLines}, vs(cBlue, 0, 21.5, 6, 21.5), &w)
				if split {
					p.Built()
					p.Hand()
					if err := p.Draw(); err != nil {
						t.Fatal(err)
					}
				} else if err := r.Present(); err != nil {
					t.Fatal(err)
				}
				img, err := r.Screenshot(render.LogicalPixels)
				if err != nil {
					t.Fatal(err)
				}
				shots[run] = append(shots[run], img.Pix)
			}
		}
		if shots[0] == nil {
			continue
		}
		for f := range shots[0] {
			if !bytes.Equal(shots[0][f], shots[1][f]) {
				t.Errorf("gpu %v: frame %d differs with the render thread's queues", gpu, f)
			}
		}
		if bytes.Equal(shots[0][0], shots[0][5]) {
			t.Errorf("gpu %v: the first and last frames are the same picture", gpu)
		}
	}
}

func TestRegisterShaderErrors(t *testing.T) {
	for _, gpu := range []bool{false, true} {
		r, _ := loggedRenderer(t, gpu, 8, 8)
		if r == nil {
			continue
		}
		frag := testShader(t, "params.frag")
		if _, err := r.RegisterShader("taken", render.ShaderSource{Fragment: frag}); err != nil {
			t.Fatal(err)
		}
		cases := []struct {
			name string
			src  render.ShaderSource
			want string
		}{
			{"", render.ShaderSource{Fragment: frag}, "empty name"},
			{"taken", render.ShaderSource{Fragment: frag}, "registered already"},
			{"none", render.ShaderSource{}, "neither"},
			{"small", render.ShaderSource{Fragment: frag, Layout: &render.VertexLayout{Size: 16}}, "smaller than the Vertex"},
			{"odd", render.ShaderSource{Fragment: frag, Layout: &render.VertexLayout{Size: 34}}, "multiple of 4"},
			{"overlap", render.ShaderSource{Fragment: frag, Layout: &render.VertexLayout{Size: 40, Extra: []render.Attribute{{Offset: 16, Format: render.VertexFloat2}}}}, "Extra[0]"},
			{"outside", render.ShaderSource{Fragment: frag, Layout: &render.VertexLayout{Size: 40, Extra: []render.Attribute{{Offset: 36, Format: render.VertexFloat2}}}}, "Extra[0]"},
			{"format", render.ShaderSource{Fragment: frag, Layout: &render.VertexLayout{Size: 40, Extra: []render.Attribute{{Offset: 32, Format: 9}}}}, "unknown format"},
		}
		if gpu {
			cases = append(cases, struct {
				name string
				src  render.ShaderSource
				want string
			}{"garbage", render.ShaderSource{Fragment: render.Shader{SPIRV: []byte("not a shader at all!"), MSL: []byte("x")}}, "not SPIR-V"})
		}
		for _, c := range cases {
			_, err := r.RegisterShader(c.name, c.src)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%v %q: got error %v, want one containing %q", r.Backend(), c.name, err, c.want)
			}
		}
	}
}

func TestRegisterShaderOnAClosedRenderer(t *testing.T) {
	for _, gpu := range []bool{false, true} {
		r, _ := loggedRenderer(t, gpu, 8, 8)
		if r == nil {
			continue
		}
		r.Close()
		_, err := r.RegisterShader("late", render.ShaderSource{Fragment: testShader(t, "params.frag")})
		if err == nil || !strings.Contains(err.Error(), "closed") {
			t.Errorf("gpu %v: got error %v, want one saying the renderer is closed", gpu, err)
		}
	}
}

func TestReadShaderNamesTheMissingFile(t *testing.T) {
	_, err := render.ReadShader(os.DirFS("testdata/shaders"), ".", "nosuch.frag")
	if err == nil || !strings.Contains(err.Error(), "spirv/nosuch.frag.spv") {
		t.Errorf("got error %v, want one naming spirv/nosuch.frag.spv", err)
	}
}

func TestShaderAndUniformsMisuse(t *testing.T) {
	r := newRenderer(t, 8, 8)
	moved, err := r.RegisterShader("moved", render.ShaderSource{Vertex: testShader(t, "params.vert"), Layout: &paramsLayout})
	if err != nil {
		t.Fatal(err)
	}
	block := r.NewUniforms(16)
	cases := []struct {
		name string
		f    func()
		want string
	}{
		{"Vertex values for a layout of its own", func() {
			r.Queue().SubmitDraw(render.Key{Mode: render.ModeTriangles, Shader: moved}, make([]render.Vertex, 3), nil)
		}, "SubmitDrawOf"},
		{"vertices of another size", func() {
			render.SubmitDrawOf(r.Queue(), render.Key{Mode: render.ModeTriangles, Shader: moved}, make([]render.Vertex, 3), nil)
		}, "layout is 40 bytes"},
		{"a block of 20 bytes", func() { r.NewUniforms(20) }, "multiple of 16"},
		{"a block too large", func() { r.NewUniforms(render.MaxUniformsSize + 16) }, "multiple of 16"},
		{"more than the block", func() { r.Queue().SetUniforms(block, make([]byte, 32)) }, "32 bytes into block"},
		{"a block never made", func() { r.Queue().SetUniforms(7, nil) }, "NewUniforms did not make"},
	}
	for _, c := range cases {
		if got := catch(c.f); !strings.Contains(got, c.want) {
			t.Errorf("%s: got panic %q, want one containing %q", c.name, got, c.want)
		}
	}
}

// TestTestShadersAreFresh recompiles testdata/shaders/src and compares the
// result with the committed blobs the tests read.
func TestTestShadersAreFresh(t *testing.T) {
	if _, _, err := shaderc.Tools(); err != nil {
		t.Skipf("cannot check the test shaders: %v", err)
	}
	out := t.TempDir()
	if err := shaderc.Compile("testdata/shaders/src", out); err != nil {
		t.Fatal(err)
	}
	names, err := shaderc.Sources("testdata/shaders/src")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		for _, f := range []string{filepath.Join("spirv", name+".spv"), filepath.Join("msl", name+".msl")} {
			fresh, err := os.ReadFile(filepath.Join(out, f))
			if err != nil {
				t.Fatal(err)
			}
			committed, err := os.ReadFile(filepath.Join("testdata/shaders", f))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(fresh, committed) {
				t.Errorf("testdata/shaders/%s is stale: run go generate ./core/render", f)
			}
		}
	}
}
