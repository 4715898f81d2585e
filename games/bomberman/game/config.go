package game

import (
	"fmt"
	"io/fs"
	"os"

	"github.com/bengine-go/bengine/core/data"
)

// File names of the data set, relative to the data directory.
const (
	StagesFile  = "stages.json"
	EnemiesFile = "enemies.json"
	ItemsFile   = "items.json"
	RulesFile   = "rules.json"
)

// Stages is the number of stages in the table.
const Stages = 50

// EnemyKind is an enemy type, 1 (Balloom) to 8 (Pontan); 0 is no enemy.
type EnemyKind uint8

// The eight enemy types, in the ROM's order.
const (
	Balloom EnemyKind = iota + 1
	Oneal
	Doll
	Minvo
	Kondoria
	Ovapi
	Pass
	Pontan
)

var enemyNames = [9]string{"", "Balloom", "Oneal", "Doll", "Minvo", "Kondoria", "Ovapi", "Pass", "Pontan"}

func (k EnemyKind) String() string { return enumName(enemyNames[:], k, "EnemyKind") }

// ItemKind is a power-up, 1 (Bombs) to 8 (Mystery); 0 is none.
type ItemKind uint8

// The eight items.
const (
	ItemBombs ItemKind = iota + 1
	ItemFlames
	ItemSpeed
	ItemWallpass
	ItemDetonator
	ItemBombpass
	ItemFlamepass
	ItemMystery
)

var itemNames = [9]string{"none", "Bombs", "Flames", "Speed", "Wallpass", "Detonator", "Bombpass", "Flamepass", "Mystery"}

func (k ItemKind) String() string { return enumName(itemNames[:], k, "ItemKind") }

// SecretKind is one of the six hidden bonus items (section 9).
type SecretKind uint8

// The secret bonus items.
const (
	SecretNone SecretKind = iota
	SecretTarget
	SecretMask
	SecretNakamoto
	SecretFamicom
	SecretCola
	SecretDezeniman
)

var secretNames = [7]string{"", "Target", "Mask", "Nakamoto", "Famicom", "Cola", "Dezeniman"}

func (k SecretKind) String() string { return enumName(secretNames[:], k, "SecretKind") }

// SpeedPattern says on which frames an enemy moves 1 px.
type SpeedPattern uint8

// Speed patterns: F odd (0.5 px/F), F&3 != 0 (0.75), every F (1.0), F&3 == 0 (0.25).
const (
	SpeedOdd SpeedPattern = iota
	SpeedNotMod4
	SpeedAll
	SpeedMod4
)

// Moves reports whether an enemy with this pattern moves on frame f.
func (s SpeedPattern) Moves(f uint32) bool {
	switch s {
	case SpeedOdd:
		return f&1 == 1
	case SpeedNotMod4:
		return f&3 != 0
	case SpeedMod4:
		return f&3 == 0
	}
	return true
}

// ChaseAxis says on which axes a wandering enemy turns toward the player.
type ChaseAxis uint8

// Chase axes.
const (
	AxisBoth ChaseAxis = iota
	AxisVertical
	AxisHorizontal
)

// BrickReaction is what a wandering enemy does when an ordinary brick blocks it.
type BrickReaction uint8

// Brick reactions: a new random direction, reverse, walk through
// (wall-passers), or rotate counter-clockwise (a chaser, as on concrete).
const (
	BrickRandom BrickReaction = iota
	BrickReverse
	BrickPass
	BrickRotate
)

// Counts is the number of enemies of each type in a stage.
type Counts struct {
	Balloom  int `json:"Balloom"`
	Oneal    int `json:"Oneal"`
	Doll     int `json:"Doll"`
	Minvo    int `json:"Minvo"`
	Kondoria int `json:"Kondoria"`
	Ovapi    int `json:"Ovapi"`
	Pass     int `json:"Pass"`
	Pontan   int `json:"Pontan"`
}

// Of returns the count of kind k.
func (c *Counts) Of(k EnemyKind) int {
	return [9]int{0, c.Balloom, c.Oneal, c.Doll, c.Minvo, c.Kondoria, c.Ovapi, c.Pass, c.Pontan}[k]
}

// Stage is one row of the 50-stage table.
type Stage struct {
	Stage   int    `json:"stage"`
	Enemies Counts `json:"enemies"`
	Total   int    `json:"total"`
	Item    string `json:"item"`
	Secret  string `json:"secret"`

	ItemKind   ItemKind   `json:"-"`
	SecretKind SecretKind `json:"-"`
}

// BonusStage is a bonus stage played after stage After.
type BonusStage struct {
	After int    `json:"after"`
	Enemy string `json:"enemy"`

	Kind EnemyKind `json:"-"`
}

// EnemyType is an enemy type's data.
type EnemyType struct {
	Name           string `json:"name"`
	Speed          string `json:"speed"`
	Wallpass       bool   `json:"wallpass"`
	Behaviour      string `json:"behaviour"`
	ChaseAxis      string `json:"chaseAxis"`
	ChaseThreshold int    `json:"chaseThreshold"`
	Points         int    `json:"points"`
	OnBrick        string `json:"onBrick"`

	Pattern SpeedPattern  `json:"-"`
	Chaser  bool          `json:"-"`
	Axis    ChaseAxis     `json:"-"`
	Brick   BrickReaction `json:"-"`
}

// ItemType is an item type's data.
type ItemType struct {
	Name   string `json:"name"`
	Effect string `json:"effect"`
	Enemy  string `json:"enemy"`
	Music  string `json:"music"`

	Spawn EnemyKind `json:"-"`
	Kind  ItemKind  `json:"-"`
	Track Music     `json:"-"`
}

// SecretPoints are the points of the six secret bonus items.
type SecretPoints struct {
	Target    int `json:"Target"`
	Mask      int `json:"Mask"`
	Nakamoto  int `json:"Nakamoto"`
	Famicom   int `json:"Famicom"`
	Cola      int `json:"Cola"`
	Dezeniman int `json:"Dezeniman"`
}

// Of returns the points of secret k.
func (s *SecretPoints) Of(k SecretKind) int {
	return [7]int{0, s.Target, s.Mask, s.Nakamoto, s.Famicom, s.Cola, s.Dezeniman}[k]
}

// Rules holds every timing, cap and constant of the simulation (rules.json).
// Frames are 60 Hz NES frames; ticks are explosion ticks.
type Rules struct {
	Fuse                 int          `json:"fuse"`
	TickPeriod           int          `json:"tickPeriod"`
	BonusTickPeriod      int          `json:"bonusTickPeriod"`
	FlameLethalTicks     int          `json:"flameLethalTicks"`
	FlameClearTick       int          `json:"flameClearTick"`
	BrickLethalTicks     int          `json:"brickLethalTicks"`
	BrickFloorTick       int          `json:"brickFloorTick"`
	MaxFlames            int          `json:"maxFlames"`
	TimerStart           int          `json:"timerStart"`
	BonusTimerStart      int          `json:"bonusTimerStart"`
	TimerPeriod          int          `json:"timerPeriod"`
	IntroFrames          int          `json:"introFrames"`
	ClearFrames          int          `json:"clearFrames"`
	EndingFrames         int          `json:"endingFrames"`
	DeathSteps           int          `json:"deathSteps"`
	DeathStepFrames      int          `json:"deathStepFrames"`
	DeathInvisibleFrames int          `json:"deathInvisibleFrames"`
	DeathJingleFrames    int          `json:"deathJingleFrames"`
	SpawnDelay           int          `json:"spawnDelay"`
	EnemyFreezeFrames    int          `json:"enemyFreezeFrames"`
	EnemyDissolveFrames  int          `json:"enemyDissolveFrames"`
	EnemyPopupFrames     int          `json:"enemyPopupFrames"`
	MysteryFrames        int          `json:"mysteryFrames"`
	LadderFrames         int          `json:"ladderFrames"`
	Ladder               []int        `json:"ladder"`
	StartLives           int          `json:"startLives"`
	MaxLives             int          `json:"maxLives"`
	StartBombs           int          `json:"startBombs"`
	MaxBombs             int          `json:"maxBombs"`
	StartRange           int          `json:"startRange"`
	MaxRange             int          `json:"maxRange"`
	BricksBase           int          `json:"bricksBase"`
	BricksPerStage       int          `json:"bricksPerStage"`
	EnemyMinX            int          `json:"enemyMinX"`
	RunLengths           []int        `json:"runLengths"`
	BlockedRun           int          `json:"blockedRun"`
	NoChaseFrames        int          `json:"noChaseFrames"`
	ChaserSidePixels     int          `json:"chaserSidePixels"` // frames without a turn before the side flips, < 256
	ItemPoints           int          `json:"itemPoints"`
	BonusEnemies         int          `json:"bonusEnemies"`
	TimeUpPontans        int          `json:"timeUpPontans"`
	FootstepPixels       int          `json:"footstepPixels"`
	SecretFrames         int          `json:"secretFrames"`
	FamicomBombs         int          `json:"famicomBombs"`
	ColaFrames           int          `json:"colaFrames"`
	SecretPoints         SecretPoints `json:"secretPoints"`
	ScoreMaxHundreds     int          `json:"scoreMaxHundreds"`
	VersusBricks         int          `json:"versusBricks"`
	VersusItems          []string     `json:"versusItems"`
	VersusWins           int          `json:"versusWins"`

	VersusItemKinds []ItemKind `json:"-"`
}

// Config is the whole validated data set. The simulation reads every number
// from it.
type Config struct {
	Stages  []Stage // index 0 is stage 1
	Bonus   []BonusStage
	Enemies [9]EnemyType // index by EnemyKind; [0] unused
	Items   [9]ItemType  // index by ItemKind; [0] unused
	Rules   Rules
}

// BonusAfter returns the bonus stage's enemy type after stage s, or 0.
func (c *Config) BonusAfter(s int) EnemyKind {
	for i := range c.Bonus {
		if c.Bonus[i].After == s {
			return c.Bonus[i].Kind
		}
	}
	return 0
}

// LoadConfigDir loads the data set from a directory.
func LoadConfigDir(dir string) (*Config, error) {
	return LoadConfig(os.DirFS(dir))
}

// LoadConfig reads and validates stages.json, enemies.json, items.json and
// rules.json from fsys.
func LoadConfig(fsys fs.FS) (*Config, error) {
	c := &Config{}
	var enemies struct {
		Enemies []EnemyType `json:"enemies"`
	}
	var items struct {
		Items []ItemType `json:"items"`
	}
	var stages struct {
		Stages []Stage      `json:"stages"`
		Bonus  []BonusStage `json:"bonus"`
	}
	files := []struct {
		name string
		v    any
	}{{EnemiesFile, &enemies}, {ItemsFile, &items}, {StagesFile, &stages}, {RulesFile, &c.Rules}}
	for _, f := range files {
		raw, err := fs.ReadFile(fsys, f.name)
		if err != nil {
			return nil, fmt.Errorf("game: load %s: %w", f.name, err)
		}
		if err := data.DecodeStrict(f.name, raw, f.v); err != nil {
			return nil, fmt.Errorf("game: %w", err)
		}
	}
	if err := c.setEnemies(enemies.Enemies); err != nil {
		return nil, err
	}
	if err := c.setItems(items.Items); err != nil {
		return nil, err
	}
	c.Stages, c.Bonus = stages.Stages, stages.Bonus
	if err := c.validateStages(); err != nil {
		return nil, err
	}
	if err := c.Rules.validate(); err != nil {
		return nil, err
	}
	return c, nil
}

func enemyByName(name string) EnemyKind {
	for k := Balloom; k <= Pontan; k++ {
		if enemyNames[k] == name {
			return k
		}
	}
	return 0
}

func oneOf(file, field, got string, options ...string) (int, error) {
	for i, o := range options {
		if o == got {
			return i, nil
		}
	}
	return 0, data.Errorf(file, field, "got %q, want one of %q", got, options)
}

func (c *Config) setEnemies(list []EnemyType) error {
	if len(list) != 8 {
		return data.Errorf(EnemiesFile, "enemies", "got %d enemy types, want 8", len(list))
	}
	for i := range list {
		e := list[i]
		f := fmt.Sprintf("enemies[%d]", i)
		if e.Name != enemyNames[i+1] {
			return data.Errorf(EnemiesFile, f+".name", "got %q, want %q (types are in ROM order)", e.Name, enemyNames[i+1])
		}
		p, err := oneOf(EnemiesFile, f+".speed", e.Speed, "odd", "notmod4", "all", "mod4")
		if err != nil {
			return err
		}
		e.Pattern = SpeedPattern(p)
		b, err := oneOf(EnemiesFile, f+".behaviour", e.Behaviour, "wander", "chaser")
		if err != nil {
			return err
		}
		e.Chaser = b == 1
		a, err := oneOf(EnemiesFile, f+".chaseAxis", e.ChaseAxis, "both", "vertical", "horizontal")
		if err != nil {
			return err
		}
		e.Axis = ChaseAxis(a)
		r, err := oneOf(EnemiesFile, f+".onBrick", e.OnBrick, "random", "reverse", "pass", "rotate")
		if err != nil {
			return err
		}
		e.Brick = BrickReaction(r)
		if e.Brick == BrickRotate && !e.Chaser {
			return data.Errorf(EnemiesFile, f+".onBrick", "got %q for a wanderer: only chasers rotate", e.OnBrick)
		}
		if (e.Brick == BrickPass) != e.Wallpass {
			return data.Errorf(EnemiesFile, f+".onBrick", "got %q with wallpass %v: only wall-passers pass bricks", e.OnBrick, e.Wallpass)
		}
		if e.ChaseThreshold < 0 || e.ChaseThreshold > 256 {
			return data.Errorf(EnemiesFile, f+".chaseThreshold", "got %d, want 0..256", e.ChaseThreshold)
		}
		if e.Points <= 0 || e.Points%100 != 0 {
			return data.Errorf(EnemiesFile, f+".points", "got %d, want a positive multiple of 100", e.Points)
		}
		c.Enemies[i+1] = e
	}
	return nil
}

func (c *Config) setItems(list []ItemType) error {
	if len(list) != 8 {
		return data.Errorf(ItemsFile, "items", "got %d items, want 8", len(list))
	}
	effects := [9]string{"", "bombs", "range", "speed", "wallpass", "detonator", "bombpass", "flamepass", "mystery"}
	for i := range list {
		it := list[i]
		f := fmt.Sprintf("items[%d]", i)
		if it.Name != itemNames[i+1] {
			return data.Errorf(ItemsFile, f+".name", "got %q, want %q (items are in ROM order)", it.Name, itemNames[i+1])
		}
		if it.Effect != effects[i+1] {
			return data.Errorf(ItemsFile, f+".effect", "got %q, want %q", it.Effect, effects[i+1])
		}
		if it.Spawn = enemyByName(it.Enemy); it.Spawn == 0 {
			return data.Errorf(ItemsFile, f+".enemy", "unknown enemy %q", it.Enemy)
		}
		m, err := oneOf(ItemsFile, f+".music", it.Music, "alternate", "invincible")
		if err != nil {
			return err
		}
		it.Track = MusicStageAlt
		if m == 1 {
			it.Track = MusicInvincible
		}
		it.Kind = ItemKind(i + 1)
		c.Items[i+1] = it
	}
	return nil
}

func itemByName(name string) ItemKind {
	for k := ItemBombs; k <= ItemMystery; k++ {
		if itemNames[k] == name {
			return k
		}
	}
	return 0
}

func secretByName(name string) SecretKind {
	for k := SecretTarget; k <= SecretDezeniman; k++ {
		if secretNames[k] == name {
			return k
		}
	}
	return 0
}

func (c *Config) validateStages() error {
	if len(c.Stages) != Stages {
		return data.Errorf(StagesFile, "stages", "got %d stages, want %d", len(c.Stages), Stages)
	}
	for i := range c.Stages {
		s := &c.Stages[i]
		f := fmt.Sprintf("stages[%d]", i)
		if s.Stage != i+1 {
			return data.Errorf(StagesFile, f+".stage", "got %d, want %d (stages in order)", s.Stage, i+1)
		}
		sum := 0
		for k := Balloom; k <= Pontan; k++ {
			n := s.Enemies.Of(k)
			if n < 0 {
				return data.Errorf(StagesFile, f+".enemies."+k.String(), "got %d, want >= 0", n)
			}
			sum += n
		}
		if sum != s.Total {
			return data.Errorf(StagesFile, f+".total", "got %d, want the sum of the counts %d", s.Total, sum)
		}
		if sum < 1 || sum > MaxEnemies {
			return data.Errorf(StagesFile, f+".total", "got %d, want 1..%d", sum, MaxEnemies)
		}
		if s.ItemKind = itemByName(s.Item); s.ItemKind == 0 {
			return data.Errorf(StagesFile, f+".item", "unknown item %q", s.Item)
		}
		if s.SecretKind = secretByName(s.Secret); s.SecretKind == 0 {
			return data.Errorf(StagesFile, f+".secret", "unknown secret %q", s.Secret)
		}
	}
	for i := range c.Bonus {
		b := &c.Bonus[i]
		f := fmt.Sprintf("bonus[%d]", i)
		if b.After < 1 || b.After >= Stages {
			return data.Errorf(StagesFile, f+".after", "got %d, want 1..%d", b.After, Stages-1)
		}
		if b.Kind = enemyByName(b.Enemy); b.Kind == 0 {
			return data.Errorf(StagesFile, f+".enemy", "unknown enemy %q", b.Enemy)
		}
	}
	return nil
}

func (r *Rules) validate() error {
	pos := []struct {
		name string
		v    int
	}{
		{"fuse", r.Fuse}, {"tickPeriod", r.TickPeriod}, {"bonusTickPeriod", r.BonusTickPeriod},
		{"flameLethalTicks", r.FlameLethalTicks}, {"flameClearTick", r.FlameClearTick},
		{"brickLethalTicks", r.BrickLethalTicks}, {"brickFloorTick", r.BrickFloorTick},
		{"maxFlames", r.MaxFlames}, {"timerStart", r.TimerStart}, {"bonusTimerStart", r.BonusTimerStart},
		{"timerPeriod", r.TimerPeriod}, {"introFrames", r.IntroFrames}, {"clearFrames", r.ClearFrames},
		{"endingFrames", r.EndingFrames}, {"deathSteps", r.DeathSteps}, {"deathStepFrames", r.DeathStepFrames},
		{"spawnDelay", r.SpawnDelay}, {"enemyFreezeFrames", r.EnemyFreezeFrames},
		{"enemyPopupFrames", r.EnemyPopupFrames}, {"mysteryFrames", r.MysteryFrames},
		{"ladderFrames", r.LadderFrames}, {"maxLives", r.MaxLives}, {"startBombs", r.StartBombs},
		{"maxBombs", r.MaxBombs}, {"startRange", r.StartRange}, {"maxRange", r.MaxRange},
		{"enemyMinX", r.EnemyMinX}, {"blockedRun", r.BlockedRun}, {"chaserSidePixels", r.ChaserSidePixels},
		{"bonusEnemies", r.BonusEnemies}, {"timeUpPontans", r.TimeUpPontans}, {"footstepPixels", r.FootstepPixels},
		{"secretFrames", r.SecretFrames}, {"famicomBombs", r.FamicomBombs}, {"colaFrames", r.ColaFrames},
		{"scoreMaxHundreds", r.ScoreMaxHundreds}, {"versusBricks", r.VersusBricks}, {"versusWins", r.VersusWins},
	}
	for _, p := range pos {
		if p.v <= 0 {
			return data.Errorf(RulesFile, p.name, "got %d, want > 0", p.v)
		}
	}
	switch {
	case r.FlameClearTick < r.FlameLethalTicks:
		return data.Errorf(RulesFile, "flameClearTick", "got %d, want >= flameLethalTicks %d", r.FlameClearTick, r.FlameLethalTicks)
	case r.BrickFloorTick < r.BrickLethalTicks:
		return data.Errorf(RulesFile, "brickFloorTick", "got %d, want >= brickLethalTicks %d", r.BrickFloorTick, r.BrickLethalTicks)
	case r.MaxFlames > MaxFlames:
		return data.Errorf(RulesFile, "maxFlames", "got %d, want <= %d", r.MaxFlames, MaxFlames)
	case r.MaxBombs > MaxBombs:
		return data.Errorf(RulesFile, "maxBombs", "got %d, want <= %d", r.MaxBombs, MaxBombs)
	case r.StartBombs > r.MaxBombs:
		return data.Errorf(RulesFile, "startBombs", "got %d, want <= maxBombs %d", r.StartBombs, r.MaxBombs)
	case r.MaxRange > 15:
		return data.Errorf(RulesFile, "maxRange", "got %d, want <= 15", r.MaxRange)
	case r.StartRange > r.MaxRange:
		return data.Errorf(RulesFile, "startRange", "got %d, want <= maxRange %d", r.StartRange, r.MaxRange)
	case r.StartLives < 0 || r.StartLives > r.MaxLives:
		return data.Errorf(RulesFile, "startLives", "got %d, want 0..maxLives %d", r.StartLives, r.MaxLives)
	case r.BonusEnemies > MaxEnemies:
		return data.Errorf(RulesFile, "bonusEnemies", "got %d, want <= %d", r.BonusEnemies, MaxEnemies)
	case r.TimeUpPontans > MaxEnemies:
		return data.Errorf(RulesFile, "timeUpPontans", "got %d, want <= %d", r.TimeUpPontans, MaxEnemies)
	case r.EnemyMinX >= MapW-1:
		return data.Errorf(RulesFile, "enemyMinX", "got %d, want < %d", r.EnemyMinX, MapW-1)
	case r.BricksBase < 0 || r.BricksPerStage < 0 || r.BricksBase+r.BricksPerStage*Stages+2 > 249-3-20:
		return data.Errorf(RulesFile, "bricksBase", "got %d + %d x stage bricks, too many for the 249 open cells", r.BricksBase, r.BricksPerStage)
	case r.EnemyDissolveFrames < 0 || r.DeathInvisibleFrames < 0 || r.DeathJingleFrames < 0 || r.NoChaseFrames < 0 || r.ItemPoints < 0:
		return data.Errorf(RulesFile, "enemyDissolveFrames", "negative frame counts or points are not allowed")
	}
	if r.ChaserSidePixels > 255 {
		return data.Errorf(RulesFile, "chaserSidePixels", "got %d, want <= 255", r.ChaserSidePixels)
	}
	if len(r.Ladder) != 16 {
		return data.Errorf(RulesFile, "ladder", "got %d entries, want 16", len(r.Ladder))
	}
	for i, v := range r.Ladder {
		if v <= 0 || v%100 != 0 {
			return data.Errorf(RulesFile, fmt.Sprintf("ladder[%d]", i), "got %d, want a positive multiple of 100", v)
		}
	}
	if len(r.RunLengths) == 0 {
		return data.Errorf(RulesFile, "runLengths", "empty, want at least one run length")
	}
	for i, v := range r.RunLengths {
		if v <= 0 {
			return data.Errorf(RulesFile, fmt.Sprintf("runLengths[%d]", i), "got %d, want > 0", v)
		}
	}
	if open := arenaOpen(); r.VersusBricks > open {
		return data.Errorf(RulesFile, "versusBricks", "got %d, want at most the arena's %d open cells", r.VersusBricks, open)
	}
	if len(r.VersusItems) > MaxItems || len(r.VersusItems) > r.VersusBricks {
		return data.Errorf(RulesFile, "versusItems", "got %d items, want at most %d and at most versusBricks", len(r.VersusItems), MaxItems)
	}
	r.VersusItemKinds = r.VersusItemKinds[:0]
	for i, n := range r.VersusItems {
		k := itemByName(n)
		if k == 0 {
			return data.Errorf(RulesFile, fmt.Sprintf("versusItems[%d]", i), "unknown item %q", n)
		}
		r.VersusItemKinds = append(r.VersusItemKinds, k)
	}
	for k := SecretTarget; k <= SecretDezeniman; k++ {
		if v := r.SecretPoints.Of(k); v <= 0 || v%100 != 0 {
			return data.Errorf(RulesFile, "secretPoints."+k.String(), "got %d, want a positive multiple of 100", v)
		}
	}
	return nil
}
