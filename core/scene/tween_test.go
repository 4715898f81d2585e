package scene_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/easing"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/go-gl/mathgl/mgl32"
)

func TestTweenPositionWithDelay(t *testing.T) {
	s := scene.New("t")
	o := s.NewObject("o")
	tw := scene.AddComponent(o, scene.NewTween(scene.TweenPosition,
		mgl32.Vec2{0, 0}, mgl32.Vec2{100, 40}, 1, easing.Linear))
	tw.Delay = 0.5
	completed := 0
	tw.OnComplete = func() { completed++ }

	steps := []struct {
		dt   float32
		want mgl32.Vec2
		done bool
	}{
		{0.25, mgl32.Vec2{0, 0}, false},   // delay
		{0.25, mgl32.Vec2{0, 0}, false},   // delay ends exactly
		{0.25, mgl32.Vec2{25, 10}, false}, // a quarter
		{0.5, mgl32.Vec2{75, 30}, false},
		{0.5, mgl32.Vec2{100, 40}, true}, // overshoot clamps to the end
		{0.5, mgl32.Vec2{100, 40}, true},
	}
	for i, st := range steps {
		s.Update(st.dt)
		if got := o.Transform.Position(); !nearVec(got, st.want) {
			t.Errorf("step %d: position got %v, want %v", i, got, st.want)
		}
		if tw.Done() != st.done {
			t.Errorf("step %d: Done got %v, want %v", i, tw.Done(), st.done)
		}
	}
	if completed != 1 {
		t.Errorf("OnComplete calls: got %d, want 1", completed)
	}
}

func TestTweenYoyoLoops(t *testing.T) {
	tw := scene.NewFade(0, 1, 1, easing.QuadIn)
	tw.Loops = 2 // three plays: up, down, up
	tw.Yoyo = true
	completed := 0
	tw.OnComplete = func() { completed++ }
	tw.Start()
	steps := []struct {
		dt, want float32
	}{
		{0.5, 0.25},    // play 0 forward: QuadIn(0.5)
		{1.0, 0.25},    // play 1 backward at 0.5: QuadIn(1 - 0.5)
		{0.25, 0.0625}, // play 1 at 0.75: QuadIn(0.25)
		{0.5, 0.0625},  // play 2 forward at 0.25
		{1.0, 1},       // finished on play 2 (forward): To
	}
	for i, st := range steps {
		tw.Update(st.dt)
		if got := tw.Alpha(); !near(got, st.want) {
			t.Errorf("step %d: alpha got %v, want %v", i, got, st.want)
		}
	}
	if !tw.Done() || completed != 1 {
		t.Errorf("after the last play: Done %v, OnComplete calls %d; want true, 1", tw.Done(), completed)
	}
	tw.Restart()
	if tw.Done() || tw.Alpha() != 0 {
		t.Errorf("after Restart: Done %v, alpha %v; want false, 0", tw.Done(), tw.Alpha())
	}
}

func TestTweenYoyoEndsAtFrom(t *testing.T) {
	tw := scene.NewFade(0.2, 0.8, 1, nil)
	tw.Loops = 1
	tw.Yoyo = true
	tw.Start()
	tw.Update(10)
	if got := tw.Alpha(); !near(got, 0.2) || !tw.Done() {
		t.Errorf("yoyo with an even number of plays: alpha %v, Done %v; want 0.2, true", got, tw.Done())
	}
}

func TestTweenForever(t *testing.T) {
	s := scene.New("t")
	o := s.NewObject("o")
	tw := scene.AddComponent(o, scene.NewTween(scene.TweenRotation,
		mgl32.Vec2{0, 0}, mgl32.Vec2{2, 0}, 1, nil))
	tw.Loops = -1
	tw.OnComplete = func() { t.Error("OnComplete of an endless tween was called") }
	for range 35 {
		s.Update(0.1)
	}
	// 3.5 s into 1 s plays: half way through the fourth.
	if got := o.Transform.Rotation(); !near(got, 1) || tw.Done() {
		t.Errorf("endless tween after 3.5 s: rotation %v, Done %v; want 1, false", got, tw.Done())
	}
}

func TestTweenFromCurrentAndScale(t *testing.T) {
	s := scene.New("t")
	o := s.NewObject("o")
	o.Transform.SetScale(mgl32.Vec2{2, 4})
	tw := scene.AddComponent(o, scene.NewTween(scene.TweenScale,
		mgl32.Vec2{}, mgl32.Vec2{0, 0}, 2, easing.Linear))
	tw.FromCurrent = true
	s.Update(1)
	if got := o.Transform.Scale(); !nearVec(got, mgl32.Vec2{1, 2}) {
		t.Errorf("scale half way from the current (2, 4) to (0, 0): got %v, want (1, 2)", got)
	}
}

func TestTweenZeroDuration(t *testing.T) {
	tw := scene.NewFade(0, 1, 0, nil)
	tw.Loops = -1
	done := 0
	tw.OnComplete = func() { done++ }
	tw.Start()
	tw.Update(0.016)
	tw.Update(0.016)
	if tw.Alpha() != 1 || !tw.Done() || done != 1 {
		t.Errorf("zero duration: alpha %v, Done %v, completions %d; want 1, true, 1", tw.Alpha(), tw.Done(), done)
	}
}

func TestTweenAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	s := scene.New("t")
	o := s.NewObject("o")
	tw := scene.AddComponent(o, scene.NewTween(scene.TweenPosition,
		mgl32.Vec2{0, 0}, mgl32.Vec2{10, 10}, 0.3, easing.ElasticOut))
	tw.Loops = -1
	tw.Yoyo = true
	s.Update(0.01)
	allocs := testing.AllocsPerRun(200, func() { s.Update(0.016) })
	if allocs != 0 {
		t.Errorf("allocations per tween frame: got %v, want 0", allocs)
	}
}

func TestTweenFromCurrentPositionAndRotation(t *testing.T) {
	s := scene.New("t")
	o := s.NewObject("o")
	o.Transform.SetPosition(mgl32.Vec2{10, 10})
	o.Transform.SetRotation(1)
	move := scene.AddComponent(o, scene.NewTween(scene.TweenPosition, mgl32.Vec2{}, mgl32.Vec2{20, 30}, 1, nil))
	move.FromCurrent = true
	move.Delay = 0.5
	turn := scene.AddComponent(o, scene.NewTween(scene.TweenRotation, mgl32.Vec2{}, mgl32.Vec2{3, 0}, 1, nil))
	turn.FromCurrent = true
	s.Update(0.25)                             // turn begins from 1; move is in its delay
	o.Transform.SetPosition(mgl32.Vec2{0, 10}) // moved during the delay: move starts from here
	s.Update(0.5)
	if got := o.Transform.Position(); !nearVec(got, mgl32.Vec2{5, 15}) {
		t.Errorf("position a quarter into the move from (0, 10): got %v, want (5, 15)", got)
	}
	if got := o.Transform.Rotation(); !near(got, 2.5) || !near(turn.Value()[0], 2.5) {
		t.Errorf("rotation 0.75 into the turn from 1 to 3: got %v (Value %v), want 2.5", got, turn.Value())
	}
}
