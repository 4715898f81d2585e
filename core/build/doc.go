// Package build is the logic of build.go, the project's build script: it
// builds the game for every platform, lays the data out beside the
// executable, zips release folders, builds the web version and serves it.
// Run it as
//
//	go run build.go [preset... | command] [flags] [-- game arguments]
//
// # What problem
//
// A player needs one folder holding the executable and its data/, on
// Windows, Linux and macOS, plus a page for the browser. BEngine gets this
// from CMake: presets (cmake --preset x64-debug), a post-build step that
// copies Data/ and the SDL DLLs next to the executable, and an Emscripten
// build (emcmake cmake, emmake ninja, python -m http.server). A Go program
// needs none of CMake's machinery, but the same three ideas carry over, and a
// reader who knows BEngine should find each one here:
//
//	BEngine (CMake)                        BEngine-Go (go run build.go)
//	cmake --preset x64-debug               go run build.go x64-debug
//	cmake --build out/build/x64-debug      (the same command: go build is the build)
//	CMakePresets.json                      the table in Presets (and AliasesFor)
//	post-build: copy Data/ and SDL DLLs    Config.Build copies data/NAME as data/, and SDL, beside the executable
//	emcmake cmake .. && emmake ninja       go run build.go web
//	python -m http.server                  go run build.go serve (localhost:8000)
//	cpack / zipping by hand                go run build.go package
//
// # Which pattern
//
// A table of presets and a pipeline. A Preset is data: a name, GOOS, GOARCH
// and debug or release. Names read <os>-<arch>-<mode> (windows-x64-release,
// macos-arm64-debug), one per platform, architecture and mode: twelve, all
// distinct. CMake's host presets x64-debug, x64-release, arm64-debug and
// arm64-release are aliases (AliasesFor): on Linux x64-debug is
// linux-x64-debug, built into that folder, so nothing is built or zipped
// twice. A name without a mode means release. One pipeline serves every
// preset: check that the program's data folder exists, run `go build` with GOOS, GOARCH and
// CGO_ENABLED=0 in its environment, then lay out the folder a player gets.
// Because go-sdl3 loads SDL through purego rather than cgo, every preset
// builds from every host; nothing needs a cross compiler.
//
// Debug and release differ only in flags. Both stamp two variables with
// -ldflags -X: core/engine.Version (from -version, else `git describe --tags
// --always --dirty`, else "dev") and core/engine.BuildMode ("debug" or
// "release"). The engine reads BuildMode and turns on the debug overlay and
// hot reload of data/ when it is "debug". Debug keeps symbols (-noopt also
// turns off optimisation and inlining, -gcflags=all=-N -l, for a debugger);
// release adds -trimpath and -ldflags "-s -w", and on Windows -H=windowsgui so
// that the game opens no console window.
//
// # What a player receives
//
// Each preset's folder, out/build/<preset>/, is what a player unzips from
// out/package/<preset>.zip. The SDL library is go-sdl3's own build for that
// platform, decompressed from its module (-sdl=false leaves it out; the game
// then extracts its embedded copy at run time). The icon is drawn from the
// game's own sprites by -icon, a command (by default the game's own,
// cmd/icon or art/cmd/icon under its main package:
// ./games/bomberman/art/cmd/icon, ./games/tumble/cmd/icon) or a .png, and
// scaled pixel for pixel. Another game of the repository builds the same
// way with -pkg (go run build.go -pkg ./games/tumble -out out/tumble web),
// its data/NAME copied beside it; give it its own -out, so that its
// folders do not mix with Bomberman's.
//
//	windows-*   bomberman.exe     icon, version resource and manifest linked in
//	            SDL3.dll          (a .syso made with github.com/tc-hib/winres)
//	            data/
//	linux-*     bomberman
//	            libSDL3.so.0
//	            data/
//	            bomberman.desktop a desktop entry that starts ./bomberman from its folder
//	            bomberman.png     256x256 icon
//	macos-*     Bomberman.app/Contents/
//	              Info.plist      name, io.github.bengine-go.bomberman, version, macOS 12+, high DPI
//	              PkgInfo
//	              MacOS/bomberman
//	              Frameworks/libSDL3.dylib
//	              Resources/bomberman.icns
//	              Resources/data/
//
// The run-time side of this layout belongs to core/internal/sdlsys and
// core/engine, which look for the files where the build puts them. From the
// executable's folder E: SDL at E/<SDL library>, else, when E ends in
// Contents/MacOS, at E/../Frameworks/libSDL3.dylib; data at E/data, else, in
// a bundle, at E/../Resources/data. The zip keeps the executable bits (set
// from the file's content, so a zip made on Windows works too), and Finder's
// unzip keeps the bundle whole. The bundle is not signed by a developer
// (Go's linker signs the arm64 executable ad hoc, which Apple Silicon needs
// to run it; go-sdl3's library comes signed the same way): a player opens it
// the first time with Control-click > Open, or clears the download's
// quarantine (xattr -dr com.apple.quarantine Bomberman.app).
//
// The web build, out/build/web/ (Config.Web lists its files), is a page,
// the game compiled to WebAssembly, go-sdl3's Emscripten SDL and data/. The
// game reads data/ in the browser with the code it uses natively, and the
// same RunOneFrame runs, driven by the browser's animation frames. Keys and
// gamepads work as natively; the sound starts with the first click or key
// press, as browsers require; fullscreen belongs to the browser. The canvas
// holds the logical frame (256x240), scaled up by a whole number where it
// fits, and follows the viewport whenever it changes (from the moment the
// game has its window: a canvas sized earlier would be taken by SDL as the
// window's size). When the game ends (QUIT, or an error) the page says so,
// with the exit status if it is not 0, and offers a button that starts it
// again. Saves are kept in the page's localStorage, so they outlive the page.
// The query string passes flags: index.html?args=-stage,5 runs "main.wasm
// -stage 5". `go run build.go serve` sends brotli or gzip copies to the
// browsers that accept them: 3.5 MB over the wire instead of 15.7 MB.
//
// # What it costs
//
// A preset build is a full `go build` for that platform: the first build of
// each platform compiles the standard library and go-sdl3 for it (tens of
// seconds), later ones hit the build cache. Shipping data/ as loose files
// keeps hot reload and modding simple, at the price of a folder rather than a
// single file. The web page downloads all of data/ before the first frame, one
// request per file: fine for a few hundred small files, slow for large
// assets, which would want one archive instead. Compressing the web build
// takes a few seconds (brotli at level 5, gzip at its default, on all
// cores); brotli at level 9 would save another 3% in three times as long.
// A Windows build writes its resource file (a .syso) into the main
// package's folder while it links, since go build's -overlay cannot add one;
// it is removed when the build ends.
//
// # Example
//
//	cfg := &build.Config{Version: "v1.0.0"} // ./games/bomberman and data/bomberman, into out/
//	p, _ := build.Lookup("windows-x64")     // windows-x64-release
//	res, err := cfg.Build(ctx, p)           // out/build/windows-x64-release/: bomberman.exe, SDL3.dll, data/
//	zips, err := cfg.Package(nil)           // out/package/windows-x64-release.zip
package build
