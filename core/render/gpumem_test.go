//go:build linux

package render_test

import (
	"bytes"
	"image/color"
	"os"
	"strconv"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/go-gl/mathgl/mgl32"
)

// Frames on the GPU backend hold no memory from one frame to the next: a
// scene of many draws (each with its own first record in the draw's
// uniform block) drawn for hundreds of frames leaves the process's
// resident memory where its first frames put it. A shader that branched
// on that block made Mesa's lavapipe compile it again for every draw and
// keep each compile until the device closed: about 40 KB a draw.
func TestGPUFramesHoldNoMemory(t *testing.T) {
	r := newGPURenderer(t, 256, 240)
	var texs [4]*render.Texture
	for i := range texs {
		texs[i] = texture(t, r, "t"+strconv.Itoa(i), solid(8, 8, color.NRGBA{uint8(60 * i), 120, 200, 255}))
	}
	// 16 keys (4 textures on 4 layers), a full-record key among them.
	var sprites []render.Sprite
	for i := range 16 * 20 {
		s := render.NewSprite(texs[i%4].Region())
		s.Layer = int16(i / 4 % 4)
		s.Pos = mgl32.Vec2{float32(i * 7 % 240), float32(i * 13 % 224)}
		if i%16 == 5 {
			s.Rotation = 0.5
		}
		sprites = append(sprites, s)
	}
	frame := func() {
		q := r.Queue()
		for i := range sprites {
			q.Submit(&sprites[i])
		}
		if err := r.Present(); err != nil {
			t.Fatal(err)
		}
	}
	for range 30 {
		frame()
	}
	before := residentKB(t)
	const frames = 300
	for range frames {
		frame()
	}
	grew := residentKB(t) - before
	t.Logf("%d frames of %d draws: resident memory %+d KB", frames, r.Stats().Batches, grew)
	if grew > 40<<10 {
		t.Errorf("%d frames grew the process by %d KB (%d KB a frame), want it flat", frames, grew, grew/frames)
	}
}

// residentKB is the process's resident memory (VmRSS) in KB.
func residentKB(t *testing.T) int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skipf("no /proc/self/status: %v", err)
	}
	_, rest, _ := bytes.Cut(b, []byte("VmRSS:"))
	line, _, _ := bytes.Cut(rest, []byte("\n"))
	kb, err := strconv.Atoi(string(bytes.TrimSpace(bytes.TrimSuffix(bytes.TrimSpace(line), []byte("kB")))))
	if err != nil {
		t.Fatalf("VmRSS %q: %v", line, err)
	}
	return kb
}
