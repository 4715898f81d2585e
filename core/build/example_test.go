package build_test

import (
	"fmt"
	"strings"

	"github.com/bengine-go/bengine/core/build"
)

func ExampleLookup() {
	p, err := build.Lookup("windows-x64") // no mode: the release preset
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Name, p.GOOS, p.GOARCH, p.Mode(), p.Exe("bomberman"))
	// Output: windows-x64-release windows amd64 release bomberman.exe
}

func ExampleConfig_GoArgs() {
	p, _ := build.Lookup("macos-arm64-release")
	var cfg build.Config // zero value: ./games/bomberman, data/ beside it, out/
	args := cfg.GoArgs(p, "out/build/macos-arm64-release/bomberman", "v1.0.0")
	fmt.Println(strings.Join(args, "\n"))
	// Output:
	// build
	// -o
	// out/build/macos-arm64-release/bomberman
	// -trimpath
	// -ldflags=-s -w -X github.com/bengine-go/bengine/core/engine.Version=v1.0.0 -X github.com/bengine-go/bengine/core/engine.BuildMode=release
	// ./games/bomberman
}
