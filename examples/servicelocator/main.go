// Command servicelocator shows the Service Locator: code that plays a sound
// asks services.Audio() for whatever plays sounds now, instead of holding
// an audio object or a global of one concrete type.
//
//	go run ./examples/servicelocator
//
// What to look at: Space plays a beep made in code. N swaps the audio
// service for the NullAudioService, whose methods do nothing: Space still
// "plays", silently, and no caller checks for nil (a headless test or the
// web build runs the same code). L wraps the current service in the logging
// decorator, which prints every call on screen and forwards it. The caller,
// beeper.Update, never changes. The locator is core/services/locator.go.
package main

import (
	"fmt"
	"log/slog"
	"math"
	"strings"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
)

func main() { engine.Main(options, setup) }

// options open the audio device, on a screen wide enough for the log.
var options = &engine.Options{Title: "Service locator", Audio: true, Window: render.Options{LogicalW: 480, LogicalH: 270, Scale: 2}}

// setup registers the beep with the audio service the engine provided (if
// it takes sounds) and builds the scene in e.
func setup(e *engine.Engine) error {
	if bank, ok := services.Audio().(services.SoundBank); ok { // the null service takes none
		bank.Register("beep", beep(880, 0.15))
	}
	s := scene.New("locator")
	b := scene.AddComponent(s.NewObject("beeper"), &beeper{in: e.Input(), font: render.DefaultFont(e.Renderer()), real: services.Audio()})
	b.describe()
	e.Scenes().Add(s)
	return e.Scenes().Switch("locator")
}

// beep makes a sine tone of freq Hz lasting secs seconds, fading out.
func beep(freq, secs float64) *services.Sound {
	const rate = 44100
	s := &services.Sound{Rate: rate, Samples: make([]float32, int(secs*rate))}
	for i := range s.Samples {
		t := float64(i) / rate
		s.Samples[i] = float32(0.4 * math.Sin(2*math.Pi*freq*t) * (1 - t/secs))
	}
	return s
}

// beeper plays the beep on Space, and swaps the service on N and L.
type beeper struct {
	scene.Base
	in    *input.Manager
	font  *render.Font
	real  services.AudioService // the service the engine provided
	log   screenLog
	label string
}

func (b *beeper) Update(float32) {
	in := b.in
	if in.KeyPressed(input.KeySpace) {
		services.Audio().PlaySound("beep", 0.8, 0) // whoever the service is
	}
	if in.KeyPressed(input.KeyN) {
		if _, null := services.Audio().(services.NullAudioService); null {
			services.ProvideAudio(b.real)
		} else {
			services.ProvideAudio(services.NullAudioService{})
		}
		b.describe()
	}
	if in.KeyPressed(input.KeyL) {
		if l, ok := services.Audio().(*services.LoggingAudio); ok {
			services.ProvideAudio(l.Inner())
		} else {
			services.ProvideAudio(services.NewLoggingAudio(services.Audio(), slog.New(slog.NewTextHandler(&b.log, screenOnly))))
		}
		b.describe()
	}
}

// describe names the service in use.
func (b *beeper) describe() {
	b.label = fmt.Sprintf("audio: %T", services.Audio())
	if l, ok := services.Audio().(*services.LoggingAudio); ok {
		b.label = fmt.Sprintf("audio: %T(%T)", l, l.Inner()) // the decorator and what it wraps
	}
}

func (b *beeper) Render(q *render.Queue) {
	font := b.font
	q.Text(font, "Space beeps, N null service, L logging", 4, 4, render.StepUI, 0, render.White)
	q.Text(font, b.label, 4, 20, render.StepUI, 0, render.RGBA8(255, 220, 90, 255))
	for i, l := range b.log.lines {
		q.Text(font, l, 4, float32(48+12*i), render.StepUI, 0, render.RGBA8(160, 200, 255, 255))
	}
}

// screenLog keeps the last lines written to it, for the screen.
type screenLog struct{ lines []string }

func (w *screenLog) Write(p []byte) (int, error) {
	line := strings.TrimPrefix(strings.TrimSpace(string(p)), "audio: ")
	w.lines = append(w.lines, line)
	if len(w.lines) > 12 {
		w.lines = w.lines[1:]
	}
	return len(p), nil
}

// screenOnly leaves the time and level out of the on-screen log lines.
var screenOnly = &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
	if a.Key == slog.TimeKey || a.Key == slog.LevelKey {
		return slog.Attr{}
	}
	return a
}}
