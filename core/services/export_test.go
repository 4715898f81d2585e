package services

// NewMixerForTest returns an SDLAudio with no device and no goroutine, so a
// test can drive the mixer directly: Apply* stand for the audio goroutine
// receiving requests, MixChunk for one pass of the mixer.
func NewMixerForTest(opts *SDLAudioOptions) *SDLAudio {
	o := opts.withDefaults()
	a := &SDLAudio{
		opts:   o,
		sounds: make(map[string][]float32),
		voices: make([]voice, 0, o.MaxVoices),
		mix:    make([]float32, 2*o.ChunkFrames),
	}
	for ch := range numChannels {
		a.volume[ch].Store(0x3f800000) // 1.0
	}
	return a
}

func (a *SDLAudio) ApplyPlay(id string, vol, pan float32) {
	a.apply(request{op: opPlay, id: id, vol: vol, pan: pan})
}
func (a *SDLAudio) ApplyMusic(id string, loop bool) {
	a.apply(request{op: opMusic, id: id, loop: loop})
}
func (a *SDLAudio) MixChunk() []float32 { return a.mixChunk() }
