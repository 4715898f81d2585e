//go:build !js

package app

import (
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/online"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// runOnline plays an online match (-host or -join) headless: no engine, no
// SDL, no window, only the rules, the network and the scripted inputs
// (EngineOptions' Args hands it to engine.Main as Options.Instead).
func runOnline(f Flags, embedded fs.FS, log *slog.Logger) error {
	rules, err := loadRules(f.DataDir, embedded)
	if err != nil {
		return err
	}
	st, serr := save.LoadSettings("")
	if serr != nil {
		log.Warn("bomberman: settings not read, using the defaults", "err", serr)
	}
	h := online.Headless{Rules: rules, Host: f.Host, Join: f.Join, Delay: st.InputDelay, Seed: f.Seed, Stage: f.Stage,
		Wins: st.WinsNeeded(), Ticks: f.Ticks, Dump: f.Dump, Record: f.Record}
	if f.DelaySet {
		h.Delay = f.Delay
	}
	if dir, err := save.Dir(); err == nil {
		h.DesyncDir = filepath.Join(dir, "desync")
	}
	if f.Replay != "" {
		if h.Replay, err = game.LoadReplay(f.Replay); err != nil {
			return err
		}
		if err := checkReplayData(h.Replay, rules, f.Force, log); err != nil {
			return err
		}
	}
	return online.RunHeadless(h)
}

// loadRules loads the rules data as the engine would find it: -data DIR,
// else data/ beside the executable or ./data/bomberman, else the embedded
// data.
func loadRules(dataDir string, embedded fs.FS) (*game.Config, error) {
	dir, err := engine.FindDataDir(dataDir)
	if err != nil {
		return nil, fmt.Errorf("bomberman: %w", err)
	}
	fsys := embedded
	if dir != "" {
		root, err := os.OpenRoot(dir)
		if err != nil {
			return nil, fmt.Errorf("bomberman: data folder: %w", err)
		}
		defer root.Close()
		fsys = root.FS()
	}
	return game.LoadConfig(fsys)
}
