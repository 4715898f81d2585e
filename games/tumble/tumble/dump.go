package tumble

import (
	json "github.com/goccy/go-json"

	"github.com/bengine-go/bengine/core/physics"
	"github.com/bengine-go/bengine/core/scene"
)

// Dump is the state of a run, as -dump writes it: what tests and tools
// compare. Positions are Box2D's own (float64 metres times the pixels a
// metre), so that two dumps are equal only if the runs were the same to
// the last bit.
type Dump struct {
	Level      string      `json:"level"`
	Tick       int         `json:"tick"`
	Finished   bool        `json:"finished"`
	FinishTick int         `json:"finishTick"`
	Hits       int         `json:"hits"`
	Falls      int         `json:"falls"`
	Actor      BodyState   `json:"actor"`
	Bodies     []BodyState `json:"bodies"` // every moving body, in the order they were built
}

// BodyState is one body in a Dump.
type BodyState struct {
	Item  int     `json:"item"` // its item in the level file; -1 for the actor
	Kind  string  `json:"kind"`
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
	Angle float64 `json:"angle"`
	Awake bool    `json:"awake"`
}

// Dump is the run's state now.
func (p *Play) Dump() *Dump {
	d := &Dump{
		Level: p.file, Tick: p.tick, Finished: p.finished, FinishTick: p.finishTick,
		Hits: p.hits, Falls: p.falls, Actor: bodyState(p.actor, -1, "actor"),
		Bodies: []BodyState{},
	}
	for _, o := range p.built.objs {
		i, ok := itemOf(o)
		if !ok {
			continue
		}
		if b, ok := scene.GetComponent[*physics.Body](o); ok && b.Type == physics.Dynamic && b.Created() {
			d.Bodies = append(d.Bodies, bodyState(b, i, o.Name()))
		}
	}
	return d
}

func bodyState(b *physics.Body, item int, kind string) BodyState {
	ppm := float64(b.World().PixelsPerMetre())
	bb := b.B2Body()
	if bb == nil {
		return BodyState{Item: item, Kind: kind}
	}
	return BodyState{
		Item: item, Kind: kind,
		X: bb.M_xf.P.X * ppm, Y: bb.M_xf.P.Y * ppm, Angle: bb.M_sweep.A,
		Awake: b.Awake(),
	}
}

// JSON encodes the dump, indented.
func (d *Dump) JSON() ([]byte, error) {
	raw, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(raw, '\n'), nil
}
