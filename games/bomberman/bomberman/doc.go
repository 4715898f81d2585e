// Package bomberman is the game NES Bomberman on the engine: the app that
// opens the engine and loads the assets, the play scene (a Session that
// drives the rules, package game, one NES frame per fixed step, and the
// view: the objects that show the playfield, the HUD and the cards), the
// sounds, music and effects, the menus, and the executable's flags,
// including the scripted headless mode (-headless, -replay, -ticks,
// -dump) that tests and tools use, and online versus (-host, -join,
// -delay, or 2P VERSUS's HOST and JOIN: over package online), in the
// window (netmatch.go) or headless and scripted (online.go).
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
// # The model and the view
//
// The rules (package game) are plain values: a Game is arrays of tiles,
// bombs, flames, enemies and players, stepped by buttons, copyable, and
// deterministic to the bit. That is what makes a replay replay, a -dump
// comparable, a test exact, and it is what a netplay rollback needs: a
// state can be saved by copying it and stepped again. Nothing of the
// engine is in it, and nothing in it knows it is being drawn.
//
// The presentation is the opposite: objects. The play scene holds one
// GameObject per thing on screen (view.go lists them in order), each with
// components (core/scene's Component and Update Method): a player, an
// enemy, a bomb, a flame, a brick on fire, an item, the exit, a score
// pop-up and its digits, the HUD bar and its fields (its children), the
// pause window, the STAGE, game over and ending cards. The static field,
// hundreds of cells that change only when a brick burns, is one object
// with a tile-layer component. Each component reads, every frame, the part
// of the state it shows (a position, a walk frame from the distance
// walked, a flame's shape from its neighbours, a dissolve from the enemy's
// timer) and sets its sprites (scene.SpriteRenderer, scene.AnimatedSprite)
// from it, interpolating nothing: the view is a function of the state, so
// whatever state the session holds (a replay's, a loaded one, a rollback's
// prediction) is what shows.
//
// The Session component is the driver: its FixedUpdate is the only place
// the game steps, one fixed step one NES frame (the engine's fixed step is
// 1/60 s; headless, the engine's StepSource makes every frame exactly one
// step). The view's director (playView) picks the screen each frame and
// turns the playfield, the pause window and the cards on and off.
//
// Object Pool: the things that come and go (bombs, flames, enemies, bricks
// on fire, items, pop-ups) get their objects from scene.Pool, built and
// started when the scene is built, so a frame makes and frees no object.
// A layer object hands out one pooled
// object per entity on screen, in the model's order, and the objects in use
// stay in the pool's creation order, so sprites that overlap (two enemies
// passing) are drawn in the order the rules list them.
//
// Command (core/input): every action of the bindings file (up, down, left,
// right, a, b, start for players 1 and 2) is bound to a small command that
// sets its bit in the player's game.Buttons mask; the session reads the
// masks in FixedUpdate. Which key or pad button did it is data
// (the data's bindings.json, or the player's rebinding in the save
// folder). A press is latched until a fixed step has seen it, so a tap in
// a frame that runs no step is not lost. With -replay, the replay's buttons
// for the tick take the place of the masks, which is why a headless
// -replay run dumps exactly what game.RunReplay dumps.
//
// Event Queue and Observer: the game reports what happened as a per-step
// list of events; after each step the session publishes them, in order, as
// typed events (BombPlaced, Exploded, EnemyKilled, ItemTaken, PlayerDied,
// StageClear ... events.go) on the engine's event bus, then Stepped, all
// from one place, the step feed (stepFeed). Whoever needs one subscribes, with a
// subscription its object owns (closed with it): the sounds
// (docs/nes-rules.md section 10), the particle effects (core/particles:
// sparks, brick debris, enemy dissolves, with the configs of the data's
// particles folder), the screen shake of a chain, the flames (which burning
// cells are an explosion's centre), the secret bonus's pop-ups, the versus
// watch (RoundOver). There is no central switch. What the view remembers
// comes only from these events (the explosion centres, the shake's chain,
// the secret's pop-ups, the particles, the sounds); everything else it
// reads from the state.
//
// That is what makes the view right under rollback netplay. An online
// match (netMatch) runs its ticks in a global scene (scene.Manager's
// AddGlobal), under every scene and before it, one per fixed step, and the
// play scene shows its live game: the confirmed state plus the ticks
// simulated on predicted inputs. When the other player's real inputs
// differ from the prediction, the match simulates those ticks again; the
// next frame shows the corrected state, since the objects read it each
// frame. The events of the ticks run again go through the step feed, which
// publishes only the difference: what both versions of a tick have is not
// published twice (no sound plays twice, no sparks burst twice), what only
// the new one has is published late, and what only the old one had is
// taken back with Undone[E], which each listener undoes in its own way
// (events.go). A round's result shows once it is confirmed, never on a
// prediction.
// The music is state, not an event: each step the session asks the game
// which track should play (g.Music()) and the app switches only on a
// change. Gamepad hot-plug events arrive on the same bus: an unplugged pad
// pauses the game by pressing Start (through the game's own input, so a
// recording keeps it) and the pause screen says so until the pad is back
// and Start is pressed.
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
// the palette. The
// modern look (the Glow setting) draws the flames again into the light and
// glow steps (each flame object has a sprite for each), so they light the
// ambient-dimmed playfield and bloom; particles and shake have their own
// switches. Score pop-ups are laid out each frame so that simultaneous
// kills never cover each other. Numbers are formatted into reused byte
// buffers and drawn glyph by glyph: a frame allocates nothing. Every frame
// of a set of scripted sessions is compared with recorded ones
// (testdata/frames): the view may be rebuilt, never redrawn.
//
// # Menus
//
// The title, options, password, high-score and versus screens, and the
// online ones (2P VERSUS's LOCAL, HOST and JOIN with the input delay; the
// host's wait with its addresses; the joiner's address entry, typed or
// picked with the pad, and its wait; the message that says why an online
// match ended) live in this package too, in their own files, each a
// scene with one screen component
// (the title's logo, which a Tween drops in, and its brick wall are
// objects of their own): they add their scenes from an init() with
// RegisterMenus and use the App's methods (StartGame, ChangeSettings,
// SaveSettings, Settings, Scores, Last, PlaySound, PlayMusic, DrawText,
// Font, Atlas, Quit). Without a registered SceneTitle the game starts at
// stage 1 and returns there after a game over. Every screen works with a
// pad alone, as on the NES: on the password, name and join address
// screens A picks a letter, B deletes and Start confirms, and the
// keyboard's X and Z are A and B there while the other letters type.
// -password CODE starts the game CONTINUE would start from the password
// screen. Online there is no pause: the other player's game cannot stop;
// Start shows a notice, and Start again leaves the match.
//
// # What it costs
//
// The exactness of the rules means the presentation can only show what a
// state holds: a walk frame comes from the pixel position, a flame's shape
// from its neighbours and the explosion centres, a dissolve from the
// enemy's timer. The objects cost a few hundred of them (most inactive, in
// pools) and the scene's passes over them: tens of microseconds of a
// frame's millisecond. Synthesizing the music takes a fraction of a second
// at start; the modern look's glow and light steps cost a few full-screen
// passes a frame, which on a software rasteriser is most of the frame time
// (docs/performance.md has the figures).
package bomberman
