// Package assets is how Bomberman looks: its art, loaded from the text
// sheets of the data's art folder (package art) and packed into one
// atlas, the regions of every sprite the views draw, the NES colours, the
// font in each text colour, the particle emitters, the music and effects
// registered with the audio service, and the Look in effect (the NES look
// or the modern one, particles, shake). The play scene's views and the
// menus draw with it.
//
//	as, err := assets.Load(e.Renderer(), files) // files: the data folder
//	as.DrawText(q, "STAGE", 96, 112, layer, assets.TextWhite)
//	sp := render.NewSprite(as.Bomb[0])
//
// # The problem
//
// A game with a few hundred sprites that looked each one up by name every
// frame would spend its time in map lookups and its draws on texture
// switches; a game that tinted its font to colour its text would land off
// the NES palette ($38 through the font's $20 white is not $38).
//
// # The pattern: one atlas, regions resolved once, palette swaps
//
// Load packs every sprite (the hand-drawn sheets, a few generated ones:
// the particle sheets and a light disc) into one atlas, so the playfield
// batches into a handful of draws, and resolves every region into an
// array indexed by what the game already has in hand (a game.EnemyKind, a
// game.Dir, a flame shape): a sprite's region is an index away. Where the
// NES swaps a palette, so does the game: each text colour and player 2 are
// copies of the font and of the hero repainted at load, drawn untinted.
// The text helpers (DrawText, DrawNumber, DrawBytes) draw glyph by glyph
// from reused buffers: a frame's text allocates nothing.
//
// # What it costs
//
// Loading (parsing the sheets, repainting, packing) takes a few tens of
// milliseconds at start; the music and effects are synthesized once per
// process and cached (RegisterAudio), a fraction of a second.
package assets
