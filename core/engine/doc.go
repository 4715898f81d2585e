// Package engine runs the game loop and owns the engine's singletons: Time
// (a Clock), the Renderer, the resource manager, the InputManager and the
// SceneManager. It is BEngine's Core/Engine in Go.
//
// Every program starts the same way, through Main, with a setup that
// builds the game in the engine it is given:
//
//	//go:embed hero.png
//	var files embed.FS // the game's data, inside the executable
//
//	func main() { engine.Main(&engine.Options{Title: "My game", Data: files}, setup) }
//
//	func setup(e *engine.Engine) error {
//		tex, err := e.Resources().Texture("hero.png")
//		if err != nil {
//			return err
//		}
//		s := scene.New("main")
//		hero := s.NewObject("hero")
//		scene.AddComponent(hero, scene.NewSpriteRenderer(tex.Region()))
//		e.Scenes().Add(s)
//		return e.Scenes().Switch("main")
//	}
//
// Main reads the command line (Options.Args), opens the engine (New),
// calls setup, runs the loop until the window closes, Quit, a signal or
// Options.Ticks, then the work setup left for after it (AfterRun: saving,
// writing files), closes the engine and ends the process with a status
// that says how it went. A command line that asks for work without a
// window sets Options.Instead, which Main runs without opening an engine.
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
// Hobo engine (docs/porting.md#custom-hobo) write it:
//
//  1. InputManager.ProcessInput drains SDL's events and fires bound commands.
//  2. File changes seen by the hot-reload watcher are applied, and a scene
//     switch asked for during the last frame takes effect.
//  3. The real delta since the last frame is added to the lag.
//  4. While the lag holds a whole fixed step (1/60 s by default), the
//     physics set with SetPhysics steps (core/physics's Box2D world, as
//     Custom Hobo's doFixedUpdate steps it before the level), one
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
// the inputs and the seeded random streams (core/random), so a random seed
// plus the inputs reproduce a run. What must step under every scene (an
// online match, a music director) is a component of a global scene
// (scene.Manager's AddGlobal), whose steps run before the active scene's.
// Options.Clock lets tests give the engine frame times exactly
// (ManualSource), and headless runs use StepSource, which makes every
// frame run exactly one fixed step as fast as the machine allows.
//
// # The singletons
//
// BEngine keeps the Singleton pattern for the long-lived managers that need
// one instance: Renderer, SceneManager, ResourceManager, InputManager and
// Time. The course challenges singletons, so the list stays that narrow: the
// event bus and the audio service come from core/services' locator instead.
// New creates them explicitly, in a known order, and the Engine it returns
// holds them: e.Time(), e.Renderer(), e.Scenes(), e.Resources() (package
// resource's Manager) and e.Input(). A program that holds its engine
// passes it, or the managers it needs, to the code that uses them.
//
// For code far from main (a component deep in a scene) the package also
// keeps one accessor each, Time, Renderer, Scenes, Resources and Input, in
// the shape of slog.Default over a *slog.Logger or http.Handle over
// DefaultServeMux: thin wrappers that reach the open engine. That is why
// one engine is open at a time (New returns ErrOpen while another is), and
// why Close takes back what New registered: the bus and the audio service
// in the ServiceLocator, and SDL's hints. Tests build their own engines,
// one after the other.
//
// # The render thread
//
// Frame after frame, a heavy simulation and a heavy draw would add up on
// one thread, whatever the cores. The Custom Hobo engine's loop has the
// game thread assemble one render request a frame and hand it to a render
// thread, which draws it while the game thread runs the next frame. So
// does RunOneFrame with Options.RenderThread on (RenderThreadAuto turns it
// on in native builds with two or more cores): a frame's fixed steps,
// Update and Render run on a game goroutine while the thread that owns SDL
// draws the frame before (thread.go has how they meet).
//
// A game sees the same fixed steps, inputs and pictures as without it, and
// its scene code may call every method of the Renderer: what reaches SDL
// (a texture made on the fly, a fullscreen switch, a screenshot) runs on
// the SDL thread while the caller waits. What changes is that frame n is
// shown one RunOneFrame later (a Screenshot of the Renderer between frames
// draws it first, and the last frame is drawn before ErrQuit). It costs two
// channel hand-overs a frame and a second queue's memory; where the
// updates are the longer half of the frame, the game goroutine polls for
// its next wake for up to a millisecond instead of sleeping (a sleeping
// thread can take that long to wake), and never where frames wait for the
// frame rate cap. The browser runs one thread, so the web build draws in
// turn.
//
// # What the engine does for every game
//
//   - Signals: from New (before the window opens) until Close, SIGINT
//     (Ctrl+C), SIGTERM (a process manager's stop) and SIGHUP (the terminal
//     closed) end the loop as Quit does, so Run returns and the game's
//     deferred saves and recordings are written. A game that does not get
//     there within three seconds is ended, with the shell's status for the
//     signal (143 for SIGTERM); a second signal ends it at once.
//     Options.NoSignals leaves them to a program that handles them itself.
//   - Hot reload (debug builds on a real data folder): the resource
//     manager's data watcher delivers file changes between frames. What
//     keeps it from working is never silent: a watched folder gone, or an
//     edit refused by a data.Reloadable the game hands to TrackReload (the
//     last good data keeps running), is logged and shown on the F3 overlay
//     until it is fixed; ReloadErr returns it.
//   - Keys: F11 and Alt+Enter toggle fullscreen; F12 writes a screenshot
//     (the window's content, PNG) into the player's pictures folder, or else
//     the config folder, and shows a notice for two seconds; F3 shows the
//     debug overlay in debug builds (Options.Debug): the frame's timings,
//     draw calls, sprites, allocations and GC pauses, a frame-time graph,
//     the lines the game adds (AddOverlayLine), and the game's switches
//     (AddOverlaySwitch: a key that flips a bool of the game's while the
//     overlay shows, such as a physics debug drawing).
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
