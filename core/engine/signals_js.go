//go:build js

package engine

import "os"

// shutdownSignals is empty in the browser: a page has no signals, it is
// closed.
var shutdownSignals []os.Signal
