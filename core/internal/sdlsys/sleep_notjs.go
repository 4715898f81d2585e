//go:build !js

package sdlsys

// CanSleep reports whether the engine may sleep to cap the frame rate. On
// the web the browser paces frames, so it must not.
const CanSleep = true
