// Command shaderc compiles a folder of GLSL shaders (.vert and .frag) into
// SPIR-V and MSL for core/render's GPU backend, the engine's own shaders
// and a game's alike (see package core/render/shaderc).
//
//	go run github.com/bengine-go/bengine/core/render/cmd/shaderc [-out DIR] SRC
//
// writes DIR/spirv/NAME.spv and DIR/msl/NAME.msl for every SRC/NAME; DIR
// is the current folder by default. A game runs it from a go:generate
// line beside the go:embed of the results:
//
//	//go:generate go run github.com/bengine-go/bengine/core/render/cmd/shaderc -out shaders shaders/src
//
// It needs glslangValidator and spirv-cross on the PATH (Debian's
// glslang-tools and spirv-cross packages); the compiler's messages name
// the file and line of an error.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/bengine-go/bengine/core/render/shaderc"
)

func main() {
	out := flag.String("out", ".", "the folder to write spirv/ and msl/ into")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: shaderc [-out DIR] SRC\n\nCompiles every .vert and .frag of SRC into DIR/spirv (SPIR-V) and DIR/msl (MSL).")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := shaderc.Compile(flag.Arg(0), *out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
