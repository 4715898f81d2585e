package sdlaudio

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"unsafe"

	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

// Stream is an SDL audio stream bound to the default playback device, taking
// float32 samples at the rate and channel count it was opened with. SDL
// converts them to whatever the device wants.
type Stream struct {
	s        *sdl.AudioStream
	dev      sdl.AudioDeviceID
	rate     int
	channels int
	args     [3]uintptr // arguments of the allocation-free calls
}

// Open initialises SDL's audio subsystem if needed, opens the default playback
// device with a stream of float32 samples at rate Hz and the given number of
// channels, and starts the device.
func Open(rate, channels int) (*Stream, error) {
	if rate <= 0 || channels <= 0 {
		return nil, fmt.Errorf("sdlaudio: open: rate %d and channels %d must be positive", rate, channels)
	}
	if runtime.GOOS == "js" {
		// go-sdl3 v0.1.1 implements no audio device or stream calls on js
		// (they panic); the web build plays silent, as BEngine's does.
		return nil, fmt.Errorf("sdlaudio: audio streams on js: %w", errors.ErrUnsupported)
	}
	if err := sdlsys.Init(sdlsys.Audio); err != nil {
		return nil, fmt.Errorf("sdlaudio: init audio (driver %s): %w", driverName(), err)
	}
	spec := &sdl.AudioSpec{Format: sdl.AUDIO_F32, Channels: int32(channels), Freq: int32(rate)}
	dev, err := sdl.AUDIO_DEVICE_DEFAULT_PLAYBACK.OpenAudioDevice(spec)
	if err != nil {
		return nil, fmt.Errorf("sdlaudio: open default playback device (driver %s): %w", driverName(), err)
	}
	devSpec, _, err := dev.Format()
	if err != nil {
		dev.Close()
		return nil, fmt.Errorf("sdlaudio: playback device format: %w", err)
	}
	s, err := sdl.CreateAudioStream(spec, devSpec)
	if err != nil {
		dev.Close()
		return nil, fmt.Errorf("sdlaudio: create audio stream: %w", err)
	}
	if err := dev.BindAudioStream(s); err != nil {
		s.Destroy()
		dev.Close()
		return nil, fmt.Errorf("sdlaudio: bind audio stream: %w", err)
	}
	resolveFast()
	return &Stream{s: s, dev: dev, rate: rate, channels: channels}, nil
}

func driverName() string {
	if d := os.Getenv("SDL_AUDIO_DRIVER"); d != "" {
		return d
	}
	return "auto"
}

// Rate reports the stream's sample rate in Hz.
func (s *Stream) Rate() int { return s.rate }

// Channels reports the number of interleaved channels.
func (s *Stream) Channels() int { return s.channels }

// ErrClosed is returned by a Stream used after Close.
var ErrClosed = errors.New("sdlaudio: stream closed")

// Put appends interleaved samples to the stream. It does not allocate; the
// samples are copied by SDL before Put returns.
func (s *Stream) Put(samples []float32) error {
	if s.s == nil {
		return ErrClosed
	}
	if len(samples) == 0 {
		return nil
	}
	buf := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(samples))), len(samples)*4)
	if err := s.putData(buf); err != nil {
		return fmt.Errorf("sdlaudio: put %d samples: %w", len(samples), err)
	}
	return nil
}

// QueuedFrames reports how many sample frames wait in the stream, not yet
// taken by the device. It does not allocate.
func (s *Stream) QueuedFrames() (int, error) {
	if s.s == nil {
		return 0, ErrClosed
	}
	n, err := s.queuedBytes()
	if err != nil {
		return 0, fmt.Errorf("sdlaudio: queued: %w", err)
	}
	return int(n) / (4 * s.channels), nil
}

// Clear drops every sample still queued in the stream.
func (s *Stream) Clear() error {
	if s.s == nil {
		return ErrClosed
	}
	return s.s.Clear()
}

// Close destroys the stream and closes the device. It is idempotent.
func (s *Stream) Close() {
	if s.s == nil {
		return
	}
	s.s.Destroy()
	s.dev.Close()
	s.s = nil
}
