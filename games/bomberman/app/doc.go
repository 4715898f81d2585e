// Package app is the game NES Bomberman put together: it owns the engine
// it is given, the command line, the saves (settings, high scores,
// bindings) and the scene switches, and builds the rooms of the game in
// the engine. The executable's main is two lines:
//
//	a := app.New(data.Bomberman()) // the flags (-stage, -password, -headless, -replay, -ticks, -dump ...) come through engine.Main
//	engine.Main(a.EngineOptions(), a.Setup)
//
// Tests and tools open it from Go with Open, then Run.
//
// # The rooms
//
// The game is a house of packages, each with one responsibility, whose
// imports run one way, from the app down to the rules:
//
//	app        the engine, the flags, the saves, the scene switches; headless runs
//	 ├─ menu      the title, options, password, game over, high scores, versus and online screens
//	 │   └─ netmatch  online versus in the window: host, join, leave; the match under every scene
//	 │       └─ play      the play scene: the Session that steps the rules, the view that shows them
//	 │           └─ effects   what the events set off: sounds, music, particles, the screen shake
//	 │               ├─ feed      the one path of the rules' events onto the bus (and a rollback's corrections)
//	 │               ├─ assets    the atlas, the sprites, the NES colours, the text, the look
//	 │               └─ controls  keys and pads to the rules' button masks (Command)
//	 └─ online, save, sound, art   the match over the network, the save files, the synthesizer, the art sheets
//	     └─ game      the rules: a deterministic simulation of plain values, no engine in it
//
// Every room reaches the engine through the *engine.Engine the app hands
// it, never through the engine's package accessors, and hears the others
// on the engine's event bus: the menus hear a game over handed over
// (play.GameOverDone), a local round's end (game.RoundOver) and an online
// match's start, rounds and end (netmatch.Began, RoundConfirmed, Ended)
// the same way; the app hears a match begun and left. The path of one
// bomb press, from the key to the sprite, is in package play's
// documentation.
//
// # The problem
//
// The rules are a pure simulation: buttons in, a new state and a list of
// events out. A player needs much more around them: a window, keys and
// gamepads, pictures, sounds, menus, saves. And the tests, the replays and
// the benchmarks need the same program to run with no window at all, tick
// for tick like the simulation alone, so that what the player sees is
// provably what the rules say. One package holding all of it would make
// every part lean on every other.
//
// # The pattern: a composition root
//
// The app is the one place that knows every room: it creates them in
// order (the assets, the controls, the music, the play scene, the lobby,
// the menus), hands each what it needs (the engine, the bus, small
// interfaces: the menus see the app only as menu.App and menu.Settings),
// and switches the scenes. No room registers itself, no room keeps a
// global: a second app in the same process (a test) builds a second set.
//
// The flags say what kind of run it is. A live run starts at the title. A
// scripted run (-headless, -replay) never leaves the play scene by
// itself, so that its state stays comparable with game.RunReplay: a
// headless -replay run dumps exactly what game.RunReplay dumps. A headless
// online match (-headless with -host or -join) needs no engine at all:
// EngineOptions' Args sets engine.Options.Instead, and engine.Main plays
// the match with the rules and the network only, loading no SDL.
//
// # Saves
//
// High scores, settings and the player's bindings are saves (package save
// and core/data's SaveFile): written atomically, a damaged one set aside,
// and one that exists but cannot be read never written over. The game then
// plays on the defaults in memory and says so once: the whole story in the
// log, one short line on the title. However the game ends (the player, the
// window, -ticks, SIGINT, SIGTERM, SIGHUP), the engine's AfterRun runs the
// same finish: an online match is left, settings changed and not yet saved
// are saved, and -record, -dump and -screenshot are written, each
// atomically. In a debug build, on a real data folder, the rules data,
// the particle emitters and the bindings reload while the game runs
// (hot reload); a broken edit is reported and the last good data kept.
//
// Problems are logged through log/slog, on the engine's logger, each
// message starting "bomberman:", at the levels the engine uses: Warn for
// what the game works around, Error for what it could not do.
//
// # What it costs
//
// Start-up loads and checks the whole data set (rules, art, music,
// effects, bindings) and synthesizes the music once per process, a
// fraction of a second; a frame costs what the play scene and the engine
// cost (docs/performance.md has the figures).
package app
