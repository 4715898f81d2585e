// Command sheet writes a PNG contact sheet of every Bomberman sprite, for
// looking at the art without any tool:
//
//	go run ./games/bomberman/art/cmd/sheet -o /tmp/sheet.png
package main

import (
	"flag"
	"fmt"
	"image/png"
	"os"

	"github.com/bengine-go/bengine/games/bomberman/art"
)

func main() {
	dir := flag.String("dir", "data/bomberman/art", "folder of *.txt sheets")
	out := flag.String("o", "bomberman-sheet.png", "PNG file to write")
	cols := flag.Int("cols", 16, "cells per row")
	scale := flag.Int("scale", 3, "pixel scale")
	flag.Parse()
	if err := run(*dir, *out, *cols, *scale); err != nil {
		fmt.Fprintln(os.Stderr, "sheet:", err)
		os.Exit(1)
	}
}

func run(dir, out string, cols, scale int) error {
	set, err := art.LoadDir(dir)
	if err != nil {
		return err
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := png.Encode(f, art.ContactSheet(set, cols, scale)); err != nil {
		f.Close()
		return fmt.Errorf("encode %s: %w", out, err)
	}
	fmt.Printf("%d sprites -> %s\n", set.Len(), out)
	return f.Close()
}
