// Package level is Tumble's level file: the items of a level (crates,
// walls, ramps, bricks, lamps, windows, rope bridges, the start and the
// goal), read strictly from JSON with errors that name the file, the line
// and the key, written back in a fixed form, and changed by the level
// editor's edits, each a Command that can be undone.
//
//	l, err := level.Load(fsys, "levels/yard.json")
//	var h patterns.History
//	h.Do(&level.Move{L: l, Index: 3, From: [2]float32{40, 60}, To: [2]float32{80, 60}})
//	h.Undo() // l.Encode() is the file's bytes again
//	data.WriteFileAtomic(path, l.Encode(), 0o644)
//
// It is data only: no engine, no physics. The game (package tumble) builds
// the scene from a Level; the editor changes the Level and builds again.
//
// # The file
//
//	{
//	  "name": "The yard",
//	  "width": 1280,
//	  "height": 240,
//	  "items": [
//	    {"kind": "start", "x": 40, "y": 180, "w": 14, "h": 14},
//	    {"kind": "crate", "x": 200, "y": 200, "w": 16, "h": 16, "angle": 15}
//	  ]
//	}
//
// Lengths are pixels, y grows downwards, angles are degrees clockwise.
// (x, y) is an item's centre, except a lamp's, which is the hook it hangs
// from. Items are built in file order. Encode writes one item a line, so
// that a saved edit is a one-line change in version control, and the
// same level always gives the same bytes.
//
// # Edits: the Command pattern with undo
//
// The editor never changes a Level directly: it makes a command (Place,
// Delete, Move, Rotate, Resize, Flip) and hands it to a
// patterns.History, which executes it and keeps it. Each command keeps
// what it needs to take itself back, so Undo restores the level exactly
// and Redo does the edit again. A drag is one Move, made when the mouse
// button is released, not one per frame. The cost is a small object per
// edit kept in the history; the gain is that undo is correct by
// construction rather than by a snapshot of the whole level per edit.
package level
