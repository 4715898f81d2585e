package apptest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/play"
)

// BusyInput is a bot's pattern for a busy stage: walk in a square,
// dropping bombs all the way.
func BusyInput(frame int) game.Buttons {
	dirs := [4]game.Buttons{game.ButtonRight, game.ButtonDown, game.ButtonLeft, game.ButtonUp}
	return dirs[(frame/48)&3] | game.ButtonA
}

// StartBusy starts stage 20 (the run's -seed) from a password with 10 bombs, range
// 5, flamepass and wallpass, so the bot of BusyInput lives long among its
// explosions, and shows it.
func StartBusy(tb testing.TB, a *app.App) {
	tb.Helper()
	pw := game.Progress{Stage: 20, Bombs: 10, Range: 5, Flamepass: true, Wallpass: true}.Password()
	g, err := game.New(a.Config(), game.Options{Seed: a.Flags.Seed, Stage: 20, Password: pw})
	if err != nil {
		tb.Fatal(err)
	}
	a.Play().Begin(g, nil, nil, false)
	if err := a.Engine().Scenes().Switch(play.SceneName); err != nil {
		tb.Fatal(err)
	}
}

// BusyKeys sends frame's keys of BusyInput's pattern as real key events:
// the direction held (changing every 48 frames), X pressed for 4 frames
// of every 8.
func BusyKeys(tb testing.TB, frame int) {
	tb.Helper()
	dirs := [4]input.Key{input.KeyRight, input.KeyDown, input.KeyLeft, input.KeyUp}
	push := func(k input.Key, down bool) {
		if err := inputtest.PushKey(k, down); err != nil {
			tb.Fatal(err)
		}
	}
	if frame%48 == 0 {
		if frame > 0 {
			push(dirs[(frame/48-1)&3], false)
		}
		push(dirs[(frame/48)&3], true)
	}
	switch frame % 8 {
	case 0:
		push(input.KeyX, true)
	case 4:
		push(input.KeyX, false)
	}
}

// PlayedTo plays a game headless with the inputs in gives by tick until
// it reaches phase.
func PlayedTo(t testing.TB, cfg *game.Config, opts game.Options, in func(int) [2]game.Buttons, phase game.Phase) *game.Game {
	t.Helper()
	g, err := game.New(cfg, opts)
	if err != nil {
		t.Fatal(err)
	}
	for tick := 0; g.Phase() != phase; tick++ {
		if tick > 1_000_000 {
			t.Fatalf("options %+v: phase %v not reached in %d ticks", opts, phase, tick)
		}
		g.Step(in(g.Tick()))
	}
	return g
}

// FirstDiff returns "" if a and b are the same JSON text, else the first
// line where they differ.
func FirstDiff(a, b []byte) string {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			return fmt.Sprintf("line %d: %q, want %q", i+1, lb[i], la[i])
		}
	}
	if len(la) != len(lb) {
		return fmt.Sprintf("%d lines, want %d", len(lb), len(la))
	}
	return ""
}
