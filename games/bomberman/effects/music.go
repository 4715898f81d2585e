package effects

import (
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/sound"
)

// Music plays the game's tracks (sound.TrackIDs) through the audio
// service, each looping if its data says so. The music is state, not an
// event: whoever knows what should play (the play scene asks the rules
// each step, a menu its own track) says so, and Music switches only on a
// change.
type Music struct {
	as      *assets.Assets
	playing string // "" none
}

// NewMusic returns a Music that loops the tracks as as's data says.
func NewMusic(as *assets.Assets) *Music { return &Music{as: as} }

// Play switches to track id; "" stops the music. Asking for the track
// already playing does nothing.
func (m *Music) Play(id string) {
	if id == m.playing {
		return
	}
	m.playing = id
	if id == "" {
		services.Audio().StopMusic()
		return
	}
	services.Audio().PlayMusic(id, m.as.Loops(id))
}

// Playing returns the id of the track playing ("" none).
func (m *Music) Playing() string { return m.playing }

// TrackID is the track (sound.TrackIDs) of the rules' music m, "" for
// none.
func TrackID(m game.Music) string {
	if m == game.MusicNone || int(m) > len(sound.TrackIDs) {
		return ""
	}
	return sound.TrackIDs[m-1]
}
