// Package save keeps Bomberman's persistent data: the high-score table and
// the player's settings, as JSON files in the user's config folder.
//
//	scores, err := save.Load("") // "" means Dir(): $BOMBERMAN_CONFIG_DIR or <config>/bengine-bomberman
//	if err != nil {
//		scores = save.New("") // unreadable folder: play on, try to save later
//	}
//	if msg := scores.Warning(); msg != "" {
//		showMessage(msg) // a damaged file was set aside
//	}
//	if scores.Qualifies(score) {
//		rank := scores.Insert(name, score, stage) // after name entry
//		err = scores.Save()
//	}
//
//	settings, err := save.LoadSettings("") // defaults when missing or invalid
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
// # The pattern: write aside, then rename
//
// WriteFileAtomic never opens the real file for writing. It writes the new
// content to a temporary file in the same folder, then swaps it in:
//
//  1. create ".highscores.json.tmp-<random>" next to the target;
//  2. write the bytes and fsync: the data is on the disk, not only in the
//     kernel's cache (without this, a power cut after the rename can leave
//     a renamed but empty file, a known trap of ext4 and others);
//  3. close, and set the permissions;
//  4. rename over the target. Within one file system a rename is atomic:
//     any reader, before or after a crash, sees the old file or the new
//     one, never something in between;
//  5. fsync the folder, so the rename itself (an entry of the folder) is on
//     the disk. Windows cannot do this and some file systems refuse; the
//     step is then skipped, which only weakens the promise against power
//     loss, not against a crash of the game.
//
// A crash before step 4 leaves the old file intact and a stray temporary
// file, which a later Load removes once it is old enough not to belong to
// a save in progress.
//
// The same folder matters: a rename across file systems is a copy, and a
// copy is not atomic. That is why the temporary file is not made in
// os.TempDir.
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
// Settings are simpler: a bad settings file returns the defaults and an
// error naming the file and the field (a *data.FieldError for a value out
// of range); the next SaveSettings replaces the file.
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
// Two fsyncs and a rename per save: well under a millisecond on an SSD, up
// to tens of milliseconds on a slow disk (see BenchmarkSave). That is why
// the game saves at rare moments (after name entry, on leaving the options
// screen), never per frame. Top, the title screen's query, does not
// allocate.
package save
