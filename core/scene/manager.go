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
// The zero Manager is ready to use, like NewManager's.
type Manager struct {
	scenes  []*Scene // add order
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
// active scene runs its OnExit and OnEnter again (a level restart).
func (m *Manager) Switch(name string) error {
	s := m.Scene(name)
	if s == nil {
		return fmt.Errorf("scene: switch to %q: %w", name, ErrUnknownScene)
	}
	m.next = s
	return nil
}

// Unload destroys every object of the named scene (their OnDestroy hooks
// run) and forgets the scene. An inactive scene is unloaded at once, and a
// pending switch to it is cancelled. The active scene is unloaded at the
// next frame boundary, after the pending switch if there is one; if none
// replaces it, no scene is active afterwards.
func (m *Manager) Unload(name string) error {
	s := m.Scene(name)
	if s == nil {
		return fmt.Errorf("scene: unload %q: %w", name, ErrUnknownScene)
	}
	if s == m.active {
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
	m.scenes = slices.DeleteFunc(m.scenes, func(x *Scene) bool { return x == s })
}

// ApplyPending applies the requested switch and unloads: the old scene's
// OnExit runs, then the new scene's OnEnter, then the pending unloads. The
// engine calls it at the frame boundary, before the frame's first
// FixedUpdate; it must not be called during a pass.
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
	for len(m.unloads) > 0 {
		s := m.unloads[0]
		m.unloads = slices.Delete(m.unloads, 0, 1)
		if m.Scene(s.name) == s {
			m.unload(s)
		}
	}
}

// Close unloads every scene at once, in the order they were added: the
// active scene's OnExit runs, every object is destroyed (OnDestroy hooks
// run, owned handles close), and pending requests are dropped. The engine
// calls it at shutdown, outside any pass. Closing twice is harmless.
func (m *Manager) Close() {
	m.next = nil
	clear(m.unloads)
	m.unloads = m.unloads[:0]
	for len(m.scenes) > 0 {
		m.unload(m.scenes[0])
	}
}

// FixedUpdate forwards to the active scene, if any.
func (m *Manager) FixedUpdate(dt float32) {
	if m.active != nil {
		m.active.FixedUpdate(dt)
	}
}

// Update forwards to the active scene, if any.
func (m *Manager) Update(dt float32) {
	if m.active != nil {
		m.active.Update(dt)
	}
}

// Render forwards to the active scene, if any.
func (m *Manager) Render(q *render.Queue) {
	if m.active != nil {
		m.active.Render(q)
	}
}
