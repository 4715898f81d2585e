package input

import "testing"

// TestEdge drives one edge through presses and releases in numbered
// frames and checks the three states and the held count in each.
func TestEdge(t *testing.T) {
	type ev struct {
		down, report bool
	}
	cases := []struct {
		frame                   uint64
		events                  []ev
		pressed, held, released bool
		heldFrames              int
	}{
		{0, nil, false, false, false, 0}, // before any frame: nothing, although the stamps are 0
		{1, []ev{{true, true}}, true, true, false, 1},
		{2, nil, false, true, false, 2},
		{3, []ev{{true, true}}, false, true, false, 3}, // down again without an up: no edge
		{4, []ev{{false, true}}, false, false, true, 0},
		{5, []ev{{true, true}, {false, true}}, true, false, true, 0}, // a tap inside one frame
		{6, []ev{{true, false}}, false, true, false, 1},              // found held (a pad plugged in): held, not pressed
		{7, nil, false, true, false, 2},
	}
	var e edge
	for _, c := range cases {
		for _, x := range c.events {
			e.set(x.down, c.frame, x.report)
		}
		got := [3]bool{e.is(Pressed, c.frame), e.is(Held, c.frame), e.is(Released, c.frame)}
		if want := [3]bool{c.pressed, c.held, c.released}; got != want {
			t.Errorf("frame %d: got pressed/held/released %v, want %v", c.frame, got, want)
		}
		if got := e.heldFrames(c.frame); got != c.heldFrames {
			t.Errorf("frame %d: got %d held frames, want %d", c.frame, got, c.heldFrames)
		}
	}
	es := []edge{{}, {}}
	es[1].set(true, 8, true)
	releaseAll(es, 9)
	if es[0].is(Released, 9) || !es[1].is(Released, 9) || es[1].is(Held, 9) {
		t.Errorf("releaseAll: got %+v, want only the held one released", es)
	}
}
