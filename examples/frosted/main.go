// Command frosted shows the POSTPROCESS step's objects: a frosted window
// that blurs what is behind it, the Custom Hobo engine's example
// (docs/porting.md#custom-hobo), drawn by the engine's own "frosted"
// shader.
//
//	go run ./examples/frosted
//
// What to look at: the glass is an ordinary sprite moved to StepPost with
// the "frosted" shader (glass.SetStep, glass.SetShader: they reach every
// sprite of the object and its children, Custom Hobo's applyToChildren).
// A StepPost batch draws after the world is lit and glowing, over a copy
// of it, with the lit scene bound as its shader's third sampler, so the
// shader can read what lies behind it and blur it. Its uniform block
// sets the blur's radius and how much the glass's tint colours the view.
// The window's frame is GEOMETRY on a higher layer: with lighting on, the
// G-buffer's depth holds each pixel's layer and the glass is drawn only
// where it is in front, so the frame stays sharp. A lamp above the wall
// lights it (render.Light's Height), and Space flashes the screen red, a
// damage effect of the GLOW step that fades on its own.
//
// Arrows move the window, Space flashes. On SDL's 2D renderer (the web
// build, -renderer sdl, or where the engine picks it) there is no
// POSTPROCESS step: the glass draws as a plain tinted sprite and the
// engine logs that once. -gpu asks for the GPU backend.
package main

import (
	"flag"
	"image"
	"image/color"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() { engine.Main(&engine.Options{Title: "Frosted window", Args: args}, setup) }

// args reads the command line: -gpu asks for the GPU backend.
func args(a []string, o *engine.Options) error {
	fl := flag.NewFlagSet("frosted", flag.ContinueOnError)
	gpu := fl.Bool("gpu", false, "draw with the GPU backend (the only one with a POSTPROCESS step)")
	if err := engine.ParseFlags(fl, a); err != nil {
		return err
	}
	if *gpu {
		o.Window.Backend = render.BackendGPU
	}
	return nil
}

// The window: its top-left corner, its size, and the frame's width.
const (
	winX, winY = 80, 72
	winW, winH = 96, 80
	frameW     = 4
	barW       = 8 // the wall's stripes
)

var (
	barColors  = []color.NRGBA{{220, 60, 60, 255}, {240, 200, 40, 255}, {60, 170, 80, 255}, {50, 110, 220, 255}, {150, 70, 200, 255}, {240, 240, 240, 255}}
	frameColor = color.NRGBA{120, 80, 40, 255}
	glassTint  = render.RGBA8(200, 230, 255, 255)
	flashColor = render.RGBA8(200, 0, 0, 255)
)

// frostBlock is the frosted shader's uniform block: the blur's radius in
// logical pixels, and how much the tint colours the view.
type frostBlock struct{ Frost [4]float32 }

// setup builds the wall, the window and the lamp in e's renderer.
func setup(e *engine.Engine) error {
	r := e.Renderer()
	r.SetEffects(render.Effects{Lighting: true, Ambient: render.RGBA8(150, 150, 160, 255)})
	w, h := r.LogicalSize()
	wall, err := r.NewTexture("wall", stripes(w, h))
	if err != nil {
		return err
	}
	px := image.NewNRGBA(image.Rect(0, 0, 1, 1))
	px.SetNRGBA(0, 0, color.NRGBA{255, 255, 255, 255})
	white, err := r.NewTexture("white", px)
	if err != nil {
		return err
	}
	frosted, _ := r.Shader("frosted") // every renderer registers it
	block := r.NewUniforms(16)

	s := scene.New("frosted")
	scene.AddComponent(s.NewObject("wall"), scene.NewSpriteRenderer(wall.Region()))
	lamp := s.NewObject("lamp")
	lamp.Transform.SetPosition(mgl32.Vec2{40, 30})
	scene.AddComponent(lamp, scene.NewLight(render.Light{
		Kind: render.LightPoint, Color: render.RGBA8(255, 230, 180, 255), Intensity: 1.2, Radius: 260, Falloff: 1, Height: 60,
	}))

	window := s.NewObject("window")
	window.Transform.SetPosition(mgl32.Vec2{winX, winY})
	glass := s.NewObject("glass")
	window.AddChild(glass, true)
	pane := scene.AddComponent(glass, scene.NewSpriteRenderer(white.Region()))
	pane.Sprite.Size, pane.Sprite.Color = mgl32.Vec2{winW, winH}, glassTint
	glass.SetStep(render.StepPost)
	glass.SetShader(frosted, block)
	frame := s.NewObject("frame")
	window.AddChild(frame, true)
	for _, b := range [][4]float32{{-frameW, -frameW, winW + 2*frameW, frameW}, {-frameW, winH, winW + 2*frameW, frameW},
		{-frameW, 0, frameW, winH}, {winW, 0, frameW, winH}, {0, winH/2 - 1, winW, 2}} {
		bar := scene.AddComponent(frame, scene.NewSpriteRenderer(white.Region()))
		bar.Sprite.Pos, bar.Sprite.Size, bar.Sprite.Layer = mgl32.Vec2{b[0], b[1]}, mgl32.Vec2{b[2], b[3]}, 5
		bar.Sprite.Color = render.RGBA8(frameColor.R, frameColor.G, frameColor.B, 255)
	}
	scene.AddComponent(window, &mover{in: e.Input(), r: r, block: block, frost: frostBlock{Frost: [4]float32{6, 0.35}}})
	e.Scenes().Add(s)
	return e.Scenes().Switch("frosted")
}

// stripes is the wall: vertical bars of barW pixels in barColors.
func stripes(w, h int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetNRGBA(x, y, barColors[(x/barW)%len(barColors)])
		}
	}
	return img
}

// mover moves the window with the arrows, flashes on Space and sets the
// frosted shader's block.
type mover struct {
	scene.Base
	in    *input.Manager
	r     *render.Renderer
	block render.UniformsID
	frost frostBlock
}

func (m *mover) Update(dt float32) {
	var d mgl32.Vec2
	if m.in.KeyHeld(input.KeyLeft) {
		d[0]--
	}
	if m.in.KeyHeld(input.KeyRight) {
		d[0]++
	}
	if m.in.KeyHeld(input.KeyUp) {
		d[1]--
	}
	if m.in.KeyHeld(input.KeyDown) {
		d[1]++
	}
	if d != (mgl32.Vec2{}) {
		m.Owner().Transform.Translate(d.Mul(60 * dt))
	}
	if m.in.KeyPressed(input.KeySpace) {
		m.r.Flash(render.Flash{Color: flashColor, Seconds: 0.5})
	}
}

func (m *mover) Render(q *render.Queue) { render.SetUniformsOf(q, m.block, &m.frost) }
