package sdlinput

import (
	"fmt"
	"unsafe"

	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

// Init loads SDL and initialises the event and gamepad subsystems (on the
// web, where the browser's Gamepad API serves the pads, events only).
func Init() error {
	if err := sdlsys.Init(initSubsystems...); err != nil {
		return fmt.Errorf("sdlinput: %w", err)
	}
	if g := sdlsys.Generation(); g != resolved {
		resolvePoll()
		resolved = g
	}
	return nil
}

var (
	// initSubsystems are the subsystems Init starts: events, and the
	// gamepads where SDL serves them.
	initSubsystems = append([]sdlsys.Subsystem{sdlsys.Events}, padSubsystems...)
	// resolved is sdlsys.Generation when Init last looked SDL's functions up.
	resolved uint64
)

// Kind says what an Event is about.
type Kind uint8

// The kinds of events the pump reports. Everything else SDL sends is skipped.
const (
	None Kind = iota
	Quit
	WindowResized     // W, H: new size in window coordinates
	WindowClose       // the window manager asks to close the window
	WindowFocusLost   // keyboard focus left the window
	WindowFocusGained // keyboard focus came back
	KeyDown           // Code: scancode; Repeat: OS key repeat
	KeyUp             // Code: scancode
	MouseMotion       // X, Y: window coordinates
	MouseDown         // Code: SDL mouse button index (1 left, 2 middle, 3 right, 4, 5)
	MouseUp           // Code: as MouseDown
	MouseWheel        // X, Y: scroll amounts
	PadAdded          // Pad: joystick instance id
	PadRemoved        // Pad
	PadRemapped       // Pad
	PadButtonDown     // Pad, Code: SDL gamepad button
	PadButtonUp       // Pad, Code
	PadAxis           // Pad, Code: SDL gamepad axis, Value: -32768..32767
)

// Event is one translated SDL event. Only the fields its Kind names are set.
type Event struct {
	Kind   Kind
	Repeat bool
	Value  int16
	Code   uint32
	Pad    uint32
	W, H   int32
	X, Y   float32
}

// Pump drains SDL's event queue, on the main thread only. All pumps share
// one package-level SDL event buffer, which never moves, so draining
// allocates nothing (see poll).
type Pump struct{}

// polled is the buffer SDL_PollEvent writes into.
var polled sdl.Event

// Next stores the next event of interest in e and reports whether there was
// one. Events of other kinds are consumed and skipped.
func (p *Pump) Next(e *Event) bool {
	for poll() {
		if translate(&polled, e) {
			return true
		}
	}
	return false
}

// translate reads the union by casting, as SDL's C code does; the accessor
// methods of go-sdl3 return copies that may escape to the heap.
func translate(raw *sdl.Event, e *Event) bool {
	*e = Event{}
	ptr := unsafe.Pointer(raw)
	switch raw.Type {
	case sdl.EVENT_QUIT:
		e.Kind = Quit
	case sdl.EVENT_WINDOW_RESIZED:
		w := (*sdl.WindowEvent)(ptr)
		e.Kind, e.W, e.H = WindowResized, w.Data1, w.Data2
	case sdl.EVENT_WINDOW_CLOSE_REQUESTED:
		e.Kind = WindowClose
	case sdl.EVENT_WINDOW_FOCUS_LOST:
		e.Kind = WindowFocusLost
	case sdl.EVENT_WINDOW_FOCUS_GAINED:
		e.Kind = WindowFocusGained
	case sdl.EVENT_KEY_DOWN, sdl.EVENT_KEY_UP:
		k := (*sdl.KeyboardEvent)(ptr)
		e.Kind, e.Code, e.Repeat = KeyUp, uint32(k.Scancode), k.Repeat
		if k.Down {
			e.Kind = KeyDown
		}
	case sdl.EVENT_MOUSE_MOTION:
		m := (*sdl.MouseMotionEvent)(ptr)
		e.Kind, e.X, e.Y = MouseMotion, m.X, m.Y
	case sdl.EVENT_MOUSE_BUTTON_DOWN, sdl.EVENT_MOUSE_BUTTON_UP:
		m := (*sdl.MouseButtonEvent)(ptr)
		e.Kind, e.Code, e.X, e.Y = MouseUp, uint32(m.Button), m.X, m.Y
		if m.Down {
			e.Kind = MouseDown
		}
	case sdl.EVENT_MOUSE_WHEEL:
		m := (*sdl.MouseWheelEvent)(ptr)
		e.Kind, e.X, e.Y = MouseWheel, m.X, m.Y
	case sdl.EVENT_GAMEPAD_ADDED, sdl.EVENT_GAMEPAD_REMOVED, sdl.EVENT_GAMEPAD_REMAPPED:
		d := (*sdl.GamepadDeviceEvent)(ptr)
		e.Pad = uint32(d.Which)
		switch raw.Type {
		case sdl.EVENT_GAMEPAD_ADDED:
			e.Kind = PadAdded
		case sdl.EVENT_GAMEPAD_REMOVED:
			e.Kind = PadRemoved
		default:
			e.Kind = PadRemapped
		}
	case sdl.EVENT_GAMEPAD_BUTTON_DOWN, sdl.EVENT_GAMEPAD_BUTTON_UP:
		b := (*sdl.GamepadButtonEvent)(ptr)
		e.Kind, e.Pad, e.Code = PadButtonUp, uint32(b.Which), uint32(b.Button)
		if b.Down {
			e.Kind = PadButtonDown
		}
	case sdl.EVENT_GAMEPAD_AXIS_MOTION:
		a := (*sdl.GamepadAxisEvent)(ptr)
		e.Kind, e.Pad, e.Code, e.Value = PadAxis, uint32(a.Which), uint32(a.Axis), a.Value
	default:
		return false
	}
	return true
}

// ScancodeFromName is the scancode SDL knows by name, 0 if none (also for
// a name holding a NUL byte, which names no key).
func ScancodeFromName(name string) uint32 {
	if sdlsys.CheckString("key name", name) != nil {
		return 0
	}
	return uint32(sdl.GetScancodeFromName(name))
}
