package input_test

import (
	"os"
	"reflect"
	"testing"

	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/core/input"
)

// FuzzDecodeBindings feeds the bindings loader any bytes: it returns actions
// or an error, never both and never neither, within datatest's bounds; and
// what it accepts survives a save and a load unchanged.
func FuzzDecodeBindings(f *testing.F) {
	raw, err := os.ReadFile("../../data/bomberman/bindings.json") // the real file
	if err != nil {
		f.Fatal(err)
	}
	f.Add(raw)
	defaults, err := input.EncodeBindings(map[int]input.Actions{1: input.DefaultActions(1), 2: input.DefaultActions(2)})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(defaults)
	f.Add([]byte(`{"players": [{"player": 1, "actions": {"up": [{"stick": "LeftUp", "deadZone": 0.25, "state": "held"}]}}]}`))
	f.Add([]byte(`{"players": [{"player": 4, "actions": {"a": [{"key": "Scancode300"}, {"button": "Misc6", "state": "released"}]}}]}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		var players map[int]input.Actions
		var err error
		datatest.Bounded(t, func() { players, err = input.DecodeBindings("fuzz.json", raw) })
		if (players == nil) == (err == nil) {
			t.Fatalf("got actions %v and error %v, want exactly one", players, err)
		}
		if err != nil {
			return
		}
		out, err := input.EncodeBindings(players)
		if err != nil {
			t.Fatalf("accepted bindings do not encode: %v", err)
		}
		again, err := input.DecodeBindings("saved.json", out)
		if err != nil {
			t.Fatalf("saved bindings do not load: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(again, players) {
			t.Fatalf("save and load changed the bindings:\n got %v\nwant %v", again, players)
		}
	})
}
