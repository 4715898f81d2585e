// Package bomberman is the game NES Bomberman on the engine: the app that
// opens the engine and loads the assets, the play scene whose Session
// component drives the rules (package game) one NES frame per fixed step,
// the rendering of the playfield and the HUD, the sounds, music and
// effects, and the executable's flags, including the scripted headless
// mode (-headless, -replay, -ticks, -dump) that tests and tools use and
// the headless online match (-host, -join, -delay: online.go, over package
// online).
//
//	game := bomberman.New(data.Bomberman()) // the flags (-stage, -password, -headless, -replay, -ticks, -dump ...) come through engine.Main
//	engine.Main(game.EngineOptions(), game.Play)
//
// # The problem
//
// The rules are a pure simulation: buttons in, a new state and a list of
// events out. A player needs much more around them: a window, keys and
// gamepads, pictures, sounds, menus. And the tests, the replays and the
// benchmarks need the same program to run with no window at all, tick for
// tick like the simulation alone, so that what the player sees is provably
// what the rules say.
//
// # The patterns
//
// Component and Update Method (core/scene): the play scene holds one object
// with a Session component. Its FixedUpdate is the only place the game
// steps: one fixed step is one NES frame (the engine's fixed step is
// 1/60 s; headless, the engine's StepSource makes every frame exactly one
// step). Update ages the frame-rate visuals (particles, shake) and Render
// draws what the state says, interpolating nothing.
//
// Command (core/input): every action of the bindings file (up, down, left,
// right, a, b, start for players 1 and 2) is bound to a small command that
// sets its bit in the player's game.Buttons mask; the session reads the
// masks in FixedUpdate. Which key or pad button did it is data
// (the data's bindings.json, or the player's rebinding in the save
// folder). A press is latched until a fixed step has seen it, so a tap in
// a frame that runs no step is not lost. With -replay, the replay's buttons
// for the tick take the place of the masks, which is why a headless
// -replay run dumps exactly what game.RunReplay dumps (tested).
//
// Event Queue and Observer: the game reports what happened as a per-step
// list of events; the session drains it after each step and turns each into
// its sound (docs/nes-rules.md section 10), particles (core/particles: sparks,
// brick debris, enemy dissolves, with the configs of the data's particles folder) and a
// short screen shake on chains. The music is state, not an event: each step
// the session asks the game which track should play (g.Music()) and the app
// switches only on a change. Gamepad hot-plug events arrive on the engine's
// event bus: an unplugged pad pauses the game by pressing Start (through
// the game's own input, so a recording keeps it) and the pause screen says
// so until the pad is back and Start is pressed.
//
// Service Locator (core/services): sounds go through services.Audio(). The
// tracks and effects are parsed at every start (a broken file stops a
// headless run as it stops a windowed one), and synthesized once (package
// sound) and cached for the process when the service is a SoundBank; the
// null service (headless, -mute) has none, so nothing is rendered. Each
// effect plays on its NES channel (sound.Effect.Channel).
//
// # Saves
//
// High scores, settings and the player's bindings are saves (package save
// and core/data's SaveFile): written atomically, a damaged one set aside,
// and one that exists but cannot be read never written over. The game then
// plays on the defaults in memory and says so once: the whole story in the
// log, one short line on the title. However the game ends (the player, the
// window, -ticks, SIGINT, SIGTERM, SIGHUP), App.Run ends in the same
// finish: settings changed and not yet saved are saved, and -record, -dump
// and -screenshot are written, each atomically.
//
// # Drawing
//
// All art (package art, text sheets in the data's art folder) plus a few
// generated sprites (the particle sheets and a light disc) are packed into
// one atlas, so the playfield batches into a handful of draws. The map is
// drawn in world pixels (row 0 at y = 32) with the camera at the game's
// ScrollX (co-op: the players' midpoint, with an arrow for a partner off
// screen; versus: fixed, the 15 x 13 arena centred with 8-px margins); the
// HUD, cards and overlays are in the UI step, which the camera does not
// move. The default look is the NES's: flat colours from the NES palette
// (docs/art.md), on every screen, the menus included (NES black, the
// game's font). Where the NES swaps a palette, so does the game: the text
// colours and player 2 are copies of the font and of the hero repainted
// when the art loads, drawn untinted, since a tint multiplies colours off
// the palette (TestMenuScreensInNESColours checks every pixel). The
// modern look (the Glow setting) draws the flames again into the light and
// glow steps, so they light the ambient-dimmed playfield and bloom;
// particles and shake have their own switches. Score
// pop-ups are laid out each frame so that simultaneous kills never cover
// each other. Numbers are formatted into reused byte buffers and drawn
// glyph by glyph: a frame allocates nothing (BenchmarkPlayFrame,
// TestPlayFrameAllocs).
//
// # Menus
//
// The title, options, password, high-score and versus screens live in this
// package too, in their own files: they add their scenes from an init() with
// RegisterMenus and use the App's methods (StartGame, ChangeSettings,
// SaveSettings, Settings, Scores, Last, PlaySound, PlayMusic, DrawText,
// Font, Atlas, Quit). Without a registered SceneTitle the game starts at
// stage 1 and returns there after a game over. Every screen works with a
// pad alone, as on the NES: on the password and name screens A picks a
// letter, B deletes and Start confirms, and the keyboard's X and Z are A
// and B there while the other letters type. -password CODE starts the game
// CONTINUE would start from the password screen.
//
// # What it costs
//
// The exactness of the rules means the presentation can only show what a
// state holds: a walk frame comes from the pixel position, a flame's shape
// from its neighbours and the explosion centres, a dissolve from the
// enemy's timer. Synthesizing the music takes a fraction of a second at
// start; the modern look's glow and light steps cost a few full-screen
// passes a frame, which on a software rasteriser is most of the frame time
// (BenchmarkPlayFrameModern against BenchmarkPlayFrame).
package bomberman
