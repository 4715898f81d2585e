package app

import (
	"fmt"
	"io/fs"
	"path"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/controls"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

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
