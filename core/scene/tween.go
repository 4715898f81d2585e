package scene

import (
	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/easing"
)

// TweenProperty is what a Tween animates.
type TweenProperty uint8

const (
	TweenPosition TweenProperty = iota // the owner's local position
	TweenScale                         // the owner's local scale
	TweenRotation                      // the owner's local rotation (X of From and To)
	TweenAlpha                         // a value the owner reads with Alpha (X of From and To)
)

// Tween is a component that moves one property from From to To over
// Duration seconds of frame time (it runs in Update, not FixedUpdate: menus,
// pop-ups and effects, not gameplay), shaped by an easing curve.
//
// Set the fields right after adding it; they are read when the tween
// starts:
//
//	tw := scene.AddComponent(o, scene.NewTween(scene.TweenScale,
//		mgl32.Vec2{0, 0}, mgl32.Vec2{1, 1}, 0.4, easing.BackOut))
//	tw.Delay = 0.1
//	tw.OnComplete = func() { ... }
//
// A finished tween stays attached and idle; Restart plays it again. A frame
// of a running tween costs one easing call and one setter, and allocates
// nothing.
type Tween struct {
	Base

	Property TweenProperty
	// From and To are the values at the start and end of a play. Rotation
	// and Alpha use X only.
	From, To mgl32.Vec2
	// FromCurrent takes From from the owner when the tween begins (after
	// its delay) instead of using the field. Not for TweenAlpha.
	FromCurrent bool
	Duration    float32     // seconds per play; 0 or less jumps to the end
	Delay       float32     // seconds before the first play
	Ease        easing.Func // nil is Linear
	// Loops is how many times the tween plays again after the first play;
	// -1 repeats forever (OnComplete never runs).
	Loops int
	// Yoyo plays every second play backwards (To to From), so a looping
	// yoyo goes back and forth.
	Yoyo bool
	// OnComplete runs once, after the last play has set the final value.
	OnComplete func()

	value   mgl32.Vec2
	elapsed float32 // seconds into the current play; negative during the delay
	play    int     // plays finished
	begun   bool
	done    bool
}

// NewTween returns a tween of property p from from to to over duration
// seconds with the curve ease (nil is Linear).
func NewTween(p TweenProperty, from, to mgl32.Vec2, duration float32, ease easing.Func) *Tween {
	return &Tween{Property: p, From: from, To: to, Duration: duration, Ease: ease, value: from}
}

// NewFade returns a TweenAlpha tween from alpha from to alpha to.
func NewFade(from, to, duration float32, ease easing.Func) *Tween {
	return NewTween(TweenAlpha, mgl32.Vec2{from, 0}, mgl32.Vec2{to, 0}, duration, ease)
}

// Start resets the tween when its component starts.
func (t *Tween) Start() { t.Restart() }

// Restart plays the tween again from the beginning, delay included.
func (t *Tween) Restart() {
	t.elapsed = -t.Delay
	t.play = 0
	t.begun = false
	t.done = false
	if !t.FromCurrent {
		t.value = t.From
	}
}

// Value is the current value (X only for rotation and alpha).
func (t *Tween) Value() mgl32.Vec2 { return t.value }

// Alpha is the current value of a TweenAlpha tween.
func (t *Tween) Alpha() float32 { return t.value[0] }

// Done reports whether the last play has finished.
func (t *Tween) Done() bool { return t.done }

// Update advances the tween by dt seconds and applies the new value.
func (t *Tween) Update(dt float32) {
	if t.done {
		return
	}
	t.elapsed += dt
	if t.elapsed < 0 {
		return
	}
	if !t.begun {
		t.begun = true
		if t.FromCurrent {
			t.From = t.current()
		}
	}
	if t.Duration <= 0 {
		t.finish()
		return
	}
	for t.elapsed >= t.Duration {
		if t.Loops >= 0 && t.play >= t.Loops {
			t.finish()
			return
		}
		t.elapsed -= t.Duration
		t.play++
	}
	t.apply(t.elapsed / t.Duration)
}

// finish sets the value at the end of the last play and completes.
func (t *Tween) finish() {
	t.elapsed = max(t.Duration, 0)
	t.apply(1)
	t.done = true
	if t.OnComplete != nil {
		t.OnComplete()
	}
}

// apply sets the value at progress p of the current play.
func (t *Tween) apply(p float32) {
	if t.Yoyo && t.play%2 == 1 {
		p = 1 - p
	}
	e := p
	if t.Ease != nil {
		e = t.Ease(p)
	}
	t.value = t.From.Add(t.To.Sub(t.From).Mul(e))
	o := t.Owner()
	if o == nil {
		return
	}
	switch t.Property {
	case TweenPosition:
		o.Transform.SetPosition(t.value)
	case TweenScale:
		o.Transform.SetScale(t.value)
	case TweenRotation:
		o.Transform.SetRotation(t.value[0])
	}
}

// current reads the animated property from the owner.
func (t *Tween) current() mgl32.Vec2 {
	o := t.Owner()
	if o == nil {
		return t.value
	}
	switch t.Property {
	case TweenPosition:
		return o.Transform.Position()
	case TweenScale:
		return o.Transform.Scale()
	case TweenRotation:
		return mgl32.Vec2{o.Transform.Rotation(), 0}
	}
	return t.value
}
