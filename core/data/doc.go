// Package data loads the engine's data files: strict JSON decoding with
// errors that name the file, the line and column, and the field.
//
// Designers edit these files by hand, so a typo must never be silently
// ignored: unknown fields, trailing data after the value and type mismatches
// are all errors, and every error says where it is:
//
//	var cfg EmitterConfig
//	if err := data.DecodeStrict("particles/fire.json", raw, &cfg); err != nil {
//		return err // "particles/fire.json:3:5: unknown field "SpawnRat""
//	}
//
// Values that decode but make no sense (a negative life) are checked by the
// owner of the type; [FieldError] gives those the same shape.
//
// # Hot reload
//
// A [Watcher] watches data files (fsnotify on their folders, debounced;
// polling where notifications do not exist) and runs each file's callback
// only inside [Watcher.Poll], which the engine calls on the main thread
// between frames. So a reload never races the frame that reads the data,
// and an owner that rebuilds from a broken edit can keep its last good
// config: "edit JSON, reload, watch the difference", with no rebuild.
package data
