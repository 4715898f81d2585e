// Command stamp prints the variables build.go stamps into core/engine, so
// the build tests can check the -ldflags -X paths against the real package.
package main

import (
	"fmt"

	"github.com/bengine-go/bengine/core/engine"
)

func main() {
	fmt.Printf("%s %s %v", engine.Version, engine.BuildMode, engine.DebugBuild())
}
