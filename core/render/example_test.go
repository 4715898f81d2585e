package render_test

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"runtime"

	"github.com/bengine-go/bengine/core/render"
	"github.com/go-gl/mathgl/mgl32"
)

// A frame: sprites submitted from anywhere, grouped by batch key, drawn in
// step order with one call per key.
func Example() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen") // no screen needed
	}
	r, err := render.New(&render.Options{Title: "example", Hidden: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer r.Close()

	tiles := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for i := range tiles.Pix {
		tiles.Pix[i] = 255
	}
	atlas, err := render.NewAtlasBuilder(0).Add("brick", tiles).Build(r)
	if err != nil {
		fmt.Println(err)
		return
	}
	brick, _ := atlas.Region("brick")

	q := r.Queue()
	for i := range 100 { // a hundred objects' render hooks
		s := render.NewSprite(brick)
		s.Pos = mgl32.Vec2{float32(i%16) * 16, float32(i/16) * 16}
		s.Layer = 1
		q.Submit(&s)
	}
	player := render.NewSprite(brick)
	player.Layer = 2 // above the bricks whatever the submission order
	player.Color = render.RGBA8(255, 64, 64, 255)
	q.Submit(&player)
	q.Text(render.DefaultFont(r), "SCORE 0", 8, 8, render.StepUI, 0, render.White)

	if err := r.Present(); err != nil {
		fmt.Println(err)
		return
	}
	st := r.Stats()
	fmt.Printf("%d sprites, %d batches\n", st.Sprites, st.Batches)

	img, _ := r.LogicalScreenshot()
	fmt.Println(color.RGBAModel.Convert(img.At(4, 4)))
	// Output:
	// 107 sprites, 3 batches
	// {255 64 64 255}
}
