package main

import (
	"slices"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestSwappingTheService runs the example headless, where the engine opens
// no audio device: the locator hands out the null service. The logging
// decorator, swapped in with L, sees the beep; after N the null service
// takes the calls and nothing is logged.
func TestSwappingTheService(t *testing.T) {
	e := extest.Start(t, options, setup)
	extest.Frames(t, e, 2)
	b := extest.Component[*beeper](t, "beeper")

	steps := []struct {
		key   input.Key
		label string
		log   []string
	}{
		{input.KeySpace, "audio: services.NullAudioService", nil},
		{input.KeyL, "audio: *services.LoggingAudio(services.NullAudioService)", nil},
		{input.KeySpace, "audio: *services.LoggingAudio(services.NullAudioService)",
			[]string{`msg="audio: PlaySound" id=beep volume=0.8 pan=0`}},
		{input.KeyN, "audio: services.NullAudioService", nil},
		{input.KeySpace, "audio: services.NullAudioService", nil},
	}
	for i, s := range steps {
		b.log.lines = nil
		extest.Tap(t, e, s.key)
		if b.label != s.label {
			t.Errorf("step %d: got label %q, want %q", i, b.label, s.label)
		}
		if !slices.Equal(b.log.lines, s.log) {
			t.Errorf("step %d: got log %q, want %q", i, b.log.lines, s.log)
		}
	}
	if _, ok := services.Audio().(services.NullAudioService); !ok {
		t.Errorf("got service %T at the end, want the null service", services.Audio())
	}
}
