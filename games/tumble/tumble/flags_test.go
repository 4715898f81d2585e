package tumble_test

import (
	"errors"
	"flag"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/games/tumble/tumble"
)

func TestParseFlags(t *testing.T) {
	cases := []struct {
		args []string
		want tumble.Flags
		err  string // "" for none
	}{
		{nil, tumble.Flags{Level: "yard"}, ""},
		{[]string{"-level", "cellar", "-edit"}, tumble.Flags{Level: "cellar", Edit: true}, ""},
		{[]string{"-headless", "-ticks", "600", "-dump", "d.json", "-screenshot", "s.png", "-record", "r.json"},
			tumble.Flags{Level: "yard", Headless: true, Ticks: 600, Dump: "d.json", Screenshot: "s.png", Record: "r.json"}, ""},
		{[]string{"-headless", "-replay", "r.json"}, tumble.Flags{Level: "yard", Headless: true, Replay: "r.json"}, ""},
		{[]string{"-renderer", "sdl", "-scale", "2"}, tumble.Flags{Level: "yard", Renderer: render.BackendSDL, Scale: 2}, ""},
		{[]string{"-debugdraw", "-renderer", "gpu"}, tumble.Flags{Level: "yard", Renderer: render.BackendGPU, DebugDraw: true}, ""},
		{[]string{"-headless"}, tumble.Flags{}, "-headless needs -ticks N or -replay FILE"},
		{[]string{"-ticks", "-1"}, tumble.Flags{}, "-ticks: got -1"},
		{[]string{"-level", "../etc/passwd"}, tumble.Flags{}, "-level"},
		{[]string{"-level", ""}, tumble.Flags{}, "-level"},
		{[]string{"-scale", "9"}, tumble.Flags{}, "-scale: got 9"},
		{[]string{"-renderer", "vulkan"}, tumble.Flags{}, "-renderer"},
		{[]string{"-replay", "r.json", "-level", "yard"}, tumble.Flags{}, "not both"},
		{[]string{"-replay", "r.json", "-edit"}, tumble.Flags{}, "-edit"},
		{[]string{"-replay", "r.json", "-record", "./r.json"}, tumble.Flags{}, "overwrite"},
		{[]string{"-nope"}, tumble.Flags{}, "-nope"},
		{[]string{"extra"}, tumble.Flags{}, `unexpected argument "extra"`},
	}
	for _, c := range cases {
		got, err := tumble.ParseFlags(c.args)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("ParseFlags(%q): error %v, want one naming %q", c.args, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("ParseFlags(%q) = %+v, %v; want %+v", c.args, got, err, c.want)
		}
	}
	if _, err := tumble.ParseFlags([]string{"-h"}); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: %v, want flag.ErrHelp", err)
	}
	for _, f := range []string{"-level", "-edit", "-headless", "-ticks", "-replay", "-record", "-dump", "-screenshot", "-data", "-scale", "-renderer", "-debugdraw"} {
		if !strings.Contains(tumble.Usage(), f+" ") {
			t.Errorf("Usage does not list %s", f)
		}
	}
}
