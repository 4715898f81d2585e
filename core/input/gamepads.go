package input

import (
	"slices"

	"github.com/bengine-go/bengine/core/internal/sdlinput"
)

// findPad returns the opened pad with joystick id, or nil.
func (m *Manager) findPad(id uint32) *pad {
	for _, p := range m.pads {
		if p.g.ID() == id {
			return p
		}
	}
	return nil
}

// openPad opens gamepad id and gives it to a player: the player who had the
// same device before it was unplugged, else the first player without a pad.
// With every player served it stays open as a spare (player 0).
func (m *Manager) openPad(id uint32) {
	if m.closed || m.findPad(id) != nil {
		return // already open: SDL also reports pads present at start-up
	}
	g, err := sdlinput.OpenGamepad(id)
	if err != nil {
		return // a device SDL lists but cannot open is not a gamepad we can use
	}
	p := &pad{g: g}
	m.pads = append(m.pads, p)
	for i := 1; i <= m.nplayers && p.player == 0; i++ {
		if s := &m.players[i]; s.pad == nil && s.lastIdent == g.Ident() {
			p.player = i
		}
	}
	for i := 1; i <= m.nplayers && p.player == 0; i++ {
		if m.players[i].pad == nil {
			p.player = i
		}
	}
	if p.player != 0 {
		s := &m.players[p.player]
		s.pad, s.lastIdent, s.lastName = p, g.Ident(), g.Name()
		g.SetPlayer(p.player)
		m.syncSlot(s, false)
		s.prevAxes = s.axes // a stick already pushed is not a fresh press
	}
	if m.onConnected != nil {
		m.onConnected(GamepadConnected{Player: p.player, Name: g.Name()})
	}
}

// syncSlot reads the pad's buttons and axes from SDL into slot s. Buttons
// found up that were down are released; with edges false, buttons found down
// are not reported as pressed (a button held while plugging in is not a
// press).
func (m *Manager) syncSlot(s *player, edges bool) {
	for b := ButtonSouth; b < buttonEnd; b++ {
		s.buttons[b].set(s.pad.g.Button(int(b-1)), m.frame, edges)
	}
	for a := range s.axes {
		s.axes[a] = s.pad.g.Axis(a)
	}
}

// closePad handles an unplugged gamepad: its player's held buttons are
// released (Released fires this frame, Held stops) and its sticks centred,
// and GamepadDisconnected is published.
func (m *Manager) closePad(id uint32) {
	p := m.findPad(id)
	if p == nil {
		return
	}
	m.pads = slices.DeleteFunc(m.pads, func(q *pad) bool { return q == p })
	if p.player != 0 {
		s := &m.players[p.player]
		releaseAll(s.buttons[:], m.frame)
		s.axes = [AxisCount]int16{}
		s.pad = nil
	}
	name := p.g.Name()
	p.g.Close()
	if m.onDisconnected != nil {
		m.onDisconnected(GamepadDisconnected{Player: p.player, Name: name})
	}
}

// resyncPad re-reads a pad whose mapping changed, so no button stays stuck.
func (m *Manager) resyncPad(id uint32) {
	if p := m.findPad(id); p != nil && p.player != 0 {
		m.syncSlot(&m.players[p.player], true)
	}
}

func (m *Manager) padButton(id uint32, b Button, down bool) {
	p := m.findPad(id)
	if p == nil || b == ButtonNone || int(b) >= ButtonCount {
		return
	}
	if down {
		m.offerCapture(Capture{Binding: ButtonBinding(b, Pressed), Player: p.player})
	}
	if p.player == 0 {
		return
	}
	m.players[p.player].buttons[b].set(down, m.frame, true)
}

func (m *Manager) padAxis(id uint32, a Axis, v int16) {
	p := m.findPad(id)
	if p == nil || int(a) >= AxisCount {
		return
	}
	if m.capture != nil && !m.captured {
		sign := 1
		if v < 0 {
			sign = -1
		}
		if d := stickFor(a, sign); d != StickNone && axisValue(v)*float32(sign) > DefaultDeadZone {
			m.offerCapture(Capture{Binding: StickBinding(d, 0, Pressed), Player: p.player})
		}
	}
	if p.player != 0 {
		m.players[p.player].axes[a] = v
	}
}

// GamepadName is the name of player p's gamepad, and whether p has one.
func (m *Manager) GamepadName(p int) (string, bool) {
	s := m.slot(p)
	if s == nil || s.pad == nil {
		return "", false
	}
	return s.pad.g.Name(), true
}

// Gamepads is the number of opened gamepads, spares included.
func (m *Manager) Gamepads() int { return len(m.pads) }

// PadButtonLabel is the text shown to player p for button b, with the
// letters printed on p's gamepad ("Cross (South)" on a PlayStation pad); it
// is ButtonLabel(b) when p has no gamepad or SDL does not know the model.
func (m *Manager) PadButtonLabel(p int, b Button) string {
	s := m.slot(p)
	if s == nil || s.pad == nil || b < ButtonSouth || b > ButtonNorth {
		return ButtonLabel(b)
	}
	face := s.pad.g.FaceLabel(int(b - 1))
	if face == "" {
		return ButtonLabel(b)
	}
	return face + " (" + b.String() + ")"
}
