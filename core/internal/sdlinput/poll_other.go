//go:build !((darwin || freebsd || linux || netbsd) && !android) && !js

package sdlinput

import "github.com/Zyko0/go-sdl3/sdl"

func resolvePoll() {}

func poll() bool { return sdl.PollEvent(&polled) }
