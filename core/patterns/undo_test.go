package patterns_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
)

// append adds a word to a text; Undo takes it off again.
type appendWord struct {
	text *[]string
	word string
}

func (a *appendWord) Execute() { *a.text = append(*a.text, a.word) }
func (a *appendWord) Undo()    { *a.text = (*a.text)[:len(*a.text)-1] }

func TestHistory(t *testing.T) {
	cases := []struct {
		name   string
		limit  int
		script string // d<word>: Do; u: Undo; r: Redo; c: Clear
		want   string
		done   int
		undone int
	}{
		{"do", 0, "da db dc", "a b c", 3, 0},
		{"undo", 0, "da db dc u", "a b", 2, 1},
		{"undo everything and more", 0, "da db u u u", "", 0, 2},
		{"redo", 0, "da db u u r", "a", 1, 1},
		{"redo everything and more", 0, "da db u u r r r", "a b", 2, 0},
		{"a new command forgets the undone", 0, "da db u dc r", "a c", 2, 0},
		{"limit forgets the oldest", 2, "da db dc u u u", "a", 0, 2},
		{"clear", 0, "da db u c u r", "a", 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var text []string
			h := patterns.History{Limit: c.limit}
			for _, op := range strings.Fields(c.script) {
				switch op[0] {
				case 'd':
					h.Do(&appendWord{&text, op[1:]})
				case 'u':
					h.Undo()
				case 'r':
					h.Redo()
				case 'c':
					h.Clear()
				}
			}
			if got := strings.Join(text, " "); got != c.want {
				t.Errorf("after %q the text is %q, want %q", c.script, got, c.want)
			}
			if done, undone := h.Len(); done != c.done || undone != c.undone {
				t.Errorf("Len() = %d, %d, want %d, %d", done, undone, c.done, c.undone)
			}
			if h.CanUndo() != (c.done > 0) || h.CanRedo() != (c.undone > 0) {
				t.Errorf("CanUndo %v, CanRedo %v, want %v, %v", h.CanUndo(), h.CanRedo(), c.done > 0, c.undone > 0)
			}
		})
	}
}

func TestHistoryUndoReportsWhetherThereWasOne(t *testing.T) {
	var h patterns.History
	if h.Undo() || h.Redo() {
		t.Errorf("an empty history undid or redid something")
	}
}

// A counter's increments, undone and redone.
func ExampleHistory() {
	count := 0
	add := func(n int) patterns.Undoable { return &addCmd{&count, n} }
	var h patterns.History
	h.Do(add(5))
	h.Do(add(2))
	fmt.Println(count)
	h.Undo()
	fmt.Println(count)
	h.Redo()
	fmt.Println(count)
	// Output:
	// 7
	// 5
	// 7
}

type addCmd struct {
	n     *int
	delta int
}

func (a *addCmd) Execute() { *a.n += a.delta }
func (a *addCmd) Undo()    { *a.n -= a.delta }
