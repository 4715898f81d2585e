package game

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"io/fs"

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

// Rules holds every timing, cap and constant of the simulation (rules.json):
// its single values (Numbers, whose fields Rules shows as its own) and its
// lists. Frames are 60 Hz NES frames; ticks are explosion ticks.
type Rules struct {
	Numbers
	Ladder      []int    `json:"ladder"`
	RunLengths  []int    `json:"runLengths"`
	VersusItems []string `json:"versusItems"`

	VersusItemKinds []ItemKind `json:"-"`
}

// Numbers are the single values of rules.json. A Game keeps its own copy
// (a plain value), so that a copy of a Game shares nothing with the Config.
type Numbers struct {
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
	StartLives           int          `json:"startLives"`
	MaxLives             int          `json:"maxLives"`
	StartBombs           int          `json:"startBombs"`
	MaxBombs             int          `json:"maxBombs"`
	StartRange           int          `json:"startRange"`
	MaxRange             int          `json:"maxRange"`
	BricksBase           int          `json:"bricksBase"`
	BricksPerStage       int          `json:"bricksPerStage"`
	EnemyMinX            int          `json:"enemyMinX"`
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
	VersusWins           int          `json:"versusWins"`
}

// Config is the whole validated data set. The simulation reads every number
// from it.
type Config struct {
	Stages  []Stage // index 0 is stage 1
	Bonus   []BonusStage
	Enemies [9]EnemyType // index by EnemyKind; [0] unused
	Items   [9]ItemType  // index by ItemKind; [0] unused
	Rules   Rules

	hash [32]byte // SHA-256 of the files LoadConfig read (Hash)
}

// Hash returns the SHA-256 of the data set's files as LoadConfig read
// them: each file's name, length and bytes, in a fixed order. Two games
// whose Configs have equal hashes play by the same numbers; netplay agrees
// on it before a match.
func (c *Config) Hash() [32]byte { return c.hash }

// BonusAfter returns the bonus stage's enemy type after stage s, or 0.
func (c *Config) BonusAfter(s int) EnemyKind {
	for i := range c.Bonus {
		if c.Bonus[i].After == s {
			return c.Bonus[i].Kind
		}
	}
	return 0
}

// LoadConfig reads and validates stages.json, enemies.json, items.json and
// rules.json from fsys (the game's data folder, embedded or on disk). Each
// file is read within data.MaxFileSize and decoded strictly; a value out
// of range is an error naming the file and the JSON key.
func LoadConfig(fsys fs.FS) (*Config, error) {
	c := &Config{}
	h := sha256.New()
	for _, f := range configFiles {
		raw, err := data.ReadFile(fsys, f.name)
		if err != nil {
			return nil, fmt.Errorf("game: %w", err)
		}
		if err := f.parse(c, raw); err != nil {
			return nil, err
		}
		var n [8]byte
		binary.LittleEndian.PutUint64(n[:], uint64(len(raw)))
		h.Write([]byte(f.name))
		h.Write(n[:])
		h.Write(raw)
	}
	h.Sum(c.hash[:0])
	return c, nil
}

// configFiles are the files of the data set, each with the method that
// decodes and validates it into its part of a Config. The parts do not
// depend on each other.
var configFiles = []struct {
	name  string
	parse func(c *Config, raw []byte) error
}{
	{EnemiesFile, (*Config).parseEnemies},
	{ItemsFile, (*Config).parseItems},
	{StagesFile, (*Config).parseStages},
	{RulesFile, (*Config).parseRules},
}

func (c *Config) parseEnemies(raw []byte) error {
	var file struct {
		Enemies []EnemyType `json:"enemies"`
	}
	if err := data.DecodeStrict(EnemiesFile, raw, &file); err != nil {
		return fmt.Errorf("game: %w", err)
	}
	return c.setEnemies(file.Enemies)
}

func (c *Config) parseItems(raw []byte) error {
	var file struct {
		Items []ItemType `json:"items"`
	}
	if err := data.DecodeStrict(ItemsFile, raw, &file); err != nil {
		return fmt.Errorf("game: %w", err)
	}
	return c.setItems(file.Items)
}

func (c *Config) parseStages(raw []byte) error {
	var file struct {
		Stages []Stage      `json:"stages"`
		Bonus  []BonusStage `json:"bonus"`
	}
	if err := data.DecodeStrict(StagesFile, raw, &file); err != nil {
		return fmt.Errorf("game: %w", err)
	}
	c.Stages, c.Bonus = file.Stages, file.Bonus
	return c.validateStages()
}

func (c *Config) parseRules(raw []byte) error {
	var r Rules
	if err := data.DecodeStrict(RulesFile, raw, &r); err != nil {
		return fmt.Errorf("game: %w", err)
	}
	if err := r.validate(); err != nil {
		return err
	}
	c.Rules = r
	return nil
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
		if err := checkPoints(EnemiesFile, f+".points", e.Points); err != nil {
			return err
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
			if n < 0 || n > MaxEnemies {
				return data.Errorf(StagesFile, f+".enemies."+k.String(), "got %d, want 0..%d", n, MaxEnemies)
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
		for j := range i {
			if c.Bonus[j].After == b.After {
				return data.Errorf(StagesFile, f+".after", "got %d twice (bonus[%d] too), want one bonus stage after a stage", b.After, j)
			}
		}
	}
	return nil
}

// Limits of the data's values beyond what the rules themselves need: a
// value past them is a mistake, and keeping them bounded keeps every sum
// and product of the simulation far from overflowing.
const (
	// MaxDataFrames bounds every frame and tick count and every period of
	// rules.json: an hour of NES frames.
	MaxDataFrames = 60 * 60 * 60
	// MaxScoreHundreds is the 7-digit score the HUD and the password hold.
	MaxScoreHundreds = 9_999_999
	// MaxPoints bounds every award of points: the whole score.
	MaxPoints = MaxScoreHundreds * 100
	// MaxTimer is the 3-digit TIME of the HUD.
	MaxTimer = 999
	// MaxLives is the 2-digit LEFT of the HUD.
	MaxLives = 99
	// MaxRunLengths bounds the list of wander run lengths.
	MaxRunLengths = 64
	// LadderLen is the length of the multi-kill ladder.
	LadderLen = 16
)

// intRange is one bounded value of a data file, named by its JSON key.
type intRange struct {
	key      string
	v        int
	min, max int
}

// checkRanges returns an error naming the first value of list outside its range.
func checkRanges(file string, list []intRange) error {
	for _, c := range list {
		if c.v < c.min || c.v > c.max {
			return data.Errorf(file, c.key, "got %d, want %d..%d", c.v, c.min, c.max)
		}
	}
	return nil
}

// checkPoints returns an error unless v is a positive multiple of 100 within MaxPoints.
func checkPoints(file, key string, v int) error {
	if v <= 0 || v%100 != 0 || v > MaxPoints {
		return data.Errorf(file, key, "got %d, want a positive multiple of 100 up to %d", v, MaxPoints)
	}
	return nil
}

func (r *Rules) validate() error {
	const frames = MaxDataFrames
	err := checkRanges(RulesFile, []intRange{
		{"fuse", r.Fuse, 1, frames}, {"tickPeriod", r.TickPeriod, 1, frames},
		{"bonusTickPeriod", r.BonusTickPeriod, 1, frames},
		{"flameLethalTicks", r.FlameLethalTicks, 1, frames}, {"flameClearTick", r.FlameClearTick, r.FlameLethalTicks, frames},
		{"brickLethalTicks", r.BrickLethalTicks, 1, 255}, {"brickFloorTick", r.BrickFloorTick, r.BrickLethalTicks, 255},
		{"maxFlames", r.MaxFlames, 1, MaxFlames},
		{"timerStart", r.TimerStart, 1, MaxTimer}, {"bonusTimerStart", r.BonusTimerStart, 1, MaxTimer},
		{"timerPeriod", r.TimerPeriod, 1, frames},
		{"introFrames", r.IntroFrames, 1, frames}, {"clearFrames", r.ClearFrames, 1, frames},
		{"endingFrames", r.EndingFrames, 1, frames},
		{"deathSteps", r.DeathSteps, 1, 64}, {"deathStepFrames", r.DeathStepFrames, 1, frames},
		{"deathInvisibleFrames", r.DeathInvisibleFrames, 0, frames}, {"deathJingleFrames", r.DeathJingleFrames, 0, frames},
		{"spawnDelay", r.SpawnDelay, 1, frames},
		{"enemyFreezeFrames", r.EnemyFreezeFrames, 1, frames}, {"enemyDissolveFrames", r.EnemyDissolveFrames, 0, frames},
		{"enemyPopupFrames", r.EnemyPopupFrames, 1, frames},
		{"mysteryFrames", r.MysteryFrames, 1, frames}, {"ladderFrames", r.LadderFrames, 1, frames},
		{"maxLives", r.MaxLives, 1, MaxLives}, {"startLives", r.StartLives, 0, r.MaxLives},
		{"maxBombs", r.MaxBombs, 1, MaxBombs}, {"startBombs", r.StartBombs, 1, r.MaxBombs},
		{"maxRange", r.MaxRange, 1, 15}, {"startRange", r.StartRange, 1, r.MaxRange},
		{"bricksBase", r.BricksBase, 0, MapW * MapH}, {"bricksPerStage", r.BricksPerStage, 0, MapW * MapH},
		{"enemyMinX", r.EnemyMinX, 1, MapW - 2},
		{"blockedRun", r.BlockedRun, 1, frames}, {"noChaseFrames", r.NoChaseFrames, 0, frames},
		{"chaserSidePixels", r.ChaserSidePixels, 1, 255},
		{"itemPoints", r.ItemPoints, 0, MaxPoints},
		{"bonusEnemies", r.BonusEnemies, 1, MaxEnemies}, {"timeUpPontans", r.TimeUpPontans, 1, MaxEnemies},
		{"footstepPixels", r.FootstepPixels, 1, frames}, {"secretFrames", r.SecretFrames, 1, frames},
		{"famicomBombs", r.FamicomBombs, 1, frames}, {"colaFrames", r.ColaFrames, 1, frames},
		{"scoreMaxHundreds", r.ScoreMaxHundreds, 1, MaxScoreHundreds},
		{"versusBricks", r.VersusBricks, 1, arenaOpen()}, {"versusWins", r.VersusWins, 1, MaxWins},
	})
	if err != nil {
		return err
	}
	if r.BricksBase+r.BricksPerStage*Stages+2 > 249-3-20 {
		return data.Errorf(RulesFile, "bricksPerStage", "got %d + %d x stage bricks, too many for the 249 open cells", r.BricksBase, r.BricksPerStage)
	}
	if r.ItemPoints%100 != 0 {
		return data.Errorf(RulesFile, "itemPoints", "got %d, want a multiple of 100", r.ItemPoints)
	}
	if len(r.Ladder) != LadderLen {
		return data.Errorf(RulesFile, "ladder", "got %d entries, want %d", len(r.Ladder), LadderLen)
	}
	for i, v := range r.Ladder {
		if err := checkPoints(RulesFile, fmt.Sprintf("ladder[%d]", i), v); err != nil {
			return err
		}
	}
	if len(r.RunLengths) == 0 || len(r.RunLengths) > MaxRunLengths {
		return data.Errorf(RulesFile, "runLengths", "got %d run lengths, want 1..%d", len(r.RunLengths), MaxRunLengths)
	}
	for i, v := range r.RunLengths {
		if v <= 0 || v > MaxDataFrames {
			return data.Errorf(RulesFile, fmt.Sprintf("runLengths[%d]", i), "got %d, want 1..%d", v, MaxDataFrames)
		}
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
		if err := checkPoints(RulesFile, "secretPoints."+k.String(), r.SecretPoints.Of(k)); err != nil {
			return err
		}
	}
	return nil
}
