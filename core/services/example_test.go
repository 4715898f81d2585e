package services_test

import (
	"fmt"
	"log"
	"log/slog"
	"os"
	"testing/fstest"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/services"
)

func ExampleAudio() {
	// Nothing provided yet: the null service swallows the call.
	services.Audio().PlaySound("bomb", 1, 0)
	fmt.Printf("%T\n", services.Audio())

	// Decorate whatever is provided to see every call.
	quiet := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey {
				return slog.Attr{} // no time, so the output is stable
			}
			return a
		},
	}))
	services.ProvideAudio(services.NewLoggingAudio(services.Audio(), quiet))
	services.Audio().PlaySound("bomb", 1, 0.5)
	services.Audio().PlayMusic("stage1", true)

	services.ProvideAudio(nil) // back to the null service
	// Output:
	// services.NullAudioService
	// level=INFO msg="audio: PlaySound" id=bomb volume=1 pan=0.5
	// level=INFO msg="audio: PlayMusic" id=stage1 loop=true
}

func ExampleBus() {
	type playerDied struct{ Player int }
	sub := patterns.Subscribe(services.Bus(), func(e playerDied) { fmt.Println("player", e.Player, "died") })
	defer sub.Close()
	patterns.Broadcast(services.Bus(), playerDied{Player: 2})
	// Output: player 2 died
}

// A game provides the mixer at start, registers its sounds, and closes it
// at shutdown. Volumes are found by type assertion, since not every
// service has them.
func ExampleNewMixer() {
	m, err := services.NewMixer(nil)
	if err != nil {
		log.Printf("no audio, playing silent: %v", err)
		return
	}
	defer m.Close()
	services.ProvideAudio(m)
	defer services.ProvideAudio(nil)

	data := fstest.MapFS{} // the game's data folder, e.g. os.DirFS("data")
	if bomb, err := services.LoadWAV(data, "sfx/bomb.wav"); err != nil {
		log.Print(err)
	} else {
		bomb.Channel = 4 // bombs restart each other instead of stacking
		m.Register("bomb", bomb)
	}
	m.Register("beep", &services.Sound{Rate: 8000, Samples: make([]float32, 800)}) // made in code

	if vc, ok := services.Audio().(services.VolumeControl); ok {
		vc.SetVolume(services.Music, 0.7)
	}
	services.Audio().PlaySound("bomb", 0.8, -0.3)
	services.Audio().PlayMusic("stage1", true)
}

// An offline mixer measures a mix without a device: ten booms on one
// channel are one boom restarted, not ten stacked.
func ExampleNewOfflineMixer() {
	m := services.NewOfflineMixer(&services.MixerOptions{ChunkFrames: 480}) // 10 ms chunks
	boom := &services.Sound{Rate: 48000, Samples: make([]float32, 48000), Channel: 1}
	for i := range boom.Samples {
		boom.Samples[i] = 0.3
	}
	m.Register("boom", boom)
	peak := float32(0)
	for range 10 {
		m.PlaySound("boom", 1, 0)
		for _, s := range m.Mix() {
			peak = max(peak, s, -s)
		}
	}
	st := m.Stats()
	fmt.Printf("peak %.2f, %d started, %d replaced\n", peak, st.SoundsStarted, st.SoundsReplaced)
	// Output: peak 0.30, 10 started, 9 replaced
}
