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

// The dummy device must take queued samples away in real time: the audio
// service relies on the queue draining to know when to mix more.
func TestDummyDeviceConsumes(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	s, err := sdlaudio.Open(48000, 2)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	defer s.Close()
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

// Put and QueuedFrames run on the audio goroutine once or twice per chunk,
// for as long as the game runs: they must not allocate.
func TestPutAndQueuedDoNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	s, err := sdlaudio.Open(48000, 2)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	defer s.Close()
	buf := make([]float32, 2*512)
	for i := range buf {
		buf[i] = float32(i%64) / 64
	}
	tests := []struct {
		name string
		call func() error
	}{
		{"Put", func() error { return s.Put(buf) }},
		{"QueuedFrames", func() error { _, err := s.QueuedFrames(); return err }},
	}
	for _, tt := range tests {
		var err error
		n := testing.AllocsPerRun(100, func() {
			if e := tt.call(); e != nil {
				err = e
			}
		})
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if n != 0 {
			t.Errorf("%s: got %v allocations per call, want 0", tt.name, n)
		}
	}
	if err := s.Clear(); err != nil {
		t.Fatal(err)
	}
	q, err := s.QueuedFrames()
	if err != nil || q != 0 {
		t.Errorf("QueuedFrames after Clear: got %d, %v, want 0, nil", q, err)
	}
}
