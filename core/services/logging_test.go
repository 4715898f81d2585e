package services_test

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/services"
)

// fullRecorder records every call of an AudioService with a VolumeControl,
// a SoundBank and a SoundStopper.
type fullRecorder struct{ calls []string }

func (r *fullRecorder) add(s string)                             { r.calls = append(r.calls, s) }
func (r *fullRecorder) Register(id string, s *services.Sound)    { r.add("Register") }
func (r *fullRecorder) PlaySound(id string, volume, pan float32) { r.add("PlaySound") }
func (r *fullRecorder) PlayMusic(id string, loop bool)           { r.add("PlayMusic") }
func (r *fullRecorder) StopMusic()                               { r.add("StopMusic") }
func (r *fullRecorder) StopSound(id string)                      { r.add("StopSound") }
func (r *fullRecorder) SetVolume(b services.AudioBus, v float32) { r.add("SetVolume") }
func (r *fullRecorder) Volume(b services.AudioBus) float32       { r.add("Volume"); return 0.5 }
func (r *fullRecorder) SetMuted(m bool)                          { r.add("SetMuted") }

// textLogger logs records as text without their time, to compare.
func textLogger(buf *bytes.Buffer) *slog.Logger {
	return slog.New(slog.NewTextHandler(buf, &slog.HandlerOptions{
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey && len(groups) == 0 {
				return slog.Attr{}
			}
			return a
		},
	}))
}

func TestLoggingAudioLogsAndForwards(t *testing.T) {
	var buf bytes.Buffer
	inner := &fullRecorder{}
	a := services.NewLoggingAudio(inner, textLogger(&buf))
	cases := []struct {
		call    func()
		forward string
		line    string
	}{
		{func() { a.Register("beep", &services.Sound{Rate: 8000, Samples: make([]float32, 80), Channel: 2}) }, "Register",
			`level=INFO msg="audio: Register" id=beep samples=80 rate=8000 channel=2 supported=true`},
		{func() { a.PlaySound("boom", 0.3, -1) }, "PlaySound", `level=INFO msg="audio: PlaySound" id=boom volume=0.3 pan=-1`},
		{func() { a.PlayMusic("theme", true) }, "PlayMusic", `level=INFO msg="audio: PlayMusic" id=theme loop=true`},
		{func() { a.StopMusic() }, "StopMusic", `level=INFO msg="audio: StopMusic"`},
		{func() { a.StopSound("boom") }, "StopSound", `level=INFO msg="audio: StopSound" id=boom supported=true`},
		{func() { a.SetVolume(services.Music, 0.25) }, "SetVolume", `level=INFO msg="audio: SetVolume" bus=Music volume=0.25 supported=true`},
		{func() {
			if v := a.Volume(services.Effects); v != 0.5 {
				t.Errorf("Volume: got %v, want the inner 0.5", v)
			}
		}, "Volume", `level=INFO msg="audio: Volume" bus=Effects volume=0.5 supported=true`},
		{func() { a.SetMuted(true) }, "SetMuted", `level=INFO msg="audio: SetMuted" muted=true supported=true`},
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

// Wrapping a service without volumes, a sound bank or stops: the calls are logged
// as unsupported and go nowhere.
func TestLoggingAudioUnsupported(t *testing.T) {
	var buf bytes.Buffer
	a := services.NewLoggingAudio(services.NullAudioService{}, textLogger(&buf))
	a.Register("beep", nil)
	a.SetMuted(true)
	a.StopSound("boom")
	if v := a.Volume(services.Master); v != 1 {
		t.Errorf("Volume without a VolumeControl: got %v, want 1", v)
	}
	want := `level=INFO msg="audio: Register" id=beep nil=true supported=false
level=INFO msg="audio: SetMuted" muted=true supported=false
level=INFO msg="audio: StopSound" id=boom supported=false
level=INFO msg="audio: Volume" bus=Master volume=1 supported=false`
	if got := strings.TrimSpace(buf.String()); got != want {
		t.Errorf("log: got\n%s\nwant\n%s", got, want)
	}
}

func TestLoggingAudioDefaults(t *testing.T) {
	a := services.NewLoggingAudio(nil, nil)
	if _, ok := a.Inner().(services.NullAudioService); !ok {
		t.Errorf("Inner with nil: got %T, want NullAudioService", a.Inner())
	}
}
