package bomberman

import (
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
)

// The effects the events play, by kind.
const (
	sndFootstepH = iota
	sndFootstepV
	sndBomb
	sndExplosion
	sndItem
	sndDie
	sndPause
	sndBeep
	sndCount
)

var soundIDs = [sndCount]string{"footstep_h", "footstep_v", "bomb_place", "explosion", "item_get", "player_die", "pause", "password_beep"}

// soundKey is what played an effect: the step (the feed's Tick), the cell
// column and the player.
type soundKey struct{ tick, x, player int }

// sounds plays the effect of each event that has one (docs/nes-rules.md
// section 10) through the audio service, panned by where its cell is on
// screen. It remembers what played each effect last, so that an event a
// rollback undoes (Undone) stops its effect if it is still the last of its
// kind and the service can stop sounds (services.SoundStopper); an effect
// played since goes on. It is a component for its subscriptions' sake:
// its object owns them.
type sounds struct {
	scene.Base
	v    *playView
	last [sndCount]soundKey // tick 0: none
}

func (s *sounds) subscribe(bus *patterns.EventBus) {
	foot := func(h bool) int {
		if h {
			return sndFootstepH
		}
		return sndFootstepV
	}
	on(s, bus, func(e Footstep) (int, int, int) { return foot(e.Horizontal), e.X, e.Player })
	on(s, bus, func(e BombPlaced) (int, int, int) { return sndBomb, e.X, e.Player })
	on(s, bus, func(e Exploded) (int, int, int) { return sndExplosion, e.X, -1 })
	on(s, bus, func(e ItemTaken) (int, int, int) { return sndItem, e.X, e.Player })
	on(s, bus, func(e SecretTaken) (int, int, int) { return sndItem, e.X, e.Player })
	on(s, bus, func(e PlayerDied) (int, int, int) { return sndDie, e.X, e.Player })
	plainOn(s, bus, func(AllEnemiesDead) int { return sndPause })
	plainOn(s, bus, func(Paused) int { return sndPause })
	plainOn(s, bus, func(PasswordShown) int { return sndBeep })
}

// on plays the effect of events E (which returns the effect, its cell's
// column and its player, -1 none), panned by the column, and stops it on
// Undone[E].
func on[E any](s *sounds, bus *patterns.EventBus, what func(E) (snd, x, player int)) {
	s.Own(patterns.Subscribe(bus, func(e E) {
		k, x, p := what(e)
		s.play(k, x, p, s.pan(x))
	}))
	s.Own(patterns.Subscribe(bus, func(u Undone[E]) {
		k, x, p := what(u.Event)
		s.undo(k, soundKey{u.Tick, x, p})
	}))
}

// plainOn is on for effects played in the centre.
func plainOn[E any](s *sounds, bus *patterns.EventBus, what func(E) int) {
	s.Own(patterns.Subscribe(bus, func(e E) { s.play(what(e), 0, -1, 0) }))
	s.Own(patterns.Subscribe(bus, func(u Undone[E]) { s.undo(what(u.Event), soundKey{u.Tick, 0, -1}) }))
}

func (s *sounds) play(k, x, player int, pan float32) {
	s.last[k] = soundKey{s.v.app.feed.Tick(), x, player}
	services.Audio().PlaySound(soundIDs[k], 1, pan)
}

// undo stops effect k if what played it last is key.
func (s *sounds) undo(k int, key soundKey) {
	if s.last[k] != key || key.tick == 0 {
		return
	}
	s.last[k] = soundKey{}
	if st, ok := services.Audio().(services.SoundStopper); ok {
		st.StopSound(soundIDs[k])
	}
}

// pan places a sound left or right by its cell's place on screen.
func (s *sounds) pan(cellX int) float32 {
	x := float32(cellX*Cell+Cell/2-scrollOf(s.v.game())) - ScreenW/2
	return max(-1, min(1, x/ScreenW))
}
