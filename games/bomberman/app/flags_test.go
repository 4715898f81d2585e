package app_test

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

func TestParseFlags(t *testing.T) {
	cases := []struct {
		args    []string
		want    app.Flags
		wantErr string
	}{
		{args: nil, want: app.Flags{}},
		{args: []string{"-stage", "7", "-seed", "42"}, want: app.Flags{Stage: 7, Seed: 42, SeedSet: true}},
		{args: []string{"-headless", "-stage", "1", "-ticks", "120", "-dump", "d.json", "-screenshot", "s.png"},
			want: app.Flags{Headless: true, Stage: 1, Ticks: 120, Dump: "d.json", Screenshot: "s.png"}},
		{args: []string{"-headless", "-replay", "r.json"}, want: app.Flags{Headless: true, Replay: "r.json"}},
		{args: []string{"-mode", "coop", "-stage", "2", "-record", "out.json"}, want: app.Flags{Mode: game.ModeCoop, Stage: 2, Record: "out.json"}},
		{args: []string{"-scale", "4", "-fullscreen", "-mute", "-data", "/x"}, want: app.Flags{Scale: 4, Fullscreen: true, Mute: true, DataDir: "/x"}},
		{args: []string{"-stage", "0"}, want: app.Flags{}},
		{args: []string{"-stage", "51"}, wantErr: "-stage: got 51, want 1..50"},
		{args: []string{"-stage", "-3"}, wantErr: "-stage: got -3, want 1..50"},
		{args: []string{"-stage", "two"}, wantErr: `invalid value "two" for flag -stage`},
		{args: []string{"-seed", "-1"}, wantErr: `-seed: "-1" is not a number`},
		{args: []string{"-ticks", "-5"}, wantErr: "-ticks: got -5"},
		{args: []string{"-scale", "9"}, wantErr: "-scale: got 9, want 1..6"},
		{args: []string{"-mode", "battle"}, wantErr: "-mode:"},
		{args: []string{"-headless"}, wantErr: "-headless needs -ticks N or -replay FILE"},
		{args: []string{"-headless", "-ticks", "5", "-fullscreen"}, wantErr: "-headless and -fullscreen"},
		{args: []string{"-replay", "a.json", "-record", "a.json"}, wantErr: "would overwrite"},
		{args: []string{"-password", "AAAAABBBBBCCCCCDDDDD", "-headless", "-ticks", "9"},
			want: app.Flags{Password: "AAAAABBBBBCCCCCDDDDD", Headless: true, Ticks: 9}},
		{args: []string{"-password", "X", "-mode", "coop"}, want: app.Flags{Password: "X", Mode: game.ModeCoop}},
		// The command line reads lower case as upper case, and leaves
		// other characters for the password's own error to name.
		{args: []string{"-password", "aaaaaBBBBBcccccDDDDD"}, want: app.Flags{Password: "AAAAABBBBBCCCCCDDDDD"}},
		{args: []string{"-password", "äbc"}, want: app.Flags{Password: "äBC"}},
		{args: []string{"-password", "X", "-stage", "3"}, wantErr: "give -password or -stage, not both"},
		{args: []string{"-password", "X", "-mode", "versus"}, wantErr: "not -mode versus"},
		{args: []string{"-password", "X", "-record", "r.json"}, want: app.Flags{Password: "X", Record: "r.json"}},
		{args: []string{"-host", ":7777", "-headless", "-ticks", "60"}, want: app.Flags{Host: ":7777", Headless: true, Ticks: 60}},
		{args: []string{"-join", "[::1]:7777", "-delay", "0", "-headless", "-replay", "r.json"},
			want: app.Flags{Join: "[::1]:7777", DelaySet: true, Headless: true, Replay: "r.json"}},
		{args: []string{"-host", "0.0.0.0:7777", "-mode", "versus", "-stage", "4", "-seed", "9", "-delay", "10", "-headless", "-ticks", "9"},
			want: app.Flags{Host: "0.0.0.0:7777", Mode: game.ModeVersus, Stage: 4, Seed: 9, SeedSet: true, Delay: 10, DelaySet: true, Headless: true, Ticks: 9}},
		{args: []string{"-host", ":7777"}, want: app.Flags{Host: ":7777"}},
		{args: []string{"-join", "h:7777", "-delay", "4", "-scale", "2"}, want: app.Flags{Join: "h:7777", Delay: 4, DelaySet: true, Scale: 2}},
		{args: []string{"-host", ":7777", "-screenshot", "s.png"}, want: app.Flags{Host: ":7777", Screenshot: "s.png"}},
		{args: []string{"-join", "h:7777", "-replay", "r.json"}, wantErr: "script a headless online match (add -headless)"},
		{args: []string{"-host", ":7777", "-ticks", "60"}, wantErr: "script a headless online match"},
		{args: []string{"-host", ":7777", "-dump", "d.json"}, wantErr: "script a headless online match"},
		{args: []string{"-host", ":7777", "-record", "r.json"}, wantErr: "script a headless online match"},
		{args: []string{"-host", ":1", "-join", "h:1"}, wantErr: "give one of them"},
		{args: []string{"-delay", "3"}, wantErr: "-delay is the online input delay: give it with -host or -join"},
		{args: []string{"-host", ":1", "-delay", "11", "-headless", "-ticks", "5"}, wantErr: "-delay: got 11, want 0..10 ticks"},
		{args: []string{"-join", "h:1", "-delay", "-1", "-headless", "-ticks", "5"}, wantErr: "-delay: got -1, want 0..10 ticks"},
		{args: []string{"-host", ":1", "-mode", "coop", "-headless", "-ticks", "5"}, wantErr: "-mode coop: an online match is versus"},
		{args: []string{"-host", ":1", "-mode", "normal", "-headless", "-ticks", "5"}, wantErr: "-mode normal: an online match is versus"},
		{args: []string{"-join", "h:1", "-seed", "3", "-headless", "-ticks", "5"}, wantErr: "the joiner plays the host's match"},
		{args: []string{"-join", "h:1", "-stage", "3", "-headless", "-ticks", "5"}, wantErr: "the joiner plays the host's match"},
		{args: []string{"-host", ":1", "-password", "X", "-headless", "-ticks", "5"}, wantErr: "an online match is versus"},
		{args: []string{"-host", ":1", "-headless", "-ticks", "5", "-screenshot", "s.png"}, wantErr: "draws no frames"},
		{args: []string{"-bogus"}, wantErr: "flag provided but not defined: -bogus"},
		{args: []string{"extra"}, wantErr: `unexpected argument "extra"`},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			got, err := app.ParseFlags(c.args)
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("got error %v, want one containing %q", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("got error %v, want none", err)
			}
			if got != c.want {
				t.Fatalf("got %+v, want %+v", got, c.want)
			}
		})
	}
}

func ExampleParseFlags() {
	f, err := app.ParseFlags([]string{"-headless", "-stage", "3", "-ticks", "600", "-dump", "state.json"})
	fmt.Println(f.Stage, f.Ticks, f.Headless, f.Scripted(), err)
	_, err = app.ParseFlags([]string{"-stage", "60"})
	fmt.Println(err)
	// Output:
	// 3 600 true true <nil>
	// bomberman: -stage: got 60, want 1..50
}

// TestUsageListsEveryFlag: -h shows every flag the executable takes.
func TestUsageListsEveryFlag(t *testing.T) {
	var f app.Flags
	var a, b, c string
	usage := app.Usage()
	app.FlagSet(&f, &a, &b, &c).VisitAll(func(fl *flag.Flag) {
		if !strings.Contains(usage, "\n  -"+fl.Name+" ") {
			t.Errorf("Usage() does not list -%s", fl.Name)
		}
	})
}
