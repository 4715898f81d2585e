// Command bunnymark is the usual 2D-engine stress test: bunnies fall and
// bounce around the screen, and more are added until a frame takes
// 16.7 ms, the length of a frame at 60 frames a second. It runs them two
// ways, so that what the scene graph costs shows beside what drawing
// costs:
//
//   - renderer: one component keeps every bunny in a slice, moves them all
//     in its FixedUpdate and submits a sprite for each in its Render,
//     straight to the render.Queue;
//   - objects: every bunny is a GameObject with a Hopper (its FixedUpdate
//     moves the object) and a SpriteRenderer, as a game's things are.
//
// Run it with
//
//	go run ./examples/bunnymark                     # a window: Space adds 1,000 bunnies, Tab switches the way
//	go run ./examples/bunnymark -measure            # adds bunnies until a frame takes 16.7 ms, each way, and prints the counts
//	go run ./examples/bunnymark -measure -headless -renderer gpu
//	go run ./examples/bunnymark -measure -budget 8.3ms  # 120 frames a second
//
// -renderer picks what draws (gpu, sdl or auto), as in every program on
// the engine; the window's frame cap is off while it measures. What to look
// at: the two counts, and how they change with -renderer. A frame's time
// is the wall time between frames, whatever the machine did in it
// (simulation, submission, drawing, and with the render thread on, both
// at once): the median of measureFrames frames.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"io"
	"os"
	"slices"
	"strconv"
	"time"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() {
	engine.Main(&engine.Options{Title: "Bunnymark", Args: flags}, run)
}

// settings are what the command line sets besides the engine's options.
var settings struct {
	measure bool
	way     string
	budget  time.Duration
}

// flags reads the command line into the engine's options and settings.
func flags(args []string, o *engine.Options) error {
	fl := flag.NewFlagSet("bunnymark", flag.ContinueOnError)
	fl.BoolVar(&o.Headless, "headless", false, "run with no window and no audio")
	fl.BoolVar(&settings.measure, "measure", false, "add bunnies until a frame takes 16.7 ms, each way, print the counts and quit")
	fl.StringVar(&settings.way, "way", "both", "with -measure: `renderer`, objects or both; in the window, the way it starts with")
	fl.DurationVar(&settings.budget, "budget", Budget, "with -measure: the frame time to stop at")
	backend := fl.String("renderer", "auto", "what draws: gpu, sdl or auto")
	if err := engine.ParseFlags(fl, args); err != nil {
		return err
	}
	be, err := render.ParseBackend(*backend)
	if err != nil {
		return engine.UsageError{Err: err}
	}
	o.Window.Backend = be
	if settings.measure {
		o.FrameCap = -1 // a frame takes what it takes
	}
	switch settings.way {
	case "renderer", "objects", "both":
	default:
		return engine.UsageError{Err: fmt.Errorf("-way %q: want renderer, objects or both", settings.way)}
	}
	if settings.budget <= 0 {
		return engine.UsageError{Err: fmt.Errorf("-budget %v: want a time above 0", settings.budget)}
	}
	return nil
}

// run measures, or builds the interactive scene and lets Main run it.
func run(e *engine.Engine) error {
	if !settings.measure {
		way := Objects
		if settings.way == "renderer" {
			way = Renderer
		}
		return setup(e, way)
	}
	defer e.Quit()
	ways := []Way{Renderer, Objects}
	switch settings.way {
	case "renderer":
		ways = ways[:1]
	case "objects":
		ways = ways[1:]
	}
	be := e.Renderer().Backend()
	for _, w := range ways {
		res, err := Measure(e, w, settings.budget, os.Stdout)
		if err != nil {
			return err
		}
		fmt.Printf("bunnymark: %s on %v: %d bunnies at %.2f ms a frame (%d took %.2f ms)\n",
			w, be, res.Bunnies, ms(res.Frame), res.Over, ms(res.OverFrame))
	}
	return nil
}

// Way is how the bunnies are run.
type Way int

const (
	Renderer Way = iota // one component, a slice of bunnies, sprites straight to the queue
	Objects             // a GameObject per bunny, with a Hopper and a SpriteRenderer
)

func (w Way) String() string {
	if w == Renderer {
		return "renderer alone"
	}
	return "GameObjects"
}

// The field the bunnies bounce in: the engine's logical resolution, less
// a bunny.
const (
	screenW, screenH = 256, 240
	bunnyW, bunnyH   = 12, 16
	maxX, maxY       = screenW - bunnyW, screenH - bunnyH
	gravity          = 1800 // pixels per second per second
)

// bunny is one bunny's motion: where it is and how fast it goes.
type bunny struct{ pos, vel mgl32.Vec2 }

// newBunny starts a bunny at the top left, thrown right and up or down.
func newBunny(rng *random.RNG) bunny {
	return bunny{vel: mgl32.Vec2{rng.RangeF(0, 600), rng.RangeF(-300, 300)}}
}

// step moves b by dt seconds: it falls, bounces off the floor (with a
// random kick half the time) and off the walls, and stops at the ceiling.
func (b *bunny) step(dt float32, rng *random.RNG) {
	b.pos = b.pos.Add(b.vel.Mul(dt))
	b.vel[1] += gravity * dt
	switch {
	case b.pos[0] > maxX:
		b.vel[0], b.pos[0] = -b.vel[0], maxX
	case b.pos[0] < 0:
		b.vel[0], b.pos[0] = -b.vel[0], 0
	}
	switch {
	case b.pos[1] > maxY:
		b.vel[1], b.pos[1] = -0.85*b.vel[1], maxY
		if rng.Chance(0.5) {
			b.vel[1] -= rng.RangeF(0, 360)
		}
	case b.pos[1] < 0:
		b.vel[1], b.pos[1] = 0, 0
	}
}

// Herd is the renderer-alone way: every bunny in one slice, moved by one
// FixedUpdate and drawn by one Render, one sprite each, straight to the
// queue.
type Herd struct {
	scene.Base
	bunnies []bunny
	sprite  render.Sprite
	rng     *random.RNG
}

func (h *Herd) add(n int) {
	for range n {
		h.bunnies = append(h.bunnies, newBunny(h.rng))
	}
}

func (h *Herd) len() int { return len(h.bunnies) }

// FixedUpdate moves every bunny.
func (h *Herd) FixedUpdate(dt float32) {
	for i := range h.bunnies {
		h.bunnies[i].step(dt, h.rng)
	}
}

// Render submits a sprite per bunny; Submit copies it, so one Sprite
// serves them all.
func (h *Herd) Render(q *render.Queue) {
	s := &h.sprite
	for i := range h.bunnies {
		s.Pos = h.bunnies[i].pos
		q.Submit(s)
	}
}

// Hopper is the objects way's mover: one per bunny object, moving its
// object as the Herd moves a bunny.
type Hopper struct {
	scene.Base
	vel mgl32.Vec2
	rng *random.RNG
}

// FixedUpdate moves the object.
func (h *Hopper) FixedUpdate(dt float32) {
	t := &h.Owner().Transform
	b := bunny{t.Position(), h.vel}
	b.step(dt, h.rng)
	h.vel = b.vel
	t.SetPosition(b.pos)
}

// Mark holds the bunnies of one way in its scene, and adds more.
type Mark struct {
	Way    Way
	Scene  *scene.Scene
	region render.Region
	rng    *random.RNG
	herd   *Herd
	objs   []*scene.GameObject // the objects way's bunnies
	count  int
}

// NewMark makes the scene called name for way, with no bunny yet,
// drawing the bunny texture tex.
func NewMark(way Way, name string, tex *render.Texture) *Mark {
	m := &Mark{Way: way, Scene: scene.New(name), region: tex.Region(), rng: random.New(1).Stream("bunnies")}
	if way == Renderer {
		m.herd = scene.AddComponent(m.Scene.NewObject("herd"), &Herd{sprite: render.NewSprite(m.region), rng: m.rng})
	}
	return m
}

// Add adds n bunnies.
func (m *Mark) Add(n int) {
	m.count += n
	if m.herd != nil {
		m.herd.add(n)
		return
	}
	for range n {
		o := m.Scene.NewObject("bunny")
		b := newBunny(m.rng)
		scene.AddComponent(o, &Hopper{vel: b.vel, rng: m.rng})
		scene.AddComponent(o, scene.NewSpriteRenderer(m.region))
		m.objs = append(m.objs, o)
	}
}

// Each calls fn with every bunny's position.
func (m *Mark) Each(fn func(pos mgl32.Vec2)) {
	if m.herd != nil {
		for _, b := range m.herd.bunnies {
			fn(b.pos)
		}
		return
	}
	for _, o := range m.objs {
		fn(o.Transform.Position())
	}
}

// Bunnies is how many bunnies there are.
func (m *Mark) Bunnies() int { return m.count }

// Budget is the frame time Measure stops at: one frame at 60 frames a
// second.
const Budget = time.Second / 60

// How Measure times a count: measureFrames frames after warmFrames.
const (
	warmFrames    = 5
	measureFrames = 20
	firstBunnies  = 1000
)

// Result is what Measure found: the most bunnies measured under the
// budget and their frame time, and the next count, the first at or over it.
type Result struct {
	Bunnies   int
	Frame     time.Duration
	Over      int
	OverFrame time.Duration
}

// Measure runs the bunnies of way in e: firstBunnies, then a tenth more at
// each step, until a frame takes budget (measured twice, so that a pause
// of the machine's does not end it early). Each step's count and frame
// time go to log. The scene is e's active scene while it runs, and is
// unloaded at the next frame boundary after.
func Measure(e *engine.Engine, way Way, budget time.Duration, log io.Writer) (Result, error) {
	tex, err := bunnyTexture(e.Renderer())
	if err != nil {
		return Result{}, err
	}
	m := NewMark(way, "measure "+way.String(), tex)
	sm := e.Scenes()
	sm.Add(m.Scene)
	defer func() { _ = sm.Unload(m.Scene.Name()) }()
	if err := sm.Switch(m.Scene.Name()); err != nil {
		return Result{}, err
	}
	var res Result
	times := make([]time.Duration, measureFrames)
	for n := firstBunnies; ; n += max(n/10, 100) {
		m.Add(n - m.Bunnies())
		frame, err := frameTime(e, times)
		if err == nil && frame >= budget {
			frame, err = frameTime(e, times) // again, to be sure
		}
		if err != nil {
			return res, err
		}
		fmt.Fprintf(log, "%s: %7d bunnies %6.2f ms\n", way, n, ms(frame))
		if frame >= budget {
			res.Over, res.OverFrame = n, frame
			return res, nil
		}
		res.Bunnies, res.Frame = n, frame
	}
}

// frameTime runs warmFrames frames, then len(times) frames, and returns the
// median wall time of the latter: a frame's time whatever the odd slow
// frame of a busy machine.
func frameTime(e *engine.Engine, times []time.Duration) (time.Duration, error) {
	for range warmFrames {
		if err := e.RunOneFrame(); err != nil {
			return 0, err
		}
	}
	last := time.Now()
	for i := range times {
		if err := e.RunOneFrame(); err != nil {
			return 0, err
		}
		now := time.Now()
		times[i], last = now.Sub(last), now
	}
	slices.Sort(times)
	return times[len(times)/2], nil
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// setup builds the interactive scene in e: bunnies of way, and a HUD that
// adds more on Space and switches the way on Tab.
func setup(e *engine.Engine, way Way) error {
	tex, err := bunnyTexture(e.Renderer())
	if err != nil {
		return err
	}
	e.Renderer().SetClearColor(render.RGBA8(40, 120, 80, 255))
	h := &HUD{e: e, tex: tex, font: render.DefaultFont(e.Renderer())}
	hud := scene.New("hud")
	scene.AddComponent(hud.NewObject("hud"), h)
	e.Scenes().AddGlobal(hud)
	return h.start(way, firstBunnies)
}

// HUD shows the count and the frame time, adds 1,000 bunnies on Space and
// switches the way on Tab. It lives in a global scene, so the bunnies'
// scene can be replaced under it.
type HUD struct {
	scene.Base
	e      *engine.Engine
	tex    *render.Texture
	font   *render.Font
	mark   *Mark
	scenes int // scenes made, to name the next
	ms     float64
	label  string
	shown  int
}

// start replaces the bunnies' scene with n bunnies of way, from the next
// frame on.
func (h *HUD) start(way Way, n int) error {
	sm := h.e.Scenes()
	if h.mark != nil {
		if err := sm.Unload(h.mark.Scene.Name()); err != nil {
			return err
		}
	}
	// The scene replaced stays loaded until the frame boundary: the new
	// one needs a name of its own.
	h.scenes++
	h.mark = NewMark(way, "bunnies "+strconv.Itoa(h.scenes), h.tex)
	h.mark.Add(n)
	h.label = ""
	sm.Add(h.mark.Scene)
	return sm.Switch(h.mark.Scene.Name())
}

// Update adds bunnies on Space and switches the way on Tab.
func (h *HUD) Update(dt float32) {
	in := h.e.Input()
	switch {
	case in.KeyPressed(input.KeySpace):
		h.mark.Add(1000)
	case in.KeyPressed(input.KeyTab):
		if err := h.start(1-h.mark.Way, h.mark.Bunnies()); err != nil {
			panic(err)
		}
	}
	h.ms = 0.9*h.ms + 0.1*float64(dt)*1000
	if n := h.mark.Bunnies(); n != h.shown || h.label == "" {
		h.shown = n
		h.label = strconv.Itoa(n) + " bunnies, " + h.mark.Way.String()
	}
}

// Render draws the count, the way and the frame time.
func (h *HUD) Render(q *render.Queue) {
	q.FillRect(0, 0, screenW, 28, render.StepUI, 0, render.RGBA8(0, 0, 0, 160))
	q.Text(h.font, h.label, 4, 4, render.StepUI, 1, render.White)
	var buf [32]byte
	b := strconv.AppendFloat(buf[:0], h.ms, 'f', 1, 64)
	b = append(b, " ms  Space +1000  Tab"...)
	q.TextBytes(h.font, b, 4, 16, render.StepUI, 1, render.White)
}

// art is the bunny: a white rabbit sitting up, 12x16, drawn in code. '#'
// is white fur, '+' grey shade, 'p' the pink of the ears, 'o' the eye.
var art = [bunnyH]string{
	"..##....##..",
	"..#p#..#p#..",
	"..#p#..#p#..",
	"..#p#..#p#..",
	"..#p#..#p#..",
	"..#######...",
	".##o###o##..",
	".#########..",
	".####++####.",
	"..########..",
	"..#######+..",
	".#########+.",
	".#########+.",
	".##+####+##.",
	"..##+..+##..",
	"..###..###..",
}

// bunnyTexture draws the art into a texture of r.
func bunnyTexture(r *render.Renderer) (*render.Texture, error) {
	img := image.NewNRGBA(image.Rect(0, 0, bunnyW, bunnyH))
	colours := map[byte]color.NRGBA{
		'#': {250, 250, 250, 255},
		'+': {190, 190, 200, 255},
		'p': {250, 160, 190, 255},
		'o': {30, 20, 40, 255},
	}
	for y, row := range art {
		for x := range len(row) {
			if c, ok := colours[row[x]]; ok {
				img.SetNRGBA(x, y, c)
			}
		}
	}
	tex, err := r.NewTexture("bunny", img)
	if err != nil {
		return nil, fmt.Errorf("bunnymark: the bunny texture: %w", err)
	}
	return tex, nil
}
