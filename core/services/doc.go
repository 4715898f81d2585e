// Package services is the engine's Service Locator (BEngine's ServiceLocator):
// one known place where any code finds the audio service and the event bus,
// without those being singletons of their own.
//
//	services.ProvideAudio(mixer)                 // at engine start
//	services.Audio().PlaySound("bomb", 1, 0)     // anywhere
//	patterns.Broadcast(services.Bus(), Died{})   // anywhere on the main goroutine
//
// # Service Locator
//
// The problem: gameplay code all over the game wants to play sounds, but
// threading an audio object through every constructor is noise, and a global
// audio singleton welds every caller to one implementation. The locator
// (Game Programming Patterns, "Service Locator") decouples the two: callers
// ask Audio() for "whatever plays sound"; the engine decides what that is,
// and can change it at run time.
//
// The AudioService interface is small, the three calls gameplay makes:
// PlaySound, PlayMusic, StopMusic. What only some services can do is in
// optional interfaces found by type assertion, the way io.Writer and
// io.StringWriter split: VolumeControl (volumes, mute) and SoundBank (taking
// sounds made in code or decoded from WAV).
//
//	if vc, ok := services.Audio().(services.VolumeControl); ok {
//		vc.SetVolume(services.Music, 0.7)
//	}
//
// Audio returns a NullAudioService until a real one is provided, so a game
// with no sound (tests, a headless run) calls the same code and nothing
// happens: no nil checks anywhere (the Null Object that the chapter pairs
// with the locator). It has neither optional interface, so a game can tell
// it need not render any sound. LoggingAudio is the chapter's decorated
// service: wrap the current service to log every call through log/slog.
//
// Cost: one atomic load per Audio() call and an interface call per method. A
// locator hides a dependency: a reader cannot tell from a function's signature
// that it plays sound. Keep it for truly global services (audio, the bus) and
// pass everything else explicitly.
//
// # Audio on its own goroutine
//
// The Mixer (NewMixer) mixes in Go. Gameplay calls put small requests on a
// bounded queue and return at once, allocating nothing (a full queue drops
// the request and counts it; it never blocks the frame). Natively the mixer
// runs on a goroutine of its own, the only code touching the SDL stream,
// mixing every voice into a reused buffer and keeping the device stream a
// couple of chunks ahead. In the browser the Web Audio API pulls the mix
// (core/internal/webaudio): an AudioWorkletNode (or, outside a secure
// context, a ScriptProcessorNode) asks the page's main thread for chunks
// between the game's frames, on an AudioContext kept on
// globalThis.bengineAudio (AudioGlobal) and resumed on the page's first
// click, touch or key press. This is Nystrom's Event Queue decoupling "when a sound
// is asked for" from "when it is played", and the course's "sound on its own
// thread". Sounds are taken once (Register), resampled and cached by id.
//
// Cost: a sound starts up to about two chunks (~21 ms natively, ~70 ms on
// the web) after the call; a goroutine; requests can be dropped under a flood
// (counted in Mixer.Stats, as are unknown ids and voices cut beyond
// MaxVoices). Steady playback allocates nothing natively: neither the mixer
// nor its two SDL calls a chunk (see core/internal/sdlaudio).
//
// # A mix that never clips
//
// Adding voices and cutting the sum at ±1 distorts loud moments and clicks.
// The mixer avoids it three ways:
//
//   - Channels, as the NES has them: a Sound with a Channel replaces the
//     sound playing on that channel (at equal or higher Priority) instead of
//     adding to it, so a chain of ten explosions is one explosion restarted.
//   - Fades: a sound stopped before its end (replaced, cut, the music
//     changed or stopped) fades out over FadeMillis while its replacement
//     fades in, and Register fades the edges of a sound that does not start
//     and end at zero, so nothing clicks.
//   - A look-ahead limiter on the output: if the voices still sum past full
//     scale (many free voices at once), the gain is ramped down just before
//     the peak, 1.3 ms ahead, and back up over 50 ms. A mix that stays under
//     the ceiling passes bit for bit, so a game whose levels sum under full
//     scale (Bomberman's: see games/bomberman/sound) never meets it.
//
// Cost: the limiter delays the output by 63 frames (1.3 ms) and costs a few
// operations a frame; channels and fades cost a scan of the voices per
// request.
//
// # Trusting sound files
//
// LoadWAV reads WAV files from an fs.FS and trusts none of their sizes:
// it reads at most MaxWAVBytes, refuses rates outside MinWAVRate..MaxWAVRate
// and sounds longer than MaxSoundSeconds, and allocates in proportion to the
// bytes actually there (FuzzDecodeWAV holds it to that).
package services
