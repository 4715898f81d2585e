package services_test

import (
	"fmt"
	"log"
	"os"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/services"
)

func ExampleAudio() {
	// Nothing provided yet: the null service swallows the call.
	services.Audio().PlaySound("bomb", 1, 0)
	fmt.Printf("%T\n", services.Audio())

	// Decorate whatever is provided to see every call.
	services.ProvideAudio(services.NewLoggingAudio(services.Audio(), log.New(os.Stdout, "", 0)))
	services.Audio().PlaySound("bomb", 1, 0.5)
	services.Audio().PlayMusic("stage1", true)

	services.ProvideAudio(nil) // back to the null service
	// Output:
	// services.NullAudioService
	// audio: PlaySound("bomb", volume 1.00, pan 0.50)
	// audio: PlayMusic("stage1", loop true)
}

func ExampleBus() {
	type playerDied struct{ Player int }
	sub := patterns.Subscribe(services.Bus(), func(e playerDied) { fmt.Println("player", e.Player, "died") })
	defer sub.Close()
	patterns.Broadcast(services.Bus(), playerDied{Player: 2})
	// Output: player 2 died
}

// A game provides SDL audio at start and closes it at shutdown.
func ExampleNewSDLAudio() {
	a, err := services.NewSDLAudio(nil)
	if err != nil {
		log.Printf("no audio, playing silent: %v", err)
		return
	}
	defer a.Close()
	services.ProvideAudio(a)
	defer services.ProvideAudio(nil)

	if err := services.Audio().Load("bomb", "data/sfx/bomb.wav"); err != nil {
		log.Print(err)
	}
	beep := &services.Sound{Rate: 8000, Samples: make([]float32, 800)} // made in code
	services.Audio().Register("beep", beep)
	services.Audio().PlaySound("bomb", 0.8, -0.3)
	services.Audio().PlayMusic("stage1", true)
}
