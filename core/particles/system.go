package particles

import (
	"math"
	"math/bits"
	"slices"
	"strconv"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
)

// Sprites resolves sprite names to texture regions: an atlas. A sheet's
// flipbook frames are laid left to right in its region.
type Sprites interface {
	Region(name string) (render.Region, bool)
}

// System is one emitter's particles: the ParticleSystem of the Mayhem
// engine (docs/porting.md#mayhem), independent of the scene. It owns a fixed-size pool in
// struct-of-arrays form, the spawn accumulator and the curves; the Emitter
// component drives it from a game object.
//
// The pool is a ring buffer: the live particles are the Live() slots from
// head on, oldest first, wrapping at the end of the arrays; the rest is the
// free list. Every particle lives ParticleLife seconds and all age by the
// same dt, so they die in the order they were born: the dead are always at
// the head, and recycling them is moving the head on.
type System struct {
	cfg     Config
	curves  curves
	sheets  int // number of sheets in frames
	frames  []render.Region
	palette []render.Color

	// Struct of arrays, all of length Cap(), used as one ring. A particle's
	// age is clock-born; fade, scale and flipbook frame are functions of
	// the age, evaluated when drawn.
	px, py, vx, vy []float32
	born           []float32 // clock at spawn, seconds
	start          []uint16  // flipbook start frame (DiffAnimations)
	sheet, color   []uint8
	serial         []uint32 // the particle's place in the count of spawns (see Spawned)
	head, n        int      // live: slots head, head+1, ... (mod Cap()), n of them
	clock          float32  // seconds since the last rebase (see Update)
	spawned        uint64   // particles spawned in all

	acc       float32 // spawn accumulator, particles
	sweep     float32 // Rotate: next base angle, radians
	hiveClock float32
	hiveFrame uint16
	dropped   int

	origin   mgl32.Vec2 // spawn position (world space, or 0 in object space)
	rotation float32    // spawn rotation, radians
	rng      *random.RNG

	// Sprite is the template every particle is drawn with: set its Step,
	// Layer, Blend and World. Region, Pos, Size, Pivot, Scale and Color
	// are written per particle. All live particles share one batch key (one
	// texture) when the sheets come from one atlas, so they draw in one call.
	Sprite render.Sprite
}

// curves holds the per-config constants of the motion and of the fade,
// scale and flipbook curves, so that evaluating them per particle is
// multiplications, additions and clamps only.
type curves struct {
	life                 float32
	fadeBase, fadeSlope  float32 // alpha = clamp01(fadeBase + fadeSlope*age)
	scaleBase            float32 // scale = scaleBase + k1*clamp01(age*i1) - k2*clamp01((age-t2)*i2)
	k1, i1, k2, t2, i2   float32
	invFrameDur          float32
	fastmod              uint64 // ^uint64(0)/FrameCount + 1, for frameAt
	frames               float32
	lastFrame            uint16
	looping, hive        bool
	gravity, drag        float32
	baseAngle, spray     float32 // radians
	sweepStep            float32
	minSpeed, speedRange float32
}

// NewSystem builds a system for cfg with a pool of cfg.PoolSize(burst)
// particles. sprites resolves cfg.Sprite.SpriteSource; rng feeds the spawn
// randomness (nil means random.New(1)). cfg must be valid (ParseConfig
// validates); an unknown sprite name is an error.
func NewSystem(cfg *Config, sprites Sprites, burst int, rng *random.RNG) (*System, error) {
	if rng == nil {
		rng = random.New(1)
	}
	s := &System{rng: rng}
	s.Sprite = render.NewSprite(render.Region{})
	if err := s.SetConfig(cfg, sprites, burst); err != nil {
		return nil, err
	}
	return s, nil
}

// SetConfig switches to cfg (a hot reload). Live particles are kept, the
// youngest when the new pool is smaller, and continue under the new curves
// (a shorter ParticleLife ends the older ones at the next Update). The pool
// is reallocated only when it must grow (the config's own tables are
// rebuilt on every call: a reload is not a per-frame path). On error the
// system is unchanged.
func (s *System) SetConfig(cfg *Config, sprites Sprites, burst int) error {
	if err := cfg.Validate("config"); err != nil {
		return err
	}
	frames, sheets, err := resolveFrames(cfg, sprites)
	if err != nil {
		return err
	}
	palette := make([]render.Color, len(cfg.Emitter.Colors))
	for i, c := range cfg.Emitter.Colors {
		palette[i], _ = ParseColor(c) // validated
	}
	s.cfg = *cfg
	s.cfg.Emitter.Colors = append([]string(nil), cfg.Emitter.Colors...)
	s.cfg.Sprite.SpriteSource = append(Source(nil), cfg.Sprite.SpriteSource...)
	s.frames, s.sheets, s.palette = frames, sheets, palette
	s.curves = makeCurves(&s.cfg)
	s.resize(cfg.PoolSize(burst))
	// Particles kept from the old config may point past the new sheets.
	// (resize lined the ring up at slot 0.)
	for i := 0; i < s.n; i++ {
		if int(s.sheet[i]) >= sheets {
			s.sheet[i] = 0
		}
		if int(s.color[i]) >= max(len(palette), 1) {
			s.color[i] = 0
		}
		if s.start[i] > s.curves.lastFrame {
			s.start[i] = s.curves.lastFrame
		}
	}
	if s.hiveFrame > s.curves.lastFrame {
		s.hiveFrame = 0
	}
	return nil
}

// resolveFrames finds the sheets and cuts each into FrameCount frames.
func resolveFrames(cfg *Config, sprites Sprites) ([]render.Region, int, error) {
	src := cfg.Sprite.SpriteSource
	var regions []render.Region
	lookup := func(name string) (render.Region, bool) {
		if sprites == nil {
			return render.Region{}, false
		}
		return sprites.Region(name)
	}
	switch {
	case len(src) > 1 && !cfg.Emitter.UniformAnimation:
		for _, name := range src {
			r, ok := lookup(name)
			if !ok {
				return nil, 0, unknownSprite(name)
			}
			regions = append(regions, r)
		}
	case !cfg.Emitter.UniformAnimation:
		for i := 0; i < 256; i++ {
			r, ok := lookup(src[0] + "_" + strconv.Itoa(i))
			if !ok {
				break
			}
			regions = append(regions, r)
		}
		fallthrough
	default:
		if len(regions) == 0 {
			r, ok := lookup(src[0])
			if !ok {
				return nil, 0, unknownSprite(src[0])
			}
			regions = append(regions, r)
		}
	}
	if len(regions) > 256 {
		regions = regions[:256]
	}
	n := cfg.Animation.FrameCount
	frames := make([]render.Region, 0, len(regions)*n)
	for _, r := range regions {
		w := r.W / float32(n)
		for f := 0; f < n; f++ {
			frames = append(frames, render.Region{Tex: r.Tex, X: r.X + float32(f)*w, Y: r.Y, W: w, H: r.H})
		}
	}
	return frames, len(regions), nil
}

type unknownSpriteError string

func (e unknownSpriteError) Error() string {
	return "field Sprite.SpriteSource: no sprite named " + strconv.Quote(string(e))
}

func unknownSprite(name string) error { return unknownSpriteError(name) }

func makeCurves(cfg *Config) curves {
	e, a := &cfg.Emitter, &cfg.Animation
	c := curves{life: e.ParticleLife, gravity: e.Gravity, drag: e.Drag}
	switch e.Fade {
	case FadeNone:
		c.fadeBase = 1
	case FadeIn: // age/FadeTime
		c.fadeSlope = inv(e.FadeTime)
	case FadeOut: // (life-age)/FadeTime
		c.fadeSlope = -inv(e.FadeTime)
		c.fadeBase = e.ParticleLife * inv(e.FadeTime)
		if e.FadeTime == 0 {
			c.fadeBase, c.fadeSlope = 1, 0 // a zero-length fade at death: no fade
		}
	}
	m := e.ScaleMultiplier
	switch e.ScaleSetting {
	case ScaleNone:
		c.scaleBase = 1
	case ScaleIn:
		c.scaleBase, c.k1, c.i1 = 1, m-1, inv(e.ScaleTime)
	case ScaleOut:
		c.scaleBase, c.k1, c.i1 = m, 1-m, inv(e.ScaleTime)
	case ScalePop:
		c.scaleBase, c.k1, c.i1 = 1, m-1, inv(e.ScaleTime)
		if rest := e.ParticleLife - e.ScaleTime; rest > 0 {
			c.k2, c.t2, c.i2 = m-1, e.ScaleTime, 1/rest
		}
	}
	c.frames = float32(a.FrameCount)
	c.lastFrame = uint16(a.FrameCount - 1)
	c.fastmod = ^uint64(0)/uint64(a.FrameCount) + 1
	c.invFrameDur = inv(a.FrameDuration)
	c.looping, c.hive = a.IsLooping, e.HiveMind
	c.spray = e.SprayAngle * math.Pi / 180
	c.baseAngle = e.Direction * math.Pi / 180
	if !e.PatternType.Rotate {
		d := e.PatternType.Dir
		c.baseAngle += float32(math.Atan2(float64(d[1]), float64(d[0])))
	}
	c.sweepStep = 2 * math.Pi * 0.381966 // the golden angle when there is no rate
	if e.SpawnRate > 0 {
		c.sweepStep = 2 * math.Pi / e.SpawnRate // one turn per second of spawning
	}
	c.minSpeed, c.speedRange = e.MinSpeed, e.MaxSpeed-e.MinSpeed
	return c
}

// inv is 1/x, with a large finite value for 0 so that 0*inv(0) is 0 and any
// positive age is past the end of a zero-length curve.
func inv(x float32) float32 {
	if x <= 0 {
		return 1e30
	}
	return 1 / x
}

// resize lines the ring up at slot 0, keeping the youngest particles that
// fit, and sets the pool size, reallocating only to grow.
func (s *System) resize(capacity int) {
	keep := min(s.n, capacity)
	if size := len(s.born); size > 0 {
		k := (s.head + s.n - keep) % size // the oldest kept particle
		rotate(s.px, k)
		rotate(s.py, k)
		rotate(s.vx, k)
		rotate(s.vy, k)
		rotate(s.born, k)
		rotate(s.start, k)
		rotate(s.sheet, k)
		rotate(s.color, k)
		rotate(s.serial, k)
	}
	s.head, s.n = 0, keep
	if capacity <= cap(s.born) {
		s.setLen(capacity)
		return
	}
	// The float arrays share one allocation, each starting 64 bytes further
	// into a 4 KiB page than the one before. Separately allocated large
	// arrays are page-aligned, so the same index in each lands on the same
	// page offset, where the CPU can take loads and stores of different
	// arrays for aliases (4K aliasing). Staggering measured a few percent
	// faster here.
	stride := capacity + 16
	back := make([]float32, 5*stride)
	next := 0
	grow := func(old []float32) []float32 {
		x := back[next : next+capacity : next+capacity]
		next += stride
		copy(x, old[:keep])
		return x
	}
	s.px, s.py, s.vx, s.vy = grow(s.px), grow(s.py), grow(s.vx), grow(s.vy)
	s.born = grow(s.born)
	f := make([]uint16, capacity)
	copy(f, s.start[:keep])
	s.start = f
	sh, co := make([]uint8, capacity), make([]uint8, capacity)
	copy(sh, s.sheet[:keep])
	copy(co, s.color[:keep])
	s.sheet, s.color = sh, co
	sn := make([]uint32, capacity)
	copy(sn, s.serial[:keep])
	s.serial = sn
}

func (s *System) setLen(n int) {
	s.px, s.py, s.vx, s.vy = s.px[:n], s.py[:n], s.vx[:n], s.vy[:n]
	s.born, s.start, s.sheet, s.color = s.born[:n], s.start[:n], s.sheet[:n], s.color[:n]
	s.serial = s.serial[:n]
}

// rotate rotates x left by k: x[k] becomes x[0].
func rotate[T any](x []T, k int) {
	slices.Reverse(x[:k])
	slices.Reverse(x[k:])
	slices.Reverse(x)
}

// slot is the ring slot of live particle i, 0 <= i < n.
func (s *System) slot(i int) int {
	j := s.head + i
	if j >= len(s.born) {
		j -= len(s.born)
	}
	return j
}

// Config returns the config in use (a copy's pointer: do not modify).
func (s *System) Config() *Config { return &s.cfg }

// Live reports the number of live particles.
func (s *System) Live() int { return s.n }

// Cap reports the pool size.
func (s *System) Cap() int { return len(s.born) }

// Dropped reports how many spawns were dropped because the pool was full.
func (s *System) Dropped() int { return s.dropped }

// SetOrigin sets where particles spawn and the rotation (radians) added to
// every launch direction. In object space (ParticleMoveWithObject) the
// Emitter passes (0,0) and 0 and draws through the object's transform.
func (s *System) SetOrigin(pos mgl32.Vec2, rotation float32) {
	s.origin, s.rotation = pos, rotation
}

// Spawned reports how many particles the system has spawned since it was
// made (Clear does not reset it): the next particle's serial number. A
// game that may take a burst back (a rollback that undoes what caused it)
// notes Spawned before the burst and hands it to Remove.
func (s *System) Spawned() uint64 { return s.spawned }

// Remove kills the live particles whose serial numbers are first ..
// first+n-1 (the n spawned after Spawned returned first), as if they had
// never been spawned, and reports how many were still alive. The others
// keep their places and ages. It never allocates; it costs a pass over the
// live particles younger than the first removed.
func (s *System) Remove(first uint64, n int) int {
	if n <= 0 || s.n == 0 {
		return 0
	}
	lo, k := uint32(first), uint32(n)
	i := 0
	for i < s.n && s.serial[s.slot(i)]-lo >= k { // serials wrap: compare offsets
		i++
	}
	w := i
	for ; i < s.n; i++ {
		j := s.slot(i)
		if s.serial[j]-lo < k {
			continue
		}
		d := s.slot(w)
		s.px[d], s.py[d], s.vx[d], s.vy[d] = s.px[j], s.py[j], s.vx[j], s.vy[j]
		s.born[d], s.start[d], s.sheet[d], s.color[d], s.serial[d] = s.born[j], s.start[j], s.sheet[j], s.color[j], s.serial[j]
		w++
	}
	removed := s.n - w
	s.n = w
	if s.n == 0 {
		s.head, s.clock = 0, 0
	}
	return removed
}

// Clear kills every particle and empties the accumulator.
func (s *System) Clear() { s.head, s.n, s.acc, s.clock = 0, 0, 0, 0 }

// Emit runs the spawn accumulator for dt seconds at SpawnRate: it adds
// SpawnRate*dt and spawns one particle each time it holds a whole one. When
// the pool is full the whole particles are dropped (counted by Dropped) and
// the fraction is kept.
func (s *System) Emit(dt float32) {
	s.acc += s.cfg.Emitter.SpawnRate * dt
	for s.acc >= 1 {
		s.acc--
		if !s.spawn() {
			whole := float32(math.Floor(float64(s.acc)))
			s.dropped += 1 + int(whole)
			s.acc -= whole
			return
		}
	}
}

// Spawn spawns up to n particles now (a burst) and reports how many fit.
func (s *System) Spawn(n int) int {
	for i := 0; i < n; i++ {
		if !s.spawn() {
			s.dropped += n - i
			return i
		}
	}
	return n
}

// spawn fills the slot after the youngest particle; false when the pool is
// full.
func (s *System) spawn() bool {
	if s.n >= len(s.born) {
		return false
	}
	i := s.slot(s.n)
	s.n++
	s.serial[i] = uint32(s.spawned)
	s.spawned++
	c := &s.curves
	angle := c.baseAngle + s.rotation
	if s.cfg.Emitter.PatternType.Rotate {
		angle += s.sweep
		s.sweep += c.sweepStep
		if s.sweep > 2*math.Pi {
			s.sweep -= 2 * math.Pi
		}
	}
	if c.spray > 0 {
		angle += s.rng.RangeF(-c.spray, c.spray)
	}
	speed := c.minSpeed
	if c.speedRange > 0 {
		speed += s.rng.RangeF(0, c.speedRange)
	}
	sin, cos := math.Sincos(float64(angle))
	s.px[i], s.py[i] = s.origin[0], s.origin[1]
	s.vx[i], s.vy[i] = speed*float32(cos), speed*float32(sin)
	s.born[i] = s.clock
	s.start[i] = 0
	if s.cfg.Animation.DiffAnimations && s.cfg.Animation.FrameCount > 1 {
		s.start[i] = uint16(s.rng.Intn(s.cfg.Animation.FrameCount))
	}
	s.sheet[i], s.color[i] = 0, 0
	if s.sheets > 1 {
		s.sheet[i] = uint8(s.rng.Intn(s.sheets))
	}
	if len(s.palette) > 1 {
		s.color[i] = uint8(s.rng.Intn(len(s.palette)))
	}
	return true
}

// clamp01 clamps x to [0, 1]. (Written with ifs: the builtin min and max
// pay for NaN handling the update pass does not need.)
func clamp01(x float32) float32 {
	if x < 0 {
		return 0
	}
	if x > 1 {
		return 1
	}
	return x
}

// Update ages every live particle by dt, moves it and recycles the dead.
// It does not spawn (see Emit and Spawn) and never allocates. It panics on
// a negative dt.
//
// Ageing is advancing the system's clock: a particle's age is the clock
// minus its birth time. Recycling comes next: the particles dt takes to
// ParticleLife are the oldest, at the head of the ring, so they are dropped
// by moving the head on. The survivors then take one pass that writes only
// their positions (and velocities when there is gravity or drag): fade,
// scale and flipbook frame are functions of the age, evaluated once per
// particle when it is drawn (Render, At) instead of being stored here every
// frame.
func (s *System) Update(dt float32) {
	if !(dt >= 0) {
		panic("particles: Update with a negative or NaN dt")
	}
	c := &s.curves
	if c.hive {
		s.hiveClock += dt
		s.hiveFrame = c.frameAt(s.hiveClock, 0)
		if c.looping && s.hiveClock > 1e4 { // keep the clock's precision
			period := c.frames / c.invFrameDur
			s.hiveClock -= period * float32(math.Floor(float64(s.hiveClock/period)))
		}
	}
	s.clock += dt
	for s.n > 0 && s.clock-s.born[s.head] >= c.life {
		s.head++
		if s.head == len(s.born) {
			s.head = 0
		}
		s.n--
	}
	if s.n == 0 {
		s.head, s.clock = 0, 0 // start afresh at the front
		return
	}
	if s.clock >= rebaseAfter {
		s.rebase()
	}
	// The live slots are one or two runs: from head to the end of the
	// arrays, then from 0 when the ring wraps.
	end := min(s.head+s.n, len(s.born))
	s.move(s.head, end, dt)
	s.move(0, s.n-(end-s.head), dt)
}

// rebaseAfter is the clock value at which Update subtracts the clock from
// every birth time: float32 seconds near 64 are still exact to 8 µs, so
// ages stay precise however long the emitter runs, for one O(Cap) pass a
// minute.
const rebaseAfter = 64

func (s *System) rebase() {
	for i := range s.born {
		s.born[i] -= s.clock
	}
	s.clock = 0
}

// move moves the particles in slots [lo, hi). With no gravity and no drag
// (Mayhem's particles fly straight) the velocities stay as they are and
// the loop only reads them.
func (s *System) move(lo, hi int, dt float32) {
	c := &s.curves
	px := s.px[lo:hi]
	n := len(px)
	py, vx, vy := s.py[lo:lo+n], s.vx[lo:lo+n], s.vy[lo:lo+n]
	if c.drag == 0 && c.gravity == 0 {
		for i := range px {
			px[i] += vx[i] * dt
			py[i] += vy[i] * dt
		}
		return
	}
	dv := float32(1)
	if c.drag > 0 {
		dv = max(0, 1-c.drag*dt)
	}
	gdt := c.gravity * dt
	for i := range px {
		x, y := vx[i]*dv, vy[i]*dv+gdt
		vx[i], vy[i] = x, y
		px[i] += x * dt
		py[i] += y * dt
	}
}

// alphaAt is the fade curve at age a: clamp01(fadeBase + fadeSlope*a).
func (c *curves) alphaAt(a float32) float32 {
	return clamp01(c.fadeBase + c.fadeSlope*a)
}

// scaleAt is the scale curve at age a: a rising term, held at 1 after
// ScaleTime, and for Pop a falling one after it.
func (c *curves) scaleAt(a float32) float32 {
	sc := c.scaleBase + c.k1*clamp01(a*c.i1)
	if c.k2 != 0 {
		sc -= c.k2 * clamp01((a-c.t2)*c.i2)
	}
	return sc
}

// frameAt is the flipbook frame t seconds after starting on frame start:
// floor(t/FrameDuration)+start, wrapped when looping, else held on the
// last frame. It runs once per particle drawn, so it has no unpredictable
// branch and no division.
func (c *curves) frameAt(t float32, start uint16) uint16 {
	f := t * c.invFrameDur
	if !(f < 1e18) { // also NaN
		f = 0
	}
	k := uint64(f) + uint64(start)
	if !c.looping {
		return uint16(min(k, uint64(c.lastFrame)))
	}
	count := uint64(c.lastFrame) + 1
	if k >= 1<<32 {
		return uint16(k % count)
	}
	// k mod count by a multiplication (Lemire's fastmod for 32-bit k).
	hi, _ := bits.Mul64(c.fastmod*k, count)
	return uint16(hi)
}

// frame is the flipbook frame of the particle in slot j.
func (s *System) frame(j int) uint16 {
	if s.curves.hive {
		return s.hiveFrame
	}
	return s.curves.frameAt(s.clock-s.born[j], s.start[j])
}

// Particle is a read-only view of one live particle, for tests and tools.
type Particle struct {
	Pos, Vel     mgl32.Vec2
	Age          float32
	Alpha, Scale float32
	Frame        int // flipbook frame (the emitter's in HiveMind)
	Sheet        int
}

// At returns live particle i, 0 <= i < Live(), oldest first.
func (s *System) At(i int) Particle {
	if i < 0 || i >= s.n {
		panic("particles: At index out of range")
	}
	j := s.slot(i)
	a := s.clock - s.born[j]
	return Particle{
		Pos: mgl32.Vec2{s.px[j], s.py[j]}, Vel: mgl32.Vec2{s.vx[j], s.vy[j]},
		Age: a, Alpha: s.curves.alphaAt(a), Scale: s.curves.scaleAt(a),
		Frame: int(s.frame(j)), Sheet: int(s.sheet[j]),
	}
}

// Render submits every live particle to q with the Sprite template, oldest
// first (so the youngest draw on top): one batch key for all of them, so
// the batcher draws them in one call.
func (s *System) Render(q *render.Queue) {
	sp := s.Sprite
	c := &s.curves
	size := s.cfg.Emitter.Size
	count := int(c.lastFrame) + 1
	tint := render.White
	if len(s.palette) == 1 {
		tint = s.palette[0]
	}
	for i := 0; i < s.n; i++ {
		j := s.slot(i)
		a := s.clock - s.born[j]
		f := s.hiveFrame
		if !c.hive {
			f = c.frameAt(a, s.start[j])
		}
		r := s.frames[int(s.sheet[j])*count+int(f)]
		sp.Region = r
		if size > 0 {
			sp.Size = mgl32.Vec2{size, size}
		} else {
			sp.Size = mgl32.Vec2{r.W, r.H}
		}
		sp.Pivot = mgl32.Vec2{sp.Size[0] / 2, sp.Size[1] / 2}
		sp.Pos = mgl32.Vec2{s.px[j], s.py[j]}
		sc := c.scaleAt(a)
		sp.Scale = mgl32.Vec2{sc, sc}
		col := tint
		if len(s.palette) > 1 {
			col = s.palette[s.color[j]]
		}
		col.A *= c.alphaAt(a)
		sp.Color = col
		q.Submit(&sp)
	}
}
