// Package sound is Bomberman's NES-style synthesizer: it turns note data in
// data/bomberman/music and sound-effect data in data/bomberman/sfx
// into mono float32 samples that the game registers with the audio service.
//
// # The problem
//
// The game needs ten tunes and a dozen effects, all original, in the sound
// of a 1985 console, and editable by someone who reads music but not code.
// Recorded files would be large, opaque and hard to change.
//
// # The pattern: data-driven synthesis, rendered once
//
// The NES made its sound with four simple voices, and so does this package:
// two pulse waves (duty 12.5, 25, 50 or 75 %), a 4-bit stepped triangle, and
// noise from a 15-bit linear-feedback shift register clocked at the NES
// periods. A track file gives a tempo, a loop flag and each voice's notes:
//
//	{"Tempo": 150, "Loop": true,
//	 "Pulse1":   {"Wave": "pulse25", "Decay": 0.25, "Sustain": 0.6, "Notes": "E5 8, G5 8, R 8, E5 8 | D5 4, ..."},
//	 "Triangle": {"Notes": "[C2 8, C3 8]x4 | ..."},
//	 "Noise":    {"Notes": "[K 8, H 8, S 8, H 8]x8"}}
//
// A note is a pitch (C4, F#3, Bb5; R is a rest; the noise voice has K kick,
// S snare, H hat and N0..N15 raw periods) and a length (1, 2, 4, 8, 16, 32,
// dotted "4.", tied "2+8", and a final ' for staccato: "C5 8'"). Commas,
// spaces and '|' bar lines separate notes; "[ ... ]x4" repeats.
//
// # Legato, shaped by the APU's envelopes
//
// Notes are legato, as the NES's bass and lead are: each is held for its
// written length and the next begins where it ends, the oscillator running
// on. What marks a new note is its envelope, shaped the way the APU shapes
// volume: a 4-bit level (16 steps) that starts at the voice's Volume and
// decays exponentially (Decay seconds) toward Sustain, stepped at 240 Hz,
// the APU frame counter's quarter-frame clock. Silence comes only from the
// notes: a rest, a staccato mark (held for half its length), or a voice
// Gate under 1 (every note held for that part of its length). Where a note
// meets silence, or the track starts or ends, it ramps over 1 ms, so no
// sound starts or stops on a non-zero sample. A looping track must give
// every voice the same length, so the loop never drifts.
//
// # Effects and the NES's channels
//
// An effect file names the channel the effect takes, its priority there
// and a list of steps, each a wave gliding in pitch and volume over some
// milliseconds; steps follow each other unless At places them:
//
//	{"Channel": "noise", "Priority": 3,
//	 "Steps": [{"Wave": "noise", "From": 4, "To": 15, "Ms": 700, "Vol": 0.75, "VolTo": 0}]}
//
// Effect.Sound hands the channel and priority to the audio service with
// the samples: a new explosion replaces the one on the noise channel
// instead of adding to it, and a footstep (priority 0) waits while an
// explosion (3) holds the channel, as NES sound drivers do.
//
// # A mix that cannot clip
//
// Each music voice and each effect channel has a fixed peak level (the
// NES's own mixer weights set the music's proportions; see levels.go), and
// all of them together, music and four effect channels at full volume, sum
// to MaxMixPeak, under full scale. Whatever plays, the game's mix stays under
// 1 without the mixer's limiter; the price is that a lone voice is quieter
// than it could be.
//
// # Loading, and files that are not to be trusted
//
// [LoadMusic] and [LoadEffects] parse the *.json files of an fs.FS
// (strictly: unknown fields and bad notes are errors naming the file, line,
// column and key); [Render] and [RenderEffect] return the samples and their
// rate, [Track.Sound] and [Effect.Sound] a services.Sound:
//
//	tracks, err := sound.LoadMusic(os.DirFS("data/bomberman/music"))
//	bank.Register("main", tracks["main"].Sound())
//
// No file can make them allocate without bound: files are read up to
// data.MaxFileSize; a track longer than MaxTrackSeconds is refused while its
// notes are parsed (repeats are measured before they are expanded, so the
// 83 bytes "[[[[C4 32 ...]x64]x64]x64]x64" are an error, not 10 GB); an
// effect has at most MaxEffectSteps steps, all over by MaxEffectMillis.
// The parsers' fuzz tests hold them to 256 MiB an input.
//
// The ids are the file names: music title, stage_intro, main, alt,
// invincible, bonus, ending, death, gameover, clear; effects footstep_h,
// footstep_v, bomb_place, item_get, player_die, pause, explosion,
// password_beep, menu_move, menu_select ([TrackIDs], [EffectIDs]).
//
// # Sources
//
// The NES facts used here are public hardware documentation, from the
// NESdev Wiki (www.nesdev.org/wiki): "APU Pulse" (the four duty cycles),
// "APU Triangle" (the 32-step, 4-bit sequence), "APU Noise" (the 15-bit
// shift register and the NTSC period table), "APU Envelope" and "APU Frame
// Counter" (4-bit volumes stepped at about 240 Hz), "APU Mixer" (the linear
// approximation of the mix: pulse 0.00752, triangle 0.00851, noise 0.00494
// per volume step) and "Cycle reference chart" (the 1.789773 MHz NTSC CPU
// clock). The notes and the effects are this project's own.
//
// # What it costs
//
// Everything is rendered once at load: float32 mono at 44.1 kHz is about
// 10.6 MB per minute, some 17 MB for all ten tracks. Rendering is deterministic (no randomness: the noise
// LFSR starts from the same seed) and allocates only the output slice, or
// nothing with [RenderInto]. go run ./games/bomberman/sound/cmd/wav writes
// WAV files to listen to.
package sound

// TrackIDs are the music tracks the game plays, by file name.
var TrackIDs = []string{"title", "stage_intro", "main", "alt", "invincible", "bonus", "ending", "death", "gameover", "clear"}

// EffectIDs are the sound effects the game plays, by file name.
var EffectIDs = []string{"footstep_h", "footstep_v", "bomb_place", "item_get", "player_die", "pause", "explosion", "password_beep", "menu_move", "menu_select"}
