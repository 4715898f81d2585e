//go:build !unix

package data

// openNonblock is 0 where opening a file never waits for another process
// (Windows, the browser): the check before the open is enough.
const openNonblock = 0
