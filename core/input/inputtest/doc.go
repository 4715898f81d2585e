// Package inputtest drives core/input from tests outside core: it queues
// key and mouse events and attaches virtual gamepads through SDL itself, so a game's
// whole-flow tests play with the real input path (SDL's event queue, the
// Manager's edges and bindings, gamepad hot-plug) instead of calling the
// game's code behind the input layer's back.
//
// The problem: the SDL wrappers live in core/internal/sdlinput, which Go
// only lets packages under core import, yet a game's tests (games/...) need
// to press keys and buttons. The pattern is a thin test-support facade, the
// same one net/http/httptest plays for net/http: a few functions that
// forward to the internal package with the public input types (input.Key,
// input.Button, input.Axis), so a test never sees SDL's numbering.
//
// What it costs: nothing at run time (only tests import it); the virtual
// pads are real SDL joysticks, so each test must Detach its pads (Pad.Close)
// and call Update before the frame whose ProcessInput should see a button.
//
//	pad, err := inputtest.AttachPad("P1 pad")
//	defer pad.Close()
//	pad.Press(input.ButtonStart, true)
//	inputtest.Update()   // SDL reads the virtual pads
//	manager.ProcessInput()
package inputtest
