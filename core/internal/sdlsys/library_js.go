//go:build js

package sdlsys

// load has nothing to find in the browser: the page loads SDL before the
// program starts.
func load() (Library, error) { return Library{From: Browser}, nil }

func unload() {}

func mustRelease() bool { return false }

// CacheDir has no meaning in the browser.
func CacheDir() (string, error) { return "", nil }
