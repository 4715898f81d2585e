package scene_test

import (
	"fmt"
	"math"

	"github.com/bengine-go/bengine/core/easing"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/go-gl/mathgl/mgl32"
)

// Walker moves its object right at Speed units per second of simulation.
type Walker struct {
	scene.Base
	Speed float32
}

func (w *Walker) FixedUpdate(dt float32) {
	w.Owner().Transform.Translate(mgl32.Vec2{w.Speed * dt, 0})
}

func Example() {
	s := scene.New("level")
	player := s.NewObject("player")
	scene.AddComponent(player, &Walker{Speed: 60})

	hat := s.NewObject("hat")
	hat.SetParent(player, false)
	hat.Transform.SetPosition(mgl32.Vec2{0, -8}) // 8 units above the player

	q := &render.Queue{}
	for range 30 { // half a second at 60 steps per second
		s.FixedUpdate(1.0 / 60)
		s.Update(1.0 / 60)
		s.Render(q)
	}
	fmt.Printf("player %.0f, hat %.0f\n", player.Transform.WorldPosition(), hat.Transform.WorldPosition())
	// Output: player [30 0], hat [30 -8]
}

func ExampleAddComponent() {
	s := scene.New("s")
	o := s.NewObject("o")
	w := scene.AddComponent(o, &Walker{Speed: 2})
	got, ok := scene.GetComponent[*Walker](o)
	fmt.Println(got == w, ok)
	fmt.Println(scene.RemoveComponent[*Walker](o), scene.RemoveComponent[*Walker](o))
	// Output:
	// true true
	// true false
}

func ExampleTransform_World() {
	s := scene.New("s")
	arm := s.NewObject("arm")
	arm.Transform.SetPosition(mgl32.Vec2{100, 100})
	arm.Transform.SetRotation(math.Pi / 2) // a quarter turn clockwise on screen
	hand := s.NewObject("hand")
	hand.SetParent(arm, false)
	hand.Transform.SetPosition(mgl32.Vec2{10, 0}) // 10 along the arm

	m := hand.Transform.World() // computed now, cached until something moves
	p := m.Mul3x1(mgl32.Vec3{0, 0, 1})
	fmt.Printf("%.0f %.0f\n", p[0], p[1])
	// Output: 100 110
}

func ExampleGameObject_SetParent() {
	s := scene.New("s")
	cart := s.NewObject("cart")
	cart.Transform.SetPosition(mgl32.Vec2{50, 0})
	box := s.NewObject("box")
	box.Transform.SetPosition(mgl32.Vec2{60, 10})

	box.SetParent(cart, true) // keep the box where it is in the world
	fmt.Printf("local %.0f, world %.0f\n", box.Transform.Position(), box.Transform.WorldPosition())
	cart.Transform.Translate(mgl32.Vec2{5, 0}) // the box rides along
	fmt.Printf("world %.0f\n", box.Transform.WorldPosition())
	// Output:
	// local [10 10], world [60 10]
	// world [65 10]
}

func ExampleGameObject_ApplyToChildren() {
	s := scene.New("s")
	menu := s.NewObject("menu")
	for _, n := range []string{"play", "options", "quit"} {
		s.NewObject(n).SetParent(menu, false)
	}
	menu.ApplyToChildren(func(o *scene.GameObject) { o.Sleep() })
	menu.ApplyToChildren(func(o *scene.GameObject) { fmt.Println(o.Name(), o.Sleeping()) })
	// Output:
	// play true
	// options true
	// quit true
}

// Listener stands for an event subscription (a patterns.Subscription).
type Listener struct{ name string }

func (l *Listener) Close() error {
	fmt.Println("unsubscribed", l.name)
	return nil
}

func ExampleGameObject_Own() {
	s := scene.New("s")
	enemy := s.NewObject("enemy")
	enemy.Own(&Listener{"on-explosion"})
	enemy.Destroy()
	// Output: unsubscribed on-explosion
}

func ExampleTween() {
	s := scene.New("s")
	popup := s.NewObject("popup")
	tw := scene.AddComponent(popup, scene.NewTween(scene.TweenScale,
		mgl32.Vec2{0, 0}, mgl32.Vec2{1, 1}, 0.5, easing.QuadOut))
	tw.OnComplete = func() { fmt.Println("shown") }
	for range 3 {
		s.Update(0.25)
		fmt.Printf("%.2f\n", popup.Transform.Scale())
	}
	// Output:
	// [0.75 0.75]
	// shown
	// [1.00 1.00]
	// [1.00 1.00]
}

func ExampleManager_Switch() {
	m := scene.NewManager()
	for _, name := range []string{"title", "stage1"} {
		s := scene.New(name)
		s.OnEnter = func() { fmt.Println("enter", name) }
		s.OnExit = func() { fmt.Println("exit", name) }
		m.Add(s)
	}
	m.Switch("title")
	m.ApplyPending() // the engine calls this between frames
	m.Switch("stage1")
	fmt.Println("still in", m.Active().Name())
	m.ApplyPending()
	fmt.Println("now in", m.Active().Name())
	// Output:
	// enter title
	// still in title
	// exit title
	// enter stage1
	// now in stage1
}

// stepper prints its name each fixed step.
type stepper struct {
	scene.Base
	name string
}

func (s *stepper) FixedUpdate(float32) { fmt.Println(s.name, "steps") }

// A global scene runs under every scene, before the active one: an online
// match keeps stepping while the menus and the play scene take turns.
func ExampleManager_AddGlobal() {
	m := scene.NewManager()
	for _, name := range []string{"title", "play", "online"} {
		s := scene.New(name)
		scene.AddComponent(s.NewObject(name), &stepper{name: name})
		if name == "online" {
			m.AddGlobal(s)
		} else {
			m.Add(s)
		}
	}
	frame := func() {
		m.ApplyPending() // the engine calls this between frames
		m.FixedUpdate(1.0 / 60)
		m.Update(1.0 / 60)
		m.Render(&render.Queue{})
	}
	m.Switch("title")
	frame()
	m.Switch("play")
	frame()
	// Output:
	// online steps
	// title steps
	// online steps
	// play steps
}
