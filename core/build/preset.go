package build

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
)

// Preset is one build configuration: a target platform and a mode, the Go
// equivalent of one entry of BEngine's CMakePresets.json.
type Preset struct {
	Name   string // the folder under out/build, e.g. "windows-x64-release"
	GOOS   string // target operating system, as Go names it
	GOARCH string // target architecture, as Go names it
	Debug  bool   // debug: symbols, overlay and hot reload; release: trimmed
}

// Mode is the value stamped into the engine's BuildMode: "debug" or "release".
func (p Preset) Mode() string {
	if p.Debug {
		return "debug"
	}
	return "release"
}

// Exe is the executable's file name for the preset's platform.
func (p Preset) Exe(name string) string {
	if p.GOOS == "windows" {
		return name + ".exe"
	}
	return name
}

// platform pairs the name used in presets with Go's name.
type platform struct{ name, goos string }

var (
	platforms = []platform{{"windows", "windows"}, {"linux", "linux"}, {"macos", "darwin"}}
	arches    = []platform{{"x64", "amd64"}, {"arm64", "arm64"}}
)

// Presets lists every distinct preset: one debug and one release preset per
// platform and architecture, windows before linux before macos, the Go
// equivalent of CMakePresets.json. CMake's host presets (x64-debug,
// x64-release, arm64-debug, arm64-release) are not in the table but aliases,
// resolved by Lookup to the preset of the host's OS (x64-debug is
// linux-x64-debug on Linux): as presets of their own they would build, and
// package, the same folder twice.
func Presets() []Preset {
	var ps []Preset
	for _, pl := range platforms {
		for _, a := range arches {
			base := pl.name + "-" + a.name
			ps = append(ps,
				Preset{Name: base + "-debug", GOOS: pl.goos, GOARCH: a.goos, Debug: true},
				Preset{Name: base + "-release", GOOS: pl.goos, GOARCH: a.goos})
		}
	}
	return ps
}

// Alias is a host preset name and the preset it stands for on this machine.
type Alias struct{ Name, Preset string }

// AliasesFor lists the host aliases as seen from a machine running hostOS:
// x64-debug, x64-release, arm64-debug and arm64-release, each standing for
// the preset of hostOS with that architecture and mode, like CMake's
// x64-debug. A host the table has no platform for gets no aliases.
func AliasesFor(hostOS string) []Alias {
	i := slices.IndexFunc(platforms, func(pl platform) bool { return pl.goos == hostOS })
	if i < 0 {
		return nil
	}
	var as []Alias
	for _, a := range arches {
		for _, mode := range []string{"debug", "release"} {
			as = append(as, Alias{a.name + "-" + mode, platforms[i].name + "-" + a.name + "-" + mode})
		}
	}
	return as
}

// HostDebug is the preset built when build.go is given no preset: the debug
// build for this machine (x64-debug on an x86-64 host, arm64-debug on ARM).
func HostDebug() (Preset, error) {
	for _, a := range arches {
		if a.goos == runtime.GOARCH {
			return Lookup(a.name + "-debug")
		}
	}
	return Preset{}, fmt.Errorf("build: no preset for host architecture %s (want amd64 or arm64)", runtime.GOARCH)
}

// UnknownPresetError reports a preset name that is not in the table; its
// message lists the valid names.
type UnknownPresetError struct {
	Name  string
	Valid []string
}

func (e *UnknownPresetError) Error() string {
	return fmt.Sprintf("build: unknown preset %q; valid presets:\n  %s", e.Name, strings.Join(e.Valid, "\n  "))
}

// Lookup finds a preset by name. A host alias (x64-debug, ...) means the
// preset of this machine's OS (AliasesFor). A name without a mode, such as
// "windows-x64" or "x64", means its release preset. An unknown name returns
// an *UnknownPresetError.
func Lookup(name string) (Preset, error) {
	return lookupIn(Presets(), AliasesFor(runtime.GOOS), name)
}

func lookupIn(ps []Preset, aliases []Alias, name string) (Preset, error) {
	for _, full := range []string{name, name + "-release"} {
		if i := slices.IndexFunc(aliases, func(a Alias) bool { return a.Name == full }); i >= 0 {
			full = aliases[i].Preset
		}
		if i := slices.IndexFunc(ps, func(p Preset) bool { return p.Name == full }); i >= 0 {
			return ps[i], nil
		}
	}
	var valid []string
	for _, p := range ps {
		valid = append(valid, p.Name)
	}
	for _, a := range aliases {
		valid = append(valid, a.Name+" (= "+a.Preset+")")
	}
	return Preset{}, &UnknownPresetError{Name: name, Valid: valid}
}
