package game_test

import (
	"reflect"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// A Game is a plain value: its type holds no pointer, slice, map,
// interface, function or channel, at any depth (unexported fields
// included), so a copy shares nothing with the original. That is what
// makes a copy a save state: the netplay rollback restores them, the bot
// looks ahead on them.
func TestGameIsAPlainValue(t *testing.T) {
	seen := map[reflect.Type]bool{}
	var walk func(ty reflect.Type, path string)
	walk = func(ty reflect.Type, path string) {
		switch ty.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
			t.Errorf("%s: a %v (%v) in Game: a copy would share what it points to", path, ty.Kind(), ty)
		case reflect.Array:
			walk(ty.Elem(), path+"[]")
		case reflect.Struct:
			if seen[ty] {
				return
			}
			seen[ty] = true
			for i := 0; i < ty.NumField(); i++ {
				f := ty.Field(i)
				walk(f.Type, path+"."+f.Name)
			}
		}
	}
	walk(reflect.TypeFor[game.Game](), "Game")
	if len(seen) < 10 {
		t.Fatalf("walked %d struct types, want the whole state", len(seen))
	}
}

// The walk above finds what it is meant to find.
func TestPlainValueWalkFindsReferences(t *testing.T) {
	type inner struct{ p *int }
	cases := []struct {
		name string
		ty   reflect.Type
		want reflect.Kind
	}{
		{"pointer", reflect.TypeFor[struct{ a [2]inner }](), reflect.Pointer},
		{"slice", reflect.TypeFor[struct{ s []game.Event }](), reflect.Slice},
		{"map", reflect.TypeFor[struct{ m map[int]int }](), reflect.Map},
		{"interface", reflect.TypeFor[struct{ e error }](), reflect.Interface},
	}
	for _, c := range cases {
		got := firstReference(c.ty)
		if got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
	if got := firstReference(reflect.TypeFor[game.Game]()); got != reflect.Invalid {
		t.Errorf("Game: got a %v, want none", got)
	}
}

// firstReference returns the kind of the first reference type in ty, or
// reflect.Invalid.
func firstReference(ty reflect.Type) reflect.Kind {
	switch ty.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return ty.Kind()
	case reflect.Array:
		return firstReference(ty.Elem())
	case reflect.Struct:
		for i := 0; i < ty.NumField(); i++ {
			if k := firstReference(ty.Field(i).Type); k != reflect.Invalid {
				return k
			}
		}
	}
	return reflect.Invalid
}

// A copy of a Game steps on its own: stepping the copy leaves the
// original, its events included, as it was.
func TestACopyIsASaveState(t *testing.T) {
	g, err := game.New(mustConfig(t), game.Options{Seed: 3, Mode: game.ModeVersus})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 120; i++ {
		g.Step([2]game.Buttons{busyInputs[i/20%len(busyInputs)], 0})
	}
	sum, events := g.Checksum(), append([]game.Event(nil), g.Events()...)
	c := *g
	for i := 0; i < 300; i++ {
		c.Step([2]game.Buttons{game.ButtonA | game.ButtonRight, game.ButtonA | game.ButtonLeft})
	}
	if g.Checksum() != sum || !reflect.DeepEqual(append([]game.Event(nil), g.Events()...), events) {
		t.Fatal("stepping a copy changed the original")
	}
	if c.Checksum() == sum {
		t.Fatal("the copy did not step")
	}
}
