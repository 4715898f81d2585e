// Package services is the engine's Service Locator (BEngine's
// ServiceLocator): one known place where any code finds the audio service
// and the event bus, without those being singletons of their own.
//
//	services.ProvideAudio(mixer)                 // at engine start (engine.New does it)
//	services.Audio().PlaySound("bomb", 1, 0)     // anywhere
//	patterns.Broadcast(services.Bus(), Died{})   // anywhere on the main goroutine
//
// # The problem
//
// Gameplay code all over the game wants to play sounds, but threading an
// audio object through every constructor is noise, and a global audio
// singleton welds every caller to one implementation. The locator (Game
// Programming Patterns, "Service Locator") decouples the two: callers ask
// Audio() for "whatever plays sound"; the engine decides what that is, and
// can change it at run time. The event bus is found the same way, so it
// needs no singleton of its own either.
//
// # The services
//
// AudioService is small, the three calls gameplay makes: PlaySound,
// PlayMusic, StopMusic. What only some services can do is in optional
// interfaces found by type assertion, the way io.Writer and io.StringWriter
// split: VolumeControl (volumes, mute) and SoundBank (taking Sounds made in
// code or decoded from WAV).
//
//	if vc, ok := services.Audio().(services.VolumeControl); ok {
//		vc.SetVolume(services.Music, 0.7)
//	}
//
// Audio returns a NullAudioService until a real one is provided, so a game
// with no sound (tests, a headless run) calls the same code and nothing
// happens: no nil checks anywhere (the Null Object that the chapter pairs
// with the locator). It has neither optional interface, so a game can tell
// it need not make any sound. LoggingAudio is the chapter's decorated
// service: wrap the current service to log every call through log/slog.
//
// The engine provides the real service, core/audio's Mixer, when
// engine.Options.Audio asks for the audio device, and the bus from New to
// Close.
//
// # What it costs
//
// One atomic load per Audio() call and an interface call per method. A
// locator hides a dependency: a reader cannot tell from a function's
// signature that it plays sound. Keep it for truly global services (audio,
// the bus) and pass everything else explicitly.
package services
