package level

import (
	"fmt"
	"io/fs"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bengine-go/bengine/core/data"
)

// Kind is what an item is.
type Kind string

// The kinds of item. The editor places the first seven.
const (
	Crate  Kind = "crate"  // a dynamic box: pushed, stacked, knocked over
	Wall   Kind = "wall"   // a static box of stone: ground, ledges, walls
	Ramp   Kind = "ramp"   // a static right triangle rising to the right (Flip: to the left)
	Brick  Kind = "brick"  // a static box of bricks
	Lamp   Kind = "lamp"   // a lamp swinging from a hook at (X, Y) on a rod H long; W is its shade
	Window Kind = "window" // a pane of glass in front of the scene; nothing collides with it
	Bridge Kind = "bridge" // a rope bridge of planks between two posts W apart; H is the planks' thickness
	Start  Kind = "start"  // where the actor starts: one per level
	Goal   Kind = "goal"   // the flag that ends the level: at most one
)

// Kinds are the kinds of item, in the order the editor's palette shows
// them; Palette is how many of them the editor places.
var Kinds = []Kind{Crate, Wall, Ramp, Brick, Lamp, Window, Bridge, Start, Goal}

// Palette is the number of Kinds, from the first, that the editor can place.
const Palette = 7

// Size is the range of an item's width and height, and the size a newly
// placed item gets.
type Size struct {
	MinW, MaxW, MinH, MaxH float32
	W, H                   float32 // the default
}

// Sizes are each kind's sizes, in pixels.
var Sizes = map[Kind]Size{
	Crate:  {MinW: 6, MaxW: 64, MinH: 6, MaxH: 64, W: 16, H: 16},
	Wall:   {MinW: 4, MaxW: MaxSide, MinH: 4, MaxH: MaxSide, W: 64, H: 16},
	Ramp:   {MinW: 8, MaxW: 512, MinH: 4, MaxH: 256, W: 64, H: 24},
	Brick:  {MinW: 8, MaxW: MaxSide, MinH: 8, MaxH: MaxSide, W: 32, H: 32},
	Lamp:   {MinW: 6, MaxW: 32, MinH: 8, MaxH: 160, W: 12, H: 40},
	Window: {MinW: 8, MaxW: 256, MinH: 8, MaxH: 256, W: 32, H: 40},
	Bridge: {MinW: 32, MaxW: 640, MinH: 2, MaxH: 8, W: 128, H: 4},
	Start:  {MinW: 14, MaxW: 14, MinH: 14, MaxH: 14, W: 14, H: 14},
	Goal:   {MinW: 8, MaxW: 32, MinH: 16, MaxH: 48, W: 12, H: 32},
}

// Limits of a level file.
const (
	MinWidth, MaxWidth   = 320, 20000 // pixels
	MinHeight, MaxHeight = 180, 4000
	MaxSide              = 4000 // the longest side of an item
	MaxItems             = 2000
	MaxName              = 64 // characters
	MaxAngle             = 360
	// MaxFileSize is the largest level file read: MaxItems items of about
	// a hundred bytes, and room to spare.
	MaxFileSize = 1 << 20
)

// Item is one thing in a level: its kind, where its centre is (for a lamp:
// its hook), its size, its rotation and whether it is mirrored.
type Item struct {
	Kind  Kind    `json:"kind"`
	X     float32 `json:"x"`
	Y     float32 `json:"y"`
	W     float32 `json:"w"`
	H     float32 `json:"h"`
	Angle float32 `json:"angle,omitempty"` // degrees, clockwise on screen
	Flip  bool    `json:"flip,omitempty"`  // mirrored left to right
}

// Level is a level file: a name, the size of the world in pixels and the
// items in it, in the order they are built (and drawn, within a layer).
type Level struct {
	Name   string  `json:"name"`
	Width  float32 `json:"width"`
	Height float32 `json:"height"`
	Items  []Item  `json:"items"`
}

// Parse decodes and checks a level file strictly: unknown keys, values of
// the wrong type or out of range, a missing start or a second one are
// errors naming the file, the line and the key ("yard.json: field
// items[3].w: ..."). name is the file's name, for errors.
func Parse(name string, raw []byte) (*Level, error) {
	if len(raw) > MaxFileSize {
		return nil, fmt.Errorf("level %s: %d bytes, over the %d a level may have", name, len(raw), MaxFileSize)
	}
	var l Level
	if err := data.DecodeStrict(name, raw, &l); err != nil {
		return nil, fmt.Errorf("level: %w", err)
	}
	if err := l.Check(name); err != nil {
		return nil, fmt.Errorf("level: %w", err)
	}
	return &l, nil
}

// Load reads and parses the level file name of fsys.
func Load(fsys fs.FS, name string) (*Level, error) {
	raw, err := data.ReadFileLimit(fsys, name, MaxFileSize)
	if err != nil {
		return nil, fmt.Errorf("level: %w", err)
	}
	return Parse(name, raw)
}

// Check reports the first value of l out of range, as a *data.FieldError
// of file name.
func (l *Level) Check(name string) error {
	switch {
	case l.Name == "" || utf8.RuneCountInString(l.Name) > MaxName:
		return data.Errorf(name, "name", "got %q, want 1 to %d characters", l.Name, MaxName)
	case !within(l.Width, MinWidth, MaxWidth):
		return data.Errorf(name, "width", "got %g, want %d to %d pixels", l.Width, MinWidth, MaxWidth)
	case !within(l.Height, MinHeight, MaxHeight):
		return data.Errorf(name, "height", "got %g, want %d to %d pixels", l.Height, MinHeight, MaxHeight)
	case len(l.Items) > MaxItems:
		return data.Errorf(name, "items", "got %d items, want at most %d", len(l.Items), MaxItems)
	}
	starts, goals := 0, 0
	for i, it := range l.Items {
		if err := l.checkItem(name, i, it); err != nil {
			return err
		}
		switch it.Kind {
		case Start:
			starts++
		case Goal:
			goals++
		}
		if starts > 1 || goals > 1 {
			return data.Errorf(name, fmt.Sprintf("items[%d].kind", i), "a second %q: a level has one start and at most one goal", it.Kind)
		}
	}
	if starts == 0 {
		return data.Errorf(name, "items", "no item of kind \"start\": where does the actor start?")
	}
	return nil
}

func (l *Level) checkItem(name string, i int, it Item) error {
	field := func(f string) string { return fmt.Sprintf("items[%d].%s", i, f) }
	sz, ok := Sizes[it.Kind]
	if !ok {
		return data.Errorf(name, field("kind"), "got %q, want one of %s", it.Kind, kindList())
	}
	switch {
	case !within(it.X, 0, l.Width):
		return data.Errorf(name, field("x"), "got %g, want 0 to the level's width, %g", it.X, l.Width)
	case !within(it.Y, 0, l.Height):
		return data.Errorf(name, field("y"), "got %g, want 0 to the level's height, %g", it.Y, l.Height)
	case !within(it.W, sz.MinW, sz.MaxW):
		return data.Errorf(name, field("w"), "got %g, want %g to %g for a %s", it.W, sz.MinW, sz.MaxW, it.Kind)
	case !within(it.H, sz.MinH, sz.MaxH):
		return data.Errorf(name, field("h"), "got %g, want %g to %g for a %s", it.H, sz.MinH, sz.MaxH, it.Kind)
	case !within(it.Angle, -MaxAngle, MaxAngle):
		return data.Errorf(name, field("angle"), "got %g, want -%d to %d degrees", it.Angle, MaxAngle, MaxAngle)
	}
	return nil
}

func within(v, lo, hi float32) bool {
	return !math.IsNaN(float64(v)) && v >= lo && v <= hi
}

func kindList() string {
	var b strings.Builder
	for i, k := range Kinds {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Quote(string(k)))
	}
	return b.String()
}

// Clamp returns it moved inside the level and sized within its kind's
// range, its angle wrapped to -180..180: what the editor makes of a drag
// past the edge or a resize too far.
func (l *Level) Clamp(it Item) Item {
	sz := Sizes[it.Kind]
	it.X = clamp(it.X, 0, l.Width)
	it.Y = clamp(it.Y, 0, l.Height)
	it.W = clamp(it.W, sz.MinW, sz.MaxW)
	it.H = clamp(it.H, sz.MinH, sz.MaxH)
	for it.Angle > 180 {
		it.Angle -= 360
	}
	for it.Angle < -180 {
		it.Angle += 360
	}
	return it
}

func clamp(v, lo, hi float32) float32 { return max(lo, min(hi, v)) }

// Index is the first item of kind k, or -1.
func (l *Level) Index(k Kind) int {
	for i, it := range l.Items {
		if it.Kind == k {
			return i
		}
	}
	return -1
}

// Clone returns a copy of l that shares nothing with it.
func (l *Level) Clone() *Level {
	c := *l
	c.Items = append([]Item(nil), l.Items...)
	return &c
}

// Encode writes the level as its file holds it: one item a line, keys in
// a fixed order, numbers in their shortest form, so that the same level
// always gives the same bytes and an edit changes one line.
func (l *Level) Encode() []byte {
	b := make([]byte, 0, 96+72*len(l.Items))
	b = append(b, "{\n  \"name\": "...)
	b = strconv.AppendQuote(b, l.Name)
	b = append(b, ",\n  \"width\": "...)
	b = appendFloat(b, l.Width)
	b = append(b, ",\n  \"height\": "...)
	b = appendFloat(b, l.Height)
	b = append(b, ",\n  \"items\": ["...)
	for i, it := range l.Items {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, "\n    {\"kind\": "...)
		b = strconv.AppendQuote(b, string(it.Kind))
		for _, f := range [...]struct {
			key string
			v   float32
		}{{"x", it.X}, {"y", it.Y}, {"w", it.W}, {"h", it.H}} {
			b = append(b, ", \""...)
			b = append(b, f.key...)
			b = append(b, "\": "...)
			b = appendFloat(b, f.v)
		}
		if it.Angle != 0 {
			b = append(b, ", \"angle\": "...)
			b = appendFloat(b, it.Angle)
		}
		if it.Flip {
			b = append(b, ", \"flip\": true"...)
		}
		b = append(b, '}')
	}
	if len(l.Items) > 0 {
		b = append(b, "\n  "...)
	}
	return append(b, "]\n}\n"...)
}

func appendFloat(b []byte, v float32) []byte {
	return strconv.AppendFloat(b, float64(v), 'g', -1, 32)
}
