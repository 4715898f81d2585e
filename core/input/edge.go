package input

// edge is the state of one key, mouse button or gamepad button: whether it
// is down, and the frames in which it last went down and up. Pressed and
// Released compare those frames with the current one, so starting a frame
// clears nothing, and a tap shorter than a frame reports both. Frames count
// from 1 (ProcessInput numbers them); 0 means "never".
type edge struct {
	down     bool
	since    uint64 // the frame it went down, for the held-frames count
	pressed  uint64 // the frame of the last press edge
	released uint64 // the frame of the last release edge
}

// set records the key or button going down or up in frame and reports
// whether that is an edge (a second down without an up is none). A press
// with report false, a button found held when its pad is plugged in, is
// held from frame on but not Pressed.
func (e *edge) set(down bool, frame uint64, report bool) bool {
	if down == e.down {
		return false
	}
	e.down = down
	switch {
	case !down:
		e.released = frame
	case report:
		e.since, e.pressed = frame, frame
	default:
		e.since = frame
	}
	return true
}

// is reports whether the key or button is in state s in frame.
func (e *edge) is(s State, frame uint64) bool {
	switch s {
	case Pressed:
		return e.pressed != 0 && e.pressed == frame
	case Held:
		return e.down
	default:
		return e.released != 0 && e.released == frame
	}
}

// heldFrames is the number of frames it has been down in frame, the frame
// it went down counting as 1; 0 when it is up.
func (e *edge) heldFrames(frame uint64) int {
	if !e.down {
		return 0
	}
	return int(frame-e.since) + 1
}

// releaseAll releases every key or button of es that is down, in frame.
func releaseAll(es []edge, frame uint64) {
	for i := range es {
		es[i].set(false, frame, true)
	}
}
