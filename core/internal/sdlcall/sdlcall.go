//go:build !js

package sdlcall

import (
	"errors"
	"runtime"
	"strings"
	"unsafe"

	"github.com/ebitengine/purego"
)

// Symbol names one SDL function and where to store its address.
type Symbol struct {
	Addr *uintptr
	Name string
}

// Resolve looks every symbol up and reports whether all were found. On a
// miss it zeroes them all, so callers test one address to know. A name
// holding a NUL byte names no function: a miss.
func Resolve(syms []Symbol) bool {
	for _, s := range syms {
		var addr uintptr
		var err error = errNUL
		if strings.IndexByte(s.Name, 0) < 0 {
			addr, err = Lookup(s.Name)
		}
		if err != nil || addr == 0 {
			for _, z := range syms {
				*z.Addr = 0
			}
			return false
		}
		*s.Addr = addr
	}
	return true
}

var errNUL = errors.New("sdlcall: a function name holds a NUL byte")

// Args is the argument storage of allocation-free calls. Keep one inside
// a heap object that lives as long as the calls (a device), never on the
// stack: the slice handed to purego then never escapes anew.
type Args struct {
	a [8]uintptr
}

// Call runs fn with args as its arguments and returns its result register.
// It panics on more than eight arguments (programmer misuse).
func (c *Args) Call(fn uintptr, args ...uintptr) uintptr {
	n := copy(c.a[:], args)
	if n != len(args) {
		panic("sdlcall: more than 8 arguments")
	}
	r, _, _ := purego.SyscallN(fn, c.a[:n]...)
	runtime.KeepAlive(c)
	return r
}

// Ptr is the address of p as a call argument. The pointee must be C
// memory or Go heap memory kept alive across the call (Go's heap does not
// move).
func Ptr[T any](p *T) uintptr { return uintptr(unsafe.Pointer(p)) }

// Bool reads a C bool result.
func Bool(r uintptr) bool { return uint8(r) != 0 }
