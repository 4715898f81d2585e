package tumble_test

import (
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/games/tumble/tumble"
)

func TestButtons(t *testing.T) {
	cases := []struct {
		s string
		b tumble.Buttons
	}{
		{"", 0},
		{"left", tumble.ButtonLeft},
		{"right+jump", tumble.ButtonRight | tumble.ButtonJump},
		{"left+right+jump", tumble.ButtonLeft | tumble.ButtonRight | tumble.ButtonJump},
	}
	for _, c := range cases {
		if got := c.b.String(); got != c.s {
			t.Errorf("%d.String() = %q, want %q", c.b, got, c.s)
		}
		if got, err := tumble.ParseButtons(c.s); err != nil || got != c.b {
			t.Errorf("ParseButtons(%q) = %d, %v; want %d", c.s, got, err, c.b)
		}
	}
	for _, bad := range []string{"up", "left+", "+", "LEFT", "left jump"} {
		if _, err := tumble.ParseButtons(bad); err == nil {
			t.Errorf("ParseButtons(%q) accepted it", bad)
		}
	}
}

const goodReplay = `{"version": 1, "level": "levels/yard.json", "levelHash": "0123456789abcdef", "ticks": 100,
  "inputs": [{"tick": 0, "buttons": "right"}, {"tick": 50, "buttons": "right+jump"}, {"tick": 99, "buttons": ""}]}`

func TestParseReplay(t *testing.T) {
	r, err := tumble.ParseReplay("r.json", []byte(goodReplay))
	if err != nil || r.Ticks != 100 || len(r.Inputs) != 3 {
		t.Fatalf("ParseReplay = %+v, %v", r, err)
	}
	cases := []struct{ name, raw, want string }{
		{"version", strings.Replace(goodReplay, `"version": 1`, `"version": 2`, 1), "version"},
		{"level outside the data", strings.Replace(goodReplay, `levels/yard.json`, `../yard.json`, 1), "field level"},
		{"level not JSON", strings.Replace(goodReplay, `levels/yard.json`, `levels/yard.txt`, 1), "field level"},
		{"hash", strings.Replace(goodReplay, `0123456789abcdef`, `xyz`, 1), "levelHash"},
		{"ticks", strings.Replace(goodReplay, `"ticks": 100`, `"ticks": -5`, 1), "field ticks"},
		{"huge ticks", strings.Replace(goodReplay, `"ticks": 100`, `"ticks": 99999999999`, 1), "ticks"},
		{"tick past the end", strings.Replace(goodReplay, `"tick": 99`, `"tick": 100`, 1), "inputs[2].tick"},
		{"ticks out of order", strings.Replace(goodReplay, `"tick": 50`, `"tick": 0`, 1), "inputs[1].tick"},
		{"button", strings.Replace(goodReplay, `right+jump`, `right+fly`, 1), "inputs[1].buttons"},
		{"unknown key", strings.Replace(goodReplay, `"ticks"`, `"tics"`, 1), `"tics"`},
	}
	for _, c := range cases {
		_, err := tumble.ParseReplay("r.json", []byte(c.raw))
		if err == nil || !strings.Contains(err.Error(), "r.json") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error naming r.json and %q", c.name, err, c.want)
		}
	}
}

func FuzzParseReplay(f *testing.F) {
	f.Add([]byte(goodReplay))
	f.Add([]byte(`{"version": 1, "level": "a.json", "levelHash": "0000000000000000", "ticks": 0, "inputs": []}`))
	f.Add([]byte(`{"inputs": [{"tick": -1, "buttons": "left+left"}]}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		datatest.Bounded(t, func() {
			r, err := tumble.ParseReplay("fuzz.json", raw)
			if err != nil {
				if !strings.Contains(err.Error(), "fuzz.json") {
					t.Fatalf("error %q does not name the file", err)
				}
				return
			}
			again, err := r.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := tumble.ParseReplay("again.json", again); err != nil {
				t.Fatalf("a replay that loaded does not load after Marshal: %v", err)
			}
		})
	})
}
