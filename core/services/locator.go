package services

import (
	"sync/atomic"

	"github.com/bengine-go/bengine/core/patterns"
)

// The locator's registry. Atomic pointers make Audio and Bus safe to call
// from any goroutine and cheap (one atomic load, no allocation).
var (
	audioSvc   atomic.Pointer[audioBox]
	busSvc     atomic.Pointer[patterns.EventBus]
	defaultBus = patterns.NewEventBus()
)

// audioBox holds the interface value so it can live behind an atomic.Pointer.
type audioBox struct{ a AudioService }

var nullAudio AudioService = NullAudioService{}

// Audio returns the audio service provided last, or a NullAudioService when
// none is (or ProvideAudio(nil) was called).
func Audio() AudioService {
	if b := audioSvc.Load(); b != nil {
		return b.a
	}
	return nullAudio
}

// ProvideAudio makes a the audio service, replacing the current one at once;
// nil restores the null service. The locator does not close the service it
// replaces: whoever created it does.
func ProvideAudio(a AudioService) {
	if a == nil {
		audioSvc.Store(nil)
		return
	}
	audioSvc.Store(&audioBox{a})
}

// Bus returns the game's event bus: the one provided last, or a default bus
// that exists from program start. The bus itself is not safe for concurrent
// use; only the game loop's goroutine should publish and subscribe.
func Bus() *patterns.EventBus {
	if b := busSvc.Load(); b != nil {
		return b
	}
	return defaultBus
}

// ProvideBus makes b the event bus; nil restores the default bus. Listeners
// subscribed to the previous bus stay there.
func ProvideBus(b *patterns.EventBus) { busSvc.Store(b) }
