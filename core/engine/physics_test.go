package engine_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/scene"
)

// stepLog records the physics steps and the fixed updates, in order.
type stepLog struct {
	scene.Base
	log   *[]string
	steps int
}

func (l *stepLog) Step(dt float32) {
	l.steps++
	*l.log = append(*l.log, fmt.Sprintf("step %g", dt))
}

func (l *stepLog) FixedUpdate(dt float32) { *l.log = append(*l.log, fmt.Sprintf("fixed %g", dt)) }

func TestPhysicsStepsOncePerFixedStepBeforeFixedUpdate(t *testing.T) {
	e, src := newEngine(t, engine.Options{FixedStep: 10 * time.Millisecond})
	var log []string
	s := scene.New("main")
	l := scene.AddComponent(s.NewObject("log"), &stepLog{log: &log})
	e.Scenes().Add(s)
	if err := e.Scenes().Switch("main"); err != nil {
		t.Fatal(err)
	}
	if e.Physics() != nil {
		t.Fatalf("Physics() = %v before SetPhysics, want nil", e.Physics())
	}
	e.SetPhysics(l)
	if e.Physics() != l {
		t.Fatalf("Physics() is not what SetPhysics set")
	}
	frame := func(d time.Duration) {
		src.Advance(d)
		if err := e.RunOneFrame(); err != nil {
			t.Fatal(err)
		}
	}
	frame(0)
	frame(30 * time.Millisecond)
	want := "step 0.01,fixed 0.01,step 0.01,fixed 0.01,step 0.01,fixed 0.01"
	if got := strings.Join(log, ","); got != want {
		t.Errorf("a frame of three steps ran %s, want %s", got, want)
	}
	log = log[:0]
	e.SetPhysics(nil)
	frame(10 * time.Millisecond)
	if got := strings.Join(log, ","); got != "fixed 0.01" {
		t.Errorf("after SetPhysics(nil) a step ran %s, want only the fixed update", got)
	}
}

// The Custom Hobo engine's 10 ms step: whatever the frame rate, at most
// 100 fixed steps (and physics steps) run in a second of real time.
func TestTenMillisecondStepRunsAtMost100UpdatesASecond(t *testing.T) {
	for _, fps := range []int{1000, 240, 144, 120, 100, 75, 60, 30, 20} {
		t.Run(fmt.Sprintf("%d fps", fps), func(t *testing.T) {
			e, src := newEngine(t, engine.Options{FixedStep: 10 * time.Millisecond, MaxCatchUp: 10})
			var log []string
			s := scene.New("main")
			l := scene.AddComponent(s.NewObject("log"), &stepLog{log: &log})
			e.Scenes().Add(s)
			if err := e.Scenes().Switch("main"); err != nil {
				t.Fatal(err)
			}
			e.SetPhysics(l)
			if err := e.RunOneFrame(); err != nil { // starts the clock
				t.Fatal(err)
			}
			for seconds := 1; seconds <= 3; seconds++ {
				// Frames of 1/fps s, rounded to the nanosecond, summing to a second.
				for i := range fps {
					src.Advance(time.Duration((i+1)*int(time.Second)/fps - i*int(time.Second)/fps))
					if err := e.RunOneFrame(); err != nil {
						t.Fatal(err)
					}
				}
				steps := int(e.Time().TotalSteps())
				if steps > 100*seconds || steps < 100*seconds-1 {
					t.Errorf("after %d s of frames at %d fps: %d fixed steps, want %d (never more)", seconds, fps, steps, 100*seconds)
				}
				if l.steps != steps {
					t.Errorf("after %d s: %d physics steps for %d fixed steps, want one each", seconds, l.steps, steps)
				}
			}
		})
	}
}
