//go:build js

package sdlsys

// The web build's SDL binds neither hints nor app metadata: the page
// chooses the video and audio back ends, and the page's title names the
// program.

// SetHint does nothing in the browser.
func SetHint(name, value string, override bool) error { return nil }

// ResetHint does nothing in the browser.
func ResetHint(name string) {}

func hint(name string) string { return "" }

// SetAppMetadata does nothing in the browser.
func SetAppMetadata(name, version, id string) error { return nil }

// AppMetadata returns nothing in the browser.
func AppMetadata() (name, version, id string) { return "", "", "" }
