// Package play is the play scene: the Session that drives the rules
// (package game) one NES frame per fixed step, and the view, the objects
// that show the playfield, the HUD, the pause window and the cards, with
// the effects of the game's events (package effects).
//
//	p := play.New(play.Options{Engine: e, Assets: as, Controls: c, Music: m, Bus: bus})
//	e.Scenes().Add(p.Scene())
//	p.Begin(g, nil, nil, true) // a new game, live, behind its STAGE card
//
// # The model and the view
//
// The rules are plain values: a Game is arrays of tiles, bombs, flames,
// enemies and players, stepped by buttons, copyable, deterministic to the
// bit. The presentation is the opposite: objects. The play scene holds
// one GameObject per thing on screen (New lists them in order), each with
// components (core/scene's Component and Update Method). Each view part
// reads, every frame, the part of the state it shows (a position, a walk
// frame from the distance walked, a flame's shape from its neighbours, a
// dissolve from the enemy's timer) and sets its sprites from it,
// interpolating nothing: the view is a function of the state, so whatever
// state the session holds (a replay's, a rollback's prediction) is what
// shows. What the view remembers comes only from events (the explosion
// centres, the secret's pop-ups).
//
// # Views that only draw
//
// A frame of the view has two parts, each in a pass of its own: in Update
// the director works out which screen shows and turns the playfield, the
// pause window and the cards on and off; in LateUpdate, after every Update
// of the frame, each part reads the game and settles its objects
// (positions, animation frames, which pooled objects are in use) and the
// director places the camera. Render then only submits. Nothing depends
// on the order components were added in, and an object a pool hands out
// in LateUpdate is settled by the layer that hands it out, so it draws in
// the same frame.
//
// Object Pool: the things that come and go (bombs, flames, enemies, bricks
// on fire, items, pop-ups) get their objects from scene.Pool, built and
// started with the scene, so a frame makes and frees no object. A layer
// hands out one pooled object per entity on screen, in the model's order,
// and the objects in use stay in the pool's creation order, so sprites
// that overlap (two enemies passing) are drawn in the order the rules list
// them.
//
// # One bomb press, from the key to the sprite
//
// The player presses X. The input manager fires the command bound to
// player 1's "a" (package controls), which sets ButtonA in the player's
// mask. In the next fixed step the Session reads the masks and calls
// game.Step; the rules place a bomb and report a BombPlaced, stamped with
// the step's tick, in the step's event list. The Session hands the list
// to the feed (package feed), which publishes each event as its own type
// on the bus: the sounds (package effects) hear BombPlaced and play
// bomb_place, panned by its cell. In the frame's LateUpdate the bombs
// layer finds the new bomb in the game's slots, hands it a pooled object
// and sets its position and pulse frame; Render draws its sprite.
//
// # What it costs
//
// The objects cost a few hundred of them (most inactive, in pools) and the
// scene's passes over them: tens of microseconds of a frame. Numbers are
// formatted into reused buffers and drawn glyph by glyph: a frame
// allocates nothing.
package play
