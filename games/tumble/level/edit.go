package level

import (
	"fmt"
	"slices"
)

// The editor's edits, each a command (Game Programming Patterns,
// "Command") that does one change to a Level and can take it back:
// patterns.Undoable, run through a patterns.History. Each remembers what
// it needs to undo exactly (the item it deleted and where it was; the
// value a move, a turn or a resize replaced), so undoing every edit gives
// back the level's file byte for byte.
//
// The values they set are taken as given: the editor clamps them first
// (Level.Clamp). Describe says what the command does, for the editor's
// status line.

// Place adds Item at the end of the level's items.
type Place struct {
	L    *Level
	Item Item
}

func (c *Place) Execute()         { c.L.Items = append(c.L.Items, c.Item) }
func (c *Place) Undo()            { c.L.Items = c.L.Items[:len(c.L.Items)-1] }
func (c *Place) Describe() string { return "placed a " + string(c.Item.Kind) }

// Delete removes the item at Index; Undo puts it back in its place.
type Delete struct {
	L     *Level
	Index int
	item  Item
}

func (c *Delete) Execute() {
	c.item = c.L.Items[c.Index]
	c.L.Items = slices.Delete(c.L.Items, c.Index, c.Index+1)
}
func (c *Delete) Undo()            { c.L.Items = slices.Insert(c.L.Items, c.Index, c.item) }
func (c *Delete) Describe() string { return "deleted a " + string(c.item.Kind) }

// Move sets the position of the item at Index to To; Undo to From.
type Move struct {
	L        *Level
	Index    int
	From, To [2]float32
}

func (c *Move) Execute() { c.set(c.To) }
func (c *Move) Undo()    { c.set(c.From) }
func (c *Move) set(p [2]float32) {
	c.L.Items[c.Index].X, c.L.Items[c.Index].Y = p[0], p[1]
}
func (c *Move) Describe() string {
	return fmt.Sprintf("moved a %s to (%g, %g)", c.L.Items[c.Index].Kind, c.To[0], c.To[1])
}

// Rotate sets the angle (degrees) of the item at Index to To; Undo to
// From.
type Rotate struct {
	L        *Level
	Index    int
	From, To float32
}

func (c *Rotate) Execute() { c.L.Items[c.Index].Angle = c.To }
func (c *Rotate) Undo()    { c.L.Items[c.Index].Angle = c.From }
func (c *Rotate) Describe() string {
	return fmt.Sprintf("turned a %s to %g°", c.L.Items[c.Index].Kind, c.To)
}

// Resize sets the size of the item at Index to To; Undo to From.
type Resize struct {
	L        *Level
	Index    int
	From, To [2]float32
}

func (c *Resize) Execute() { c.set(c.To) }
func (c *Resize) Undo()    { c.set(c.From) }
func (c *Resize) set(s [2]float32) {
	c.L.Items[c.Index].W, c.L.Items[c.Index].H = s[0], s[1]
}
func (c *Resize) Describe() string {
	return fmt.Sprintf("resized a %s to %gx%g", c.L.Items[c.Index].Kind, c.To[0], c.To[1])
}

// Flip mirrors the item at Index; doing it again undoes it.
type Flip struct {
	L     *Level
	Index int
}

func (c *Flip) Execute()         { c.L.Items[c.Index].Flip = !c.L.Items[c.Index].Flip }
func (c *Flip) Undo()            { c.Execute() }
func (c *Flip) Describe() string { return "flipped a " + string(c.L.Items[c.Index].Kind) }
