package input

import (
	"strconv"
	"strings"
)

// Button is a gamepad button in SDL's gamepad layout, named by position:
// South is the bottom face button (A on an Xbox pad, Cross on a PlayStation
// pad). The zero Button is "no button"; Button(n) is SDL gamepad button n-1.
type Button uint8

// Gamepad buttons.
const (
	ButtonNone Button = iota
	ButtonSouth
	ButtonEast
	ButtonWest
	ButtonNorth
	ButtonBack
	ButtonGuide
	ButtonStart
	ButtonLeftStick
	ButtonRightStick
	ButtonLeftShoulder
	ButtonRightShoulder
	ButtonDPadUp
	ButtonDPadDown
	ButtonDPadLeft
	ButtonDPadRight
	ButtonMisc1
	ButtonRightPaddle1
	ButtonLeftPaddle1
	ButtonRightPaddle2
	ButtonLeftPaddle2
	ButtonTouchpad
	ButtonMisc2
	ButtonMisc3
	ButtonMisc4
	ButtonMisc5
	ButtonMisc6
	buttonEnd
)

// ButtonCount bounds the Button values.
const ButtonCount = int(buttonEnd)

var buttonNames = [ButtonCount]string{
	"", "South", "East", "West", "North", "Back", "Guide", "Start", "LeftStick", "RightStick",
	"LeftShoulder", "RightShoulder", "DPadUp", "DPadDown", "DPadLeft", "DPadRight", "Misc1",
	"RightPaddle1", "LeftPaddle1", "RightPaddle2", "LeftPaddle2", "Touchpad",
	"Misc2", "Misc3", "Misc4", "Misc5", "Misc6",
}

var buttonLabels = [ButtonCount]string{
	"", "A (South)", "B (East)", "X (West)", "Y (North)", "Back", "Guide", "Start",
	"Left Stick", "Right Stick", "LB", "RB", "D-Pad Up", "D-Pad Down", "D-Pad Left",
	"D-Pad Right", "Misc 1", "Right Paddle 1", "Left Paddle 1", "Right Paddle 2",
	"Left Paddle 2", "Touchpad", "Misc 2", "Misc 3", "Misc 4", "Misc 5", "Misc 6",
}

// String is the button's name in binding files: "South", "DPadUp".
func (b Button) String() string {
	if int(b) < ButtonCount && b != ButtonNone {
		return buttonNames[b]
	}
	return "ButtonNone"
}

// ButtonLabel is the text shown to players for b, with the Xbox letters most
// pads print: "A (South)", "D-Pad Up", "Start". [Manager.PadButtonLabel]
// uses the letters of the player's actual pad instead.
func ButtonLabel(b Button) string {
	if int(b) < ButtonCount && b != ButtonNone {
		return buttonLabels[b]
	}
	return "None"
}

// ParseButton turns a name from Button.String back into a Button.
func ParseButton(name string) (Button, bool) {
	for b := ButtonSouth; b < buttonEnd; b++ {
		if buttonNames[b] == name {
			return b, true
		}
	}
	return ButtonNone, false
}

// Stick is a direction of an analog stick, used as a binding: it acts like a
// button that is down while the stick is pushed past the binding's dead zone
// in that direction.
type Stick uint8

// Stick directions. Up is SDL's negative Y.
const (
	StickNone Stick = iota
	StickLeftUp
	StickLeftDown
	StickLeftLeft
	StickLeftRight
	StickRightUp
	StickRightDown
	StickRightLeft
	StickRightRight
	stickEnd
)

var stickNames = [stickEnd]string{"", "LeftUp", "LeftDown", "LeftLeft", "LeftRight",
	"RightUp", "RightDown", "RightLeft", "RightRight"}

var stickLabels = [stickEnd]string{"", "Left Stick Up", "Left Stick Down", "Left Stick Left",
	"Left Stick Right", "Right Stick Up", "Right Stick Down", "Right Stick Left", "Right Stick Right"}

// String is the direction's name in binding files: "LeftUp".
func (s Stick) String() string {
	if s < stickEnd && s != StickNone {
		return stickNames[s]
	}
	return "StickNone"
}

// StickLabel is the text shown to players for s: "Left Stick Up".
func StickLabel(s Stick) string {
	if s < stickEnd && s != StickNone {
		return stickLabels[s]
	}
	return "None"
}

// ParseStick turns a name from Stick.String back into a Stick.
func ParseStick(name string) (Stick, bool) {
	for s := StickLeftUp; s < stickEnd; s++ {
		if stickNames[s] == name {
			return s, true
		}
	}
	return StickNone, false
}

// axisOf returns the axis a direction reads and its sign (-1 or +1).
func (s Stick) axisOf() (Axis, int) {
	switch s {
	case StickLeftUp:
		return AxisLeftY, -1
	case StickLeftDown:
		return AxisLeftY, 1
	case StickLeftLeft:
		return AxisLeftX, -1
	case StickLeftRight:
		return AxisLeftX, 1
	case StickRightUp:
		return AxisRightY, -1
	case StickRightDown:
		return AxisRightY, 1
	case StickRightLeft:
		return AxisRightX, -1
	case StickRightRight:
		return AxisRightX, 1
	}
	return 0, 0
}

// stickFor returns the direction of axis a with sign, or StickNone for the
// triggers.
func stickFor(a Axis, sign int) Stick {
	for s := StickLeftUp; s < stickEnd; s++ {
		if sa, ss := s.axisOf(); sa == a && ss == sign {
			return s
		}
	}
	return StickNone
}

// Axis is a gamepad axis, with SDL's values.
type Axis uint8

// Gamepad axes.
const (
	AxisLeftX Axis = iota
	AxisLeftY
	AxisRightX
	AxisRightY
	AxisLeftTrigger
	AxisRightTrigger
	axisEnd
)

// AxisCount bounds the Axis values.
const AxisCount = int(axisEnd)

// MouseButton is a mouse button, with SDL's values.
type MouseButton uint8

// Mouse buttons.
const (
	MouseLeft MouseButton = 1 + iota
	MouseMiddle
	MouseRight
	MouseX1
	MouseX2
)

const mouseCount = 8

// State is the edge of a key or button a binding reacts to. The zero State
// is Pressed.
type State uint8

// Key states.
const (
	Pressed  State = iota // went down this frame (fires once per press)
	Held                  // is down this frame (fires every frame, the press frame included)
	Released              // went up this frame (fires once per release)
)

var stateNames = [...]string{"pressed", "held", "released"}

// String is the state's name in binding files: "pressed", "held", "released".
func (s State) String() string {
	if int(s) < len(stateNames) {
		return stateNames[s]
	}
	return "State(" + strconv.Itoa(int(s)) + ")"
}

// ParseState turns a name from State.String back into a State.
func ParseState(name string) (State, bool) {
	for i, n := range stateNames {
		if n == name {
			return State(i), true
		}
	}
	return Pressed, false
}

// suggest finds a name among names that differs from name only by case.
func suggest(name string, names []string) string {
	for _, n := range names {
		if n != "" && strings.EqualFold(n, name) {
			return n
		}
	}
	return ""
}
