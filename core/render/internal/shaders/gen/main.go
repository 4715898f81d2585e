// Command gen compiles the GPU backend's shaders (run by go generate in
// core/render/internal/shaders, from that folder).
package main

import (
	"fmt"
	"os"

	"github.com/bengine-go/bengine/core/render/internal/shaders"
)

func main() {
	if err := shaders.Compile("src", "."); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
