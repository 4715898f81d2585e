package scene_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// journal records hook calls in order.
type journal struct{ lines []string }

func (j *journal) add(format string, args ...any) {
	j.lines = append(j.lines, fmt.Sprintf(format, args...))
}

func (j *journal) take() []string {
	l := j.lines
	j.lines = nil
	return l
}

// probe implements every hook and records it; its optional funcs let a
// test act from inside a hook.
type probe struct {
	scene.Base
	name     string
	j        *journal
	onUpdate func()
	onFixed  func()
	onStart  func()
	onDest   func()
}

func (p *probe) Start() {
	p.j.add("%s.Start", p.name)
	if p.onStart != nil {
		p.onStart()
	}
}

func (p *probe) FixedUpdate(float32) {
	p.j.add("%s.Fixed", p.name)
	if p.onFixed != nil {
		p.onFixed()
	}
}

func (p *probe) Update(float32) {
	p.j.add("%s.Update", p.name)
	if p.onUpdate != nil {
		p.onUpdate()
	}
}

func (p *probe) Render(*render.Queue) { p.j.add("%s.Render", p.name) }

func (p *probe) OnDestroy() {
	p.j.add("%s.OnDestroy", p.name)
	if p.onDest != nil {
		p.onDest()
	}
}

// updateOnly implements only Update.
type updateOnly struct {
	scene.Base
	n int
}

func (u *updateOnly) Update(float32) { u.n++ }

// plain implements no hook.
type plain struct{ scene.Base }

// frame runs one engine frame: fixed steps, then Update and Render.
func frame(s *scene.Scene, fixedSteps int) {
	for range fixedSteps {
		s.FixedUpdate(1.0 / 60)
	}
	s.Update(1.0 / 60)
	s.Render(&render.Queue{})
}

func check(t *testing.T, what string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s:\n got  %s\n want %s", what, strings.Join(got, " "), strings.Join(want, " "))
	}
}

func TestAddGetRemove(t *testing.T) {
	s := scene.New("t")
	o := s.NewObject("o")
	j := &journal{}
	p := scene.AddComponent(o, &probe{name: "p", j: j})
	u := scene.AddComponent(o, &updateOnly{})
	if p.Owner() != o || u.Owner() != o {
		t.Fatalf("Owner: got %v and %v, want %v", p.Owner(), u.Owner(), o)
	}
	if got, ok := scene.GetComponent[*probe](o); !ok || got != p {
		t.Errorf("GetComponent[*probe]: got %v, %v, want %v, true", got, ok, p)
	}
	if got, ok := scene.GetComponent[*updateOnly](o); !ok || got != u {
		t.Errorf("GetComponent[*updateOnly]: got %v, %v, want %v, true", got, ok, u)
	}
	if got, ok := scene.GetComponent[*plain](o); ok || got != nil {
		t.Errorf("GetComponent[*plain] on an object without one: got %v, %v, want nil, false", got, ok)
	}
	// An interface type finds the first component that implements it.
	type starter interface {
		scene.Component
		Start()
	}
	if got, ok := scene.GetComponent[starter](o); !ok || got != starter(p) {
		t.Errorf("GetComponent[starter]: got %v, %v, want %v, true", got, ok, p)
	}

	frame(s, 1)
	if u.n != 1 {
		t.Errorf("updates before removal: got %d, want 1", u.n)
	}
	if !scene.RemoveComponent[*updateOnly](o) {
		t.Errorf("RemoveComponent[*updateOnly]: got false, want true")
	}
	if scene.RemoveComponent[*updateOnly](o) {
		t.Errorf("second RemoveComponent[*updateOnly]: got true, want false")
	}
	if u.Owner() != nil {
		t.Errorf("Owner after removal: got %v, want nil", u.Owner())
	}
	if _, ok := scene.GetComponent[*updateOnly](o); ok {
		t.Errorf("GetComponent after removal: got true, want false")
	}
	frame(s, 1)
	if u.n != 1 {
		t.Errorf("updates after removal: got %d, want 1", u.n)
	}
	j.take()
	scene.RemoveComponent[*probe](o)
	check(t, "removing a probe", j.take(), []string{"p.OnDestroy"})

	func() {
		defer func() {
			if recover() == nil {
				t.Errorf("re-adding a removed component: got no panic, want one")
			}
		}()
		scene.AddComponent(o, u)
	}()
	func() {
		defer func() {
			if recover() == nil {
				t.Errorf("AddComponent on a destroyed object: got no panic, want one")
			}
		}()
		o.Destroy()
		scene.AddComponent(o, &plain{})
	}()
}

func TestHookOrder(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	a := s.NewObject("a")
	b := s.NewObject("b")
	// Components on b are added before those on a: objects still go in
	// creation order, components in add order; Start goes in add order.
	scene.AddComponent(b, &probe{name: "b1", j: j})
	scene.AddComponent(a, &probe{name: "a1", j: j})
	scene.AddComponent(a, &probe{name: "a2", j: j})

	frame(s, 2)
	check(t, "first frame", j.take(), []string{
		"b1.Start", "a1.Start", "a2.Start",
		"a1.Fixed", "a2.Fixed", "b1.Fixed",
		"a1.Fixed", "a2.Fixed", "b1.Fixed",
		"a1.Update", "a2.Update", "b1.Update",
		"a1.Render", "a2.Render", "b1.Render",
	})
	frame(s, 0)
	check(t, "a frame with no fixed step", j.take(), []string{
		"a1.Update", "a2.Update", "b1.Update",
		"a1.Render", "a2.Render", "b1.Render",
	})
	s.Clear()
	check(t, "Clear", j.take(), []string{"a1.OnDestroy", "a2.OnDestroy", "b1.OnDestroy"})
	if s.Len() != 0 {
		t.Errorf("Len after Clear: got %d, want 0", s.Len())
	}
}

func TestAddDuringUpdateStartsNextFrame(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	a := s.NewObject("a")
	var added *scene.GameObject
	scene.AddComponent(a, &probe{name: "a", j: j, onFixed: func() {
		if added != nil {
			return
		}
		// Added during the first of two fixed steps: nothing this frame.
		added = s.NewObject("new")
		scene.AddComponent(added, &probe{name: "new", j: j})
		scene.AddComponent(a, &probe{name: "late", j: j})
	}})
	frame(s, 2)
	check(t, "frame of the addition", j.take(), []string{
		"a.Start", "a.Fixed", "a.Fixed", "a.Update", "a.Render",
	})
	frame(s, 1)
	check(t, "next frame", j.take(), []string{
		"new.Start", "late.Start",
		"a.Fixed", "late.Fixed", "new.Fixed",
		"a.Update", "late.Update", "new.Update",
		"a.Render", "late.Render", "new.Render",
	})
}

func TestAddDuringRenderAndStart(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	o := s.NewObject("o")
	scene.AddComponent(o, &probe{name: "first", j: j, onStart: func() {
		// Added by a Start: started in the same flush, before any update.
		scene.AddComponent(o, &probe{name: "fromStart", j: j})
	}})
	frame(s, 1)
	check(t, "component added in Start", j.take(), []string{
		"first.Start", "fromStart.Start",
		"first.Fixed", "fromStart.Fixed",
		"first.Update", "fromStart.Update",
		"first.Render", "fromStart.Render",
	})
}

func TestDestroyDuringUpdate(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	a := s.NewObject("a")
	b := s.NewObject("b")
	bc := s.NewObject("b.child")
	bc.SetParent(b, false)
	c := s.NewObject("c")
	scene.AddComponent(a, &probe{name: "a", j: j, onUpdate: func() {
		if !b.Destroyed() {
			b.Destroy()
			if s.Find("b") != nil || s.Len() != 4 {
				t.Errorf("during the pass: Find(b) = %v, Len = %d; want nil, 4 (marked, not removed)", s.Find("b"), s.Len())
			}
		}
	}})
	scene.AddComponent(b, &probe{name: "b", j: j})
	scene.AddComponent(bc, &probe{name: "bc", j: j})
	// c destroys itself in its first component: its second is skipped.
	scene.AddComponent(c, &probe{name: "c1", j: j, onUpdate: func() { c.Destroy() }})
	scene.AddComponent(c, &probe{name: "c2", j: j})

	s.Update(1)
	check(t, "update with destruction", j.take(), []string{
		"a.Start", "b.Start", "bc.Start", "c1.Start", "c2.Start",
		"a.Update", "c1.Update",
		"b.OnDestroy", "bc.OnDestroy", "c1.OnDestroy", "c2.OnDestroy",
	})
	if s.Len() != 1 || s.Find("a") != a || s.Find("b.child") != nil {
		t.Errorf("after the pass: Len %d, Find(a) %v, Find(b.child) %v; want 1, a, nil", s.Len(), s.Find("a"), s.Find("b.child"))
	}
	if !bc.Destroyed() {
		t.Errorf("child of a destroyed object: Destroyed() = false, want true")
	}
	s.Render(&render.Queue{})
	check(t, "render after", j.take(), []string{"a.Render"})
}

func TestDestroyChildKeepsParent(t *testing.T) {
	s := scene.New("t")
	p := s.NewObject("p")
	c1 := s.NewObject("c1")
	c2 := s.NewObject("c2")
	c1.SetParent(p, false)
	c2.SetParent(p, false)
	c1.Destroy()
	if got := p.Children(); len(got) != 1 || got[0] != c2 {
		t.Errorf("children after destroying c1: got %v, want [c2]", got)
	}
	if c1.Parent() != nil {
		t.Errorf("parent of a removed object: got %v, want nil", c1.Parent())
	}
}

// closer counts Close calls.
type closer struct {
	name string
	j    *journal
}

func (c *closer) Close() error {
	c.j.add("close %s", c.name)
	return nil
}

func TestOwnedHandlesCloseOnDestroy(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	p := s.NewObject("p")
	c := s.NewObject("c")
	c.SetParent(p, false)
	p.Own(&closer{"p1", j})
	p.Own(&closer{"p2", j})
	pc := scene.AddComponent(c, &probe{name: "comp", j: j})
	pc.Own(&closer{"comp", j})
	scene.AddComponent(p, &probe{name: "killer", j: j, onUpdate: func() {
		p.Destroy()
		// Handles close at once; hooks wait for the end of the pass.
		check(t, "inside the pass", j.take(), []string{
			"comp.Start", "killer.Start", "killer.Update",
			"close p2", "close p1", "close comp",
		})
	}})
	s.Update(1)
	check(t, "after the pass", j.take(), []string{"killer.OnDestroy", "comp.OnDestroy"})
	// Owning on a destroyed object closes at once.
	p.Own(&closer{"late", j})
	check(t, "Own after Destroy", j.take(), []string{"close late"})

	// A component's handles close when it is removed.
	o := s.NewObject("o")
	u := scene.AddComponent(o, &updateOnly{})
	u.Own(&closer{"u", j})
	scene.RemoveComponent[*updateOnly](o)
	check(t, "RemoveComponent", j.take(), []string{"close u"})
	u.Own(&closer{"after removal", j})
	check(t, "Own on a removed component", j.take(), []string{"close after removal"})
	if o.Scene() != s {
		t.Errorf("Scene: got %v, want %v", o.Scene(), s)
	}
}

func TestSleepAndActive(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	p := s.NewObject("p")
	c := s.NewObject("c")
	c.SetParent(p, false)
	scene.AddComponent(p, &probe{name: "p", j: j})
	scene.AddComponent(c, &probe{name: "c", j: j})
	frame(s, 1)
	j.take()

	cases := []struct {
		name string
		do   func()
		want []string
	}{
		{"sleeping parent: subtree skips updates, still renders", func() { p.Sleep() },
			[]string{"p.Render", "c.Render"}},
		{"woken", func() { p.Wake() },
			[]string{"p.Fixed", "c.Fixed", "p.Update", "c.Update", "p.Render", "c.Render"}},
		{"sleeping child only", func() { c.Sleep() },
			[]string{"p.Fixed", "p.Update", "p.Render", "c.Render"}},
		{"inactive parent: nothing", func() { c.Wake(); p.SetActive(false) },
			nil},
		{"inactive child", func() { p.SetActive(true); c.SetActive(false) },
			[]string{"p.Fixed", "p.Update", "p.Render"}},
		{"reparenting an inactive child under a live root keeps it inactive", func() {
			c.SetParent(nil, true)
		}, []string{"p.Fixed", "p.Update", "p.Render"}},
		{"reparenting a live object under a sleeping one makes it sleep", func() {
			c.SetActive(true)
			p.Sleep()
			c.SetParent(p, true)
		}, []string{"p.Render", "c.Render"}},
	}
	for _, tc := range cases {
		tc.do()
		frame(s, 1)
		check(t, tc.name, j.take(), tc.want)
	}
	if !p.Sleeping() || c.Sleeping() || !c.Active() {
		t.Errorf("flags: p.Sleeping %v, c.Sleeping %v, c.Active %v; want true, false, true", p.Sleeping(), c.Sleeping(), c.Active())
	}
}

func TestInactiveObjectStartsWhenActivated(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	o := s.NewObject("o")
	o.SetActive(false)
	scene.AddComponent(o, &probe{name: "o", j: j})
	frame(s, 1)
	check(t, "inactive", j.take(), nil)
	o.SetActive(true)
	frame(s, 1)
	check(t, "activated", j.take(), []string{"o.Start", "o.Fixed", "o.Update", "o.Render"})
}

func TestRemoveDuringPass(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	o := s.NewObject("o")
	scene.AddComponent(o, &probe{name: "first", j: j, onUpdate: func() {
		scene.RemoveComponent[*updateOnly](o)
	}})
	u := scene.AddComponent(o, &updateOnly{})
	s.Update(1)
	if u.n != 0 {
		t.Errorf("updates of a component removed earlier in the pass: got %d, want 0", u.n)
	}
	check(t, "pass", j.take(), []string{"first.Start", "first.Update"})
}

func TestApplyToChildren(t *testing.T) {
	s := scene.New("t")
	root := s.NewObject("root")
	mk := func(name string, parent *scene.GameObject) *scene.GameObject {
		o := s.NewObject(name)
		o.SetParent(parent, false)
		return o
	}
	a := mk("a", root)
	mk("a1", a)
	mk("a2", a)
	b := mk("b", root)
	mk("b1", b)
	dead := mk("dead", root)
	mk("deadchild", dead)
	s.Update(0) // a pass, so the destruction below waits
	var names []string
	scene.AddComponent(root, &probe{name: "r", j: &journal{}, onUpdate: func() {
		dead.Destroy()
		root.ApplyToChildren(func(o *scene.GameObject) { names = append(names, o.Name()) })
	}})
	s.Update(0)
	check(t, "ApplyToChildren order", names, []string{"a", "a1", "a2", "b", "b1"})
}

func TestOnDestroyMayDestroyMore(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	a := s.NewObject("a")
	b := s.NewObject("b")
	scene.AddComponent(a, &probe{name: "a", j: j, onDest: func() { b.Destroy() }})
	scene.AddComponent(b, &probe{name: "b", j: j})
	a.Destroy()
	check(t, "chained destruction", j.take(), []string{"a.OnDestroy", "b.OnDestroy"})
	if s.Len() != 0 {
		t.Errorf("Len: got %d, want 0", s.Len())
	}
}

func TestNestedPassPanics(t *testing.T) {
	s := scene.New("t")
	o := s.NewObject("o")
	var err error
	scene.AddComponent(o, &probe{name: "o", j: &journal{}, onUpdate: func() {
		defer func() {
			if r := recover(); r != nil {
				err = errors.New(fmt.Sprint(r))
			}
		}()
		s.Update(1)
	}})
	s.Update(1)
	if err == nil || !strings.HasPrefix(err.Error(), "scene: ") {
		t.Errorf("Update inside Update: got %v, want a panic prefixed \"scene: \"", err)
	}
}

func TestFrameAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	s := scene.New("t")
	for i := range 10 {
		o := s.NewObject("o")
		if i > 0 {
			o.SetParent(s.Find("o"), false)
		}
		scene.AddComponent(o, &spinner{})
		scene.AddComponent(o, &spriteComp{})
	}
	q := &render.Queue{}
	allocs := testing.AllocsPerRun(100, func() {
		s.FixedUpdate(1.0 / 60)
		s.Update(1.0 / 60)
		s.Render(q)
		q.Reset()
	})
	if q.Len() != 0 {
		t.Fatalf("queue after Reset: got %d sprites, want 0", q.Len())
	}
	s.Render(q)
	if q.Len() != 10 {
		t.Errorf("sprites submitted by a frame: got %d, want 10", q.Len())
	}
	if allocs != 0 {
		t.Errorf("allocations per frame: got %v, want 0", allocs)
	}
}
