// Command icon draws Bomberman's application icon from the game's own
// sprites and writes it as a PNG at pixel-art size (32x32): the player
// standing on a grass cell beside a lit bomb. The build (go run build.go)
// runs it and scales the picture, pixel for pixel, to each size a platform
// wants (the Windows .ico, the macOS .icns, the Linux PNG):
//
//	go run ./games/bomberman/art/cmd/icon -o /tmp/icon.png
package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"

	"github.com/bengine-go/bengine/games/bomberman/art"
)

func main() {
	dir := flag.String("dir", "data/bomberman/art", "folder of *.txt sheets")
	out := flag.String("o", "icon.png", "PNG file to write")
	flag.Parse()
	if err := run(*dir, *out); err != nil {
		fmt.Fprintln(os.Stderr, "icon:", err)
		os.Exit(1)
	}
}

func run(dir, out string) error {
	set, err := art.LoadDir(dir)
	if err != nil {
		return err
	}
	img, err := Draw(set)
	if err != nil {
		return err
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("encode %s: %w", out, err)
	}
	return f.Close()
}

// Size is the icon's side in art pixels.
const Size = 32

// layers are the sprites of the icon, back to front, with their top-left
// corners: a grass floor of four cells, the player in front and a bomb at
// their feet.
var layers = []struct {
	name string
	x, y int
}{
	{"floor", 0, 0}, {"floor", 16, 0}, {"floor", 0, 16}, {"floor", 16, 16},
	{"player_down_0", 3, 4},
	{"bomb_0", 15, 15},
}

// Draw composes the icon from set. The four corners are cut round (two
// pixels), so the square of grass reads as a tile on any desktop.
func Draw(set *art.Set) (*image.NRGBA, error) {
	img := image.NewNRGBA(image.Rect(0, 0, Size, Size))
	for _, l := range layers {
		src, ok := set.Image(l.name)
		if !ok {
			return nil, fmt.Errorf("sprite %s not found", l.name)
		}
		r := src.Bounds().Sub(src.Bounds().Min).Add(image.Pt(l.x, l.y))
		draw.Draw(img, r, src, src.Bounds().Min, draw.Over)
	}
	none := color.NRGBA{}
	for _, c := range []image.Point{{0, 0}, {Size - 1, 0}, {0, Size - 1}, {Size - 1, Size - 1}} {
		dx, dy := 1, 1
		if c.X > 0 {
			dx = -1
		}
		if c.Y > 0 {
			dy = -1
		}
		img.SetNRGBA(c.X, c.Y, none)
		img.SetNRGBA(c.X+dx, c.Y, none)
		img.SetNRGBA(c.X, c.Y+dy, none)
	}
	return img, nil
}
