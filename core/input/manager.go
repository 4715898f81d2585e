package input

import (
	"fmt"

	"github.com/bengine-go/bengine/core/internal/sdlinput"
)

// MaxPlayers is the number of players a Manager can serve.
const MaxPlayers = 4

// GamepadConnected is published when a gamepad is opened: at start-up for
// pads already plugged in, and whenever one is plugged in. Player is the
// player it was given to, or 0 when every player already has one.
type GamepadConnected struct {
	Player int
	Name   string
}

// GamepadDisconnected is published when an opened gamepad is unplugged.
// Player is the player who had it (0 for a spare pad); the game pauses on it.
type GamepadDisconnected struct {
	Player int
	Name   string
}

// Options configures a Manager. A nil *Options means defaults.
type Options struct {
	// Players is the number of players, 1..MaxPlayers; 0 means 2.
	Players int
	// MouseMapper maps window coordinates to the game's logical
	// coordinates, such as (*render.Renderer).WindowToLogical. Nil: identity.
	MouseMapper func(wx, wy float32) (lx, ly float32)
	// GamepadConnected and GamepadDisconnected receive the hot-plug events.
	// The engine forwards them to the event bus:
	//
	//	GamepadConnected: func(e input.GamepadConnected) { patterns.Broadcast(bus, e) },
	//
	// They are called from ProcessInput (and from New for pads present at
	// start-up) on the main thread. Nil: not published.
	GamepadConnected    func(GamepadConnected)
	GamepadDisconnected func(GamepadDisconnected)
}

// Capture is what CaptureNext reports: the binding of the input that was
// pressed (State Pressed) and, for a gamepad, the player who holds it (0 for
// the keyboard or a spare pad).
type Capture struct {
	Binding Binding
	Player  int
}

// Manager is the InputManager: once per frame, ProcessInput clears the last
// frame's edges, applies SDL's queued events to this frame's state and edges
// and fires the commands whose bindings match. The engine creates the one
// Manager; tests can create their own.
type Manager struct {
	pump  sdlinput.Pump
	ev    sdlinput.Event
	frame uint64

	quit, closeReq, resized, focusLost, focusGained bool
	width, height                                   int

	keys                           [KeyCount]edge
	mouse                          [mouseCount]edge
	mouseX, mouseY, wheelX, wheelY float32
	mapper                         func(wx, wy float32) (float32, float32)

	nplayers int
	players  [MaxPlayers + 1]player // index 0 unused: players are 1-based
	pads     []*pad                 // every opened gamepad, given to a player or spare

	actions     [MaxPlayers + 1]Actions
	handles     []*Handle
	entries     []entry
	dirty       bool
	dispatching bool

	capture      func(Capture)
	captured     bool
	captureValue Capture

	onConnected    func(GamepadConnected)
	onDisconnected func(GamepadDisconnected)
	closed         bool
}

// player is the input state of one player's gamepad slot. It outlives the
// pad: when the pad is unplugged, the slot releases what was held and
// remembers the pad, so the same pad comes back to the same player.
type player struct {
	pad                 *pad
	lastIdent, lastName string
	buttons             [ButtonCount]edge
	axes, prevAxes      [AxisCount]int16
}

type pad struct {
	g      *sdlinput.Gamepad
	player int
}

// New initialises SDL's event and gamepad subsystems, installs the default
// actions for each player and opens the gamepads already plugged in.
func New(opts *Options) (*Manager, error) {
	if opts == nil {
		opts = &Options{}
	}
	n := opts.Players
	if n == 0 {
		n = 2
	}
	if n < 1 || n > MaxPlayers {
		return nil, fmt.Errorf("input: Options.Players = %d, want 1..%d", n, MaxPlayers)
	}
	if err := sdlinput.Init(); err != nil {
		return nil, fmt.Errorf("input: %w", err)
	}
	m := &Manager{
		nplayers:       n,
		mapper:         opts.MouseMapper,
		onConnected:    opts.GamepadConnected,
		onDisconnected: opts.GamepadDisconnected,
		handles:        make([]*Handle, 0, 64),
		entries:        make([]entry, 0, 128),
	}
	for p := 1; p <= n; p++ {
		m.actions[p] = DefaultActions(p)
	}
	ids, err := sdlinput.Gamepads()
	if err != nil {
		return nil, fmt.Errorf("input: %w", err)
	}
	for _, id := range ids {
		m.openPad(id)
	}
	return m, nil
}

// Close closes the gamepads. It is idempotent.
func (m *Manager) Close() error {
	if m.closed {
		return nil
	}
	m.closed = true
	for _, p := range m.pads {
		p.g.Close()
	}
	m.pads = nil
	for i := range m.players {
		m.players[i].pad = nil
	}
	return nil
}

// Players is the number of players.
func (m *Manager) Players() int { return m.nplayers }

// SetMouseMapper sets the window-to-logical mapping of MousePos (nil:
// identity), for when the renderer is created after the Manager.
func (m *Manager) SetMouseMapper(f func(wx, wy float32) (lx, ly float32)) { m.mapper = f }

// ProcessInput is called once per frame, before the game updates: it starts
// a new frame (last frame's edges no longer count), drains SDL's events into this frame's state, delivers a
// pending capture and fires the commands whose bindings match.
func (m *Manager) ProcessInput() {
	if m.dispatching {
		panic("input: ProcessInput called from a command")
	}
	m.frame++
	m.beginFrame()
	for m.pump.Next(&m.ev) {
		m.handle(&m.ev)
	}
	if m.captured {
		fn, c := m.capture, m.captureValue
		m.capture, m.captured = nil, false
		fn(c)
		return // the captured press belongs to the menu, not to the bindings
	}
	m.dispatch()
}

func (m *Manager) beginFrame() {
	m.resized, m.focusLost, m.focusGained = false, false, false
	m.wheelX, m.wheelY = 0, 0
	for i := 1; i <= m.nplayers; i++ {
		m.players[i].prevAxes = m.players[i].axes
	}
}

func (m *Manager) handle(e *sdlinput.Event) {
	switch e.Kind {
	case sdlinput.Quit:
		m.quit = true
	case sdlinput.WindowClose:
		m.quit, m.closeReq = true, true
	case sdlinput.WindowResized:
		m.resized, m.width, m.height = true, int(e.W), int(e.H)
	case sdlinput.WindowFocusLost:
		m.focusLost = true
		m.releaseKeysAndMouse()
	case sdlinput.WindowFocusGained:
		m.focusGained = true
	case sdlinput.KeyDown:
		if e.Repeat || e.Code >= KeyCount {
			return
		}
		m.keyEdge(Key(e.Code), true)
	case sdlinput.KeyUp:
		if e.Code < KeyCount {
			m.keyEdge(Key(e.Code), false)
		}
	case sdlinput.MouseMotion:
		m.mouseX, m.mouseY = e.X, e.Y
	case sdlinput.MouseDown, sdlinput.MouseUp:
		m.mouseX, m.mouseY = e.X, e.Y
		if b := e.Code; b < mouseCount {
			m.mouse[b].set(e.Kind == sdlinput.MouseDown, m.frame, true)
		}
	case sdlinput.MouseWheel:
		m.wheelX += e.X
		m.wheelY += e.Y
	case sdlinput.PadAdded:
		m.openPad(e.Pad)
	case sdlinput.PadRemoved:
		m.closePad(e.Pad)
	case sdlinput.PadRemapped:
		m.resyncPad(e.Pad)
	case sdlinput.PadButtonDown, sdlinput.PadButtonUp:
		m.padButton(e.Pad, Button(e.Code+1), e.Kind == sdlinput.PadButtonDown)
	case sdlinput.PadAxis:
		m.padAxis(e.Pad, Axis(e.Code), e.Value)
	}
}

func (m *Manager) keyEdge(k Key, down bool) {
	if m.keys[k].set(down, m.frame, true) && down {
		m.offerCapture(Capture{Binding: KeyBinding(k, Pressed)})
	}
}

func (m *Manager) releaseKeysAndMouse() {
	releaseAll(m.keys[:], m.frame)
	releaseAll(m.mouse[:], m.frame)
}

// QuitRequested reports whether the user asked to quit (the window's close
// button, or a quit event). It stays true once set.
func (m *Manager) QuitRequested() bool { return m.quit }

// CloseRequested reports whether the window manager asked to close the window.
func (m *Manager) CloseRequested() bool { return m.closeReq }

// Resized reports whether the window was resized this frame, and its new
// size in window coordinates.
func (m *Manager) Resized() (w, h int, ok bool) { return m.width, m.height, m.resized }

// FocusLost reports whether the window lost keyboard focus this frame (every
// key and mouse button still down was released).
func (m *Manager) FocusLost() bool { return m.focusLost }

// FocusGained reports whether the window gained keyboard focus this frame.
func (m *Manager) FocusGained() bool { return m.focusGained }

// Frame is the number of ProcessInput calls so far.
func (m *Manager) Frame() uint64 { return m.frame }

// KeyPressed reports whether k went down this frame.
func (m *Manager) KeyPressed(k Key) bool { return m.keyIs(k, Pressed) }

// KeyHeld reports whether k is down this frame.
func (m *Manager) KeyHeld(k Key) bool { return m.keyIs(k, Held) }

// KeyReleased reports whether k went up this frame.
func (m *Manager) KeyReleased(k Key) bool { return m.keyIs(k, Released) }

func (m *Manager) keyIs(k Key, s State) bool { return int(k) < KeyCount && m.keys[k].is(s, m.frame) }

// KeyHeldFrames is the number of frames k has been down, the frame it went
// down counting as 1; 0 when it is up.
func (m *Manager) KeyHeldFrames(k Key) int {
	if int(k) >= KeyCount {
		return 0
	}
	return m.keys[k].heldFrames(m.frame)
}

// MousePressed reports whether b went down this frame.
func (m *Manager) MousePressed(b MouseButton) bool { return m.mouseIs(b, Pressed) }

// MouseHeld reports whether b is down this frame.
func (m *Manager) MouseHeld(b MouseButton) bool { return m.mouseIs(b, Held) }

// MouseReleased reports whether b went up this frame.
func (m *Manager) MouseReleased(b MouseButton) bool { return m.mouseIs(b, Released) }

func (m *Manager) mouseIs(b MouseButton, s State) bool {
	return b < mouseCount && m.mouse[b].is(s, m.frame)
}

// MousePos is the mouse position in logical coordinates.
func (m *Manager) MousePos() (x, y float32) {
	if m.mapper != nil {
		return m.mapper(m.mouseX, m.mouseY)
	}
	return m.mouseX, m.mouseY
}

// MouseWindowPos is the mouse position in window coordinates.
func (m *Manager) MouseWindowPos() (x, y float32) { return m.mouseX, m.mouseY }

// MouseWheel is the wheel motion of this frame.
func (m *Manager) MouseWheel() (x, y float32) { return m.wheelX, m.wheelY }

// slot returns player p's slot, or nil when p is not a player.
func (m *Manager) slot(p int) *player {
	if p < 1 || p > m.nplayers {
		return nil
	}
	return &m.players[p]
}

// PadPressed reports whether button b of player p's gamepad went down this frame.
func (m *Manager) PadPressed(p int, b Button) bool { return m.padIs(p, b, Pressed) }

// PadHeld reports whether button b of player p's gamepad is down.
func (m *Manager) PadHeld(p int, b Button) bool { return m.padIs(p, b, Held) }

// PadReleased reports whether button b of player p's gamepad went up this frame.
func (m *Manager) PadReleased(p int, b Button) bool { return m.padIs(p, b, Released) }

func (m *Manager) padIs(p int, b Button, s State) bool {
	e := m.padButtonEdge(p, b)
	return e != nil && e.is(s, m.frame)
}

// padButtonEdge is button b of player p's slot, or nil when there is none.
func (m *Manager) padButtonEdge(p int, b Button) *edge {
	s := m.slot(p)
	if s == nil || int(b) >= ButtonCount {
		return nil
	}
	return &s.buttons[b]
}

// PadHeldFrames is the number of frames button b of player p's gamepad has
// been down, the frame it went down counting as 1; 0 when it is up.
func (m *Manager) PadHeldFrames(p int, b Button) int {
	if e := m.padButtonEdge(p, b); e != nil {
		return e.heldFrames(m.frame)
	}
	return 0
}

// PadAxis is axis a of player p's gamepad, -1..1 (triggers 0..1); 0 without
// a gamepad.
func (m *Manager) PadAxis(p int, a Axis) float32 {
	s := m.slot(p)
	if s == nil || int(a) >= AxisCount {
		return 0
	}
	return axisValue(s.axes[a])
}

// PadStick is player p's left (left = true) or right stick, -1..1 on each
// axis, y pointing down.
func (m *Manager) PadStick(p int, left bool) (x, y float32) {
	if left {
		return m.PadAxis(p, AxisLeftX), m.PadAxis(p, AxisLeftY)
	}
	return m.PadAxis(p, AxisRightX), m.PadAxis(p, AxisRightY)
}

func axisValue(v int16) float32 {
	if v < -32767 {
		v = -32767
	}
	return float32(v) / 32767
}

// stickActive reports whether direction d is pushed past deadZone in axes.
func stickActive(axes *[AxisCount]int16, d Stick, deadZone float32) bool {
	a, sign := d.axisOf()
	if sign == 0 {
		return false
	}
	return axisValue(axes[a])*float32(sign) > deadZone
}

// CaptureNext makes the next key press, gamepad button press or stick push
// (past DefaultDeadZone) go to fn instead of the bindings: an options menu
// calls it on "press a key for UP" and rebinds in fn. fn runs inside a later
// ProcessInput; no command fires that frame (the queries still see the
// press, and the later release reaches Released bindings as usual). A new
// call replaces a pending capture.
func (m *Manager) CaptureNext(fn func(Capture)) {
	if fn == nil {
		panic("input: CaptureNext with a nil func")
	}
	m.capture, m.captured = fn, false
}

// CancelCapture drops a pending capture.
func (m *Manager) CancelCapture() { m.capture, m.captured = nil, false }

// Capturing reports whether a capture is pending.
func (m *Manager) Capturing() bool { return m.capture != nil }

func (m *Manager) offerCapture(c Capture) {
	if m.capture != nil && !m.captured {
		m.captured, m.captureValue = true, c
	}
}
