// Package engine runs the game loop and owns the engine's singletons: Time,
// the Renderer, the ResourceManager, the InputManager and the SceneManager.
// It is BEngine's Core/Engine in Go.
//
//	e, err := engine.New(&engine.Options{Title: "My game", Data: data})
//	if err != nil {
//		return err
//	}
//	defer e.Close()
//	e.Scenes().Add(myScene)
//	e.Scenes().Switch("main")
//	return e.Run()
//
// # The problem
//
// A game must simulate the same way on a fast desktop and on a slow laptop,
// and its replays and tests must give the same result every time. If the
// simulation advanced by each frame's measured delta, a slow frame would take
// one big step (objects tunnel through walls, timers skip) and two runs would
// never match. Drawing, on the other hand, should happen as often as the
// machine can, and smooth animation wants the real delta.
//
// # The pattern: a fixed time step with a lag accumulator
//
// RunOneFrame is Nystrom's Game Loop with a fixed update time step
// (gameprogrammingpatterns.com/game-loop.html), as BEngine and the Custom
// Hobo engine write it:
//
//  1. InputManager.ProcessInput drains SDL's events and fires bound commands.
//  2. File changes seen by the hot-reload watcher are applied, and a scene
//     switch asked for during the last frame takes effect.
//  3. The real delta since the last frame is added to the lag.
//  4. While the lag holds a whole fixed step (1/60 s by default), one
//     FixedUpdate runs and the step is taken off the lag. At most MaxCatchUp
//     steps run in one frame; the rest are dropped and counted (Time's
//     Dropped), so a machine too slow for the game slows the game down
//     instead of spiralling into ever longer frames.
//  5. One Update(dt) runs with the frame's real (scaled) delta, for work that
//     depends on the frame rate: animation, camera smoothing, tweens.
//  6. Scenes submit their sprites and the Renderer draws them in batches.
//  7. Native builds sleep (never spin) until the frame has taken 1/FrameCap.
//     The web build does not: the browser drives RunOneFrame through
//     requestAnimationFrame, and both builds run the same function.
//
// Deterministic work belongs in FixedUpdate: it sees only the fixed step,
// the inputs and the seeded random streams (core/random), so a seed plus the
// inputs reproduce a run. The Source interface lets tests inject time
// exactly (ManualSource), and headless runs use StepSource, which makes every
// frame run exactly one fixed step as fast as the machine allows.
//
// # The singletons
//
// BEngine keeps the Singleton pattern for the long-lived managers that need
// one instance: Renderer, SceneManager, ResourceManager, InputManager and
// Time. The course challenges singletons, so the list stays that narrow: the
// event bus and the audio service come from core/services' locator instead.
// New creates them explicitly, in a known order, and the Engine it returns
// holds them: e.Time(), e.Renderer(), e.Scenes(), e.Resources(), e.Input().
// A program that holds its engine passes it, or the managers it needs, to
// the code that uses them.
//
// For code far from main (a component deep in a scene) the package also
// keeps one accessor each, Time, Renderer, Scenes, Res and Input, in the
// shape of slog.Default over a *slog.Logger or http.Handle over
// DefaultServeMux: thin wrappers that reach the open engine. That is why
// one engine is open at a time (New returns ErrOpen while another is), and
// why Close takes back what New registered: the bus and the audio service
// in the ServiceLocator, and SDL's hints. Tests build their own engines,
// one after the other.
//
// # What the engine does for every game
//
//   - Signals: from New (before the window opens) until Close, SIGINT (Ctrl+C), SIGTERM
//     (a process manager's stop) and SIGHUP (the terminal closed) end the
//     loop as Quit does, so Run returns and the game's deferred saves and
//     recordings are written. A game that does not get there within three
//     seconds (stuck in its loading, in a hook that never returns, in a
//     call that blocks) is ended by the engine's watchdog, with the
//     shell's status for the signal (143 for SIGTERM); a second signal
//     ends it at once. The program always stops. Options.NoSignals leaves
//     them to a program that handles them itself.
//   - Hot reload (debug builds on a real data folder): one data.Watcher
//     delivers file changes between frames. What keeps it from working is
//     never silent: the watcher's problem (a watched folder moved away or
//     deleted) is logged once when it starts and once when it ends, and
//     the F3 overlay shows it while it lasts; so does the error of each
//     data.Reloadable a game hands to TrackReload (a broken edit, refused
//     while the last good data keeps running), until a good edit clears
//     it. The engine compares each error with the last one seen once a
//     frame and wraps the words for the screen only when they change, so
//     a steady frame allocates nothing.
//   - Keys: F11 and Alt+Enter toggle fullscreen; F12 writes a screenshot
//     (the window's content, PNG) into the player's pictures folder, or else
//     the config folder, and shows a notice for two seconds; F3 shows the
//     debug overlay in debug builds (Options.Debug).
//   - SDL: New tells SDL the app's name, version and identifier
//     (SDL_SetAppMetadata), passes drivers as hints, never through the
//     environment, and adds the gamepad mappings of a gamecontrollerdb.txt
//     found in the data or the player's config folder.
//   - Logging goes through log/slog (Options.Logger, by default
//     slog.Default()); the engine never prints.
//
// # What it costs
//
// A fixed step spends CPU on simulation steps the display may never show
// (at 144 Hz, frames run zero or one step; at 30 Hz, two). Rendering sees
// the state of the last whole step, up to one step old. Both are the usual
// price of reproducible simulation; interpolating between the last two
// states would hide the second and is left to games that need it. The
// package-level accessors make code depend on a hidden global: fine for a
// game, where there is one engine, and the reason tests build engines one
// at a time.
package engine
