package app

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"path"
	"path/filepath"
	"strconv"
	"time"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/controls"
	"github.com/bengine-go/bengine/games/bomberman/effects"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/netmatch"
	"github.com/bengine-go/bengine/games/bomberman/online"
	"github.com/bengine-go/bengine/games/bomberman/play"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// Title and AppID are the game's name, as the window and the player's
// desktop show it, and its identifier.
const (
	Title = "Bomberman"
	AppID = "io.github.bengine-go.bomberman"
)

// App is the running game: the engine it was given, the command line, the
// saves (settings, high scores, bindings), the rules data and the assets,
// and the rooms it builds and switches between: the play scene, the
// online lobby, the menus.
type App struct {
	Flags Flags

	files   fs.FS // the embedded data, overridden by a data folder
	e       *engine.Engine
	log     *slog.Logger
	bus     *patterns.EventBus
	data    data.Source // the game's data (embedded, or a data folder)
	rules   *data.Reloadable[*game.Config]
	config  *game.Config
	saveDir string // the save folder (settings, scores, bindings); "" if unknown

	settings      save.Settings
	settingsFile  *save.SettingsStore
	settingsDirty bool // changed since the last save (the options screen)
	scores        *save.Table
	notices       []string // the problems met at start, for the title

	controls *controls.Controls
	assets   *assets.Assets
	music    *effects.Music
	play     *play.Play
	lobby    *netmatch.Lobby
	menus    *menu.Menus
	subs     []*patterns.Subscription

	replay  *game.Replay // -replay's, read with the flags
	started bool         // the first game has been started (for -seed)
	seedGen uint64
}

// New returns the game before its engine: the executable's main hands it
// to engine.Main, which reads the command line through EngineOptions'
// Args, creates the engine and calls Setup, then runs the loop.
//
//	a := app.New(data.Bomberman())
//	engine.Main(a.EngineOptions(), a.Setup)
//
// files is the game's embedded data (the data folder, at its root); a data
// folder named by -data, or beside the executable, or data/bomberman run
// from the repository's root, overrides it.
func New(files fs.FS) *App {
	return &App{files: files, log: slog.Default()}
}

// EngineOptions are the options engine.Main starts the engine with: the
// title, the identifier and the data, and an Args that parses the
// executable's flags (ParseFlags; -h prints Usage), reads the player's
// settings and puts both in the options: the window scale, fullscreen,
// headless, sound, the renderer and the data folder. A headless online
// match (-headless with -host or -join) needs no engine at all: Args sets
// Options.Instead to play it, with only the rules and the network.
func (a *App) EngineOptions() *engine.Options {
	o := a.engineOptions()
	o.Args = a.readArgs
	return &o
}

// readArgs is EngineOptions' Args.
func (a *App) readArgs(args []string, o *engine.Options) error {
	f, err := ParseFlags(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Println(Usage())
		return err
	}
	if err != nil {
		return engine.UsageError{Err: fmt.Errorf("%w (bomberman -h lists the flags)", err)}
	}
	if err := a.prepare(f); err != nil {
		return err
	}
	*o = a.engineOptions()
	if f.Online() && f.Headless {
		o.Instead = func() error { return runOnline(a.Flags, a.files, a.log) }
	}
	return nil
}

// Open opens the engine for the flags f and sets the game up in it, as
// engine.Main does with EngineOptions and Setup: tests and tools that
// drive the game from Go use it (then Run, or the engine's RunOneFrame,
// and Close). files is the game's embedded data (see New).
func Open(f Flags, files fs.FS) (*App, error) {
	a := New(files)
	if err := a.prepare(f); err != nil {
		return nil, err
	}
	o := a.engineOptions()
	e, err := engine.New(&o)
	if err != nil {
		return nil, err
	}
	if err := a.Setup(e); err != nil {
		a.Close()
		return nil, err
	}
	return a, nil
}

// prepare is what comes before the engine: the flags checked, -replay
// read (a replay played to its end, and a second more, ends the run there:
// -ticks, which the engine counts), the save folder found and the
// player's settings read.
func (a *App) prepare(f Flags) error {
	if f.Password != "" {
		if _, err := game.DecodePassword(f.Password); err != nil {
			return fmt.Errorf("-password %s: %w", f.Password, err)
		}
	}
	if f.Replay != "" {
		r, err := game.LoadReplay(f.Replay)
		if err != nil {
			return err
		}
		if f.Ticks == 0 { // play the replay to its last change, and a second more
			f.Ticks = r.End()
		}
		a.replay = r
	}
	a.Flags = f
	if dir, err := save.Dir(); err == nil {
		a.saveDir = dir
	}
	store, st, err := save.OpenSettings("")
	switch {
	case store.Kept() != nil:
		a.notify("settings unreadable: not saving", fmt.Errorf("%w; using the defaults", err))
	case err != nil:
		a.warn(fmt.Sprintf("settings: %v (using the defaults)", err))
	}
	a.settings, a.settingsFile = st, store
	return nil
}

// engineOptions are the engine's options for the flags and settings that
// prepare read.
func (a *App) engineOptions() engine.Options {
	f, st := a.Flags, a.settings
	scale := st.WindowScale
	if f.Scale != 0 {
		scale = f.Scale
	} else if f.Headless {
		scale = 1 // nobody sees the window; screenshots are logical
	}
	return engine.Options{
		Title:     Title,
		AppID:     AppID,
		ConfigDir: a.saveDir, // the player's gamecontrollerdb.txt sits beside the saves
		Window: render.Options{
			Scale:      scale,
			Fullscreen: f.Fullscreen || (st.Fullscreen && !f.Headless),
			Backend:    f.Renderer,
			Driver:     f.RenderDriver,
		},
		Ticks:        f.Ticks,
		Data:         a.files,
		DataDir:      f.DataDir,
		Headless:     f.Headless,
		Audio:        !f.Headless && !f.Mute,
		RenderThread: f.RenderThread,
	}
}

// Setup sets the game up in e, the engine engine.Main created with
// EngineOptions: it loads the rules data, art, audio, high scores and
// bindings, builds the play scene, the online lobby and the menus, and
// picks the first scene from the flags; the loop then runs (Main's), and
// after it, however it ended, finish saves and writes the files the flags
// ask for (Engine.AfterRun).
func (a *App) Setup(e *engine.Engine) error {
	a.e, a.log, a.bus = e, e.Options().Logger, services.Bus()
	res := e.Resources()
	a.data = res
	rules, err := data.Load(res, game.LoadConfig, game.StagesFile, game.EnemiesFile, game.ItemsFile, game.RulesFile)
	if err != nil {
		return err
	}
	a.rules, a.config = rules, rules.Value()
	if a.assets, err = assets.Load(e.Renderer(), res.FS()); err != nil {
		return err
	}
	if err := a.assets.RegisterAudio(services.Audio(), res.FS(), res.Source()); err != nil {
		return err
	}
	a.music = effects.NewMusic(a.assets)
	a.scores, err = save.Load("")
	switch {
	case a.scores.Kept() != nil:
		a.notify("scores unreadable: not saving", fmt.Errorf("%w; starting an empty table", err))
	case err != nil:
		a.warn(fmt.Sprintf("high scores: %v (starting a fresh table)", err))
	case a.scores.Warning() != "":
		a.warn(a.scores.Warning())
	}
	if a.controls, err = controls.New(e.Input(), res.FS(), a.saveDir, a.log); err != nil {
		return err
	}
	if n := a.controls.Notice(); n != "" {
		a.notices = append(a.notices, n)
	}
	a.ApplySettings(a.settings)
	if vc, ok := services.Audio().(services.VolumeControl); ok && a.Flags.Mute {
		vc.SetMuted(true)
	}
	a.seedGen = uint64(time.Now().UnixNano())

	a.play = play.New(play.Options{Engine: e, Assets: a.assets, Controls: a.controls, Music: a.music, Bus: a.bus,
		Scripted: a.Flags.Scripted(), Log: a.log})
	e.Scenes().Add(a.play.Scene())
	e.AddOverlayLine(func(b []byte) []byte {
		return strconv.AppendInt(append(b, "particles "...), int64(a.play.Effects().Live()), 10)
	})
	// An online match runs under every scene: the host's wait and the
	// joiner's, the play scene, the versus screen between rounds.
	a.lobby = netmatch.New(netmatch.Options{Scenes: e.Scenes(), Play: a.play, Controls: a.controls, Bus: a.bus,
		MatchOptions: a.netOptions, Log: a.log})
	a.watchData()
	delay := -1
	if a.Flags.DelaySet {
		delay = a.Flags.Delay
	}
	a.menus = menu.New(menu.Options{Engine: e, Assets: a.assets, Controls: a.controls, Music: a.music, Bus: a.bus,
		Play: a.play, Lobby: a.lobby, Scores: a.scores, App: a, Settings: a, Notices: a.notices,
		Bindings: res.FS(), Delay: delay, Scripted: a.Flags.Scripted(), LocalOnly: !netmatch.Supported, Log: a.log})
	a.subs = append(a.subs,
		patterns.Subscribe(a.bus, func(netmatch.Began) { _ = e.Scenes().Switch(play.SceneName) }),
		patterns.Subscribe(a.bus, func(netmatch.Left) { a.ToTitle() }))
	e.AfterRun(a.finish)
	return a.start()
}

// netOptions are a match's options but the transport: the rules, the
// delay (the settings', or -delay), the seed (-seed, or a new one), the
// stage and the wins.
func (a *App) netOptions(role netplay.Role) online.Options {
	st := a.settings
	delay := st.InputDelay
	if a.Flags.DelaySet {
		delay = a.Flags.Delay
	}
	seed := a.Flags.Seed
	if !a.Flags.SeedSet {
		a.seedGen = a.seedGen*6364136223846793005 + 1442695040888963407
		seed = a.seedGen >> 1
	}
	o := online.Options{Rules: a.config, Role: role, Delay: delay, Seed: seed, Stage: a.Flags.Stage,
		Wins: st.WinsNeeded(), Logger: a.log}
	if a.saveDir != "" {
		o.DesyncDir = filepath.Join(a.saveDir, "desync")
	}
	return o
}

// start picks the first scene: the online match, the replay, -password,
// -stage, or the title.
func (a *App) start() error {
	f := a.Flags
	switch {
	case f.Online():
		return a.startOnline()
	case a.replay != nil:
		return a.startReplay(a.replay)
	case f.Password != "":
		// as CONTINUE on the password screen does: the STAGE card (in a
		// live run), then play on the password's stage, score and
		// power-ups, LEFT 2
		pr, err := game.DecodePassword(f.Password)
		if err != nil {
			return fmt.Errorf("-password %s: %w", f.Password, err)
		}
		return a.startGame(f.Mode, pr.Stage, f.Password, !f.Scripted())
	case f.Stage > 0:
		return a.startGame(f.Mode, f.Stage, "", false)
	}
	return a.e.Scenes().Switch(menu.SceneTitle)
}

// startOnline starts the match that -host or -join asks for in the
// window: the menus' HOST or JOIN screen shows while it waits. -join goes
// as the JOIN screen goes: the address kept as the one last joined.
func (a *App) startOnline() error {
	f := a.Flags
	if f.Join != "" {
		return a.menus.Join(f.Join)
	}
	if err := a.lobby.Host(f.Host); err != nil {
		return err
	}
	a.menus.Waiting()
	return nil
}

// Run runs the engine's loop until quit, then the end of the run (finish).
func (a *App) Run() error { return a.e.Run() }

// finish is the end of every run, however it was asked for (the player
// quitting, the window closed, -ticks, SIGINT, SIGTERM or SIGHUP): it
// leaves an online match, saves settings changed and not yet saved and
// writes -record, -dump and -screenshot, each atomically.
func (a *App) finish() error {
	var errs []error
	a.lobby.Leave()
	a.reportSave("settings", a.SaveSettings())
	g := a.play.Game()
	if a.Flags.Record != "" {
		if rec := a.play.Recording(); rec == nil {
			errs = append(errs, errors.New("-record: no game was played"))
		} else if raw, err := rec.Replay().Marshal(); err != nil {
			errs = append(errs, fmt.Errorf("-record: %w", err))
		} else if err := data.WriteFileAtomic(a.Flags.Record, append(raw, '\n'), 0o644); err != nil {
			errs = append(errs, fmt.Errorf("-record: %w", err))
		}
	}
	if a.Flags.Dump != "" {
		if g == nil {
			errs = append(errs, errors.New("-dump: no game was played"))
		} else if raw, err := g.Dump().JSON(); err != nil {
			errs = append(errs, fmt.Errorf("-dump: %w", err))
		} else if err := data.WriteFileAtomic(a.Flags.Dump, raw, 0o644); err != nil {
			errs = append(errs, fmt.Errorf("-dump: %w", err))
		}
	}
	if a.Flags.Screenshot != "" {
		if err := a.SaveScreenshot(a.Flags.Screenshot); err != nil {
			errs = append(errs, fmt.Errorf("-screenshot: %w", err))
		}
	}
	return errors.Join(errs...)
}

// SaveScreenshot writes the last presented frame, at the logical 256x240,
// as PNG, atomically.
func (a *App) SaveScreenshot(path string) error { return a.e.SaveScreenshot(path) }

// Close unbinds the controls and closes the engine (idempotent).
func (a *App) Close() {
	for _, s := range a.subs {
		s.Close()
	}
	a.subs = nil
	if a.controls != nil {
		a.controls.Close()
		a.controls = nil
	}
	if a.e != nil {
		a.e.Close()
		a.e = nil
	}
}

// The rooms of the game, for tools and tests that look inside it.

// Engine returns the engine the game runs in.
func (a *App) Engine() *engine.Engine { return a.e }

// Play returns the play scene.
func (a *App) Play() *play.Play { return a.play }

// Menus returns the menus.
func (a *App) Menus() *menu.Menus { return a.menus }

// Lobby returns the online lobby.
func (a *App) Lobby() *netmatch.Lobby { return a.lobby }

// Controls returns the players' controls.
func (a *App) Controls() *controls.Controls { return a.controls }

// Assets returns the loaded art.
func (a *App) Assets() *assets.Assets { return a.assets }

// StartGame starts a new game in mode at stage (1..50), or from a Game
// Over password if password is not "", shows the STAGE card and switches
// to the play scene. The menus call it.
func (a *App) StartGame(mode game.Mode, stage int, password string) error {
	return a.startGame(mode, stage, password, true)
}

func (a *App) startGame(mode game.Mode, stage int, password string, intro bool) error {
	if stage < 1 || stage > game.Stages {
		return fmt.Errorf("bomberman: stage %d out of 1..%d", stage, game.Stages)
	}
	// -seed (or 0 in a headless run without it) seeds the first game;
	// later games, and live play without -seed, take theirs from the clock.
	seed := a.Flags.Seed
	if a.started || (!a.Flags.SeedSet && !a.Flags.Headless) {
		a.seedGen = a.seedGen*6364136223846793005 + 1442695040888963407
		seed = a.seedGen >> 1
	}
	// A password holds the stage, the score and the power-ups: the game
	// starts in play on them, LEFT 2, and a recording keeps the password.
	opts := game.Options{Seed: seed, Stage: stage, Mode: mode, Password: password,
		FriendlyFire: mode == game.ModeCoop && a.settings.FriendlyFire}
	if mode == game.ModeVersus {
		opts.Wins = a.settings.WinsNeeded() // the menu's best of 3 or 5
	}
	g, err := game.New(a.config, opts)
	if err != nil {
		return err
	}
	a.started = true
	var rec *game.Recorder
	if a.Flags.Record != "" {
		rec = game.NewRecorder(opts)
		rec.SetDataHash(a.config.Hash())
	}
	a.play.Begin(g, nil, rec, intro && !a.Flags.Scripted())
	return a.e.Scenes().Switch(play.SceneName)
}

func (a *App) startReplay(r *game.Replay) error {
	if err := checkReplayData(r, a.config, a.Flags.Force, a.log); err != nil {
		return err
	}
	opts := r.Options()
	if pw := a.Flags.Password; pw != "" {
		// the replay's inputs, played on the game the password continues
		if opts.Password != "" && opts.Password != pw {
			return fmt.Errorf("-password %s: -replay %s continues from its own password, %s", pw, a.Flags.Replay, opts.Password)
		}
		opts.Password, opts.Stage = pw, 0
	}
	g, err := game.New(a.config, opts)
	if err != nil {
		return fmt.Errorf("replay %s: %w", a.Flags.Replay, err)
	}
	a.started = true
	var rec *game.Recorder
	if a.Flags.Record != "" {
		rec = game.NewRecorder(opts)
		rec.SetDataHash(a.config.Hash())
	}
	a.play.Begin(g, r.Cursor(), rec, false)
	return a.e.Scenes().Switch(play.SceneName)
}

// ToTitle goes to the title; an online match still running is left.
func (a *App) ToTitle() {
	a.lobby.Leave()
	a.music.Play("")
	_ = a.e.Scenes().Switch(menu.SceneTitle)
}

// Quit ends the game after this frame.
func (a *App) Quit() { a.e.Quit() }

// Game returns the game being played, or nil before the first.
func (a *App) Game() *game.Game { return a.play.Game() }

// Config returns the rules data in effect.
func (a *App) Config() *game.Config { return a.config }

// Settings returns the settings in effect.
func (a *App) Settings() save.Settings { return a.settings }

// Scores returns the high-score table.
func (a *App) Scores() *save.Table { return a.scores }

// Notices returns the problems met at start (a corrupt save set aside, bad
// settings, a save that cannot be read) that the title shows.
func (a *App) Notices() []string { return a.menus.Notices() }

// BindingsPath is where a rebinding is saved (and loaded from at start):
// the save folder's bindings file, or "" when there is no save folder.
func (a *App) BindingsPath() string {
	if a.saveDir == "" {
		return ""
	}
	return filepath.Join(a.saveDir, controls.BindingsFile)
}

// warn reports a problem: the log and the title's notices get s.
func (a *App) warn(s string) {
	a.notices = append(a.notices, s)
	a.log.Warn("bomberman: " + s)
}

// notify reports a problem whose whole story is too long for the screen:
// the log gets detail, the title's notices the short notice (one line of
// the title, 31 characters at most).
func (a *App) notify(notice string, detail error) {
	a.notices = append(a.notices, notice)
	a.log.Warn("bomberman: "+notice, "err", detail)
}

// reportSave reports a failed save, unless it was refused because the file
// could not be read at start: that was said then, once.
func (a *App) reportSave(what string, err error) {
	if err != nil && !errors.Is(err, data.ErrUnreadable) {
		a.log.Error("bomberman: "+what+" not saved", "err", err)
	}
}

// ChangeSettings puts s in effect (ApplySettings) and marks it to be saved:
// by SaveSettings, which the options screen calls on leaving, or when the
// game quits.
func (a *App) ChangeSettings(s save.Settings) {
	a.ApplySettings(s)
	a.settingsDirty = true
}

// SaveSettings writes the settings in effect if they changed since the last
// save. It never writes over a settings file that could not be read at
// start (the error wraps data.ErrUnreadable; the notice was given then).
func (a *App) SaveSettings() error {
	if !a.settingsDirty {
		return nil
	}
	a.settingsDirty = false
	return a.settingsFile.Save(a.settings)
}

// ApplySettings puts s in effect: volumes, fullscreen, the look (glow and
// lighting, particles, shake: the views read it each frame). The window
// scale applies at the next start. It does not save s (SaveSettings does).
func (a *App) ApplySettings(s save.Settings) {
	a.settings = s
	if vc, ok := services.Audio().(services.VolumeControl); ok {
		vc.SetVolume(services.Music, s.MusicGain())
		vc.SetVolume(services.Effects, s.EffectsGain())
	}
	r := a.e.Renderer()
	if !a.Flags.Headless && r.Fullscreen() != s.Fullscreen {
		_ = r.SetFullscreen(s.Fullscreen)
	}
	modern := s.Modern()
	r.SetEffects(render.Effects{Lighting: modern, Ambient: assets.Ambient, Glow: modern})
	a.assets.Look = assets.Look{Glow: modern, Particles: s.Particles, Shake: s.ScreenShake}
	if !s.Particles && a.play != nil {
		a.play.Effects().Clear()
	}
}

// watchData turns on hot reload where the game runs on a real data folder
// in a debug build, through the engine's one data watcher (its callbacks
// run on the main thread between frames):
//
//   - the rules data: when one of its JSON files changes, the whole set is
//     loaded and validated again and, if good, swapped into the running
//     game (the state is kept; the new numbers apply from the next step);
//   - the game's particle emitters (particles/*.json): each file rebuilds
//     its effect;
//   - the bindings file in use (the player's, or the data's defaults): the
//     controls change at once.
//
// Each reloads through a data.Reloadable: a bad edit is reported and the
// last good data keeps running. Scripted runs never reload: their results
// must not depend on files changing under them.
func (a *App) watchData() {
	w := a.e.Resources().Watcher()
	if w == nil || a.Flags.Scripted() {
		return
	}
	a.rules.OnReload(func(cfg *game.Config) error {
		a.config = cfg
		if g := a.play.Game(); g != nil {
			g.SetConfig(cfg)
		}
		return nil
	})
	a.watch(a.rules)
	fx := a.play.Effects()
	for i, f := range assets.ParticleFiles {
		name := path.Join("particles", f)
		r, err := data.Load(a.data, func(fsys fs.FS) (*particles.Config, error) { return particles.LoadConfig(fsys, name) }, name)
		if err != nil {
			a.warn(fmt.Sprintf("hot reload of %s off: %v", name, err))
			continue
		}
		r.OnReload(func(cfg *particles.Config) error { return fx.SetConfig(i, cfg) })
		a.watch(r)
	}
	src, name := a.data, controls.BindingsFile
	if a.controls.Saved() != "" {
		src = data.Dir(a.saveDir, w)
	}
	in := a.e.Input()
	bindings, err := data.Load(src, func(fsys fs.FS) (struct{}, error) { return struct{}{}, in.LoadBindings(fsys, name) }, name)
	if err != nil {
		a.warn(fmt.Sprintf("hot reload of bindings off: %v", err))
		return
	}
	a.watch(bindings)
}

// watcher is what watchData needs of a data.Reloadable.
type watcher interface {
	Watch() error
	Names() []string
	Err() error
}

// watch turns on r's reloads; the engine's debug overlay shows a reload
// error (a broken edit, refused) until a good edit clears it.
func (a *App) watch(r watcher) {
	if err := r.Watch(); err != nil {
		a.warn(fmt.Sprintf("hot reload of %v off: %v", r.Names(), err))
		return
	}
	a.e.TrackReload(r)
}
