package scene

// WorldRecomputes reports how many times t's world matrix was computed.
func WorldRecomputes(t *Transform) int { return int(t.worldRecomputes) }

// LocalRecomputes reports how many times t's local matrix was computed.
func LocalRecomputes(t *Transform) int { return int(t.localRecomputes) }
