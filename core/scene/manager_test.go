package scene_test

import (
	"errors"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// managerFrame runs one engine frame through the manager: the frame
// boundary first, then the passes.
func managerFrame(m *scene.Manager) {
	m.ApplyPending()
	m.FixedUpdate(1.0 / 60)
	m.Update(1.0 / 60)
	m.Render(&render.Queue{})
}

func TestManagerSwitchAtFrameBoundary(t *testing.T) {
	j := &journal{}
	m := scene.NewManager()
	mk := func(name string) *scene.Scene {
		s := scene.New(name)
		s.OnEnter = func() { j.add("enter %s", name) }
		s.OnExit = func() { j.add("exit %s", name) }
		m.Add(s)
		return s
	}
	menu := mk("menu")
	level := mk("level")
	scene.AddComponent(menu.NewObject("m"), &probe{name: "menu", j: j, onUpdate: func() {
		// Asked from inside an update: the rest of this frame stays in menu.
		if err := m.Switch("level"); err != nil {
			t.Errorf("Switch(level): %v", err)
		}
	}})
	scene.AddComponent(level.NewObject("l"), &probe{name: "level", j: j})

	if m.Active() != nil {
		t.Fatalf("Active before any switch: got %v, want nil", m.Active())
	}
	managerFrame(m)
	check(t, "no active scene", j.take(), nil)

	if err := m.Switch("menu"); err != nil {
		t.Fatalf("Switch(menu): %v", err)
	}
	if m.Active() != nil {
		t.Errorf("Active right after Switch: got %v, want nil until ApplyPending", m.Active().Name())
	}
	managerFrame(m)
	check(t, "menu frame", j.take(), []string{
		"enter menu", "menu.Start", "menu.Fixed", "menu.Update", "menu.Render",
	})
	if m.Active() != menu {
		t.Errorf("Active: got %v, want menu", m.Active())
	}
	managerFrame(m)
	check(t, "level frame", j.take(), []string{
		"exit menu", "enter level", "level.Start", "level.Fixed", "level.Update", "level.Render",
	})

	err := m.Switch("nowhere")
	if !errors.Is(err, scene.ErrUnknownScene) {
		t.Errorf("Switch(nowhere): got %v, want an error wrapping ErrUnknownScene", err)
	}
	managerFrame(m)
	check(t, "after a failed switch", j.take(), []string{"level.Fixed", "level.Update", "level.Render"})

	// The last request before the boundary wins.
	m.Switch("menu")
	m.Switch("level")
	managerFrame(m)
	check(t, "switch to the active scene restarts it", j.take(), []string{
		"exit level", "enter level", "level.Fixed", "level.Update", "level.Render",
	})
}

// A global scene runs under every scene, before the active one, from the
// frame boundary after it is added; switches leave it alone, and it is
// never switched to. Unloaded, it stops at the next boundary.
func TestManagerGlobalScene(t *testing.T) {
	j := &journal{}
	m := scene.NewManager()
	menu, level := scene.New("menu"), scene.New("level")
	m.Add(menu)
	m.Add(level)
	scene.AddComponent(menu.NewObject("m"), &probe{name: "menu", j: j})
	scene.AddComponent(level.NewObject("l"), &probe{name: "level", j: j})
	online := scene.New("online")
	online.OnEnter = func() { j.add("enter online") } // never called
	switched := false
	scene.AddComponent(online.NewObject("match"), &probe{name: "online", j: j, onFixed: func() {
		if switched {
			return
		}
		switched = true
		if err := m.Switch("level"); err != nil {
			t.Errorf("Switch(level) from the global scene: %v", err)
		}
	}})

	m.Switch("menu")
	managerFrame(m)
	check(t, "before AddGlobal", j.take(), []string{"menu.Start", "menu.Fixed", "menu.Update", "menu.Render"})
	m.AddGlobal(online)
	if m.Scene("online") != online {
		t.Error("Scene(online): the global scene is not found by its name")
	}
	if err := m.Switch("online"); err == nil {
		t.Error("Switch to a global scene: got no error")
	}
	m.FixedUpdate(1.0 / 60)
	check(t, "added during a frame: not run before the boundary", j.take(), []string{"menu.Fixed"})
	m.Update(1.0 / 60)
	m.Render(&render.Queue{})
	j.take()

	managerFrame(m)
	check(t, "under the menu", j.take(), []string{"online.Start", "online.Fixed", "menu.Fixed", "online.Update", "menu.Update", "online.Render", "menu.Render"})
	managerFrame(m)
	check(t, "under the level the global scene switched to", j.take(), []string{
		"online.Fixed", "level.Start", "level.Fixed", "online.Update", "level.Update", "online.Render", "level.Render",
	})
	if err := m.Unload("online"); err != nil {
		t.Fatal(err)
	}
	m.FixedUpdate(1.0 / 60)
	check(t, "unloaded: runs to the boundary", j.take(), []string{"online.Fixed", "level.Fixed"})
	m.Update(1.0 / 60)
	m.Render(&render.Queue{})
	j.take()
	managerFrame(m)
	check(t, "unloaded", j.take(), []string{"online.OnDestroy", "level.Fixed", "level.Update", "level.Render"})
	if m.Scene("online") != nil {
		t.Error("the unloaded global scene is still found")
	}
}

func TestManagerUnload(t *testing.T) {
	j := &journal{}
	m := scene.NewManager()
	a, b := scene.New("a"), scene.New("b")
	a.OnExit = func() { j.add("exit a") }
	m.Add(a)
	m.Add(b)
	scene.AddComponent(a.NewObject("ao"), &probe{name: "a", j: j})
	scene.AddComponent(b.NewObject("bo"), &probe{name: "b", j: j})
	m.Switch("a")
	managerFrame(m)
	j.take()

	// An inactive scene unloads at once, cancelling a pending switch to it.
	m.Switch("b")
	if err := m.Unload("b"); err != nil {
		t.Fatalf("Unload(b): %v", err)
	}
	check(t, "unloading b", j.take(), []string{"b.OnDestroy"})
	if m.Scene("b") != nil || b.Len() != 0 {
		t.Errorf("after Unload(b): Scene(b) %v, b.Len %d; want nil, 0", m.Scene("b"), b.Len())
	}
	managerFrame(m)
	check(t, "the switch to b was cancelled", j.take(), []string{"a.Fixed", "a.Update", "a.Render"})

	// The active scene unloads at the frame boundary.
	if err := m.Unload("a"); err != nil {
		t.Fatalf("Unload(a): %v", err)
	}
	if m.Active() != a || a.Len() != 1 {
		t.Errorf("right after Unload(active): Active %v, Len %d; want a, 1", m.Active(), a.Len())
	}
	managerFrame(m)
	check(t, "unloading the active scene", j.take(), []string{"exit a", "a.OnDestroy"})
	if m.Active() != nil || m.Scene("a") != nil {
		t.Errorf("after the boundary: Active %v, Scene(a) %v; want nil, nil", m.Active(), m.Scene("a"))
	}
	if err := m.Unload("a"); !errors.Is(err, scene.ErrUnknownScene) {
		t.Errorf("Unload of an unloaded scene: got %v, want ErrUnknownScene", err)
	}
}

func TestManagerAddDuplicatePanics(t *testing.T) {
	m := scene.NewManager()
	m.Add(scene.New("x"))
	defer func() {
		if recover() == nil {
			t.Errorf("Add of a duplicate name: got no panic, want one")
		}
	}()
	m.Add(scene.New("x"))
}

func TestManagerClose(t *testing.T) {
	j := &journal{}
	m := scene.NewManager()
	for _, name := range []string{"a", "b"} {
		s := scene.New(name)
		s.OnExit = func() { j.add("exit %s", name) }
		m.Add(s)
		scene.AddComponent(s.NewObject(name), &probe{name: name, j: j})
	}
	m.Switch("b")
	managerFrame(m)
	j.take()
	m.Switch("a")
	m.Close()
	check(t, "Close", j.take(), []string{"a.OnDestroy", "exit b", "b.OnDestroy"})
	if m.Active() != nil || m.Scene("a") != nil || m.Scene("b") != nil {
		t.Errorf("after Close: Active %v, Scene(a) %v, Scene(b) %v; want all nil", m.Active(), m.Scene("a"), m.Scene("b"))
	}
	m.ApplyPending() // the dropped switch does not come back
	m.Close()
	if m.Active() != nil {
		t.Errorf("after ApplyPending and a second Close: Active %v, want nil", m.Active())
	}
	check(t, "second Close", j.take(), nil)
}
