package particles_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
)

// atlas is a name -> region table, the smallest real Sprites.
type atlas map[string]render.Region

func (a atlas) Region(name string) (render.Region, bool) { r, ok := a[name]; return r, ok }

var testTex = &render.Texture{W: 256, H: 64}

var testAtlas = atlas{
	"spark":   {Tex: testTex, X: 0, Y: 0, W: 64, H: 8}, // 8 frames of 8x8
	"dot":     {Tex: testTex, X: 0, Y: 8, W: 4, H: 4},
	"magic_0": {Tex: testTex, X: 0, Y: 16, W: 32, H: 8},
	"magic_1": {Tex: testTex, X: 0, Y: 24, W: 32, H: 8},
	"magic_2": {Tex: testTex, X: 0, Y: 32, W: 32, H: 8},
}

// baseConfig is a valid config: one particle per second, 2 s of life, no
// randomness in launch, 4 frames of 0.1 s.
func baseConfig() *particles.Config {
	return &particles.Config{
		Emitter: particles.EmitterConfig{
			PatternType:      particles.Pattern{Dir: [2]float32{1, 0}},
			SpawnRate:        1,
			ParticleLife:     2,
			MinSpeed:         10,
			MaxSpeed:         10,
			UniformAnimation: true,
			ScaleMultiplier:  1,
		},
		Animation: particles.AnimationConfig{FrameCount: 4, FrameDuration: 0.1, IsLooping: true},
		Sprite:    particles.SpriteConfig{SpriteSource: particles.Source{"spark"}},
	}
}

func newSystem(t testing.TB, cfg *particles.Config, burst int) *particles.System {
	t.Helper()
	s, err := particles.NewSystem(cfg, testAtlas, burst, random.New(7))
	if err != nil {
		t.Fatalf("NewSystem: %v", err)
	}
	return s
}

func near(a, b float32) bool { return math.Abs(float64(a-b)) < 1e-4 }

func TestFadeCurves(t *testing.T) {
	cases := []struct {
		fade     particles.Fade
		fadeTime float32
		age      float32
		want     float32
	}{
		{particles.FadeNone, 0.5, 0.01, 1}, {particles.FadeNone, 0.5, 1.99, 1},
		{particles.FadeOut, 0.5, 0.25, 1}, {particles.FadeOut, 0.5, 1.5, 1},
		{particles.FadeOut, 0.5, 1.75, 0.5}, {particles.FadeOut, 0.5, 1.9, 0.2},
		{particles.FadeOut, 4, 1, 0.25}, // longer than life: starts part-faded
		{particles.FadeIn, 0.5, 0.25, 0.5}, {particles.FadeIn, 0.5, 0.1, 0.2},
		{particles.FadeIn, 0.5, 0.5, 1}, {particles.FadeIn, 0.5, 1.5, 1},
		{particles.FadeIn, 0, 0.01, 1},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%v/%v/%v", c.fade, c.fadeTime, c.age), func(t *testing.T) {
			cfg := baseConfig()
			cfg.Emitter.Fade, cfg.Emitter.FadeTime = c.fade, c.fadeTime
			s := newSystem(t, cfg, 1)
			s.Spawn(1)
			s.Update(c.age)
			if got := s.At(0).Alpha; !near(got, c.want) {
				t.Errorf("alpha at age %v: got %v, want %v", c.age, got, c.want)
			}
		})
	}
}

func TestScaleCurves(t *testing.T) {
	cases := []struct {
		setting   particles.ScaleSetting
		mult, dur float32
		age       float32
		want      float32
	}{
		{particles.ScaleNone, 3, 1, 0.5, 1},
		{particles.ScaleIn, 3, 1, 0.25, 1.5}, {particles.ScaleIn, 3, 1, 0.5, 2},
		{particles.ScaleIn, 3, 1, 1.5, 3}, // held after ScaleTime
		{particles.ScaleOut, 3, 1, 0.25, 2.5}, {particles.ScaleOut, 3, 1, 0.5, 2},
		{particles.ScaleOut, 3, 1, 1.5, 1},
		{particles.ScalePop, 4, 1, 0.5, 2.5}, {particles.ScalePop, 4, 1, 1, 4},
		{particles.ScalePop, 4, 1, 1.5, 2.5}, {particles.ScalePop, 4, 1, 1.9, 1.3},
		{particles.ScalePop, 4, 2.9, 1.45, 2.5}, // the Mayhem example's numbers: peak near death
		{particles.ScaleIn, 0.5, 1, 0.5, 0.75},  // a multiplier below 1 shrinks
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%v/%v/%v/%v", c.setting, c.mult, c.dur, c.age), func(t *testing.T) {
			cfg := baseConfig()
			if c.dur > cfg.Emitter.ParticleLife {
				cfg.Emitter.ParticleLife = 3
			}
			cfg.Emitter.ScaleSetting, cfg.Emitter.ScaleMultiplier, cfg.Emitter.ScaleTime = c.setting, c.mult, c.dur
			s := newSystem(t, cfg, 1)
			s.Spawn(1)
			s.Update(c.age)
			if got := s.At(0).Scale; !near(got, c.want) {
				t.Errorf("scale at age %v: got %v, want %v", c.age, got, c.want)
			}
		})
	}
}

func TestSpawnAccumulator(t *testing.T) {
	cases := []struct {
		rate float32
		dts  []float32
		want []int // live particles after each frame (life is long)
	}{
		// accumulator after each frame: 0.25, 1.05, 0.175, 1.55
		{2.5, []float32{0.1, 0.32, 0.05, 0.55}, []int{0, 1, 1, 2}},
		// 0.7, 1.05, 0.26, 1.10, 0.17
		{0.7, []float32{1, 0.5, 0.3, 1.2, 0.1}, []int{0, 1, 1, 2, 2}},
		// 1.2, 2.2, 0.62
		{60, []float32{0.02, 1.0 / 30, 0.007}, []int{1, 3, 3}},
		// 1.6, 2.3, 3.6, 0.7, 5.7
		{100, []float32{0.016, 0.017, 0.033, 0.001, 0.05}, []int{1, 3, 6, 6, 11}},
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c.rate), func(t *testing.T) {
			cfg := baseConfig()
			cfg.Emitter.SpawnRate, cfg.Emitter.ParticleLife = c.rate, 100
			s := newSystem(t, cfg, 0)
			for i, dt := range c.dts {
				s.Emit(dt)
				s.Update(dt)
				if got := s.Live(); got != c.want[i] {
					t.Fatalf("after frame %d (dt %v): got %d live, want %d", i, dt, got, c.want[i])
				}
			}
		})
	}
}

func TestSpawnAccumulatorLongRun(t *testing.T) {
	// Uneven frames from a seeded stream: the count spawned tracks
	// rate*time within one particle.
	cfg := baseConfig()
	cfg.Emitter.SpawnRate, cfg.Emitter.ParticleLife = 37.3, 1000
	s := newSystem(t, cfg, 0)
	r := random.New(3)
	var total float64
	for i := 0; i < 600; i++ {
		dt := r.RangeF(0.001, 0.05)
		total += float64(dt)
		s.Emit(dt)
		s.Update(dt)
	}
	want := total * 37.3
	if got := float64(s.Live()); math.Abs(got-want) > 1 {
		t.Fatalf("got %v particles after %.3f s, want %.2f (+-1)", got, total, want)
	}
}

func TestPoolSizeAndExhaustion(t *testing.T) {
	cfg := baseConfig()
	cfg.Emitter.SpawnRate, cfg.Emitter.ParticleLife = 30, 1.5
	s := newSystem(t, cfg, 10)
	if got, want := s.Cap(), 45+1+10; got != want {
		t.Fatalf("pool: got %d, want %d", got, want)
	}
	if got := s.Spawn(100); got != s.Cap() {
		t.Fatalf("burst of 100: got %d spawned, want %d", got, s.Cap())
	}
	if got, want := s.Dropped(), 100-s.Cap(); got != want {
		t.Fatalf("dropped: got %d, want %d", got, want)
	}
	s.Emit(1) // pool full: 30 more are dropped, not queued
	if got, want := s.Dropped(), 100-s.Cap()+30; got != want {
		t.Fatalf("dropped after Emit on a full pool: got %d, want %d", got, want)
	}
	s.Update(1.6) // all die
	if got := s.Live(); got != 0 {
		t.Fatalf("after life: got %d live, want 0", got)
	}
	// Steady state at 60 fps never exhausts the pool without bursts.
	s.Clear()
	before := s.Dropped()
	for i := 0; i < 600; i++ {
		s.Emit(1.0 / 60)
		s.Update(1.0 / 60)
	}
	if got := s.Dropped() - before; got != 0 {
		t.Fatalf("steady state dropped %d particles, want 0 (live %d, cap %d)", got, s.Live(), s.Cap())
	}
	if got := s.Live(); got < 44 || got > 46 {
		t.Fatalf("steady state: got %d live, want ~45", got)
	}
}

func TestFlipbook(t *testing.T) {
	cases := []struct {
		looping bool
		age     float32
		want    int
	}{
		{true, 0.05, 0}, {true, 0.15, 1}, {true, 0.35, 3}, {true, 0.45, 0}, {true, 0.95, 1},
		{false, 0.05, 0}, {false, 0.35, 3}, {false, 0.45, 3}, {false, 1.9, 3},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("loop=%v/%v", c.looping, c.age), func(t *testing.T) {
			cfg := baseConfig()
			cfg.Animation.IsLooping = c.looping
			s := newSystem(t, cfg, 1)
			s.Spawn(1)
			s.Update(c.age)
			if got := s.At(0).Frame; got != c.want {
				t.Errorf("frame at age %v: got %d, want %d", c.age, got, c.want)
			}
		})
	}
}

func TestHiveMind(t *testing.T) {
	for _, hive := range []bool{true, false} {
		t.Run(fmt.Sprint(hive), func(t *testing.T) {
			cfg := baseConfig()
			cfg.Emitter.HiveMind = hive
			cfg.Animation.DiffAnimations = true
			cfg.Animation.FrameCount = 8
			s := newSystem(t, cfg, 50)
			// Particles of different ages and random start frames.
			for i := 0; i < 10; i++ {
				s.Spawn(3)
				s.Update(0.037)
			}
			frames := map[int]bool{}
			for i := 0; i < s.Live(); i++ {
				frames[s.At(i).Frame] = true
			}
			if hive && len(frames) != 1 {
				t.Fatalf("HiveMind: got %d distinct frames, want 1 (lockstep)", len(frames))
			}
			if !hive && len(frames) < 3 {
				t.Fatalf("no HiveMind: got %d distinct frames, want several", len(frames))
			}
		})
	}
}

func TestLaunch(t *testing.T) {
	cfg := baseConfig()
	cfg.Emitter.PatternType = particles.Pattern{Dir: [2]float32{0, 1}}
	cfg.Emitter.SprayAngle = 30
	cfg.Emitter.MinSpeed, cfg.Emitter.MaxSpeed = 50, 80
	s := newSystem(t, cfg, 200)
	s.SetOrigin([2]float32{100, 50}, 0)
	s.Spawn(200)
	for i := 0; i < s.Live(); i++ {
		p := s.At(i)
		if p.Pos != [2]float32{100, 50} {
			t.Fatalf("spawn position: got %v, want (100, 50)", p.Pos)
		}
		speed := p.Vel.Len()
		angle := math.Atan2(float64(p.Vel[1]), float64(p.Vel[0]))*180/math.Pi - 90
		if speed < 50-1e-3 || speed > 80+1e-3 {
			t.Fatalf("speed: got %v, want in [50, 80]", speed)
		}
		if angle < -30-1e-3 || angle > 30+1e-3 {
			t.Fatalf("spray: got %v degrees off the direction, want within 30", angle)
		}
	}
}

func TestRotateSweeps(t *testing.T) {
	cfg := baseConfig()
	cfg.Emitter.PatternType = particles.Pattern{Rotate: true}
	cfg.Emitter.SpawnRate = 4 // 90 degrees per particle
	s := newSystem(t, cfg, 4)
	s.Spawn(4)
	want := [][2]float32{{10, 0}, {0, 10}, {-10, 0}, {0, -10}}
	for i, w := range want {
		v := s.At(i).Vel
		if !near(v[0], w[0]) || !near(v[1], w[1]) {
			t.Errorf("particle %d: got velocity %v, want %v", i, v, w)
		}
	}
}

func TestMotionGravityDrag(t *testing.T) {
	cfg := baseConfig()
	cfg.Emitter.Gravity = 100
	s := newSystem(t, cfg, 1)
	s.Spawn(1)
	s.Update(0.5)
	p := s.At(0)
	if !near(p.Vel[1], 50) || !near(p.Pos[0], 5) || !near(p.Pos[1], 25) {
		t.Fatalf("gravity: got pos %v vel %v, want pos (5, 25) vel (10, 50)", p.Pos, p.Vel)
	}
	cfg.Emitter.Gravity, cfg.Emitter.Drag = 0, 1
	s = newSystem(t, cfg, 1)
	s.Spawn(1)
	s.Update(0.5)
	if got := s.At(0).Vel[0]; !near(got, 5) {
		t.Fatalf("drag: got vx %v, want 5", got)
	}
}

func TestSheets(t *testing.T) {
	cfg := baseConfig()
	cfg.Emitter.UniformAnimation = false
	cfg.Sprite.SpriteSource = particles.Source{"magic"}
	s := newSystem(t, cfg, 300)
	s.Spawn(300)
	seen := map[int]int{}
	for i := 0; i < s.Live(); i++ {
		seen[s.At(i).Sheet]++
	}
	if len(seen) != 3 {
		t.Fatalf("magic_0..2: got sheets %v, want all 3 used", seen)
	}
	cfg.Sprite.SpriteSource = particles.Source{"spark", "dot"}
	s = newSystem(t, cfg, 300)
	s.Spawn(300)
	seen = map[int]int{}
	for i := 0; i < s.Live(); i++ {
		seen[s.At(i).Sheet]++
	}
	if len(seen) != 2 {
		t.Fatalf("list of 2: got sheets %v, want both used", seen)
	}
	cfg.Sprite.SpriteSource = particles.Source{"nope"}
	if _, err := particles.NewSystem(cfg, testAtlas, 0, nil); err == nil || !strings.Contains(err.Error(), "SpriteSource") {
		t.Fatalf("unknown sprite: got %v, want an error naming SpriteSource", err)
	}
}

func TestRenderOneKey(t *testing.T) {
	cfg := baseConfig()
	cfg.Emitter.Fade, cfg.Emitter.FadeTime = particles.FadeOut, 1
	s := newSystem(t, cfg, 20)
	s.Sprite.Blend = render.BlendAdd
	s.Spawn(20)
	s.Update(1.5)
	var q render.Queue
	s.Render(&q)
	if got := q.Len(); got != 20 {
		t.Fatalf("got %d sprites, want 20", got)
	}
}

func TestNoAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	cfg := baseConfig()
	cfg.Emitter.SpawnRate = 500
	cfg.Emitter.Colors = []string{"#ff0000", "#00ff00"}
	s := newSystem(t, cfg, 100)
	var q render.Queue
	frame := func() {
		s.Emit(1.0 / 60)
		s.Spawn(2)
		s.Update(1.0 / 60)
		q.Reset()
		s.Render(&q)
	}
	for i := 0; i < 300; i++ { // warm up the queue's storage
		frame()
	}
	if got := testing.AllocsPerRun(200, frame); got != 0 {
		t.Fatalf("got %v allocations per frame, want 0", got)
	}
}

func TestSetConfigKeepsParticles(t *testing.T) {
	cfg := baseConfig()
	s := newSystem(t, cfg, 10)
	s.Spawn(10)
	cfg2 := baseConfig()
	cfg2.Emitter.SpawnRate, cfg2.Emitter.ParticleLife = 2, 1
	cfg2.Animation.FrameCount = 2
	if err := s.SetConfig(cfg2, testAtlas, 0); err != nil {
		t.Fatal(err)
	}
	if got, want := s.Cap(), 3; got != want {
		t.Fatalf("cap: got %d, want %d", got, want)
	}
	if got, want := s.Live(), 3; got != want {
		t.Fatalf("live kept: got %d, want %d", got, want)
	}
	s.Update(0.5)
	for i := 0; i < s.Live(); i++ {
		if f := s.At(i).Frame; f > 1 {
			t.Fatalf("frame %d past the new FrameCount 2", f)
		}
	}
	bad := baseConfig()
	bad.Emitter.ParticleLife = -1
	if err := s.SetConfig(bad, testAtlas, 0); err == nil {
		t.Fatal("negative life: got no error")
	}
	if got := s.Config().Emitter.ParticleLife; got != 1 {
		t.Fatalf("after a bad config: got life %v, want the last good 1", got)
	}
}

func TestRingRecyclesInBirthOrder(t *testing.T) {
	// A pool of 11 (10/s for 1 s) cycled many times round the ring, with
	// uneven frames: the live particles are listed oldest first, none is
	// past its life, and the count tracks SpawnRate*ParticleLife.
	cfg := baseConfig()
	cfg.Emitter.SpawnRate, cfg.Emitter.ParticleLife = 10, 1
	s := newSystem(t, cfg, 0)
	r := random.New(5)
	for frame := 0; frame < 600; frame++ {
		dt := r.RangeF(0.005, 0.04)
		s.Emit(dt)
		s.Update(dt)
		for i := 0; i < s.Live(); i++ {
			a := s.At(i).Age
			if a >= 1 {
				t.Fatalf("frame %d: particle %d has age %v, want < life 1", frame, i, a)
			}
			if i > 0 && a > s.At(i-1).Age {
				t.Fatalf("frame %d: particle %d is older (%v) than particle %d (%v), want oldest first",
					frame, i, a, i-1, s.At(i-1).Age)
			}
		}
		if got := s.Live(); frame > 60 && (got < 9 || got > 11) {
			t.Fatalf("frame %d: got %d live, want about 10", frame, got)
		}
	}
	if got := s.Dropped(); got != 0 {
		t.Fatalf("got %d dropped, want 0", got)
	}
}

func TestDeathAtParticleLife(t *testing.T) {
	// Particles spawned 0.25 s apart die one at a time, exactly when their
	// age reaches ParticleLife, whichever ring slot they are in.
	cfg := baseConfig()
	cfg.Emitter.ParticleLife = 1
	s := newSystem(t, cfg, 3)
	for i := 0; i < 4; i++ {
		s.Spawn(1)
		s.Update(0.25)
	}
	// Ages now 1 (dead), 0.75, 0.5, 0.25.
	want := []int{3, 2, 1, 0}
	for i, w := range want {
		if got := s.Live(); got != w {
			t.Fatalf("after %d more frames: got %d live, want %d", i, got, w)
		}
		if w > 0 && !near(s.At(0).Age, 0.75) {
			t.Fatalf("after %d more frames: oldest has age %v, want 0.75", i, s.At(0).Age)
		}
		s.Update(0.25)
	}
}

func TestAgesStayPreciseOverAnHour(t *testing.T) {
	// A particle that lives for hours keeps the system busy for an hour of
	// 60 fps frames; a particle spawned then still ages by exactly one
	// frame per frame (ages are a clock minus a birth time, and the clock
	// must not lose its precision as it grows).
	cfg := baseConfig()
	cfg.Emitter.SpawnRate, cfg.Emitter.ParticleLife = 0.001, 4000
	s := newSystem(t, cfg, 1)
	s.Spawn(1)
	const dt = float32(1.0 / 60)
	for i := 0; i < 3600*60; i++ {
		s.Update(dt)
	}
	if got := s.At(0).Age; math.Abs(float64(got)-3600) > 1 {
		t.Fatalf("after an hour: got age %v, want about 3600", got)
	}
	s.Spawn(1)
	s.Update(dt)
	s.Update(dt)
	if got := s.At(1).Age; math.Abs(float64(got-2*dt)) > 1e-5 {
		t.Fatalf("two frames after spawning: got age %v, want %v", got, 2*dt)
	}
}

func TestSetConfigShrinkKeepsTheYoungest(t *testing.T) {
	cfg := baseConfig()
	cfg.Emitter.ParticleLife = 10
	s := newSystem(t, cfg, 10)
	for i := 0; i < 10; i++ { // ages 1.0, 0.9, ... 0.1 after the loop
		s.Spawn(1)
		s.Update(0.1)
	}
	small := baseConfig()
	small.Emitter.SpawnRate, small.Emitter.ParticleLife = 2, 1 // pool of 3
	if err := s.SetConfig(small, testAtlas, 0); err != nil {
		t.Fatal(err)
	}
	want := []float32{0.3, 0.2, 0.1}
	if got := s.Live(); got != len(want) {
		t.Fatalf("got %d live, want %d", got, len(want))
	}
	for i, w := range want {
		if got := s.At(i).Age; !near(got, w) {
			t.Errorf("particle %d: got age %v, want %v", i, got, w)
		}
	}
}

func TestRemoveTakesBackABurst(t *testing.T) {
	// Three bursts at 0.1 s apart (ages 0.2, 0.1, 0), in a ring that has
	// wrapped: removing the middle one leaves the others, oldest first,
	// with their ages; removing it again, or particles long dead, removes
	// nothing; the ring goes on recycling in birth order afterwards.
	cfg := baseConfig()
	cfg.Emitter.ParticleLife = 1
	s := newSystem(t, cfg, 12)
	s.Spawn(8) // these die, so that the bursts below wrap round the ring
	s.Update(1)
	var firsts [3]uint64
	for i := range firsts {
		firsts[i] = s.Spawned()
		s.Spawn(4)
		s.Update(0.1)
	}
	if got, want := firsts, [3]uint64{8, 12, 16}; got != want {
		t.Fatalf("Spawned before each burst: got %v, want %v", got, want)
	}
	for _, c := range []struct {
		what    string
		first   uint64
		n       int
		removed int
		ages    []float32
	}{
		{"the middle burst", firsts[1], 4, 4, []float32{0.3, 0.3, 0.3, 0.3, 0.1, 0.1, 0.1, 0.1}},
		{"the same burst again", firsts[1], 4, 0, []float32{0.3, 0.3, 0.3, 0.3, 0.1, 0.1, 0.1, 0.1}},
		{"particles long dead", 0, 8, 0, []float32{0.3, 0.3, 0.3, 0.3, 0.1, 0.1, 0.1, 0.1}},
		{"nothing", firsts[0], 0, 0, []float32{0.3, 0.3, 0.3, 0.3, 0.1, 0.1, 0.1, 0.1}},
		{"half the last burst", firsts[2] + 2, 2, 2, []float32{0.3, 0.3, 0.3, 0.3, 0.1, 0.1}},
	} {
		if got := s.Remove(c.first, c.n); got != c.removed {
			t.Errorf("%s: Remove got %d, want %d", c.what, got, c.removed)
		}
		if got := s.Live(); got != len(c.ages) {
			t.Fatalf("%s: got %d live, want %d", c.what, got, len(c.ages))
		}
		for i, a := range c.ages {
			if got := s.At(i).Age; !near(got, a) {
				t.Errorf("%s: particle %d has age %v, want %v", c.what, i, got, a)
			}
		}
	}
	s.Spawn(6) // fills the pool: 6 + 6 of 12
	if got := s.Live(); got != 12 {
		t.Fatalf("after refilling: got %d live, want 12", got)
	}
	s.Update(0.75) // the first burst dies (age 1.05), the rest lives on
	if got := s.Live(); got != 8 {
		t.Fatalf("after the first burst's life: got %d live, want 8", got)
	}
	if got := s.Remove(s.Spawned()-6, 6); got != 6 || s.Live() != 2 {
		t.Fatalf("removing the youngest 6: got %d removed, %d live, want 6 and 2", got, s.Live())
	}
	if got := s.Remove(firsts[2], 2); got != 2 || s.Live() != 0 {
		t.Fatalf("removing the last 2: got %d removed, %d live, want 2 and 0", got, s.Live())
	}
}

func TestRemoveDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	s := newSystem(t, baseConfig(), 100)
	allocs := testing.AllocsPerRun(200, func() {
		first := s.Spawned()
		s.Spawn(10)
		s.Update(1.0 / 60)
		s.Remove(first, 5)
	})
	if allocs != 0 {
		t.Fatalf("got %v allocations, want 0", allocs)
	}
}
