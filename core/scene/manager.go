package scene

import (
	"errors"
	"fmt"
	"slices"

	"github.com/bengine-go/bengine/core/render"
)

// ErrUnknownScene is wrapped by the errors of Manager methods given a name
// that was never added (or was unloaded).
var ErrUnknownScene = errors.New("unknown scene")

// Manager is BEngine's SceneManager: it holds the loaded scenes, knows the
// active one and forwards the frame's passes to it. The engine creates one
// at start (engine.Scenes()); tests can make their own.
//
// Scene changes wait for a frame boundary: Switch and Unload of the active
// scene only record the request, and the engine applies it by calling
// ApplyPending between frames, so a frame never runs half in one scene and
// half in another, and a component may ask for a switch from its Update.
//
// A global scene (AddGlobal) runs under every scene, before the active
// one: the home of what no scene switch may stop.
//
// The zero Manager is ready to use, like NewManager's.
type Manager struct {
	scenes  []*Scene // add order
	globals []*Scene // global scenes running, add order
	joining []*Scene // global scenes added, running from the next boundary
	active  *Scene
	next    *Scene // requested by Switch
	unloads []*Scene
}

// NewManager returns a manager with no scenes.
func NewManager() *Manager { return &Manager{} }

// Add registers a scene under its name. The scene does not become active
// until a Switch to it is applied. It panics if s is nil or its name is
// taken.
func (m *Manager) Add(s *Scene) {
	if s == nil {
		panic("scene: Manager.Add(nil)")
	}
	if m.Scene(s.name) != nil {
		panic("scene: Manager.Add: a scene named " + s.name + " is already added")
	}
	m.scenes = append(m.scenes, s)
}

// AddGlobal adds s as a global scene: from the next frame boundary on,
// each of the frame's passes runs s before the active scene, whichever
// scene is active (or none), and no switch leaves it. What must go on
// under every scene lives there: an online match played across the
// menus and the play scene, a music director. Its OnEnter and OnExit are
// never called; Unload removes it at the next frame boundary. Like Add, it
// panics if s is nil or its name is taken.
func (m *Manager) AddGlobal(s *Scene) {
	m.Add(s)
	m.joining = append(m.joining, s)
}

// global reports whether s was added with AddGlobal.
func (m *Manager) global(s *Scene) bool {
	return slices.Contains(m.globals, s) || slices.Contains(m.joining, s)
}

// Scene returns the added scene with that name, or nil.
func (m *Manager) Scene(name string) *Scene {
	for _, s := range m.scenes {
		if s.name == name {
			return s
		}
	}
	return nil
}

// Active is the scene the passes go to, or nil before the first switch is
// applied.
func (m *Manager) Active() *Scene { return m.active }

// Switch asks for the named scene to become active at the next frame
// boundary, when the engine calls ApplyPending: until then the current scene
// keeps running. The last request before the boundary wins. Switching to the
// active scene runs its OnExit and OnEnter again (a level restart). A
// global scene is never switched to: it runs already.
func (m *Manager) Switch(name string) error {
	s := m.Scene(name)
	if s == nil {
		return fmt.Errorf("scene: switch to %q: %w", name, ErrUnknownScene)
	}
	if m.global(s) {
		return fmt.Errorf("scene: switch to %q: a global scene runs under every scene and is never switched to", name)
	}
	m.next = s
	return nil
}

// Unload destroys every object of the named scene (their OnDestroy hooks
// run) and forgets the scene. An inactive scene is unloaded at once, and a
// pending switch to it is cancelled. The active scene is unloaded at the
// next frame boundary, after the pending switch if there is one; if none
// replaces it, no scene is active afterwards. A global scene is unloaded at
// the next frame boundary too.
func (m *Manager) Unload(name string) error {
	s := m.Scene(name)
	if s == nil {
		return fmt.Errorf("scene: unload %q: %w", name, ErrUnknownScene)
	}
	if s == m.active || m.global(s) {
		if !slices.Contains(m.unloads, s) {
			m.unloads = append(m.unloads, s)
		}
		return nil
	}
	if m.next == s {
		m.next = nil
	}
	m.unload(s)
	return nil
}

func (m *Manager) unload(s *Scene) {
	if s == m.active {
		if s.OnExit != nil {
			s.OnExit()
		}
		m.active = nil
	}
	s.Clear()
	is := func(x *Scene) bool { return x == s }
	m.scenes = slices.DeleteFunc(m.scenes, is)
	m.globals = slices.DeleteFunc(m.globals, is)
	m.joining = slices.DeleteFunc(m.joining, is)
}

// ApplyPending applies the requested switch and unloads: the old scene's
// OnExit runs, then the new scene's OnEnter, then the global scenes added
// start running, then the pending unloads. The engine calls it at the
// frame boundary, before the frame's first FixedUpdate; it must not be
// called during a pass.
func (m *Manager) ApplyPending() {
	if next := m.next; next != nil {
		m.next = nil
		if old := m.active; old != nil && old.OnExit != nil {
			old.OnExit()
		}
		m.active = next
		next.phase = phaseIdle // the next pass starts a frame
		if next.OnEnter != nil {
			next.OnEnter()
		}
	}
	if len(m.joining) > 0 {
		m.globals = append(m.globals, m.joining...)
		clear(m.joining)
		m.joining = m.joining[:0]
	}
	for len(m.unloads) > 0 {
		s := m.unloads[0]
		m.unloads = slices.Delete(m.unloads, 0, 1)
		if m.Scene(s.name) == s {
			m.unload(s)
		}
	}
}

// Close unloads every scene at once, global ones included, in the order
// they were added: the active scene's OnExit runs, every object is
// destroyed (OnDestroy hooks run, owned handles close), and pending
// requests are dropped. The engine calls it at shutdown, outside any pass.
// Closing twice is harmless.
func (m *Manager) Close() {
	m.next = nil
	clear(m.unloads)
	m.unloads = m.unloads[:0]
	for len(m.scenes) > 0 {
		m.unload(m.scenes[0])
	}
}

// FixedUpdate runs one fixed step of the global scenes, then of the
// active scene, if any.
func (m *Manager) FixedUpdate(dt float32) {
	for _, g := range m.globals {
		g.FixedUpdate(dt)
	}
	if m.active != nil {
		m.active.FixedUpdate(dt)
	}
}

// Update runs the global scenes' Update, then the active scene's, if any.
func (m *Manager) Update(dt float32) {
	for _, g := range m.globals {
		g.Update(dt)
	}
	if m.active != nil {
		m.active.Update(dt)
	}
}

// LateUpdate runs the global scenes' LateUpdate, then the active scene's,
// if any.
func (m *Manager) LateUpdate(dt float32) {
	for _, g := range m.globals {
		g.LateUpdate(dt)
	}
	if m.active != nil {
		m.active.LateUpdate(dt)
	}
}

// Render runs the global scenes' Render, then the active scene's, if any:
// what the active scene submits on the same step and layer draws on top.
func (m *Manager) Render(q *render.Queue) {
	for _, g := range m.globals {
		g.Render(q)
	}
	if m.active != nil {
		m.active.Render(q)
	}
}
