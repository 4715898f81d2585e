package patterns_test

import (
	"fmt"

	"github.com/bengine-go/bengine/core/patterns"
)

func ExampleDelegate() {
	type healthChanged struct{ Old, New int }
	var changed patterns.Delegate[healthChanged]

	hud := changed.Subscribe(func(e healthChanged) { fmt.Println("hud: health", e.New) })
	changed.Subscribe(func(e healthChanged) {
		if e.New <= 0 {
			fmt.Println("game: player down")
		}
	})
	changed.Broadcast(healthChanged{Old: 3, New: 1})
	hud.Close() // the HUD went away: its listener goes with it
	changed.Broadcast(healthChanged{Old: 1, New: 0})
	// Output:
	// hud: health 1
	// game: player down
}

func ExampleEventBus() {
	type bombExploded struct{ X, Y int }
	bus := patterns.NewEventBus()

	// The audio system and the score system know only the event type.
	patterns.Subscribe(bus, func(e bombExploded) { fmt.Println("audio: boom at", e.X, e.Y) })
	patterns.Subscribe(bus, func(e bombExploded) { fmt.Println("score: +10") })

	patterns.Broadcast(bus, bombExploded{X: 3, Y: 5})
	// Output:
	// audio: boom at 3 5
	// score: +10
}

type achievements struct{ unlocked []string }

func (a *achievements) OnNotify(event string) {
	if event == "fell-off-bridge" {
		a.unlocked = append(a.unlocked, "Fall from a bridge")
	}
}

func ExampleSubject() {
	var physics patterns.Subject[string]
	a := &achievements{}
	physics.AddObserver(a)
	physics.Notify("fell-off-bridge")
	fmt.Println(a.unlocked)
	// Output: [Fall from a bridge]
}

func ExampleSignal() {
	var roundOver patterns.Signal
	roundOver.Subscribe(func() { fmt.Println("show results") })
	roundOver.Broadcast()
	// Output: show results
}

func ExampleBind() {
	type unit struct{ X int }
	moveRight := patterns.TargetFunc[*unit](func(u *unit) { u.X++ })

	player, ai := &unit{}, &unit{X: 10}
	cmd := patterns.Bind[*unit](moveRight, player)
	var bound patterns.Command = cmd // what an input binding holds
	bound.Execute()
	cmd.Target = ai // hand the same binding to the AI
	bound.Execute()
	fmt.Println(player.X, ai.X)
	// Output: 1 11
}

func ExampleGroup() {
	var fired patterns.Delegate[int]
	var subs patterns.Group // owned by, say, a component
	subs.Add(fired.Subscribe(func(n int) { fmt.Println("a", n) }))
	subs.Add(fired.Subscribe(func(n int) { fmt.Println("b", n) }))
	fired.Broadcast(1)
	subs.Close() // the component is destroyed
	fired.Broadcast(2)
	fmt.Println("listeners:", fired.Len())
	// Output:
	// a 1
	// b 1
	// listeners: 0
}
