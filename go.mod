module github.com/bengine-go/bengine

go 1.26.0

require (
	github.com/ByteArena/box2d v1.0.2
	github.com/Zyko0/go-sdl3 v0.1.1
	github.com/andybalholm/brotli v1.3.0
	github.com/ebitengine/purego v0.11.3
	github.com/fsnotify/fsnotify v1.10.1
	github.com/go-gl/mathgl v1.2.0
	github.com/goccy/go-json v0.12.0
	github.com/tc-hib/winres v0.2.1
	golang.org/x/sys v0.50.0
	howett.net/plist v1.0.1
)

require (
	github.com/Zyko0/purego-gen v0.0.0-20250727121216-3bcd331a1e0c // indirect
	github.com/nfnt/resize v0.0.0-20180221191011-83c6a9932646 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	golang.org/x/image v0.48.0 // indirect
)
