package inputtest_test

import (
	"fmt"
	"os"
	"runtime"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
)

// A test presses a virtual gamepad's A and a key; the Manager sees both
// through SDL's event queue, as it would real devices.
func Example() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "dummy")
	}
	m, err := input.New(&input.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	pad, err := inputtest.AttachPad("Example Pad")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer pad.Close()
	inputtest.Update()
	m.ProcessInput() // the pad is plugged in: player 1's

	_ = pad.Press(input.ButtonSouth, true)
	_ = inputtest.PushKey(input.KeySpace, true)
	inputtest.Update()
	m.ProcessInput()
	fmt.Println(m.PadPressed(1, input.ButtonSouth), m.KeyPressed(input.KeySpace), m.ActionPressed(1, "a"))
	// Output: true true true
}
