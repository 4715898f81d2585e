package art

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"io/fs"
	"os"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/bengine-go/bengine/core/data"
)

// Limits of the sheets a modder may write. A sheet past one is refused
// with an error naming the file (and the line), before the images are
// made: a text file can never make the game allocate more than a few
// megabytes.
const (
	MaxSheetSize   = 1 << 20 // bytes in one sheet file (today's largest is a few KiB)
	MaxLineLength  = 512     // characters in one line
	MaxSpriteSide  = 256     // pixels a sprite may be wide or tall (the game's are 16, the logo 160)
	MaxSheetPixels = 1 << 20 // pixels of all the sprites of one file, copies included
	MaxSetPixels   = 4 << 20 // pixels of all the sheets together (the atlas they go to holds 1 << 20)
)

// Set holds the sprites of every sheet, in load order: files sorted by name,
// sprites in the order they appear in their file.
type Set struct {
	names  []string
	images map[string]*image.RGBA
	where  map[string]string // name -> "file:line", for duplicate errors
	pixels int               // of every sprite so far
}

// Names returns the sprite names in load order. The slice is shared: do not
// modify it.
func (s *Set) Names() []string { return s.names }

// Len returns the number of sprites.
func (s *Set) Len() int { return len(s.names) }

// Image returns the sprite called name.
func (s *Set) Image(name string) (*image.RGBA, bool) {
	img, ok := s.images[name]
	return img, ok
}

// LoadDir loads every *.txt sheet in dir. See [Load].
func LoadDir(dir string) (*Set, error) {
	return Load(os.DirFS(dir))
}

// Load parses every *.txt sheet at the root of fsys, in file-name order.
// Errors name the file, the line and, where there is one, the sprite.
func Load(fsys fs.FS) (*Set, error) {
	files, err := fs.Glob(fsys, "*.txt")
	if err != nil {
		return nil, fmt.Errorf("art: list sheets: %w", err)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("art: no *.txt sheets found")
	}
	sort.Strings(files)
	set := &Set{images: map[string]*image.RGBA{}, where: map[string]string{}}
	for _, f := range files {
		raw, err := readSheet(fsys, f)
		if err != nil {
			return nil, fmt.Errorf("art: read %w", err)
		}
		if err := set.parse(path.Base(f), raw); err != nil {
			return nil, err
		}
	}
	return set, nil
}

func readSheet(fsys fs.FS, name string) ([]byte, error) {
	return data.ReadFileLimit(fsys, name, MaxSheetSize)
}

// ParseSheet parses one sheet from memory; file is used in errors.
func ParseSheet(file string, raw []byte) (*Set, error) {
	set := &Set{images: map[string]*image.RGBA{}, where: map[string]string{}}
	if err := set.parse(file, raw); err != nil {
		return nil, err
	}
	return set, nil
}

// sheetParser is the state of one file being read.
type sheetParser struct {
	set     *Set
	file    string
	palette map[byte]color.RGBA
	inPal   bool
	// the sprite being read
	name    string
	line    int // line of its header
	rows    []string
	rowLine []int
	local   map[string]bool // sprites defined in this file
	pixels  int             // of this file's sprites so far
}

func (s *Set) parse(file string, raw []byte) error {
	if len(raw) > MaxSheetSize {
		return fmt.Errorf("art: %s: %w: over the limit of %d bytes", file, data.ErrTooLarge, MaxSheetSize)
	}
	p := &sheetParser{set: s, file: file, local: map[string]bool{}}
	n := 0
	for line := range bytes.Lines(raw) {
		n++
		text := strings.TrimRight(string(line), "\r\n")
		if len(text) > MaxLineLength {
			return p.errorf(n, "line of %d characters, over the limit of %d", len(text), MaxLineLength)
		}
		if err := p.line1(n, text); err != nil {
			return err
		}
	}
	return p.flush()
}

func (p *sheetParser) errorf(line int, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if p.name != "" {
		return fmt.Errorf("art: %s:%d: sprite %s: %s", p.file, line, p.name, msg)
	}
	return fmt.Errorf("art: %s:%d: %s", p.file, line, msg)
}

func (p *sheetParser) line1(n int, text string) error {
	t := strings.TrimSpace(text)
	if t == "" || strings.HasPrefix(t, "#") {
		return nil
	}
	fields := strings.Fields(t)
	switch fields[0] {
	case "palette":
		if err := p.flush(); err != nil {
			return err
		}
		if len(fields) != 1 {
			return p.errorf(n, "palette takes no arguments, got %q", t)
		}
		p.palette = map[byte]color.RGBA{}
		p.inPal = true
		return nil
	case "sprite":
		if err := p.flush(); err != nil {
			return err
		}
		p.inPal = false
		return p.header(n, fields)
	}
	if p.inPal {
		if i := strings.Index(t, " #"); i >= 0 {
			fields = strings.Fields(t[:i]) // a trailing comment
		}
		return p.paletteEntry(n, fields)
	}
	if p.name == "" {
		return p.errorf(n, "grid row %q outside a sprite (want \"palette\" or \"sprite NAME\" first)", t)
	}
	if p.rows == nil {
		return p.errorf(n, "derived sprite takes no grid rows, got %q", t)
	}
	p.rows = append(p.rows, t)
	p.rowLine = append(p.rowLine, n)
	return nil
}

func (p *sheetParser) paletteEntry(n int, f []string) error {
	if len(f) != 2 || len(f[0]) != 1 {
		return p.errorf(n, "palette entry %q: want CHAR $NN (an NES colour), CHAR RRGGBB[AA] or CHAR transparent", strings.Join(f, " "))
	}
	c := f[0][0]
	if _, dup := p.palette[c]; dup {
		return p.errorf(n, "palette character %q defined twice", c)
	}
	if f[1] == "transparent" {
		p.palette[c] = color.RGBA{}
		return nil
	}
	if c == '.' {
		return p.errorf(n, "palette character '.' is always transparent")
	}
	if num, ok := strings.CutPrefix(f[1], "$"); ok {
		v, err := strconv.ParseUint(num, 16, 8)
		if len(num) != 2 || err != nil || v >= uint64(len(NES)) {
			return p.errorf(n, "palette character %q: bad NES colour %q, want $00..$3F", c, f[1])
		}
		p.palette[c] = NES[v]
		return nil
	}
	hex := strings.TrimPrefix(f[1], "#")
	if len(hex) == 6 {
		hex += "ff"
	}
	v, err := strconv.ParseUint(hex, 16, 32)
	if len(hex) != 8 || err != nil {
		return p.errorf(n, "palette character %q: bad colour %q, want RRGGBB or RRGGBBAA hex", c, f[1])
	}
	p.palette[c] = color.RGBA{R: uint8(v >> 24), G: uint8(v >> 16), B: uint8(v >> 8), A: uint8(v)}
	return nil
}

// header reads "sprite NAME" or "sprite NAME = OP SOURCE".
func (p *sheetParser) header(n int, f []string) error {
	if len(f) < 2 {
		return p.errorf(n, "sprite header without a name")
	}
	name := f[1]
	if w, dup := p.set.where[name]; dup {
		return p.errorf(n, "duplicate sprite name %s (first defined at %s)", name, w)
	}
	p.name, p.line = name, n
	switch {
	case len(f) == 2:
		if p.palette == nil {
			return p.errorf(n, "sprite before any palette")
		}
		p.rows, p.rowLine = []string{}, []int{}
		return nil
	case len(f) == 5 && f[2] == "=":
		return p.derive(n, f[3], f[4])
	}
	return p.errorf(n, "bad sprite header %q: want \"sprite NAME\" or \"sprite NAME = flipx|flipy|copy SOURCE\"", strings.Join(f, " "))
}

func (p *sheetParser) derive(n int, op, src string) error {
	img, ok := p.set.images[src]
	if !ok || !p.local[src] {
		return p.errorf(n, "%s of unknown sprite %s (the source must come earlier in the same file)", op, src)
	}
	b := img.Bounds()
	if err := p.count(n, b.Dx()*b.Dy()); err != nil {
		return err
	}
	out := image.NewRGBA(b)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			sx, sy := x, y
			switch op {
			case "flipx":
				sx = b.Dx() - 1 - x
			case "flipy":
				sy = b.Dy() - 1 - y
			case "copy":
			default:
				return p.errorf(n, "unknown operation %q, want flipx, flipy or copy", op)
			}
			out.SetRGBA(x, y, img.RGBAAt(sx, sy))
		}
	}
	p.add(out)
	p.name, p.rows = "", nil
	return nil
}

// count adds a sprite's pixels to the file's and the set's, refusing a
// sprite past MaxSheetPixels or MaxSetPixels.
func (p *sheetParser) count(line, pixels int) error {
	p.pixels += pixels
	p.set.pixels += pixels
	switch {
	case p.pixels > MaxSheetPixels:
		return p.errorf(line, "the file's sprites pass %d pixels, the limit of one sheet", MaxSheetPixels)
	case p.set.pixels > MaxSetPixels:
		return p.errorf(line, "the sheets' sprites pass %d pixels, the limit of all of them", MaxSetPixels)
	}
	return nil
}

func (p *sheetParser) add(img *image.RGBA) {
	p.set.names = append(p.set.names, p.name)
	p.set.images[p.name] = img
	p.set.where[p.name] = fmt.Sprintf("%s:%d", p.file, p.line)
	p.local[p.name] = true
}

// flush turns the grid rows of the sprite being read into an image.
func (p *sheetParser) flush() error {
	if p.name == "" {
		return nil
	}
	defer func() { p.name, p.rows, p.rowLine = "", nil, nil }()
	if len(p.rows) == 0 {
		return p.errorf(p.line, "no grid rows")
	}
	w := len(p.rows[0])
	if w > MaxSpriteSide || len(p.rows) > MaxSpriteSide {
		return p.errorf(p.line, "%dx%d pixels, over the limit of %d a side", w, len(p.rows), MaxSpriteSide)
	}
	if err := p.count(p.line, w*len(p.rows)); err != nil {
		return err
	}
	img := image.NewRGBA(image.Rect(0, 0, w, len(p.rows)))
	for y, row := range p.rows {
		if len(row) != w {
			return p.errorf(p.rowLine[y], "ragged row %d: %d columns, want %d like the first row", y, len(row), w)
		}
		for x := 0; x < w; x++ {
			c := row[x]
			if c == '.' {
				continue
			}
			col, ok := p.palette[c]
			if !ok {
				return p.errorf(p.rowLine[y], "unknown palette character %q at column %d", c, x+1)
			}
			img.SetRGBA(x, y, col)
		}
	}
	p.add(img)
	return nil
}
