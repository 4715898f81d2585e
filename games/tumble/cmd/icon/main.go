// Command icon writes Tumble's application icon, the hero's face as the
// game draws it, as a 16x16 PNG. The build (go run build.go -pkg
// ./games/tumble) runs it and scales the picture, pixel for pixel, to each
// size a platform wants:
//
//	go run ./games/tumble/cmd/icon -o /tmp/icon.png
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image/png"
	"os"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/games/tumble/tumble"
)

func main() {
	out := flag.String("o", "icon.png", "PNG file to write")
	flag.Parse()
	var buf bytes.Buffer
	if err := png.Encode(&buf, tumble.Icon()); err != nil {
		fmt.Fprintln(os.Stderr, "icon:", err)
		os.Exit(1)
	}
	if err := data.WriteFileAtomic(*out, buf.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "icon:", err)
		os.Exit(1)
	}
}
