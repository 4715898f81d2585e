//go:build !js

package sdlinput

import (
	"fmt"

	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

// padSubsystems are the SDL subsystems Init starts for gamepads.
var padSubsystems = []sdlsys.Subsystem{sdlsys.Gamepad}

// Gamepads lists the ids of the gamepads connected now (for start-up: pads
// already plugged in work without replugging).
func Gamepads() ([]uint32, error) {
	ids, err := sdl.GetGamepads()
	if err != nil {
		return nil, fmt.Errorf("sdlinput: list gamepads: %w", err)
	}
	out := make([]uint32, len(ids))
	for i, id := range ids {
		out[i] = uint32(id)
	}
	return out, nil
}

// Gamepad is an opened SDL gamepad.
type Gamepad struct {
	h     *sdl.Gamepad
	id    uint32
	name  string
	ident string
	typ   sdl.GamepadType
	faces [4]string // FaceLabel of the four face buttons, asked of SDL at open
}

// OpenGamepad opens the gamepad with joystick instance id.
func OpenGamepad(id uint32) (*Gamepad, error) {
	h, err := sdl.JoystickID(id).OpenGamepad()
	if err != nil {
		return nil, fmt.Errorf("sdlinput: open gamepad %d: %w", id, err)
	}
	g := &Gamepad{h: h, id: id, name: h.Name(), typ: h.Type()}
	if g.name == "" {
		g.name = "Gamepad"
	}
	for b := range g.faces {
		g.faces[b] = faceLabel(g.typ, b)
	}
	// go-sdl3 v0.1.1 does not implement the GUID getters, so the identity
	// that brings a pad back to its player is vendor, product, name and, when
	// the device reports one, its serial number.
	g.ident = fmt.Sprintf("%04x:%04x:%s", h.Vendor(), h.Product(), g.name)
	if s := h.Serial(); s != "" {
		g.ident += ":" + s
	}
	return g, nil
}

// ID is the joystick instance id (new on every connection).
func (g *Gamepad) ID() uint32 { return g.id }

// Name is the gamepad's name from SDL's mapping database.
func (g *Gamepad) Name() string { return g.name }

// Ident identifies the device across reconnections.
func (g *Gamepad) Ident() string { return g.ident }

// Button reports whether SDL gamepad button b is down.
func (g *Gamepad) Button(b int) bool { return g.h.Button(sdl.GamepadButton(b)) }

// Axis reports SDL gamepad axis a, -32768..32767.
func (g *Gamepad) Axis(a int) int16 { return g.h.Axis(sdl.GamepadAxis(a)) }

// SetPlayer shows the player number on pads that have lights (0: none).
func (g *Gamepad) SetPlayer(player int) {
	_ = g.h.SetPlayerIndex(int32(player - 1)) // best effort: most pads have no lights
}

// FaceLabel is the label printed on face button b (0..3: south, east,
// west, north) of this model ("A", "Cross", ...), or "" when SDL does not
// know it. The labels are asked of SDL when the pad opens, so a game may
// read them from any goroutine (the engine's render thread runs scene code
// off the SDL thread).
func (g *Gamepad) FaceLabel(b int) string {
	if b < 0 || b >= len(g.faces) {
		return ""
	}
	return g.faces[b]
}

func faceLabel(typ sdl.GamepadType, b int) string {
	switch typ.GamepadButtonLabelForType(sdl.GamepadButton(b)) {
	case sdl.GAMEPAD_BUTTON_LABEL_A:
		return "A"
	case sdl.GAMEPAD_BUTTON_LABEL_B:
		return "B"
	case sdl.GAMEPAD_BUTTON_LABEL_X:
		return "X"
	case sdl.GAMEPAD_BUTTON_LABEL_Y:
		return "Y"
	case sdl.GAMEPAD_BUTTON_LABEL_CROSS:
		return "Cross"
	case sdl.GAMEPAD_BUTTON_LABEL_CIRCLE:
		return "Circle"
	case sdl.GAMEPAD_BUTTON_LABEL_SQUARE:
		return "Square"
	case sdl.GAMEPAD_BUTTON_LABEL_TRIANGLE:
		return "Triangle"
	}
	return ""
}

// Close closes the gamepad. It is idempotent.
func (g *Gamepad) Close() {
	if g.h != nil {
		g.h.Close()
		g.h = nil
	}
}
