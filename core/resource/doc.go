// Package resource is the engine's resource manager (BEngine's
// ResourceManager): the one way a program reads its data files. The
// engine opens one Manager at start, and a program reaches it with
// engine.Resources() or its Engine's Resources method:
//
//	var tuning Tuning
//	if err := e.Resources().LoadJSON("tuning.json", &tuning); err != nil {
//		return err // tuning.json:3:5: unknown field "Sped"
//	}
//	tex, err := e.Resources().Texture("hero.png") // loaded once, then cached
//
// # Where the data comes from
//
// A Manager serves one fs.FS: the program's own data, usually embedded in
// the executable (New), or a real data folder that overrides it (Open), so
// players can mod the game and a debug build can reload what changes. The
// engine picks which (engine.FindDataDir). Source says which for a log
// line, Dir is the folder ("" for embedded data) and FS is the data
// itself, for loaders that take an fs.FS.
//
// Reading follows core/data's rules: regular files only, never over
// data.MaxFileSize, and JSON decoded strictly, with errors that name the
// file, the line and the key. A real folder is opened with os.Root: a name
// can never leave it, not with "..", not with an absolute path and not
// through a symbolic link that points outside (links that stay inside are
// fine); such a name is refused with ErrEscape. A folder deleted and
// copied back (rm -rf && cp -r, some git checkouts) is opened again, so
// hot reload sees the new files.
//
// # Hot reload
//
// In a debug build the engine hands the Manager a data.Watcher (Watcher).
// Watch registers a data file with it, and a data.Reloadable loaded from
// the Manager (it is a data.Source) reloads through it: edit the file,
// save, and the game changes between two frames, keeping the last good
// data when an edit is broken. With embedded data, in a release build or
// a headless run, Watch does nothing.
package resource
