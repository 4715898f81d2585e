package main

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/examples/internal/extest"
	"github.com/bengine-go/bengine/examples/tutorial/snake"
)

// TestSoundsFollowTheEvents wraps the audio service in the logging
// decorator, eats once and dies: the log shows the two sounds registered
// and each played once, in order.
func TestSoundsFollowTheEvents(t *testing.T) {
	var buf bytes.Buffer
	e := extest.Start(t, nil, func(e *engine.Engine) error {
		services.ProvideAudio(services.NewLoggingAudio(services.Audio(), slog.New(slog.NewTextHandler(&buf, nil))))
		return setup(e)
	})
	t.Cleanup(func() { services.ProvideAudio(nil) })
	extest.Frames(t, e, 1)
	g := extest.Component[*snake.Game](t, "game")
	g.Food = snake.Point{X: 17, Y: 14}
	extest.Frames(t, e, snake.StepsPerMove*(1+snake.Cols))
	var played []string
	for _, l := range strings.Split(buf.String(), "\n") {
		if _, after, ok := strings.Cut(l, `msg="audio: PlaySound" id=`); ok {
			id, _, _ := strings.Cut(after, " ")
			played = append(played, id)
		}
	}
	if got := strings.Join(played, " "); got != "eat die" {
		t.Fatalf("played %q, want eat then die\nlog:\n%s", got, buf.String())
	}
	if !strings.Contains(buf.String(), `msg="audio: Register" id=eat samples=3528 rate=44100`) {
		t.Errorf("the eat blip was not registered as 0.08 s at 44.1 kHz:\n%s", buf.String())
	}
}
