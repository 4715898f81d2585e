package services_test

import (
	"bytes"
	"errors"
	"log"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/services"
)

// fullRecorder records every AudioService call.
type fullRecorder struct{ calls []string }

func (r *fullRecorder) add(s string) { r.calls = append(r.calls, s) }
func (r *fullRecorder) Load(id, path string) error {
	r.add("Load")
	return errors.New("load failed")
}
func (r *fullRecorder) Register(id string, s *services.Sound)    { r.add("Register") }
func (r *fullRecorder) PlaySound(id string, volume, pan float32) { r.add("PlaySound") }
func (r *fullRecorder) PlayMusic(id string, loop bool)           { r.add("PlayMusic") }
func (r *fullRecorder) StopMusic()                               { r.add("StopMusic") }
func (r *fullRecorder) SetVolume(ch services.Channel, v float32) { r.add("SetVolume") }
func (r *fullRecorder) Volume(ch services.Channel) float32       { r.add("Volume"); return 0.5 }
func (r *fullRecorder) SetMuted(m bool)                          { r.add("SetMuted") }
func (r *fullRecorder) Close() error                             { r.add("Close"); return nil }

func TestLoggingAudioLogsAndForwards(t *testing.T) {
	var buf bytes.Buffer
	inner := &fullRecorder{}
	a := services.NewLoggingAudio(inner, log.New(&buf, "", 0))
	cases := []struct {
		call    func()
		forward string
		line    string
	}{
		{func() {
			if err := a.Load("boom", "data/boom.wav"); err == nil || err.Error() != "load failed" {
				t.Errorf("Load: got %v, want the inner error", err)
			}
		}, "Load", `audio: Load("boom", "data/boom.wav") = load failed`},
		{func() { a.Register("beep", &services.Sound{Rate: 8000, Samples: make([]float32, 80)}) }, "Register",
			`audio: Register("beep", 80 samples at 8000 Hz)`},
		{func() { a.PlaySound("boom", 0.5, -1) }, "PlaySound", `audio: PlaySound("boom", volume 0.50, pan -1.00)`},
		{func() { a.PlayMusic("theme", true) }, "PlayMusic", `audio: PlayMusic("theme", loop true)`},
		{func() { a.StopMusic() }, "StopMusic", `audio: StopMusic()`},
		{func() { a.SetVolume(services.Music, 0.25) }, "SetVolume", `audio: SetVolume(Music, 0.25)`},
		{func() {
			if v := a.Volume(services.Effects); v != 0.5 {
				t.Errorf("Volume: got %v, want the inner 0.5", v)
			}
		}, "Volume", `audio: Volume(Effects) = 0.50`},
		{func() { a.SetMuted(true) }, "SetMuted", `audio: SetMuted(true)`},
		{func() { a.Close() }, "Close", `audio: Close() = <nil>`},
	}
	for i, c := range cases {
		buf.Reset()
		c.call()
		if got := strings.TrimSpace(buf.String()); got != c.line {
			t.Errorf("call %d log: got %q, want %q", i, got, c.line)
		}
		if got := inner.calls[len(inner.calls)-1]; len(inner.calls) != i+1 || got != c.forward {
			t.Errorf("call %d forwarded: got %v, want ... %s", i, inner.calls, c.forward)
		}
	}
}

func TestLoggingAudioDefaults(t *testing.T) {
	a := services.NewLoggingAudio(nil, nil)
	if _, ok := a.Inner().(services.NullAudioService); !ok {
		t.Errorf("Inner with nil: got %T, want NullAudioService", a.Inner())
	}
}
