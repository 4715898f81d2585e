// Package audio is the engine's sound: the Mixer, which plays Sounds and
// music through SDL natively and through Web Audio in the browser, and the
// WAV decoder. The Mixer is the AudioService that core/services' locator
// hands to gameplay code; the engine creates and provides it when
// engine.Options.Audio asks for the audio device.
//
//	m, err := audio.NewMixer(nil)
//	if err != nil {
//		return err // no audio device: keep the null service
//	}
//	defer m.Close()
//	boom, err := audio.LoadWAV(fsys, "sfx/boom.wav")
//	...
//	m.Register("boom", boom)
//	services.ProvideAudio(m)
//	services.Audio().PlaySound("boom", 1, 0)
//
// # Sound on its own goroutine
//
// Gameplay calls put small requests on a bounded queue and return at once,
// allocating nothing (a full queue drops the request and counts it; it
// never blocks the frame). Natively the mixer runs on a goroutine of its
// own, the only code touching the SDL stream, mixing every voice into a
// reused buffer and keeping the device a couple of chunks ahead. In the
// browser the Web Audio API pulls the mix between the game's frames, on an
// AudioContext kept on globalThis.bengineAudio (AudioGlobal) and resumed
// on the page's first click, touch or key press, as browsers require. This
// is Nystrom's Event Queue decoupling "when a sound is asked for" from
// "when it is played", and the course's "sound on its own thread". Sounds
// are taken once (Register), resampled and cached by id.
//
// Cost: a sound starts up to about two chunks (~21 ms natively, ~70 ms on
// the web) after the call; a goroutine; requests can be dropped under a
// flood (counted in Stats, as are unknown ids and voices cut beyond
// MaxVoices). Steady playback allocates nothing natively.
//
// # A mix that never clips
//
// Adding voices and cutting the sum at ±1 distorts loud moments and
// clicks. The mixer avoids it three ways:
//
//   - Channels, as the NES has them: a Sound with a Channel replaces the
//     sound playing on that channel (at equal or higher Priority) instead
//     of adding to it, so a chain of ten explosions is one explosion
//     restarted.
//   - Fades: a sound stopped before its end (replaced, cut, the music
//     changed or stopped) fades out over FadeMillis while its replacement
//     fades in, and Register fades the edges of a sound that does not start
//     and end at zero, so nothing clicks.
//   - A look-ahead limiter on the output: if the voices still sum past full
//     scale (many free voices at once), the gain is ramped down just before
//     the peak and back up over 50 ms. A mix that stays under the ceiling
//     passes bit for bit, so a game whose levels sum under full scale
//     (Bomberman's: see games/bomberman/sound) never meets it.
//
// Cost: the limiter delays the output by 1.3 ms; channels and fades cost a
// scan of the voices per request.
//
// # Trusting sound files
//
// LoadWAV reads WAV files from an fs.FS and trusts none of their sizes: it
// reads at most MaxWAVBytes, refuses rates outside MinWAVRate..MaxWAVRate
// and sounds longer than MaxSoundSeconds, and allocates in proportion to
// the bytes actually there.
package audio
