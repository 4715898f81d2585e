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

// PresetsFor lists every preset as seen from a host running hostOS (a GOOS
// value). First come the host presets x64-debug, x64-release, arm64-debug and
// arm64-release, which target hostOS like CMake's x64-debug; then one debug
// and one release preset per platform and architecture.
func PresetsFor(hostOS string) []Preset {
	var ps []Preset
	for _, a := range arches {
		ps = append(ps,
			Preset{Name: a.name + "-debug", GOOS: hostOS, GOARCH: a.goos, Debug: true},
			Preset{Name: a.name + "-release", GOOS: hostOS, GOARCH: a.goos})
	}
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

// Presets lists every preset for the machine running the build.
func Presets() []Preset { return PresetsFor(runtime.GOOS) }

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

// Lookup finds a preset by name. A name without a mode, such as
// "windows-x64", means its release preset. An unknown name returns an
// *UnknownPresetError.
func Lookup(name string) (Preset, error) { return lookupIn(Presets(), name) }

func lookupIn(ps []Preset, name string) (Preset, error) {
	for _, full := range []string{name, name + "-release"} {
		if i := slices.IndexFunc(ps, func(p Preset) bool { return p.Name == full }); i >= 0 {
			return ps[i], nil
		}
	}
	valid := make([]string, len(ps))
	for i, p := range ps {
		valid[i] = p.Name
	}
	return Preset{}, &UnknownPresetError{Name: name, Valid: valid}
}
