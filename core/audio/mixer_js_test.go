//go:build js

package audio_test

import (
	"errors"
	"syscall/js"
	"testing"

	"github.com/bengine-go/bengine/core/audio"
)

// Where there is no Web Audio (Node.js, which runs the js tests), NewMixer
// says so, and the game keeps the null service. The browser side (an
// AudioContext on globalThis.bengineAudio that a click starts) is checked
// by core/build's headless-Chromium test of the game.
func TestWebMixerWithoutWebAudio(t *testing.T) {
	if js.Global().Get("AudioContext").Truthy() {
		t.Skip("this runtime has Web Audio: core/build's browser test checks it")
	}
	m, err := audio.NewMixer(nil)
	if !errors.Is(err, errors.ErrUnsupported) || m != nil {
		t.Errorf("NewMixer: got %v, %v; want nil, an error wrapping errors.ErrUnsupported", m, err)
	}
	if js.Global().Get(audio.AudioGlobal).Truthy() {
		t.Errorf("globalThis.%s: got a value, want none without Web Audio", audio.AudioGlobal)
	}
}
