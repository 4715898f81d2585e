//go:build js

package sdlinput

import (
	"fmt"
	"strings"
	"syscall/js"
	"unsafe"

	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

// The web build's SDL does not open gamepads (go-sdl3 has no bindings for
// them on js), so the pads come from the browser's Gamepad API, read here
// and turned into the SDL gamepad events a native build gets: poll (in
// poll_js.go) hands out SDL_EVENT_GAMEPAD_ADDED, _REMOVED, _BUTTON_DOWN,
// _BUTTON_UP and _AXIS_MOTION events written into SDL's own event struct,
// after SDL's queue is empty, and translate reads them like any other. So
// core/input sees the same events, and the same Gamepad queries answer, on
// every platform.
//
// The Gamepad API is polled: navigator.getGamepads() returns a snapshot of
// every pad, and a pad appears once the player presses one of its buttons
// (the browser's privacy rule). Each drain of the event queue (once a frame)
// takes one snapshot and queues the differences from the last one; while no
// pad has ever been connected, and no gamepadconnected event has fired,
// nothing is read.

// padSubsystems are the SDL subsystems Init starts for gamepads: none on the
// web, where the browser owns them.
var padSubsystems []sdlsys.Subsystem

// standardButtons maps the buttons of the Gamepad API's "standard" layout
// (https://w3c.github.io/gamepad/#remapping) to SDL gamepad buttons, by
// index; -1 marks the triggers, which SDL reports as axes.
var standardButtons = [...]int{
	int(sdl.GAMEPAD_BUTTON_SOUTH),          // 0 bottom face button
	int(sdl.GAMEPAD_BUTTON_EAST),           // 1 right
	int(sdl.GAMEPAD_BUTTON_WEST),           // 2 left
	int(sdl.GAMEPAD_BUTTON_NORTH),          // 3 top
	int(sdl.GAMEPAD_BUTTON_LEFT_SHOULDER),  // 4
	int(sdl.GAMEPAD_BUTTON_RIGHT_SHOULDER), // 5
	-1,                                     // 6 left trigger: SDL_GAMEPAD_AXIS_LEFT_TRIGGER
	-1,                                     // 7 right trigger
	int(sdl.GAMEPAD_BUTTON_BACK),           // 8 back / select / share
	int(sdl.GAMEPAD_BUTTON_START),          // 9
	int(sdl.GAMEPAD_BUTTON_LEFT_STICK),     // 10
	int(sdl.GAMEPAD_BUTTON_RIGHT_STICK),    // 11
	int(sdl.GAMEPAD_BUTTON_DPAD_UP),        // 12
	int(sdl.GAMEPAD_BUTTON_DPAD_DOWN),      // 13
	int(sdl.GAMEPAD_BUTTON_DPAD_LEFT),      // 14
	int(sdl.GAMEPAD_BUTTON_DPAD_RIGHT),     // 15
	int(sdl.GAMEPAD_BUTTON_GUIDE),          // 16 home
}

// The standard layout's trigger buttons, and its four stick axes, which are
// SDL's first four (left x, left y, right x, right y; down and right are
// positive in both).
const (
	leftTrigger, rightTrigger = 6, 7
	stickAxes                 = 4
)

const (
	padButtons = int(sdl.GAMEPAD_BUTTON_COUNT)
	padAxes    = int(sdl.GAMEPAD_AXIS_COUNT)
	maxPads    = 8     // slots read from navigator.getGamepads()
	queueSize  = 1024  // pending events; one snapshot of eight pads fits
	axisMax    = 32767 // SDL's axis range is -32768..32767
)

// padState is what one snapshot says about a pad.
type padState struct {
	buttons [padButtons]bool
	axes    [padAxes]int16
}

// webSlot is one index of navigator.getGamepads().
type webSlot struct {
	id        uint32 // joystick instance id, new on every connection; 0: empty
	browserID string // Gamepad.id, the browser's name for the device
	state     padState
}

// webPads holds the pads seen, the events not yet handed out and whether
// this drain has taken its snapshot.
type webPads struct {
	slots     [maxPads]webSlot
	nextID    uint32
	queue     [queueSize]sdl.Event
	head, n   int
	sampled   bool
	seen      bool // a pad was connected once: read the API every frame
	listening bool
	connected js.Value // {seen: true} once gamepadconnected has fired
}

var pads webPads

// listen registers for gamepadconnected, which wakes the reading up. The
// listener is plain JavaScript that sets a flag the next drain reads: a Go
// function there would be called by a pad connected after the program
// ended, and throw ("Go program has already exited").
func (w *webPads) listen() {
	if w.listening {
		return
	}
	w.listening = true
	w.connected = js.Global().Get("Object").New()
	mark := js.Global().Get("Function").New("flag", "return () => { flag.seen = true; };").Invoke(w.connected)
	js.Global().Call("addEventListener", "gamepadconnected", mark)
}

// next hands out the next pending gamepad event into ev. The first call of
// each drain takes a snapshot; the call that finds nothing left ends the
// drain, so the next frame takes a new one.
func (w *webPads) next(ev *sdl.Event) bool {
	if !w.sampled {
		w.sampled = true
		w.sample()
	}
	if w.n == 0 {
		w.sampled = false
		return false
	}
	*ev = w.queue[w.head]
	w.head = (w.head + 1) % queueSize
	w.n--
	return true
}

func (w *webPads) push(e *sdl.Event) {
	if w.n == queueSize {
		return // the game has not drained for a long while: drop the newest
	}
	w.queue[(w.head+w.n)%queueSize] = *e
	w.n++
}

func (w *webPads) pushDevice(t sdl.EventType, id uint32) {
	var raw sdl.Event
	d := (*sdl.GamepadDeviceEvent)(unsafe.Pointer(&raw))
	d.Type, d.Which = t, sdl.JoystickID(id)
	w.push(&raw)
}

func (w *webPads) pushButton(id uint32, b int, down bool) {
	var raw sdl.Event
	e := (*sdl.GamepadButtonEvent)(unsafe.Pointer(&raw))
	e.Type, e.Which, e.Button, e.Down = sdl.EVENT_GAMEPAD_BUTTON_UP, sdl.JoystickID(id), uint8(b), down
	if down {
		e.Type = sdl.EVENT_GAMEPAD_BUTTON_DOWN
	}
	w.push(&raw)
}

func (w *webPads) pushAxis(id uint32, a int, v int16) {
	var raw sdl.Event
	e := (*sdl.GamepadAxisEvent)(unsafe.Pointer(&raw))
	e.Type, e.Which, e.Axis, e.Value = sdl.EVENT_GAMEPAD_AXIS_MOTION, sdl.JoystickID(id), uint8(a), v
	w.push(&raw)
}

// sample takes this drain's snapshot, once a pad has been seen.
func (w *webPads) sample() {
	w.listen()
	if !w.seen && w.connected.Get("seen").Truthy() {
		w.seen = true
	}
	if w.seen {
		w.read()
	}
}

// read reads navigator.getGamepads() and queues what changed since the
// last snapshot: pads that came or went, buttons, then axes.
func (w *webPads) read() {
	nav := js.Global().Get("navigator")
	if nav.Get("getGamepads").Type() != js.TypeFunction {
		return
	}
	list := nav.Call("getGamepads")
	n := 0
	if list.Truthy() {
		n = min(list.Length(), maxPads)
	}
	for i := range w.slots {
		s := &w.slots[i]
		var g js.Value
		if i < n {
			g = list.Index(i)
		}
		connected := g.Truthy() && g.Get("connected").Truthy()
		if s.id != 0 && (!connected || g.Get("id").String() != s.browserID) {
			for b, down := range s.state.buttons {
				if down {
					w.pushButton(s.id, b, false)
				}
			}
			w.pushDevice(sdl.EVENT_GAMEPAD_REMOVED, s.id)
			*s = webSlot{}
		}
		if !connected {
			continue
		}
		st := readPad(g)
		if s.id == 0 {
			w.seen = true
			w.nextID++
			*s = webSlot{id: w.nextID, browserID: g.Get("id").String(), state: st}
			w.pushDevice(sdl.EVENT_GAMEPAD_ADDED, s.id)
			continue // the opened pad reads its state; held buttons are not presses
		}
		for b := range st.buttons {
			if st.buttons[b] != s.state.buttons[b] {
				w.pushButton(s.id, b, st.buttons[b])
			}
		}
		for a := range st.axes {
			if st.axes[a] != s.state.axes[a] {
				w.pushAxis(s.id, a, st.axes[a])
			}
		}
		s.state = st
	}
}

// readPad reads a Gamepad object in SDL's terms. Pads without the standard
// layout (mapping "") are read as if they had it, which is right for most.
func readPad(g js.Value) padState {
	var st padState
	buttons := g.Get("buttons")
	for i := 0; i < buttons.Length() && i < len(standardButtons); i++ {
		b := buttons.Index(i)
		switch i {
		case leftTrigger:
			st.axes[sdl.GAMEPAD_AXIS_LEFT_TRIGGER] = axisValue(b.Get("value").Float())
		case rightTrigger:
			st.axes[sdl.GAMEPAD_AXIS_RIGHT_TRIGGER] = axisValue(b.Get("value").Float())
		default:
			st.buttons[standardButtons[i]] = b.Get("pressed").Bool()
		}
	}
	axes := g.Get("axes")
	for i := 0; i < axes.Length() && i < stickAxes; i++ {
		st.axes[i] = axisValue(axes.Index(i).Float())
	}
	return st
}

// axisValue turns the Gamepad API's -1..1 into SDL's -32768..32767.
func axisValue(v float64) int16 {
	switch {
	case v >= 1:
		return axisMax
	case v <= -1:
		return -axisMax - 1
	}
	return int16(v * axisMax)
}

// Gamepads lists the ids of the gamepads connected now (for start-up: pads
// already plugged in work without replugging).
func Gamepads() ([]uint32, error) {
	pads.listen()
	pads.read() // a pad the page saw before the game started counts

	var ids []uint32
	for _, s := range pads.slots {
		if s.id != 0 {
			ids = append(ids, s.id)
		}
	}
	return ids, nil
}

// Gamepad is an opened gamepad of the browser's Gamepad API.
type Gamepad struct {
	id          uint32
	slot        int
	name, ident string
	labels      [4]string
	closed      bool
}

// OpenGamepad opens the gamepad with joystick instance id.
func OpenGamepad(id uint32) (*Gamepad, error) {
	for i, s := range pads.slots {
		if s.id == id {
			name, vendor, product := parseBrowserID(s.browserID)
			g := &Gamepad{id: id, slot: i, name: name, labels: faceLabels(vendor, s.browserID)}
			g.ident = vendor + ":" + product + ":" + name
			return g, nil
		}
	}
	return nil, fmt.Errorf("sdlinput: open gamepad %d: no such pad in navigator.getGamepads()", id)
}

// parseBrowserID splits Gamepad.id into a name and the USB vendor and
// product ids, which Chromium writes as "Name (STANDARD GAMEPAD Vendor:
// 054c Product: 09cc)" and Firefox as "054c-09cc-Name".
func parseBrowserID(s string) (name, vendor, product string) {
	name, vendor, product = s, "0000", "0000"
	if i := strings.Index(s, " ("); i > 0 && strings.HasSuffix(s, ")") {
		name = s[:i]
		f := strings.Fields(s[i+2 : len(s)-1])
		for j := 0; j+1 < len(f); j++ {
			switch f[j] {
			case "Vendor:":
				vendor = f[j+1]
			case "Product:":
				product = f[j+1]
			}
		}
	} else if p := strings.SplitN(s, "-", 3); len(p) == 3 && len(p[0]) == 4 && len(p[1]) == 4 {
		vendor, product, name = p[0], p[1], p[2]
	}
	if name == "" {
		name = "Gamepad"
	}
	return name, strings.ToLower(vendor), strings.ToLower(product)
}

// faceLabels are the letters printed on the south, east, west and north
// buttons of the pad's maker, from its USB vendor id (or its name): Sony's
// shapes, Nintendo's letters (A is east), Microsoft's letters; none for
// others, whose players see the positions instead.
func faceLabels(vendor, browserID string) [4]string {
	lower := strings.ToLower(browserID)
	switch {
	case vendor == "054c" || strings.Contains(lower, "playstation") || strings.Contains(lower, "dualshock") || strings.Contains(lower, "dualsense"):
		return [4]string{"Cross", "Circle", "Square", "Triangle"}
	case vendor == "057e" || strings.Contains(lower, "nintendo"):
		return [4]string{"B", "A", "Y", "X"}
	case vendor == "045e" || strings.Contains(lower, "xbox") || strings.Contains(lower, "xinput"):
		return [4]string{"A", "B", "X", "Y"}
	}
	return [4]string{}
}

// ID is the joystick instance id (new on every connection).
func (g *Gamepad) ID() uint32 { return g.id }

// Name is the gamepad's name as the browser reports it.
func (g *Gamepad) Name() string { return g.name }

// Ident identifies the device across reconnections: vendor, product, name.
func (g *Gamepad) Ident() string { return g.ident }

// state is the pad's last snapshot, or nil once it is gone or closed.
func (g *Gamepad) state() *padState {
	s := &pads.slots[g.slot]
	if g.closed || s.id != g.id {
		return nil
	}
	return &s.state
}

// Button reports whether SDL gamepad button b is down.
func (g *Gamepad) Button(b int) bool {
	st := g.state()
	return st != nil && b >= 0 && b < padButtons && st.buttons[b]
}

// Axis reports SDL gamepad axis a, -32768..32767.
func (g *Gamepad) Axis(a int) int16 {
	if st := g.state(); st != nil && a >= 0 && a < padAxes {
		return st.axes[a]
	}
	return 0
}

// SetPlayer does nothing: the Gamepad API has no player lights.
func (g *Gamepad) SetPlayer(player int) {}

// FaceLabel is the label printed on face button b of this model, or "".
func (g *Gamepad) FaceLabel(b int) string {
	if b >= 0 && b < len(g.labels) {
		return g.labels[b]
	}
	return ""
}

// Close closes the gamepad. It is idempotent.
func (g *Gamepad) Close() { g.closed = true }
