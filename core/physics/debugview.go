package physics

import (
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// DebugLayer is the layer of StepUI a DebugView draws on unless its Key
// says otherwise: under a game's HUD (layer 0 and up) and the engine's F3
// overlay, over everything the camera moves.
const DebugLayer int16 = -1024

// DebugView is a component that draws a World's debug drawing every
// frame: the segments of DebugLines, submitted as the renderer's line
// vertices (render.ModeLines, one logical pixel wide) in one batch. Put it
// on an object of its own that lives as long as the game's scene, and
// point it at the world (a game that builds its world anew points it at
// each new one):
//
//	view := scene.AddComponent(s.NewObject("physics lines"), physics.NewDebugView(w, physics.DrawShapes|physics.DrawJoints))
//	e.AddOverlaySwitch(input.KeyF4, "physics lines", &view.On)
//
// The lines are in world pixels, mapped by the owner's world transform as
// any SubmitDraw is. NewDebugView puts them in StepUI, which nothing
// lights, blurs, flashes or tone-maps, so they keep the testbed's colours
// over any look; StepUI is also the one step the camera does not move, so
// a game with a camera places the owner at minus the camera each frame
// (scene.Transform.SetPosition in a LateUpdate, after the camera has
// moved). A Key with a world step is moved by the camera instead, and
// takes that step's effects.
//
// A frame's drawing allocates nothing once the view's buffers have grown
// to the world's size; its cost is a pass over Box2D's bodies, joints and
// contacts and a copy of two vertices a segment into the queue.
type DebugView struct {
	scene.Base
	// World is the world drawn; nil draws nothing.
	World *World
	// Draw is what is drawn, as DebugLines takes it.
	Draw DebugDraw
	// On shows the drawing; off, the view costs nothing. A switch of the
	// F3 overlay (engine.Engine.AddOverlaySwitch) or a flag sets it.
	On bool
	// Key is the batch the lines go to; its Mode is made render.ModeLines.
	Key render.Key

	segs  []Segment
	verts []render.Vertex
}

// NewDebugView returns a view of w's drawing of what, shown (On), in
// StepUI on DebugLayer.
func NewDebugView(w *World, what DebugDraw) *DebugView {
	return &DebugView{World: w, Draw: what, On: true, Key: render.Key{Step: render.StepUI, Layer: DebugLayer}}
}

// Render submits the world's debug lines, when the view is on.
func (d *DebugView) Render(q *render.Queue) {
	if !d.On || d.World == nil || d.Draw == 0 {
		d.segs = d.segs[:0]
		return
	}
	d.segs = d.World.DebugLines(d.segs[:0], d.Draw)
	if len(d.segs) == 0 {
		return
	}
	d.verts = LineVertices(d.verts[:0], d.segs)
	k := d.Key
	k.Mode = render.ModeLines
	q.SubmitDraw(k, d.verts, d.Owner().Transform.World())
}

// Segments reports the segments the view drew last (empty while it is
// off): what a test compares with the frame.
func (d *DebugView) Segments() []Segment { return d.segs }

// LineVertices appends two vertices a segment, its ends with its colour,
// to dst and returns the extended slice: what render.Queue.SubmitDraw
// draws as render.ModeLines. With dst[:0] of a slice kept from frame to
// frame it allocates nothing once grown.
func LineVertices(dst []render.Vertex, segs []Segment) []render.Vertex {
	for _, s := range segs {
		dst = append(dst, render.Vertex{Pos: s.A, Color: s.Color}, render.Vertex{Pos: s.B, Color: s.Color})
	}
	return dst
}
