package bomberman

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// Scene names. The play scene is this package's; the others belong to the
// menus, which register them with RegisterMenus.
const (
	SceneTitle    = "title"
	ScenePlay     = "play"
	SceneGameOver = "gameover"
	ScenePassword = "password"
	SceneOptions  = "options"
	SceneScores   = "scores"
	SceneVersus   = "versus"
)

// Screen and playfield geometry, in logical pixels.
const (
	ScreenW = 256
	ScreenH = 240
	Cell    = 16
	MapTop  = 32 // map row 0 starts here, under the HUD
	HUDRow  = 16 // the HUD's text row
)

var menuRegistry []func(*App)

// RegisterMenus adds a function that NewApp calls once the engine, the
// assets and the play scene exist: the menus' files call it from an init()
// to add their scenes (SceneTitle, SceneGameOver, ...) to a.Engine's scene
// manager and to set hooks such as a.OnGameOver. If no scene named
// SceneTitle is registered, the game starts straight at stage 1 and returns
// there after a game over.
func RegisterMenus(fn func(*App)) { menuRegistry = append(menuRegistry, fn) }

// App is the running game: the engine, the assets, the rules data, the
// player's settings and high scores, the input wiring and the play session.
type App struct {
	Flags   Flags
	Engine  *engine.Engine
	Assets  *Assets
	Config  *game.Config
	Data    data.Source // the game's data (embedded, or a data folder)
	rules   *data.Reloadable[*game.Config]
	SaveDir string // the save folder (settings, scores, bindings); "" if unknown

	// The menus' part in an online match: a round's confirmed result to
	// show (the versus screen), why a match ended (a message), a match
	// the flags started waiting (the HOST or JOIN screen), a match
	// begun.
	onlineRound   func(g *game.Game, winner, need int)
	onlineEnded   func(title, detail string)
	onlineWaiting func()
	onlineBegan   func()
	hostAddr      string // where the title's HOST listens ("": DefaultPort on every address)

	// OnGameOver, if set, is called when a (non-scripted) game over has
	// been shown: the menus enter the name, save the table and move on.
	// Unset, the app switches to SceneGameOver if registered, else to the
	// title (or stage 1).
	OnGameOver func(*App)

	files         fs.FS // the embedded data, overridden by a data folder
	settings      save.Settings
	settingsFile  *save.SettingsStore
	settingsDirty bool // changed since the last save (the options screen)
	scores        *save.Table
	controls      *Controls
	session       *Session
	view          *playView // the play scene's view
	fx            *effects  // the play scene's particle effects
	feed          *stepFeed // where the steps' events enter the bus
	net           *netMatch // the online match played or set up, or nil
	play          *scene.Scene
	replay        *game.Replay // -replay's, read with the flags
	music         string       // the track playing ("" none)
	last          LastGame
	textBuf       []byte
	started       bool // the first game has been started (for -seed)
	seedGen       uint64
	warnings      []string
}

// LastGame is what the last game over left: the game-over and high-score
// screens read it.
type LastGame struct {
	Score    int64
	Stage    int
	Password string
	Mode     game.Mode
}

// Title and AppID are the game's name, as the window and the player's
// desktop show it, and its identifier.
const (
	Title = "Bomberman"
	AppID = "io.github.bengine-go.bomberman"
)

// New returns the game before its engine: the executable's main hands it
// to engine.Main, which reads the command line through EngineOptions'
// Args, creates the engine and calls Play.
//
//	game := bomberman.New(data.Bomberman())
//	engine.Main(game.EngineOptions(), game.Play)
//
// files is the game's embedded data (the data folder, at its root); a data
// folder named by -data, or beside the executable, or data/bomberman run
// from the repository's root, overrides it.
func New(files fs.FS) *App {
	return &App{files: files, textBuf: make([]byte, 0, 64)}
}

// EngineOptions are the options engine.Main starts the engine with: the
// title, the identifier and the data, and an Args that parses the
// executable's flags (ParseFlags; -h prints Usage), checks -password, reads
// the player's settings and puts both in the options: the window scale,
// fullscreen, headless, sound, the renderer and the data folder.
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
	return nil
}

// Play plays the game in e, the engine engine.Main created with
// EngineOptions: it loads the settings' effects, the high scores, the
// rules data, art, audio and bindings, builds the scenes, runs the loop
// until the player quits or -ticks, then writes the -record, -dump and
// -screenshot files (see Run). With -host or -join it plays an online
// match: in the window, or headless (-headless), where the engine runs no
// frame.
func (a *App) Play(e *engine.Engine) error {
	if a.Flags.Online() && a.Flags.Headless {
		// The match (online.go) needs no frame: after Quit, Main runs no
		// loop once Play returns.
		e.Quit()
		return runOnline(a.Flags, a.files)
	}
	defer a.Close()
	if err := a.attach(e); err != nil {
		return err
	}
	return a.Run()
}

// NewApp opens the engine and loads everything: settings, high scores,
// rules data, art, audio and bindings; it creates the play scene, lets the
// registered menus add theirs and picks the first scene from the flags.
// data is the game's embedded data (see New). Tests and tools that drive
// the game from Go use it; the executable goes through engine.Main (New).
func NewApp(f Flags, data fs.FS) (*App, error) {
	a := New(data)
	if err := a.prepare(f); err != nil {
		return nil, err
	}
	o := a.engineOptions()
	e, err := engine.New(&o)
	if err != nil {
		return nil, err
	}
	if err := a.attach(e); err != nil {
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
		a.SaveDir = dir
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
		ConfigDir: a.SaveDir, // the player's gamecontrollerdb.txt sits beside the saves
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
		NoSignals:    f.Online() && f.Headless, // a headless online match leaves on SIGINT, SIGTERM and SIGHUP itself, telling the opponent
	}
}

// attach loads the game into the engine e.
func (a *App) attach(e *engine.Engine) error {
	a.Engine = e
	return a.load()
}

func (a *App) load() error {
	e := a.Engine
	res := engine.Resources()
	a.Data = res
	rules, err := data.Load(res, game.LoadConfig, game.StagesFile, game.EnemiesFile, game.ItemsFile, game.RulesFile)
	if err != nil {
		return err
	}
	a.rules, a.Config = rules, rules.Value()
	if a.Assets, err = loadAssets(engine.Renderer(), res.FS()); err != nil {
		return err
	}
	if err := a.Assets.registerAudio(services.Audio(), res.FS(), res.Source()); err != nil {
		return err
	}
	a.scores, err = save.Load("")
	switch {
	case a.scores.Kept() != nil:
		a.notify("scores unreadable: not saving", fmt.Errorf("%w; starting an empty table", err))
	case err != nil:
		a.warn(fmt.Sprintf("high scores: %v (starting a fresh table)", err))
	case a.scores.Warning() != "":
		a.warn(a.scores.Warning())
	}
	if a.controls, err = newControls(engine.Input(), res.FS(), a.SaveDir, a.warn, a.notify); err != nil {
		return err
	}
	a.ApplySettings(a.settings)
	if vc, ok := services.Audio().(services.VolumeControl); ok && a.Flags.Mute {
		vc.SetMuted(true)
	}
	a.seedGen = uint64(time.Now().UnixNano())

	a.play = a.buildPlay()
	engine.Scenes().Add(a.play)
	e.AddOverlayLine(func(b []byte) []byte {
		return strconv.AppendInt(append(b, "particles "...), int64(a.fx.live()), 10)
	})
	// An online match runs under every scene: the host's wait and the
	// joiner's, the play scene, the versus screen between rounds.
	online := scene.New(sceneOnline)
	scene.AddComponent(online.NewObject("match"), &netDriver{a: a})
	engine.Scenes().AddGlobal(online)
	a.watchData()
	for _, reg := range menuRegistry {
		reg(a)
	}
	return a.start()
}

// sceneOnline is the global scene the online match runs in: under every
// scene, before the active one.
const sceneOnline = "online"

// netDriver runs the App's online match, when one is played or set up:
// one tick attempt a fixed step, whatever scene shows, before that
// scene's step (see netMatch).
type netDriver struct {
	scene.Base
	a *App
}

func (d *netDriver) FixedUpdate(float32) {
	if n := d.a.net; n != nil {
		n.step()
	}
}

// start picks the first scene: the online match, the replay, -password,
// -stage, the title, or stage 1.
func (a *App) start() error {
	f := a.Flags
	switch {
	case f.Online():
		return a.runOnlineFlags()
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
	case engine.Scenes().Scene(SceneTitle) != nil:
		return engine.Scenes().Switch(SceneTitle)
	default:
		return a.startGame(f.Mode, 1, "", !f.Scripted())
	}
}

// Run runs the engine until quit, then writes the files the flags ask for.
func (a *App) Run() error {
	runErr := a.Engine.Run()
	err := a.finish()
	if runErr != nil {
		return runErr
	}
	return err
}

// finish is the end of every run, however it was asked for (the player
// quitting, the window closed, -ticks, SIGINT, SIGTERM or SIGHUP): it saves
// settings changed and not yet saved and writes -record, -dump and
// -screenshot, each atomically.
func (a *App) finish() error {
	var errs []error
	a.LeaveOnline()
	a.reportSave("settings", a.SaveSettings())
	g := a.session.g
	if a.Flags.Record != "" {
		if a.session.rec == nil {
			errs = append(errs, errors.New("-record: no game was played"))
		} else if raw, err := a.session.rec.Replay().Marshal(); err != nil {
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
func (a *App) SaveScreenshot(path string) error {
	img, err := engine.Renderer().Screenshot(render.LogicalPixels)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	return data.WriteFileAtomic(path, buf.Bytes(), 0o644)
}

// Close shuts the engine down (idempotent).
func (a *App) Close() {
	if a.controls != nil {
		a.controls.Close()
		a.controls = nil
	}
	if a.Engine != nil {
		a.Engine.Close()
		a.Engine = nil
	}
}

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
	g, err := game.New(a.Config, opts)
	if err != nil {
		return err
	}
	a.started = true
	var rec *game.Recorder
	if a.Flags.Record != "" {
		rec = game.NewRecorder(opts)
		rec.SetDataHash(a.Config.Hash())
	}
	a.session.begin(g, nil, rec, intro && !a.Flags.Scripted())
	return engine.Scenes().Switch(ScenePlay)
}

func (a *App) startReplay(r *game.Replay) error {
	if err := checkReplayData(r, a.Config, a.Flags.Force, a.logger()); err != nil {
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
	g, err := game.New(a.Config, opts)
	if err != nil {
		return fmt.Errorf("replay %s: %w", a.Flags.Replay, err)
	}
	a.started = true
	var rec *game.Recorder
	if a.Flags.Record != "" {
		rec = game.NewRecorder(opts)
		rec.SetDataHash(a.Config.Hash())
	}
	a.session.begin(g, r.Cursor(), rec, false)
	return engine.Scenes().Switch(ScenePlay)
}

// gameOverDone hands a finished game to the menus.
func (a *App) gameOverDone() {
	switch {
	case a.OnGameOver != nil:
		a.OnGameOver(a)
	case engine.Scenes().Scene(SceneGameOver) != nil:
		_ = engine.Scenes().Switch(SceneGameOver)
	default:
		a.ToTitle()
	}
}

// ToTitle goes to the title scene, or starts a new game at stage 1 when
// there is none. An online match still running is left.
func (a *App) ToTitle() {
	a.LeaveOnline()
	if engine.Scenes().Scene(SceneTitle) != nil {
		a.PlayMusic("")
		_ = engine.Scenes().Switch(SceneTitle)
		return
	}
	_ = a.startGame(game.ModeNormal, 1, "", true)
}

// Game returns the game being played, or nil before the first.
func (a *App) Game() *game.Game { return a.session.g }

// Last returns what the last game over left (score, stage, password).
func (a *App) Last() LastGame { return a.last }

// Settings returns the settings in effect.
func (a *App) Settings() save.Settings { return a.settings }

// Scores returns the high-score table.
func (a *App) Scores() *save.Table { return a.scores }

// Controls returns the input wiring (button masks by player).
func (a *App) Controls() *Controls { return a.controls }

// BindingsPath is where a rebinding is saved (and loaded from at start):
// the save folder's bindings file, or "" when there is no save folder.
func (a *App) BindingsPath() string {
	if a.SaveDir == "" {
		return ""
	}
	return filepath.Join(a.SaveDir, BindingsFile)
}

// Warnings returns the problems met at start (a corrupt save set aside, bad
// settings, a save that cannot be read) for a menu to show.
func (a *App) Warnings() []string { return a.warnings }

// warn reports a problem: the log and the title's notices get s.
func (a *App) warn(s string) {
	a.warnings = append(a.warnings, s)
	fmt.Fprintln(os.Stderr, "bomberman:", s)
}

// notify reports a problem whose whole story is too long for the screen:
// the log gets detail, the title's notices the short notice (one line of
// the title, 31 characters at most).
func (a *App) notify(notice string, detail error) {
	a.warnings = append(a.warnings, notice)
	fmt.Fprintln(os.Stderr, "bomberman:", detail)
}

// reportSave reports a failed save, unless it was refused because the file
// could not be read at start: that was said then, once.
func (a *App) reportSave(what string, err error) {
	if err != nil && !errors.Is(err, data.ErrUnreadable) {
		a.warn(what + ": " + err.Error())
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

// ApplySettings puts s in effect: volumes, fullscreen, glow and lighting,
// particles and shake (read each frame). The window scale applies at the
// next start. It does not save s (save.SaveSettings does).
func (a *App) ApplySettings(s save.Settings) {
	a.settings = s
	if vc, ok := services.Audio().(services.VolumeControl); ok {
		vc.SetVolume(services.Music, s.MusicGain())
		vc.SetVolume(services.Effects, s.EffectsGain())
	}
	r := engine.Renderer()
	if !a.Flags.Headless && r.Fullscreen() != s.Fullscreen {
		_ = r.SetFullscreen(s.Fullscreen)
	}
	r.SetEffects(render.Effects{Lighting: s.Glow, Ambient: Ambient, Glow: s.Glow})
	if !s.Particles && a.fx != nil {
		a.fx.clear()
	}
}

// Ambient is the light map's base colour with effects on: a slight dim, so
// that the flames' light reads without hiding the playfield.
var Ambient = render.Color{R: 0.86, G: 0.86, B: 0.92, A: 1}

// Quit ends the game after this frame.
func (a *App) Quit() { a.Engine.Quit() }

// PlaySound plays an effect (sound.EffectIDs) at full volume, centred.
func (a *App) PlaySound(id string) { services.Audio().PlaySound(id, 1, 0) }

// PlayMusic switches to a track (sound.TrackIDs), looping if its data says
// so; "" stops the music. Asking for the track already playing does nothing.
func (a *App) PlayMusic(id string) {
	if id == a.music {
		return
	}
	a.music = id
	if id == "" {
		services.Audio().StopMusic()
		return
	}
	services.Audio().PlayMusic(id, a.Assets.musicLoop[id])
}

// Music returns the id of the track playing ("" none).
func (a *App) Music() string { return a.music }

// Font returns the HUD font (8x8 glyphs from the art sheets).
func (a *App) Font() *render.Font { return a.Assets.Font }

// Atlas returns the atlas every sprite is packed in.
func (a *App) Atlas() *render.Atlas { return a.Assets.Atlas }

// DrawText draws s in the HUD font in the UI step with its top-left corner
// at (x, y), in colour c: the text colours (TextYellow, TextRed ...) come
// out exactly their NES colours.
func (a *App) DrawText(q *render.Queue, s string, x, y float32, layer int16, c render.Color) {
	f, tint := a.Assets.fontFor(c)
	q.Text(f, s, x, y, render.StepUI, layer, tint)
}

// DrawTextCentered draws s centred horizontally on the screen at row y.
func (a *App) DrawTextCentered(q *render.Queue, s string, y float32, layer int16, c render.Color) {
	a.DrawText(q, s, float32(ScreenW-8*len(s))/2, y, layer, c)
}

// DrawBytes draws text held in a byte buffer (numbers formatted into a
// reused buffer) without converting it to a string: no allocation.
func (a *App) DrawBytes(q *render.Queue, b []byte, x, y float32, layer int16, c render.Color) {
	f, tint := a.Assets.fontFor(c)
	sp := render.NewSprite(render.Region{})
	sp.Step, sp.Layer, sp.Color = render.StepUI, layer, tint
	for i, ch := range b {
		if ch == ' ' {
			continue
		}
		reg, ok := f.Glyph(rune(ch))
		if !ok {
			continue
		}
		sp.Region, sp.Size[0], sp.Size[1] = reg, reg.W, reg.H
		sp.Pos[0], sp.Pos[1] = x+float32(i)*f.Advance, y
		q.Submit(&sp)
	}
}

// DrawNumber draws n right-aligned in width characters ending at x+8*width.
func (a *App) DrawNumber(q *render.Queue, n int64, width int, x, y float32, layer int16, c render.Color) {
	b := strconv.AppendInt(a.textBuf[:0], n, 10)
	a.textBuf = b
	a.DrawBytes(q, b, x+float32(8*(width-len(b))), y, layer, c)
}
