package effects

import (
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The sound effects the events play (docs/nes-rules.md section 10).
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

// cue is the sound an event plays: which, what played it, and whether it
// is panned by its cell's column (else centred).
type cue struct {
	k      int
	key    soundKey
	panned bool
}

// sounds plays the effect of each event that has one through the audio
// service, panned by where its cell is on screen. It remembers what played
// each effect last, so that an event a rollback takes back (Undone) stops
// its effect if it is still the last of its kind and the service can stop
// sounds (services.SoundStopper); an effect played since goes on. It is a
// component for its subscriptions' sake: its object owns them.
type sounds struct {
	scene.Base
	pan  func(cellX int) float32
	last [sndCount]soundKey
}

func (s *sounds) subscribe(bus *patterns.EventBus) {
	at := func(tick, x, player int) soundKey { return soundKey{tick, x, player, true} }
	on(s, bus, func(e game.Footstep) cue {
		k := sndFootstepV
		if e.Horizontal {
			k = sndFootstepH
		}
		return cue{k, at(e.Tick, 0, e.Player), true} // a footstep has no cell: panned as column 0
	})
	on(s, bus, func(e game.BombPlaced) cue { return cue{sndBomb, at(e.Tick, e.X, e.Player), true} })
	on(s, bus, func(e game.Exploded) cue { return cue{sndExplosion, at(e.Tick, e.X, -1), true} })
	on(s, bus, func(e game.ItemTaken) cue { return cue{sndItem, at(e.Tick, e.X, e.Player), true} })
	on(s, bus, func(e game.SecretTaken) cue { return cue{sndItem, at(e.Tick, e.X, e.Player), true} })
	on(s, bus, func(e game.PlayerDied) cue { return cue{sndDie, at(e.Tick, e.X, e.Player), true} })
	on(s, bus, func(e game.AllEnemiesDead) cue { return cue{sndPause, at(e.Tick, 0, -1), false} })
	on(s, bus, func(e game.Paused) cue { return cue{sndPause, at(e.Tick, 0, -1), false} })
	on(s, bus, func(e game.PasswordShown) cue { return cue{sndBeep, at(e.Tick, 0, -1), false} })
}

// on plays the sound of events E (what says which) and stops it on
// Undone[E].
func on[E any](s *sounds, bus *patterns.EventBus, what func(E) cue) {
	s.Own(patterns.Subscribe(bus, func(e E) {
		c := what(e)
		var pan float32
		if c.panned {
			pan = s.pan(c.key.x)
		}
		s.last[c.k] = c.key
		services.Audio().PlaySound(soundIDs[c.k], 1, pan)
	}))
	s.Own(patterns.Subscribe(bus, func(u game.Undone[E]) {
		c := what(u.Event)
		s.undo(c.k, c.key)
	}))
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
