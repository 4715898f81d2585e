package patterns

// Undoable is a command that can be taken back (Game Programming Patterns,
// "Command", Undo and Redo): Execute does it, Undo restores what was there
// before. A command that remembers the state it changes (the old position
// of what it moved) undoes exactly; the level editor's edits are written
// this way.
type Undoable interface {
	Command
	Undo()
}

// History runs undoable commands and keeps them for Undo and Redo: the
// commands done, newest last, and the commands undone, so that Redo can do
// them again. Doing a new command forgets what was undone: a branch of
// history is not kept.
//
// The zero value is an empty history with no limit.
type History struct {
	// Limit is the most commands kept for Undo (the oldest are forgotten
	// first); 0 means no limit.
	Limit int

	done   []Undoable
	undone []Undoable
}

// Do executes c and records it for Undo, and forgets the commands undone.
func (h *History) Do(c Undoable) {
	c.Execute()
	h.done = append(h.done, c)
	clear(h.undone)
	h.undone = h.undone[:0]
	if h.Limit > 0 && len(h.done) > h.Limit {
		n := copy(h.done, h.done[len(h.done)-h.Limit:])
		clear(h.done[n:])
		h.done = h.done[:n]
	}
}

// Undo takes back the last command done and reports whether there was
// one.
func (h *History) Undo() bool {
	if len(h.done) == 0 {
		return false
	}
	c := h.done[len(h.done)-1]
	h.done[len(h.done)-1] = nil
	h.done = h.done[:len(h.done)-1]
	c.Undo()
	h.undone = append(h.undone, c)
	return true
}

// Redo executes again the last command undone and reports whether there
// was one.
func (h *History) Redo() bool {
	if len(h.undone) == 0 {
		return false
	}
	c := h.undone[len(h.undone)-1]
	h.undone[len(h.undone)-1] = nil
	h.undone = h.undone[:len(h.undone)-1]
	c.Execute()
	h.done = append(h.done, c)
	return true
}

// CanUndo and CanRedo report whether Undo and Redo have a command.
func (h *History) CanUndo() bool { return len(h.done) > 0 }

// CanRedo reports whether Redo has a command to do again.
func (h *History) CanRedo() bool { return len(h.undone) > 0 }

// Len reports how many commands Undo and Redo could take.
func (h *History) Len() (done, undone int) { return len(h.done), len(h.undone) }

// Clear forgets every command, done and undone: after a save that starts
// a new history, or a reload that replaced what they changed.
func (h *History) Clear() {
	clear(h.done)
	clear(h.undone)
	h.done, h.undone = h.done[:0], h.undone[:0]
}
