//go:build !js

package sdlcall_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/internal/sdlcall"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

func TestResolve(t *testing.T) {
	if _, err := sdlsys.Load(); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		names []string
		found bool
	}{
		{[]string{"SDL_GetVersion", "SDL_GetTicks"}, true},
		{[]string{"SDL_GetVersion", "SDL_NoSuchFunction"}, false},
		{[]string{"SDL_GetVersion", "SDL_GetTicks\x00"}, false}, // a NUL byte names nothing
	}
	for _, c := range cases {
		addrs := make([]uintptr, len(c.names))
		syms := make([]sdlcall.Symbol, len(c.names))
		for i, n := range c.names {
			syms[i] = sdlcall.Symbol{Addr: &addrs[i], Name: n}
		}
		if got := sdlcall.Resolve(syms); got != c.found {
			t.Errorf("Resolve(%q): got %v, want %v", c.names, got, c.found)
		}
		for i, a := range addrs {
			if (a != 0) != c.found {
				t.Errorf("Resolve(%q): address of %q is %#x, want it set only when all are found", c.names, c.names[i], a)
			}
		}
	}
}
