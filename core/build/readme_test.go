package build_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/build"
)

// The README is what a newcomer runs first, so its code must work as given.
// These tests read the repository's README.md: every Go block builds in a
// module of its own that requires this one (as a program outside the
// repository does, through a replace directive), the hello program is
// examples/hello/main.go, and the commands, presets, flags, paths and links
// it names exist.

// readme is the README split into what the tests check.
type readme struct {
	blocks  []fence  // fenced code blocks, in order
	inline  []string // `inline code` outside the blocks
	targets []string // local link and image targets
}

// fence is one fenced code block: its language and its text.
type fence struct {
	lang, text string
	line       int // where it starts, for messages
}

var (
	inlineRE = regexp.MustCompile("`([^`]+)`")
	linkRE   = regexp.MustCompile(`\]\(([^)\s]+)\)|src="([^"]+)"`)
)

// readREADME reads and splits README.md at the repository's root.
func readREADME(t *testing.T) readme {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(repoRoot(t), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var r readme
	var open *fence
	var body, prose []string
	// text reads the prose since the last block, its lines joined: inline
	// code may run over a line break.
	text := func() {
		joined := strings.Join(prose, " ")
		prose = nil
		for _, m := range inlineRE.FindAllStringSubmatch(joined, -1) {
			r.inline = append(r.inline, m[1])
		}
		for _, m := range linkRE.FindAllStringSubmatch(joined, -1) {
			target := m[1] + m[2]
			if !strings.Contains(target, "://") && !strings.HasPrefix(target, "#") {
				r.targets = append(r.targets, target)
			}
		}
	}
	for i, line := range strings.Split(string(raw), "\n") {
		if tag, ok := strings.CutPrefix(line, "```"); ok {
			if open == nil {
				text()
				open, body = &fence{lang: strings.TrimSpace(tag), line: i + 1}, nil
			} else {
				open.text = strings.Join(body, "\n") + "\n"
				r.blocks = append(r.blocks, *open)
				open = nil
			}
			continue
		}
		if open != nil {
			body = append(body, line)
		} else {
			prose = append(prose, line)
		}
	}
	if open != nil {
		t.Fatalf("README.md: the code block from line %d is not closed", open.line)
	}
	text()
	return r
}

// goBlocks returns the README's Go blocks.
func (r readme) goBlocks() []fence {
	var bs []fence
	for _, b := range r.blocks {
		if b.lang == "go" {
			bs = append(bs, b)
		}
	}
	return bs
}

// TestREADMEGoBlocksBuild builds every Go block of the README as the whole
// main.go of a new module, with what its //go:embed lines name beside it
// (a PNG for a .png), requiring this module through a replace directive and
// the versions this module uses.
func TestREADMEGoBlocksBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skipping the builds of the README's programs")
	}
	root := repoRoot(t)
	blocks := readREADME(t).goBlocks()
	if len(blocks) == 0 {
		t.Fatal("README.md has no Go block")
	}
	mod := scratchGoMod(t, root)
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range blocks {
		t.Run(fmt.Sprintf("line %d", b.line), func(t *testing.T) {
			dir := t.TempDir()
			files := map[string]string{"go.mod": mod, "go.sum": string(sum), "main.go": b.text}
			for _, name := range embedded(b.text) {
				if filepath.Ext(name) != ".png" {
					t.Fatalf("the block embeds %s: the test can only supply PNGs", name)
				}
				files[name] = anyPNG(t)
			}
			writeTree(t, dir, files)
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, "go", "build", "-o", os.DevNull, ".")
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("the README's Go block at line %d does not build as a program of its own: %v\n%s", b.line, err, out)
			}
		})
	}
}

// scratchGoMod is the go.mod of a program outside this module: this
// module required and replaced by the repository's folder, and every
// module this one requires at the same version (a newcomer's go mod tidy
// finds them).
func scratchGoMod(t *testing.T, root string) string {
	t.Helper()
	cmd := exec.Command("go", "mod", "edit", "-json")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go mod edit -json: %v", err)
	}
	var m struct {
		Module  struct{ Path string }
		Go      string
		Require []struct{ Path, Version string }
	}
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "module example.com/hello\n\ngo %s\n\nrequire (\n\t%s v0.0.0\n", m.Go, m.Module.Path)
	for _, r := range m.Require {
		fmt.Fprintf(&b, "\t%s %s\n", r.Path, r.Version)
	}
	fmt.Fprintf(&b, ")\n\nreplace %s => %s\n", m.Module.Path, root)
	return b.String()
}

// embedded lists the files that the //go:embed lines of a Go source name.
func embedded(src string) []string {
	var names []string
	for _, line := range strings.Split(src, "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "//go:embed "); ok {
			names = append(names, strings.Fields(rest)...)
		}
	}
	return names
}

// anyPNG is a 16x16 picture, as a newcomer's hello.png.
func anyPNG(t *testing.T) string {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for i := range 16 {
		img.SetNRGBA(i, i, color.NRGBA{R: 255, A: 255})
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestREADMEHelloIsTheExample: the README's program is examples/hello's
// main.go from its package clause on, so that the two never drift apart
// (examples/hello's own test runs it).
func TestREADMEHelloIsTheExample(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(repoRoot(t), "examples", "hello", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	src := string(raw)
	want := src[strings.Index(src, "package main"):]
	for _, b := range readREADME(t).goBlocks() {
		if strings.Contains(b.text, "//go:embed hello.png") {
			if b.text != want {
				t.Errorf("the README's hello program (line %d) differs from examples/hello/main.go after its doc comment: %s",
					b.line, firstLineDiff(b.text, want))
			}
			return
		}
	}
	t.Error("README.md shows no hello program (a Go block embedding hello.png)")
}

// firstLineDiff describes the first line where a and b differ.
func firstLineDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			return fmt.Sprintf("line %d: README %q, example %q", i+1, la[i], lb[i])
		}
	}
	return fmt.Sprintf("the README has %d lines, the example %d", len(la), len(lb))
}

// readmeCommands are the commands the README names: the lines of its shell
// blocks and the inline code that starts with "go ".
func (r readme) commands() []string {
	var cmds []string
	for _, b := range r.blocks {
		if b.lang != "sh" {
			continue
		}
		for _, line := range strings.Split(b.text, "\n") {
			line, _, _ = strings.Cut(line, "#") // a comment
			if line = strings.TrimSpace(line); line != "" {
				cmds = append(cmds, line)
			}
		}
	}
	for _, s := range r.inline {
		if strings.HasPrefix(s, "go ") {
			cmds = append(cmds, s)
		}
	}
	return cmds
}

var (
	presetRE  = regexp.MustCompile(`^([a-z]+-)?[a-z0-9]+-(debug|release)$`)
	flagRE    = regexp.MustCompile(`^-[a-z]`)
	helpFlag  = regexp.MustCompile(`(?m)^\s+-([a-z][a-z0-9]*)\b`)
	repoPaths = []string{"core/", "data/", "games/", "examples/", "docs/", ".ci/", ".github/", "build.go"}
)

// TestREADMENamesWhatExists checks what the README names: go run build.go
// commands, presets and flags as build.go parses them; go run ./PKG a main
// package, with flags its -h lists; go get this module; every preset name,
// and every flag in inline code as one of those programs' or build.go's;
// the repository paths in inline code and the local links and pictures.
func TestREADMENamesWhatExists(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skipping the README's commands (it builds the programs it runs with flags)")
	}
	root := repoRoot(t)
	r := readREADME(t)
	modPath := goOutput(t, root, "list", "-m")
	buildFlags := build.FlagNames()
	flagsOf := map[string][]string{} // by package, of the programs run with flags
	var allFlags []string
	for _, cmd := range r.commands() {
		f := strings.Fields(cmd)
		if len(f) > 3 && f[1] == "run" && strings.HasPrefix(f[2], "./") && slices.ContainsFunc(f[3:], flagRE.MatchString) {
			if _, ok := flagsOf[f[2]]; !ok {
				flagsOf[f[2]] = programFlags(t, root, f[2])
				allFlags = append(allFlags, flagsOf[f[2]]...)
			}
		}
	}

	for _, cmd := range r.commands() {
		f := strings.Fields(cmd)
		switch {
		case len(f) >= 3 && f[1] == "run" && f[2] == "build.go":
			args := slices.Clone(f[3:])
			for i, a := range args {
				if strings.HasPrefix(a, "<") { // a placeholder: <preset>
					args[i] = "linux-x64-release"
				}
			}
			command, names, err := build.ParseCommandLine(args)
			if err != nil {
				t.Errorf("README: %q: build.go's command line: %v", cmd, err)
				continue
			}
			for _, n := range names {
				if command == "" || command == "run" || command == "package" {
					if _, err := build.Lookup(n); err != nil {
						t.Errorf("README: %q: %v", cmd, err)
					}
				} else {
					t.Errorf("README: %q: %s takes no preset, got %s", cmd, command, n)
				}
			}
		case len(f) == 2 && f[1] == "run", len(f) >= 3 && f[1] == "run" && f[2] == ".":
			// go run itself, or in the newcomer's own folder.
		case len(f) >= 3 && f[1] == "run":
			if name := goOutput(t, root, "list", "-f", "{{.Name}}", f[2]); name != "main" {
				t.Errorf("README: %q: %s is package %q, want a main package", cmd, f[2], name)
			}
			for _, a := range f[3:] {
				if name := flagName(a); flagRE.MatchString(a) && !slices.Contains(flagsOf[f[2]], name) {
					t.Errorf("README: %q: %s has no flag -%s (its flags: %v)", cmd, f[2], name, flagsOf[f[2]])
				}
			}
		case len(f) == 3 && f[1] == "get":
			if mod, _, _ := strings.Cut(f[2], "@"); mod != modPath {
				t.Errorf("README: %q: got module %s, want this module, %s", cmd, mod, modPath)
			}
		case len(f) >= 2 && slices.Contains([]string{"test", "mod", "vet", "build"}, f[1]):
		default:
			if f[0] == "go" {
				t.Errorf("README: %q: a go command the test does not know", cmd)
			}
		}
	}

	for _, s := range r.inline {
		switch {
		case presetRE.MatchString(s):
			if _, err := build.Lookup(s); err != nil {
				t.Errorf("README: preset %q: %v", s, err)
			}
		case flagRE.MatchString(s):
			if name := flagName(strings.Fields(s)[0]); !slices.Contains(allFlags, name) && !slices.Contains(buildFlags, name) {
				t.Errorf("README: %q: neither build.go nor the programs the README runs with flags (%v) have a flag -%s", s, slices.Sorted(maps.Keys(flagsOf)), name)
			}
		case slices.ContainsFunc(repoPaths, func(p string) bool { return strings.HasPrefix(s, p) }):
			if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(s))); err != nil {
				t.Errorf("README: path %q: %v", s, err)
			}
		}
	}
	for _, target := range r.targets {
		file, _, _ := strings.Cut(target, "#")
		if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(file))); err != nil {
			t.Errorf("README: link %q: %v", target, err)
		}
	}
}

// flagName is the name of a flag argument: "-sdl=false" is "sdl".
func flagName(arg string) string {
	name, _, _ := strings.Cut(strings.TrimLeft(arg, "-"), "=")
	return name
}

// programFlags builds the main package pkg and lists the flags its -h
// prints (as the flag package prints them: "  -name ...", one a line), and
// -h itself.
func programFlags(t *testing.T, root, pkg string) []string {
	t.Helper()
	exe := filepath.Join(t.TempDir(), "program")
	goOutput(t, root, "build", "-o", exe, pkg)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, exe, "-h").CombinedOutput()
	if ctx.Err() != nil {
		t.Fatalf("%s -h did not end within a minute: %v\n%s", pkg, err, out)
	}
	var names []string
	for _, m := range helpFlag.FindAllStringSubmatch(string(out), -1) {
		names = append(names, m[1])
	}
	if len(names) == 0 {
		t.Fatalf("%s -h lists no flag (%v); the README runs it with flags:\n%s", pkg, err, out)
	}
	return append(names, "h")
}

// goOutput runs the go command in dir and returns its output, trimmed.
func goOutput(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}
