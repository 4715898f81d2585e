package build_test

import (
	"fmt"
	"path/filepath"
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

func ExampleAliasesFor() {
	for _, a := range build.AliasesFor("linux") {
		fmt.Println(a.Name, "=", a.Preset)
	}
	// Output:
	// x64-debug = linux-x64-debug
	// x64-release = linux-x64-release
	// arm64-debug = linux-arm64-debug
	// arm64-release = linux-arm64-release
}

func ExampleNumericVersion() {
	fmt.Println(build.NumericVersion("v1.4.2-7-g5fd8ff2-dirty")) // 7 commits after v1.4.2
	fmt.Println(build.NumericVersion("5fd8ff2"))                 // no tag yet
	// Output:
	// [1 4 2 7]
	// [0 0 0 0]
}

func ExampleConfig_MacApp() {
	var cfg build.Config // ./games/bomberman
	app := cfg.MacApp("out/build/macos-arm64-release")
	fmt.Println(filepath.ToSlash(app.Exe))
	fmt.Println(filepath.ToSlash(app.Frameworks))
	fmt.Println(filepath.ToSlash(app.Resources))
	// Output:
	// out/build/macos-arm64-release/Bomberman.app/Contents/MacOS/bomberman
	// out/build/macos-arm64-release/Bomberman.app/Contents/Frameworks
	// out/build/macos-arm64-release/Bomberman.app/Contents/Resources
}

func ExampleConfig_DesktopEntry() {
	var cfg build.Config
	fmt.Print(string(cfg.DesktopEntry("v1.0.0")))
	// Output:
	// [Desktop Entry]
	// Type=Application
	// Version=1.5
	// Name=Bomberman
	// Comment=Bomberman, made with BEngine-Go
	// Exec=sh -c "exec \\"\\$(dirname \\"\\$0\\")/bomberman\\"" %k
	// Icon=bomberman
	// Terminal=false
	// Categories=Game;ArcadeGame;
	// X-BEngine-Version=v1.0.0
}
