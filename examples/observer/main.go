// Command observer shows the Observer pattern in the two forms that suit
// objects which know each other: a Delegate (BEngine's MulticastDelegate),
// which any func can listen to, and the textbook Subject and Observer.
//
//	go run ./examples/observer
//
// What to look at: press H to hit the knight. Its health component does
// not know the health bar or the achievements; it broadcasts on its Changed
// delegate and notifies its Subject, and returns. The health bar subscribed
// to Changed in its Start and gave the subscription to its object with Own,
// so the subscription closes when the bar goes away (press B to destroy
// the bar, then H: nothing breaks). The achievements object implements
// Observer: it registered itself with the subject and unlocks "First blood"
// and "Fallen". Both forms are in core/patterns (delegate.go, observer.go);
// for systems that do not know each other at all, see examples/eventbus.
package main

import (
	"strconv"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() { engine.Main(&engine.Options{Title: "Observer"}, setup) }

// setup builds the scene in e: the knight's health, the bar that listens
// to its delegate and the achievements that observe its subject.
func setup(e *engine.Engine) error {
	s := scene.New("observer")
	hp := scene.AddComponent(s.NewObject("knight"), &health{in: e.Input(), hp: 10, max: 10})
	scene.AddComponent(s.NewObject("bar"), &healthBar{of: hp})
	a := scene.AddComponent(s.NewObject("achievements"), &achievements{font: render.DefaultFont(e.Renderer())})
	hp.Events.AddObserver(a)
	e.Scenes().Add(s)
	return e.Scenes().Switch("observer")
}

// health is the subject: it broadcasts its changes and notifies events.
type health struct {
	scene.Base
	in      *input.Manager
	hp, max int
	Changed patterns.Delegate[int]   // the new hit points, after every change
	Events  patterns.Subject[string] // "hit" and "died"
}

// Update reads the keys: H hits the knight, B destroys the health bar.
func (h *health) Update(float32) {
	in := h.in
	if in.KeyPressed(input.KeyH) && h.hp > 0 {
		h.hp--
		h.Changed.Broadcast(h.hp)
		h.Events.Notify("hit")
		if h.hp == 0 {
			h.Events.Notify("died")
		}
	}
	if bar := h.Owner().Scene().Find("bar"); bar != nil && in.KeyPressed(input.KeyB) {
		bar.Destroy()
	}
}

func (h *health) Render(q *render.Queue) {
	q.FillRect(120, 100, 16, 24, render.StepGeometry, 0, render.RGBA8(200, 200, 220, 255))
}

// healthBar listens to a health's Changed delegate.
type healthBar struct {
	scene.Base
	of    *health
	shown int
}

func (b *healthBar) Start() {
	b.shown = b.of.hp
	b.Own(b.of.Changed.Subscribe(func(hp int) { b.shown = hp }))
}

func (b *healthBar) Render(q *render.Queue) {
	q.FillRect(80, 80, 96, 6, render.StepUI, 0, render.RGBA8(80, 30, 30, 255))
	w := 96 * float32(b.shown) / float32(b.of.max)
	q.FillRect(80, 80, w, 6, render.StepUI, 1, render.RGBA8(60, 220, 90, 255))
}

// achievements is an Observer of the knight's events.
type achievements struct {
	scene.Base
	font     *render.Font
	hits     int
	unlocked []string
	label    string
}

// OnNotify receives every event the knight's subject sends.
func (a *achievements) OnNotify(event string) {
	switch event {
	case "hit":
		if a.hits++; a.hits == 1 {
			a.unlocked = append(a.unlocked, "First blood")
		}
	case "died":
		a.unlocked = append(a.unlocked, "Fallen")
	}
	a.label = "hits: " + strconv.Itoa(a.hits)
}

func (a *achievements) Render(q *render.Queue) {
	font := a.font
	q.Text(font, "H hits, B removes the bar", 4, 4, render.StepUI, 0, render.White)
	q.Text(font, a.label, 4, 16, render.StepUI, 0, render.White)
	for i, name := range a.unlocked {
		y := float32(160 + 12*i)
		q.Text(font, "unlocked:", 4, y, render.StepUI, 0, render.RGBA8(255, 220, 90, 255))
		q.Text(font, name, 84, y, render.StepUI, 0, render.RGBA8(255, 220, 90, 255))
	}
}
