package stats

import (
	"fmt"
	"io/fs"
	"log/slog"
	"math"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/scene"
)

// Config is a stats file: the serialized design fields and the per-level
// upgrade curves, with the Mayhem engine's names (docs/porting.md#mayhem).
//
//	{
//	  "MaxHealth": 100, "ReloadTime": 1.5, "RespawnRate": 10,
//	  "AttackDamage": 5, "MaxSpeed": 40, "Cost": 150,
//	  "MaxHealthLvls":    [100, 150, 220],
//	  "MaxSpeedLvls":     [40, 48, 60],
//	  "AttackDamageLvls": [5, 8, 12],
//	  "UpgradeCostLvls":  [100, 250]
//	}
//
// A level array is either absent or has N >= 1 entries, the same N for
// all three: [0] is the base stat, [1] the first upgrade, and so on.
// UpgradeCostLvls then has N-1 entries: UpgradeCostLvls[L] is the price of
// going from level L to L+1. A base field that is given along with its
// array must equal the array's [0]; left out (0), it is taken from it.
type Config struct {
	MaxHealth    int
	ReloadTime   float32 // seconds between attacks
	RespawnRate  float32 // seconds from death to respawn; 0: no respawn
	AttackDamage int
	MaxSpeed     float32
	Cost         int

	MaxHealthLvls    []int     `json:",omitempty"`
	MaxSpeedLvls     []float32 `json:",omitempty"`
	AttackDamageLvls []int     `json:",omitempty"`
	UpgradeCostLvls  []int     `json:",omitempty"`
}

// LoadConfig reads, decodes and validates the stats file name of fsys.
func LoadConfig(fsys fs.FS, name string) (*Config, error) {
	raw, err := data.ReadFile(fsys, name)
	if err != nil {
		return nil, fmt.Errorf("load stats: %w", err)
	}
	return ParseConfig(name, raw)
}

// ParseConfig decodes and validates a stats file's contents; name is the
// file's name, used in errors. Unknown fields, negative values and level
// arrays of mismatched lengths are errors naming the file and the field.
func ParseConfig(name string, raw []byte) (*Config, error) {
	var c Config
	if err := data.DecodeStrict(name, raw, &c); err != nil {
		return nil, fmt.Errorf("load stats: %w", err)
	}
	if err := c.Validate(name); err != nil {
		return nil, fmt.Errorf("load stats: %w", err)
	}
	return &c, nil
}

// Validate checks the values and fills base fields left out from their
// level arrays. name is the file's name for errors.
func (c *Config) Validate(name string) error {
	ints := []struct {
		field string
		v     *int
		lvls  []int
	}{
		{"MaxHealth", &c.MaxHealth, c.MaxHealthLvls},
		{"AttackDamage", &c.AttackDamage, c.AttackDamageLvls},
		{"Cost", &c.Cost, nil},
	}
	for _, f := range ints {
		if *f.v < 0 {
			return data.Errorf(name, f.field, "must be >= 0, got %d", *f.v)
		}
		for i, v := range f.lvls {
			if v < 0 {
				return data.Errorf(name, fmt.Sprintf("%sLvls[%d]", f.field, i), "must be >= 0, got %d", v)
			}
		}
	}
	floats := []struct {
		field string
		v     float32
	}{{"ReloadTime", c.ReloadTime}, {"RespawnRate", c.RespawnRate}, {"MaxSpeed", c.MaxSpeed}}
	for i, v := range c.MaxSpeedLvls {
		floats = append(floats, struct {
			field string
			v     float32
		}{fmt.Sprintf("MaxSpeedLvls[%d]", i), v})
	}
	for _, f := range floats {
		if !(f.v >= 0) || math.IsInf(float64(f.v), 0) {
			return data.Errorf(name, f.field, "must be a finite number >= 0, got %v", f.v)
		}
	}
	for i, v := range c.UpgradeCostLvls {
		if v < 0 {
			return data.Errorf(name, fmt.Sprintf("UpgradeCostLvls[%d]", i), "must be >= 0, got %d", v)
		}
	}
	// Level counts.
	n := 0
	for _, l := range []struct {
		field string
		n     int
	}{{"MaxHealthLvls", len(c.MaxHealthLvls)}, {"MaxSpeedLvls", len(c.MaxSpeedLvls)}, {"AttackDamageLvls", len(c.AttackDamageLvls)}} {
		if l.n == 0 {
			continue
		}
		if n == 0 {
			n = l.n
		} else if l.n != n {
			return data.Errorf(name, l.field, "has %d levels, the other level arrays %d", l.n, n)
		}
	}
	switch {
	case n == 0 && len(c.UpgradeCostLvls) > 0:
		return data.Errorf(name, "UpgradeCostLvls", "has %d prices but there are no level arrays", len(c.UpgradeCostLvls))
	case n > 0 && len(c.UpgradeCostLvls) != n-1:
		return data.Errorf(name, "UpgradeCostLvls", "has %d prices, want %d (one per upgrade between %d levels)", len(c.UpgradeCostLvls), n-1, n)
	}
	// Base fields agree with level 0.
	if len(c.MaxHealthLvls) > 0 {
		if c.MaxHealth == 0 {
			c.MaxHealth = c.MaxHealthLvls[0]
		} else if c.MaxHealth != c.MaxHealthLvls[0] {
			return data.Errorf(name, "MaxHealth", "is %d but MaxHealthLvls[0] is %d", c.MaxHealth, c.MaxHealthLvls[0])
		}
	}
	if len(c.AttackDamageLvls) > 0 {
		if c.AttackDamage == 0 {
			c.AttackDamage = c.AttackDamageLvls[0]
		} else if c.AttackDamage != c.AttackDamageLvls[0] {
			return data.Errorf(name, "AttackDamage", "is %d but AttackDamageLvls[0] is %d", c.AttackDamage, c.AttackDamageLvls[0])
		}
	}
	if len(c.MaxSpeedLvls) > 0 {
		if c.MaxSpeed == 0 {
			c.MaxSpeed = c.MaxSpeedLvls[0]
		} else if c.MaxSpeed != c.MaxSpeedLvls[0] {
			return data.Errorf(name, "MaxSpeed", "is %v but MaxSpeedLvls[0] is %v", c.MaxSpeed, c.MaxSpeedLvls[0])
		}
	}
	return nil
}

// Levels is the number of levels (1 when there are no level arrays).
func (c *Config) Levels() int {
	return max(len(c.MaxHealthLvls), len(c.MaxSpeedLvls), len(c.AttackDamageLvls), 1)
}

// Wallet pays for upgrades. Spend takes cost and reports true, or reports
// false and takes nothing when the player cannot afford it.
type Wallet interface {
	Spend(cost int) bool
}

// Purse is the simplest Wallet: a number of coins.
type Purse struct{ Coins int }

// Spend takes cost coins if there are enough.
func (p *Purse) Spend(cost int) bool {
	if cost > p.Coins {
		return false
	}
	p.Coins -= cost
	return true
}

// Stats is the stat component of every entity with health or damage
// (towers, zeppelins, cannons, bombers). The embedded Config holds the
// design values in use (MaxHealth and the others, read them directly);
// the rest is runtime state.
type Stats struct {
	scene.Base
	Config

	// Runtime state.
	Health       int
	ReloadTimer  float32 // seconds until the next attack is allowed
	RespawnTimer float32 // seconds until respawn, while dead
	HurtTimer    float32 // seconds IsHurt stays set after a hit
	IsHurt       bool
	IsAttacking  bool // set by Attack, cleared by the next FixedUpdate
	IsDead       bool

	// HurtTime is how long IsHurt stays set after Damage (0.2 s default).
	HurtTime float32

	healthLvl, speedLvl, damageLvl int

	file *data.Reloadable[*Config] // nil when built in code
	// Logger receives reload errors; nil means slog.Default().
	Logger *slog.Logger
}

// New returns a Stats at level 0 with full health. cfg must be valid
// (ParseConfig validates).
func New(cfg *Config) *Stats {
	s := &Stats{HurtTime: 0.2}
	s.apply(cfg)
	s.Health = s.MaxHealth
	return s
}

// Load returns a Stats from the stats file name of src; the file can be
// reloaded with Reload or Watch.
func Load(src data.Source, name string) (*Stats, error) {
	file, err := data.Load(src, func(fsys fs.FS) (*Config, error) { return LoadConfig(fsys, name) }, name)
	if err != nil {
		return nil, err
	}
	s := New(file.Value())
	s.file = file
	file.OnReload(func(cfg *Config) error { s.SetConfig(cfg); return nil })
	return s, nil
}

// apply copies cfg in, keeps the levels within the new caps and reads the
// level values.
func (s *Stats) apply(cfg *Config) {
	s.Config = *cfg
	s.MaxHealthLvls = append([]int(nil), cfg.MaxHealthLvls...)
	s.MaxSpeedLvls = append([]float32(nil), cfg.MaxSpeedLvls...)
	s.AttackDamageLvls = append([]int(nil), cfg.AttackDamageLvls...)
	s.UpgradeCostLvls = append([]int(nil), cfg.UpgradeCostLvls...)
	s.healthLvl = clampLevel(s.healthLvl, len(s.MaxHealthLvls))
	s.speedLvl = clampLevel(s.speedLvl, len(s.MaxSpeedLvls))
	s.damageLvl = clampLevel(s.damageLvl, len(s.AttackDamageLvls))
	if len(s.MaxHealthLvls) > 0 {
		s.MaxHealth = s.MaxHealthLvls[s.healthLvl]
	}
	if len(s.MaxSpeedLvls) > 0 {
		s.MaxSpeed = s.MaxSpeedLvls[s.speedLvl]
	}
	if len(s.AttackDamageLvls) > 0 {
		s.AttackDamage = s.AttackDamageLvls[s.damageLvl]
	}
}

func clampLevel(l, n int) int { return max(0, min(l, n-1)) }

// HealthLevel, SpeedLevel and DamageLevel are the current upgrade levels.
func (s *Stats) HealthLevel() int { return s.healthLvl }

// SpeedLevel is the MaxSpeed upgrade level.
func (s *Stats) SpeedLevel() int { return s.speedLvl }

// DamageLevel is the AttackDamage upgrade level.
func (s *Stats) DamageLevel() int { return s.damageLvl }

// upgrade is the one upgrade path: check the cap, charge
// UpgradeCostLvls[level], advance the level.
func (s *Stats) upgrade(level *int, levels int, w Wallet) bool {
	if *level+1 >= levels || *level >= len(s.UpgradeCostLvls) {
		return false // at the cap
	}
	if w == nil || !w.Spend(s.UpgradeCostLvls[*level]) {
		return false // cannot afford
	}
	*level++
	return true
}

// UpgradeMaxHealth buys the next MaxHealth level from w: false at the cap
// or when w cannot pay. The new maximum's extra points are added to
// Health, so an upgrade heals by what it adds.
func (s *Stats) UpgradeMaxHealth(w Wallet) bool {
	if !s.upgrade(&s.healthLvl, len(s.MaxHealthLvls), w) {
		return false
	}
	old := s.MaxHealth
	s.MaxHealth = s.MaxHealthLvls[s.healthLvl]
	if !s.IsDead {
		s.Health = min(max(s.Health+(s.MaxHealth-old), 0), s.MaxHealth)
	}
	return true
}

// UpgradeMaxSpeed buys the next MaxSpeed level from w: false at the cap or
// when w cannot pay.
func (s *Stats) UpgradeMaxSpeed(w Wallet) bool {
	if !s.upgrade(&s.speedLvl, len(s.MaxSpeedLvls), w) {
		return false
	}
	s.MaxSpeed = s.MaxSpeedLvls[s.speedLvl]
	return true
}

// UpgradeAttackDamage buys the next AttackDamage level from w: false at the
// cap or when w cannot pay.
func (s *Stats) UpgradeAttackDamage(w Wallet) bool {
	if !s.upgrade(&s.damageLvl, len(s.AttackDamageLvls), w) {
		return false
	}
	s.AttackDamage = s.AttackDamageLvls[s.damageLvl]
	return true
}

// Damage takes n health points (n <= 0 does nothing) and reports whether
// this hit killed. A kill sets IsDead and starts the respawn timer; any hit
// sets IsHurt for HurtTime.
func (s *Stats) Damage(n int) bool {
	if n <= 0 || s.IsDead {
		return false
	}
	s.Health = max(s.Health-n, 0)
	s.IsHurt, s.HurtTimer = true, s.HurtTime
	if s.Health > 0 {
		return false
	}
	s.IsDead = true
	s.RespawnTimer = s.RespawnRate
	return true
}

// Heal adds n health points, up to MaxHealth. The dead are not healed.
func (s *Stats) Heal(n int) {
	if n <= 0 || s.IsDead {
		return
	}
	if n >= s.MaxHealth-s.Health {
		s.Health = s.MaxHealth
		return
	}
	s.Health += n
}

// CanAttack reports whether the reload timer has run out.
func (s *Stats) CanAttack() bool { return !s.IsDead && s.ReloadTimer <= 0 }

// Attack starts an attack if CanAttack: sets IsAttacking, restarts the
// reload timer and returns AttackDamage; otherwise it returns 0.
func (s *Stats) Attack() int {
	if !s.CanAttack() {
		return 0
	}
	s.IsAttacking = true
	s.ReloadTimer = s.ReloadTime
	return s.AttackDamage
}

// Respawn brings the entity back at full health.
func (s *Stats) Respawn() {
	s.IsDead, s.IsHurt = false, false
	s.Health = s.MaxHealth
	s.RespawnTimer, s.ReloadTimer, s.HurtTimer = 0, 0, 0
}

// FixedUpdate runs the timers: reload, hurt, and respawn (when RespawnRate
// > 0 the dead come back at full health when it runs out). IsAttacking
// lasts one step.
func (s *Stats) FixedUpdate(dt float32) {
	s.IsAttacking = false
	if s.ReloadTimer > 0 {
		s.ReloadTimer = max(s.ReloadTimer-dt, 0)
	}
	if s.HurtTimer > 0 {
		if s.HurtTimer -= dt; s.HurtTimer <= 0 {
			s.HurtTimer, s.IsHurt = 0, false
		}
	}
	if s.IsDead && s.RespawnRate > 0 {
		if s.RespawnTimer -= dt; s.RespawnTimer <= 0 {
			s.Respawn()
		}
	}
}

// Path is the file the stats were loaded from ("" when built in code).
func (s *Stats) Path() string {
	if s.file == nil {
		return ""
	}
	return s.file.Names()[0]
}

// SetConfig switches to cfg (which must be valid), keeping the upgrade
// levels (clamped to the new caps) and the runtime state, with Health
// clamped to the new MaxHealth (and at least 1 while alive).
func (s *Stats) SetConfig(cfg *Config) {
	s.apply(cfg)
	if s.IsDead {
		s.Health = 0
		return
	}
	s.Health = min(max(s.Health, 1), s.MaxHealth)
	if s.ReloadTimer > s.ReloadTime {
		s.ReloadTimer = s.ReloadTime
	}
}

// Reload rebuilds the stats from their file. An invalid file keeps the
// last good values; the error is logged, kept for LastError and returned.
// The next good load clears it.
func (s *Stats) Reload() error {
	if s.file == nil {
		return nil
	}
	s.file.Logger = s.Logger
	return s.file.Reload()
}

// LastError is the error of the last reload, or nil after a good one.
func (s *Stats) LastError() error {
	if s.file == nil {
		return nil
	}
	return s.file.Err()
}

// Watch reloads the stats whenever their file changes, where their source
// can watch (a real data folder with hot reload on); elsewhere it does
// nothing. The watch ends when the component is destroyed.
func (s *Stats) Watch() error {
	if s.file == nil {
		return nil
	}
	s.file.Logger = s.Logger
	if err := s.file.Watch(); err != nil {
		return fmt.Errorf("watch stats: %w", err)
	}
	return nil
}

// OnDestroy stops watching the file.
func (s *Stats) OnDestroy() {
	if s.file != nil {
		s.file.Close()
	}
}
