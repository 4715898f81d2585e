package render

import "math"

// Flash is a damage effect of the GLOW step: a colour added over the lit
// world (not the UI), which fades out on its own. A hit, a bomb's blast, a
// warning pulse: Renderer.Flash starts one, and the frame delta handed to
// Renderer.AdvanceEffects (the engine hands it every frame) fades it, so a
// replay or a test that advances by the same deltas sees the same frames.
//
// On the GPU backend it is added in HDR before TONE_MAP; on SDL's 2D
// renderer it is an additive fill of the colour.
type Flash struct {
	// Color is what is added at the flash's peak; its alpha scales it.
	Color Color
	// Seconds is how long the flash lasts.
	Seconds float32
	// Pulses is how many times it rises and falls within Seconds, each
	// weaker than the last; 0 and 1 mean one flash that starts at its peak
	// and fades.
	Pulses int
}

// flashState is the flash running: what was asked for and how far it is.
type flashState struct {
	f Flash
	t float32 // seconds since it started
}

// level is how strong the flash is now, 0 to 1.
func (s *flashState) level() float32 {
	f := &s.f
	if f.Seconds <= 0 || s.t >= f.Seconds {
		return 0
	}
	u := s.t / f.Seconds // 0 to 1 through the flash
	fade := 1 - u
	if f.Pulses <= 1 {
		return fade
	}
	p := math.Sin(math.Pi * float64(f.Pulses) * float64(u))
	return fade * float32(p*p)
}

// color is the flash's colour times its level: what the frame adds.
func (s *flashState) color() [4]float32 {
	k := s.level()
	if k == 0 {
		return [4]float32{}
	}
	c := s.f.Color
	k *= max(c.A, 0)
	return [4]float32{max(c.R, 0) * k, max(c.G, 0) * k, max(c.B, 0) * k, 0}
}

// Flash starts a damage flash, replacing one still running. It draws from
// the next frame built on, while lighting, glow and the rest are on or
// off.
func (r *Renderer) Flash(f Flash) { r.flash = flashState{f: f} }

// AdvanceEffects moves the renderer's timed effects (Flash) on by dt
// seconds: the engine calls it once a frame with the frame's delta, before
// the scene renders. A negative dt is taken as 0.
func (r *Renderer) AdvanceEffects(dt float32) {
	if dt > 0 && r.flash.f.Seconds > 0 {
		r.flash.t += dt
		if r.flash.t >= r.flash.f.Seconds {
			r.flash = flashState{}
		}
	}
}

// FlashLevel reports how strong the running flash is now, from 1 at its
// peak to 0 when none runs.
func (r *Renderer) FlashLevel() float32 { return r.flash.level() }
