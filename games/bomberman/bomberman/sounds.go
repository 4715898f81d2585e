package bomberman

import (
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
)

// sounds plays the effect of each event that has one (docs/nes-rules.md
// section 10) through the audio service, panned by where its cell is on
// screen. It is a component for its subscriptions' sake: its object owns
// them.
type sounds struct {
	scene.Base
	v *playView
}

func (s *sounds) subscribe(bus *patterns.EventBus) {
	play := func(id string, cellX int) { services.Audio().PlaySound(id, 1, s.pan(cellX)) }
	s.Own(patterns.Subscribe(bus, func(e Footstep) {
		if e.Horizontal {
			play("footstep_h", e.X)
		} else {
			play("footstep_v", e.X)
		}
	}))
	s.Own(patterns.Subscribe(bus, func(e BombPlaced) { play("bomb_place", e.X) }))
	s.Own(patterns.Subscribe(bus, func(e Exploded) { play("explosion", e.X) }))
	s.Own(patterns.Subscribe(bus, func(e ItemTaken) { play("item_get", e.X) }))
	s.Own(patterns.Subscribe(bus, func(e SecretTaken) { play("item_get", e.X) }))
	s.Own(patterns.Subscribe(bus, func(e PlayerDied) { play("player_die", e.X) }))
	s.Own(patterns.Subscribe(bus, func(AllEnemiesDead) { services.Audio().PlaySound("pause", 1, 0) }))
	s.Own(patterns.Subscribe(bus, func(Paused) { services.Audio().PlaySound("pause", 1, 0) }))
	s.Own(patterns.Subscribe(bus, func(PasswordShown) { services.Audio().PlaySound("password_beep", 1, 0) }))
}

// pan places a sound left or right by its cell's place on screen.
func (s *sounds) pan(cellX int) float32 {
	x := float32(cellX*Cell+Cell/2-scrollOf(s.v.game())) - ScreenW/2
	return max(-1, min(1, x/ScreenW))
}
