package services_test

import (
	"fmt"
	"log/slog"
	"os"

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
