// Package save keeps Bomberman's persistent data: the high-score table and
// the player's settings, as JSON files in the user's config folder.
//
//	scores, err := save.Load("") // "" means Dir(): $BOMBERMAN_CONFIG_DIR or <config>/bengine-bomberman
//	if err != nil {
//		showMessage(err) // unreadable: an empty table in memory, never saved over the file
//	}
//	if msg := scores.Warning(); msg != "" {
//		showMessage(msg) // a damaged file was set aside
//	}
//	if scores.Qualifies(score) {
//		scores.Insert(name, score, stage) // after name entry
//		err = scores.Save()               // adds it to the file as it is now
//		rank := scores.LastRank()         // where it landed, among other games' scores
//	}
//
//	store, settings, err := save.OpenSettings("") // defaults when missing or invalid
//	err = store.Save(settings)
//
// # The problem
//
// A save is the one thing a game writes that the player cares about after
// the game has stopped. The obvious way to write it, os.WriteFile, opens the
// file, truncates it to zero bytes, then writes the new bytes. If the game
// is killed, crashes or the power goes between the truncation and the last
// byte, the file is left empty or half written: the player's whole table is
// gone, for a save that only meant to add one line. The test of this
// package that kills a writer with SIGKILL twenty times catches exactly
// that within a few kills when the file is written in place.
//
// The second way to lose a save is quieter. A game that cannot read its
// file (the permissions went wrong, the disk reports an I/O error) and
// simply starts a fresh table will, at the next save, replace a year of
// high scores with one line.
//
// # The pattern: write aside, then rename; never write over what was not read
//
// Every save goes through core/data's SaveFile, the engine's one save
// writer (the bindings the options screen saves and the -record replay go
// through the same core/data code):
//
//   - data.WriteFileAtomic never opens the real file for writing. It writes
//     the new content to a temporary file in the same folder (created if
//     needed: the first run has none), fsyncs it, renames it over the
//     target (atomic within one file system: any reader, before or after a
//     crash, sees the old file or the new one) and fsyncs the folder. A
//     crash leaves the old file and at most a stray temporary file, which
//     a later save removes.
//   - data.SaveFile remembers how the file's read at start went. A file that
//     exists but could not be read blocks every later write of it, with an
//     error wrapping data.ErrUnreadable: the game plays on an empty table
//     or the default settings in memory, says so once, and leaves the file
//     for the player to mend.
//
// # Two games, one folder
//
// Two games may share a config folder: two windows of the game, or a
// window and a headless run. If each wrote back the table it loaded at its
// start, the second to save would drop the first one's new score, quietly.
// So Save is a read-modify-write: under the folder's lock it reads the file
// as it is now, adds the entries this table entered since it loaded (or
// last saved), and writes that, atomically as always. The lock is the
// system's (flock on the folder; on Windows a file nobody else may open,
// deleted on close): a game killed while it holds it lets it go at once,
// and a save waits for another at most a few seconds. Afterwards the table
// is the file's, other games' entries included; LastRank tells where this
// game's entry landed. A test runs two real processes saving at once.
//
// # Damaged files
//
// Atomic writes do not protect against everything: a disk error, an editor,
// a sync tool or an older or newer version of the game can still leave a
// file this code cannot use. The table is read strictly (core/data's
// DecodeStrict: no unknown fields, nothing after the value), and every
// value is checked: names, positive scores in order, stages, dates, the
// format's Version. A file that fails is not deleted and not overwritten:
// Load renames it to "highscores.json.corrupt-<n>", keeps its bytes for
// the player or a bug report, starts a fresh table and says so through
// Table.Warning. Nothing panics on bad data.
//
// Settings are simpler: a bad settings file is set aside the same way and
// OpenSettings returns the defaults with an error naming the file and the
// field (a *data.FieldError for a value out of range).
//
// # High-score rules
//
// The table holds MaxEntries (10) entries, best first. A new score ranks
// below every equal score already there, so the earlier player keeps the
// place, and a score equal to the last entry of a full table does not
// enter. Names are exactly three characters from A-Z, 0-9 and space (not
// all spaces), the characters the name-entry screen offers. Each entry
// records the stage reached and the date; the date comes from the wall
// clock, which is fine here because saving is not part of the simulation.
//
// # What it costs
//
// A lock, a read of the file, two fsyncs and a rename per save: well under
// a millisecond on an SSD, up to tens of milliseconds on a slow disk. That is why
// the game saves at rare moments (after name entry, on leaving the options
// screen), never per frame. Top, the title screen's query, does not
// allocate.
package save
