package scene

import "github.com/bengine-go/bengine/core/render"

// SpriteRenderer is the component that draws one sprite at its owner's
// world transform: the usual way to put an image into a scene. Sprite is a
// plain field: set its region, pivot, tint, layer or flips whenever they
// change; Render only points it at the owner's cached world matrix and
// submits it, so a frame builds nothing. Sprite.Pos offsets the sprite from
// the owner's position (in the owner's space).
type SpriteRenderer struct {
	Base
	Sprite render.Sprite
	// Hidden keeps the sprite from drawing while the object goes on
	// updating: a blink, or a frame with nothing to show.
	Hidden bool
}

// NewSpriteRenderer returns a SpriteRenderer showing region r with the
// neutral settings of render.NewSprite.
func NewSpriteRenderer(r render.Region) *SpriteRenderer {
	return &SpriteRenderer{Sprite: render.NewSprite(r)}
}

// Render submits the sprite, unless hidden; it never draws. The sprite's
// alpha is multiplied by the owner's WorldOpacity for the submission.
func (c *SpriteRenderer) Render(q *render.Queue) {
	if c.Hidden {
		return
	}
	submit(q, &c.Sprite, c.owner)
}

// SetStep makes the sprite draw in step (Drawable).
func (c *SpriteRenderer) SetStep(step render.Step) { c.Sprite.Step = step }

// SetShader makes the sprite draw with a game's or the engine's shader and
// the uniform block it reads (Drawable); 0 and 0 are the plain sprite's.
func (c *SpriteRenderer) SetShader(shader render.ShaderID, uniforms render.UniformsID) {
	c.Sprite.Shader, c.Sprite.Uniforms = shader, uniforms
}

// submit submits s placed by o's world matrix, its alpha multiplied by o's
// world opacity. The World pointer is stored only when it differs (once,
// or after the component moved to another object), and the colour is put
// back after the submission, so that at full opacity the sprite's cache
// line stays clean: a frame need not write it back to memory, and the
// colour is used exactly as set.
func submit(q *render.Queue, s *render.Sprite, o *GameObject) {
	if w := o.Transform.World(); s.World != w {
		s.World = w
	}
	if a := o.WorldOpacity(); a != 1 {
		keep := s.Color.A
		s.Color.A = keep * a
		q.Submit(s)
		s.Color.A = keep
		return
	}
	q.Submit(s)
}

// Drawable is a component that draws with a draw step and a shader which
// a change to a whole subtree can set (GameObject.SetStep and SetShader,
// the Custom Hobo engine's applyToChildren): SpriteRenderer and
// AnimatedSprite, and a game's own drawing components when they implement
// it.
type Drawable interface {
	Component
	SetStep(step render.Step)
	// SetShader sets the shader the component draws with and the uniform
	// block it reads (render.Renderer.RegisterShader and Shader,
	// NewUniforms); 0 and 0 are the engine's own.
	SetShader(shader render.ShaderID, uniforms render.UniformsID)
}

// SetStep sets the draw step of every Drawable component of o and its
// descendants (those attached now): a lamp and everything it holds move to
// the GLOW step, a window and its contents to UI. It is ApplyToChildren
// with a function that does it for one object.
func (o *GameObject) SetStep(step render.Step) {
	o.eachDrawable(func(d Drawable) { d.SetStep(step) })
}

// SetShader sets the shader and uniform block of every Drawable component
// of o and its descendants (those attached now): a ghost and everything it
// carries drawn with a game's dissolve shader, a window and its frame
// moved to StepPost with the engine's "frosted" one. Like SetStep, it is
// ApplyToChildren with a function that does it for one object.
func (o *GameObject) SetShader(shader render.ShaderID, uniforms render.UniformsID) {
	o.eachDrawable(func(d Drawable) { d.SetShader(shader, uniforms) })
}

// eachDrawable calls fn for every Drawable component of o and its
// descendants that is not removed.
func (o *GameObject) eachDrawable(fn func(Drawable)) {
	set := func(x *GameObject) {
		for _, a := range x.comps {
			if d, ok := a.c.(Drawable); ok && a.b.state != compRemoved {
				fn(d)
			}
		}
	}
	set(o)
	o.ApplyToChildren(set)
}

// AnimatedSprite is a SpriteRenderer that shows one frame of a strip of
// regions (a walk cycle, a flame growing, a brick crumbling). Either it
// plays the strip by itself, FPS frames per second of frame time, or, with
// FPS 0, it shows the frame it is told: a game whose animation frames come
// from its rules' timers sets Frame (and maybe Frames) each frame and the
// component only draws it. Each drawn frame takes its region's size.
type AnimatedSprite struct {
	Base
	// Sprite is drawn with Region and Size set from the frame shown.
	Sprite render.Sprite
	// Frames is the strip; the component reads it and never changes it,
	// so a slice of an array that the game keeps (its atlas regions) can
	// be swapped in each frame without allocating.
	Frames []render.Region
	// Frame is the index into Frames shown next; one out of range shows
	// nothing.
	Frame int
	// FPS, if above 0, advances Frame in Update: through the strip once
	// (stopping on the last frame) or, with Loop, round and round.
	FPS  float32
	Loop bool
	// Hidden keeps the sprite from drawing while the object updates.
	Hidden bool

	t float32 // seconds into the current frame, when playing
}

// NewAnimatedSprite returns an AnimatedSprite of the strip frames at frame
// 0, with the neutral settings of render.NewSprite.
func NewAnimatedSprite(frames []render.Region) *AnimatedSprite {
	return &AnimatedSprite{Frames: frames, Sprite: render.NewSprite(render.Region{})}
}

// Play starts the strip over at FPS frames a second.
func (a *AnimatedSprite) Play(fps float32, loop bool) {
	a.FPS, a.Loop, a.Frame, a.t = fps, loop, 0, 0
}

// Done reports whether a strip played without Loop has reached its last
// frame.
func (a *AnimatedSprite) Done() bool { return !a.Loop && a.Frame >= len(a.Frames)-1 }

// Update advances a playing strip by dt seconds.
func (a *AnimatedSprite) Update(dt float32) {
	if a.FPS <= 0 || len(a.Frames) == 0 {
		return
	}
	a.t += dt
	per := 1 / a.FPS
	for a.t >= per {
		a.t -= per
		switch {
		case a.Frame < len(a.Frames)-1:
			a.Frame++
		case a.Loop:
			a.Frame = 0
		default:
			a.t = 0
			return
		}
	}
}

// Render submits the frame shown, unless hidden or out of range, its alpha
// multiplied by the owner's WorldOpacity.
func (a *AnimatedSprite) Render(q *render.Queue) {
	if a.Hidden || a.Frame < 0 || a.Frame >= len(a.Frames) {
		return
	}
	r := a.Frames[a.Frame]
	if r.Tex == nil {
		return
	}
	if s := &a.Sprite; s.Region != r || s.Size[0] != r.W || s.Size[1] != r.H {
		s.Region, s.Size[0], s.Size[1] = r, r.W, r.H
	}
	submit(q, &a.Sprite, a.owner)
}

// SetStep makes the sprite draw in step (Drawable).
func (a *AnimatedSprite) SetStep(step render.Step) { a.Sprite.Step = step }

// SetShader makes the sprite draw with a game's or the engine's shader and
// the uniform block it reads (Drawable); 0 and 0 are the plain sprite's.
func (a *AnimatedSprite) SetShader(shader render.ShaderID, uniforms render.UniformsID) {
	a.Sprite.Shader, a.Sprite.Uniforms = shader, uniforms
}
