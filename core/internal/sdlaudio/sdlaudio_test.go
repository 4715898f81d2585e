package sdlaudio_test

import (
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/internal/sdlaudio"
)

func TestMain(m *testing.M) {
	if os.Getenv("SDL_AUDIO_DRIVER") == "" {
		os.Setenv("SDL_AUDIO_DRIVER", "dummy")
	}
	os.Exit(m.Run())
}

// open opens a 48 kHz stereo stream on the test's locked thread.
func open(t *testing.T) *sdlaudio.Stream {
	t.Helper()
	runtime.LockOSThread()
	t.Cleanup(runtime.UnlockOSThread)
	s, err := sdlaudio.Open(48000, 2)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(s.Close)
	return s
}

// The dummy device must take queued samples away in real time: the audio
// service relies on the queue draining to know when to mix more.
func TestDummyDeviceConsumes(t *testing.T) {
	s := open(t)
	buf := make([]float32, 2*4800) // 100 ms of stereo
	if err := s.Put(buf); err != nil {
		t.Fatalf("Put: %v", err)
	}
	q0, err := s.QueuedFrames()
	if err != nil {
		t.Fatalf("QueuedFrames: %v", err)
	}
	if q0 <= 0 || q0 > 4800 {
		t.Fatalf("queued after Put: got %d frames, want 1..4800", q0)
	}
	deadline := time.Now().Add(2 * time.Second)
	for {
		q, err := s.QueuedFrames()
		if err != nil {
			t.Fatalf("QueuedFrames: %v", err)
		}
		if q < q0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("queued frames: still %d after 2 s, want fewer than %d (device not consuming)", q, q0)
		}
		time.Sleep(5 * time.Millisecond)
	}
	s.Close()
	s.Close()
	if err := s.Put(buf); err != sdlaudio.ErrClosed {
		t.Errorf("Put after Close: got %v, want ErrClosed", err)
	}
}

func TestOpenRejectsBadSpec(t *testing.T) {
	if _, err := sdlaudio.Open(0, 2); err == nil {
		t.Errorf("Open(0, 2): got nil error, want one")
	}
}

// Put and QueuedFrames run once or twice per chunk on the audio goroutine
// for as long as the game plays: they must not allocate.
func TestStreamCallsDoNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	s := open(t)
	buf := make([]float32, 2*64)
	cases := []struct {
		name string
		call func()
	}{
		{"Put", func() {
			if err := s.Put(buf); err != nil {
				t.Fatal(err)
			}
		}},
		{"QueuedFrames", func() {
			if _, err := s.QueuedFrames(); err != nil {
				t.Fatal(err)
			}
		}},
	}
	for _, c := range cases {
		if got := testing.AllocsPerRun(100, c.call); got != 0 {
			t.Errorf("%s: got %v allocs, want 0", c.name, got)
		}
	}
}
