package inputtest

import (
	"fmt"
	"hash/fnv"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/internal/sdlinput"
)

// PushKey queues a key press (down) or release of k in SDL's event queue;
// the next ProcessInput sees it.
func PushKey(k input.Key, down bool) error {
	if err := sdlinput.PushKey(uint32(k), down, false); err != nil {
		return fmt.Errorf("inputtest: key %s: %w", input.KeyName(k), err)
	}
	return nil
}

// PushMouseButton queues a press (down) or release of mouse button b with
// the pointer at window position x, y; the Manager maps it to logical
// pixels (Options.MouseMapper), as it does a real click.
func PushMouseButton(b input.MouseButton, down bool, x, y float32) error {
	if err := sdlinput.PushMouseButton(uint8(b), down, x, y); err != nil {
		return fmt.Errorf("inputtest: mouse button %d: %w", b, err)
	}
	return nil
}

// PushMouseMotion queues a move of the pointer to window position x, y.
func PushMouseMotion(x, y float32) error {
	if err := sdlinput.PushMouseMotion(x, y); err != nil {
		return fmt.Errorf("inputtest: mouse motion: %w", err)
	}
	return nil
}

// PushMouseWheel queues a turn of the wheel by x, y notches (positive y:
// away from the user).
func PushMouseWheel(x, y float32) error {
	if err := sdlinput.PushMouseWheel(x, y); err != nil {
		return fmt.Errorf("inputtest: mouse wheel: %w", err)
	}
	return nil
}

// Update makes SDL read the virtual pads now, so their button and axis
// changes are queued before the next ProcessInput.
func Update() { sdlinput.UpdateJoysticks() }

// Pad is a virtual gamepad: SDL announces it like a real one that was
// plugged in, and the Manager gives it to the next player without one.
type Pad struct {
	v *sdlinput.VirtualPad
}

// AttachPad plugs in a virtual gamepad named name. Its product id derives
// from the name, so two names make two models as real pads would.
func AttachPad(name string) (*Pad, error) {
	h := fnv.New32a()
	h.Write([]byte(name))
	v, err := sdlinput.AttachVirtualPad(name, 0x1209, uint16(h.Sum32()))
	if err != nil {
		return nil, fmt.Errorf("inputtest: %w", err)
	}
	return &Pad{v: v}, nil
}

// Press presses (down) or releases button b. It panics on ButtonNone, a
// mistake of the test.
func (p *Pad) Press(b input.Button, down bool) error {
	if b == input.ButtonNone {
		panic("inputtest: Press of ButtonNone")
	}
	if err := p.v.SetButton(int(b)-1, down); err != nil {
		return fmt.Errorf("inputtest: button %s: %w", input.ButtonLabel(b), err)
	}
	return nil
}

// Axis sets axis a to value (-32768..32767; triggers 0..32767).
func (p *Pad) Axis(a input.Axis, value int16) error {
	if err := p.v.SetAxis(int(a), value); err != nil {
		return fmt.Errorf("inputtest: axis %d: %w", a, err)
	}
	return nil
}

// Close unplugs the pad; SDL announces the removal. It is idempotent.
func (p *Pad) Close() error { return p.v.Detach() }
