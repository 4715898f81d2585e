// Package game is NES Bomberman's rules as a deterministic simulation: no
// engine, no SDL, no clock. One call to [Game.Step] is one 60 Hz NES frame.
// The engine wraps it in components, scenes, rendering and audio; tests,
// replays, bots and benchmarks drive it directly.
//
//	cfg, err := game.LoadConfig(os.DirFS("data/bomberman")) // or the embedded data
//	g, err := game.New(cfg, game.Options{Seed: 42, Stage: 1})
//	for running {
//		g.Step([2]game.Buttons{pad1, 0}) // one frame
//		for _, ev := range g.Events() { ... } // sounds, music, particles
//		draw(g)                            // Tile, Player, Enemies, Flames, ...
//	}
//
// # The problem
//
// A faithful port must play tick for tick like the ROM (the rules, with
// their sources, are the project's rule book, docs/nes-rules.md; "section
// N" in this package's comments and tests is its section N): a bomb lasts
// exactly 160 frames, a flame spreads one cell per 4 frames, a Balloom
// moves on odd frames only. Games that model this with floating-point
// positions, delta times and bounding boxes drift from the original in
// ways players feel (section 11 lists fifteen). And the same rules must run headless, thousands of times
// faster than real time, for tests and replays.
//
// # The pattern: a frame-exact state machine with a fixed step
//
// The model is the ROM's own. Positions are a cell (X, Y) plus a pixel
// offset (U, V) in 0..15, (8, 8) the centre; every collision asks "which cell
// holds the centre", so there are no boxes to overlap. Speeds are frame
// patterns over the frame counter F (F odd, F & 3 != 0, every frame), not
// fractions. Explosions advance on ticks (F & 3 == 0; every 2nd frame in bonus
// stages) and flames carry their age in ticks. The flow of the game
// (intro, playing, dying, clear, bonus, gameover, ending) is a [Phase]
// with a frame timer. This is Nystrom's Game Loop with a fixed time step,
// taken to its end: the step is the unit of time, so nothing depends on how
// fast the host runs.
//
// Every number comes from the data set ([LoadConfig]): stages.json (the
// 50-stage table and the bonus stages), enemies.json (speed pattern,
// wallpass, behaviour, chase threshold, points, reaction to bricks),
// items.json and rules.json (fuse, flame ticks, timer, death and enemy death
// timings, the score ladder, caps). Files are decoded strictly and every bad
// value names its file and its JSON key.
//
// # Determinism
//
// A game is a pure function of its seed and its inputs. All randomness comes
// from two core/random streams derived from the seed ("map" for the layout
// and the secret items, "enemies" for placement, facing, runs and spawns), so
// adding a random choice in one place does not shift the other. The state is
// plain values and fixed arrays (10 enemy slots, 10 bombs, 80 flames); no
// maps are iterated and no goroutines run. A [Replay] (seed, stage, button
// changes by tick) therefore reproduces a game exactly, and [Game.Dump]
// gives a JSON state to compare. [RunReplay] is the headless runner.
// [Game.Checksum] hashes the whole state in a few microseconds and
// [Config.Hash] the data files: online versus (package online) compares
// both sides' checksums, and refuses a match between different data.
//
// The whole game is one such replay: games/bomberman/testdata/full_game.json
// plays from stage 1 through stage 50 and the ending, and a test checks
// that it still does. A bot recorded it (bot_test.go: it looks ahead on
// copies of the state, which is a plain value); when the rules or the data
// change, record it again with
//
//	go test ./games/bomberman/game -run TestRecordFullGame -record-full-game -v
//
// # Events instead of callbacks
//
// The simulation does not play sounds or spawn particles; it records what
// happened in a per-step list ([Game.Events]), rewritten every step.
// Each kind of event is a type of its own, declared once in events.go
// ([BombPlaced], [Exploded], [EnemyKilled] ...), with the fields it
// carries and the Tick of the step it happened in; the list holds them as
// [Event] values, and [Event.Publish] hands each on to an event bus as
// its own type, through one switch and one generic helper. The
// presentation reads the list after each Step (Nystrom's Event Queue,
// drained once per frame), so the rules stay testable without audio. A
// rollback that runs a step again may take an event back: [Undone] of its
// type says so ([Event.PublishUndone]).
//
// # A save state is a plain value
//
// A [Game] holds no pointer, slice or map (a test walks its type to hold
// that): the numbers of its data set are copied in, its events are a
// fixed array. So a copy of a Game is a save state that shares nothing
// with the original: the netplay rollback keeps such copies and restores
// them by assignment, and core/netplay's SyncTest, run over the recorded
// games in this package's tests, rolls back and simulates again after
// every tick and finds the checksums unchanged.
//
// # Two players
//
// The NES game has one player; [Options].Mode adds two modes of ours with
// the same Step signature (in[1] is player 2). In [ModeCoop] both share the
// stage, each with lives; a player who dies while the other lives respawns
// in the start corner after his death sequence, and only when nobody is
// left does the stage restart with a new map. A co-op player's flames spare
// his partner unless [Options].FriendlyFire is set. [ModeVersus] is a
// single-screen arena of ArenaW x ArenaH cells (15 x 13: the same border and
// pillars, 240 px wide, so the whole fight is on screen; [Game.MapSize]
// says which map a game has, and the dump's map has 13 rows of 15 chars).
// The players start in opposite corners, (1,1) and (13,11), each with the
// free 3-cell L; rules.json's versusBricks bricks fill that many of the
// arena's other open cells (107), with the versusItems under some of them.
// There are no enemies, no exit and no secret. Every flame kills either
// player; the last player standing wins the round, both dying within the
// same death sequence (or TIME running out) is a draw, and Options.Wins
// rounds (the menu's best of 3 or 5; rules.json's versusWins when 0) take the
// match. Each round is a new arena from the same seed
// stream, and the players start it with the starting power-ups.
//
// # Reading of the rules
//
// Where the rule book leaves a choice open the package follows the ROM's
// disassembly; where the players' descriptions and the ROM differ, the
// descriptions win and the data can switch (enemies.json's onBrick). The
// rule book's section 12 lists each of these choices; the audit tests
// (audit_test.go) read the rule book's tables and check the data against
// them.
//
// # What it costs
//
// The exactness costs a little convenience: the wrapper must interpolate
// nothing and draw what the state says, and rules such as "only the next cell
// is tested" must be followed even where a modern game would smooth them.
// In exchange a Step costs about a microsecond and allocates nothing, and
// every rule has a test that can fail.
package game
