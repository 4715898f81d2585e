package engine

// Version and BuildMode are stamped by build.go with -ldflags -X:
//
//	-X github.com/bengine-go/bengine/core/engine.Version=v1.2.3
//	-X github.com/bengine-go/bengine/core/engine.BuildMode=release
//
// A "debug" build (the default for `go run`) turns on the debug overlay key
// (F3) and hot reload of data files; a "release" build has them off.
var (
	Version   = "dev"
	BuildMode = "debug"
)

// DebugBuild reports whether this is a debug build.
func DebugBuild() bool { return BuildMode != "release" }
