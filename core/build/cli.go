package build

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"text/tabwriter"
	"time"
)

// Commands that build.go accepts in place of a preset.
var commands = []string{"list", "run", "package", "web", "serve", "clean", "help"}

const usageText = `usage: go run build.go [preset... | command] [flags] [-- game arguments]

With no preset or command: list the presets, then build the host's debug preset.

commands:
  list             list the presets and the host aliases (x64-debug, ...), which
                   stand for this machine's presets and are never built twice
  run [preset]     build (default: the host's debug preset), then start the game;
                   arguments after -- go to the game
  package [preset...]
                   build the presets given, then zip every folder of out/build
                   (or only those given) into out/package/<preset>.zip
  web              build for the browser (GOOS=js GOARCH=wasm) into out/build/web
  serve            serve out/build/web on http://localhost:8000 (see -addr)
  clean            remove out/build and out/package
  help             this text

flags:
`

// Main runs build.go's command line and returns the process exit code:
// 0 on success, 1 when a build fails, 2 on a usage error (such as an unknown
// preset, which lists the valid ones). Cancelling ctx (Ctrl+C) stops the
// build, or the server, or asks the running game to quit.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	var cfg Config
	var debugWeb bool
	addr := "localhost:8000"
	fs := flag.NewFlagSet("build.go", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&cfg.Main, "pkg", "./games/bomberman", "main `package` to build")
	fs.StringVar(&cfg.Name, "name", "", "executable `name` (default: the package's last element)")
	fs.StringVar(&cfg.Data, "data", "", "data `folder` copied beside the executable (default: the package's data/)")
	fs.StringVar(&cfg.Out, "out", "out", "output `folder`")
	fs.StringVar(&cfg.Version, "version", "", "`version` to stamp (default: git describe --tags --always --dirty)")
	fs.BoolVar(&cfg.NoOpt, "noopt", false, "debug presets: disable optimisations and inlining (-gcflags=all=-N -l)")
	sdl := true
	fs.BoolVar(&sdl, "sdl", true, "native presets: put go-sdl3's SDL library beside the executable (-sdl=false: the game extracts its embedded copy)")
	fs.StringVar(&cfg.Icon, "icon", DefaultIcon, "application icon: a .png `file`, or a main package that writes one (go run PKG -o FILE)")
	fs.StringVar(&cfg.Title, "title", "", "the `name` players see (default: the executable name, capitalised)")
	fs.StringVar(&cfg.ID, "id", "", "reverse-DNS application `identifier` (default: "+AppIDPrefix+"<name>)")
	fs.BoolVar(&debugWeb, "debug", false, "web: build in debug mode (overlay and hot reload on)")
	fs.StringVar(&addr, "addr", addr, "serve: `address` to listen on")
	fs.Usage = func() {
		fmt.Fprint(stderr, usageText)
		fs.PrintDefaults()
	}

	var gameArgs []string
	if i := slices.Index(args, "--"); i >= 0 {
		args, gameArgs = args[:i], args[i+1:]
	}
	// Flags may come before, between or after the names.
	var names []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return 0
			}
			return 2
		}
		if fs.NArg() == 0 {
			break
		}
		names = append(names, fs.Arg(0))
		args = fs.Args()[1:]
	}
	cfg.Stdout, cfg.Stderr = stdout, stderr
	cfg.NoSDL = !sdl

	fail := func(err error) int {
		fmt.Fprintln(stderr, err)
		var unknown *UnknownPresetError
		if errors.As(err, &unknown) {
			return 2
		}
		return 1
	}
	command := ""
	if len(names) > 0 && slices.Contains(commands, names[0]) {
		command, names = names[0], names[1:]
	}
	if command != "run" && len(gameArgs) > 0 {
		return fail(fmt.Errorf("build: arguments after -- are only for run"))
	}
	switch command {
	case "help":
		fs.SetOutput(stdout)
		fmt.Fprint(stdout, usageText)
		fs.PrintDefaults()
		fmt.Fprintln(stdout)
		ListPresets(stdout)
		return 0
	case "list":
		ListPresets(stdout)
		return 0
	case "clean":
		if err := cfg.Clean(); err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "removed %s\n", filepath.Join(cfg.OutDir(), "{build,package}"))
		return 0
	case "web":
		if len(names) > 0 {
			return fail(fmt.Errorf("build: web takes no preset, got %s", strings.Join(names, " ")))
		}
		if _, err := cfg.Web(ctx, debugWeb); err != nil {
			return fail(err)
		}
		fmt.Fprintln(stdout, "serve it with: go run build.go serve")
		return 0
	case "serve":
		if err := Serve(ctx, filepath.Join(cfg.OutDir(), "build", "web"), addr, stdout, nil); err != nil {
			return fail(err)
		}
		return 0
	case "run":
		if len(names) > 1 {
			return fail(fmt.Errorf("build: run takes one preset, got %s", strings.Join(names, " ")))
		}
		p, err := HostDebug()
		if len(names) == 1 {
			p, err = Lookup(names[0])
		}
		if err != nil {
			return fail(err)
		}
		code, err := cfg.Run(ctx, p, gameArgs)
		if err != nil {
			return fail(err)
		}
		return code
	case "package":
		var built []string
		for _, name := range names {
			if name == WebPreset.Name {
				built = append(built, name) // zip an existing web build
				continue
			}
			p, err := Lookup(name)
			if err != nil {
				return fail(err)
			}
			if _, err := cfg.Build(ctx, p); err != nil {
				return fail(err)
			}
			built = append(built, p.Name)
		}
		if _, err := cfg.Package(built); err != nil {
			return fail(err)
		}
		return 0
	}

	// Presets, or none: the host's debug preset after the listing.
	var presets []Preset
	for _, name := range names {
		p, err := Lookup(name)
		if err != nil {
			return fail(err)
		}
		presets = append(presets, p)
	}
	if len(presets) == 0 {
		ListPresets(stdout)
		p, err := HostDebug()
		if err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "\nno preset given: building %s\n", p.Name)
		presets = append(presets, p)
	}
	for _, p := range presets {
		if _, err := cfg.Build(ctx, p); err != nil {
			return fail(err)
		}
	}
	return 0
}

// layoutSummary says what a preset's folder holds, per GOOS.
var layoutSummary = map[string]string{
	"windows": "<name>.exe (icon, version info), SDL3.dll, data/",
	"linux":   "<name>, libSDL3.so.0, data/, <name>.desktop, <name>.png",
	"darwin":  "<Name>.app: Contents/{MacOS/<name>, Frameworks/libSDL3.dylib, Resources/data/}",
}

// ListPresets prints the preset table, the host aliases and the naming rules.
func ListPresets(w io.Writer) {
	fmt.Fprintf(w, "presets (host: %s/%s):\n", runtime.GOOS, runtime.GOARCH)
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
	for _, p := range Presets() {
		fmt.Fprintf(tw, "  %s\t%s/%s\t%s\t%s\n", p.Name, p.GOOS, p.GOARCH, p.Mode(), layoutSummary[p.GOOS])
	}
	fmt.Fprintf(tw, "  %s\t%s/%s\t%s\t%s\n", "web (command)", "js", "wasm", "release, or debug with -debug", "index.html, main.wasm (+ .gz, .br), data/")
	tw.Flush()
	fmt.Fprintf(w, "\nhost aliases (not built twice: each is the preset it names):\n")
	tw = tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
	for _, a := range AliasesFor(runtime.GOOS) {
		fmt.Fprintf(tw, "  %s\t= %s\n", a.Name, a.Preset)
	}
	tw.Flush()
	fmt.Fprint(w, `
naming: <os>-<arch>-<mode>; os is windows, linux or macos, arch is x64 or arm64,
mode is debug or release. x64-* and arm64-* are aliases for this machine's OS,
like CMake's x64-debug (on Linux, x64-debug is linux-x64-debug). A name without
a mode means release: windows-x64 is windows-x64-release.
Output: out/build/<preset>/ holds the executable, data/ and the SDL library
(-sdl=false leaves SDL out: the game then extracts its embedded copy).
debug: symbols kept, BuildMode=debug (the engine turns on the debug overlay and
hot reload). release: -trimpath -ldflags "-s -w", BuildMode=release, Version
stamped; Windows release builds open no console window.
`)
}

// Run builds preset p, which must target this machine, and starts the game
// with args, wired to this process's standard streams, from the current
// directory. It returns the game's exit code. When ctx is cancelled the game
// is asked to quit with an interrupt (on Windows, killed) and given five
// seconds to save and shut down.
func (c *Config) Run(ctx context.Context, p Preset, args []string) (int, error) {
	if p.GOOS != runtime.GOOS || p.GOARCH != runtime.GOARCH {
		return 0, fmt.Errorf("run: preset %s builds for %s/%s; this machine is %s/%s", p.Name, p.GOOS, p.GOARCH, runtime.GOOS, runtime.GOARCH)
	}
	res, err := c.Build(ctx, p)
	if err != nil {
		return 0, err
	}
	fmt.Fprintf(c.stdout(), "run %s %s\n", res.Exe, strings.Join(args, " "))
	cmd := exec.CommandContext(ctx, res.Exe, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, c.stdout(), c.stderr()
	cmd.Cancel = func() error {
		if runtime.GOOS == "windows" {
			return cmd.Process.Kill()
		}
		return cmd.Process.Signal(os.Interrupt)
	}
	cmd.WaitDelay = 5 * time.Second
	err = cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode(), nil
	}
	if err != nil && ctx.Err() != nil && cmd.ProcessState != nil {
		// Interrupted by us: report how the game itself ended.
		return cmd.ProcessState.ExitCode(), nil
	}
	if err != nil {
		return 0, fmt.Errorf("run %s: %w", res.Exe, err)
	}
	return 0, nil
}
