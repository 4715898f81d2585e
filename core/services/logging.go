package services

import (
	"context"
	"log/slog"
	"strconv"
)

// LoggingAudio is a decorator (Game Programming Patterns, "Service Locator":
// "decorated services") that logs every call through log/slog and forwards
// it to the service it wraps. Swap it in to see what the game asks of the
// audio system:
//
//	services.ProvideAudio(services.NewLoggingAudio(services.Audio(), nil))
//
// It has a VolumeControl, a SoundBank and a SoundStopper whatever it wraps: their calls are
// forwarded when the inner service has them and logged with supported=false
// when it does not. It costs a log record per call, so it is a debugging
// aid, not for shipping builds.
type LoggingAudio struct {
	inner AudioService
	log   *slog.Logger
}

// NewLoggingAudio wraps inner (nil means a NullAudioService) and logs to l
// (nil means slog.Default()) at level Info, one record per call, the message
// naming the call ("audio: PlaySound") and attributes its arguments.
func NewLoggingAudio(inner AudioService, l *slog.Logger) *LoggingAudio {
	if inner == nil {
		inner = NullAudioService{}
	}
	if l == nil {
		l = slog.Default()
	}
	return &LoggingAudio{inner: inner, log: l}
}

// Inner returns the wrapped service.
func (a *LoggingAudio) Inner() AudioService { return a.inner }

func (a *LoggingAudio) info(msg string, attrs ...slog.Attr) {
	a.log.LogAttrs(context.Background(), slog.LevelInfo, msg, attrs...)
}

func (a *LoggingAudio) PlaySound(id string, volume, pan float32) {
	a.info("audio: PlaySound", slog.String("id", id), float32Attr("volume", volume), float32Attr("pan", pan))
	a.inner.PlaySound(id, volume, pan)
}

func (a *LoggingAudio) PlayMusic(id string, loop bool) {
	a.info("audio: PlayMusic", slog.String("id", id), slog.Bool("loop", loop))
	a.inner.PlayMusic(id, loop)
}

func (a *LoggingAudio) StopMusic() {
	a.info("audio: StopMusic")
	a.inner.StopMusic()
}

// Register forwards to the inner SoundBank, if any.
func (a *LoggingAudio) Register(id string, s *Sound) {
	bank, ok := a.inner.(SoundBank)
	if s == nil {
		a.info("audio: Register", slog.String("id", id), slog.Bool("nil", true), supported(ok))
	} else {
		a.info("audio: Register", slog.String("id", id), slog.Int("samples", len(s.Samples)),
			slog.Int("rate", s.Rate), slog.Int("channel", s.Channel), supported(ok))
	}
	if ok {
		bank.Register(id, s)
	}
}

// StopSound forwards to the inner SoundStopper, if any.
func (a *LoggingAudio) StopSound(id string) {
	st, ok := a.inner.(SoundStopper)
	a.info("audio: StopSound", slog.String("id", id), supported(ok))
	if ok {
		st.StopSound(id)
	}
}

// SetVolume forwards to the inner VolumeControl, if any.
func (a *LoggingAudio) SetVolume(b AudioBus, v float32) {
	vc, ok := a.inner.(VolumeControl)
	a.info("audio: SetVolume", slog.String("bus", b.String()), float32Attr("volume", v), supported(ok))
	if ok {
		vc.SetVolume(b, v)
	}
}

// Volume reports the inner VolumeControl's volume, or 1 without one.
func (a *LoggingAudio) Volume(b AudioBus) float32 {
	v := float32(1)
	vc, ok := a.inner.(VolumeControl)
	if ok {
		v = vc.Volume(b)
	}
	a.info("audio: Volume", slog.String("bus", b.String()), float32Attr("volume", v), supported(ok))
	return v
}

// SetMuted forwards to the inner VolumeControl, if any.
func (a *LoggingAudio) SetMuted(muted bool) {
	vc, ok := a.inner.(VolumeControl)
	a.info("audio: SetMuted", slog.Bool("muted", muted), supported(ok))
	if ok {
		vc.SetMuted(muted)
	}
}

func supported(ok bool) slog.Attr { return slog.Bool("supported", ok) }

// float32Attr writes v with the fewest digits that read back as v (0.3, not
// 0.30000001192092896).
func float32Attr(key string, v float32) slog.Attr {
	return slog.String(key, strconv.FormatFloat(float64(v), 'g', -1, 32))
}
