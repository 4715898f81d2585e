package scene_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// lateProbe records its Update, LateUpdate and Render in a journal.
type lateProbe struct {
	scene.Base
	name string
	j    *journal
}

func (p *lateProbe) Update(float32)       { p.j.add("%s.Update", p.name) }
func (p *lateProbe) LateUpdate(float32)   { p.j.add("%s.Late", p.name) }
func (p *lateProbe) Render(*render.Queue) { p.j.add("%s.Render", p.name) }

// lateFrame runs one engine frame with the late pass: fixed steps,
// Update, LateUpdate, Render.
func lateFrame(s *scene.Scene, fixedSteps int) {
	for range fixedSteps {
		s.FixedUpdate(1.0 / 60)
	}
	s.Update(1.0 / 60)
	s.LateUpdate(1.0 / 60)
	s.Render(&render.Queue{})
}

func TestLateUpdateRunsAfterEveryUpdate(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	a := s.NewObject("a")
	b := s.NewObject("b")
	scene.AddComponent(a, &lateProbe{name: "a", j: j})
	scene.AddComponent(b, &lateProbe{name: "b", j: j})
	asleep := s.NewObject("asleep")
	scene.AddComponent(asleep, &lateProbe{name: "asleep", j: j})
	asleep.Sleep()

	lateFrame(s, 1)
	check(t, "a frame", j.take(), []string{
		"a.Update", "b.Update",
		"a.Late", "b.Late",
		"a.Render", "b.Render", "asleep.Render",
	})
}

// mover moves its object in Update; follower, added to the same object
// before it, reads the position in LateUpdate and keeps it for Render.
type mover struct {
	scene.Base
	x float32
}

func (m *mover) Update(float32) {
	m.x++
	m.Owner().Transform.SetPosition([2]float32{m.x, 0})
}

type follower struct {
	scene.Base
	seen, drawn float32
}

func (f *follower) LateUpdate(float32)   { f.seen = f.Owner().Transform.Position()[0] }
func (f *follower) Render(*render.Queue) { f.drawn = f.seen }

func TestLateUpdateSeesUpdatesOfComponentsAddedAfter(t *testing.T) {
	s := scene.New("t")
	o := s.NewObject("o")
	f := scene.AddComponent(o, &follower{})
	scene.AddComponent(o, &mover{})
	for i := range 3 {
		lateFrame(s, 0)
		if want := float32(i + 1); f.drawn != want {
			t.Fatalf("frame %d: drawn at x %v, want %v (this frame's position)", i, f.drawn, want)
		}
	}
}

// handOut takes an object from a pool in its Update.
type handOut struct {
	scene.Base
	pool *scene.Pool[*lateProbe]
	done bool
}

func (h *handOut) Update(float32) {
	if !h.done {
		h.done = true
		h.pool.Get()
	}
}

func TestPoolObjectHandedOutDuringUpdateGetsLateUpdate(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	// The pool's objects are created before the object that hands one out,
	// so the Update pass has gone past them when Get turns one on.
	pool := scene.NewPool(s, "p", 1, func(o *scene.GameObject) *lateProbe {
		return scene.AddComponent(o, &lateProbe{name: o.Name(), j: j})
	})
	g := s.NewObject("giver")
	scene.AddComponent(g, &handOut{pool: pool})

	lateFrame(s, 0)
	check(t, "the frame it is handed out", j.take(), []string{"p#0.Late", "p#0.Render"})
	lateFrame(s, 0)
	check(t, "the next frame", j.take(), []string{"p#0.Update", "p#0.Late", "p#0.Render"})
}

func TestManagerLateUpdateRunsGlobalsFirst(t *testing.T) {
	m := scene.NewManager()
	j := &journal{}
	g := scene.New("global")
	scene.AddComponent(g.NewObject("g"), &lateProbe{name: "g", j: j})
	a := scene.New("active")
	scene.AddComponent(a.NewObject("a"), &lateProbe{name: "a", j: j})
	m.AddGlobal(g)
	m.Add(a)
	if err := m.Switch("active"); err != nil {
		t.Fatal(err)
	}
	m.ApplyPending()
	m.Update(1.0 / 60)
	m.LateUpdate(1.0 / 60)
	check(t, "manager", j.take(), []string{"g.Update", "a.Update", "g.Late", "a.Late"})
}

func TestLateUpdateAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	s := scene.New("t")
	for range 10 {
		o := s.NewObject("o")
		scene.AddComponent(o, &follower{})
		scene.AddComponent(o, &mover{})
	}
	q := &render.Queue{}
	allocs := testing.AllocsPerRun(100, func() {
		s.Update(1.0 / 60)
		s.LateUpdate(1.0 / 60)
		s.Render(q)
		q.Reset()
	})
	if allocs != 0 {
		t.Errorf("allocations per frame: got %v, want 0", allocs)
	}
}
