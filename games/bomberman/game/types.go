package game

import "fmt"

// Map size in cells, including the concrete border: MapW x MapH is the NES
// map of the normal and co-op modes (and the capacity of the state's
// arrays); ArenaW x ArenaH is the versus arena, which fits the 256-px screen
// at 16-px cells. [Game.MapSize] says which one a game plays on.
const (
	MapW   = 31
	MapH   = 13
	ArenaW = 15
	ArenaH = 13
)

// Capacities of the fixed arrays of the world state.
const (
	MaxEnemies = 10 // enemy slots
	MaxBombs   = 10 // bombs per player
	MaxFlames  = 80 // flame cells at once
	MaxItems   = 16 // items in a stage (one in the NES game; versus scatters more)
	maxArms    = 4 * MaxBombs * 2
)

// Buttons is the set of buttons held on one frame.
type Buttons uint8

// The NES pad's buttons.
const (
	ButtonUp Buttons = 1 << iota
	ButtonDown
	ButtonLeft
	ButtonRight
	ButtonA
	ButtonB
	ButtonStart
)

const dpad = ButtonUp | ButtonDown | ButtonLeft | ButtonRight

const buttonLetters = "UDLRABS"

// String returns the buttons as replay letters, such as "RA".
func (b Buttons) String() string {
	var buf [7]byte
	n := 0
	for i := 0; i < 7; i++ {
		if b&(1<<i) != 0 {
			buf[n] = buttonLetters[i]
			n++
		}
	}
	return string(buf[:n])
}

// ParseButtons parses replay letters (U D L R A B S, each at most once).
func ParseButtons(s string) (Buttons, error) {
	var b Buttons
	for i := 0; i < len(s); i++ {
		j := -1
		for k := 0; k < len(buttonLetters); k++ {
			if buttonLetters[k] == s[i] {
				j = k
			}
		}
		if j < 0 {
			return 0, fmt.Errorf("unknown button %q in %q, want letters from %s", s[i], s, buttonLetters)
		}
		if b&(1<<j) != 0 {
			return 0, fmt.Errorf("button %q twice in %q", s[i], s)
		}
		b |= 1 << j
	}
	return b, nil
}

// Tile is what a map cell holds.
type Tile uint8

// Tiles. The exit and the item live beside the map; a brick hides them.
const (
	TileFloor Tile = iota
	TileConcrete
	TileBrick
	TileBurning // a brick on fire: lethal, then floor
)

// Dir is a direction of movement. Adding 1 rotates counter-clockwise.
type Dir uint8

// Directions in counter-clockwise order.
const (
	DirRight Dir = iota
	DirUp
	DirLeft
	DirDown
)

var dirDX = [4]int{1, 0, -1, 0}
var dirDY = [4]int{0, -1, 0, 1}

func (d Dir) reverse() Dir { return (d + 2) & 3 }
func (d Dir) ccw() Dir     { return (d + 1) & 3 }
func (d Dir) cw() Dir      { return (d + 3) & 3 }
func (d Dir) horizontal() bool {
	return d == DirRight || d == DirLeft
}

var dirNames = [4]string{"right", "up", "left", "down"}

func (d Dir) String() string { return dirNames[d&3] }

// Phase is the state of the game's flow.
type Phase uint8

// Phases. PhaseBonus is play in a bonus stage.
const (
	PhaseIntro Phase = iota
	PhasePlaying
	PhaseDying
	PhaseClear
	PhaseBonus
	PhaseGameOver
	PhaseEnding
)

var phaseNames = [7]string{"intro", "playing", "dying", "clear", "bonus", "gameover", "ending"}

func (p Phase) String() string { return enumName(phaseNames[:], p, "Phase") }

// EnemyState is the life cycle of an enemy slot.
type EnemyState uint8

// Enemy slot states. A dying enemy (and its score pop-up) keeps its slot.
const (
	EnemyFree EnemyState = iota
	EnemySpawning
	EnemyAlive
	EnemyDying
)

var enemyStateNames = [4]string{"free", "spawning", "alive", "dying"}

func (s EnemyState) String() string { return enemyStateNames[s&3] }

// Pos is a position in cells plus an offset in pixels: the actor's centre is
// in cell (X, Y) at (U, V) in 0..15; (8, 8) is the cell's centre.
type Pos struct {
	X, Y, U, V int
}

// Centred reports whether the position is exactly on its cell's centre.
func (p Pos) Centred() bool { return p.U == 8 && p.V == 8 }

// Player is one player's state.
type Player struct {
	Pos
	Alive     bool
	Bombs     int // bombs at once
	Range     int // flame range
	Speed     bool
	Wallpass  bool
	Bombpass  bool
	Detonator bool
	Flamepass bool
	Mystery   int  // invincibility frames left
	Lives     int  // the LEFT value
	Out       bool // no lives left (two-player modes: the partner plays on)
	Wins      int  // versus rounds won
	Facing    Dir
	Moving    bool // moved this frame (for the walk animation)

	footstepPixels  int  // pixels since the last footstep
	detonateLatched bool // B detonated; waits for all buttons released
	dead            bool // died; the life is not yet taken
	deathTimer      int  // frames left in the death sequence
}

// Bomb is a placed bomb.
type Bomb struct {
	Active  bool
	X, Y    int
	Fuse    int // frames left
	Range   int
	Owner   int
	Order   uint32 // placement order: the detonator fires the lowest
	chained bool   // explodes on the next frame
	skipArm int8   // arm not to fire (the way the chain came), -1 none
}

// Flame is a burning cell of an explosion.
type Flame struct {
	X, Y  int
	Age   int // explosion ticks since it appeared
	Owner int // the player whose bomb made it
}

// arm is the head of one line of an explosion's flame: where it goes next,
// in which direction, and how far it may still spread.
type arm struct {
	active   bool
	x, y     int
	dir      Dir
	distance int // cells from the bomb
	reach    int // the bomb's range
	owner    int
}

// Enemy is one enemy slot.
type Enemy struct {
	Kind  EnemyKind
	State EnemyState
	Pos
	Dir    Dir
	Run    int   // pixels left in the current wander run
	Chase  uint8 // wanderer: chase window counter, down per move frame
	Timer  int   // spawn delay left, or frames since death
	Points int   // points of the kill (pop-up value)

	noChaseFrames int   // chaser: frames without turning toward the player
	tryCCW        bool  // chaser: which perpendicular side to try next
	sinceTurn     uint8 // chaser: frames since the last perpendicular turn (wraps)
}

// Exit is the stage's exit door.
type Exit struct {
	X, Y     int
	Revealed bool
	Bombed   int // flames that reached it after it was revealed
}

// ItemState is the stage's power-up.
type ItemState struct {
	Kind     ItemKind
	X, Y     int
	Revealed bool
	Taken    bool // collected or destroyed
}

// Secret is the stage's secret bonus item.
type Secret struct {
	Kind    SecretKind
	Visible bool
	X, Y    int
	Timer   int  // frames left while visible
	Done    bool // appeared already this stage

	maskCorners uint8
	colaArmed   bool
	colaFrames  int
}

// enumName is the String method of the package's small enums: the name for
// v from names, or "Type(v)" for a value outside the table.
func enumName[T ~uint8](names []string, v T, typ string) string {
	if int(v) < len(names) {
		return names[v]
	}
	return fmt.Sprintf("%s(%d)", typ, v)
}
