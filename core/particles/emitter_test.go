package particles_test

import (
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func worldOf(m *mgl32.Mat3, p mgl32.Vec2) mgl32.Vec2 {
	if m == nil {
		return p
	}
	v := m.Mul3x1(mgl32.Vec3{p[0], p[1], 1})
	return mgl32.Vec2{v[0], v[1]}
}

func TestWorldVersusObjectSpace(t *testing.T) {
	cases := []struct {
		withObject bool
		want       mgl32.Vec2 // the particle's world position at the end
	}{
		// Launched at (100, 100) moving +x at 10/s for 0.2 s: world space
		// leaves it there while the object moves on.
		{false, mgl32.Vec2{102, 100}},
		// Object space carries it along: the object moved +100 in x.
		{true, mgl32.Vec2{202, 100}},
	}
	for _, c := range cases {
		t.Run(map[bool]string{false: "world", true: "object"}[c.withObject], func(t *testing.T) {
			cfg := baseConfig()
			cfg.Emitter.ParticleMoveWithObject = c.withObject
			cfg.Emitter.SpawnRate = 0
			sc := scene.New("test")
			o := sc.NewObject("ship")
			o.Transform.SetPosition(mgl32.Vec2{100, 100})
			e, err := particles.NewEmitter(cfg, testAtlas, &particles.Explosion{Count: 1}, nil)
			if err != nil {
				t.Fatal(err)
			}
			scene.AddComponent(o, e)
			sc.Update(0.1)
			o.Transform.SetPosition(mgl32.Vec2{200, 100})
			sc.Update(0.1)
			if e.Live() != 1 {
				t.Fatalf("got %d live, want 1", e.Live())
			}
			var q render.Queue
			sc.Render(&q)
			s := e.System()
			got := worldOf(s.Sprite.World, s.At(0).Pos)
			if !near(got[0], c.want[0]) || !near(got[1], c.want[1]) {
				t.Fatalf("world position: got %v, want %v", got, c.want)
			}
			if q.Len() != 1 {
				t.Fatalf("rendered %d sprites, want 1", q.Len())
			}
		})
	}
}

func TestWorldSpaceFollowsRotation(t *testing.T) {
	cfg := baseConfig() // launches along +x at 10/s
	cfg.Emitter.SpawnRate = 0
	sc := scene.New("test")
	o := sc.NewObject("turret")
	o.Transform.SetRotation(3.14159265 / 2) // a quarter turn: +x becomes +y
	e, _ := particles.NewEmitter(cfg, testAtlas, &particles.Explosion{Count: 1}, nil)
	scene.AddComponent(o, e)
	sc.Update(0.5)
	if v := e.System().At(0).Vel; !near(v[0], 0) || !near(v[1], 10) {
		t.Fatalf("got velocity %v, want (0, 10)", v)
	}
}

func TestBehaviors(t *testing.T) {
	cfg := baseConfig()
	cfg.Emitter.SpawnRate = 10
	cfg.Emitter.ParticleLife = 100
	held := false
	dead := false
	cases := []struct {
		name  string
		b     particles.Behavior
		frame func(i int) // before frame i
		want  int         // live after 30 frames of 0.1 s
	}{
		{"test", particles.Test{}, nil, 30},
		{"key", &particles.Key{Held: func() bool { return held }}, func(i int) { held = i >= 10 && i < 22 }, 12},
		{"death", &particles.Death{Dead: func() bool { return dead }, Count: 7}, func(i int) { dead = i >= 5 }, 7},
		{"explosion", &particles.Explosion{Count: 25}, nil, 25},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := scene.New("test")
			o := sc.NewObject("o")
			e, err := particles.NewEmitter(cfg, testAtlas, c.b, nil)
			if err != nil {
				t.Fatal(err)
			}
			scene.AddComponent(o, e)
			for i := 0; i < 30; i++ {
				if c.frame != nil {
					c.frame(i)
				}
				sc.Update(0.1)
			}
			if got := e.Live(); got != c.want {
				t.Fatalf("got %d live, want %d", got, c.want)
			}
		})
	}
}

func TestDeathOutlivesObject(t *testing.T) {
	cfg := baseConfig()
	cfg.Emitter.SpawnRate = 0
	cfg.Emitter.ParticleLife = 0.5
	sc := scene.New("test")
	o := sc.NewObject("zeppelin")
	o.Transform.SetPosition(mgl32.Vec2{40, 60})
	e, _ := particles.NewEmitter(cfg, testAtlas, &particles.Death{Count: 12}, nil)
	scene.AddComponent(o, e)
	sc.Update(0.1)
	if e.Live() != 0 {
		t.Fatalf("before death: got %d live, want 0", e.Live())
	}
	o.Destroy()
	left := sc.Find("zeppelin.death")
	if left == nil {
		t.Fatal("no zeppelin.death object left behind")
	}
	heir, ok := scene.GetComponent[*particles.Emitter](left)
	if !ok || heir.Live() != 12 {
		t.Fatalf("left behind: got emitter %v with %d live, want 12", ok, heir.Live())
	}
	if p := heir.System().At(0).Pos; p != (mgl32.Vec2{40, 60}) {
		t.Fatalf("burst at %v, want the dead object's position (40, 60)", p)
	}
	for i := 0; i < 8; i++ {
		sc.Update(0.1)
	}
	if sc.Find("zeppelin.death") != nil {
		t.Fatal("the left-behind object is still there after its particles died")
	}
}

// writeFile replaces path's contents the way editors do: write a temporary
// file and rename it over the original.
func writeFile(t *testing.T, path, text string) {
	t.Helper()
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

func TestHotReload(t *testing.T) {
	for _, polling := range []bool{false, true} {
		t.Run(map[bool]string{false: "notify", true: "poll"}[polling], func(t *testing.T) {
			opts := &data.WatchOptions{Debounce: 20 * time.Millisecond}
			if polling {
				opts.PollInterval = 20 * time.Millisecond
			}
			w, err := data.NewWatcher(opts)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			dir := t.TempDir()
			path := filepath.Join(dir, "fx.json")
			good := strings.Replace(seedJSON, `"particlemagic"`, `"spark"`, 1)
			good = strings.Replace(good, `"FrameCount": 32`, `"FrameCount": 8`, 1)
			if err := os.WriteFile(path, []byte(good), 0o644); err != nil {
				t.Fatal(err)
			}
			e, err := particles.LoadEmitter(data.Dir(dir, w), "fx.json", testAtlas, particles.Test{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			e.Logger = discardLogger()
			sc := scene.New("test")
			scene.AddComponent(sc.NewObject("fx"), e)
			if err := e.Watch(); err != nil {
				t.Fatal(err)
			}
			// run plays frames, polling the watcher between them like the
			// engine, until cond holds.
			run := func(what string, cond func() bool) {
				t.Helper()
				deadline := time.Now().Add(5 * time.Second)
				for !cond() {
					if time.Now().After(deadline) {
						t.Fatalf("timed out waiting for %s (last error %v)", what, e.LastError())
					}
					w.Poll()
					sc.Update(1.0 / 60)
					time.Sleep(5 * time.Millisecond)
				}
			}
			run("particles", func() bool { return e.Live() > 10 })

			writeFile(t, path, strings.Replace(good, `"ParticleLife": 3`, `"ParticleLife": -1`, 1))
			run("the broken edit's error", func() bool { return e.LastError() != nil })
			if msg := e.LastError().Error(); !strings.Contains(msg, "fx.json") || !strings.Contains(msg, "Emitter.ParticleLife") {
				t.Fatalf("got error %q, want it to name fx.json and Emitter.ParticleLife", msg)
			}
			before := e.Live()
			for i := 0; i < 10; i++ {
				sc.Update(1.0 / 60)
			}
			if e.Live() <= before || e.System().Config().Emitter.ParticleLife != 3 {
				t.Fatalf("after a broken edit: live %d -> %d, life %v; want the last good config running",
					before, e.Live(), e.System().Config().Emitter.ParticleLife)
			}

			if err := os.WriteFile(path, []byte(strings.Replace(good, `"SpawnRate": 100`, `"SpawnRate": 250`, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			run("recovery", func() bool { return e.LastError() == nil && e.System().Config().Emitter.SpawnRate == 250 })
			if got, want := e.System().Cap(), 751; got != want {
				t.Fatalf("pool after reload: got %d, want %d", got, want)
			}
		})
	}
}

func TestReloadOnDemand(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "fx.json")
	good := strings.Replace(seedJSON, `"particlemagic"`, `"spark"`, 1)
	os.WriteFile(path, []byte(good), 0o644)
	e, err := particles.LoadEmitter(data.Dir(dir, nil), "fx.json", testAtlas, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	e.Logger = discardLogger()
	os.WriteFile(path, []byte(strings.Replace(good, `"spark"`, `"missing"`, 1)), 0o644)
	if err := e.Reload(); err == nil || !strings.Contains(err.Error(), "missing") || e.LastError() == nil {
		t.Fatalf("unknown sprite: got %v, want an error naming it", err)
	}
	os.WriteFile(path, []byte(strings.Replace(good, `"SprayAngle": 20`, `"SprayAngle": 45`, 1)), 0o644)
	if err := e.Reload(); err != nil || e.LastError() != nil {
		t.Fatalf("good file: got %v", err)
	}
	if got := e.System().Config().Emitter.SprayAngle; got != 45 {
		t.Fatalf("got SprayAngle %v, want 45", got)
	}
}

func discardLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func TestEmitterNoAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	cfg := baseConfig()
	cfg.Emitter.SpawnRate = 300
	cfg.Emitter.ParticleMoveWithObject = true
	sc := scene.New("test")
	o := sc.NewObject("o")
	e, err := particles.NewEmitter(cfg, testAtlas, particles.Test{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	scene.AddComponent(o, e)
	var q render.Queue
	x := float32(0)
	frame := func() {
		x++
		o.Transform.SetPosition(mgl32.Vec2{x, 0})
		sc.Update(1.0 / 60)
		q.Reset()
		sc.Render(&q)
	}
	for i := 0; i < 200; i++ {
		frame()
	}
	if got := testing.AllocsPerRun(100, frame); got != 0 {
		t.Fatalf("got %v allocations per frame, want 0", got)
	}
}
