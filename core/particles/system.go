package particles

import (
	"math"
	"math/bits"
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
// engine, independent of the scene. It owns a fixed-size pool in
// struct-of-arrays form, the spawn accumulator and the curves; the Emitter
// component drives it from a game object.
//
// Live particles are packed at the front of the arrays, [0, Live()); the
// tail is the free list. A dying particle is replaced by the last live one,
// so recycling is O(1) and the update pass reads memory in order.
type System struct {
	cfg     Config
	curves  curves
	sheets  int // number of sheets in frames
	frames  []render.Region
	palette []render.Color

	// Struct of arrays, all of capacity cap.
	px, py, vx, vy []float32
	age, phase     []float32 // seconds; phase offsets the flipbook clock
	alpha, scale   []float32
	frame          []uint16
	sheet, color   []uint8
	dead           []int32 // scratch for Update: indices of the dying
	n              int

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

// curves holds the per-config constants of the update pass, so that the
// pass is multiplications, additions and one-sided clamps only.
type curves struct {
	life                   float32
	fadeBase, fadeSlope    float32 // alpha = clamp01(fadeBase + fadeSlope*age)
	scaleBase              float32 // scale = scaleBase + k1*clamp01(age*i1) - k2*clamp01((age-t2)*i2)
	k1, i1, k2, t2, i2     float32
	invFrameDur, invFrames float32
	frames                 float32
	lastFrame              uint16
	looping, hive          bool
	gravity, drag          float32
	baseAngle, spray       float32 // radians
	sweepStep              float32
	minSpeed, speedRange   float32
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

// SetConfig switches to cfg (a hot reload). Live particles are kept, up to
// the new pool size, and continue under the new curves. The particle pool
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
	for i := 0; i < s.n; i++ {
		if int(s.sheet[i]) >= sheets {
			s.sheet[i] = 0
		}
		if int(s.color[i]) >= max(len(palette), 1) {
			s.color[i] = 0
		}
		if s.frame[i] > s.curves.lastFrame {
			s.frame[i] = s.curves.lastFrame
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
	c.invFrames = 1 / c.frames
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

func (s *System) resize(capacity int) {
	if capacity <= cap(s.age) {
		s.n = min(s.n, capacity)
		s.setLen(capacity)
		return
	}
	keep := min(s.n, capacity)
	// The float arrays share one allocation, each starting 64 bytes further
	// into a 4 KiB page than the one before. Separately allocated large
	// arrays are page-aligned, so the same index in each lands on the same
	// page offset, where the CPU can take loads and stores of different
	// arrays for aliases (4K aliasing). Staggering measured a few percent
	// faster here.
	stride := capacity + 16
	back := make([]float32, 8*stride)
	next := 0
	grow := func(old []float32) []float32 {
		x := back[next : next+capacity : next+capacity]
		next += stride
		copy(x, old[:keep])
		return x
	}
	s.px, s.py, s.vx, s.vy = grow(s.px), grow(s.py), grow(s.vx), grow(s.vy)
	s.age, s.phase, s.alpha, s.scale = grow(s.age), grow(s.phase), grow(s.alpha), grow(s.scale)
	f := make([]uint16, capacity)
	copy(f, s.frame[:keep])
	s.frame = f
	sh, co := make([]uint8, capacity), make([]uint8, capacity)
	copy(sh, s.sheet[:keep])
	copy(co, s.color[:keep])
	s.sheet, s.color = sh, co
	s.dead = make([]int32, 0, capacity)
	s.n = keep
}

func (s *System) setLen(n int) {
	s.px, s.py, s.vx, s.vy = s.px[:n], s.py[:n], s.vx[:n], s.vy[:n]
	s.age, s.phase, s.alpha, s.scale = s.age[:n], s.phase[:n], s.alpha[:n], s.scale[:n]
	s.frame, s.sheet, s.color = s.frame[:n], s.sheet[:n], s.color[:n]
}

// Config returns the config in use (a copy's pointer: do not modify).
func (s *System) Config() *Config { return &s.cfg }

// Live reports the number of live particles.
func (s *System) Live() int { return s.n }

// Cap reports the pool size.
func (s *System) Cap() int { return len(s.age) }

// Dropped reports how many spawns were dropped because the pool was full.
func (s *System) Dropped() int { return s.dropped }

// SetOrigin sets where particles spawn and the rotation (radians) added to
// every launch direction. In object space (ParticleMoveWithObject) the
// Emitter passes (0,0) and 0 and draws through the object's transform.
func (s *System) SetOrigin(pos mgl32.Vec2, rotation float32) {
	s.origin, s.rotation = pos, rotation
}

// Clear kills every particle and empties the accumulator.
func (s *System) Clear() { s.n, s.acc = 0, 0 }

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

// spawn fills the first free slot; false when the pool is full.
func (s *System) spawn() bool {
	if s.n >= len(s.age) {
		return false
	}
	i := s.n
	s.n++
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
	s.age[i] = 0
	s.phase[i] = 0
	s.frame[i] = 0
	if s.cfg.Animation.DiffAnimations && s.cfg.Animation.FrameCount > 1 {
		f := s.rng.Intn(s.cfg.Animation.FrameCount)
		s.phase[i] = float32(f) * s.cfg.Animation.FrameDuration
		s.frame[i] = uint16(f)
	}
	s.sheet[i], s.color[i] = 0, 0
	if s.sheets > 1 {
		s.sheet[i] = uint8(s.rng.Intn(s.sheets))
	}
	if len(s.palette) > 1 {
		s.color[i] = uint8(s.rng.Intn(len(s.palette)))
	}
	s.alpha[i] = clamp01(c.fadeBase)
	s.scale[i] = c.scaleBase
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

// Update ages every live particle by dt, moves it, evaluates the fade and
// scale curves, advances its flipbook, and recycles the dead. It does not
// spawn (see Emit and Spawn) and never allocates. It panics on a negative
// dt.
//
// The main loop has no bounds checks and no branch on the settings: the
// curves are precomputed into multiply-add form with one-sided clamps.
// Particles that reach ParticleLife are listed during the loop and
// recycled after it. The flipbook is a second tight loop over the ages: in
// Go, fusing it into the main loop measured slower (the fused loop runs out
// of registers and spills), and a config with one frame or HiveMind skips
// it.
func (s *System) Update(dt float32) {
	if !(dt >= 0) {
		panic("particles: Update with a negative or NaN dt")
	}
	c := &s.curves
	if c.hive {
		s.hiveClock += dt
		s.hiveFrame = c.frameAt(s.hiveClock)
		if c.looping && s.hiveClock > 1e4 { // keep the clock's precision
			period := c.frames / c.invFrameDur
			s.hiveClock -= period * float32(math.Floor(float64(s.hiveClock/period)))
		}
	}
	dv := float32(1)
	if c.drag > 0 {
		dv = max(0, 1-c.drag*dt)
	}
	gdt := c.gravity * dt
	age := s.age[:s.n]
	n := len(age)
	px, py, vx, vy := s.px[:n], s.py[:n], s.vx[:n], s.vy[:n]
	alpha, scale := s.alpha[:n], s.scale[:n]
	life := c.life
	fb, fs := c.fadeBase, c.fadeSlope
	sb, k1, i1, k2, t2, i2 := c.scaleBase, c.k1, c.i1, c.k2, c.t2, c.i2
	// Dying particles are listed (in index order) during the pass and
	// recycled after it. One-sided clamps suffice: ages are in [0, life],
	// so the fade and the rising scale terms are never below 0 and the
	// falling Pop term never above 1.
	dead := s.dead[:0]
	for i, a := range age {
		a += dt
		age[i] = a
		if a >= life {
			dead = append(dead, int32(i)) // within capacity: never allocates
		}
		x, y := vx[i]*dv, vy[i]*dv+gdt
		vx[i], vy[i] = x, y
		px[i] += x * dt
		py[i] += y * dt
		al := fb + fs*a
		if al > 1 {
			al = 1
		}
		alpha[i] = al
		up := a * i1
		if up > 1 {
			up = 1
		}
		sc := sb + k1*up
		if k2 != 0 {
			down := (a - t2) * i2
			if down < 0 {
				down = 0
			}
			sc -= k2 * down
		}
		scale[i] = sc
	}
	if !c.hive && c.lastFrame > 0 {
		s.advanceFrames(n)
	}
	if len(dead) > 0 {
		s.recycle(dead)
	}
}

// advanceFrames sets each particle's flipbook frame from its age and start
// offset: floor((age+phase)/FrameDuration), wrapped or held.
func (s *System) advanceFrames(n int) {
	c := &s.curves
	age := s.age[:n]
	phase, frame := s.phase[:n], s.frame[:n]
	inv, frames, last := c.invFrameDur, c.frames, c.lastFrame
	if c.looping {
		// k mod count without a division (Lemire's fastmod for 32-bit k).
		count := uint64(last) + 1
		m := ^uint64(0)/count + 1
		for i, a := range age {
			k := uint32(int64((a + phase[i]) * inv))
			hi, _ := bits.Mul64(m*uint64(k), count)
			frame[i] = uint16(hi)
		}
		return
	}
	for i, a := range age {
		f := (a + phase[i]) * inv
		k := last
		if f < frames {
			k = uint16(f)
		}
		frame[i] = k
	}
}

// recycle returns the listed particles (ascending indices) to the free
// list. Working from the highest index down, every live particle after the
// current one is alive, so the last one can move into its slot.
func (s *System) recycle(dead []int32) {
	n := s.n
	for j := len(dead) - 1; j >= 0; j-- {
		n--
		if i := int(dead[j]); i != n {
			s.moveParticle(n, i)
		}
	}
	s.n = n
}

// frameAt is the flipbook frame after t seconds: wrapped when looping,
// else held on the last frame.
func (c *curves) frameAt(t float32) uint16 {
	f := t * c.invFrameDur
	if !(f < 1e18) { // also NaN
		f = 0
	}
	if c.looping {
		return uint16(uint64(f) % (uint64(c.lastFrame) + 1))
	}
	if f >= c.frames {
		return c.lastFrame
	}
	return uint16(f)
}

// moveParticle copies particle from into slot to.
func (s *System) moveParticle(from, to int) {
	s.px[to], s.py[to], s.vx[to], s.vy[to] = s.px[from], s.py[from], s.vx[from], s.vy[from]
	s.age[to], s.phase[to], s.alpha[to], s.scale[to] = s.age[from], s.phase[from], s.alpha[from], s.scale[from]
	s.frame[to], s.sheet[to], s.color[to] = s.frame[from], s.sheet[from], s.color[from]
}

// Particle is a read-only view of one live particle, for tests and tools.
type Particle struct {
	Pos, Vel     mgl32.Vec2
	Age          float32
	Alpha, Scale float32
	Frame        int // flipbook frame (the emitter's in HiveMind)
	Sheet        int
}

// At returns live particle i, 0 <= i < Live().
func (s *System) At(i int) Particle {
	if i < 0 || i >= s.n {
		panic("particles: At index out of range")
	}
	f := int(s.frame[i])
	if s.curves.hive {
		f = int(s.hiveFrame)
	}
	return Particle{
		Pos: mgl32.Vec2{s.px[i], s.py[i]}, Vel: mgl32.Vec2{s.vx[i], s.vy[i]},
		Age: s.age[i], Alpha: s.alpha[i], Scale: s.scale[i], Frame: f, Sheet: int(s.sheet[i]),
	}
}

// Render submits every live particle to q with the Sprite template: one
// batch key for all of them, so the batcher draws them in one call.
func (s *System) Render(q *render.Queue) {
	sp := s.Sprite
	size := s.cfg.Emitter.Size
	count := int(s.curves.lastFrame) + 1
	tint := render.White
	if len(s.palette) == 1 {
		tint = s.palette[0]
	}
	for i := 0; i < s.n; i++ {
		f := int(s.frame[i])
		if s.curves.hive {
			f = int(s.hiveFrame)
		}
		r := s.frames[int(s.sheet[i])*count+f]
		sp.Region = r
		if size > 0 {
			sp.Size = mgl32.Vec2{size, size}
		} else {
			sp.Size = mgl32.Vec2{r.W, r.H}
		}
		sp.Pivot = mgl32.Vec2{sp.Size[0] / 2, sp.Size[1] / 2}
		sp.Pos = mgl32.Vec2{s.px[i], s.py[i]}
		sp.Scale = mgl32.Vec2{s.scale[i], s.scale[i]}
		col := tint
		if len(s.palette) > 1 {
			col = s.palette[s.color[i]]
		}
		col.A *= s.alpha[i]
		sp.Color = col
		q.Submit(&sp)
	}
}
