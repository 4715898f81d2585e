package sdlinput

import (
	"fmt"
	"unsafe"

	"github.com/Zyko0/go-sdl3/sdl"
)

// This file drives real SDL without hardware: it pushes keyboard, mouse and
// window events into SDL's queue and attaches virtual gamepads. Tests of
// core/input use it (they cannot import go-sdl3); so can replays and demos.
// Each helper initialises SDL's event and gamepad subsystems if needed.

// PushKey queues a key event for scancode as if the keyboard sent it;
// repeat marks an OS key repeat.
func PushKey(scancode uint32, down, repeat bool) error {
	var raw sdl.Event
	k := (*sdl.KeyboardEvent)(unsafe.Pointer(&raw))
	k.Type = sdl.EVENT_KEY_UP
	if down {
		k.Type = sdl.EVENT_KEY_DOWN
	}
	k.Timestamp = sdl.TicksNS()
	k.Scancode = sdl.Scancode(scancode)
	k.Down, k.Repeat = down, repeat
	return push(&raw)
}

// PushMouseButton queues a mouse button event (1 left, 2 middle, 3 right)
// at window position x, y.
func PushMouseButton(button uint8, down bool, x, y float32) error {
	var raw sdl.Event
	m := (*sdl.MouseButtonEvent)(unsafe.Pointer(&raw))
	m.Type = sdl.EVENT_MOUSE_BUTTON_UP
	if down {
		m.Type = sdl.EVENT_MOUSE_BUTTON_DOWN
	}
	m.Timestamp = sdl.TicksNS()
	m.Button, m.Down, m.Clicks, m.X, m.Y = button, down, 1, x, y
	return push(&raw)
}

// PushMouseMotion queues a mouse motion to window position x, y.
func PushMouseMotion(x, y float32) error {
	var raw sdl.Event
	m := (*sdl.MouseMotionEvent)(unsafe.Pointer(&raw))
	m.Type = sdl.EVENT_MOUSE_MOTION
	m.Timestamp = sdl.TicksNS()
	m.X, m.Y = x, y
	return push(&raw)
}

// PushMouseWheel queues a wheel motion of x, y (positive y: away from the
// user).
func PushMouseWheel(x, y float32) error {
	var raw sdl.Event
	m := (*sdl.MouseWheelEvent)(unsafe.Pointer(&raw))
	m.Type = sdl.EVENT_MOUSE_WHEEL
	m.Timestamp = sdl.TicksNS()
	m.X, m.Y = x, y
	return push(&raw)
}

// PushQuit queues a quit request (what closing the last window sends).
func PushQuit() error {
	raw := sdl.Event{Type: sdl.EVENT_QUIT}
	return push(&raw)
}

// PushWindow queues a window event of kind WindowResized (with w, h),
// WindowClose, WindowFocusLost or WindowFocusGained.
func PushWindow(kind Kind, w, h int32) error {
	var raw sdl.Event
	we := (*sdl.WindowEvent)(unsafe.Pointer(&raw))
	switch kind {
	case WindowResized:
		we.Type = sdl.EVENT_WINDOW_RESIZED
	case WindowClose:
		we.Type = sdl.EVENT_WINDOW_CLOSE_REQUESTED
	case WindowFocusLost:
		we.Type = sdl.EVENT_WINDOW_FOCUS_LOST
	case WindowFocusGained:
		we.Type = sdl.EVENT_WINDOW_FOCUS_GAINED
	default:
		return fmt.Errorf("sdlinput: PushWindow: kind %d is not a window event", kind)
	}
	we.Timestamp = sdl.TicksNS()
	we.Data1, we.Data2 = w, h
	return push(&raw)
}

// VirtualPad is an SDL virtual gamepad: SDL treats it like a real one
// (hot-plug events, mapping, button and axis events).
type VirtualPad struct {
	id uint32
	js *sdl.Joystick
}

// virtualDescSize is sizeof(SDL_VirtualJoystickDesc) on 64-bit platforms,
// which SDL_INIT_INTERFACE stores in Version.
const virtualDescSize = 136

// AttachVirtualPad attaches a virtual gamepad with the standard 15 buttons
// (SDL gamepad buttons South..DPadRight, in SDL's order) and 6 axes. vendor
// and product make its identity, with name.
func AttachVirtualPad(name string, vendor, product uint16) (*VirtualPad, error) {
	if err := Init(); err != nil {
		return nil, err
	}
	id, err := sdl.AttachVirtualJoystick(&sdl.VirtualJoystickDesc{
		Version:   virtualDescSize,
		Type:      sdl.JOYSTICK_TYPE_GAMEPAD,
		VendorId:  vendor,
		ProductId: product,
		Naxes:     6,
		Nbuttons:  15,
		Name:      name,
	})
	if err != nil {
		return nil, fmt.Errorf("sdlinput: attach virtual gamepad %q: %w", name, err)
	}
	js, err := id.OpenJoystick()
	if err != nil {
		_ = id.DetachVirtualJoystick()
		return nil, fmt.Errorf("sdlinput: open virtual gamepad %q: %w", name, err)
	}
	return &VirtualPad{id: uint32(id), js: js}, nil
}

// ID is the joystick instance id of the virtual pad.
func (v *VirtualPad) ID() uint32 { return v.id }

// SetButton presses or releases SDL gamepad button b (0 South .. 14 DPadRight).
func (v *VirtualPad) SetButton(b int, down bool) error {
	return v.js.SetVirtualButton(int32(b), down)
}

// SetAxis sets SDL gamepad axis a (0 LeftX .. 5 RightTrigger).
func (v *VirtualPad) SetAxis(a int, value int16) error {
	return v.js.SetVirtualAxis(int32(a), value)
}

// Detach unplugs the virtual pad. It is idempotent.
func (v *VirtualPad) Detach() error {
	if v.js == nil {
		return nil
	}
	v.js.Close()
	v.js = nil
	return sdl.JoystickID(v.id).DetachVirtualJoystick()
}

// UpdateJoysticks makes SDL read the (virtual) joysticks now, so the events
// of SetButton and SetAxis are queued before the next drain.
func UpdateJoysticks() { sdl.UpdateJoysticks() }

// Mapping returns SDL's gamepad mapping for the pad: its GUID, its name
// and its bindings, as a line of gamecontrollerdb.txt.
func (v *VirtualPad) Mapping() string { return sdl.JoystickID(v.id).GamepadMapping() }

// Remap replaces the pad's gamepad mapping by edit(current mapping), as a
// user remapping a controller in Steam or SDL's tools would; SDL then sends
// a remapped event.
func (v *VirtualPad) Remap(edit func(mapping string) string) error {
	id := sdl.JoystickID(v.id)
	cur := id.GamepadMapping()
	if cur == "" {
		return fmt.Errorf("sdlinput: virtual gamepad %d has no mapping", v.id)
	}
	if err := id.SetGamepadMapping(edit(cur)); err != nil {
		return fmt.Errorf("sdlinput: remap virtual gamepad %d: %w", v.id, err)
	}
	return nil
}
