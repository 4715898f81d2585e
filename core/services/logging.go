package services

import "log"

// LoggingAudio is a decorator (Game Programming Patterns, "Service Locator":
// "decorated services") that logs every call and forwards it to the service it
// wraps. Swap it in to see what the game asks of the audio system:
//
//	services.ProvideAudio(services.NewLoggingAudio(services.Audio(), nil))
//
// It costs a formatted log line per call, so it is a debugging aid, not for
// shipping builds.
type LoggingAudio struct {
	inner AudioService
	log   *log.Logger
}

// NewLoggingAudio wraps inner (nil means a NullAudioService) and logs to l
// (nil means log.Default()). To log to an io.Writer, pass log.New(w, "", 0).
func NewLoggingAudio(inner AudioService, l *log.Logger) *LoggingAudio {
	if inner == nil {
		inner = NullAudioService{}
	}
	if l == nil {
		l = log.Default()
	}
	return &LoggingAudio{inner: inner, log: l}
}

// Inner returns the wrapped service.
func (a *LoggingAudio) Inner() AudioService { return a.inner }

func (a *LoggingAudio) Load(id, path string) error {
	err := a.inner.Load(id, path)
	a.log.Printf("audio: Load(%q, %q) = %v", id, path, err)
	return err
}

func (a *LoggingAudio) Register(id string, s *Sound) {
	if s == nil {
		a.log.Printf("audio: Register(%q, nil)", id)
	} else {
		a.log.Printf("audio: Register(%q, %d samples at %d Hz)", id, len(s.Samples), s.Rate)
	}
	a.inner.Register(id, s)
}

func (a *LoggingAudio) PlaySound(id string, volume, pan float32) {
	a.log.Printf("audio: PlaySound(%q, volume %.2f, pan %.2f)", id, volume, pan)
	a.inner.PlaySound(id, volume, pan)
}

func (a *LoggingAudio) PlayMusic(id string, loop bool) {
	a.log.Printf("audio: PlayMusic(%q, loop %v)", id, loop)
	a.inner.PlayMusic(id, loop)
}

func (a *LoggingAudio) StopMusic() {
	a.log.Printf("audio: StopMusic()")
	a.inner.StopMusic()
}

func (a *LoggingAudio) SetVolume(ch Channel, v float32) {
	a.log.Printf("audio: SetVolume(%v, %.2f)", ch, v)
	a.inner.SetVolume(ch, v)
}

func (a *LoggingAudio) Volume(ch Channel) float32 {
	v := a.inner.Volume(ch)
	a.log.Printf("audio: Volume(%v) = %.2f", ch, v)
	return v
}

func (a *LoggingAudio) SetMuted(muted bool) {
	a.log.Printf("audio: SetMuted(%v)", muted)
	a.inner.SetMuted(muted)
}

func (a *LoggingAudio) Close() error {
	err := a.inner.Close()
	a.log.Printf("audio: Close() = %v", err)
	return err
}
