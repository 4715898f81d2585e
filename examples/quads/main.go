// Command quads draws with ModeQuads of Queue.SubmitDraw: four vertices a
// quad, its corners in order around it, each quad two triangles.
//
//	go run ./examples/quads
//
// What to look at: the floor is 48 quads of one texture in one
// submission, each vertex's UV picking one of the texture's four tiles
// (UVs run from 0 to 1 across the texture), so the whole floor is one
// draw. The panel has no texture (Key.Tex nil): its corners' colours blend
// across it. The card is a quad submitted with a world matrix that shears
// and slides it: a quad need not be a rectangle, which a Sprite always
// is. Space swaps the floor's tiles.
package main

import (
	"image"
	"image/color"
	"math"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() { engine.Main(&engine.Options{Title: "Quads"}, setup) }

// The floor: cols x rows tiles of tile pixels from (floorX, floorY).
const (
	cols, rows     = 8, 6
	tile           = 16
	floorX, floorY = 8, 24
)

// tileColors are the texture's four 8x8 tiles: top-left, top-right,
// bottom-left, bottom-right.
var tileColors = [4]color.NRGBA{{200, 90, 60, 255}, {230, 200, 120, 255}, {70, 120, 60, 255}, {60, 80, 140, 255}}

// The panel's corner colours, clockwise from the top-left.
var panelColors = [4]render.Color{render.RGBA8(255, 0, 0, 255), render.RGBA8(0, 255, 0, 255), render.RGBA8(0, 0, 255, 255), render.RGBA8(255, 255, 255, 255)}

// Where the panel and the card are.
const (
	panelX, panelY, panelW, panelH = 152, 24, 96, 48
	cardX, cardY                   = 176, 150
)

// tiles draws the floor's texture: four 8x8 tiles with a darker border.
func tiles() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for y := range 16 {
		for x := range 16 {
			c := tileColors[(y/8)*2+x/8]
			if x%8 == 0 || y%8 == 0 {
				c.R, c.G, c.B = c.R/2, c.G/2, c.B/2
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

// setup builds the scene in e: the floor, the panel and the card.
func setup(e *engine.Engine) error {
	tex, err := e.Renderer().NewTexture("tiles", tiles())
	if err != nil {
		return err
	}
	s := scene.New("quads")
	scene.AddComponent(s.NewObject("floor"), &floor{in: e.Input(), key: render.Key{Mode: render.ModeQuads, Tex: tex}})
	scene.AddComponent(s.NewObject("panel"), newPanel())
	card := s.NewObject("card")
	card.Transform.SetPosition(mgl32.Vec2{cardX, cardY})
	scene.AddComponent(card, &cardShape{key: render.Key{Mode: render.ModeQuads, Tex: tex, Layer: 1}})
	e.Scenes().Add(s)
	return e.Scenes().Switch("quads")
}

// floor is the tiled floor: one quad a tile, its UVs one of the four
// tiles of the texture.
type floor struct {
	scene.Base
	in      *input.Manager
	key     render.Key
	swapped bool
	verts   []render.Vertex // kept: rebuilt when swapped
}

// tileOf is the texture tile (0 to 3) the floor shows at column c, row r.
func (f *floor) tileOf(c, r int) int {
	t := (c + r) % 4
	if f.swapped {
		t = 3 - t
	}
	return t
}

func (f *floor) Update(float32) {
	if f.in.KeyPressed(input.KeySpace) {
		f.swapped = !f.swapped
		f.verts = f.verts[:0]
	}
	if len(f.verts) > 0 {
		return
	}
	for r := range rows {
		for c := range cols {
			t := f.tileOf(c, r)
			u0, v0 := float32(t%2)/2, float32(t/2)/2 // the tile's corner in UVs
			x, y := float32(floorX+c*tile), float32(floorY+r*tile)
			f.verts = append(f.verts,
				render.Vertex{Pos: mgl32.Vec2{x, y}, UV: mgl32.Vec2{u0, v0}, Color: render.White},
				render.Vertex{Pos: mgl32.Vec2{x + tile, y}, UV: mgl32.Vec2{u0 + 0.5, v0}, Color: render.White},
				render.Vertex{Pos: mgl32.Vec2{x + tile, y + tile}, UV: mgl32.Vec2{u0 + 0.5, v0 + 0.5}, Color: render.White},
				render.Vertex{Pos: mgl32.Vec2{x, y + tile}, UV: mgl32.Vec2{u0, v0 + 0.5}, Color: render.White})
		}
	}
}

func (f *floor) Render(q *render.Queue) { q.SubmitDraw(f.key, f.verts, nil) }

// panel is an untextured quad whose corners' colours blend.
type panel struct {
	scene.Base
	verts []render.Vertex
}

func newPanel() *panel {
	x0, y0, x1, y1 := float32(panelX), float32(panelY), float32(panelX+panelW), float32(panelY+panelH)
	return &panel{verts: []render.Vertex{
		{Pos: mgl32.Vec2{x0, y0}, Color: panelColors[0]},
		{Pos: mgl32.Vec2{x1, y0}, Color: panelColors[1]},
		{Pos: mgl32.Vec2{x1, y1}, Color: panelColors[2]},
		{Pos: mgl32.Vec2{x0, y1}, Color: panelColors[3]},
	}}
}

func (p *panel) Render(q *render.Queue) {
	q.SubmitDraw(render.Key{Mode: render.ModeQuads}, p.verts, nil)
}

// cardShape is a 32x32 quad of the whole texture, sheared by a world
// matrix that sways with time, about its object's position.
type cardShape struct {
	scene.Base
	key   render.Key
	t     float32
	world mgl32.Mat3
}

var cardVerts = []render.Vertex{
	{Pos: mgl32.Vec2{-16, -16}, UV: mgl32.Vec2{0, 0}, Color: render.White},
	{Pos: mgl32.Vec2{16, -16}, UV: mgl32.Vec2{1, 0}, Color: render.White},
	{Pos: mgl32.Vec2{16, 16}, UV: mgl32.Vec2{1, 1}, Color: render.White},
	{Pos: mgl32.Vec2{-16, 16}, UV: mgl32.Vec2{0, 1}, Color: render.White},
}

func (c *cardShape) Update(dt float32) { c.t += dt }

func (c *cardShape) Render(q *render.Queue) {
	shear := mgl32.Mat3{1, 0, 0, 0.6 * float32(math.Sin(float64(c.t))), 1, 0, 0, 0, 1} // x += k y
	c.world = c.Owner().Transform.World().Mul3(shear)
	q.SubmitDraw(c.key, cardVerts, &c.world)
}
