// Package tumble is Tumble, a small physics game in the Custom Hobo
// engine's manner (docs/porting.md#custom-hobo), and its level editor.
// Tumble, a round little hero, rolls through a yard of crates, ramps, a
// rope bridge, brick walls and a lamp swinging on its hook, to the flag.
//
//	game := tumble.New(data.Tumble())
//	engine.Main(game.EngineOptions(), game.Run)
//
// It is built from the engine's parts only: core/physics (Box2D) stepped
// by the engine once per fixed step, the scene's objects and components,
// the renderer's lighting, the InputManager's actions (keyboard and
// gamepad) and mouse, core/data's strict JSON and hot reload, and the
// Command pattern with undo from core/patterns.
//
// # The fixed step
//
// The game runs at the seed's 10 ms step (FixedStep): at most 100 steps a
// second whatever the frame rate, and short enough that Box2D's bodies do
// not tunnel. Each step the engine steps the physics world first, then the
// scene: the driver's FixedUpdate reads the step's Buttons (the player's,
// through the actions of bindings.json, or a replay's), records them, and
// turns them into forces on the actor for the next step: a torque that
// rolls it, a push in the air, a jump from the ground (three short ray
// casts find the ground). Contacts arrive as events after the physics
// step: a heavy body that hits the actor hurts it (it flashes), and the
// goal's sensor ends the run. A run is its level and its buttons, step by
// step, so -record and -replay reproduce it exactly.
//
// # Building the scene from the level
//
// The level (package level) is data; build.go turns each item into
// objects with Body, Joint and sprite components: a crate is a dynamic box;
// walls and bricks are static boxes drawn in tiles; a ramp is a static
// triangle; a lamp is a dynamic shade on a revolute joint under a static
// hook, its lights on a child object at its bulb; a rope bridge is a row of planks
// joined end to end by revolute joints between two posts, a little longer
// than its span so that it sags; a window, the start and the goal are
// sensors. Building again (a restart, an edit, a reload) destroys every
// object and the world, and builds them anew. Behind it all stands a back
// wall of brick, scenery that nothing collides with and the editor leaves
// alone.
//
// # The look
//
// The game draws with Custom Hobo's draw steps (look.go; the renderer's
// steps are core/render's). The bricks and stones have normal maps, made
// in code with the art (normals.go), that the lighting pass reads from
// the G-buffer. The lamp's light is a child object of the lamp with
// scene.Light components standing above the wall (render.Light's
// Height): Box2D swings the lamp, and the light follows through the
// transform tree, with no code of its own. A window's pane is a child of
// the window moved to the POSTPROCESS step with the engine's "frosted"
// shader, so it blurs the lit scene behind it, under a sharp frame. A
// heavy hit flashes the screen red in the GLOW step (Renderer.Flash), and
// a filmic tone map with a warm grade finishes the frame. On SDL's 2D
// renderer the engine falls back and the game asks only for what is there
// (look's doc says what each part becomes).
//
// The physics debug lines (core/physics's DebugView: shapes, joints and
// contacts, in one batch of the renderer's line mode) are off until
// -debugdraw turns them on, or F4 while the F3 overlay shows, in a debug
// build (engine.Engine.AddOverlaySwitch).
//
// # The editor
//
// Tab (or Back on a pad) switches between playing and editing. The editor
// shows the level as its file has it, nothing stepped; the mouse or the pad
// places, drags, turns, resizes, flips and deletes items (editor.go lists
// the controls), each edit a level.Place, Move, Rotate, Resize, Flip or
// Delete run through a patterns.History, so that Ctrl+Z and Ctrl+Y (the
// triggers on a pad) walk back and forth through them. What is under the
// cursor is found with the physics world's QueryPoint. Tab plays the edited
// level at once, from its start. Ctrl+S (Start) writes the level's file in
// the data folder atomically; the data watcher then sees it, and the reload
// finds the level it already has. A file changed by someone else is built
// and played at once, and a broken one keeps the last good level, its
// error on the F3 overlay.
//
// # What it costs
//
// A headless frame is about 1 ms of CPU on the yard (its 40 bodies,
// 20 joints, the lighting pass) on SDL's software renderer, most of it
// Box2D's step and the drawing; docs/performance.md has the figures, on
// both backends, with the debug lines off and on. Box2D's Go port allocates inside
// its step, so a frame in play makes a few dozen small allocations, all
// of them Box2D's; a frame in the editor makes none. Every edit builds the
// whole level again: instant for a level of a few hundred items, and the
// simplest way to keep what is drawn equal to the file.
package tumble
