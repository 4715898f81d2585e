package services

import "fmt"

// AudioService is what gameplay code calls to make sound: play an effect by
// id, play and stop the music. Get it from Audio().
//
// Implementations never block the caller for long and never fail loudly
// during play: a sound that cannot play is skipped (and counted, where the
// implementation keeps counters). Loading is where errors are reported.
//
// A service may offer more, found by type assertion: VolumeControl (volumes
// and mute), SoundBank (taking sounds made in code or decoded from WAV) and
// SoundStopper (stopping an effect it started).
type AudioService interface {
	// PlaySound starts the effect id once. volume is 0..1, pan is -1 (left)
	// .. 0 (centre) .. 1 (right); values outside are clamped.
	PlaySound(id string, volume, pan float32)
	// PlayMusic starts the sound id as the music, replacing the music
	// playing, looping it forever when loop is true.
	PlayMusic(id string, loop bool)
	// StopMusic stops the music.
	StopMusic()
}

// VolumeControl is the optional part of an AudioService that has volumes:
//
//	if vc, ok := services.Audio().(services.VolumeControl); ok {
//		vc.SetVolume(services.Music, 0.5)
//	}
type VolumeControl interface {
	// SetVolume sets a bus's volume, 0..1. Master scales the others.
	SetVolume(b AudioBus, v float32)
	// Volume reports a bus's volume.
	Volume(b AudioBus) float32
	// SetMuted silences all output without losing the volumes.
	SetMuted(muted bool)
}

// SoundBank is the optional part of an AudioService that plays sounds it is
// given: made in code (a synthesised beep) or decoded by audio.LoadWAV. A service
// without one (the NullAudioService) has no use for samples, so a game can
// skip making them.
type SoundBank interface {
	// Register makes s playable under id (PlaySound, PlayMusic), replacing
	// any sound registered under id before for voices started afterwards.
	// The service may resample it; the caller must not change s afterwards.
	// Implementations may panic on a nil sound or a Rate ≤ 0 (misuse).
	Register(id string, s *Sound)
}

// SoundStopper is the optional part of an AudioService that can take an
// effect back: a game that learns that what made a sound never happened (a
// rollback of netplay undoing an explosion) stops it, where it can:
//
//	if st, ok := services.Audio().(services.SoundStopper); ok {
//		st.StopSound("explosion")
//	}
type SoundStopper interface {
	// StopSound fades out the voice of effect id started last, if it still
	// plays; the others playing id go on.
	StopSound(id string)
}

// AudioBus names a volume control (a mixing bus).
type AudioBus uint8

const (
	Master  AudioBus = iota // scales everything
	Music                   // the music
	Effects                 // sound effects
	numAudioBuses
)

func (b AudioBus) String() string {
	switch b {
	case Master:
		return "Master"
	case Music:
		return "Music"
	case Effects:
		return "Effects"
	}
	return fmt.Sprintf("AudioBus(%d)", uint8(b))
}

// MaxChannels is the highest effect channel a Sound may take.
const MaxChannels = 16

// Sound is mono PCM audio: Samples in -1..1 at Rate samples per second.
//
// Channel and Priority place an effect the way the NES places its sound
// effects on its four sound channels. A sound with Channel 0 takes a free
// voice: sounds overlap and add up. A sound with Channel c (1..MaxChannels)
// takes channel c: playing it while another sound holds c replaces that one
// (a short crossfade) instead of adding to it, so ten explosions in a row
// are one explosion restarted, never ten stacked. The replacement happens
// only if the new sound's Priority is at least the playing one's; a sound of
// lower priority is skipped while the channel is busy (footsteps do not cut
// an explosion short).
type Sound struct {
	Rate     int
	Samples  []float32
	Channel  int
	Priority int
}

// Duration reports the length of the sound in seconds.
func (s *Sound) Duration() float64 {
	if s.Rate <= 0 {
		return 0
	}
	return float64(len(s.Samples)) / float64(s.Rate)
}

// NullAudioService is the audio service of a game with no sound (a test, a
// headless run, a machine with no audio device): every call does nothing. It
// is what Audio returns until a real service is provided (Nystrom's Null
// Object inside the Service Locator), so callers never check for nil. It has
// no VolumeControl and no SoundBank.
type NullAudioService struct{}

func (NullAudioService) PlaySound(id string, volume, pan float32) {}
func (NullAudioService) PlayMusic(id string, loop bool)           {}
func (NullAudioService) StopMusic()                               {}
