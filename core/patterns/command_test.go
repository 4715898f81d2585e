package patterns_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
)

type bomber struct {
	name string
	x    int
}

type moveCmd struct{ dx int }

func (m moveCmd) Execute(b *bomber) { b.x += m.dx }

func TestBoundCommandDrivesAnyTarget(t *testing.T) {
	player := &bomber{name: "player"}
	ai := &bomber{name: "ai"}
	left := patterns.Bind[*bomber](moveCmd{dx: -1}, player)
	right := patterns.Bind[*bomber](patterns.TargetFunc[*bomber](func(b *bomber) { b.x++ }), player)

	// One input table, executed like the input layer would.
	bindings := []patterns.Command{left, left, right, left}
	for _, c := range bindings {
		c.Execute()
	}
	left.Target, right.Target = ai, ai // the AI takes over: same commands, new target
	for _, c := range bindings {
		c.Execute()
	}
	// A replay runs the recorded commands against a fresh bomber.
	replayed := &bomber{name: "replay"}
	for _, c := range []patterns.TargetCommand[*bomber]{moveCmd{-1}, moveCmd{-1}, moveCmd{+1}, moveCmd{-1}} {
		c.Execute(replayed)
	}
	cases := []struct {
		b    *bomber
		want int
	}{{player, -2}, {ai, -2}, {replayed, -2}}
	for _, c := range cases {
		if c.b.x != c.want {
			t.Errorf("%s x: got %d, want %d", c.b.name, c.b.x, c.want)
		}
	}
}

func TestCommandFunc(t *testing.T) {
	n := 0
	var c patterns.Command = patterns.CommandFunc(func() { n++ })
	c.Execute()
	c.Execute()
	if n != 2 {
		t.Errorf("calls: got %d, want 2", n)
	}
}

func TestRemoveObserver(t *testing.T) {
	var s patterns.Subject[int]
	a, b := &funcObserver{func(int) {}}, &funcObserver{func(int) {}}
	s.AddObserver(a)
	cases := []struct {
		o    *funcObserver
		want bool
	}{{b, false}, {a, true}, {a, false}}
	for i, c := range cases {
		if got := s.RemoveObserver(c.o); got != c.want {
			t.Errorf("remove #%d: got %v, want %v", i, got, c.want)
		}
	}
}
