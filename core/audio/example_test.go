package audio_test

import (
	"fmt"
	"log"
	"testing/fstest"

	"github.com/bengine-go/bengine/core/audio"
	"github.com/bengine-go/bengine/core/services"
)

// A game provides the mixer at start, registers its sounds, and closes it
// at shutdown. Volumes are found by type assertion, since not every
// service has them.
func ExampleNewMixer() {
	m, err := audio.NewMixer(nil)
	if err != nil {
		log.Printf("no audio, playing silent: %v", err)
		return
	}
	defer m.Close()
	services.ProvideAudio(m)
	defer services.ProvideAudio(nil)

	data := fstest.MapFS{} // the game's data folder, e.g. os.DirFS("data")
	if bomb, err := audio.LoadWAV(data, "sfx/bomb.wav"); err != nil {
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
	m := audio.NewOfflineMixer(&audio.MixerOptions{ChunkFrames: 480}) // 10 ms chunks
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
