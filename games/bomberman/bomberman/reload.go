package bomberman

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// watchData turns on hot reload in debug builds, through the engine's one
// data watcher (its callbacks run on the main thread between frames):
//
//   - the rules data: when one of data/bomberman's JSON files changes, the
//     whole set is loaded and validated again and, if good, swapped into
//     the running game (the state is kept; the new numbers apply from the
//     next step);
//   - the game's particle emitters (data/bomberman/particles): each file
//     rebuilds its effect;
//   - the bindings file in use: the controls change at once.
//
// A bad edit is reported and the last good data keeps running. Scripted
// runs never reload: their results must not depend on files changing under
// them.
func (a *App) watchData() {
	w := a.Engine.Watcher()
	if w == nil || a.Flags.Scripted() {
		return
	}
	dir := filepath.Join(a.DataDir, "bomberman")
	reloadRules := func() {
		cfg, err := game.LoadConfigDir(dir)
		if err != nil {
			reloadFailed(err)
			return
		}
		a.Config = cfg
		if g := a.session.g; g != nil {
			g.SetConfig(cfg)
		}
		fmt.Fprintln(os.Stderr, "bomberman: rules data reloaded")
	}
	for _, f := range []string{game.StagesFile, game.EnemiesFile, game.ItemsFile, game.RulesFile} {
		a.watch(w, filepath.Join(dir, f), reloadRules)
	}
	for i, f := range fxFiles {
		path := filepath.Join(dir, "particles", f)
		a.watch(w, path, func() {
			cfg, err := particles.LoadConfig(path)
			if err == nil {
				err = a.session.fx.setConfig(i, cfg)
			}
			if err != nil {
				reloadFailed(err)
				return
			}
			fmt.Fprintln(os.Stderr, "bomberman: reloaded", f)
		})
	}
	bindings := a.controls.path
	a.watch(w, bindings, func() {
		if err := engine.Input().LoadBindings(bindings); err != nil {
			reloadFailed(err)
			return
		}
		fmt.Fprintln(os.Stderr, "bomberman: bindings reloaded")
	})
}

func (a *App) watch(w *data.Watcher, path string, reload func()) {
	if _, err := w.Watch(path, reload); err != nil {
		a.warn(fmt.Sprintf("hot reload of %s off: %v", path, err))
	}
}

func reloadFailed(err error) {
	fmt.Fprintln(os.Stderr, "bomberman: reload kept the last good data:", err)
}
