package render_test

import (
	"fmt"
	"image"
	"image/color"
	"log/slog"
	"os"
	"runtime"

	"github.com/bengine-go/bengine/core/render"
	"github.com/go-gl/mathgl/mgl32"
)

// A frame: sprites submitted from anywhere, grouped by batch key, drawn in
// step order with one call per key.
func Example() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen") // no screen needed
	}
	r, err := render.New(&render.Options{Title: "example", Hidden: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer r.Close()

	tiles := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for i := range tiles.Pix {
		tiles.Pix[i] = 255
	}
	atlas, err := render.NewAtlasBuilder(0).Add("brick", tiles).Build(r)
	if err != nil {
		fmt.Println(err)
		return
	}
	brick, _ := atlas.Region("brick")

	q := r.Queue()
	for i := range 100 { // a hundred objects' render hooks
		s := render.NewSprite(brick)
		s.Pos = mgl32.Vec2{float32(i%16) * 16, float32(i/16) * 16}
		s.Layer = 1
		q.Submit(&s)
	}
	player := render.NewSprite(brick)
	player.Layer = 2 // above the bricks whatever the submission order
	player.Color = render.RGBA8(255, 64, 64, 255)
	q.Submit(&player)
	q.Text(render.DefaultFont(r), "SCORE 0", 8, 8, render.StepUI, 0, render.White)

	if err := r.Present(); err != nil {
		fmt.Println(err)
		return
	}
	st := r.Stats()
	fmt.Printf("%d sprites, %d batches\n", st.Sprites, st.Batches)

	img, _ := r.Screenshot(render.LogicalPixels)
	fmt.Println(color.RGBAModel.Convert(img.At(4, 4)))
	// Output:
	// 107 sprites, 3 batches
	// {255 64 64 255}
}

// Lights on either backend: a dark ambient, and a point light that
// brightens the world within its radius.
func ExampleQueue_Light() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	r, err := render.New(&render.Options{Title: "lights", LogicalW: 64, LogicalH: 32, Hidden: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer r.Close()
	r.SetEffects(render.Effects{Lighting: true, Ambient: render.RGBA8(40, 40, 40, 255)})
	q := r.Queue()
	q.FillRect(0, 0, 64, 32, render.StepGeometry, 0, render.White)
	q.Light(&render.Light{Kind: render.LightPoint, Pos: mgl32.Vec2{16, 16}, Color: render.White, Intensity: 1, Radius: 12})
	if err := r.Present(); err != nil {
		fmt.Println(err)
		return
	}
	img, _ := r.Screenshot(render.LogicalPixels)
	lit, dark := img.RGBAAt(16, 16).R, img.RGBAAt(48, 16).R
	fmt.Println(lit > 200, dark)
	// Output:
	// true 40
}

// The optional draw steps, switched on and off the same way: SetEffects
// returns what is in force. A hidden renderer draws with SDL's 2D
// renderer, which has lighting and glow but runs no shaders, so it has no
// TONE_MAP.
func ExampleRenderer_SetEffects() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	r, err := render.New(&render.Options{Title: "effects", Hidden: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer r.Close()
	on := r.SetEffects(render.Effects{
		Lighting: true, Ambient: render.RGBA8(200, 200, 230, 255),
		Glow:        true,
		ToneMapping: true, ToneMap: render.DefaultToneMap,
	})
	fmt.Println(r.Backend(), on.Lighting, on.Glow, on.GlowPasses, on.ToneMapping)
	off := r.SetEffects(render.Effects{}) // the NES look: every step off
	fmt.Println(off.Lighting, off.Glow, off.ToneMapping)
	// Output:
	// sdl true true 2 false
	// false false false
}

// The -renderer flag of a game: a name to a Backend for render.Options.
func ExampleParseBackend() {
	for _, s := range []string{"gpu", "sdl", "", "metal"} {
		b, err := render.ParseBackend(s)
		fmt.Println(b, err)
	}
	// Output:
	// gpu <nil>
	// sdl <nil>
	// auto <nil>
	// auto render: unknown backend "metal" (want auto, gpu or sdl)
}

// A post pass on the GPU backend: CRT scanlines over the lit scene. On the
// SDL-renderer backend AddPostEffect reports ErrNoShaders and the frame is
// drawn without it.
func ExampleRenderer_AddPostEffect() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	r, err := render.New(&render.Options{Title: "post", LogicalW: 8, LogicalH: 8, Hidden: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer r.Close()
	crt := render.Scanlines(0.5, 0)
	if err := r.AddPostEffect(crt); err != nil && err != render.ErrNoShaders {
		fmt.Println(err)
		return
	}
	r.SetClearColor(render.RGBA8(200, 100, 50, 255))
	if err := r.Present(); err != nil {
		fmt.Println(err)
		return
	}
	img, _ := r.Screenshot(render.LogicalPixels)
	even, odd := img.RGBAAt(0, 0), img.RGBAAt(0, 1)
	fmt.Println(even.R, odd.R == even.R/2 || r.Backend() == render.BackendSDL)
	// Output:
	// 200 true
}

// Any vertices with a batch key: a filled triangle and a polyline, each
// placed by its object's world matrix and drawn one logical pixel wide
// whatever the transform; every submission of one key is one draw call.
func ExampleQueue_SubmitDraw() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	r, err := render.New(&render.Options{Title: "shapes", LogicalW: 32, LogicalH: 32, Hidden: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer r.Close()

	yellow := render.RGBA8(255, 220, 0, 255)
	triangle := []render.Vertex{
		{Pos: mgl32.Vec2{0, 0}, Color: yellow}, {Pos: mgl32.Vec2{8, 0}, Color: yellow}, {Pos: mgl32.Vec2{0, 8}, Color: yellow},
	}
	outline := []render.Vertex{ // through pixel centres: one pixel wide, both ends filled
		{Pos: mgl32.Vec2{0.5, 0.5}, Color: render.White}, {Pos: mgl32.Vec2{9.5, 0.5}, Color: render.White},
		{Pos: mgl32.Vec2{9.5, 9.5}, Color: render.White},
	}
	q := r.Queue()
	for i := range 3 { // three objects, one key: one draw
		w := mgl32.Translate2D(float32(10*i), 2)
		q.SubmitDraw(render.Key{Mode: render.ModeTriangles}, triangle, &w)
	}
	w := mgl32.Translate2D(2, 20)
	q.SubmitDraw(render.Key{Mode: render.ModeLineStrip, Layer: 1}, outline, &w)
	if err := r.Present(); err != nil {
		fmt.Println(err)
		return
	}
	st := r.Stats()
	fmt.Printf("%d vertices, %d batches\n", st.Vertices, st.Batches)
	img, _ := r.Screenshot(render.LogicalPixels)
	fmt.Println(img.RGBAAt(21, 3), img.RGBAAt(2, 20), img.RGBAAt(11, 29), img.RGBAAt(2, 21))
	// Output:
	// 12 vertices, 2 batches
	// {255 220 0 255} {255 255 255 255} {255 255 255 255} {0 0 0 255}
}

// A game's shader: a fragment stage that multiplies by a colour from its
// uniform block, set each frame. On SDL's 2D renderer the quad draws with
// the engine's shader instead (white), and the renderer logs that once.
func ExampleRenderer_RegisterShader() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	r, err := render.New(&render.Options{Title: "shader", LogicalW: 8, LogicalH: 8, Hidden: true,
		Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer r.Close()

	// A game embeds what core/render/cmd/shaderc compiled (go:embed) and
	// reads it back the same way.
	frag, err := render.ReadShader(os.DirFS("testdata/shaders"), ".", "params.frag")
	if err != nil {
		fmt.Println(err)
		return
	}
	tint, err := r.RegisterShader("tint", render.ShaderSource{Fragment: frag})
	if err != nil {
		fmt.Println(err)
		return
	}
	block := r.NewUniforms(32) // params.frag's Params: vec4 tint, vec4 move
	params := struct{ Tint, Move [4]float32 }{Tint: [4]float32{0, 1, 0, 1}}
	render.SetUniformsOf(r.Queue(), block, &params)

	white := render.White
	quad := []render.Vertex{
		{Pos: mgl32.Vec2{0, 0}, Color: white}, {Pos: mgl32.Vec2{8, 0}, Color: white},
		{Pos: mgl32.Vec2{8, 8}, Color: white}, {Pos: mgl32.Vec2{0, 8}, Color: white},
	}
	r.Queue().SubmitDraw(render.Key{Mode: render.ModeQuads, Shader: tint, Uniforms: block}, quad, nil)
	if err := r.Present(); err != nil {
		fmt.Println(err)
		return
	}
	img, _ := r.Screenshot(render.LogicalPixels)
	c := img.RGBAAt(4, 4)
	ran := r.Backend() == render.BackendGPU
	fmt.Println(ran && c == color.RGBA{0, 255, 0, 255} || !ran && c == color.RGBA{255, 255, 255, 255})
	// Output:
	// true
}

// A hit flash: started by the game, faded by the frame delta the engine
// hands the renderer each frame (engine programs need not call
// AdvanceEffects themselves), added over the world but not the UI.
func ExampleRenderer_Flash() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	r, err := render.New(&render.Options{Title: "flash", LogicalW: 32, LogicalH: 16, Hidden: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer r.Close()
	r.Flash(render.Flash{Color: render.RGBA8(255, 0, 0, 255), Seconds: 0.5})
	for range 3 {
		r.AdvanceEffects(0.125) // three frames of 1/8 s
	}
	if err := r.Present(); err != nil {
		fmt.Println(err)
		return
	}
	img, _ := r.Screenshot(render.LogicalPixels)
	fmt.Println(r.FlashLevel(), img.RGBAAt(8, 8))
	// Output:
	// 0.25 {64 0 0 255}
}

// A texture's material: a normal map laid out like the texture, and how
// shiny it is. Lights with a Height then shade it by its normals in the
// GPU backend's G-buffer; SDL's 2D renderer keeps the material and draws
// the texture flat.
func ExampleRenderer_SetMaterial() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	r, err := render.New(&render.Options{Title: "material", Hidden: true, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer r.Close()
	panel := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	normals := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for y := range 16 {
		for x := range 16 {
			panel.SetNRGBA(x, y, color.NRGBA{180, 180, 190, 255})
			normals.SetNRGBA(x, y, color.NRGBA{128, 128, 255, 255}) // facing the viewer
		}
	}
	tex, err := r.NewTexture("panel", panel)
	if err != nil {
		fmt.Println(err)
		return
	}
	err = r.SetMaterial(tex, render.Material{Normals: normals, Specular: 0.8, Roughness: 0.3})
	fmt.Println(err)
	err = r.SetMaterial(tex, render.Material{Normals: image.NewNRGBA(image.Rect(0, 0, 8, 8))})
	fmt.Println(err)
	// Output:
	// <nil>
	// render: texture "panel": normal map of 8x8, want the texture's 16x16
}
