package scene_test

import (
	"fmt"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// TestLateAddsKeepPassOrder adds components to older objects after newer
// ones have started, in a scattered order: every pass still visits objects
// in creation order and their components in add order.
func TestLateAddsKeepPassOrder(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	const n = 40
	objs := make([]*scene.GameObject, n)
	var want []string
	for i := range objs {
		objs[i] = s.NewObject(fmt.Sprint(i))
	}
	// First round: every third object, backwards.
	for i := n - 1; i >= 0; i -= 3 {
		scene.AddComponent(objs[i], &lateProbe{name: fmt.Sprintf("%d.a", i), j: j})
	}
	lateFrame(s, 0)
	j.take()
	// Second round, after a frame: a second component on some of them and a
	// first on others, in a scrambled order, and one on a new object.
	for _, i := range []int{7, 39, 0, 22, 13, 1, 30, 36} {
		scene.AddComponent(objs[i], &lateProbe{name: fmt.Sprintf("%d.b", i), j: j})
	}
	scene.AddComponent(s.NewObject("new"), &lateProbe{name: "new.a", j: j})
	for i := range n {
		if (n-1-i)%3 == 0 {
			want = append(want, fmt.Sprintf("%d.a", i))
		}
		switch i {
		case 7, 39, 0, 22, 13, 1, 30, 36:
			want = append(want, fmt.Sprintf("%d.b", i))
		}
	}
	want = append(want, "new.a")
	lateFrame(s, 0)
	var got []string
	for _, l := range j.take() {
		var name, hook string
		fmt.Sscanf(replaceDot(l), "%s %s", &name, &hook)
		if hook == "Update" {
			got = append(got, name)
		}
	}
	check(t, "Update order after late adds", got, want)
}

// replaceDot turns "7.a.Update" into "7.a Update" for Sscanf.
func replaceDot(s string) string {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '.' {
			return s[:i] + " " + s[i+1:]
		}
	}
	return s
}

// TestStartNowDuringAPass starts and turns on, from an Update, two objects
// that were off when the frame began, one later in the pass and one
// earlier: the later one's Update runs in the same pass, the earlier one's
// from the next frame, and both draw in the frame.
func TestStartNowDuringAPass(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	early := s.NewObject("early")
	mid := s.NewObject("mid")
	late := s.NewObject("late")
	starter := scene.AddComponent(mid, &probe{name: "mid", j: j})
	frame(s, 0)
	j.take()
	scene.AddComponent(early, &probe{name: "early", j: j})
	scene.AddComponent(late, &probe{name: "late", j: j})
	early.SetActive(false)
	late.SetActive(false)
	starter.onUpdate = func() {
		s.StartNow(early)
		s.StartNow(late)
		early.SetActive(true)
		late.SetActive(true)
		starter.onUpdate = nil
	}
	s.Update(1.0 / 60)
	s.Render(&render.Queue{})
	check(t, "the frame of StartNow", j.take(), []string{
		"mid.Update", "early.Start", "late.Start", "late.Update",
		"early.Render", "mid.Render", "late.Render",
	})
	frame(s, 0)
	check(t, "the next frame", j.take(), []string{
		"early.Update", "mid.Update", "late.Update",
		"early.Render", "mid.Render", "late.Render",
	})
}

// TestOrderSurvivesRenumbering runs the scene's creation counter up to
// where it starts over: objects and components keep their pass order.
func TestOrderSurvivesRenumbering(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	a := s.NewObject("a")
	scene.AddComponent(a, &lateProbe{name: "a", j: j})
	removed := s.NewObject("removed")
	scene.AddComponent(removed, &updateOnly{})
	lateFrame(s, 0)
	j.take()
	scene.RemoveComponent[*updateOnly](removed)
	scene.NearObjectLimit(s)
	b := s.NewObject("b") // the last number before the counter is full
	scene.AddComponent(b, &lateProbe{name: "b", j: j})
	c := s.NewObject("c") // renumbers every object first
	scene.AddComponent(c, &lateProbe{name: "c", j: j})
	scene.AddComponent(a, &lateProbe{name: "a2", j: j})
	lateFrame(s, 0)
	check(t, "after renumbering", j.take(), []string{
		"a.Update", "a2.Update", "b.Update", "c.Update",
		"a.Late", "a2.Late", "b.Late", "c.Late",
		"a.Render", "a2.Render", "b.Render", "c.Render",
	})
}

// TestManyComponentsOnOneObject adds and removes a component on one object
// more often than its add counter holds: the order stays right.
func TestManyComponentsOnOneObject(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	o := s.NewObject("o")
	p := s.NewObject("p")
	scene.AddComponent(o, &lateProbe{name: "first", j: j})
	scene.AddComponent(p, &lateProbe{name: "p", j: j})
	scene.NearAddLimit(o)
	for range 3 {
		scene.AddComponent(o, &updateOnly{})
		lateFrame(s, 0)
		scene.RemoveComponent[*updateOnly](o)
	}
	j.take()
	scene.AddComponent(o, &lateProbe{name: "last", j: j})
	lateFrame(s, 0)
	check(t, "order", j.take(), []string{
		"first.Update", "last.Update", "p.Update",
		"first.Late", "last.Late", "p.Late",
		"first.Render", "last.Render", "p.Render",
	})
}
