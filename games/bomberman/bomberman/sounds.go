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

// soundKey is what played an effect: the event's step, its cell column
// and its player; set marks a key in use.
type soundKey struct {
	tick, x, player int
	set             bool
}

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
	last [sndCount]soundKey
}

func (s *sounds) subscribe(bus *patterns.EventBus) {
	foot := func(h bool) int {
		if h {
			return sndFootstepH
		}
		return sndFootstepV
	}
	on(s, bus, func(e Footstep) cue { return cue{foot(e.Horizontal), soundKey{e.Tick, 0, e.Player, true}, true} })
	on(s, bus, func(e BombPlaced) cue { return cue{sndBomb, soundKey{e.Tick, e.X, e.Player, true}, true} })
	on(s, bus, func(e Exploded) cue { return cue{sndExplosion, soundKey{e.Tick, e.X, -1, true}, true} })
	on(s, bus, func(e ItemTaken) cue { return cue{sndItem, soundKey{e.Tick, e.X, e.Player, true}, true} })
	on(s, bus, func(e SecretTaken) cue { return cue{sndItem, soundKey{e.Tick, e.X, e.Player, true}, true} })
	on(s, bus, func(e PlayerDied) cue { return cue{sndDie, soundKey{e.Tick, e.X, e.Player, true}, true} })
	on(s, bus, func(e AllEnemiesDead) cue { return cue{sndPause, soundKey{e.Tick, 0, -1, true}, false} })
	on(s, bus, func(e Paused) cue { return cue{sndPause, soundKey{e.Tick, 0, -1, true}, false} })
	on(s, bus, func(e PasswordShown) cue { return cue{sndBeep, soundKey{e.Tick, 0, -1, true}, false} })
}

// cue is the effect an event plays: which, what played it, and whether it
// is panned by its cell's column (else centred).
type cue struct {
	k      int
	key    soundKey
	panned bool
}

// on plays the effect of events E (what says which), and stops it on
// Undone[E].
func on[E any](s *sounds, bus *patterns.EventBus, what func(E) cue) {
	s.Own(patterns.Subscribe(bus, func(e E) {
		c := what(e)
		var pan float32
		if c.panned {
			pan = s.pan(c.key.x)
		}
		s.play(c.k, c.key, pan)
	}))
	s.Own(patterns.Subscribe(bus, func(u Undone[E]) {
		c := what(u.Event)
		s.undo(c.k, c.key)
	}))
}

func (s *sounds) play(k int, key soundKey, pan float32) {
	s.last[k] = key
	services.Audio().PlaySound(soundIDs[k], 1, pan)
}

// undo stops effect k if what played it last is key.
func (s *sounds) undo(k int, key soundKey) {
	if s.last[k] != key {
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
