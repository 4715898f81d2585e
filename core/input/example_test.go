package input_test

import (
	"fmt"
	"os"
	"runtime"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/internal/sdlinput"
	"github.com/bengine-go/bengine/core/patterns"
)

// A game binds commands to action names; ProcessInput fires them once per
// frame. Here the key press comes from SDL's event queue, as a real one would.
func Example() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "dummy")
	}
	in, err := input.New(&input.Options{
		GamepadDisconnected: func(e input.GamepadDisconnected) { fmt.Println("pause: player", e.Player, "lost", e.Name) },
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer in.Close()
	in.ProcessInput() // drain whatever was queued before

	// "a" is a held binding: its command runs every frame the key is down.
	in.BindAction(1, "a", patterns.CommandFunc(func() { fmt.Println("player 1 drops a bomb") }))
	in.BindAction(2, "a", patterns.CommandFunc(func() { fmt.Println("player 2 drops a bomb") }))

	_ = sdlinput.PushKey(uint32(input.KeySpace), true, false) // player 1's "a"
	for frame := 1; frame <= 3; frame++ {
		in.ProcessInput()
		fmt.Printf("frame %d: Space pressed=%v held for %d frames\n",
			frame, in.KeyPressed(input.KeySpace), in.KeyHeldFrames(input.KeySpace))
	}
	_ = sdlinput.PushKey(uint32(input.KeySpace), false, false)
	in.ProcessInput()
	fmt.Println("released:", in.KeyReleased(input.KeySpace))
	// Output:
	// player 1 drops a bomb
	// frame 1: Space pressed=true held for 1 frames
	// player 1 drops a bomb
	// frame 2: Space pressed=false held for 2 frames
	// player 1 drops a bomb
	// frame 3: Space pressed=false held for 3 frames
	// released: true
}

// Menus and prompts show bindings by their labels.
func ExampleBinding_Label() {
	for _, b := range input.DefaultActions(1)["a"] {
		fmt.Println(b.Label())
	}
	fmt.Println(input.StickBinding(input.StickLeftUp, 0, input.Held))
	// Output:
	// X
	// Space
	// A (South)
	// Left Stick Up held
}

// Binding files are strict: a typo is an error naming the file and entry.
func ExampleDecodeBindings() {
	_, err := input.DecodeBindings("bindings.json", []byte(`{"players": [
		{"player": 1, "actions": {"a": [{"key": "space"}]}}
	]}`))
	fmt.Println(err)
	// Output:
	// bindings.json: field players[0].actions.a[0].key: unknown key name "space" (did you mean "Space"?)
}
