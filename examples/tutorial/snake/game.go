package snake

import (
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
)

// The playing field: Cols x Rows cells of Cell pixels, below the HUD.
const (
	Cell, Cols, Rows = 8, 32, 28
	Top              = 16 // pixels above the field, for the HUD
	StepsPerMove     = 6  // fixed steps between moves: 10 cells a second
)

// Point is a cell of the field.
type Point struct{ X, Y int }

// Ate and Died are what the game tells the rest of the program, on the
// event bus (services.Bus).
type (
	Ate  struct{ Score int }
	Died struct{ Score int }
)

// turns maps the arrow keys to directions.
var turns = []struct {
	key input.Key
	dir Point
}{{input.KeyUp, Point{0, -1}}, {input.KeyDown, Point{0, 1}}, {input.KeyLeft, Point{-1, 0}}, {input.KeyRight, Point{1, 0}}}

// Game is the snake game as a component: the body, the food, the score.
type Game struct {
	scene.Base
	Body      []Point // the head first
	Food      Point
	Score     int
	Dead      bool
	in        *input.Manager
	rng       *random.RNG
	dir, next Point // the direction moved last, and the one asked for
	timer     int
}

// NewGame returns a game that reads the arrow keys from in and whose food
// follows the random seed: the same seed, the same game.
func NewGame(in *input.Manager, seed uint64) *Game {
	return &Game{in: in, rng: random.New(seed)}
}

// Start starts the first game when the component starts.
func (g *Game) Start() { g.reset() }

// reset starts a new game.
func (g *Game) reset() {
	g.Body = append(g.Body[:0], Point{16, 14}, Point{15, 14}, Point{14, 14})
	g.dir, g.next = Point{1, 0}, Point{1, 0}
	g.timer, g.Score, g.Dead = 0, 0, false
	g.placeFood()
}

// Dir is the direction the snake moved last.
func (g *Game) Dir() Point { return g.dir }

// Update reads the keys once a frame: a press is an edge of the frame.
func (g *Game) Update(float32) {
	in := g.in
	for _, t := range turns {
		if in.KeyPressed(t.key) && t.dir != (Point{-g.dir.X, -g.dir.Y}) { // no turning back
			g.next = t.dir
		}
	}
	if g.Dead && in.KeyPressed(input.KeyReturn) {
		g.reset()
	}
}

// FixedUpdate moves the snake one cell every StepsPerMove steps.
func (g *Game) FixedUpdate(float32) {
	if g.Dead {
		return
	}
	if g.timer++; g.timer < StepsPerMove {
		return
	}
	g.timer, g.dir = 0, g.next
	head := Point{g.Body[0].X + g.dir.X, g.Body[0].Y + g.dir.Y}
	if head.X < 0 || head.X >= Cols || head.Y < 0 || head.Y >= Rows || On(head, g.Body[:len(g.Body)-1]) {
		g.Dead = true
		patterns.Broadcast(services.Bus(), Died{g.Score})
		return
	}
	g.Body = append(g.Body, Point{}) // one longer; the tail drops below unless it ate
	copy(g.Body[1:], g.Body)
	g.Body[0] = head
	if head != g.Food {
		g.Body = g.Body[:len(g.Body)-1]
		return
	}
	g.Score += 10
	g.placeFood()
	patterns.Broadcast(services.Bus(), Ate{g.Score})
}

// On reports whether p is one of cells.
func On(p Point, cells []Point) bool {
	for _, c := range cells {
		if c == p {
			return true
		}
	}
	return false
}

// placeFood puts the food on a random free cell.
func (g *Game) placeFood() {
	for g.Food = g.Body[0]; On(g.Food, g.Body); {
		g.Food = Point{g.rng.Intn(Cols), g.rng.Intn(Rows)}
	}
}

// Render draws the field, the food and the snake.
func (g *Game) Render(q *render.Queue) {
	q.FillRect(0, Top, Cols*Cell, Rows*Cell, render.StepGeometry, -1, render.RGBA8(30, 44, 30, 255))
	fill := func(p Point, c render.Color) {
		q.FillRect(float32(p.X*Cell)+1, float32(Top+p.Y*Cell)+1, Cell-2, Cell-2, render.StepGeometry, 0, c)
	}
	fill(g.Food, render.RGBA8(230, 70, 60, 255))
	for i, p := range g.Body {
		c := render.RGBA8(90, 200, 90, 255)
		if i == 0 {
			c = render.RGBA8(180, 255, 140, 255)
		}
		fill(p, c)
	}
}
