package services

import "fmt"

// AudioService is what gameplay code talks to for sound: play an effect by
// id, play and stop looping music, set volumes, mute. Get it from Audio().
//
// Implementations must never block the caller for long and never fail loudly
// during play: a sound that cannot play is skipped (and counted, where the
// implementation keeps counters). Loading is where errors are reported.
type AudioService interface {
	// Load reads a WAV file and registers it under id. Errors name the file.
	Load(id, path string) error
	// Register makes a sound generated in code playable under id. The
	// service may resample it; the caller must not change s afterwards.
	// Implementations may panic on a nil sound or a rate ≤ 0 (misuse).
	Register(id string, s *Sound)
	// PlaySound starts the effect id once. volume is 0..1, pan is -1 (left)
	// .. 0 (centre) .. 1 (right); values outside are clamped.
	PlaySound(id string, volume, pan float32)
	// PlayMusic starts the sound id on the music channel, replacing the music
	// playing, looping it forever when loop is true.
	PlayMusic(id string, loop bool)
	// StopMusic stops the music channel.
	StopMusic()
	// SetVolume sets a channel's volume, 0..1. Master scales the others.
	SetVolume(ch Channel, v float32)
	// Volume reports a channel's volume.
	Volume(ch Channel) float32
	// SetMuted silences all output without losing the volumes.
	SetMuted(muted bool)
	// Close stops playback and releases the device. It is idempotent.
	Close() error
}

// Channel names a volume control.
type Channel uint8

const (
	Master  Channel = iota // scales everything
	Music                  // the music channel
	Effects                // sound effects
	numChannels
)

func (c Channel) String() string {
	switch c {
	case Master:
		return "Master"
	case Music:
		return "Music"
	case Effects:
		return "Effects"
	}
	return fmt.Sprintf("Channel(%d)", uint8(c))
}

// Sound is mono PCM audio: Samples in -1..1 at Rate samples per second. Sounds
// made in code (a synthesised beep, a test tone) are registered directly;
// Load decodes WAV files into a Sound.
type Sound struct {
	Rate    int
	Samples []float32
}

// Duration reports the length of the sound in seconds.
func (s *Sound) Duration() float64 {
	if s.Rate <= 0 {
		return 0
	}
	return float64(len(s.Samples)) / float64(s.Rate)
}

// NullAudioService is the audio service of a game with no sound (a test, a
// headless server, the web build): every call does nothing. Load does not read
// the file and returns nil; Volume reports 1, the default volume. It is what
// Audio returns until a real service is provided (Nystrom's Null Object
// inside the Service Locator), so callers never check for nil.
type NullAudioService struct{}

func (NullAudioService) Load(id, path string) error               { return nil }
func (NullAudioService) Register(id string, s *Sound)             {}
func (NullAudioService) PlaySound(id string, volume, pan float32) {}
func (NullAudioService) PlayMusic(id string, loop bool)           {}
func (NullAudioService) StopMusic()                               {}
func (NullAudioService) SetVolume(ch Channel, v float32)          {}
func (NullAudioService) Volume(ch Channel) float32                { return 1 }
func (NullAudioService) SetMuted(muted bool)                      {}
func (NullAudioService) Close() error                             { return nil }

func clamp(v, lo, hi float32) float32 {
	if v != v { // NaN
		return lo
	}
	return min(max(v, lo), hi)
}
