// Command gameloop shows the Game Loop pattern: the simulation advances in
// fixed steps however long the frames are, and a slow frame catches up by
// running several steps at once (at most MaxCatchUp; the rest are dropped).
//
//	go run ./examples/gameloop
//
// What to look at: both squares cross the screen at the same speed. The
// top one moves in FixedUpdate, a fixed distance per step; the bottom one
// moves in Update, speed times the frame's delta. The bars at the bottom are
// the fixed steps each of the last 64 frames ran. Hold Space to make every
// frame 50 ms long (three steps' worth): the bars grow to 3 and the squares
// keep their speed. Hold S for 250 ms frames (15 steps' worth): the clock
// runs 5, drops the rest and counts them, so the game slows down instead of
// spiralling into ever longer frames.
//
// The loop is Engine.RunOneFrame (core/engine/engine.go); the counting of
// steps is Clock.Advance (core/engine/clock.go).
package main

import (
	"strconv"
	"time"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() { engine.Main(&engine.Options{Title: "Game loop"}, setup) }

// speed is how fast both squares move, in pixels a second.
const speed = 60

// setup builds the scene in e: the two squares and the monitor, which reads
// e's clock.
func setup(e *engine.Engine) error {
	s := scene.New("loop")
	fixed := s.NewObject("fixed")
	fixed.Transform.SetPosition(mgl32.Vec2{0, 60})
	scene.AddComponent(fixed, &square{fixed: true})
	smooth := s.NewObject("smooth")
	smooth.Transform.SetPosition(mgl32.Vec2{0, 100})
	scene.AddComponent(smooth, &square{})
	scene.AddComponent(s.NewObject("monitor"), &monitor{clk: e.Time(), in: e.Input(), font: render.DefaultFont(e.Renderer())})
	e.Scenes().Add(s)
	return e.Scenes().Switch("loop")
}

// square moves right at speed and wraps around: in FixedUpdate when fixed,
// else in Update.
type square struct {
	scene.Base
	fixed bool
}

func (q *square) FixedUpdate(dt float32) {
	if q.fixed {
		q.move(dt)
	}
}

func (q *square) Update(dt float32) {
	if !q.fixed {
		q.move(dt)
	}
}

func (q *square) move(dt float32) {
	t := &q.Owner().Transform
	t.Translate(mgl32.Vec2{speed * dt, 0})
	if x := t.Position().X(); x > 256 {
		t.SetPosition(mgl32.Vec2{x - 256, t.Position().Y()})
	}
}

func (q *square) Render(r *render.Queue) {
	p := q.Owner().Transform.WorldPosition()
	r.FillRect(p.X(), p.Y(), 12, 12, render.StepGeometry, 0, render.RGBA8(240, 200, 60, 255))
}

// monitor keeps the step counts of the last frames, slows frames down on
// request and draws the bars and the counters.
type monitor struct {
	scene.Base
	clk     *engine.Clock
	in      *input.Manager
	font    *render.Font
	history [64]int // fixed steps per frame, a ring
	next    int
	dropped uint64
	label   string // "dropped N", rebuilt only when N changes
}

func (m *monitor) Update(float32) {
	clk := m.clk
	m.history[m.next] = clk.StepsThisFrame()
	m.next = (m.next + 1) % len(m.history)
	if d := clk.Dropped(); d != m.dropped || m.label == "" {
		m.dropped, m.label = d, "dropped steps: "+strconv.FormatUint(d, 10)
	}
	// Make this frame slow, as a heavy frame on a slow machine would be.
	in := m.in
	if in.KeyHeld(input.KeyS) {
		time.Sleep(250 * time.Millisecond)
	} else if in.KeyHeld(input.KeySpace) {
		time.Sleep(50 * time.Millisecond)
	}
}

func (m *monitor) Render(q *render.Queue) {
	font := m.font
	q.Text(font, "FixedUpdate", 4, 48, render.StepUI, 0, render.White)
	q.Text(font, "Update", 4, 88, render.StepUI, 0, render.White)
	q.Text(font, "Space: 50 ms frames  S: 250 ms", 4, 150, render.StepUI, 0, render.White)
	q.Text(font, m.label, 4, 164, render.StepUI, 0, render.White)
	for i := range m.history {
		n := m.history[(m.next+i)%len(m.history)] // oldest first
		h := float32(8 * n)
		q.FillRect(float32(4*i), 236-h, 3, h, render.StepUI, 0, render.RGBA8(80, 200, 120, 255))
	}
}
