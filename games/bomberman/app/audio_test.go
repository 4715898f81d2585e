package app_test

import (
	"bytes"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/bengine-go/bengine/core/audio"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/effects"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/sound"
)

// syncBuffer is a log destination safe to read while the audio logs.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// withLoggedAudio provides a LoggingAudio around a real Mixer on the dummy
// audio driver for the test, and returns its log and the mixer.
func withLoggedAudio(t *testing.T) (*syncBuffer, *audio.Mixer) {
	t.Helper()
	mixer, err := audio.NewMixer(nil)
	if err != nil {
		t.Skipf("no SDL audio here: %v", err)
	}
	buf := &syncBuffer{}
	services.ProvideAudio(services.NewLoggingAudio(mixer, slog.New(slog.NewTextHandler(buf, nil))))
	t.Cleanup(func() {
		services.ProvideAudio(nil)
		mixer.Close()
	})
	return buf, mixer
}

// The log records LoggingAudio writes for a call.
func registered(id string) string { return `msg="audio: Register" id=` + id + " " }
func playSound(id string) string  { return `msg="audio: PlaySound" id=` + id + " " }
func playMusic(id string, loop bool) string {
	return fmt.Sprintf(`msg="audio: PlayMusic" id=%s loop=%v`, id, loop)
}

// TestEventSounds plays a scripted game (walk, pause and resume, a bomb
// on the player's own cell, death) through the engine and checks that each
// moment played its effect and that the music followed the game.
func TestEventSounds(t *testing.T) {
	apptest.SDL(t, nil)
	logb, mixer := withLoggedAudio(t)
	a := apptest.Open(t, app.Flags{Replay: "testdata/own_bomb_pause.json", Ticks: 480})
	if err := a.Run(); err != nil {
		t.Fatal(err)
	}
	out := logb.String()
	for _, id := range append(append([]string{}, sound.TrackIDs...), sound.EffectIDs...) {
		if !strings.Contains(out, registered(id)) {
			t.Errorf("sound %q was not registered", id)
		}
	}
	want := []string{
		playMusic("main", true),         // the stage's theme from the first step
		playSound("footstep_v"),         // walking down and up
		playSound("pause"),              // Start pauses (and resumes) with the chime
		playSound("bomb_place"),         // A
		playSound("explosion"),          // 160 frames later
		playSound("player_die"),         // caught in it
		playMusic("death", false),       // the death jingle
		playMusic("stage_intro", false), // the stage restarts with a new map
	}
	last := 0
	for _, w := range want {
		i := strings.Index(out[last:], w)
		if i < 0 {
			t.Fatalf("after %q... no %s in the audio log:\n%s", out[max(0, last-80):last], w, out)
		}
		last += i
	}
	if n := strings.Count(out, playSound("pause")); n != 2 {
		t.Errorf("got %d pause chimes, want 2 (pause, resume)", n)
	}
	mixer.Close() // drain the queue so the counters are final
	if st := mixer.Stats(); st.Unknown != 0 || st.Requests == 0 {
		t.Errorf("got audio stats %+v, want requests and none for unknown sounds", st)
	}
}

// TestEventSoundTable checks the event-to-sound table for the moments a
// short replay does not reach (items, secrets, the all-enemies chime, the
// password beep) and that visual-only events stay silent.
func TestEventSoundTable(t *testing.T) {
	apptest.SDL(t, nil)
	logb, _ := withLoggedAudio(t)
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 42, SeedSet: true})
	apptest.Frames(t, a, 1)
	bus := services.Bus()
	cases := []struct {
		name    string
		publish func()
		want    string // "" = no sound
	}{
		{"footstep h", func() { patterns.Broadcast(bus, game.Footstep{Horizontal: true}) }, "footstep_h"},
		{"footstep v", func() { patterns.Broadcast(bus, game.Footstep{}) }, "footstep_v"},
		{"bomb", func() { patterns.Broadcast(bus, game.BombPlaced{X: 3, Y: 1}) }, "bomb_place"},
		{"explosion", func() { patterns.Broadcast(bus, game.Exploded{X: 3, Y: 1}) }, "explosion"},
		{"item", func() { patterns.Broadcast(bus, game.ItemTaken{X: 3, Y: 1, Item: game.ItemFlames}) }, "item_get"},
		{"secret", func() { patterns.Broadcast(bus, game.SecretTaken{X: 3, Y: 1, Points: 10000}) }, "item_get"},
		{"death", func() { patterns.Broadcast(bus, game.PlayerDied{X: 1, Y: 1}) }, "player_die"},
		{"chime", func() { patterns.Broadcast(bus, game.AllEnemiesDead{}) }, "pause"},
		{"pause", func() { patterns.Broadcast(bus, game.Paused{On: true}) }, "pause"},
		{"password", func() { patterns.Broadcast(bus, game.PasswordShown{}) }, "password_beep"},
		{"brick", func() { patterns.Broadcast(bus, game.BrickBroken{X: 3, Y: 1}) }, ""},
		{"kill", func() { patterns.Broadcast(bus, game.EnemyKilled{X: 5, Y: 1, Points: 100}) }, ""},
		{"stage", func() { patterns.Broadcast(bus, game.StageStarted{Stage: 1}) }, ""},
	}
	for _, c := range cases {
		before := len(logb.String())
		c.publish()
		got := logb.String()[before:]
		switch {
		case c.want == "" && strings.Contains(got, "audio: PlaySound"):
			t.Errorf("%s: got %q, want no sound", c.name, got)
		case c.want != "" && !strings.Contains(got, playSound(c.want)):
			t.Errorf("%s: got %q, want PlaySound(%q)", c.name, got, c.want)
		}
	}
	// Music ids follow the game's tracks one to one.
	for m := game.MusicTitle; m <= game.MusicClear; m++ {
		if got, want := effects.TrackID(m), sound.TrackIDs[m-1]; got != want {
			t.Errorf("track of music %d: got %q, want %q", m, got, want)
		}
	}
	if got := effects.TrackID(game.MusicNone); got != "" {
		t.Errorf("track of no music: got %q, want none", got)
	}
}

// A broken sound file stops a headless run (no audio device, the null
// service) as it stops a windowed one: the music and effects are parsed
// whatever plays them.
func TestHeadlessChecksSoundData(t *testing.T) {
	cases := []struct {
		file, raw, want string
	}{
		{"sfx/explosion.json", `{"Channel": "noise", "Steps": [{"Wave": "noise", "From": 4, "Ms": 700, "Vol": 1, "At": 1e13}]}`,
			"explosion.json: field Steps[0].At: must be 0..5000 ms"},
		{"music/main.json", `{"Tempo": 400, "Pulse1": {"Notes": "[[[[C4 32 C4 32 C4 32 C4 32 ]x64]x64]x64]x64"}}`,
			"main.json:1:38: field Pulse1.Notes: the voice passes 4000 beats here"},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			apptest.SDL(t, nil)
			dir := t.TempDir()
			if err := os.CopyFS(dir, os.DirFS(apptest.DataDir)); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, c.file), []byte(c.raw), 0o644); err != nil {
				t.Fatal(err)
			}
			a, err := app.Open(app.Flags{Headless: true, DataDir: dir}, nil)
			if err == nil {
				a.Close()
				t.Fatalf("NewApp: got no error, want one containing %q", c.want)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("NewApp: got %v, want an error containing %q", err, c.want)
			}
		})
	}
}
