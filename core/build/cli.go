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
	cl, err := parseCommandLine(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2 // the flag package printed the error and the usage
	}
	cl.cfg.Stdout, cl.cfg.Stderr = stdout, stderr
	code, err := cl.dispatch(ctx, stdout)
	if err != nil {
		fmt.Fprintln(stderr, err)
		var unknown *UnknownPresetError
		if errors.As(err, &unknown) {
			return 2
		}
		return 1
	}
	return code
}

// commandLine is build.go's command line, parsed.
type commandLine struct {
	cfg      Config
	flags    *flag.FlagSet
	command  string   // one of commands, or "" to build presets
	names    []string // the presets named after the command
	gameArgs []string // the arguments after --, for run
	sdl      bool     // -sdl: the SDL library beside the executable
	debugWeb bool     // -debug: a debug web build
	addr     string   // -addr: serve's address
}

// parseCommandLine reads args: the names (a command, presets) and the flags,
// which may come before, between or after the names, up to a "--" that
// starts the game's arguments. Errors and -h are printed to stderr.
func parseCommandLine(args []string, stderr io.Writer) (*commandLine, error) {
	cl := &commandLine{}
	cl.defineFlags(stderr)
	if i := slices.Index(args, "--"); i >= 0 {
		args, cl.gameArgs = args[:i], args[i+1:]
	}
	for {
		if err := cl.flags.Parse(args); err != nil {
			return nil, err
		}
		if cl.flags.NArg() == 0 {
			break
		}
		cl.names = append(cl.names, cl.flags.Arg(0))
		args = cl.flags.Args()[1:]
	}
	cl.cfg.NoSDL = !cl.sdl
	if len(cl.names) > 0 && slices.Contains(commands, cl.names[0]) {
		cl.command, cl.names = cl.names[0], cl.names[1:]
	}
	return cl, nil
}

// defineFlags declares build.go's flags into cl.
func (cl *commandLine) defineFlags(stderr io.Writer) {
	fs := flag.NewFlagSet("build.go", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg := &cl.cfg
	fs.StringVar(&cfg.Main, "pkg", "./games/bomberman", "main `package` to build")
	fs.StringVar(&cfg.Name, "name", "", "executable `name` (default: the package's last element)")
	fs.StringVar(&cfg.Data, "data", "", "data `folder` copied beside the executable (default: data/<name>)")
	fs.StringVar(&cfg.Out, "out", "out", "output `folder`")
	fs.StringVar(&cfg.Version, "version", "", "`version` to stamp (default: git describe --tags --always --dirty)")
	fs.BoolVar(&cfg.NoOpt, "noopt", false, "debug presets: disable optimisations and inlining (-gcflags=all=-N -l)")
	fs.BoolVar(&cl.sdl, "sdl", true, "native presets: put go-sdl3's SDL library beside the executable (-sdl=false: the game extracts its embedded copy)")
	fs.StringVar(&cfg.Icon, "icon", "", "application icon: a .png `file`, or a main package that writes one (go run PKG -o FILE) (default: the game's cmd/icon or art/cmd/icon)")
	fs.StringVar(&cfg.Title, "title", "", "the `name` players see (default: the executable name, capitalised)")
	fs.StringVar(&cfg.ID, "id", "", "reverse-DNS application `identifier` (default: "+AppIDPrefix+"<name>)")
	fs.BoolVar(&cl.debugWeb, "debug", false, "web and package web: build in debug mode (overlay and hot reload on)")
	fs.StringVar(&cl.addr, "addr", "localhost:8000", "serve: `address` to listen on")
	fs.Usage = func() {
		fmt.Fprint(stderr, usageText)
		fs.PrintDefaults()
	}
	cl.flags = fs
}

// dispatch runs the command, or builds the presets, and returns the exit
// code of a game started by run.
func (cl *commandLine) dispatch(ctx context.Context, stdout io.Writer) (int, error) {
	cfg := &cl.cfg
	if cl.command != "run" && len(cl.gameArgs) > 0 {
		return 0, fmt.Errorf("build: arguments after -- are only for run")
	}
	switch cl.command {
	case "help":
		cl.flags.SetOutput(stdout)
		fmt.Fprint(stdout, usageText)
		cl.flags.PrintDefaults()
		fmt.Fprintln(stdout)
		ListPresets(stdout)
		return 0, nil
	case "list":
		ListPresets(stdout)
		return 0, nil
	case "clean":
		if err := cfg.Clean(); err != nil {
			return 0, err
		}
		fmt.Fprintf(stdout, "removed %s\n", filepath.Join(cfg.OutDir(), "{build,package}"))
		return 0, nil
	case "web":
		if len(cl.names) > 0 {
			return 0, fmt.Errorf("build: web takes no preset, got %s", strings.Join(cl.names, " "))
		}
		if _, err := cfg.Web(ctx, cl.debugWeb); err != nil {
			return 0, err
		}
		fmt.Fprintln(stdout, "serve it with: go run build.go serve")
		return 0, nil
	case "serve":
		return 0, Serve(ctx, filepath.Join(cfg.OutDir(), "build", "web"), cl.addr, stdout, nil)
	case "run":
		return cl.run(ctx)
	case "package":
		return 0, cl.pack(ctx)
	}
	return 0, cl.buildPresets(ctx, stdout)
}

// run builds the preset named (by default the host's debug preset) and
// starts the game with the arguments after --.
func (cl *commandLine) run(ctx context.Context) (int, error) {
	if len(cl.names) > 1 {
		return 0, fmt.Errorf("build: run takes one preset, got %s", strings.Join(cl.names, " "))
	}
	p, err := HostDebug()
	if len(cl.names) == 1 {
		p, err = Lookup(cl.names[0])
	}
	if err != nil {
		return 0, err
	}
	return cl.cfg.Run(ctx, p, cl.gameArgs)
}

// pack builds the presets named (web as the web command builds it), then
// zips them, or every folder of out/build when none is named.
func (cl *commandLine) pack(ctx context.Context) error {
	var built []string
	for _, name := range cl.names {
		if name == WebPreset.Name { // built as the web command builds it
			if _, err := cl.cfg.Web(ctx, cl.debugWeb); err != nil {
				return err
			}
			built = append(built, name)
			continue
		}
		p, err := Lookup(name)
		if err != nil {
			return err
		}
		if _, err := cl.cfg.Build(ctx, p); err != nil {
			return err
		}
		built = append(built, p.Name)
	}
	_, err := cl.cfg.Package(built)
	return err
}

// buildPresets builds the presets named, or with none, lists the presets
// and builds the host's debug preset.
func (cl *commandLine) buildPresets(ctx context.Context, stdout io.Writer) error {
	var presets []Preset
	for _, name := range cl.names {
		p, err := Lookup(name)
		if err != nil {
			return err
		}
		presets = append(presets, p)
	}
	if len(presets) == 0 {
		ListPresets(stdout)
		p, err := HostDebug()
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "\nno preset given: building %s\n", p.Name)
		presets = append(presets, p)
	}
	for _, p := range presets {
		if _, err := cl.cfg.Build(ctx, p); err != nil {
			return err
		}
	}
	return nil
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
