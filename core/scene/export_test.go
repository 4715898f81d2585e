package scene

// WorldRecomputes reports how many times t's world matrix was computed.
func WorldRecomputes(t *Transform) int { return int(t.worldRecomputes) }

// TrigRecomputes reports how many times t's rotation's sine and cosine
// were computed.
func TrigRecomputes(t *Transform) int { return int(t.trigRecomputes) }

// NearObjectLimit makes the next object created take the last creation
// number before the scene renumbers its objects.
func NearObjectLimit(s *Scene) { s.seq = maxObjectSeq - 1 }

// NearAddLimit makes o's next component take the last add number before
// the scene renumbers.
func NearAddLimit(o *GameObject) { o.added = maxAdded - 1 }
