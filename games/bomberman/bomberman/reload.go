package bomberman

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// watchData turns on hot reload of the rules data in debug builds: when
// one of data/bomberman's JSON files changes, the whole set is loaded and
// validated again and, if good, swapped into the running game (the state
// is kept; the new numbers apply from the next step). A bad edit is
// reported and the last good data keeps running. Scripted runs never
// reload: their results must not depend on the files changing under them.
func (a *App) watchData() {
	if !a.Engine.Debug() || a.Flags.Scripted() {
		return
	}
	w, err := data.NewWatcher(nil)
	if err != nil {
		a.warn(fmt.Sprintf("hot reload off: %v", err))
		return
	}
	a.watcher = w
	dir := filepath.Join(a.DataDir, "bomberman")
	reload := func() {
		cfg, err := game.LoadConfigDir(dir)
		if err != nil {
			fmt.Fprintln(os.Stderr, "bomberman: reload kept the last good data:", err)
			return
		}
		a.Config = cfg
		if g := a.session.g; g != nil {
			g.SetConfig(cfg)
		}
		fmt.Fprintln(os.Stderr, "bomberman: rules data reloaded")
	}
	for _, f := range []string{game.StagesFile, game.EnemiesFile, game.ItemsFile, game.RulesFile} {
		if _, err := w.Watch(filepath.Join(dir, f), reload); err != nil {
			a.warn(fmt.Sprintf("hot reload of %s off: %v", f, err))
		}
	}
	a.Engine.OnReload(func() { w.Poll() })
}
