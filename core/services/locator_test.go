package services_test

import (
	"sync"
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/services"
)

// recorder is an AudioService that records the calls it receives.
type recorder struct {
	services.NullAudioService
	calls []string
}

func (r *recorder) PlaySound(id string, volume, pan float32) {
	r.calls = append(r.calls, "PlaySound "+id)
}
func (r *recorder) StopMusic() { r.calls = append(r.calls, "StopMusic") }

func TestLocatorAudio(t *testing.T) {
	t.Cleanup(func() { services.ProvideAudio(nil) })
	a, b := &recorder{}, &recorder{}
	cases := []struct {
		name    string
		provide services.AudioService
		want    services.AudioService
	}{
		{"nothing provided: null service", nil, services.NullAudioService{}},
		{"provided", a, a},
		{"replaced at run time", b, b},
		{"nil restores the null service", nil, services.NullAudioService{}},
	}
	for _, c := range cases {
		services.ProvideAudio(c.provide)
		got := services.Audio()
		if got != c.want {
			t.Errorf("%s: got %T %p, want %T %p", c.name, got, got, c.want, c.want)
		}
		got.PlaySound("x", 1, 0) // never nil, always callable
	}
	if len(a.calls) != 1 || len(b.calls) != 1 {
		t.Errorf("calls forwarded: got %d and %d, want 1 and 1", len(a.calls), len(b.calls))
	}
}

// The null service is only the small interface: a game asking it for
// volumes or a sound bank finds neither, and skips that work.
func TestNullAudioServiceDoesNothing(t *testing.T) {
	var a services.AudioService = services.NullAudioService{}
	a.PlaySound("boom", 1, 0)
	a.PlayMusic("theme", true)
	a.StopMusic()
	if _, ok := a.(services.VolumeControl); ok {
		t.Errorf("NullAudioService: got a VolumeControl, want none")
	}
	if _, ok := a.(services.SoundBank); ok {
		t.Errorf("NullAudioService: got a SoundBank, want none")
	}
}

func TestLocatorBus(t *testing.T) {
	t.Cleanup(func() { services.ProvideBus(nil) })
	def := services.Bus()
	if def == nil {
		t.Fatal("Bus before ProvideBus: got nil, want the default bus")
	}
	mine := patterns.NewEventBus()
	services.ProvideBus(mine)
	if got := services.Bus(); got != mine {
		t.Errorf("after ProvideBus: got %p, want %p", got, mine)
	}
	services.ProvideBus(nil)
	if got := services.Bus(); got != def {
		t.Errorf("after ProvideBus(nil): got %p, want the default %p", got, def)
	}
}

// Audio may be asked for from any goroutine while the main goroutine swaps
// the service (run with -race).
func TestLocatorConcurrentUse(t *testing.T) {
	t.Cleanup(func() { services.ProvideAudio(nil) })
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 1000 {
				services.Audio().StopMusic()
			}
		}()
	}
	for i := range 1000 {
		if i%2 == 0 {
			services.ProvideAudio(services.NullAudioService{})
		} else {
			services.ProvideAudio(nil)
		}
	}
	wg.Wait()
}

func TestAudioDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	t.Cleanup(func() { services.ProvideAudio(nil) })
	services.ProvideAudio(&recorder{calls: make([]string, 0, 1000)})
	if got := testing.AllocsPerRun(100, func() { services.Audio().StopMusic() }); got != 0 {
		t.Errorf("Audio().StopMusic(): got %v allocs, want 0", got)
	}
}
