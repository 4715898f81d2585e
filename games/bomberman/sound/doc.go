// Package sound is Bomberman's NES-style synthesizer: it turns note data in
// games/bomberman/data/music and sound-effect data in games/bomberman/data/sfx into mono
// float32 samples that the game registers with the audio service.
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
// dotted "4.", tied "2+8"). Commas, spaces and '|' bar lines separate notes;
// "[ ... ]x4" repeats. Each voice has a simple envelope: full level at the
// note's start, an exponential Decay toward Sustain, and a Gate that cuts the
// note early so repeated notes stay distinct. A looping track must give every
// voice the same length, so the loop never drifts.
//
// An effect file is a list of steps, each a wave gliding in pitch and volume
// over some milliseconds; steps follow each other unless At places them:
//
//	{"Steps": [{"Wave": "noise", "From": 4, "To": 15, "Ms": 700, "Vol": 1, "VolTo": 0}]}
//
// [LoadMusic] and [LoadEffects] parse a folder (strictly: unknown fields and
// bad notes are errors naming the file, line and column); [Render] and
// [RenderEffect] return the samples and their rate:
//
//	tracks, err := sound.LoadMusic(os.DirFS("games/bomberman/data/music"))
//	samples, rate := sound.Render(tracks["main"])
//	audio.Register("music_main", &services.Sound{Rate: rate, Samples: samples})
//
// The ids are the file names: music title, stage_intro, main, alt,
// invincible, bonus, ending, death, gameover, clear; effects footstep_h,
// footstep_v, bomb_place, item_get, player_die, pause, explosion,
// password_beep, menu_move, menu_select ([TrackIDs], [EffectIDs]).
//
// # What it costs
//
// Everything is rendered once at load: float32 mono at 44.1 kHz is about
// 10.6 MB per minute, some 17 MB for all ten tracks, and rendering them all
// takes well under a tenth of a second. Rendering is
// deterministic (no randomness: the noise LFSR starts from the same seed)
// and allocates only the output slice, or nothing with [RenderInto]. Voices
// mix with fixed weights that sum to less than 1, so music cannot clip;
// the price is that a lone voice is quieter than a full mix.
// go run ./games/bomberman/sound/cmd/wav writes WAV files to listen to.
package sound

// TrackIDs are the music tracks the game plays, by file name.
var TrackIDs = []string{"title", "stage_intro", "main", "alt", "invincible", "bonus", "ending", "death", "gameover", "clear"}

// EffectIDs are the sound effects the game plays, by file name.
var EffectIDs = []string{"footstep_h", "footstep_v", "bomb_place", "item_get", "player_die", "pause", "explosion", "password_beep", "menu_move", "menu_select"}
