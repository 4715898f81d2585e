package assets

import (
	"fmt"
	"io/fs"
	"sync"

	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/sound"
)

// pcmCache keeps the rendered music and effects for the life of the
// process: rendering is deterministic, and tests start many games.
var pcmCache struct {
	sync.Mutex
	source string // the data the cache was rendered from (Resources.Source)
	sounds map[string]*services.Sound
	loops  map[string]bool
}

// RegisterAudio loads and checks every track and effect of the data, then
// renders them once (cached for the process) if the audio service is a
// SoundBank, and registers them under their ids (sound.TrackIDs,
// sound.EffectIDs), each effect on its NES channel. With the null service
// (-headless, -mute, no audio device) it loads and checks all the same,
// so a broken sound file fails such a run with the same error as a
// windowed one, and only skips the rendering: nothing would play the
// samples. source names the data (a folder, or the embedded data).
func (a *Assets) RegisterAudio(au services.AudioService, fsys fs.FS, source string) error {
	pcmCache.Lock()
	defer pcmCache.Unlock()
	bank, playable := au.(services.SoundBank)
	if pcmCache.source != source || (pcmCache.sounds == nil && playable) {
		tracks, effects, err := loadAudio(fsys)
		if err != nil {
			return err
		}
		loops := make(map[string]bool, len(tracks))
		for id, t := range tracks {
			loops[id] = t.Loop()
		}
		var sounds map[string]*services.Sound
		if playable {
			sounds = sound.Sounds(tracks, effects)
		}
		pcmCache.source, pcmCache.sounds, pcmCache.loops = source, sounds, loops
	}
	a.loops = pcmCache.loops
	if playable {
		for _, id := range sound.TrackIDs {
			bank.Register(id, pcmCache.sounds[id])
		}
		for _, id := range sound.EffectIDs {
			bank.Register(id, pcmCache.sounds[id])
		}
	}
	return nil
}

// Loops reports whether music track id loops, as its data says.
func (a *Assets) Loops(id string) bool { return a.loops[id] }

// loadAudio parses the data's music and sfx folders and checks that every
// track and effect the game plays is there.
func loadAudio(fsys fs.FS) (map[string]*sound.Track, map[string]*sound.Effect, error) {
	music, err := fs.Sub(fsys, "music")
	if err != nil {
		return nil, nil, fmt.Errorf("assets: %w", err)
	}
	tracks, err := sound.LoadMusic(music)
	if err != nil {
		return nil, nil, fmt.Errorf("assets: %w", err)
	}
	sfx, err := fs.Sub(fsys, "sfx")
	if err != nil {
		return nil, nil, fmt.Errorf("assets: %w", err)
	}
	effects, err := sound.LoadEffects(sfx)
	if err != nil {
		return nil, nil, fmt.Errorf("assets: %w", err)
	}
	for _, id := range sound.TrackIDs {
		if _, ok := tracks[id]; !ok {
			return nil, nil, fmt.Errorf("assets: music %s.json missing", id)
		}
	}
	for _, id := range sound.EffectIDs {
		if _, ok := effects[id]; !ok {
			return nil, nil, fmt.Errorf("assets: effect %s.json missing", id)
		}
	}
	return tracks, effects, nil
}
