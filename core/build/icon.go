package build

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"strings"
)

// DefaultIcon is the icon source of the default game: a command that draws
// Bomberman's icon from its own sprites.
const DefaultIcon = "./games/bomberman/art/cmd/icon"

// iconCommands are where a game keeps the command that draws its icon,
// relative to its main package: the icon a build takes when Config.Icon is
// "".
var iconCommands = []string{"cmd/icon", "art/cmd/icon"}

// IconSource is the icon the build uses: Config.Icon, else the game's own
// icon command (cmd/icon or art/cmd/icon under its main package, as
// ./games/tumble/cmd/icon), else DefaultIcon.
func (c *Config) IconSource() string {
	if c.Icon != "" {
		return c.Icon
	}
	for _, sub := range iconCommands {
		if st, err := os.Stat(filepath.Join(c.root(), filepath.FromSlash(c.pkg()), filepath.FromSlash(sub))); err == nil && st.IsDir() {
			return strings.TrimSuffix(c.pkg(), "/") + "/" + sub
		}
	}
	return DefaultIcon
}

// IconImage loads the application icon named by Config.Icon: a .png file, or a
// main package that the build runs (`go run PKG -o FILE`) to draw one. The
// picture is made once per Config and reused by every preset.
func (c *Config) IconImage(ctx context.Context) (image.Image, error) {
	c.iconOnce.Do(func() { c.icon, c.iconErr = c.loadIcon(ctx) })
	return c.icon, c.iconErr
}

func (c *Config) loadIcon(ctx context.Context) (image.Image, error) {
	src := c.IconSource()
	file := src
	if !strings.EqualFold(filepath.Ext(src), ".png") {
		tmp, err := os.MkdirTemp("", "bengine-icon-")
		if err != nil {
			return nil, fmt.Errorf("icon: %w", err)
		}
		defer os.RemoveAll(tmp)
		file = filepath.Join(tmp, "icon.png")
		if _, err := c.goOutput(ctx, "run", src, "-o", file); err != nil {
			return nil, fmt.Errorf("icon: draw it with %s (set -icon to a .png file or an icon command): %w", src, err)
		}
	} else if !filepath.IsAbs(file) {
		file = filepath.Join(c.root(), file)
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("icon: %w", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("icon: %s: %w", src, err)
	}
	if b := img.Bounds(); b.Dx() < 16 || b.Dy() < 16 || b.Dx() > 1024 || b.Dy() > 1024 {
		return nil, fmt.Errorf("icon: %s is %dx%d, want 16 to 1024 pixels a side", src, b.Dx(), b.Dy())
	}
	return img, nil
}

// ScaleIcon returns img as a size x size picture: centred in a transparent
// square if it is not one, then scaled by nearest neighbour, so pixel art
// stays sharp (every pixel becomes a block of whole pixels when size is a
// multiple of the picture's side).
func ScaleIcon(img image.Image, size int) *image.NRGBA {
	b := img.Bounds()
	side := max(b.Dx(), b.Dy())
	square := image.NewNRGBA(image.Rect(0, 0, side, side))
	at := image.Pt((side-b.Dx())/2, (side-b.Dy())/2)
	draw.Draw(square, image.Rectangle{Min: at, Max: at.Add(b.Size())}, img, b.Min, draw.Src)
	out := image.NewNRGBA(image.Rect(0, 0, size, size))
	for y := 0; y < size; y++ {
		sy := y * side / size
		for x := 0; x < size; x++ {
			sx := x * side / size
			i, j := square.PixOffset(sx, sy), out.PixOffset(x, y)
			copy(out.Pix[j:j+4], square.Pix[i:i+4])
		}
	}
	return out
}

// icnsTypes are the entries of a macOS .icns file, each a PNG of the given
// side: the 16 to 512 point icons at 1x and 2x (macOS 10.7 and later read
// PNG data in every one of them).
var icnsTypes = []struct {
	kind string
	size int
}{
	{"icp4", 16}, {"ic11", 32}, // 16 pt, 1x and 2x
	{"icp5", 32}, {"ic12", 64}, // 32 pt
	{"ic07", 128}, {"ic13", 256}, // 128 pt
	{"ic08", 256}, {"ic14", 512}, // 256 pt
	{"ic09", 512}, {"ic10", 1024}, // 512 pt
}

// ICNS encodes img as a macOS icon file: the magic "icns" and the file's
// length, then one entry per size (a four-letter type, the entry's length
// with its 8-byte header, PNG data), all lengths big-endian.
func ICNS(img image.Image) ([]byte, error) {
	var body bytes.Buffer
	for _, t := range icnsTypes {
		var p bytes.Buffer
		if err := png.Encode(&p, ScaleIcon(img, t.size)); err != nil {
			return nil, fmt.Errorf("icns %s: %w", t.kind, err)
		}
		body.WriteString(t.kind)
		binary.Write(&body, binary.BigEndian, uint32(8+p.Len()))
		body.Write(p.Bytes())
	}
	out := make([]byte, 8, 8+body.Len())
	copy(out, "icns")
	binary.BigEndian.PutUint32(out[4:], uint32(8+body.Len()))
	return append(out, body.Bytes()...), nil
}

// writePNG writes img as a PNG file.
func writePNG(path string, img image.Image) error {
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return fmt.Errorf("encode %s: %w", path, err)
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}
