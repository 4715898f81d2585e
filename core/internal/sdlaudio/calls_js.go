//go:build js

package sdlaudio

// The web build has no audio streams (Open refuses on js): no fast calls.

func resolveFast()                    {}
func (s *Stream) putFast([]byte) bool { return false }
func (s *Stream) queuedFast() int     { return -1 }
