// Package services is the engine's Service Locator (BEngine's ServiceLocator):
// one known place where any code finds the audio service and the event bus,
// without those being singletons of their own.
//
//	services.ProvideAudio(sdlAudio)              // at engine start
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
// Audio returns a NullAudioService until a real one is provided, so a game
// with no sound (tests, a server, the web build) calls the same code and
// nothing happens: no nil checks anywhere (the Null Object that the chapter
// pairs with the locator). LoggingAudio is the chapter's decorated service:
// wrap the current service to log every call.
//
// Cost: one atomic load per Audio() call and an interface call per method. A
// locator hides a dependency: a reader cannot tell from a function's signature
// that it plays sound. Keep it for truly global services (audio, the bus) and
// pass everything else explicitly.
//
// # Audio on its own goroutine
//
// SDLAudio (NewSDLAudio) mixes in Go on a goroutine of its own: gameplay
// calls put small requests on a bounded queue and return at once (a full
// queue drops the request and counts it; it never blocks the frame), and the
// audio goroutine, the only code touching the SDL stream, mixes every active
// voice and the music into a reused buffer and keeps the device stream a
// couple of chunks ahead. This is Nystrom's Event Queue decoupling "when a
// sound is asked for" from "when it is played", and the course's "sound on its
// own thread". Sounds are decoded once (WAV, in Go) and cached by id.
//
// Cost: a sound starts up to about two chunks (~21 ms) after the call; a
// goroutine; requests can be dropped under a flood (counted in
// SDLAudio.Stats, as are unknown ids and voices cut beyond MaxVoices). The
// mixer allocates nothing; go-sdl3's purego wrappers allocate a few bytes per
// SDL call, about two calls per chunk. On the web build go-sdl3 has no audio
// streams, so NewSDLAudio reports errors.ErrUnsupported and the game keeps
// the NullAudioService, as BEngine's web build does.
package services
