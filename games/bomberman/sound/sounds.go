package sound

import (
	"sync"

	"github.com/bengine-go/bengine/core/services"
)

// Sounds renders every track and effect for the audio service, keyed by
// id, rendering them in parallel (one goroutine a sound): the tracks are
// independent, so a machine with several cores starts the game sooner. The
// result is the same as calling Sound on each.
func Sounds(tracks map[string]*Track, effects map[string]*Effect) map[string]*services.Sound {
	out := make(map[string]*services.Sound, len(tracks)+len(effects))
	var mu sync.Mutex
	var wg sync.WaitGroup
	render := func(id string, sound func() *services.Sound) {
		wg.Go(func() {
			s := sound()
			mu.Lock()
			out[id] = s
			mu.Unlock()
		})
	}
	for id, t := range tracks {
		render(id, t.Sound)
	}
	for id, e := range effects {
		render(id, e.Sound)
	}
	wg.Wait()
	return out
}
