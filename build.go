//go:build ignore

// Build, run, package and serve the game: the Go equivalent of BEngine's
// CMake presets and post-build step. The logic lives in core/build.
//
//	go run build.go                      list the presets, build the host's debug preset
//	go run build.go windows-x64-release  build one preset into out/build/<preset>/
//	go run build.go run -- -stage 3      build the host debug preset and start it
//	go run build.go package linux-x64    build, then zip into out/package/<preset>.zip
//	go run build.go web && go run build.go serve
//	go run build.go -pkg ./games/tumble -out out/tumble web   another game, in its own folder
//	go run build.go help                 every command and flag
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/bengine-go/bengine/core/build"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := build.Main(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
