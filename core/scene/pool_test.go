package scene_test

import (
	"fmt"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// pooled builds a pool object: a probe named after the object, with a
// child that has a probe of its own.
func pooled(s *scene.Scene, j *journal) func(o *scene.GameObject) *probe {
	return func(o *scene.GameObject) *probe {
		h := scene.AddComponent(o, &probe{name: o.Name(), j: j})
		c := s.NewObject(o.Name() + ".child")
		c.SetParent(o, false)
		scene.AddComponent(c, &probe{name: c.Name(), j: j})
		return h
	}
}

func TestPoolStartsAtOnceAndHandsOutInOrder(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	first := scene.AddComponent(s.NewObject("first"), &probe{name: "first", j: j})
	p := scene.NewPool(s, "p", 3, pooled(s, j))
	check(t, "NewPool", j.take(), []string{"p#0.Start", "p#0.child.Start", "p#1.Start", "p#1.child.Start", "p#2.Start", "p#2.child.Start"})
	if p.Cap() != 3 || p.Live() != 0 {
		t.Errorf("got cap %d live %d, want 3 and 0", p.Cap(), p.Live())
	}
	frame(s, 1)
	check(t, "a frame with every object free", j.take(), []string{"first.Start", "first.Fixed", "first.Update", "first.Render"})

	// handed out during the frame, by a component visited first: updated
	// and drawn in the same frame
	var got []*probe
	first.onUpdate = func() {
		got = append(got, p.Get(), p.Get())
		first.onUpdate = nil
	}
	frame(s, 0)
	check(t, "two handed out in Update", j.take(), []string{
		"first.Update", "p#0.Update", "p#0.child.Update", "p#1.Update", "p#1.child.Update",
		"first.Render", "p#0.Render", "p#0.child.Render", "p#1.Render", "p#1.child.Render",
	})
	if got[0].Owner().Name() != "p#0" || got[1].Owner().Name() != "p#1" || p.Live() != 2 {
		t.Fatalf("got %s and %s (live %d), want p#0 and p#1 (live 2)", got[0].Owner().Name(), got[1].Owner().Name(), p.Live())
	}

	// the first handed back is the first handed out again; no Start again
	p.Put(got[0])
	if got[0].Owner().Active() {
		t.Error("an object handed back is still active")
	}
	again := p.Get()
	if again != got[0] {
		t.Errorf("Get after Put: got %s, want p#0 again", again.Owner().Name())
	}
	frame(s, 0)
	check(t, "after Put and Get", j.take(), []string{
		"first.Update", "p#0.Update", "p#0.child.Update", "p#1.Update", "p#1.child.Update",
		"first.Render", "p#0.Render", "p#0.child.Render", "p#1.Render", "p#1.child.Render",
	})
}

func TestPoolGrowsWhenFull(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	p := scene.NewPool(s, "p", 1, pooled(s, j))
	j.take()
	a, b := p.Get(), p.Get()
	if a == b || p.Cap() != 2 || p.Live() != 2 {
		t.Fatalf("got cap %d live %d (distinct %v), want 2, 2, true", p.Cap(), p.Live(), a != b)
	}
	check(t, "the grown object starts at once", j.take(), []string{"p#1.Start", "p#1.child.Start"})
	frame(s, 0)
	check(t, "both in the frame", j.take(), []string{"p#0.Update", "p#0.child.Update", "p#1.Update", "p#1.child.Update",
		"p#0.Render", "p#0.child.Render", "p#1.Render", "p#1.child.Render"})
}

func TestPoolMisuse(t *testing.T) {
	s := scene.New("t")
	p := scene.NewPool(s, "p", 2, func(o *scene.GameObject) *plain { return scene.AddComponent(o, &plain{}) })
	other := scene.NewPool(s, "other", 1, func(o *scene.GameObject) *plain { return scene.AddComponent(o, &plain{}) })
	c := p.Get()
	p.Put(c)
	for _, tc := range []struct {
		name string
		fn   func()
	}{
		{"Put of a free object", func() { p.Put(c) }},
		{"Put of another pool's object", func() { p.Put(other.Get()) }},
		{"a build func that returns a stray component", func() {
			scene.NewPool(s, "stray", 1, func(*scene.GameObject) *plain { return &plain{} })
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", tc.name)
				}
			}()
			tc.fn()
		})
	}
	s.Clear()
	if c := scene.NewPool(s, "after", 1, func(o *scene.GameObject) *plain { return scene.AddComponent(o, &plain{}) }); c.Get() == nil {
		t.Error("a pool made after Clear hands out nothing")
	}
}

func TestPoolGetPutDoNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	s := scene.New("t")
	p := scene.NewPool(s, "p", 8, func(o *scene.GameObject) *scene.SpriteRenderer {
		return scene.AddComponent(o, scene.NewSpriteRenderer(render.Region{Tex: benchTex, W: 16, H: 16}))
	})
	q := &render.Queue{}
	var live [8]*scene.SpriteRenderer
	step := func() {
		for i := range live {
			live[i] = p.Get()
		}
		s.Update(1.0 / 60)
		s.Render(q)
		q.Reset()
		for i := len(live) - 1; i >= 0; i-- {
			p.Put(live[i])
		}
	}
	step()
	if n := testing.AllocsPerRun(100, step); n != 0 {
		t.Errorf("got %.1f allocations per round of 8 Gets and Puts, want 0", n)
	}
}

// A pool of bullets: one object per bullet on screen, handed out when it
// is fired and back when it leaves, never built or freed during play.
func ExamplePool() {
	s := scene.New("level")
	bullets := scene.NewPool(s, "bullet", 4, func(o *scene.GameObject) *Walker {
		return scene.AddComponent(o, &Walker{Speed: 120})
	})
	a := bullets.Get()
	b := bullets.Get()
	fmt.Println(a.Owner().Name(), b.Owner().Name(), bullets.Live(), "of", bullets.Cap())
	bullets.Put(a) // off screen
	fmt.Println(bullets.Get().Owner().Name(), bullets.Live())
	// Output:
	// bullet#0 bullet#1 2 of 4
	// bullet#0 2
}

func TestStartNowReadiesAnInactiveObject(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	first := scene.AddComponent(s.NewObject("first"), &probe{name: "first", j: j})
	late := s.NewObject("late")
	scene.AddComponent(late, &probe{name: "late", j: j})
	kid := s.NewObject("kid")
	kid.SetParent(late, false)
	scene.AddComponent(kid, &probe{name: "kid", j: j})
	cold := s.NewObject("cold")
	scene.AddComponent(cold, &probe{name: "cold", j: j})

	s.StartNow(late)
	check(t, "StartNow", j.take(), []string{"late.Start", "kid.Start"})
	late.SetActive(false)
	cold.SetActive(false)
	frame(s, 0)
	check(t, "both off", j.take(), []string{"first.Start", "first.Update", "first.Render"})

	// turned on during the frame: the started one runs at once, the other
	// waits for the next frame to start
	first.onUpdate = func() {
		late.SetActive(true)
		cold.SetActive(true)
		first.onUpdate = nil
	}
	frame(s, 0)
	check(t, "turned on in Update", j.take(), []string{"first.Update", "late.Update", "kid.Update", "first.Render", "late.Render", "kid.Render"})
	frame(s, 0)
	check(t, "the next frame", j.take(), []string{"cold.Start", "first.Update", "late.Update", "kid.Update", "cold.Update",
		"first.Render", "late.Render", "kid.Render", "cold.Render"})

	other := scene.New("other")
	defer func() {
		if recover() == nil {
			t.Error("StartNow of another scene's object: no panic")
		}
	}()
	other.StartNow(late)
}

func TestStats(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	a := s.NewObject("a")
	scene.AddComponent(a, &probe{name: "a", j: j})
	scene.AddComponent(a, &updateOnly{})
	b := s.NewObject("b")
	b.SetParent(a, false)
	scene.AddComponent(b, &probe{name: "b", j: j})
	c := s.NewObject("c")
	scene.AddComponent(c, &plain{})
	d := s.NewObject("d")
	scene.AddComponent(d, &probe{name: "d", j: j})
	frame(s, 0)
	d.Destroy()
	a.Sleep()
	want := scene.Stats{Objects: 3, Active: 3, Components: 4, Updaters: 0, Renderables: 2}
	if got := s.Stats(); got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
	a.Wake()
	a.SetActive(false)
	want = scene.Stats{Objects: 3, Active: 1, Components: 4}
	if got := s.Stats(); got != want {
		t.Errorf("a switched off: got %+v, want %+v", got, want)
	}
}
