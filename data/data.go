// Package data holds each program's data files, one folder per program, as
// BEngine's Data/ folder does: data/bomberman (the game's rules, art, music
// and effects), data/tumble (the physics game's levels and bindings),
// data/particles (the playground's emitters) and data/mayhem (the stat
// example's curves). It embeds them, so that a program carries its
// data inside its executable and runs from any folder, and hands each program
// its own folder as an fs.FS rooted there:
//
//	e, err := engine.New(&engine.Options{Title: "Bomberman", Data: data.Bomberman()})
//
// Each folder is a separate variable, so a program's executable holds its
// own folder and no other.
//
// # Overriding the embedded files
//
// A real folder takes the embedded one's place, for modding and for hot
// reload in debug builds (engine.FindDataDir has the rules): -data DIR;
// data/ beside the executable, where `go run build.go` copies the program's
// folder and where a release ships it; or, run from the repository's root,
// data/NAME, where NAME is the executable's name. So `go run
// ./games/bomberman` from the root reads this folder's bomberman/ from disk,
// and an edit there shows at once in a debug build.
package data

import (
	"embed"
	"io/fs"
)

var (
	//go:embed bomberman
	bomberman embed.FS
	//go:embed particles
	particles embed.FS
	//go:embed mayhem
	mayhem embed.FS
	//go:embed tumble
	tumble embed.FS
)

// Bomberman is the game's data: rules.json, stages.json, enemies.json,
// items.json, bindings.json, the sprite sheets in art/, the music in music/,
// the sound effects in sfx/ and the particle emitters in particles/.
func Bomberman() fs.FS { return folder(bomberman, "bomberman") }

// Particles is the particle playground's data: one emitter file per effect.
func Particles() fs.FS { return folder(particles, "particles") }

// Tumble is the physics game's data: its levels in levels/ and its
// controls in bindings.json.
func Tumble() fs.FS { return folder(tumble, "tumble") }

// Mayhem is the stat example's data: a tower's and a zeppelin's stats and
// upgrade curves.
func Mayhem() fs.FS { return folder(mayhem, "mayhem") }

// folder returns the embedded folder name, rooted at it.
func folder(files embed.FS, name string) fs.FS {
	sub, err := fs.Sub(files, name)
	if err != nil {
		panic("data: " + err.Error()) // the embed pattern names the folder: fs.Sub cannot fail
	}
	return sub
}
