//go:build js

package sdlsys

import (
	"errors"
	"syscall/js"
)

// The web build's SDL has no message boxes; the browser's alert is the
// page's modal box.
func showError(title, message string) error {
	alert := js.Global().Get("alert")
	if alert.Type() != js.TypeFunction {
		return errors.New("the page has no alert function")
	}
	alert.Invoke(title + "\n\n" + message)
	return nil
}

// StderrUnseen reports whether nobody reads the process's standard error.
// In a browser it goes to the developer console, which players do not open.
func StderrUnseen() bool { return true }
