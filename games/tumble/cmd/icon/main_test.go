package main

import (
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

func TestWritesTheIcon(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the command; skipped with -short")
	}
	out := filepath.Join(t.TempDir(), "icon.png")
	if b, err := exec.Command("go", "run", ".", "-o", out).CombinedOutput(); err != nil {
		t.Fatalf("go run: %v\n%s", err, b)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 16 || b.Dy() != 16 {
		t.Errorf("the icon is %v, want 16x16", b)
	}
	if _, _, _, a := img.At(8, 8).RGBA(); a == 0 {
		t.Errorf("the icon's middle is transparent, want the face")
	}
}
