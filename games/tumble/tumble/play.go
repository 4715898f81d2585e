package tumble

import (
	"bytes"
	"math"
	"strconv"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/physics"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/tumble/level"
)

// The screen, in logical pixels.
const (
	ScreenW = 320
	ScreenH = 180
)

// SceneName is the one scene of the game.
const SceneName = "tumble"

// The actor and how it moves. Tumble rolls: the player's left and right
// turn it (a torque towards a spin), the ground's friction carries it,
// and it jumps from the ground.
const (
	actorRadius  = 7.5
	actorDensity = 6
	spin         = 16   // rad/s, rolling at 120 px/s
	rollTorque   = 4000 // kg·px²/s², the most the player's push turns it with
	brakeTorque  = 600  // on the ground with nothing held
	airAccel     = 400  // px/s² of steering in the air
	airSpeed     = 130  // px/s, the fastest that steering pushes
	jumpSpeed    = 260  // px/s upwards
	jumpCut      = 100  // a jump released while rising faster than this halves its speed
	coyoteTicks  = 6    // a jump still starts this many steps after leaving the ground
	jumpCooldown = 12   // steps between two jumps
	// heavyHit is the momentum (the other body's mass times the speed it
	// hits at, kg·px/s) from which something hurts the actor: a crate
	// falling from three high, the lamp swinging into it.
	heavyHit  = 80
	hurtTicks = 30 // how long the actor flashes after a heavy hit
)

type mode uint8

const (
	modePlay mode = iota
	modeEdit
)

// Play is the game in its scene: the level being played and edited, what
// was built from it, the run (its steps, its buttons, the actor's state)
// and the editor.
type Play struct {
	e     *engine.Engine
	art   *Art
	look  *look
	font  *render.Font
	scene *scene.Scene
	file  string       // the level's file in the data, "levels/yard.json"
	lvl   *level.Level // the level as played and edited
	saved []byte       // its encoding as on disk, to tell unsaved edits
	// unsaved says the level differs from its file: worked out when the
	// level is built again after a change, not each frame.
	unsaved bool
	mode    mode

	world  *physics.World
	built  builder
	lines  *physics.DebugView // the world's debug lines (-debugdraw, F4 on the F3 overlay)
	actor  *physics.Body
	sprite *scene.SpriteRenderer // the actor's
	start  mgl32.Vec2
	goal   *scene.GameObject

	// The run since the last start: everything here is set by the fixed
	// steps, from the level and the buttons alone.
	tick        int
	prev        Buttons
	grounded    bool
	sinceGround int
	cooldown    int
	hurt        int
	hits        int
	falls       int
	finished    bool
	finishTick  int

	replay *replayCursor // nil: the buttons come from the player
	rec    recorder

	ed         editor
	cam        mgl32.Vec2
	text       []byte
	notice     string
	noticeTime float32
}

func newPlay(e *engine.Engine, art *Art, lk *look, file string, l *level.Level) *Play {
	p := &Play{
		e: e, art: art, look: lk, font: render.DefaultFont(e.Renderer()), scene: scene.New(SceneName),
		file: file, lvl: l, saved: l.Encode(), text: make([]byte, 0, 64),
	}
	p.ed.init(p)
	scene.AddComponent(p.scene.NewObject("driver"), &driver{p: p})
	// The debug lines: off until -debugdraw or the overlay's switch turns
	// them on; follow moves them with the camera.
	p.lines = scene.AddComponent(p.scene.NewObject("physics lines"), physics.NewDebugView(nil, debugDraw))
	p.lines.On = false
	return p
}

// debugDraw is what the physics debug lines show: every shape (by its
// body's state), every joint and every contact.
const debugDraw = physics.DrawShapes | physics.DrawJoints | physics.DrawContacts

// driver is the component through which the scene runs the game: the
// fixed steps, the frame's update, the camera and the HUD.
type driver struct {
	scene.Base
	p *Play
}

func (d *driver) FixedUpdate(dt float32) { d.p.fixed(dt) }
func (d *driver) Update(dt float32)      { d.p.update(dt) }
func (d *driver) LateUpdate(float32)     { d.p.follow() }
func (d *driver) Render(q *render.Queue) { d.p.render(q) }

// rebuild builds the scene and the physics world from the level, afresh:
// a new run in play, a still picture of the level in the editor (the
// bodies exist, for the editor's queries, but nothing steps them).
func (p *Play) rebuild() {
	for _, o := range p.built.objs {
		o.Destroy()
	}
	if p.world != nil {
		p.world.Close()
	}
	p.world = physics.New(&physics.Options{PixelsPerMetre: PixelsPerMetre, Gravity: Gravity})
	p.lines.World = p.world
	p.built = builder{s: p.scene, w: p.world, art: p.art, look: p.look, objs: p.built.objs[:0]}
	p.built.backWall(p.lvl)
	for i, it := range p.lvl.Items {
		p.built.item(i, it)
	}
	p.goal = nil
	if i := p.lvl.Index(level.Goal); i >= 0 {
		for _, o := range p.built.objs {
			if n, _ := itemOf(o); n == i {
				p.goal = o
			}
		}
	}
	st := p.lvl.Items[p.lvl.Index(level.Start)]
	p.start = mgl32.Vec2{st.X, st.Y}
	p.spawnActor()
	// Start every component now, so that the bodies and joints exist
	// before the next step, whichever pass of the frame this is.
	for _, o := range p.built.objs {
		p.scene.StartNow(o)
	}
	p.tick, p.prev, p.grounded, p.sinceGround, p.cooldown = 0, 0, false, 0, 0
	p.hurt, p.hits, p.falls, p.finished, p.finishTick = 0, 0, 0, false, 0
	p.rec.reset()
	p.unsaved = !bytes.Equal(p.lvl.Encode(), p.saved)
	if p.mode == modePlay {
		p.e.SetPhysics(p.world)
	} else {
		p.e.SetPhysics(nil)
	}
}

// spawnActor puts the actor at the start, with its listeners.
func (p *Play) spawnActor() {
	o := p.scene.NewObject("actor")
	o.Transform.SetPosition(p.start)
	p.built.objs = append(p.built.objs, o)
	ball := physics.Circle(actorRadius)
	ball.Density, ball.Friction = actorDensity, 1.2
	p.actor = scene.AddComponent(o, physics.NewBody(p.world, physics.Dynamic, ball))
	p.sprite = scene.AddComponent(o, centred(p.art.Actor, 16, 16, layerActor))
	bus := services.Bus()
	o.Own(patterns.Subscribe(bus, p.contact))
	o.Own(patterns.Subscribe(bus, p.sensor))
}

// contact hears every contact that begins, after the step: a heavy body
// hitting the actor hurts it.
func (p *Play) contact(e physics.ContactBegan) {
	// The other body's momentum towards the actor when they met: a crate
	// landing on Tumble hurts, Tumble landing on a crate does not.
	a := p.actor.Owner()
	other, v, towards := e.BodyB, e.VelocityB, e.Normal.Mul(-1) // the normal points from A to B
	switch a {
	case e.A:
	case e.B:
		other, v, towards = e.BodyA, e.VelocityA, e.Normal
	default:
		return
	}
	if other.Type == physics.Dynamic && other.Mass()*v.Dot(towards) >= heavyHit {
		p.hurt = hurtTicks
		p.hits++
		p.e.Renderer().Flash(hurtFlash)
	}
}

// sensor hears the actor reach the goal.
func (p *Play) sensor(e physics.SensorEntered) {
	if e.Sensor == p.goal && e.Other == p.actor.Owner() && !p.finished && p.mode == modePlay {
		p.finished, p.finishTick = true, p.tick
	}
}

// fixed is one step of the run, after the physics step: the step's
// buttons (the player's, or the replay's), recorded, then applied to the
// actor for the next physics step.
func (p *Play) fixed(dt float32) {
	if p.mode != modePlay {
		return
	}
	var b Buttons
	if p.replay != nil {
		b = p.replay.at(p.tick)
	} else {
		in := p.e.Input()
		if in.ActionHeld(1, "left") {
			b |= ButtonLeft
		}
		if in.ActionHeld(1, "right") {
			b |= ButtonRight
		}
		if in.ActionHeld(1, "jump") {
			b |= ButtonJump
		}
	}
	p.rec.record(p.tick, b)
	p.control(b, dt)
	p.tick++
}

// control moves the actor for the buttons b.
func (p *Play) control(b Buttons, dt float32) {
	body := p.actor
	pos, v := body.Position(), body.Velocity()
	if pos[1] > p.lvl.Height+64 { // fell out of the level: back to the start
		o := body.Owner()
		o.Transform.SetPosition(p.start)
		o.Transform.SetRotation(0)
		body.SetVelocity(mgl32.Vec2{})
		body.SetAngularVelocity(0)
		p.falls++
		return
	}
	p.grounded = p.onGround(pos)
	if p.grounded {
		p.sinceGround = 0
	} else {
		p.sinceGround++
	}
	if p.finished {
		b = 0
	}
	var dir float32
	if b&ButtonRight != 0 {
		dir++
	}
	if b&ButtonLeft != 0 {
		dir--
	}
	// Roll: the torque that reaches the spin in one step, within the
	// actor's strength.
	m := body.Mass()
	inertia := m * actorRadius * actorRadius / 2
	limit := float32(rollTorque)
	if dir == 0 {
		limit = 0
		if p.grounded {
			limit = brakeTorque
		}
	}
	torque := inertia * (dir*spin - body.AngularVelocity()) / dt
	body.ApplyTorque(max(-limit, min(limit, torque)))
	if !p.grounded && dir != 0 && v[0]*dir < airSpeed {
		body.ApplyForce(mgl32.Vec2{dir * m * airAccel, 0})
	}
	pressed := b&ButtonJump != 0 && p.prev&ButtonJump == 0
	released := b&ButtonJump == 0 && p.prev&ButtonJump != 0
	switch {
	case pressed && p.sinceGround <= coyoteTicks && p.cooldown == 0:
		body.SetVelocity(mgl32.Vec2{v[0], -jumpSpeed})
		p.cooldown = jumpCooldown
		p.sinceGround = coyoteTicks + 1
	case released && v[1] < -jumpCut:
		body.SetVelocity(mgl32.Vec2{v[0], v[1] / 2})
	}
	if p.cooldown > 0 {
		p.cooldown--
	}
	if p.hurt > 0 {
		p.hurt--
	}
	p.prev = b
}

// onGround casts three short rays down from the actor: is anything solid
// just under it?
func (p *Play) onGround(pos mgl32.Vec2) bool {
	self := p.actor.Owner()
	for _, dx := range [3]float32{-4, 0, 4} {
		from := pos.Add(mgl32.Vec2{dx, 0})
		if h, ok := p.world.RayCast(from, from.Add(mgl32.Vec2{0, actorRadius + 3})); ok && h.Object != self {
			return true
		}
	}
	return false
}

// update is the frame's: the switch between play and the editor, a
// restart, the editor's work.
func (p *Play) update(dt float32) {
	in := p.e.Input()
	if p.noticeTime > 0 {
		p.noticeTime -= dt
	}
	if p.replay != nil { // a replay plays as recorded: no editing, no restart
		return
	}
	if in.ActionPressed(1, "edit") {
		p.setMode(1 - p.mode)
		return
	}
	switch p.mode {
	case modePlay:
		if in.ActionPressed(1, "restart") {
			p.rebuild()
		}
	case modeEdit:
		p.ed.update(dt)
	}
}

// Level is the level as played and edited (the editor's edits change it).
func (p *Play) Level() *level.Level { return p.lvl }

// Editing reports whether the editor is open.
func (p *Play) Editing() bool { return p.mode == modeEdit }

// setMode enters the editor or leaves it to play the level from its start.
func (p *Play) setMode(m mode) {
	p.mode = m
	p.rebuild()
	if m == modeEdit {
		p.ed.open(p.cam)
		p.say("editing " + p.file)
	}
}

// say shows a notice for three seconds.
func (p *Play) say(s string) {
	p.notice, p.noticeTime = s, 3
}

// follow moves the camera: onto the actor in play, where the editor looks
// in the editor; within the level, on whole pixels.
func (p *Play) follow() {
	target := p.ed.view
	if p.mode == modePlay {
		target = p.actor.Owner().Transform.Position().Sub(mgl32.Vec2{ScreenW / 2, ScreenH * 0.6})
	}
	p.cam = mgl32.Vec2{
		float32(math.Round(float64(max(0, min(p.lvl.Width-ScreenW, target[0]))))),
		float32(math.Round(float64(max(0, min(p.lvl.Height-ScreenH, target[1]))))),
	}
	p.e.Renderer().SetCamera(p.cam[0], p.cam[1])
	// The debug lines draw in StepUI, which the camera does not move.
	p.lines.Owner().Transform.SetPosition(p.cam.Mul(-1))
	// A hurt actor blinks red (the whole world flashed with the hit).
	p.sprite.Sprite.Color = render.White
	if p.hurt > 0 && p.hurt/4%2 == 0 {
		p.sprite.Sprite.Color = render.Color{R: 1, G: 0.25, B: 0.2, A: 1}
	}
}

var (
	hudColor    = render.RGBA8(240, 236, 220, 255)
	hudDim      = render.RGBA8(160, 160, 170, 255)
	hudGood     = render.RGBA8(120, 230, 140, 255)
	hudBad      = render.RGBA8(255, 110, 90, 255)
	hudShade    = render.Color{A: 0.55}
	noticeColor = render.RGBA8(255, 220, 120, 255)
)

// render draws the HUD: the run's time and hits in play, the editor's
// palette and status in the editor, and the last notice.
func (p *Play) render(q *render.Queue) {
	p.look.render(q)
	if p.mode == modeEdit {
		p.ed.render(q)
	} else {
		q.FillRect(0, 0, ScreenW, 11, render.StepUI, 0, hudShade)
		t := p.text[:0]
		t = append(t, "TIME "...)
		t = appendSeconds(t, p.tick)
		t = append(t, "  HITS "...)
		t = strconv.AppendInt(t, int64(p.hits), 10)
		p.text = t
		q.TextBytes(p.font, t, 2, 2, render.StepUI, 1, hudColor)
		q.Text(p.font, "TAB EDIT", ScreenW-66, 2, render.StepUI, 1, hudDim)
		if p.finished {
			q.FillRect(60, 70, 200, 30, render.StepUI, 0, hudShade)
			t = append(p.text[:0], "WELL DONE!  "...)
			t = appendSeconds(t, p.finishTick)
			t = append(t, " S"...)
			p.text = t
			q.TextBytes(p.font, t, 160-float32(len(t))*4, 76, render.StepUI, 1, hudGood)
			q.Text(p.font, "R: AGAIN", 128, 88, render.StepUI, 1, hudDim)
		}
	}
	if p.noticeTime > 0 {
		q.FillRect(0, ScreenH-11, ScreenW, 11, render.StepUI, 0, hudShade)
		q.Text(p.font, p.notice, 2, ScreenH-9, render.StepUI, 1, noticeColor)
	}
}

// appendSeconds appends ticks of 10 ms as seconds with two decimals.
func appendSeconds(b []byte, ticks int) []byte {
	b = strconv.AppendInt(b, int64(ticks/100), 10)
	b = append(b, '.')
	if c := ticks % 100; c < 10 {
		b = append(b, '0')
	}
	return strconv.AppendInt(b, int64(ticks%100), 10)
}
