// Package playground is the particle playground: an emitter that follows
// the mouse, a burst on click, the Key behaviour on a held key, a death
// effect, a live-particle count on screen, and hot reload of the emitter
// files in its data folder (data/particles). It is the tuning loop of the
// Mayhem engine's particle system (docs/porting.md#mayhem): edit a JSON
// file, save, watch the difference (or read the error on screen while the
// last good config keeps running).
package playground

import (
	"fmt"
	"log/slog"
	"strconv"
	"strings"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/resource"
	"github.com/bengine-go/bengine/core/scene"
)

// Files are the emitter files the playground cycles through (keys 1-4).
var Files = []string{"sparks.json", "debris.json", "dissolve.json", "magic.json"}

// Size is the playground's logical resolution.
const (
	Width  = 480
	Height = 270
)

// BurstSize is how many particles a click spawns.
const BurstSize = 80

// Playground is the controller component: it reads input, moves the
// cursor emitters, fires bursts and draws the HUD.
type Playground struct {
	scene.Base
	sc      *scene.Scene
	in      *input.Manager
	font    *render.Font
	atlas   *render.Atlas
	res     *resource.Manager
	watcher *data.Watcher
	rng     *random.RNG
	log     *slog.Logger

	sel        int
	streaming  bool
	cursor     *scene.GameObject
	test, key  *particles.Emitter
	burstObj   *scene.GameObject
	burst      *particles.Emitter
	deaths     []*particles.Emitter
	victims    int
	selectErr  error
	hudLines   []string
	hudLive    int
	hudErr     error
	hudChanged bool
}

// streamer is a Behavior: the Test behaviour, switched by the space bar.
type streamer struct{ on *bool }

func (s streamer) Emit(sys *particles.System, dt float32) {
	if *s.on {
		sys.Emit(dt)
	}
}

func (streamer) Extra(*particles.Config) int { return 0 }

// clicks is a Behavior that never fires by itself: the playground bursts
// it on clicks. Its pool holds n particles beyond SpawnRate*ParticleLife.
type clicks struct{ n int }

func (clicks) Emit(*particles.System, float32) {}

func (c clicks) Extra(*particles.Config) int { return c.n }

// Setup builds the playground scene in e and switches to it. With e's
// debug features on, emitter files hot-reload.
func Setup(e *engine.Engine) (*Playground, error) {
	r := e.Renderer()
	// The engine's particle sheets, in one atlas: every emitter's particles
	// share one texture, so they batch into one draw.
	atlas, err := particles.AddSheets(render.NewAtlasBuilder(0)).Build(r)
	if err != nil {
		return nil, fmt.Errorf("playground: atlas: %w", err)
	}
	r.SetClearColor(render.RGBA8(16, 16, 28, 255))
	p := &Playground{
		in: e.Input(), font: render.DefaultFont(r), atlas: atlas, res: e.Resources(),
		rng: random.New(2026).Stream("particles"), streaming: true, log: e.Options().Logger,
	}
	// The engine's data watcher (nil, doing nothing, in release builds)
	// delivers file changes between frames.
	p.watcher = e.Resources().Watcher()
	// The F3 overlay counts the live particles under the engine's lines.
	e.AddOverlayLine(func(b []byte) []byte {
		return strconv.AppendInt(append(b, "particles "...), int64(p.Live()), 10)
	})
	p.sc = scene.New("playground")
	// The controller is created first, so it moves the cursor before the
	// emitters update in the same frame.
	scene.AddComponent(p.sc.NewObject("controller"), p)
	p.cursor = p.sc.NewObject("cursor")
	p.cursor.Transform.SetPosition(mgl32.Vec2{Width / 2, Height / 2})
	p.burstObj = p.sc.NewObject("burst")
	if p.burst, err = p.load("debris.json", clicks{3 * BurstSize}); err != nil {
		return nil, err
	}
	scene.AddComponent(p.burstObj, p.burst)
	if err := p.selectFile(0); err != nil {
		return nil, err
	}
	m := e.Scenes()
	m.Add(p.sc)
	if err := m.Switch("playground"); err != nil {
		return nil, err
	}
	return p, nil
}

// load builds an emitter from the data file name, watched when hot reload
// is on.
func (p *Playground) load(name string, b particles.Behavior) (*particles.Emitter, error) {
	em, err := particles.LoadEmitter(p.res, name, p.atlas, b, p.rng)
	if err != nil {
		return nil, err
	}
	em.SetDraw(render.StepGeometry, 1, render.BlendAdd)
	em.Logger = p.log // its reloads log through the engine's logger
	if err := em.Watch(); err != nil {
		return nil, err
	}
	return em, nil
}

// selectFile puts emitters for Files[i] on the cursor: one streaming (the
// Test behaviour) and one Key emitter for the held P key. On error the
// current ones stay and the error shows on screen.
func (p *Playground) selectFile(i int) error {
	test, err := p.load(Files[i], streamer{&p.streaming})
	if err == nil {
		var key *particles.Emitter
		key, err = p.load(Files[i], &particles.Key{Held: func() bool { return p.in.KeyHeld(input.KeyP) }})
		if err == nil {
			for scene.RemoveComponent[*particles.Emitter](p.cursor) {
			}
			p.test = scene.AddComponent(p.cursor, test)
			p.key = scene.AddComponent(p.cursor, key)
			p.sel = i
		}
	}
	p.selectErr = err
	p.hudChanged = true
	return err
}

// Live is the number of live particles in the playground.
func (p *Playground) Live() int {
	n := p.burst.Live()
	if p.test != nil {
		n += p.test.Live() + p.key.Live()
	}
	for _, d := range p.deaths {
		n += d.Live()
	}
	return n
}

// Update handles input: the mouse moves the cursor, a click bursts, 1-4
// pick the file, Space toggles streaming, D kills a victim, R reloads.
func (p *Playground) Update(dt float32) {
	x, y := p.in.MousePos()
	mouse := mgl32.Vec2{x, y}
	p.cursor.Transform.SetPosition(mouse)
	if p.in.MousePressed(input.MouseLeft) {
		p.burstObj.Transform.SetPosition(mouse)
		p.burst.System().SetOrigin(mouse, 0)
		p.burst.Burst(BurstSize)
	}
	for i, k := range []input.Key{input.Key1, input.Key2, input.Key3, input.Key4} {
		if p.in.KeyPressed(k) && i < len(Files) {
			if err := p.selectFile(i); err != nil {
				p.log.Warn("playground: load failed", "file", Files[i], "err", err)
			}
		}
	}
	if p.in.KeyPressed(input.KeySpace) {
		p.streaming = !p.streaming
		p.hudChanged = true
	}
	if p.in.KeyPressed(input.KeyR) {
		_ = p.test.Reload()
		_ = p.key.Reload()
		_ = p.burst.Reload()
		p.hudChanged = true
	}
	if p.in.KeyPressed(input.KeyD) {
		p.kill(mouse)
	}
	// Forget finished death effects (their objects destroyed themselves).
	keep := p.deaths[:0]
	for _, d := range p.deaths {
		if d.Owner() != nil {
			keep = append(keep, d)
		}
	}
	clear(p.deaths[len(keep):])
	p.deaths = keep
}

// kill makes a victim with a Death emitter (dissolve.json) at pos and
// destroys it: the emitter leaves its burst behind.
func (p *Playground) kill(pos mgl32.Vec2) {
	p.victims++
	name := "victim" + strconv.Itoa(p.victims)
	v := p.sc.NewObject(name)
	v.Transform.SetPosition(pos)
	em, err := p.load("dissolve.json", &particles.Death{Count: 40})
	if err != nil {
		p.selectErr = err
		p.hudChanged = true
		v.Destroy()
		return
	}
	scene.AddComponent(v, em)
	v.Destroy()
	if left := p.sc.Find(name + ".death"); left != nil {
		if heir, ok := scene.GetComponent[*particles.Emitter](left); ok {
			heir.SetDraw(render.StepGeometry, 1, render.BlendAdd)
			p.deaths = append(p.deaths, heir)
		}
	}
}

// Error is the error to show: a failed load or the last failed reload.
func (p *Playground) Error() error {
	if p.selectErr != nil {
		return p.selectErr
	}
	for _, em := range []*particles.Emitter{p.test, p.key, p.burst} {
		if em != nil && em.LastError() != nil {
			return em.LastError()
		}
	}
	return nil
}

// Render draws the HUD: the live count, the file, the keys, and the error
// of a broken edit.
func (p *Playground) Render(q *render.Queue) {
	live, err := p.Live(), p.Error()
	if live != p.hudLive || err != p.hudErr || p.hudChanged || len(p.hudLines) == 0 {
		p.hudLive, p.hudErr, p.hudChanged = live, err, false
		p.layoutHUD()
	}
	for i, l := range p.hudLines {
		c := render.White
		if i >= 3 {
			c = render.RGBA8(255, 96, 96, 255)
		}
		q.Text(p.font, l, 4, float32(4+10*i), render.StepUI, 0, c)
	}
}

func (p *Playground) layoutHUD() {
	stream := "on"
	if !p.streaming {
		stream = "off"
	}
	reload := "R reloads (hot reload off)"
	if p.watcher != nil {
		reload = "hot reload on, R reloads"
	}
	p.hudLines = append(p.hudLines[:0],
		"live: "+strconv.Itoa(p.hudLive)+"   file: "+Files[p.sel]+" (1-4)",
		"click burst  P hold  D death  Space stream "+stream,
		reload,
	)
	if err := p.Error(); err != nil {
		p.hudLines = append(p.hudLines, wrap(err.Error(), Width/8-1)...)
	}
}

// wrap cuts s into lines of at most n characters.
func wrap(s string, n int) []string {
	var out []string
	for len(s) > n {
		cut := strings.LastIndexAny(s[:n], " /")
		if cut <= 0 {
			cut = n
		}
		out = append(out, s[:cut])
		s = strings.TrimLeft(s[cut:], " ")
	}
	return append(out, s)
}
