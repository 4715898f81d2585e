//go:build js

package sdlaudio

// On the web Open fails before a stream exists (go-sdl3 has no audio
// streams on js), so these only keep the package compiling.

func resolveFast() {}

func (s *Stream) putData(buf []byte) error { return s.s.PutData(buf) }

func (s *Stream) queuedBytes() (int32, error) { return s.s.Queued() }
