package build_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/build"
)

// TestSubmitDrawInChromium builds examples/lines for the web and opens it
// in Chromium, where the SDL-renderer backend draws SubmitDraw's lines and
// line strips through the browser's SDL (WebGL): the grid, the star and the
// wave must all show, in their colours.
func TestSubmitDrawInChromium(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the example's web build under -short")
	}
	needChromium(t)
	cfg := &build.Config{Root: repoRoot(t), Main: "./examples/lines", Data: t.TempDir(), Out: t.TempDir(), Version: "v0.0.0-test"}
	res, err := cfg.Web(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	b := startBrowser(t, "", "")
	t.Cleanup(b.checkNoConsoleErrors)
	b.navigate(serveWeb(t, res.Dir))
	if err := b.waitJS("canvas.width === 256 && canvas.height === 240", 60*time.Second); err != nil {
		t.Fatalf("the example did not open its canvas: %v; console:\n%s", err, b.consoleLog())
	}
	want := map[[3]uint32]string{{40, 60, 110}: "grid", {255, 210, 60}: "star", {80, 230, 120}: "wave"}
	var counts map[string]int
	deadline := time.Now().Add(20 * time.Second)
	for {
		img := b.screenshot()
		counts = map[string]int{}
		bounds := img.Bounds()
		for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
			for x := bounds.Min.X; x < bounds.Max.X; x++ {
				r, g, bl, _ := img.At(x, y).RGBA()
				if name, ok := want[[3]uint32{r >> 8, g >> 8, bl >> 8}]; ok {
					counts[name]++
				}
			}
		}
		if counts["grid"] > 500 && counts["star"] > 150 && counts["wave"] > 250 {
			savePage(t, t.Name(), img)
			return
		}
		if time.Now().After(deadline) {
			savePage(t, t.Name(), img)
			t.Fatalf("the page shows %v pixels of the grid, star and wave; want over 500, 150 and 250; console:\n%s", fmt.Sprint(counts), b.consoleLog())
		}
		time.Sleep(200 * time.Millisecond)
	}
}
