// Package input is the engine's InputManager: it turns SDL's keyboard, mouse
// and gamepad events into edge-detected queries and into commands bound to
// keys, buttons and stick directions, per player.
//
//	in, err := input.New(&input.Options{
//		MouseMapper:         r.WindowToLogical,
//		GamepadDisconnected: func(e input.GamepadDisconnected) { patterns.Broadcast(bus, e) },
//	})
//	_ = in.LoadBindings(engine.Resources().FS(), "bindings.json")
//	in.BindAction(1, "a", patterns.CommandFunc(bomber.DropBomb))
//	for !in.QuitRequested() {
//		in.ProcessInput() // once per frame: drain events, fire commands
//		...
//	}
//
// # Edge detection
//
// Games rarely ask "is the key down?"; they ask "was it pressed this frame?"
// (drop one bomb per press) or "is it still held?" (keep walking). Asked of
// raw events, those questions give every caller its own bugs: a bomb per
// key repeat, a press missed because another system consumed the event.
// Mayhem's MEInput (docs/porting.md#mayhem) answers them in one place, and
// so does the Manager:
// ProcessInput, called once at the top of the frame, starts a new frame
// and applies this frame's events, so that for every key, mouse button and
// gamepad button
//
//	KeyPressed  up -> down this frame (exactly once per press; OS key repeat ignored)
//	KeyHeld     down now
//	KeyReleased down -> up this frame
//
// and KeyHeldFrames counts the frames since the press. Keys, mouse buttons
// and pad buttons share one small state type: whether it is down, and the
// numbers of the frames in which it last went down and up. "Pressed" is "the
// last press happened in this frame", so starting a frame clears nothing,
// and because the edges are recorded from events rather than by comparing
// two snapshots of the state, a tap shorter than a frame still reports
// Pressed and Released. Stick directions compare this frame's axes with the
// previous frame's against the binding's dead zone. Every system sees the
// same answers all frame long.
//
// # Commands and bindings
//
// BEngine's InputManager binds "a scancode or gamepad button, together with
// its key state, to an ICommand" (the Command pattern: a request wrapped in
// an object, so the thing that triggers it need not know what it does). Here
// a [Binding] is a [Key], a gamepad [Button] or a [Stick] direction with a
// dead zone, plus a [State] (Pressed, Held, Released); [Manager.Bind] ties it
// to a [patterns.Command] (the engine has one Command type) for a player.
// ProcessInput fires every command whose binding matches this frame, in the
// order they were bound. Gameplay code receives
// "move up" or "drop bomb" and never learns which key did it, so rebinding,
// two players on one keyboard, or keyboard plus gamepad are data, not code.
// The price is an indirection per command and a linear, allocation-free
// loop over the bindings each frame, a few microseconds with 40 bindings and
// two gamepads, most of it the calls into SDL (figures in
// docs/performance.md).
//
// Games bind to action names rather than to keys: [Actions] maps "up", "a",
// "start" to bindings per player, [Manager.BindAction] ties a command to an
// action, and the actions come from [DefaultActions] or a JSON file
// ([Manager.LoadBindings], [Manager.SaveBindings]). An options menu calls
// [Manager.CaptureNext] to wait for the next key or button and then
// [Manager.Rebind].
//
// # Gamepads and players
//
// Gamepads go through SDL's gamepad API, so SDL's mapping database names
// the buttons (South is always the bottom face button) and the D-pad is four
// buttons. Pads already connected at New are opened at once; a pad plugged
// in later is opened and given to the first player without one. Unplugging
// releases what it held (Released fires, Held stops), publishes
// [GamepadDisconnected] through Options (the game pauses) and remembers the
// device: when it comes back, it goes to the same player and
// [GamepadConnected] is published.
//
// Manager is not safe for concurrent use: like all SDL code it runs on the
// main thread.
package input
